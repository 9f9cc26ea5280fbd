"""Data movement as ``copy`` workloads: one strided read (see :mod:`compiler.ops_copy`).

Transpose, Slice (any steps, Split's outputs too), Expand, Tile, DepthToSpace and
SpaceToDepth of a computed float32 tensor each read their input at fixed strides: the
node's output is ``copy`` of the input's flat elements. Pad (every mode; negative pads
crop) is such a read, padded, and so is a Gather at constant indices that step evenly
(``x[..., 2:9:3]`` written as indices; torch's ``as_strided``). What is not a
fixed-stride read (a Gather of run-time or uneven indices) stays a numpy step, as do
constants (folded), other dtypes and tensors of no elements.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from compiler.model.graph import Graph, Node
from compiler.model.ops.opdef import KernelForm
from compiler.ops_copy import contiguous_strides, copy_shape, strided_copy
from compiler.workload import Workload

Read = tuple[tuple[int, ...], tuple[int, ...], int]
"""The output's axes, the input strides along them, and the offset of the first read."""

CopyParams = dict[str, int | str]
ReadRule = Callable[[Node, Graph, tuple[int, ...]], CopyParams | None]
"""``(node, graph, input shape) -> the copy's parameters``; None: not such a read."""


def _strided(read: Callable[[Node, tuple[int, ...]], Read]) -> ReadRule:
    """A read that depends on the node's attributes and input shape alone."""

    def rule(node: Node, graph: Graph, x: tuple[int, ...]) -> CopyParams | None:
        shape, strides, offset = read(node, x)
        return strided_copy(shape, strides, offset, math.prod(x))

    return rule


def _transpose(node: Node, x: tuple[int, ...]) -> Read:
    perm = [int(p) for p in node.attrs["perm"]]
    st = contiguous_strides(x)
    return tuple(x[p] for p in perm), tuple(st[p] for p in perm), 0


def _slice(node: Node, x: tuple[int, ...]) -> Read:
    """Normalized bounds (an ``end`` of -1 runs down to index 0)."""
    st = contiguous_strides(x)
    starts, ends, steps = ([int(v) for v in node.attrs[k]] for k in ("starts", "ends", "steps"))
    shape = tuple(len(range(*b)) for b in zip(starts, ends, steps, strict=True))
    offset = sum(start * s for start, s in zip(starts, st, strict=True))
    return shape, tuple(step * s for step, s in zip(steps, st, strict=True)), offset


def _expand(node: Node, x: tuple[int, ...]) -> Read:
    shape = tuple(int(d) for d in node.attrs["shape"])
    lead = len(shape) - len(x)
    st = contiguous_strides(x)
    strides = [0] * lead + [s if d > 1 else 0 for d, s in zip(x, st, strict=True)]
    return shape, tuple(strides), 0


def _tile(node: Node, x: tuple[int, ...]) -> Read:
    repeats = [int(r) for r in node.attrs["repeats"]]
    st = contiguous_strides(x)
    shape = tuple(v for r, d in zip(repeats, x, strict=True) for v in (r, d))
    return shape, tuple(v for s in st for v in (0, s)), 0


def depth_to_space_axes(
    shape: Sequence[int], b: int, mode: str
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """DepthToSpace as ONNX defines it: the input viewed as ``src``, transposed by
    ``perm`` into the output viewed as ``(n, c', h, b, w, b)``. DCR reads the channels
    as ``(b1, b2, c')``, CRD as ``(c', b1, b2)``."""
    n, c, h, w = shape
    cc = c // (b * b)
    if mode == "DCR":
        return (n, b, b, cc, h, w), (0, 3, 4, 1, 5, 2)
    return (n, cc, b, b, h, w), (0, 1, 4, 2, 5, 3)


def space_to_depth_axes(
    shape: Sequence[int], b: int, mode: str
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """SpaceToDepth, DepthToSpace's inverse: the input viewed as ``(n, c, h', b1, w', b2)``
    transposed by ``perm`` into the output's channels as ``(b1, b2, c)`` (DCR) or
    ``(c, b1, b2)`` (CRD)."""
    n, c, h, w = shape
    src = (n, c, h // b, b, w // b, b)
    return src, (0, 3, 5, 1, 2, 4) if mode == "DCR" else (0, 1, 3, 5, 2, 4)


def _regroup(axes: tuple[tuple[int, ...], tuple[int, ...]]) -> Read:
    """The input viewed as ``src``, read in the order ``perm`` (a reshape, a transpose)."""
    src, perm = axes
    st = contiguous_strides(src)
    return tuple(src[p] for p in perm), tuple(st[p] for p in perm), 0


def _depth_to_space(node: Node, x: tuple[int, ...]) -> Read:
    return _regroup(depth_to_space_axes(x, int(node.attrs["blocksize"]), node.attrs["mode"]))


def _space_to_depth(node: Node, x: tuple[int, ...]) -> Read:
    return _regroup(space_to_depth_axes(x, int(node.attrs["blocksize"]), node.attrs["mode"]))


def _pad(node: Node, graph: Graph, x: tuple[int, ...]) -> CopyParams:
    """Pad as a padded read: the crops (negative pads) first, as an offset and shorter
    axes, then the positive pads around what is left."""
    rank, pads = len(x), [int(p) for p in node.attrs["pads"]]
    st = contiguous_strides(x)
    begins, ends = pads[:rank], pads[rank:]
    offset = sum(max(-b, 0) * s for b, s in zip(begins, st, strict=True))
    kept = [n - max(-b, 0) - max(-e, 0) for n, b, e in zip(x, begins, ends, strict=True)]
    around = [(max(b, 0), max(e, 0)) for b, e in zip(begins, ends, strict=True)]
    mode = str(node.attrs.get("mode", "constant"))
    value = float(node.attrs.get("value", 0.0))
    return strided_copy(kept, st, offset, math.prod(x), pads=around, mode=mode, value=value)


def _gather(node: Node, graph: Graph, x: tuple[int, ...]) -> CopyParams | None:
    """A Gather at constant, in-range indices stepping evenly in row-major order: the
    indices' axes read the gathered axis at multiples of the step; None else."""
    axis = int(node.attrs["axis"])
    indices = graph.constants.get(node.inputs[1])
    if indices is None or indices.size == 0:
        return None
    flat = indices.reshape(-1).astype(np.int64)
    if np.any(flat < -x[axis]) or np.any(flat >= x[axis]):
        return None  # the numpy step fails the run on them, as onnxruntime does
    flat = flat % x[axis]
    step = int(flat[1] - flat[0]) if flat.size > 1 else 0
    if np.any(flat != flat[0] + step * np.arange(flat.size)):
        return None
    st = contiguous_strides(x)
    inner = contiguous_strides(indices.shape)
    shape = (*x[:axis], *indices.shape, *x[axis + 1 :])
    strides = (*st[:axis], *(step * st[axis] * s for s in inner), *st[axis + 1 :])
    return strided_copy(shape, strides, int(flat[0]) * st[axis], math.prod(x))


READS: dict[str, ReadRule] = {
    "Transpose": _strided(_transpose),
    "Slice": _strided(_slice),
    "Expand": _strided(_expand),
    "Tile": _strided(_tile),
    "DepthToSpace": _strided(_depth_to_space),
    "SpaceToDepth": _strided(_space_to_depth),
    "Pad": _pad,
    "Gather": _gather,
}
"""Graph op -> the (padded) strided read its output is."""


def copy_workload(node: Node, graph: Graph) -> Workload | None:
    """The ``copy`` workload computing ``node``; None for a constant input, a dtype other
    than float32 or no elements (see the module docstring)."""
    x = graph.type_of(node.inputs[0])
    out = graph.type_of(node.outputs[0])
    computed = x.dtype == "float32" and not graph.is_constant(node.inputs[0])
    if not computed or node.op not in READS:
        return None
    if math.prod(x.shape) == 0 or math.prod(out.shape) == 0:
        return None
    params = READS[node.op](node, graph, tuple(x.shape))
    if params is None:
        return None
    written = math.prod(copy_shape(params))
    assert written == math.prod(out.shape), (node.name, params, out.shape)
    return Workload("copy", tuple(params.items()))


def copy_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``copy`` kernel (plain layout in and out); None: a numpy step."""
    workload = copy_workload(node, graph)
    return None if workload is None else KernelForm("copy", workload=workload)
