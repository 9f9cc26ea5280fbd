"""Golden-text tests of the generated LLVM IR, one small kernel per template.

The golden files live in tests/compiler/golden/. After an intended change of
the generated code, regenerate them with::

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/compiler/test_golden_ir.py

and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from compiler.api import source

GOLDEN = Path(__file__).parent / "golden"
# A fixed target, so the text does not depend on the machine running the test.
TARGET = "llvm -mcpu=skylake-avx512"
CASES = {
    "matmul_bias_relu.ll": (
        "matmul:m=5,n=20,k=3,epilogue=bias_relu",
        '{"mr": 4, "nv": 1, "mc_tiles": 1, "nc_tiles": 1, "kc": 3, "unroll_k": 1,'
        ' "order": "nkm", "inner": "nm", "parallel": "none", "pack_a": 0, "pack_b": 1,'
        ' "pack_at": "top"}',
    ),
    "batch_matmul.ll": (
        "batch_matmul:b=2,m=3,n=16,k=2",
        '{"mr": 3, "nv": 1, "mc_tiles": 1, "nc_tiles": 1, "kc": 2, "unroll_k": 2,'
        ' "order": "mnk", "inner": "mn", "parallel": "m", "pack_a": 1, "pack_b": 0,'
        ' "pack_at": "block"}',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_llvm_ir_matches_golden(name: str) -> None:
    workload, config = CASES[name]
    text = source(workload, config, TARGET)
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text)
    assert path.exists(), f"missing {path}; run with UPDATE_GOLDEN=1 to create it"
    assert text == path.read_text(), f"IR of {workload} changed; see module docstring"


def test_golden_ir_is_deterministic() -> None:
    workload, config = CASES["matmul_bias_relu.ll"]
    assert source(workload, config, TARGET) == source(workload, config, TARGET)
