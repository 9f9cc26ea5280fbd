"""conv2d template: NCHW[x]c blocking with a register-tiled micro-kernel.

The computation is staged as in TVM's x86 conv2d schedule:

1. ``data_pack[b, co, y, x, ci]``: the input in NCHW[cb]c layout, zero padded
   in space (``pad``) and in channels (``c`` rounded up to a multiple of
   ``cb``), so the micro-kernel never needs a bounds check.
2. ``weight_pack[ko, co, i, j, ci, ki]``: KCRS weights blocked into
   ``[K/kb][C/cb][r][s][cb][kb]``, zero padded in both channel dimensions.
3. ``conv_pack[b, ko, y, x, ki]``: the convolution in NCHW[kb]k layout. Its
   micro-kernel keeps a ``tile_oh x tile_ow x kb`` block of outputs in
   registers (``kb`` lanes vectorized, the rows and pixels unrolled) while the
   reduction runs over input channels and kernel taps: one vector load of
   packed weights feeds ``tile_oh * tile_ow`` broadcast FMAs.
4. ``out[b, k, y, x]``: unpacked to NCHW (only the valid output channels).

The workload's ``epilogue`` (bias, relu, relu6, residual add) is fused into the
store of the register tile (the reduction's ``finalize``). With
``out_layout=direct`` all of it; with ``out_layout=packed`` the bias and, when no
residual is added, the activation, while the residual add and the activation
after it go into the unpack stage, which reads the NCHW residual contiguously,
as it writes the output.

Prepacked weights: ``schedule(..., prepacked=True)`` takes the weights already
in the ``weight_pack`` layout ``[ceil(k/kb)][ceil(c/cb)][r][s][cb][kb]`` (zero
padded), as :func:`prepack` makes them in numpy, and has no weight packing
stage: a model's weights are constants, packed once when the model is compiled.

Grouped convolutions (``groups`` g > 1) block each group on its own, padded to
whole blocks, so no channel block straddles two groups: the input is packed as
``[n][g * ceil(c/g/cb)][hp][wp][cb]``, the weights as
``[g * ceil(k/g/kb)][ceil(c/g/cb)][r][s][cb][kb]``, and output block ``ko``
reads the input blocks of group ``ko // ceil(k/g/kb)``. Only
``out_layout=packed`` is in their space (the direct store would have to find
the group from the vector lane's channel). In NCHW16c, groups of whole blocks read
their blocks in place and a register tile's blocks stay within one group.

Knobs (every combination is correct, for any shape):

* ``tile_k``: output-channel block ``kb`` = vector lanes of the micro-kernel.
* ``tile_c``: input-channel block ``cb`` of the packed input.
* ``tile_ow`` / ``tile_oh``: output pixels per row / rows of the register tile.
* ``reduce_order``: order of the outer reduction loops over channel blocks
  (``c``) and kernel rows/columns (``r``, ``s``); the ``cb`` loop is innermost.
* ``c_passes`` (blocked input only): the channel blocks are reduced in this many
  slices, one after another, each over the whole output block (``ky``) or row
  (``yk``): a slice's weights stay in L1 while every register tile uses them, and the
  partial sums go through the output between passes (the epilogue after the last).
  Configs recorded before this knob existed mean 1 (:meth:`ConfigSpace.upgrade`).
* ``prefetch`` (blocked input only): 1 prefetches, with each weight read, the weight
  the next pass reads (the next channel block's with one pass), into L2. In a model the
  weights come from DRAM, and without it each pass's first tile waits for them:
  ResNet-50's 1x1 1024->2048 stride-2 conv, weights evicted, 1.38 -> 1.22 ms; it can
  also lose (a 512-channel 3x3 stride 2 on 14x14, 1.35 -> 1.70), so it is tuned; on by
  default.
  Configs recorded before the knob existed mean 0.
* ``unroll_c``: unroll depth of the innermost input-channel loop (the largest
  divisor of ``tile_c`` not above it, so the unrolled body has no tail).
* ``outer_order``: ``ky`` (channel blocks outside rows) or ``yk``.
* ``parallel``: which of the two outer loops (in ``outer_order``) runs on
  all threads: ``outer`` gives each thread a few large chunks, ``inner`` a
  parallel region per outer iteration.
* ``pack_data``: 1 materializes ``data_pack``; 0 inlines it (padding checks
  move into the micro-kernel, no extra pass over the input).
* ``parallel_pack``: 1 runs the packing and unpacking stages on all threads,
  0 on one (cheaper for small tensors: no threads to start).
* ``out_layout``: ``packed`` computes ``conv_pack`` and unpacks it (step 4);
  ``direct`` stores the register tile straight into the NCHW output (strided
  vector stores, no unpack pass).

Blocked layouts (workload ``layout_in`` / ``layout_out`` = ``nchw16c``, see
:mod:`compiler.layout`): data already in NCHW16c is step 1 without the re-layout (a
padded copy with ``pack_data=1``, read in place with 0; ``tile_c`` is 16); an NCHW16c
output is step 3 with nothing after it: the register tile (``tile_k`` 16 or 32: one or
two blocks) is stored with contiguous vector stores, the bias and the residual (NCHW16c
too) read the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from compiler import te
from compiler.layout import BLOCK, NCHW16C
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, Knob, KnobValue, choice_knob, order_knob, split_knob
from compiler.target import Target
from compiler.target_arch import AARCH64, X86_64
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.conv_shapes import (
    MIN_USED,
    ConvShape,
    block_candidates,
    lane_candidates,
)
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

REDUCE_ORDERS = ("crs", "rsc", "rcs")
OUTER_ORDERS = ("ky", "yk")


def blocked_layouts(w: Workload) -> tuple[bool, bool]:
    """Whether the data and the output of conv2d workload ``w`` are in NCHW16c."""
    return w.get("layout_in") == NCHW16C, w.get("layout_out") == NCHW16C


def register_tiles(p: ConvShape, kbs: Sequence[int], target: Target) -> list[tuple[int, ...]]:
    """``(kb, tile_oh, tile_ow)`` register tiles whose accumulators fit in the vector
    registers next to the tile's weight vectors and the broadcast input. Larger tiles
    spill every FMA's accumulator and unroll into huge code: a 14x4-pixel tile of 32
    channels on AVX2 took 5 s to compile and ran at a fraction of a fitting one's speed;
    with 28 accumulators, four weight vectors (64 channels on AVX-512) spill too."""
    widths = block_candidates(p.ow, (1, 2, 3, 4, 5, 6, 7, 8, 14, 16, 28))
    return [
        (kb, oh, ow)
        for kb in kbs
        for oh in block_candidates(p.oh, (1, 2, 4))
        for ow in widths
        if fits(target, oh * ow, vectors_of(kb, target))
    ]


def conv_registers(w: Workload, cfg: Config, target: Target) -> int:
    """Vector registers of the config's register tile: ``tile_oh x tile_ow`` pixels of
    ``tile_k`` channels' accumulators, the weight vectors and the broadcast input."""
    kb, oh, ow = tile_shape(cfg)
    return tile_registers(oh * ow, vectors_of(kb, target))


def blocked_out_channels(p: ConvShape, target: Target) -> tuple[int, ...]:
    """Output channels of a register tile that stores an NCHW16c output: one or two
    blocks, and three or four with 16-lane vectors (three weight vectors feed 7 pixels, 21
    FMAs for 10 loads, where two feed 14 FMAs for 9 on a 7-pixel row: ResNet-50's 7x7
    layers; four feed 6 pixels, 24 FMAs for 10 loads, as MLAS's pointwise kernel does:
    ResNet-50's 1024->256 14x14 layer on a Xeon, 0.385 -> 0.365 ms). A last tile past the
    output's blocks computes zeros it does not store."""
    wide: tuple[int, ...] = (BLOCK, 2 * BLOCK, 3 * BLOCK, 4 * BLOCK)
    if target.vector_lanes("float32") < BLOCK or p.k < 3 * BLOCK:
        wide = wide[:2]
    elif p.k < 4 * BLOCK:
        wide = wide[:3]
    # With groups, a tile stays within one group (its input blocks are the group's).
    return tuple(kb for kb in wide if p.groups == 1 or p.kg % kb == 0)


def tile_shape(cfg: Config) -> tuple[int, int, int]:
    """The register tile ``(kb, tile_oh, tile_ow)`` of a config: its ``register_tile``
    knob (blocked layouts) or its ``tile_k``, ``tile_oh`` and ``tile_ow`` knobs."""
    if "register_tile" in cfg.knobs:
        kb, oh, ow = cfg.get_split("register_tile")
        return kb, oh, ow
    return cfg.get_int("tile_k"), cfg.get_int("tile_oh"), cfg.get_int("tile_ow")


def space(w: Workload, target: Target) -> ConfigSpace:
    """The conv2d search space of ``w`` on ``target`` (see the module docstring)."""
    p = ConvShape.of(w)
    blocked_in, blocked_out = blocked_layouts(w)
    lanes = target.vector_lanes("float32")
    # Blocked data: a reduction block is one block of the layout.
    tile_c = (BLOCK,) if blocked_in else block_candidates(p.cg, (4, 8, 16, 32, 64))
    if blocked_out:
        out_layouts: tuple[str, ...] = ("direct",)
    elif STRIDED_VECTOR_ACCESS and p.groups == 1:
        out_layouts = ("packed", "direct")
    else:
        out_layouts = ("packed",)
    # Default: two vectors of output channels (one if k is small) times as many pixels as
    # the vector registers hold accumulators for, keeping a few for the weights and the
    # broadcast input: 14 pixels in 28 of AVX-512's 32 zmm registers (one weight load
    # feeds 14 FMAs), 6 or fewer in AVX2's 16 ymm ones (more spills: ResNet-50's
    # 56x56 3x3 conv on AVX2 ran 4.6 ms with 14 pixels, 2.0 with 4), input channels in
    # blocks of 16.
    kb = 2 * lanes if p.kg >= 2 * lanes else lanes
    if blocked_out:
        kb = 2 * BLOCK if p.kg >= 2 * BLOCK and lanes >= BLOCK else BLOCK
    pixels = min((target.vector_registers() - 4) // math.ceil(kb / lanes), 14)
    if target.cpu_arch() == AARCH64 and not (blocked_in or blocked_out):
        # NEON's FMA takes no broadcast memory operand: each four pixels' inputs occupy
        # a register (fmla by element). 14 pixels of two vectors spilled 13 registers
        # per iteration of ResNet-50's 56x56 3x3 conv; 8 pixels none.
        vectors = math.ceil(kb / lanes)
        pixels = max(
            v
            for v in (1, 2, 4, 7, 8, 14)
            if v * vectors + math.ceil(v / lanes) + vectors <= target.vector_registers() - 4
        )
    if blocked_in or blocked_out:
        # Blocked layouts (new workloads, no records to keep): one knob for the register
        # tile, only tiles that fit (blocked output: whole blocks, see blocked_out_channels).
        kbs = blocked_out_channels(p, target) if blocked_out else lane_candidates(target)
        tiles = register_tiles(p, kbs, target)
        # One row of pixels; three blocks where a short row leaves two blocks' tile half
        # empty (7 pixels: 21 accumulators instead of 14), else the most accumulators.
        # With AVX2's few registers, blocked input under a kernel taller than one row
        # takes two rows of half as many pixels: the rows share input rows, and the short
        # tile leaves smaller tails on 7- and 14-pixel rows (ResNet-50's seven 3x3
        # layers, interleaved: 15.1-15.8 ms in all with 2x3 pixels, 16.9-18.3 with 1x6;
        # its 3-channel 7x7 stem, unblocked, is faster with one row: 1.69 vs 1.84 ms).
        two_rows = blocked_in and target.vector_registers() <= 16 and p.r > 1 and p.oh >= 2
        rows = 2 if two_rows else 1
        preferred = {kb, 3 * BLOCK} if blocked_out else {kb}
        fitting = [t for t in tiles if t[0] in preferred and t[1] == rows and t[1] * t[2] <= pixels]
        tile_knobs: tuple[Knob, ...] = (split_knob("register_tile", tiles),)
        tile = (
            max(fitting, key=lambda t: (t[1] * t[2] * math.ceil(t[0] / lanes), -t[0]))
            if fitting
            else tiles[0]
        )
        lean = [
            t
            for t in tiles
            if t[0] in preferred and t[1] * t[2] <= pixels and _used(p, t) >= MIN_USED
        ]
        if two_rows and _used(p, tile) < MIN_USED and lean:
            # Where two rows of three leave more than a quarter of the tile's work to the
            # padding (7x7 outputs: 72 pixels computed for 49), the busiest tile that
            # wastes less, taller first (ResNet-50's 512-channel 3x3 layers, one znver3
            # thread, interleaved: 14x14 stride 2, 6.1 ms with 2x3, 4.9 with 4x1; 7x7,
            # 5.4 vs 4.9-5.0; on 14x14, 28x28 and 56x56 outputs 2x3 was as fast or
            # faster).
            tile = max(lean, key=lambda t: (t[1] * t[2] * _used(p, t), t[1]))
        tile_default: dict[str, KnobValue] = {"register_tile": tile}
    else:
        # Widths and heights that fit the registers in a one-vector tile of one row (or
        # column); larger combinations stay in the product space and the tuner skips
        # them (conv_registers, LlvmTarget.config_problem).
        tile_ow = fitting_pixels(block_candidates(p.ow, (1, 2, 4, 7, 8, 14, 16, 28)), target)
        tile_oh = fitting_pixels(block_candidates(p.oh, (1, 2, 4)), target)
        tile_knobs = (
            choice_knob("tile_k", lane_candidates(target)),
            choice_knob("tile_ow", tile_ow),
            choice_knob("tile_oh", tile_oh),
        )
        tile = (kb, 1, _closest(tile_ow, pixels))
        tile_default = {"tile_k": kb, "tile_ow": tile[2], "tile_oh": 1}
    # Reduction passes over blocked input channels (configs recorded before the knob
    # existed ran one pass).
    pass_knobs: tuple[Knob, ...] = ()
    pass_default: dict[str, KnobValue] = {}
    if blocked_in:
        pass_knobs = (
            choice_knob("c_passes", reduce_passes(p), implied=1),
            choice_knob("prefetch", (0, 1), implied=0),
        )
        # Prefetching the next channel block's weights: ResNet-50's blocked convs at their
        # default configs, weights evicted, AVX-512: 43.8 ms in all without, 41.3 with.
        pass_default = {"c_passes": default_passes(p, tile[0]), "prefetch": 1}
    knobs = (
        *tile_knobs,
        *pass_knobs,
        choice_knob("tile_c", tile_c),
        order_knob("reduce_order", "crs", REDUCE_ORDERS),
        choice_knob("unroll_c", (1, 4, 16)),
        order_knob("outer_order", "ky", OUTER_ORDERS),
        choice_knob("parallel", ("outer", "inner")),
        choice_knob("pack_data", (1, 0)),
        choice_knob("parallel_pack", (1, 0)),
        choice_knob("out_layout", out_layouts),
    )
    registers = target.vector_registers()
    tight = tile_registers(tile[1] * tile[2], vectors_of(tile[0], target)) >= registers - 1
    # A 1x1 conv without padding reads its input as it is (each output pixel's channels
    # are one broadcast load apart per plane): packing it costs a pass over the input and
    # gains nothing (ResNet-50's 1x1 layers: 1.3-2x faster unpacked).
    pack = 0 if p.r == p.s == 1 and p.pad == 0 else 1
    if blocked_in and p.stride > 1 and tile[1] == 1 and target.cpu_arch() == X86_64:
        # A strided conv on blocked input with one-row tiles reads its input in place,
        # the padding by the tile loops' edge cases: packing writes the whole padded input
        # (4x the output's pixels at stride 2) for one read. ResNet-50's three stride-2
        # 3x3 layers, weights evicted, AVX-512 (Emerald Rapids, 2 threads, interleaved):
        # 1.28/1.02/1.36 ms packed, 1.01/0.95/1.29 in place. Not AVX2's two-row tiles
        # (znver3 build: 1.96/1.77/2.38 packed, 2.82/2.65/2.72 in place); AArch64 not
        # measured.
        pack = 0
    default: dict[str, KnobValue] = {
        **tile_default,
        **pass_default,
        "tile_c": _closest(tile_c, 16),
        "reduce_order": "crs",
        # Unpacked NCHW input is read with its last tile's loads masked; unrolled, those
        # masked loads spill a 12-accumulator tile out of AVX2's 16 registers (ResNet-50's
        # 1024->256 14x14 layer, AVX2, interleaved: 44 GFLOP/s unrolled by 4, 131 not).
        # Blocked input has no tail to mask: unrolled, ResNet-50's 1x1 layers ran 6-8%
        # faster on AVX2. A tile that leaves at most one register free spills when
        # unrolled too: LLVM schedules the next channel's loads ahead (AVX-512's 14
        # pixels of 32 channels, 31 registers, on NCHW input: 1 spill per 112 FMAs
        # unrolled by 4, 225 by 16, none rolled).
        # Blocked input read in place with padding spills the same way: the edge cases
        # keep addresses live (ResNet-50's stride-2 3x3 layers on AVX-512, 14 pixels of
        # 32 channels: 4-17 spills per 190 FMAs unrolled by 4, none rolled; as fast).
        "unroll_c": 1
        if (not blocked_in and pack == 0 and registers <= 16)
        or (tight and (not blocked_in or (pack == 0 and p.pad > 0)))
        else 4,
        # Enough output-channel blocks to share among threads, else split the rows.
        "outer_order": "ky" if p.groups * math.ceil(p.kg / kb) >= 4 else "yk",
        "parallel": "outer",
        "pack_data": pack,
        "parallel_pack": pack_parallel_default(p),
        # No unpack stage: the tile is stored straight into the NCHW output.
        "out_layout": "direct" if p.groups == 1 or blocked_out else "packed",
    }
    return ConfigSpace(knobs, default)


def _used(p: ConvShape, tile: tuple[int, ...]) -> float:
    """The fraction of the pixels a ``(kb, tile_oh, tile_ow)`` tiling computes that are
    in the output."""
    _, oh, ow = tile
    return p.oh * p.ow / (math.ceil(p.oh / oh) * oh * math.ceil(p.ow / ow) * ow)


def reduce_passes(p: ConvShape) -> tuple[int, ...]:
    """``c_passes`` worth trying: how many slices of the input-channel blocks the
    reduction runs as, one after another, each over the whole image (divisors of the
    block count, so no pass has a tail).

    With one pass every register tile streams all of its output block's weights
    (ResNet-50's 3x3 512-channel conv: 295 KB, from L2 at best) for a few pixels. With
    more, a slice of them (36 KB for 8 passes there) stays in L1 while every tile of
    the image uses it; the partial sums go through the output in between (a tile is
    loaded and stored once per pass, a few hundred bytes)."""
    blocks = math.ceil(p.cg / BLOCK)
    return tuple(v for v in (1, 2, 4, 8, 16, 32, 64) if blocks % v == 0)


#: Outputs of at most this many pixels reduce in passes by default (:func:`default_passes`).
FEW_PIXELS = 14 * 14
#: Most bytes of one pass's weights for one register tile's output channels (its input
#: channels' taps) by default: half of a 32-48 KB L1, the rest for the tile's inputs and
#: partial sums. ResNet-50's 1x1 layers on 49 pixels, weights evicted, a Zen 5 VM, in
#: one pass / 32 KB slices / 16 KB slices (interleaved): 512->2048 0.303 / 0.283 / 0.260
#: ms, 1024->2048 0.593 / 0.503 / 0.510, 2048->512 0.286 / 0.263 / 0.258.
PASS_SLICE_BYTES = 16 << 10


def default_passes(p: ConvShape, kb: int) -> int:
    """The default ``c_passes``: on outputs of at most :data:`FEW_PIXELS` pixels, the
    fewest passes whose slice of the weights for ``kb`` output channels fits
    :data:`PASS_SLICE_BYTES` (one channel block a pass where none does); else one.

    On a small output each weight serves a few register tiles, and in one pass every
    tile streams its output block's weights (512 input channels of 3x3 taps for 48
    output channels: 864 KB) from L2 or beyond; in slices that fit L1 every tile of the
    output reuses them there, and the partial sums (a 7x7 block: 9 KB) go through L1 in
    between. ResNet-50's layers on a Zen 5 VM, tuned with 3,000 trials against 1,500
    (interleaved, the whole model 14.82 -> 14.46 ms): the 14x14 stride-2 512-channel
    3x3 conv 0.69 -> 0.55 ms with 16 passes instead of 2, the 1x1 1024->512 and
    1024->2048 ones 0.47 -> 0.44 and 0.52 -> 0.46 ms with 16 and 8 passes instead of
    one. On larger outputs the tuner kept one or two passes: the partial sums of a
    28x28 block no longer fit L1."""
    if p.oh * p.ow > FEW_PIXELS:
        return 1
    candidates = reduce_passes(p)
    blocks = math.ceil(p.cg / BLOCK)
    per_channel = p.r * p.s * kb * 4
    fitting = [v for v in candidates if blocks // v * BLOCK * per_channel <= PASS_SLICE_BYTES]
    return min(fitting) if fitting else max(candidates)


def _closest(candidates: tuple[int, ...], want: int) -> int:
    """The largest candidate <= ``want`` (the smallest candidate if none is)."""
    fitting = [v for v in candidates if v <= want]
    return max(fitting) if fitting else min(candidates)


def pack_weight(weight: np.ndarray, kb: int, cb: int, groups: int = 1) -> np.ndarray:
    """KCRS ``weight`` (``[k, c/groups, r, s]``) in the ``weight_pack`` layout
    ``[groups * ceil(k/groups/kb)][ceil(c/groups/cb)][r][s][cb][kb]`` (each group zero
    padded in both channel dimensions), C-contiguous float32."""
    k, cg, r, s = weight.shape
    kg = k // groups
    ko_n, co_n = math.ceil(kg / kb), math.ceil(cg / cb)
    padded = pad_to(weight.reshape(groups, kg, cg, r, s), (groups, ko_n * kb, co_n * cb, r, s))
    blocked = padded.reshape(groups, ko_n, kb, co_n, cb, r, s).transpose(0, 1, 3, 5, 6, 4, 2)
    return np.ascontiguousarray(
        blocked.reshape(groups * ko_n, co_n, r, s, cb, kb), dtype=np.float32
    )


def prepack(
    w: Workload, cfg: Config, target: Target, inputs: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """The arguments of the ``prepacked`` kernel from the logical inputs
    (``data, weight[, bias][, residual]``): the weights packed by :func:`pack_weight`
    for ``cfg``'s blocks, the other inputs unchanged (C-contiguous float32)."""
    data, weight, *rest = inputs
    kb, cb = tile_shape(cfg)[0], cfg.get_int("tile_c")
    packed = pack_weight(np.asarray(weight), kb, cb, ConvShape.of(w).groups)
    return [as_arg(data), packed, *(as_arg(x) for x in rest)]


def schedule(
    w: Workload, cfg: Config, target: Target, *, prepacked: bool = False
) -> tuple[Schedule, list[Tensor]]:
    """The conv2d tensor expression and its schedule for config ``cfg``.

    Args:
        w: The conv2d workload.
        cfg: A config of its space.
        target: The target.
        prepacked: The weights come packed (:func:`prepack`): no weight packing stage.

    Returns:
        The schedule and the kernel's tensors ``data, weight[, bias][, residual], out``.
    """
    p = ConvShape.of(w)
    blocked_in, blocked_out = blocked_layouts(w)
    kb, tile_oh, tile_ow = tile_shape(cfg)
    cb = cfg.get_int("tile_c")
    if (blocked_in and cb != BLOCK) or (blocked_out and kb % BLOCK):
        raise ValueError(f"tile_c={cb}, tile_k={kb} do not fit the layout's {BLOCK}-blocks")
    split_tile = p.groups > 1 and p.kg % kb != 0  # a tile across two groups
    if (blocked_in and p.cg % BLOCK) or (blocked_out and (p.kg % BLOCK or split_tile)):
        raise ValueError(
            f"groups={p.groups} of {p.cg} input and {p.kg} output channels do not fit "
            f"the layout's {BLOCK}-blocks with tile_k={kb}"
        )
    lanes = target.vector_lanes("float32")
    # Blocks per group (the only group without grouped convolution).
    co_n, ko_n = math.ceil(p.cg / cb), math.ceil(p.kg / kb)

    data_shape = (p.n, p.c // BLOCK, p.h, p.w, BLOCK) if blocked_in else (p.n, p.c, p.h, p.w)
    data = te.placeholder(data_shape, "data")
    data_pack = pack_data(data, p, cb, tile_oh, tile_ow, blocked=blocked_in)
    packed_shape = (p.groups * ko_n, co_n, p.r, p.s, cb, kb)
    if prepacked:
        weight = te.placeholder(packed_shape, "weight")
        weight_pack = weight
    else:
        weight = te.placeholder((p.k, p.cg, p.r, p.s), "weight")

        # One argument per axis of the packed weights, as te.compute calls it.
        def weight_body(ko: Expr, co: Expr, i: Expr, j: Expr, ci: Expr, ki: Expr) -> Expr:  # noqa: PLR0917
            oc = within = ko * kb + ki
            if p.groups > 1:
                within = ko % ko_n * kb + ki
                oc = ko // ko_n * p.kg + within
            ic = co * cb + ci
            conds = in_range(within, 0, p.kg, True, p.kg % kb == 0)
            conds += in_range(ic, 0, p.cg, True, p.cg % cb == 0)
            value = weight[oc, ic, i, j]
            return te.if_then_else(te.all_(*conds), value, 0.0) if conds else value

        weight_pack = te.compute(packed_shape, weight_body, "weight_pack")
    out_shape = (p.n, p.k // BLOCK, p.oh, p.ow, BLOCK) if blocked_out else (p.n, p.k, p.oh, p.ow)
    epilogue = conv_epilogue(
        str(w.get("epilogue")), out_shape, blocked=blocked_out, act=str(w.get("act"))
    )
    rc = te.reduce_axis(co_n, "rc")
    ri = te.reduce_axis(p.r, "ri")
    rj = te.reduce_axis(p.s, "rj")
    rci = te.reduce_axis(cb, "rci")
    st, d = p.stride, p.dilation

    def conv_sum(b: Expr, ko: Expr, y: Expr, x: Expr, ki: Expr) -> Expr:
        # The input blocks of the output block's group (ko is an outer loop: no division
        # in the micro-kernel).
        block = rc.var if p.groups == 1 else ko // ko_n * co_n + rc.var
        return te.sum(
            data_pack[b, block, y * st + ri.var * d, x * st + rj.var * d, rci.var]
            * weight_pack[ko, rc.var, ri.var, rj.var, rci.var, ki],
            axis=[rc, ri, rj, rci],
        )

    direct = cfg.get_str("out_layout") == "direct"
    if direct and p.groups > 1 and not blocked_out:
        raise ValueError("conv2d with groups > 1 has no out_layout=direct")
    # Output blocks per register tile (blocked output).
    per_tile = kb // BLOCK
    if blocked_out:
        # The register tile's kb channels are per_tile blocks of the output: the split of
        # kq by per_tile below turns kq // per_tile, kq % per_tile into plain loop variables.
        out = te.compute(
            out_shape,
            lambda b, kq, y, x, kl: conv_sum(b, kq // per_tile, y, x, kq % per_tile * BLOCK + kl),
            "out",
            finalize=epilogue.blocked if epilogue else None,
        )
        conv = out
    elif direct:
        # NCHW output written straight from the register tile (strided vector stores);
        # the split of k by kb below turns k // kb, k % kb back into (ko, ki).
        # The epilogue goes into the store of the tile (bias: a vector load; residual:
        # a strided load, like the store).
        out = te.compute(
            (p.n, p.k, p.oh, p.ow),
            lambda b, k, y, x: conv_sum(b, k // kb, y, x, k % kb),
            "out",
            finalize=epilogue,
        )
        conv = out
    else:
        conv = te.compute(
            (p.n, p.groups * ko_n, p.oh, p.ow, kb),
            conv_sum,
            "conv_pack",
            finalize=blocked_finalize(epilogue, p.k, kb, p.groups),
        )
        out = unpack(conv, p, p.k, kb, residual_part(epilogue), groups=p.groups)

    sch = Schedule([out])
    par_pack = cfg.get_int("parallel_pack") == 1
    if cfg.get_int("pack_data") == 1:
        schedule_pack(sch[data_pack], par_pack, lanes)
    else:
        sch[data_pack].compute_inline()
    if not prepacked:
        schedule_pack(sch[weight_pack], par_pack, lanes)

    sc = sch[conv]
    if blocked_out:
        b, kq, y, x, ki = sc.leaf_axes[:5]
        ko, kqi = sc.split(kq, per_tile)
        tile_blocks = [kqi]
    elif direct:
        b, k, y, x = sc.leaf_axes[:4]
        ko, ki = sc.split(k, kb)
        tile_blocks = []
    else:
        schedule_unpack(sch[out], kb, par_pack, lanes)
        b, ko, y, x, ki = sc.leaf_axes[:5]
        tile_blocks = []
    yo, yi = sc.split(y, tile_oh)
    xo, xi = sc.split(x, tile_ow)
    # Unroll by a divisor of the channel block, so the unrolled body needs no guard.
    unroll = max(f for f in range(1, cb + 1) if cb % f == 0 and f <= cfg.get_int("unroll_c"))
    cio, cii = sc.split(rci, unroll)
    outer = [ko, yo] if cfg.get_str("outer_order") == "ky" else [yo, ko]
    passes = cfg.get_int("c_passes") if "c_passes" in cfg.knobs else 1
    rc_passes: list[IterVar] = []
    if passes > 1:
        # The slices of the input channels outside the second outer loop: a slice's
        # weights serve every tile of the output block (ky) or of the row (yk).
        rco, rc = sc.split(rc, co_n // passes)
        rc_passes = [rco]
    if cfg.knobs.get("prefetch") == 1:
        # The next pass's weights (the next channel block's with one pass) stream in
        # while this pass runs from cache.
        sc.prefetch(weight_pack, rc_passes[0] if rc_passes else rc)
    by_letter = {"c": rc, "r": ri, "s": rj}
    reduce_outer = [by_letter[letter] for letter in cfg.get_str("reduce_order")]
    sc.reorder(
        outer[0], *rc_passes, outer[1], b, xo, *reduce_outer, cio, cii, yi, xi, *tile_blocks, ki
    )
    sc.unroll(cii)
    sc.unroll(yi)
    sc.unroll(xi)
    for axis in tile_blocks:
        sc.unroll(axis)
    sc.vectorize(ki)
    sc.accumulate_at(xo)
    sc.parallel(outer[0] if cfg.get_str("parallel") == "outer" else outer[1])
    return sch, [data, weight, *(epilogue.inputs if epilogue else []), out]


TEMPLATE = Template(
    op="conv2d", space=space, schedule=schedule, prepack=prepack, registers=conv_registers
)
