"""Comparison, logic, selection and variadic elementwise operators.

Comparisons (Equal, Less, Greater, LessOrEqual, GreaterOrEqual) and the float tests
IsNaN and IsInf give bool tensors; And, Or, Xor and Not take them; Where selects by one;
Max, Min and Mean are variadic. All broadcast as numpy does (ONNX's multidirectional
broadcasting).

The comparisons, IsNaN, the logic operators and Where say their value as a pointwise
function (bools as 0/1 values, :mod:`compiler.pointwise`): in a fused region of float32
tensors, a comparison feeding a Where runs in the region's kernel. Elsewhere (integer
operands, a bool tensor read or written outside a region) they are numpy steps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.checks import (
    broadcast_shapes,
    check_broadcast_out,
    fail,
    is_float,
    same_dtype,
    shape_str,
)
from compiler.model.ops.opdef import (
    Attr,
    Kernel,
    KernelFactory,
    OpDef,
    PointwiseRule,
    kernel_folder,
    ufunc_kernel,
)
from compiler.pointwise import apply

# --- type rules


def _broadcast_all(node: Node, inputs: Sequence[TensorType]) -> tuple[int, ...]:
    """The numpy broadcast of every input's shape."""
    shape: tuple[int, ...] | None = inputs[0].shape
    for t in inputs[1:]:
        shape = broadcast_shapes(shape or (), t.shape)
        if shape is None:
            shapes = " and ".join(shape_str(t) for t in inputs)
            raise fail(node, f"shapes {shapes} do not broadcast")
    return shape or ()


def _compare_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Two inputs of one dtype, broadcast; a bool output."""
    same_dtype(node, inputs)
    return TensorType(_broadcast_all(node, inputs), "bool")


def _logic_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Bool inputs, broadcast; a bool output."""
    if any(t.dtype != "bool" for t in inputs):
        raise fail(node, f"needs bool inputs, got {', '.join(t.dtype for t in inputs)}")
    return TensorType(_broadcast_all(node, inputs), "bool")


def _where_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """A bool condition and two values of one dtype, all broadcast."""
    cond, x, y = inputs
    if cond.dtype != "bool":
        raise fail(node, f"the condition must be bool, got {cond.dtype}")
    dtype = same_dtype(node, [x, y])
    return TensorType(_broadcast_all(node, inputs), dtype)


def _float_test_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """One floating-point input; a bool output of its shape."""
    (x,) = inputs
    if not is_float(x):
        raise fail(node, f"needs a floating-point input, got {x.dtype}")
    return TensorType(x.shape, "bool")


def _variadic_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """One or more inputs of one dtype, broadcast."""
    dtype = same_dtype(node, inputs)
    if dtype == "bool":
        raise fail(node, "needs numeric inputs, got bool")
    return TensorType(_broadcast_all(node, inputs), dtype)


def _mean_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Floating-point inputs of one dtype, broadcast."""
    out = _variadic_rule(node, inputs)
    if not is_float(out):
        raise fail(node, f"needs floating-point inputs, got {out.dtype}")
    return out


# --- numpy kernels


def _where(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Y everywhere, then X where the condition holds (no temporary of the output's size)."""
    check_broadcast_out("where", ins, outs)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        cond, x, y = inputs
        np.copyto(outputs[0], y)
        np.copyto(outputs[0], x, where=cond)

    return run


def _is_inf(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Infinities of the signs ``detect_positive``/``detect_negative`` ask for."""
    check_broadcast_out("isinf", ins, outs)
    positive, negative = int(attrs["detect_positive"]), int(attrs["detect_negative"])

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        (x,), y = inputs, outputs[0]
        if positive and negative:
            np.isinf(x, out=y)
        elif positive:
            np.isposinf(x, out=y)
        elif negative:
            np.isneginf(x, out=y)
        else:
            y.fill(False)

    return run


def _accumulate(ufunc: np.ufunc) -> KernelFactory:
    """A variadic kernel: the first input broadcast into the output, then ``ufunc``
    with each further input, left to right (as onnxruntime does)."""

    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        check_broadcast_out(ufunc.__name__, ins, outs)

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            y = outputs[0]
            np.copyto(y, inputs[0])
            for x in inputs[1:]:
                ufunc(y, x, out=y)

        return run

    return factory


def _mean(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The float32 sum left to right, divided by the count (onnxruntime's order)."""
    add = _accumulate(np.add)(attrs, ins, outs)
    count = len(ins)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        add(inputs, outputs)
        np.divide(outputs[0], count, out=outputs[0])

    return run


def _op(
    name: str,
    inputs: tuple[str, ...],
    rule: Any,
    factory: KernelFactory,
    doc: str,
    *,
    attrs: tuple[Attr, ...] = (),
    term: str | None = None,
) -> OpDef:
    fold = kernel_folder(rule, factory)
    pointwise: PointwiseRule | None = None
    if term is not None:
        fn = term
        pointwise = lambda attrs, x: apply(fn, *x)  # noqa: E731
    return OpDef(
        name,
        inputs,
        rule,
        factory,
        doc=doc,
        attrs=attrs,
        fold=fold,
        onnx=(name,),
        pointwise=pointwise,
    )


def _compare(name: str, ufunc: np.ufunc, what: str, term: str) -> OpDef:
    doc = f"A {what} B, broadcast, as bool"
    return _op(name, ("A", "B"), _compare_rule, ufunc_kernel(ufunc), doc, term=term)


def _logic(name: str, ufunc: np.ufunc, what: str) -> OpDef:
    doc = f"A {what} B of bools, broadcast"
    return _op(name, ("A", "B"), _logic_rule, ufunc_kernel(ufunc), doc, term=what)


OPS = (
    _compare("Equal", np.equal, "==", "eq"),
    _compare("Less", np.less, "<", "lt"),
    _compare("Greater", np.greater, ">", "gt"),
    _compare("LessOrEqual", np.less_equal, "<=", "le"),
    _compare("GreaterOrEqual", np.greater_equal, ">=", "ge"),
    _logic("And", np.logical_and, "and"),
    _logic("Or", np.logical_or, "or"),
    _logic("Xor", np.logical_xor, "xor"),
    _op("Not", ("X",), _logic_rule, ufunc_kernel(np.logical_not), "not X, of bools", term="not"),
    _op(
        "IsNaN",
        ("X",),
        _float_test_rule,
        ufunc_kernel(np.isnan),
        "X is NaN, as bool",
        term="isnan",
    ),
    _op(
        "IsInf",
        ("X",),
        _float_test_rule,
        _is_inf,
        "X is an infinity of a sign detect_positive/detect_negative select, as bool",
        attrs=(Attr("detect_negative", 1), Attr("detect_positive", 1)),
    ),
    _op(
        "Where",
        ("condition", "X", "Y"),
        _where_rule,
        _where,
        "X where condition holds, else Y, all broadcast",
        term="where",
    ),
    # np.maximum/minimum propagate NaN, as onnxruntime's Max/Min do.
    _op("Max", ("X...",), _variadic_rule, _accumulate(np.maximum), "elementwise max, broadcast"),
    _op("Min", ("X...",), _variadic_rule, _accumulate(np.minimum), "elementwise min, broadcast"),
    _op("Mean", ("X...",), _mean_rule, _mean, "elementwise mean of floats, broadcast"),
)
