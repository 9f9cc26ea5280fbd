"""The ``resize2d`` operator's geometry, checks and float64 reference (its spec is in
:mod:`compiler.ops`).

``resize2d`` is ONNX Resize over the two spatial axes of an NCHW tensor: ``[n, c, h, w]``
-> ``[n, c, oh, ow]``, with the attributes as the model graph normalizes them
(:mod:`compiler.model.ops.resize`):

* ``mode``: ``nearest``, ``linear`` or ``cubic``;
* ``coord``: the ``coordinate_transformation_mode``, any but ``tf_crop_and_resize`` (its
  region and extrapolation value stay with the numpy step);
* ``nearest``: the ``nearest_mode`` (nearest only); ``cubic_a`` and ``exclude``: the
  ``cubic_coeff_a`` and ``exclude_outside`` (cubic only);
* ``scale_h``, ``scale_w``: the float32 scales where they are not ``oh / h`` and
  ``ow / w`` (``auto``, the default; an ONNX node given scales rather than sizes:
  ``floor(h * scale)`` need not give the ratio back); the coordinates are computed from
  them. An axis of scale 1 is left as it is, as onnxruntime does.

The reference is the model's numpy step's arithmetic: the per-axis tables of
:mod:`compiler.resize_tables` (onnxruntime's float32 coordinate arithmetic, so every
nearest pixel is the one it picks), applied along H, then along W, in float64.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.resize_tables import COORDINATE_MODES, F32, MODES, NEAREST_MODES, axis_table

ResizeParams = Mapping[str, int | str]

RESIZE_MODES = MODES
"""Interpolations: ``nearest``, ``linear``, ``cubic``."""

RESIZE_COORDS = tuple(m for m in COORDINATE_MODES if m != "tf_crop_and_resize")
"""The coordinate transformations the operator has (not the cropping one)."""

RESIZE_NEAREST = NEAREST_MODES
"""Nearest-pixel roundings (``simple``: Resize-10's and Upsample's)."""

#: Input indices each output index reads along one resized axis, per mode.
TAPS = {"nearest": 1, "linear": 2, "cubic": 4}

#: The defaults of the mode-specific parameters (ONNX's).
DEFAULT_NEAREST = "round_prefer_floor"
DEFAULT_CUBIC_A = "-0.75"


def float32_text(value: str) -> str:
    """The canonical text of a float32 number: the shortest that reads back as it.

    Raises:
        ValueError: Not a number, or not finite as a float32.
    """
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{value!r} is not a number") from None
    with np.errstate(over="ignore"):
        single = F32(number)
    if not np.isfinite(single):
        raise ValueError(f"{value!r} is not a finite float32")
    return np.format_float_positional(single, unique=True, trim="-")


#: A scale parameter's default: the output's ratio to the input.
AUTO_SCALE = "auto"


def scale_text(value: str) -> str:
    """:func:`float32_text` of a scale, which must be positive, or :data:`AUTO_SCALE`.

    Raises:
        ValueError: Not a positive finite float32.
    """
    if value == AUTO_SCALE:
        return value
    text = float32_text(value)
    if float(text) <= 0:
        raise ValueError(f"a scale must be positive, got {value!r}")
    return text


def _i(p: ResizeParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


@dataclass(frozen=True, slots=True)
class ResizeAxis:
    """One spatial axis of a resize2d workload.

    Attributes:
        name: ``h`` or ``w``.
        dim: Its position in NCHW (2 or 3).
        n_in: Input length.
        n_out: Output length.
        scale: The float32 scale the coordinates are computed with.
    """

    name: str
    dim: int
    n_in: int
    n_out: int
    scale: np.float32

    @property
    def resized(self) -> bool:
        """Whether the axis changes (a scale of 1 leaves it as it is)."""
        return bool(self.scale != 1)

    @property
    def downsampling(self) -> bool:
        """Whether the scale is below 1 (``simple`` rounding rounds up then)."""
        return bool(self.scale < 1)


def resize_axes(p: ResizeParams) -> tuple[ResizeAxis, ResizeAxis]:
    """The H and W axes of a resize2d workload's parameters."""
    axes = []
    for dim, name in ((2, "h"), (3, "w")):
        n_in, n_out = _i(p, name), _i(p, f"o{name}")
        given = str(p[f"scale_{name}"])
        scale = F32(n_out) / F32(n_in) if given == AUTO_SCALE else F32(given)
        axes.append(ResizeAxis(name, dim, n_in, n_out, scale))
    return axes[0], axes[1]


def taps(p: ResizeParams, axis: ResizeAxis) -> int:
    """Input indices per output index along ``axis`` (1 where it is not resized)."""
    return TAPS[str(p["mode"])] if axis.resized else 1


def table_attrs(p: ResizeParams) -> dict[str, Any]:
    """The Resize node attributes that :func:`compiler.resize_tables.axis_table` reads."""
    h, w = resize_axes(p)
    return {
        "mode": p["mode"],
        "coordinate_transformation_mode": p["coord"],
        "nearest_mode": p["nearest"],
        "cubic_coeff_a": float(str(p["cubic_a"])),
        "exclude_outside": _i(p, "exclude"),
        "antialias": 0,
        "scales": (1.0, 1.0, float(h.scale), float(w.scale)),
        "roi": (0.0,) * 4 + (1.0,) * 4,
    }


def check_resize(p: ResizeParams) -> None:
    """Validates the combination of parameters.

    Raises:
        ValueError: A mode-specific parameter set for another mode, ``exclude`` not 0/1,
            or a scale of 1 on an axis whose length changes.
    """
    mode = p["mode"]
    if p["nearest"] != DEFAULT_NEAREST and mode != "nearest":
        raise ValueError(f"resize2d nearest={p['nearest']} applies to mode=nearest only")
    if _i(p, "exclude") > 1:
        raise ValueError(f"resize2d exclude must be 0 or 1, got {p['exclude']}")
    if (p["cubic_a"] != DEFAULT_CUBIC_A or _i(p, "exclude")) and mode != "cubic":
        raise ValueError("resize2d cubic_a and exclude apply to mode=cubic only")
    for axis in resize_axes(p):
        if not axis.resized and axis.n_in != axis.n_out:
            raise ValueError(
                f"resize2d scale_{axis.name} 1 leaves the axis as it is, but "
                f"{axis.name}={axis.n_in} and o{axis.name}={axis.n_out} differ"
            )


def resize_flops(p: ResizeParams) -> int:
    """Per output element, the multiplies and adds of its weighted sum of taps (as if
    taken directly, not separably); one for a copy (nearest)."""
    h, w = resize_axes(p)
    count = taps(p, h) * taps(p, w)
    return _i(p, "n") * _i(p, "c") * h.n_out * w.n_out * max(1, 2 * count - 1)


def resize_ref(p: ResizeParams, x: Sequence[np.ndarray]) -> np.ndarray:
    """The float64 result on ``x = [data]`` (see the module docstring)."""
    out = np.asarray(x[0], dtype=np.float64)
    attrs = table_attrs(p)
    for axis in resize_axes(p):
        if not axis.resized:
            continue
        table = axis_table(attrs, axis.dim, axis.n_in, axis.n_out)
        parts = [np.take(out, column, axis=axis.dim) for column in table.index.T]
        if table.weight is None:
            out = parts[0]
            continue
        tail = (1,) * (3 - axis.dim)
        weights = [w.reshape(-1, *tail) for w in table.weight.T]
        total = parts[0] * weights[0]
        for part, weight in zip(parts[1:], weights[1:], strict=True):
            total = total + part * weight
        out = total
    return np.asarray(out)
