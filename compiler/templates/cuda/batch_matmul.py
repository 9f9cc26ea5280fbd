"""CUDA batch matmul: ``C[b, m, n] = A[b, m, k] @ B[b, k, n]``, one grid z-slice per batch."""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.templates.cuda.gemm import gemm_template


def contraction(workload: Any) -> Contraction:
    """The batch matmul as a batched GEMM (batch bound to ``blockIdx.z``)."""
    nb = workload.get_int("b")
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    a = te.placeholder((nb, m, k), "A", workload.dtype)
    b = te.placeholder((nb, k, n), "B", workload.dtype)
    r = te.reduce_axis(k, "r")
    c = te.compute(
        (nb, m, n), lambda bi, i, j: te.sum(a[bi, i, r.var] * b[bi, r.var, j], axis=r), "C"
    )
    bi, i, j = c.compute_op.axes
    return Contraction(c, (a, b), batch=(bi,), m=(i,), n=(j,), k=(r,))


TEMPLATE = gemm_template(contraction)
