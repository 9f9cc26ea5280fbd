"""The GPU GEMM search space shared by the CUDA templates, and config -> GPU schedule.

Knobs (see :class:`compiler.codegen.cuda.GpuSchedule`)::

    threads_m x threads_n     threads of a block (bound to threadIdx), <= 1024
    thread_m  x thread_n      each thread's register tile
    block_k                   depth of the shared-memory slice per step
    vector_a, vector_b        1, or 4 (float4 global reads) where the layout allows
    unroll_k                  unroll of the loop over the slice
    double_buffer             0/1: prefetch the next slice during the current one
    layout                    strided | blocked | quad placement of a thread's tile
    smem_pad                  0, 1 or 4 floats per shared row against bank conflicts
    warp_n                    0 (threads row-major) or each warp a warp_n x 32/warp_n patch
    split_k                   blocks sharing an output tile's K slices (small outputs)
    async_copy                0/1: cp.async for the operands contiguous along M or N

Block tiles are products of two knobs, so they always split evenly into
threads; configs over a device limit (threads, shared memory, registers) are
rejected by :mod:`compiler.cuda_limits` before anything is compiled.

:func:`gemm_template` makes the :class:`~compiler.templates.cuda.template.CudaTemplate`
of an operator written as a contraction (matmul, batch_matmul, conv2d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from compiler.codegen.cuda import (
    Contraction,
    CudaSource,
    GpuSchedule,
    async_ok,
    render,
    vector_ok,
)
from compiler.space import (
    Config,
    ConfigSpace,
    KnobValue,
    candidates_upto,
    choice_knob,
    knobs_as,
    pick_at_most,
)
from compiler.templates.cuda.banks import smem_pressure, step_loads
from compiler.templates.cuda.template import (
    FEW_BLOCKS,
    CudaTemplate,
    log_feature,
    oversized_tile,
)

THREADS = (4, 8, 16, 32)
THREAD_TILE = (1, 2, 4, 8, 16)
BLOCK_K = (8, 16, 32)
UNROLL_K = (1, 4, 8)
LAYOUTS = ("strided", "blocked", "quad")
WARP_N = (4, 8, 16)
SPLIT_K = (1, 2, 4, 8, 16)
#: Most partial sums split K may keep (floats): its workspace stays at most 64 MB.
SPLIT_K_PARTIALS = 1 << 24
#: The blocks split K aims at (below FEW_BLOCKS): about two per SM, as an H100 timed best
#: (2026-11-27: the ResNet-50 3x3 convs at batch 1 fastest at 196-256 blocks, 1.15-3.2x
#: cuDNN).
SPLIT_K_TARGET_BLOCKS = 256


def split_k_candidates(nb: int, m: int, n: int, k: int) -> tuple[int, ...]:
    """Splits that leave every split at least one of the deepest K slices, within the
    workspace cap."""
    return tuple(
        s
        for s in SPLIT_K
        if s == 1 or (s <= k // BLOCK_K[-1] and nb * m * n * s <= SPLIT_K_PARTIALS)
    )


def default_split_k(candidates: tuple[int, ...], blocks: int, k_tiles: int) -> int:
    """Split K where the output tiles are too few to fill a GPU: as many splits as bring
    the blocks towards SPLIT_K_TARGET_BLOCKS, each with at least 4 K slices."""
    if blocks >= FEW_BLOCKS:
        return 1
    fits = [s for s in candidates if blocks * s <= SPLIT_K_TARGET_BLOCKS and k_tiles >= 4 * s]
    return max(fits, default=1)


def gpu_gemm_space(c: Contraction) -> ConfigSpace:
    """The knobs for a contraction, trimmed to its size, with a default by size."""
    nb, m, n, k = c.extents
    a, b = c.operands()
    splits = split_k_candidates(nb, m, n, k)
    by_threads_n = candidates_upto(THREADS, max(n, THREADS[0]))
    knobs = (
        choice_knob("threads_m", candidates_upto(THREADS, max(m, THREADS[0]))),
        choice_knob("thread_m", candidates_upto(THREAD_TILE, m)),
        choice_knob("threads_n", by_threads_n),
        choice_knob("thread_n", candidates_upto(THREAD_TILE, n)),
        choice_knob("block_k", candidates_upto(BLOCK_K, max(k, BLOCK_K[0]))),
        choice_knob("vector_a", (1, 4) if vector_ok(a, c.m, c.k, 4) else (1,)),
        choice_knob("vector_b", (1, 4) if vector_ok(b, c.n, c.k, 4) else (1,)),
        choice_knob("unroll_k", UNROLL_K),
        choice_knob("double_buffer", (0, 1)),
        choice_knob("layout", LAYOUTS),
        # 4 keeps rows 16-byte aligned (float4 reads) and spreads the transposing stores
        # of a K-contiguous operand, which otherwise fall two to a bank (ncu on an H100).
        choice_knob("smem_pad", (0, 1, 4)),
        # Patches narrower than the widest thread row only: wider ones are row-major.
        choice_knob("warp_n", (0, *(w for w in WARP_N if w < max(by_threads_n))), implied=0),
        choice_knob("split_k", splits, implied=1),
        # cp.async where an operand can take it (contiguous along M or N).
        choice_knob(
            "async_copy",
            (0, 1) if async_ok(a, c.m, c.k) or async_ok(b, c.n, c.k) else (0,),
            implied=0,
        ),
    )
    by_name = {kn.name: kn.candidates for kn in knobs}
    default = default_knobs(by_name, nb, m, n, k)
    return ConfigSpace(knobs, default)


def default_knobs(
    by_name: dict[str, tuple[KnobValue, ...]], nb: int, m: int, n: int, k: int
) -> dict[str, KnobValue]:
    """The default config, by size, as an H100 timed the candidates (2026-11-27,
    against cuBLAS/cuDNN in the same run; docs/gpu.md):

    - large outputs: 256x128 block tiles, 16x8 per thread, warps as 8-wide patches
      (0.96-0.98x cuBLAS at 2048^3 and 4096^3; 128x128 tiles of 8x8: 0.87-0.90);
    - large but under FEW_BLOCKS such tiles (matmul 1024^3): 64x128 tiles of 8x8
      (0.97x; 117 us with 128x128 tiles against 59);
    - smaller outputs: 64x64 tiles of 4x4, split K where the tiles are few (below).
    """

    def pick(name: str, preferred: int) -> KnobValue:
        return pick_at_most(by_name[name], preferred)

    big = m >= 1024 and n >= 1024
    default: dict[str, KnobValue] = {
        "threads_m": pick("threads_m", 16),
        "thread_m": pick("thread_m", 16 if big else 4),
        "threads_n": pick("threads_n", 16),
        "thread_n": pick("thread_n", 8 if big else 4),
        "block_k": pick("block_k", 8 if big else 16),
        "vector_a": pick("vector_a", 4),
        "vector_b": pick("vector_b", 4),
        "unroll_k": 8,
        "double_buffer": 1,
        "layout": "strided",
        "smem_pad": 0,
        # Row-major warps, except in 16x8 tiles (below): 4-wide patches were 8-12%
        # slower on the split-K convs, 4% on 1024^3.
        "warp_n": 0,
        "split_k": 1,
        "async_copy": 0,
    }
    blocks, k_tiles = _blocks(Config(default), nb, m, n, k)
    if big and blocks < FEW_BLOCKS:
        default.update(thread_m=pick("thread_m", 8), threads_m=pick("threads_m", 8))
        blocks, k_tiles = _blocks(Config(default), nb, m, n, k)
    elif big:
        default["warp_n"] = pick("warp_n", 8)
    whole_quads = [v for t in ("thread_m", "thread_n") if isinstance(v := default[t], int)]
    if len(whole_quads) == 2 and all(v % 4 == 0 for v in whole_quads):
        # Whole float4s per thread: read shared memory 16 bytes at a time, each group of 4
        # next to the other threads' (quad), not to the thread's own (blocked), whose
        # float4s land two to a bank at 8 per thread (see compiler.templates.cuda.banks).
        default["layout"] = "quad"
    splits = tuple(s for s in by_name["split_k"] if isinstance(s, int))
    default["split_k"] = default_split_k(splits, blocks, k_tiles)
    return default


def _blocks(config: Config, nb: int, m: int, n: int, k: int) -> tuple[int, int]:
    """Blocks of a launch without split K, and the K slices each reduces."""
    s = gpu_schedule(config)
    return nb * -(-m // s.block_m) * -(-n // s.block_n), -(-k // s.block_k)


def gpu_schedule(config: Config) -> GpuSchedule:
    """The GPU schedule a (validated) config stands for."""
    return knobs_as(GpuSchedule, config)


#: The GEMM kernels' own cost-model features (see :func:`gemm_template`).
FEATURE_NAMES = (
    "cuda.log_block_m",
    "cuda.log_block_n",
    "cuda.log_block_k",
    "cuda.log_tile_intensity",
    "cuda.log_global_bytes_per_block",
    "cuda.smem_pressure",
    "cuda.smem_load_share",
)


def gemm_features(c: Contraction, config: Config) -> list[float]:
    """Block tile, its arithmetic intensity, the global bytes a block reads, and the
    inner loop's shared-memory pressure and share of issued instructions that are loads."""
    s = gpu_schedule(config)
    _, _, _, k = c.extents
    bm, bn, bk = s.block_m, s.block_n, s.block_k
    k_tiles = -(-k // bk)
    k_block = min(k, -(-k_tiles // s.split_k) * bk)  # the K a block reduces (split K: a share)
    loads = step_loads(s)
    return [
        log_feature(bm),
        log_feature(bn),
        log_feature(bk),
        log_feature(bm * bn / (bm + bn)),
        log_feature(4 * (bm + bn) * k_block),
        smem_pressure(s),
        loads / (loads + s.thread_m * s.thread_n),
    ]


def redundant_tile(c: Contraction, config: Config) -> str | None:
    """Why a config's block tile is redundant along M or N (:func:`oversized_tile`)."""
    s = gpu_schedule(config)
    _, m, n, _ = c.extents
    return oversized_tile("M", m, s.threads_m, s.thread_m, THREADS[0]) or oversized_tile(
        "N", n, s.threads_n, s.thread_n, THREADS[0]
    )


def gemm_template(contraction: Callable[[Any], Contraction]) -> CudaTemplate:
    """The CUDA template of an operator whose ``contraction(workload)`` states it as a GEMM."""

    def render_config(workload: Any, config: Config, name: str) -> CudaSource:
        return render(contraction(workload), gpu_schedule(config), name)

    def features(workload: Any, config: Config, source: CudaSource) -> list[float]:
        return gemm_features(contraction(workload), config)

    return CudaTemplate(
        space=lambda workload: gpu_gemm_space(contraction(workload)),
        render=render_config,
        feature_names=FEATURE_NAMES,
        features=features,
        redundant=lambda workload, config: redundant_tile(contraction(workload), config),
    )
