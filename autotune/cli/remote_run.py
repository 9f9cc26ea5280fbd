"""``autotune run PKG --tracker HOST:PORT --key K``: the package runs on a pool device.

The tvmc way (``tvmc run --rpc-tracker --rpc-key``): the package file and the
inputs go through the tracker, in pieces, to a device server of the key, which
checks that the package was built for its CPU, runs it and sends back the outputs,
the timings and the profile. The job may be given to one device only: a device
lost under it fails the run at once (``DEVICE_LOST``) rather than leaving it
queued, so a run never waits on a device that is gone.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from autotune.v1 import measure_pb2

JOB_ID = "run"


class RemoteRunError(Exception):
    """The run did not happen or failed; ``refused`` when the device refused the package
    or the inputs (a user error), not when something broke."""

    def __init__(self, message: str, refused: bool = False) -> None:
        super().__init__(message)
        self.refused = refused


@dataclass(frozen=True, slots=True)
class RemoteRun:
    """What a device sent back."""

    device_id: str
    outputs: dict[str, np.ndarray]
    timing: dict[str, Any] | None  # the keys of ``runtime.model.Timing.to_json``
    profile: list[dict[str, Any]]  # name, kind, ms per step (empty unless asked)


@dataclass(frozen=True, slots=True)
class PoolAddress:
    """Where the device is: tracker, key and credentials."""

    tracker: str
    key: str
    token: str | None = None
    tls_ca: bytes | None = None


def make_job(
    package: bytes,
    inputs: Mapping[str, np.ndarray],
    *,
    target: str = "",
    repeat: int = 0,
    profile: bool = False,
    threads: int | None = None,
) -> tuple[measure_pb2.MeasureJob, bytes]:
    """The ``run_package`` job and its data.

    Raises:
        device_server.tensors.TensorError: an input of a type that cannot be sent.
    """
    from device_server.tensors import to_tensors

    data = measure_pb2.RunPackageData(package=package, inputs=to_tensors(inputs))
    blob = data.SerializeToString()
    job = measure_pb2.MeasureJob(
        job_id=JOB_ID,
        target=target,
        run_package=measure_pb2.RunPackageJob(repeat=repeat, profile=profile, threads=threads or 0),
        data_bytes=len(blob),
        max_tries=1,
    )
    return job, blob


def result_of(result: measure_pb2.MeasureResult, data: bytes) -> RemoteRun:
    """The run a device's result and its data (the outputs) describe.

    Raises:
        RemoteRunError: the result is an error (its message, and whose).
    """
    from google.protobuf.message import DecodeError

    from device_server.tensors import TensorError, from_tensors

    if result.error_kind != measure_pb2.ERROR_KIND_NONE:
        kind = measure_pb2.ErrorKind.Name(result.error_kind).removeprefix("ERROR_KIND_")
        where = f"device {result.device_id}" if result.device_id else kind.lower()
        raise RemoteRunError(
            f"{where}: {result.error_message or kind}",
            refused=result.error_kind == measure_pb2.ERROR_KIND_INVALID_CONFIG,
        )
    run = result.run_package
    try:
        outputs = from_tensors(measure_pb2.Tensors.FromString(data).tensors)
    except (TensorError, DecodeError) as err:
        raise RemoteRunError(f"device {result.device_id} sent a malformed output: {err}") from err
    timing = None
    if run.repeat:
        timing = {
            "median_ms": run.median_ms,
            "mean_ms": run.mean_ms,
            "std_ms": run.std_ms,
            "min_ms": run.min_ms,
            "max_ms": run.max_ms,
            "repeat": run.repeat,
        }
    profile = [{"name": s.name, "kind": s.kind, "ms": s.ms} for s in run.profile]
    return RemoteRun(result.device_id, outputs, timing, profile)


def run_on_pool(
    pool: PoolAddress, job: measure_pb2.MeasureJob, data: bytes
) -> tuple[measure_pb2.MeasureResult, bytes]:
    """Sends the job and its data through the tracker and waits for its one result and
    that result's data.

    Raises:
        RemoteRunError: the tracker refused the job or could not be reached, or
            has no device under the key.
    """
    from tracker.client import TrackerClient, TrackerError

    async def send() -> tuple[measure_pb2.MeasureResult, bytes]:
        async with TrackerClient(
            pool.tracker, token=pool.token, tls_ca=pool.tls_ca, client_name="autotune run"
        ) as client:
            batch = await client.submit(pool.key, [job], data={job.job_id: data})
            (result,) = [r async for r in batch]
            return result, batch.data.get(result.job_id, b"")

    try:
        return asyncio.run(send())
    except TrackerError as err:
        raise RemoteRunError(str(err)) from err
