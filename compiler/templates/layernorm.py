"""layernorm template: each row standardized in three vectorized passes over it.

Two passes for the statistics, as the float64 reference does (the mean, then the mean of
squared deviations: no cancellation when the mean is large next to the spread), and one
that writes the result:

* ``psum[r, l]``: each lane ``l`` of a vector sums every ``V``-th value of row ``r``;
  ``mean[r]`` adds the ``V`` lanes and divides by ``c``;
* ``psq[r, l]`` and ``rstd[r]`` do the same with the squared deviations, and
  ``rstd = 1 / sqrt(var + eps)``;
* ``out[r, j] = (x[r, j] - mean[r]) * rstd[r] * scale[j] + bias[j]``, a vector of
  ``V`` columns at a time.

Rows are read as ``[n, p, c]`` (``V`` the target's vector; a row that is not a whole
number of vectors ends in a masked one) or, across the channels of each pixel, from an
``nchw16c`` input (``V`` is then the block: a row is ``c/16`` contiguous runs) or an
``nchw`` one (:mod:`compiler.ops_norm`). ``nchw`` has no contiguous run along a row: its statistics
are vectors of ``V`` rows (pixels) at a time, and its result reads each column strided.

Knobs (every combination is correct, for any shape):

* ``parallel``: ``outer`` runs chunks of rows on all threads, ``none`` the calling
  thread only (no wake-up: cheaper for a few rows).
* ``chunk``: rows per parallel task.

Instance and group norms are rows too (``plane > 0``: one scale per channel's plane; see
:mod:`compiler.ops_norm`).
"""

from __future__ import annotations

from collections.abc import Callable

from compiler import te
from compiler.layout import BLOCK
from compiler.ops_channels import NCHW, NCHW16C
from compiler.ops_norm import affine_length, norm_input_shape
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

#: Rows per parallel task.
CHUNKS = (8, 32, 128)

#: At least this many elements run on all threads by default.
PARALLEL_MIN_ELEMENTS = 1 << 15


def row_lanes(w: Workload, target: Target) -> int:
    """Values of a row per vector: the block for ``nchw16c``, else the target's vector
    (a row that is not a whole number of vectors ends in a masked one; for ``nchw``
    the vector runs along the rows)."""
    if w.get("layout") == NCHW16C:
        return BLOCK
    return target.vector_lanes("float32")


def lane_partial(
    value: Callable[[Expr], Expr], length: int, lanes: int, k: Expr, lane: Expr, *, fill: float
) -> Expr:
    """Element ``k * lanes + lane`` of a row of ``length`` (``value(j)``), or the
    reduction's identity ``fill`` past the row's end (a masked lane of its last vector)."""
    j = k * lanes + lane
    if length % lanes == 0:
        return value(j)
    return te.if_then_else(j.lt(length), value(j), fill)


def space(w: Workload, target: Target) -> ConfigSpace:
    """The layernorm search space of ``w`` (see the module docstring)."""
    p = w.int_params
    return rows_space(p["n"] * p["p"] * p["c"], chunked=w.get("layout") != NCHW)


def rows_space(elements: int, *, chunked: bool = True) -> ConfigSpace:
    """``parallel`` (all threads from :data:`PARALLEL_MIN_ELEMENTS` elements on) and, for
    kernels whose parallel loop runs over rows, ``chunk`` (rows per task)."""
    parallel = "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none"
    if not chunked:  # the statistics run down the columns: no row chunks to size
        return ConfigSpace((choice_knob("parallel", ("outer", "none")),), {"parallel": parallel})
    knobs = (choice_knob("parallel", ("outer", "none")), choice_knob("chunk", CHUNKS))
    return ConfigSpace(knobs, {"parallel": parallel, "chunk": 32})


def _reader(w: Workload, data: Tensor) -> Callable[[Expr, Expr, Expr], Expr]:
    """``value(b, q, j)``: column ``j`` of row ``q`` of image ``b``, in the input's layout."""
    layout = w.get("layout")
    if layout == NCHW16C:
        return lambda b, q, j: data[b, j // BLOCK, q, j % BLOCK]
    if layout == NCHW:
        return lambda b, q, j: data[b, j, q]
    return lambda b, q, j: data[b, q, j]


def _row_stats(w: Workload, value: Callable[[Expr, Expr, Expr], Expr], lanes: int) -> list[Tensor]:
    """``psum, mean, psq, rstd`` with lane partials along the row (rows, nchw16c)."""
    n, rows, c = w.get_int("n"), w.get_int("p"), w.get_int("c")
    eps = float(str(w.get("eps")))

    steps = -(-c // lanes)
    k1 = te.reduce_axis(steps, "k1")
    psum = te.compute(
        (n, rows, lanes),
        lambda b, q, v: te.sum(
            lane_partial(lambda j: value(b, q, j), c, lanes, k1.var, v, fill=0.0), k1
        ),
        "psum",
    )
    l1 = te.reduce_axis(lanes, "l1")
    mean = te.compute(
        (n, rows),
        lambda b, q: te.sum(psum[b, q, l1.var], l1),
        "mean",
        finalize=lambda acc, b, q: acc / float(c),
    )
    k2 = te.reduce_axis(steps, "k2")

    def square(b: Expr, q: Expr, v: Expr) -> Expr:
        def deviation(j: Expr) -> Expr:
            d = value(b, q, j) - mean[b, q]
            return d * d

        return te.sum(lane_partial(deviation, c, lanes, k2.var, v, fill=0.0), k2)

    psq = te.compute((n, rows, lanes), square, "psq")
    l2 = te.reduce_axis(lanes, "l2")
    rstd = te.compute(
        (n, rows),
        lambda b, q: te.sum(psq[b, q, l2.var], l2),
        "rstd",
        finalize=lambda acc, b, q: 1.0 / te.call("sqrt", acc / float(c) + eps),
    )
    return [psum, mean, psq, rstd]


def _column_stats(w: Workload, value: Callable[[Expr, Expr, Expr], Expr]) -> list[Tensor]:
    """``mean, rstd`` summed down the channels, a vector of rows at a time (nchw)."""
    n, rows, c = w.get_int("n"), w.get_int("p"), w.get_int("c")
    eps = float(str(w.get("eps")))
    k1 = te.reduce_axis(c, "k1")
    mean = te.compute(
        (n, rows),
        lambda b, q: te.sum(value(b, q, k1.var), k1),
        "mean",
        finalize=lambda acc, b, q: acc / float(c),
    )
    k2 = te.reduce_axis(c, "k2")

    def square(b: Expr, q: Expr) -> Expr:
        d = value(b, q, k2.var) - mean[b, q]
        return te.sum(d * d, k2)

    rstd = te.compute(
        (n, rows),
        square,
        "rstd",
        finalize=lambda acc, b, q: 1.0 / te.call("sqrt", acc / float(c) + eps),
    )
    return [mean, rstd]


def rows_loop(stage: Stage, parallel: bool, chunk: int, rows: int = 2) -> IterVar:
    """The stage's first ``rows`` loops (image and row, or the row alone) fused and split
    into chunks, on all threads when ``parallel``; returns the loop over a chunk's rows."""
    fused = stage.leaf_axes[0]
    for axis in stage.leaf_axes[1:rows]:
        fused = stage.fuse(fused, axis)
    outer, inner = stage.split(fused, chunk)
    if parallel:
        stage.parallel(outer)
    return inner


def schedule_row_stats(
    sch: Schedule, stats: list[tuple[Tensor, bool]], parallel: bool, chunk: int, rows: int
) -> None:
    """Row statistics, each ``(tensor, has_lane_partials)``: chunks of rows, a lane
    partial's row read a vector at a time (the reduce loop outside the lanes)."""
    for t, partials in stats:
        st = sch[t]
        inner = rows_loop(st, parallel, chunk, rows)
        if partials:
            lane, k = st.leaf_axes[-2:]
            st.reorder(inner, k, lane)
            st.vectorize(lane)
        st.accumulate_at(inner)


def schedule_column_stats(sch: Schedule, stats: list[Tensor], lanes: int, parallel: bool) -> None:
    """Statistics ``[outer, inner]`` reduced down a column: vectors along ``inner``, each
    lane's reduction its own; on all threads over the outer loop (or, one outer, the
    vectors)."""
    for t in stats:
        st = sch[t]
        o, q, k = st.leaf_axes
        qo, qi = st.split(q, lanes)
        st.reorder(o, qo, k, qi)
        st.vectorize(qi)
        st.accumulate_at(qo)
        if parallel:
            st.parallel(o if t.shape[0] > 1 else qo)


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule for config ``cfg``.

    Returns:
        The schedule and the kernel's tensors ``data, scale, bias, out``.
    """
    n, rows, c = w.get_int("n"), w.get_int("p"), w.get_int("c")
    data = te.placeholder(norm_input_shape(w.params_dict), "data")
    affine = affine_length(w.params_dict)
    scale, bias = te.placeholder((affine,), "scale"), te.placeholder((affine,), "bias")
    plane = w.get_int("plane")

    def channel(q: Expr, j: Expr) -> Expr:
        """The scale's index of column ``j`` of row ``q``."""
        return j if plane == 0 else (q * c + j) // plane

    value = _reader(w, data)
    lanes = row_lanes(w, target)
    parallel = cfg.get_str("parallel") == "outer"
    across = w.get("layout") == NCHW
    # Down the channels (nchw) the statistics are vectors of rows: only the result's
    # loop runs over row chunks, of a fixed size.
    chunk = CHUNKS[1] if across else cfg.get_int("chunk")
    stats = _column_stats(w, value) if across else _row_stats(w, value, lanes)
    mean, rstd = (t for t in stats if t.name in ("mean", "rstd"))
    out = te.compute(
        (n, rows, c),
        lambda b, q, j: (
            (value(b, q, j) - mean[b, q]) * rstd[b, q] * scale[channel(q, j)] + bias[channel(q, j)]
        ),
        "out",
    )
    sch = Schedule([out])
    if across:
        schedule_column_stats(sch, stats, lanes, parallel)
    else:
        with_partials = [(t, len(t.shape) == 3) for t in stats]
        schedule_row_stats(sch, with_partials, parallel, chunk, rows=2)
    so = sch[out]
    _, _, j = so.leaf_axes
    rows_loop(so, parallel, chunk)
    _, jl = so.split(j, lanes)
    so.vectorize(jl)
    return sch, [data, scale, bias, out]


TEMPLATE = Template(op="layernorm", space=space, schedule=schedule)
