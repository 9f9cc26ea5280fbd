"""The Tracker gRPC servicer: the wire edge around :class:`tracker.pool.Pool`.

It validates requests, converts between protobuf messages and the pool's
plain calls, and moves jobs and results through one asyncio queue per device
job stream and one per batch result stream. All pool calls happen on the
event loop thread, so the pool needs no locks.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator

import grpc
from google.protobuf.timestamp_pb2 import Timestamp

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from tracker.connections import DEFAULT_MAX_BATCH_DATA_BYTES, MIB
from tracker.limits import data_chunks
from tracker.pool import (
    Effects,
    FailReason,
    NoDeviceForKeyError,
    Pool,
    UnknownBatchError,
    UnknownDeviceError,
)

log = logging.getLogger(__name__)

MeasureJob = measure_pb2.MeasureJob
MeasureResult = measure_pb2.MeasureResult

_FAIL_KINDS = {
    FailReason.DEVICE_LOST: measure_pb2.ERROR_KIND_DEVICE_LOST,
    FailReason.CANCELLED: measure_pb2.ERROR_KIND_CANCELLED,
}
# Sentinel put into a stream's queue to end it (device removed, tracker stopping).
_END = None
# What a batch's stream delivers: a result and its data (b"" for most).
Delivery = tuple[MeasureResult, bytes]


def validate_jobs(jobs: list[MeasureJob]) -> None:
    """Checks what the tracker needs of each job; the pool checks ids and sizes.

    Raises:
        ValueError: a kernel job has no workload key.
    """
    for index, job in enumerate(jobs):
        if not job.workload.key and not job.HasField("run_package"):
            raise ValueError(
                f"job {job.job_id or '#' + str(index)!r} has no workload key "
                "(set workload.key, e.g. 'matmul:m=64,n=64,k=64')"
            )


async def read_batch(
    requests: AsyncIterator[tracker_pb2.SubmitBatchRequest],
    max_jobs: int,
    max_data_bytes: int = DEFAULT_MAX_BATCH_DATA_BYTES,
) -> tuple[tracker_pb2.SubmitBatchRequest, list[MeasureJob], dict[str, bytes]]:
    """Joins the messages of one SubmitBatch call: the first message, all the jobs and
    each job's data (client job id -> bytes, for jobs with ``data_bytes``).

    A batch comes in messages of at most the tracker's per-message limit
    (``tracker.limits``). Reading stops once the batch has more than
    ``max_jobs`` jobs (the pool then refuses it), so a caller cannot make the
    tracker hold more than one batch's worth of messages; data past
    ``max_data_bytes`` is refused as soon as it arrives.

    Raises:
        ValueError: no message at all, a message after the first without jobs or
            data, too much data, data of no job of the batch, or a job whose data
            is not ``data_bytes`` long.
    """
    first: tracker_pb2.SubmitBatchRequest | None = None
    jobs: list[MeasureJob] = []
    pieces: dict[str, list[bytes]] = {}
    data_bytes = 0
    async for request in requests:
        if first is None:
            first = request
        elif not request.jobs and not request.data:
            raise ValueError("a batch message after the first carries no jobs and no data")
        jobs.extend(request.jobs)
        if len(jobs) > max_jobs:
            break
        for piece in request.data:
            data_bytes += len(piece.data)
            if data_bytes > max_data_bytes:
                raise ValueError(
                    f"the batch's job data is over the {max_data_bytes // MIB} MiB this "
                    "tracker holds (its --max-batch-data)"
                )
            pieces.setdefault(piece.job_id, []).append(piece.data)
    if first is None:
        raise ValueError("the batch has no message")
    if len(jobs) > max_jobs:
        return first, jobs, {}  # the pool refuses the batch, saying why
    data = {job_id: b"".join(parts) for job_id, parts in pieces.items()}
    pieces.clear()
    for job in jobs:
        got = len(data.get(job.job_id, b""))
        if got != job.data_bytes:
            raise ValueError(
                f"job {job.job_id!r} declares {job.data_bytes} bytes of data; {got} came"
            )
    unknown = sorted(set(data) - {job.job_id for job in jobs})
    if unknown:
        raise ValueError(f"data for job ids not in the batch: {', '.join(unknown[:5])}")
    return first, jobs, data


class TrackerService(tracker_pb2_grpc.TrackerServicer):
    """Serves the Tracker RPCs over one :class:`Pool`.

    Args:
        pool: the pool; its payloads are the submitted ``MeasureJob`` messages.
        max_batch_data_bytes: the most job data (model packages) one batch may carry.
    """

    def __init__(
        self,
        pool: Pool[MeasureJob],
        max_batch_data_bytes: int = DEFAULT_MAX_BATCH_DATA_BYTES,
    ) -> None:
        self._pool = pool
        self._max_data_bytes = max_batch_data_bytes
        # Unfinished jobs' data by job uid, apart from the job messages: devices
        # fetch it in pieces (FetchJobData); it is dropped when the job finishes.
        self._job_data: dict[str, bytes] = {}
        self._device_queues: dict[str, asyncio.Queue[MeasureJob | None]] = {}
        self._batch_queues: dict[str, asyncio.Queue[Delivery | None]] = {}
        self._streaming: set[str] = set()  # devices with an open PullJobs stream
        self._stopping = False
        # To turn the pool's monotonic times into wall-clock timestamps.
        self._wall_offset = time.time() - time.monotonic()

    # -- effects -----------------------------------------------------------

    def _apply(self, effects: Effects[MeasureJob]) -> None:
        for assignment in effects.assignments:
            queue = self._device_queues.get(assignment.device_id)
            if queue is not None:
                queue.put_nowait(assignment.job.payload)
        for failure in effects.failures:
            self._job_data.pop(failure.job.uid, None)
            batch_queue = self._batch_queues.get(failure.job.batch_id)
            if batch_queue is None:
                continue  # its client is gone
            result = MeasureResult(
                job_id=failure.job.client_job_id,
                error_kind=_FAIL_KINDS[failure.reason],
                error_message=failure.message,
                attempts=failure.job.tries,
            )
            batch_queue.put_nowait((result, b""))
        for device_id in effects.removed_devices:
            log.info("device %s removed", device_id)
            queue = self._device_queues.pop(device_id, None)
            if queue is not None:
                queue.put_nowait(_END)

    def expire(self) -> None:
        """Removes devices whose lease ran out; called periodically by the server."""
        self._apply(self._pool.expire())

    def shutdown(self) -> None:
        """Ends every open stream, so a graceful stop does not wait for them."""
        self._stopping = True
        for queue in self._device_queues.values():
            queue.put_nowait(_END)
        for batch_queue in self._batch_queues.values():
            batch_queue.put_nowait(_END)

    # -- devices -----------------------------------------------------------

    async def Register(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.RegisterRequest, context: grpc.aio.ServicerContext
    ) -> tracker_pb2.RegisterReply:
        """Adds a device to the pool under its key."""
        if not request.key:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, "register: device key is empty")
        device, effects = self._pool.register(
            request.key,
            capacity=request.capacity or 1,
            info=request.info,
            address=request.address or (context.peer() or ""),
        )
        self._device_queues[device.device_id] = asyncio.Queue()
        log.info(
            "device %s registered under key %r (%s, capacity %d)",
            device.device_id,
            device.key,
            device.address,
            device.capacity,
        )
        self._apply(effects)
        return tracker_pb2.RegisterReply(
            device_id=device.device_id, lease_timeout_s=self._pool.lease_timeout_s
        )

    async def Heartbeat(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.HeartbeatRequest, context: grpc.aio.ServicerContext
    ) -> tracker_pb2.HeartbeatReply:
        """Renews a device's lease."""
        try:
            self._pool.heartbeat(request.device_id)
        except UnknownDeviceError:
            await context.abort(
                grpc.StatusCode.NOT_FOUND,
                f"unknown device id {request.device_id!r}: register again",
            )
        return tracker_pb2.HeartbeatReply(lease_timeout_s=self._pool.lease_timeout_s)

    async def PullJobs(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.PullJobsRequest, context: grpc.aio.ServicerContext
    ) -> AsyncIterator[MeasureJob]:
        """Streams the jobs assigned to a device until it goes away or is removed."""
        device_id = request.device_id
        queue = self._device_queues.get(device_id)
        if queue is None:
            await context.abort(
                grpc.StatusCode.NOT_FOUND, f"unknown device id {device_id!r}: register again"
            )
            return
        if device_id in self._streaming:
            await context.abort(
                grpc.StatusCode.ALREADY_EXISTS, f"device {device_id!r} already pulls jobs"
            )
            return
        self._streaming.add(device_id)
        try:
            while True:
                job = await queue.get()
                if job is _END:
                    break
                yield job
        finally:
            self._streaming.discard(device_id)
            # The stream closed: the device died or disconnected. Requeue its
            # jobs now rather than waiting for its lease to run out.
            if device_id in self._device_queues:
                self._apply(self._pool.remove_device(device_id, "job stream closed"))
        if self._stopping:
            await context.abort(grpc.StatusCode.UNAVAILABLE, "tracker is shutting down")
        await context.abort(
            grpc.StatusCode.NOT_FOUND, f"device {device_id!r} was removed: register again"
        )

    async def FetchJobData(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.FetchJobDataRequest, context: grpc.aio.ServicerContext
    ) -> AsyncIterator[tracker_pb2.DataChunk]:
        """Streams the data of a job running on the asking device, piece by piece."""
        if not self._pool.runs_on(request.device_id, request.job_id):
            await context.abort(
                grpc.StatusCode.NOT_FOUND,
                f"job {request.job_id!r} is not running on device {request.device_id!r}",
            )
            return
        for piece in data_chunks(request.job_id, self._job_data.get(request.job_id, b"")):
            yield piece

    async def ReportResult(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.ReportResultRequest, context: grpc.aio.ServicerContext
    ) -> tracker_pb2.ReportResultReply:
        """Takes a device's result and forwards it to the batch's stream."""
        if not request.result.job_id:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, "report: result has no job_id")
        if request.result.data_bytes or request.data:
            # Its data would come in pieces, which one unary call cannot carry.
            await context.abort(
                grpc.StatusCode.INVALID_ARGUMENT, "report: a result with data goes on ReportResults"
            )
        try:
            accepted = self._take_result(request.device_id, request.result)
        except UnknownDeviceError:
            await context.abort(
                grpc.StatusCode.NOT_FOUND,
                f"unknown device id {request.device_id!r}: result dropped, register again",
            )
        return tracker_pb2.ReportResultReply(accepted=accepted)

    async def ReportResults(  # noqa: N802 - gRPC method name
        self,
        request_iterator: AsyncIterator[tracker_pb2.ReportResultRequest],
        context: grpc.aio.ServicerContext,
    ) -> tracker_pb2.ReportResultsReply:
        """Takes a device's results over one stream (the cheap path for many results),
        with the pieces of their data (a model run's outputs) before them."""
        accepted = dropped = 0
        device_id: str | None = None
        pieces: dict[str, list[bytes]] = {}  # job uid -> data pieces of a result to come
        held = 0
        async for request in request_iterator:
            if device_id is None:
                device_id = request.device_id
            elif request.device_id != device_id:
                await context.abort(
                    grpc.StatusCode.INVALID_ARGUMENT,
                    f"report stream of {device_id!r} got a result of {request.device_id!r}",
                )
            for piece in request.data:
                held += len(piece.data)
                if held > self._max_data_bytes:
                    await context.abort(
                        grpc.StatusCode.RESOURCE_EXHAUSTED,
                        f"report: results' data over the {self._max_data_bytes // MIB} MiB "
                        "this tracker holds (its --max-batch-data)",
                    )
                pieces.setdefault(piece.job_id, []).append(piece.data)
            if not request.HasField("result") and request.data:
                continue
            if not request.result.job_id:
                await context.abort(
                    grpc.StatusCode.INVALID_ARGUMENT, "report: result has no job_id"
                )
            result = request.result
            data = b""
            if pieces:  # most results have no data: nothing to join on the hot path
                data = b"".join(pieces.pop(result.job_id, ()))
                held -= len(data)
            if len(data) != result.data_bytes:
                result = MeasureResult(
                    job_id=result.job_id,
                    error_kind=measure_pb2.ERROR_KIND_UNKNOWN,
                    error_message=f"the device sent {len(data)} bytes of its result's data, "
                    f"not the {result.data_bytes} it declared",
                )
                data = b""
            try:
                if self._take_result(device_id, result, data):
                    accepted += 1
                else:
                    dropped += 1
            except UnknownDeviceError:
                await context.abort(
                    grpc.StatusCode.NOT_FOUND,
                    f"unknown device id {device_id!r}: result dropped, register again",
                )
        return tracker_pb2.ReportResultsReply(accepted=accepted, dropped=dropped)

    def _take_result(self, device_id: str, result: MeasureResult, data: bytes = b"") -> bool:
        """Records a device's result and forwards it with its data; False when it was
        dropped.

        Raises:
            UnknownDeviceError: the device is not registered (any more).
        """
        outcome = self._pool.report(
            device_id,
            result.job_id,
            failed=result.error_kind != measure_pb2.ERROR_KIND_NONE,
            # A stalled device's timeout is not the config's: measure it again.
            retry=result.error_kind == measure_pb2.ERROR_KIND_DEVICE_STALLED,
        )
        if outcome.requeued:
            log.warning("job %s queued again: %s", result.job_id, result.error_message)
        job = outcome.job
        if job is not None:
            self._job_data.pop(job.uid, None)
            batch_queue = self._batch_queues.get(job.batch_id)
            if batch_queue is not None:
                result.job_id = job.client_job_id
                result.attempts = job.tries
                if not result.device_id:
                    result.device_id = device_id
                batch_queue.put_nowait((result, data))
        self._apply(outcome.effects)
        return outcome.accepted

    # -- clients -----------------------------------------------------------

    async def SubmitBatch(  # noqa: N802 - gRPC method name
        self,
        request_iterator: AsyncIterator[tracker_pb2.SubmitBatchRequest],
        context: grpc.aio.ServicerContext,
    ) -> AsyncIterator[tracker_pb2.BatchEvent]:
        """Queues a batch and streams its results; a closed stream cancels it."""
        try:
            request, jobs, data = await read_batch(
                request_iterator, self._pool.max_batch_jobs, self._max_data_bytes
            )
        except ValueError as err:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"submit: {err}")
            return
        try:
            validate_jobs(jobs)
            batch_id, created, effects = self._pool.submit(
                request.key,
                request.priority,
                [(j.job_id, j) for j in jobs],
                request.client,
                max_tries=[j.max_tries for j in jobs],
            )
        except ValueError as err:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"submit: {err}")
            return
        except NoDeviceForKeyError as err:
            await context.abort(grpc.StatusCode.FAILED_PRECONDITION, f"submit: {err.args[0]}")
            return
        for job in created:
            # Devices see and report the tracker-wide uid; results get the
            # client's id back in ReportResult.
            job.payload.job_id = job.uid
            if job.client_job_id in data:
                self._job_data[job.uid] = data.pop(job.client_job_id)
        queue: asyncio.Queue[Delivery | None] = asyncio.Queue()
        self._batch_queues[batch_id] = queue
        self._apply(effects)
        log.debug("batch %s: %d jobs for key %r", batch_id, len(created), request.key)
        try:
            yield tracker_pb2.BatchEvent(
                accepted=tracker_pb2.BatchAccepted(batch_id=batch_id, jobs=len(created))
            )
            for _ in range(len(created)):
                delivery = await queue.get()
                if delivery is None:  # _END
                    break
                result, result_data = delivery
                for piece in data_chunks(result.job_id, result_data):
                    yield tracker_pb2.BatchEvent(data=piece)
                yield tracker_pb2.BatchEvent(result=result)
        finally:
            del self._batch_queues[batch_id]
            if not self._pool.batch_finished(batch_id):
                # The client went away (or we are stopping): cancel what is left.
                self._apply(self._pool.cancel_batch(batch_id))
        if self._stopping:
            await context.abort(grpc.StatusCode.UNAVAILABLE, "tracker is shutting down")

    async def CancelBatch(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.CancelBatchRequest, context: grpc.aio.ServicerContext
    ) -> tracker_pb2.CancelBatchReply:
        """Cancels a batch's unfinished jobs; its stream gets a CANCELLED result for each."""
        try:
            effects = self._pool.cancel_batch(request.batch_id)
        except UnknownBatchError:
            await context.abort(
                grpc.StatusCode.NOT_FOUND,
                f"unknown batch id {request.batch_id!r} (finished, cancelled or never submitted)",
            )
        self._apply(effects)
        return tracker_pb2.CancelBatchReply(cancelled=len(effects.failures))

    async def GetStatus(  # noqa: N802 - gRPC method name
        self, request: tracker_pb2.GetStatusRequest, context: grpc.aio.ServicerContext
    ) -> tracker_pb2.PoolStatus:
        """The pool's counters per key and per device."""
        snapshot = self._pool.snapshot()
        reply = tracker_pb2.PoolStatus(batches_active=snapshot.batches_active)
        for k in snapshot.keys:
            reply.keys.add(
                key=k.key,
                devices_total=k.devices_total,
                devices_free=k.devices_free,
                devices_busy=k.devices_busy,
                jobs_pending=k.jobs_pending,
                jobs_running=k.jobs_running,
                jobs_done=k.jobs_done,
                jobs_failed=k.jobs_failed,
            )
        for d in snapshot.devices:
            stamp = Timestamp()
            stamp.FromNanoseconds(int((d.last_heartbeat + self._wall_offset) * 1e9))
            entry = reply.devices.add(
                device_id=d.device_id,
                key=d.key,
                address=d.address,
                last_heartbeat=stamp,
                jobs_done=d.jobs_done,
                jobs_running=d.jobs_running,
                capacity=d.capacity,
            )
            if isinstance(d.info, measure_pb2.DeviceInfo):
                entry.info.CopyFrom(d.info)
        return reply
