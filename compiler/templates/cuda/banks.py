"""Shared-memory bank conflicts of a GEMM schedule's inner loop, counted lane by lane.

Each step of the inner loop (one ``kk`` of the staged slice) every thread reads its
``thread_m`` values of A and ``thread_n`` of B from one row of the shared tiles, as
``float4`` loads where :mod:`compiler.codegen.cuda` emits them, else one float at a
time; and issues ``thread_m x thread_n`` FMAs. Shared memory serves one *wavefront*
(32 banks of 4 bytes) per clock and an SM issues four warp-wide FMAs per clock, so a
kernel is bound by its shared reads once a warp's step needs more than a quarter as
many wavefronts as FMAs: :func:`smem_pressure` above 1.

The model, as the hardware splits a warp's request: 4-byte loads in one phase of 32
lanes, 16-byte loads in four phases of 8 lanes; a phase costs as many wavefronts as
the most distinct 4-byte words any one bank holds among its lanes' words (the same
word for several lanes is one broadcast). The default 128x128 tile (16x16 threads,
8x8 each, ``blocked``) needs 24 wavefronts for 16 warp FMAs' worth of issue per step
(pressure 1.5: B's float4s land two per bank); ``quad`` needs 16 (1.0).
"""

from __future__ import annotations

from compiler.codegen.cuda import WARP, GpuSchedule

BANKS = 32


def thread_coords(s: GpuSchedule, tid: int) -> tuple[int, int]:
    """``(tx, ty)`` of thread ``tid``: its column and row in the block's thread grid."""
    width = s.warp_patch
    if not width:
        return tid % s.threads_n, tid // s.threads_n
    per_row = s.threads_n // width
    warp, lane = divmod(tid, WARP)
    return (warp % per_row) * width + lane % width, (warp // per_row) * (WARP // width) + (
        lane // width
    )


def tile_position(s: GpuSchedule, i: int, thread: int, per_thread: int, threads: int) -> int:
    """Row (or column) in the block tile of element ``i`` of a thread's register tile."""
    if s.layout == "blocked":
        return thread * per_thread + i
    g = s.group(per_thread) if s.layout == "quad" else 1
    return i // g * threads * g + thread * g + i % g


def _reads(s: GpuSchedule, thread: int, per_thread: int, threads: int) -> list[tuple[int, int]]:
    """``(first word, words)`` of each load one thread issues per step, in issue order."""
    if s.layout in ("blocked", "quad") and s.smem_pad % 4 == 0 and per_thread % 4 == 0:
        return [
            (tile_position(s, 4 * q, thread, per_thread, threads), 4)
            for q in range(per_thread // 4)
        ]
    return [(tile_position(s, i, thread, per_thread, threads), 1) for i in range(per_thread)]


def _wavefronts(loads: list[tuple[int, int]]) -> int:
    """Wavefronts of one warp-wide load: ``(first word, words)`` per lane."""
    # 128 bytes per phase: 32 lanes of 4-byte loads, 8 of 16-byte loads.
    lanes_per_phase = WARP // loads[0][1]
    total = 0
    for start in range(0, len(loads), lanes_per_phase):
        per_bank: dict[int, set[int]] = {}
        for first, n in loads[start : start + lanes_per_phase]:
            for word in range(first, first + n):
                per_bank.setdefault(word % BANKS, set()).add(word)
        total += max(len(v) for v in per_bank.values())
    return total


def warp_wavefronts(s: GpuSchedule, warp: int) -> int:
    """Shared-memory wavefronts warp ``warp`` of the block takes per inner step."""
    lanes = [thread_coords(s, t) for t in range(warp * WARP, min((warp + 1) * WARP, s.threads))]
    total = 0
    for per_thread, threads, ours in ((s.thread_m, s.threads_m, 1), (s.thread_n, s.threads_n, 0)):
        reads = [_reads(s, coords[ours], per_thread, threads) for coords in lanes]
        for instruction in zip(*reads, strict=True):
            total += _wavefronts(list(instruction))
    return total


def step_wavefronts(s: GpuSchedule) -> float:
    """Shared-memory wavefronts per warp per inner step.

    Counted on the first warp: every other warp's threads have the same columns and
    rows shifted by a constant (the next patch, or the next rows), which shifts all its
    addresses alike and so permutes the banks without changing any conflict.
    """
    return float(warp_wavefronts(s, 0))


def step_loads(s: GpuSchedule) -> int:
    """Shared-memory load instructions one thread issues per inner step."""
    return sum(
        len(_reads(s, 0, per_thread, threads))
        for per_thread, threads in ((s.thread_m, s.threads_m), (s.thread_n, s.threads_n))
    )


def smem_pressure(s: GpuSchedule) -> float:
    """Shared-memory clocks per FMA-issue clock of a step: above 1, shared reads bound it."""
    return step_wavefronts(s) / (s.thread_m * s.thread_n / 4)
