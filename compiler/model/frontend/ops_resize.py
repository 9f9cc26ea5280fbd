"""Converters of Resize (opsets 10 to 19) and Upsample (7, 9) to the Resize graph op.

Everything that varies by version, and the constant ``roi``, ``scales`` and ``sizes``
inputs, become plain attributes (see :mod:`compiler.model.ops.resize`): the output shape,
one float32 scale and one ``(start, end)`` roi pair per axis, the modes. Output sizes and
scales follow onnxruntime's float32 arithmetic: ``floor(scale * in)`` from scales,
``out / in`` from sizes, and ``keep_aspect_ratio_policy``'s ``round(scale * in)``.

Refused in one line: run-time scales, sizes or roi; ``exclude_outside`` outside cubic
mode and antialias; antialias in nearest mode; and the cases where ONNX's definition and
onnxruntime differ (an axis of scale 1 with a ``tf_crop_and_resize`` region on it, which
onnxruntime leaves as it is; an output of the input's shape from scales other than 1,
which it copies; a
``tf_crop_and_resize`` region with scales, whose output size ONNX scales by the region
and onnxruntime does not; ``align_corners`` or ``tf_crop_and_resize`` with a scale that
makes a fractional output width, which ONNX's reference divides by and onnxruntime does
not).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from compiler.model.frontend.common import normalize_axis
from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.frontend.versions import schema_version
from compiler.resize_tables import COORDINATE_MODES, F32, NEAREST_MODES

POLICIES = ("stretch", "not_larger", "not_smaller")


def convert_resize(imp: Importer, node: OnnxNode) -> None:
    """Resize-10 (X, scales: asymmetric, simple rounding), 11 and 13 (X, roi, scales,
    sizes), 18 (antialias, axes, keep_aspect_ratio_policy) and 19 (half_pixel_symmetric)."""
    version = schema_version("Resize", imp.opset) or 0
    rank = len(imp.type(node.input(0)).shape)
    mode = _mode(node, ("nearest", "linear") if version == 10 else ("nearest", "linear", "cubic"))
    if version == 10:
        scales = _floats(imp, node, 1, "scales")
        if scales is None:
            raise node.error("scales is required")
        _emit(imp, node, mode, "asymmetric", "simple", scales=scales, axes=tuple(range(rank)))
        return
    transform = node.str_attr("coordinate_transformation_mode", "half_pixel")
    allowed = [m for m in COORDINATE_MODES if m != "tf_half_pixel_for_nn" or version == 11]
    if version < 19:
        allowed.remove("half_pixel_symmetric")
    if transform not in allowed:
        raise node.error(
            f"coordinate_transformation_mode {transform!r} is not one of Resize-{version}'s: "
            + ", ".join(allowed)
        )
    antialias = node.int_attr("antialias", 0) if version >= 18 else 0
    if antialias and mode == "nearest":
        raise node.error("antialias=1 is only defined for linear and cubic modes")
    nearest = node.str_attr("nearest_mode", "round_prefer_floor")
    if nearest not in NEAREST_MODES[:-1]:
        raise node.error(f"nearest_mode {nearest!r} is not one of {', '.join(NEAREST_MODES[:-1])}")
    exclude = node.int_attr("exclude_outside", 0)
    if exclude and mode != "cubic" and not antialias:
        raise node.error(
            f"exclude_outside=1 is only defined for cubic mode (or antialias), not {mode}"
        )
    axes = tuple(range(rank))
    policy = "stretch"
    if version >= 18:
        given = node.ints_attr("axes", axes)
        axes = tuple(normalize_axis(node, a, rank, what="axes value") for a in given)
        if len(set(axes)) != len(axes):
            raise node.error(f"axes {list(given)} repeat an axis")
        policy = node.str_attr("keep_aspect_ratio_policy", "stretch")
        if policy not in POLICIES:
            raise node.error(f"keep_aspect_ratio_policy {policy!r} is not one of {POLICIES}")
    roi = _floats(imp, node, 1, "roi") if transform == "tf_crop_and_resize" else None
    if transform == "tf_crop_and_resize" and roi is None:
        raise node.error("tf_crop_and_resize needs the roi input")
    scales, sizes = _floats(imp, node, 2, "scales"), imp.const_ints(node, 3, "sizes")
    if (scales is None) == (not sizes):
        raise node.error("exactly one of scales and sizes must be given")
    _emit(
        imp,
        node,
        mode,
        transform,
        nearest,
        scales=scales,
        sizes=sizes or None,
        roi=roi,
        axes=axes,
        policy=policy,
        attrs={
            "cubic_coeff_a": node.float_attr("cubic_coeff_a", -0.75),
            "exclude_outside": exclude,
            "extrapolation_value": node.float_attr("extrapolation_value", 0.0),
            "antialias": 1 if antialias else 0,
        },
    )


def convert_upsample(imp: Importer, node: OnnxNode) -> None:
    """Upsample-7 (scales attribute) and 9 (scales input): nearest or linear, asymmetric
    coordinates, scales of at least 1."""
    rank = len(imp.type(node.input(0)).shape)
    mode = _mode(node, ("nearest", "linear"))
    if imp.opset < 9:
        if "scales" not in node.attrs:
            raise node.error("the scales attribute is required")
        scales: tuple[float, ...] | None = tuple(float(s) for s in node.attrs["scales"])
    else:
        scales = _floats(imp, node, 1, "scales")
    if scales is None or min(scales, default=0.0) < 1:
        raise node.error(f"scales must be given, each at least 1; got {scales}")
    _emit(imp, node, mode, "asymmetric", "simple", scales=scales, axes=tuple(range(rank)))


def _mode(node: OnnxNode, allowed: Sequence[str]) -> str:
    mode = node.str_attr("mode", "nearest")
    if mode not in allowed:
        raise node.error(f"mode {mode!r} is not one of {', '.join(allowed)}")
    return mode


def _floats(imp: Importer, node: OnnxNode, index: int, what: str) -> tuple[float, ...] | None:
    """A constant float input as float32 values; None when absent or empty."""
    value = imp.const(node, index, what)
    if value is None or value.size == 0:
        return None
    return tuple(float(F32(v)) for v in value.reshape(-1))


def _emit(
    imp: Importer,
    node: OnnxNode,
    mode: str,
    transform: str,
    nearest: str,
    *,
    axes: tuple[int, ...],
    scales: tuple[float, ...] | None = None,
    sizes: tuple[int, ...] | None = None,
    roi: tuple[float, ...] | None = None,
    policy: str = "stretch",
    attrs: dict[str, float | int] | None = None,
) -> None:
    """Emits the Resize node: per-axis scales, output shape and roi resolved."""
    shape = imp.type(node.input(0)).shape
    rank = len(shape)
    given = scales if scales is not None else sizes
    assert given is not None
    for what, values, count in (("scales or sizes", given, len(axes)), ("roi", roi, 2 * len(axes))):
        if values is not None and len(values) != count:
            raise node.error(f"{what} has {len(values)} values, the resized axes need {count}")
    full_scales = [1.0] * rank
    out = list(shape)
    if scales is not None:
        for a, s in zip(axes, scales, strict=True):
            if s <= 0:
                raise node.error(f"scales {list(scales)} must be positive")
            full_scales[a] = s
            out[a] = int(F32(s) * F32(shape[a]))  # floor: both positive
    else:
        assert sizes is not None
        ratios = [float(F32(n) / F32(shape[a])) for a, n in zip(axes, sizes, strict=True)]
        if policy != "stretch":
            pick = min if policy == "not_larger" else max
            ratios = [pick(ratios)] * len(axes)
            # round_int: halves up (onnxruntime's std::round of a positive float32)
            sizes = tuple(
                int(np.floor(float(F32(r) * F32(shape[a])) + 0.5))
                for a, r in zip(axes, ratios, strict=True)
            )
        for a, r, n in zip(axes, ratios, sizes, strict=True):
            full_scales[a], out[a] = r, n
    full_roi = [0.0] * rank + [1.0] * rank
    if roi is not None:
        for i, a in enumerate(axes):
            full_roi[a], full_roi[rank + a] = roi[i], roi[len(axes) + i]
    if min(out) < 1:
        raise node.error(f"the output shape {out} has an empty axis, which is not supported")
    resize: dict[str, Any] = {
        "mode": mode,
        "coordinate_transformation_mode": transform,
        "nearest_mode": nearest,
        "cubic_coeff_a": -0.75,
        "exclude_outside": 0,
        "extrapolation_value": 0.0,
        "antialias": 0,
        **(attrs or {}),
        "sizes": tuple(out),
        "scales": tuple(full_scales),
        "roi": tuple(full_roi),
    }
    _check_onnxruntime_agrees(node, shape, resize, from_scales=scales is not None)
    imp.emit(node, "Resize", [node.input(0)], resize)


def _check_onnxruntime_agrees(
    node: OnnxNode, shape: Sequence[int], resize: dict[str, Any], *, from_scales: bool
) -> None:
    """Refuses the cases where ONNX's definition and onnxruntime's answer differ."""
    rank = len(shape)
    out, scales, roi = resize["sizes"], resize["scales"], resize["roi"]
    if tuple(out) == tuple(shape) and any(s != 1 for s in scales):
        raise node.error(
            f"scales {list(scales)} keep the shape {list(shape)}: ONNX interpolates, "
            "onnxruntime copies the input; not supported"
        )
    transform = resize["coordinate_transformation_mode"]
    if from_scales and transform in ("align_corners", "tf_crop_and_resize"):
        for a in range(rank):
            width = scales[a] * shape[a]  # ONNX divides by this width less 1, onnxruntime by
            if abs(width - out[a]) > 1e-6 * width:  # the output's; they differ when fractional
                raise node.error(
                    f"{transform} with scale {scales[a]} on axis {a} of length {shape[a]}: "
                    f"ONNX divides by the fractional width {width:g} less 1, onnxruntime by "
                    f"the output length {out[a]} less 1; not supported (give sizes)"
                )
    if transform != "tf_crop_and_resize":
        return
    partial = [a for a in range(rank) if (roi[a], roi[rank + a]) != (0.0, 1.0)]
    if from_scales and partial:
        raise node.error(
            "tf_crop_and_resize with scales and a partial roi: ONNX scales the output size "
            "by the roi, onnxruntime does not; not supported (give sizes)"
        )
    still = [a for a in partial if F32(scales[a]) == 1]
    if still:
        raise node.error(
            f"tf_crop_and_resize crops axis {still[0]}, whose size does not change: "
            "onnxruntime leaves such an axis as it is; not supported"
        )
