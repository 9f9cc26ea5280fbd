"""Converters of the indexing and rearranging operators (:mod:`compiler.model.ops.movement`).

Gather, Slice, Split, Expand, Tile, DepthToSpace, SpaceToDepth. What decides an output's
shape (a Slice's bounds, Split's sizes, Expand's shape, Tile's repeats) must be a constant
and is normalized here; Split becomes one Slice per output.
"""

from __future__ import annotations

from collections.abc import Sequence

from compiler.model.frontend.common import normalize_axis
from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.ops.checks import broadcast_shapes


def convert_gather(imp: Importer, node: OnnxNode) -> None:
    """Gather: ``axis`` non-negative; constant indices checked against the axis here (run-time
    ones when the model runs)."""
    data = imp.type(node.input(0))
    axis = normalize_axis(node, node.int_attr("axis", 0), len(data.shape))
    indices = imp.consts.get(node.input(1))
    size = data.shape[axis]
    if indices is not None and indices.size and not -size <= indices.min() <= indices.max() < size:
        raise node.error(f"indices {indices.tolist()} out of range for axis size {size}")
    imp.emit(node, "Gather", [node.input(0), node.input(1)], {"axis": axis})


def convert_gather_elements(imp: Importer, node: OnnxNode) -> None:
    """GatherElements: ``axis`` non-negative."""
    rank = len(imp.type(node.input(0)).shape)
    axis = normalize_axis(node, node.int_attr("axis", 0), rank)
    imp.emit(node, "GatherElements", [node.input(0), node.input(1)], {"axis": axis})


def convert_slice(imp: Importer, node: OnnxNode) -> None:
    """Slice: attributes before opset 10, constant inputs from it on; every axis's start,
    end and step clamped as ONNX says (an axis not named is taken whole)."""
    shape = imp.type(node.input(0)).shape
    if imp.opset < 10:
        starts, ends = node.ints_attr("starts", ()), node.ints_attr("ends", ())
        axes: Sequence[int] = node.ints_attr("axes", range(len(starts)))
        steps: Sequence[int] = (1,) * len(starts)
    else:
        starts = _const_ints(imp, node, 1, "starts")
        ends = _const_ints(imp, node, 2, "ends")
        axes = imp.const_ints(node, 3, "axes") or tuple(range(len(starts)))
        steps = imp.const_ints(node, 4, "steps") or (1,) * len(starts)
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise node.error("starts, ends, axes and steps differ in length")
    bounds = [(0, d, 1) for d in shape]
    named = set()
    for start, end, axis, step in zip(starts, ends, axes, steps, strict=True):
        a = normalize_axis(node, axis, len(shape), what="axes value")
        if a in named:
            raise node.error(f"axes {list(axes)} repeat an axis")
        if step == 0:
            raise node.error("a step is 0")
        named.add(a)
        bounds[a] = clamp_slice(shape[a], start, end, step)
    imp.emit(node, "Slice", [node.input(0)], _slice_attrs(bounds))


def _slice_attrs(bounds: Sequence[tuple[int, int, int]]) -> dict[str, tuple[int, ...]]:
    """A Slice node's attributes from each axis's (start, end, step)."""
    return {k: tuple(b[i] for b in bounds) for i, k in enumerate(("starts", "ends", "steps"))}


def _const_ints(imp: Importer, node: OnnxNode, index: int, what: str) -> tuple[int, ...]:
    value = imp.const_ints(node, index, what)
    if value is None:
        raise node.error(f"{what} are required")
    return value


def clamp_slice(size: int, start: int, end: int, step: int) -> tuple[int, int, int]:
    """ONNX's clamping of one axis's bounds (negative ones count from the end).

    Returns:
        ``(start, end, step)`` with ``start`` in ``[0, size]`` and ``end`` in ``[0, size]``
        for a positive step, ``start`` in ``[0, size - 1]`` and ``end`` in ``[-1, size - 1]``
        (-1: through index 0) for a negative one.
    """
    start += size if start < 0 else 0
    end += size if end < 0 else 0
    if step > 0:
        return min(max(start, 0), size), min(max(end, 0), size), step
    return min(max(start, 0), size - 1), min(max(end, -1), size - 1), step


def convert_split(imp: Importer, node: OnnxNode) -> None:
    """Split: one Slice per output along ``axis``; sizes from the ``split`` attribute (input
    from opset 13), else equal parts: ``num_outputs`` of them from opset 18 (the last one
    smaller), else as many as there are outputs (which must divide the axis)."""
    shape = imp.type(node.input(0)).shape
    axis = normalize_axis(node, node.int_attr("axis", 0), len(shape))
    size, count = shape[axis], len(node.outputs)
    if imp.opset < 13:
        sizes = node.ints_attr("split", ()) if "split" in node.attrs else None
    else:
        sizes = imp.const_ints(node, 1, "split")
    if sizes is not None:
        if len(sizes) != count or any(s < 0 for s in sizes) or sum(sizes) != size:
            raise node.error(
                f"split {list(sizes)} must be {count} sizes >= 0 adding up to axis size {size}"
            )
    elif imp.opset >= 18:
        if "num_outputs" not in node.attrs:
            raise node.error("neither split nor num_outputs is given")
        parts = node.int_attr("num_outputs", 0)
        if parts != count or parts < 1:
            raise node.error(f"num_outputs {parts} but {count} outputs")
        chunk = -(-size // parts)
        sizes = tuple(min(chunk, max(size - k * chunk, 0)) for k in range(parts))
    else:
        if size % count:
            raise node.error(f"axis size {size} does not split into {count} equal parts")
        sizes = (size // count,) * count
    start, first = 0, True
    for out, length in zip(node.outputs, sizes, strict=True):
        if out:
            bounds = [(0, d, 1) for d in shape]
            bounds[axis] = (start, start + length, 1)
            name = node.name if first else imp.fresh_node(f"{node.name}/{out}")
            imp.emit(node, "Slice", [node.input(0)], _slice_attrs(bounds), output=out, name=name)
            first = False
        start += length


def convert_expand(imp: Importer, node: OnnxNode) -> None:
    """Expand: the constant shape broadcast with the input's (both ways, as ONNX says)."""
    x = imp.type(node.input(0))
    target = _const_ints(imp, node, 1, "the shape")
    shape = broadcast_shapes(x.shape, target)
    if shape is None or any(d < 0 for d in target):
        raise node.error(f"input {list(x.shape)} does not broadcast with shape {list(target)}")
    imp.emit(node, "Expand", [node.input(0)], {"shape": shape})


def convert_tile(imp: Importer, node: OnnxNode) -> None:
    """Tile: constant repeats, one per axis."""
    repeats = _const_ints(imp, node, 1, "repeats")
    imp.emit(node, "Tile", [node.input(0)], {"repeats": repeats})


MODE_SINCE = {"DepthToSpace": 11, "SpaceToDepth": 28}
"""The opset that gave each its ``mode`` attribute (DCR before)."""


def convert_blocks(imp: Importer, node: OnnxNode) -> None:
    """DepthToSpace and SpaceToDepth: ``blocksize`` required; ``mode`` DCR (the default)
    or CRD, from the opset that defines it."""
    if "blocksize" not in node.attrs:
        raise node.error("the blocksize attribute is required")
    mode = node.str_attr("mode", "DCR") if imp.opset >= MODE_SINCE[node.op] else "DCR"
    attrs = {"blocksize": node.int_attr("blocksize", 0), "mode": mode}
    imp.emit(node, node.op, [node.input(0)], attrs)
