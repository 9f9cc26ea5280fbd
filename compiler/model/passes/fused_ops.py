"""The numpy implementations of the fused operators, where they used to be.

They are defined in :mod:`compiler.model.ops` now and every numpy entry point finds them
there; :func:`register` stays for callers of the old seam and does nothing.
"""

from __future__ import annotations

from compiler.model.ops.activation import apply_activation
from compiler.model.ops.affine import channel_affine
from compiler.model.ops.conv import fused_conv
from compiler.model.ops.matmul import dense

__all__ = ["apply_activation", "channel_affine", "dense", "fused_conv", "register"]


def register() -> None:
    """Does nothing: the registry (:mod:`compiler.model.ops.registry`) holds the fused ops."""
