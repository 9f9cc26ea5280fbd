"""softmax template: Softmax and LogSoftmax along each row, in three vectorized passes.

* ``pmax[r, l]``: each lane ``l`` of a vector takes the maximum of every ``V``-th value of
  row ``r``; ``rmax[r]`` the maximum of the lanes;
* ``psum[r, l]`` and ``total[r]`` sum ``exp(x - rmax)`` the same way; ``total`` keeps
  ``1 / sum`` (Softmax) or ``log(sum)`` (LogSoftmax);
* ``out[r, j] = exp(x[r, j] - rmax[r]) * total[r]`` or ``x[r, j] - rmax[r] - total[r]``,
  a vector of ``V`` columns at a time (``V`` the target's vector; a row that is not a
whole number of vectors ends in a masked one).

``exp`` and ``log`` are the inline vector code of :mod:`compiler.codegen.llvm_math`
(a few ulps). The knobs are the layernorm template's (:func:`.layernorm.rows_space`).
"""

from __future__ import annotations

from compiler import te
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.layernorm import lane_partial, rows_space
from compiler.workload import Workload


def space(w: Workload, target: Target) -> ConfigSpace:
    """The softmax search space of ``w``: rows on all threads or one, rows per task."""
    return rows_space(w.get_int("m") * w.get_int("c"))


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule: the kernel's tensors ``data, out``."""
    m, c = w.get_int("m"), w.get_int("c")
    log = w.get_int("log") == 1
    x = te.placeholder((m, c), "data")
    lanes = target.vector_lanes("float32")
    steps = -(-c // lanes)
    k1 = te.reduce_axis(steps, "k1")
    pmax = te.compute(
        (m, lanes),
        lambda r, v: te.max_reduce(
            lane_partial(lambda j: x[r, j], c, lanes, k1.var, v, fill=float("-inf")), k1
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
                lambda j: te.call("exp", x[r, j] - rmax[r]), c, lanes, k2.var, v, fill=0.0
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
    if log:
        out = te.compute((m, c), lambda r, j: x[r, j] - rmax[r] - total[r], "out")
    else:
        out = te.compute((m, c), lambda r, j: te.call("exp", x[r, j] - rmax[r]) * total[r], "out")
    sch = Schedule([out])
    parallel = cfg.get_str("parallel") == "outer"
    chunk = cfg.get_int("chunk")
    for t in (pmax, rmax, psum, total):
        st = sch[t]
        rows, *rest = st.leaf_axes
        _, inner = st.split(rows, chunk)
        outer = st.leaf_axes[0]
        if parallel:
            st.parallel(outer)
        if len(t.shape) == 2:  # lane partials: the row's values a vector at a time
            lane, k = rest
            st.reorder(inner, k, lane)
            st.vectorize(lane)
        st.accumulate_at(inner)
    so = sch[out]
    r, j = so.leaf_axes
    ro, _ = so.split(r, chunk)
    if parallel:
        so.parallel(ro)
    _, jl = so.split(j, lanes)
    so.vectorize(jl)
    return sch, [x, out]


TEMPLATE = Template(op="softmax", space=space, schedule=schedule)
