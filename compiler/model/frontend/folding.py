"""Import-time constant evaluation: numpy for normalized nodes whose inputs are constant.

Since every shape is static, shape arithmetic and any node whose inputs are all
constants is evaluated here, so only real computation reaches the graph. Conv,
pooling and LRN are left to the compiler: with constant inputs they are rare and costly.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from compiler.model.graph import Node

Folder = Callable[[Node, list[np.ndarray]], np.ndarray]
"""Evaluates a normalized node on its input values; returns its (one) output value."""


def _divide(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a, b = x
    if a.dtype.kind in "iu":
        if np.any(b == 0):
            raise ValueError("integer division by zero")
        # ONNX integer division truncates toward zero; numpy's // floors.
        q = np.abs(a) // np.abs(b)
        return np.where((a < 0) != (b < 0), -q, q)
    return a / b


def _clip(node: Node, x: list[np.ndarray]) -> np.ndarray:
    low, high = node.attrs["min"], node.attrs["max"]
    out = x[0]
    if np.isfinite(low):
        out = np.maximum(out, np.asarray(low).astype(out.dtype))
    if np.isfinite(high):
        out = np.minimum(out, np.asarray(high).astype(out.dtype))
    return out


def _softmax(node: Node, x: list[np.ndarray]) -> np.ndarray:
    axis = node.attrs["axis"]
    e = np.exp(x[0] - x[0].max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _gemm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a = x[0].T if node.attrs["transA"] else x[0]
    b = x[1].T if node.attrs["transB"] else x[1]
    out = node.attrs["alpha"] * (a @ b)
    return out + node.attrs["beta"] * x[2] if len(x) == 3 else out


def _pad(node: Node, x: list[np.ndarray]) -> np.ndarray:
    data, rank = x[0], x[0].ndim
    pads = node.attrs["pads"]
    # Negative pads crop: slice first, then pad with what is left.
    crop = tuple(
        slice(max(-pads[i], 0), data.shape[i] - max(-pads[i + rank], 0)) for i in range(rank)
    )
    widths = [(max(pads[i], 0), max(pads[i + rank], 0)) for i in range(rank)]
    return np.pad(data[crop], widths, constant_values=node.attrs["value"])


def _batch_norm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    data, scale, bias, mean, var = x
    axes = (-1,) + (1,) * (data.ndim - 2)
    inv = scale / np.sqrt(var + node.attrs["epsilon"])
    return (data - mean.reshape(axes)) * inv.reshape(axes) + bias.reshape(axes)


FOLDERS: dict[str, Folder] = {
    "Add": lambda n, x: x[0] + x[1],
    "Sub": lambda n, x: x[0] - x[1],
    "Mul": lambda n, x: x[0] * x[1],
    "Div": _divide,
    "Relu": lambda n, x: np.maximum(x[0], 0),
    "Clip": _clip,
    "Identity": lambda n, x: x[0],
    "Reshape": lambda n, x: x[0].reshape(n.attrs["shape"]),
    "Transpose": lambda n, x: x[0].transpose(n.attrs["perm"]),
    "Concat": lambda n, x: np.concatenate(x, axis=n.attrs["axis"]),
    "Softmax": _softmax,
    "MatMul": lambda n, x: np.matmul(x[0], x[1]),
    "Gemm": _gemm,
    "Pad": _pad,
    "BatchNormalization": _batch_norm,
    "GlobalAveragePool": lambda n, x: x[0].mean(axis=(2, 3), keepdims=True),
}
"""The folder of each normalized operator that is evaluated on constant inputs."""
