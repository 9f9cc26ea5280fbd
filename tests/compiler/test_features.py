"""Cost-model features: fixed length per workload, informative, named."""

from __future__ import annotations

import random

import numpy as np
import pytest

from compiler import InvalidConfig, feature_names, features, get_space


@pytest.mark.parametrize(
    "workload", ["matmul:m=512,n=512,k=512", "batch_matmul:b=4,m=33,n=65,k=17"]
)
def test_fixed_length_and_names(workload: str) -> None:
    names = feature_names(workload)
    assert len(names) == len(set(names))
    vectors = [features(workload, c) for c in get_space(workload).sample(random.Random(0), 15)]
    assert {v.shape for v in vectors} == {(len(names),)}
    assert all(v.dtype == np.float32 and np.all(np.isfinite(v)) for v in vectors)
    # Different configs give different vectors (the model can tell them apart).
    assert len({v.tobytes() for v in vectors}) == len(vectors)


def test_features_reflect_knobs_and_loop_nest() -> None:
    w = "matmul:m=256,n=256,k=256"
    space = get_space(w)
    base = space.default().to_json()
    names = feature_names(w)
    one = dict(zip(names, features(w, {**base, "parallel": "none"}), strict=True))
    two = dict(zip(names, features(w, {**base, "parallel": "m"}), strict=True))
    assert one["knob.parallel==none"] == 1.0
    assert two["knob.parallel==m"] == 1.0
    assert one["parallel_loops"] < two["parallel_loops"]
    assert two["vector_lanes"] >= 4
    assert one["log_flops"] == pytest.approx(np.log2(1 + 2 * 256**3), rel=1e-6)


def test_invalid_config_rejected() -> None:
    with pytest.raises(InvalidConfig):
        features("matmul:m=8,n=8,k=8", {"mr": 1000})
