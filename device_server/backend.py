"""Measurement backends: what turns a MeasureJob into a MeasureResult.

A backend is one verb, ``measure``. ``noop`` answers at once and exists to
measure the pool's own throughput; ``llvm`` (``device_server.workers``)
compiles and times each candidate in an isolated worker process.
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol

from google.protobuf.timestamp_pb2 import Timestamp

from autotune.v1 import measure_pb2
from device_server.options import Options, resolve

NOOP_MESSAGE = "noop backend: nothing was compiled or timed"


class Backend(Protocol):
    """Measures jobs; at most ``capacity`` calls run at once."""

    async def start(self) -> None:
        """Gets ready (spawns and warms workers)."""

    async def measure(self, job: measure_pb2.MeasureJob) -> measure_pb2.MeasureResult:
        """Measures one job. Never raises for a bad job: errors are results."""
        ...

    async def close(self) -> None:
        """Releases workers."""


def now_timestamp() -> Timestamp:
    """The current wall-clock time as a protobuf Timestamp."""
    stamp = Timestamp()
    stamp.FromNanoseconds(time.time_ns())
    return stamp


def options_or_refusal(job: measure_pb2.MeasureJob) -> Options | measure_pb2.MeasureResult:
    """The job's options with the server's defaults, or, when they are out of range, the
    job's result: INVALID_CONFIG, recorded, never run."""
    try:
        return resolve(job.options)
    except ValueError as err:
        stamp = now_timestamp()
        return measure_pb2.MeasureResult(
            job_id=job.job_id,
            error_kind=measure_pb2.ERROR_KIND_INVALID_CONFIG,
            error_message=str(err),
            started_at=stamp,
            finished_at=stamp,
        )


class NoopBackend:
    """Answers every job at once with zero costs, labelled as noop.

    The result is honest about being fake: ``error_kind`` is NONE so the pool
    treats it as a normal result, each cost is 0.0 (nothing was timed) and
    ``error_message`` says that the noop backend produced it. It honours
    ``cooldown_ms`` (the device stays busy that long), which lets tests keep
    jobs in flight without a compiler.
    """

    async def start(self) -> None:
        """Nothing to start."""

    async def measure(self, job: measure_pb2.MeasureJob) -> measure_pb2.MeasureResult:
        """One zero cost per requested repeat, immediately."""
        stamp = now_timestamp()
        options = options_or_refusal(job)
        if isinstance(options, measure_pb2.MeasureResult):
            return options
        if options.cooldown_ms > 0:
            await asyncio.sleep(options.cooldown_ms / 1000)
        return measure_pb2.MeasureResult(
            job_id=job.job_id,
            costs_s=[0.0] * options.repeat,
            error_kind=measure_pb2.ERROR_KIND_NONE,
            error_message=NOOP_MESSAGE,
            started_at=stamp,
            finished_at=now_timestamp(),
            number=options.number,
        )

    async def close(self) -> None:
        """Nothing to release."""
