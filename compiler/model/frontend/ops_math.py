"""Converters of arithmetic operators: Clip, Sum, Gemm, Softmax and LogSoftmax, Dropout, Mod.

Each is a :data:`~compiler.model.frontend.context.Converter`.
"""

from __future__ import annotations

import numpy as np

from compiler.model.frontend.common import normalize_axis, num_elements
from compiler.model.frontend.context import Importer, OnnxNode


def convert_clip(imp: Importer, node: OnnxNode) -> None:
    """Clip: ``min`` and ``max`` as attributes (inputs from opset 11); integer bounds
    stay integers. An absent bound of a float input is its type's lowest or largest
    finite value, as ONNX defines it (``numeric_limits``) and onnxruntime computes: it
    clips ±inf to ±max (ONNX's reference evaluator leaves them from opset 11 on, against
    the definition's text); of an integer input, ±inf (no bound)."""
    dtype = imp.type(node.input(0)).dtype
    top = float(np.finfo(dtype).max) if dtype in ("float16", "float32", "float64") else np.inf
    if imp.opset < 11:
        low = node.float_attr("min", -top)
        high = node.float_attr("max", top)
    else:
        bounds = []
        for index, what, default in ((1, "min", -top), (2, "max", top)):
            value = imp.const(node, index, what)
            if value is not None and value.size != 1:
                raise node.error(f"{what} must be a scalar, got shape {list(value.shape)}")
            # .item(): an int64 bound stays a Python int (a float rounds it beyond 2**53).
            bounds.append(default if value is None else value.reshape(-1)[0].item())
        low, high = bounds
    imp.emit(node, "Clip", [node.input(0)], {"min": low, "max": high})


def convert_sum(imp: Importer, node: OnnxNode) -> None:
    """Sum: Identity of one input, else a left-to-right chain of Adds."""
    inputs = [i for i in node.inputs if i]
    if len(inputs) == 1:
        imp.emit(node, "Identity", inputs)
        return
    # A left-to-right chain of Adds; the last keeps the node's name and output.
    acc = inputs[0]
    for k, operand in enumerate(inputs[1:], start=1):
        last = k == len(inputs) - 1
        out = node.outputs[0] if last else imp.fresh_tensor(f"{node.outputs[0]}/sum{k}")
        name = node.name if last else imp.fresh_node(f"{node.name}/add{k}")
        imp.emit(node, "Add", [acc, operand], output=out, name=name)
        acc = out


def convert_gemm(imp: Importer, node: OnnxNode) -> None:
    """Gemm: ``alpha``, ``beta``, ``transA``, ``transB`` defaulted; C optional."""
    attrs = {
        "alpha": node.float_attr("alpha", 1.0),
        "beta": node.float_attr("beta", 1.0),
        "transA": node.int_attr("transA", 0),
        "transB": node.int_attr("transB", 0),
    }
    inputs = [node.input(0), node.input(1)] + ([node.input(2)] if node.input(2) else [])
    imp.emit(node, "Gemm", inputs, attrs)


def convert_softmax(imp: Importer, node: OnnxNode) -> None:
    """Softmax or LogSoftmax (``node.op``) along one axis; before opset 13, over the
    input flattened to 2-D at ``axis`` (default 1), which is Reshapes around it."""
    shape = imp.type(node.input(0)).shape
    rank = len(shape)
    if imp.opset >= 13:
        axis = normalize_axis(node, node.int_attr("axis", -1), rank)
        imp.emit(node, node.op, [node.input(0)], {"axis": axis})
        return
    # Before opset 13: softmax over the input flattened to 2-D at axis. That is a
    # softmax along one axis when at most one of the flattened trailing dims is > 1.
    axis = normalize_axis(node, node.int_attr("axis", 1), rank)
    wide = [i for i in range(axis, rank) if shape[i] != 1]
    if len(wide) <= 1:
        imp.emit(node, node.op, [node.input(0)], {"axis": wide[0] if wide else rank - 1})
        return
    flat = imp.fresh_tensor(f"{node.outputs[0]}/flat")
    soft = imp.fresh_tensor(f"{node.outputs[0]}/{node.op.lower()}2d")
    flat_shape = (num_elements(shape[:axis]), num_elements(shape[axis:]))
    imp.emit(
        node,
        "Reshape",
        [node.input(0)],
        {"shape": flat_shape},
        output=flat,
        name=imp.fresh_node(f"{node.name}/flatten"),
    )
    imp.emit(node, node.op, [flat], {"axis": 1}, output=soft)
    imp.emit(
        node,
        "Reshape",
        [soft],
        {"shape": shape},
        name=imp.fresh_node(f"{node.name}/unflatten"),
    )


def convert_dropout(imp: Importer, node: OnnxNode) -> None:
    """Dropout at inference: Identity; training mode and a used mask are rejected."""
    if imp.opset >= 12:
        training = imp.const(node, 2, "training_mode")
        if training is not None and bool(training.reshape(-1)[0]):
            raise node.error("training_mode=true is not supported (inference only)")
    imp.only_first_output(node, "the mask is not produced in inference")
    imp.emit(node, "Identity", [node.input(0)])


def convert_mod(imp: Importer, node: OnnxNode) -> None:
    """Mod: ``fmod`` 0 or 1; fmod=0 of floats only from opset 28, which defines it."""
    fmod = node.int_attr("fmod", 0)
    if fmod not in (0, 1):
        raise node.error(f"fmod {fmod} is not 0 or 1")
    dtype = imp.type(node.input(0)).dtype
    if not fmod and dtype.startswith("float") and imp.opset < 28:
        raise node.error(f"fmod=0 on {dtype} inputs is undefined before opset 28")
    imp.emit(node, "Mod", [node.input(0), node.input(1)], {"fmod": fmod})
