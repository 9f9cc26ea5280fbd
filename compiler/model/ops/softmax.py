"""Softmax and LogSoftmax along one axis.

Both are computed as onnxruntime does, in the input's own type: the axis' maximum is
subtracted first (so ``exp`` never overflows), then ``exp(x - max) / sum`` or
``x - max - log(sum)``. The opset < 13 definitions (over the input flattened to 2-D at
``axis``) are rewritten by the importer into Reshapes around a one-axis op, which is the
same computation (:func:`compiler.model.frontend.ops_math.convert_softmax`).

On float32 tensors both lower to the compiled ``softmax`` kernel
(:mod:`compiler.templates.softmax`): rows along the last axis, or the axis with the
elements after it as vectors (a softmax over an NCHW tensor's channels).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import check_axis, float_inputs
from compiler.model.ops.opdef import (
    Attr,
    Kernel,
    KernelFactory,
    KernelForm,
    OpDef,
    kernel_folder,
    plain_kernel,
)


def softmax_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type (float, axis in range)."""
    float_inputs(node, inputs)
    check_axis(node, len(inputs[0].shape))
    return inputs[0]


def _softmax_kernel(log: bool) -> KernelFactory:
    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        axis = int(attrs["axis"])
        shape = list(ins[0].shape)
        if not 0 <= axis < len(shape):
            raise ValueError(f"{'Log' if log else ''}Softmax axis {axis} out of range for {ins[0]}")
        dtype = np.dtype(ins[0].dtype)
        shape[axis] = 1
        peak, total = np.empty(shape, dtype), np.empty(shape, dtype)
        exps = np.empty(ins[0].shape, dtype) if log else None

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            x, y = inputs[0], outputs[0]
            np.maximum.reduce(x, axis=axis, keepdims=True, out=peak)  # exp never overflows
            np.subtract(x, peak, out=y)
            if exps is None:
                np.exp(y, out=y)
                np.add.reduce(y, axis=axis, keepdims=True, out=total)
                np.divide(y, total, out=y)
            else:
                np.exp(y, out=exps)
                np.add.reduce(exps, axis=axis, keepdims=True, out=total)
                np.log(total, out=total)
                np.subtract(y, total, out=y)

        return run

    return factory


def softmax_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``softmax`` kernel on a float32 tensor (any axis); else a numpy step."""
    if graph.type_of(node.inputs[0]).dtype != "float32":
        return None
    return KernelForm("softmax")


def masked_softmax(
    attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]
) -> None:
    """Softmax (``log``: LogSoftmax) along the last axis of ``x + mask`` in float64, rounded
    once: row ``r`` of ``x`` (as rows of its last axis) adds row ``r % mask_rows`` of the
    mask; with ``nan0`` a NaN result (a row of -inf alone) is 0."""
    x = inputs[0].astype(np.float64)
    c = x.shape[-1]
    rows = int(attrs["mask_rows"])
    if rows:
        x = (x.reshape(-1, rows, c) + inputs[1].reshape(rows, c)).reshape(x.shape)
    with np.errstate(invalid="ignore"):
        shifted = x - x.max(axis=-1, keepdims=True)
        total = np.exp(shifted).sum(axis=-1, keepdims=True)
        out = shifted - np.log(total) if attrs["log"] else np.exp(shifted) / total
    outputs[0][...] = np.where(np.isnan(out), 0.0, out) if attrs["nan0"] else out


def masked_softmax_form(node: Node, graph: Graph) -> KernelForm:
    """A MaskedSoftmax node (made by the passes on float32) is a ``softmax`` kernel."""
    return KernelForm("softmax")


_SOFTMAX = _softmax_kernel(log=False)
_LOG_SOFTMAX = _softmax_kernel(log=True)

OPS = (
    OpDef(
        "Softmax",
        ("X",),
        softmax_rule,
        _SOFTMAX,
        doc="exp(x - max) / sum along axis (>= 0); the importer rewrites opset < 13 "
        "semantics (flatten to 2-D at axis) with Reshapes",
        attrs=(Attr("axis", -1),),
        fold=kernel_folder(softmax_rule, _SOFTMAX),
        onnx=("Softmax",),
        form=softmax_form,
    ),
    OpDef(
        "LogSoftmax",
        ("X",),
        softmax_rule,
        _LOG_SOFTMAX,
        doc="x - max - log(sum(exp(x - max))) along axis (>= 0); opset < 13 as Softmax",
        attrs=(Attr("axis", -1),),
        fold=kernel_folder(softmax_rule, _LOG_SOFTMAX),
        onnx=("LogSoftmax",),
        form=softmax_form,
    ),
    OpDef(
        "MaskedSoftmax",
        ("X", "mask?"),
        None,
        plain_kernel(masked_softmax),
        doc="(Log)Softmax along the last axis of float32 X + mask, the mask's rows repeating "
        "(mask_rows; 0: no mask), NaN results 0 with nan0; made by the graph passes of "
        "attention's Add, Softmax and IsNaN guard",
        attrs=(Attr("log", 0), Attr("mask_rows", 0), Attr("nan0", 0)),
        form=masked_softmax_form,
    ),
)
"""Softmax and LogSoftmax."""
