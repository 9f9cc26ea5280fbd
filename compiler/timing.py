"""Timing and checking helpers shared by ``autotune bench`` and the bench scripts."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np


def max_rel_err(out: np.ndarray, ref: np.ndarray) -> float:
    """``max|out - ref| / max|ref|`` (absolute error if the reference is all zeros)."""
    scale = float(np.max(np.abs(ref))) if ref.size else 0.0
    err = float(np.max(np.abs(out.astype(np.float64) - ref))) if ref.size else 0.0
    return err / scale if scale > 0 else err


def interleaved_medians(
    fns: Sequence[Callable[[], object]],
    repeat: int,
    warmup: int = 2,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """Median seconds per call of each function, timed in alternation.

    Alternating the functions in one run exposes them to the same machine
    load, so their ratio is meaningful even on a busy machine. With
    ``clock=time.thread_time`` single-threaded code is timed by the CPU time
    of the calling thread, which does not count time the thread spent
    preempted by other processes.
    """
    if repeat < 1:
        raise ValueError(f"repeat must be >= 1, got {repeat}")
    for _ in range(warmup):
        for fn in fns:
            fn()
    samples: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            start = clock()
            fn()
            samples[i].append(clock() - start)
    return [float(np.median(s)) for s in samples]


def numpy_equivalent(op: str, params: dict[str, object]) -> Callable[..., None] | None:
    """A numpy function computing the same result as the kernel, into ``out``.

    Returns None for operators without a fast numpy counterpart (convolutions).
    """
    if op == "batch_matmul":

        def bmm(a: np.ndarray, b: np.ndarray, *, out: np.ndarray) -> None:
            np.matmul(a, b, out=out)

        return bmm
    if op != "matmul":
        return None
    epilogue = params.get("epilogue", "none")

    def mm(*inputs: np.ndarray, out: np.ndarray) -> None:
        np.matmul(inputs[0], inputs[1], out=out)
        if epilogue != "none":
            out += inputs[2]
        if epilogue == "bias_relu":
            np.maximum(out, 0.0, out=out)

    return mm
