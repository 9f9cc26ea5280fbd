"""The ``pool2d`` operator's geometry and float64 reference (its spec is in :mod:`compiler.ops`).

``pool2d`` is ONNX MaxPool / AveragePool on an NCHW input ``[n, c, h, w]``, with the
attributes as the model graph normalizes them:

* window ``kh x kw``, strides ``sh, sw``, dilations ``dh, dw`` (max only), padding
  ``pt, pl, pb, pr`` (top, left, bottom, right); every window has a tap inside the
  input (ONNX Runtime requires pads smaller than the window);
* ``ceil=1``: the output size is rounded up, except that a last window starting in
  the end padding is dropped (ONNX Runtime's and PyTorch's rule, as in
  :func:`compiler.windows.window_out_size`);
* ``mode=max``: the largest tap inside the input (padding never wins);
  ``mode=avg``: the sum of the taps inside the input divided by the number of them
  (``count_pad=0``) or by the number of taps inside the padded input (``count_pad=1``;
  the taps past the end padding that a ceil-mode window may reach never count), as
  onnxruntime does.

Global average pooling is the window covering the whole plane.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from compiler.windows import window_out_size

PoolParams = Mapping[str, int | str]


def _i(p: PoolParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


pool_out_size = window_out_size
"""Output length along one axis (:func:`compiler.windows.window_out_size`; <= 0 when the
window does not fit)."""


def pool_axes(p: PoolParams) -> tuple[tuple[int, int, int, tuple[int, int], int], ...]:
    """Per spatial axis (H, then W): input size, kernel, stride, (pad begin, pad end), dilation."""
    return (
        (_i(p, "h"), _i(p, "kh"), _i(p, "sh"), (_i(p, "pt"), _i(p, "pb")), _i(p, "dh")),
        (_i(p, "w"), _i(p, "kw"), _i(p, "sw"), (_i(p, "pl"), _i(p, "pr")), _i(p, "dw")),
    )


def pool_out_hw(p: PoolParams) -> tuple[int, int]:
    """``(oh, ow)`` of a pool2d workload's parameters."""
    ceil = bool(p["ceil"])
    oh, ow = (
        pool_out_size(s, k, st, pads=pads, dilation=d, ceil=ceil)
        for s, k, st, pads, d in pool_axes(p)
    )
    return oh, ow


def check_pool(p: PoolParams) -> None:
    """Validates the combination of parameters.

    Raises:
        ValueError: A window seeing padding only, an empty output, dilation or
            ``count_pad`` where they mean nothing, or a flag that is not 0/1.
    """
    for flag in ("ceil", "count_pad"):
        if _i(p, flag) > 1:
            raise ValueError(f"pool2d {flag} must be 0 or 1, got {p[flag]}")
    mode = p["mode"]
    if mode == "max" and _i(p, "count_pad"):
        raise ValueError("pool2d count_pad applies to mode=avg only")
    if mode == "avg" and (_i(p, "dh"), _i(p, "dw")) != (1, 1):
        raise ValueError("pool2d dilation applies to mode=max only")
    for axis, (size, kernel, stride, pads, dilation) in zip("hw", pool_axes(p), strict=True):
        out = pool_out_size(
            size, kernel, stride, pads=pads, dilation=dilation, ceil=bool(p["ceil"])
        )
        if out <= 0:
            raise ValueError(
                f"pool2d output along {axis} would be {out} ({axis}={size}, window {kernel}, "
                f"dilation {dilation}, pads {pads}): the window must fit in the padded input"
            )
        pos = tap_positions(size, kernel, stride, begin=pads[0], dilation=dilation, out=out)
        if not ((pos >= 0) & (pos < size)).any(axis=1).all():
            raise ValueError(
                f"pool2d window along {axis} would have no tap inside the input ({axis}={size}, "
                f"window {kernel}, dilation {dilation}, pads {pads}): it would see padding only"
            )


def tap_positions(
    size: int, kernel: int, stride: int, *, begin: int, dilation: int, out: int
) -> np.ndarray:
    """``[out, kernel]``: the input position each tap of each window reads (may be outside)."""
    return np.arange(out)[:, None] * stride + np.arange(kernel)[None, :] * dilation - begin


def pool_divisors(p: PoolParams) -> tuple[np.ndarray, np.ndarray]:
    """Per output row and per output column: the taps an average divides by (their product)."""
    out_hw = pool_out_hw(p)
    counts = []
    for (size, kernel, stride, (begin, end), dilation), out in zip(
        pool_axes(p), out_hw, strict=True
    ):
        pos = tap_positions(size, kernel, stride, begin=begin, dilation=dilation, out=out)
        inside = (pos < size + end) if p["count_pad"] else ((pos >= 0) & (pos < size))
        counts.append(inside.sum(axis=1))
    return counts[0], counts[1]


def pool_ref(p: PoolParams, x: Sequence[np.ndarray]) -> np.ndarray:
    """The float64 result on ``x = [data]`` (see the module docstring)."""
    data = x[0]
    oh, ow = pool_out_hw(p)
    (h, kh, sh, (pt, _), dh), (w, kw, sw, (pl, _), dw) = pool_axes(p)
    rows = tap_positions(h, kh, sh, begin=pt, dilation=dh, out=oh)  # [oh, kh]
    cols = tap_positions(w, kw, sw, begin=pl, dilation=dw, out=ow)  # [ow, kw]
    taps = data[:, :, np.clip(rows, 0, h - 1)][:, :, :, :, np.clip(cols, 0, w - 1)]
    inside = ((rows >= 0) & (rows < h))[:, :, None, None] & ((cols >= 0) & (cols < w))[None, None]
    if p["mode"] == "max":
        return np.asarray(np.where(inside, taps, -np.inf).max(axis=(3, 5)))
    sums = np.where(inside, taps, 0.0).sum(axis=(3, 5))
    rows_div, cols_div = pool_divisors(p)
    return np.asarray(sums / np.outer(rows_div, cols_div))
