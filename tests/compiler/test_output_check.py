"""check_output: the bench scripts' correctness check rejects partial, NaN and wrong outputs."""

from __future__ import annotations

import math

import numpy as np
import pytest

from compiler import random_inputs, reference
from compiler.timing import CHECK_RTOL, check_output, max_rel_err, output_error
from runtime import build

REF = np.arange(1.0, 25.0).reshape(4, 6)


def _correct(out: np.ndarray) -> None:
    out[...] = REF


def _first_rows_only(out: np.ndarray) -> None:
    """A planted kernel that forgets the last rows (as a tile loop with a wrong bound)."""
    out[:2] = REF[:2]


def test_a_correct_output_passes() -> None:
    check = check_output(_correct, REF)
    assert check.ok
    assert check.err == 0.0


def test_an_unwritten_part_fails_even_after_a_correct_config() -> None:
    """The old bench loop reused one buffer: the previous config's values made this pass."""
    shared = np.empty(REF.shape, np.float32)
    _correct(shared)
    _first_rows_only(shared)
    assert max_rel_err(shared, REF) <= CHECK_RTOL  # the bug: it looked right
    assert check_output(_correct, REF).ok
    check = check_output(_first_rows_only, REF)
    assert not check.ok
    assert check.err == math.inf


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_a_non_finite_output_fails(bad: float) -> None:
    def planted(out: np.ndarray) -> None:
        out[...] = REF
        out[1, 3] = bad

    check = check_output(planted, REF)
    assert not check.ok
    assert check.err == math.inf
    assert not check.err <= CHECK_RTOL


def test_nan_compares_false_so_output_error_is_inf() -> None:
    out = REF.astype(np.float32)
    out[0, 0] = np.nan
    assert output_error(out, REF) == math.inf


def test_the_tolerance_is_inclusive_and_configurable() -> None:
    def off(out: np.ndarray) -> None:
        out[...] = REF
        out[0, 0] += 24.0 * 1e-3  # relative 1e-3 of the largest |ref|

    assert not check_output(off, REF).ok
    assert check_output(off, REF, rtol=2e-3).ok


def test_a_compiled_kernel_is_checked_into_a_fresh_buffer() -> None:
    """A real kernel passes; the same kernel fed a NaN input is rejected."""
    kernel = build("matmul:m=8,n=8,k=8")
    inputs = random_inputs(kernel.workload, np.random.default_rng(0))
    ref = reference(kernel.workload, inputs)
    assert check_output(lambda o: kernel.run(*inputs, out=o), ref).ok
    poisoned = [inputs[0].copy(), inputs[1]]
    poisoned[0][3, 5] = np.nan
    check = check_output(lambda o: kernel.run(*poisoned, out=o), ref)
    assert not check.ok
    assert check.err == math.inf
