"""pointwise_conv2d template: a 1x1 convolution as the GEMM ``out[b] = W @ data[b]``.

In NCHW a 1x1 convolution with stride 1 and no padding multiplies the weights
``W[k, c]`` (A: ``m = k`` rows) by each image's ``[c, p]`` pixel matrix (B: ``n = p``
columns, one contiguous row per channel), so the whole BLIS-style schedule of
:mod:`compiler.templates.gemm` applies: the micro-kernel keeps ``mr`` output channels
times ``nv`` vectors of pixels in registers, broadcasts one weight and loads a vector
of pixels per multiply-add, and stores whole rows of the NCHW output, where the
conv2d template's micro-kernel (vectorized along the output channels) needs strided
stores or an unpack pass. The epilogue is applied to the register tile: ``bias[k]``
is one broadcast per tile row, the residual a contiguous vector load like the store.

The weights are the constant operand (A): the prepacked kernel takes them in panels
``[ceil(k/mr)][c][mr]`` (:func:`prepack`, rows past ``k`` zero) when the config packs
A (``pack_a=1``); the pixels (B) are the layer's activations, read in place or packed
per cache block (``pack_b``). The batch is the outermost loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from compiler import te
from compiler.ops import conv_epilogue_has_bias, conv_epilogue_has_residual
from compiler.pointwise import apply_text
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.gemm import (
    ceil_div,
    gemm_registers,
    gemm_space,
    schedule_gemm,
    schedule_packs,
)
from compiler.templates.registers import tile_registers


def _dims(workload: Any) -> tuple[int, int, int, int, str]:
    return (
        workload.get_int("n"),
        workload.get_int("c"),
        workload.get_int("k"),
        workload.get_int("p"),
        str(workload.get("epilogue")),
    )


def space(workload: Any, target: Target) -> ConfigSpace:
    """The GEMM space of ``k x p x c`` (output channels x pixels x input channels)."""
    _, c, k, pixels, _ = _dims(workload)
    base = gemm_space(
        k, pixels, c, target.vector_lanes(workload.dtype), registers=target.vector_registers()
    )
    default = dict(base.default().knobs)
    # Measured on ResNet-50's 1x1 layers (56x56 and 28x28, 2 threads): B read in place
    # (each row of pixels is contiguous already; packing it is a pass over the input for
    # nothing), 12 x 32 register tiles, the pixel blocks shared among threads. 12 rows of
    # two vectors need 27 registers: with AVX2's 16, 6 rows (12 x 2 spilled 38 registers
    # per k step; one znver3 thread, 3 layers, interleaved: 41-68 GFLOP/s with 6 x 2,
    # 18-31 with 12 x 2, 21-46 with 12 x 1, 31-54 with 4 x 3).
    rows = 12 if tile_registers(12, 2) <= target.vector_registers() else 6
    for name, want in (("mr", rows), ("nv", 2)):
        candidates = [v for v in base.knob(name).candidates if isinstance(v, int) and v <= want]
        if candidates:
            default[name] = max(candidates)
    default["pack_b"] = 0
    if default["parallel"] != "none":
        default["parallel"] = "n"
    return ConfigSpace(base.knobs, default)


def pack_weight(weight: np.ndarray, mr: int) -> np.ndarray:
    """``W[k, c]`` in the panel layout ``[ceil(k/mr)][c][mr]`` (rows past ``k`` zero),
    C-contiguous float32: panel ``io`` holds rows ``io*mr .. io*mr + mr - 1``, column by
    column."""
    k, c = weight.shape
    full, tail = divmod(k, mr)
    out = np.zeros((ceil_div(k, mr), c, mr), dtype=np.float32)
    out[:full] = weight[: full * mr].reshape(full, mr, c).transpose(0, 2, 1)
    if tail:
        out[full, :, :tail] = weight[full * mr :].T
    return out


def prepack(
    workload: Any, config: Config, target: Target, inputs: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """The arguments of the ``prepacked`` kernel from the logical inputs
    (``data, weight[, bias][, residual]``): the weights in panels (:func:`pack_weight`)
    when ``config`` packs A, everything else unchanged (C-contiguous float32)."""
    data, weight, *rest = (np.ascontiguousarray(x, dtype=np.float32) for x in inputs)
    if config.get_int("pack_a"):
        weight = pack_weight(weight, config.get_int("mr"))
    return [data, weight, *rest]


def schedule(
    workload: Any, config: Config, target: Target, *, prepacked: bool = False
) -> tuple[Schedule, Sequence[Tensor]]:
    """The scheduled 1x1 convolution for one config.

    Args:
        workload: The pointwise_conv2d workload.
        config: A config of its space.
        target: The target.
        prepacked: With ``pack_a=1``, the weights come in panels (:func:`prepack`): no
            packing stage for them. No effect with ``pack_a=0``.

    Returns:
        The schedule and the kernel's tensors ``data, weight[, bias][, residual], out``.
    """
    nb, c, k, pixels, epilogue = _dims(workload)
    act = str(workload.get("act"))
    dtype = workload.dtype
    lanes = target.vector_lanes(dtype)
    mr, nr = config.get_int("mr"), config.get_int("nv") * lanes
    data = te.placeholder((nb, c, pixels), "data", dtype)
    packs: list[Tensor] = []
    if config.get_int("pack_a") and prepacked:
        weight = te.placeholder((ceil_div(k, mr), c, mr), "weight", dtype)

        # The panels hold every input channel: a cache block of the reduction (knob
        # "kc") reads its columns at their global index.
        def a_at(i: Expr, r: Expr) -> Expr:
            return weight[i // mr, r, i % mr]

    else:
        weight = te.placeholder((k, c), "weight", dtype)

        def a_at(i: Expr, r: Expr) -> Expr:
            return weight[i, r]

        if config.get_int("pack_a"):
            pa = te.compute(
                (ceil_div(k, mr), c, mr),
                lambda io, rr, ii: te.if_then_else(io * mr + ii < k, weight[io * mr + ii, rr], 0.0),
                "PA",
            )
            packs.append(pa)

            def a_at(i: Expr, r: Expr) -> Expr:
                return pa[i // mr, r, i % mr]

    def b_at(bi: Expr, r: Expr, j: Expr) -> Expr:
        return data[bi, r, j]

    if config.get_int("pack_b"):
        pb = te.compute(
            (nb, ceil_div(pixels, nr), c, nr),
            lambda bi, jo, rr, ji: te.if_then_else(
                jo * nr + ji < pixels, data[bi, rr, jo * nr + ji], 0.0
            ),
            "PB",
        )
        packs.append(pb)

        def b_at(bi: Expr, r: Expr, j: Expr) -> Expr:
            return pb[bi, j // nr, r, j % nr]

    inputs = [data, weight]
    bias = residual = None
    if conv_epilogue_has_bias(epilogue):
        bias = te.placeholder((k,), "bias", dtype)
        inputs.append(bias)
    if conv_epilogue_has_residual(epilogue):
        residual = te.placeholder((nb, k, pixels), "residual", dtype)
        inputs.append(residual)

    def finalize(acc: Expr, bi: Expr, i: Expr, j: Expr) -> Expr:
        assert bias is not None
        out = acc + bias[i]
        if residual is not None:
            out = out + residual[bi, i, j]
        if epilogue.endswith("_relu"):
            out = te.max_(out, 0.0)
        elif epilogue.endswith("_relu6"):
            out = te.min_(te.max_(out, 0.0), 6.0)
        return apply_text(act, out)

    r = te.reduce_axis(c, "r")
    out = te.compute(
        (nb, k, pixels),
        lambda bi, i, j: te.sum(a_at(i, r.var) * b_at(bi, r.var, j), axis=r),
        "out",
        finalize=finalize if bias is not None else None,
    )
    s = Schedule(out)
    schedule_packs(s, packs, lanes, config.get_str("parallel") != "none")
    bi, i, j = out.compute_op.axes
    schedule_gemm(
        s, out, i, j, out.compute_op.reduce_axes[0], cfg=config, lanes=lanes, batch=bi, packs=packs
    )
    return s, [*inputs, out]


TEMPLATE = Template("pointwise_conv2d", space, schedule, prepack, gemm_registers)
