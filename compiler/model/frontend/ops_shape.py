"""Converters of operators that rearrange data: reshapes, Transpose, Concat, Pad.

Each is a :data:`~compiler.model.frontend.context.Converter`. Flatten, Reshape,
Unsqueeze and Squeeze all become a Reshape to a static shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from compiler.model.frontend.common import (
    axes_input,
    emit_reshape,
    normalize_axis,
    num_elements,
)
from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.ops.shape import PAD_MODES


def convert_flatten(imp: Importer, node: OnnxNode) -> None:
    """Flatten: a Reshape to 2-D at ``axis``."""
    shape = imp.type(node.input(0)).shape
    axis = node.int_attr("axis", 1)
    if not -len(shape) <= axis <= len(shape):
        raise node.error(f"axis {axis} is out of range for rank {len(shape)}")
    axis = axis + len(shape) if axis < 0 else axis
    emit_reshape(imp, node, (num_elements(shape[:axis]), num_elements(shape[axis:])))


def convert_reshape(imp: Importer, node: OnnxNode) -> None:
    """Reshape: the constant target shape with 0 and -1 resolved."""
    target = imp.const_ints(node, 1, "the target shape")
    if target is None:
        raise node.error("the target shape input is missing")
    allowzero = imp.opset >= 14 and bool(node.int_attr("allowzero", 0))
    shape = _resolve_shape(node, imp.type(node.input(0)).shape, target, allowzero=allowzero)
    emit_reshape(imp, node, shape)


def convert_transpose(imp: Importer, node: OnnxNode) -> None:
    """Transpose: ``perm`` defaulted to reversing the axes."""
    rank = len(imp.type(node.input(0)).shape)
    perm = node.ints_attr("perm", range(rank - 1, -1, -1))
    imp.emit(node, "Transpose", [node.input(0)], {"perm": perm})


def convert_concat(imp: Importer, node: OnnxNode) -> None:
    """Concat: ``axis`` required, made non-negative."""
    inputs = [i for i in node.inputs if i]
    if "axis" not in node.attrs:
        raise node.error("the axis attribute is required")
    axis = normalize_axis(node, node.int_attr("axis", 0), len(imp.type(inputs[0]).shape))
    imp.emit(node, "Concat", inputs, {"axis": axis})


def convert_unsqueeze(imp: Importer, node: OnnxNode) -> None:
    """Unsqueeze: a Reshape with size-1 dims inserted at ``axes``."""
    shape = imp.type(node.input(0)).shape
    axes = axes_input(imp, node, since=13)
    if not axes:
        raise node.error("axes are required")
    rank = len(shape) + len(axes)
    new = sorted(normalize_axis(node, a, rank, what="axes value") for a in axes)
    if len(set(new)) != len(new):
        raise node.error(f"axes {list(axes)} repeat an axis")
    dims = iter(shape)
    emit_reshape(imp, node, [1 if i in new else next(dims) for i in range(rank)])


def convert_squeeze(imp: Importer, node: OnnxNode) -> None:
    """Squeeze: a Reshape dropping ``axes`` (every size-1 dim when none are given)."""
    shape = imp.type(node.input(0)).shape
    axes = axes_input(imp, node, since=13)
    if axes is None:
        drop = {i for i, d in enumerate(shape) if d == 1}
    else:
        drop = {normalize_axis(node, a, len(shape), what="axes value") for a in axes}
        wide = [i for i in sorted(drop) if shape[i] != 1]
        if wide:
            raise node.error(f"cannot squeeze axis {wide[0]} of size {shape[wide[0]]}")
    emit_reshape(imp, node, [d for i, d in enumerate(shape) if i not in drop])


def convert_pad(imp: Importer, node: OnnxNode) -> None:
    """Pad: ``pads`` for every axis (``axes`` expanded), a float value (constant mode), the
    mode: constant, edge, reflect, or wrap (from opset 19)."""
    mode = node.str_attr("mode", "constant")
    modes = PAD_MODES if imp.opset >= 19 else PAD_MODES[:3]
    if mode not in modes:
        raise node.error(f"mode {mode!r} is not one of {', '.join(modes)} at opset {imp.opset}")
    rank = len(imp.type(node.input(0)).shape)
    if imp.opset < 11:
        pads = node.ints_attr("pads", ())
        value = node.float_attr("value", 0.0)
    else:
        pads = imp.const_ints(node, 1, "pads") or ()
        fill = imp.const(node, 2, "constant_value")
        value = 0.0 if fill is None or fill.size == 0 else float(fill.reshape(-1)[0])
        axes = imp.const_ints(node, 3, "axes") if imp.opset >= 18 else None
        if axes is not None:
            if len(pads) != 2 * len(axes):
                raise node.error(f"pads {list(pads)} need {2 * len(axes)} values for axes")
            full = [0] * (2 * rank)
            for k, a in enumerate(normalize_axis(node, a, rank, what="axes value") for a in axes):
                full[a], full[a + rank] = pads[k], pads[k + len(axes)]
            pads = tuple(full)
    if len(pads) != 2 * rank:
        raise node.error(f"pads {list(pads)} need {2 * rank} values for rank {rank}")
    attrs = {"pads": tuple(pads), "value": value, "mode": mode}
    imp.emit(node, "Pad", [node.input(0)], attrs)


def _resolve_shape(
    node: OnnxNode, in_shape: tuple[int, ...], target: Sequence[int], *, allowzero: bool
) -> tuple[int, ...]:
    """Reshape's target with 0 (copy the input dim) and -1 (infer) resolved."""
    out = []
    for i, d in enumerate(target):
        if d == 0 and not allowzero:
            if i >= len(in_shape):
                raise node.error(f"shape {list(target)}: 0 at {i} has no input dim to copy")
            out.append(in_shape[i])
        elif d < -1:
            raise node.error(f"shape {list(target)} has a negative dim {d}")
        else:
            out.append(d)
    total = num_elements(in_shape)
    unknown = [i for i, d in enumerate(out) if d == -1]
    if len(unknown) > 1:
        raise node.error(f"shape {list(target)} has more than one -1")
    if unknown:
        known = num_elements([d for d in out if d != -1])
        if known == 0 or total % known:
            raise node.error(f"cannot reshape {list(in_shape)} to {list(target)}")
        out[unknown[0]] = total // known
    if num_elements(out) != total:
        raise node.error(f"cannot reshape {list(in_shape)} ({total} elements) to {list(target)}")
    return tuple(out)
