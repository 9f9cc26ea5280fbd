"""The row operators ``layernorm`` and ``softmax``: geometry and float64 references (their
specs are in :mod:`compiler.ops`).

``softmax`` is ONNX Softmax (``log=0``) or LogSoftmax (``log=1``) along each row of an
``[m, c]`` input, or along the middle axis of an ``[m, c, inner]`` one (a softmax over the
channels of an NCHW tensor: the per-pixel class scores of a segmentation head):
``exp(x - max) / sum`` or ``x - max - log(sum)``, the maximum subtracted first as
onnxruntime does (``exp`` never overflows).

``layernorm`` standardizes each row of ``c`` values (ONNX LayerNormalization over the
last axis): ``(x - mean) / sqrt(var + eps) * scale[j] + bias[j]``, with the mean and the
(biased) variance of the row. Rows are the ``p`` positions of each of ``n`` images; the
output is always row-major ``[n, p, c]``. The input is in one of the layouts of
:mod:`compiler.ops_channels`:

* ``rows``: ``[n, p, c]``, the rows as they are (a transformer's ``[batch, seq, hidden]``);
* ``nchw``: ``[n, c, p]``: the row of position ``q`` is channel column ``x[b, :, q]``.
  A ``Transpose`` from NCHW to NHWC before a layer norm over the channels (ConvNeXt's
  blocks) is then no step of its own;
* ``nchw16c``: ``[n, c/16, p, 16]`` (:mod:`compiler.layout`): the same, for
  channel-blocked activations; a row is ``c/16`` runs of 16 contiguous values.

Scale and bias hold one value per column, or, with ``plane > 0`` (``rows`` only), one per
``plane`` consecutive elements of an image: InstanceNormalization is rows of one channel's
pixels (``p`` channels, ``c = plane`` pixels), GroupNormalization rows of one group's
channels (``p`` groups, ``c = channels/groups * plane``), both scaled per channel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from compiler.ops_channels import NCHW, NCHW16C, ROWS, check_layout, shape_of, to_rows

NormParams = Mapping[str, int | str]
Shape = tuple[int, ...]

NORM_LAYOUTS = (ROWS, NCHW, NCHW16C)
"""Layouts of a layernorm's input (the output is always rows)."""


def _i(p: NormParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def canonical_eps(text: str) -> str:
    """``text`` as the shortest decimal of its float32 value (the epsilon the kernel adds).

    Raises:
        ValueError: Not a finite, non-negative number.
    """
    try:
        value = np.float32(float(text))
    except (TypeError, ValueError):
        raise ValueError(f"eps {text!r} is not a number") from None
    if not np.isfinite(value) or value < 0:
        raise ValueError(f"eps {text!r} must be a finite number >= 0")
    return str(value)


def norm_input_shape(p: NormParams) -> Shape:
    """The data input's shape in its layout."""
    return shape_of(str(p["layout"]), _i(p, "n"), _i(p, "c"), _i(p, "p"))


def affine_length(p: NormParams) -> int:
    """Values of scale and bias: one per column, or (``plane > 0``) one per ``plane``
    consecutive elements of an image's rows."""
    plane = _i(p, "plane")
    return _i(p, "c") if plane == 0 else _i(p, "p") * _i(p, "c") // plane


def norm_inputs(p: NormParams) -> list[tuple[str, Shape]]:
    a = affine_length(p)
    return [("data", norm_input_shape(p)), ("scale", (a,)), ("bias", (a,))]


def norm_output(p: NormParams) -> Shape:
    return (_i(p, "n"), _i(p, "p"), _i(p, "c"))


def norm_ref(p: NormParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """Two passes in float64 (the mean, then the mean of squared deviations)."""
    x = to_rows(str(p["layout"]), np.asarray(inputs[0], dtype=np.float64))
    mean = x.mean(axis=-1, keepdims=True)
    centered = x - mean
    var = (centered * centered).mean(axis=-1, keepdims=True)
    inv = 1.0 / np.sqrt(var + float(str(p["eps"])))
    scale, bias = inputs[1], inputs[2]
    plane = _i(p, "plane")
    if plane:  # one value per plane of each image's rows: [p * c / plane] -> [p, c]
        rows, c = _i(p, "p"), _i(p, "c")
        scale, bias = (np.repeat(t, plane).reshape(rows, c) for t in (scale, bias))
    return np.asarray(centered * inv * scale + bias)


def check_norm(p: NormParams) -> None:
    check_layout(str(p["layout"]), _i(p, "c"), "layernorm")
    plane = _i(p, "plane")
    if plane and (p["layout"] != ROWS or (_i(p, "p") * _i(p, "c")) % plane):
        raise ValueError(
            f"layernorm plane={plane} needs layout rows and divides an image's p*c elements"
        )


def norm_flops(p: NormParams) -> int:
    """8 per element: the sum; the deviation, its square, their sum; the normalized,
    scaled and shifted value (subtract, two multiplies, add)."""
    return 8 * _i(p, "n") * _i(p, "p") * _i(p, "c")


# --- softmax


def softmax_shape(p: NormParams) -> Shape:
    """``[m, c]`` rows, or ``[m, c, inner]`` when the axis has ``inner`` elements after it."""
    m, c, inner = _i(p, "m"), _i(p, "c"), _i(p, "inner")
    return (m, c) if inner == 1 else (m, c, inner)


def softmax_inputs(p: NormParams) -> list[tuple[str, Shape]]:
    inputs = [("data", softmax_shape(p))]
    if _i(p, "mask"):
        inputs.append(("mask", (_i(p, "mask"), _i(p, "c"))))
    return inputs


def softmax_ref(p: NormParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """In float64: ``exp(x - max) / sum`` or ``x - max - log(sum)`` along axis 1, of
    ``x + mask`` (row ``r`` adding mask row ``r % R``); NaNs 0 with ``nan0``."""
    x = np.asarray(inputs[0], dtype=np.float64)
    if _i(p, "mask"):
        rows = _i(p, "mask")
        mask = np.asarray(inputs[1], dtype=np.float64)
        x = (x.reshape(-1, rows, x.shape[1]) + mask).reshape(x.shape)
    with np.errstate(invalid="ignore"):  # a row of -inf alone: NaN, as the kernel gives
        shifted = x - x.max(axis=1, keepdims=True)
        total = np.exp(shifted).sum(axis=1, keepdims=True)
        out = shifted - np.log(total) if _i(p, "log") else np.exp(shifted) / total
    return np.asarray(np.where(np.isnan(out), 0.0, out) if _i(p, "nan0") else out)


def check_softmax(p: NormParams) -> None:
    """``log`` and ``nan0`` are flags; a mask goes with rows along the last axis, of a
    whole number of mask rows."""
    for flag in ("log", "nan0"):
        if _i(p, flag) not in (0, 1):
            raise ValueError(f"softmax {flag}={p[flag]} must be 0 or 1")
    rows = _i(p, "mask")
    if rows and (_i(p, "inner") != 1 or _i(p, "m") % rows):
        raise ValueError(f"softmax mask={rows} needs inner=1 and rows m={p['m']} a multiple of it")


def softmax_flops(p: NormParams) -> int:
    """5 per element: the max; the shifted exponential and the sum; the shifted
    exponential again and the product (or the two differences of log softmax); 3 more
    adds with a mask (it is added in each pass)."""
    per = 5 + (3 if _i(p, "mask") else 0)
    return per * _i(p, "m") * _i(p, "c") * _i(p, "inner")
