"""A typed asyncio client of the tracker, for tuners and tools.

Usage::

    async with TrackerClient("127.0.0.1:9190", token=token) as client:
        batch = await client.submit("epyc-zen5", jobs, priority=1)
        async for result in batch:          # one MeasureResult per job
            ...
        # or: await batch.cancel(); batch.close()

Errors surface as :class:`TrackerError` subclasses with a message that says
what happened. The client does not retry: when the tracker goes away
mid-batch, iteration raises :class:`TrackerUnavailableError` naming how many
results arrived, and the caller resubmits the jobs it still needs (a
restarted tracker has forgotten every batch).
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Mapping, Sequence
from types import TracebackType
from typing import Any

import grpc

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from tracker.auth import auth_metadata
from tracker.channel import open_channel
from tracker.limits import data_messages, split_batch
from tracker.tls import TlsMismatchError, explain_connect_failure

# The end-of-stream marker of call.read(); grpc-stubs predate it.
_EOF: object = grpc.aio.EOF  # type: ignore[attr-defined]


class TrackerError(Exception):
    """A call to the tracker failed; ``code`` is the gRPC status code."""

    def __init__(self, message: str, code: grpc.StatusCode = grpc.StatusCode.UNKNOWN) -> None:
        super().__init__(message)
        self.code = code


class TrackerUnavailableError(TrackerError):
    """The tracker cannot be reached, or went away (restart, shutdown)."""


class TrackerAuthError(TrackerError):
    """The tracker refused the token (or none was given)."""


class InvalidRequestError(TrackerError, ValueError):
    """The tracker rejected a malformed request (empty key, duplicate ids, ...)."""


class NoDevicesError(TrackerError):
    """No device is registered under the requested key."""


class NotFoundError(TrackerError, LookupError):
    """The batch (or device) id is unknown to the tracker."""


class TrackerTLSError(TrackerError, TlsMismatchError):
    """The client's TLS setting does not fit the tracker's (the message says which).

    Not a :class:`TrackerUnavailableError`: waiting and retrying cannot fix it.
    """


_ERRORS: dict[grpc.StatusCode, type[TrackerError]] = {
    grpc.StatusCode.UNAVAILABLE: TrackerUnavailableError,
    grpc.StatusCode.UNAUTHENTICATED: TrackerAuthError,
    grpc.StatusCode.INVALID_ARGUMENT: InvalidRequestError,
    grpc.StatusCode.FAILED_PRECONDITION: NoDevicesError,
    grpc.StatusCode.NOT_FOUND: NotFoundError,
}


def translate_error(err: grpc.aio.AioRpcError, address: str, context: str = "") -> TrackerError:
    """The :class:`TrackerError` for a failed gRPC call to ``address``."""
    code = err.code()
    details = err.details() or code.name
    prefix = f"tracker {address}: " + (f"{context}: " if context else "")
    return _ERRORS.get(code, TrackerError)(prefix + details, code)


def _keys_with_devices(status: tracker_pb2.PoolStatus | None) -> str:
    """Which keys have devices, for an error about a key that has too few."""
    if status is None:
        return "the tracker did not answer"
    keys = [f"{k.key} ({k.devices_total})" for k in status.keys if k.devices_total > 0]
    if not keys:
        return "the tracker has no devices under any key"
    return "keys with devices: " + ", ".join(keys)


class Batch:
    """A submitted batch: iterate it for results; ``cancel`` or ``close`` to stop it.

    A result with data (``data_bytes``: a model run's outputs) has it in :attr:`data`,
    under its job id, by the time the result is yielded.
    """

    def __init__(
        self,
        client: TrackerClient,
        call: grpc.aio.StreamStreamCall,
        batch_id: str,
        total: int,
    ) -> None:
        self._client = client
        self._call = call
        self.batch_id = batch_id
        self.total = total
        self.received = 0
        self.data: dict[str, bytes] = {}
        self._pieces: dict[str, list[bytes]] = {}

    def __aiter__(self) -> AsyncIterator[measure_pb2.MeasureResult]:
        return self._results()

    async def _results(self) -> AsyncIterator[measure_pb2.MeasureResult]:
        while self.received < self.total:
            try:
                event: Any = await self._call.read()
            except grpc.aio.AioRpcError as err:
                raise translate_error(
                    err,
                    self._client.address,
                    f"batch {self.batch_id} broke after {self.received} of {self.total} "
                    "results; resubmit the missing jobs",
                ) from err
            if event is _EOF:
                raise TrackerUnavailableError(
                    f"tracker {self._client.address}: batch {self.batch_id} ended after "
                    f"{self.received} of {self.total} results",
                    grpc.StatusCode.UNAVAILABLE,
                )
            kind = event.WhichOneof("event")
            if kind == "data":
                self._pieces.setdefault(event.data.job_id, []).append(event.data.data)
                continue
            if kind != "result":
                continue
            self.received += 1
            result = event.result
            data = b"".join(self._pieces.pop(result.job_id, ()))
            if len(data) != result.data_bytes:
                raise TrackerError(
                    f"tracker {self._client.address}: batch {self.batch_id}: result "
                    f"{result.job_id!r} came with {len(data)} of its {result.data_bytes} "
                    "bytes of data"
                )
            if data:
                self.data[result.job_id] = data
            yield result

    async def cancel(self) -> int:
        """Cancels the unfinished jobs; each still yields a CANCELLED result.

        Returns:
            How many jobs were cancelled.
        """
        return await self._client.cancel(self.batch_id)

    def close(self) -> None:
        """Closes the result stream; the tracker cancels what is left of the batch."""
        self._call.cancel()


class TrackerClient:
    """An asyncio client of one tracker.

    Args:
        address: ``HOST:PORT`` of the tracker.
        token: the pool token, or None when the tracker has no authentication.
        tls_ca: PEM root certificates to verify a TLS tracker; None for plain TCP.
        client_name: who submits (shown in the tracker's logs).

    Raises:
        ValueError: malformed address.
    """

    def __init__(
        self,
        address: str,
        token: str | None = None,
        tls_ca: bytes | None = None,
        client_name: str = "",
    ) -> None:
        self.address = address
        self._tls = tls_ca is not None
        self._channel = open_channel(address, tls_ca)
        self._stub = tracker_pb2_grpc.TrackerStub(self._channel)
        self._metadata = auth_metadata(token)
        self._client_name = client_name

    async def _error(self, err: grpc.aio.AioRpcError, context: str) -> TrackerError:
        """The error to raise for a failed call: a TLS mismatch says so."""
        if err.code() in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.UNKNOWN):
            # gRPC says "Socket closed" or a TLS library code; this names the
            # setting that is wrong (it may probe the tracker: in a thread).
            hint = await asyncio.to_thread(
                explain_connect_failure, self.address, self._tls, err.details() or ""
            )
            if hint is not None:
                return TrackerTLSError(hint, err.code())
        return translate_error(err, self.address, context)

    async def __aenter__(self) -> TrackerClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Closes the channel (open batches are cancelled by the tracker)."""
        await self._channel.close(None)

    async def submit(
        self,
        key: str,
        jobs: Sequence[measure_pb2.MeasureJob],
        priority: int = 0,
        timeout_s: float | None = None,
        data: Mapping[str, bytes] | None = None,
    ) -> Batch:
        """Submits jobs for devices of ``key`` and waits until the tracker accepts them.

        Args:
            key: device key the jobs must run on.
            jobs: the jobs; ``job_id`` unique within the batch.
            priority: higher runs first; equal priorities are first come, first served.
            timeout_s: optional deadline for the whole batch.
            data: job id -> the job's bulk data (a model package), sent after the
                jobs in pieces; each such job's ``data_bytes`` is its length.

        Raises:
            InvalidRequestError: malformed batch (message says what is wrong).
            NoDevicesError: no device is registered under ``key``.
            TrackerAuthError: wrong or missing token.
            TrackerUnavailableError: the tracker cannot be reached.
        """
        data = data or {}
        try:
            # Several messages when the batch is large: the tracker reads at
            # most MAX_RECEIVE_BYTES per message (tracker/limits.py).
            messages = split_batch(key, priority, jobs, self._client_name)
            for job in jobs:
                if job.data_bytes != len(data.get(job.job_id, b"")):
                    raise ValueError(
                        f"job {job.job_id!r} declares {job.data_bytes} bytes of data; "
                        f"{len(data.get(job.job_id, b''))} given"
                    )
        except ValueError as err:
            raise InvalidRequestError(
                f"tracker {self.address}: submit: {err}", grpc.StatusCode.INVALID_ARGUMENT
            ) from err
        call = self._stub.SubmitBatch(
            itertools.chain(messages, data_messages(data)),
            metadata=self._metadata,
            timeout=timeout_s,
        )
        try:
            first: Any = await call.read()
        except grpc.aio.AioRpcError as err:
            if err.code() == grpc.StatusCode.INTERNAL:
                # The tracker refuses a caller without the token before reading its
                # stream; a message still being sent then fails in gRPC's core, which
                # reports INTERNAL instead of the refusal. A unary call with the same
                # metadata says why (seen once in a full test run).
                await self._raise_refusal(err)
            raise await self._error(err, "submit") from err
        if first is _EOF or first.WhichOneof("event") != "accepted":
            call.cancel()
            raise TrackerError(f"tracker {self.address}: submit: no acceptance event")
        return Batch(self, call, first.accepted.batch_id, first.accepted.jobs)

    async def measure(
        self,
        key: str,
        jobs: Sequence[measure_pb2.MeasureJob],
        priority: int = 0,
        timeout_s: float | None = None,
        data: Mapping[str, bytes] | None = None,
    ) -> list[measure_pb2.MeasureResult]:
        """Submits a batch and collects all its results, in the order of ``jobs``."""
        batch = await self.submit(key, jobs, priority, timeout_s, data)
        by_id = {r.job_id: r async for r in batch}
        return [by_id[j.job_id] for j in jobs]

    async def cancel(self, batch_id: str) -> int:
        """Cancels a batch by id; returns how many jobs were cancelled.

        Raises:
            NotFoundError: the batch is finished or unknown.
        """
        try:
            reply = await self._stub.CancelBatch(
                tracker_pb2.CancelBatchRequest(batch_id=batch_id), metadata=self._metadata
            )
        except grpc.aio.AioRpcError as err:
            raise await self._error(err, "cancel") from err
        return int(reply.cancelled)

    async def _raise_refusal(self, cause: grpc.aio.AioRpcError) -> None:
        """Raises the tracker's refusal of this client (a TrackerAuthError) if it refuses
        it; returns if it does not (``cause`` was something else)."""
        try:
            await self._stub.GetStatus(
                tracker_pb2.GetStatusRequest(), metadata=self._metadata, timeout=10.0
            )
        except grpc.aio.AioRpcError as err:
            if err.code() == grpc.StatusCode.UNAUTHENTICATED:
                raise await self._error(err, "submit") from cause

    async def status(self, timeout_s: float = 10.0) -> tracker_pb2.PoolStatus:
        """The pool's status per key and per device."""
        try:
            return await self._stub.GetStatus(
                tracker_pb2.GetStatusRequest(), metadata=self._metadata, timeout=timeout_s
            )
        except grpc.aio.AioRpcError as err:
            raise await self._error(err, "status") from err

    async def wait_for_devices(self, key: str, count: int, timeout_s: float = 30.0) -> None:
        """Waits until at least ``count`` devices are registered under ``key``.

        Raises:
            TimeoutError: fewer devices after ``timeout_s``.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout_s
        while True:
            try:
                status = await self.status()
            except TrackerUnavailableError:
                status = None
            if status is not None:
                have = sum(k.devices_total for k in status.keys if k.key == key)
                if have >= count:
                    return
            if loop.time() > deadline:
                raise TimeoutError(
                    f"fewer than {count} devices under key {key!r} after {timeout_s:g}s; "
                    + _keys_with_devices(status)
                )
            await asyncio.sleep(0.05)
