"""Interior tiles run a copy of the micro-kernel without the bounds tests that hold on
the whole tile (compiler.lower_unswitch): the test is exact, only provable comparisons
are dropped, and padded convs read in place stay correct on every edge."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

from compiler import arith
from compiler.ir import IfThenElse, dump, iter_stmts
from compiler.lower import lower
from compiler.lower_unswitch import unswitch_interior
from compiler.ops import random_inputs, reference
from compiler.parse import as_config
from compiler.target import Target
from compiler.te.expr import BinOp, Call, Const, Expr, Var, all_, const
from compiler.templates import get_template
from compiler.workload import Workload
from runtime import build


def _int(name: str) -> Var:
    return Var(name, "int64")


def _value(e: Expr, point: dict[Var, int]) -> bool:
    folded = arith.simplify(e, {v: (x, x) for v, x in point.items()})
    assert isinstance(folded, Const), f"{e!r} did not fold at {point}: {folded!r}"
    return bool(folded.value)


def test_the_tile_test_holds_exactly_where_every_point_of_the_tile_passes() -> None:
    # A padded row read by 7-pixel tiles and a 3-tap kernel: x = xo*7 + xi + s - 1.
    xo, xi, s = _int("xo"), _int("xi"), _int("s")
    x = xo * 7 + xi + s - 1
    cond = all_(x.ge(0), x.lt(54))
    source = Call("if_then_else", (cond, const(1.0, "float32"), const(0.0, "float32")), "float32")
    inner = {xi: 7, s: 3}
    found = unswitch_interior(source, inner, {xo: (0, 7), xi: (0, 6), s: (0, 2)})
    assert found is not None
    pred, interior = found
    assert isinstance(interior, Const)  # the one test, dropped
    interior_tiles = []
    for tile in range(8):
        every_point = all(
            _value(cond, {xo: tile, xi: i, s: j}) for i, j in itertools.product(range(7), range(3))
        )
        assert _value(pred, {xo: tile}) == every_point, f"tile {tile}"
        interior_tiles.append(every_point)
    # The first tile reads the left padding, the last runs past 54: the rest are interior.
    assert interior_tiles == [False, True, True, True, True, True, True, False]


def test_only_comparisons_that_can_hold_on_a_whole_tile_are_dropped() -> None:
    xo, xi = _int("xo"), _int("xi")
    linear = (xo * 4 + xi).lt(30)
    square = BinOp("*", xi, xi, "int64").lt(9)  # not linear in the tile's variable
    always_fails = xi.lt(2)  # fails inside every tile of 4
    load = const(2.0, "float32")
    source = Call(
        "if_then_else", (all_(linear, square, always_fails), load, const(0.0, "float32")), "float32"
    )
    found = unswitch_interior(source, {xi: 4}, {xo: (0, 9), xi: (0, 3)})
    assert found is not None
    pred, interior = found
    assert isinstance(interior, Call)
    assert interior.func == "if_then_else"
    kept = repr(interior.args[0])
    assert repr(square) in kept
    assert repr(always_fails) in kept
    assert repr(linear) not in kept
    assert [_value(pred, {xo: t}) for t in range(9)] == [t * 4 + 3 < 30 for t in range(9)]


def test_tests_the_tile_does_not_change_are_left_alone() -> None:
    xo, xi = _int("xo"), _int("xi")
    source = Call(
        "if_then_else", (xo.lt(5), const(1.0, "float32"), const(0.0, "float32")), "float32"
    )
    assert unswitch_interior(source, {xi: 4}, {xo: (0, 9), xi: (0, 3)}) is None


BLOCKED = "layout_in=nchw16c,layout_out=nchw16c"
IN_PLACE_CASES = [
    # (workload, register tiles): tiles touch every edge, and some touch none. The first
    # tile the host's registers hold is taken (AVX-512 fits the larger ones, AVX2 the
    # last).
    (
        f"conv2d:n=1,c=32,h=15,w=17,k=32,r=3,s=3,pad=1,epilogue=bias_relu,{BLOCKED}",
        [(32, 2, 4), (16, 2, 3)],
    ),
    (f"conv2d:n=2,c=16,h=13,w=11,k=48,r=3,s=3,pad=2,stride=2,{BLOCKED}", [(16, 1, 3)]),
    (f"conv2d:n=1,c=16,h=12,w=12,k=16,r=5,s=5,pad=2,{BLOCKED}", [(16, 2, 5), (16, 2, 3)]),
    (f"conv2d:n=1,c=32,h=20,w=9,k=64,r=7,s=7,pad=3,stride=2,{BLOCKED}", [(32, 1, 2)]),
]


@pytest.mark.parametrize(("text", "tiles"), IN_PLACE_CASES)
def test_padded_convs_read_in_place_match_numpy(
    text: str, tiles: list[tuple[int, int, int]]
) -> None:
    w = Workload.parse(text)
    template = get_template(w.op)
    space = template.space(w, Target.parse("llvm"))
    allowed = next(k.candidates for k in space.knobs if k.name == "register_tile")
    tile = next(t for t in tiles if t in allowed)
    cfg = as_config({**space.default().knobs, "register_tile": tile, "pack_data": 0}, space)
    sched, args = template.make_schedule(w, cfg, Target.parse("llvm"))
    func = lower(sched, args, "k")
    # The micro-kernel is there twice: the interior copy and the checked one.
    assert any(isinstance(s, IfThenElse) and s.else_case for s in iter_stmts(func.body)), dump(
        func.body
    )
    kernel = build(w, cfg)
    inputs = random_inputs(w, np.random.default_rng(len(text)))
    got = kernel(*inputs)
    ref = reference(w, inputs)
    err = float(np.max(np.abs(got - ref))) / float(np.max(np.abs(ref)))
    assert err < 1e-4, f"{text} {json.dumps(cfg.knobs)}: max rel err {err:.3g}"
