"""CUDA batch matmul: ``C[b, m, n] = act(A[b, m, k] @ B[b, k, n])``, one grid z-slice per
batch; ``trans_b=1`` reads B as ``[b, n, k]``."""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.pointwise import IDENTITY, apply_text
from compiler.templates.cuda.gemm import gemm_template


def contraction(workload: Any) -> Contraction:
    """The batch matmul as a batched GEMM (batch bound to ``blockIdx.z``)."""
    nb = workload.get_int("b")
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    trans_b = workload.get_int("trans_b") == 1
    act = str(workload.get("act"))
    a = te.placeholder((nb, m, k), "A", workload.dtype)
    b = te.placeholder((nb, n, k) if trans_b else (nb, k, n), "B", workload.dtype)
    r = te.reduce_axis(k, "r")
    c = te.compute(
        (nb, m, n),
        lambda bi, i, j: te.sum(
            a[bi, i, r.var] * (b[bi, j, r.var] if trans_b else b[bi, r.var, j]), axis=r
        ),
        "C",
        finalize=None if act == IDENTITY else lambda acc, bi, i, j: apply_text(act, acc),
    )
    bi, i, j = c.compute_op.axes
    return Contraction(c, (a, b), batch=(bi,), m=(i,), n=(j,), k=(r,))


TEMPLATE = gemm_template(contraction)
