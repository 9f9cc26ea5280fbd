"""Timing one CUDA kernel against cuBLAS on the same GPU (``autotune bench --target cuda``).

Ours and the reference (cupy or torch, whichever is installed: both call
cuBLAS) run interleaved, round after round, on the same inputs, each timed
with CUDA events; the medians are compared. Our kernel goes through the same
driver steps as a measurement (:mod:`device_server.measure`). Needs pycuda and a GPU
(:class:`~device_server.drivers.cuda.CudaUnavailableError` says which is missing).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from compiler import Program, Workload, random_inputs, reference
from compiler.timing import CHECK_RTOL, output_error
from device_server.drivers import Driver
from device_server.drivers.cuda import PyCudaDriver

#: Each timed round lasts about this long (enough launches to hide event overhead).
ROUND_S = 0.02

Timer = Callable[[int], float]  # seconds for n back-to-back runs


def _cupy_matmul(inputs: Sequence[np.ndarray]) -> Timer:
    import cupy

    a, b = cupy.asarray(inputs[0]), cupy.asarray(inputs[1])
    out = cupy.matmul(a, b)

    def run(n: int) -> float:
        start, end = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        for _ in range(n):
            cupy.matmul(a, b, out=out)
        end.record()
        end.synchronize()
        return float(cupy.cuda.get_elapsed_time(start, end)) / 1000.0

    return run


def _torch_matmul(inputs: Sequence[np.ndarray]) -> Timer:
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False  # the same float32 arithmetic as ours
    a = torch.from_numpy(inputs[0]).cuda()
    b = torch.from_numpy(inputs[1]).cuda()
    out = torch.matmul(a, b)

    def run(n: int) -> float:
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(n):
            torch.matmul(a, b, out=out)
        end.record()
        end.synchronize()
        return float(start.elapsed_time(end)) / 1000.0

    return run


def cublas_reference(workload: Workload, inputs: Sequence[np.ndarray]) -> tuple[str, Timer] | None:
    """A cuBLAS timer for plain (batch) matmuls through cupy or torch; None if neither."""
    if workload.op not in ("matmul", "batch_matmul") or workload.get("epilogue") != "none":
        return None
    for name, make in (("cupy", _cupy_matmul), ("torch", _torch_matmul)):
        try:
            return f"cuBLAS via {name}", make(inputs)
        except ImportError:
            continue
    return None


def prepare(
    driver: Driver,
    workload: Workload,
    config: Any,
    target: str,
    rng: np.random.Generator,
) -> tuple[Program, Timer, float, list[np.ndarray]]:
    """Renders, compiles, runs and checks a kernel; returns it, its timer and its error."""
    program = driver.render(workload, config, target)
    executable = driver.compile(program)
    inputs = random_inputs(workload, rng)
    # NaN everywhere: an element the kernel leaves unwritten fails the check.
    out = np.full(program.output.shape, np.nan, dtype=np.float32)
    buffers = driver.upload([*program.prepare(inputs), out])
    driver.run(executable, buffers)
    driver.download(buffers[-1], out)
    error = output_error(out, reference(workload, inputs))
    return program, (lambda n: driver.time(executable, buffers, n)), error, inputs


def interleaved(timers: Sequence[Timer], rounds: int) -> list[float]:
    """Median seconds per run of each timer, rounds interleaved (ours, theirs, ours, ...)."""
    numbers = [max(1, math.ceil(ROUND_S / max(t(1), 1e-7))) for t in timers]
    samples: list[list[float]] = [[] for _ in timers]
    for _ in range(rounds):
        for timer, number, out in zip(timers, numbers, samples, strict=True):
            out.append(timer(number) / number)
    return [statistics.median(s) for s in samples]


def bench_cuda(
    workload: Workload | str,
    config: Any = None,
    *,
    target: str = "cuda",
    device: int = 0,
    rounds: int = 10,
    seed: int = 0,
    driver: Driver | None = None,
    gpu_name: str = "",
) -> dict[str, Any]:
    """Times a CUDA kernel (and cuBLAS for matmuls) on GPU ``device``, or on ``driver``.

    Raises:
        CudaUnavailableError: No pycuda, driver or GPU.
        ValueError: Bad workload, config or target (InvalidConfig over a device limit).
    """
    w = workload if isinstance(workload, Workload) else Workload.parse(workload)
    if driver is None:
        gpu = PyCudaDriver(device)
        driver, gpu_name = gpu, gpu.describe().name
    program, ours, error, inputs = prepare(driver, w, config, target, np.random.default_rng(seed))
    ref = cublas_reference(w, inputs)
    times = interleaved([ours] if ref is None else [ours, ref[1]], rounds)
    result: dict[str, Any] = {
        "workload": str(w),
        "target": str(program.target),
        "gpu": gpu_name,
        "config": program.config.to_json(),
        "max_rel_err": error,
        "correct": error <= CHECK_RTOL,  # the device server's threshold
        "median_s": times[0],
        "gflops": program.flop / times[0] / 1e9,
    }
    if ref is not None:
        result["reference"] = ref[0]
        result["reference_median_s"] = times[1]
        result["reference_gflops"] = program.flop / times[1] / 1e9
        result["ratio"] = times[1] / times[0]
    return result
