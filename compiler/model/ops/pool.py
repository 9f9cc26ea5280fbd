"""Pooling: MaxPool, AveragePool and GlobalAveragePool, lowered to ``pool2d`` kernels."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import float_inputs, require_rank, spatial_out
from compiler.model.ops.numpy_windows import SeparableWindows, Window2d, spatial_dims
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, Layout, OpDef
from compiler.model.pool_lowering import pool_workload

# --- type rules


def pool_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """A windowed pool's output type (ceil_mode applied)."""
    x = inputs[0]
    dtype = float_inputs(node, inputs)
    require_rank(node, x, 4)
    ceil = bool(node.attrs.get("ceil_mode", 0))
    return TensorType((*x.shape[:2], *spatial_out(node, x, ceil=ceil)), dtype)


def global_pool_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """(n, c, 1, 1)."""
    x = inputs[0]
    dtype = float_inputs(node, inputs)
    require_rank(node, x, 4)
    return TensorType((*x.shape[:2], 1, 1), dtype)


# --- numpy kernels


def _max_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """A running maximum over the window taps; padding is -inf, so it never wins."""
    window = Window2d.of(attrs)
    out_hw = window.check("MaxPool", ins[0], outs[0], spatial_dims(ins[0], "MaxPool input")[1])
    reduce = SeparableWindows(ins[0], window, out_hw, -np.inf, np.maximum)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        reduce(inputs[0], outputs[0])

    return run


def _average_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """A running sum over the window taps (padding is 0), divided by each window's count.

    The divisor counts the taps inside the input (``count_include_pad=0``) or inside
    the padded input (``=1``; ceil mode's overhang past the end padding never counts),
    as onnxruntime does.
    """
    window = Window2d.of(attrs)
    _, c, h, w = spatial_dims(ins[0], "AveragePool input")
    oh, ow = window.check("AveragePool", ins[0], outs[0], c)
    reduce = SeparableWindows(ins[0], window, (oh, ow), 0.0, np.add)
    in_h, pad_h = window.counts(0, h, oh)
    in_w, pad_w = window.counts(1, w, ow)
    counts = (pad_h, pad_w) if attrs["count_include_pad"] else (in_h, in_w)
    divisor = np.outer(*counts).astype(np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        reduce(inputs[0], outputs[0])
        np.divide(outputs[0], divisor, out=outputs[0])

    return run


def _global_average_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    n, c = ins[0].shape[:2]
    area = math.prod(ins[0].shape[2:])

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        # One contiguous reduction axis: numpy sums it pairwise (accurate) and fast.
        y = outputs[0].reshape(n, c)
        np.add.reduce(inputs[0].reshape(n, c, area), axis=2, out=y)
        np.divide(y, area, out=y)

    return run


# --- lowering


def pool_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``pool2d`` kernel in its input's layout (a 1x1 output is NCHW); None where the
    operator cannot express the node (:func:`~compiler.model.pool_lowering.pool_workload`)."""
    workload = pool_workload(node, graph)
    if workload is None:
        return None
    return KernelForm("pool2d", Layout.KEEPS_INPUT_OR_ONE_PIXEL, workload)


_WINDOW = (Attr("kernel_shape"), Attr("strides", (1, 1)), Attr("pads", (0, 0, 0, 0)))

OPS = (
    OpDef(
        "MaxPool",
        ("X",),
        pool_rule,
        _max_pool,
        doc="kernel_shape, strides, pads, dilations, ceil_mode (0/1); the indices output "
        "is not produced",
        attrs=(*_WINDOW, Attr("dilations", (1, 1)), Attr("ceil_mode", 0)),
        onnx=("MaxPool",),
        form=pool_form,
        numpy_note="a numpy step",
    ),
    OpDef(
        "AveragePool",
        ("X",),
        pool_rule,
        _average_pool,
        doc="kernel_shape, strides, pads, ceil_mode, count_include_pad (0/1)",
        attrs=(*_WINDOW, Attr("ceil_mode", 0), Attr("count_include_pad", 0)),
        onnx=("AveragePool",),
        form=pool_form,
        numpy_note="a numpy step",
    ),
    OpDef(
        "GlobalAveragePool",
        ("X",),
        global_pool_rule,
        _global_average_pool,
        doc="the mean of each channel's plane",
        fold=lambda n, x: x[0].mean(axis=(2, 3), keepdims=True),
        onnx=("GlobalAveragePool",),
        form=pool_form,
        numpy_note="a numpy step",
    ),
)
"""The pools."""
