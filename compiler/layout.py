"""The channel-blocked activation layout ``NCHW16c`` that consecutive convolutions share.

A tensor ``[n, c, h, w]`` in ``NCHW16c`` is ``[n, c/16, h, w, 16]``: each pixel's channels
in runs of 16, one AVX-512 vector. A conv2d micro-kernel reads its input that way (a
broadcast per input channel, the next channel 4 bytes on) and writes its output that way
(one contiguous vector store per output pixel and block), so between two convolutions in
this layout nothing is re-laid out: no packing pass before a conv, no strided stores
after it (TVM's x86 ``NCHWc`` strategy). Only tensors with a multiple of 16 channels are
blocked; the model lowering decides which (:mod:`compiler.model.layouts`).
"""

from __future__ import annotations

import numpy as np

NCHW = "nchw"
NCHW16C = "nchw16c"
LAYOUTS = (NCHW, NCHW16C)

#: Channels per block of ``NCHW16c``.
BLOCK = 16


def shape_in(layout: str, n: int, c: int, h: int, w: int) -> tuple[int, ...]:
    """The array shape of an ``[n, c, h, w]`` tensor in ``layout``."""
    if layout == NCHW16C:
        return (n, c // BLOCK, h, w, BLOCK)
    return (n, c, h, w)


def to_blocked(x: np.ndarray) -> np.ndarray:
    """NCHW ``x`` (channels a multiple of 16) as NCHW16c, C-contiguous."""
    n, c, h, w = x.shape
    return np.ascontiguousarray(x.reshape(n, c // BLOCK, BLOCK, h, w).transpose(0, 1, 3, 4, 2))


def from_blocked(x: np.ndarray) -> np.ndarray:
    """NCHW16c ``x`` as NCHW, C-contiguous."""
    n, cb, h, w, block = x.shape
    return np.ascontiguousarray(x.transpose(0, 1, 4, 2, 3).reshape(n, cb * block, h, w))


def check_blocked(layout: str, what: str, channels: int) -> None:
    """Raises ValueError when ``channels`` cannot be laid out in ``layout``."""
    if layout == NCHW16C and channels % BLOCK:
        raise ValueError(
            f"{what}={channels} channels cannot be laid out as {NCHW16C} "
            f"(a multiple of {BLOCK} is needed)"
        )
