"""Batch matmul template: ``C[b, m, n] = act(A[b, m, k] @ B[b, k, n])``.

``trans_b=1`` reads B as ``[b, n, k]`` (attention's ``Q @ K^T``: K as the projection wrote
it): the packing stage (knob ``pack_b``) reads it across its rows into the usual panels,
so the micro-kernel is the same. ``a_heads``/``b_heads``/``c_heads`` = H read or write
that operand with its batch interleaved by row, ``[b/H, rows, H, cols]``: attention's
heads where the projection wrote them and where the output projection reads them, with
no transpose copied either side; ``a_pitch``/``b_pitch`` with ``*_offset`` read them from
rows longer than the heads (q, k or v inside a fused projection's rows). C's batch is then
two loops, fused into one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from compiler import te
from compiler.ops import heads_shape, operand_shape
from compiler.pointwise import IDENTITY, apply_text
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.gemm import (
    ceil_div,
    gemm_registers,
    gemm_space,
    schedule_gemm,
    schedule_packs,
)


def operand(workload: Any, name: str, rows: int, cols: int) -> Tensor:
    """The placeholder of operand ``name`` (``A`` or ``B``) in its storage
    (:func:`~compiler.ops.operand_shape`)."""
    x = name.lower()
    shape = operand_shape(
        workload.get_int("b"),
        rows,
        cols,
        workload.get_int(f"{x}_heads"),
        workload.get_int(f"{x}_pitch"),
    )
    return te.placeholder(shape, name, workload.dtype)


def operand_reader(workload: Any, t: Tensor, cols: int) -> Callable[[Expr, Expr, Expr], Expr]:
    """``(batch, row, col) -> t``'s element, ``t`` the placeholder of :func:`operand`."""
    x = t.name.lower()
    heads = workload.get_int(f"{x}_heads")
    pitch, offset = workload.get_int(f"{x}_pitch"), workload.get_int(f"{x}_offset")
    if pitch:
        return lambda bi, i, j: t[bi // heads, i, offset + (bi % heads) * cols + j]
    if heads == 1:
        return lambda bi, i, j: t[bi, i, j]
    return lambda bi, i, j: t[bi // heads, i, bi % heads, j]


def space(workload: Any, target: Target) -> ConfigSpace:
    """The GEMM space for one batch entry."""
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    return gemm_space(
        m, n, k, target.vector_lanes(workload.dtype), registers=target.vector_registers()
    )


def schedule(workload: Any, config: Config, target: Target) -> tuple[Schedule, Sequence[Tensor]]:
    """The scheduled batch matmul for one config; args are ``A, B, C``."""
    nb = workload.get_int("b")
    m, n, k = workload.get_int("m"), workload.get_int("n"), workload.get_int("k")
    lanes = target.vector_lanes(workload.dtype)
    trans_b = workload.get_int("trans_b") == 1
    act = str(workload.get("act"))
    c_heads = workload.get_int("c_heads")
    rows_b, cols_b = (n, k) if trans_b else (k, n)
    a, b = operand(workload, "A", m, k), operand(workload, "B", rows_b, cols_b)
    a_read, b_stored = operand_reader(workload, a, k), operand_reader(workload, b, cols_b)

    def b_read(bi: Expr, r: Expr, j: Expr) -> Expr:
        return b_stored(bi, j, r) if trans_b else b_stored(bi, r, j)

    mr, nr = config.get_int("mr"), config.get_int("nv") * lanes
    packs = []
    a_at, b_at = a_read, b_read

    if config.get_int("pack_a"):
        pa = te.compute(
            (nb, ceil_div(m, mr), k, mr),
            lambda bi, io, kk, ii: te.if_then_else(
                io * mr + ii < m, a_read(bi, io * mr + ii, kk), 0.0
            ),
            "PA",
        )
        packs.append(pa)

        def a_at(bi: Expr, i: Expr, r: Expr) -> Expr:
            return pa[bi, i // mr, r, i % mr]

    if config.get_int("pack_b"):
        pb = te.compute(
            (nb, ceil_div(n, nr), k, nr),
            lambda bi, jo, kk, ji: te.if_then_else(
                jo * nr + ji < n, b_read(bi, kk, jo * nr + ji), 0.0
            ),
            "PB",
        )
        packs.append(pb)

        def b_at(bi: Expr, r: Expr, j: Expr) -> Expr:
            return pb[bi, j // nr, r, j % nr]

    r = te.reduce_axis(k, "r")
    finalize = None if act == IDENTITY else lambda acc, *_: apply_text(act, acc)
    if c_heads == 1:
        c = te.compute(
            (nb, m, n),
            lambda bi, i, j: te.sum(a_at(bi, i, r.var) * b_at(bi, r.var, j), axis=r),
            "C",
            finalize=finalize,
        )
    else:
        c = te.compute(
            heads_shape(nb, m, n, c_heads),
            lambda bo, i, bh, j: te.sum(
                a_at(bo * c_heads + bh, i, r.var) * b_at(bo * c_heads + bh, r.var, j), axis=r
            ),
            "C",
            finalize=finalize,
        )
    s = Schedule(c)
    schedule_packs(s, packs, lanes, config.get_str("parallel") != "none")
    if c_heads == 1:
        bi, i, j = c.compute_op.axes
    else:  # one batch loop over (b/H, H), outside the row loop
        bo, i, bh, j = c.compute_op.axes
        s[c].reorder(bo, bh, i, j)
        bi = s[c].fuse(bo, bh)
    schedule_gemm(
        s, c, i, j, c.compute_op.reduce_axes[0], cfg=config, lanes=lanes, batch=bi, packs=packs
    )
    return s, [a, b, c]


TEMPLATE = Template("batch_matmul", space, schedule, registers=gemm_registers)
