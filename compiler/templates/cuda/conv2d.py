"""CUDA conv2d (NCHW, KCRS) as an implicit GEMM.

M = output channels, N = batch x output rows x output columns, K = input
channels x kernel rows x kernel columns as one reduce axis. The weights are
read as the ``[k, c*r*s]`` matrix they are in memory (so ``float4`` reads
apply when ``c*r*s`` is a multiple of 4); the input is read through the
window indexing, with zero padding as an ``if_then_else`` (no padded copy).
The workload's ``epilogue`` (bias, relu, relu6, residual add) is the
reduction's ``finalize``, fused into the store like matmul's bias.
"""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.ops import conv_out_size
from compiler.te.expr import Expr
from compiler.templates.conv2d import conv_epilogue


def _affine(v: Expr, scale: int) -> Expr:
    return v * scale if scale != 1 else v


def contraction(workload: Any) -> Contraction:
    """The conv2d as an implicit GEMM (see the module docstring)."""
    nn, c, h, w = (workload.get_int(x) for x in ("n", "c", "h", "w"))
    k, r, s = workload.get_int("k"), workload.get_int("r"), workload.get_int("s")
    stride, pad = workload.get_int("stride"), workload.get_int("pad")
    dil = workload.get_int("dilation")
    oh = conv_out_size(h, r, stride, pad, dil)
    ow = conv_out_size(w, s, stride, pad, dil)
    data = te.placeholder((nn, c, h, w), "data", workload.dtype)
    weight = te.placeholder((k, c * r * s), "weight", workload.dtype)
    epilogue = conv_epilogue(str(workload.get("epilogue")), (nn, k, oh, ow), workload.dtype)
    rk = te.reduce_axis(c * r * s, "rk")

    def window(b: Expr, y: Expr, x: Expr) -> Expr:
        ci, ry, rx = rk.var // (r * s), rk.var // s % r, rk.var % s
        # Multiply or subtract only where it changes something: shorter CUDA C.
        iy = _affine(y, stride) + _affine(ry, dil)
        ix = _affine(x, stride) + _affine(rx, dil)
        if pad:
            iy, ix = iy - pad, ix - pad
        value = data[b, ci, iy, ix]
        if pad == 0:
            return value
        inside = te.all_(iy.ge(0), iy.lt(h), ix.ge(0), ix.lt(w))
        return te.if_then_else(inside, value, 0.0)

    out = te.compute(
        (nn, k, oh, ow),
        lambda b, ko, y, x: te.sum(weight[ko, rk.var] * window(b, y, x), axis=rk),
        "out",
        finalize=epilogue,
    )
    b_ax, k_ax, y_ax, x_ax = out.compute_op.axes
    return Contraction(
        out,
        (data, weight, *(epilogue.inputs if epilogue else [])),
        batch=(),
        m=(k_ax,),
        n=(b_ax, y_ax, x_ax),
        k=(rk,),
    )
