"""Shared-token authentication for the pool's gRPC services.

Every call carries metadata ``authorization: Bearer TOKEN``. The server side
checks it in one interceptor, so no handler can forget to. The standard gRPC
health service stays open on purpose: load balancers and orchestrators probe
it without credentials, and it reveals nothing but SERVING / NOT_SERVING.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable
from typing import Any

import grpc

AUTH_HEADER = "authorization"
# Methods under these prefixes need no token (see the module docstring).
OPEN_PREFIXES = ("/grpc.health.v1.Health/",)


def auth_metadata(token: str | None) -> tuple[tuple[str, str], ...]:
    """The call metadata that carries ``token`` (empty when there is none)."""
    return ((AUTH_HEADER, f"Bearer {token}"),) if token else ()


def check_token(token: str) -> str:
    """Validates a token read at the edge and returns it stripped.

    Raises:
        ValueError: the token is empty or has characters that cannot travel
            in gRPC metadata.
    """
    token = token.strip()
    if not token:
        raise ValueError("the token is empty")
    if not token.isascii() or not token.isprintable() or " " in token:
        raise ValueError("the token must be printable ASCII without spaces")
    return token


def _denying_handler(message: str) -> grpc.RpcMethodHandler:
    """A handler that fails with UNAUTHENTICATED without reading the request.

    It is request-streaming whatever the method's shape (the shape is not on
    the wire): gRPC reads a unary request in full, and deserializes it, before
    calling the handler, so a unary-shaped refusal would let anyone without a
    token make the tracker hold a 64 MiB message per call. A streaming handler
    that never iterates its requests reads nothing; HTTP/2 flow control then
    keeps what the caller can push to one stream window.
    """

    async def deny(requests: Any, context: grpc.aio.ServicerContext) -> None:
        await context.abort(grpc.StatusCode.UNAUTHENTICATED, message)

    return grpc.stream_stream_rpc_method_handler(deny)


class TokenAuthInterceptor(grpc.aio.ServerInterceptor):
    """Rejects calls without the right bearer token with UNAUTHENTICATED.

    Args:
        token: the shared pool token.
    """

    def __init__(self, token: str) -> None:
        self._expected = f"Bearer {check_token(token)}".encode()

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        """Passes authenticated (or open) calls on; answers the others itself."""
        method = handler_call_details.method or ""
        if method.startswith(OPEN_PREFIXES):
            return await continuation(handler_call_details)
        value: str | None = None
        for key, item in handler_call_details.invocation_metadata or ():
            if key == AUTH_HEADER:
                value = item if isinstance(item, str) else item.decode("latin-1")
                break
        handler = await continuation(handler_call_details)
        if handler is None:
            return handler  # unknown method: let gRPC answer UNIMPLEMENTED
        if value is None:
            return _denying_handler(
                "missing 'authorization: Bearer TOKEN' metadata; pass the pool token"
            )
        # Constant-time comparison: the token is a secret.
        if not hmac.compare_digest(value.encode(), self._expected):
            return _denying_handler("invalid pool token")
        return handler
