"""Index bounds: floor division and modulo by constants, bounded and unbounded; the
comparisons the bounds decide."""

from __future__ import annotations

import math

import pytest

from compiler.arith import interval, linear, simplify
from compiler.te.expr import BinOp, Const, Expr, Var


def _div(a: Var, op: str, d: int) -> BinOp:
    return BinOp(op, a, Const(d, "int64"), "int64")


def test_floor_division_of_a_bounded_variable() -> None:
    x = Var("x")
    assert interval(_div(x, "//", 4), {x: (-5.0, 13.0)}) == (-2.0, 3.0)


def test_floor_division_of_an_unbounded_variable_stays_unbounded() -> None:
    x = Var("x")
    lo, hi = interval(_div(x, "//", 16), {})
    assert math.isinf(lo)
    assert lo < 0
    assert math.isinf(hi)
    assert hi > 0


def test_modulo_bounds() -> None:
    x = Var("x")
    assert interval(_div(x, "%", 8), {x: (0.0, 5.0)}) == (0.0, 5.0)
    assert interval(_div(x, "%", 8), {}) == (0.0, 7.0)


def test_a_product_of_two_variable_parts_is_one_atom() -> None:
    """``x * y`` and ``(x + 3) * y`` are not linear: one atom each, found without
    recursing forever (it used to), with the constant factors outside still linear."""
    x, y = Var("x", "int64"), Var("y", "int64")
    three, two = Const(3, "int64"), Const(2, "int64")
    product = BinOp("*", x, y, "int64")
    lin = linear(product, {})
    assert lin.const == 0
    assert len(lin.terms) == 1
    assert lin.terms[0][1] == 1
    shifted = BinOp("*", BinOp("+", x, three, "int64"), y, "int64")
    scaled = BinOp("+", BinOp("*", two, shifted, "int64"), three, "int64")
    lin = linear(scaled, {})
    assert lin.const == 3
    ((atom, k),) = lin.terms
    assert k == 2
    # The atom computes the product: evaluate it for a few values.
    for xv, yv in ((0, 0), (2, 5), (-3, 7)):
        assert _evaluate(atom, {x: xv, y: yv}) == (xv + 3) * yv
    assert linear(product, {}) == linear(BinOp("*", x, y, "int64"), {})  # same atom


def _evaluate(e: object, env: dict[Var, int]) -> int:
    if isinstance(e, Const):
        return int(e.value)
    if isinstance(e, Var):
        return env[e]
    assert isinstance(e, BinOp)
    a, b = _evaluate(e.a, env), _evaluate(e.b, env)
    return {"+": a + b, "-": a - b, "*": a * b}[e.op]


@pytest.mark.parametrize(
    ("op", "value", "decided"),
    [
        ("!=", 11, None),  # holds at both ends of 0 <= i <= 15, not at 11
        ("==", 11, None),
        ("!=", 20, True),
        ("==", 20, False),
        ("!=", -1, True),
        ("<", 16, True),
        ("<", 0, False),
        ("<", 11, None),
        (">=", 0, True),
    ],
)
def test_comparisons_the_bounds_decide(op: str, value: int, decided: bool | None) -> None:
    i = Var("i")
    got: Expr = simplify(BinOp(op, i, Const(value, "int64"), "bool"), {i: (0.0, 15.0)})
    if decided is None:
        assert not isinstance(got, Const), got
    else:
        assert isinstance(got, Const)
        assert bool(got.value) is decided
