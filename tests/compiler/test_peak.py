"""The FMA-peak probe benchmarks report fractions of."""

from __future__ import annotations

import pytest

from runtime.peak import _fma_loop_ir, fma_peak_gflops


def test_peak_is_a_plausible_positive_rate() -> None:
    one = fma_peak_gflops(1, seconds=0.02, repeat=1)
    # A vector FMA loop beats one scalar add per nanosecond on any machine we run on.
    assert one > 1.0


def test_fma_loop_ir_has_independent_chains() -> None:
    text = _fma_loop_ir(8, 5)
    assert text.count("@llvm.fmuladd.v8f32(<8 x float> %acc") == 5


def test_bad_thread_count() -> None:
    with pytest.raises(ValueError, match="threads must be >= 1"):
        fma_peak_gflops(0)
