"""CUDA batch matmul: ``C[b, m, n] = act(A[b, m, k] @ B[b, k, n])``, one grid z-slice per
batch; ``trans_b=1`` reads B as ``[b, n, k]``; ``*_heads`` = H read or write that operand as
``[b/H, rows, H, cols]`` (attention's heads in place: C's batch is then two axes)."""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.ops import heads_shape
from compiler.pointwise import IDENTITY, apply_text
from compiler.te.expr import Expr
from compiler.templates.batch_matmul import operand, operand_reader
from compiler.templates.cuda.gemm import gemm_template


def contraction(workload: Any) -> Contraction:
    """The batch matmul as a batched GEMM (batch bound to ``blockIdx.z``)."""
    nb = workload.get_int("b")
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    trans_b = workload.get_int("trans_b") == 1
    act = str(workload.get("act"))
    c_heads = workload.get_int("c_heads")
    rows_b, cols_b = (n, k) if trans_b else (k, n)
    a, b = operand(workload, "A", m, k), operand(workload, "B", rows_b, cols_b)
    a_at, b_at = operand_reader(workload, a, k), operand_reader(workload, b, cols_b)
    r = te.reduce_axis(k, "r")

    def product(bi: Expr, i: Expr, j: Expr) -> Expr:
        return te.sum(
            a_at(bi, i, r.var) * (b_at(bi, j, r.var) if trans_b else b_at(bi, r.var, j)), axis=r
        )

    finalize = None if act == IDENTITY else lambda acc, *_: apply_text(act, acc)
    if c_heads == 1:
        c = te.compute((nb, m, n), product, "C", finalize=finalize)
        bi, i, j = c.compute_op.axes
        return Contraction(c, (a, b), batch=(bi,), m=(i,), n=(j,), k=(r,))
    c = te.compute(
        heads_shape(nb, m, n, c_heads),
        lambda bo, i, bh, j: product(bo * c_heads + bh, i, j),
        "C",
        finalize=finalize,
    )
    bo, i, bh, j = c.compute_op.axes
    return Contraction(c, (a, b), batch=(bo, bh), m=(i,), n=(j,), k=(r,))


TEMPLATE = gemm_template(contraction)
