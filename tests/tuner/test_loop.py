"""The tuning loop over replay measurers: budget, recording, resume, interrupts, several tasks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np
import pytest

from tests.tuner.conftest import synthetic_table
from tuner.loop import LoopSettings, Progress, TuneTask, TuningLoop
from tuner.measure import Candidate, Group, Outcome, ReplayMeasurerAdapter
from tuner.records.errors import ErrorKind
from tuner.records.types import Measurement
from tuner.replay import ReplayTable
from tuner.tuners import make_tuner


class ListSink:
    def __init__(self) -> None:
        self.rows: list[Measurement] = []
        self.flushes = 0

    def add(self, measurements: Sequence[Measurement]) -> None:
        self.rows.extend(measurements)
        self.flushes += 1


def _task(table: ReplayTable, name: str = "random", seed: int = 0, flop: float = 2e6) -> TuneTask:
    return TuneTask(
        table.workload, "llvm", table.space, flop, make_tuner(name, table.space, seed=seed)
    )


def test_every_trial_is_recorded_and_the_best_comes_from_remeasurement(
    table: ReplayTable,
) -> None:
    sink = ListSink()
    measurer = ReplayMeasurerAdapter({table.workload: table}, {table.workload: 2e6})
    events: list[Progress] = []
    loop = TuningLoop(
        [_task(table)],
        measurer,
        sink,
        LoopSettings(trials=100, batch=32, remeasure_top=3, remeasure_rounds=2, device_key="k"),
        events.append,
    )
    (res,) = loop.run()
    assert res.trials == 100
    assert res.new_trials == 100
    assert len(sink.rows) == 100 + 6  # trials plus 3 configs x 2 rounds re-measured
    tuned = [m for m in sink.rows[:100]]
    assert len({m.config_index for m in tuned}) == 100
    assert res.errors == sum(m.error_kind != ErrorKind.NONE for m in tuned)
    best_seen = max(table.gflops[m.config_index] for m in tuned)
    assert res.tuned_best_gflops == pytest.approx(best_seen)
    assert res.best_gflops == pytest.approx(best_seen)  # replay is noiseless
    assert res.best_config == table.space.knobs_json(res.best_index)
    assert all(m.device_key == "k" and m.flop == 2e6 for m in sink.rows)
    # Progress after every result, not every batch of 32.
    assert [e.trials_done for e in events if e.phase == "tune"] == list(range(1, 101))
    assert events[-1].phase == "remeasure"
    assert res.curve == sorted(res.curve)
    assert len(res.curve) == 100


def test_early_stopping(table: ReplayTable) -> None:
    measurer = ReplayMeasurerAdapter({table.workload: table}, {table.workload: 2e6})
    loop = TuningLoop(
        [_task(table, "grid")],
        measurer,
        ListSink(),
        LoopSettings(trials=3000, batch=16, early_stopping=40, remeasure_top=0),
    )
    (res,) = loop.run()
    assert "no improvement in 40" in res.stopped
    assert res.trials < 3000
    assert len(res.curve) - 1 - int(np.argmax(res.curve)) >= 40


class InterruptingMeasurer(ReplayMeasurerAdapter):
    """Raises KeyboardInterrupt in the middle of its second batch."""

    def __init__(self, table: ReplayTable) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.batches = 0
        self.cancelled = False

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        self.batches += 1
        for k, o in enumerate(super().measure(workload, target, candidates)):
            if self.batches == 2 and k == 5:
                raise KeyboardInterrupt
            yield o

    def cancel(self) -> None:
        self.cancelled = True


def test_interrupt_cancels_and_flushes_what_arrived(table: ReplayTable) -> None:
    sink = ListSink()
    measurer = InterruptingMeasurer(table)
    loop = TuningLoop([_task(table)], measurer, sink, LoopSettings(trials=100, batch=20))
    with pytest.raises(KeyboardInterrupt):
        loop.run()
    assert measurer.cancelled
    assert len(sink.rows) == 25  # the first batch and the 5 results of the second


def test_resume_measures_n_new_trials_and_never_repeats_earlier_ones(table: ReplayTable) -> None:
    rng = np.random.default_rng(4)
    done = rng.choice(table.space.size, 60, replace=False)
    task = _task(table, "xgb")
    task.tuner.update(done, table.gflops[done].tolist())
    task.prior_trials = 60
    task.prior_best = float(table.gflops[done].max())
    sink = ListSink()
    measurer = ReplayMeasurerAdapter({table.workload: table}, {table.workload: 2e6})
    (res,) = TuningLoop(
        [task], measurer, sink, LoopSettings(trials=100, batch=16, remeasure_top=0)
    ).run()
    assert res.trials == 160  # on record: the 60 earlier ones and this run's 100
    assert res.new_trials == 100  # --trials counts this run's new measurements
    new = [m.config_index for m in sink.rows]
    assert len(new) == 100
    assert not set(new) & set(done.tolist())
    assert res.best_gflops >= task.prior_best


def test_several_tasks_share_the_budget() -> None:
    small, big = synthetic_table(1), synthetic_table(2)
    big = ReplayTable("synthetic:big", "llvm", big.space, big.gflops)
    tasks = [_task(small, flop=1e6), _task(big, flop=64e6)]
    measurer = ReplayMeasurerAdapter(
        {small.workload: small, big.workload: big},
        {small.workload: 1e6, big.workload: 64e6},
    )
    results = TuningLoop(
        tasks, measurer, ListSink(), LoopSettings(trials=320, batch=16, remeasure_top=0)
    ).run()
    assert sum(r.trials for r in results) == 320
    assert all(r.trials >= 16 for r in results)
    # The 64x bigger task's seconds dominate the total: it gets most trials.
    assert results[1].trials > results[0].trials


class GroupingMeasurer(ReplayMeasurerAdapter):
    """Takes several workloads per batch, like the pool; records each batch's groups."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.batches: list[list[int]] = []  # per batch: configs per group
        self.workloads: list[list[str]] = []  # per batch: each group's workload

    def measure_groups(self, groups: Sequence[Group]) -> Iterator[tuple[int, Outcome]]:
        self.batches.append([len(g.candidates) for g in groups])
        self.workloads.append([g.workload for g in groups])
        for g, group in enumerate(groups):
            for o in self.measure(group.workload, group.target, group.candidates):
                yield g, o


def test_defaults_and_remeasurements_of_all_tasks_go_in_one_batch() -> None:
    small, big = synthetic_table(1), synthetic_table(2)
    big = ReplayTable("synthetic:big", "llvm", big.space, big.gflops)
    tables = {small.workload: small, big.workload: big}
    flops = {small.workload: 1e6, big.workload: 64e6}

    def tune(measurer: ReplayMeasurerAdapter) -> list:
        tasks = [_task(small, flop=1e6), _task(big, flop=64e6)]
        for task in tasks:
            task.initial = (0,)
        settings = LoopSettings(trials=40, batch=16, remeasure_top=2, remeasure_rounds=2)
        return TuningLoop(tasks, measurer, ListSink(), settings).run()

    grouping = GroupingMeasurer(tables, flops)
    grouped = tune(grouping)
    assert grouping.batches[0] == [1, 1]  # both defaults at once
    assert all(len(b) == 1 for b in grouping.batches[1:-1])  # tuning: a task per batch
    # The top 2 configs and the default (initial), both tasks at once, round after round.
    assert grouping.batches[-1] == [3, 3, 3, 3]
    assert grouping.workloads[-1] == [small.workload, big.workload] * 2
    # Same replayed outcomes, same decisions as a measurer taking one workload at a time.
    plain = tune(ReplayMeasurerAdapter(tables, flops))
    assert [(r.trials, r.best_index, r.best_gflops) for r in grouped] == [
        (r.trials, r.best_index, r.best_gflops) for r in plain
    ]


def test_remeasurement_rounds_go_round_by_round_with_alternatives_side_by_side() -> None:
    """A shared host changes speed for tens of seconds at a time: each config's rounds are
    spread over the whole re-measurement, and a layer's two kernels (a task and the task
    that may replace it) are timed one right after the other in every round."""
    tables = [synthetic_table(seed) for seed in (1, 2, 3)]
    names = ["conv_a", "conv_b", "winograd_a"]
    tables = [ReplayTable(n, "llvm", t.space, t.gflops) for n, t in zip(names, tables, strict=True)]
    tasks = [_task(t, seed=i) for i, t in enumerate(tables)]
    tasks[2].alternative_to = "conv_a"
    measurer = GroupingMeasurer({t.workload: t for t in tables}, dict.fromkeys(names, 2e6))
    settings = LoopSettings(trials=60, batch=10, remeasure_top=2, remeasure_rounds=3)
    results = TuningLoop(tasks, measurer, ListSink(), settings).run()
    assert measurer.workloads[-1] == ["conv_a", "winograd_a", "conv_b"] * 3
    assert measurer.batches[-1] == [2] * 9
    for task, r in zip(tasks, results, strict=True):
        top = sorted(r.remeasured)
        assert len(top) == 2
        assert all(len(r.remeasured[k]) == 3 for k in top)
        # The pick is the config whose median over its trial and its rounds is best.
        assert r.best_index is not None
        assert r.best_index in top
        table = tables[tasks.index(task)]
        assert r.best_gflops == pytest.approx(max(table.gflops[k] for k in top))


def test_bad_settings() -> None:
    with pytest.raises(ValueError, match="trials must be at least 1"):
        LoopSettings(trials=0)
    with pytest.raises(ValueError, match="batch must be at least 1"):
        LoopSettings(trials=5, batch=0)


class BatchCountingMeasurer(ReplayMeasurerAdapter):
    """Replays, keeping the size of every batch it was sent."""

    def __init__(self, table: ReplayTable) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.batches: list[list[int]] = []

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        self.batches.append([c.index for c in candidates])
        return super().measure(workload, target, candidates)


@pytest.mark.parametrize("name", ["random", "xgb", "ga"])
def test_screened_configs_are_never_measured_nor_counted(table: ReplayTable, name: str) -> None:
    """A task's screen keeps configs no device could run out of its batches: they are
    not measured, not recorded, not trials; the tuner learns them as failures, never
    proposes them again, and fills each batch with others."""
    checked: list[int] = []

    def screen(index: int) -> str | None:
        checked.append(index)
        return "over a device limit" if index % 3 == 0 else None

    task = _task(table, name, seed=4)
    task.screen = screen
    measurer = BatchCountingMeasurer(table)
    sink = ListSink()
    settings = LoopSettings(trials=96, batch=16, remeasure_top=2, remeasure_rounds=1)
    (res,) = TuningLoop([task], measurer, sink, settings).run()
    measured = [k for batch in measurer.batches for k in batch]
    rejected = [k for k in checked if k % 3 == 0]
    assert rejected
    assert res.screened == len(rejected)
    assert all(k % 3 != 0 for k in measured)
    assert all(m.config_index % 3 != 0 for m in sink.rows)
    assert res.new_trials == res.trials == 96
    # Every tuning batch is full: rejected configs were replaced, not dropped.
    assert [len(b) for b in measurer.batches[:6]] == [16] * 6
    assert len(set(checked)) == len(checked)  # nothing proposed twice
    learned = dict(zip(task.tuner.indices, task.tuner.scores, strict=True))
    assert all(learned[k] == 0.0 for k in rejected)


def test_a_task_whose_every_config_is_screened_out_stops_saying_so(table: ReplayTable) -> None:
    task = _task(table, "random")
    task.screen = lambda index: "over a device limit"
    other = _task(synthetic_table(seed=2), "random")
    other.workload = "synthetic:other"
    measurer = ReplayMeasurerAdapter(
        {table.workload: table, other.workload: synthetic_table(seed=2)},
        {table.workload: 2e6, other.workload: 2e6},
    )
    settings = LoopSettings(trials=40, batch=8, remeasure_top=0)
    screened, measured = TuningLoop([task, other], measurer, ListSink(), settings).run()
    assert screened.new_trials == 0
    assert screened.best_index is None
    assert "screen rejected all" in screened.stopped
    assert screened.screened >= 8 * 64  # SCREEN_LIMIT x the batch, then it gives up
    assert measured.new_trials == 40  # the budget goes to the task that can run


def test_a_long_run_of_screened_configs_is_skipped_through(table: ReplayTable) -> None:
    """Grid search crossing a region of oversized tiles longer than the give-up limit:
    the task goes on past it, since configs of its space did pass."""
    region = range(16, 16 + 600)  # more than SCREEN_LIMIT x the batch (512)
    task = _task(table, "grid")
    task.screen = lambda index: "redundant" if index in region else None
    measurer = BatchCountingMeasurer(table)
    settings = LoopSettings(trials=40, batch=8, remeasure_top=0)
    (res,) = TuningLoop([task], measurer, ListSink(), settings).run()
    measured = [k for batch in measurer.batches for k in batch]
    assert res.new_trials == 40
    assert not res.stopped
    assert res.screened == len(region)
    assert measured == [*range(16), *range(616, 640)]


def test_the_latency_estimate_counts_the_faster_side_of_alternatives(table: ReplayTable) -> None:
    """Attention's three kernels together replace the fused one: the estimate counts the
    fused kernel's time or their sum, whichever is less (a 1x1 conv's one alternative is
    the same rule with one kernel on the other side)."""
    measurer = ReplayMeasurerAdapter({table.workload: table}, {table.workload: 2e6})

    def task(workload: str, alternative_to: str | None = None) -> TuneTask:
        tuner = make_tuner("random", table.space, seed=0)
        return TuneTask(workload, "llvm", table.space, 1e9, tuner, weight=2.0,
                        alternative_to=alternative_to)  # fmt: skip

    tasks = [task("fused"), task("qk", "fused"), task("softmax", "fused"), task("pv", "fused")]
    loop = TuningLoop(tasks, measurer, ListSink(), LoopSettings(trials=10, batch=5))
    for fused_ms, want_ms in ((10.0, 2 * 6.0), (5.0, 2 * 5.0)):
        for result, ms in zip(loop.results, (fused_ms, 1.0, 2.0, 3.0), strict=True):
            result.best_gflops = 1e9 / (ms * 1e-3) / 1e9  # 1 GFLOP in ms milliseconds
        assert loop.estimated_total_ms() == pytest.approx(want_ms)
