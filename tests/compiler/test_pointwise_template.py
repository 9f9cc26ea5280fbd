"""pointwise_conv2d (a 1x1 convolution as a GEMM over the pixels): random shapes and
configs, every epilogue, prepacked or not, against float64 numpy and against conv2d."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import Workload, get_space, random_inputs, reference
from compiler.ops import CONV_EPILOGUES
from compiler.space import Config
from compiler.templates.pointwise_conv2d import pack_weight
from runtime import Kernel, build

SIZES = st.one_of(st.sampled_from([1, 2, 3, 7, 13, 16, 17, 31, 64]), st.integers(1, 70))


@functools.lru_cache(maxsize=64)
def _kernel(workload: str, config_json: str, prepacked: bool) -> Kernel:
    return build(workload, config_json, num_threads=2, prepacked=prepacked)


def _check(w: Workload, kernel: Kernel, seed: int) -> None:
    inputs = random_inputs(w, np.random.default_rng(seed))
    assert all(np.count_nonzero(x) == x.size for x in inputs)
    out = kernel(*kernel.prepare(*inputs))
    ref = reference(w, inputs)
    assert out.shape == ref.shape == (w.get_int("n"), w.get_int("k"), w.get_int("p"))
    rel = np.max(np.abs(out - ref)) / max(float(np.max(np.abs(ref))), 1.0)
    assert rel < 1e-4, f"{w} {kernel.config} rel err {rel}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(1, 3),
    c=SIZES,
    k=SIZES,
    p=SIZES,
    epilogue=st.sampled_from(CONV_EPILOGUES),
    prepacked=st.booleans(),
    data=st.data(),
)
def test_random_configs(
    n: int, c: int, k: int, p: int, epilogue: str, prepacked: bool, data: st.DataObject
) -> None:
    w = Workload.of("pointwise_conv2d", n=n, c=c, k=k, p=p, epilogue=epilogue)
    space = get_space(w)
    cfg = space.get(data.draw(st.integers(0, space.size - 1), label="config index"))
    _check(w, _kernel(str(w), cfg.to_json_str(), prepacked), seed=n + c * 7 + k * 101 + p)


@pytest.mark.parametrize(
    "text",
    [
        "pointwise_conv2d:n=1,c=64,k=256,p=3136,epilogue=bias_add_relu",  # ResNet-50
        "pointwise_conv2d:n=2,c=128,k=32,p=784,epilogue=bias_relu6",
        "pointwise_conv2d:n=1,c=5,k=3,p=9",
    ],
)
@pytest.mark.parametrize("prepacked", [False, True])
def test_default_configs(text: str, prepacked: bool) -> None:
    w = Workload.parse(text)
    _check(w, _kernel(text, get_space(w).default().to_json_str(), prepacked), seed=5)


def test_same_result_as_the_1x1_conv2d() -> None:
    """The GEMM of the NCHW pixels is the 1x1 convolution, epilogue included."""
    pw = Workload.parse("pointwise_conv2d:n=2,c=24,k=40,p=63,epilogue=bias_add_relu")
    conv = Workload.parse("conv2d:n=2,c=24,h=7,w=9,k=40,r=1,s=1,epilogue=bias_add_relu")
    data, weight, bias, residual = random_inputs(conv, np.random.default_rng(2))
    want = build(conv, num_threads=2)(data, weight, bias, residual)
    kernel = build(pw, num_threads=2, prepacked=True)
    args = kernel.prepare(
        data.reshape(2, 24, 63), weight.reshape(40, 24), bias, residual.reshape(2, 40, 63)
    )
    got = kernel(*args)
    np.testing.assert_allclose(got.reshape(want.shape), want, rtol=1e-4, atol=1e-4)


def test_prepacked_layout() -> None:
    """The weights arrive as ``[ceil(k/mr)][c][mr]``: panel ``io`` holds rows ``io*mr ...``."""
    w = Workload.parse("pointwise_conv2d:n=1,c=5,k=37,p=20,epilogue=bias")
    cfg = Config({**get_space(w).default().knobs, "mr": 6, "pack_a": 1})
    kernel = build(w, cfg, num_threads=1, prepacked=True)
    data, weight, bias = random_inputs(w, np.random.default_rng(0))
    args = kernel.prepare(data, weight, bias)
    assert kernel.inputs[1].shape == args[1].shape == (math.ceil(37 / 6), 5, 6)
    assert [spec.shape for spec in kernel.logical_inputs] == [(1, 5, 20), (37, 5), (37,)]
    for i in range(37):
        np.testing.assert_array_equal(args[1][i // 6, :, i % 6], weight[i])
    assert not args[1][-1, :, 37 % 6 :].any()  # the padding rows are zero
    assert args[0] is data
    np.testing.assert_array_equal(pack_weight(weight, 6), args[1])
    _check(w, kernel, seed=0)


def test_without_pack_a_the_weights_are_read_as_they_are() -> None:
    w = Workload.parse("pointwise_conv2d:n=1,c=9,k=11,p=40,epilogue=bias_relu")
    cfg = Config({**get_space(w).default().knobs, "pack_a": 0})
    kernel = build(w, cfg, num_threads=2, prepacked=True)
    inputs = random_inputs(w, np.random.default_rng(4))
    assert kernel.inputs[1].shape == (11, 9)
    np.testing.assert_array_equal(kernel.prepare(*inputs)[1], inputs[1])
    _check(w, kernel, seed=4)
