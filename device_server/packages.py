"""Running a model package sent through the pool (``autotune run --tracker``).

A ``run_package`` job's data (the package file and the inputs) is fetched from the
tracker in pieces (:func:`fetch_job_data`), then run in a process of its own
(``device_server.package_worker``), so a package that crashes or hangs costs that
process only. While it runs it has the device to itself: every measurement worker
of the device is paused, as for a kernel's timing (``DeviceGate``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from collections.abc import AsyncIterator
from typing import Any

import grpc
from google.protobuf.message import DecodeError

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from device_server import framing
from device_server.backend import now_timestamp
from device_server.workers import SINGLE_THREADED_BLAS, describe_exit

log = logging.getLogger(__name__)

# Load, one run, timed runs and a profile; a package's own limit is RunPackageJob.timeout_s.
DEFAULT_TIMEOUT_S = 600.0


class JobDataError(Exception):
    """The job's data could not be fetched whole."""


async def fetch_job_data(
    stub: tracker_pb2_grpc.TrackerStub,
    device_id: str,
    job: measure_pb2.MeasureJob,
    metadata: tuple[tuple[str, str], ...],
) -> bytes:
    """The job's data, fetched from the tracker piece by piece.

    Raises:
        JobDataError: the tracker does not hold the job for this device any more, or
            sent other than ``job.data_bytes`` bytes.
        grpc.aio.AioRpcError: the tracker went away.
    """
    call = stub.FetchJobData(
        tracker_pb2.FetchJobDataRequest(device_id=device_id, job_id=job.job_id),
        metadata=metadata,
    )
    pieces: list[bytes] = []
    size = 0
    try:
        async for piece in call:
            size += len(piece.data)
            if size > job.data_bytes:
                raise JobDataError(f"the tracker sent more than the job's {job.data_bytes} bytes")
            pieces.append(piece.data)
    except grpc.aio.AioRpcError as err:
        if err.code() == grpc.StatusCode.NOT_FOUND:
            raise JobDataError(err.details() or "job not found") from err
        raise
    if size != job.data_bytes:
        raise JobDataError(f"the tracker sent {size} of the job's {job.data_bytes} bytes")
    return b"".join(pieces)


class PackageRunner:
    """Runs ``run_package`` jobs, one process each.

    Args:
        gate: the device's ``DeviceGate`` (``ProcessBackend.gate``): a run holds it,
            so no kernel is timed beside it and the measurement workers are paused.
            None where the backend has none (noop).
        default_timeout_s: the limit of a run whose job sets none.
    """

    def __init__(self, gate: Any = None, default_timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self._gate = gate
        self._default_timeout_s = default_timeout_s
        self._argv = [sys.executable, "-m", "device_server.package_worker"]

    async def run(
        self, job: measure_pb2.MeasureJob, data: bytes
    ) -> tuple[measure_pb2.MeasureResult, bytes]:
        """Runs the package of ``data``: the result and its data (the outputs, a
        ``Tensors`` message; ``result.data_bytes`` long). Never raises for the
        package's faults."""
        started = now_timestamp()
        timeout_s = job.run_package.timeout_s or self._default_timeout_s
        async with self._device():
            result, outputs = await self._run_process(job, data, timeout_s)
        result.job_id = job.job_id
        result.data_bytes = len(outputs)
        result.started_at.CopyFrom(started)
        result.finished_at.CopyFrom(now_timestamp())
        return result, outputs

    @contextlib.asynccontextmanager
    async def _device(self) -> AsyncIterator[None]:
        if self._gate is None:
            yield
            return
        async with self._gate.run(None):
            yield

    async def _run_process(
        self, job: measure_pb2.MeasureJob, data: bytes, timeout_s: float
    ) -> tuple[measure_pb2.MeasureResult, bytes]:
        def error(
            kind: measure_pb2.ErrorKind, message: str
        ) -> tuple[measure_pb2.MeasureResult, bytes]:
            log.warning("package job %s: %s", job.job_id, message)
            result = measure_pb2.MeasureResult(
                job_id=job.job_id, error_kind=kind, error_message=message
            )
            return result, b""

        proc = await asyncio.create_subprocess_exec(
            *self._argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            # The model's numpy steps run between its kernels: no BLAS threads left
            # spinning on the cores the next kernel uses.
            env={**os.environ, **SINGLE_THREADED_BLAS},
            process_group=0,
        )
        request = framing.encode(framing.TAG_JOB, job.SerializeToString()) + data
        try:
            out, _ = await asyncio.wait_for(proc.communicate(request), timeout_s)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()
            return error(
                measure_pb2.ERROR_KIND_RUN_TIMEOUT,
                f"the package did not finish within {timeout_s:g}s; its process was killed",
            )
        finally:
            if proc.returncode is None:  # cancelled (the device server is stopping)
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
        if proc.returncode != 0:
            return error(
                measure_pb2.ERROR_KIND_RUNTIME_ERROR,
                f"the package's process {describe_exit(proc.returncode)}",
            )
        # A RESULT frame, then the outputs up to the end.
        header = framing.HEADER.size
        if len(out) < header:
            return error(measure_pb2.ERROR_KIND_UNKNOWN, "the package's process sent no result")
        tag, size = framing.HEADER.unpack(out[:header])
        try:
            if tag != framing.TAG_RESULT or len(out) < header + size:
                raise DecodeError(f"frame {tag!r} of {size} bytes")
            result = measure_pb2.MeasureResult.FromString(out[header : header + size])
        except DecodeError as err:  # a confused worker
            return error(measure_pb2.ERROR_KIND_UNKNOWN, f"unreadable package run result: {err}")
        return result, out[header + size :]
