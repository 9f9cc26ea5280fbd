"""conv2d in the channel-blocked NCHW16c layout: the layout itself, every knob correct on
random data, clear refusals, and contiguous vector code between blocked convolutions."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from compiler import get_space
from compiler.layout import BLOCK, from_blocked, to_blocked
from compiler.ops import input_shapes, output_shape, random_inputs, reference
from compiler.space import Config
from compiler.target import Target
from compiler.templates.conv2d import FEW_PIXELS, PASS_SLICE_BYTES
from compiler.workload import Workload
from runtime import build
from tests.compiler.test_conv_templates import check

BLOCKED_CASES = [
    # in and out blocked: ResNet-like 3x3 and 1x1 (with a residual), stride 2, odd sizes.
    "conv2d:n=1,c=32,h=9,w=11,k=48,r=3,s=3,pad=1,epilogue=bias_relu,"
    "layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=2,c=16,h=7,w=5,k=64,r=1,s=1,epilogue=bias_add_relu,"
    "layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=48,h=13,w=13,k=32,r=1,s=1,stride=2,epilogue=bias,"
    "layout_in=nchw16c,layout_out=nchw16c",
    # out only: a stem (3 input channels, 7x7, stride 2); in only: a model's last conv.
    "conv2d:n=1,c=3,h=23,w=21,k=16,r=7,s=7,stride=2,pad=3,epilogue=bias_relu,layout_out=nchw16c",
    "conv2d:n=1,c=32,h=6,w=6,k=20,r=3,s=3,pad=1,epilogue=bias_add,layout_in=nchw16c",
    "conv2d:n=1,c=16,h=8,w=8,k=16,r=3,s=3,pad=2,dilation=2,layout_in=nchw16c,layout_out=nchw16c",
    # groups of whole blocks (RegNet's regrouped 3x3 layers): one block a group, two.
    "conv2d:n=1,c=48,h=9,w=11,k=48,r=3,s=3,pad=1,groups=3,epilogue=bias_relu,"
    "layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=128,h=8,w=7,k=128,r=3,s=3,stride=2,pad=1,groups=2,epilogue=bias_add,"
    "layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=32,h=6,w=6,k=64,r=3,s=3,pad=1,groups=2,layout_in=nchw16c",
    "conv2d:n=1,c=32,h=6,w=7,k=32,r=1,s=1,groups=2,epilogue=bias,layout_out=nchw16c",
]


def test_the_layout_is_channels_in_runs_of_16() -> None:
    x = np.random.default_rng(0).standard_normal((2, 32, 3, 5)).astype(np.float32)
    blocked = to_blocked(x)
    assert blocked.shape == (2, 2, 3, 5, BLOCK)
    assert blocked.flags.c_contiguous
    for n, c, h, w in [(0, 0, 0, 0), (1, 17, 2, 4), (0, 31, 1, 3), (1, 15, 0, 2)]:
        assert blocked[n, c // BLOCK, h, w, c % BLOCK] == x[n, c, h, w]
    np.testing.assert_array_equal(from_blocked(blocked), x)


def test_shapes_and_reference_follow_the_layouts() -> None:
    nchw = Workload.parse("conv2d:n=1,c=32,h=6,w=6,k=16,r=3,s=3,pad=1,epilogue=bias_add")
    w = Workload.parse(f"{nchw},layout_in=nchw16c,layout_out=nchw16c")
    assert input_shapes(w) == [(1, 2, 6, 6, 16), (16, 32, 3, 3), (16,), (1, 1, 6, 6, 16)]
    assert output_shape(w) == (1, 1, 6, 6, 16)
    data, weight, bias, residual = random_inputs(nchw, np.random.default_rng(3))
    want = reference(nchw, [data, weight, bias, residual])
    got = reference(w, [to_blocked(data), weight, bias, to_blocked(residual)])
    np.testing.assert_allclose(from_blocked(got), want)


@pytest.mark.parametrize("text", BLOCKED_CASES)
def test_default_and_sampled_configs(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    for i, cfg in enumerate([space.default(), *space.sample(random.Random(text), 4)]):
        check(w, cfg, seed=i)


def test_every_knob_value() -> None:
    """Each candidate of each knob, the others at their defaults."""
    w = Workload.parse(BLOCKED_CASES[0])
    space = get_space(w)
    candidates = {knob.name: knob.candidates for knob in space.knobs}
    assert candidates["tile_c"] == (16,)  # one block of the layout
    lanes = Target.parse("llvm").vector_lanes("float32")
    registers = 32 if lanes >= 16 else 16
    tiles = candidates["register_tile"]
    # One, two or (16-lane vectors) three whole blocks of the 48 output channels.
    assert {kb for kb, _, _ in tiles} == ({16, 32, 48} if lanes >= 16 else {16, 32})
    # Only tiles whose accumulators fit in the registers next to the tile's weight
    # vectors and the broadcast input.
    for kb, oh, ow in tiles:
        vectors = -(-kb // lanes)
        assert oh * ow * vectors + vectors + 1 <= registers
    assert (16, 1, 1) in tiles
    default = space.default()
    for knob in space.knobs:
        for value in knob.candidates:
            check(w, Config({**default.knobs, knob.name: value}))


@pytest.mark.parametrize(
    "text",
    [
        "conv2d:n=1,c=64,h=7,w=7,k=48,r=3,s=3,pad=1,epilogue=bias_add_relu,"
        "layout_in=nchw16c,layout_out=nchw16c",
        "conv2d:n=2,c=128,h=9,w=9,k=32,r=1,s=1,stride=2,epilogue=bias_relu,"
        "layout_in=nchw16c,layout_out=nchw16c",
        "conv2d:n=1,c=64,h=5,w=6,k=20,r=3,s=3,pad=1,epilogue=bias_add,layout_in=nchw16c",
    ],
)
def test_reduction_passes_carry_the_partial_sums(text: str) -> None:
    """Each pass over a slice of the input channels starts from the sums the last one
    stored (the bias, residual and activation only once, after the last), whichever
    loop runs on the threads and whatever the tile."""
    w = Workload.parse(text)
    space = get_space(w)
    passes = {knob.name: knob.candidates for knob in space.knobs}["c_passes"]
    blocks = w.int_params["c"] // BLOCK
    assert passes[0] == 1
    assert max(passes) > 1
    assert all(blocks % v == 0 for v in passes)
    default = space.default()
    tiles = {knob.name: knob.candidates for knob in space.knobs}.get("register_tile")
    for i, (n, order, parallel) in enumerate(
        itertools.product(passes[1:], ("ky", "yk"), ("outer", "inner"))
    ):
        knobs = {**default.knobs, "c_passes": n, "outer_order": order, "parallel": parallel}
        if tiles:
            knobs["register_tile"] = tiles[i % len(tiles)]
        check(w, Config(knobs), seed=i)


def test_a_last_tile_past_the_output_blocks_stores_only_real_ones() -> None:
    # 64 output channels in tiles of three blocks: the second tile has one real block.
    w = Workload.parse(BLOCKED_CASES[1])
    space = get_space(w)
    lanes = Target.parse("llvm").vector_lanes("float32")
    if lanes < BLOCK:
        pytest.skip("three-block tiles need 16-lane vectors (AVX-512)")
    for tile in [(48, 1, 5), (48, 2, 3)]:
        check(w, Config({**space.default().knobs, "register_tile": tile}))
        kernel = build(w, {**space.default().knobs, "register_tile": tile}, prepacked=True)
        inputs = random_inputs(w, np.random.default_rng(7))
        got = kernel(*kernel.prepare(*inputs))
        ref = reference(w, inputs)
        assert float(np.max(np.abs(got - ref))) < 1e-4 * float(np.max(np.abs(ref)))


@pytest.mark.parametrize("text", BLOCKED_CASES[:3])
def test_prepacked_kernels_match_the_reference(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    for i, cfg in enumerate([space.default(), *space.sample(random.Random(text), 2)]):
        kernel = build(w, cfg, prepacked=True)
        inputs = random_inputs(w, np.random.default_rng(i))
        got = kernel(*kernel.prepare(*inputs))
        ref = reference(w, inputs)
        assert float(np.max(np.abs(got - ref))) < 1e-4 * float(np.max(np.abs(ref)))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("conv2d:n=1,c=24,h=4,w=4,k=16,r=1,s=1,layout_in=nchw16c", "c=24 channels"),
        ("conv2d:n=1,c=16,h=4,w=4,k=40,r=1,s=1,layout_out=nchw16c", "k=40 channels"),
        ("conv2d:n=1,c=32,h=4,w=4,k=32,r=1,s=1,groups=4,layout_in=nchw16c", "c/groups=8"),
        ("conv2d:n=1,c=32,h=4,w=4,k=64,r=1,s=1,groups=8,layout_out=nchw16c", "k/groups=8"),
        ("conv2d:n=1,c=16,h=4,w=4,k=16,r=1,s=1,layout_in=nhwc", "layout_in"),
    ],
)
def test_impossible_layouts_are_refused_by_name(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Workload.parse(text)


def test_between_blocked_convs_every_access_is_contiguous() -> None:
    """The point of the layout: a 1x1 conv from NCHW16c to NCHW16c reads and writes with
    plain vector loads, broadcasts and stores; in NCHW the same conv's strided stores are
    lane extracts and inserts (or gathers and scatters)."""
    lane_shuffling = ("vextract", "vinsert", "vpextr", "gather", "scatter")
    blocked = build(Workload.parse(BLOCKED_CASES[1]), None, prepacked=True).asm()
    assert "vfmadd" in blocked
    assert not [op for op in lane_shuffling if op in blocked]
    nchw = BLOCKED_CASES[1].replace(",layout_in=nchw16c,layout_out=nchw16c", "")
    assert [op for op in lane_shuffling if op in build(nchw, None, prepacked=True).asm()]


DEPTHWISE_BLOCKED = [
    "depthwise_conv2d:n=1,c=32,h=15,w=13,r=3,s=3,pad=1,epilogue=bias_relu6,layout=nchw16c",
    "depthwise_conv2d:n=2,c=48,h=16,w=17,r=3,s=3,stride=2,pad=1,epilogue=bias_add,"
    "layout=nchw16c,act=mul(x;sigmoid(x))",
    "depthwise_conv2d:n=1,c=16,h=9,w=9,r=5,s=5,stride=2,pad=2,layout=nchw16c",
    # LRASPP's last stage: 5x5 taps two pixels apart.
    "depthwise_conv2d:n=1,c=32,h=14,w=14,r=5,s=5,pad=4,dilation=2,epilogue=bias,layout=nchw16c",
]


@pytest.mark.parametrize("text", DEPTHWISE_BLOCKED)
def test_blocked_depthwise_every_knob_value(text: str) -> None:
    """Blocked data in, blocked output (and residual) out: the register tile is the
    layout's block of 16 channels, stored as it is."""
    w = Workload.parse(text)
    assert input_shapes(w)[0][-1] == BLOCK
    assert output_shape(w)[-1] == BLOCK
    space = get_space(w)
    assert {knob.name: knob.candidates for knob in space.knobs}["tile_c"] == (BLOCK,)
    default = space.default()
    check(w, default)
    for knob in space.knobs:
        for value in knob.candidates[:3]:
            check(w, Config({**default.knobs, knob.name: value}), seed=1)
    nchw = Workload.parse(text.replace(",layout=nchw16c", ""))
    inputs = random_inputs(nchw, np.random.default_rng(2))
    # The data and residual are blocked; the weights keep their [c, 1, r, s], the bias [c].
    blocked = [to_blocked(x) if i in (0, 3) else x for i, x in enumerate(inputs)]
    np.testing.assert_allclose(
        from_blocked(reference(w, blocked)), reference(nchw, inputs), rtol=1e-12
    )


def test_blocked_depthwise_needs_whole_blocks_and_no_cuda() -> None:
    with pytest.raises(ValueError, match="c=24"):
        Workload.parse("depthwise_conv2d:n=1,c=24,h=8,w=8,r=3,s=3,layout=nchw16c")
    with pytest.raises(ValueError, match="CUDA templates take NCHW"):
        get_space("depthwise_conv2d:n=1,c=32,h=8,w=8,r=3,s=3,layout=nchw16c", "cuda")


@pytest.mark.parametrize(
    ("target", "in_place"), [("llvm -mcpu=znver4", True), ("llvm -mcpu=znver3", False)]
)
def test_a_strided_blocked_conv_reads_its_input_in_place_with_one_row_tiles(
    target: str, in_place: bool
) -> None:
    """Packing a stride-2 conv's padded input writes 4x the output's pixels for one read:
    with AVX-512's one-row tiles the default reads it in place (rolled over the channel
    block, so the edge cases' addresses do not spill the tile), with AVX2's two-row
    tiles it packs (in place ran 1.1-1.5x slower there). Stride 1 keeps its packing."""
    t = Target.parse(target)
    strided = (
        "conv2d:n=1,c=32,h=28,w=28,k=64,r=3,s=3,stride=2,pad=1,layout_in=nchw16c,layout_out=nchw16c"
    )
    default = get_space(strided, t).default()
    assert (default.get_split("register_tile")[1] == 1) is in_place
    assert default.get_int("pack_data") == (0 if in_place else 1)
    if in_place:  # 14 pixels of 32 channels: 31 of 32 registers
        assert default.get_split("register_tile") == (32, 1, 14)
        assert default.get_int("unroll_c") == 1
    unit = get_space(strided.replace(",stride=2", ""), t).default()
    assert unit.get_int("pack_data") == 1
    # Run where this host has the target's vectors (a Zen 4 VM may hide its AVX-512).
    if Target.parse("llvm").vector_lanes("float32") >= t.vector_lanes("float32"):
        check(Workload.parse(strided), default)


@pytest.mark.parametrize("target", ["llvm -mcpu=skylake-avx512", "llvm -mcpu=znver3"])
def test_small_outputs_reduce_in_passes_whose_weights_fit_l1_by_default(target: str) -> None:
    """On outputs of at most FEW_PIXELS pixels the default reduces in the fewest passes
    whose slice of the weights (for the default tile's output channels) fits
    PASS_SLICE_BYTES, one channel block a pass where none does; larger outputs keep one
    pass. The default builds a correct kernel."""
    small = Workload.parse(
        "conv2d:n=1,c=512,h=14,w=14,k=512,r=3,s=3,stride=2,pad=1,epilogue=bias_relu,"
        "layout_in=nchw16c,layout_out=nchw16c"
    )
    pointwise = Workload.parse(
        "conv2d:n=1,c=2048,h=1,w=49,k=512,r=1,s=1,epilogue=bias_relu,"
        "layout_in=nchw16c,layout_out=nchw16c"
    )
    for w in (small, pointwise):
        space = get_space(w, target)
        default = space.default()
        passes = default.get_int("c_passes")
        kb = default.get_split("register_tile")[0]
        r, s, c = (w.int_params[name] for name in ("r", "s", "c"))

        def slice_bytes(v: int, r: int = r, s: int = s, c: int = c, kb: int = kb) -> int:
            return c // v * r * s * kb * 4

        candidates = [v for v in space.knob("c_passes").candidates if isinstance(v, int)]
        assert passes > 1
        if slice_bytes(passes) > PASS_SLICE_BYTES:  # none fits: one channel block a pass
            assert passes == max(candidates)
            assert c // passes == BLOCK
        assert all(slice_bytes(v) > PASS_SLICE_BYTES for v in candidates if v < passes)
    large = Workload.parse(
        "conv2d:n=1,c=512,h=28,w=28,k=128,r=1,s=1,epilogue=bias_relu,"
        "layout_in=nchw16c,layout_out=nchw16c"
    )
    assert large.int_params["h"] * large.int_params["w"] > FEW_PIXELS
    assert get_space(large, target).default().get_int("c_passes") == 1
    check(small, get_space(small).default(), seed=11)
