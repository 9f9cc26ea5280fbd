"""Search mechanics: no config twice, grid coverage, annealing, diversity, scheduler."""

from __future__ import annotations

import math

import numpy as np
import pytest

from compiler.space import ConfigSpace
from tuner.annealing import AnnealingParams, anneal, is_in, pick_diverse
from tuner.replay import ReplayTable, run_replay
from tuner.scheduler import TaskScheduler
from tuner.tuners import TUNERS, make_tuner


@pytest.mark.parametrize("name", sorted(TUNERS))
def test_no_config_is_proposed_twice(name: str, table: ReplayTable) -> None:
    tuner = make_tuner(name, table.space, {"warmup": 8} if name == "xgb" else None, seed=3)
    seen: list[int] = []
    for _ in range(6):
        batch = tuner.next_batch(32)
        assert batch.size == 32
        seen.extend(batch.tolist())
        tuner.update(batch, table.gflops[batch].tolist())
    assert len(seen) == len(set(seen))


@pytest.mark.parametrize("name", sorted(TUNERS))
def test_configs_known_before_the_start_are_never_proposed(name: str, table: ReplayTable) -> None:
    """Resume: results fed in first are never measured again."""
    rng = np.random.default_rng(0)
    done = rng.choice(table.space.size, 2000, replace=False)
    tuner = make_tuner(name, table.space, {"warmup": 8} if name == "xgb" else None, seed=1)
    tuner.update(done, table.gflops[done].tolist())
    proposed = np.concatenate([tuner.next_batch(64) for _ in range(5)])
    assert not np.isin(proposed, done).any()


def test_grid_covers_the_space_exactly_once(table: ReplayTable) -> None:
    tuner = make_tuner("grid", table.space, {"start": 100})
    seen = np.concatenate([tuner.next_batch(500) for _ in range(8)])
    assert seen.size == table.space.size
    assert np.array_equal(np.sort(seen), np.arange(table.space.size))
    assert not tuner.has_next()
    assert tuner.next_batch(10).size == 0


def test_batches_shrink_when_the_space_runs_out(table: ReplayTable) -> None:
    curve = run_replay(make_tuner("random", table.space, seed=0), table, 10**6, 500)
    assert curve.size == table.space.size
    assert curve[-1] == table.best


def test_annealing_finds_the_maximum_of_a_known_function(space: ConfigSpace) -> None:
    digits_best = np.array([3, 5, 1, 2])
    target = int(space.index_of_digits(digits_best[None, :])[0])

    def score(idx: np.ndarray) -> np.ndarray:
        return -np.abs(space.digits(idx) - digits_best).sum(axis=1).astype(float)

    found = anneal(
        space,
        score,
        8,
        excluded=np.zeros(0, np.int64),
        rng=np.random.default_rng(0),
        params=AnnealingParams(chains=32, steps=200),
    )
    assert found[0] == target
    # With the optimum excluded it returns the next best, never the excluded one.
    found2 = anneal(
        space,
        score,
        8,
        excluded=np.array([target]),
        rng=np.random.default_rng(0),
        params=AnnealingParams(chains=32, steps=200),
    )
    assert target not in found2
    assert score(found2[:1])[0] == -1


def test_is_in() -> None:
    assert is_in(np.array([2, 5, 9]), np.array([1, 2, 9, 10])).tolist() == [
        False,
        True,
        True,
        False,
    ]
    assert not is_in(np.zeros(0, np.int64), np.array([1])).any()


def test_pick_diverse_spreads_the_batch(space: ConfigSpace) -> None:
    rng = np.random.default_rng(2)
    base = space.sample_indices(rng, 1)
    # A cluster of one-knob neighbours of one config, then far configs.
    cluster = np.unique(space.random_neighbours(np.repeat(base, 40), rng))
    far = space.sample_indices(rng, 40)
    ranked = np.concatenate([base, cluster, far])
    picked = pick_diverse(space, ranked, 10, min_distance=2)
    assert picked.size == 10
    d = space.digits(picked)
    dist = (d[:, None, :] != d[None, :, :]).sum(axis=2)
    off_diag = dist[~np.eye(10, dtype=bool)]
    assert off_diag.min() >= 2
    # Too few diverse ones: the rest is filled in rank order, never short.
    assert pick_diverse(space, cluster, cluster.size, min_distance=3).size == cluster.size


def test_scheduler_favours_the_task_with_more_to_gain() -> None:
    sched = TaskScheduler([1e9, 1e9])
    assert sched.next_task() == 0
    sched.record(0, [10.0] * 32)
    assert sched.next_task() == 1  # every task gets a first batch
    sched.record(1, [10.0] * 32)
    # Task 0 just improved 10 -> 50 GFLOP/s; task 1 is flat.
    sched.record(0, [50.0] * 32)
    assert sched.expected_saving(0) > 0
    sched.record(1, [10.0] * 32)
    # Equal flops: the task still slow (estimated 0.1 s vs 0.02 s) has more to gain.
    assert sched.next_task() == 1
    sched.mark_done(1)
    assert sched.next_task() == 0
    sched.mark_done(0)
    assert sched.next_task() is None


def test_scheduler_weights_by_flop() -> None:
    sched = TaskScheduler([1e9, 8e9])
    sched.record(0, [20.0] * 16)
    sched.record(1, [20.0] * 16)
    # Same throughput, but task 1 takes 8x the time: it gets the next batch.
    assert sched.next_task() == 1
    assert math.isinf(TaskScheduler([1.0]).expected_saving(0))


def test_loop_nest_features_rerank_the_annealer_candidates(table: ReplayTable) -> None:
    """With loop-nest features, a second model re-ranks; features are computed once per config."""
    from tuner.features import Featurizer

    calls: list[int] = []

    def loop_nest(index: int) -> np.ndarray:
        calls.append(index)
        return np.array([index % 7, table.space.digits(np.array([index]))[0, 1]], dtype=float)

    featurizer = Featurizer(table.space, loop_nest)
    tuner = make_tuner("xgb", table.space, {"warmup": 8}, seed=0, featurizer=featurizer)
    assert tuner.full_model is not None
    for _ in range(4):
        batch = tuner.next_batch(16)
        tuner.update(batch, table.gflops[batch].tolist())
    assert tuner.full_model.fitted
    assert featurizer(np.arange(3)).shape == (3, featurizer.n_knob_features + 2)
    assert len(calls) == len(set(calls))  # cached: never lowered twice
    assert len(set(calls)) < 16 * 4 * 6  # only candidates and measured configs are lowered


@pytest.mark.parametrize("objective", ["rank:pairwise", "reg:squarederror"])
def test_cost_model_ranks_unseen_configs(table: ReplayTable, objective: str) -> None:
    from tuner.cost_model import XGBCostModel, XGBParams
    from tuner.features import Featurizer

    feats = Featurizer(table.space)
    rng = np.random.default_rng(5)
    train = rng.choice(table.space.size, 300, replace=False)
    test = np.setdiff1d(np.arange(table.space.size), train)[:500]
    model = XGBCostModel(XGBParams(objective=objective), seed=0)
    assert not model.fitted
    assert np.all(model.predict(feats(test)) == 0)
    model.fit(feats(train), table.gflops[train])
    assert model.fitted
    pred = model.predict(feats(test))
    # The configs the model rates in its top 5% are far better than average
    # (the synthetic table has 5% failures at random places, which no model can predict).
    top = np.argsort(-pred)[:25]
    true = table.gflops[test]
    assert true[top].mean() > 1.8 * true.mean()
    assert np.median(true[top]) > np.quantile(true, 0.8)


def test_scheduler_leaves_the_slower_alternative_once_it_cannot_catch_up() -> None:
    """Task 1 may replace task 0 (Winograd for a direct conv). While task 1 is far ahead,
    task 0's trials would not change the model's time: after a few batches of
    exploration its saving drops to 0 and the trials go to task 2, whose time counts,
    though task 0 has the larger time of its own."""
    sched = TaskScheduler([4e9, 4e9, 2e9], alternative_to=[None, 0, None])
    alone = TaskScheduler([4e9, 4e9, 2e9])
    for i, gflops in ((0, 100.0), (1, 400.0), (2, 100.0)):  # 40, 10 and 20 ms
        sched.record(i, [gflops] * 64)
        alone.record(i, [gflops] * 64)
    assert alone.next_task() == 0  # without the grouping, the slow conv's 40 ms ranks first
    assert sched.expected_saving(0) == 0.0
    assert sched.next_task() == 2
    # The faster side's own saving is unchanged; the slower side still explores early on.
    assert sched.expected_saving(1) == alone.expected_saving(1)
    early = TaskScheduler([4e9, 4e9], alternative_to=[None, 0])
    early.record(0, [100.0])
    early.record(1, [150.0])
    assert early.expected_saving(0) > 0


def test_scheduler_alternatives_of_several_tasks_count_together() -> None:
    """Three kernels (tasks 1-3) replace task 0 together: their summed time is the side's."""
    sched = TaskScheduler([3e9, 1e9, 1e9, 1e9], alternative_to=[None, 0, 0, 0])
    sched.record(0, [100.0] * 64)  # 30 ms
    for i in (1, 2, 3):
        sched.record(i, [50.0] * 64)  # 20 ms each, 60 ms together: behind by 30 ms
    behind = [sched.expected_saving(i) for i in (1, 2, 3)]
    assert all(s == 0.0 for s in behind)
    assert sched.expected_saving(0) > 0
