"""Cost-model features for cuda targets: fixed length, and they tell configs apart."""

from __future__ import annotations

import random

import numpy as np

import compiler
from tests.gpu.cases import TEMPLATE_WORKLOADS, config_with


def test_features_have_the_length_of_their_names_and_differ() -> None:
    for workload in TEMPLATE_WORKLOADS.values():
        names = compiler.feature_names(workload, "cuda")
        space = compiler.get_space(workload, "cuda")
        vectors = [
            compiler.features(workload, cfg, "cuda") for cfg in space.sample(random.Random(0), 5)
        ]
        assert all(v.shape == (len(names),) and v.dtype == np.float32 for v in vectors)
        assert len({v.tobytes() for v in vectors}) == 5
        assert any(n.startswith("knob.threads_m") for n in names)
        assert "cuda.log_shared_bytes" in names


def test_a_config_over_a_device_limit_still_has_features() -> None:
    big = "matmul:m=2048,n=2048,k=2048"
    cfg = config_with(big, threads_m=32, thread_m=8, threads_n=8, thread_n=8, block_k=32)
    names = compiler.feature_names(big, "cuda")
    f = dict(zip(names, compiler.features(big, cfg, "cuda"), strict=True))
    assert f["cuda.blocks_per_sm"] == 0.0  # 80 KiB of shared memory: no block fits
    assert f["cuda.log_shared_bytes"] > np.log2(48 * 1024)
