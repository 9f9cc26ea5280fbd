"""winograd_conv2d template: a 3x3 convolution as Winograd F(m x m, 3 x 3), stride 1 or 2.

The output is cut into ``m x m`` tiles (knob ``m``: 2, 4 or 6 at stride 1, ``alpha = m +
2``; 2, 3 or 4 at stride 2, ``alpha = 2m + 1``, the sum of the stride's phases), each
computed from an ``alpha x alpha`` input tile, ``m * stride`` pixels from the next
(:mod:`compiler.winograd`)::

    V[i, j, t, c] = (B^T d_{t,c} B)[i, j]              input transform   "wg_in"
    M[i*alpha + j, t, k] = sum_c V[i, j, t, c] U[i*alpha + j, c, k]       "wg_prod"
    out[tile t, k] = A^T M[., t, k] A  (+ epilogue)      output transform  "out"

``U = G g G^T`` are the weights, transformed once when the model is compiled (float64
in numpy, :func:`prepack`; the variant without prepacking transforms them in the kernel,
"wg_weight", in float32: it is what the checks run, not what is tuned). The
``alpha^2`` products are a batch of GEMMs ``[tiles x C] @ [C x K]`` through the tuned
BLIS schedule of :mod:`compiler.templates.gemm` (its knobs are this space's, the batch
of positions is the outermost loop); U is the constant operand B, prepacked in its
panels ``[alpha^2][ceil(K/nr)][C][nr]``; V the operand A, read in place or packed per
cache block (``pack_a``). With few tiles (a 7x7 output has 16 of F(2x2)) each weight
serves only that many multiply-adds, so the products stream U from DRAM: knob
``prefetch_b`` prefetches the next panel while one is computed.

Orientation and layouts: tiles are GEMM rows and channels its columns, so both
transforms are vectorized along the channels, as NCHW16c lays them out: the input
transform reads an input pixel's 16 channels with one load and writes rows of ``V``
(``[tile][C]``) with contiguous stores; the product writes ``M[pos][tile][K]`` rows; the
output transform reads them and stores one vector per output pixel and block, with the
conv2d epilogue (bias, residual, activation, ``act``) applied on the way
(:mod:`compiler.templates.epilogue`). NCHW data and output work too (strided vector
accesses), for layers the model lowering does not block.

Stages over all tiles, or per block of tile rows (knob ``parallel``: ``fused<r>``). Over
all tiles, each stage is its own parallel loop and ``V`` and ``M`` are full workspaces: on
ResNet-50's 56x56x64 layer (F(4x4)) 1.8 MB each, written and read back through the L3.
On a shared host the L3 is not ours: in a Zen 4 VM's slow spells that layer took 2.2x
as long (0.41 -> 0.91 ms) while direct convolutions slowed 1.1x. Fused (``r`` rows), the
output's loop over blocks of ``r`` tile rows is the parallel one, and the input
transform and the products of a block are computed inside it (``compute_at``; the
products keep their reduction whole) into scratch that holds one block
(``Stage.fold(per_thread=True)``: an array on the stack of the thread running the
block, 258 KB for one row of that layer), so a block's V and M are read back from L2
and the same scratch serves the thread's next block. The price: every block reads all
of ``U``, and the products run per block on one thread (fewer rows per GEMM). Within a
tile each transform is one unrolled loop body per tile and channel vector that keeps
the whole ``alpha x alpha`` tile in registers. Both are separable and
written so (``B^T (d B)``, ``A^T (M A)``): a row sum is the same expression for every
row of the result, computed once in the unrolled body. Computing the 1-D half as an
elementwise stage ``compute_at`` the tile loop was tried first, but such a region is
written to a full-size workspace: a pass over ``V``'s size for nothing. A
transform's coefficients are constants: its rows are a chain of selects on the
unrolled tile coordinates, which the renderer folds to the few nonzero terms of each
row. The input is first copied, zero padded around the image and past the last whole
tile, in channel blocks (conv2d's ``data_pack``), so the transform reads in bounds
with contiguous vector loads and no guards.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from compiler import te
from compiler.layout import BLOCK, NCHW16C
from compiler.ops import conv_out_size
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, Knob, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.conv_shapes import MIN_USED, ConvShape
from compiler.templates.epilogue import conv_epilogue
from compiler.templates.gemm import (
    PARALLEL,
    ROWS_OUTSIDE_BATCH,
    ceil_div,
    gemm_registers,
    gemm_space,
    schedule_gemm,
    schedule_packs,
)
from compiler.templates.matmul import pack_b
from compiler.templates.packing import as_arg, pack_data, schedule_pack
from compiler.templates.registers import tile_registers
from compiler.winograd import TILES_BY_STRIDE, R, transform_weight, transforms, window
from compiler.workload import Workload

#: Default tile: F(4x4, 3x3) (2.25x fewer multiplies than direct at stride 1, 1.8x at
#: stride 2; F(6x6) has 4x fewer but a larger float32 error and tiles that waste more of
#: small images).
DEFAULT_M = 4
#: Outputs of at most this many pixels default to F(2x2): with few tiles (GEMM rows) the
#: products stream the transformed weights, ``alpha^2 / 9`` times the direct ones (16/9
#: for m=2, 4 for m=4). ResNet-50's 512-channel 7x7 layer, interleaved: 2.08 ms with
#: m=2, 2.47 with m=4; its 14x14 one 2.31 vs 2.46 and 1.90 vs 2.26. Its stride-2 layers
#: (AVX2, weights evicted): 28x28 output 2.05 ms with m=2, 2.23 with m=3, 2.03 with m=4;
#: 14x14 1.98, 2.59 and 3.57.
SMALL_OUTPUT = 14 * 14
#: Products of at most this many rows (tiles) prefetch the next panel of the transformed
#: weights (knob ``prefetch_b``) by default: each weight serves that many multiply-adds,
#: too few to hide its load from DRAM. ResNet-50's 7x7 layers (16 tiles), tuned configs,
#: weights evicted, AVX-512: 0.664 -> 0.546 ms at stride 1 and 0.969 -> 0.794 at stride
#: 2; with 49 tiles or more it moved them by -6% to +10%.
PREFETCH_ROWS = 32
#: Values of knob ``parallel`` that run the three stages per block of ``r`` rows of tiles
#: (the largest divisor of the tile rows up to ``r``), the blocks on all threads, so a
#: block's ``V`` and ``M`` are read back from L2 (see the module docstring).
FUSED = {"fused1": 1, "fused2": 2, "fused4": 4}
#: Most bytes of a fused block's scratch (V and M, on each thread's stack; threads get
#: 8 MiB of stack by default on Linux).
FUSED_SCRATCH_MAX = 1 << 20


@dataclass(frozen=True, slots=True)
class WinogradShape:
    """The sizes of a winograd_conv2d workload with tile ``m``."""

    n: int
    c: int
    h: int
    w: int
    k: int
    pad: int
    m: int
    stride: int = 1

    @classmethod
    def of(cls, w: Workload, m: int) -> WinogradShape:
        """The shape of workload ``w`` with output tiles of ``m x m``."""
        n, c, h, wd, k, pad, stride = (
            w.get_int(name) for name in ("n", "c", "h", "w", "k", "pad", "stride")
        )
        return cls(n, c, h, wd, k, pad, m, stride)

    @property
    def oh(self) -> int:
        """Output height."""
        return conv_out_size(self.h, R, self.stride, self.pad)

    @property
    def ow(self) -> int:
        """Output width."""
        return conv_out_size(self.w, R, self.stride, self.pad)

    @property
    def alpha(self) -> int:
        """Input tile size: ``m + 2``, or ``2m + 1`` at stride 2."""
        return window(self.m, self.stride)

    @property
    def th(self) -> int:
        """Tile rows per image."""
        return ceil_div(self.oh, self.m)

    @property
    def tw(self) -> int:
        """Tile columns per image."""
        return ceil_div(self.ow, self.m)

    @property
    def tiles(self) -> int:
        """Tiles in the batch: the GEMM rows."""
        return self.n * self.th * self.tw

    @property
    def used(self) -> float:
        """The fraction of the outputs the tiles compute that are in the output (the rest
        are past its last row or column)."""
        return self.oh * self.ow / (self.th * self.tw * self.m * self.m)


def tiles_worth_trying(w: Workload) -> tuple[int, ...]:
    """The tile sizes ``m`` of the workload's stride (:data:`TILES_BY_STRIDE`) whose
    tiles put at least :data:`MIN_USED` of their work into the output (the one that
    wastes least where none does).

    A tile past the image's edge costs its whole transform and products for a few
    outputs: on a 7x7 output F(6x6) computes 144 outputs for 49, on 14x14 324 for 196.
    ResNet-50's 7x7 and 14x14 layers, tuned on AVX2: m=6 reached 32 and 123 GFLOP/s
    against m=2's 103 and 225, and an m=6 kernel takes 5 s to build against m=2's 0.5.
    """
    tiles = TILES_BY_STRIDE[w.get_int("stride")]
    used = {m: WinogradShape.of(w, m).used for m in tiles}
    worth = tuple(m for m in tiles if used[m] >= MIN_USED)
    return worth or (max(tiles, key=lambda m: (used[m], -m)),)


def blocked_layouts(w: Workload) -> tuple[bool, bool]:
    """Whether the data and the output of ``w`` are in NCHW16c."""
    return w.get("layout_in") == NCHW16C, w.get("layout_out") == NCHW16C


def space(w: Workload, target: Target) -> ConfigSpace:
    """The GEMM space of the products (trimmed to the most tiles, those of ``m = 2``),
    the tile knob ``m`` (:func:`tiles_worth_trying`) and ``prefetch_b``: 1 prefetches,
    with each read of the transformed weights, the panel the next micro-tile column
    reads (into L2), so it streams from DRAM while this one computes (configs recorded
    before the knob existed mean 0)."""
    p = WinogradShape.of(w, min(TILES_BY_STRIDE[w.get_int("stride")]))
    lanes = target.vector_lanes("float32")
    worth = tiles_worth_trying(w)
    base = gemm_space(
        p.tiles,
        p.k,
        p.c,
        lanes,
        extra=(choice_knob("m", worth), choice_knob("prefetch_b", (0, 1), implied=0)),
        registers=target.vector_registers(),
        constant_b=True,
    )
    # Two more splits over threads: the products by tiles, as the transforms split; and
    # all three stages per block of tile rows (FUSED).
    splits = (*PARALLEL, ROWS_OUTSIDE_BATCH, *FUSED)
    knobs = tuple(
        choice_knob("parallel", splits) if kn.name == "parallel" else kn for kn in base.knobs
    )
    default: dict[str, KnobValue] = dict(base.default().knobs)
    preferred = 2 if p.oh * p.ow <= SMALL_OUTPUT else DEFAULT_M
    m = preferred if preferred in worth else worth[0]
    default["m"] = m
    rows = WinogradShape.of(w, m).tiles
    default["prefetch_b"] = 1 if rows <= PREFETCH_ROWS else 0
    if default["parallel"] == "m" and rows * (p.c + p.k) > p.c * p.k:
        # Many tiles: split the products by tiles, as the transforms split, so no thread
        # reads the V rows or writes the M rows of another's tiles; each then streams all
        # of U, which is the smaller (ResNet-50's 56x56x64 layer, m=4, 2 threads on a
        # Xeon: 0.49 -> 0.43 ms; its 28x28x128 one, 49 tiles, was slower so: 0.45 ->
        # 0.48-0.53).
        default["parallel"] = ROWS_OUTSIDE_BATCH
        default.update(_fused_default(WinogradShape.of(w, m), knobs, target.vector_registers()))
    # V is written in GEMM rows (a tile's channels contiguous): packing it again is a pass
    # over V for nothing. ResNet-50's 56x56, 28x28 and 14x14 layers, m=4, interleaved:
    # 2.56 -> 2.30, 1.77 -> 1.55, 2.31 -> 2.24 ms.
    default["pack_a"] = 0
    return ConfigSpace(knobs, default)


def _fused_default(p: WinogradShape, knobs: Sequence[Knob], registers: int) -> dict[str, KnobValue]:
    """The fused split (one row of tiles a block) for a default that splits by tiles,
    with a micro-tile of a whole divisor of the row's tiles (no V rows past the block)
    and as many vectors as the registers hold; nothing where no divisor of 4 or more is
    a micro-tile height. ResNet-50's 56x56x64 layer (F(4x4), 14 tiles a row), weights
    evicted, a Zen 4 VM: AVX-512 0.414 -> 0.392 ms (0.56 -> 0.42 in a slow spell), the
    AVX2 build 0.730 -> 0.699; with the 6-row micro-tile, 0.61."""
    candidates = {kn.name: kn.candidates for kn in knobs}
    heights = [r for r in candidates["mr"] if isinstance(r, int) and r >= 4 and p.tw % r == 0]
    for mr in sorted(heights, reverse=True):
        fits = [v for v in candidates["nv"] if isinstance(v, int)
                and tile_registers(mr, v) <= registers]  # fmt: skip
        probe = Config({"mr": mr, "mc_tiles": 1, "parallel": "fused1"})
        if fits and fused_rows(p, probe) == 1:
            return {"parallel": "fused1", "mr": mr, "nv": max(fits), "mc_tiles": 1}
    return {}


def _combine(coefs: np.ndarray, term: Callable[[int], Expr]) -> Expr:
    """``sum_a coefs[a] * term(a)`` over the nonzero coefficients (no multiply by +-1)."""
    terms: list[tuple[float, Expr]] = []
    for a, v in enumerate(coefs):
        if v != 0:
            x = term(a)
            terms.append((float(np.sign(v)), x if abs(v) == 1 else x * float(abs(v))))
    assert terms, "a transform row is all zeros"
    sign, out = terms[0]
    out = out if sign > 0 else -out
    for sign, x in terms[1:]:
        out = out + x if sign > 0 else out - x
    return out


def _rows(matrix: np.ndarray, index: Expr, term: Callable[[int], Expr]) -> Expr:
    """Row ``index`` of ``matrix`` applied to ``term``: a select over the rows, which
    folds to one row where ``index`` is a constant (an unrolled loop)."""
    out = _combine(matrix[-1], term)
    for i in range(matrix.shape[0] - 2, -1, -1):
        out = te.select(index.eq(i), _combine(matrix[i], term), out)
    return out


def prepack(
    w: Workload, cfg: Config, target: Target, inputs: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """The prepacked kernel's arguments from the logical inputs (``data, weight[,
    bias][, residual]``): the weights transformed (float64, :func:`transform_weight`)
    and, with ``pack_b=1``, in the GEMM's panels ``[alpha^2][ceil(K/nr)][C][nr]``."""
    data, weight, *rest = inputs
    u = transform_weight(np.asarray(weight), cfg.get_int("m"), w.get_int("stride"))
    if cfg.get_int("pack_b"):
        nr = cfg.get_int("nv") * target.vector_lanes("float32")
        u = np.stack([pack_b(u[pos], nr) for pos in range(u.shape[0])])
    return [as_arg(data), as_arg(u), *(as_arg(x) for x in rest)]


def schedule(
    w: Workload, cfg: Config, target: Target, *, prepacked: bool = False
) -> tuple[Schedule, list[Tensor]]:
    """The Winograd convolution for config ``cfg`` (see the module docstring).

    Args:
        w: The winograd_conv2d workload.
        cfg: A config of its space.
        target: The target.
        prepacked: The weights come transformed (:func:`prepack`): no weight stage.

    Returns:
        The schedule and the kernel's tensors ``data, weight[, bias][, residual], out``.
    """
    p = WinogradShape.of(w, cfg.get_int("m"))
    at, g, bt = transforms(p.m, p.stride)
    blocked_in, blocked_out = blocked_layouts(w)
    lanes = target.vector_lanes("float32")
    mr, nr = cfg.get_int("mr"), cfg.get_int("nv") * lanes
    alpha, m, tiles = p.alpha, p.m, p.tiles
    positions = alpha * alpha

    data_shape = (p.n, p.c // BLOCK, p.h, p.w, BLOCK) if blocked_in else (p.n, p.c, p.h, p.w)
    data = te.placeholder(data_shape, "data")

    # The input zero padded around the image and past the last whole tile, in channel
    # blocks: the transform reads every tile in bounds, a vector of channels a load.
    cb = BLOCK if blocked_in else lanes
    padded = pack_data(
        data,
        ConvShape(p.n, p.c, p.h, p.w, p.k, R, R, p.stride, p.pad, 1),
        cb,
        m,
        m,
        blocked=blocked_in,
    )
    step = m * p.stride  # input pixels between tiles

    def v_body(i: Expr, j: Expr, t: Expr, c: Expr) -> Expr:
        b, ty, tx = t // (p.th * p.tw), t // p.tw % p.th, t % p.tw

        def tile(a: int, col: int) -> Expr:
            return padded[b, c // cb, ty * step + a, tx * step + col, c % cb]

        # B^T d B as B^T (d B): each (a, j) row sum is the same expression (one object)
        # for every i, computed once in the unrolled body.
        row_sums = [_rows(bt, j, functools.partial(tile, a)) for a in range(alpha)]
        return _rows(bt, i, row_sums.__getitem__)

    v = te.compute((alpha, alpha, tiles, p.c), v_body, "wg_in")

    # The weights U[pos, c, k]: given (prepacked, in panels with pack_b) or transformed here.
    packed_b = bool(cfg.get_int("pack_b"))
    stages_u: list[Tensor] = []
    if prepacked:
        if packed_b:
            weight = te.placeholder((positions, ceil_div(p.k, nr), p.c, nr), "weight")

            def b_at(pos: Expr, r: Expr, k: Expr) -> Expr:
                return weight[pos, k // nr, r, k % nr]

        else:
            weight = te.placeholder((positions, p.c, p.k), "weight")

            def b_at(pos: Expr, r: Expr, k: Expr) -> Expr:
                return weight[pos, r, k]

    else:
        weight = te.placeholder((p.k, p.c, R, R), "weight")
        u = te.compute(
            (alpha, alpha, p.c, p.k),
            lambda i, j, c, k: _rows(g, i, lambda a: _rows(g, j, lambda col: weight[k, c, a, col])),
            "wg_weight",
        )
        stages_u.append(u)

        def b_at(pos: Expr, r: Expr, k: Expr) -> Expr:
            return u[pos // alpha, pos % alpha, r, k]

    packs: list[Tensor] = []
    rows = fused_rows(p, cfg)
    if cfg.get_int("pack_a") and not rows:  # fused: V read in place, from the block's scratch
        pa = te.compute(
            (positions, ceil_div(tiles, mr), p.c, mr),
            lambda pos, io, r, ii: te.if_then_else(
                io * mr + ii < tiles, v[pos // alpha, pos % alpha, io * mr + ii, r], 0.0
            ),
            "wg_PA",
        )
        packs.append(pa)

        def a_at(pos: Expr, t: Expr, r: Expr) -> Expr:
            return pa[pos, t // mr, r, t % mr]

    else:

        def a_at(pos: Expr, t: Expr, r: Expr) -> Expr:
            return v[pos // alpha, pos % alpha, t, r]

    r = te.reduce_axis(p.c, "r")
    prod = te.compute(
        (positions, tiles, p.k),
        lambda pos, t, k: te.sum(a_at(pos, t, r.var) * b_at(pos, r.var, k), axis=r),
        "wg_prod",
    )

    def value(b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
        # A^T M A as A^T (M A): each (i, x % m) sum is the same expression (one object)
        # for every row of the tile, computed once in the unrolled body.
        t = (b * p.th + y // m) * p.tw + x // m

        def product(i: int, j: int) -> Expr:
            return prod[i * alpha + j, t, k]

        col_sums = [_rows(at, x % m, functools.partial(product, i)) for i in range(alpha)]
        return _rows(at, y % m, col_sums.__getitem__)

    out_shape = (p.n, p.k // BLOCK, p.oh, p.ow, BLOCK) if blocked_out else (p.n, p.k, p.oh, p.ow)
    epilogue = conv_epilogue(
        str(w.get("epilogue")), out_shape, blocked=blocked_out, act=str(w.get("act"))
    )
    if blocked_out:

        def out_body(b: Expr, kq: Expr, y: Expr, x: Expr, kl: Expr) -> Expr:
            val = value(b, kq * BLOCK + kl, y, x)
            return epilogue.blocked(val, b, kq, y, x, kl) if epilogue else val

        out = te.compute(out_shape, out_body, "out")
    else:

        def out_nchw(b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
            val = value(b, k, y, x)
            return epilogue(val, b, k, y, x) if epilogue else val

        out = te.compute(out_shape, out_nchw, "out")

    s = Schedule([out])
    threads = cfg.get_str("parallel") != "none"
    schedule_pack(s[padded], threads, lanes)
    _schedule_input(s, v, cb, lanes, threads=rows == 0)
    for stage in stages_u:
        _schedule_weight(s, stage, lanes)
    schedule_packs(s, packs, lanes, threads and rows == 0)
    pos_axis, t_axis, k_axis = prod.compute_op.axes
    schedule_gemm(
        s,
        prod,
        t_axis,
        k_axis,
        prod.compute_op.reduce_axes[0],
        cfg=cfg,
        lanes=lanes,
        batch=pos_axis,
        packs=packs,
        prefetch=weight if prepacked and cfg.knobs.get("prefetch_b") == 1 else None,
        # Fused, the blocks are on the threads; a fused split whose scratch would not fit
        # a stack runs unfused, its products split as the default splits them.
        parallel="none" if rows else "m" if cfg.get_str("parallel") in FUSED else None,
    )
    if rows:
        block = _schedule_output_fused(s, out, m, rows, lanes, blocked=blocked_out)
        for scratch, tile_dim in ((v, 2), (prod, 1)):
            s[scratch].compute_at(s[out], block)
            # One block of V and M a thread, on its stack: read back from L1/L2 and
            # reused block after block, never written back to L3.
            s[scratch].fold(tile_dim, block_entries(p, rows, cfg), per_thread=True)
    else:
        by_tiles = cfg.get_str("parallel") == ROWS_OUTSIDE_BATCH
        _schedule_output(s, out, m, lanes, blocked_out, by_tiles=by_tiles)
    return s, [data, weight, *(epilogue.inputs if epilogue else []), out]


def block_entries(p: WinogradShape, rows: int, cfg: Config) -> int:
    """Tiles a fused block's V and M keep: the rows the block's products span, its
    ``rows * tw`` tiles rounded up to whole micro-tiles (``mr``) in whole cache blocks
    (``mc_tiles``), as :func:`~compiler.templates.gemm.schedule_gemm` splits them (the
    last micro-tiles read V rows past the block; their results are not stored)."""
    micro = ceil_div(rows * p.tw, cfg.get_int("mr"))
    per_block = min(cfg.get_int("mc_tiles"), micro)
    return ceil_div(micro, per_block) * per_block * cfg.get_int("mr")


def scratch_bytes(p: WinogradShape, rows: int, cfg: Config) -> int:
    """Bytes of a fused block's V and M (per thread, on its stack)."""
    return p.alpha * p.alpha * block_entries(p, rows, cfg) * (p.c + p.k) * 4


def fused_rows(p: WinogradShape, cfg: Config) -> int:
    """Rows of tiles per fused block (``parallel=fused<r>``): the largest divisor of the
    tile rows up to ``r`` whose scratch fits :data:`FUSED_SCRATCH_MAX`, so every block
    is whole; 0 unfused (also where one row's scratch is too large)."""
    wanted = FUSED.get(cfg.get_str("parallel"), 0)
    fits = [
        r
        for r in range(1, wanted + 1)
        if p.th % r == 0 and scratch_bytes(p, r, cfg) <= FUSED_SCRATCH_MAX
    ]
    return max(fits, default=0)


def redundant(w: Workload, cfg: Config, target: Target) -> str | None:
    """A fused config (``parallel=fused<r>``) builds the kernel of another: where ``r``
    is not the block it gets (the tile rows' largest divisor up to it, within the
    scratch limit), or with ``pack_a=1`` (fused, V is read in place)."""
    split = cfg.get_str("parallel")
    if split not in FUSED:
        return None
    p = WinogradShape.of(w, cfg.get_int("m"))
    rows = fused_rows(p, cfg)
    if rows == 0:
        need = scratch_bytes(p, 1, cfg) >> 10
        return f"parallel={split}: one row of tiles needs {need} KiB of scratch, over the limit"
    if FUSED[split] != rows:
        return f"parallel={split} builds blocks of {rows} tile rows: the kernel of fused{rows}"
    if cfg.get_int("pack_a"):
        return f"pack_a=1 is not read with parallel={split}: the same kernel as pack_a=0"
    return None


def _schedule_input(s: Schedule, v: Tensor, cb: int, lanes: int, *, threads: bool) -> None:
    """Tiles on all threads (``threads``; else the block's, fused); per tile and channel
    vector, the whole transform unrolled. The channels split by the padded input's block
    ``cb`` first, so a vector's index in it is plain loop variables (contiguous loads,
    not gathers)."""
    sv = s[v]
    i, j, t, c = sv.leaf_axes
    co, cr = sv.split(c, cb)
    cv, ci = sv.split(cr, lanes)
    sv.reorder(t, co, cv, i, j, ci)
    sv.unroll(i)
    sv.unroll(j)
    sv.vectorize(ci)
    if threads:
        sv.parallel(t)


def _schedule_weight(s: Schedule, u: Tensor, lanes: int) -> None:
    """The in-kernel weight transform (not the tuned kernel's): positions unrolled,
    output channels vectorized."""
    su = s[u]
    i, j, c, k = su.leaf_axes
    ko, ki = su.split(k, lanes)
    su.reorder(c, ko, i, j, ki)
    su.unroll(i)
    su.unroll(j)
    su.vectorize(ki)
    su.parallel(c)


def _output_axes(
    so: Stage, lanes: int, *, blocked: bool
) -> tuple[IterVar, IterVar, IterVar, IterVar, list[IterVar]]:
    """The output's image, channel block, row and column loops, and the loops within a
    channel block (its vectors, then the lanes of one)."""
    if blocked:
        b, kq, y, x, kl = so.leaf_axes
        kv, ki = so.split(kl, lanes)
        return b, kq, y, x, [kv, ki]
    b, k, y, x = so.leaf_axes
    kq, ki = so.split(k, lanes)
    return b, kq, y, x, [ki]


def _unrolled_tile(
    so: Stage, y: IterVar, x: IterVar, m: int, lanes_loop: IterVar
) -> tuple[IterVar, IterVar, IterVar, IterVar]:
    """Rows and columns split into ``m x m`` tiles, a tile unrolled, the lanes vectorized:
    the tile rows, rows in a tile, tile columns and columns in a tile."""
    yo, yi = so.split(y, m)
    xo, xi = so.split(x, m)
    so.unroll(yi)
    so.unroll(xi)
    so.vectorize(lanes_loop)
    return yo, yi, xo, xi


def _schedule_output(
    s: Schedule, out: Tensor, m: int, lanes: int, blocked: bool, *, by_tiles: bool
) -> None:
    """Output blocks of channels (and images) on all threads, or rows of tiles
    (``by_tiles``: each thread reads the products of the tiles it multiplied); per tile
    and channel vector, the transform unrolled, with the epilogue in the store."""
    so = s[out]
    b, kq, y, x, inner = _output_axes(so, lanes, blocked=blocked)
    yo, yi, xo, xi = _unrolled_tile(so, y, x, m, inner[-1])
    ki = inner[-1]
    if by_tiles:
        so.reorder(b, yo, kq, xo, *inner[:-1], yi, xi, ki)
        so.parallel(so.fuse(b, yo))
    else:
        so.reorder(b, kq, yo, xo, *inner[:-1], yi, xi, ki)
        so.parallel(so.fuse(b, kq))


def _schedule_output_fused(
    s: Schedule, out: Tensor, m: int, rows: int, lanes: int, *, blocked: bool
) -> IterVar:
    """Blocks of ``rows`` rows of tiles on all threads; returns the block loop, where the
    input transform and the products of the block are computed (``compute_at``)."""
    so = s[out]
    b, kq, y, x, inner = _output_axes(so, lanes, blocked=blocked)
    block, y_in = so.split(y, m * rows)
    yo, yi, xo, xi = _unrolled_tile(so, y_in, x, m, inner[-1])
    ki = inner[-1]
    so.reorder(b, block, yo, kq, xo, *inner[:-1], yi, xi, ki)
    so.parallel(block)
    return block


TEMPLATE = Template(
    op="winograd_conv2d",
    space=space,
    schedule=schedule,
    prepack=prepack,
    registers=gemm_registers,  # the products' micro-tile (the transforms have no knobs)
    redundant=redundant,
)
