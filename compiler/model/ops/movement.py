"""Indexing and rearranging data: Gather, GatherND, GatherElements, Slice, Expand, Tile,
DepthToSpace, SpaceToDepth.

Every attribute that decides a shape is a constant, normalized at import (a Slice's
bounds clamped per axis, an Expand's full output shape, a Tile's repeats), so each type
rule is plain arithmetic and each kernel one copy into its output; ONNX Split becomes one
Slice per output. The gathers' indices may be computed at run time: out-of-range ones
fail the run, as they fail onnxruntime's. On computed float32 tensors, a Slice, Expand,
Tile, DepthToSpace and SpaceToDepth is one compiled ``copy`` kernel (a strided read,
:mod:`compiler.model.copy_lowering`), a Slice or Gather of one contiguous block a view,
another Gather of float32 data at int64 indices a ``gather`` kernel (the indices checked
against the table before each call); the rest are numpy steps, every dtype; folded on
constants.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.copy_lowering import copy_form, depth_to_space_axes, space_to_depth_axes
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import broadcast_shapes, fail, require_rank, shape_str
from compiler.model.ops.opdef import (
    Attr,
    FormRule,
    Kernel,
    KernelFactory,
    KernelForm,
    OpDef,
    ShapeRule,
    kernel_folder,
)
from compiler.ops_gather import gather_params
from compiler.workload import Workload

INDEX_DTYPES = ("int32", "int64")
"""The element types of Gather's indices (ONNX's Tind)."""

# --- Gather


def _gather_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """data's axes before ``axis``, then the indices' shape, then data's axes after it."""
    data, indices = inputs
    if indices.dtype not in INDEX_DTYPES:
        raise fail(node, f"indices must be int32 or int64, got {indices.dtype}")
    axis = int(node.attrs["axis"])
    if not 0 <= axis < len(data.shape):
        raise fail(node, f"axis {axis} out of range for data {shape_str(data)}")
    if data.shape[axis] == 0 and indices.size:
        raise fail(node, f"gathers from the empty axis {axis} of {shape_str(data)}")
    shape = (*data.shape[:axis], *indices.shape, *data.shape[axis + 1 :])
    return TensorType(shape, data.dtype)


def _gather(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """np.take, which counts negative indices from the end as ONNX does and raises on
    indices outside ``[-size, size)`` (onnxruntime fails the run on them too)."""
    axis = int(attrs["axis"])
    data, indices = ins[0].shape, ins[1].shape
    if outs[0].shape != (*data[:axis], *indices, *data[axis + 1 :]):
        raise ValueError(f"Gather of {ins[0]} at {ins[1]} on axis {axis} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        try:
            np.take(inputs[0], inputs[1], axis=axis, out=outputs[0])
        except IndexError as exc:
            raise ValueError(f"Gather: {exc}") from None

    return run


def _gather_nd_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The indices' batch and outer axes, then data's axes past the indexed ones."""
    data, indices = inputs
    if indices.dtype != "int64":
        raise fail(node, f"indices must be int64, got {indices.dtype}")
    b = int(node.attrs["batch_dims"])
    if not indices.shape or not 1 <= indices.shape[-1] <= len(data.shape) - b:
        raise fail(node, f"indices {shape_str(indices)} cannot index data {shape_str(data)}")
    if data.shape[:b] != indices.shape[:b] or b >= len(indices.shape):
        raise fail(node, f"batch_dims {b} differ between data {shape_str(data)} and indices")
    shape = (*indices.shape[:-1], *data.shape[b + indices.shape[-1] :])
    return TensorType(shape, data.dtype)


def _gather_nd(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Each index tuple's slice of data, per batch entry; negative indices from the end."""
    b = int(attrs["batch_dims"])
    data, indices = ins[0].shape, ins[1].shape
    depth = indices[-1]
    batch = int(np.prod(data[:b], dtype=np.int64))
    bounds = np.array(data[b : b + depth], np.int64)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x = inputs[0].reshape(batch, *data[b:])
        idx = inputs[1].reshape(batch, -1, depth)
        if np.any(idx < -bounds) or np.any(idx >= bounds):
            raise ValueError(f"GatherND: an index is out of range for data axes {bounds.tolist()}")
        idx = np.where(idx < 0, idx + bounds, idx)
        rows = np.arange(batch)[:, None]
        picked = x[(rows, *(idx[..., j] for j in range(depth)))]
        outputs[0][...] = picked.reshape(outputs[0].shape)

    return run


def _gather_elements_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The indices' shape, of data's rank; data's dtype."""
    data, indices = inputs
    if indices.dtype not in INDEX_DTYPES:
        raise fail(node, f"indices must be int32 or int64, got {indices.dtype}")
    axis = int(node.attrs["axis"])
    if (
        len(indices.shape) != len(data.shape)
        or not 0 <= axis < len(data.shape)
        or any(
            i > d
            for a, (i, d) in enumerate(zip(indices.shape, data.shape, strict=False))
            if a != axis
        )
    ):
        raise fail(node, f"indices {shape_str(indices)} and axis {axis} do not fit data")
    return TensorType(indices.shape, data.dtype)


def _gather_elements(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """np.take_along_axis, negative indices counted from the end."""
    axis = int(attrs["axis"])
    size = ins[0].shape[axis]

    # Off the axis, an output element reads data at its own coordinates (the indices may
    # be shorter than data there).
    grid = list(np.indices(ins[1].shape, sparse=True))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        idx = inputs[1]
        if idx.size and not -size <= idx.min() <= idx.max() < size:
            raise ValueError(f"GatherElements: an index is out of range for axis size {size}")
        where = [*grid[:axis], np.where(idx < 0, idx + size, idx), *grid[axis + 1 :]]
        outputs[0][...] = inputs[0][tuple(where)]

    return run


# --- Slice


def slice_length(start: int, end: int, step: int) -> int:
    """How many elements ``start, start + step, ...`` short of ``end`` holds (any sign)."""
    return len(range(start, end, step))


def _slice_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Per axis, the elements from ``starts`` toward ``ends`` by ``steps`` (normalized:
    one of each per axis, in range: ``end`` is -1 to run down to index 0)."""
    (x,) = inputs
    starts, ends, steps = (tuple(node.attrs[k]) for k in ("starts", "ends", "steps"))
    rank = len(x.shape)
    if not len(starts) == len(ends) == len(steps) == rank:
        raise fail(node, f"starts, ends and steps need {rank} values each for {shape_str(x)}")
    shape = []
    for axis, (size, start, end, step) in enumerate(zip(x.shape, starts, ends, steps, strict=True)):
        top = size if step > 0 else size - 1
        low = 0 if step > 0 else -1
        if step == 0 or not (0 <= start <= max(top, 0) and low <= end <= top):
            raise fail(
                node,
                f"axis {axis}: start {start}, end {end}, step {step} are not normalized "
                f"for size {size}",
            )
        shape.append(slice_length(start, end, step))
    return TensorType(tuple(shape), x.dtype)


def slices(starts: Sequence[int], ends: Sequence[int], steps: Sequence[int]) -> tuple[slice, ...]:
    """Python slices of normalized Slice bounds (an ``end`` of -1 runs down to index 0)."""
    return tuple(
        slice(s, e if e >= 0 else None, st) for s, e, st in zip(starts, ends, steps, strict=True)
    )


def _slice(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """One copy of a strided view of the input."""
    bounds = [tuple(int(v) for v in attrs[k]) for k in ("starts", "ends", "steps")]
    index = slices(*bounds)
    if tuple(slice_length(*b) for b in zip(*bounds, strict=True)) != outs[0].shape:
        raise ValueError(f"Slice {index} of {ins[0]} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0][index])

    return run


# --- Expand and Tile


def _expand_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """``shape``: the output's (normalized: ONNX's shape broadcast with the input's)."""
    (x,) = inputs
    shape = tuple(int(d) for d in node.attrs["shape"])
    if any(d < 0 for d in shape) or broadcast_shapes(x.shape, shape) != shape:
        raise fail(node, f"input {shape_str(x)} does not broadcast to {shape}")
    return TensorType(shape, x.dtype)


def _expand(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0])

    return run


def _tile_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Each axis ``repeats`` times as long."""
    (x,) = inputs
    repeats = tuple(int(r) for r in node.attrs["repeats"])
    if len(repeats) != len(x.shape) or any(r < 0 for r in repeats):
        raise fail(
            node, f"repeats {list(repeats)} must be {len(x.shape)} values >= 0 for {shape_str(x)}"
        )
    return TensorType(tuple(d * r for d, r in zip(x.shape, repeats, strict=True)), x.dtype)


def _tile(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The output seen as ``(r0, d0, r1, d1, ...)`` takes the input broadcast over the r's."""
    shape, repeats = ins[0].shape, tuple(int(r) for r in attrs["repeats"])
    if outs[0].shape != tuple(d * r for d, r in zip(shape, repeats, strict=True)):
        raise ValueError(f"Tile of {ins[0]} by {repeats} is not {outs[0]}")
    split = tuple(v for pair in zip(repeats, shape, strict=True) for v in pair)
    spread = tuple(v for d in shape for v in (1, d))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0].reshape(split), inputs[0].reshape(spread))

    return run


# --- DepthToSpace and SpaceToDepth


def _blocks(node: Node, x: TensorType) -> int:
    require_rank(node, x, 4)
    block = int(node.attrs["blocksize"])
    if block < 1:
        raise fail(node, f"blocksize {block} must be >= 1")
    return block


def _depth_to_space_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """(n, c / b², h * b, w * b)."""
    (x,) = inputs
    b = _blocks(node, x)
    n, c, h, w = x.shape
    if c % (b * b):
        raise fail(node, f"{c} channels do not split into blocks of {b}x{b}")
    if node.attrs["mode"] not in ("DCR", "CRD"):
        raise fail(node, f"mode {node.attrs['mode']!r} is not DCR or CRD")
    return TensorType((n, c // (b * b), h * b, w * b), x.dtype)


def _space_to_depth_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """(n, c * b², h / b, w / b)."""
    (x,) = inputs
    b = _blocks(node, x)
    n, c, h, w = x.shape
    if node.attrs["mode"] not in ("DCR", "CRD"):
        raise fail(node, f"mode {node.attrs['mode']!r} is not DCR or CRD")
    if h % b or w % b:
        raise fail(node, f"height {h} and width {w} must be multiples of blocksize {b}")
    return TensorType((n, c * b * b, h // b, w // b), x.dtype)


def _depth_to_space(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """ONNX's reshape-transpose-reshape (:func:`depth_to_space_axes`, which the
    ``copy`` kernel reads by too), as one copy into the output's 6-D view."""
    n, c, h, w = ins[0].shape
    b = int(attrs["blocksize"])
    cc = c // (b * b)
    src, perm = depth_to_space_axes(ins[0].shape, b, attrs["mode"])
    dst = tuple(src[p] for p in perm)
    if outs[0].shape != (n, cc, h * b, w * b):
        raise ValueError(f"DepthToSpace of {ins[0]} by {b} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0].reshape(dst), inputs[0].reshape(src).transpose(perm))

    return run


def _space_to_depth(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """DepthToSpace's inverse (:func:`space_to_depth_axes`), as one copy into the
    output's 6-D view."""
    n, c, h, w = ins[0].shape
    b = int(attrs["blocksize"])
    src, perm = space_to_depth_axes(ins[0].shape, b, attrs["mode"])
    dst = tuple(src[p] for p in perm)
    if outs[0].shape != (n, c * b * b, h // b, w // b):
        raise ValueError(f"SpaceToDepth of {ins[0]} by {b} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0].reshape(dst), inputs[0].reshape(src).transpose(perm))

    return run


def contiguous_offset(node: Node, graph: Graph) -> int | None:
    """The element offset in its input where a Gather at one constant index, or a Slice
    with unit steps, reads one contiguous block (every axis before the one it cuts has
    length 1, every axis after it is whole); None where it reads anything else."""
    x = graph.shape_of(node.inputs[0])
    if graph.is_constant(node.inputs[0]):
        return None
    if node.op == "Gather":
        index = graph.constants.get(node.inputs[1])
        axis = int(node.attrs["axis"])
        if index is None or index.size != 1:
            return None
        cut = [(0, d) for d in x]
        at = int(index.reshape(())) % x[axis]
        cut[axis] = (at, at + 1)
    elif node.op == "Slice":
        if any(int(step) != 1 for step in node.attrs["steps"]):
            return None
        cut = list(zip(node.attrs["starts"], node.attrs["ends"], strict=True))
    else:
        return None
    partial = [i for i, (lo, hi) in enumerate(cut) if (int(lo), int(hi)) != (0, x[i])]
    if not partial:
        return 0
    first = partial[0]
    if len(partial) > 1 or any(d != 1 for d in x[:first]):
        return None
    return int(cut[first][0]) * math.prod(x[first + 1 :])


def gather_form(node: Node, graph: Graph) -> KernelForm | None:
    """A view or a ``copy`` where the indices are constants that read a block or step
    evenly (:func:`slice_form`); else a ``gather`` kernel where float32 data is indexed by
    int64 indices, either of them computed (an embedding lookup of a model's token ids);
    a numpy step else (int32 indices, other dtypes, no elements). Computed indices the
    runtime checks before each call; constant ones the import has checked."""
    form = slice_form(node, graph)
    if form is not None:
        return form
    data, indices = (graph.type_of(x) for x in node.inputs)
    out = graph.type_of(node.outputs[0])
    if data.dtype != "float32" or indices.dtype != "int64" or out.size == 0:
        return None
    params = gather_params(data.shape, int(node.attrs["axis"]), indices.size)
    return KernelForm("gather", workload=Workload("gather", tuple(params.items())))


def slice_form(node: Node, graph: Graph) -> KernelForm | None:
    """A view at an offset where the node reads one contiguous block; else a ``copy``
    kernel where it is a strided read (a Slice; a Gather at evenly stepping constant
    indices); a numpy step else."""
    if contiguous_offset(node, graph) is not None:
        return KernelForm("offset_view")
    return copy_form(node, graph)


def _op(
    name: str,
    inputs: tuple[str, ...],
    rule: ShapeRule,
    factory: KernelFactory,
    doc: str,
    *,
    attrs: tuple[Attr, ...] = (),
    onnx: tuple[str, ...] | None = None,
    form: FormRule | None = None,
) -> OpDef:
    return OpDef(
        name,
        inputs,
        rule,
        factory,
        doc=doc,
        attrs=attrs,
        fold=kernel_folder(rule, factory),
        onnx=(name,) if onnx is None else onnx,
        form=form,
    )


OPS = (
    _op(
        "Gather",
        ("data", "indices"),
        _gather_rule,
        _gather,
        "data indexed along axis (>= 0) by int32/int64 indices (negative: from the end)",
        attrs=(Attr("axis", 0),),
        form=gather_form,
    ),
    _op(
        "GatherND",
        ("data", "indices"),
        _gather_nd_rule,
        _gather_nd,
        "slices of data at int64 index tuples (the indices' last axis), after batch_dims",
        attrs=(Attr("batch_dims", 0),),
    ),
    _op(
        "GatherElements",
        ("data", "indices"),
        _gather_elements_rule,
        _gather_elements,
        "data's elements at the indices along axis (>= 0), the indices' shape",
        attrs=(Attr("axis", 0),),
    ),
    _op(
        "Slice",
        ("data",),
        _slice_rule,
        _slice,
        "starts, ends, steps: one per axis, clamped as ONNX does (end -1: down to index 0); "
        "ONNX Split becomes one Slice per output",
        attrs=(Attr("starts"), Attr("ends"), Attr("steps")),
        onnx=("Slice", "Split"),
        form=slice_form,
    ),
    _op(
        "Expand",
        ("input",),
        _expand_rule,
        _expand,
        "input broadcast to shape (the full output shape)",
        attrs=(Attr("shape"),),
        form=copy_form,
    ),
    _op(
        "Tile",
        ("input",),
        _tile_rule,
        _tile,
        "input repeated along each axis",
        attrs=(Attr("repeats"),),
        form=copy_form,
    ),
    _op(
        "DepthToSpace",
        ("input",),
        _depth_to_space_rule,
        _depth_to_space,
        "channel blocks moved to blocksize x blocksize pixels; mode DCR or CRD",
        attrs=(Attr("blocksize"), Attr("mode", "DCR")),
        form=copy_form,
    ),
    _op(
        "SpaceToDepth",
        ("input",),
        _space_to_depth_rule,
        _space_to_depth,
        "blocksize x blocksize pixels moved to channels; mode DCR or CRD",
        attrs=(Attr("blocksize"), Attr("mode", "DCR")),
        form=copy_form,
    ),
)
"""The indexing and rearranging operators."""
