"""pool2d: the float64 reference vs naive loops, and every config of the template vs the
reference, for many shapes and attributes.

Inputs are uniform in [-1, 1) (never zero, about half negative); the max-pool cases
with padding also run on all-negative data, where a padding tap that won would show.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import get_space
from compiler.ops import flop_count, input_shapes, output_shape, random_inputs, reference
from compiler.ops_pool import pool_out_size
from compiler.space import Config
from compiler.target import Target
from compiler.templates.pool2d import UNROLL_OW, is_global
from compiler.workload import Workload
from runtime import build

TOLERANCE = 1e-5


def naive_pool(w: Workload, data: np.ndarray) -> np.ndarray:
    """ONNX Runtime's pooling loops, written out (float64)."""
    p = w.get_int
    h, wd = data.shape[2:]
    out = np.empty(output_shape(w))
    for b, ch, y, x in itertools.product(*(range(e) for e in out.shape)):
        ys, xs = y * p("sh") - p("pt"), x * p("sw") - p("pl")
        taps = [
            float(data[b, ch, yy, xx])
            for i, j in itertools.product(range(p("kh")), range(p("kw")))
            for yy, xx in [(ys + i * p("dh"), xs + j * p("dw"))]
            if 0 <= yy < h and 0 <= xx < wd
        ]
        if w.get("mode") == "max":
            out[b, ch, y, x] = max(taps)
            continue
        if p("count_pad"):  # the window clipped to the padded input
            rows = min(ys + p("kh"), h + p("pb")) - ys
            cols = min(xs + p("kw"), wd + p("pr")) - xs
            out[b, ch, y, x] = sum(taps) / (rows * cols)
        else:
            out[b, ch, y, x] = sum(taps) / len(taps)
    return out


@st.composite
def pool_workloads(draw: st.DrawFn, max_size: int = 12) -> Workload:
    """Any valid pool2d workload (small)."""
    mode = draw(st.sampled_from(["max", "avg"]))
    kh, kw = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    dh, dw = (1, 1) if mode == "avg" else (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    ext_h, ext_w = (kh - 1) * dh, (kw - 1) * dw
    pads = [draw(st.integers(0, ext)) for ext in (ext_h, ext_w, ext_h, ext_w)]
    # At least the dilated window: every window has a tap inside (see check_pool).
    h = draw(st.integers(ext_h + 1, max_size + ext_h))
    w = draw(st.integers(ext_w + 1, max_size + ext_w))
    params: dict[str, int | str] = {"n": draw(st.integers(1, 2)), "c": draw(st.integers(1, 5))}
    params.update(h=h, w=w, kh=kh, kw=kw, sh=draw(st.integers(1, 4)), sw=draw(st.integers(1, 4)))
    params.update(zip(("pt", "pl", "pb", "pr"), pads, strict=True))
    params.update(dh=dh, dw=dw, ceil=draw(st.integers(0, 1)), mode=mode)
    if mode == "avg":
        params["count_pad"] = draw(st.integers(0, 1))
    return Workload("pool2d", tuple(params.items()))


@settings(max_examples=60, deadline=None)
@given(w=pool_workloads(), seed=st.integers(0, 2**32 - 1))
def test_reference_matches_naive_loops(w: Workload, seed: int) -> None:
    (data,) = random_inputs(w, np.random.default_rng(seed))
    got = reference(w, [data])
    assert got.dtype == np.float64
    np.testing.assert_allclose(got, naive_pool(w, data), rtol=1e-12, atol=1e-12)


def test_output_size_flops_and_canonical_form() -> None:
    w = Workload.parse("pool2d:n=1,c=64,h=111,w=111,kh=3,kw=3,sh=2,sw=2,mode=max,ceil=0")
    assert str(w) == "pool2d:n=1,c=64,h=111,w=111,kh=3,kw=3,sh=2,sw=2"
    assert input_shapes(w) == [(1, 64, 111, 111)]
    assert output_shape(w) == (1, 64, 55, 55)
    assert flop_count(w) == 64 * 55 * 55 * 9
    # ceil mode: 112 -> 56 (floor 55); a last window starting in the end padding is dropped
    ceil = Workload.parse("pool2d:n=1,c=1,h=112,w=112,kh=3,kw=3,sh=2,sw=2,ceil=1")
    assert output_shape(ceil) == (1, 1, 56, 56)
    assert pool_out_size(5, 2, 2, pads=(0, 1), dilation=1, ceil=True) == 3
    assert pool_out_size(4, 2, 2, pads=(0, 1), dilation=1, ceil=True) == 2  # 3rd starts in pad


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("pool2d:n=1,c=1,h=5,w=5,kh=3,kw=3,pt=3", r"window along h would have no tap inside"),
        ("pool2d:n=1,c=1,h=1,w=1,kh=2,kw=1,pt=1,pb=1,dh=2", r"no tap inside the input \(h=1"),
        ("pool2d:n=1,c=1,h=5,w=5,kh=3,kw=3,count_pad=1", r"count_pad applies to mode=avg"),
        ("pool2d:n=1,c=1,h=5,w=5,kh=3,kw=3,dh=2,mode=avg", r"dilation applies to mode=max"),
        ("pool2d:n=1,c=1,h=2,w=5,kh=3,kw=3", r"output along h would be -1"),
        ("pool2d:n=1,c=1,h=5,w=5,kh=3,kw=3,ceil=2", r"ceil must be 0 or 1"),
        ("pool2d:n=1,c=1,h=5,w=5,kh=3,kw=3,mode=min", r"unknown mode 'min'.*valid: max, avg"),
    ],
)
def test_bad_workloads(text: str, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        Workload.parse(text)


def check(w: Workload, cfg: Config | None, seed: int = 0, *, negative: bool = False) -> None:
    kernel = build(w, cfg, num_threads=2)
    (data,) = random_inputs(w, np.random.default_rng(seed))
    if negative:  # all below zero: a padding tap read as 0 would win a max
        data = np.ascontiguousarray(data - 2.0, dtype=np.float32)
    got = kernel(data)
    ref = reference(w, [data])
    assert got.shape == ref.shape
    assert got.dtype == np.float32
    err = float(np.max(np.abs(got - ref)))
    assert err < TOLERANCE * max(1.0, float(np.max(np.abs(ref)))), f"{w} {cfg}: max err {err:.3g}"


CASES = [
    "pool2d:n=1,c=1,h=1,w=1,kh=1,kw=1",  # everything 1 (global, one tap)
    "pool2d:n=2,c=3,h=11,w=23,kh=3,kw=3,sh=2,sw=2",  # SqueezeNet's max pool, odd sizes
    "pool2d:n=1,c=5,h=12,w=37,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1",  # ShuffleNet's
    "pool2d:n=1,c=3,h=9,w=40,kh=2,kw=2,sh=2,sw=2",  # 2x2/2 (VGG)
    "pool2d:n=1,c=2,h=9,w=40,kh=3,kw=2,sh=1,sw=3,pt=2,pr=1,dh=2,dw=2",  # asymmetric, dilated
    "pool2d:n=1,c=2,h=10,w=35,kh=3,kw=3,sh=2,sw=2,ceil=1",  # ceil: windows past the end
    "pool2d:n=1,c=3,h=9,w=70,kh=2,kw=3,sh=5,sw=5,pl=1",  # stride 5: gathers
    "pool2d:n=1,c=3,h=9,w=40,kh=4,kw=4,sh=3,sw=3,pt=2,pl=3,pb=1,pr=3,ceil=1",
    "pool2d:n=1,c=5,h=12,w=37,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,mode=avg",
    "pool2d:n=1,c=5,h=12,w=37,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,mode=avg,count_pad=1",
    "pool2d:n=1,c=4,h=10,w=33,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,ceil=1,mode=avg,count_pad=1",
    "pool2d:n=1,c=4,h=10,w=33,kh=3,kw=3,sh=2,sw=2,ceil=1,mode=avg",
    "pool2d:n=1,c=3,h=8,w=20,kh=2,kw=2,sh=2,sw=2,mode=avg",
    "pool2d:n=2,c=6,h=13,w=13,kh=13,kw=13,mode=avg",  # global (SqueezeNet's last)
    "pool2d:n=1,c=9,h=7,w=7,kh=7,kw=7,mode=avg",  # global (ShuffleNet's last)
    "pool2d:n=1,c=5,h=5,w=40,kh=5,kw=40",  # global max, rows longer than a vector
]


@pytest.mark.parametrize("text", CASES)
def test_every_config(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    for i in range(space.size):
        cfg = space.get(i)
        check(w, cfg, seed=i, negative=w.get("mode") == "max" and i % 2 == 1)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_shapes_random_configs(data: st.DataObject) -> None:
    w = data.draw(pool_workloads(max_size=40))
    space = get_space(w)
    index = data.draw(st.integers(0, space.size - 1))
    check(w, space.get(index), seed=index, negative=data.draw(st.booleans()))


def test_space_and_defaults() -> None:
    big = get_space("pool2d:n=1,c=64,h=111,w=111,kh=3,kw=3,sh=2,sw=2")
    assert [k.name for k in big.knobs] == ["vector_ow", "unroll_ow", "parallel"]
    lanes = Target.parse("llvm").vector_lanes("float32")
    # The whole output row (55) in one register tile (the fewest vectors of UNROLL_OW that
    # cover it: 4 of 16 lanes, 8 of 8), on all threads (a large input).
    whole_row = next(u for u in UNROLL_OW if u * lanes >= 55)
    assert big.default().knobs == {"vector_ow": lanes, "unroll_ow": whole_row, "parallel": "outer"}
    # Power-of-two vectors that the row (7) fills, two of them cover it; one thread.
    small = get_space("pool2d:n=1,c=272,h=14,w=14,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1")
    assert small.default().knobs == {"vector_ow": 4, "unroll_ow": 2, "parallel": "none"}
    glob = Workload.parse("pool2d:n=1,c=1000,h=13,w=13,kh=13,kw=13,mode=avg")
    assert is_global(glob)
    assert get_space(glob).default().knobs == {"vector_ow": 8, "parallel": "none"}
    for space in (big, small, get_space(glob)):
        for cfg in space.sample(random.Random(0), 5):
            assert space.get(space.index_of(cfg)) == cfg
