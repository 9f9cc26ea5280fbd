"""numpy implementations of the fused operators (for the interpreter and as fallbacks)."""

from __future__ import annotations

from typing import Any

import numpy as np


def apply_activation(out: np.ndarray, activation: str) -> None:
    """Applies ``activation`` to ``out`` in place."""
    if activation == "relu":
        np.maximum(out, 0.0, out=out)
    elif activation == "relu6":
        np.clip(out, 0.0, 6.0, out=out)
    elif activation != "none":
        raise ValueError(f"unknown activation {activation!r}")


def fused_conv(attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
    """``act(conv(X, W) + B[k] (+ R))`` through the plain Conv implementation."""
    from compiler.model.numpy_ops import NUMPY_OPS

    conv_attrs = {k: v for k, v in attrs.items() if k not in ("activation", "residual")}
    out = outputs[0]
    NUMPY_OPS["Conv"](conv_attrs, inputs[:3], [out])
    if attrs["residual"]:
        np.add(out, inputs[3], out=out)
    apply_activation(out, attrs["activation"])


def dense(attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
    """``act(X @ W + B)`` in float64, rounded once."""
    x, w, b = inputs
    result = x.astype(np.float64) @ w.astype(np.float64) + b
    outputs[0][...] = result
    apply_activation(outputs[0], attrs["activation"])


def channel_affine(
    attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]
) -> None:
    """``act(X * s[c] + t[c])`` over ``[N, C, H, W]``."""
    x, scale, shift = inputs
    out = outputs[0]
    np.multiply(x, scale.reshape(1, -1, 1, 1), out=out)
    np.add(out, shift.reshape(1, -1, 1, 1), out=out)
    apply_activation(out, attrs["activation"])


def register() -> None:
    """Adds the fused ops to the numpy op table (idempotent)."""
    from compiler.model.numpy_ops import NUMPY_OPS

    NUMPY_OPS.setdefault("FusedConv", fused_conv)
    NUMPY_OPS.setdefault("Dense", dense)
    NUMPY_OPS.setdefault("ChannelAffine", channel_affine)
