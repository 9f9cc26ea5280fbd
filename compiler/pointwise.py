"""Pointwise functions: the elementwise math a kernel applies to each value, as one small language.

A :class:`Fn` is an expression of a kernel's value ``x`` (``x0``, ``x1``, ... for a
kernel of several same-shaped inputs) and float32 constants, built from

* unary functions: ``neg abs exp log sqrt tanh sigmoid softplus erf floor ceil recip``;
* binary ones: ``add sub mul div max min``;
* predicates, 1.0 where they hold and 0.0 elsewhere: the comparisons ``lt le gt ge eq``
  (false where either side is NaN, as in numpy), ``isnan``, and the logic ``not and or
  xor`` of values read as "nonzero holds" (NaN holds, as numpy's ``bool(nan)``);
* ``where(c;a;b)``: ``a`` where ``c`` holds, else ``b``.

A model's bool tensors inside a fused region are such 0/1 values: a comparison feeding
a ``Where`` (a masked fill, a decomposed LeakyRelu) is one kernel, no bool tensor stored.

Its one canonical text, written in workload strings (``act=`` of a convolution or a
matmul, ``fn=`` of a ``pointwise`` kernel), is the expression in call syntax with ``;``
between arguments (workload strings keep ``,`` and ``=`` for themselves) and each
constant as the shortest decimal that reads back as the same float32::

    mul(x;sigmoid(x))                                   SiLU
    mul(x;min(max(add(mul(x;0.16666667);0.5);0);1))     HardSwish

The model importer builds these from ONNX operators (each operator's definition says
its expression); the kernel templates turn one into tensor expressions
(:func:`to_expr`), and :func:`evaluate` is the numpy reference (float64 for kernel
checks, as every operator's reference is).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from compiler import te
from compiler.mathref import erf_erfc
from compiler.te.expr import Expr, binary

UNARY = (
    "neg",
    "abs",
    "exp",
    "log",
    "sqrt",
    "tanh",
    "sigmoid",
    "softplus",
    "erf",
    "floor",
    "ceil",
    "recip",
    "isnan",
    "not",
)
PREDICATES = ("isnan", "not", "lt", "le", "gt", "ge", "eq", "and", "or", "xor")
BINARY = (
    "add",
    "sub",
    "mul",
    "div",
    "max",
    "min",
    "lt",
    "le",
    "gt",
    "ge",
    "eq",
    "and",
    "or",
    "xor",
)
TERNARY = ("where",)

#: The inputs a function may read: ``x`` is ``x0``.
MAX_INPUTS = 8

#: Functions longer than this are refused (a workload string is a database key).
MAX_TEXT = 1000

_TOKEN = re.compile(r"\s*([-+]?inf|[a-z]+[0-9]*|[-+0-9.][-+0-9.e]*|[();])\s*")


@dataclass(frozen=True, slots=True)
class Term:
    """One node of a function: an input (``op`` ``x``, ``index``), a constant (``op``
    ``const``, ``value``) or an application of ``op`` to ``args``."""

    op: str
    args: tuple[Term, ...] = ()
    value: float = 0.0
    index: int = 0

    def __str__(self) -> str:
        if self.op == "x":
            return "x" if self.index == 0 else f"x{self.index}"
        if self.op == "const":
            return _const_text(self.value)
        return f"{self.op}({';'.join(str(a) for a in self.args)})"


def var(index: int = 0) -> Term:
    """Input ``index`` (``x`` for 0)."""
    if not 0 <= index < MAX_INPUTS:
        raise ValueError(f"pointwise input x{index} out of range (at most {MAX_INPUTS} inputs)")
    return Term("x", index=index)


def const(value: float) -> Term:
    """The float32 constant nearest ``value``."""
    rounded = float(np.float32(value))
    if math.isnan(rounded):
        raise ValueError("a pointwise function has no NaN constant")
    return Term("const", value=rounded)


def apply(op: str, *args: Term) -> Term:
    """``op`` applied to ``args`` (one for a unary function, two for a binary one, three
    for ``where``)."""
    arity = 1 if op in UNARY else 2 if op in BINARY else 3 if op in TERNARY else 0
    if not arity:
        known = ", ".join(UNARY + BINARY + TERNARY)
        raise ValueError(f"unknown pointwise function {op!r}; known: {known}")
    if len(args) != arity:
        raise ValueError(f"pointwise {op} takes {arity} argument(s), got {len(args)}")
    return Term(op, tuple(args))


X = var(0)
IDENTITY = "x"


def _const_text(value: float) -> str:
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    text = str(np.float32(value))  # shortest round-trip text of the float32
    return text[:-2] if text.endswith(".0") else text


# --- text


def parse(text: str) -> Term:
    """The function written as ``text``.

    Raises:
        ValueError: Not a function of the language; names what is wrong.
    """
    if len(text) > MAX_TEXT:
        raise ValueError(f"pointwise function longer than {MAX_TEXT} characters")
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ValueError(f"bad character {text[pos]!r} at {pos} in pointwise function {text!r}")
        tokens.append(m.group(1))
        pos = m.end()
    term, rest = _parse(tokens, 0, text)
    if rest != len(tokens):
        raise ValueError(f"trailing {''.join(tokens[rest:])!r} in pointwise function {text!r}")
    return term


def _parse(tokens: list[str], i: int, text: str) -> tuple[Term, int]:
    if i >= len(tokens):
        raise ValueError(f"pointwise function {text!r} ends early")
    tok = tokens[i]
    if tok == "x" or re.fullmatch(r"x[0-9]+", tok):
        return var(int(tok[1:] or 0)), i + 1
    if tok[0] in "-+0123456789." or tok == "inf":  # -inf and +inf start with a sign
        try:
            return const(float(tok)), i + 1
        except ValueError:
            raise ValueError(f"bad constant {tok!r} in pointwise function {text!r}") from None
    if i + 1 >= len(tokens) or tokens[i + 1] != "(":
        raise ValueError(f"expected '(' after {tok!r} in pointwise function {text!r}")
    args: list[Term] = []
    i += 2
    while True:
        arg, i = _parse(tokens, i, text)
        args.append(arg)
        if i < len(tokens) and tokens[i] == ";":
            i += 1
            continue
        if i < len(tokens) and tokens[i] == ")":
            return apply(tok, *args), i + 1
        raise ValueError(f"expected ';' or ')' in {tok}(...) of pointwise function {text!r}")


def canonical(text: str) -> str:
    """``text`` in canonical form (the workload parameter's validator)."""
    return str(parse(text))


def inputs_of(term: Term) -> int:
    """How many inputs the function reads (one more than its highest ``x`` index)."""
    if term.op == "x":
        return term.index + 1
    return max((inputs_of(a) for a in term.args), default=0)


def substitute(term: Term, args: Sequence[Term]) -> Term:
    """``term`` with its input ``xi`` replaced by ``args[i]`` (composition)."""
    if term.op == "x":
        return args[term.index]
    if term.op == "const":
        return term
    return Term(term.op, tuple(substitute(a, args) for a in term.args))


def ops_count(term: Term) -> int:
    """Operations per element (each function application counts one)."""
    if term.op in ("x", "const"):
        return 0
    return 1 + sum(ops_count(a) for a in term.args)


# --- numpy reference


_NUMPY_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "neg": np.negative,
    "abs": np.abs,
    "exp": np.exp,
    "log": np.log,
    "sqrt": np.sqrt,
    "tanh": np.tanh,
    "floor": np.floor,
    "ceil": np.ceil,
    "recip": np.reciprocal,
}
_NUMPY_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "add": np.add,
    "sub": np.subtract,
    "mul": np.multiply,
    "div": np.divide,
    "max": np.maximum,
    "min": np.minimum,
}


def evaluate(term: Term, inputs: Sequence[np.ndarray], dtype: str = "float64") -> np.ndarray:
    """The function of ``inputs`` (broadcast), computed in ``dtype``; inf and NaN are values."""
    with np.errstate(all="ignore"):
        return np.asarray(_evaluate(term, [np.asarray(x, dtype) for x in inputs], dtype))


_NUMPY_PREDICATES: dict[str, Callable[..., np.ndarray]] = {
    "isnan": np.isnan,
    "not": np.logical_not,
    "lt": np.less,
    "le": np.less_equal,
    "gt": np.greater,
    "ge": np.greater_equal,
    "eq": np.equal,
    "and": np.logical_and,
    "or": np.logical_or,
    "xor": np.logical_xor,
}


def _evaluate(term: Term, xs: list[np.ndarray], dtype: str) -> np.ndarray:
    if term.op == "x":
        return xs[term.index]
    if term.op == "const":
        return np.asarray(term.value, dtype)
    args = [_evaluate(a, xs, dtype) for a in term.args]
    if term.op in _NUMPY_PREDICATES:
        return np.asarray(_NUMPY_PREDICATES[term.op](*args), dtype)
    if term.op == "where":
        return np.where(args[0].astype(bool), args[1], args[2]).astype(dtype)
    if term.op == "sigmoid":
        return np.asarray(1.0 / (1.0 + np.exp(-args[0])), dtype)
    if term.op == "softplus":
        return np.asarray(np.logaddexp(np.asarray(0.0, dtype), args[0]), dtype)
    if term.op == "erf":
        x = np.asarray(args[0], np.float64)
        return np.copysign(erf_erfc(np.abs(x))[0], x).astype(dtype)
    if term.op in _NUMPY_UNARY:
        return _NUMPY_UNARY[term.op](args[0])
    return _NUMPY_BINARY[term.op](args[0], args[1])


# --- tensor expressions


def to_expr(term: Term, args: Sequence[Expr]) -> Expr:
    """The function as a tensor expression of ``args`` (``args[i]`` for ``xi``).

    ``sigmoid`` is ``1 / (1 + exp(-x))``, ``softplus`` ``max(x, 0) + log(1 + exp(-|x|))``
    (no overflow), ``recip`` a division: every target then needs only
    ``exp log sqrt tanh erf floor ceil fabs`` as intrinsics.
    """
    if term.op == "x":
        return args[term.index]
    if term.op == "const":
        return te.const(term.value, "float32")
    if term.op in PREDICATES:
        return te.select(_holds(term, args), 1.0, 0.0)
    if term.op == "where":
        return te.select(
            _holds(term.args[0], args), to_expr(term.args[1], args), to_expr(term.args[2], args)
        )
    a = [to_expr(t, args) for t in term.args]
    op = term.op
    if op == "neg":
        return -a[0]
    if op == "abs":
        return te.call("fabs", a[0])
    if op == "sigmoid":
        return 1.0 / (1.0 + te.call("exp", -a[0]))
    if op == "recip":
        return 1.0 / a[0]
    if op == "softplus":
        return te.max_(a[0], 0.0) + _log1p(te.call("exp", -te.call("fabs", a[0])))
    if op in UNARY:
        return te.call(op, a[0])
    if op == "max":
        return te.max_(a[0], a[1])
    if op == "min":
        return te.min_(a[0], a[1])
    return {
        "add": lambda p, q: p + q,
        "sub": lambda p, q: p - q,
        "mul": lambda p, q: p * q,
        "div": lambda p, q: p / q,
    }[op](a[0], a[1])


_COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def _holds(term: Term, args: Sequence[Expr]) -> Expr:
    """Where ``term`` holds, as a bool expression: a predicate's own test, any other
    value's being nonzero (NaN included)."""
    op = term.op
    if op in _COMPARE:
        a, b = (to_expr(t, args) for t in term.args)
        return binary(_COMPARE[op], a, b)
    if op == "eq":
        a, b = (to_expr(t, args) for t in term.args)
        return a.eq(b)
    if op == "isnan":
        a = to_expr(term.args[0], args)
        return _negate(a.eq(a))
    if op == "not":
        return _negate(_holds(term.args[0], args))
    if op in ("and", "or"):
        return binary(op, _holds(term.args[0], args), _holds(term.args[1], args))
    if op == "xor":
        p, q = _holds(term.args[0], args), _holds(term.args[1], args)
        return binary("or", binary("and", p, _negate(q)), binary("and", _negate(p), q))
    return _negate(to_expr(term, args).eq(0.0))


def _negate(cond: Expr) -> Expr:
    """``not cond`` (the expression language has no negation of its own)."""
    return te.select(cond, te.const(0, "bool"), te.const(1, "bool"))


def _log1p(u: Expr) -> Expr:
    """``log(1 + u)`` to a few ulps for tiny ``u`` too: ``log(w) * u / (w - 1)`` with
    ``w = 1 + u`` cancels the rounding of ``w`` (Goldberg), and ``u`` itself where
    ``w`` rounds to 1. Needs exact float arithmetic (no reassociation), as we emit."""
    w = 1.0 + u
    return te.select(w.eq(1.0), u, te.call("log", w) * (u / (w - 1.0)))


def apply_text(text: str, value: Expr) -> Expr:
    """``value`` after the function written ``text`` of one input (``x``: unchanged)."""
    return value if text == IDENTITY else to_expr(parse(text), [value])
