"""Convolutions: ONNX Conv, and FusedConv (conv + bias + residual + activation) that the
graph passes make of it; which kernel a FusedConv becomes is decided here
(:func:`conv_form`), for the layout choice and the lowering alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.layout import BLOCK
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.activation import apply_activation
from compiler.model.ops.blas import one_blas_thread
from compiler.model.ops.checks import fail, float_inputs, require_rank, shape_str, spatial_out
from compiler.model.ops.numpy_windows import Taps, Window2d, spatial_dims
from compiler.model.ops.opdef import (
    Attr,
    Kernel,
    KernelForm,
    Layout,
    OpDef,
    plain_kernel,
    types_of,
)
from compiler.pointwise import IDENTITY

# im2col buffers above this size are filled a band of output rows at a time, so a
# fallback conv (VGG's 224x224x64 3x3 layers would need 115 MB) stays small.
IM2COL_BUDGET_BYTES = 32 << 20


CONV_EPILOGUES = {
    ("none", False): "bias",
    ("relu", False): "bias_relu",
    ("relu6", False): "bias_relu6",
    ("none", True): "bias_add",
    ("relu", True): "bias_add_relu",
}
"""(activation, residual) -> the conv kernels' epilogue; absent pairs run as numpy."""


# --- type rule


def conv_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Conv's output type: (n, m, oh, ow), after checking groups, weight and bias."""
    x, w = inputs[0], inputs[1]
    dtype = float_inputs(node, inputs)
    require_rank(node, x, 4, "input X")
    require_rank(node, w, 4, "weight W")
    group = int(node.attrs.get("group", 1))
    n, c = x.shape[:2]
    m, cg, kh, kw = w.shape
    if group < 1 or c % group or m % group:
        raise fail(node, f"group {group} does not divide input channels {c} and filters {m}")
    if cg * group != c:
        raise fail(
            node,
            f"weight {shape_str(w)} expects {cg * group} input channels (group {group}), "
            f"input {shape_str(x)} has {c}",
        )
    if tuple(node.attrs["kernel_shape"]) != (kh, kw):
        raise fail(node, f"kernel_shape {tuple(node.attrs['kernel_shape'])} != weight's {(kh, kw)}")
    if len(inputs) == 3 and inputs[2].shape != (m,):
        raise fail(node, f"bias {shape_str(inputs[2])} does not match {m} filters")
    return TensorType((n, m, *spatial_out(node, x)), dtype)


# --- numpy kernels


def _conv_kernel(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Conv by im2col + one batched BLAS matmul per image (or per band of output rows)."""
    n, c, _, _ = spatial_dims(ins[0], "Conv input")
    m, cg, kh, kw = spatial_dims(ins[1], "Conv weight")
    group = int(attrs["group"])
    if cg * group != c or m % group:
        raise ValueError(f"Conv: {c} input / {m} output channels do not split in {group} groups")
    window = Window2d.of(attrs)
    if window.kernel != (kh, kw):
        raise ValueError(f"Conv: kernel_shape {window.kernel} but weight {ins[1]}")
    oh, ow = window.check("Conv", ins[0], outs[0], m)
    has_bias = len(ins) > 2
    k = cg * kh * kw
    mg = m // group
    windows = Taps(ins[0], window, (oh, ow), 0.0)
    # A 1x1, stride-1, unpadded conv reads the image as its own im2col matrix.
    pointwise = (kh, kw, *window.strides) == (1, 1, 1, 1) and not any(window.pads)
    band = max(1, min(oh, IM2COL_BUDGET_BYTES // max(1, c * kh * kw * ow * 4)))
    cols = np.empty(0 if pointwise else c * kh * kw * band * ow, dtype=np.float32)
    product = np.empty(0 if band == oh else m * band * ow, dtype=np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, wt = inputs[0], inputs[1]
        y = outputs[0]
        wg = wt.reshape(group, mg, k)
        taps = [] if pointwise else windows.views(x)
        with one_blas_thread():
            for b in range(n):
                if pointwise:
                    np.matmul(wg, x[b].reshape(group, k, oh * ow), out=y[b].reshape(group, mg, -1))
                    continue
                for r0 in range(0, oh, band):
                    rows = min(band, oh - r0)
                    col = cols[: c * kh * kw * rows * ow].reshape(c, kh * kw, rows, ow)
                    for t, tap in enumerate(taps):
                        np.copyto(col[:, t], tap[b, :, r0 : r0 + rows])
                    lhs = col.reshape(group, k, rows * ow)
                    if rows == oh:
                        np.matmul(wg, lhs, out=y[b].reshape(group, mg, oh * ow))
                    else:
                        dst = product[: m * rows * ow].reshape(group, mg, rows * ow)
                        np.matmul(wg, lhs, out=dst)
                        np.copyto(y[b, :, r0 : r0 + rows], dst.reshape(m, rows, ow))
        if has_bias:
            np.add(y, inputs[2].reshape(1, m, 1, 1), out=y)

    return run


def fused_conv(attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
    """``act(conv(X, W) + B[k] (+ R))`` through the plain Conv kernel."""
    conv_attrs = {k: v for k, v in attrs.items() if k not in ("activation", "residual", "act")}
    out = outputs[0]
    conv_inputs = inputs[:3]
    _conv_kernel(conv_attrs, types_of(conv_inputs), types_of([out]))(conv_inputs, [out])
    if attrs["residual"]:
        np.add(out, inputs[3], out=out)
    apply_activation(out, attrs["activation"], attrs.get("act", IDENTITY))


# --- lowering


def conv_form(node: Node, graph: Graph) -> KernelForm | None:
    """The kernel a FusedConv becomes; None: a slow numpy fallback.

    ``depthwise_conv2d`` when every group has one channel in and out (in its input's
    layout, :attr:`Layout.KEEPS_INPUT`, unless it pads first or adds a residual), else
    ``conv2d`` (with ``groups``; the lowering may offer ``pointwise_conv2d`` for a 1x1
    one). That takes NCHW16c (:attr:`Layout.FREE`) only with groups of whole 16-channel
    blocks (or none) and without a Pad step (asymmetric padding). Weights and bias must
    be constants, strides and dilations square, and the activation and residual an
    epilogue the kernels have.
    """
    a = node.attrs
    x, w_name, b_name = node.inputs[:3]
    residual = node.inputs[3] if a["residual"] else None
    (sh, sw), (dh, dw), group = a["strides"], a["dilations"], a["group"]
    epilogue = CONV_EPILOGUES.get((a["activation"], bool(residual)))
    if (
        not graph.is_constant(w_name)
        or not graph.is_constant(b_name)
        or sh != sw
        or dh != dw
        or epilogue is None
    ):
        return None
    top, left, bottom, right = a["pads"]
    pad_step = not top == left == bottom == right
    c = graph.shape_of(x)[1]
    k, cg = graph.shape_of(w_name)[:2]
    if group == c == k and cg == 1:
        # Blocked data in, blocked output out (no residual: it would need its own layout).
        keeps = not pad_step and residual is None
        layout = Layout.KEEPS_INPUT if keeps else Layout.NCHW
        return KernelForm("depthwise_conv2d", layout, pad_step=pad_step, epilogue=epilogue)
    # Groups of whole blocks in and out read and write whole blocks of the layout.
    whole_blocks = group == 1 or (cg % BLOCK == 0 and (k // group) % BLOCK == 0)
    layout = Layout.FREE if whole_blocks and not pad_step else Layout.NCHW
    return KernelForm("conv2d", layout, pad_step=pad_step, epilogue=epilogue)


_WINDOW_ATTRS = (
    Attr("kernel_shape"),
    Attr("strides", (1, 1)),
    Attr("pads", (0, 0, 0, 0)),
    Attr("dilations", (1, 1)),
    Attr("group", 1),
)

OPS = (
    OpDef(
        "Conv",
        ("X", "W", "B?"),
        conv_rule,
        _conv_kernel,
        doc="2-D convolution; kernel_shape (kh, kw), strides (sh, sw), pads (top, left, "
        "bottom, right; auto_pad resolved), dilations (dh, dw), group",
        attrs=_WINDOW_ATTRS,
        onnx=("Conv",),
    ),
    OpDef(
        "FusedConv",
        ("X", "W", "B", "R?"),
        None,
        plain_kernel(fused_conv),
        doc="act(activation(conv(X, W) + B[k] (+ R))): the Conv attrs, plus activation "
        "(none, relu or relu6), residual (bool) and act (a pointwise function, "
        "compiler.pointwise); made by the graph passes",
        attrs=(
            *_WINDOW_ATTRS,
            Attr("activation", "none"),
            Attr("residual", 0),
            Attr("act", IDENTITY),
        ),
        form=conv_form,
        numpy_note="a slow numpy fallback",
    ),
)
"""The convolutions."""
