"""Einsum: the Einstein summation of ONNX (``"bhid,bhjd->bhij"``), as a numpy step.

The type rule reads the equation itself (:mod:`.einsum_equation`: explicit and implicit
output, ellipsis, diagonals, size-1 broadcasting) for any numeric element type; the
kernel is a plan of batched matmuls made once per node (:mod:`.einsum_plan`). Integer
einsums wrap around as C's arithmetic does, in any order of summation: exact. Float32
sums round in float32, as onnxruntime's matmuls do (in another order). Constant
operands are folded at import (float16 through float32, rounded once).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.checks import fail, same_dtype
from compiler.model.ops.einsum_equation import Equation, label_sizes, parse_equation
from compiler.model.ops.einsum_plan import EinsumPlan
from compiler.model.ops.opdef import Attr, Kernel, OpDef, types_of

__all__ = ["OPS"]


def _read(equation: str, inputs: Sequence[TensorType]) -> tuple[Equation, dict[str, int]]:
    """The parsed equation and each label's size; ValueError (one line) when they do not fit."""
    parsed = parse_equation(equation, [len(t.shape) for t in inputs])
    return parsed, label_sizes(parsed, [t.shape for t in inputs])


def _einsum_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The output labels' sizes, in the operands' one numeric element type."""
    dtype = same_dtype(node, inputs)
    if dtype == "bool":
        raise fail(node, "needs numeric inputs, got bool")
    try:
        parsed, sizes = _read(str(node.attrs["equation"]), inputs)
    except ValueError as exc:
        raise fail(node, str(exc)) from None
    return TensorType(tuple(sizes[label] for label in parsed.output), dtype)


def _einsum(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The node's :class:`~.einsum_plan.EinsumPlan`, its buffers allocated here."""
    parsed, sizes = _read(str(attrs["equation"]), ins)
    shape = tuple(sizes[label] for label in parsed.output)
    if outs[0].shape != shape or {t.dtype for t in (*ins, *outs)} != {outs[0].dtype}:
        raise ValueError(
            f"Einsum {attrs['equation']!r} of {', '.join(map(str, ins))} is not {outs[0]}"
        )
    plan = EinsumPlan(parsed, [t.shape for t in ins], sizes, np.dtype(outs[0].dtype))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        plan(inputs, outputs[0])

    return run


def _fold(node: Node, values: list[np.ndarray]) -> np.ndarray:
    """The kernel on constants; float16 computed in float32 and rounded once."""
    dtype = values[0].dtype
    if dtype == np.float16:
        values = [v.astype(np.float32) for v in values]
    ins = types_of(values)
    out_type = _einsum_rule(node, ins)
    out = np.empty(out_type.shape, np.dtype(out_type.dtype))
    _einsum(node.attrs, ins, [out_type])(values, [out])
    return out.astype(dtype, copy=False)


OPS = (
    OpDef(
        "Einsum",
        ("Inputs...",),
        _einsum_rule,
        _einsum,
        doc="Einstein summation of the inputs by equation (ONNX's: explicit or implicit "
        "output, ellipsis, diagonals; spaces allowed), as batched matmuls",
        attrs=(Attr("equation"),),
        fold=_fold,
        onnx=("Einsum",),
    ),
)
"""The Einstein summation."""
