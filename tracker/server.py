"""Runs the tracker: a ``grpc.aio`` server with health service and graceful stop."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
from collections.abc import Callable
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_health.v1.health import aio as health_aio  # type: ignore[attr-defined]

from autotune.v1 import measure_pb2, tracker_pb2_grpc
from tracker.auth import TokenAuthInterceptor
from tracker.connections import (
    DEFAULT_IDLE_TIMEOUT_S,
    DEFAULT_KEEPALIVE_S,
    DEFAULT_MAX_BATCH_DATA_BYTES,
    server_options,
)
from tracker.limits import MessageLimitInterceptor, release_memory, rss_bytes
from tracker.pool import DEFAULT_LEASE_TIMEOUT_S, DEFAULT_MAX_BATCH_JOBS, DEFAULT_MAX_TRIES, Pool
from tracker.service import TrackerService

log = logging.getLogger(__name__)

DEFAULT_PORT = 9190
SERVICE_NAME = "autotune.v1.Tracker"
# How far RSS may stay above its lowest before the tracker collects garbage
# and hands freed heap memory back to the system (_release_memory).
TRIM_GROWTH_BYTES = 32 * 1024 * 1024
TRIM_CHECK_S = 1.0
TRIM_MAX_INTERVAL_S = 60.0


@dataclass(frozen=True, slots=True)
class TrackerSettings:
    """Everything the tracker needs, read from flags and environment by the CLI."""

    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    token: str | None = None  # None: no authentication (a warning is logged)
    tls_cert: bytes | None = None  # PEM certificate chain; with tls_key enables TLS
    tls_key: bytes | None = None
    lease_timeout_s: float = DEFAULT_LEASE_TIMEOUT_S
    max_tries: int = DEFAULT_MAX_TRIES
    max_batch_jobs: int = DEFAULT_MAX_BATCH_JOBS
    max_batch_data_bytes: int = DEFAULT_MAX_BATCH_DATA_BYTES  # model packages of one batch
    grace_s: float = 2.0  # how long a stop waits for calls in flight
    idle_timeout_s: float = DEFAULT_IDLE_TIMEOUT_S
    keepalive_s: float = DEFAULT_KEEPALIVE_S


async def serve(
    settings: TrackerSettings,
    on_bound: Callable[[str, int], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Serves until SIGTERM/SIGINT (or ``stop`` is set), then stops gracefully.

    Args:
        settings: server settings.
        on_bound: called with the host and the bound port once serving (port 0
            picks a free port; this is how callers learn it).
        stop: an event that stops the server when set (for embedding).

    Raises:
        RuntimeError: the address could not be bound.
    """
    pool: Pool[measure_pb2.MeasureJob] = Pool(
        lease_timeout_s=settings.lease_timeout_s,
        max_tries=settings.max_tries,
        max_batch_jobs=settings.max_batch_jobs,
    )
    service = TrackerService(pool, settings.max_batch_data_bytes)
    interceptors: list[grpc.aio.ServerInterceptor] = []
    if settings.token:
        # First: a caller without the token is refused before anything is read.
        interceptors.append(TokenAuthInterceptor(settings.token))
    else:
        log.warning("no token configured: the tracker accepts every caller")
    interceptors.append(MessageLimitInterceptor())
    server = grpc.aio.server(
        interceptors=interceptors,
        options=server_options(settings.idle_timeout_s, settings.keepalive_s),
    )
    tracker_pb2_grpc.add_TrackerServicer_to_server(service, server)
    health_servicer = health_aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)

    address = f"{settings.host}:{settings.port}"
    if settings.tls_cert is not None and settings.tls_key is not None:
        credentials = grpc.ssl_server_credentials([(settings.tls_key, settings.tls_cert)])
        port = server.add_secure_port(address, credentials)
    else:
        port = server.add_insecure_port(address)
    if port == 0:
        raise RuntimeError(f"could not bind {address}")
    await server.start()
    for name in ("", SERVICE_NAME):
        await health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    # Handlers before announcing the port: a signal sent right after must stop us gracefully.
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    log.info("tracker serving on %s:%d", settings.host, port)
    if on_bound is not None:
        on_bound(settings.host, port)
    expiry = asyncio.create_task(_expire_leases(service, settings.lease_timeout_s))
    trimmer = asyncio.create_task(_release_memory())
    try:
        await stop.wait()
    finally:
        log.info("tracker stopping (grace %.1fs)", settings.grace_s)
        for task in (expiry, trimmer):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await health_servicer.enter_graceful_shutdown()
        service.shutdown()
        await server.stop(settings.grace_s)
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


async def _expire_leases(service: TrackerService, lease_timeout_s: float) -> None:
    # A lease is noticed expired at most one tick late; a tenth of the lease
    # (at most 0.25 s) keeps that well inside the "lease + 1 s" recovery budget.
    tick = min(lease_timeout_s / 10, 0.25)
    while True:
        await asyncio.sleep(tick)
        service.expire()


async def _release_memory() -> None:
    """Hands freed memory back to the system when RSS stays well above its low.

    A refused batch stays alive in a reference cycle (gRPC keeps the abort
    exception, whose traceback holds the handler's frames) until Python's
    cyclic collector happens to run, which few allocations trigger: measured,
    16 refused 60 MiB batches kept 1 GiB for good. And glibc keeps freed
    memory for reuse, so RSS would stay at its peak. Checking RSS is a read of
    /proc; a collection (about 50 ms with 200,000 jobs queued, on the event
    loop) and a trim (in a thread: ctypes releases the GIL) follow only when
    RSS is high. When that memory is in use (jobs queued, a batch still being
    read), they are tried again less and less often, up to once a minute.
    """
    low = rss_bytes()
    interval = TRIM_CHECK_S
    while True:
        await asyncio.sleep(interval)
        if rss_bytes() <= low + TRIM_GROWTH_BYTES:
            interval = TRIM_CHECK_S
            continue
        gc.collect()
        await asyncio.to_thread(release_memory)
        after = rss_bytes()
        low = min(low, after)
        if after <= low + TRIM_GROWTH_BYTES:
            interval = TRIM_CHECK_S
        else:
            interval = min(interval * 2, TRIM_MAX_INTERVAL_S)
