"""Where a GPU trial's time goes: each phase of one measurement, as a device server's worker
runs it (``device_server.measure``), timed on its own.

Usage (needs pycuda and an NVIDIA GPU)::

    .venv/bin/python bench/bench_cuda_trial.py matmul:m=4096,n=4096,k=4096 \\
        conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1

A device server's workers build in parallel, but the device phases (upload, run, download,
timing) hold the GPU one worker at a time: their sum bounds the trials per second of the
whole pool, whatever the number of builders. The output check follows on the host, the GPU
handed on. Uploads reuse the device's copy of the workload's inputs, as the pipeline does
(``--no-reuse``: every upload from host memory). Printed per workload: nvcc's time for
the default config, then each phase's median over ``--trials`` trials, the sum of the
phases that hold the GPU, and the trials/s that sum allows.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Iterator
from typing import Any

DEVICE_PHASES = ("upload", "run", "download", "timing")


def profile(driver: Any, workload: str, trials: int, reuse: bool) -> dict[str, float]:
    """Median seconds of each phase of ``trials`` measurements of the default config."""
    import numpy as np

    from autotune.v1 import measure_pb2
    from compiler import Workload
    from compiler.timing import output_error
    from device_server.measure import ReferenceCache, time_program
    from device_server.options import resolve

    w = Workload.parse(workload)
    program = driver.render(w, None, "cuda")
    start = time.perf_counter()
    executable = driver.compile(program)
    phases: dict[str, list[float]] = {"nvcc": [time.perf_counter() - start]}
    references = ReferenceCache()
    rng = np.random.default_rng(0)
    start = time.perf_counter()
    references.reference(w, rng)
    phases["reference (once)"] = [time.perf_counter() - start]
    options = resolve(measure_pb2.MeasureOptions())

    @contextlib.contextmanager
    def clock(name: str) -> Iterator[None]:
        start = time.perf_counter()
        yield
        phases.setdefault(name, []).append(time.perf_counter() - start)

    for _ in range(trials):
        name = references.name(w) if reuse else None
        with clock("inputs"):
            arguments = program.prepare(references.inputs(w, rng))
        expected = references.reference(w, rng)
        out = np.full(program.output.shape, np.nan, dtype=program.output.dtype)
        with clock("upload"):
            buffers = driver.upload([*arguments, out], reuse=name)
        with clock("run"):
            driver.run(executable, buffers)
        with clock("download"):
            driver.download(buffers[-1], out)
        with clock("timing"):
            time_program(driver, executable, buffers, options)
        with clock("free"):
            del buffers  # device memory goes with the last reference
        with clock("check"):
            output_error(out, expected)
    return {name: statistics.median(values) for name, values in phases.items()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("workloads", nargs="+", help="e.g. matmul:m=4096,n=4096,k=4096")
    p.add_argument("--trials", type=int, default=5, help="measurements per workload")
    p.add_argument("--device", type=int, default=0, help="GPU index")
    p.add_argument("--no-reuse", action="store_true", help="upload every trial's inputs")
    args = p.parse_args(argv)

    from device_server.drivers.cuda import CudaUnavailableError, PyCudaDriver

    try:
        driver = PyCudaDriver(args.device)
    except CudaUnavailableError as err:
        print(f"bench_cuda_trial: cannot run: {err}", file=sys.stderr)
        return 2
    print(f"GPU {args.device}: {driver.describe().name}; milliseconds, median of {args.trials}")
    try:
        for workload in args.workloads:
            seconds = profile(driver, workload, args.trials, reuse=not args.no_reuse)
            ms = {name: s * 1e3 for name, s in seconds.items()}
            device_ms = sum(ms[name] for name in DEVICE_PHASES)
            print(f"\n{workload}")
            for name, value in ms.items():
                gpu = " (holds the GPU)" if name in DEVICE_PHASES else ""
                print(f"  {name:>18} {value:9.1f}{gpu}")
            print(f"  {'GPU held':>18} {device_ms:9.1f}  -> at most {1e3 / device_ms:.1f} trials/s")
    finally:
        driver.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
