"""The GPU spaces: knobs added after configs were recorded, and the defaults by size."""

from __future__ import annotations

import math

import pytest

from compiler import Config, get_space
from compiler.targets.cuda import kernel_source


@pytest.mark.parametrize(
    ("workload", "split"),
    [
        # 26 blocks of 64x64 for 128 output channels x 784 pixels: split into 8 (208).
        ("conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1", 8),
        ("conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1", 16),  # 16 blocks
        ("conv2d:n=1,c=512,h=7,w=7,k=512,r=3,s=3,pad=1", 16),  # 8 blocks: K allows 16
        ("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1", 4),  # 49 blocks, 36 K slices
        ("matmul:m=4096,n=4096,k=4096", 1),
        ("matmul:m=1024,n=1024,k=1024", 1),  # 128 blocks of 64x128
        ("batch_matmul:b=16,m=512,n=512,k=64", 1),  # 1024 blocks
    ],
)
def test_small_outputs_split_k_by_default(workload: str, split: int) -> None:
    assert get_space(workload, "cuda").default()["split_k"] == split


def test_split_k_is_offered_only_where_it_fits() -> None:
    # 4096^2 partial sums per split would pass the 64 MB workspace cap.
    assert get_space("matmul:m=4096,n=4096,k=4096", "cuda").knob("split_k").candidates == (1,)
    # K = 96: at most 3 slices of 32, so at most 2 splits.
    assert get_space("matmul:m=64,n=64,k=96", "cuda").knob("split_k").candidates == (1, 2)
    assert get_space("matmul:m=3,n=5,k=7", "cuda").knob("split_k").candidates == (1,)


def test_configs_recorded_before_warp_n_and_split_k_mean_what_they_did() -> None:
    """A config without the knobs is the row-major, unsplit kernel it always was."""
    workload = "conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1"
    space = get_space(workload, "cuda")
    now = space.default().to_json()
    old = {k: v for k, v in now.items() if k not in ("warp_n", "split_k")}
    index = space.index_of(old)
    assert space.get(index)["warp_n"] == 0
    assert space.get(index)["split_k"] == 1
    before = kernel_source(workload, Config.from_json({**old, "warp_n": 0, "split_k": 1}))
    assert kernel_source(workload, space.get(index)).text == before.text
    assert before.workspaces == ()


def test_depthwise_configs_recorded_before_staging_are_the_staged_kernel() -> None:
    workload = "depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,pad=1"
    space = get_space(workload, "cuda")
    old = {k: v for k, v in space.default().to_json().items() if k != "staging"}
    recorded = space.get(space.index_of(old))
    assert recorded["staging"] == "shared"
    staged = kernel_source(workload, recorded)
    assert "__shared__" in staged.text
    assert "__syncthreads" in staged.text
    unstaged = kernel_source(workload, Config.from_json({**old, "staging": "none"}))
    assert unstaged.shared_bytes == 0
    assert "__shared__" not in unstaged.text
    assert "__syncthreads" not in unstaged.text
    assert unstaged.grid == staged.grid


@pytest.mark.parametrize(
    ("workload", "tile"),
    [
        # Large outputs: 256x128 tiles of 16x8 per thread in 8-wide warp patches.
        ("matmul:m=4096,n=4096,k=4096", (16, 16, 16, 8, 8)),
        ("matmul:m=2048,n=2048,k=2048", (16, 16, 16, 8, 8)),  # 128 such tiles: enough
        ("matmul:m=1024,n=1024,k=1024", (8, 8, 16, 8, 0)),  # 32 would be: 64x128 tiles
        ("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1", (16, 4, 16, 4, 0)),
        ("matmul:m=100,n=72,k=60", (16, 4, 16, 4, 0)),
    ],
)
def test_default_tiles_by_output_size(workload: str, tile: tuple[int, ...]) -> None:
    d = get_space(workload, "cuda").default()
    assert tuple(d[k] for k in ("threads_m", "thread_m", "threads_n", "thread_n", "warp_n")) == tile
    assert d["layout"] == "quad"
    kernel_source(workload, d)  # within the default device limits


def test_neighbours_change_exactly_one_knob() -> None:
    space = get_space("matmul:m=256,n=256,k=256", "cuda")
    base = space.default()
    near = space.neighbours(base)
    assert len(near) == sum(len(k.candidates) - 1 for k in space.knobs)
    assert len(set(near)) == len(near)
    assert base not in near
    for config in near:
        space.validate(config)
        assert sum(config[k] != base[k] for k in space.names) == 1


@pytest.mark.parametrize(
    ("workload", "rows", "staging"),
    [
        # 120 blocks of 8x8 outputs x 8 channels: one row per thread, 240 blocks; too few
        # to hide a barrier, so nothing staged.
        ("depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,pad=1", 1, "none"),
        ("depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,pad=2", 2, "none"),  # 288 blocks
        ("depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,pad=1", 2, "shared"),  # 896
        # 768 blocks, but at stride 2 the windows barely overlap: nothing to reuse.
        ("depthwise_conv2d:n=1,c=96,h=112,w=112,r=3,s=3,stride=2,pad=1", 2, "none"),
    ],
)
def test_depthwise_default_doubles_few_blocks_and_stages_only_large_stride_1_images(
    workload: str, rows: int, staging: str
) -> None:
    d = get_space(workload, "cuda").default()
    assert (d["thread_y"], d["layout"], d["unroll_taps"]) == (rows, "blocked", 1)
    assert d["staging"] == staging
    source = kernel_source(workload, d)
    assert ("__syncthreads" in source.text) == (staging == "shared")
    grid = source.grid
    assert grid[0] * grid[1] * grid[2] >= 128


@pytest.mark.parametrize(
    ("workload", "knobs", "halved"),
    [
        # 64 rows of tile for 32 rows of output: 8 threads do what 16 do.
        ("matmul:m=32,n=256,k=64", {"threads_m": 16, "thread_m": 4}, {"threads_m": 8}),
        # 128 columns for ResNet-50's 7x7 = 49 pixels: 4 per thread do what 8 do.
        (
            "conv2d:n=1,c=512,h=7,w=7,k=512,r=3,s=3,pad=1",
            {"threads_n": 16, "thread_n": 8},
            {"thread_n": 4},
        ),
        (
            "depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,pad=1",
            {"threads_y": 4, "thread_y": 4},
            {"threads_y": 2},
        ),
    ],
    ids=["matmul", "conv2d", "depthwise_conv2d"],
)
def test_a_tile_twice_the_output_is_redundant(
    workload: str, knobs: dict[str, int], halved: dict[str, int]
) -> None:
    """What the tuner's screen skips as redundant launches the blocks that half its tile
    launches, with more threads; the half tile is not redundant."""
    import compiler
    from tests.gpu.cases import config_with

    big, small = config_with(workload, **knobs), config_with(workload, **{**knobs, **halved})
    problem = compiler.config_problem(workload, big, "cuda")
    assert problem is not None
    assert problem.startswith("redundant: a block tile of ")
    assert compiler.config_problem(workload, small, "cuda") is None
    big_kernel, small_kernel = kernel_source(workload, big), kernel_source(workload, small)
    assert big_kernel.grid == small_kernel.grid
    # Half the threads, or as many each computing half the outputs.
    threads_ratio = 2 if any(name.startswith("threads_") for name in halved) else 1
    assert math.prod(big_kernel.block) == threads_ratio * math.prod(small_kernel.block)


def test_a_tile_under_twice_the_output_is_not_redundant() -> None:
    import compiler
    from tests.gpu.cases import config_with

    ragged = "matmul:m=33,n=256,k=64"  # 64 rows for 33: two blocks of 32 would do no better
    fits = config_with(ragged, threads_m=16, thread_m=4)
    assert compiler.config_problem(ragged, fits, "cuda") is None
    # The smallest tile (4 threads, 1 output each) is never redundant: there is no smaller.
    tiny = "matmul:m=1,n=256,k=64"
    assert compiler.config_problem(tiny, config_with(tiny, threads_m=4, thread_m=1), "cuda") is None
