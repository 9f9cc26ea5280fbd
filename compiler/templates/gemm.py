"""The BLIS-style GEMM schedule shared by the matmul and batch_matmul templates.

Loop structure for ``C[i, j] = sum_r A[i, r] * B[r, j]``::

    for (mo, no, ko) in the order of knob "order":        # cache blocks mc x nc x kc
      for (jr, ir) or (ir, jr) as knob "inner":           # micro-tiles in a block
        acc[mr][nr] = C tile (or 0)                      # registers
        for k1: for ku (unrolled "unroll_k"):            # kc steps
          for ii (unrolled mr): for jv (unrolled): for jl (vector lanes):
            acc[ii][jv*lanes + jl] += PA[.., r, ii] * PB[.., r, jv*lanes + jl]
        C tile = finalize(acc)                           # masked at the edges

``PA``/``PB`` are A and B packed into zero-padded panels ``[ceil(m/mr)][k][mr]``
and ``[ceil(n/nr)][k][nr]`` (knobs "pack_a", "pack_b"), so the micro-kernel
reads both contiguously and needs no tails. Knob "pack_at" packs each cache
block inside the loop nest right before its use ("block": ``compute_at`` at
the block loop, the panel is still in cache when read) or everything up
front ("top"). matmul's prepacked kernel takes B's panels ready-made instead
(its weights are constants: see :mod:`compiler.templates.matmul`). Knob
"parallel" picks the loop spread over threads: none, the m-block loop, the
n-block loop, or the outer micro loop (finer chunks, one thread launch per
block). Knobs "mr", "nv" (``nr = nv * lanes``), "mc_tiles", "nc_tiles" and
"kc" set the tile sizes; none needs to divide the problem.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from compiler import te
from compiler.schedule import Schedule
from compiler.space import (
    Config,
    ConfigSpace,
    Knob,
    KnobValue,
    candidates_upto,
    choice_knob,
    order_knob,
    pick_at_most,
)
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.registers import tile_registers

MR = (1, 2, 3, 4, 6, 8, 10, 12, 14)
NV = (1, 2, 3, 4)
MC_TILES = (1, 2, 4, 8, 16, 32, 64)
NC_TILES = (1, 2, 4, 8, 16, 32, 64)
KC = (16, 32, 64, 128, 256, 512, 1024, 2048)
UNROLL_K = (1, 2, 4, 8)
INNER = ("nm", "mn")
PARALLEL = ("none", "m", "n", "inner")
#: The ``parallel`` value of a batch of products whose m blocks go outside the batch loop
#: (offered by templates whose neighbouring stages split the rows the same way).
ROWS_OUTSIDE_BATCH = "tiles"
PACK_AT = ("block", "top")


def ceil_div(a: int, b: int) -> int:
    """``ceil(a / b)`` for positive ints."""
    return -(-a // b)


#: Products with fewer rows than the default micro-tile (mr = 6) use each element of a
#: constant B in fewer than 6 multiply-adds: with B prepacked they stream it at memory
#: speed (GEMV-like: dense layers at batch 1).
SMALL_M = 6
#: Elements of B from which such a product spreads its panels over threads: from 2 MiB of
#: float32 weights (about 30 us on one core even from L3) a thread launch pays off.
GEMV_PARALLEL_MIN = 1 << 19


def gemm_space(
    m: int,
    n: int,
    k: int,
    lanes: int,
    extra: Sequence[Knob] = (),
    *,
    registers: int,
    constant_b: bool = False,
) -> ConfigSpace:
    """The GEMM knobs for an ``m x n x k`` product, trimmed to the problem size.

    Args:
        m: Rows of A and C.
        n: Columns of B and C.
        k: The reduction extent.
        lanes: Vector lanes of the element type.
        registers: Vector registers of the target (the default micro-tile fits them).
        extra: Knobs added after the GEMM ones (their default: the first candidate).
        constant_b: B is a constant that the kernel takes prepacked (matmul's weights):
            for ``m < SMALL_M`` the default then streams B's panels on all threads.
    """
    kc = tuple(sorted({*candidates_upto(KC, k - 1), k})) if k > KC[0] else (k,)
    # Each row count and vector count fits 16 registers with the other at 1; combinations
    # that do not (6 x 4 on AVX2) stay in the product space, and the tuner skips them
    # (gemm_registers, LlvmTarget.config_problem).
    knobs = (
        choice_knob("mr", candidates_upto(MR, m)),
        choice_knob("nv", candidates_upto(NV, ceil_div(n, lanes))),
        choice_knob("mc_tiles", candidates_upto(MC_TILES, m)),
        choice_knob("nc_tiles", candidates_upto(NC_TILES, ceil_div(n, lanes))),
        choice_knob("kc", kc),
        choice_knob("unroll_k", candidates_upto(UNROLL_K, k)),
        order_knob("order", "mnk"),
        choice_knob("inner", INNER),
        choice_knob("parallel", PARALLEL),
        choice_knob("pack_a", (0, 1)),
        choice_knob("pack_b", (0, 1)),
        choice_knob("pack_at", PACK_AT),
        *extra,
    )
    by_name = {kn.name: kn.candidates for kn in knobs}
    default: dict[str, KnobValue] = {
        # 6 rows x nv vectors: 6 * nv accumulators + nv B vectors + 1 broadcast of A in
        # the registers: 6 x 4 in AVX-512's 32 zmm, 6 x 2 in AVX2's 16 ymm (6 x 4 spills
        # there: 1024^3 ran at 54 GFLOP/s with 4 vectors, 103 with 2, on a 184 GFLOP/s
        # znver3).
        "mr": pick_at_most(by_name["mr"], 6),
        "nv": pick_at_most(by_name["nv"], (registers - 1) // 7),
        "mc_tiles": pick_at_most(by_name["mc_tiles"], 8),
        "nc_tiles": pick_at_most(by_name["nc_tiles"], 16),
        "kc": pick_at_most(by_name["kc"], 256),
        "unroll_k": pick_at_most(by_name["unroll_k"], 2),  # 4 is no faster and compiles slower
        "order": "nkm",
        "inner": "nm",
        # Below ~4 MFLOP a thread launch costs more than it saves.
        "parallel": "m" if m * n * k >= 128**3 else "none",
        "pack_a": 1 if m * k * n >= 64**3 else 0,
        "pack_b": 1,
        "pack_at": "block",
    }
    if constant_b and m < SMALL_M:
        # A GEMV-like product (a dense layer at batch 1): the run streams the prepacked
        # panels of B once, memory-bound (2 threads: 40 vs 24 GB/s on a 64 MB weight).
        # The single m block has nothing to share among threads, so spread the panels,
        # one a block; A (m rows) is too small to be worth packing.
        nv = default["nv"]
        assert isinstance(nv, int)
        panels = ceil_div(n, nv * lanes)
        default["nc_tiles"] = pick_at_most(by_name["nc_tiles"], 1)
        default["pack_a"] = 0
        default["parallel"] = "n" if n * k >= GEMV_PARALLEL_MIN and panels >= 2 else "none"
    if default["parallel"] == "m":
        default.update(_balanced_split(m, n, lanes, default, by_name))
    for kn in extra:
        default[kn.name] = kn.candidates[0]
    return ConfigSpace(knobs, default)


def gemm_registers(workload: object, cfg: Config, target: Target) -> int:
    """Vector registers of the micro-tile: ``mr x nv`` accumulators, ``nv`` vectors of B
    and the broadcast of A (:mod:`compiler.templates.registers`)."""
    return tile_registers(cfg.get_int("mr"), cfg.get_int("nv"))


#: Threads the default's parallel split is balanced for: the fewest that share a loop
#: (more threads get their split from tuning).
BALANCE_THREADS = 2
#: A split whose threads are busy this fraction of the time is kept.
BALANCED = 0.9


def _busy_fraction(blocks: list[int], threads: int) -> float:
    """How busy ``threads`` are on blocks of these sizes, each taking the next block
    when it is free (the parallel loop's dynamic chunks)."""
    loads = [0] * threads
    for size in blocks:
        loads[loads.index(min(loads))] += size
    return sum(blocks) / (threads * max(loads))


def _blocks(extent: int, tile: int, tiles: int) -> list[int]:
    """Sizes of the cache blocks of ``tiles`` tiles of ``tile`` along ``extent``."""
    step = tile * tiles
    return [min(step, extent - start) for start in range(0, extent, step)]


def _balanced_split(
    m: int, n: int, lanes: int, default: dict[str, KnobValue], by_name: dict[str, tuple]
) -> dict[str, KnobValue]:
    """The parallel loop and its block count for the default: the m blocks unless they
    leave :data:`BALANCE_THREADS` threads idle (49 rows in 48-row blocks run on one
    thread), then the n blocks, then smaller blocks of either (the n blocks first where
    there are few m blocks); the busiest split when none is :data:`BALANCED`."""
    mr, nv = default["mr"], default["nv"]
    assert isinstance(mr, int)
    assert isinstance(nv, int)
    axes = [("m", "mc_tiles", m, mr), ("n", "nc_tiles", n, nv * lanes)]
    mc_tiles = default["mc_tiles"]
    assert isinstance(mc_tiles, int)
    if len(_blocks(m, mr, mc_tiles)) < 2 * BALANCE_THREADS:
        # Few row blocks: each would pack the same panels of B again (49 rows: 90
        # GFLOP/s in three row blocks, 140 in six column blocks).
        axes.reverse()
    best: dict[str, KnobValue] = {}
    best_busy = -1.0
    for scale in (1, 2, 4):
        for axis, knob, extent, tile in axes:
            tiles = default[knob]
            assert isinstance(tiles, int)
            if tiles // scale < 1:
                continue
            count = pick_at_most(by_name[knob], tiles // scale)
            assert isinstance(count, int)
            busy = _busy_fraction(_blocks(extent, tile, count), BALANCE_THREADS)
            option: dict[str, KnobValue] = {"parallel": axis, knob: count}
            if busy >= BALANCED:
                return option
            if busy > best_busy:
                best, best_busy = option, busy
    return best


Operand = Callable[[Expr, Expr], Expr]


def packed_operands(
    a: Callable[[Expr, Expr], Expr],
    b: Callable[[Expr, Expr], Expr],
    *,
    m: int,
    n: int,
    k: int,
    mr: int,
    nr: int,
    pack_a: bool,
    pack_b: bool,
    name: str = "",
) -> tuple[Operand, Operand, list[Tensor]]:
    """Element accessors of A[i, r] and B[r, j], reading packed panels when asked.

    Returns:
        The accessors ``a_at(i, r)``, ``b_at(r, j)`` and the packing tensors made.
    """
    packs: list[Tensor] = []
    a_at, b_at = a, b
    if pack_a:
        pa = te.compute(
            (ceil_div(m, mr), k, mr),
            lambda io, kk, ii: te.if_then_else(io * mr + ii < m, a(io * mr + ii, kk), 0.0),
            f"{name}PA",
        )
        packs.append(pa)

        def a_at(i: Expr, r: Expr) -> Expr:
            return pa[i // mr, r, i % mr]

    if pack_b:
        pb = te.compute(
            (ceil_div(n, nr), k, nr),
            lambda jo, kk, ji: te.if_then_else(jo * nr + ji < n, b(kk, jo * nr + ji), 0.0),
            f"{name}PB",
        )
        packs.append(pb)

        def b_at(r: Expr, j: Expr) -> Expr:
            return pb[j // nr, r, j % nr]

    return a_at, b_at, packs


def schedule_packs(s: Schedule, packs: Sequence[Tensor], lanes: int, parallel: bool) -> None:
    """Schedules packing stages: the panel loop parallel, the inner loop unrolled/vectorized."""
    for t in packs:
        st = s[t]
        *outer, panel, _, inner = st.leaf_axes
        if t.name.endswith("PB"):
            jv, jl = st.split(inner, lanes)
            st.unroll(jv)
            st.vectorize(jl)
        else:
            st.unroll(inner)
        if parallel:
            st.parallel(st.fuse(outer[-1], panel) if outer else panel)


def schedule_gemm(
    s: Schedule,
    c: Tensor,
    i: IterVar,
    j: IterVar,
    r: IterVar,
    *,
    cfg: Config,
    lanes: int,
    batch: IterVar | None = None,
    packs: Sequence[Tensor] = (),
    prefetch: Tensor | None = None,
    parallel: str | None = None,
) -> None:
    """Applies the micro-kernel schedule (module docstring) to the stage of ``c``.

    ``packs`` are the packing stages of A and B (named ``*PA``/``*PB``), computed per
    cache block when knob "pack_at" is "block". ``prefetch``: the constant B as the kernel
    takes it (prepacked weights, from DRAM in a model); each of its reads also prefetches
    the element the next micro-tile column reads (:meth:`Stage.prefetch` along that loop).
    ``parallel``: the split over threads instead of knob "parallel"'s ("none" for a
    product computed per block of a loop already on all threads).
    """
    st = s[c]
    mr, nv = cfg.get_int("mr"), cfg.get_int("nv")
    i1, ii = st.split(i, mr)
    mo, ir_ = st.split(i1, cfg.get_int("mc_tiles"))
    j1, jn = st.split(j, nv * lanes)
    no, jr = st.split(j1, cfg.get_int("nc_tiles"))
    ko, kk = st.split(r, cfg.get_int("kc"))
    k1, ku = st.split(kk, cfg.get_int("unroll_k"))
    jv, jl = st.split(jn, lanes)
    blocks = {"m": mo, "n": no, "k": ko}
    outer = [blocks[ch] for ch in cfg.get_str("order")]
    micro = [jr, ir_] if cfg["inner"] == "nm" else [ir_, jr]
    head = [batch] if batch is not None else []
    st.reorder(*head, *outer, *micro, k1, ku, ii, jv, jl)
    st.unroll(ku)
    st.unroll(ii)
    st.unroll(jv)
    st.vectorize(jl)
    st.accumulate_at(micro[-1])
    if prefetch is not None:
        # The next micro-tile column's panel of B streams in while this one runs.
        st.prefetch(prefetch, jr)
    parallel = parallel or cfg.get_str("parallel")
    if parallel == ROWS_OUTSIDE_BATCH:
        # The m blocks outermost, each on one thread through every product of the batch:
        # a thread reads only its rows of A and writes only its rows of C (Winograd's tiles,
        # whose transforms split the same way), and streams all of B.
        assert batch is not None, f"parallel={ROWS_OUTSIDE_BATCH!r} needs a batch loop"
        st.reorder(mo, batch, *(axis for axis in outer if axis is not mo), *micro)
        st.parallel(mo)
    elif parallel in ("m", "n"):
        chosen = blocks[parallel]
        if batch is not None:
            # The batch loop is outermost: fuse it with the chosen block loop when they are
            # adjacent (more, finer chunks); else spread the batch itself if it has a few
            # entries per thread, or the block loop inside it.
            if st.leaf_axes.index(chosen) == 1:
                chosen = st.fuse(batch, chosen)
            elif batch.extent >= 4:
                chosen = batch
        st.parallel(chosen)
    elif parallel == "inner":
        st.parallel(micro[0])
    if cfg.get_str("pack_at") == "block":
        # Pack each cache block inside the loop nest, just before it is used, so the
        # packed panels are still in cache (BLIS); "top" packs everything first.
        for t in packs:
            deps = "mk" if t.name.endswith("PA") else "nk"
            last = max(outer.index(blocks[ch]) for ch in deps)
            s[t].compute_at(st, outer[last])
