from __future__ import annotations

from pathlib import Path

import pytest

from tests.board import emulated


@pytest.fixture(scope="session")
def board() -> Path:
    """The board's root directory, built once (then cached there)."""
    root = emulated.board_root()
    why = emulated.build(root)
    if why is not None:
        pytest.skip(f"the emulated aarch64 board cannot be built here: {why}")
    return root
