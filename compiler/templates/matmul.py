"""Matmul template: ``C[m, n] = A[m, k] @ B[k, n]`` with an optional bias/relu epilogue."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from compiler import te
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates import Template
from compiler.templates.gemm import gemm_space, packed_operands, schedule_gemm, schedule_packs


def _dims(workload: Any) -> tuple[int, int, int, str]:
    return (
        workload.get_int("m"),
        workload.get_int("n"),
        workload.get_int("k"),
        str(workload.get("epilogue")),
    )


def space(workload: Any, target: Target) -> ConfigSpace:
    """The GEMM space for this matmul."""
    m, n, k, _ = _dims(workload)
    return gemm_space(m, n, k, target.vector_lanes(workload.dtype))


def schedule(workload: Any, config: Config, target: Target) -> tuple[Schedule, Sequence[Tensor]]:
    """The scheduled matmul for one config; args are ``A, B[, bias], C``."""
    m, n, k, epilogue = _dims(workload)
    lanes = target.vector_lanes(workload.dtype)
    a = te.placeholder((m, k), "A", workload.dtype)
    b = te.placeholder((k, n), "B", workload.dtype)
    inputs = [a, b]
    bias = None
    if epilogue != "none":
        bias = te.placeholder((n,), "bias", workload.dtype)
        inputs.append(bias)
    mr, nr = config.get_int("mr"), config.get_int("nv") * lanes
    a_at, b_at, packs = packed_operands(
        lambda i, r: a[i, r],
        lambda r, j: b[r, j],
        m=m,
        n=n,
        k=k,
        mr=mr,
        nr=nr,
        pack_a=bool(config.get_int("pack_a")),
        pack_b=bool(config.get_int("pack_b")),
    )
    r = te.reduce_axis(k, "r")

    def finalize(acc: Expr, i: Expr, j: Expr) -> Expr:
        assert bias is not None
        out = acc + bias[j]
        return te.max_(out, 0.0) if epilogue == "bias_relu" else out

    c = te.compute(
        (m, n),
        lambda i, j: te.sum(a_at(i, r.var) * b_at(r.var, j), axis=r),
        "C",
        finalize=finalize if bias is not None else None,
    )
    s = Schedule(c)
    schedule_packs(s, packs, lanes, config.get_str("parallel") != "none")
    i, j = c.compute_op.axes
    schedule_gemm(s, c, i, j, c.compute_op.reduce_axes[0], cfg=config, lanes=lanes, packs=packs)
    return s, [*inputs, c]


TEMPLATE = Template("matmul", space, schedule)
