"""depthwise_conv2d template: NCHW[x]c blocking, channels in vector lanes.

Staged like the conv2d template (see :mod:`compiler.templates.conv2d`):
the input is packed to NCHW[cb]c with zero padding, the weights
``[c, 1, r, s]`` to ``[C/cb][r][s][cb]``, and each channel block is
computed with a ``tile_oh x tile_ow`` tile of output pixels held in vector
registers (``cb`` lanes) while the kernel taps are accumulated; the result is
unpacked to NCHW; with ``layout=nchw16c`` the data is read from its blocks and the
register tile (``cb`` = 16) stored as the output's block, with no unpack pass (a
MobileNet's inverted residual blocks then stay blocked from the 1x1 expansion through
the depthwise conv to the 1x1 projection). The workload's ``epilogue`` is split as in
conv2d's packed layout: bias (and the activation when there is no residual) in the store of the
register tile, the residual add (read contiguously) and the activation after it
in the unpack stage.

Plain NCHW data can instead keep its layout (``vector_axis=w``): lanes run along each
output row of one channel's plane, every tap a broadcast weight times a row of input
(a contiguous load at stride 1, a wide load and a shuffle at stride 2). Channels in
lanes need a transposing pack of the input and an unpack of the output, element by
element: ShuffleNet's 3x3 layer on 116 channels of 28x28 ran at 4.5 GFLOP/s that way
(0.37 ms on one AVX2 thread), 0.075 ms with rows in lanes. The input is copied with its zero padding
(``pack_data=1``) or read in place with bounds checks (0); ``tile_ow`` counts vectors
along the row and ``tile_c`` is unused.

Prepacked weights: ``schedule(..., prepacked=True)`` takes the weights already
in the ``weight_pack`` layout ``[ceil(c/cb)][r][s][cb]`` (zero padded), as
:func:`prepack` makes them in numpy, and has no weight packing stage.

Knobs (every combination is correct, for any shape):

* ``vector_axis`` (NCHW data only): ``c``, channels in lanes (NCHW[cb]c blocking), or
  ``w``, output pixels of a row in lanes (the layout kept). Configs recorded before the
  knob existed mean ``c``.
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
from collections.abc import Sequence

import numpy as np

from compiler import te
from compiler.layout import BLOCK, NCHW16C, shape_in
from compiler.schedule import MAX_UNROLL, Schedule, Stage
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob, order_knob
from compiler.target import Target
from compiler.target_arch import AARCH64
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.conv_shapes import ConvShape, block_candidates, lane_candidates
from compiler.templates.epilogue import blocked_finalize, conv_epilogue, residual_part
from compiler.templates.packing import (
    STRIDED_VECTOR_ACCESS,
    as_arg,
    in_range,
    pack_data,
    pack_parallel_default,
    pad_to,
    schedule_pack,
    schedule_unpack,
    unpack,
)
from compiler.templates.registers import fits, fitting_pixels, tile_registers, vectors_of
from compiler.workload import Workload

#: Kernel-tap loops longer than this stay rolled even when ``unroll_taps`` is 1.
MAX_TAP_UNROLL = min(16, MAX_UNROLL)


def space(w: Workload, target: Target) -> ConfigSpace:
    """The depthwise_conv2d search space of ``w`` on ``target``."""
    p = ConvShape.of(w)
    lanes = target.vector_lanes("float32")
    # Blocked data and output: the register tile's channels are the layout's block.
    blocked = w.get("layout") == NCHW16C
    channels = (BLOCK,) if blocked else lane_candidates(target)
    # Widths and heights that fit the registers in a tile of one row (or column) of the
    # fewest channels; larger combinations stay in the product space and the tuner
    # skips them (depthwise_registers, LlvmTarget.config_problem).
    fewest = vectors_of(min(channels), target)
    tile_ow = fitting_pixels(block_candidates(p.ow, (1, 2, 4, 7, 8, 14, 16, 28)), target, fewest)
    tile_oh = fitting_pixels(block_candidates(p.oh, (1, 2, 4)), target, fewest)
    axis = () if blocked else (choice_knob("vector_axis", ("w", "c"), implied="c"),)
    knobs = (
        *axis,
        choice_knob("tile_c", channels),
        choice_knob("tile_ow", tile_ow),
        choice_knob("tile_oh", tile_oh),
        order_knob("reduce_order", "rs"),
        choice_knob("unroll_taps", (1, 0)),
        choice_knob("parallel", ("outer", "inner")),
        choice_knob("pack_data", (1, 0) if STRIDED_VECTOR_ACCESS else (1,)),
        choice_knob("parallel_pack", (1, 0)),
    )
    tile_c = BLOCK if blocked else lanes
    # At most 8 pixels, and accumulators in at most half the registers. Unrolled taps
    # keep every tap's weights live too (LLVM hoists them out of the tile loop): where
    # those do not fit, the taps stay rolled. A 16-channel block is four NEON vectors
    # (a 15x13 3x3 layer with 8 pixels, unrolled: 120 spills per iteration; 4 pixels,
    # taps rolled: none, 16 fmla per 11 loads), two AVX2 ones (8 pixels spilled 91 per
    # tile, 4 none: 144 channels of 56x56, interleaved, 0.37 vs 0.27-0.29 ms); 8 pixels
    # of 8 channels with a 3x3 kernel's 9 weight vectors need 18 of AVX2's 16 (17 spills
    # per tile; rolled, none).
    vectors = vectors_of(tile_c, target)
    widest = max(1, min(8, target.vector_registers() // 2 // vectors))
    pixels = max(v for v in tile_ow if v <= widest)  # tile_ow always holds 1
    taps = p.r * p.s if max(p.r, p.s) <= MAX_TAP_UNROLL else 1
    unroll_taps = int(fits(target, pixels, vectors, taps * vectors))
    default: dict[str, KnobValue] = {
        **({} if blocked else {"vector_axis": "w"}),
        "tile_c": tile_c,
        "tile_ow": pixels,
        "tile_oh": 1,
        "reduce_order": "rs",
        "unroll_taps": unroll_taps,
        # Enough channel blocks to share among threads, else split the rows.
        "parallel": "outer" if math.ceil(p.c / lanes) >= 4 else "inner",
        # Blocked data is read where it lies: a padded copy of it cost more than the
        # bounds checks it saves (1.3-2.5x slower on MobileNet's NCHW16c layers, AVX-512
        # and AVX2 builds alike). Plain NCHW data with channels in lanes is packed: the
        # copy is its layout change (rows in lanes: below).
        "pack_data": 0 if blocked and STRIDED_VECTOR_ACCESS else 1,
        "parallel_pack": pack_parallel_default(p),
    }
    row_tile = None if blocked else _row_tile(p, lanes, target, tile_oh, tile_ow)
    if row_tile is not None:
        # Rows in lanes, read in place (the padded copy cost more than the bounds checks:
        # 116 channels of 28x28, one AVX2 thread, 0.10 against 0.076 ms) with the taps
        # unrolled: 1.2-3.6x faster than channels in lanes on each of seven shapes (2
        # AVX2 threads, interleaved, with the tiles below). Where no tile fits beside the
        # unrolled taps' weights (a 5x5 kernel in AVX2's 16 registers), channels in lanes
        # as before.
        rows, row = row_tile
        default.update(
            tile_ow=row,
            tile_oh=rows,
            pack_data=0 if STRIDED_VECTOR_ACCESS else 1,
            unroll_taps=1,
            parallel="outer" if p.c >= 4 else "inner",
        )
    elif not blocked:
        default["vector_axis"] = "c"
    return ConfigSpace(knobs, default)


def _row_tile(
    p: ConvShape, lanes: int, target: Target, heights: Sequence[int], widths: Sequence[int]
) -> tuple[int, int] | None:
    """The default ``(tile_oh, tile_ow)`` of rows in lanes (``tile_ow`` in vectors): the
    first that fits the registers beside the unrolled taps' broadcast weights (LLVM keeps
    them out of the tile loop: 8 accumulators and a 3x3 kernel's 9 weights reloaded 8
    registers per iteration on AVX2) of one vector for a short row, else two rows of four
    vectors, or four of two on rows over 8 vectors, then smaller ones (2 AVX2 threads,
    interleaved, tiles of at most 8 accumulators: 2x4 the fastest on 116x28x28 at strides
    1 and 2, 144x56x56 stride 2 and a 5x5 on 672x14x14, 4x2 on 32x112x112; 1x4 within 10%
    of 2x4 on the 116-channel layers). None when none fits."""
    if target.cpu_arch() == AARCH64:
        # NEON's FMA takes no broadcast memory operand: each tap's weight occupies a
        # register and 2x4 tiles spilled 5 per iteration (960x7x7); not measured on a
        # board, so NEON keeps channels in lanes.
        return None
    if p.ow <= lanes:
        preferred = [(1, 1)]
    elif p.ow <= 8 * lanes:
        preferred = [(2, 4), (1, 4), (2, 2), (1, 2), (1, 1)]
    else:
        preferred = [(4, 2), (2, 2), (1, 2), (1, 1)]
    taps = p.r * p.s
    for rows, row in preferred:
        if rows in heights and row in widths and fits(target, rows * row, 1, taps):
            return rows, row
    return None


def rows_in_lanes(w: Workload, cfg: Config) -> bool:
    """Whether the config vectorizes along output rows (``vector_axis=w``)."""
    return "vector_axis" in cfg.knobs and cfg.get_str("vector_axis") == "w"


def depthwise_registers(w: Workload, cfg: Config, target: Target) -> int:
    """Vector registers of the config's register tile: ``tile_oh x tile_ow`` pixels of
    ``tile_c`` channels' accumulators, one tap's weight vectors and an input vector."""
    pixels = cfg.get_int("tile_oh") * cfg.get_int("tile_ow")
    if rows_in_lanes(w, cfg):  # a vector per accumulator, one broadcast weight
        return tile_registers(pixels, 1)
    return tile_registers(pixels, vectors_of(cfg.get_int("tile_c"), target))


def depthwise_redundant(w: Workload, cfg: Config, target: Target) -> str | None:
    """Rows in lanes read neither ``tile_c`` nor, reading in place, ``parallel_pack``: a
    config with either away from the default's value builds the default's kernel."""
    if not rows_in_lanes(w, cfg):
        return None
    default = space(w, target).default()
    unread = ["tile_c"] + (["parallel_pack"] if cfg.get_int("pack_data") == 0 else [])
    for knob in unread:
        if cfg.get_int(knob) != default.get_int(knob):
            return (
                f"{knob}={cfg.get_int(knob)} is not read with rows in lanes "
                f"(vector_axis=w): the same kernel as {knob}={default.get_int(knob)}"
            )
    return None


def pack_weight(weight: np.ndarray, cb: int) -> np.ndarray:
    """``[c, 1, r, s]`` ``weight`` in the ``weight_pack`` layout ``[C/cb][r][s][cb]``
    (zero padded channels), C-contiguous float32."""
    c, _, r, s = weight.shape
    co_n = math.ceil(c / cb)
    padded = pad_to(weight[:, 0], (co_n * cb, r, s))
    return np.ascontiguousarray(padded.reshape(co_n, cb, r, s).transpose(0, 2, 3, 1))


def prepack(
    w: Workload, cfg: Config, target: Target, inputs: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """The arguments of the ``prepacked`` kernel from the logical inputs
    (``data, weight[, bias][, residual]``): the weights packed by :func:`pack_weight`
    for ``cfg``'s channel block, the other inputs unchanged (C-contiguous float32)."""
    data, weight, *rest = inputs
    if rows_in_lanes(w, cfg):  # weights read as they are: one broadcast per tap
        return [as_arg(x) for x in inputs]
    packed = pack_weight(np.asarray(weight), cfg.get_int("tile_c"))
    return [as_arg(data), packed, *(as_arg(x) for x in rest)]


def schedule(
    w: Workload, cfg: Config, target: Target, *, prepacked: bool = False
) -> tuple[Schedule, list[Tensor]]:
    """The depthwise_conv2d tensor expression and its schedule for config ``cfg``.

    Args:
        w: The depthwise_conv2d workload.
        cfg: A config of its space.
        target: The target.
        prepacked: The weights come packed (:func:`prepack`): no weight packing stage.

    Returns:
        The schedule and the kernel's tensors ``data, weight[, bias][, residual], out``.
    """
    p = ConvShape.of(w)
    if rows_in_lanes(w, cfg):
        return _schedule_rows(w, p, cfg, target)
    cb = cfg.get_int("tile_c")
    lanes = target.vector_lanes("float32")
    co_n = math.ceil(p.c / cb)

    blocked = w.get("layout") == NCHW16C
    data = te.placeholder(shape_in(str(w.get("layout")), p.n, p.c, p.h, p.w), "data")
    data_pack = pack_data(
        data, p, cb, cfg.get_int("tile_oh"), cfg.get_int("tile_ow"), blocked=blocked
    )
    packed_shape = (co_n, p.r, p.s, cb)
    if prepacked:
        weight = te.placeholder(packed_shape, "weight")
        weight_pack = weight
    else:
        weight = te.placeholder((p.c, 1, p.r, p.s), "weight")

        def weight_body(co: Expr, i: Expr, j: Expr, ci: Expr) -> Expr:
            ch = co * cb + ci
            value = weight[ch, 0, i, j]
            if p.c % cb == 0:
                return value
            return te.if_then_else(ch.lt(p.c), value, 0.0)

        weight_pack = te.compute(packed_shape, weight_body, "weight_pack")
    out_shape = shape_in(str(w.get("layout")), p.n, p.c, p.oh, p.ow)
    epilogue = conv_epilogue(
        str(w.get("epilogue")), out_shape, blocked=blocked, act=str(w.get("act"))
    )
    ri = te.reduce_axis(p.r, "ri")
    rj = te.reduce_axis(p.s, "rj")
    st = p.stride

    d = p.dilation

    def conv_sum(b: Expr, co: Expr, y: Expr, x: Expr, ci: Expr) -> Expr:
        return te.sum(
            data_pack[b, co, y * st + ri.var * d, x * st + rj.var * d, ci]
            * weight_pack[co, ri.var, rj.var, ci],
            axis=[ri, rj],
        )

    if blocked:  # the register tile is a block of the output: stored as it is
        conv = out = te.compute(
            out_shape, conv_sum, "out", finalize=epilogue.blocked if epilogue else None
        )
    else:
        conv = te.compute(
            (p.n, co_n, p.oh, p.ow, cb),
            conv_sum,
            "conv_pack",
            finalize=blocked_finalize(epilogue, p.c, cb),
        )
        out = unpack(conv, p, p.c, cb, residual_part(epilogue))

    sch = Schedule([out])
    par_pack = cfg.get_int("parallel_pack") == 1
    if cfg.get_int("pack_data") == 1:
        schedule_pack(sch[data_pack], par_pack, lanes)
    else:
        sch[data_pack].compute_inline()
    if not prepacked:
        schedule_pack(sch[weight_pack], par_pack, lanes)
    if not blocked:
        schedule_unpack(sch[out], cb, par_pack, lanes)

    sc = sch[conv]
    b, co, y, x, ci = sc.leaf_axes[:5]
    _tile_loops(sc, cfg, (ri, rj), block=co, b=b, y=y, x=x, width=cfg.get_int("tile_ow"), lane=ci)
    return sch, [data, weight, *(epilogue.inputs if epilogue else []), out]


def _tile_loops(
    sc: Stage,
    cfg: Config,
    taps: tuple[IterVar, IterVar],
    *,
    block: IterVar,
    b: IterVar,
    y: IterVar,
    x: IterVar,
    width: int,
    lane: IterVar | int,
) -> None:
    """The register tile's loops, both forms: ``tile_oh`` rows of ``width`` pixels,
    inside the channel block (``block``) and the tile loops, the taps around them.
    ``lane`` is the vectorized channel axis, or (rows in lanes) the vector width that
    splits the tile's pixels into unrolled vectors."""
    yo, yi = sc.split(y, cfg.get_int("tile_oh"))
    xo, xi = sc.split(x, width)
    if isinstance(lane, int):
        xi, lane = sc.split(xi, lane)
    order = list(taps) if cfg.get_str("reduce_order") == "rs" else list(taps[::-1])
    sc.reorder(block, yo, b, xo, *order, yi, xi, lane)
    if cfg.get_int("unroll_taps") == 1:
        for tap in order:
            if tap.extent <= MAX_TAP_UNROLL:
                sc.unroll(tap)
    sc.unroll(yi)
    sc.unroll(xi)
    sc.vectorize(lane)
    sc.accumulate_at(xo)
    sc.parallel(block if cfg.get_str("parallel") == "outer" else yo)


def _schedule_rows(
    w: Workload, p: ConvShape, cfg: Config, target: Target
) -> tuple[Schedule, list[Tensor]]:
    """The ``vector_axis=w`` form: NCHW in and out, lanes along each output row (the
    weights ``[c, 1, r, s]`` as they are, prepacked or not)."""
    lanes = target.vector_lanes("float32")
    tile_oh, width = cfg.get_int("tile_oh"), cfg.get_int("tile_ow") * lanes
    st, d = p.stride, p.dilation
    # Padded to every row and column the last (partial) tiles read, so the
    # micro-kernel reads in bounds; only its stores are guarded.
    hp = max(p.h + 2 * p.pad, (math.ceil(p.oh / tile_oh) * tile_oh - 1) * st + (p.r - 1) * d + 1)
    wp = max(p.w + 2 * p.pad, (math.ceil(p.ow / width) * width - 1) * st + (p.s - 1) * d + 1)
    # Whole vectors per padded row: the copy's stores then need no mask (a masked store
    # is microcoded on AMD's cores).
    wp = math.ceil(wp / lanes) * lanes
    data = te.placeholder((p.n, p.c, p.h, p.w), "data")

    def pad_body(b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        conds = in_range(y, p.pad, p.h + p.pad, p.pad == 0, hp == p.h)
        conds += in_range(x, p.pad, p.w + p.pad, p.pad == 0, wp == p.w)
        value = data[b, ch, y - p.pad, x - p.pad]
        return te.if_then_else(te.all_(*conds), value, 0.0) if conds else value

    data_pad = te.compute((p.n, p.c, hp, wp), pad_body, "data_pad")
    weight = te.placeholder((p.c, 1, p.r, p.s), "weight")
    out_shape = (p.n, p.c, p.oh, p.ow)
    epilogue = conv_epilogue(
        str(w.get("epilogue")), out_shape, blocked=False, act=str(w.get("act"))
    )
    ri = te.reduce_axis(p.r, "ri")
    rj = te.reduce_axis(p.s, "rj")
    out = te.compute(
        out_shape,
        lambda b, ch, y, x: te.sum(
            data_pad[b, ch, y * st + ri.var * d, x * st + rj.var * d]
            * weight[ch, 0, ri.var, rj.var],
            axis=[ri, rj],
        ),
        "out",
        finalize=epilogue,
    )
    sch = Schedule([out])
    if cfg.get_int("pack_data") == 1:
        schedule_pack(sch[data_pad], cfg.get_int("parallel_pack") == 1, lanes)
    else:
        sch[data_pad].compute_inline()
    sc = sch[out]
    b, ch, y, x = sc.leaf_axes[:4]
    _tile_loops(sc, cfg, (ri, rj), block=ch, b=b, y=y, x=x, width=width, lane=lanes)
    return sch, [data, weight, *(epilogue.inputs if epilogue else []), out]


TEMPLATE = Template(
    op="depthwise_conv2d",
    space=space,
    schedule=schedule,
    prepack=prepack,
    registers=depthwise_registers,
    redundant=depthwise_redundant,
)
