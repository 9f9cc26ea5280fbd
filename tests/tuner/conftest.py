"""Shared fixtures of the tuner tests: a small synthetic space with a known optimum."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.space import ConfigSpace
from tuner.replay import ReplayTable


def make_space() -> ConfigSpace:
    """A matmul-like space: two tile splits, a loop order and an unroll knob (3,744 configs)."""
    divs = [1, 2, 4, 8, 16, 32]
    split = [[a, b] for a in divs for b in divs if a * b <= 64]
    return ConfigSpace.from_choices(
        [
            ("tile_m", split),
            ("tile_n", split[:12]),
            ("order", ["mnk", "mkn", "kmn", "nmk"]),
            ("unroll", [0, 4, 16]),
        ]
    )


def synthetic_table(seed: int = 1) -> ReplayTable:
    """A smooth made-up throughput landscape with noise and 5% failures (for loop tests only;
    the tuner-quality tests use tables measured on a real machine)."""
    space = make_space()
    rng = np.random.default_rng(seed)
    d = space.digits(np.arange(space.size))
    tm = np.array([np.log2(a * b) for a, b in space.choices[0]])[d[:, 0]]
    tn = np.array([np.log2(b + 1) for _, b in space.choices[1]])[d[:, 1]]
    order = np.array([1.0, 1.3, 0.9, 1.0])[d[:, 2]]
    unroll = np.array([1.0, 1.05, 1.1])[d[:, 3]]
    g = 100 * np.exp(-((tm - 4) ** 2) / 4 - ((tn - 3) ** 2) / 3) * order * unroll
    g = np.maximum(g + rng.normal(0, 1.5, space.size), 0.5)
    g[rng.random(space.size) < 0.05] = 0.0
    return ReplayTable("synthetic:matmul", "llvm", space, g, machine="synthetic")


@pytest.fixture
def space() -> ConfigSpace:
    return make_space()


@pytest.fixture
def table() -> ReplayTable:
    return synthetic_table()
