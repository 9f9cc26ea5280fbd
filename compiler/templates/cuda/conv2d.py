"""CUDA conv2d (NCHW, KCRS) as an implicit GEMM.

M = output channels, N = batch x output rows x output columns, K = input
channels x kernel rows x kernel columns as one reduce axis. The weights are
read as the ``[k, c*r*s]`` matrix they are in memory (so ``float4`` reads
apply when ``c*r*s`` is a multiple of 4); the input is read through the
window indexing, with zero padding as an ``if_then_else`` (no padded copy).
The workload's ``epilogue`` (bias, relu, relu6, residual add) is the
reduction's ``finalize``, fused into the store like matmul's bias. A grouped
convolution is one such GEMM per group, the groups on the batch axis.
"""

from __future__ import annotations

from typing import Any

from compiler import te
from compiler.codegen.cuda import Contraction
from compiler.ops import conv_out_size
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar
from compiler.templates.cuda.gemm import gemm_template
from compiler.templates.epilogue import conv_epilogue


def _affine(v: Expr, scale: int) -> Expr:
    return v * scale if scale != 1 else v


def contraction(workload: Any) -> Contraction:
    """The conv2d as an implicit GEMM (see the module docstring)."""
    nn, c, h, w = (workload.get_int(x) for x in ("n", "c", "h", "w"))
    k, r, s = workload.get_int("k"), workload.get_int("r"), workload.get_int("s")
    stride, pad = workload.get_int("stride"), workload.get_int("pad")
    dil, groups = workload.get_int("dilation"), workload.get_int("groups")
    cg, kg = c // groups, k // groups
    oh = conv_out_size(h, r, stride, pad, dil)
    ow = conv_out_size(w, s, stride, pad, dil)
    data = te.placeholder((nn, c, h, w), "data", workload.dtype)
    epilogue = conv_epilogue(
        str(workload.get("epilogue")),
        (nn, k, oh, ow),
        workload.dtype,
        act=str(workload.get("act")),
    )
    inputs = [*(epilogue.inputs if epilogue else [])]
    rk = te.reduce_axis(cg * r * s, "rk")

    def window(b: Expr, y: Expr, x: Expr, group: Expr | None = None) -> Expr:
        ci, ry, rx = rk.var // (r * s), rk.var // s % r, rk.var % s
        if group is not None:
            ci = group * cg + ci
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

    if groups == 1:
        weight = te.placeholder((k, c * r * s), "weight", workload.dtype)
        out = te.compute(
            (nn, k, oh, ow),
            lambda b, ko, y, x: te.sum(weight[ko, rk.var] * window(b, y, x), axis=rk),
            "out",
            finalize=epilogue,
        )
        b_ax, k_ax, y_ax, x_ax = out.compute_op.axes
        batch: tuple[IterVar, ...] = ()
    else:
        # One GEMM per group, the group on the batch axis (blockIdx.z): the output as
        # [n, groups, k/groups, oh, ow] and the weights as [groups, k/groups, c/groups*r*s]
        # are the same memory as NCHW and KCRS.
        weight = te.placeholder((groups, kg, cg * r * s), "weight", workload.dtype)

        def finalize(acc: Expr, b: Expr, g: Expr, ko: Expr, y: Expr, x: Expr) -> Expr:  # noqa: PLR0917
            assert epilogue is not None
            return epilogue(acc, b, g * kg + ko, y, x)

        out = te.compute(
            (nn, groups, kg, oh, ow),
            lambda b, g, ko, y, x: te.sum(weight[g, ko, rk.var] * window(b, y, x, g), axis=rk),
            "out",
            finalize=finalize if epilogue is not None else None,
        )
        b_ax, g_ax, k_ax, y_ax, x_ax = out.compute_op.axes
        batch = (g_ax,)
    return Contraction(
        out, (data, weight, *inputs), batch=batch, m=(k_ax,), n=(b_ax, y_ax, x_ax), k=(rk,)
    )


TEMPLATE = gemm_template(contraction)
