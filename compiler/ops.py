"""Operator specifications: parameters, shapes, FLOP counts, random inputs and numpy references.

Every operator the compiler knows is declared once in :data:`OPERATORS`. A
:class:`~compiler.workload.Workload` is validated against its spec, and the
device side checks generated kernels against :func:`reference`, which computes
in float64 with plain numpy so it is independent of every template.

Operators (all float32):

* ``matmul``: ``C[m, n] = A[m, k] @ B[k, n]`` with an optional epilogue
  ``bias`` (``+ bias[n]``) or ``bias_relu`` (``max(0, . + bias[n])``).
* ``batch_matmul``: ``C[b, m, n] = act(A[b, m, k] @ B[b, k, n])``; ``trans_b=1`` takes B
  as ``[b, n, k]`` (attention's ``Q @ K^T`` without a copy of K).
* ``attention``: ``O[b] = softmax(act(Q[b] @ K[b]^T) [+ mask]) @ V[b]`` per batch entry, Q
  ``[b, m, k]``, K ``[b, n, k]`` (``trans_k=0``: ``[b, k, n]``), V ``[b, n, v]``; each
  operand read, and O written, in the layouts ``batch_matmul`` reads (``*_heads``,
  ``*_pitch``, ``*_offset``), the mask and NaN guard as ``softmax`` takes them: the
  three kernels of attention as one.
* ``conv2d``: NCHW input ``[n, c, h, w]``, KCRS weights ``[k, c/groups, r, s]``,
  output ``[n, k, oh, ow]``; ``stride``, ``pad`` (both sides, zeros) and
  ``dilation`` apply to height and width alike. With ``groups`` g (dividing
  ``c`` and ``k``), output channels ``[i*k/g, (i+1)*k/g)`` see only the input
  channels ``[i*c/g, (i+1)*c/g)``. ``layout_in`` / ``layout_out`` put the data / the
  output (and the residual) in the channel-blocked layout ``nchw16c``
  (``[n, c/16, h, w, 16]``, see :mod:`compiler.layout`) that consecutive convolutions
  share.
* ``depthwise_conv2d``: NCHW input ``[n, c, h, w]``, weights ``[c, 1, r, s]``,
  output ``[n, c, oh, ow]``; ``stride``, ``pad`` and ``dilation``; ``layout=nchw16c`` for
  blocked data, output and residual.

* ``pointwise_conv2d``: a 1x1 convolution with stride 1 and no padding, written as the
  GEMM it is: NCHW data viewed as ``[n, c, p]`` (``p = h * w`` pixels, contiguous),
  weights ``[k, c]``, output ``[n, k, p]``. Its kernels vectorize along the pixels
  (contiguous loads and stores of every row) instead of along the channels.
* ``winograd_conv2d``: a 3x3 convolution with stride 1 or 2 (no dilation, no groups)
  computed by Winograd's F(m x m, 3 x 3) (:mod:`compiler.winograd`; stride 2 as the sum
  of its phases): conv2d's inputs, output,
  epilogues and layouts with ``r = s = 3``. Its FLOP count is the direct
  convolution's, so its GFLOP/s compare with conv2d's ("effective" GFLOP/s).
* ``pool2d``: ONNX MaxPool / AveragePool, NCHW ``[n, c, h, w]`` -> ``[n, c, oh, ow]``
  (see :mod:`compiler.ops_pool`); ``layout=nchw16c`` pools blocked data into a blocked
  output.
* ``pointwise``: ``out = fn(x0, x1, ...)`` elementwise, ``fn`` a function of
  :mod:`compiler.pointwise`, over ``n`` flat elements; inputs named in the ``bcast`` mask
  hold one value per channel, broadcast over the ``inner`` pixels of a channel (shapes
  ``[outer, inner, block]`` and ``[outer, 1, block]``, ``block`` 16 for NCHW16c data).
* ``channel_transpose``: a copy from channels-last rows ``[n, p, c]`` to NCHW or NCHW16c,
  or back (:mod:`compiler.ops_channels`).
* ``layernorm``: each row of ``c`` values standardized by its mean and variance, then
  scaled and shifted per column (ONNX LayerNormalization over the last axis); the rows are
  read as ``[n, p, c]`` or, ``layout`` ``nchw``/``nchw16c``, across the channels of each
  pixel (see :mod:`compiler.ops_norm`); the output is ``[n, p, c]``.
* ``softmax``: Softmax or LogSoftmax (``log=1``) along each row of ``[m, c]``, or along
  axis 1 of ``[m, c, inner]``.
* ``reduce``: ONNX Reduce* (sum, mean, max, min, prod, l1, l2, sumsq, logsumexp) and
  ArgMax/ArgMin (int64 output) along axis 1 of ``[outer, r, inner]`` (see
  :mod:`compiler.ops_reduce`).
* ``concat``: the rows of 2 to 8 inputs joined side by side (see :mod:`compiler.ops_concat`).
* ``gather``: rows of ``[outer, n, inner]`` picked by run-time int64 indices (ONNX Gather,
  an embedding lookup; see :mod:`compiler.ops_gather`): the one operator with an integer
  input, whose valid range :func:`index_inputs` gives.
* ``copy``: data movement as one strided read, ``out[i] = data[offset + i . strides]``
  (Transpose, Slice with steps, Expand, Tile, DepthToSpace; see :mod:`compiler.ops_copy`).
* ``resize2d``: ONNX Resize of the two spatial axes, NCHW ``[n, c, h, w]`` ->
  ``[n, c, oh, ow]`` (nearest, linear or cubic; see :mod:`compiler.ops_resize`).
* ``channel_affine``: ``act(data * scale[c] + shift[c])`` on ``[n, c, h, w]`` (a batch
  norm and the ReLU after it that no convolution absorbs, as in a pre-activation
  ResNet), ``activation`` ``none`` or ``relu``; ``layout=nchw16c`` for blocked data.

The convolutions take an optional ``epilogue`` (:data:`CONV_EPILOGUES`), fused
after the sum: ``bias`` adds ``bias[k]`` (one value per output channel),
``bias_relu`` then clamps at 0, ``bias_relu6`` clamps to ``[0, 6]``,
``bias_add`` adds ``bias[k]`` and ``residual[n, k, y, x]`` (an NCHW tensor of
the output's shape; ``[n, k, p]`` for ``pointwise_conv2d``), ``bias_add_relu`` then
clamps at 0. The inputs are ``data, weight[, bias][, residual]`` in that order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from compiler.layout import (
    LAYOUTS,
    NCHW,
    NCHW16C,
    check_blocked,
    from_blocked,
    shape_in,
    to_blocked,
)
from compiler.ops_channels import (
    CHANNEL_LAYOUTS,
    check_transpose,
    transpose_inputs,
    transpose_output,
    transpose_ref,
)
from compiler.ops_concat import (
    canonical_widths,
    concat_elements,
    concat_inputs,
    concat_output,
    concat_ref,
)
from compiler.ops_copy import (
    NO_PADS,
    PAD_MODES,
    canonical_pads,
    canonical_shape,
    canonical_strides,
    check_copy,
    copy_elements,
    copy_inputs,
    copy_output,
    copy_ref,
    fill_text,
)
from compiler.ops_gather import (
    gather_elements,
    gather_inputs,
    gather_output,
    gather_ref,
    index_bounds,
)
from compiler.ops_norm import (
    NORM_LAYOUTS,
    ROWS,
    canonical_eps,
    check_norm,
    check_softmax,
    norm_flops,
    norm_inputs,
    norm_output,
    norm_ref,
    softmax_flops,
    softmax_inputs,
    softmax_ref,
    softmax_shape,
)
from compiler.ops_pool import check_pool, pool_out_hw, pool_ref
from compiler.ops_reduce import (
    REDUCE_KINDS,
    check_reduce,
    reduce_flops,
    reduce_inputs,
    reduce_output,
    reduce_output_dtype,
    reduce_ref,
)
from compiler.ops_resize import (
    AUTO_SCALE,
    DEFAULT_CUBIC_A,
    DEFAULT_NEAREST,
    RESIZE_COORDS,
    RESIZE_MODES,
    RESIZE_NEAREST,
    check_resize,
    float32_text,
    resize_flops,
    resize_ref,
    scale_text,
)
from compiler.pointwise import IDENTITY, canonical, evaluate, inputs_of, ops_count, parse

if TYPE_CHECKING:
    from compiler.workload import Workload

ParamValue = int | str
"""An operator parameter: a size/stride (int) or a named choice (str)."""

Params = Mapping[str, ParamValue]
Shape = tuple[int, ...]

SUPPORTED_DTYPES = ("float32",)
"""Element types kernels can be generated for."""

EPILOGUES = ("none", "bias", "bias_relu", "bias_add", "bias_add_relu")
"""Operations fused after a matmul: nothing, ``+ bias[n]``, ``max(0, . + bias[n])``, and
those two with ``+ residual[m, n]`` before the relu (a transformer's residual add)."""

#: FLOPs per output element of each matmul epilogue: 1 per add and per relu.
MATMUL_EPILOGUE_OPS = {"none": 0, "bias": 1, "bias_relu": 2, "bias_add": 2, "bias_add_relu": 3}

CONV_EPILOGUES = ("none", "bias", "bias_relu", "bias_relu6", "bias_add", "bias_add_relu")
"""Operations fused after a convolution (see the module docstring)."""

AFFINE_ACTIVATIONS = ("none", "relu")
"""Activations after a channel_affine: none, ``max(0, .)``."""

POOL_MODES = ("max", "avg")
"""Reductions of a pool2d window: the maximum, the average."""

#: FLOPs per output element of each convolution epilogue: 1 per add and per relu, 2 for
#: relu6 (a max and a min).
CONV_EPILOGUE_OPS = {
    "none": 0,
    "bias": 1,
    "bias_relu": 2,
    "bias_relu6": 3,
    "bias_add": 2,
    "bias_add_relu": 3,
}


def conv_epilogue_has_bias(epilogue: str) -> bool:
    """Whether a convolution epilogue reads ``bias[k]``."""
    return epilogue != "none"


def conv_epilogue_has_residual(epilogue: str) -> bool:
    """Whether a convolution epilogue reads ``residual[n, k, y, x]``."""
    return epilogue in ("bias_add", "bias_add_relu")


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One parameter of an operator.

    Attributes:
        name: Name used in the workload string.
        doc: One-line description.
        default: Value when omitted; ``None`` means the parameter is required.
        minimum: Smallest allowed value (integer parameters).
        choices: Allowed values of a string parameter that names a choice.
        text: The canonical form of a free-text string parameter's value (raises
            ValueError on a bad one): a pointwise function (:mod:`compiler.pointwise`).
    """

    name: str
    doc: str
    default: ParamValue | None = None
    minimum: int = 1
    choices: tuple[str, ...] = ()
    text: Callable[[str], str] | None = None

    @property
    def required(self) -> bool:
        """Whether the parameter has no default."""
        return self.default is None

    @property
    def is_str(self) -> bool:
        """Whether the parameter is a string (a named choice or text), not an integer."""
        return bool(self.choices) or self.text is not None


@dataclass(frozen=True, slots=True)
class OperatorSpec:
    """Everything the compiler knows about one operator, independent of any template.

    The callables take the full parameter mapping (defaults filled in).

    Attributes:
        name: Operator name, the part of a workload string before the colon.
        doc: One-line description.
        params: Parameters in canonical (printing) order.
        inputs: Maps parameters to the ordered input names and shapes.
        output: Maps parameters to the output shape.
        flops: Maps parameters to the FLOP count (2 per multiply-add).
        ref: Computes the float64 reference from float64 inputs.
        check: Extra validation beyond per-parameter bounds; raises ValueError.
        output_dtype: Maps parameters to the output's element type; None: the
            workload's dtype (float32).
        index_inputs: Maps parameters to the inputs that are int64 indices (the others
            are of the workload's dtype) and the range ``[low, high)`` their values must
            lie in; None: no such input.
        constant_inputs: The inputs a model passes as its constants (weights, biases, scales):
            packed once, and read from DRAM at each inference where the model's weights
            outgrow the caches (what a cold timing evicts). The others are activations,
            which the kernels before it have just written.
    """

    name: str
    doc: str
    params: tuple[ParamSpec, ...]
    inputs: Callable[[Params], list[tuple[str, Shape]]]
    output: Callable[[Params], Shape]
    flops: Callable[[Params], int]
    ref: Callable[[Params, Sequence[np.ndarray]], np.ndarray]
    check: Callable[[Params], None] | None = None
    output_dtype: Callable[[Params], str] | None = None
    index_inputs: Callable[[Params], dict[str, tuple[int, int]]] | None = None
    constant_inputs: tuple[str, ...] = ()

    @property
    def param_names(self) -> tuple[str, ...]:
        """Parameter names in canonical order."""
        return tuple(p.name for p in self.params)

    @property
    def required_params(self) -> tuple[str, ...]:
        """Names of the parameters without a default."""
        return tuple(p.name for p in self.params if p.required)

    @property
    def defaults(self) -> dict[str, ParamValue]:
        """Defaults of the optional parameters."""
        return {p.name: p.default for p in self.params if p.default is not None}

    def param(self, name: str) -> ParamSpec:
        """The spec of parameter ``name``.

        Raises:
            ValueError: ``name`` is not a parameter of this operator.
        """
        for p in self.params:
            if p.name == name:
                return p
        raise ValueError(
            f"unknown parameter {name!r} for {self.name}; "
            f"valid parameters: {', '.join(self.param_names)}"
        )


# --- helpers -------------------------------------------------------------------------


def _i(params: Params, name: str) -> int:
    value = params[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def _check_flag(params: Params, name: str) -> None:
    if _i(params, name) not in (0, 1):
        raise ValueError(f"{name}={params[name]} must be 0 or 1")


def conv_out_size(size: int, kernel: int, stride: int, pad: int, dilation: int = 1) -> int:
    """Output extent of a convolution along one spatial axis (may be <= 0 if it does not fit)."""
    return (size + 2 * pad - dilation * (kernel - 1) - 1) // stride + 1


def _check_conv_output(params: Params, op: str) -> None:
    dilation = _i(params, "dilation") if "dilation" in params else 1
    for axis, size, kernel in (("height", "h", "r"), ("width", "w", "s")):
        out = conv_out_size(
            _i(params, size), _i(params, kernel), _i(params, "stride"), _i(params, "pad"), dilation
        )
        if out <= 0:
            raise ValueError(
                f"{op} output {axis} would be {out} ({size}={params[size]}, "
                f"{kernel}={params[kernel]}, stride={params['stride']}, pad={params['pad']}, "
                f"dilation={dilation}); the dilated kernel must fit in the padded input"
            )


def _windows_of(p: Params, data: np.ndarray) -> np.ndarray:
    """:func:`_conv_windows` of ``data`` with a convolution workload's parameters."""
    return _conv_windows(
        data,
        _i(p, "r"),
        _i(p, "s"),
        stride=_i(p, "stride"),
        pad=_i(p, "pad"),
        dilation=_i(p, "dilation"),
    )


def _conv_windows(
    data: np.ndarray, r: int, s: int, *, stride: int, pad: int, dilation: int
) -> np.ndarray:
    """im2col: ``[n, c, r, s, oh, ow]``, element ``data[n, c, oy*st + i*d - p, ox*st + j*d - p]``.

    Out-of-range positions read the zero padding.
    """
    n, c, h, w = data.shape
    oh = conv_out_size(h, r, stride, pad, dilation)
    ow = conv_out_size(w, s, stride, pad, dilation)
    padded = np.pad(data, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    cols = np.empty((n, c, r, s, oh, ow), dtype=data.dtype)
    for i in range(r):
        for j in range(s):
            y0, x0 = i * dilation, j * dilation
            cols[:, :, i, j] = padded[
                :,
                :,
                y0 : y0 + stride * (oh - 1) + 1 : stride,
                x0 : x0 + stride * (ow - 1) + 1 : stride,
            ]
    return cols


# --- matmul --------------------------------------------------------------------------


def _matmul_inputs(p: Params) -> list[tuple[str, Shape]]:
    m, n, k = _i(p, "m"), _i(p, "n"), _i(p, "k")
    shapes: list[tuple[str, Shape]] = [("A", (m, k)), ("B", (k, n))]
    if p["epilogue"] != "none":
        shapes.append(("bias", (n,)))
    if matmul_epilogue_has_residual(str(p["epilogue"])):
        shapes.append(("residual", (m, n)))
    return shapes


def matmul_epilogue_has_residual(epilogue: str) -> bool:
    """Whether a matmul epilogue reads ``residual[m, n]``."""
    return epilogue in ("bias_add", "bias_add_relu")


def _matmul_flops(p: Params) -> int:
    m, n, k = _i(p, "m"), _i(p, "n"), _i(p, "k")
    epilogue_ops = MATMUL_EPILOGUE_OPS[str(p["epilogue"])]
    return 2 * m * n * k + (epilogue_ops + act_ops(p)) * m * n


def _matmul_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    out = x[0] @ x[1]
    if p["epilogue"] != "none":
        out = out + x[2][np.newaxis, :]
    if matmul_epilogue_has_residual(str(p["epilogue"])):
        out = out + x[3]
    if str(p["epilogue"]).endswith("_relu"):
        out = np.maximum(out, 0.0)
    return apply_act(p, np.asarray(out))


# --- batch_matmul --------------------------------------------------------------------


def heads_shape(batch: int, rows: int, cols: int, heads: int) -> Shape:
    """A ``[batch, rows, cols]`` operand's storage: itself, or with ``heads`` > 1 the batch
    entries interleaved by row, ``[batch / heads, rows, heads, cols]`` (attention's Q, K, V
    as ``[batch, seq, heads, head_dim]``, before the transpose that splits the heads)."""
    return (batch, rows, cols) if heads == 1 else (batch // heads, rows, heads, cols)


def from_heads(x: np.ndarray, heads: int) -> np.ndarray:
    """``[batch, rows, cols]`` of an operand stored as :func:`heads_shape` says."""
    if heads == 1:
        return x
    outer, rows, _, cols = x.shape
    return x.transpose(0, 2, 1, 3).reshape(outer * heads, rows, cols)


def to_heads(x: np.ndarray, heads: int) -> np.ndarray:
    """The storage of a ``[batch, rows, cols]`` result written as :func:`heads_shape` says."""
    if heads == 1:
        return x
    batch, rows, cols = x.shape
    return x.reshape(batch // heads, heads, rows, cols).transpose(0, 2, 1, 3)


def operand_shape(batch: int, rows: int, cols: int, heads: int, pitch: int = 0) -> Shape:
    """An operand's storage: :func:`heads_shape`, or with ``pitch`` > 0 rows of ``pitch``
    elements, ``[batch / heads, rows, pitch]``, holding the heads' columns side by side
    from an offset (GPT-2's q, k and v in one row of the fused projection)."""
    return (batch // heads, rows, pitch) if pitch else heads_shape(batch, rows, cols, heads)


def read_operand(
    x: np.ndarray, rows: int, cols: int, heads: int, *, pitch: int = 0, offset: int = 0
) -> np.ndarray:
    """``[batch, rows, cols]`` of an operand stored as :func:`operand_shape` says."""
    if pitch:
        x = x[..., offset : offset + heads * cols].reshape(x.shape[0], rows, heads, cols)
        return from_heads(x, heads) if heads > 1 else x.reshape(x.shape[0], rows, cols)
    return from_heads(x, heads)


def _operand(p: Params, name: str) -> tuple[int, int, int]:
    """An operand's storage parameters: heads, pitch, offset."""
    return _i(p, f"{name}_heads"), _i(p, f"{name}_pitch"), _i(p, f"{name}_offset")


def _bmm_inputs(p: Params) -> list[tuple[str, Shape]]:
    b, m, n, k = _i(p, "b"), _i(p, "m"), _i(p, "n"), _i(p, "k")
    rows_b, cols_b = (n, k) if _i(p, "trans_b") else (k, n)
    a_heads, a_pitch, _ = _operand(p, "a")
    b_heads, b_pitch, _ = _operand(p, "b")
    return [
        ("A", operand_shape(b, m, k, a_heads, a_pitch)),
        ("B", operand_shape(b, rows_b, cols_b, b_heads, b_pitch)),
    ]


def _bmm_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    m, n, k = _i(p, "m"), _i(p, "n"), _i(p, "k")
    rows_b, cols_b = (n, k) if _i(p, "trans_b") else (k, n)
    heads, pitch, offset = _operand(p, "a")
    a = read_operand(x[0], m, k, heads, pitch=pitch, offset=offset)
    heads, pitch, offset = _operand(p, "b")
    b = read_operand(x[1], rows_b, cols_b, heads, pitch=pitch, offset=offset)
    b = np.swapaxes(b, 1, 2) if _i(p, "trans_b") else b
    return to_heads(apply_act(p, np.asarray(np.matmul(a, b))), _i(p, "c_heads"))


def _check_bmm(p: Params) -> None:
    _check_flag(p, "trans_b")
    act = str(p.get("act", IDENTITY))
    if act != IDENTITY and inputs_of(parse(act)) > 1:
        raise ValueError(f"batch_matmul act {act!r} may read only x, the result")
    for name in ("a_heads", "b_heads", "c_heads"):
        heads = _i(p, name)
        if heads < 1 or _i(p, "b") % heads:
            raise ValueError(f"batch_matmul {name}={heads} must divide the batch b={p['b']}")
    cols = {"a": _i(p, "k"), "b": _i(p, "k" if _i(p, "trans_b") else "n")}
    for x, width in cols.items():
        heads, pitch, offset = _i(p, f"{x}_heads"), _i(p, f"{x}_pitch"), _i(p, f"{x}_offset")
        if (pitch or offset) and offset + heads * width > pitch:
            raise ValueError(
                f"batch_matmul {x}_offset={offset} + {x}_heads={heads} x {width} columns "
                f"must fit in {x}_pitch={pitch}"
            )


# --- attention -----------------------------------------------------------------------

#: The attention operands and the logical ``[rows, cols]`` of one batch entry of each.
ATTENTION_OPERANDS = ("q", "k", "v")


def attention_operand(p: Params, name: str) -> tuple[int, int]:
    """Rows and columns of one batch entry of operand ``name`` (``q``, ``k`` or ``v``) as
    stored (K transposed with ``trans_k=0``)."""
    m, n, k, v = _i(p, "m"), _i(p, "n"), _i(p, "k"), _i(p, "v")
    if name == "q":
        return m, k
    if name == "k":
        return (n, k) if _i(p, "trans_k") else (k, n)
    return n, v


def _attention_inputs(p: Params) -> list[tuple[str, Shape]]:
    shapes: list[tuple[str, Shape]] = []
    for x in ATTENTION_OPERANDS:
        rows, cols = attention_operand(p, x)
        heads, pitch, _ = _operand(p, x)
        shapes.append((x.upper(), operand_shape(_i(p, "b"), rows, cols, heads, pitch)))
    if _i(p, "mask"):
        shapes.append(("mask", (_i(p, "mask"), _i(p, "n"))))
    return shapes


def _attention_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    q, k, v = (
        read_operand(x[i], *attention_operand(p, name), _i(p, f"{name}_heads"),
                     pitch=_i(p, f"{name}_pitch"), offset=_i(p, f"{name}_offset"))
        for i, name in enumerate(ATTENTION_OPERANDS)
    )  # fmt: skip
    kt = np.swapaxes(k, 1, 2) if _i(p, "trans_k") else k
    scores = apply_act(p, np.asarray(np.matmul(q, kt)))
    b, m, n = scores.shape
    rows = _i(p, "mask")
    if rows:  # row r of the [b * m] score rows adds mask row r % R, as softmax's mask
        scores = (scores.reshape(-1, rows, n) + x[3]).reshape(b, m, n)
    with np.errstate(invalid="ignore"):  # a row of -inf alone: NaN, as softmax gives
        shifted = scores - scores.max(axis=2, keepdims=True)
        probs = np.exp(shifted) / np.exp(shifted).sum(axis=2, keepdims=True)
    if _i(p, "nan0"):
        probs = np.where(np.isnan(probs), 0.0, probs)
    return to_heads(np.asarray(np.matmul(probs, v)), _i(p, "o_heads"))


def _check_attention(p: Params) -> None:
    for flag in ("trans_k", "nan0"):
        _check_flag(p, flag)
    act = str(p.get("act", IDENTITY))
    if act != IDENTITY and inputs_of(parse(act)) > 1:
        raise ValueError(f"attention act {act!r} may read only x, the scores")
    for name in ("q_heads", "k_heads", "v_heads", "o_heads"):
        heads = _i(p, name)
        if heads < 1 or _i(p, "b") % heads:
            raise ValueError(f"attention {name}={heads} must divide the batch b={p['b']}")
    for x in ATTENTION_OPERANDS:
        width = attention_operand(p, x)[1]
        heads, pitch, offset = _operand(p, x)
        if (pitch or offset) and offset + heads * width > pitch:
            raise ValueError(
                f"attention {x}_offset={offset} + {x}_heads={heads} x {width} columns "
                f"must fit in {x}_pitch={pitch}"
            )
    rows = _i(p, "mask")
    if rows and (_i(p, "b") * _i(p, "m")) % rows:
        raise ValueError(f"attention mask={rows} must divide the score rows b*m")


def _attention_flops(p: Params) -> int:
    """The two products, the act on each score, and softmax's 5 per score (3 more with a
    mask, as the three kernels count them)."""
    scores = _i(p, "b") * _i(p, "m") * _i(p, "n")
    per = 2 * _i(p, "k") + act_ops(p) + 5 + (3 if _i(p, "mask") else 0) + 2 * _i(p, "v")
    return per * scores


def _operand_params(x: str, what: str) -> tuple[ParamSpec, ...]:
    return (
        ParamSpec(f"{x}_heads", f"H > 1: {what} stored [b/H, rows, H, cols]", default=1, minimum=1),
        ParamSpec(f"{x}_pitch", f"P > 0: {what}'s rows P long", default=0, minimum=0),
        ParamSpec(f"{x}_offset", f"where {what}'s columns start in a row", default=0, minimum=0),
    )


# --- conv2d --------------------------------------------------------------------------


def _conv_out_hw(p: Params) -> tuple[int, int]:
    d = _i(p, "dilation") if "dilation" in p else 1
    st, pad = _i(p, "stride"), _i(p, "pad")
    return (
        conv_out_size(_i(p, "h"), _i(p, "r"), st, pad, d),
        conv_out_size(_i(p, "w"), _i(p, "s"), st, pad, d),
    )


def _epilogue_inputs(p: Params, out: Shape, channels: int) -> list[tuple[str, Shape]]:
    """The epilogue's inputs of a convolution with output shape ``out`` (the residual's
    too) and ``channels`` output channels."""
    epilogue = str(p["epilogue"])
    shapes: list[tuple[str, Shape]] = []
    if conv_epilogue_has_bias(epilogue):
        shapes.append(("bias", (channels,)))
    if conv_epilogue_has_residual(epilogue):
        shapes.append(("residual", out))
    return shapes


def _apply_conv_epilogue(p: Params, out: np.ndarray, extra: Sequence[np.ndarray]) -> np.ndarray:
    """``out`` (NCHW) after the epilogue; ``extra`` are the inputs after data and weight."""
    epilogue = str(p["epilogue"])
    if conv_epilogue_has_bias(epilogue):
        out = out + extra[0][np.newaxis, :, np.newaxis, np.newaxis]
    if conv_epilogue_has_residual(epilogue):
        out = out + extra[1]
    if epilogue.endswith("_relu"):
        out = np.maximum(out, 0.0)
    elif epilogue.endswith("_relu6"):
        out = np.minimum(np.maximum(out, 0.0), 6.0)
    return apply_act(p, out)


def apply_act(p: Params, out: np.ndarray) -> np.ndarray:
    """``out`` after the workload's ``act`` (the identity when it has none), in float64."""
    act = str(p.get("act", IDENTITY))
    return np.asarray(out) if act == IDENTITY else evaluate(parse(act), [out])


def act_ops(p: Params) -> int:
    """Operations per output element of the workload's ``act``."""
    return ops_count(parse(str(p.get("act", IDENTITY))))


def check_act(p: Params, op: str) -> None:
    """An ``act`` is a function of the one result ``x``, after a bias."""
    act = str(p.get("act", IDENTITY))
    if act == IDENTITY:
        return
    if inputs_of(parse(act)) > 1:
        raise ValueError(f"{op} act {act!r} may read only x, the result")
    if p.get("epilogue") == "none":
        raise ValueError(f"{op} act {act!r} needs an epilogue with a bias, not none")


def _check_conv2d(p: Params) -> None:
    groups = _i(p, "groups")
    if _i(p, "c") % groups or _i(p, "k") % groups:
        raise ValueError(
            f"conv2d groups={groups} must divide both c={p['c']} and k={p['k']} "
            "(each group maps c/groups input channels to k/groups output channels)"
        )
    _check_conv_output(p, "conv2d")
    check_act(p, "conv2d")
    # Each group's channels are whole blocks of the layout.
    per_group = "" if groups == 1 else "/groups"
    check_blocked(str(p["layout_in"]), f"c{per_group}", _i(p, "c") // groups)
    check_blocked(str(p["layout_out"]), f"k{per_group}", _i(p, "k") // groups)


def _conv_inputs(p: Params) -> list[tuple[str, Shape]]:
    n, c, h, w = _i(p, "n"), _i(p, "c"), _i(p, "h"), _i(p, "w")
    return [
        ("data", shape_in(str(p.get("layout_in", NCHW)), n, c, h, w)),
        ("weight", (_i(p, "k"), c // _i(p, "groups"), _i(p, "r"), _i(p, "s"))),
        *_epilogue_inputs(p, _conv_output(p), _i(p, "k")),
    ]


def _conv_output(p: Params, channels: str = "k") -> Shape:
    oh, ow = _conv_out_hw(p)
    return shape_in(str(p.get("layout_out", NCHW)), _i(p, "n"), _i(p, channels), oh, ow)


def _conv_flops(p: Params) -> int:
    n, k = _i(p, "n"), _i(p, "k")
    oh, ow = _conv_out_hw(p)
    epilogue_ops = CONV_EPILOGUE_OPS[str(p["epilogue"])] + act_ops(p)
    cg = _i(p, "c") // _i(p, "groups")
    return n * k * oh * ow * (2 * cg * _i(p, "r") * _i(p, "s") + epilogue_ops)


def _conv_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    """The reference in NCHW, its data, residual and output re-laid out where blocked."""
    if str(p["layout_in"]) == NCHW16C:
        x = [from_blocked(x[0]), *x[1:]]
        p = {**p, "layout_in": NCHW}
    if str(p["layout_out"]) == NCHW16C:
        extra = [e if e.ndim == 1 else from_blocked(e) for e in x[2:]]
        return to_blocked(_conv_ref({**p, "layout_out": NCHW}, [*x[:2], *extra]))
    cols = _windows_of(p, x[0])
    g = _i(p, "groups")
    if g == 1:
        out = np.asarray(np.einsum("ncrsyx,kcrs->nkyx", cols, x[1], optimize=True))
    else:
        n, c, r, s, oh, ow = cols.shape
        k = x[1].shape[0]
        grouped = np.einsum(
            "ngcrsyx,gkcrs->ngkyx",
            cols.reshape(n, g, c // g, r, s, oh, ow),
            x[1].reshape(g, k // g, c // g, r, s),
            optimize=True,
        )
        out = np.asarray(grouped).reshape(n, k, oh, ow)
    return _apply_conv_epilogue(p, out, x[2:])


# --- winograd_conv2d ------------------------------------------------------------------


def _as_conv(p: Params) -> dict[str, ParamValue]:
    """A winograd_conv2d's parameters as the conv2d it computes."""
    return {**p, "r": 3, "s": 3, "dilation": 1, "groups": 1}


def _check_winograd(p: Params) -> None:
    if _i(p, "stride") not in (1, 2):
        raise ValueError(f"winograd_conv2d stride must be 1 or 2, got {p['stride']}")
    _check_conv_output(_as_conv(p), "winograd_conv2d")
    check_act(p, "winograd_conv2d")
    check_blocked(str(p["layout_in"]), "c", _i(p, "c"))
    check_blocked(str(p["layout_out"]), "k", _i(p, "k"))


# --- pointwise_conv2d ----------------------------------------------------------------


def _pw_output(p: Params) -> Shape:
    return (_i(p, "n"), _i(p, "k"), _i(p, "p"))


def _pw_inputs(p: Params) -> list[tuple[str, Shape]]:
    n, c, k, pixels = _i(p, "n"), _i(p, "c"), _i(p, "k"), _i(p, "p")
    return [("data", (n, c, pixels)), ("weight", (k, c)), *_epilogue_inputs(p, _pw_output(p), k)]


def _pw_flops(p: Params) -> int:
    n, k, pixels = _pw_output(p)
    return n * k * pixels * (2 * _i(p, "c") + CONV_EPILOGUE_OPS[str(p["epilogue"])] + act_ops(p))


def _pw_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    out = np.asarray(np.einsum("kc,ncp->nkp", x[1], x[0], optimize=True))
    # The NCHW epilogue, with the pixels as one spatial axis (height p, width 1).
    extra = [e if e.ndim == 1 else e[..., np.newaxis] for e in x[2:]]
    return _apply_conv_epilogue(p, out[..., np.newaxis], extra)[..., 0]


# --- depthwise_conv2d ----------------------------------------------------------------


def _dw_inputs(p: Params) -> list[tuple[str, Shape]]:
    n, c, h, w = _i(p, "n"), _i(p, "c"), _i(p, "h"), _i(p, "w")
    return [
        ("data", shape_in(str(p["layout"]), n, c, h, w)),
        ("weight", (c, 1, _i(p, "r"), _i(p, "s"))),
        *_epilogue_inputs(p, _dw_output(p), _i(p, "c")),
    ]


def _dw_output(p: Params) -> Shape:
    return _conv_output({**p, "layout_out": p["layout"]}, channels="c")


def _dw_flops(p: Params) -> int:
    # A depthwise conv is a grouped conv with one input channel per group.
    return _conv_flops({**p, "k": p["c"], "groups": p["c"]})


def _dw_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    """The reference in NCHW, its data, residual and output re-laid out where blocked."""
    if str(p["layout"]) == NCHW16C:
        nchw = [from_blocked(x[0]), x[1], *(e if e.ndim == 1 else from_blocked(e) for e in x[2:])]
        return to_blocked(_dw_ref({**p, "layout": NCHW}, nchw))
    cols = _windows_of(p, x[0])
    out = np.asarray(np.einsum("ncrsyx,crs->ncyx", cols, x[1][:, 0], optimize=True))
    return _apply_conv_epilogue(p, out, x[2:])


def _check_depthwise(p: Params) -> None:
    _check_conv_output(p, "depthwise_conv2d")
    check_act(p, "depthwise_conv2d")
    check_blocked(str(p["layout"]), "c", _i(p, "c"))


# --- pointwise -----------------------------------------------------------------------


def _pointwise_output(p: Params) -> Shape:
    """``(n,)``; with broadcast inputs ``(outer, inner, block)``: ``block`` channels
    (1 for NCHW, 16 for NCHW16c) of ``inner`` pixels each, ``outer`` times."""
    n, inner, block = _i(p, "n"), _i(p, "inner"), _i(p, "block")
    if not _i(p, "bcast") and not _i(p, "rbcast"):
        return (n,)
    return (n // (inner * block), inner, block)


def _pointwise_inputs(p: Params) -> list[tuple[str, Shape]]:
    count = max(1, inputs_of(parse(str(p["fn"]))))
    out = _pointwise_output(p)
    mask, rows = _i(p, "bcast"), _i(p, "rbcast")
    return [
        (
            f"x{i}",
            (out[0], 1, out[2]) if mask >> i & 1 else (1, *out[1:]) if rows >> i & 1 else out,
        )
        for i in range(count)
    ]


def _check_pointwise(p: Params) -> None:
    fn = parse(str(p["fn"]))
    if ops_count(fn) == 0:
        raise ValueError(f"pointwise fn {p['fn']!r} computes nothing (a copy or a constant)")
    mask, rows, count = _i(p, "bcast"), _i(p, "rbcast"), max(1, inputs_of(fn))
    if mask >= 1 << count or rows >= 1 << count:
        raise ValueError(
            f"pointwise bcast={mask}, rbcast={rows} name inputs beyond the {count} fn reads"
        )
    if mask & rows:
        raise ValueError(f"pointwise bcast={mask} and rbcast={rows} name the same input")
    group = _i(p, "inner") * _i(p, "block")
    if (mask or rows) and _i(p, "n") % group:
        raise ValueError(
            f"pointwise n={p['n']} is not a whole number of inner*block={group} groups"
        )


# --- channel_affine ------------------------------------------------------------------


def _affine_inputs(p: Params) -> list[tuple[str, Shape]]:
    c = _i(p, "c")
    data = shape_in(str(p["layout"]), _i(p, "n"), c, _i(p, "h"), _i(p, "w"))
    return [("data", data), ("scale", (c,)), ("shift", (c,))]


def _affine_output(p: Params) -> Shape:
    return _affine_inputs(p)[0][1]


def _affine_flops(p: Params) -> int:
    """A multiply and an add per element, and a max with ``relu``."""
    return math.prod(_affine_output(p)) * (3 if p["activation"] == "relu" else 2)


def _affine_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    data, scale, shift = x
    blocked = str(p["layout"]) == NCHW16C
    nchw = from_blocked(data) if blocked else data
    out = nchw * scale[None, :, None, None] + shift[None, :, None, None]
    if p["activation"] == "relu":
        out = np.maximum(out, 0.0)
    return to_blocked(out) if blocked else out


def _check_affine(p: Params) -> None:
    check_blocked(str(p["layout"]), "c", _i(p, "c"))


# --- pool2d --------------------------------------------------------------------------


def _pool_output(p: Params) -> Shape:
    return shape_in(str(p.get("layout", NCHW)), _i(p, "n"), _i(p, "c"), *pool_out_hw(p))


def _pool_inputs(p: Params) -> list[tuple[str, Shape]]:
    layout = str(p.get("layout", NCHW))
    return [("data", shape_in(layout, _i(p, "n"), _i(p, "c"), _i(p, "h"), _i(p, "w")))]


def _pool_ref(p: Params, x: Sequence[np.ndarray]) -> np.ndarray:
    """The NCHW reference, re-laid out where blocked."""
    if str(p["layout"]) == NCHW16C:
        return to_blocked(pool_ref(p, [from_blocked(x[0])]))
    return pool_ref(p, x)


def _check_pool(p: Params) -> None:
    check_pool(p)
    check_blocked(str(p["layout"]), "c", _i(p, "c"))


def _pool_flops(p: Params) -> int:
    """One operation (a max or an add) per window tap of every output."""
    return math.prod(_pool_output(p)) * _i(p, "kh") * _i(p, "kw")


def _pool_params() -> tuple[ParamSpec, ...]:
    def pad(name: str, side: str) -> ParamSpec:
        return ParamSpec(name, f"padding at the {side}", default=0, minimum=0)

    return (
        ParamSpec("n", "batch size"),
        ParamSpec("c", "channels"),
        ParamSpec("h", "input height"),
        ParamSpec("w", "input width"),
        ParamSpec("kh", "window height"),
        ParamSpec("kw", "window width"),
        ParamSpec("sh", "vertical stride", default=1),
        ParamSpec("sw", "horizontal stride", default=1),
        pad("pt", "top"),
        pad("pl", "left"),
        pad("pb", "bottom"),
        pad("pr", "right"),
        ParamSpec("dh", "vertical dilation (max only)", default=1),
        ParamSpec("dw", "horizontal dilation (max only)", default=1),
        ParamSpec("ceil", "1: output size rounded up (ONNX ceil_mode)", default=0, minimum=0),
        ParamSpec("mode", "max or average", default="max", choices=POOL_MODES),
        ParamSpec(
            "count_pad",
            "avg only, 1: divide by the taps inside the padded input (count_include_pad)",
            default=0,
            minimum=0,
        ),
        ParamSpec("layout", "layout of the data and the output", default=NCHW, choices=LAYOUTS),
    )


# --- resize2d ------------------------------------------------------------------------


def _resize_params() -> tuple[ParamSpec, ...]:
    def scale(axis: str, size: str) -> ParamSpec:
        return ParamSpec(
            f"scale_{axis}",
            f"float32 scale of {size}; auto: o{axis}/{axis}",
            AUTO_SCALE,
            text=scale_text,
        )

    return (
        ParamSpec("n", "batch size"),
        ParamSpec("c", "channels"),
        ParamSpec("h", "input height"),
        ParamSpec("w", "input width"),
        ParamSpec("oh", "output height"),
        ParamSpec("ow", "output width"),
        ParamSpec("mode", "interpolation", default="nearest", choices=RESIZE_MODES),
        ParamSpec("coord", "coordinate transformation", "half_pixel", choices=RESIZE_COORDS),
        ParamSpec("nearest", "nearest only: rounding", DEFAULT_NEAREST, choices=RESIZE_NEAREST),
        ParamSpec("cubic_a", "cubic only: coefficient a", DEFAULT_CUBIC_A, text=float32_text),
        ParamSpec("exclude", "cubic only, 1: exclude_outside", default=0, minimum=0),
        scale("h", "the height"),
        scale("w", "the width"),
    )


# --- registry ------------------------------------------------------------------------

_STRIDE = ParamSpec("stride", "step between windows (height and width)", default=1)
_PAD = ParamSpec("pad", "zero padding on each side (height and width)", default=0, minimum=0)
_ACT = ParamSpec(
    "act",
    "pointwise function of the result, applied last (compiler.pointwise); x: none",
    default=IDENTITY,
    text=canonical,
)
_CONV_EPILOGUE = ParamSpec(
    "epilogue",
    "fused after the sum: + bias[k], then relu/relu6, or + residual (and relu)",
    default="none",
    choices=CONV_EPILOGUES,
)

OPERATORS: dict[str, OperatorSpec] = {
    spec.name: spec
    for spec in (
        OperatorSpec(
            name="matmul",
            doc="C[m,n] = A[m,k] @ B[k,n], optionally + bias[n] (+ residual[m,n]) (and relu)",
            params=(
                ParamSpec("m", "rows of A and C"),
                ParamSpec("n", "columns of B and C"),
                ParamSpec("k", "reduction length"),
                ParamSpec("epilogue", "fused after the product", default="none", choices=EPILOGUES),
                _ACT,
            ),
            inputs=_matmul_inputs,
            output=lambda p: (_i(p, "m"), _i(p, "n")),
            flops=_matmul_flops,
            ref=_matmul_ref,
            check=lambda p: check_act(p, "matmul"),
            constant_inputs=("B", "bias"),
        ),
        OperatorSpec(
            name="batch_matmul",
            doc=(
                "C[b,m,n] = act(A[b,m,k] @ B[b,k,n]); trans_b=1: B given as [b,n,k]; "
                "*_heads=H: that operand's batch interleaved by row (attention's heads)"
            ),
            params=(
                ParamSpec("b", "batch size"),
                ParamSpec("m", "rows of A and C"),
                ParamSpec("n", "columns of B and C"),
                ParamSpec("k", "reduction length"),
                ParamSpec("trans_b", "1: B is [b,n,k] (attention's K)", default=0, minimum=0),
                _ACT,
                ParamSpec("a_heads", "H > 1: A stored [b/H, m, H, k]", default=1, minimum=1),
                ParamSpec("b_heads", "H > 1: B stored [b/H, k, H, n] (or n, H, k)", default=1),
                ParamSpec("c_heads", "H > 1: C written [b/H, m, H, n]", default=1, minimum=1),
                ParamSpec(
                    "a_pitch",
                    "P > 0: A's rows P long, its columns at a_offset",
                    default=0,
                    minimum=0,
                ),
                ParamSpec(
                    "a_offset", "where A's columns start in a row of a_pitch", default=0, minimum=0
                ),
                ParamSpec(
                    "b_pitch",
                    "P > 0: B's rows P long, its columns at b_offset",
                    default=0,
                    minimum=0,
                ),
                ParamSpec(
                    "b_offset", "where B's columns start in a row of b_pitch", default=0, minimum=0
                ),
            ),
            inputs=_bmm_inputs,
            output=lambda p: heads_shape(_i(p, "b"), _i(p, "m"), _i(p, "n"), _i(p, "c_heads")),
            flops=lambda p: (2 * _i(p, "k") + act_ops(p)) * _i(p, "b") * _i(p, "m") * _i(p, "n"),
            ref=_bmm_ref,
            check=_check_bmm,
        ),
        OperatorSpec(
            name="attention",
            doc=(
                "O[b] = softmax(act(Q[b] @ K[b]^T) [+ mask]) @ V[b], each operand in "
                "batch_matmul's layouts (heads, pitch, offset): attention in one kernel"
            ),
            params=(
                ParamSpec("b", "batch entries (batch x heads)"),
                ParamSpec("m", "query rows (of Q and O)"),
                ParamSpec("n", "keys (rows of K and V)"),
                ParamSpec("k", "columns of Q and K"),
                ParamSpec("v", "columns of V and O"),
                ParamSpec("trans_k", "1: K is [b,n,k]; 0: [b,k,n]", default=1, minimum=0),
                _ACT,
                ParamSpec(
                    "mask",
                    "R > 0: an input [R, n] added to the scores, score row r adding row r % R",
                    default=0,
                    minimum=0,
                ),
                ParamSpec(
                    "nan0", "1: NaN probabilities 0 (a fully masked row)", default=0, minimum=0
                ),
                *_operand_params("q", "Q"),
                *_operand_params("k", "K"),
                *_operand_params("v", "V"),
                ParamSpec("o_heads", "H > 1: O written [b/H, m, H, v]", default=1, minimum=1),
            ),
            inputs=_attention_inputs,
            output=lambda p: heads_shape(_i(p, "b"), _i(p, "m"), _i(p, "v"), _i(p, "o_heads")),
            flops=_attention_flops,
            ref=_attention_ref,
            check=_check_attention,
        ),
        OperatorSpec(
            name="conv2d",
            doc=(
                "2-D convolution, NCHW data [n,c,h,w] * KCRS weight [k,c/groups,r,s] -> "
                "[n,k,oh,ow], optionally + bias[k] (relu, relu6) or + bias[k] + residual (relu)"
            ),
            params=(
                ParamSpec("n", "batch size"),
                ParamSpec("c", "input channels"),
                ParamSpec("h", "input height"),
                ParamSpec("w", "input width"),
                ParamSpec("k", "output channels"),
                ParamSpec("r", "kernel height"),
                ParamSpec("s", "kernel width"),
                _STRIDE,
                _PAD,
                ParamSpec("dilation", "spacing of kernel taps (height and width)", default=1),
                ParamSpec("groups", "channel groups (dividing c and k)", default=1),
                _CONV_EPILOGUE,
                ParamSpec("layout_in", "layout of the data", default=NCHW, choices=LAYOUTS),
                ParamSpec(
                    "layout_out", "layout of the output and residual", default=NCHW, choices=LAYOUTS
                ),
                _ACT,
            ),
            inputs=_conv_inputs,
            output=_conv_output,
            flops=_conv_flops,
            ref=_conv_ref,
            check=_check_conv2d,
            constant_inputs=("weight", "bias"),
        ),
        OperatorSpec(
            name="depthwise_conv2d",
            doc=(
                "depthwise 2-D convolution, NCHW data [n,c,h,w] * weight [c,1,r,s] -> "
                "[n,c,oh,ow], optionally + bias[c] (relu, relu6) or + bias[c] + residual (relu)"
            ),
            params=(
                ParamSpec("n", "batch size"),
                ParamSpec("c", "channels"),
                ParamSpec("h", "input height"),
                ParamSpec("w", "input width"),
                ParamSpec("r", "kernel height"),
                ParamSpec("s", "kernel width"),
                _STRIDE,
                _PAD,
                _CONV_EPILOGUE,
                _ACT,
                ParamSpec(
                    "layout", "layout of the data, output and residual", NCHW, choices=LAYOUTS
                ),
                ParamSpec("dilation", "spacing of kernel taps (height and width)", default=1),
            ),
            inputs=_dw_inputs,
            output=_dw_output,
            flops=_dw_flops,
            ref=_dw_ref,
            check=_check_depthwise,
            constant_inputs=("weight", "bias"),
        ),
        OperatorSpec(
            name="winograd_conv2d",
            doc=(
                "3x3 convolution, stride 1 or 2, by Winograd F(m x m, 3 x 3): conv2d's data, "
                "KCRS weight [k,c,3,3], epilogues and layouts; FLOPs counted as the direct "
                "conv's"
            ),
            params=(
                ParamSpec("n", "batch size"),
                ParamSpec("c", "input channels"),
                ParamSpec("h", "input height"),
                ParamSpec("w", "input width"),
                ParamSpec("k", "output channels"),
                _STRIDE,
                _PAD,
                _CONV_EPILOGUE,
                ParamSpec("layout_in", "layout of the data", default=NCHW, choices=LAYOUTS),
                ParamSpec(
                    "layout_out", "layout of the output and residual", default=NCHW, choices=LAYOUTS
                ),
                _ACT,
            ),
            inputs=lambda p: _conv_inputs(_as_conv(p)),
            output=lambda p: _conv_output(_as_conv(p)),
            flops=lambda p: _conv_flops(_as_conv(p)),
            ref=lambda p, x: _conv_ref(_as_conv(p), x),
            check=_check_winograd,
            constant_inputs=("weight", "bias"),
        ),
        OperatorSpec(
            name="pointwise_conv2d",
            doc=(
                "1x1 convolution (stride 1, no padding) as a GEMM: data [n,c,p] (p = h*w "
                "pixels of NCHW) * weight [k,c] -> [n,k,p], optionally + bias[k] (relu, "
                "relu6) or + bias[k] + residual (relu)"
            ),
            params=(
                ParamSpec("n", "batch size"),
                ParamSpec("c", "input channels"),
                ParamSpec("k", "output channels"),
                ParamSpec("p", "pixels per channel (h * w)"),
                _CONV_EPILOGUE,
                _ACT,
            ),
            inputs=_pw_inputs,
            output=_pw_output,
            flops=_pw_flops,
            ref=_pw_ref,
            check=lambda p: check_act(p, "pointwise_conv2d"),
            constant_inputs=("weight", "bias"),
        ),
        OperatorSpec(
            name="pointwise",
            doc="out[i] = fn(x0[i], x1[i], ...): an elementwise function of same-shaped "
            "inputs, or of inputs with one value per channel (bcast) or the same values for "
            "every outer index (rbcast)",
            params=(
                ParamSpec("n", "elements"),
                ParamSpec(
                    "fn",
                    "the function (compiler.pointwise), e.g. mul(x;sigmoid(x))",
                    text=canonical,
                ),
                ParamSpec("inner", "pixels per channel, with bcast", default=1),
                ParamSpec("block", "channels per pixel run: 1 NCHW, 16 NCHW16c", default=1),
                ParamSpec(
                    "bcast",
                    "bit i: input xi has one value per channel (shape [outer, 1, block])",
                    default=0,
                    minimum=0,
                ),
                ParamSpec(
                    "rbcast",
                    "bit i: input xi is the same for every outer index (shape [1, inner, "
                    "block]: an attention bias added to every window)",
                    default=0,
                    minimum=0,
                ),
            ),
            inputs=_pointwise_inputs,
            output=_pointwise_output,
            flops=lambda p: _i(p, "n") * ops_count(parse(str(p["fn"]))),
            ref=lambda p, x: evaluate(parse(str(p["fn"])), x),
            check=_check_pointwise,
        ),
        OperatorSpec(
            name="channel_transpose",
            doc="a copy between channels-last rows [n,p,c] and a channel layout (NCHW, "
            "NCHW16c): a Transpose moving the channels last or first",
            params=(
                ParamSpec("n", "images (batch)"),
                ParamSpec("c", "channels"),
                ParamSpec("p", "pixels per image"),
                ParamSpec("src", "layout of the input", choices=CHANNEL_LAYOUTS),
                ParamSpec("dst", "layout of the output", choices=CHANNEL_LAYOUTS),
            ),
            inputs=transpose_inputs,
            output=transpose_output,
            # One per element moved: a copy has no arithmetic, but the tuner ranks every
            # kernel by its rate (here, elements per second).
            flops=lambda p: _i(p, "n") * _i(p, "c") * _i(p, "p"),
            ref=transpose_ref,
            check=check_transpose,
        ),
        OperatorSpec(
            name="layernorm",
            doc="out[b,q,:] = (x - mean) / sqrt(var + eps) * scale + bias over each row of c "
            "values; rows read as [n,p,c] or across the channels of NCHW(16c) pixels",
            params=(
                ParamSpec("n", "images (batch)"),
                ParamSpec("p", "rows per image (pixels, sequence positions)"),
                ParamSpec("c", "values per row (normalized together)"),
                ParamSpec("eps", "added to the variance (float32)", text=canonical_eps),
                ParamSpec("layout", "layout of the input", default=ROWS, choices=NORM_LAYOUTS),
                ParamSpec(
                    "plane",
                    "0: scale and bias per column; else per plane elements of an image "
                    "(instance and group norms)",
                    default=0,
                    minimum=0,
                ),
            ),
            inputs=norm_inputs,
            output=norm_output,
            flops=norm_flops,
            ref=norm_ref,
            check=check_norm,
            constant_inputs=("scale", "bias"),
        ),
        OperatorSpec(
            name="softmax",
            doc="exp(x - max) / sum (log=1: x - max - log(sum)) along each row of [m,c], or "
            "along axis 1 of [m,c,inner]",
            params=(
                ParamSpec("m", "rows (the elements before the axis)"),
                ParamSpec("c", "values per row (the axis)"),
                ParamSpec("log", "1: log softmax", default=0, minimum=0),
                ParamSpec("inner", "elements after the axis (1: the last axis)", default=1),
                ParamSpec(
                    "mask",
                    "R > 0: an input [R, c] added first, row r of data adding row r % R "
                    "(attention's mask, broadcast over heads)",
                    default=0,
                    minimum=0,
                ),
                ParamSpec("nan0", "1: NaN results 0 (a fully masked row)", default=0, minimum=0),
            ),
            inputs=softmax_inputs,
            output=softmax_shape,
            flops=softmax_flops,
            ref=softmax_ref,
            check=check_softmax,
        ),
        OperatorSpec(
            name="reduce",
            doc="sum/mean/max/min/prod/l1/l2/sumsq/logsumexp, or the int64 argmax/argmin, "
            "along axis 1 of [outer,r,inner] (rows [outer,r] when inner=1)",
            params=(
                ParamSpec("outer", "elements before the reduced axes"),
                ParamSpec("r", "values reduced together (the reduced axes)"),
                ParamSpec("kind", "what is computed", choices=REDUCE_KINDS),
                ParamSpec("inner", "elements after the reduced axes (1: rows)", default=1),
                ParamSpec("last", "1: argmax/argmin take the last of ties", default=0, minimum=0),
            ),
            inputs=reduce_inputs,
            output=reduce_output,
            flops=reduce_flops,
            ref=reduce_ref,
            check=check_reduce,
            output_dtype=reduce_output_dtype,
        ),
        OperatorSpec(
            name="copy",
            doc="out[i] = data[offset + sum_d i_d * strides_d]: a strided read of a flat "
            "input (Transpose, Slice with steps, Expand, Tile, DepthToSpace, SpaceToDepth), "
            "optionally padded (Pad: constant, edge, reflect, wrap)",
            params=(
                ParamSpec("shape", "output axes, e.g. 64x197x12", text=canonical_shape),
                ParamSpec(
                    "strides",
                    "input elements between neighbours along each output axis (0: "
                    "repeated, negative: backwards)",
                    text=canonical_strides,
                ),
                ParamSpec("offset", "input element of out[0, ...]", default=0, minimum=0),
                ParamSpec("size", "input elements"),
                ParamSpec(
                    "pads",
                    "output positions before each axis's input, then after it (0: none)",
                    default=NO_PADS,
                    text=canonical_pads,
                ),
                ParamSpec(
                    "mode", "what a padded position reads", default="constant", choices=PAD_MODES
                ),
                ParamSpec("value", "constant mode: the padded value", default="0", text=fill_text),
            ),
            inputs=copy_inputs,
            output=copy_output,
            flops=copy_elements,
            ref=copy_ref,
            check=check_copy,
        ),
        OperatorSpec(
            name="concat",
            doc="out[r, :] = in0[r, :] ++ in1[r, :] ++ ...: rows of 2 to 8 inputs joined "
            "(Concat along an axis with longer axes before it)",
            params=(
                ParamSpec("rows", "rows of every input and of the output"),
                ParamSpec(
                    "widths", "each input's row length, e.g. 5088x288", text=canonical_widths
                ),
            ),
            inputs=concat_inputs,
            output=concat_output,
            flops=concat_elements,
            ref=concat_ref,
        ),
        OperatorSpec(
            name="gather",
            doc="out[o, j, :] = data[o, indices[j], :]: rows picked by run-time int64 "
            "indices, negative ones from the end (ONNX Gather; an embedding lookup)",
            params=(
                ParamSpec("outer", "product of the axes before the gathered one"),
                ParamSpec("n", "length of the gathered axis"),
                ParamSpec("count", "indices"),
                ParamSpec("inner", "product of the axes after the gathered one"),
            ),
            inputs=gather_inputs,
            output=gather_output,
            flops=gather_elements,
            ref=gather_ref,
            index_inputs=index_bounds,
        ),
        OperatorSpec(
            name="channel_affine",
            doc="per-channel act(data * scale[c] + shift[c]) on [n,c,h,w] (a lone batch norm)",
            params=(
                ParamSpec("n", "batch size"),
                ParamSpec("c", "channels"),
                ParamSpec("h", "height"),
                ParamSpec("w", "width"),
                ParamSpec(
                    "activation", "applied after the affine", "none", choices=AFFINE_ACTIVATIONS
                ),
                ParamSpec("layout", "data and output layout", NCHW, choices=LAYOUTS),
            ),
            inputs=_affine_inputs,
            output=_affine_output,
            flops=_affine_flops,
            ref=_affine_ref,
            check=_check_affine,
            constant_inputs=("scale", "shift"),
        ),
        OperatorSpec(
            name="resize2d",
            doc=(
                "ONNX Resize of the spatial axes (nearest, linear, cubic), NCHW data "
                "[n,c,h,w] -> [n,c,oh,ow]"
            ),
            params=_resize_params(),
            inputs=lambda p: [("data", (_i(p, "n"), _i(p, "c"), _i(p, "h"), _i(p, "w")))],
            output=lambda p: (_i(p, "n"), _i(p, "c"), _i(p, "oh"), _i(p, "ow")),
            flops=resize_flops,
            ref=resize_ref,
            check=check_resize,
        ),
        OperatorSpec(
            name="pool2d",
            doc=(
                "2-D max or average pooling (ONNX MaxPool/AveragePool), NCHW data "
                "[n,c,h,w] -> [n,c,oh,ow]"
            ),
            params=_pool_params(),
            inputs=_pool_inputs,
            output=_pool_output,
            flops=_pool_flops,
            ref=_pool_ref,
            check=_check_pool,
        ),
    )
}
"""Operator name -> spec, for every operator the compiler supports."""


def get_operator(op: str) -> OperatorSpec:
    """The spec of operator ``op``.

    Raises:
        ValueError: ``op`` is unknown; the message lists the known operators.
    """
    try:
        return OPERATORS[op]
    except KeyError:
        raise ValueError(
            f"unknown operator {op!r}; valid operators: {', '.join(sorted(OPERATORS))}"
        ) from None


# --- public functions on workloads ---------------------------------------------------


def input_names(w: Workload) -> list[str]:
    """Names of the kernel's inputs, in call order (e.g. ``["A", "B", "bias"]``)."""
    return [name for name, _ in get_operator(w.op).inputs(w.params_dict)]


def input_shapes(w: Workload) -> list[Shape]:
    """Shapes of the kernel's inputs, in call order."""
    return [shape for _, shape in get_operator(w.op).inputs(w.params_dict)]


def output_shape(w: Workload) -> Shape:
    """Shape of the kernel's single output."""
    return get_operator(w.op).output(w.params_dict)


def output_dtype(w: Workload) -> str:
    """Element type of the kernel's output: the workload's dtype unless the operator
    says otherwise (int64 indices of ``reduce`` argmax/argmin)."""
    spec = get_operator(w.op)
    return w.dtype if spec.output_dtype is None else spec.output_dtype(w.params_dict)


def index_inputs(w: Workload) -> dict[str, tuple[int, int]]:
    """The kernel's int64 index inputs and the range ``[low, high)`` of their valid
    values (a gather's); empty for most operators, whose inputs are all float."""
    spec = get_operator(w.op)
    return {} if spec.index_inputs is None else spec.index_inputs(w.params_dict)


def constant_positions(w: Workload) -> list[int]:
    """Positions among the kernel's inputs of those a model passes as constants (see
    :attr:`OperatorSpec.constant_inputs`)."""
    constants = get_operator(w.op).constant_inputs
    return [i for i, name in enumerate(input_names(w)) if name in constants]


def input_dtypes(w: Workload) -> list[str]:
    """Element types of the kernel's inputs, in call order."""
    indices = index_inputs(w)
    return ["int64" if name in indices else w.dtype for name in input_names(w)]


def flop_count(w: Workload) -> int:
    """Floating-point operations of one run: 2 per multiply-add, 1 per epilogue op per element."""
    return get_operator(w.op).flops(w.params_dict)


def random_inputs(w: Workload, rng: np.random.Generator) -> list[np.ndarray]:
    """Fresh random inputs for ``w``: float32, C-contiguous, uniform in [-1, 1); int64
    indices uniform over their valid range (negative ones included).

    Args:
        w: The workload.
        rng: Source of randomness (the caller seeds it for reproducibility).

    Returns:
        One array per input, in call order.
    """
    indices = index_inputs(w)
    arrays = []
    for name, shape in get_operator(w.op).inputs(w.params_dict):
        if name in indices:
            low, high = indices[name]
            arrays.append(rng.integers(low, high, size=shape, dtype=np.int64))
        else:
            arrays.append(np.ascontiguousarray(rng.uniform(-1.0, 1.0, size=shape).astype(w.dtype)))
    return arrays


def reference(w: Workload, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """The exact result of ``w`` on ``inputs``, computed in float64 with numpy (index
    inputs as int64).

    Args:
        w: The workload.
        inputs: One array per input, in call order, with the shapes of :func:`input_shapes`.

    Returns:
        A float64 array of shape :func:`output_shape`.

    Raises:
        ValueError: Wrong number of inputs or a wrong shape.
    """
    spec = get_operator(w.op)
    expected = spec.inputs(w.params_dict)
    if len(inputs) != len(expected):
        raise ValueError(
            f"{w} takes {len(expected)} inputs ({', '.join(n for n, _ in expected)}), "
            f"got {len(inputs)}"
        )
    indices = index_inputs(w)
    arrays = []
    for (name, shape), given in zip(expected, inputs, strict=True):
        array = np.asarray(given)
        if array.shape != shape:
            raise ValueError(f"input {name} of {w} must have shape {shape}, got {array.shape}")
        arrays.append(array.astype(np.int64 if name in indices else np.float64))
    return spec.ref(w.params_dict, arrays)
