"""Integer index arithmetic: linear forms, simplification and bounds.

The lowering writes indices such as ``((io * 4 + ii) * 8 + ji) // 8``; these
helpers fold them (here to ``io * 4 + ii`` when ``0 <= ji < 8``), so that
generated code does no needless division and bounds checks can be proven
unnecessary.

A *linear form* is ``sum(coef * atom) + const``, where atoms are variables
or non-linear sub-expressions (``f // 3``), compared structurally.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from compiler.te.expr import (
    BinOp,
    BufferLoad,
    Call,
    Cast,
    Const,
    Expr,
    Select,
    TensorAccess,
    Var,
    const,
)

Interval = tuple[float, float]  # inclusive; +-inf when unknown
Ranges = Mapping[Var, Interval]
_UNBOUNDED: Interval = (-math.inf, math.inf)


@dataclass(frozen=True, slots=True)
class Linear:
    """``sum(coef * atom for atom, coef in terms) + const``."""

    terms: tuple[tuple[Expr, int], ...]
    const: int

    def as_dict(self) -> dict[Expr, int]:
        """Atom -> coefficient."""
        return dict(self.terms)


def _lin(terms: Mapping[Expr, int], c: int) -> Linear:
    return Linear(tuple((a, k) for a, k in terms.items() if k != 0), c)


def linear(e: Expr, ranges: Ranges, memo: dict[Expr, Linear] | None = None) -> Linear:
    """The linear form of an int64 expression (non-linear parts become atoms).

    ``memo`` keeps the forms of subexpressions between calls with the same ``ranges``
    (a renderer's many indices share their subtrees: an unrolled loop's copies differ
    only in a constant)."""
    if memo is None:
        return _linear(e, ranges, None)
    hit = memo.get(e)
    if hit is None:
        hit = memo[e] = _linear(e, ranges, memo)
    return hit


def _linear(e: Expr, ranges: Ranges, memo: dict[Expr, Linear] | None) -> Linear:
    if isinstance(e, Const):
        return Linear((), int(e.value))
    if isinstance(e, BinOp) and e.op in ("+", "-"):
        a, b = linear(e.a, ranges, memo), linear(e.b, ranges, memo)
        sign = 1 if e.op == "+" else -1
        terms = a.as_dict()
        for atom, k in b.terms:
            terms[atom] = terms.get(atom, 0) + sign * k
        return _lin(terms, a.const + sign * b.const)
    if isinstance(e, BinOp) and e.op == "*":
        a, b = linear(e.a, ranges, memo), linear(e.b, ranges, memo)
        if not b.terms:
            a, b = b, a
        if not a.terms:
            return _lin({atom: k * a.const for atom, k in b.terms}, a.const * b.const)
        # A product of two variable parts is not linear: it is one atom (simplifying it
        # again as an atom would rebuild the same product and recurse without end).
        return Linear(((BinOp("*", from_linear(a), from_linear(b), e.dtype), 1),), 0)
    atom = e if isinstance(e, Var) else _simplify_atom(e, ranges)
    if isinstance(atom, Const):
        return Linear((), int(atom.value))
    if isinstance(atom, BinOp) and atom.op in ("+", "-", "*") and atom is not e:
        return linear(atom, ranges, memo)
    return Linear(((atom, 1),), 0)


def from_linear(lin: Linear) -> Expr:
    """The expression of a linear form (terms in their order, constant last)."""
    out: Expr | None = None
    for atom, k in lin.terms:
        term = atom if k == 1 else BinOp("*", atom, const(k), "int64")
        if out is None:
            out = term
        elif k < 0 and k != -1:
            out = BinOp("-", out, BinOp("*", atom, const(-k), "int64"), "int64")
        elif k == -1:
            out = BinOp("-", out, atom, "int64")
        else:
            out = BinOp("+", out, term, "int64")
    if out is None:
        return const(lin.const)
    if lin.const > 0:
        return BinOp("+", out, const(lin.const), "int64")
    if lin.const < 0:
        return BinOp("-", out, const(-lin.const), "int64")
    return out


def linear_interval(lin: Linear, ranges: Ranges) -> Interval:
    """Bounds of a linear form."""
    lo = hi = float(lin.const)
    for atom, k in lin.terms:
        a_lo, a_hi = interval(atom, ranges)
        lo += min(k * a_lo, k * a_hi) if k else 0
        hi += max(k * a_lo, k * a_hi) if k else 0
    return lo, hi


def _floor_div(x: float, d: float) -> float:
    return x / d if math.isinf(x) else float(math.floor(x / d))


def interval(e: Expr, ranges: Ranges) -> Interval:
    """Inclusive bounds of an int64 expression given variable ranges."""
    if isinstance(e, Const):
        return float(e.value), float(e.value)
    if isinstance(e, Var):
        return ranges.get(e, _UNBOUNDED)
    if isinstance(e, BinOp):
        if e.op in ("+", "-", "*"):
            return linear_interval(linear(e, ranges), ranges)
        a = interval(e.a, ranges)
        b = interval(e.b, ranges)
        if e.op == "min":
            return min(a[0], b[0]), min(a[1], b[1])
        if e.op == "max":
            return max(a[0], b[0]), max(a[1], b[1])
        if e.op in ("//", "%") and b[0] == b[1] and b[0] > 0:
            d = b[0]
            if e.op == "//":
                # An unbounded side (a variable with no range, e.g. after a fuse) stays
                # unbounded: math.floor(inf) raises.
                return _floor_div(a[0], d), _floor_div(a[1], d)
            if a[0] >= 0 and a[1] < d:
                return a
            return 0.0, d - 1
    if isinstance(e, Select):
        t, f = interval(e.true_value, ranges), interval(e.false_value, ranges)
        return min(t[0], f[0]), max(t[1], f[1])
    return _UNBOUNDED


def _simplify_atom(e: Expr, ranges: Ranges) -> Expr:
    """Simplifies a non-linear int expression (division, modulo, min, max)."""
    if not isinstance(e, BinOp):
        return simplify(e, ranges)
    a, b = simplify(e.a, ranges), simplify(e.b, ranges)
    if isinstance(a, Const) and isinstance(b, Const):
        return const(_fold(e.op, int(a.value), int(b.value)), e.dtype)
    if e.op in ("//", "%") and isinstance(b, Const) and int(b.value) > 0:
        d = int(b.value)
        if d == 1:
            return a if e.op == "//" else const(0)
        lin = linear(a, ranges)
        quot: dict[Expr, int] = {}
        rem: dict[Expr, int] = {}
        for atom, k in lin.terms:
            if k % d == 0:
                quot[atom] = k // d
            else:
                rem[atom] = k
        q_const, r_const = divmod(lin.const, d)
        rem_lin = _lin(rem, r_const)
        lo, hi = linear_interval(rem_lin, ranges)
        if lo >= 0 and hi < d:
            return from_linear(_lin(quot, q_const)) if e.op == "//" else from_linear(rem_lin)
        if e.op == "%" and not rem and r_const == 0:
            return const(0)
        a = from_linear(lin)
    if e.op in ("min", "max"):
        ia, ib = interval(a, ranges), interval(b, ranges)
        if e.op == "min":
            if ia[1] <= ib[0]:
                return a
            if ib[1] <= ia[0]:
                return b
        else:
            if ia[0] >= ib[1]:
                return a
            if ib[0] >= ia[1]:
                return b
    return BinOp(e.op, a, b, e.dtype)


def _fold(op: str, a: int, b: int) -> int:
    if op == "//":
        return a // b
    if op == "%":
        return a % b
    if op == "min":
        return min(a, b)
    if op == "max":
        return max(a, b)
    raise ValueError(f"cannot fold {op!r}")


def _compare(op: str, a: float, b: float) -> bool:
    return {
        "<": a < b,
        "<=": a <= b,
        ">": a > b,
        ">=": a >= b,
        "==": a == b,
        "!=": a != b,
    }[op]


def simplify(e: Expr, ranges: Ranges, memo: dict[Expr, Expr] | None = None) -> Expr:
    """Folds constants and index arithmetic; decides comparisons the ranges settle.

    Each distinct subexpression is simplified once per call (``memo``, or one made for
    the call): a compute body shares subtrees (the unrolled Winograd transforms' sums),
    and rebuilding every path to them took a sixth of a tuning run's lowering and
    returned a tree without the sharing."""
    if isinstance(e, Const | Var):
        return e
    if memo is None:
        memo = {}
    hit = memo.get(e)
    if hit is None:
        hit = memo[e] = _simplify(e, ranges, memo)
    return hit


def _simplify(e: Expr, ranges: Ranges, memo: dict[Expr, Expr]) -> Expr:
    if e.dtype == "int64" and isinstance(e, BinOp):
        if e.op in ("+", "-", "*"):
            return from_linear(linear(e, ranges))
        return _simplify_atom(e, ranges)
    if isinstance(e, BinOp) and e.op in ("<", "<=", ">", ">=", "==", "!=") and e.a.dtype == "int64":
        diff = linear(BinOp("-", e.a, e.b, "int64"), ranges)
        lo, hi = linear_interval(diff, ranges)
        if e.op in ("==", "!="):
            # Not monotone: the ends settle nothing when 0 lies between them (i != 11
            # over 0 <= i < 16 holds at both ends, not at 11).
            if lo == hi == 0:
                return const(int(e.op == "=="), "bool")
            if lo > 0 or hi < 0:
                return const(int(e.op == "!="), "bool")
        else:
            # Both ends hold or both fail: for a monotone comparison so does every value
            # in between.
            if _compare(e.op, hi, 0) and _compare(e.op, lo, 0):
                return const(1, "bool")
            if not _compare(e.op, hi, 0) and not _compare(e.op, lo, 0):
                return const(0, "bool")
        return BinOp(e.op, simplify(e.a, ranges, memo), simplify(e.b, ranges, memo), e.dtype)
    if isinstance(e, BinOp) and e.op in ("and", "or"):
        a, b = simplify(e.a, ranges, memo), simplify(e.b, ranges, memo)
        for x, y in ((a, b), (b, a)):
            if isinstance(x, Const):
                if e.op == "and":
                    return y if x.value else x
                return x if x.value else y
        return BinOp(e.op, a, b, e.dtype)
    if isinstance(e, BinOp):
        return BinOp(e.op, simplify(e.a, ranges, memo), simplify(e.b, ranges, memo), e.dtype)
    if isinstance(e, Select):
        c = simplify(e.cond, ranges, memo)
        if isinstance(c, Const):
            return simplify(e.true_value if c.value else e.false_value, ranges, memo)
        return Select(
            c, simplify(e.true_value, ranges, memo), simplify(e.false_value, ranges, memo), e.dtype
        )
    if isinstance(e, Call):
        args = tuple(simplify(a, ranges, memo) for a in e.args)
        if e.func == "if_then_else" and isinstance(args[0], Const):
            return args[1] if args[0].value else args[2]
        return Call(e.func, args, e.dtype)
    if isinstance(e, Cast):
        return Cast(simplify(e.value, ranges, memo), e.dtype)
    if isinstance(e, BufferLoad):
        return BufferLoad(e.buffer, simplify(e.index, ranges, memo), e.dtype)
    if isinstance(e, TensorAccess):
        return TensorAccess(e.tensor, tuple(simplify(i, ranges, memo) for i in e.indices), e.dtype)
    return e


@dataclass(frozen=True, slots=True)
class Constraint:
    """A known fact ``form < 0`` (``strict``) or ``form >= 0`` about index expressions."""

    form: Linear
    strict: bool


def constraints_of(cond: Expr, ranges: Ranges) -> list[Constraint]:
    """The linear facts implied by a condition (a conjunction of comparisons)."""
    if isinstance(cond, BinOp) and cond.op == "and":
        return constraints_of(cond.a, ranges) + constraints_of(cond.b, ranges)
    if not (isinstance(cond, BinOp) and cond.a.dtype == "int64"):
        return []
    diff = linear(BinOp("-", cond.a, cond.b, "int64"), ranges)
    neg = linear(BinOp("-", cond.b, cond.a, "int64"), ranges)
    if cond.op == "<":
        return [Constraint(diff, True)]
    if cond.op == "<=":
        return [Constraint(_lin(diff.as_dict(), diff.const - 1), True)]
    if cond.op == ">":
        return [Constraint(neg, True)]
    if cond.op == ">=":
        return [Constraint(diff, False)]
    return []


def bounds_with(e: Expr, ranges: Ranges, facts: Iterable[Constraint]) -> Interval:
    """Bounds of ``e`` using the variable ranges and the known linear facts."""
    lin = linear(e, ranges)
    lo, hi = linear_interval(lin, ranges)
    terms = lin.as_dict()
    for fact in facts:
        fterms = fact.form.as_dict()
        if not fterms or any(terms.get(a) != k for a, k in fterms.items()):
            continue
        rest = _lin({a: k for a, k in terms.items() if a not in fterms}, lin.const)
        r_lo, r_hi = linear_interval(rest, ranges)
        # e = F + rest where F = form - form.const
        if fact.strict:  # F + c < 0  ->  F <= -c - 1
            hi = min(hi, -fact.form.const - 1 + r_hi)
        else:  # F + c >= 0  ->  F >= -c
            lo = max(lo, -fact.form.const + r_lo)
    return lo, hi
