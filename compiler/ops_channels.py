"""Channels-last rows and the channel layouts, and the ``channel_transpose`` operator's
geometry and reference (its spec is in :mod:`compiler.ops`).

Vision models that mix convolutions with per-pixel work (ConvNeXt's layer norms and
dense layers, Swin's windows) move channels last and back with ``Transpose``. Their data
is one of:

* ``rows``: ``[n, p, c]``, each pixel's ``c`` channels contiguous (NHWC);
* ``nchw``: ``[n, c, p]``, each channel's ``p`` pixels contiguous;
* ``nchw16c``: ``[n, c/16, p, 16]`` (:mod:`compiler.layout`), runs of 16 channels.

``channel_transpose`` copies between ``rows`` and a channel layout (``src`` or ``dst``
is ``rows``, the other not); from and to ``nchw16c`` every 16 channels of a pixel are one
contiguous vector on both sides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from compiler.layout import BLOCK

ChannelParams = Mapping[str, int | str]
Shape = tuple[int, ...]

ROWS, NCHW, NCHW16C = "rows", "nchw", "nchw16c"
CHANNEL_LAYOUTS = (ROWS, NCHW, NCHW16C)


def _i(p: ChannelParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def shape_of(layout: str, n: int, c: int, p: int) -> Shape:
    """The shape of ``n`` images of ``p`` pixels of ``c`` channels in ``layout``."""
    if layout == NCHW:
        return (n, c, p)
    if layout == NCHW16C:
        return (n, c // BLOCK, p, BLOCK)
    return (n, p, c)


def to_rows(layout: str, data: np.ndarray) -> np.ndarray:
    """``data`` in ``layout`` seen as ``[n, p, c]`` rows (a view)."""
    if layout == NCHW:
        return np.transpose(data, (0, 2, 1))
    if layout == NCHW16C:
        n, cb, p, block = data.shape
        return np.transpose(data, (0, 2, 1, 3)).reshape(n, p, cb * block)
    return data


def from_rows(layout: str, rows: np.ndarray) -> np.ndarray:
    """``[n, p, c]`` rows in ``layout`` (C-contiguous)."""
    if layout == NCHW:
        return np.ascontiguousarray(np.transpose(rows, (0, 2, 1)))
    if layout == NCHW16C:
        n, p, c = rows.shape
        return np.ascontiguousarray(rows.reshape(n, p, c // BLOCK, BLOCK).transpose(0, 2, 1, 3))
    return np.ascontiguousarray(rows)


def check_layout(layout: str, c: int, what: str) -> None:
    if layout == NCHW16C and c % BLOCK:
        raise ValueError(f"{what} layout nchw16c needs c divisible by {BLOCK}, got c={c}")


# --- channel_transpose


def transpose_inputs(p: ChannelParams) -> list[tuple[str, Shape]]:
    return [("data", shape_of(str(p["src"]), _i(p, "n"), _i(p, "c"), _i(p, "p")))]


def transpose_output(p: ChannelParams) -> Shape:
    return shape_of(str(p["dst"]), _i(p, "n"), _i(p, "c"), _i(p, "p"))


def transpose_ref(p: ChannelParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    return from_rows(str(p["dst"]), to_rows(str(p["src"]), np.asarray(inputs[0])))


def check_transpose(p: ChannelParams) -> None:
    src, dst = str(p["src"]), str(p["dst"])
    if (src == ROWS) == (dst == ROWS):
        raise ValueError(
            f"channel_transpose goes between rows and a channel layout, not {src} to {dst}"
        )
    for layout in (src, dst):
        check_layout(layout, _i(p, "c"), "channel_transpose")
