"""Timing and checking helpers shared by ``autotune bench``, the bench scripts and the
device servers (whose correctness check is :func:`output_error` against :data:`CHECK_RTOL`)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np


def max_rel_err(out: np.ndarray, ref: np.ndarray) -> float:
    """``max|out - ref| / max|ref|`` (absolute error if the reference is all zeros)."""
    scale = float(np.max(np.abs(ref))) if ref.size else 0.0
    err = float(np.max(np.abs(out.astype(np.float64) - ref))) if ref.size else 0.0
    return err / scale if scale > 0 else err


def unwritten_output(shape: Sequence[int], dtype: str) -> np.ndarray:
    """A kernel's output before it runs: NaN everywhere (integers: their least value), so
    an element the kernel leaves unwritten fails :func:`output_error`'s check."""
    kind = np.dtype(dtype)
    fill = np.nan if kind.kind == "f" else np.iinfo(kind).min
    return np.full(tuple(shape), fill, dtype=kind)


#: The one correctness tolerance of the project: the largest :func:`output_error` a
#: device server (``max_rel_error``), ``autotune bench`` and the bench scripts accept.
CHECK_RTOL = 1e-4

#: Elements :func:`output_error` compares at a time (256 KiB of float64: in L2).
CHECK_CHUNK = 1 << 15


def output_error(out: np.ndarray, ref: np.ndarray) -> float:
    """The error of a float32 output against its float64 reference: inf for NaN/inf, else
    ``max_i |out_i - ref_i| / (|ref_i| + max|ref|)``.

    The output is correct when this is at most :data:`CHECK_RTOL`, i.e. when every
    element satisfies ``|out - ref| <= atol + rtol * |ref|`` with ``rtol = CHECK_RTOL``
    and ``atol = CHECK_RTOL * max|ref|``:

    * ``rtol * |ref|`` bounds each element by its own size, so a wrong element is
      caught even when it is small next to the largest one (a global
      ``max|out - ref| / max|ref|`` lets any element be off by ``rtol * max|ref|``).
    * ``atol`` is needed because float32 accumulation error is set by the size of the
      summands, not of the result: where a long reduction cancels to near zero, its
      relative error is unbounded. ``max|ref|`` is the cheap proxy for the summands'
      scale. It must not be much smaller: a ``bias_relu6`` conv with K = 4608 (its
      output clamped to 6, its sums about 20) measures 1.0e-5 here, 7.4e-5 with
      ``atol = rtol * max|ref| / 10``; matmuls (K up to 16384) and plain convs stay
      under 3e-6, so the tolerance has a 10x margin over the worst kernel measured.

    NaN or inf anywhere gives inf (never ``<=`` any tolerance): otherwise a NaN
    would make the error NaN, and ``nan > tol`` is false, so a check written as
    "reject if above" would pass it. An all-zero reference compares absolutely.
    """
    if out.shape != ref.shape:
        raise ValueError(f"output shape {out.shape} differs from the reference's {ref.shape}")
    if not ref.size:
        return 0.0
    ref64 = np.asarray(ref, dtype=np.float64).reshape(-1)
    flat = out.reshape(-1)
    bound = float(np.max(np.abs(ref64))) or 1.0
    # In slices that stay in cache: four float64 temporaries of a 4096x4096 output would
    # stream 500 MB through memory (0.1 s here, 0.2 s on a GPU host, per measurement).
    worst = 0.0
    diff, scale = np.empty(CHECK_CHUNK), np.empty(CHECK_CHUNK)
    for start in range(0, flat.size, CHECK_CHUNK):
        part, exact = flat[start : start + CHECK_CHUNK], ref64[start : start + CHECK_CHUNK]
        if not np.isfinite(part).all():
            return math.inf
        d, s = diff[: part.size], scale[: part.size]
        np.subtract(part, exact, out=d)
        np.abs(d, out=d)
        np.abs(exact, out=s)
        s += bound
        d /= s
        worst = max(worst, float(d.max()))
    return worst


@dataclass(frozen=True, slots=True)
class OutputCheck:
    """The verdict on one run's output.

    Attributes:
        err: :func:`output_error` of the output (inf for NaN/inf in it).
        ok: ``err <= rtol``; a wrong or non-finite output is never ok.
    """

    err: float
    ok: bool


def check_output(
    run: Callable[[np.ndarray], object], ref: np.ndarray, rtol: float = CHECK_RTOL
) -> OutputCheck:
    """Runs ``run(out)`` into a fresh float32 buffer filled with NaN and compares it with ``ref``.

    Every config gets its own NaN-filled buffer, so an element the kernel does
    not write stays NaN and fails the check, instead of passing with what an
    earlier config (or the allocator) left there.
    """
    out = np.full(ref.shape, np.nan, dtype=np.float32)
    run(out)
    err = output_error(out, ref)
    return OutputCheck(err, err <= rtol)


def interleaved_medians(
    fns: Sequence[Callable[[], object]],
    repeat: int,
    *,
    warmup: int = 2,
    clock: Callable[[], float] = time.perf_counter,
    block: int = 1,
    gap_s: float = 0.0,
) -> list[float]:
    """Median seconds per call of each function, timed as :func:`interleaved_samples` does."""
    samples = interleaved_samples(fns, repeat, warmup=warmup, clock=clock, block=block, gap_s=gap_s)
    return [float(np.median(s)) for s in samples]


def interleaved_samples(
    fns: Sequence[Callable[[], object]],
    repeat: int,
    *,
    warmup: int = 2,
    clock: Callable[[], float] = time.perf_counter,
    block: int = 1,
    gap_s: float = 0.0,
) -> list[list[float]]:
    """Seconds of each timed call of each function (``repeat`` each), timed in alternation.

    Alternating the functions in one run exposes them to the same machine
    load, so their ratio is meaningful even on a busy machine. With
    ``clock=time.thread_time`` single-threaded code is timed by the CPU time
    of the calling thread, which does not count time the thread spent
    preempted by other processes.

    The functions alternate in blocks of ``block`` timed calls, each block
    after one untimed call and followed by ``gap_s`` seconds of sleep. Give
    threaded code a gap: a threaded runtime keeps its threads spinning after a
    call (OpenBLAS for up to about a second), and those spinning threads take
    the cores from whatever runs next, which is then timed unfairly slow.
    """
    if repeat < 1:
        raise ValueError(f"repeat must be >= 1, got {repeat}")
    if block < 1:
        raise ValueError(f"block must be >= 1, got {block}")
    for _ in range(warmup):
        for fn in fns:
            fn()
    if warmup and gap_s > 0:  # the warm-up's last call must not slow the first block
        time.sleep(gap_s)
    samples: list[list[float]] = [[] for _ in fns]
    while len(samples[0]) < repeat:
        calls = min(block, repeat - len(samples[0]))
        for i, fn in enumerate(fns):
            if block > 1:
                fn()
            for _ in range(calls):
                start = clock()
                fn()
                samples[i].append(clock() - start)
            if gap_s > 0:
                time.sleep(gap_s)
    return samples


# A reference whose slowest timed run took more than this many times its fastest was
# disturbed (other load, spinning threads): a ratio against its median means little.
UNRELIABLE_SPREAD = 2.0


def spread(samples: Sequence[float]) -> float:
    """``max / min`` of timings (inf when the fastest is not positive)."""
    fastest = min(samples)
    return max(samples) / fastest if fastest > 0 else float("inf")


def reference_ratio(
    ours: Sequence[float],
    reference: Sequence[float],
    name: str = "the reference",
    one_thread: Sequence[float] = (),
) -> tuple[float | None, str | None]:
    """``median(reference) / median(ours)``, or None with the reason it is unreliable.

    The ratio is withheld when the reference's timings spread more than
    :data:`UNRELIABLE_SPREAD` (max over min), or when it ran more than
    :data:`UNRELIABLE_SPREAD` times slower than the same reference on one thread
    (``one_thread``, when given): its threads were starved of cores, and its median
    is then a measure of the machine's load more than of the reference.
    """
    s = spread(reference)
    if not s <= UNRELIABLE_SPREAD:
        return None, (
            f"{name}'s timings spread {s:.1f}x (slowest over fastest run): "
            "the machine was busy; run again on a quiet machine"
        )
    median = float(np.median(reference))
    if one_thread:
        alone = float(np.median(one_thread))
        if median > UNRELIABLE_SPREAD * alone:
            return None, (
                f"{name} ran {median / alone:.1f}x slower on all its threads than on one: "
                "its threads were starved of cores (a busy machine); run again on a quiet "
                "machine, or compare with --threads 1"
            )
    return median / float(np.median(ours)), None


#: The batch_matmul parameters of its plain layout: ``np.matmul(A, B)``.
PLAIN_BATCH_MATMUL = {
    "trans_b": 0,
    "a_heads": 1,
    "b_heads": 1,
    "c_heads": 1,
    "a_pitch": 0,
    "a_offset": 0,
    "b_pitch": 0,
    "b_offset": 0,
}


def numpy_equivalent(op: str, params: Mapping[str, object]) -> Callable[..., None] | None:
    """A numpy function computing the same result as the kernel, into ``out``.

    Returns None for operators without a fast numpy counterpart (convolutions).
    """
    if op == "batch_matmul":
        if any(int(str(params.get(k, v))) != v for k, v in PLAIN_BATCH_MATMUL.items()):
            return None  # only the plain layout has a one-call numpy counterpart

        def bmm(a: np.ndarray, b: np.ndarray, *, out: np.ndarray) -> None:
            np.matmul(a, b, out=out)

        return bmm
    if op != "matmul":
        return None
    epilogue = str(params.get("epilogue", "none"))

    def mm(*inputs: np.ndarray, out: np.ndarray) -> None:
        np.matmul(inputs[0], inputs[1], out=out)
        if epilogue != "none":
            out += inputs[2]
        if epilogue in ("bias_add", "bias_add_relu"):
            out += inputs[3]
        if epilogue.endswith("_relu"):
            np.maximum(out, 0.0, out=out)

    return mm
