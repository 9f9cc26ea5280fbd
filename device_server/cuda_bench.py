"""Timing one CUDA kernel against cuBLAS or cuDNN on the same GPU (``autotune bench --target
cuda``).

Ours and the library's (:mod:`device_server.cuda_references`: cuBLAS through cupy
or torch for matmuls, cuDNN through torch for convolutions) run
interleaved, round after round, on the same inputs, each timed with CUDA
events; the medians are compared. Our kernel goes through the same
driver steps as a measurement (:mod:`device_server.measure`). Needs pycuda and a GPU
(:class:`~device_server.drivers.cuda.CudaUnavailableError` says which is missing).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

import numpy as np

from compiler import Program, Workload, random_inputs, reference
from compiler.timing import CHECK_RTOL, output_error, unwritten_output
from device_server.cuda_references import Timer, library_reference
from device_server.drivers import Driver
from device_server.drivers.cuda import PyCudaDriver

#: Each timed round lasts about this long (enough launches to hide event overhead).
ROUND_S = 0.02

#: MobileNet-like depthwise convolutions, batch 1 (issue 13: cuDNN took 12-17 us for each
#: on an H100, 33-416 GB/s of a 3 TB/s device).
DEPTHWISE_PRESETS = (
    "depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,stride=1,pad=1",
    "depthwise_conv2d:n=1,c=96,h=112,w=112,r=3,s=3,stride=2,pad=1",
    "depthwise_conv2d:n=1,c=144,h=56,w=56,r=3,s=3,stride=1,pad=1",
    "depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,stride=1,pad=2",
    "depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,stride=1,pad=1",
)

#: Named sets of workloads for ``bench/bench_cuda.py --preset``: issue 13's goals.
PRESETS: dict[str, tuple[str, ...]] = {
    # cuBLAS on an H100: 36.6, 50.2 and 52.0 TFLOP/s at 1024^3, 2048^3 and 4096^3,
    # 28.8 batched.
    "gemm": (
        "matmul:m=1024,n=1024,k=1024",
        "matmul:m=2048,n=2048,k=2048",
        "matmul:m=4096,n=4096,k=4096",
        "batch_matmul:b=16,m=512,n=512,k=64",
    ),
    # ResNet-50's 3x3 convolutions, batch 1 (cuDNN on an H100: 8.9, 8.0, 4.2, 2.2 TFLOP/s).
    "resnet": (
        "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
        "conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1",
        "conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1",
        "conv2d:n=1,c=512,h=7,w=7,k=512,r=3,s=3,pad=1",
    ),
    "mobilenet": DEPTHWISE_PRESETS,
}


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
    out = unwritten_output(program.output.shape, program.output.dtype)
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
    """Times a CUDA kernel (and cuBLAS or cuDNN where one fits) on GPU ``device``, or on
    ``driver``.

    Raises:
        CudaUnavailableError: No pycuda, driver or GPU.
        ValueError: Bad workload, config or target (InvalidConfig over a device limit).
    """
    w = workload if isinstance(workload, Workload) else Workload.parse(workload)
    if driver is None:
        gpu = PyCudaDriver(device)
        driver, gpu_name = gpu, gpu.describe().name
    program, ours, error, inputs = prepare(driver, w, config, target, np.random.default_rng(seed))
    ref = library_reference(w, inputs)
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
        "timing": getattr(driver, "timing_mode", "launch loop"),
    }
    if ref is not None:
        result["reference"] = ref[0]
        result["reference_median_s"] = times[1]
        result["reference_gflops"] = program.flop / times[1] / 1e9
        result["ratio"] = times[1] / times[0]
    return result
