"""Client channels to the tracker, plain or TLS, shared by every client of the pool."""

from __future__ import annotations

from collections.abc import Sequence

import grpc

# What a client takes from the tracker (a status of a large pool). It sends
# at most the tracker's 4 MiB per message (tracker/connections.py): a large
# batch travels in several messages (tracker/limits.py).
MAX_MESSAGE_BYTES = 64 * 1024 * 1024
# During a call, a connection silent this long is pinged, and closed when the
# ping is not answered within as long: a device server (or a tuner waiting on
# a batch) notices a tracker that vanished without closing its connections,
# where its calls would otherwise wait forever. The tracker takes pings this
# often (MIN_CLIENT_PING_INTERVAL_S in tracker/connections.py).
CLIENT_KEEPALIVE_S = 20

CHANNEL_OPTIONS: tuple[tuple[str, int], ...] = (
    ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
    ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
    # Reconnect fast after a tracker restart; the caller's own backoff caps retries.
    ("grpc.initial_reconnect_backoff_ms", 100),
    ("grpc.max_reconnect_backoff_ms", 2000),
    ("grpc.keepalive_time_ms", CLIENT_KEEPALIVE_S * 1000),
    ("grpc.keepalive_timeout_ms", CLIENT_KEEPALIVE_S * 1000),
    # The timer gRPC 1.85 really applies to an unanswered ping (60 s by default).
    ("grpc.http2.ping_timeout_ms", CLIENT_KEEPALIVE_S * 1000),
    # Keep pinging on a quiet call (a device waiting for jobs): by default
    # gRPC stops after two pings with no data sent in between.
    ("grpc.http2.max_pings_without_data", 0),
)


# gRPC shares connections ("subchannels") between the channels of a process, with
# their reconnect backoff: a new channel to a tracker that was down may report the
# old "Connection refused" for up to max_reconnect_backoff_ms after the tracker is
# listening again. A channel with its own pool connects at once (the device server
# opens one per registration attempt).
FRESH_CONNECTION: tuple[tuple[str, int], ...] = (("grpc.use_local_subchannel_pool", 1),)


def parse_address(address: str) -> tuple[str, int]:
    """Splits ``HOST:PORT``.

    Raises:
        ValueError: the address is not ``HOST:PORT`` with a port in 1..65535.
    """
    host, sep, port_text = address.rpartition(":")
    if not sep or not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"tracker address {address!r} is not HOST:PORT")
    return host, int(port_text)


def open_channel(
    address: str,
    tls_ca: bytes | None = None,
    *,
    extra_options: Sequence[tuple[str, int]] = (),
) -> grpc.aio.Channel:
    """An asyncio channel to ``address``; TLS when ``tls_ca`` (PEM roots) is given.

    ``extra_options`` are added to (and override) :data:`CHANNEL_OPTIONS`, e.g.
    :data:`FRESH_CONNECTION` for a channel that must not reuse another's connection.

    Raises:
        ValueError: malformed address.
    """
    parse_address(address)
    options = [*CHANNEL_OPTIONS, *extra_options]
    if tls_ca is not None:
        credentials = grpc.ssl_channel_credentials(root_certificates=tls_ca)
        return grpc.aio.secure_channel(address, credentials, options=options)
    return grpc.aio.insecure_channel(address, options=options)
