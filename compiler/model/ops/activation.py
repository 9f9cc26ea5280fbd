"""The activations the fused operators' epilogues apply (numpy, in place)."""

from __future__ import annotations

import numpy as np

from compiler.pointwise import IDENTITY, evaluate, parse


def apply_activation(out: np.ndarray, activation: str, act: str = IDENTITY) -> None:
    """Applies ``activation`` and then the pointwise function ``act`` to ``out`` in place
    (``act`` in float64, rounded once)."""
    if activation == "relu":
        np.maximum(out, 0.0, out=out)
    elif activation == "relu6":
        np.clip(out, 0.0, 6.0, out=out)
    elif activation != "none":
        raise ValueError(f"unknown activation {activation!r}")
    if act != IDENTITY:
        out[...] = evaluate(parse(act), [out])
