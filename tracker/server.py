"""Runs the tracker: a ``grpc.aio`` server with health service and graceful stop."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_health.v1.health import aio as health_aio  # type: ignore[attr-defined]

from autotune.v1 import measure_pb2, tracker_pb2_grpc
from tracker.auth import TokenAuthInterceptor
from tracker.channel import CHANNEL_OPTIONS
from tracker.pool import DEFAULT_LEASE_TIMEOUT_S, DEFAULT_MAX_BATCH_JOBS, DEFAULT_MAX_TRIES, Pool
from tracker.service import TrackerService

log = logging.getLogger(__name__)

DEFAULT_PORT = 9190
SERVICE_NAME = "autotune.v1.Tracker"


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
    grace_s: float = 2.0  # how long a stop waits for calls in flight


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
    service = TrackerService(pool)
    interceptors: list[grpc.aio.ServerInterceptor] = []
    if settings.token:
        interceptors.append(TokenAuthInterceptor(settings.token))
    else:
        log.warning("no token configured: the tracker accepts every caller")
    # so_reuseport off: a second tracker on the same port must fail, not share it.
    server = grpc.aio.server(
        interceptors=interceptors, options=[*CHANNEL_OPTIONS, ("grpc.so_reuseport", 0)]
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
    try:
        await stop.wait()
    finally:
        log.info("tracker stopping (grace %.1fs)", settings.grace_s)
        expiry.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await expiry
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
