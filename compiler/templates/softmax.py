"""softmax template: Softmax and LogSoftmax along each row, in three vectorized passes.

* ``pmax[r, l]``: each lane ``l`` of a vector takes the maximum of every ``V``-th value of
  row ``r``; ``rmax[r]`` the maximum of the lanes;
* ``psum[r, l]`` and ``total[r]`` sum ``exp(x - rmax)`` the same way; ``total`` keeps
  ``1 / sum`` (Softmax) or ``log(sum)`` (LogSoftmax);
* ``out[r, j] = exp(x[r, j] - rmax[r]) * total[r]`` or ``x[r, j] - rmax[r] - total[r]``,
  a vector of ``V`` columns at a time (``V`` the target's vector; a row that is not a
  whole number of vectors ends in a masked one).

With ``mask=R`` each pass reads ``x + mask[r % R]`` (attention's additive mask, shared by
every head), and with ``nan0`` a NaN result is 0 (torch's guard after softmax).

``exp`` and ``log`` are the inline vector code of :mod:`compiler.codegen.llvm_math`
(a few ulps). Along axis 1 of ``[m, c, inner]`` (a softmax over an NCHW tensor's
channels) the vectors run along ``inner`` instead and each lane reduces down the axis.
The knobs are the layernorm template's (:func:`.layernorm.rows_space`).
"""

from __future__ import annotations

from compiler import te
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.layernorm import (
    lane_partial,
    rows_loop,
    rows_space,
    schedule_column_stats,
    schedule_row_stats,
)
from compiler.workload import Workload


def space(w: Workload, target: Target) -> ConfigSpace:
    """The softmax search space of ``w``: rows on all threads or one, rows per task."""
    inner = w.get_int("inner")
    return rows_space(w.get_int("m") * w.get_int("c") * inner, chunked=inner == 1)


def _across(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """Along axis 1 of ``[m, c, inner]``: vectors along ``inner`` (contiguous), each
    lane's reductions down the axis, so no lane partials are needed."""
    m, c, inner = w.get_int("m"), w.get_int("c"), w.get_int("inner")
    log = w.get_int("log") == 1
    x = te.placeholder((m, c, inner), "data")
    k1 = te.reduce_axis(c, "k1")
    rmax = te.compute((m, inner), lambda o, q: te.max_reduce(x[o, k1.var, q], k1), "rmax")
    k2 = te.reduce_axis(c, "k2")
    total = te.compute(
        (m, inner),
        lambda o, q: te.sum(te.call("exp", x[o, k2.var, q] - rmax[o, q]), k2),
        "total",
        finalize=lambda acc, o, q: te.call("log", acc) if log else 1.0 / acc,
    )

    def value(o: Expr, j: Expr, q: Expr) -> Expr:
        if log:
            return x[o, j, q] - rmax[o, q] - total[o, q]
        return te.call("exp", x[o, j, q] - rmax[o, q]) * total[o, q]

    out = te.compute((m, c, inner), value, "out")
    sch = Schedule([out])
    lanes = target.vector_lanes("float32")
    parallel = cfg.get_str("parallel") == "outer"
    schedule_column_stats(sch, [rmax, total], lanes, parallel)
    so = sch[out]
    o, j, q = so.leaf_axes
    _, qi = so.split(q, lanes)
    so.vectorize(qi)
    if parallel:
        so.parallel(o if m > 1 else j)
    return sch, [x, out]


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule: the kernel's tensors ``data, out``."""
    if w.get_int("inner") > 1:
        return _across(w, cfg, target)
    m, c = w.get_int("m"), w.get_int("c")
    log = w.get_int("log") == 1
    data = te.placeholder((m, c), "data")
    args = [data]
    rows = w.get_int("mask")
    if rows:  # each pass reads x + mask (cheaper than writing the sum once and rereading)
        mask = te.placeholder((rows, c), "mask")
        args.append(mask)

        def x_at(r: Expr, j: Expr) -> Expr:
            return data[r, j] + mask[r % rows, j]
    else:

        def x_at(r: Expr, j: Expr) -> Expr:
            return data[r, j]

    lanes = target.vector_lanes("float32")
    steps = -(-c // lanes)
    k1 = te.reduce_axis(steps, "k1")
    pmax = te.compute(
        (m, lanes),
        lambda r, v: te.max_reduce(
            lane_partial(lambda j: x_at(r, j), c, lanes, k1.var, v, fill=float("-inf")), k1
        ),
        "pmax",
    )
    l1 = te.reduce_axis(lanes, "l1")
    rmax = te.compute((m,), lambda r: te.max_reduce(pmax[r, l1.var], l1), "rmax")
    k2 = te.reduce_axis(steps, "k2")
    psum = te.compute(
        (m, lanes),
        lambda r, v: te.sum(
            lane_partial(
                lambda j: te.call("exp", x_at(r, j) - rmax[r]), c, lanes, k2.var, v, fill=0.0
            ),
            k2,
        ),
        "psum",
    )
    l2 = te.reduce_axis(lanes, "l2")
    total = te.compute(
        (m,),
        lambda r: te.sum(psum[r, l2.var], l2),
        "total",
        finalize=lambda acc, r: te.call("log", acc) if log else 1.0 / acc,
    )

    def value(r: Expr, j: Expr) -> Expr:
        if log:
            return x_at(r, j) - rmax[r] - total[r]
        return te.call("exp", x_at(r, j) - rmax[r]) * total[r]

    if w.get_int("nan0"):  # NaN (a row of -inf alone) is 0: v == v fails for NaN only
        out = te.compute(
            (m, c), lambda r, j: te.select(value(r, j).eq(value(r, j)), value(r, j), 0.0), "out"
        )
    else:
        out = te.compute((m, c), value, "out")
    sch = Schedule([out])
    parallel = cfg.get_str("parallel") == "outer"
    chunk = cfg.get_int("chunk")
    stats = [(pmax, True), (rmax, False), (psum, True), (total, False)]
    schedule_row_stats(sch, stats, parallel, chunk, rows=1)
    so = sch[out]
    _, j = so.leaf_axes
    rows_loop(so, parallel, chunk, rows=1)
    _, jl = so.split(j, lanes)
    so.vectorize(jl)
    return sch, [*args, out]


TEMPLATE = Template(op="softmax", space=space, schedule=schedule)
