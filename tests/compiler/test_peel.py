"""A row's last tile, when it is the only edge, is peeled off its loop (compiler.lower_peel):
the interval test is exact, the loop loses its per-tile test, the peeled tile computes
only the pixels in the row, and the kernels stay correct for every remainder."""

from __future__ import annotations

import itertools
import re
from typing import Any

import numpy as np
import pytest

from compiler import arith, get_space, render
from compiler.ir import For, IfThenElse, iter_stmts
from compiler.lower_peel import holding_interval
from compiler.ops import random_inputs, reference
from compiler.space import Config
from compiler.target import Target
from compiler.targets.llvm import lower_workload
from compiler.te.expr import Const, Var, all_
from compiler.te.visit import free_vars
from compiler.workload import Workload
from runtime import build
from runtime.llvm_jit import assembly


def _int(name: str) -> Var:
    return Var(name, "int64")


def test_the_holding_interval_is_exact_for_linear_tests_of_one_variable() -> None:
    v, u = _int("v"), _int("u")
    ranges: arith.Ranges = {v: (0, 40), u: (0, 9)}
    cases = [
        (v * -6 + 50).ge(0),
        all_((v * 3 - 2).ge(0), (v * 7).lt(200)),
        all_(v.ge(5), (v * 2 + 1).lt(32), (v * -1 + 30).ge(0)),
        (v * 5).lt(-1),
    ]
    for cond in cases:
        found = holding_interval(cond, v, ranges)
        assert found is not None
        lo, hi = found
        for x in range(41):
            folded = arith.simplify(cond, {**ranges, v: (x, x)})
            assert isinstance(folded, Const)
            assert bool(folded.value) == (lo <= x <= hi), f"{cond!r} at {x}: [{lo}, {hi}]"
    # Another variable, or a product of it, is not one variable's interval.
    assert holding_interval(all_(v.lt(8), u.lt(3)), v, ranges) is None
    assert holding_interval((v * v).lt(9), v, ranges) is None


BLOCKED_1X1 = "conv2d:n=1,c=32,h=3,w={w},k=32,r=1,s=1,layout_in=nchw16c,layout_out=nchw16c"
TILE_KNOBS = {"register_tile": [16, 1, 6], "pack_data": 0, "unroll_c": 4, "c_passes": 1}


def _config(w: Workload, target: Target, **knobs: Any) -> Config:
    return Config({**get_space(w, target).default().knobs, **knobs})


def test_the_last_tile_of_a_row_is_peeled_and_the_loop_tests_nothing() -> None:
    target = Target.parse("llvm -mcpu=znver3")
    w = Workload.parse(BLOCKED_1X1.format(w=56))
    body = lower_workload(w, _config(w, target, **TILE_KNOBS), target, prepacked=True).body
    tile_loops = [s for s in iter_stmts(body) if isinstance(s, For) and s.max_extent == 9]
    assert tile_loops, "the 56-pixel row's nine whole tiles are one loop"
    loop_vars = {s.var for s in tile_loops}
    for s in iter_stmts(body):
        if isinstance(s, IfThenElse):
            assert not free_vars(s.cond) & loop_vars, "no test of the tile left in the loop"
    # Only the nine whole tiles' loop and the peeled one remain: no loop of ten tiles.
    assert not [s for s in iter_stmts(body) if isinstance(s, For) and s.max_extent == 10]


def _fmas(workload: str, config: Config, target: str) -> int:
    t = Target.parse(target)
    asm = assembly([render(workload, config, t, prepacked=True).text], t)
    return len(re.findall(r"\bvfmadd\w*ps\b", asm))


@pytest.mark.parametrize("target", ["llvm -mcpu=znver3", "llvm -mcpu=znver4"])
def test_the_peeled_tile_multiplies_only_the_pixels_in_the_row(target: str) -> None:
    """56 = 9 * 6 + 2: the kernel has the 54-pixel row's multiply-adds and those of two
    pixels more, not of a whole 6-pixel tile (LLVM drops the lanes never stored)."""
    t = Target.parse(target)
    vectors = 16 // t.vector_lanes("float32")  # per channel block
    whole = Workload.parse(BLOCKED_1X1.format(w=54))
    edge = Workload.parse(BLOCKED_1X1.format(w=56))
    cfg = _config(whole, t, **TILE_KNOBS)
    assert _fmas(str(edge), cfg, target) == _fmas(str(whole), cfg, target) + 2 * vectors * 4


@pytest.mark.parametrize(("width", "tile"), [(w, t) for t in (4, 5, 6) for w in range(7, 14)])
def test_every_remainder_of_a_row_computes_the_reference(width: int, tile: int) -> None:
    w = Workload.parse(BLOCKED_1X1.format(w=width) + ",epilogue=bias_relu")
    cfg = _config(w, Target.parse("llvm"), **{**TILE_KNOBS, "register_tile": [16, 1, tile]})
    kernel = build(w, cfg.knobs, prepacked=True)
    inputs = random_inputs(w, np.random.default_rng(width * 10 + tile))
    got = kernel(*kernel.prepare(*inputs))
    np.testing.assert_allclose(got, reference(w, inputs), rtol=2e-5, atol=2e-5)


def test_a_padded_3x3_conv_keeps_its_edges_correct_after_peeling() -> None:
    # Read in place with padding: the first and last tiles are edges, so nothing is
    # peeled where both ends fail; the packed variant peels its last tile.
    for width, pack in itertools.product((13, 14), (0, 1)):
        text = f"conv2d:n=1,c=16,h=5,w={width},k=32,r=3,s=3,pad=1,layout_in=nchw16c"
        w = Workload.parse(text + ",layout_out=nchw16c")
        knobs = {"register_tile": [16, 1, 4], "pack_data": pack}
        cfg = _config(w, Target.parse("llvm"), **knobs)
        kernel = build(w, cfg.knobs, prepacked=True)
        inputs = random_inputs(w, np.random.default_rng(width + pack))
        got = kernel(*kernel.prepare(*inputs))
        np.testing.assert_allclose(got, reference(w, inputs), rtol=2e-5, atol=2e-5)
