"""Latency the pool adds to one real measurement.

The same small matmul candidate is measured ``--n`` times each way,
interleaved in one run:

- directly, in this process: ``device_server.measure.measure_job`` (build,
  check against numpy, time);
- through the pool: a client submits it to a tracker, a device server
  (llvm backend, one warm worker process) measures it and the result comes
  back. Timed from submit to result.

Two ways to subtract the in-process cost, both printed:

- pairwise: pool time - direct time of the same iteration. Honest but
  noisy: compiling the candidate dominates both (tens to hundreds of ms)
  and varies by more than the pool adds.
- per job: pool time - the device's own ``finished_at - started_at``, i.e.
  the same ``measure_job`` span, stamped inside the worker, subtracted from
  the same job's wall time. What is left is exactly what the pool adds:
  client -> tracker -> device server -> worker pipe and back.

Target: median added latency under 5 ms. The ``ratio`` column is
target/measured, so above 1 means it is met.

Run::

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE .venv/bin/python bench/bench_pool_latency.py
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Sequence

from bench_pool import fleet

from autotune.v1 import measure_pb2
from device_server.drivers.llvm import LlvmDriver
from device_server.measure import measure_job
from tracker.client import TrackerClient

ADDED_TARGET_MS = 5.0


def make_job(workload: str, index: int) -> measure_pb2.MeasureJob:
    return measure_pb2.MeasureJob(
        job_id=f"j{index}",
        workload=measure_pb2.Workload(key=workload),
        target="llvm",
        options=measure_pb2.MeasureOptions(repeat=3, min_repeat_ms=1.0),  # checked by default
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workload", default="matmul:m=64,n=64,k=64")
    parser.add_argument("--n", type=int, default=50)
    args = parser.parse_args(argv)

    driver = LlvmDriver()
    direct_s: list[float] = []
    pool_s: list[float] = []
    device_span_s: list[float] = []
    with fleet() as f:
        address = f.tracker()
        f.device(address, "lat")

        async def scenario() -> None:
            async with TrackerClient(address) as client:
                await client.wait_for_devices("lat", 1, timeout_s=120)
                # Warm both paths (worker start-up, JIT caches, first-call costs).
                for i in range(3):
                    (warm,) = await client.measure("lat", [make_job(args.workload, i)])
                    if warm.error_kind != measure_pb2.ERROR_KIND_NONE:
                        raise RuntimeError(f"pool measurement failed: {warm.error_message}")
                    direct = measure_job(make_job(args.workload, i), driver)
                    if direct.error_kind != measure_pb2.ERROR_KIND_NONE:
                        raise RuntimeError(f"direct measurement failed: {direct.error_message}")
                for i in range(args.n):
                    job = make_job(args.workload, i)
                    start = time.perf_counter()
                    result = measure_job(job, driver)
                    direct_s.append(time.perf_counter() - start)
                    assert result.error_kind == measure_pb2.ERROR_KIND_NONE, result
                    start = time.perf_counter()
                    (result,) = await client.measure("lat", [job])
                    pool_s.append(time.perf_counter() - start)
                    assert result.error_kind == measure_pb2.ERROR_KIND_NONE, result
                    span_ns = result.finished_at.ToNanoseconds() - result.started_at.ToNanoseconds()
                    device_span_s.append(span_ns / 1e9)

        asyncio.run(scenario())

    added_ms = [(p - d) * 1000 for p, d in zip(pool_s, direct_s, strict=True)]
    overhead_ms = [(p - d) * 1000 for p, d in zip(pool_s, device_span_s, strict=True)]
    median_added = statistics.median(overhead_ms)
    print(f"\nAdded latency of the pool, {args.workload}, {args.n} interleaved pairs")
    print(f"{'path':<22} {'median ms':>10} {'p10 ms':>8} {'p90 ms':>8}")
    for name, values in (
        ("direct (in-process)", [d * 1000 for d in direct_s]),
        ("tracker + device", [p * 1000 for p in pool_s]),
        ("measure on the device", [d * 1000 for d in device_span_s]),
        ("added (pairwise)", added_ms),
        ("added (per job)", overhead_ms),
    ):
        deciles = statistics.quantiles(values, n=10)
        print(
            f"{name:<22} {statistics.median(values):>10.2f} {deciles[0]:>8.2f} {deciles[-1]:>8.2f}"
        )
    print(
        f"\nmedian added (per job) {median_added:.2f} ms, target {ADDED_TARGET_MS:g} ms, "
        f"ratio {ADDED_TARGET_MS / median_added:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
