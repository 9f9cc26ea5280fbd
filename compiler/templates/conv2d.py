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
the group from the vector lane's channel).

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from compiler import te
from compiler.layout import BLOCK, NCHW16C
from compiler.ops import conv_epilogue_has_residual
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, Knob, KnobValue, choice_knob, order_knob, split_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

#: Whether the LLVM renderer can emit strided vector loads/stores (gathers/scatters).
#: Configs that need them (conv2d ``out_layout=direct``, depthwise ``pack_data=0``)
#: are in the spaces only when it can.
STRIDED_VECTOR_ACCESS = True

REDUCE_ORDERS = ("crs", "rsc", "rcs")
OUTER_ORDERS = ("ky", "yk")


@dataclass(frozen=True, slots=True)
class ConvShape:
    """The integer parameters of a conv2d or depthwise_conv2d workload."""

    n: int
    c: int
    h: int
    w: int
    k: int
    r: int
    s: int
    stride: int
    pad: int
    dilation: int
    groups: int = 1

    @classmethod
    def of(cls, w: Workload) -> ConvShape:
        """Reads the shape of ``w`` (depthwise: ``k = c``, dilation 1)."""
        ints = w.int_params
        return cls(
            n=ints["n"],
            c=ints["c"],
            h=ints["h"],
            w=ints["w"],
            k=ints.get("k", ints["c"]),
            r=ints["r"],
            s=ints["s"],
            stride=ints["stride"],
            pad=ints["pad"],
            dilation=ints.get("dilation", 1),
            groups=ints.get("groups", 1),
        )

    @property
    def cg(self) -> int:
        """Input channels per group."""
        return self.c // self.groups

    @property
    def kg(self) -> int:
        """Output channels per group."""
        return self.k // self.groups

    @property
    def oh(self) -> int:
        """Output height."""
        return (self.h + 2 * self.pad - self.dilation * (self.r - 1) - 1) // self.stride + 1

    @property
    def ow(self) -> int:
        """Output width."""
        return (self.w + 2 * self.pad - self.dilation * (self.s - 1) - 1) // self.stride + 1


PixelFn = Callable[[Expr, Expr, Expr, Expr, Expr], Expr]
"""``f(value, b, k, y, x)``: a function of the sum at NCHW output ``[b, k, y, x]``."""


@dataclass(frozen=True, slots=True, eq=False)
class ConvEpilogue:
    """The epilogue of a convolution (not ``none``): ``+ bias[k]``, then ``+ residual``
    when it has one, then the activation.

    Calling it applies all of it (``finalize`` of a stage that stores NCHW). A stage in
    a channel-blocked layout can take the part that depends on the channel only
    (:meth:`per_channel`, a vector load of ``bias`` per register tile) and leave the
    rest to the NCHW stage after it (:meth:`per_pixel`).

    Attributes:
        bias: The ``bias[k]`` placeholder.
        residual: The ``residual[n, k, oh, ow]`` placeholder, or None.
        activation: ``""``, ``"relu"`` or ``"relu6"``.
    """

    bias: Tensor
    residual: Tensor | None
    activation: str

    @property
    def inputs(self) -> list[Tensor]:
        """The placeholders read, in call order."""
        return [self.bias] if self.residual is None else [self.bias, self.residual]

    def __call__(self, value: Expr, b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
        """The whole epilogue of the sum ``value`` at output ``[b, k, y, x]``."""
        return self.per_pixel(self.per_channel(value, k), b, k, y, x)

    def per_channel(self, value: Expr, k: Expr, valid: Expr | None = None) -> Expr:
        """``value + bias[k]``, activated too when there is no residual to add after.

        ``valid``: the condition under which ``k`` is a real channel (for blocked
        layouts padded in channels); elsewhere the bias reads as 0 (never out of bounds).
        """
        bias = self.bias[k]
        out = value + (bias if valid is None else te.if_then_else(valid, bias, 0.0))
        return out if self.residual is not None else self._activate(out)

    def per_pixel(self, value: Expr, b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
        """What :meth:`per_channel` leaves: ``+ residual[b, k, y, x]`` and the activation."""
        if self.residual is None:
            return value
        return self._activate(value + self.residual[b, k, y, x])

    def blocked(self, value: Expr, b: Expr, kq: Expr, y: Expr, x: Expr, kl: Expr) -> Expr:  # noqa: PLR0917
        """The whole epilogue at NCHW16c output ``[b, kq, y, x, kl]`` (the residual in
        NCHW16c too): one arguments per axis, as ``te.compute`` calls a finalize."""
        value = self.per_channel(value, kq * BLOCK + kl)
        if self.residual is None:
            return value
        return self._activate(value + self.residual[b, kq, y, x, kl])

    def _activate(self, value: Expr) -> Expr:
        if self.activation == "relu":
            return te.max_(value, 0.0)
        if self.activation == "relu6":
            return te.min_(te.max_(value, 0.0), 6.0)
        return value


def conv_epilogue(
    epilogue: str, out_shape: Sequence[int], dtype: str = "float32", *, blocked: bool = False
) -> ConvEpilogue | None:
    """The epilogue of a convolution with output shape ``out_shape``.

    Args:
        epilogue: One of :data:`compiler.ops.CONV_EPILOGUES`.
        out_shape: ``(n, k, oh, ow)``, or ``(n, k/16, oh, ow, 16)`` when ``blocked``.
        dtype: Element type of the inputs it reads.
        blocked: The output (and so the residual) is in NCHW16c.

    Returns:
        The epilogue, with new placeholders for ``bias[k]`` and, when it adds one,
        ``residual`` of the output's shape; None for ``none``.
    """
    if epilogue == "none":
        return None
    channels = out_shape[1] * BLOCK if blocked else out_shape[1]
    bias = te.placeholder((channels,), "bias", dtype)
    residual = None
    if conv_epilogue_has_residual(epilogue):
        residual = te.placeholder(tuple(out_shape), "residual", dtype)
    activation = epilogue.rpartition("_")[2] if epilogue.endswith(("_relu", "_relu6")) else ""
    return ConvEpilogue(bias, residual, activation)


def block_candidates(extent: int, preferred: tuple[int, ...]) -> tuple[int, ...]:
    """Block sizes worth trying for an axis of ``extent``: the preferred ones that fit, and
    the extent itself when it is smaller than the largest preferred size."""
    out = [v for v in preferred if v <= extent]
    if extent < max(preferred) and extent not in out:
        out.append(extent)
    return tuple(sorted(set(out)))


def lane_candidates(target: Target) -> tuple[int, ...]:
    """Channel blocks for the vectorized axis: one native vector, half and two of them."""
    lanes = target.vector_lanes("float32")
    return tuple(v for v in (lanes, 2 * lanes, lanes // 2) if v >= 4)


def blocked_layouts(w: Workload) -> tuple[bool, bool]:
    """Whether the data and the output of conv2d workload ``w`` are in NCHW16c."""
    return w.get("layout_in") == NCHW16C, w.get("layout_out") == NCHW16C


def register_tiles(p: ConvShape, kbs: Sequence[int], target: Target) -> list[tuple[int, ...]]:
    """``(kb, tile_oh, tile_ow)`` register tiles whose accumulators fit in the vector
    registers next to the tile's weight vectors and the broadcast input. Larger tiles
    spill every FMA's accumulator and unroll into huge code: a 14x4-pixel tile of 32
    channels on AVX2 took 5 s to compile and ran at a fraction of a fitting one's speed;
    with 28 accumulators, four weight vectors (64 channels on AVX-512) spill too."""
    lanes = target.vector_lanes("float32")
    widths = block_candidates(p.ow, (1, 2, 3, 4, 5, 6, 7, 8, 14, 16, 28))
    return [
        (kb, oh, ow)
        for kb in kbs
        for oh in block_candidates(p.oh, (1, 2, 4))
        for ow in widths
        if (oh * ow + 1) * math.ceil(kb / lanes) + 1 <= target.vector_registers()
    ]


def blocked_out_channels(p: ConvShape, target: Target) -> tuple[int, ...]:
    """Output channels of a register tile that stores an NCHW16c output: one or two
    blocks, and three with 16-lane vectors (three weight vectors feed 7 pixels, 21 FMAs
    for 10 loads, where two feed 14 FMAs for 9 on a 7-pixel row: ResNet-50's 7x7
    layers). A last tile past the output's blocks computes zeros it does not store."""
    if target.vector_lanes("float32") >= BLOCK and p.k >= 3 * BLOCK:
        return (BLOCK, 2 * BLOCK, 3 * BLOCK)
    return (BLOCK, 2 * BLOCK)


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
        kb = 2 * BLOCK if p.k >= 2 * BLOCK and lanes >= BLOCK else BLOCK
    pixels = min((target.vector_registers() - 4) // math.ceil(kb / lanes), 14)
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
        tile_default: dict[str, KnobValue] = {
            "register_tile": max(
                fitting, key=lambda t: (t[1] * t[2] * math.ceil(t[0] / lanes), -t[0])
            )
            if fitting
            else tiles[0]
        }
    else:
        tile_ow = block_candidates(p.ow, (1, 2, 4, 7, 8, 14, 16, 28))
        tile_oh = block_candidates(p.oh, (1, 2, 4))
        tile_knobs = (
            choice_knob("tile_k", lane_candidates(target)),
            choice_knob("tile_ow", tile_ow),
            choice_knob("tile_oh", tile_oh),
        )
        tile_default = {"tile_k": kb, "tile_ow": _closest(tile_ow, pixels), "tile_oh": 1}
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
        pass_default = {"c_passes": 1, "prefetch": 1}
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
    # A 1x1 conv without padding reads its input as it is (each output pixel's channels
    # are one broadcast load apart per plane): packing it costs a pass over the input and
    # gains nothing (ResNet-50's 1x1 layers: 1.3-2x faster unpacked).
    pack = 0 if p.r == p.s == 1 and p.pad == 0 else 1
    default: dict[str, KnobValue] = {
        **tile_default,
        **pass_default,
        "tile_c": _closest(tile_c, 16),
        "reduce_order": "crs",
        # Unpacked NCHW input is read with its last tile's loads masked; unrolled, those
        # masked loads spill a 12-accumulator tile out of AVX2's 16 registers (ResNet-50's
        # 1024->256 14x14 layer, AVX2, interleaved: 44 GFLOP/s unrolled by 4, 131 not).
        # Blocked input has no tail to mask: unrolled, ResNet-50's 1x1 layers ran 6-8%
        # faster on AVX2.
        "unroll_c": 1 if pack == 0 and not blocked_in and target.vector_registers() <= 16 else 4,
        # Enough output-channel blocks to share among threads, else split the rows.
        "outer_order": "ky" if p.groups * math.ceil(p.kg / kb) >= 4 else "yk",
        "parallel": "outer",
        "pack_data": pack,
        "parallel_pack": pack_parallel_default(p),
        # No unpack stage: the tile is stored straight into the NCHW output.
        "out_layout": "direct" if p.groups == 1 else "packed",
    }
    return ConfigSpace(knobs, default)


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


def _closest(candidates: tuple[int, ...], want: int) -> int:
    """The largest candidate <= ``want`` (the smallest candidate if none is)."""
    fitting = [v for v in candidates if v <= want]
    return max(fitting) if fitting else min(candidates)


def _in_range(index: Expr, lo: int, hi: int, lo_trivial: bool, hi_trivial: bool) -> list[Expr]:
    """Conditions ``lo <= index < hi``, leaving out the ones known to hold."""
    conds = []
    if not lo_trivial:
        conds.append(index.ge(lo))
    if not hi_trivial:
        conds.append(index.lt(hi))
    return conds


def pack_data(
    data: Tensor,
    p: ConvShape,
    cb: int,
    tile_oh: int = 1,
    tile_ow: int = 1,
    *,
    blocked: bool = False,
) -> Tensor:
    """``data`` (NCHW, or NCHW16c when ``blocked``) as ``[n, ceil(c/cb), hp, wp, cb]``,
    zero padded.

    ``hp``/``wp`` cover ``pad`` on both sides and, beyond that, every row and
    column read by the last (partial) ``tile_oh x tile_ow`` output tile, so the
    micro-kernel reads in bounds without tail checks (only its store is guarded).
    With groups, each group's channels are padded to whole blocks on their own:
    ``[n, groups * ceil(c/groups/cb), hp, wp, cb]``.
    """
    co_n = math.ceil(p.cg / cb)  # blocks per group
    oh_r = math.ceil(p.oh / tile_oh) * tile_oh
    ow_r = math.ceil(p.ow / tile_ow) * tile_ow
    hp = max(p.h + 2 * p.pad, (oh_r - 1) * p.stride + (p.r - 1) * p.dilation + 1)
    wp = max(p.w + 2 * p.pad, (ow_r - 1) * p.stride + (p.s - 1) * p.dilation + 1)

    def body(b: Expr, co: Expr, y: Expr, x: Expr, ci: Expr) -> Expr:
        ch = within = co * cb + ci
        if p.groups > 1:
            within = co % co_n * cb + ci
            ch = co // co_n * p.cg + within
        conds = _in_range(within, 0, p.cg, True, p.cg % cb == 0)
        conds += _in_range(y, p.pad, p.h + p.pad, p.pad == 0, hp == p.h)
        conds += _in_range(x, p.pad, p.w + p.pad, p.pad == 0, wp == p.w)
        if blocked:
            value = data[b, ch // BLOCK, y - p.pad, x - p.pad, ch % BLOCK]
        else:
            value = data[b, ch, y - p.pad, x - p.pad]
        return te.if_then_else(te.all_(*conds), value, 0.0) if conds else value

    return te.compute((p.n, p.groups * co_n, hp, wp, cb), body, "data_pack")


def unpack(
    packed: Tensor,
    p: ConvShape,
    channels: int,
    kb: int,
    epilogue: PixelFn | None = None,
    *,
    groups: int = 1,
) -> Tensor:
    """``packed`` (``[n, ceil(channels/kb), oh, ow, kb]``) as NCHW ``[n, channels, oh, ow]``,
    with ``epilogue`` applied to each element on the way. With ``groups``, ``packed``
    is ``[n, groups * ceil(channels/groups/kb), oh, ow, kb]`` (each group padded)."""
    per_group = channels // groups
    ko_n = math.ceil(per_group / kb)

    def body(b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        if groups == 1:
            value = packed[b, ch // kb, y, x, ch % kb]
        else:
            within = ch % per_group
            value = packed[b, ch // per_group * ko_n + within // kb, y, x, within % kb]
        return value if epilogue is None else epilogue(value, b, ch, y, x)

    return te.compute((p.n, channels, p.oh, p.ow), body, "out")


def pad_to(array: np.ndarray, shape: Sequence[int]) -> np.ndarray:
    """``array`` zero padded at the end of each axis to ``shape`` (float32)."""
    widths = [(0, want - have) for have, want in zip(array.shape, shape, strict=True)]
    return np.pad(np.asarray(array, dtype=np.float32), widths)


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


def as_arg(array: np.ndarray) -> np.ndarray:
    """``array`` as a C-contiguous float32 array (itself when it already is one)."""
    return np.ascontiguousarray(array, dtype=np.float32)


def blocked_finalize(
    epilogue: ConvEpilogue | None, channels: int, kb: int, groups: int = 1
) -> Callable[[Expr, Expr, Expr, Expr, Expr, Expr], Expr] | None:
    """The ``finalize`` of a stage in NCHW[kb]c layout (``[n, C/kb, oh, ow, kb]``, each
    of ``groups`` padded on its own): the bias (and the activation, when no residual
    follows) in the store of the register tile, where it is one vector load per tile
    row, not one broadcast per pixel in the unpack stage. The channels padded up to a
    multiple of ``kb`` read no bias."""
    if epilogue is None:
        return None
    per_group = channels // groups
    ko_n = math.ceil(per_group / kb)

    # One argument per axis of the blocked layout, as te.compute calls finalize.
    def finalize(acc: Expr, b: Expr, ko: Expr, y: Expr, x: Expr, ki: Expr) -> Expr:  # noqa: PLR0917
        ch = within = ko * kb + ki
        if groups > 1:
            within = ko % ko_n * kb + ki
            ch = ko // ko_n * per_group + within
        valid = None if per_group % kb == 0 else within.lt(per_group)
        return epilogue.per_channel(acc, ch, valid)

    return finalize


def residual_part(epilogue: ConvEpilogue | None) -> PixelFn | None:
    """What the unpack stage after :func:`blocked_finalize` applies: the residual add
    (read contiguously, like the output is written) and the activation after it."""
    return epilogue.per_pixel if epilogue is not None and epilogue.residual is not None else None


def schedule_pack(s: Stage, parallel: bool, lanes: int) -> None:
    """A packing stage: its longest outer (block) loop goes outermost, on all threads when
    ``parallel``; the innermost (channel block) loop is vectorized: contiguous stores,
    strided loads (gathers)."""
    outer = s.leaf_axes[:-2]
    par = max(outer, key=lambda a: a.extent)
    s.reorder(par, *(a for a in outer if a is not par))
    if parallel:
        s.parallel(par)
    _vectorize_inner(s, s.leaf_axes[-1], lanes)


def schedule_unpack(s: Stage, kb: int, parallel: bool, lanes: int) -> None:
    """The NCHW[kb]c -> NCHW copy, rows outermost (on all threads when ``parallel``),
    vectorized along the row (contiguous stores, loads strided by ``kb``).

    Splitting channels by ``kb`` turns the packed index ``(ch // kb, ch % kb)`` into
    plain loop variables.
    """
    b, ch, y, x = s.leaf_axes
    cho, chi = s.split(ch, kb)
    s.reorder(y, b, cho, chi, x)
    if parallel:
        s.parallel(y)
    _vectorize_inner(s, x, lanes)


def _vectorize_inner(s: Stage, axis: IterVar, lanes: int) -> None:
    """Vectorizes ``axis`` (split to at most ``lanes`` first) when the renderer can emit
    the strided accesses a layout change needs."""
    if not STRIDED_VECTOR_ACCESS:
        return
    if axis.extent > lanes:
        _, axis = s.split(axis, lanes)
    s.vectorize(axis)


def pack_parallel_default(p: ConvShape) -> int:
    """Default of ``parallel_pack``: each parallel stage starts its threads (tens of
    microseconds, more on a busy machine), which costs more than copying an input
    below a few MiB on one thread (measured: 1.15 vs 1.70 ms on the 56x56x64 conv)."""
    return int(p.n * p.c * p.h * p.w >= 1 << 20)


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
            conds = _in_range(within, 0, p.kg, True, p.kg % kb == 0)
            conds += _in_range(ic, 0, p.cg, True, p.cg % cb == 0)
            value = weight[oc, ic, i, j]
            return te.if_then_else(te.all_(*conds), value, 0.0) if conds else value

        weight_pack = te.compute(packed_shape, weight_body, "weight_pack")
    out_shape = (p.n, p.k // BLOCK, p.oh, p.ow, BLOCK) if blocked_out else (p.n, p.k, p.oh, p.ow)
    epilogue = conv_epilogue(str(w.get("epilogue")), out_shape, blocked=blocked_out)
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
    if direct and p.groups > 1:
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


TEMPLATE = Template(op="conv2d", space=space, schedule=schedule, prepack=prepack)
