"""pool2d template: max and average pooling on NCHW, vectorized along the output width.

Windowed pools (any window, stride, padding, dilation, ceil mode): one stage,
``out[b, c, y, x]`` = the max (or sum) over the window taps ``(ri, rj)`` of
``data[b, c, y*sh + ri*dh - pt, x*sw + rj*dw - pl]``. The ``x`` loop is split
into vectors of ``vector_ow`` lanes, ``unroll_ow`` of them per register tile,
with the window taps (unrolled) outside the tile: each tap is one vector read per
vector of outputs. Lane ``i`` of a read is ``sw`` elements after lane ``i - 1``:
a plain vector load for ``sw = 1``; for ``sw`` of 2 to 4 the LLVM renderer loads
the span contiguously and shuffles (:mod:`compiler.codegen.llvm_strided`), which
is several times faster than a gather. Taps in the padding are masked off and
read as ``-inf`` (max: padding never wins) or 0 (avg). The average divides by the
window's count of taps (see :mod:`compiler.ops_pool`), computed from ``y`` and
``x`` with a few integer operations per output vector, or a constant when every
window has the same count.

Global pools (the window is the whole unpadded plane, ``oh = ow = 1``): a vector
along ``ow`` would have one lane, so two stages: ``colred[b, c, x]`` reduces the
rows (vectors along the input row, four channels' chains interleaved), then
``out[b, c]`` reduces the row of partial results (scalar, four channels
interleaved).

Knobs (every combination is correct, for any shape):

* ``vector_ow``: lanes of a vector along the output width (global pools: along the
  input row); a vector longer than the row is cut to the row.
* ``unroll_ow``: vectors per register tile (windowed pools only).
* ``parallel``: ``outer`` runs the (batch x channel) loop on all threads, ``none``
  on the calling thread (no wake-up: cheaper for small pools).

Default: the widest power-of-two vector the output row fills, as many of them as
cover the row (up to 8; else 4), on all threads from 2^18 input elements on.

Blocked pools (``layout=nchw16c``, see :mod:`compiler.layout`): the vector is a block's
16 channels, which every tap reads with one contiguous load (no strided reads, and a
tap in the padding is one uniform select); ``unroll_ow`` output pixels of a row form the
register tile. A global pool reduces ``GLOBAL_CHANNELS`` blocks' chains interleaved. Its
``[n, c/16, 1, 1, 16]`` output is ``[n, c, 1, 1]`` NCHW, byte for byte.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from compiler import te
from compiler.layout import BLOCK, NCHW16C
from compiler.ops_pool import pool_axes, pool_divisors, pool_out_hw, tap_positions
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, Knob, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.conv_shapes import block_candidates
from compiler.templates.registers import fitting_pixels, tile_registers, vectors_of
from compiler.workload import Workload

#: Tap loops are unrolled while the window has at most this many taps (a window row
#: at most MAX_UNROLL_ROW): the unrolled reads share their address arithmetic.
MAX_UNROLL_TAPS = 64
MAX_UNROLL_ROW = 16
#: Vectors per register tile (``unroll_ow``): up to 8 accumulators of 32 registers.
UNROLL_OW = (1, 2, 4, 8)
#: Channels whose reduction chains the global pool interleaves (latency hiding).
GLOBAL_CHANNELS = 4
#: Inputs with at least this many elements are pooled on all threads by default: below,
#: waking the threads costs about what it saves (a 3x3/2 max pool over 256x27x27 takes
#: 0.04 ms on one thread).
PARALLEL_MIN_ELEMENTS = 1 << 18


def is_global(w: Workload) -> bool:
    """Whether the window is the whole unpadded plane (one output per channel)."""
    p = w.int_params
    pads = (p["pt"], p["pl"], p["pb"], p["pr"])
    return p["kh"] == p["h"] and p["kw"] == p["w"] and not any(pads)


def is_blocked(w: Workload) -> bool:
    """Whether the pool's data and output are in NCHW16c."""
    return w.get("layout") == NCHW16C


def space(w: Workload, target: Target) -> ConfigSpace:
    """The pool2d search space of ``w`` on ``target`` (see the module docstring)."""
    p = w.int_params
    if is_blocked(w):
        return _blocked_space(w, target)
    lanes = target.vector_lanes("float32")
    row = p["w"] if is_global(w) else pool_out_hw(w.params_dict)[1]
    vectors = block_candidates(row, tuple(v for v in (lanes // 4, lanes // 2, lanes) if v >= 4))
    # The widest power of two that the row fills: a shorter row would cut the vector to
    # an odd width, which LLVM splits into pieces (136x28x28 avg pool, ow 14: 74 us in
    # 14-lane vectors, 47 in two 8-lane ones).
    vector = max((v for v in vectors if v <= row and v & (v - 1) == 0), default=max(vectors))
    parallel = "outer" if p["n"] * p["c"] * p["h"] * p["w"] >= PARALLEL_MIN_ELEMENTS else "none"
    if is_global(w):
        knobs: tuple[Knob, ...] = (
            choice_knob("vector_ow", vectors),
            choice_knob("parallel", ("outer", "none")),
        )
        return ConfigSpace(knobs, {"vector_ow": vector, "parallel": parallel})
    default: dict[str, KnobValue] = {
        "vector_ow": vector,
        # The whole output row in one register tile where it fits: the tile loop is gone,
        # so the masks of the row's last vector (and of the padding) are constants
        # (a 3x3/2 max pool over 64x111x111, one thread: 0.21 ms with one vector per
        # tile, 0.17 with two, 0.135 with the row's four).
        # Longer rows: four vectors, four independent chains of taps.
        "unroll_ow": next((u for u in UNROLL_OW if u * vector >= row), 4),
        "parallel": parallel,
    }
    knobs = (
        choice_knob("vector_ow", vectors),
        choice_knob("unroll_ow", UNROLL_OW),
        choice_knob("parallel", ("outer", "none")),
    )
    return ConfigSpace(knobs, default)


def _blocked_space(w: Workload, target: Target) -> ConfigSpace:
    p = w.int_params
    parallel = "outer" if p["n"] * p["c"] * p["h"] * p["w"] >= PARALLEL_MIN_ELEMENTS else "none"
    knobs: tuple[Knob, ...] = (choice_knob("parallel", ("outer", "none")),)
    if is_global(w):
        return ConfigSpace(knobs, {"parallel": parallel})
    # Four pixels of 16 channels: 8 of AVX2's 16 registers, 4 of AVX-512's 32; eight
    # (16 accumulators and an input) do not fit AVX2's.
    fitting = fitting_pixels(UNROLL_OW, target, vectors_of(BLOCK, target), shared=0)
    unroll = choice_knob("unroll_ow", fitting)
    return ConfigSpace((unroll, *knobs), {"unroll_ow": 4, "parallel": parallel})


def pool_registers(w: Workload, cfg: Config, target: Target) -> int:
    """Vector registers of the config's register tile: its accumulators (``unroll_ow``
    vectors of ``vector_ow`` lanes or pixels of a 16-channel block; a global pool's
    ``GLOBAL_CHANNELS`` chains) and an input vector."""
    if is_blocked(w):
        vectors = vectors_of(BLOCK, target)
    else:
        vectors = vectors_of(cfg.get_int("vector_ow"), target)
    if is_global(w):
        return tile_registers(GLOBAL_CHANNELS, vectors, 0)
    return tile_registers(cfg.get_int("unroll_ow"), vectors, 0)


def _reduce(mode: str, source: Expr, axes: list[IterVar]) -> Expr:
    return te.max_reduce(source, axes) if mode == "max" else te.sum(source, axes)


def _window_count(
    v: Expr, axis: tuple[int, int, int, tuple[int, int], int], include_pad: bool
) -> Expr:
    """The taps of output ``v``'s window inside the input (or the padded input) along one
    axis (dilation 1, as for every average pool)."""
    size, kernel, stride, (begin, end), _ = axis
    start = v * stride - begin
    if include_pad:
        return te.min_(start + kernel, size + end) - start
    return te.min_(start + kernel, size) - te.max_(start, 0)


def _windowed(w: Workload, data: Tensor) -> Tensor:
    """The one-stage windowed pool (see the module docstring); blocked data gives a
    blocked output (the channel lane is one more axis, outside every condition)."""
    p = w.params_dict
    mode = str(p["mode"])
    n, c = int(p["n"]), int(p["c"])
    oh, ow = pool_out_hw(p)
    axes = pool_axes(p)
    ri = te.reduce_axis(axes[0][1], "ri")
    rj = te.reduce_axis(axes[1][1], "rj")
    # Which bounds a tap can cross (the others need no check).
    outside = []
    for (size, kernel, stride, (begin, _), dilation), out in zip(axes, (oh, ow), strict=True):
        pos = tap_positions(size, kernel, stride, begin=begin, dilation=dilation, out=out)
        outside.append((bool((pos < 0).any()), bool((pos >= size).any())))
    (h, _, sh, (pt, _), dh), (wd, _, sw, (pl, _), dw) = axes
    fill = float("-inf") if mode == "max" else 0.0

    # ``lane``: the channel's lane in its block (blocked), or nothing (NCHW).
    def body(b: Expr, ch: Expr, y: Expr, x: Expr, lane: tuple[Expr, ...]) -> Expr:
        yy = y * sh + ri.var * dh - pt
        xx = x * sw + rj.var * dw - pl
        conds = []
        for index, size, (low, high) in ((yy, h, outside[0]), (xx, wd, outside[1])):
            if low:
                conds.append(index.ge(0))
            if high:
                conds.append(index.lt(size))
        value: Expr = data[(b, ch, yy, xx, *lane)]
        if conds:
            value = te.if_then_else(te.all_(*conds), value, fill)
        return _reduce(mode, value, [ri, rj])

    if is_blocked(w):
        return te.compute(
            (n, c // BLOCK, oh, ow, BLOCK),
            lambda b, ch, y, x, cl: body(b, ch, y, x, (cl,)),
            "out",
            finalize=_divide(w, blocked=True),
        )
    return te.compute(
        (n, c, oh, ow), lambda b, ch, y, x: body(b, ch, y, x, ()), "out", finalize=_divide(w)
    )


def _as_float(count: Expr | int) -> Expr | float:
    return float(count) if isinstance(count, int) else te.cast(count, "float32")


def _divide(w: Workload, *, blocked: bool = False) -> Callable[..., Expr] | None:
    """The average's ``finalize``: the sum divided by its window's count; None for max."""
    p = w.params_dict
    if p["mode"] != "avg":
        return None
    rows, cols = pool_divisors(p)
    include_pad = bool(p["count_pad"])
    axes = pool_axes(p)

    def count(v: Expr, along: np.ndarray, axis: int) -> Expr | int:
        if (along == along[0]).all():
            return int(along[0])
        return _window_count(v, axes[axis], include_pad)

    def finalize(acc: Expr, b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        cy, cx = count(y, rows, 0), count(x, cols, 1)
        if isinstance(cy, int) and isinstance(cx, int):
            return acc / float(cy * cx)
        # The counts are multiplied as floats (exact: small integers); the index
        # arithmetic has no product of two variable expressions.
        return acc / (_as_float(cy) * _as_float(cx))

    if blocked:  # one more axis, the channel's lane: the count does not depend on it
        return lambda acc, b, ch, y, x, _cl: finalize(acc, b, ch, y, x)
    return finalize


def _global(w: Workload, data: Tensor) -> tuple[Tensor, Tensor]:
    """The two stages of a global pool: ``colred`` (rows reduced) and ``out``."""
    p = w.int_params
    mode = str(w.get("mode"))
    n, c, h, wd = p["n"], p["c"], p["h"], p["w"]
    ri = te.reduce_axis(h, "ri")
    colred = te.compute(
        (n, c, wd), lambda b, ch, x: _reduce(mode, data[b, ch, ri.var, x], [ri]), "colred"
    )
    rj = te.reduce_axis(wd, "rj")
    out = te.compute(
        (n, c, 1, 1),
        lambda b, ch, y, x: _reduce(mode, colred[b, ch, rj.var], [rj]),
        "out",
        finalize=_divide(w),
    )
    return colred, out


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The pool2d tensor expression and its schedule for config ``cfg``.

    Returns:
        The schedule and the kernel's tensors ``data, out``.
    """
    p = w.int_params
    if is_blocked(w):
        return _blocked_schedule(w, cfg)
    data = te.placeholder((p["n"], p["c"], p["h"], p["w"]), "data")
    vector = cfg.get_int("vector_ow")
    parallel = cfg.get_str("parallel") == "outer"
    if is_global(w):
        colred, out = _global(w, data)
        sch = Schedule([out])
        # Rows reduced into GLOBAL_CHANNELS x vector accumulators: independent chains.
        sc = sch[colred]
        b, ch, x, ri = sc.leaf_axes
        co, ci = sc.split(sc.fuse(b, ch), GLOBAL_CHANNELS)
        xo, xi = sc.split(x, vector)
        sc.reorder(co, xo, ri, ci, xi)
        sc.unroll(ci)
        sc.vectorize(xi)
        sc.accumulate_at(xo)
        so = sch[out]
        b, ch, y, x, rj = so.leaf_axes
        oo, oi = so.split(so.fuse(b, ch), GLOBAL_CHANNELS)
        so.reorder(oo, y, x, rj, oi)
        so.unroll(oi)
        so.accumulate_at(x)
        if parallel:
            sc.parallel(co)
            so.parallel(oo)
        return sch, [data, out]

    out = _windowed(w, data)
    sch = Schedule([out])
    so = sch[out]
    b, ch, y, x, ri, rj = so.leaf_axes
    bc = so.fuse(b, ch)
    xo, xi = so.split(x, vector * cfg.get_int("unroll_ow"))
    xv, xl = so.split(xi, vector)
    _register_tile(so, p, parallel, [bc, y, xo, ri, rj, xv, xl])
    return sch, [data, out]


def _register_tile(so: Stage, p: dict[str, int], parallel: bool, axes: list[IterVar]) -> None:
    """Schedules a windowed pool's loops ``bc, y, xo, ri, rj, tile, lane``: the window's
    taps (unrolled when small) around a register tile of ``tile`` vectors along ``lane``."""
    bc, _, xo, ri, rj, tile, lane = axes
    so.reorder(*axes)
    if p["kw"] <= MAX_UNROLL_ROW and p["kh"] * p["kw"] <= MAX_UNROLL_TAPS:
        so.unroll(rj)
        so.unroll(ri)
    so.unroll(tile)
    so.vectorize(lane)
    so.accumulate_at(xo)
    if parallel:
        so.parallel(bc)


def _blocked_schedule(w: Workload, cfg: Config) -> tuple[Schedule, list[Tensor]]:
    p = w.int_params
    data = te.placeholder((p["n"], p["c"] // BLOCK, p["h"], p["w"], BLOCK), "data")
    parallel = cfg.get_str("parallel") == "outer"
    if is_global(w):
        mode = str(w.get("mode"))
        ri, rj = te.reduce_axis(p["h"], "ri"), te.reduce_axis(p["w"], "rj")
        out = te.compute(
            (p["n"], p["c"] // BLOCK, 1, 1, BLOCK),
            lambda b, cq, y, x, cl: _reduce(mode, data[b, cq, ri.var, rj.var, cl], [ri, rj]),
            "out",
            finalize=_divide(w, blocked=True),
        )
        sch = Schedule([out])
        so = sch[out]
        b, cq, y, x, cl, ri_, rj_ = so.leaf_axes
        # Several blocks' reduction chains interleaved (latency hiding).
        oo, oi = so.split(so.fuse(b, cq), GLOBAL_CHANNELS)
        so.reorder(oo, y, x, ri_, rj_, oi, cl)
        so.unroll(oi)
        so.vectorize(cl)
        so.accumulate_at(x)
        if parallel:
            so.parallel(oo)
        return sch, [data, out]
    out = _windowed(w, data)
    sch = Schedule([out])
    so = sch[out]
    b, cq, y, x, cl, ri, rj = so.leaf_axes
    bc = so.fuse(b, cq)
    xo, xi = so.split(x, cfg.get_int("unroll_ow"))
    _register_tile(so, p, parallel, [bc, y, xo, ri, rj, xi, cl])
    return sch, [data, out]


TEMPLATE = Template(op="pool2d", space=space, schedule=schedule, registers=pool_registers)
