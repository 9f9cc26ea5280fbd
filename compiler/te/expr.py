"""Scalar expressions of the tensor-expression language.

Expressions are immutable trees. Python operators build them, so a template
writes ``A[i, k] * B[k, j]`` or ``(n + 15) // 16``. Integer division and
modulo are *floor* division and modulo, like Python's. Comparisons are
built with the methods :meth:`Expr.lt` and friends (or the ``<`` operators,
which return expressions, never bools).

Dtypes are strings: ``"int64"`` for indices, ``"float32"``/``"float64"``
for data and ``"bool"`` for conditions.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from compiler.ir import Buffer
    from compiler.te.tensor import IterVar, Tensor

ExprLike = Union["Expr", int, float]

FLOAT_DTYPES = ("float32", "float64")
_counter = itertools.count()


class Expr:
    """Base class of all expression nodes."""

    __slots__ = ()
    dtype: str

    # Python operators build expressions. Mixed int/float promotes to float.
    def __add__(self, other: ExprLike) -> Expr:
        return binary("+", self, other)

    def __radd__(self, other: ExprLike) -> Expr:
        return binary("+", other, self)

    def __sub__(self, other: ExprLike) -> Expr:
        return binary("-", self, other)

    def __rsub__(self, other: ExprLike) -> Expr:
        return binary("-", other, self)

    def __mul__(self, other: ExprLike) -> Expr:
        return binary("*", self, other)

    def __rmul__(self, other: ExprLike) -> Expr:
        return binary("*", other, self)

    def __truediv__(self, other: ExprLike) -> Expr:
        return binary("/", self, other)

    def __rtruediv__(self, other: ExprLike) -> Expr:
        return binary("/", other, self)

    def __floordiv__(self, other: ExprLike) -> Expr:
        return binary("//", self, other)

    def __rfloordiv__(self, other: ExprLike) -> Expr:
        return binary("//", other, self)

    def __mod__(self, other: ExprLike) -> Expr:
        return binary("%", self, other)

    def __rmod__(self, other: ExprLike) -> Expr:
        return binary("%", other, self)

    def __neg__(self) -> Expr:
        return binary("-", const(0, self.dtype), self)

    def __lt__(self, other: ExprLike) -> Expr:
        return binary("<", self, other)

    def __le__(self, other: ExprLike) -> Expr:
        return binary("<=", self, other)

    def __gt__(self, other: ExprLike) -> Expr:
        return binary(">", self, other)

    def __ge__(self, other: ExprLike) -> Expr:
        return binary(">=", self, other)

    def __bool__(self) -> bool:
        raise TypeError("an expression has no truth value; use te.all_/te.select for conditions")

    def lt(self, other: ExprLike) -> Expr:
        """``self < other`` as a bool expression."""
        return binary("<", self, other)

    def ge(self, other: ExprLike) -> Expr:
        """``self >= other`` as a bool expression."""
        return binary(">=", self, other)

    def eq(self, other: ExprLike) -> Expr:
        """``self == other`` as a bool expression."""
        return binary("==", self, other)


@dataclass(frozen=True, slots=True, eq=False)
class Var(Expr):
    """A named int64 variable (a loop index). Compared by identity."""

    name: str
    dtype: str = "int64"

    def __repr__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Const(Expr):
    """A literal int or float."""

    value: int | float
    dtype: str

    def __repr__(self) -> str:
        return repr(self.value)


#: Binary operators: arithmetic, floor division/modulo, min/max, comparisons, logic.
ARITH_OPS = ("+", "-", "*", "/", "//", "%", "min", "max")
CMP_OPS = ("<", "<=", ">", ">=", "==", "!=")
LOGIC_OPS = ("and", "or")


@dataclass(frozen=True, slots=True)
class BinOp(Expr):
    """``a op b`` for op in ARITH_OPS, CMP_OPS or LOGIC_OPS."""

    op: str
    a: Expr
    b: Expr
    dtype: str

    # The structural hash, computed once from the children's (cached too): hashing a
    # deep tree again at each lookup made the renderer's expression cache quadratic
    # (Winograd F(6x6)'s unrolled transforms: 25 s of hashing per kernel). Pickling
    # rebuilds the node, so the hash is recomputed where string hashes differ.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.op, self.a, self.b, self.dtype)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (
            self.op,
            self.a,
            self.b,
            self.dtype,
        )

    def __repr__(self) -> str:
        if self.op in ("min", "max"):
            return f"{self.op}({self.a!r}, {self.b!r})"
        return f"({self.a!r} {self.op} {self.b!r})"


@dataclass(frozen=True, slots=True)
class Select(Expr):
    """``cond ? true_value : false_value``; both sides are evaluated (no side effects)."""

    cond: Expr
    true_value: Expr
    false_value: Expr
    dtype: str

    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "_hash", hash((self.cond, self.true_value, self.false_value, self.dtype))
        )

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (
            self.cond,
            self.true_value,
            self.false_value,
            self.dtype,
        )


@dataclass(frozen=True, slots=True)
class Cast(Expr):
    """Converts ``value`` to ``dtype``."""

    value: Expr
    dtype: str

    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.value, self.dtype)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (
            self.value,
            self.dtype,
        )


@dataclass(frozen=True, slots=True)
class Call(Expr):
    """A pure math intrinsic: ``exp``, ``sqrt``, ``fabs`` on floats."""

    func: str
    args: tuple[Expr, ...]
    dtype: str

    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.func, self.args, self.dtype)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (
            self.func,
            self.args,
            self.dtype,
        )


@dataclass(frozen=True, slots=True, eq=False)
class TensorAccess(Expr):
    """``tensor[indices]``: a read of one element of a tensor."""

    tensor: Tensor
    indices: tuple[Expr, ...]
    dtype: str

    def __repr__(self) -> str:
        return f"{self.tensor.name}[{', '.join(map(repr, self.indices))}]"


@dataclass(frozen=True, slots=True, eq=False)
class BufferLoad(Expr):
    """A read of element ``index`` of a flat buffer (made by the lowering, not by templates)."""

    buffer: Buffer
    index: Expr
    dtype: str

    def __repr__(self) -> str:
        return f"{self.buffer.name}[{self.index!r}]"


@dataclass(frozen=True, slots=True, eq=False)
class Reduce(Expr):
    """A reduction of ``source`` over ``axes`` by a combiner: ``sum``, ``max``, ``min``, ``prod``.

    Only allowed as the whole body of a compute (see :func:`compiler.te.compute`).
    """

    combiner: str
    source: Expr
    axes: tuple[IterVar, ...]
    dtype: str


def const(value: int | float, dtype: str | None = None) -> Const:
    """A literal; ints default to int64 and floats to float32."""
    if dtype is None:
        dtype = "float32" if isinstance(value, float) else "int64"
    if dtype in FLOAT_DTYPES:
        return Const(float(value), dtype)
    if dtype == "bool":
        return Const(int(bool(value)), dtype)
    return Const(int(value), dtype)


def as_expr(value: ExprLike, like: str | None = None) -> Expr:
    """Wraps Python numbers as constants, taking the dtype of the other operand if given."""
    if isinstance(value, Expr):
        return value
    var = getattr(value, "var", None)  # an IterVar stands for its variable
    if isinstance(var, Var):
        return var
    if isinstance(value, bool):
        return const(int(value), "bool")
    if isinstance(value, int | float):
        if like in FLOAT_DTYPES:
            return const(float(value), like)
        return const(value)
    raise TypeError(f"cannot use {value!r} ({type(value).__name__}) in an expression")


def binary(op: str, a: ExprLike, b: ExprLike) -> Expr:
    """Builds ``a op b``, promoting Python numbers to the other side's dtype.

    Raises:
        TypeError: The operand dtypes do not match (e.g. float32 + float64).
    """
    a_e = as_expr(a, b.dtype if isinstance(b, Expr) else None)
    b_e = as_expr(b, a_e.dtype)
    if a_e.dtype != b_e.dtype:
        if isinstance(a, int | float) and not isinstance(a, Expr):
            a_e = as_expr(a, b_e.dtype)
        if a_e.dtype != b_e.dtype:
            raise TypeError(f"dtype mismatch in {op!r}: {a_e.dtype} vs {b_e.dtype}")
    if op in CMP_OPS:
        return BinOp(op, a_e, b_e, "bool")
    if op in LOGIC_OPS:
        if a_e.dtype != "bool":
            raise TypeError(f"{op!r} needs bool operands, got {a_e.dtype}")
        return BinOp(op, a_e, b_e, "bool")
    if op in ("//", "%") and a_e.dtype in FLOAT_DTYPES:
        raise TypeError(f"{op!r} is for integer indices, got {a_e.dtype}")
    if op == "/" and a_e.dtype not in FLOAT_DTYPES:
        raise TypeError("'/' is for floats; use '//' for integer (floor) division")
    return BinOp(op, a_e, b_e, a_e.dtype)


def fresh_var(name: str) -> Var:
    """A new variable; a numeric suffix keeps names unique in generated code."""
    return Var(f"{name}.{next(_counter)}" if "." not in name else name)


def all_(*conds: Expr) -> Expr:
    """The conjunction of bool expressions (``true`` if none)."""
    if not conds:
        return const(1, "bool")
    out = conds[0]
    for c in conds[1:]:
        out = binary("and", out, c)
    return out


def select(cond: Expr, true_value: ExprLike, false_value: ExprLike) -> Expr:
    """``cond ? true_value : false_value`` (both sides must be safe to evaluate)."""
    like = (
        true_value.dtype
        if isinstance(true_value, Expr)
        else false_value.dtype
        if isinstance(false_value, Expr)
        else None
    )
    t = as_expr(true_value, like)
    f = as_expr(false_value, t.dtype)
    if t.dtype != f.dtype:
        raise TypeError(f"select branches differ in dtype: {t.dtype} vs {f.dtype}")
    if cond.dtype != "bool":
        raise TypeError(f"select condition must be bool, got {cond.dtype}")
    return Select(cond, t, f, t.dtype)


def if_then_else(cond: Expr, true_value: ExprLike, false_value: ExprLike) -> Expr:
    """Like :func:`select`, but only the taken side is evaluated.

    Use it for padding: ``if_then_else(i < n, A[i], 0.0)`` never reads ``A``
    out of bounds. Lowered to a guarded (masked) load.
    """
    t, f = _same_dtype(true_value, false_value)
    if cond.dtype != "bool":
        raise TypeError(f"if_then_else condition must be bool, got {cond.dtype}")
    return Call("if_then_else", (cond, t, f), t.dtype)


def _same_dtype(a: ExprLike, b: ExprLike) -> tuple[Expr, Expr]:
    like = a.dtype if isinstance(a, Expr) else b.dtype if isinstance(b, Expr) else None
    a_e = as_expr(a, like)
    b_e = as_expr(b, a_e.dtype)
    if a_e.dtype != b_e.dtype:
        raise TypeError(f"branches differ in dtype: {a_e.dtype} vs {b_e.dtype}")
    return a_e, b_e


def max_(a: ExprLike, b: ExprLike) -> Expr:
    """Elementwise maximum."""
    return binary("max", a, b)


def min_(a: ExprLike, b: ExprLike) -> Expr:
    """Elementwise minimum."""
    return binary("min", a, b)


def cast(value: ExprLike, dtype: str) -> Expr:
    """Converts a value to ``dtype``."""
    return Cast(as_expr(value), dtype)


INTRINSICS = ("exp", "log", "sqrt", "fabs", "tanh", "erf", "floor", "ceil")
"""The pure float functions of one argument every target renders."""


def call(func: str, *args: Expr) -> Expr:
    """A pure float intrinsic, one of :data:`INTRINSICS`."""
    if func not in INTRINSICS:
        raise ValueError(f"unknown intrinsic {func!r}; known: {', '.join(INTRINSICS)}")
    return Call(func, tuple(args), args[0].dtype)


def children(e: Expr) -> Sequence[Expr]:
    """The direct sub-expressions of ``e``."""
    if isinstance(e, BinOp):
        return (e.a, e.b)
    if isinstance(e, Select):
        return (e.cond, e.true_value, e.false_value)
    if isinstance(e, Cast):
        return (e.value,)
    if isinstance(e, Call):
        return e.args
    if isinstance(e, TensorAccess):
        return e.indices
    if isinstance(e, BufferLoad):
        return (e.index,)
    if isinstance(e, Reduce):
        return (e.source,)
    return ()
