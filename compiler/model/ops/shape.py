"""Data movement: Reshape, Transpose, Concat, Identity and Pad."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.copy_lowering import copy_form
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import check_axis, fail, same_dtype, shape_str
from compiler.model.ops.opdef import (
    Attr,
    Kernel,
    KernelForm,
    Layout,
    OpDef,
    kernel_folder,
    same_as_input,
)
from compiler.ops_concat import concat_params
from compiler.workload import Workload

# --- type rules


def reshape_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The static ``shape`` attribute, holding as many elements."""
    x = inputs[0]
    shape = tuple(int(d) for d in node.attrs["shape"])
    if any(d < 0 for d in shape):
        raise fail(node, f"shape {shape} must be fully static (no -1)")
    out = TensorType(shape, x.dtype)
    if out.size != x.size:
        raise fail(node, f"cannot reshape {shape_str(x)} ({x.size} elements) to {shape}")
    return out


def transpose_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's axes permuted by ``perm``."""
    x = inputs[0]
    perm = tuple(int(p) for p in node.attrs["perm"])
    if sorted(perm) != list(range(len(x.shape))):
        raise fail(node, f"perm {perm} is not a permutation of the axes of {shape_str(x)}")
    return TensorType(tuple(x.shape[p] for p in perm), x.dtype)


def concat_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The inputs joined along ``axis``."""
    dtype = same_dtype(node, inputs)
    first = inputs[0].shape
    axis = check_axis(node, len(first))
    for t in inputs[1:]:
        if len(t.shape) != len(first) or any(
            d != e for i, (d, e) in enumerate(zip(t.shape, first, strict=True)) if i != axis
        ):
            raise fail(
                node, f"shapes {shape_str(inputs[0])} and {shape_str(t)} differ off axis {axis}"
            )
    total = sum(t.shape[axis] for t in inputs)
    return TensorType((*first[:axis], total, *first[axis + 1 :]), dtype)


PAD_MODES = ("constant", "edge", "reflect", "wrap")
"""ONNX Pad's modes; the others read the input's own border (after any cropping)."""


def pad_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X grown (or cropped) by ``pads``; the border of ``edge``, ``reflect`` and ``wrap``
    comes from what is left after cropping, which must be long enough to give it."""
    x = inputs[0]
    pads = tuple(int(p) for p in node.attrs["pads"])
    mode = str(node.attrs.get("mode", "constant"))
    rank = len(x.shape)
    if mode not in PAD_MODES:
        raise fail(node, f"mode {mode!r} is not one of {', '.join(PAD_MODES)}")
    if len(pads) != 2 * rank:
        raise fail(node, f"pads {pads} need {2 * rank} values for {shape_str(x)}")
    out = tuple(d + pads[i] + pads[i + rank] for i, d in enumerate(x.shape))
    if any(d < 0 for d in out):
        raise fail(node, f"pads {pads} crop {shape_str(x)} below zero size")
    for axis, size in enumerate(x.shape):
        begin, end = pads[axis], pads[axis + rank]
        kept = size + min(begin, 0) + min(end, 0)
        widest = max(begin, end)
        if mode == "constant" or widest <= 0:
            continue
        if kept < 1:
            raise fail(node, f"{mode} padding of axis {axis}, which has no elements left")
        if mode == "reflect" and widest > kept - 1:
            raise fail(
                node,
                f"reflect padding {widest} of axis {axis} exceeds its {kept} elements less one",
            )
    return TensorType(out, x.dtype)


# --- numpy kernels


def _copy(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Identity and Reshape: one copy of the (C-contiguous) data in its new shape."""
    if ins[0].size != outs[0].size:
        raise ValueError(f"cannot reshape {ins[0]} to {outs[0]}")
    shape = outs[0].shape

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0].reshape(shape))

    return run


def _transpose(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    perm = tuple(int(p) for p in attrs["perm"])
    if sorted(perm) != list(range(len(ins[0].shape))):
        raise ValueError(f"Transpose perm {perm} does not fit {ins[0]}")
    if tuple(ins[0].shape[p] for p in perm) != outs[0].shape:
        raise ValueError(f"Transpose {ins[0]} by {perm} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0].transpose(perm))

    return run


def _concat(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    axis = int(attrs["axis"])
    starts = np.cumsum([0] + [t.shape[axis] for t in ins])
    if starts[-1] != outs[0].shape[axis]:
        raise ValueError(f"Concat of {[str(t) for t in ins]} on axis {axis} is not {outs[0]}")
    lead = (slice(None),) * axis
    parts = [(*lead, slice(int(a), int(b))) for a, b in itertools.pairwise(starts)]

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        y = outputs[0]
        for part, x in zip(parts, inputs, strict=True):
            np.copyto(y[part], x)

    return run


def _pad(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """Pad; negative pads crop. Copies the kept input once, then fills the border: with
    the value (constant), or axis by axis with copies of rows already in the output."""
    shape = ins[0].shape
    rank = len(shape)
    pads = [int(p) for p in attrs["pads"]]
    if len(pads) != 2 * rank:
        raise ValueError(f"Pad: {len(pads)} pads for a rank-{rank} input")
    value = float(attrs["value"])
    mode = str(attrs.get("mode", "constant"))
    begin, end = pads[:rank], pads[rank:]
    expected = tuple(d + b + e for d, b, e in zip(shape, begin, end, strict=True))
    if expected != outs[0].shape:
        raise ValueError(f"Pad of {ins[0]} by {pads} is not {outs[0]}")
    src = tuple(
        slice(max(0, -b), d - max(0, -e)) for d, b, e in zip(shape, begin, end, strict=True)
    )
    dst = tuple(
        slice(max(0, b), max(0, b) + (s.stop - s.start)) for b, s in zip(begin, src, strict=True)
    )
    # Border slabs: along each axis, the padding before/after the interior, spanning the
    # interior on later axes and everything on earlier ones (filled by then), so each
    # cell is written once.
    border: list[tuple[tuple[slice, ...], tuple[slice, ...] | None]] = []
    for ax in range(rank):
        lead, rest = (slice(None),) * ax, dst[ax + 1 :]
        if mode == "constant":
            for part in (slice(0, dst[ax].start), slice(dst[ax].stop, expected[ax])):
                if part.stop > part.start:
                    border.append(((*lead, part, *rest), None))
            continue
        for to, fro in _border_runs(mode, dst[ax], expected[ax]):
            border.append(((*lead, to, *rest), (*lead, fro, *rest)))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        y = outputs[0]
        np.copyto(y[dst], inputs[0][src])
        for slab, source in border:
            if source is None:
                y[slab] = value
            else:
                np.copyto(y[slab], y[source])

    return run


def _border_runs(mode: str, interior: slice, length: int) -> list[tuple[slice, slice]]:
    """(output positions, positions they copy) along one axis of ``length``, in runs.

    A run copies a slice of the interior (reflect: reversed; wrap: in order) or one of
    its rows broadcast (edge).
    """
    start, n = interior.start, interior.stop - interior.start
    positions = [p for p in range(length) if not start <= p < interior.stop]
    if not positions:
        return []
    sources = []
    for p in positions:
        q = p - start
        if mode == "edge":
            q = min(max(q, 0), n - 1)
        elif mode == "reflect":  # the type rule keeps |q| within one reflection
            q = -q if q < 0 else 2 * (n - 1) - q
        else:  # wrap
            q %= n
        sources.append(start + q)
    runs: list[tuple[slice, slice]] = []
    i = 0
    while i < len(positions):
        j = i + 1
        step = sources[j] - sources[i] if j < len(positions) else 0
        if step not in (-1, 0, 1):  # a wrap's jump back: this run is one row
            step = 0
        while (
            j < len(positions)
            and positions[j] == positions[j - 1] + 1
            and sources[j] - sources[j - 1] == step
        ):
            j += 1
        to = slice(positions[i], positions[j - 1] + 1)
        if step == 0:
            fro = slice(sources[i], sources[i] + 1)  # one row, broadcast along the run
        else:
            stop = sources[j - 1] + step
            fro = slice(sources[i], stop if stop >= 0 else None, step)
        runs.append((to, fro))
        i = j
    return runs


# --- lowering


def concat_of_channels(node: Node, graph: Graph) -> bool:
    """A Concat along the channels of 4-D float32 tensors of one image (batch 1): the
    inputs' bytes follow one another in the output, in NCHW as in NCHW16c."""
    if node.op != "Concat" or int(node.attrs["axis"]) != 1:
        return False
    types = [graph.type_of(x) for x in (*node.inputs, node.outputs[0])]
    return all(len(t.shape) == 4 and t.shape[0] == 1 and t.dtype == "float32" for t in types)


def concat_in_slices(node: Node, graph: Graph) -> bool:
    """A Concat of float32 tensors along an axis with only axes of length 1 before it
    (ViT's class token before its patches): each input's bytes are one contiguous slice
    of the output."""
    axis = int(node.attrs["axis"])
    types = [graph.type_of(x) for x in (*node.inputs, node.outputs[0])]
    return all(t.dtype == "float32" and all(d == 1 for d in t.shape[:axis]) for t in types)


def concat_form(node: Node, graph: Graph) -> KernelForm | None:
    """A channel concat of one image is a view (its inputs are slices of the output),
    blocked when all its inputs are; so is any concat whose inputs are contiguous slices
    of the output, in plain layouts (the lowering copies an input that cannot be a view
    into its slice). Any other concat of 2 to 8 float32 inputs is a ``concat`` kernel;
    None (a numpy step) else."""
    if concat_of_channels(node, graph):
        return KernelForm("concat_view", Layout.KEEPS_INPUTS)
    if concat_in_slices(node, graph):
        return KernelForm("concat_view")
    types = [graph.type_of(x) for x in node.inputs]
    if any(t.dtype != "float32" for t in types):
        return None
    params = concat_params([t.shape for t in types], int(node.attrs["axis"]))
    return (
        None
        if params is None
        else KernelForm("concat", workload=Workload("concat", tuple(params.items())))
    )


def moves_only_unit_axes(perm: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    """Whether the transpose keeps the axes longer than 1 in their order (it moves only
    axes of length 1: ViT's ``[1, s, d] -> [s, 1, d]``), so it copies nothing."""
    kept = [p for p in perm if shape[p] != 1]
    return kept == sorted(kept)


def transpose_form(node: Node, graph: Graph) -> KernelForm | None:
    """A view where the transpose moves only axes of length 1; a ``channel_transpose``
    kernel for a 4-D float32 Transpose moving the channels last (it reads NCHW16c too) or
    first (it may write NCHW16c); a ``copy`` kernel (a strided read) for other computed
    float32 tensors; None (a numpy step) else. Where neither side of a channel transpose
    ends up blocked, the lowering makes it a ``copy``."""
    perm = tuple(int(p) for p in node.attrs["perm"])
    x = graph.type_of(node.inputs[0])
    if not graph.is_constant(node.inputs[0]) and moves_only_unit_axes(perm, x.shape):
        return KernelForm("view")  # the same bytes in the same order: a reshape
    if len(x.shape) == 4 and x.dtype == "float32" and not graph.is_constant(node.inputs[0]):
        if perm == (0, 2, 3, 1):
            return KernelForm("channel_transpose", Layout.READS_EITHER)
        if perm == (0, 3, 1, 2):
            return KernelForm("channel_transpose", Layout.WRITES_EITHER)
    return copy_form(node, graph)


def reshape_form(node: Node, graph: Graph) -> KernelForm | None:
    """A Reshape of a computed tensor is a view of it (no step)."""
    return None if graph.is_constant(node.inputs[0]) else KernelForm("view")


OPS = (
    OpDef(
        "Reshape",
        ("X",),
        reshape_rule,
        _copy,
        doc="shape: the full static output shape (Flatten, Squeeze and Unsqueeze become "
        "Reshape too)",
        attrs=(Attr("shape"),),
        fold=lambda n, x: x[0].reshape(n.attrs["shape"]),
        onnx=("Reshape", "Flatten", "Squeeze", "Unsqueeze"),
        form=reshape_form,
    ),
    OpDef(
        "Transpose",
        ("X",),
        transpose_rule,
        _transpose,
        doc="perm",
        attrs=(Attr("perm"),),
        fold=lambda n, x: x[0].transpose(n.attrs["perm"]),
        onnx=("Transpose",),
        form=transpose_form,
    ),
    OpDef(
        "Concat",
        ("X...",),
        concat_rule,
        _concat,
        doc="axis (>= 0)",
        attrs=(Attr("axis"),),
        fold=lambda n, x: np.concatenate(x, axis=n.attrs["axis"]),
        onnx=("Concat",),
        form=concat_form,
    ),
    OpDef(
        "Identity",
        ("X",),
        same_as_input,
        _copy,
        doc="X (Dropout becomes Identity; a pass removes both)",
        fold=lambda n, x: x[0],
        onnx=("Identity", "Dropout"),
    ),
    OpDef(
        "Pad",
        ("X",),
        pad_rule,
        _pad,
        doc="pads (per-axis begin..., end...; negative crops first), value (constant mode), "
        "mode: constant, edge, reflect or wrap",
        attrs=(Attr("pads"), Attr("value", 0.0), Attr("mode", "constant")),
        fold=kernel_folder(pad_rule, _pad),
        onnx=("Pad",),
        form=copy_form,
    ),
)
"""The data-movement operators."""
