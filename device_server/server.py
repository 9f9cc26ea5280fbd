"""The device server's connection loop: register, heartbeat, pull, measure, report.

A job that runs a model package (``run_package``) goes to
:class:`device_server.packages.PackageRunner` instead of the measurement backend.

It connects out to the tracker (so devices may sit behind NAT). When the
tracker goes away, or forgets the device (Heartbeat answers NOT_FOUND), the
session ends and the loop registers again after a capped exponential backoff.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import signal
import socket
from dataclasses import dataclass

import grpc

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from device_server.backend import Backend, NoopBackend
from device_server.info import detect_device_info
from device_server.packages import JobDataError, PackageRunner, fetch_job_data
from tracker.auth import auth_metadata
from tracker.channel import FRESH_CONNECTION, open_channel
from tracker.limits import data_chunks
from tracker.tls import TlsMismatchError, explain_connect_failure

log = logging.getLogger(__name__)

INITIAL_BACKOFF_S = 0.1
RPC_TIMEOUT_S = 10.0
# A registration refused at once (the tracker's host answers but nothing listens on
# the port: the tracker is restarting) costs the tracker nothing, so it is retried
# about once a second however long the outage lasts: a device is back within a
# second or so of the tracker listening again. Only slow failures (an unreachable
# host, a timeout) back off all the way to --max-backoff.
QUICK_FAILURE_S = 1.0
REFUSED_RETRY_S = 1.0


def retry_delay(backoff_s: float, refused: bool) -> float:
    """Seconds to wait before registering again, jittered.

    Args:
        backoff_s: the current exponential backoff.
        refused: the last attempt failed at once with UNAVAILABLE (connection refused).
    """
    cap = min(backoff_s, REFUSED_RETRY_S) if refused else backoff_s
    # Jitter, so a pool of devices does not hit a restarted tracker in lockstep.
    return cap * random.uniform(0.5, 1.0)


@dataclass(frozen=True, slots=True)
class DeviceServerSettings:
    """Everything the device server needs, read from flags and environment by the CLI."""

    tracker: str
    key: str
    target: str = "llvm"
    token: str | None = None
    tls_ca: bytes | None = None
    capacity: int = 1
    backend: str = "llvm"  # "llvm" or "noop"
    max_backoff_s: float = 5.0
    enable_test_hooks: bool = False  # UNSAFE: lets jobs crash or hang the worker
    device: int = 0  # the GPU measured on (cuda targets; one device server per GPU)


def make_backend(settings: DeviceServerSettings) -> Backend:
    """The measurement backend named in ``settings``.

    Raises:
        ValueError: unknown backend name.
    """
    if settings.backend == "noop":
        return NoopBackend()
    if settings.backend == "llvm":
        from device_server.workers import ProcessBackend  # spawns compiler workers

        return ProcessBackend(
            capacity=settings.capacity,
            target=settings.target,
            enable_test_hooks=settings.enable_test_hooks,
            device=settings.device,
        )
    raise ValueError(f"unknown backend {settings.backend!r} (choose llvm or noop)")


class SessionEndedError(Exception):
    """The tracker forgot this device or closed its job stream: register again."""


async def run_device_server(
    settings: DeviceServerSettings, stop: asyncio.Event | None = None
) -> None:
    """Serves jobs until SIGTERM/SIGINT (or ``stop``), reconnecting as needed."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    info = detect_device_info(settings.target, settings.device)
    backend = make_backend(settings)
    await backend.start()
    # A package run has the device to itself, like a kernel's timing (ProcessBackend's gate).
    runner = PackageRunner(getattr(backend, "gate", None))
    connection = _Connection(settings, info, backend, runner)
    stopper = asyncio.create_task(stop.wait())
    backoff = INITIAL_BACKOFF_S
    try:
        while not stop.is_set():
            started = loop.time()
            session = asyncio.create_task(connection.session())
            await asyncio.wait({session, stopper}, return_when=asyncio.FIRST_COMPLETED)
            if not session.done():
                session.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await session
                break
            if connection.registered:
                backoff = INITIAL_BACKOFF_S  # it worked for a while: start over
            err = session.exception()
            refused = (
                isinstance(err, grpc.aio.AioRpcError)
                and err.code() == grpc.StatusCode.UNAVAILABLE
                and not connection.registered
                and loop.time() - started < QUICK_FAILURE_S
            )
            delay = retry_delay(backoff, refused)
            if isinstance(err, grpc.aio.AioRpcError) and not connection.registered:
                # A TLS mismatch is a configuration error that no retry fixes:
                # stop with one line saying which setting is wrong.
                hint = await asyncio.to_thread(
                    explain_connect_failure,
                    settings.tracker,
                    settings.tls_ca is not None,
                    err.details() or "",
                )
                if hint is not None:
                    raise TlsMismatchError(hint)
            if isinstance(err, grpc.aio.AioRpcError):
                log.warning(
                    "tracker %s: %s: %s; retrying in %.1fs",
                    settings.tracker,
                    err.code().name,
                    err.details(),
                    delay,
                )
            elif err is not None and not isinstance(err, SessionEndedError):
                raise err
            else:
                log.info("session ended (%s); registering again in %.1fs", err, delay)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(stopper), delay)
            backoff = min(backoff * 2, settings.max_backoff_s)
    finally:
        stopper.cancel()
        await connection.drain()
        await backend.close()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


class _Connection:
    """One registration after another with the tracker, sharing a backend."""

    def __init__(
        self,
        settings: DeviceServerSettings,
        info: measure_pb2.DeviceInfo,
        backend: Backend,
        runner: PackageRunner | None = None,
    ) -> None:
        self._settings = settings
        self._info = info
        self._backend = backend
        self._runner = runner or PackageRunner()
        self._metadata = auth_metadata(settings.token)
        self._address = f"{socket.gethostname()}:{os.getpid()}"
        self._inflight: set[asyncio.Task[None]] = set()
        self.registered = False

    async def session(self) -> None:
        """Registers, then heartbeats and serves jobs until something breaks."""
        self.registered = False
        # A fresh connection per attempt: one shared with the previous (failed)
        # attempt would keep failing until gRPC's own reconnect backoff ran out.
        channel = open_channel(
            self._settings.tracker, self._settings.tls_ca, extra_options=FRESH_CONNECTION
        )
        try:
            stub = tracker_pb2_grpc.TrackerStub(channel)
            reply = await stub.Register(
                tracker_pb2.RegisterRequest(
                    key=self._settings.key,
                    info=self._info,
                    capacity=self._settings.capacity,
                    address=self._address,
                ),
                metadata=self._metadata,
                timeout=RPC_TIMEOUT_S,
                wait_for_ready=False,
            )
            self.registered = True
            device_id = reply.device_id
            log.info(
                "registered with %s as %s (lease %.1fs)",
                self._settings.tracker,
                device_id,
                reply.lease_timeout_s,
            )
            reports: asyncio.Queue[tracker_pb2.ReportResultRequest] = asyncio.Queue()
            tasks = (
                asyncio.create_task(self._heartbeats(stub, device_id, reply.lease_timeout_s)),
                asyncio.create_task(self._pull(stub, device_id, reports)),
                asyncio.create_task(self._report(stub, reports)),
            )
            try:
                done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    task.result()  # raises what ended the session
                raise SessionEndedError("job stream ended")
            finally:
                for task in tasks:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError, grpc.aio.AioRpcError):
                        await task
        finally:
            # Jobs still measuring cannot be reported on a new registration:
            # the tracker requeued them when this one ended. Let them finish
            # (a worker must not be killed mid-job needlessly), then drop.
            await self.drain()
            await channel.close(None)

    async def drain(self) -> None:
        """Waits for the jobs being measured."""
        if self._inflight:
            await asyncio.gather(*self._inflight, return_exceptions=True)

    async def _heartbeats(
        self, stub: tracker_pb2_grpc.TrackerStub, device_id: str, lease_s: float
    ) -> None:
        request = tracker_pb2.HeartbeatRequest(device_id=device_id)
        while True:
            # Three beats per lease: one lost beat does not cost the lease.
            await asyncio.sleep(max(lease_s / 3, 0.05))
            try:
                reply = await stub.Heartbeat(
                    request, metadata=self._metadata, timeout=max(lease_s / 3, 0.5)
                )
            except grpc.aio.AioRpcError as err:
                if err.code() == grpc.StatusCode.NOT_FOUND:
                    raise SessionEndedError(f"tracker forgot {device_id}") from err
                if err.code() == grpc.StatusCode.DEADLINE_EXCEEDED:
                    # A busy tracker answers late; the lease, not one slow
                    # beat, decides whether this device is gone.
                    log.warning("heartbeat of %s timed out; trying again", device_id)
                    continue
                raise
            lease_s = reply.lease_timeout_s or lease_s

    async def _pull(
        self,
        stub: tracker_pb2_grpc.TrackerStub,
        device_id: str,
        reports: asyncio.Queue[tracker_pb2.ReportResultRequest],
    ) -> None:
        call = stub.PullJobs(
            tracker_pb2.PullJobsRequest(device_id=device_id), metadata=self._metadata
        )
        async for job in call:
            task = asyncio.create_task(self._measure(stub, device_id, job, reports))
            self._inflight.add(task)
            task.add_done_callback(self._inflight.discard)

    async def _measure(
        self,
        stub: tracker_pb2_grpc.TrackerStub,
        device_id: str,
        job: measure_pb2.MeasureJob,
        reports: asyncio.Queue[tracker_pb2.ReportResultRequest],
    ) -> None:
        data = b""
        if job.HasField("run_package"):
            result, data = await self._run_package(stub, device_id, job)
        else:
            result = await self._backend.measure(job)
        result.device_id = device_id
        # The result's data (a model's outputs) goes first, in pieces: no message
        # carries more than the tracker reads in one. Queued together, in order.
        for piece in data_chunks(job.job_id, data):
            reports.put_nowait(tracker_pb2.ReportResultRequest(device_id=device_id, data=[piece]))
        reports.put_nowait(tracker_pb2.ReportResultRequest(device_id=device_id, result=result))

    async def _run_package(
        self, stub: tracker_pb2_grpc.TrackerStub, device_id: str, job: measure_pb2.MeasureJob
    ) -> tuple[measure_pb2.MeasureResult, bytes]:
        """Fetches a package job's data and runs it: the result and the outputs. A failed
        fetch is the job's error."""
        try:
            data = await fetch_job_data(stub, device_id, job, self._metadata)
        except (JobDataError, grpc.aio.AioRpcError) as err:
            detail = err.details() if isinstance(err, grpc.aio.AioRpcError) else str(err)
            # Reported all the same: a job the tracker no longer holds for us is dropped.
            result = measure_pb2.MeasureResult(
                job_id=job.job_id,
                error_kind=measure_pb2.ERROR_KIND_UNKNOWN,
                error_message=f"could not fetch the package from the tracker: {detail}",
            )
            return result, b""
        return await self._runner.run(job, data)

    async def _report(
        self,
        stub: tracker_pb2_grpc.TrackerStub,
        reports: asyncio.Queue[tracker_pb2.ReportResultRequest],
    ) -> None:
        """Sends results over one ReportResults stream (one writer: no concurrent writes)."""
        call = stub.ReportResults(metadata=self._metadata)
        try:
            while True:
                request = await reports.get()
                try:
                    await call.write(request)
                except asyncio.InvalidStateError:
                    await call  # the tracker ended the stream: raises its status
                    raise SessionEndedError("report stream ended") from None
        finally:
            call.cancel()
