"""``autotune source`` and ``autotune bench`` as real processes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CONFIG = (
    '{"mr": 4, "nv": 1, "mc_tiles": 2, "nc_tiles": 1, "kc": 16, "unroll_k": 2,'
    ' "order": "mnk", "inner": "nm", "parallel": "m", "pack_a": 1, "pack_b": 1, "pack_at": "block"}'
)


def _autotune(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "autotune", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_source_prints_llvm_ir() -> None:
    proc = _autotune("source", "matmul:m=8,n=16,k=20", "--config", CONFIG)
    assert proc.returncode == 0, proc.stderr
    assert 'define void @"kernel"' in proc.stdout
    assert "llvm.fmuladd" in proc.stdout


def test_source_asm_has_avx512_fmas() -> None:
    proc = _autotune(
        "source", "matmul:m=64,n=64,k=64", "--asm", "--target", "llvm -mcpu=skylake-avx512"
    )
    assert proc.returncode == 0, proc.stderr
    assert "vfmadd231ps" in proc.stdout
    assert "zmm" in proc.stdout


def test_bench_json_matmul_has_reference_ratio() -> None:
    proc = _autotune(
        "bench",
        "matmul:m=37,n=41,k=29,epilogue=bias",
        "--config",
        CONFIG,
        "--repeat",
        "3",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["max_rel_err"] < 1e-4
    assert result["gflops"] > 0
    assert result["reference_gflops"] > 0
    if result["ratio"] is None:  # numpy's timings too spread to compare (a busy machine)
        assert "spread" in result["ratio_unreliable"] or "threads" in result["ratio_unreliable"]
    else:
        assert result["ratio"] == pytest.approx(result["reference_median_s"] / result["median_s"])
    assert result["config"]["mr"] == 4


def test_bench_text_batch_matmul() -> None:
    proc = _autotune("bench", "batch_matmul:b=2,m=5,n=7,k=3", "--repeat", "2", "--threads", "1")
    assert proc.returncode == 0, proc.stderr
    assert "GFLOP/s" in proc.stdout
    # On a busy machine the bench withholds the ratio and says why, rather than print noise.
    assert "ratio ours/numpy" in proc.stdout or "the comparison is unreliable" in proc.stdout
    assert "(ok)" in proc.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("source", "matmul:m=4,n=4"), "missing required parameter"),
        (("source", "matmul:m=4,n=4,k=4", "--config", '{"mr": 3}'), "does not set knob"),
        (("source", "matmul:m=4,n=4,k=4", "--config", "{oops"), "not valid JSON"),
        (("source", "matmul:m=4,n=4,k=4", "--target", "llvm -mcpu"), "malformed target"),
        (("bench", "matmul:m=4,n=4,k=4", "--target", "llvm -mcpu=foo"), "unknown -mcpu"),
        (("bench", "matmul:m=4,n=4,k=4", "--repeat", "0"), "--repeat"),
        (("bench", "matmul:m=4,n=4,k=4", "--threads", "0"), "--threads must be >= 1"),
    ],
)
def test_bad_input_is_a_clear_error_without_traceback(args: tuple[str, ...], message: str) -> None:
    proc = _autotune(*args)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr
