"""Static type inference for the graph's operators (the table in :mod:`compiler.model.graph`).

:func:`infer_types` takes a node with *normalized* attributes and the types of its
inputs, checks that they fit together, and returns the types of its outputs. It is
what the importer uses to type every node, and what a pass uses after rewriting one.
Sizes follow what ONNX Runtime computes (e.g. pooling with ``ceil_mode`` drops a last
window that would start in the end padding, as PyTorch does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.windows import window_out_size

__all__ = ["broadcast_shapes", "infer_types"]


def infer_types(node: Node, inputs: list[TensorType]) -> list[TensorType]:
    """The types of ``node``'s outputs, given the types of its inputs.

    Args:
        node: A node whose attributes are normalized as in :mod:`compiler.model.graph`.
        inputs: The type of each of ``node.inputs``, in order.

    Returns:
        One type per output (every op in the table has one output).

    Raises:
        ValueError: Unknown op, wrong number of inputs, missing attribute, or shapes or
            dtypes that do not fit; the message names the node.
    """
    rule = _RULES.get(node.op)
    if rule is None:
        raise ValueError(f"{_who(node)}: no type rule for operator {node.op!r}")
    lo, hi = _ARITY[node.op]
    if not lo <= len(inputs) <= (hi if hi >= 0 else len(inputs)):
        want = f"{lo}" if lo == hi else f"{lo} to {hi}" if hi >= 0 else f"at least {lo}"
        raise ValueError(f"{_who(node)}: expects {want} inputs, got {len(inputs)}")
    try:
        return [rule(node, inputs)]
    except KeyError as exc:
        raise ValueError(f"{_who(node)}: missing attribute {exc.args[0]!r}") from None


def broadcast_shapes(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...] | None:
    """The numpy broadcast of two shapes, or None when they do not broadcast."""
    rank = max(len(a), len(b))
    pa = (1,) * (rank - len(a)) + tuple(a)
    pb = (1,) * (rank - len(b)) + tuple(b)
    out = []
    for x, y in zip(pa, pb, strict=True):
        if x != y and 1 not in (x, y):
            return None
        out.append(y if x == 1 else x)
    return tuple(out)


def _who(node: Node) -> str:
    return f"{node.op} node {node.name!r}"


def _fail(node: Node, what: str) -> ValueError:
    return ValueError(f"{_who(node)}: {what}")


def _shape(t: TensorType) -> str:
    return f"({', '.join(map(str, t.shape))})" if len(t.shape) != 1 else f"({t.shape[0]},)"


def _is_float(t: TensorType) -> bool:
    return bool(np.issubdtype(np.dtype(t.dtype), np.floating))


def _same_dtype(node: Node, inputs: Sequence[TensorType]) -> str:
    dtypes = {t.dtype for t in inputs}
    if len(dtypes) != 1:
        raise _fail(node, f"inputs have different dtypes {', '.join(t.dtype for t in inputs)}")
    return inputs[0].dtype


def _float_inputs(node: Node, inputs: Sequence[TensorType]) -> str:
    dtype = _same_dtype(node, inputs)
    if not _is_float(inputs[0]):
        raise _fail(node, f"needs floating-point inputs, got {dtype}")
    return dtype


def _rank(node: Node, t: TensorType, rank: int, what: str = "input") -> None:
    if len(t.shape) != rank:
        raise _fail(node, f"{what} must be {rank}-D, got shape {_shape(t)}")


def _window_out(
    node: Node,
    size: int,
    *,
    kernel: int,
    stride: int,
    dilation: int,
    pads: tuple[int, int],
    ceil: bool,
) -> int:
    """Output length of a sliding window over one spatial axis (ONNX Runtime's rule)."""
    if kernel < 1 or stride < 1 or dilation < 1 or min(pads) < 0:
        raise _fail(node, "kernel, strides and dilations must be >= 1 and pads >= 0")
    out = window_out_size(size, kernel, stride, pads=pads, dilation=dilation, ceil=ceil)
    if out < 1:
        raise _fail(
            node,
            f"window {kernel} (dilation {dilation}) is larger than the padded input "
            f"{size + pads[0] + pads[1]}",
        )
    return out


def _spatial_attrs(node: Node) -> tuple[tuple[int, ...], ...]:
    kernel = tuple(node.attrs["kernel_shape"])
    strides = tuple(node.attrs.get("strides", (1, 1)))
    pads = tuple(node.attrs.get("pads", (0, 0, 0, 0)))
    dilations = tuple(node.attrs.get("dilations", (1, 1)))
    if len(kernel) != 2 or len(strides) != 2 or len(dilations) != 2 or len(pads) != 4:
        raise _fail(
            node,
            "kernel_shape, strides and dilations need 2 values and pads 4 (2-D only), got "
            f"kernel_shape {kernel}, strides {strides}, dilations {dilations}, pads {pads}",
        )
    return kernel, strides, pads, dilations


def _spatial_out(node: Node, x: TensorType, *, ceil: bool = False) -> tuple[int, int]:
    kernel, strides, pads, dilations = _spatial_attrs(node)
    h, w = (
        _window_out(
            node,
            x.shape[2 + i],
            kernel=kernel[i],
            stride=strides[i],
            dilation=dilations[i],
            pads=(pads[i], pads[i + 2]),
            ceil=ceil,
        )
        for i in range(2)
    )
    return h, w


def _conv(node: Node, inputs: list[TensorType]) -> TensorType:
    x, w = inputs[0], inputs[1]
    dtype = _float_inputs(node, inputs)
    _rank(node, x, 4, "input X")
    _rank(node, w, 4, "weight W")
    group = int(node.attrs.get("group", 1))
    n, c = x.shape[:2]
    m, cg, kh, kw = w.shape
    if group < 1 or c % group or m % group:
        raise _fail(node, f"group {group} does not divide input channels {c} and filters {m}")
    if cg * group != c:
        raise _fail(
            node,
            f"weight {_shape(w)} expects {cg * group} input channels (group {group}), "
            f"input {_shape(x)} has {c}",
        )
    if tuple(node.attrs["kernel_shape"]) != (kh, kw):
        raise _fail(
            node, f"kernel_shape {tuple(node.attrs['kernel_shape'])} != weight's {(kh, kw)}"
        )
    if len(inputs) == 3 and inputs[2].shape != (m,):
        raise _fail(node, f"bias {_shape(inputs[2])} does not match {m} filters")
    return TensorType((n, m, *_spatial_out(node, x)), dtype)


def _pool(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    dtype = _float_inputs(node, inputs)
    _rank(node, x, 4)
    ceil = bool(node.attrs.get("ceil_mode", 0))
    return TensorType((*x.shape[:2], *_spatial_out(node, x, ceil=ceil)), dtype)


def _global_pool(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    dtype = _float_inputs(node, inputs)
    _rank(node, x, 4)
    return TensorType((*x.shape[:2], 1, 1), dtype)


def _batch_norm(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    dtype = _float_inputs(node, inputs)
    if len(x.shape) < 2:
        raise _fail(node, f"input must have a channel axis, got shape {_shape(x)}")
    c = x.shape[1]
    for label, t in zip(("scale", "B", "mean", "var"), inputs[1:], strict=True):
        if t.shape != (c,):
            raise _fail(node, f"{label} {_shape(t)} does not match {c} channels")
    return TensorType(x.shape, dtype)


def _same_as_input(node: Node, inputs: list[TensorType]) -> TensorType:
    return inputs[0]


def _lrn(node: Node, inputs: list[TensorType]) -> TensorType:
    _float_inputs(node, inputs)
    _rank(node, inputs[0], 4)
    if int(node.attrs["size"]) < 1:
        raise _fail(node, f"size must be >= 1, got {node.attrs['size']}")
    return inputs[0]


def _elementwise(node: Node, inputs: list[TensorType]) -> TensorType:
    a, b = inputs
    dtype = _same_dtype(node, inputs)
    shape = broadcast_shapes(a.shape, b.shape)
    if shape is None:
        raise _fail(node, f"shapes {_shape(a)} and {_shape(b)} do not broadcast")
    return TensorType(shape, dtype)


def _gemm(node: Node, inputs: list[TensorType]) -> TensorType:
    a, b = inputs[0], inputs[1]
    dtype = _float_inputs(node, inputs)
    _rank(node, a, 2, "A")
    _rank(node, b, 2, "B")
    m, ka = a.shape[::-1] if node.attrs.get("transA", 0) else a.shape
    kb, n = b.shape[::-1] if node.attrs.get("transB", 0) else b.shape
    if ka != kb:
        raise _fail(
            node,
            f"A {_shape(a)} (transA {node.attrs.get('transA', 0)}) and B {_shape(b)} "
            f"(transB {node.attrs.get('transB', 0)}) disagree on K: {ka} != {kb}",
        )
    if len(inputs) == 3 and broadcast_shapes(inputs[2].shape, (m, n)) != (m, n):
        raise _fail(node, f"C {_shape(inputs[2])} does not broadcast to ({m}, {n})")
    return TensorType((m, n), dtype)


def _matmul(node: Node, inputs: list[TensorType]) -> TensorType:
    a, b = inputs
    dtype = _same_dtype(node, inputs)
    if not a.shape or not b.shape:
        raise _fail(node, "inputs must be at least 1-D")
    # numpy.matmul: a 1-D operand gains a unit axis that is dropped from the result.
    sa = (1, *a.shape) if len(a.shape) == 1 else a.shape
    sb = (*b.shape, 1) if len(b.shape) == 1 else b.shape
    if sa[-1] != sb[-2]:
        raise _fail(node, f"A {_shape(a)} and B {_shape(b)} disagree on K: {sa[-1]} != {sb[-2]}")
    batch = broadcast_shapes(sa[:-2], sb[:-2])
    if batch is None:
        raise _fail(node, f"batch dims of A {_shape(a)} and B {_shape(b)} do not broadcast")
    out = (*batch, *(sa[-2:-1] if len(a.shape) > 1 else ()), *(sb[-1:] if len(b.shape) > 1 else ()))
    return TensorType(out, dtype)


def _reshape(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    shape = tuple(int(d) for d in node.attrs["shape"])
    if any(d < 0 for d in shape):
        raise _fail(node, f"shape {shape} must be fully static (no -1)")
    out = TensorType(shape, x.dtype)
    if out.size != x.size:
        raise _fail(node, f"cannot reshape {_shape(x)} ({x.size} elements) to {shape}")
    return out


def _transpose(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    perm = tuple(int(p) for p in node.attrs["perm"])
    if sorted(perm) != list(range(len(x.shape))):
        raise _fail(node, f"perm {perm} is not a permutation of the axes of {_shape(x)}")
    return TensorType(tuple(x.shape[p] for p in perm), x.dtype)


def _axis(node: Node, rank: int) -> int:
    axis = int(node.attrs["axis"])
    if not 0 <= axis < rank:
        raise _fail(node, f"axis {axis} out of range for rank {rank} (normalized: 0..{rank - 1})")
    return axis


def _concat(node: Node, inputs: list[TensorType]) -> TensorType:
    dtype = _same_dtype(node, inputs)
    first = inputs[0].shape
    axis = _axis(node, len(first))
    for t in inputs[1:]:
        if len(t.shape) != len(first) or any(
            d != e for i, (d, e) in enumerate(zip(t.shape, first, strict=True)) if i != axis
        ):
            raise _fail(node, f"shapes {_shape(inputs[0])} and {_shape(t)} differ off axis {axis}")
    total = sum(t.shape[axis] for t in inputs)
    return TensorType((*first[:axis], total, *first[axis + 1 :]), dtype)


def _softmax(node: Node, inputs: list[TensorType]) -> TensorType:
    _float_inputs(node, inputs)
    _axis(node, len(inputs[0].shape))
    return inputs[0]


def _pad(node: Node, inputs: list[TensorType]) -> TensorType:
    x = inputs[0]
    pads = tuple(int(p) for p in node.attrs["pads"])
    rank = len(x.shape)
    if len(pads) != 2 * rank:
        raise _fail(node, f"pads {pads} need {2 * rank} values for {_shape(x)}")
    out = tuple(d + pads[i] + pads[i + rank] for i, d in enumerate(x.shape))
    if any(d < 0 for d in out):
        raise _fail(node, f"pads {pads} crop {_shape(x)} below zero size")
    return TensorType(out, x.dtype)


_Rule = Callable[[Node, list[TensorType]], TensorType]

_RULES: dict[str, _Rule] = {
    "Conv": _conv,
    "BatchNormalization": _batch_norm,
    "Relu": _same_as_input,
    "Clip": _same_as_input,
    "Identity": _same_as_input,
    "Add": _elementwise,
    "Mul": _elementwise,
    "Sub": _elementwise,
    "Div": _elementwise,
    "MaxPool": _pool,
    "AveragePool": _pool,
    "GlobalAveragePool": _global_pool,
    "Gemm": _gemm,
    "MatMul": _matmul,
    "Reshape": _reshape,
    "Transpose": _transpose,
    "Concat": _concat,
    "Softmax": _softmax,
    "LRN": _lrn,
    "Pad": _pad,
}

# (fewest, most) inputs; -1: no upper bound. Ops not listed take exactly one.
_ARITY: dict[str, tuple[int, int]] = {op: (1, 1) for op in _RULES} | {
    "Conv": (2, 3),
    "BatchNormalization": (5, 5),
    "Gemm": (2, 3),
    "Add": (2, 2),
    "Mul": (2, 2),
    "Sub": (2, 2),
    "Div": (2, 2),
    "MatMul": (2, 2),
    "Concat": (1, -1),
}
