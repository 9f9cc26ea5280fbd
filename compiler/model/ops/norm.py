"""Normalizations by given statistics or a window: BatchNormalization (inference form) and LRN.

Softmax is :mod:`.softmax`; the normalizations by the data's own mean and variance
(LayerNormalization and its kin) are :mod:`.standardize`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.checks import fail, float_inputs, require_rank, shape_str
from compiler.model.ops.opdef import Attr, Kernel, OpDef

# --- type rules


def batch_norm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type, after checking the four per-channel parameters."""
    x = inputs[0]
    dtype = float_inputs(node, inputs)
    if len(x.shape) < 2:
        raise fail(node, f"input must have a channel axis, got shape {shape_str(x)}")
    c = x.shape[1]
    for label, t in zip(("scale", "B", "mean", "var"), inputs[1:], strict=True):
        if t.shape != (c,):
            raise fail(node, f"{label} {shape_str(t)} does not match {c} channels")
    return TensorType(x.shape, dtype)


def lrn_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type (4-D float, size >= 1)."""
    float_inputs(node, inputs)
    require_rank(node, inputs[0], 4)
    if int(node.attrs["size"]) < 1:
        raise fail(node, f"size must be >= 1, got {node.attrs['size']}")
    return inputs[0]


# --- numpy kernels


def _batch_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Inference BN as ``x * a + b`` with ``a = scale / sqrt(var + eps)``, as onnxruntime."""
    eps = float(attrs["epsilon"])
    c = ins[0].shape[1]
    bcast = (c,) + (1,) * (len(ins[0].shape) - 2)
    a, b = np.empty(c, dtype=np.float32), np.empty(c, dtype=np.float32)
    a_b, b_b = a.reshape(bcast), b.reshape(bcast)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, scale, bias, mean, var = inputs
        np.add(var, eps, out=a)
        np.sqrt(a, out=a)
        np.divide(scale, a, out=a)
        np.multiply(mean, a, out=b)
        np.subtract(bias, b, out=b)
        np.multiply(x, a_b, out=outputs[0])
        np.add(outputs[0], b_b, out=outputs[0])

    return run


def _lrn(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """``x / (bias + alpha/size * sum of x² over channels [c - (size-1)//2, c + size//2])**beta``.

    The window sum is ``size`` shifted adds of the squares (exact, unlike a
    running prefix sum, which loses float32 precision over many channels).
    """
    size = int(attrs["size"])
    alpha, beta, bias = float(attrs["alpha"]), float(attrs["beta"]), float(attrs["bias"])
    c = ins[0].shape[1]
    squares = np.empty(ins[0].shape, dtype=np.float32)
    before = (size - 1) // 2
    shifts = []  # (destination channels, source channels) of each neighbour's add
    for d in range(-before, size - before):
        if d == 0 or abs(d) >= c:
            continue
        dst = slice(0, c - d) if d > 0 else slice(-d, c)
        src = slice(d, c) if d > 0 else slice(0, c + d)
        shifts.append(((slice(None), dst), (slice(None), src)))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, y = inputs[0], outputs[0]
        np.square(x, out=squares)
        np.copyto(y, squares)
        for dst, src in shifts:
            np.add(y[dst], squares[src], out=y[dst])
        np.multiply(y, alpha / size, out=y)
        np.add(y, bias, out=y)
        if beta == 0.75:  # every LRN in the zoo; sqrt(s) * sqrt(sqrt(s)) beats np.power 1.5x
            root = np.sqrt(y, out=squares)
            np.sqrt(root, out=y)
            np.multiply(y, root, out=y)
            np.divide(x, y, out=y)
        else:
            np.power(y, -beta, out=y)
            np.multiply(y, x, out=y)

    return run


# --- folders


def _fold_batch_norm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    data, scale, bias, mean, var = x
    axes = (-1,) + (1,) * (data.ndim - 2)
    inv = scale / np.sqrt(var + node.attrs["epsilon"])
    return (data - mean.reshape(axes)) * inv.reshape(axes) + bias.reshape(axes)


OPS = (
    OpDef(
        "BatchNormalization",
        ("X", "scale", "B", "mean", "var"),
        batch_norm_rule,
        _batch_norm,
        doc="inference form, one output; epsilon",
        attrs=(Attr("epsilon", 1e-5),),
        fold=_fold_batch_norm,
        onnx=("BatchNormalization",),
    ),
    OpDef(
        "LRN",
        ("X",),
        lrn_rule,
        _lrn,
        doc="across channels; alpha, beta, bias, size",
        attrs=(Attr("alpha", 1e-4), Attr("beta", 0.75), Attr("bias", 1.0), Attr("size")),
        onnx=("LRN",),
    ),
)
"""BatchNormalization and LRN."""
