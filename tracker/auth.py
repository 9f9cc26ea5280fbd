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


def _denying_handler(handler: grpc.RpcMethodHandler, message: str) -> grpc.RpcMethodHandler:
    """A handler of the same shape as ``handler`` that fails with UNAUTHENTICATED."""

    async def deny_unary(request: Any, context: grpc.aio.ServicerContext) -> Any:
        await context.abort(grpc.StatusCode.UNAUTHENTICATED, message)

    async def deny_stream(request: Any, context: grpc.aio.ServicerContext) -> Any:
        await context.abort(grpc.StatusCode.UNAUTHENTICATED, message)
        yield  # pragma: no cover - makes this an async generator

    if handler.unary_stream is not None:
        return grpc.unary_stream_rpc_method_handler(
            deny_stream,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )
    return grpc.unary_unary_rpc_method_handler(
        deny_unary,
        request_deserializer=handler.request_deserializer,
        response_serializer=handler.response_serializer,
    )


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
                handler, "missing 'authorization: Bearer TOKEN' metadata; pass the pool token"
            )
        # Constant-time comparison: the token is a secret.
        if not hmac.compare_digest(value.encode(), self._expected):
            return _denying_handler(handler, "invalid pool token")
        return handler
