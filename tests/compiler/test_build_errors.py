"""Bad input to build() and to kernels: clear ValueErrors, never a crash."""

from __future__ import annotations

import numpy as np
import pytest

from compiler import InvalidConfig, random_inputs
from runtime import Kernel, build

W = "matmul:m=5,n=7,k=3,epilogue=bias"


@pytest.fixture(scope="module")
def kernel() -> Kernel:
    return build(W, num_threads=1)


@pytest.fixture
def inputs(kernel: Kernel) -> list[np.ndarray]:
    return random_inputs(kernel.workload, np.random.default_rng(0))


def test_kernel_attributes(kernel: Kernel) -> None:
    assert kernel.flop == 2 * 5 * 7 * 3 + 5 * 7
    assert kernel.compile_time_s > 0
    assert 'define void @"kernel"' in kernel.source
    assert "kernel" in kernel.asm()
    assert kernel.config == kernel.config  # frozen, comparable
    assert [s.name for s in kernel.inputs] == ["A", "B", "bias"]


def test_run_into_out(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    out = np.full((5, 7), np.nan, dtype=np.float32)
    kernel.run(*inputs, out=out)
    np.testing.assert_allclose(out, inputs[0] @ inputs[1] + inputs[2], rtol=1e-5, atol=1e-5)


def test_wrong_number_of_inputs(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    with pytest.raises(ValueError, match="takes 3 inputs"):
        kernel(*inputs[:2])


def test_wrong_shape(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    with pytest.raises(ValueError, match=r"'B' must have shape \(3, 7\)"):
        kernel(inputs[0], np.ones((7, 3), np.float32), inputs[2])


def test_wrong_dtype(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    with pytest.raises(ValueError, match="'A' must have dtype float32, got float64"):
        kernel(inputs[0].astype(np.float64), inputs[1], inputs[2])


def test_non_contiguous(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    strided = np.ones((5, 6), np.float32)[:, ::2]
    with pytest.raises(ValueError, match="C-contiguous"):
        kernel(strided, inputs[1], inputs[2])
    fortran = np.asfortranarray(np.ones((5, 3), np.float32))
    assert not fortran.flags.c_contiguous
    with pytest.raises(ValueError, match="C-contiguous"):
        kernel(fortran, inputs[1], inputs[2])


def test_not_an_array(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    with pytest.raises(ValueError, match="numpy array"):
        kernel([[1.0]], inputs[1], inputs[2])


def test_bad_out(kernel: Kernel, inputs: list[np.ndarray]) -> None:
    with pytest.raises(ValueError, match="'out' must have shape"):
        kernel.run(*inputs, out=np.empty((7, 5), np.float32))
    readonly = np.empty((5, 7), np.float32)
    readonly.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        kernel.run(*inputs, out=readonly)


def test_out_of_space_config() -> None:
    with pytest.raises(InvalidConfig, match=r"knob 'mr'.*allowed values"):
        build(W, {**build(W).config.to_json(), "mr": 5})


def test_config_as_bad_json_text() -> None:
    with pytest.raises(InvalidConfig, match="not valid JSON"):
        build(W, "{mr: 3")


def test_bad_workload_and_target() -> None:
    with pytest.raises(ValueError, match="unknown operator"):
        build("matmal:m=1,n=1,k=1")
    with pytest.raises(ValueError, match="unknown target option"):
        build(W, target="llvm -O3=1")
    with pytest.raises(ValueError, match="num_threads"):
        build(W, num_threads=0)


def test_explicit_cpu_target_builds() -> None:
    k = build("matmul:m=8,n=8,k=8", target="llvm -mcpu=x86-64-v3", num_threads=1)
    a, b = random_inputs(k.workload, np.random.default_rng(0))
    np.testing.assert_allclose(k(a, b), a @ b, rtol=1e-5, atol=1e-5)
    assert "zmm" not in k.asm()  # AVX2 only: 256-bit registers
