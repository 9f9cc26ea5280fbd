"""Golden text of the CUDA C for one small kernel per template, and launch geometry.

After an intended change to the renderer, regenerate the files with
``.venv/bin/python -m tests.gpu.test_cuda_golden`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from compiler.targets.cuda import kernel_source
from tests.gpu.cases import config_with

GOLDEN = Path(__file__).parent / "golden"

#: name -> (workload, knobs changed from the default)
KERNELS: dict[str, tuple[str, dict[str, int | str]]] = {
    "matmul_bias_relu": (
        "matmul:m=16,n=16,k=16,epilogue=bias_relu",
        {
            "threads_m": 4,
            "thread_m": 2,
            "threads_n": 4,
            "thread_n": 2,
            "block_k": 8,
            "layout": "strided",
        },
    ),
    "batch_matmul": (
        "batch_matmul:b=2,m=12,n=8,k=6",
        {
            "threads_m": 4,
            "thread_m": 4,
            "threads_n": 4,
            "thread_n": 2,
            "double_buffer": 0,
            "layout": "strided",
        },
    ),
    "conv2d": (
        "conv2d:n=1,c=2,h=5,w=5,k=4,r=3,s=3,pad=1",
        {
            "threads_m": 4,
            "thread_m": 1,
            "threads_n": 8,
            "thread_n": 1,
            "block_k": 8,
            "layout": "strided",
        },
    ),
    # quad groups (float4 shared reads and stores) and 8x4-thread warp patches.
    "matmul_quad_warps": (
        "matmul:m=64,n=64,k=16,epilogue=bias",
        {
            "threads_m": 8,
            "thread_m": 8,
            "threads_n": 16,
            "thread_n": 4,
            "block_k": 8,
            "layout": "quad",
            "warp_n": 8,
        },
    ),
    # cp.async of the zero-padded window (zero-filled copies) and split K in 2.
    "conv2d_async_split": (
        "conv2d:n=1,c=8,h=5,w=5,k=8,r=3,s=3,pad=1,epilogue=bias_relu",
        {
            "threads_m": 4,
            "thread_m": 2,
            "threads_n": 8,
            "thread_n": 2,
            "block_k": 8,
            "layout": "strided",
            "async_copy": 1,
            "split_k": 2,
        },
    ),
    # The default config of large images at stride 1 (2 x 2 outputs per thread, blocked,
    # taps unrolled, staged), ragged everywhere: 3 channels in blocks of 2, 7 x 6 outputs.
    "depthwise_conv2d": (
        "depthwise_conv2d:n=2,c=3,h=7,w=6,r=3,s=3,pad=1,epilogue=bias_add_relu",
        {"threads_x": 4, "thread_x": 2, "threads_y": 4, "thread_y": 2, "channels": 2}
        | {"layout": "blocked", "unroll_taps": 1, "staging": "shared"},
    ),
    # The same with nothing staged, as small images and strided ones default to.
    "depthwise_conv2d_unstaged": (
        "depthwise_conv2d:n=2,c=3,h=7,w=6,r=3,s=3,pad=1,epilogue=bias_add_relu",
        {"threads_x": 4, "thread_x": 2, "threads_y": 4, "thread_y": 2, "channels": 2}
        | {"layout": "blocked", "unroll_taps": 1, "staging": "none"},
    ),
}


def render(name: str) -> str:
    workload, knobs = KERNELS[name]
    return kernel_source(workload, config_with(workload, **knobs), "cuda -arch=sm_80").text


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_golden_cuda_c(name: str) -> None:
    expected = (GOLDEN / f"{name}.cu").read_text()
    assert render(name) == expected


def test_launch_geometry() -> None:
    workload, knobs = KERNELS["batch_matmul"]
    src = kernel_source(workload, config_with(workload, **knobs))
    assert src.block == (16, 1, 1)  # 4 x 4 threads
    assert src.grid == (1, 1, 2)  # N 8 / 8, M 12 / 16, batch 2
    assert src.shared_bytes == 4 * 1 * 8 * (16 + 8)  # one buffer, block_k 8
    assert src.params == ("A", "B", "C")
    conv = kernel_source("conv2d:n=2,c=3,h=8,w=8,k=10,r=3,s=3")
    assert conv.params == ("data", "weight", "out")
    assert conv.grid[0] * conv.block[0] >= 2 * 6 * 6 // 4  # N = n * oh * ow is covered


def test_depthwise_launch_geometry() -> None:
    workload = "depthwise_conv2d:n=2,c=5,h=9,w=20,r=3,s=3,stride=2,pad=1"
    tiles = {"threads_x": 4, "thread_x": 2, "threads_y": 2, "thread_y": 2, "channels": 4}
    src = kernel_source(workload, config_with(workload, **tiles, staging="shared"))
    assert src.params == ("data", "weight", "out")
    # Output 5 x 10: tiles of 4 x 8 (2 threads x 2 rows, 4 threads x 2 columns), 4 channels.
    assert src.block == (2 * 4 * 4, 1, 1)
    assert src.grid == (2 * 2, 2, 2)  # (tiles, channel groups, images)
    # (4 - 1) * 2 + 3 = 9 input rows and (8 - 1) * 2 + 3 = 17 columns per channel, 9 taps.
    assert src.shared_bytes == 4 * 4 * (9 * 17 + 9)


if __name__ == "__main__":
    for kernel_name in KERNELS:
        (GOLDEN / f"{kernel_name}.cu").write_text(render(kernel_name))
