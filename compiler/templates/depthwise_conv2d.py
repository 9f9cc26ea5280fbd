"""depthwise_conv2d template: NCHW[x]c blocking, channels in vector lanes.

Staged like the conv2d template (see :mod:`compiler.templates.conv2d`):
the input is packed to NCHW[cb]c with zero padding, the weights
``[c, 1, r, s]`` to ``[C/cb][r][s][cb]``, and each channel block is
computed with a ``tile_oh x tile_ow`` tile of output pixels held in vector
registers (``cb`` lanes) while the kernel taps are accumulated; the result is
unpacked to NCHW.

Knobs (every combination is correct, for any shape):

* ``tile_c``: channel block ``cb`` = vector lanes.
* ``tile_ow`` / ``tile_oh``: output pixels per row / rows of the register tile.
* ``reduce_order``: kernel rows outside columns (``rs``) or the reverse.
* ``unroll_taps``: 1 fully unrolls the kernel-tap loops (when they are short).
* ``parallel``: ``outer`` runs the channel-block loop on all threads, ``inner``
  the row loop inside it.
* ``pack_data``: 1 materializes the packed input; 0 inlines it.
* ``parallel_pack``: 1 runs the packing and unpacking stages on all threads, 0 on one.
"""

from __future__ import annotations

import math

from compiler import te
from compiler.schedule import MAX_UNROLL, Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob, order_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates import Template
from compiler.templates.conv2d import (
    STRIDED_VECTOR_ACCESS,
    ConvShape,
    block_candidates,
    lane_candidates,
    pack_data,
    pack_parallel_default,
    schedule_pack,
    schedule_unpack,
    unpack,
)
from compiler.workload import Workload

#: Kernel-tap loops longer than this stay rolled even when ``unroll_taps`` is 1.
MAX_TAP_UNROLL = min(16, MAX_UNROLL)


def space(w: Workload, target: Target) -> ConfigSpace:
    """The depthwise_conv2d search space of ``w`` on ``target``."""
    p = ConvShape.of(w)
    lanes = target.vector_lanes("float32")
    tile_ow = block_candidates(p.ow, (1, 2, 4, 7, 8, 14, 16, 28))
    tile_oh = block_candidates(p.oh, (1, 2, 4))
    knobs = (
        choice_knob("tile_c", lane_candidates(target)),
        choice_knob("tile_ow", tile_ow),
        choice_knob("tile_oh", tile_oh),
        order_knob("reduce_order", "rs"),
        choice_knob("unroll_taps", (1, 0)),
        choice_knob("parallel", ("outer", "inner")),
        choice_knob("pack_data", (1, 0) if STRIDED_VECTOR_ACCESS else (1,)),
        choice_knob("parallel_pack", (1, 0)),
    )
    default: dict[str, KnobValue] = {
        "tile_c": lanes,
        "tile_ow": max(v for v in tile_ow if v <= 8),  # tile_ow always holds 1
        "tile_oh": 1,
        "reduce_order": "rs",
        "unroll_taps": 1,
        # Enough channel blocks to share among threads, else split the rows.
        "parallel": "outer" if math.ceil(p.c / lanes) >= 4 else "inner",
        "pack_data": 1,
        "parallel_pack": pack_parallel_default(p),
    }
    return ConfigSpace(knobs, default)


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The depthwise_conv2d tensor expression and its schedule for config ``cfg``."""
    p = ConvShape.of(w)
    cb = cfg.get_int("tile_c")
    lanes = target.vector_lanes("float32")
    co_n = math.ceil(p.c / cb)

    data = te.placeholder((p.n, p.c, p.h, p.w), "data")
    weight = te.placeholder((p.c, 1, p.r, p.s), "weight")
    data_pack = pack_data(data, p, cb, cfg.get_int("tile_oh"), cfg.get_int("tile_ow"))

    def weight_body(co: Expr, i: Expr, j: Expr, ci: Expr) -> Expr:
        ch = co * cb + ci
        value = weight[ch, 0, i, j]
        if p.c % cb == 0:
            return value
        return te.if_then_else(ch.lt(p.c), value, 0.0)

    weight_pack = te.compute((co_n, p.r, p.s, cb), weight_body, "weight_pack")
    ri = te.reduce_axis(p.r, "ri")
    rj = te.reduce_axis(p.s, "rj")
    st = p.stride
    conv = te.compute(
        (p.n, co_n, p.oh, p.ow, cb),
        lambda b, co, y, x, ci: te.sum(
            data_pack[b, co, y * st + ri.var, x * st + rj.var, ci]
            * weight_pack[co, ri.var, rj.var, ci],
            axis=[ri, rj],
        ),
        "conv_pack",
    )
    out = unpack(conv, p, p.c, cb)

    sch = Schedule([out])
    par_pack = cfg.get_int("parallel_pack") == 1
    if cfg.get_int("pack_data") == 1:
        schedule_pack(sch[data_pack], par_pack, lanes)
    else:
        sch[data_pack].compute_inline()
    schedule_pack(sch[weight_pack], par_pack, lanes)
    schedule_unpack(sch[out], cb, par_pack, lanes)

    sc = sch[conv]
    b, co, y, x, ci = sc.leaf_axes[:5]
    yo, yi = sc.split(y, cfg.get_int("tile_oh"))
    xo, xi = sc.split(x, cfg.get_int("tile_ow"))
    taps = [ri, rj] if cfg.get_str("reduce_order") == "rs" else [rj, ri]
    sc.reorder(co, yo, b, xo, *taps, yi, xi, ci)
    if cfg.get_int("unroll_taps") == 1:
        for tap in taps:
            if tap.extent <= MAX_TAP_UNROLL:
                sc.unroll(tap)
    sc.unroll(yi)
    sc.unroll(xi)
    sc.vectorize(ci)
    sc.accumulate_at(xo)
    sc.parallel(co if cfg.get_str("parallel") == "outer" else yo)
    return sch, [data, weight, out]


TEMPLATE = Template(op="depthwise_conv2d", space=space, schedule=schedule)
