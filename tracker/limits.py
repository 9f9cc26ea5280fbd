"""How much the tracker reads per message and per method, and giving memory back.

Three layers, cheapest first:

1. Callers without the token are refused before their message is read
   (:mod:`tracker.auth`): they can make the tracker buffer at most one HTTP/2
   flow-control window per stream.
2. Every message, on every method (the open health service too), is at most
   :data:`MAX_RECEIVE_BYTES`. gRPC checks the length prefix of a message
   against it before reading the body, so a larger one costs nothing
   (measured: 16 concurrent 60 MiB messages, +23 MiB peak against +1.4 GiB
   when the limit is above them). A batch larger than that travels as several
   SubmitBatch messages (:func:`split_batch`), bounded by the batch's job limit.
   A job's bulk data (a model package) follows its job in pieces of
   :data:`DATA_CHUNK_BYTES` (:func:`data_messages`), bounded by the tracker's
   data limit per batch; devices fetch it in pieces of the same size.
3. Methods whose requests are small have a lower limit (:data:`METHOD_LIMITS`),
   checked before the message is parsed: RESOURCE_EXHAUSTED naming the limit.

gRPC's limit is one number per server (a per-method service config is not
applied on the server side), which is why layer 3 is done here.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import inspect
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import grpc

from autotune.v1 import measure_pb2, tracker_pb2
from tracker.connections import MAX_RECEIVE_BYTES, MIB

# What a client puts in one SubmitBatch message: well under the limit, so a
# message never comes near it however the jobs fall.
SUBMIT_CHUNK_BYTES = 1 * MIB
# One piece of a job's data (MeasureJob.data_bytes), in a SubmitBatch message or
# a FetchJobData reply: well under every message limit.
DATA_CHUNK_BYTES = 1 * MIB
# Register, Heartbeat, PullJobs, FetchJobData, CancelBatch and GetStatus carry a
# key, an id or a device description: a few hundred bytes.
SMALL_REQUEST_BYTES = 64 * 1024

_TRACKER = "/autotune.v1.Tracker/"
METHOD_LIMITS: dict[str, int] = {
    _TRACKER + "Register": SMALL_REQUEST_BYTES,
    _TRACKER + "Heartbeat": SMALL_REQUEST_BYTES,
    _TRACKER + "PullJobs": SMALL_REQUEST_BYTES,
    _TRACKER + "FetchJobData": SMALL_REQUEST_BYTES,
    _TRACKER + "CancelBatch": SMALL_REQUEST_BYTES,
    _TRACKER + "GetStatus": SMALL_REQUEST_BYTES,
    # ReportResult(s) and SubmitBatch take MAX_RECEIVE_BYTES per message,
    # which gRPC enforces itself.
}

# Field tag and length varint of one job inside a SubmitBatchRequest, at most.
_JOB_OVERHEAD = 6


def split_batch(
    key: str,
    priority: int,
    jobs: Sequence[measure_pb2.MeasureJob],
    client: str = "",
    chunk_bytes: int = SUBMIT_CHUNK_BYTES,
) -> list[tracker_pb2.SubmitBatchRequest]:
    """The SubmitBatch messages of one batch, each at most about ``chunk_bytes``.

    The first message carries key, priority and client; every message carries
    at least one job (an empty batch is one message without jobs, which the
    tracker refuses with its usual message).

    Raises:
        ValueError: one job alone is larger than the tracker reads in a message.
    """
    messages = [tracker_pb2.SubmitBatchRequest(key=key, priority=priority, client=client)]
    header = size = messages[0].ByteSize()
    for job in jobs:
        job_bytes = job.ByteSize() + _JOB_OVERHEAD
        if header + job_bytes > MAX_RECEIVE_BYTES:
            raise ValueError(
                f"job {job.job_id!r} is {job_bytes} bytes, more than the "
                f"{MAX_RECEIVE_BYTES // MIB} MiB the tracker reads in one message"
            )
        if messages[-1].jobs and size + job_bytes > chunk_bytes:
            messages.append(tracker_pb2.SubmitBatchRequest())
            size = 0
        messages[-1].jobs.append(job)
        size += job_bytes
    return messages


def data_chunks(
    job_id: str, blob: bytes, chunk_bytes: int = DATA_CHUNK_BYTES
) -> Iterator[tracker_pb2.DataChunk]:
    """``blob`` as the job's pieces of at most ``chunk_bytes``, in order, each made as it
    is sent (a large package is not held twice). Every hop of a job's data sends these:
    client to tracker, tracker to device and back, tracker to client."""
    view = memoryview(blob)
    for start in range(0, len(view), chunk_bytes):
        yield tracker_pb2.DataChunk(job_id=job_id, data=bytes(view[start : start + chunk_bytes]))


def data_messages(
    data: Mapping[str, bytes], chunk_bytes: int = DATA_CHUNK_BYTES
) -> Iterator[tracker_pb2.SubmitBatchRequest]:
    """The SubmitBatch messages that carry the jobs' data, after :func:`split_batch`'s:
    one piece (:func:`data_chunks`) per message."""
    for job_id, blob in data.items():
        for piece in data_chunks(job_id, blob, chunk_bytes):
            yield tracker_pb2.SubmitBatchRequest(data=[piece])


@dataclass(frozen=True, slots=True)
class _Oversized:
    """Stands in for a request over its method's limit (never parsed)."""

    size: int


def _checked_deserializer(
    deserializer: Callable[[bytes], Any] | None, limit: int
) -> Callable[[bytes], Any]:
    def deserialize(raw: bytes) -> Any:
        if len(raw) > limit:
            return _Oversized(len(raw))
        return deserializer(raw) if deserializer is not None else raw

    return deserialize


def _too_large(method: str, size: int, limit: int) -> str:
    name = method.rsplit("/", 1)[-1]
    return f"{name} request of {size} bytes is over the {limit} bytes this method takes"


def _limited_handler(
    handler: grpc.RpcMethodHandler, method: str, limit: int
) -> grpc.RpcMethodHandler:
    """``handler`` with requests over ``limit`` refused before they are parsed.

    Only unary-request handlers are wrapped (the small methods all are).
    """
    deserializer = _checked_deserializer(handler.request_deserializer, limit)
    if handler.unary_unary is not None:
        # grpc-stubs type behaviours as the sync API's; on the aio server they are async.
        unary: Any = handler.unary_unary

        async def unary_behavior(request: Any, context: grpc.aio.ServicerContext) -> Any:
            if isinstance(request, _Oversized):
                await context.abort(
                    grpc.StatusCode.RESOURCE_EXHAUSTED, _too_large(method, request.size, limit)
                )
            return await unary(request, context)

        return grpc.unary_unary_rpc_method_handler(
            unary_behavior,
            request_deserializer=deserializer,
            response_serializer=handler.response_serializer,
        )
    if handler.unary_stream is not None:
        stream: Any = handler.unary_stream
        if inspect.isasyncgenfunction(stream):

            async def stream_behavior(
                request: Any, context: grpc.aio.ServicerContext
            ) -> AsyncIterator[Any]:
                if isinstance(request, _Oversized):
                    await context.abort(
                        grpc.StatusCode.RESOURCE_EXHAUSTED,
                        _too_large(method, request.size, limit),
                    )
                async for response in stream(request, context):
                    yield response

            return grpc.unary_stream_rpc_method_handler(
                stream_behavior,
                request_deserializer=deserializer,
                response_serializer=handler.response_serializer,
            )
    return handler  # a shape no limited method has: gRPC's limit applies


class MessageLimitInterceptor(grpc.aio.ServerInterceptor):
    """Applies :data:`METHOD_LIMITS` (layer 3 in the module docstring).

    Put it after the token interceptor: refused callers never get this far.
    """

    def __init__(self, limits: dict[str, int] | None = None) -> None:
        self._limits = METHOD_LIMITS if limits is None else limits
        # The service's handlers are fixed objects: wrap each once, not per call.
        self._wrapped: dict[str, tuple[grpc.RpcMethodHandler, grpc.RpcMethodHandler]] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        """Returns the method's handler, wrapped when the method has a limit."""
        handler = await continuation(handler_call_details)
        method = handler_call_details.method or ""
        limit = self._limits.get(method)
        if handler is None or limit is None:
            return handler
        cached = self._wrapped.get(method)
        if cached is not None and cached[0] is handler:
            return cached[1]
        wrapped = _limited_handler(handler, method, limit)
        self._wrapped[method] = (handler, wrapped)
        return wrapped


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):  # not glibc (musl, macOS): nothing to call
        return None
    return trim


_TRIM = _malloc_trim()


def release_memory() -> bool:
    """Hands freed heap memory back to the system (glibc ``malloc_trim``).

    glibc keeps freed memory in its arenas for reuse; after a burst of large
    messages (a big batch, a flood) that is hundreds of MiB of RSS that stays.
    ctypes releases the GIL for the call, so run it in a thread.

    Returns:
        Whether there was anything to call (False off glibc).
    """
    if _TRIM is None:
        return False
    _TRIM(0)
    return True


def rss_bytes() -> int:
    """This process's resident set size (0 where /proc is not there)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0
