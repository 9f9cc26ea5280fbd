"""Arithmetic beyond the basic four: Mod, Pow, PRelu, and Cast of run-time tensors.

Each computes what onnxruntime does, bit for bit where numpy can: Mod's two remainders,
Pow through float64 (as ``std::pow`` promotes a float base with an integer exponent),
PRelu's per-element choice, Cast's C conversions. Numpy steps, folded on constants.
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
    float_inputs,
    shape_str,
)
from compiler.model.ops.elementwise import broadcast_rule
from compiler.model.ops.opdef import Attr, Kernel, OpDef, kernel_folder
from compiler.pointwise import Term, apply, const

# --- Mod


def _mod_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """Two numeric inputs of one dtype, broadcast."""
    out = broadcast_rule(node, inputs)
    if out.dtype == "bool":
        raise fail(node, "needs numeric inputs, got bool")
    return out


def _mod(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """fmod=1: C's fmod (the dividend's sign; exact for floats); fmod=0: the divisor's
    sign (Python's %: ``A - floor(A / B) * B`` rounded once, with Mod-28's special cases
    for floats). A zero integer divisor gives 0 (ONNX leaves it undefined; the folder
    refuses it)."""
    check_broadcast_out("mod", ins, outs)
    ufunc = np.fmod if attrs["fmod"] else np.mod

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        with np.errstate(divide="ignore", invalid="ignore"):
            ufunc(inputs[0], inputs[1], out=outputs[0])

    return run


def _fold_mod(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a, b = x
    if a.dtype.kind in "iu" and np.any(b == 0):
        raise ValueError("integer modulo by zero")
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.asarray((np.fmod if node.attrs["fmod"] else np.mod)(a, b))


# --- Pow

POW_BASES = ("float16", "float32", "float64", "int32", "int64")
"""Pow's base (and output) element types, as ONNX's T."""


def _pow_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The base's type, broadcast with the exponent (any numeric type)."""
    x, y = inputs
    if x.dtype not in POW_BASES:
        raise fail(node, f"base must be float or int32/int64, got {x.dtype}")
    if y.dtype == "bool":
        raise fail(node, "exponent must be numeric, got bool")
    shape = broadcast_shapes(x.shape, y.shape)
    if shape is None:
        raise fail(node, f"shapes {shape_str(x)} and {shape_str(y)} do not broadcast")
    return TensorType(shape, x.dtype)


def _pow(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """onnxruntime's Pow: a one-element exponent of 2 or 3 is ``x * x`` (``* x``) in the
    base's type; otherwise ``std::pow``, computed here in float64 and converted to the
    base's type (floats round, integers truncate). ``std::pow`` of a float base and a
    float exponent is float32 ``powf``: float64 rounded once is within its last bit."""
    check_broadcast_out("pow", ins, outs)
    scratch = np.empty(outs[0].shape, np.float64)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, y = inputs
        out = outputs[0]
        power = y.reshape(-1)[0] if y.size == 1 else None
        if power is not None and power in (2, 3):
            np.multiply(x, x, out=out)
            if power == 3:
                np.multiply(out, x, out=out)
            return
        with np.errstate(all="ignore"):
            np.power(x, y, out=scratch, dtype=np.float64)
            np.copyto(out, scratch, casting="unsafe")

    return run


# --- PRelu


def _prelu_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type; the slope broadcasts to X (per channel: ``[C, 1, 1]`` for NCHW)."""
    x, slope = inputs
    float_inputs(node, inputs)
    if broadcast_shapes(x.shape, slope.shape) != x.shape:
        raise fail(node, f"slope {shape_str(slope)} does not broadcast to X {shape_str(x)}")
    return x


def _prelu(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """onnxruntime's ``x > 0 ? x : slope * x``: X, then ``slope * X`` where X <= 0 (a NaN
    stays NaN either way)."""
    negative = np.empty(outs[0].shape, bool)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, slope = inputs
        y = outputs[0]
        np.less_equal(x, 0, out=negative)
        np.copyto(y, x)
        np.multiply(x, slope, out=y, where=negative)

    return run


def _fold_prelu(node: Node, x: list[np.ndarray]) -> np.ndarray:
    return np.where(x[0] > 0, x[0], x[0] * x[1])


# --- Cast


def _cast_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's shape, in ``to`` (a numpy dtype name)."""
    (x,) = inputs
    return TensorType(x.shape, np.dtype(node.attrs["to"]).name)


def _cast(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """C's conversions, as onnxruntime's: floats round to nearest, integers wrap, floats
    truncate into integers, nonzero (NaN too) is True. A float outside the integer target's
    range (or NaN) has no defined result in ONNX: the run fails on it."""
    source, target = np.dtype(ins[0].dtype), np.dtype(outs[0].dtype)
    checked = source.kind == "f" and target.kind in "iu"
    bounds = (np.iinfo(target).min, np.iinfo(target).max + 1) if checked else (0, 0)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x = inputs[0]
        if checked and x.size:
            # The bounds are powers of two (or zero), exact in float64.
            low, high = np.min(x).astype(np.float64), np.max(x).astype(np.float64)
            if not (np.trunc(low) >= bounds[0] and np.trunc(high) < bounds[1]):
                raise ValueError(
                    f"Cast of {source.name} values in [{low}, {high}] to {target.name} is "
                    "out of range: ONNX leaves the result undefined"
                )
        with np.errstate(invalid="ignore", over="ignore"):
            np.copyto(outputs[0], x, casting="unsafe")

    return run


# --- as pointwise functions


def _prelu_term(attrs: Mapping[str, Any], x: list[Term]) -> Term:
    """``max(x, 0) + slope min(x, 0)``: x above 0, slope x below (the slope a scalar or
    one value per channel)."""
    negative = apply("mul", apply("min", x[0], const(0.0)), x[1])
    return apply("add", apply("max", x[0], const(0.0)), negative)


def _cast_term(attrs: Mapping[str, Any], x: list[Term]) -> Term | None:
    """Between float32 and bool (a region's only dtypes; bools are 0/1 there): to float32
    the value itself, to bool whether it is nonzero (NaN too, as C has it)."""
    if attrs["to"] == "float32":
        return x[0]
    if attrs["to"] == "bool":
        return apply("not", apply("eq", x[0], const(0.0)))
    return None


def _pow_term(attrs: Mapping[str, Any], x: list[Term]) -> Term | None:
    """A constant exponent of 2 or 3 is products, as onnxruntime computes it; any other
    exponent stays the numpy step (std::pow's rounding)."""
    base, exponent = x
    if exponent.op != "const" or exponent.value not in (2.0, 3.0):
        return None
    square = apply("mul", base, base)
    return square if exponent.value == 2.0 else apply("mul", square, base)


OPS = (
    OpDef(
        "Mod",
        ("A", "B"),
        _mod_rule,
        _mod,
        doc="remainder of A / B, broadcast: fmod=1 the dividend's sign, 0 the divisor's",
        attrs=(Attr("fmod", 0),),
        fold=_fold_mod,
        onnx=("Mod",),
    ),
    OpDef(
        "Pow",
        ("X", "Y"),
        _pow_rule,
        _pow,
        doc="X to the power Y, broadcast, in X's type (float or int32/int64)",
        fold=kernel_folder(_pow_rule, _pow),
        onnx=("Pow",),
        pointwise=_pow_term,
    ),
    OpDef(
        "PRelu",
        ("X", "slope"),
        _prelu_rule,
        _prelu,
        doc="X where X > 0, else slope * X; slope broadcasts to X",
        fold=_fold_prelu,
        onnx=("PRelu",),
        pointwise=_prelu_term,
    ),
    OpDef(
        "Cast",
        ("input",),
        _cast_rule,
        _cast,
        doc="input converted to to (a dtype name) as C converts; a float out of an "
        "integer's range fails the run (constants are cast at import)",
        attrs=(Attr("to"),),
        onnx=("Cast", "CastLike"),
        pointwise=_cast_term,
    ),
)
"""The arithmetic operators."""
