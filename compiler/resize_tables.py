"""Resize's per-axis tables: which input indices and weights make each output index.

Resize is separable: along each resized axis, output index ``i`` is a weighted sum of a
few input indices (one for nearest, two for linear, four for cubic, a window stretched
by ``1 / scale`` for antialiased downsampling). :func:`axis_table` computes them once,
when the kernel is made: for the model's numpy Resize step
(:mod:`compiler.model.ops.resize`) and for the ``resize2d`` operator's float64 reference
(:mod:`compiler.ops_resize`), so the two can never disagree. The source coordinate of
each output index (the ``coordinate_transformation_mode``), the nearest-pixel rounding
and the linear and cubic weights are computed in float32 in onnxruntime's order of
operations, so every discrete choice (the nearest pixel, a tie, an index at the edge, a
coordinate outside the input) is the one onnxruntime makes; the weighted sums are then
taken in float64.

One residue: where a ``tf_crop_and_resize`` coordinate lands within a float32 rounding of
a half (a nearest-mode tie), onnxruntime's compiled arithmetic (its build contracts or
reorders some of these operations) can round it the other way: 2 of 553 random regions in
a probe against onnxruntime 1.32; every other mode matched it exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

F32 = np.float32

COORDINATE_MODES = (
    "half_pixel",
    "half_pixel_symmetric",
    "pytorch_half_pixel",
    "align_corners",
    "asymmetric",
    "tf_half_pixel_for_nn",
    "tf_crop_and_resize",
)
"""The coordinate transformations (``tf_half_pixel_for_nn`` is Resize-11's only)."""

NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil", "simple")
"""Nearest-pixel roundings; ``simple`` is Resize-10's and Upsample's: truncation when
upsampling, ceiling when downsampling (onnxruntime's)."""

MODES = ("nearest", "linear", "cubic")


@dataclass(frozen=True, slots=True)
class AxisTable:
    """How one axis is resized.

    Attributes:
        axis: The axis.
        index: ``(n_out, k)`` input indices of each output index (all in range).
        weight: ``(n_out, k)`` their weights (float64); None for nearest (``k == 1``).
        outside: Output indices whose source coordinate is outside the input: they take
            ``extrapolation_value`` (``tf_crop_and_resize`` only; else empty).
    """

    axis: int
    index: np.ndarray
    weight: np.ndarray | None
    outside: np.ndarray


def source_coordinates(
    mode: str, n_in: int, n_out: int, scale: float, roi: tuple[float, float]
) -> np.ndarray:
    """The float32 input coordinate of each output index, as onnxruntime computes it.

    Args:
        mode: The ``coordinate_transformation_mode``.
        n_in: The axis' input length.
        n_out: Its output length.
        scale: Its scale (float32 value): the given one, or ``n_out / n_in``.
        roi: Its ``(start, end)`` region of interest (``tf_crop_and_resize``).

    Returns:
        ``(n_out,)`` float32 coordinates.
    """
    x = np.arange(n_out, dtype=F32)
    s, half = F32(scale), F32(0.5)
    if mode == "asymmetric":
        return x / s
    if mode == "half_pixel":
        return (x + half) / s - half
    if mode == "tf_half_pixel_for_nn":
        return (x + half) / s
    if mode == "pytorch_half_pixel":
        return (x + half) / s - half if n_out > 1 else np.zeros(n_out, F32)
    if mode == "align_corners":
        return x * F32(n_in - 1) / F32(n_out - 1) if n_out > 1 else np.zeros(n_out, F32)
    if mode == "half_pixel_symmetric":
        # onnxruntime: the offset in float32, then the rest in double (a 0.5 literal).
        width = s * F32(n_in)
        offset = F32(n_in) / F32(2) * (F32(1) - F32(n_out) / width)
        wide = float(offset) + (x.astype(np.float64) + 0.5) / float(s) - 0.5
        return wide.astype(F32)
    if mode == "tf_crop_and_resize":
        start, end = F32(roi[0]), F32(roi[1])
        if n_out == 1:
            return np.full(1, F32(0.5 * float(start + end) * (n_in - 1)))
        return start * F32(n_in - 1) + x * (end - start) * F32(n_in - 1) / F32(n_out - 1)
    raise ValueError(f"unknown coordinate_transformation_mode {mode!r}")


def nearest_index(x: np.ndarray, mode: str, downsampling: bool) -> np.ndarray:
    """The nearest input index of float32 coordinates ``x`` (not yet clamped).

    Args:
        x: The coordinates.
        mode: The ``nearest_mode``.
        downsampling: The axis' scale is below 1 (``simple`` rounds up then).

    Returns:
        int64 indices.
    """
    w = x.astype(np.float64)  # exact: every step below is exact on float32 values
    away = np.sign(w) * np.floor(np.abs(w) + 0.5)  # std::round: halves away from zero
    if mode == "round_prefer_floor":
        tie = w == np.trunc(w) + 0.5
        value = np.where(tie, np.floor(w), away)
    elif mode == "round_prefer_ceil":
        value = away
    elif mode == "floor":
        value = np.floor(w)
    elif mode == "ceil" or (mode == "simple" and downsampling):
        value = np.ceil(w)
    elif mode == "simple":
        value = np.trunc(w)
    else:
        raise ValueError(f"unknown nearest_mode {mode!r}")
    return value.astype(np.int64)


def cubic_coefficients(s: np.ndarray, a: float) -> np.ndarray:
    """Keys' cubic weights of the four neighbours ``floor - 1 .. floor + 2`` of coordinates
    whose fractional part is ``s``, in float32 as onnxruntime computes them.

    Args:
        s: ``(n,)`` float32 fractional parts in ``[0, 1)``.
        a: ``cubic_coeff_a``.

    Returns:
        ``(n, 4)`` float32 weights.
    """
    a32 = F32(a)
    s = np.abs(s.astype(F32))
    one, two = F32(1), F32(2)
    p, q, r = s + one, one - s, two - s
    return np.stack(
        [
            ((a32 * p - 5 * a32) * p + 8 * a32) * p - 4 * a32,
            ((a32 + 2) * s - (a32 + 3)) * s * s + one,
            ((a32 + 2) * q - (a32 + 3)) * q * q + one,
            ((a32 * r - 5 * a32) * r + 8 * a32) * r - 4 * a32,
        ],
        axis=1,
    ).astype(F32)


def axis_table(attrs: Mapping[str, Any], axis: int, n_in: int, n_out: int) -> AxisTable:
    """The indices and weights resizing one axis (see :class:`AxisTable`).

    Args:
        attrs: The node's normalized attributes: mode, coordinate_transformation_mode,
            nearest_mode, cubic_coeff_a, exclude_outside, and the per-axis scales and roi.
        axis: The axis (its scale is not 1: an axis of scale 1 is left as it is, as
            onnxruntime does).
        n_in: Its input length.
        n_out: Its output length.

    Returns:
        The table.
    """
    scales, roi = tuple(attrs["scales"]), tuple(attrs["roi"])
    scale = float(scales[axis])
    window = (float(roi[axis]), float(roi[len(scales) + axis]))
    transform = str(attrs["coordinate_transformation_mode"])
    coord = source_coordinates(transform, n_in, n_out, scale, window)
    if transform == "tf_crop_and_resize":
        outside = np.flatnonzero((coord < 0) | (coord > F32(n_in - 1)))
    else:
        outside = np.zeros(0, np.intp)
    mode = attrs["mode"]
    if attrs.get("antialias", 0) and mode != "nearest":
        return _antialias_table(attrs, axis, n_in, coord, outside)
    if mode == "nearest":
        index = nearest_index(coord, str(attrs["nearest_mode"]), bool(F32(scale) < 1))
        return AxisTable(axis, np.clip(index, 0, n_in - 1)[:, None], None, outside)
    if mode == "linear":
        inside = np.clip(coord, F32(0), F32(n_in - 1))
        low = np.minimum(inside.astype(np.int64), n_in - 1)
        high = np.minimum(low + 1, n_in - 1)
        to_low, to_high = np.abs(inside - low.astype(F32)), np.abs(inside - high.astype(F32))
        same = low == high
        weight = np.stack([np.where(same, 0.5, to_high), np.where(same, 0.5, to_low)], axis=1)
        return AxisTable(axis, np.stack([low, high], axis=1), weight.astype(np.float64), outside)
    floor = np.floor(coord)
    coeffs = cubic_coefficients(coord - floor, float(attrs["cubic_coeff_a"]))
    index = floor.astype(np.int64)[:, None] + np.arange(-1, 3)[None, :]
    if attrs["exclude_outside"]:
        coeffs = np.where((index < 0) | (index >= n_in), F32(0), coeffs)
        total = coeffs[:, 0] + coeffs[:, 1] + coeffs[:, 2] + coeffs[:, 3]  # float32, in order
        coeffs = coeffs / total[:, None]
    return AxisTable(axis, np.clip(index, 0, n_in - 1), coeffs.astype(np.float64), outside)


def _filter(mode: str, a: float, x: np.float32) -> np.float32:
    """The antialias filter at ``x`` (float32): the triangle, or Keys' cubic."""
    x = abs(x)
    a32, one, two = F32(a), F32(1), F32(2)
    if mode == "linear":
        return one - x if x < one else F32(0)
    if x < one:
        return ((a32 + two) * x - (a32 + F32(3))) * x * x + one
    if x < two:
        return (((x - F32(5)) * x + F32(8)) * x - F32(4)) * a32
    return F32(0)


def _antialias_table(
    attrs: Mapping[str, Any],
    axis: int,
    n_in: int,
    coord: np.ndarray,
    outside: np.ndarray,
) -> AxisTable:
    """Antialiased linear or cubic weights: the filter stretched by ``max(1, 1 / scale)``.

    As onnxruntime (after Pillow) computes them, in float32: the window around each
    source coordinate, weights of the input indices outside it moved to the edge index
    (or, with ``exclude_outside``, dropped), normalized by their sum.
    """
    mode, a = str(attrs["mode"]), float(attrs["cubic_coeff_a"])
    exclude = bool(attrs["exclude_outside"])
    stretch = F32(1) / F32(float(tuple(attrs["scales"])[axis]))
    half = F32(2 if mode == "linear" else 4) * F32(0.5)
    support = half * stretch if stretch >= 1 else half
    window = int(np.ceil(support)) * 2 + 1
    inv = F32(1) / stretch if stretch >= 1 else F32(1)
    n_out = len(coord)
    index = np.zeros((n_out, window), np.int64)
    weight = np.zeros((n_out, window))
    for i in range(n_out):
        center = F32(0.5) + coord[i]
        low = int(np.floor(center - support + F32(0.5)))
        high = int(np.floor(center + support + F32(0.5)))
        high = low + min(max(high - low, 0), window)
        low_cut, high_cut = min(max(low, 0), n_in), min(max(high, 0), n_in)
        if exclude:
            low, high = low_cut, high_cut
        count = high - low
        buf = np.zeros(max(window, count), F32)
        total = F32(0)
        for x in range(count):
            buf[x] = _filter(mode, a, (F32(x + low) - center + F32(0.5)) * inv)
            total = F32(total + buf[x])
        if not exclude and low_cut < high_cut:
            before = min(max(-low, 0), count - 1)
            for x in range(before):
                buf[before] += buf[x]
            after = min(max(count + low - n_in, 0), count - 1)
            for x in range(count - after, count):
                buf[count - after - 1] += buf[x]
            buf[: high_cut - low_cut] = buf[before : before + high_cut - low_cut].copy()
        scale = F32(1) if total == 0 else F32(1) / total
        n = high_cut - low_cut
        weight[i, :n] = buf[:n] * scale
        index[i, :n] = np.arange(low_cut, high_cut)
        index[i, n:] = low_cut
    return AxisTable(axis, index, weight, outside)
