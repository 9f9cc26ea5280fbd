"""Matrix products: Gemm, MatMul, Dense (``act(X @ W + B)``) that the passes make of a Gemm
or MatMul by constant weights, and BatchMatMul that they make of a MatMul of two computed
tensors (attention's ``Q @ K^T`` and ``P @ V``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.activation import apply_activation
from compiler.model.ops.blas import one_blas_thread
from compiler.model.ops.checks import (
    broadcast_shapes,
    fail,
    float_inputs,
    require_rank,
    same_dtype,
    shape_str,
)
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, OpDef, plain_kernel
from compiler.ops import heads_shape, operand_shape, read_operand, to_heads
from compiler.pointwise import IDENTITY

# --- type rules


def gemm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """(m, n) of 2-D A and B (transposed as the attributes say); C broadcasts to it."""
    a, b = inputs[0], inputs[1]
    dtype = float_inputs(node, inputs)
    require_rank(node, a, 2, "A")
    require_rank(node, b, 2, "B")
    m, ka = a.shape[::-1] if node.attrs.get("transA", 0) else a.shape
    kb, n = b.shape[::-1] if node.attrs.get("transB", 0) else b.shape
    if ka != kb:
        raise fail(
            node,
            f"A {shape_str(a)} (transA {node.attrs.get('transA', 0)}) and B {shape_str(b)} "
            f"(transB {node.attrs.get('transB', 0)}) disagree on K: {ka} != {kb}",
        )
    if len(inputs) == 3 and broadcast_shapes(inputs[2].shape, (m, n)) != (m, n):
        raise fail(node, f"C {shape_str(inputs[2])} does not broadcast to ({m}, {n})")
    return TensorType((m, n), dtype)


def matmul_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """numpy.matmul's output type."""
    a, b = inputs
    dtype = same_dtype(node, inputs)
    if not a.shape or not b.shape:
        raise fail(node, "inputs must be at least 1-D")
    # numpy.matmul: a 1-D operand gains a unit axis that is dropped from the result.
    sa = (1, *a.shape) if len(a.shape) == 1 else a.shape
    sb = (*b.shape, 1) if len(b.shape) == 1 else b.shape
    if sa[-1] != sb[-2]:
        raise fail(
            node, f"A {shape_str(a)} and B {shape_str(b)} disagree on K: {sa[-1]} != {sb[-2]}"
        )
    batch = broadcast_shapes(sa[:-2], sb[:-2])
    if batch is None:
        raise fail(node, f"batch dims of A {shape_str(a)} and B {shape_str(b)} do not broadcast")
    out = (*batch, *(sa[-2:-1] if len(a.shape) > 1 else ()), *(sb[-1:] if len(b.shape) > 1 else ()))
    return TensorType(out, dtype)


# --- numpy kernels


def _gemm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    alpha, beta = float(attrs["alpha"]), float(attrs["beta"])
    trans_a, trans_b = bool(attrs["transA"]), bool(attrs["transB"])
    has_c = len(ins) > 2 and beta != 0.0
    scaled_c = np.empty(ins[2].shape if has_c and beta != 1.0 else 0, dtype=np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        a = inputs[0].T if trans_a else inputs[0]
        b = inputs[1].T if trans_b else inputs[1]
        y = outputs[0]
        with one_blas_thread():
            np.matmul(a, b, out=y)
        if alpha != 1.0:
            np.multiply(y, alpha, out=y)
        if has_c:
            c = inputs[2]
            if beta != 1.0:
                np.multiply(c, beta, out=scaled_c)
                c = scaled_c
            np.add(y, c, out=y)

    return run


def _matmul(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        with one_blas_thread():
            np.matmul(inputs[0], inputs[1], out=outputs[0])

    return run


def dense(attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
    """``act(X @ W + B (+ R))`` in float64, rounded once."""
    x, w, b = inputs[:3]
    result = x.astype(np.float64) @ w.astype(np.float64) + b
    if attrs.get("residual"):
        result += inputs[3]
    outputs[0][...] = result
    apply_activation(outputs[0], attrs["activation"], attrs.get("act", IDENTITY))


def _operand(
    attrs: dict[str, Any], name: str, x: np.ndarray, shape: tuple[int, int, int]
) -> np.ndarray:
    """Operand ``name`` (``a``/``b``) as ``shape`` ``[batch, rows, cols]``, from its storage."""
    batch, rows, cols = shape
    heads, pitch = int(attrs.get(f"{name}_heads", 1)), int(attrs.get(f"{name}_pitch", 0))
    stored = x.reshape(operand_shape(batch, rows, cols, heads, pitch))
    offset = int(attrs.get(f"{name}_offset", 0))
    return read_operand(stored, rows, cols, heads, pitch=pitch, offset=offset)


def batch_matmul(
    attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]
) -> None:
    """``act(A @ B)`` (B's last two axes swapped with ``trans_b``) in float64, rounded once;
    with ``shape`` (batch, m, n, k) set, operands and result in the ``*_heads`` layouts."""
    a, b = inputs
    out = outputs[0]
    if attrs.get("shape"):
        batch, m, n, k = (int(d) for d in attrs["shape"])
        c_heads = int(attrs.get("c_heads", 1))
        rows_b, cols_b = (n, k) if attrs["trans_b"] else (k, n)
        a = _operand(attrs, "a", a, (batch, m, k))
        b = _operand(attrs, "b", b, (batch, rows_b, cols_b))
        out = out.reshape(heads_shape(batch, m, n, c_heads))
    if attrs["trans_b"]:
        b = np.swapaxes(b, -1, -2)
    result = np.matmul(a.astype(np.float64), b.astype(np.float64))
    if attrs.get("shape"):
        result = to_heads(result, c_heads)
    out[...] = result
    apply_activation(outputs[0], "none", attrs.get("act", IDENTITY))


# --- folders


def _fold_gemm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a = x[0].T if node.attrs["transA"] else x[0]
    b = x[1].T if node.attrs["transB"] else x[1]
    out = node.attrs["alpha"] * (a @ b)
    return out + node.attrs["beta"] * x[2] if len(x) == 3 else out


# --- lowering


def batch_matmul_form(node: Node, graph: Graph) -> KernelForm:
    """A BatchMatMul node is a ``batch_matmul`` kernel (the pass made it float32, with one
    batch shape)."""
    return KernelForm("batch_matmul")


def dense_form(node: Node, graph: Graph) -> KernelForm:
    """A Dense node is a ``matmul`` kernel (the passes make it with constant weights)."""
    return KernelForm("matmul")


OPS = (
    OpDef(
        "Gemm",
        ("A", "B", "C?"),
        gemm_rule,
        _gemm,
        doc="alpha * A' @ B' + beta * C; alpha, beta, transA, transB",
        attrs=(Attr("alpha", 1.0), Attr("beta", 1.0), Attr("transA", 0), Attr("transB", 0)),
        fold=_fold_gemm,
        onnx=("Gemm",),
    ),
    OpDef(
        "MatMul",
        ("A", "B"),
        matmul_rule,
        _matmul,
        doc="numpy.matmul (batch broadcasting, 1-D operands)",
        fold=lambda n, x: np.matmul(x[0], x[1]),
        onnx=("MatMul",),
    ),
    OpDef(
        "Dense",
        ("X", "W", "B", "R?"),
        None,
        plain_kernel(dense),
        doc="act(activation(X @ W + B (+ R))) on X[..., k], constant W[k, n], B[n], and with "
        "residual set R of the output's shape; activation (none or relu), act (a pointwise "
        "function); made by the graph passes",
        attrs=(Attr("activation", "none"), Attr("residual", 0), Attr("act", IDENTITY)),
        form=dense_form,
    ),
    OpDef(
        "BatchMatMul",
        ("A", "B"),
        None,
        plain_kernel(batch_matmul),
        doc="act(A @ B) on float32 A[..., m, k] and B[..., k, n] (trans_b: B[..., n, k]) of one "
        "batch shape, both computed; made by the graph passes. shape (batch, m, n, k) with "
        "*_heads: an operand or the result stored [batch/H, rows, H, cols] (attention's heads)",
        attrs=(
            Attr("trans_b", 0),
            Attr("act", IDENTITY),
            Attr("a_heads", 1),
            Attr("b_heads", 1),
            Attr("c_heads", 1),
            Attr("a_pitch", 0),
            Attr("a_offset", 0),
            Attr("b_pitch", 0),
            Attr("b_offset", 0),
            Attr("shape", ()),
        ),
        form=batch_matmul_form,
    ),
)
"""The matrix products."""
