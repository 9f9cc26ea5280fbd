"""The activations the fused operators' epilogues apply (numpy, in place)."""

from __future__ import annotations

import numpy as np


def apply_activation(out: np.ndarray, activation: str) -> None:
    """Applies ``activation`` to ``out`` in place."""
    if activation == "relu":
        np.maximum(out, 0.0, out=out)
    elif activation == "relu6":
        np.clip(out, 0.0, 6.0, out=out)
    elif activation != "none":
        raise ValueError(f"unknown activation {activation!r}")
