"""Fixtures of the pool tests: real processes, always killed at teardown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pool.procs import Procs, running


@pytest.fixture
def procs(tmp_path: Path) -> Iterator[Procs]:
    """Starts tracker and device-server processes; kills them all afterwards."""
    with running(tmp_path) as p:
        yield p
