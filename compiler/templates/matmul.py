"""Matmul template: ``C[m, n] = A[m, k] @ B[k, n]`` with an optional bias/residual/relu
epilogue.

Prepacked weights: when the config packs B (``pack_b=1``), ``schedule(...,
prepacked=True)`` takes B already in its panel layout ``[ceil(n/nr)][k][nr]``
(``nr = nv * lanes``, columns past ``n`` zero), as :func:`prepack` makes it in
numpy, and has no packing stage for it: a dense layer's weights are constants,
packed once when the model is compiled, instead of a full read and write of the
weights in every call. With ``pack_b=0`` the prepacked kernel is the usual one
(B is read as it is). A is never prepacked: it is the layer's activation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from compiler import te
from compiler.ops import matmul_epilogue_has_residual
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
    packed_operands,
    schedule_gemm,
    schedule_packs,
)


def _dims(workload: Any) -> tuple[int, int, int, str]:
    return (
        workload.get_int("m"),
        workload.get_int("n"),
        workload.get_int("k"),
        str(workload.get("epilogue")),
    )


def space(workload: Any, target: Target) -> ConfigSpace:
    """The GEMM space for this matmul (B is a model's constant weights: prepacked)."""
    m, n, k, _ = _dims(workload)
    return gemm_space(
        m,
        n,
        k,
        target.vector_lanes(workload.dtype),
        registers=target.vector_registers(),
        constant_b=True,
    )


def pack_b(b: np.ndarray, nr: int) -> np.ndarray:
    """``B[k, n]`` in the panel layout ``[ceil(n/nr)][k][nr]`` (columns past ``n`` zero),
    C-contiguous float32: panel ``jo`` holds columns ``jo*nr .. jo*nr + nr - 1``, row by row.
    """
    k, n = b.shape
    full, tail = divmod(n, nr)
    # One copy straight into the panels (the weights of a dense layer can be 400 MB).
    out = np.zeros((ceil_div(n, nr), k, nr), dtype=np.float32)
    out[:full] = b[:, : full * nr].reshape(k, full, nr).transpose(1, 0, 2)
    if tail:
        out[full, :, :tail] = b[:, full * nr :]
    return out


def prepack(
    workload: Any, config: Config, target: Target, inputs: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """The arguments of the ``prepacked`` kernel from the logical inputs
    (``A, B[, bias][, residual]``): B in panels (:func:`pack_b`) when ``config`` packs B, the other
    inputs (and B with ``pack_b=0``) unchanged (C-contiguous float32)."""
    a, b, *rest = (np.ascontiguousarray(x, dtype=np.float32) for x in inputs)
    if config.get_int("pack_b"):
        b = pack_b(b, config.get_int("nv") * target.vector_lanes(workload.dtype))
    return [a, b, *rest]


def schedule(
    workload: Any, config: Config, target: Target, *, prepacked: bool = False
) -> tuple[Schedule, Sequence[Tensor]]:
    """The scheduled matmul for one config.

    Args:
        workload: The matmul workload.
        config: A config of its space.
        target: The target.
        prepacked: With ``pack_b=1``, B comes in panels (:func:`prepack`): no packing
            stage for it. No effect with ``pack_b=0``.

    Returns:
        The schedule and the kernel's tensors ``A, B[, bias][, residual], C``.
    """
    m, n, k, epilogue = _dims(workload)
    act = str(workload.get("act"))
    lanes = target.vector_lanes(workload.dtype)
    mr, nr = config.get_int("mr"), config.get_int("nv") * lanes
    packed_b = prepacked and bool(config.get_int("pack_b"))
    a = te.placeholder((m, k), "A", workload.dtype)
    if packed_b:
        b = te.placeholder((ceil_div(n, nr), k, nr), "B", workload.dtype)

        # The panels hold all of k: a cache block of the reduction (knob "kc") reads
        # its rows at their global index, as it would read the in-kernel panels.
        def b_elem(r: Expr, j: Expr) -> Expr:
            return b[j // nr, r, j % nr]

    else:
        b = te.placeholder((k, n), "B", workload.dtype)

        def b_elem(r: Expr, j: Expr) -> Expr:
            return b[r, j]

    inputs = [a, b]
    bias = residual = None
    if epilogue != "none":
        bias = te.placeholder((n,), "bias", workload.dtype)
        inputs.append(bias)
    if matmul_epilogue_has_residual(epilogue):
        residual = te.placeholder((m, n), "residual", workload.dtype)
        inputs.append(residual)
    a_at, b_at, packs = packed_operands(
        lambda i, r: a[i, r],
        b_elem,
        m=m,
        n=n,
        k=k,
        mr=mr,
        nr=nr,
        pack_a=bool(config.get_int("pack_a")),
        pack_b=bool(config.get_int("pack_b")) and not packed_b,
    )
    r = te.reduce_axis(k, "r")

    def finalize(acc: Expr, i: Expr, j: Expr) -> Expr:
        assert bias is not None
        out = acc + bias[j]
        if residual is not None:
            out = out + residual[i, j]
        return apply_text(act, te.max_(out, 0.0) if epilogue.endswith("_relu") else out)

    c = te.compute(
        (m, n),
        lambda i, j: te.sum(a_at(i, r.var) * b_at(r.var, j), axis=r),
        "C",
        finalize=finalize if bias is not None else None,
    )
    s = Schedule(c)
    schedule_packs(s, packs, lanes, config.get_str("parallel") != "none")
    i, j = c.compute_op.axes
    schedule_gemm(s, c, i, j, c.compute_op.reduce_axes[0], cfg=config, lanes=lanes, packs=packs)
    return s, [*inputs, c]


TEMPLATE = Template("matmul", space, schedule, prepack, gemm_registers)
