"""Unary elementwise math operators: Sqrt, Exp, Log, Tanh, Erf, the activations and rounding.

Each is one :class:`~compiler.model.ops.opdef.OpDef` made by :func:`_unary` from a
``compute(attrs, x, out)`` that writes ONNX's value of ``x`` into ``out``: the same
function is the numpy kernel and the import-time folder. Floating point only, except
Neg, Abs and Sign, which numpy computes exactly on integers too (Neg wraps at the
type's minimum, as onnxruntime does).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from compiler.mathref import erf_erfc
from compiler.model.graph import Node, TensorType
from compiler.model.ops.checks import fail, float_inputs
from compiler.model.ops.opdef import Attr, Kernel, OpDef, PointwiseRule
from compiler.pointwise import Term, apply, const

Compute = Callable[[Mapping[str, Any], np.ndarray, np.ndarray], None]
"""``compute(attrs, x, out)``: writes the operator's value of ``x`` into ``out``."""

# --- type rules


def _float_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type, which must be floating point."""
    float_inputs(node, inputs)
    return inputs[0]


def _numeric_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type, a number (integer or floating point; not bool)."""
    dtype = np.dtype(inputs[0].dtype)
    if not (np.issubdtype(dtype, np.floating) or np.issubdtype(dtype, np.integer)):
        raise fail(node, f"needs numeric inputs, got {inputs[0].dtype}")
    return inputs[0]


def _erf(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    x64 = x.astype(np.float64)
    erf, _ = erf_erfc(np.abs(x64))
    out[...] = np.copysign(erf, x64)


# --- computations


def _scalar(out: np.ndarray, value: float) -> Any:
    """``value`` in ``out``'s type, so float32 arithmetic stays float32 (as onnxruntime)."""
    return out.dtype.type(value)


def _ufunc(ufunc: np.ufunc) -> Compute:
    def compute(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
        ufunc(x, out=out)

    return compute


def _hard_sigmoid(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.multiply(x, _scalar(out, attrs["alpha"]), out=out)
    np.add(out, _scalar(out, attrs["beta"]), out=out)
    np.clip(out, 0, 1, out=out)


def _hard_swish(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    _hard_sigmoid({"alpha": 1.0 / 6.0, "beta": 0.5}, x, out)
    np.multiply(x, out, out=out)


def _leaky_relu(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.multiply(x, _scalar(out, attrs["alpha"]), out=out)
    np.copyto(out, x, where=~(x < 0))


def _elu(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.expm1(x, out=out)
    np.multiply(out, _scalar(out, attrs["alpha"]), out=out)
    np.copyto(out, x, where=~(x < 0))


def _selu(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.expm1(x, out=out)
    np.multiply(out, _scalar(out, attrs["alpha"]), out=out)
    np.copyto(out, x, where=x > 0)
    np.multiply(out, _scalar(out, attrs["gamma"]), out=out)


def _softplus(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.logaddexp(_scalar(out, 0.0), x, out=out)  # log(1 + exp(x)) without overflow


def _softsign(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    np.abs(x, out=out)
    np.add(out, _scalar(out, 1.0), out=out)
    np.divide(x, out, out=out)


def _mish(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    _softplus(attrs, x, out)
    np.tanh(out, out=out)
    np.multiply(x, out, out=out)


def _gelu(attrs: Mapping[str, Any], x: np.ndarray, out: np.ndarray) -> None:
    x64 = x.astype(np.float64)
    if attrs["approximate"] == "tanh":
        inner = math.sqrt(2.0 / math.pi) * (x64 + 0.044715 * x64**3)
        # x (1 + tanh u) / 2 = x / (1 + exp(-2u)): no cancellation for negative x.
        out[...] = x64 / (1.0 + np.exp(-2.0 * inner))
    else:
        # x Phi(x), Phi(x) = erfc(-x / sqrt 2) / 2, from erfc where it is small.
        _, erfc = erf_erfc(np.abs(x64) / math.sqrt(2.0))
        out[...] = x64 * np.where(x64 < 0, 0.5 * erfc, 1.0 - 0.5 * erfc)


def _check_gelu(node: Node, inputs: list[TensorType]) -> TensorType:
    if node.attrs["approximate"] not in ("none", "tanh"):
        raise fail(node, f"approximate must be 'none' or 'tanh', got {node.attrs['approximate']!r}")
    return _float_rule(node, inputs)


# --- as pointwise functions (compiled kernels; the numpy kernels above are the reference)


def _fn(op: str) -> PointwiseRule:
    return lambda attrs, x: apply(op, x[0])


def hard_sigmoid_term(x: Term, alpha: float, beta: float) -> Term:
    """``max(0, min(1, alpha x + beta))``, in the numpy kernel's order."""
    affine = apply("add", apply("mul", x, const(alpha)), const(beta))
    return apply("min", apply("max", affine, const(0.0)), const(1.0))


def _negative_part(x: Term, alpha: float) -> Term:
    """``alpha (exp(min(x, 0)) - 1)``: Elu's value below 0, and 0 above."""
    below = apply("sub", apply("exp", apply("min", x, const(0.0))), const(1.0))
    return apply("mul", below, const(alpha))


def _elu_term(attrs: Mapping[str, Any], x: list[Term]) -> Term:
    return apply("add", apply("max", x[0], const(0.0)), _negative_part(x[0], attrs["alpha"]))


def _selu_term(attrs: Mapping[str, Any], x: list[Term]) -> Term:
    return apply("mul", _elu_term(attrs, x), const(attrs["gamma"]))


def _leaky_relu_term(attrs: Mapping[str, Any], x: list[Term]) -> Term:
    negative = apply("mul", apply("min", x[0], const(0.0)), const(attrs["alpha"]))
    return apply("add", apply("max", x[0], const(0.0)), negative)


def _gelu_term(attrs: Mapping[str, Any], x: list[Term]) -> Term:
    v = x[0]
    if attrs["approximate"] == "tanh":
        # x / (1 + exp(-2u)), as the numpy kernel: no cancellation for negative x.
        cube = apply("mul", apply("mul", apply("mul", v, v), v), const(0.044715))
        u = apply("mul", apply("add", v, cube), const(math.sqrt(2.0 / math.pi)))
        return apply("div", v, apply("add", apply("exp", apply("mul", u, const(-2.0))), const(1)))
    phi = apply("add", apply("erf", apply("mul", v, const(math.sqrt(0.5)))), const(1.0))
    return apply("mul", apply("mul", v, const(0.5)), phi)


_POINTWISE: dict[str, PointwiseRule] = {
    "Sqrt": _fn("sqrt"),
    "Exp": _fn("exp"),
    "Log": _fn("log"),
    "Neg": _fn("neg"),
    "Abs": _fn("abs"),
    "Reciprocal": _fn("recip"),
    "Tanh": _fn("tanh"),
    "Erf": _fn("erf"),
    "Floor": _fn("floor"),
    "Ceil": _fn("ceil"),
    "Softplus": _fn("softplus"),
    "HardSigmoid": lambda a, x: hard_sigmoid_term(x[0], a["alpha"], a["beta"]),
    "HardSwish": lambda a, x: apply("mul", x[0], hard_sigmoid_term(x[0], 1.0 / 6.0, 0.5)),
    "LeakyRelu": _leaky_relu_term,
    "Elu": _elu_term,
    "Selu": _selu_term,
    "Softsign": lambda a, x: apply("div", x[0], apply("add", apply("abs", x[0]), const(1.0))),
    "Mish": lambda a, x: apply("mul", x[0], apply("tanh", apply("softplus", x[0]))),
    "Gelu": _gelu_term,
}


# --- the OpDefs


def _unary(
    name: str,
    compute: Compute,
    doc: str,
    *,
    attrs: tuple[Attr, ...] = (),
    integers: bool = False,
    rule: Callable[[Node, list[TensorType]], TensorType] | None = None,
    pointwise: PointwiseRule | None = None,
) -> OpDef:
    """The OpDef of ONNX's ``name``: ``compute`` as numpy kernel and folder.

    Floating-point exceptions are silenced: inf and NaN results (log 0, sqrt -1,
    overflowing exp) are the operator's values, not errors.
    """

    def factory(
        node_attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        copied = dict(node_attrs)

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            with np.errstate(all="ignore"):
                compute(copied, inputs[0], outputs[0])

        return run

    def fold(node: Node, x: list[np.ndarray]) -> np.ndarray:
        out = np.empty_like(x[0])
        with np.errstate(all="ignore"):
            compute(node.attrs, x[0], out)
        return out

    if rule is None:
        rule = _numeric_rule if integers else _float_rule
    if pointwise is None:
        pointwise = _POINTWISE.get(name)
    return OpDef(
        name,
        ("X",),
        rule,
        factory,
        doc=doc,
        attrs=attrs,
        fold=fold,
        onnx=(name,),
        pointwise=pointwise,
    )


OPS = (
    _unary("Sqrt", _ufunc(np.sqrt), "sqrt(X); NaN below 0"),
    _unary("Exp", _ufunc(np.exp), "exp(X)"),
    _unary("Log", _ufunc(np.log), "log(X); -inf at 0, NaN below"),
    _unary("Neg", _ufunc(np.negative), "-X (integers wrap at the minimum)", integers=True),
    _unary("Abs", _ufunc(np.abs), "|X| (integers wrap at the minimum)", integers=True),
    _unary("Reciprocal", _ufunc(np.reciprocal), "1 / X"),
    _unary("Tanh", _ufunc(np.tanh), "tanh(X)"),
    _unary("Erf", _erf, "erf(X), evaluated in float64 and rounded once"),
    _unary(
        "HardSigmoid",
        _hard_sigmoid,
        "max(0, min(1, alpha X + beta))",
        attrs=(Attr("alpha", 0.2), Attr("beta", 0.5)),
    ),
    _unary("HardSwish", _hard_swish, "X max(0, min(1, X / 6 + 1/2))"),
    _unary("LeakyRelu", _leaky_relu, "X, alpha X below 0", attrs=(Attr("alpha", 0.01),)),
    _unary("Elu", _elu, "X, alpha (exp(X) - 1) below 0", attrs=(Attr("alpha", 1.0),)),
    _unary(
        "Selu",
        _selu,
        "gamma X, gamma alpha (exp(X) - 1) at or below 0",
        attrs=(Attr("alpha", 1.67326319217681884765625), Attr("gamma", 1.05070102214813232421875)),
    ),
    _unary("Softplus", _softplus, "log(1 + exp(X))"),
    _unary("Softsign", _softsign, "X / (1 + |X|)"),
    _unary("Mish", _mish, "X tanh(log(1 + exp(X)))"),
    _unary(
        "Gelu",
        _gelu,
        "X Phi(X) (approximate none) or X (1 + tanh(sqrt(2/pi) (X + 0.044715 X^3))) / 2 (tanh),"
        " in float64",
        attrs=(Attr("approximate", "none"),),
        rule=_check_gelu,
    ),
    _unary("Floor", _ufunc(np.floor), "floor(X)"),
    _unary("Ceil", _ufunc(np.ceil), "ceil(X)"),
    _unary("Sign", _ufunc(np.sign), "-1, 0 or 1 by X's sign; NaN stays NaN", integers=True),
)
"""The unary elementwise operators."""
