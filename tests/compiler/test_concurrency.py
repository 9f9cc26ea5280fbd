"""Kernels called from several Python threads at once stay correct (and serialize threads)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np

from compiler import build, random_inputs, reference


def test_two_threaded_kernels_run_concurrently_and_correctly() -> None:
    k1 = build("matmul:m=130,n=70,k=90,epilogue=bias", num_threads=2)
    k2 = build("batch_matmul:b=3,m=40,n=50,k=60", num_threads=2)
    x1 = random_inputs(k1.workload, np.random.default_rng(1))
    x2 = random_inputs(k2.workload, np.random.default_rng(2))
    r1, r2 = reference(k1.workload, x1), reference(k2.workload, x2)

    def call(i: int) -> float:
        k, x, r = (k1, x1, r1) if i % 2 else (k2, x2, r2)
        out = k(*x)
        return float(np.max(np.abs(out - r)) / np.max(np.abs(r)))

    with ThreadPoolExecutor(max_workers=4) as pool:
        errors = list(pool.map(call, range(24)))
    assert max(errors) < 1e-4
