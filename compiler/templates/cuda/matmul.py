"""CUDA matmul: ``C[m, n] = A[m, k] @ B[k, n]`` with an optional bias/residual/relu epilogue."""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.ops import matmul_epilogue_has_residual
from compiler.pointwise import apply_text
from compiler.te.expr import Expr
from compiler.templates.cuda.gemm import gemm_template


def contraction(workload: Any) -> Contraction:
    """The matmul as a GEMM: M = rows, N = columns, K = the reduction; bias fused in the store."""
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    epilogue = str(workload.get("epilogue"))
    act = str(workload.get("act"))
    a = te.placeholder((m, k), "A", workload.dtype)
    b = te.placeholder((k, n), "B", workload.dtype)
    inputs = [a, b]
    bias = residual = None
    if epilogue != "none":
        bias = te.placeholder((n,), "bias", workload.dtype)
        inputs.append(bias)
    if matmul_epilogue_has_residual(epilogue):
        residual = te.placeholder((m, n), "residual", workload.dtype)
        inputs.append(residual)

    def finalize(acc: Expr, i: Expr, j: Expr) -> Expr:
        assert bias is not None
        out = acc + bias[j]
        if residual is not None:
            out = out + residual[i, j]
        return apply_text(act, te.max_(out, 0.0) if epilogue.endswith("_relu") else out)

    r = te.reduce_axis(k, "r")
    c = te.compute(
        (m, n),
        lambda i, j: te.sum(a[i, r.var] * b[r.var, j], axis=r),
        "C",
        finalize=finalize if bias is not None else None,
    )
    i, j = c.compute_op.axes
    return Contraction(c, tuple(inputs), batch=(), m=(i,), n=(j,), k=(r,))


TEMPLATE = gemm_template(contraction)
