"""winograd_conv2d: the transforms' identity, and kernels against the float64 reference.

Tolerance: the project's one check, ``output_error <= CHECK_RTOL`` (1e-4 of the output's
scale, per element). Winograd's float32 error grows with the tile (its transforms
add terms of mixed sign with coefficients up to 5.25 for F(6x6)); on ResNet-50's four
3x3 stride-1 layers with realistic data the worst measured was 1.0e-6 (m = 2),
1.0e-5 (m = 4) and 1.6e-5 (m = 6) of the output's scale, so every m keeps a margin of
6x or more under it. The direct conv measured 1.0-2.5e-6 on the same layers.
"""

from __future__ import annotations

import functools
import random

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference
from compiler.errors import InvalidConfig
from compiler.space import Config
from compiler.target import Target
from compiler.templates import winograd_conv2d
from compiler.templates.winograd_conv2d import (
    FUSED,
    WinogradShape,
    fused_rows,
    redundant,
    scratch_bytes,
)
from compiler.timing import CHECK_RTOL, output_error
from compiler.winograd import TILES_BY_STRIDE, transform_weight, transforms, window
from runtime import Kernel, build


@functools.lru_cache(maxsize=16)
def _kernel(workload: str, config_json: str, prepacked: bool) -> Kernel:
    return build(workload, config_json, num_threads=2, prepacked=prepacked)


def check(w: Workload, cfg: Config, seed: int, *, prepacked: bool = True) -> float:
    """Runs ``cfg``'s kernel on random inputs; asserts it matches the reference."""
    inputs = random_inputs(w, np.random.default_rng(seed))
    kernel = _kernel(str(w), cfg.to_json_str(), prepacked)
    got = kernel(*kernel.prepare(*inputs)) if prepacked else kernel(*inputs)
    err = output_error(got, reference(w, inputs))
    assert err <= CHECK_RTOL, f"{w} {cfg.to_json_str()}: error {err:.2e}"
    return err


def with_knobs(w: Workload, **knobs: int | str) -> Config:
    return Config({**get_space(w).default().knobs, **knobs})


STRIDE_TILES = [(stride, m) for stride, tiles in TILES_BY_STRIDE.items() for m in tiles]


def blocked_with_residual(**sizes: int) -> Workload:
    """A padded layer in NCHW16c in and out (the model's layout) with the residual epilogue."""
    return Workload.of(
        "winograd_conv2d",
        pad=1,
        epilogue="bias_add_relu",
        layout_in="nchw16c",
        layout_out="nchw16c",
        **sizes,
    )


@pytest.mark.parametrize(("stride", "m"), STRIDE_TILES)
def test_transforms_compute_a_3x3_correlation(stride: int, m: int) -> None:
    """``A^T [(G g G^T) * (B^T d B)] A`` is the 2-D correlation of the tile at the stride
    (float64): the window's ``m x m`` outputs, every ``stride``-th 3x3 patch."""
    at, g, bt = transforms(m, stride)
    alpha = window(m, stride)
    assert at.shape == (m, alpha)
    assert g.shape == (alpha, 3)
    assert bt.shape == (alpha, alpha)
    rng = np.random.default_rng(m)
    d, w = rng.standard_normal((alpha, alpha)), rng.standard_normal((3, 3))
    got = at @ ((g @ w @ g.T) * (bt @ d @ bt.T)) @ at.T
    s = stride
    want = np.array(
        [[np.sum(d[s * y : s * y + 3, s * x : s * x + 3] * w) for x in range(m)] for y in range(m)]
    )
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_weight_transform_is_g_g_gt_per_position() -> None:
    m, alpha = 4, 6
    weight = np.random.default_rng(0).standard_normal((5, 3, 3, 3))
    u = transform_weight(weight, m)
    _, g, _ = transforms(m)
    assert u.shape == (alpha * alpha, 3, 5)
    for k, c in np.ndindex(5, 3):  # every filter: U's layout mixes c and k
        want = g @ weight[k, c] @ g.T
        np.testing.assert_allclose(u[:, c, k].reshape(alpha, alpha), want, rtol=1e-6)


def test_strided_weight_transform_has_a_position_per_window_pair() -> None:
    m, alpha = 3, 7
    weight = np.random.default_rng(1).standard_normal((4, 2, 3, 3))
    u = transform_weight(weight, m, stride=2)
    _, g, _ = transforms(m, 2)
    assert u.shape == (alpha * alpha, 2, 4)
    for k, c in np.ndindex(4, 2):
        want = g @ weight[k, c] @ g.T
        np.testing.assert_allclose(u[:, c, k].reshape(alpha, alpha), want, rtol=1e-6)


def test_unknown_tile_or_stride_is_refused() -> None:
    with pytest.raises(ValueError, match="m=3"):
        transforms(3)
    with pytest.raises(ValueError, match=r"m=6 .* at stride 2"):
        transforms(6, 2)
    with pytest.raises(ValueError, match="stride 3"):
        transforms(2, 3)
    with pytest.raises(ValueError, match="stride must be 1 or 2, got 3"):
        Workload.of("winograd_conv2d", n=1, c=8, h=9, w=9, k=8, stride=3, pad=1)


#: Per stride, ``(n, h, w)`` of an input whose output is no multiple of any tile, yet in
#: the space of every one: the last tile row and column run past the output.
EVERY_TILE_INPUT = {1: (2, 23, 22), 2: (1, 47, 45)}


@pytest.mark.parametrize(("stride", "m"), STRIDE_TILES)
def test_blocked_layers_with_residual_every_tile(stride: int, m: int) -> None:
    """NCHW16c in and out (the model's layout), an output no multiple of the tile, the
    residual epilogue; the prepacked kernel (what a model runs) and the one that
    transforms its weights itself. Stride 2 is the sum of its phases, on an odd input."""
    n, h, wd = EVERY_TILE_INPUT[stride]
    w = blocked_with_residual(n=n, c=32, h=h, w=wd, k=48, stride=stride)
    assert get_space(w).knob("m").candidates == TILES_BY_STRIDE[stride]
    cfg = with_knobs(w, m=m)
    check(w, cfg, seed=m, prepacked=True)
    check(w, cfg, seed=m, prepacked=False)


@pytest.mark.parametrize("stride", [1, 2])
@pytest.mark.parametrize("pack_b", [0, 1])
def test_prefetched_weights(stride: int, pack_b: int) -> None:
    """A 7x7 output (16 tiles of F(2x2)) prefetches the next panel of its transformed
    weights by default, a 14x14 one (49 tiles) does not; the prefetching kernel (in
    panels or not) computes the same convolution, its tiles past the output's edge."""
    size = {1: 7, 2: 13}[stride]
    w = blocked_with_residual(n=1, c=48, h=size, w=size, k=80, stride=stride)
    assert get_space(w).default().knobs["prefetch_b"] == 1
    large = Workload.of("winograd_conv2d", n=1, c=32, h=14 * stride, w=14 * stride, k=32,
                        stride=stride, pad=1)  # fmt: skip
    assert get_space(large).default().knobs["prefetch_b"] == 0
    cfg = with_knobs(w, m=2, pack_b=pack_b, nv=2, nc_tiles=1, prefetch_b=1)
    check(w, cfg, seed=stride + pack_b)


@pytest.mark.parametrize(
    ("params", "m"),
    [
        # NCHW, channels no multiple of the vector, no padding, bias only.
        ({"n": 1, "c": 5, "h": 8, "w": 13, "k": 7, "pad": 0, "epilogue": "bias"}, 2),
        # Mixed layouts, relu6 and a pointwise act, padding wider than the kernel's.
        (
            {
                "n": 1,
                "c": 16,
                "h": 16,
                "w": 15,
                "k": 20,
                "pad": 2,
                "epilogue": "bias_relu6",
                "act": "mul(x;0.5)",
                "layout_in": "nchw16c",
            },
            6,
        ),
        ({"n": 1, "c": 9, "h": 11, "w": 11, "k": 32, "pad": 1, "layout_out": "nchw16c"}, 4),
    ],
)
def test_layouts_epilogues_and_odd_sizes(params: dict[str, int | str], m: int) -> None:
    w = Workload("winograd_conv2d", tuple(params.items()))
    check(w, with_knobs(w, m=m), seed=1)


@pytest.mark.parametrize(("stride", "m"), [(1, 2), (1, 4), (2, 2)])
@pytest.mark.parametrize("pack_a", [0, 1])
def test_products_split_by_tiles(stride: int, m: int, pack_a: int) -> None:
    """``parallel=tiles``: the m blocks of the products outside the batch of positions,
    the output transform split by rows of tiles; a batch of two images (tile rows of
    both) in blocks that leave a short last one, on 2 and 3 threads."""
    w = blocked_with_residual(n=2, c=32, h=16 * stride, w=16 * stride, k=48, stride=stride)
    cfg = with_knobs(w, m=m, parallel="tiles", mr=6, mc_tiles=1, pack_a=pack_a)
    check(w, cfg, seed=m + pack_a)
    inputs = random_inputs(w, np.random.default_rng(5))
    kernel = build(w, cfg, num_threads=3, prepacked=True)
    assert output_error(kernel(*kernel.prepare(*inputs)), reference(w, inputs)) <= CHECK_RTOL


def test_many_tiles_fuse_the_stages_per_row_of_tiles_by_default() -> None:
    """Where V and M (tiles x channels) outweigh U (channels x channels) the default runs
    the three stages per row of tiles, with a micro-tile of a whole divisor of the row
    (ResNet-50's 56x56x64 layer: 14 tiles a row, 14 x 2 vectors on AVX-512's 32
    registers, 14 x 1 on AVX2's 16); else it splits the products by positions (its
    28x28x128 layer). A row no micro-tile height of 4 or more divides splits by tiles."""
    many = blocked_with_residual(n=1, c=64, h=56, w=56, k=64, stride=1)
    few = blocked_with_residual(n=1, c=128, h=28, w=28, k=128, stride=1)
    prime = blocked_with_residual(n=1, c=64, h=52, w=52, k=64, stride=1)  # 13 tiles a row
    for target, nv in (("llvm -mcpu=skylake-avx512", 2), ("llvm -mcpu=znver3", 1)):
        knobs = get_space(many, target).default().knobs
        assert (knobs["parallel"], knobs["mr"], knobs["nv"], knobs["mc_tiles"]) == (
            "fused1", 14, nv, 1,
        )  # fmt: skip
        assert get_space(few, target).default().knobs["parallel"] == "m"
        assert get_space(prime, target).default().knobs["parallel"] == "tiles"
    check(many, get_space(many).default(), seed=2)


def test_sampled_configs() -> None:
    """Configs drawn from the space (GEMM knobs and tile together) are all correct."""
    w = Workload.of(
        "winograd_conv2d",
        n=1,
        c=48,
        h=12,
        w=10,
        k=32,
        pad=1,
        epilogue="bias_relu",
        layout_in="nchw16c",
        layout_out="nchw16c",
    )
    for i, cfg in enumerate(get_space(w).sample(random.Random(7), 3)):
        check(w, cfg, seed=i)


@pytest.mark.parametrize("stride", [1, 2])
def test_flops_are_the_direct_convolutions(stride: int) -> None:
    from compiler import flop_count

    params: dict[str, int | str] = {
        "n": 1,
        "c": 64,
        "h": 56,
        "w": 56,
        "k": 64,
        "stride": stride,
        "pad": 1,
        "epilogue": "bias_relu",
    }
    direct = Workload("conv2d", (*params.items(), ("r", 3), ("s", 3)))
    assert flop_count(Workload("winograd_conv2d", tuple(params.items()))) == flop_count(direct)


@pytest.mark.parametrize(
    ("stride", "size", "worth"),
    [
        # ResNet-50's layers: F(6x6) computes 144 outputs for 49 on 7x7 and 324 for 196 on
        # 14x14; on 28x28 and 56x56 it wastes an eighth.
        (1, 7, (2, 4)),
        (1, 14, (2, 4)),
        (1, 28, (2, 4, 6)),
        (1, 56, (2, 4, 6)),
        # Every tile wastes over a quarter of a 3x3 output: the least wasteful, the smallest.
        (1, 3, (2,)),
        # ResNet-50's stride-2 layers (56, 28 and 14 pixels in); F(3, 2) makes 9 rows of a
        # 7-row output.
        (2, 56, (2, 3, 4)),
        (2, 28, (2, 3, 4)),
        (2, 14, (2, 4)),
    ],
)
def test_space_offers_the_tiles_that_fit_the_output(
    stride: int, size: int, worth: tuple[int, ...]
) -> None:
    w = Workload.of("winograd_conv2d", n=1, c=32, h=size, w=size, k=32, stride=stride, pad=1)
    space = get_space(w)
    assert space.knob("m").candidates == worth
    assert space.default().knobs["m"] in worth
    for m in set(TILES_BY_STRIDE[stride]) - set(worth):
        with pytest.raises(InvalidConfig, match="knob 'm'"):
            space.validate(with_knobs(w, m=m))


@pytest.mark.parametrize(
    "params",
    [
        # NCHW, channels no multiple of the vector, no padding, an even and an odd side.
        {"n": 2, "c": 5, "h": 12, "w": 17, "k": 7, "pad": 0, "epilogue": "bias"},
        # Mixed layouts, relu6 and a pointwise act, padding wider than the kernel's.
        {
            "n": 1,
            "c": 16,
            "h": 20,
            "w": 19,
            "k": 20,
            "pad": 2,
            "epilogue": "bias_relu6",
            "act": "mul(x;0.5)",
            "layout_in": "nchw16c",
        },
    ],
)
def test_stride_2_layouts_epilogues_and_odd_sizes(params: dict[str, int | str]) -> None:
    w = Workload("winograd_conv2d", (*params.items(), ("stride", 2)))
    for i, m in enumerate(get_space(w).knob("m").candidates):
        assert isinstance(m, int)
        check(w, with_knobs(w, m=m), seed=i)


@pytest.mark.parametrize(
    ("stride", "m", "rows", "mr", "mc_tiles"),
    [(1, 2, 1, 6, 1), (1, 4, 2, 4, 2), (1, 6, 4, 14, 1), (2, 2, 2, 3, 2), (2, 3, 1, 1, 8)],
)
@pytest.mark.parametrize("blocked", [True, False])
def test_fused_blocks_of_tile_rows(
    stride: int, m: int, rows: int, mr: int, mc_tiles: int, blocked: bool
) -> None:
    """``parallel=fused<r>``: the input transform, the products and the output transform
    per block of tile rows, V and M on each thread's stack; micro-tiles and cache blocks
    that straddle blocks (``mr`` and ``mc_tiles`` that divide no block's tiles), a batch
    of two images, an output no multiple of the tile, NCHW16c and NCHW; the prepacked
    kernel and the one that transforms its weights, on 2 and 3 threads."""
    n, h, wd = EVERY_TILE_INPUT[stride]
    layouts = {"layout_in": "nchw16c", "layout_out": "nchw16c"} if blocked else {}
    w = Workload.of("winograd_conv2d", n=n, c=32, h=h, w=wd, k=48, stride=stride, pad=1,
                    epilogue="bias_add_relu", **layouts)  # fmt: skip
    cfg = with_knobs(w, m=m, parallel=f"fused{rows}", mr=mr, mc_tiles=mc_tiles, nv=1, pack_a=0)
    assert set(FUSED) <= set(get_space(w).knob("parallel").candidates)
    assert fused_rows(WinogradShape.of(w, m), cfg) == rows  # whole rows: truly fused
    assert redundant(w, cfg, Target.parse("llvm")) is None
    check(w, cfg, seed=m + rows)
    check(w, cfg, seed=m + rows, prepacked=False)
    inputs = random_inputs(w, np.random.default_rng(5))
    kernel = build(w, cfg, num_threads=3, prepacked=True)
    assert output_error(kernel(*kernel.prepare(*inputs)), reference(w, inputs)) <= CHECK_RTOL


def test_fused_blocks_are_whole_rows_whose_scratch_fits_a_stack(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A block is the largest divisor of the tile rows up to ``r`` whose V and M fit
    :data:`FUSED_SCRATCH_MAX`; configs that build another's kernel say so, and a split
    whose scratch cannot fit runs unfused, still correct."""
    llvm = Target.parse("llvm")
    w = blocked_with_residual(n=1, c=64, h=56, w=56, k=64, stride=1)  # 14 x 14 tiles of F(4x4)
    shape = WinogradShape.of(w, 4)
    assert [fused_rows(shape, with_knobs(w, m=4, mr=14, parallel=f)) for f in FUSED] == [1, 2, 2]
    assert fused_rows(shape, with_knobs(w, m=4, mr=14, parallel="tiles")) == 0
    four = redundant(w, with_knobs(w, m=4, mr=14, parallel="fused4", pack_a=0), llvm)
    assert four is not None
    assert "blocks of 2 tile rows" in four
    assert redundant(w, with_knobs(w, m=4, mr=14, parallel="fused2", pack_a=0), llvm) is None
    packed = redundant(w, with_knobs(w, m=4, mr=14, parallel="fused2", pack_a=1), llvm)
    assert packed is not None
    assert "pack_a=1 is not read" in packed
    assert redundant(w, with_knobs(w, m=4, parallel="tiles", pack_a=1), llvm) is None
    # 512 channels of F(2x2) on a 14x14 output: one row (7 tiles, 8 with mr=8) is
    # 16 * 8 * 1024 * 4 bytes = 512 KiB, two rows would be 1 MiB and more.
    big = blocked_with_residual(n=1, c=512, h=14, w=14, k=512, stride=1)
    cfg = with_knobs(big, m=2, mr=8, mc_tiles=1, parallel="fused4")
    assert scratch_bytes(WinogradShape.of(big, 2), 1, cfg) == 512 << 10
    assert fused_rows(WinogradShape.of(big, 2), cfg) == 1
    # Stride 2, 512 channels, 14x14 output of F(4, 2) (81 positions): no row fits.
    huge = blocked_with_residual(n=1, c=512, h=28, w=28, k=512, stride=2)
    cfg = with_knobs(huge, m=4, mr=4, parallel="fused1", pack_a=0)
    assert fused_rows(WinogradShape.of(huge, 4), cfg) == 0
    over = redundant(huge, cfg, llvm)
    assert over is not None
    assert "over the limit" in over
    small = blocked_with_residual(n=1, c=16, h=8, w=8, k=16, stride=1)
    monkeypatch.setattr(winograd_conv2d, "FUSED_SCRATCH_MAX", 1024)
    unfused = with_knobs(small, m=2, mr=4, parallel="fused1")
    assert fused_rows(WinogradShape.of(small, 2), unfused) == 0
    check(small, unfused, seed=3)
