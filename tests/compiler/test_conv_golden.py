"""Golden-text LLVM IR of one small kernel per conv template.

The renderer's output for a fixed workload, config and target must not change
unnoticed. After an intended change of the templates or the renderer,
regenerate the files and review the diff::

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/compiler/test_conv_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from compiler.api import source

GOLDEN_DIR = Path(__file__).parent / "golden"
# A fixed CPU, so the text does not depend on the machine running the test.
TARGET = "llvm -mcpu=skylake-avx512"

CASES = {
    "conv2d_small.ll": (
        "conv2d:n=1,c=3,h=5,w=6,k=5,r=3,s=3,pad=1",
        {
            "tile_k": 16,
            "tile_c": 3,
            "tile_ow": 4,
            "tile_oh": 2,
            "reduce_order": "crs",
            "unroll_c": 4,
            "outer_order": "ky",
            "parallel": "outer",
            "pack_data": 1,
            "parallel_pack": 1,
            "out_layout": "packed",
        },
    ),
    "depthwise_conv2d_small.ll": (
        "depthwise_conv2d:n=1,c=5,h=6,w=6,r=3,s=3,pad=1,stride=2",
        {
            "tile_c": 16,
            "tile_ow": 2,
            "tile_oh": 1,
            "reduce_order": "rs",
            "unroll_taps": 1,
            "parallel": "outer",
            "pack_data": 1,
            "parallel_pack": 0,
        },
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ir(name: str) -> None:
    workload, config = CASES[name]
    text = source(workload, config, TARGET)
    # The micro-kernel works on whole vectors of 16 floats (one zmm register).
    assert "<16 x float>" in text
    path = GOLDEN_DIR / name
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text)
    assert path.exists(), f"missing {path}; run with UPDATE_GOLDEN=1 to create it"
    assert text == path.read_text(), f"IR of {workload} changed; see the module docstring"
