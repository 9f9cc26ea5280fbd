"""The taps of one resized axis of ``resize2d``, as tensor expressions of the output index.

Along a resized axis, output index ``o`` reads input indices ``index[k](o)`` with weights
``weight[k](o)`` (one tap for nearest, two for linear, four for cubic). Kernels compute
them from ``o`` in float32 with the operations, in the order, that
:mod:`compiler.resize_tables` (onnxruntime's arithmetic) uses, so every index is the one
the reference picks and every weight the float32 value it uses:

* no product is added to anything (a renderer fuses ``a * b + c`` into an FMA, which
  rounds once where onnxruntime rounds twice): the cubic polynomials subtract the
  negated constant instead, which IEEE arithmetic rounds exactly as the addition;
* the nearest rounding is taken from the coordinate's floor and fraction (both exact)
  rather than from ``x + 0.5``, which can round up a coordinate just below a half;
  coordinates below 0 clamp to index 0 in every rounding, so they are clamped first.

The indices are float32 values (whole numbers, exact below 2^24), clamped to the input;
a kernel converts them to int64 where it reads.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from compiler import te
from compiler.ops_resize import ResizeAxis
from compiler.resize_tables import F32
from compiler.te.expr import Expr


@dataclass(frozen=True, slots=True)
class Taps:
    """The input indices and weights of one output index along one axis.

    Attributes:
        index: Per tap, the input index (a float32 whole number in ``[0, n_in)``).
        weight: Per tap, its float32 weight; None for nearest (one tap of weight 1).
    """

    index: tuple[Expr, ...]
    weight: tuple[Expr, ...] | None


def _f(value: float | np.floating) -> Expr:
    return te.const(float(value), "float32")


def coordinate(coord: str, axis: ResizeAxis, o: Expr) -> Expr:
    """The float32 input coordinate of output index ``o`` (``source_coordinates``)."""
    x = te.cast(o, "float32")
    s = _f(axis.scale)
    n_in, n_out = axis.n_in, axis.n_out
    if coord == "asymmetric":
        return x / s
    if coord == "tf_half_pixel_for_nn":
        return (x + 0.5) / s
    if coord == "half_pixel" or (coord == "pytorch_half_pixel" and n_out > 1):
        return (x + 0.5) / s - 0.5
    if coord == "align_corners" and n_out > 1:
        return x * _f(n_in - 1) / _f(n_out - 1)
    if coord in ("pytorch_half_pixel", "align_corners"):
        return _f(0.0)
    if coord == "half_pixel_symmetric":
        # onnxruntime: the offset in float32, the rest in double.
        width = axis.scale * F32(n_in)
        offset = F32(n_in) / F32(2) * (F32(1) - F32(n_out) / width)
        wide = te.const(float(offset), "float64") + (te.cast(o, "float64") + 0.5) / float(
            axis.scale
        )
        return te.cast(wide - 0.5, "float32")
    raise ValueError(f"resize2d has no coordinate transformation {coord!r}")


def nearest_taps(nearest: str, axis: ResizeAxis, x: Expr) -> Taps:
    """The one tap of nearest mode at coordinate ``x``."""
    inside = te.max_(x, 0.0)
    floor = te.call("floor", inside)
    frac = inside - floor
    up: Expr | None
    if nearest == "round_prefer_floor":
        up = frac > 0.5
    elif nearest == "round_prefer_ceil":
        up = frac >= 0.5
    elif nearest == "ceil" or (nearest == "simple" and axis.downsampling):
        up = frac > 0.0
    elif nearest in ("floor", "simple"):
        up = None
    else:
        raise ValueError(f"resize2d has no nearest rounding {nearest!r}")
    index = floor if up is None else floor + te.select(up, 1.0, 0.0)
    return Taps((te.min_(index, float(axis.n_in - 1)),), None)


def linear_taps(axis: ResizeAxis, x: Expr) -> Taps:
    """The two taps of linear mode at coordinate ``x`` (a last index reads itself twice,
    each half)."""
    last = float(axis.n_in - 1)
    inside = te.min_(te.max_(x, 0.0), last)
    low = te.call("floor", inside)
    high = te.min_(low + 1.0, last)
    same = low.eq(high)
    to_low = te.call("fabs", inside - low)
    to_high = te.call("fabs", inside - high)
    return Taps((low, high), (te.select(same, 0.5, to_high), te.select(same, 0.5, to_low)))


def cubic_taps(a: float, exclude: bool, axis: ResizeAxis, x: Expr) -> Taps:
    """The four taps of cubic mode at coordinate ``x`` (Keys' weights of ``floor - 1``
    to ``floor + 2``; with ``exclude``, those outside the input dropped and the rest
    normalized)."""
    a32 = F32(a)
    floor = te.call("floor", x)
    s = x - floor
    p, q, r = s + 1.0, 1.0 - s, 2.0 - s

    def outer(t: Expr) -> Expr:  # ((a t - 5a) t + 8a) t - 4a, with no product added
        return ((_f(a32) * t - _f(5 * a32)) * t - _f(-8 * a32)) * t - _f(4 * a32)

    def inner(t: Expr) -> Expr:  # ((a + 2) t - (a + 3)) t t + 1
        return ((_f(a32 + 2) * t - _f(a32 + 3)) * t * t) - _f(-1.0)

    coeffs = [outer(p), inner(s), inner(q), outer(r)]
    last = float(axis.n_in - 1)
    raw = [floor + float(k - 1) for k in range(4)]
    if exclude:
        inside = [te.all_(i >= 0.0, i <= last) for i in raw]
        coeffs = [te.select(ok, c, 0.0) for ok, c in zip(inside, coeffs, strict=True)]
        total = coeffs[0] + coeffs[1] + coeffs[2] + coeffs[3]
        coeffs = [c / total for c in coeffs]
    index = tuple(te.min_(te.max_(i, 0.0), last) for i in raw)
    return Taps(index, tuple(coeffs))


def axis_taps(params: dict[str, int | str], axis: ResizeAxis, o: Expr) -> Taps:
    """The taps of output index ``o`` along a resized ``axis`` of a workload with
    parameters ``params``."""
    return taps_at(params, axis, coordinate(str(params["coord"]), axis, o))


def taps_at(params: dict[str, int | str], axis: ResizeAxis, x: Expr) -> Taps:
    """The taps at input coordinate ``x`` (float32) along a resized ``axis``."""
    mode = params["mode"]
    if mode == "nearest":
        return nearest_taps(str(params["nearest"]), axis, x)
    if mode == "linear":
        return linear_taps(axis, x)
    return cubic_taps(float(str(params["cubic_a"])), bool(params["exclude"]), axis, x)
