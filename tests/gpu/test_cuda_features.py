"""Cost-model features for cuda targets: fixed length, and they tell configs apart."""

from __future__ import annotations

import random

import numpy as np
import pytest

import compiler
from tests.gpu.cases import TEMPLATE_WORKLOADS, config_with

#: A knob of each template that its feature names must show.
KNOB = {
    "depthwise_conv2d": "threads_x",
    "pointwise": "threads",
    "layernorm": "threads",
    "softmax": "threads",
    "reduce": "threads",
    "copy": "threads",
    "concat": "threads",
    "gather": "threads",
    "attention": "threads",
    "resize2d": "threads",
    "pool2d": "threads",
}


def test_features_have_the_length_of_their_names_and_differ() -> None:
    for op, workload in TEMPLATE_WORKLOADS.items():
        names = compiler.feature_names(workload, "cuda")
        space = compiler.get_space(workload, "cuda")
        vectors = [
            compiler.features(workload, cfg, "cuda") for cfg in space.sample(random.Random(0), 5)
        ]
        assert all(v.shape == (len(names),) and v.dtype == np.float32 for v in vectors)
        assert len({v.tobytes() for v in vectors}) == 5
        assert any(n.startswith(f"knob.{KNOB.get(op, 'threads_m')}") for n in names)
        assert "cuda.log_shared_bytes" in names
        assert len(set(names)) == len(names)


def test_gemm_features_keep_their_names_and_order() -> None:
    """Moving the GEMM features into their template changed nothing a model was fit on."""
    names = compiler.feature_names("matmul:m=64,n=64,k=64", "cuda")
    gpu = [n for n in names if n.startswith("cuda.")]
    assert gpu == [
        "cuda.log_threads",
        "cuda.log_shared_bytes",
        "cuda.log_registers",
        "cuda.log_blocks",
        "cuda.log_block_m",
        "cuda.log_block_n",
        "cuda.log_block_k",
        "cuda.log_tile_intensity",
        "cuda.log_global_bytes_per_block",
        "cuda.smem_pressure",
        "cuda.smem_load_share",
        "cuda.blocks_per_sm",
        "cuda.log_flop",
    ]


def test_depthwise_features_describe_tile_reuse_and_waste() -> None:
    workload = "depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,pad=1"
    names = compiler.feature_names(workload, "cuda")

    def feats(**knobs: int | str) -> dict[str, float]:
        values = compiler.features(workload, config_with(workload, **knobs), "cuda")
        return dict(zip(names, map(float, values), strict=True))

    # 32 x 32 outputs from a 34 x 34 input tile; 112 = 3.5 x 32: 4 x 4 tiles cover 128 x 128.
    square = feats(threads_x=16, thread_x=2, threads_y=8, thread_y=4, channels=1)
    assert square["cuda.tile_reuse"] == pytest.approx(32 * 32 / (34 * 34))
    assert square["cuda.tile_waste"] == pytest.approx(1.0 - 112 * 112 / (128 * 128))
    exact = feats(threads_x=8, thread_x=2, threads_y=8, thread_y=2, channels=1)
    assert exact["cuda.tile_waste"] == 0.0  # 112 = 7 x 16
    # Blocked columns share one input segment: fewer shared reads per output than strided.
    blocked = feats(thread_x=4, layout="blocked")
    strided = feats(thread_x=4, layout="strided")
    assert blocked["cuda.log_shared_reads_per_output"] < strided["cuda.log_shared_reads_per_output"]


def test_a_config_over_a_device_limit_still_has_features() -> None:
    big = "matmul:m=2048,n=2048,k=2048"
    cfg = config_with(big, threads_m=32, thread_m=8, threads_n=8, thread_n=8, block_k=32)
    names = compiler.feature_names(big, "cuda")
    f = dict(zip(names, compiler.features(big, cfg, "cuda"), strict=True))
    assert f["cuda.blocks_per_sm"] == 0.0  # 80 KiB of shared memory: no block fits
    assert f["cuda.log_shared_bytes"] > np.log2(48 * 1024)
