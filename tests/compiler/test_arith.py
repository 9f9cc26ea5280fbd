"""Index bounds: floor division and modulo by constants, bounded and unbounded."""

from __future__ import annotations

import math

from compiler.arith import interval
from compiler.te.expr import BinOp, Const, Var


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
