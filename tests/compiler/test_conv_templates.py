"""conv2d and depthwise_conv2d templates: every config of the space is correct on any shape.

Kernels are checked against the float64 numpy reference on random inputs
(relative error: max abs error over max abs reference value).
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import InvalidConfig, get_space
from compiler.ops import conv_out_size, random_inputs, reference
from compiler.space import Config
from compiler.workload import Workload
from runtime import build

TOLERANCE = 1e-4


def max_rel_err(got: np.ndarray, ref: np.ndarray) -> float:
    # Padding can make every output zero (a window that sees only padding); then any
    # nonzero output is an error of at least 1e30.
    scale = max(float(np.max(np.abs(ref))), 1e-30)
    return float(np.max(np.abs(got.astype(np.float64) - ref))) / scale


def check(w: Workload, cfg: Config | None, seed: int = 0) -> None:
    kernel = build(w, cfg)
    inputs = random_inputs(w, np.random.default_rng(seed))
    got = kernel(*inputs)
    ref = reference(w, inputs)
    assert got.shape == ref.shape
    assert got.dtype == np.float32
    err = max_rel_err(got, ref)
    assert err < TOLERANCE, f"{w} {cfg}: max rel err {err:.3g}"


CONV_CASES = [
    "conv2d:n=1,c=1,h=1,w=1,k=1,r=1,s=1",  # everything 1
    "conv2d:n=2,c=7,h=11,w=13,k=13,r=3,s=3,pad=1",  # primes, two images
    "conv2d:n=1,c=5,h=9,w=10,k=17,r=3,s=2,stride=2",  # stride 2, r != s
    "conv2d:n=1,c=3,h=12,w=11,k=20,r=3,s=3,pad=2,dilation=2",  # dilation 2
    "conv2d:n=1,c=19,h=5,w=5,k=33,r=5,s=5,pad=2,stride=3",  # kernel as big as the input
    "conv2d:n=1,c=34,h=8,w=30,k=16,r=1,s=1",  # 1x1 conv, wide rows
]
DEPTHWISE_CASES = [
    "depthwise_conv2d:n=1,c=1,h=1,w=1,r=1,s=1",
    "depthwise_conv2d:n=2,c=7,h=11,w=13,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=20,h=9,w=10,r=3,s=2,stride=2",
    "depthwise_conv2d:n=1,c=33,h=6,w=31,r=5,s=5,pad=2,stride=3",
    "depthwise_conv2d:n=1,c=20,h=13,w=12,r=3,s=3,pad=2,stride=2,dilation=2",  # dilated
]


@pytest.mark.parametrize("text", CONV_CASES + DEPTHWISE_CASES)
def test_default_and_sampled_configs(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    configs = [space.default(), *space.sample(random.Random(text), 3)]
    for i, cfg in enumerate(configs):
        check(w, cfg, seed=i)


@pytest.mark.parametrize(
    "text",
    [
        "conv2d:n=1,c=9,h=7,w=9,k=21,r=3,s=3,pad=1,stride=2",
        "depthwise_conv2d:n=1,c=21,h=7,w=9,r=3,s=3,pad=1,stride=2",
    ],
)
def test_every_knob_value(text: str) -> None:
    """Each candidate of each knob, the others at their defaults."""
    w = Workload.parse(text)
    space = get_space(w)
    default = space.default()
    checked = 0
    for knob in space.knobs:
        for value in knob.candidates:
            cfg = Config({**default.knobs, knob.name: value})
            if cfg != default:
                check(w, cfg)
                checked += 1
    assert checked == sum(len(k.candidates) - 1 for k in space.knobs)


# Plain NCHW depthwise layers with rows in lanes: rows of one vector and of several with
# a last tile past the row, strides 2 and 3, dilation, a residual, two images.
ROW_CASES = [
    "depthwise_conv2d:n=2,c=5,h=13,w=29,r=3,s=3,pad=1,epilogue=bias_add_relu",
    "depthwise_conv2d:n=1,c=3,h=15,w=17,r=3,s=3,pad=1,stride=2,epilogue=bias_relu",
    "depthwise_conv2d:n=1,c=4,h=12,w=40,r=5,s=5,pad=4,dilation=2,epilogue=bias",
    "depthwise_conv2d:n=1,c=2,h=7,w=6,r=3,s=3,stride=3",
]


@pytest.mark.parametrize("prepacked", [False, True])
@pytest.mark.parametrize("pack", [0, 1])
@pytest.mark.parametrize("text", ROW_CASES)
def test_depthwise_rows_in_lanes(text: str, pack: int, prepacked: bool) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    if w.get("r") == 3:  # NCHW data keeps its layout (a 5x5's weights fill AVX2's registers)
        assert space.default().get_str("vector_axis") == "w"
    widths, heights = space.knob("tile_ow").candidates, space.knob("tile_oh").candidates
    inputs = random_inputs(w, np.random.default_rng(len(text)))
    ref = reference(w, inputs)
    for oh, ow in {(1, 1), (max(heights), 1), (1, max(widths)), (2, 2)}:
        if oh not in heights or ow not in widths:
            continue
        rows = {"vector_axis": "w", "tile_oh": oh, "tile_ow": ow, "pack_data": pack}
        cfg = Config({**space.default().knobs, **rows})
        kernel = build(w, cfg, prepacked=prepacked)
        args = kernel.prepare(*inputs) if prepacked else inputs
        # The weights are read as they are: nothing to pack.
        assert [a.shape for a in args] == [a.shape for a in inputs]
        err = max_rel_err(kernel(*args), ref)
        assert err < TOLERANCE, f"{w} {cfg}: max rel err {err:.3g}"


def test_depthwise_rows_skip_the_knobs_they_do_not_read() -> None:
    # Rows in lanes read neither tile_c nor, in place, parallel_pack: of the configs that
    # differ only there, the screen keeps the one at the default's values, and the others
    # render the very same kernel.
    import itertools

    import compiler
    from compiler.api import render

    w = Workload.parse(ROW_CASES[0])
    space = get_space(w)
    default = space.default()
    for pack in (0, 1):
        base = {**default.knobs, "pack_data": pack}
        kept, texts = [], set()
        for tile_c, par in itertools.product(
            space.knob("tile_c").candidates, space.knob("parallel_pack").candidates
        ):
            cfg = Config({**base, "tile_c": tile_c, "parallel_pack": par})
            problem = compiler.config_problem(w, cfg)
            if problem is None:
                kept.append(cfg)
            else:
                assert "is not read with rows in lanes" in problem
            if pack == 0 or par == default.get_int("parallel_pack"):
                texts.add(render(w, cfg).text)
        assert len(kept) == (1 if pack == 0 else len(space.knob("parallel_pack").candidates))
        assert len(texts) == 1  # every skipped config's kernel is a kept one's
    # With channels in lanes, every channel tile is read (the candidates depend on the
    # vector width: 4 is one on AVX2, not on AVX-512).
    other = [c for c in space.knob("tile_c").candidates if c != default.get_int("tile_c")]
    assert other
    for tile_c in other:
        channels = Config({**default.knobs, "vector_axis": "c", "tile_c": tile_c})
        assert compiler.config_problem(w, channels) is None


@st.composite
def conv_workloads(draw: st.DrawFn, depthwise: bool) -> Workload:
    r, s = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    stride, pad = draw(st.integers(1, 3)), draw(st.integers(0, 2))
    dilation = 1 if depthwise else draw(st.integers(1, 2))
    h = draw(st.integers(1, 14))
    w = draw(st.integers(1, 14))
    ok = all(
        conv_out_size(size, kern, stride, pad, dilation) >= 1 for size, kern in ((h, r), (w, s))
    )
    if not ok:  # grow the input until the dilated kernel fits
        h += dilation * (r - 1)
        w += dilation * (s - 1)
    params = {"n": draw(st.integers(1, 2)), "c": draw(st.integers(1, 40)), "h": h, "w": w}
    params.update(r=r, s=s, stride=stride, pad=pad)
    if depthwise:
        return Workload("depthwise_conv2d", tuple(params.items()))
    params.update(k=draw(st.integers(1, 40)), dilation=dilation)
    return Workload("conv2d", tuple(params.items()))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), depthwise=st.booleans())
def test_random_shapes_random_configs(data: st.DataObject, depthwise: bool) -> None:
    w = data.draw(conv_workloads(depthwise))
    space = get_space(w)
    index = data.draw(st.integers(0, space.size - 1))
    check(w, space.get(index), seed=index)


def test_benchmark_shape_default_config() -> None:
    check(Workload.parse("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"), None)


@pytest.mark.parametrize("text", [CONV_CASES[1], DEPTHWISE_CASES[1]])
def test_space(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    assert space.size > 100
    space.validate(space.default())
    for cfg in space.sample(random.Random(0), 20):
        assert space.get(space.index_of(cfg)) == cfg
        assert Config.from_json(cfg.to_json()) == cfg
    with pytest.raises(InvalidConfig, match="tile_ow"):
        space.validate(Config.from_json({**space.default().to_json(), "tile_ow": 1000}))
    with pytest.raises(InvalidConfig):
        build(w, Config.from_json({**space.default().to_json(), "tile_ow": 1000}))


def test_space_fits_the_shape() -> None:
    """Tiles never exceed the axis they tile (larger ones would all be the same config)."""
    w = Workload.parse("conv2d:n=1,c=3,h=5,w=6,k=2,r=3,s=3")  # output 3 x 4
    space = get_space(w)
    assert max(space.knob("tile_ow").candidates) == 4
    assert max(space.knob("tile_oh").candidates) == 3
    assert space.knob("tile_c").candidates == (3,)
