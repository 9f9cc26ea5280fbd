"""Connection limits of the tracker's gRPC server: message size, idle, keepalive.

No heavy imports: the CLI reads the defaults for its ``--help``.
"""

from __future__ import annotations

MIB = 1024 * 1024
# The largest message the tracker reads, on any method (tracker/limits.py):
# gRPC's own default. Results can carry long error messages; batches larger
# than this are split into several SubmitBatch messages.
MAX_RECEIVE_BYTES = 4 * MIB
# What it sends: a status of a large pool, a result with a long message. The
# clients' own limit (tracker/channel.py).
MAX_SEND_BYTES = 64 * MIB
# The job data of one batch the tracker holds at most (a model package and its
# inputs, sent in pieces: tracker/limits.py): the tracker's --max-batch-data.
DEFAULT_MAX_BATCH_DATA_BYTES = 1024 * MIB
# A connection with no call open this long is closed (GOAWAY; a client's
# channel reconnects by itself on its next call). Device servers always hold
# a PullJobs stream, so they are never idle.
DEFAULT_IDLE_TIMEOUT_S = 60.0
# A connection silent this long is pinged; unanswered within KEEPALIVE_TIMEOUT_S
# it is closed (a vanished or frozen peer: its batches are cancelled, its
# device's jobs requeued).
DEFAULT_KEEPALIVE_S = 30.0
# gRPC's default: a device paused (SIGSTOP, swapping) for less than this keeps
# its connection; its lease decides the rest.
KEEPALIVE_TIMEOUT_S = 20.0
# A TCP connection that has not finished its TLS and HTTP/2 handshake by then
# is closed (gRPC's default is 120 s).
HANDSHAKE_TIMEOUT_S = 10.0
# Clients ping at most this often (tracker/channel.py pings every 20 s during
# calls); faster pings count as abuse and get the connection closed.
MIN_CLIENT_PING_INTERVAL_S = 10.0


def server_options(idle_timeout_s: float, keepalive_s: float) -> list[tuple[str, int]]:
    """The tracker's gRPC server arguments: message limits, idle and keepalive limits.

    Args:
        idle_timeout_s: ``--idle-timeout`` (:data:`DEFAULT_IDLE_TIMEOUT_S`).
        keepalive_s: ``--keepalive`` (:data:`DEFAULT_KEEPALIVE_S`).
    """

    def ms(seconds: float) -> int:
        return max(1, round(seconds * 1000))

    return [
        # Every method, the open health service included (tracker/limits.py).
        ("grpc.max_receive_message_length", MAX_RECEIVE_BYTES),
        ("grpc.max_send_message_length", MAX_SEND_BYTES),
        # Without bandwidth-delay probing the receive windows stay at 64 KiB
        # per stream until the tracker asks for a message (then they cover
        # it), so what a refused caller pushes is never read and costs
        # nothing: 16 refused 60 MiB calls, +1-2 MiB of RSS at the peak
        # against +20-67 MiB with probing. Batches arrive as fast (loopback).
        ("grpc.http2.bdp_probe", 0),
        # Off: a second tracker on the same port must fail, not share it.
        ("grpc.so_reuseport", 0),
        ("grpc.server_handshake_timeout_ms", ms(min(HANDSHAKE_TIMEOUT_S, idle_timeout_s))),
        ("grpc.max_connection_idle_ms", ms(idle_timeout_s)),
        ("grpc.keepalive_time_ms", ms(keepalive_s)),
        ("grpc.keepalive_timeout_ms", ms(min(KEEPALIVE_TIMEOUT_S, keepalive_s))),
        # What actually bounds the wait for the ping's answer in this gRPC
        # (1.85: keepalive_timeout_ms alone left a frozen peer open, with a
        # 60 s ping timer, measured).
        ("grpc.http2.ping_timeout_ms", ms(min(KEEPALIVE_TIMEOUT_S, keepalive_s))),
        # Ping idle connections too, and take the clients' keepalive pings
        # without counting them as abuse when they have no call open.
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.http2.min_recv_ping_interval_without_data_ms", ms(MIN_CLIENT_PING_INTERVAL_S)),
    ]
