"""Client channels to the tracker, plain or TLS, shared by every client of the pool."""

from __future__ import annotations

import grpc

# Larger than gRPC's 4 MiB default so a full batch (DEFAULT_MAX_BATCH_JOBS jobs)
# always fits in one message.
MAX_MESSAGE_BYTES = 64 * 1024 * 1024

CHANNEL_OPTIONS: tuple[tuple[str, int], ...] = (
    ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
    ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
    # Reconnect fast after a tracker restart; the caller's own backoff caps retries.
    ("grpc.initial_reconnect_backoff_ms", 100),
    ("grpc.max_reconnect_backoff_ms", 2000),
)


def parse_address(address: str) -> tuple[str, int]:
    """Splits ``HOST:PORT``.

    Raises:
        ValueError: the address is not ``HOST:PORT`` with a port in 1..65535.
    """
    host, sep, port_text = address.rpartition(":")
    if not sep or not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"tracker address {address!r} is not HOST:PORT")
    return host, int(port_text)


def open_channel(address: str, tls_ca: bytes | None = None) -> grpc.aio.Channel:
    """An asyncio channel to ``address``; TLS when ``tls_ca`` (PEM roots) is given.

    Raises:
        ValueError: malformed address.
    """
    parse_address(address)
    if tls_ca is not None:
        credentials = grpc.ssl_channel_credentials(root_certificates=tls_ca)
        return grpc.aio.secure_channel(address, credentials, options=CHANNEL_OPTIONS)
    return grpc.aio.insecure_channel(address, options=CHANNEL_OPTIONS)
