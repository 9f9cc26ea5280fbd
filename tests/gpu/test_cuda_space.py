"""The GPU GEMM space's knobs added after configs were recorded, and its split-K defaults."""

from __future__ import annotations

import pytest

from compiler import Config
from compiler.templates.cuda import cuda_kernel, cuda_space


@pytest.mark.parametrize(
    ("workload", "split"),
    [
        # 26 blocks of 64x64 for 128 output channels x 784 pixels: split into 4 (104).
        ("conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1", 4),
        ("conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1", 8),  # 16 blocks
        ("conv2d:n=1,c=512,h=7,w=7,k=512,r=3,s=3,pad=1", 16),  # 8 blocks
        ("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1", 1),  # 49 blocks: enough
        ("matmul:m=4096,n=4096,k=4096", 1),
    ],
)
def test_small_outputs_split_k_by_default(workload: str, split: int) -> None:
    assert cuda_space(workload).default()["split_k"] == split


def test_split_k_is_offered_only_where_it_fits() -> None:
    # 4096^2 partial sums per split would pass the 64 MB workspace cap.
    assert cuda_space("matmul:m=4096,n=4096,k=4096").knob("split_k").candidates == (1,)
    # K = 96: at most 3 slices of 32, so at most 2 splits.
    assert cuda_space("matmul:m=64,n=64,k=96").knob("split_k").candidates == (1, 2)
    assert cuda_space("matmul:m=3,n=5,k=7").knob("split_k").candidates == (1,)


def test_configs_recorded_before_warp_n_and_split_k_mean_what_they_did() -> None:
    """A config without the knobs is the row-major, unsplit kernel it always was."""
    workload = "conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1"
    space = cuda_space(workload)
    now = space.default().to_json()
    old = {k: v for k, v in now.items() if k not in ("warp_n", "split_k")}
    index = space.index_of(old)
    assert space.get(index)["warp_n"] == 0
    assert space.get(index)["split_k"] == 1
    before = cuda_kernel(workload, Config.from_json({**old, "warp_n": 0, "split_k": 1}))
    assert cuda_kernel(workload, space.get(index)).source.text == before.source.text
    assert before.source.workspaces == ()
