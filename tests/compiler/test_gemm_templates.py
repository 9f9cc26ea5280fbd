"""matmul and batch_matmul: random shapes (primes, 1) and random configs vs float64 numpy."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import Workload, get_space, random_inputs, reference
from compiler.ops import EPILOGUES
from runtime import Kernel, build

SIZES = st.one_of(st.sampled_from([1, 2, 3, 5, 7, 13, 16, 17, 31, 37, 64]), st.integers(1, 70))
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@functools.lru_cache(maxsize=64)
def _kernel(workload: str, config_json: str | None) -> Kernel:
    return build(workload, config_json, num_threads=2)


def _check(w: Workload, kernel: Kernel, seed: int) -> None:
    inputs = random_inputs(w, np.random.default_rng(seed))
    assert all(np.count_nonzero(x) == x.size for x in inputs)  # never zeros
    out = kernel(*inputs)
    ref = reference(w, inputs)
    assert out.shape == ref.shape
    # Relative to the largest reference value (relu may zero a tiny output entirely).
    rel = np.max(np.abs(out - ref)) / max(float(np.max(np.abs(ref))), 1.0)
    assert rel < 1e-4, f"{w} {kernel.config} rel err {rel}"


@SETTINGS
@given(
    m=SIZES,
    n=SIZES,
    k=SIZES,
    epilogue=st.sampled_from(EPILOGUES),
    data=st.data(),
)
def test_matmul_random_configs(m: int, n: int, k: int, epilogue: str, data: st.DataObject) -> None:
    w = Workload.of("matmul", m=m, n=n, k=k, epilogue=epilogue)
    space = get_space(w)
    cfg = space.get(data.draw(st.integers(0, space.size - 1), label="config index"))
    _check(w, _kernel(str(w), cfg.to_json_str()), seed=m * 10007 + n * 101 + k)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(b=st.integers(1, 4), m=SIZES, n=SIZES, k=SIZES, data=st.data())
def test_batch_matmul_random_configs(b: int, m: int, n: int, k: int, data: st.DataObject) -> None:
    w = Workload.of("batch_matmul", b=b, m=m, n=n, k=k)
    space = get_space(w)
    cfg = space.get(data.draw(st.integers(0, space.size - 1), label="config index"))
    _check(w, _kernel(str(w), cfg.to_json_str()), seed=b + m + n + k)


def test_default_configs_all_epilogues() -> None:
    for epilogue in EPILOGUES:
        w = Workload.of("matmul", m=67, n=131, k=45, epilogue=epilogue)
        _check(w, _kernel(str(w), None), seed=1)
    w = Workload.of("batch_matmul", b=3, m=29, n=50, k=33)
    _check(w, _kernel(str(w), None), seed=2)


def test_single_thread_and_many_threads_agree() -> None:
    w = Workload.of("matmul", m=97, n=61, k=53, epilogue="bias_relu")
    inputs = random_inputs(w, np.random.default_rng(7))
    one = build(w, num_threads=1)(*inputs)
    many = build(w, num_threads=5)(*inputs)
    np.testing.assert_allclose(one, many, rtol=1e-5, atol=1e-5)
    rel = np.max(np.abs(one - reference(w, inputs))) / np.max(np.abs(reference(w, inputs)))
    assert rel < 1e-4


def test_relu_clips_negatives() -> None:
    w = Workload.of("matmul", m=9, n=19, k=5, epilogue="bias_relu")
    inputs = random_inputs(w, np.random.default_rng(3))
    out = _kernel(str(w), None)(*inputs)
    pre = inputs[0].astype(np.float64) @ inputs[1] + inputs[2]
    assert (pre < 0).any()  # the check below would be vacuous otherwise
    assert np.all(out[pre < -1e-4] == 0.0)


@pytest.mark.parametrize(
    ("text", "rows", "columns"),
    [
        ("matmul:m=49,n=3072,k=768,epilogue=bias", 49, 3072),  # ConvNeXt-T's last stage
        ("matmul:m=197,n=768,k=768,epilogue=bias", 197, 768),  # ViT-B/16
        ("matmul:m=13,n=4096,k=512", 13, 4096),
        ("batch_matmul:b=12,m=197,n=197,k=64", 197, 197),
    ],
)
def test_the_default_parallel_split_keeps_two_threads_busy(
    text: str, rows: int, columns: int
) -> None:
    """The default spreads blocks that two threads share evenly: 49 rows are not one
    48-row block and a 1-row one (one thread would do all the work)."""
    from compiler.target import Target
    from compiler.templates.gemm import BALANCED, _blocks, _busy_fraction

    cfg = get_space(Workload.parse(text)).default()
    lanes = Target.parse("llvm").vector_lanes("float32")
    if cfg.get_str("parallel") == "m":
        blocks = _blocks(rows, cfg.get_int("mr"), cfg.get_int("mc_tiles"))
    else:
        assert cfg.get_str("parallel") == "n", cfg
        blocks = _blocks(columns, cfg.get_int("nv") * lanes, cfg.get_int("nc_tiles"))
    assert _busy_fraction(blocks, 2) >= BALANCED, (cfg, blocks)
    assert _busy_fraction([48, 1], 2) < BALANCED  # what 49 rows got before
