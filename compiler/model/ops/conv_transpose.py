"""ConvTranspose (2-D, NCHW): the gradient of a convolution with respect to its input.

Each input pixel scatters its ``W[c, m] * x[c]`` window into the output at stride spacing.
The numpy kernel multiplies a block of kernel taps' weights with the image (every group
at once) and adds the product where those taps reach: each tap on a strided view of the
output (:func:`_taps`), or, for large strides without dilation, the taps of one
``stride x stride`` block of the kernel on one contiguous slab of it (:func:`_phases`).
Every output pixel sums its taps in kernel order onto zeros, as onnxruntime's col2im
does; then the output is cropped by the pads and biased. Scratch is the image's output
once and one block's product (no im2col matrix of ``M * kh * kw * H * W``), so
large-kernel upsamplers (FCN's 64x64) stay small.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.blas import one_blas_thread
from compiler.model.ops.checks import fail, float_inputs, require_rank, shape_str
from compiler.model.ops.opdef import Attr, Kernel, OpDef

PRODUCT_BUDGET_BYTES = 16 << 20
"""The most one matmul's product (a block of taps over a band of the image) takes."""

PHASES_FROM = 256
"""The least ``stride_h * stride_w`` (taps per block) that takes the phase kernel: its
transposed adds cost more than the tap kernel's strided ones below it (a 4x4 stride-2
decoder runs 1.5-2x faster by taps, FCN-32s' 64x64 stride-32 upsampler 2x faster by
phases: 4 adds instead of 4,096)."""


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
    """The phase kernel for large undilated strides, else the tap kernel; then crop and
    bias."""
    n, c, h, w = ins[0].shape
    _, mg, kh, kw = ins[1].shape
    group = int(attrs["group"])
    shape = _Shape(n, group, c // group, mg, h, w, kh, kw)
    strides = tuple(int(v) for v in attrs["strides"])
    dilations = tuple(int(v) for v in attrs["dilations"])
    top, left = int(attrs["pads"][0]), int(attrs["pads"][1])
    oh, ow = outs[0].shape[2:]
    m = mg * group
    if dilations == (1, 1) and strides[0] * strides[1] >= PHASES_FROM:
        scatter, size = _phases(shape, strides, (top + oh, left + ow))
    else:
        scatter, size = _taps(shape, strides, dilations, (top + oh, left + ow))
    # Where nothing is cropped the taps add straight into the output.
    direct = size == (oh, ow) and top == left == 0
    full = np.empty((0,) if direct else (group, mg, *size), np.float32)
    has_bias = len(ins) == 3

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        y = outputs[0]
        with one_blas_thread():
            for b in range(n):
                target = y[b].reshape(group, mg, oh, ow) if direct else full
                target.fill(0.0)
                scatter(inputs[0][b], inputs[1], target)
                if not direct:
                    np.copyto(y[b], full.reshape(m, *size)[:, top : top + oh, left : left + ow])
        if has_bias:
            np.add(y, inputs[2].reshape(1, m, 1, 1), out=y)

    return run


@dataclass(frozen=True, slots=True)
class _Shape:
    """Batch, groups, input channels and output channels per group, image, kernel."""

    n: int
    group: int
    cg: int
    mg: int
    h: int
    w: int
    kh: int
    kw: int


Scatter = Callable[[np.ndarray, np.ndarray, np.ndarray], None]
"""``scatter(image, weight, full)``: adds one image's (``[c, h, w]``) every tap, by the
weights, into the full (uncropped) output, ``[group, m / group, rows, cols]``."""


def _phases(
    s: _Shape, strides: tuple[int, ...], least: tuple[int, int]
) -> tuple[Scatter, tuple[int, int]]:
    """Without dilation, output row ``q * sh + p`` takes tap row ``a * sh + p`` of input row
    ``q - a``: the kernel cut in ``sh x sw`` blocks (zero-padded), each block's taps are one
    matmul whose product lands, transposed, on a contiguous ``[h, sh, w, sw]`` slab of the
    output seen as ``[rows / sh, sh, cols / sw, sw]``: ``ceil(kh / sh) * ceil(kw / sw)``
    adds instead of ``kh * kw`` strided ones. A band of input rows at a time keeps each
    product within :data:`PRODUCT_BUDGET_BYTES`.

    Returns:
        The scatter, and the (rows, cols) of the full output it adds into: whole blocks
        of ``sh x sw``, at least ``least``.
    """
    sh, sw = strides
    blocks_y, blocks_x = -(-s.kh // sh), -(-s.kw // sw)
    qy = max(s.h + blocks_y - 1, -(-least[0] // sh))
    qx = max(s.w + blocks_x - 1, -(-least[1] // sw))
    m = s.group * s.mg
    band = max(1, min(s.h, PRODUCT_BUDGET_BYTES // (4 * m * sh * sw * s.w)))
    # taps[a, b, g, (p, r, mg), cg] = W[g's channels, mg, a * sh + p, b * sw + r], else 0.
    taps = np.zeros((blocks_y, sh, blocks_x, sw, s.group, s.mg, s.cg), np.float32)
    blocked = taps.reshape(blocks_y * sh, blocks_x * sw, s.group, s.mg, s.cg)
    lhs = np.empty((blocks_y, blocks_x, s.group, sh * sw * s.mg, s.cg), np.float32)
    by_block = lhs.reshape(blocks_y, blocks_x, s.group, sh, sw, s.mg, s.cg)
    product = np.empty((s.group, sh * sw * s.mg, band * s.w), np.float32)

    def scatter(x: np.ndarray, weight: np.ndarray, target: np.ndarray) -> None:
        full = target.reshape(s.group, s.mg, qy, sh, qx, sw)
        wt = weight.reshape(s.group, s.cg, s.mg, s.kh, s.kw).transpose(3, 4, 0, 2, 1)
        np.copyto(blocked[: s.kh, : s.kw], wt)
        np.copyto(by_block, taps.transpose(0, 2, 4, 1, 3, 5, 6))
        image = x.reshape(s.group, s.cg, s.h, s.w)
        for r0 in range(0, s.h, band):
            rows = min(band, s.h - r0)
            part = image[:, :, r0 : r0 + rows].reshape(s.group, s.cg, rows * s.w)
            out = product[:, :, : rows * s.w]
            for a in range(blocks_y):
                for b in range(blocks_x):
                    np.matmul(lhs[a, b], part, out=out)
                    # (g, p, r, mg, rows, w) -> (g, mg, rows, p, w, r)
                    src = out.reshape(s.group, sh, sw, s.mg, rows, s.w).transpose(0, 3, 4, 1, 5, 2)
                    dst = full[:, :, a + r0 : a + r0 + rows, :, b : b + s.w, :]
                    np.add(dst, src, out=dst)

    return scatter, (qy * sh, qx * sw)


def _taps(
    s: _Shape, strides: tuple[int, ...], dilations: tuple[int, ...], least: tuple[int, int]
) -> tuple[Scatter, tuple[int, int]]:
    """Dilated kernels: each tap one matmul (the taps of a kernel row together, as far as
    :data:`PRODUCT_BUDGET_BYTES` allows), added into the strided view of the output it
    reaches.

    Returns:
        The scatter, and the (rows, cols) of the full output it adds into: every tap's
        reach, at least ``least``.
    """
    sh, sw = strides
    dh, dw = dilations
    rows = max((s.h - 1) * sh + (s.kh - 1) * dh + 1, least[0])
    cols = max((s.w - 1) * sw + (s.kw - 1) * dw + 1, least[1])
    m = s.group * s.mg
    span = max(1, min(s.kw, PRODUCT_BUDGET_BYTES // (4 * m * s.h * s.w)))
    taps = np.empty((s.kh, s.group, s.kw, s.mg, s.cg), np.float32)
    product = np.empty((s.group, span * s.mg, s.h * s.w), np.float32)

    def scatter(x: np.ndarray, weight: np.ndarray, full: np.ndarray) -> None:
        # taps[i, g, j] = W[g's input channels, :, i, j] transposed: (mg, cg).
        wt = weight.reshape(s.group, s.cg, s.mg, s.kh, s.kw).transpose(3, 0, 4, 2, 1)
        np.copyto(taps, wt)
        image = x.reshape(s.group, s.cg, s.h * s.w)
        for i in range(s.kh):
            for j0 in range(0, s.kw, span):
                count = min(span, s.kw - j0)
                out = product[:, : count * s.mg]
                np.matmul(
                    taps[i, :, j0 : j0 + count].reshape(out.shape[0], -1, s.cg), image, out=out
                )
                parts = out.reshape(s.group, count, s.mg, s.h, s.w)
                for jj in range(count):
                    j = j0 + jj
                    reach = full[
                        :,
                        :,
                        i * dh : i * dh + (s.h - 1) * sh + 1 : sh,
                        j * dw : j * dw + (s.w - 1) * sw + 1 : sw,
                    ]
                    np.add(reach, parts[:, jj], out=reach)

    return scatter, (rows, cols)


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
