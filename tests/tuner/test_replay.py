"""Tuner quality by replay of fully measured tables (tests/tuner/data/).

Each table holds the throughput of every config of a matmul subspace,
measured once on this machine by bench/make_replay_tables.py. Replaying it
compares tuners without a device, deterministically (fixed seeds).
"""

from __future__ import annotations

import statistics
from pathlib import Path

import numpy as np
import pytest

from tuner.features import Featurizer
from tuner.replay import ReplayTable, run_replay, trials_to_reach
from tuner.tuners import make_tuner

DATA = Path(__file__).parent / "data"
TABLES = sorted(DATA.glob("*.json.gz"))
SEEDS = range(10)
BATCH = 8


@pytest.fixture(scope="module", params=TABLES, ids=[p.name.split(".")[0] for p in TABLES])
def measured(request: pytest.FixtureRequest) -> ReplayTable:
    return ReplayTable.load(request.param)


def _trials(name: str, table: ReplayTable, frac: float, seed: int) -> int:
    tuner = make_tuner(name, table.space, seed=seed)
    goal = frac * table.best
    curve = run_replay(tuner, table, table.space.size, BATCH, stop_at=goal)
    hit = trials_to_reach(curve, goal)
    assert hit is not None  # every tuner gets there once it has seen the whole space
    return hit


def _median(name: str, table: ReplayTable, frac: float = 0.95) -> float:
    return statistics.median(_trials(name, table, frac, seed) for seed in SEEDS)


def test_tables_are_whole_measured_spaces() -> None:
    assert len(TABLES) >= 2
    for path in TABLES:
        table = ReplayTable.load(path)
        assert 1000 <= table.space.size <= 10_000
        assert table.gflops.shape == (table.space.size,)
        ok = table.gflops > 0
        assert ok.mean() > 0.5
        # A real landscape: throughputs spread over more than an order of magnitude.
        assert table.best > 10 * np.quantile(table.gflops[ok], 0.02)


def test_xgb_needs_at_most_half_the_trials_of_random(measured: ReplayTable) -> None:
    random_median = _median("random", measured)
    xgb_median = _median("xgb", measured)
    assert xgb_median <= 0.5 * random_median, (xgb_median, random_median)


def test_ga_beats_random_on_median(measured: ReplayTable) -> None:
    assert _median("ga", measured) < _median("random", measured)


def test_grid_covers_the_measured_space_exactly_once(measured: ReplayTable) -> None:
    tuner = make_tuner("grid", measured.space)
    seen = []
    while tuner.has_next():
        seen.extend(tuner.next_batch(256).tolist())
    assert sorted(seen) == list(range(measured.space.size))


def test_transfer_from_another_shape_helps_the_first_batch() -> None:
    """Knob features are shape-relative: 128^3 measurements steer the first 256^3 batch."""
    by_name = {p.name: ReplayTable.load(p) for p in TABLES}
    source, target = by_name["matmul_128.json.gz"], by_name["matmul_256.json.gz"]
    rng = np.random.default_rng(0)
    src_idx = rng.choice(source.space.size, 600, replace=False)
    featurizer = Featurizer(target.space)
    x = np.stack([featurizer.from_knobs(source.space.knobs_json(i), None) for i in src_idx])
    warm_means, cold_means = [], []
    for seed in range(5):
        warm = make_tuner("xgb", target.space, seed=seed, featurizer=featurizer)
        warm.add_transfer(x, source.gflops[src_idx], np.ones(len(src_idx), dtype=np.int64))
        cold = make_tuner("xgb", target.space, seed=seed)
        warm_means.append(target.gflops[warm.next_batch(32)].mean())
        cold_means.append(target.gflops[cold.next_batch(32)].mean())
    assert statistics.median(warm_means) > 1.3 * statistics.median(cold_means)
