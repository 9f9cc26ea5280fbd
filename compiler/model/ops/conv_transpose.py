"""ConvTranspose (2-D, NCHW): the gradient of a convolution with respect to its input.

Each input pixel scatters its ``W[c, m] * x[c]`` window into the output at stride spacing.
The numpy kernel does it per kernel tap: one matmul of the tap's weights with the whole
image (every group at once), added into the strided view of the output that tap reaches;
the taps are summed in order onto zeros, as onnxruntime's col2im does, then cropped by the
pads and biased. Memory is the image's output once (no im2col matrix of
``M * kh * kw * H * W``), so large-kernel upsamplers (FCN's 64x64) stay small.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.blas import one_blas_thread
from compiler.model.ops.checks import fail, float_inputs, require_rank, shape_str
from compiler.model.ops.opdef import Attr, Kernel, OpDef


def transposed_size(
    size: int, kernel: int, *, stride: int, dilation: int, pads: int, extra: int
) -> int:
    """Output length along one axis: ``stride * (size - 1) + extra + (kernel - 1) *
    dilation + 1 - pads`` (``extra``: output_padding; ``pads``: both ends)."""
    return stride * (size - 1) + extra + (kernel - 1) * dilation + 1 - pads


def _ints(node: Node, name: str, length: int) -> tuple[int, ...]:
    values = tuple(int(v) for v in node.attrs[name])
    if len(values) != length:
        raise fail(node, f"{name} {values} needs {length} values (2-D only)")
    return values


def conv_transpose_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """(n, m, oh, ow) with ``m = W.shape[1] * group``, after checking groups and bias."""
    x, w = inputs[0], inputs[1]
    dtype = float_inputs(node, inputs)
    require_rank(node, x, 4, "input X")
    require_rank(node, w, 4, "weight W")
    group = int(node.attrs["group"])
    n, c, h, wd = x.shape
    cw, mg, kh, kw = w.shape
    if group < 1 or c % group:
        raise fail(node, f"group {group} does not divide the {c} input channels")
    if cw != c:
        raise fail(node, f"weight {shape_str(w)} expects {cw} input channels, X has {c}")
    m = mg * group
    if len(inputs) == 3 and inputs[2].shape != (m,):
        raise fail(node, f"bias {shape_str(inputs[2])} does not match {m} output channels")
    strides, dilations = _ints(node, "strides", 2), _ints(node, "dilations", 2)
    pads, extra = _ints(node, "pads", 4), _ints(node, "output_padding", 2)
    if min(strides) < 1 or min(dilations) < 1 or min(pads) < 0 or min(extra) < 0:
        raise fail(node, "strides and dilations must be >= 1, pads and output_padding >= 0")
    out = tuple(
        transposed_size(size, k, stride=s, dilation=d, pads=pads[a] + pads[a + 2], extra=extra[a])
        for a, (size, k, s, d) in enumerate(zip((h, wd), (kh, kw), strides, dilations, strict=True))
    )
    if min(out) < 1:
        raise fail(node, f"pads {pads} leave an output of {out}")
    return TensorType((n, m, *out), dtype)


def _conv_transpose(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    n, c, h, w = ins[0].shape
    _, mg, kh, kw = ins[1].shape
    group = int(attrs["group"])
    cg, m = c // group, mg * group
    sh, sw = (int(v) for v in attrs["strides"])
    dh, dw = (int(v) for v in attrs["dilations"])
    top, left = int(attrs["pads"][0]), int(attrs["pads"][1])
    oh, ow = outs[0].shape[2:]
    # The full (uncropped) output: every tap's reach, and the output_padding beyond it.
    rows = max((h - 1) * sh + (kh - 1) * dh + 1, top + oh)
    cols = max((w - 1) * sw + (kw - 1) * dw + 1, left + ow)
    full = np.empty((m, rows, cols), np.float32)
    taps = np.empty((kh, kw, group, mg, cg), np.float32)
    product = np.empty((group, mg, h * w), np.float32)
    has_bias = len(ins) == 3

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, weight = inputs[0], inputs[1]
        y = outputs[0]
        # taps[i, j, g] = W[g's input channels, :, i, j] transposed: (mg, cg).
        np.copyto(taps, weight.reshape(group, cg, mg, kh, kw).transpose(3, 4, 0, 2, 1))
        with one_blas_thread():
            for b in range(n):
                image = x[b].reshape(group, cg, h * w)
                full.fill(0.0)
                for i in range(kh):
                    for j in range(kw):
                        np.matmul(taps[i, j], image, out=product)
                        reach = full[
                            :,
                            i * dh : i * dh + (h - 1) * sh + 1 : sh,
                            j * dw : j * dw + (w - 1) * sw + 1 : sw,
                        ]
                        np.add(reach, product.reshape(m, h, w), out=reach)
                np.copyto(y[b], full[:, top : top + oh, left : left + ow])
        if has_bias:
            np.add(y, inputs[2].reshape(1, m, 1, 1), out=y)

    return run


OPS = (
    OpDef(
        "ConvTranspose",
        ("X", "W", "B?"),
        conv_transpose_rule,
        _conv_transpose,
        doc="2-D transposed conv: W (C, M/group, kh, kw); explicit pads (auto_pad and "
        "output_shape resolved at import), output_padding, strides, dilations, group",
        attrs=(
            Attr("strides", (1, 1)),
            Attr("pads", (0, 0, 0, 0)),
            Attr("dilations", (1, 1)),
            Attr("output_padding", (0, 0)),
            Attr("group", 1),
        ),
        onnx=("ConvTranspose",),
    ),
)
"""The transposed convolution."""
