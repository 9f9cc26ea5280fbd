"""The loop with ``overlap``: two batches in flight, the next searched for and queued while
the pool works through one."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

import pytest

from tests.tuner.conftest import synthetic_table
from tests.tuner.test_loop import ListSink, _task
from tuner.loop import LoopSettings, TuningLoop
from tuner.measure import Candidate, Outcome, ReplayMeasurerAdapter
from tuner.replay import ReplayTable


class NextBatchWaitingMeasurer(ReplayMeasurerAdapter):
    """Holds each batch's last result until the next batch has reached it (or ``wait_s``
    passed), and logs which it was."""

    def __init__(self, table: ReplayTable, batches: int, wait_s: float = 30.0) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.batches = batches  # the last one has no next batch to wait for
        self.wait_s = wait_s
        self.started = [threading.Event() for _ in range(batches + 1)]
        self.count = 0
        self.lock = threading.Lock()
        self.events: list[str] = []
        self.threads: set[str] = set()

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        with self.lock:
            k, self.count = self.count, self.count + 1
            self.threads.add(threading.current_thread().name)
        self.started[k].set()
        outcomes = list(super().measure(workload, target, candidates))
        yield from outcomes[:-1]
        if k + 1 < self.batches:
            queued = self.started[k + 1].wait(self.wait_s)
            self.events.append("next queued meanwhile" if queued else "timed out")
        yield outcomes[-1]


def test_the_next_batch_is_queued_while_one_is_measured(table: ReplayTable) -> None:
    measurer = NextBatchWaitingMeasurer(table, batches=5)
    sink = ListSink()
    settings = LoopSettings(trials=100, batch=20, remeasure_top=0, overlap=True)
    (res,) = TuningLoop([_task(table, "xgb")], measurer, sink, settings).run()
    # Batches of 20: each of the first four had the next one on its way before it ended.
    assert measurer.events == ["next queued meanwhile"] * 4
    assert measurer.threads == {"measure-batch"}
    # Nothing lost or measured twice.
    assert res.new_trials == 100 == len(sink.rows)
    assert len({m.config_index for m in sink.rows}) == 100


def test_without_overlap_the_loop_waits_for_each_batch(table: ReplayTable) -> None:
    measurer = NextBatchWaitingMeasurer(table, batches=2, wait_s=0.2)
    settings = LoopSettings(trials=40, batch=20, remeasure_top=0)
    TuningLoop([_task(table)], measurer, ListSink(), settings).run()
    assert measurer.events == ["timed out"]
    assert measurer.threads == {threading.main_thread().name}


@pytest.mark.parametrize("overlap", [False, True])
def test_several_tasks_and_early_stopping_keep_the_budget_exact(overlap: bool) -> None:
    small, big = synthetic_table(1), synthetic_table(2)
    big = ReplayTable("synthetic:big", "llvm", big.space, big.gflops)
    tasks = [_task(small, "xgb", flop=1e6), _task(big, "grid", flop=64e6)]
    measurer = ReplayMeasurerAdapter(
        {small.workload: small, big.workload: big},
        {small.workload: 1e6, big.workload: 64e6},
    )
    sink = ListSink()
    settings = LoopSettings(
        trials=300, batch=16, early_stopping=24, remeasure_top=0, overlap=overlap
    )
    results = TuningLoop(tasks, measurer, sink, settings).run()
    assert all("no improvement" in r.stopped for r in results)
    assert sum(r.new_trials for r in results) == len(sink.rows) < 300
    for task, r in zip(tasks, results, strict=True):
        mine = [m.config_index for m in sink.rows if m.workload == task.workload]
        assert len(mine) == len(set(mine)) == r.new_trials
        # Every config proposed was measured and learned from (none left in limbo).
        assert set(task.tuner.indices) == set(mine)
        assert task.tuner.n_visited == r.new_trials


class BreakingMeasurer(ReplayMeasurerAdapter):
    """Raises ``error`` at the 6th result of its second batch (batches numbered as they
    start, on whichever thread) and counts the outcomes it hands out."""

    def __init__(self, table: ReplayTable, error: BaseException) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.error = error
        self.started = 0
        self.yielded = 0
        self.cancelled = False
        self.lock = threading.Lock()

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        with self.lock:
            self.started += 1
            number = self.started
        for k, o in enumerate(super().measure(workload, target, candidates)):
            if number == 2 and k == 5:
                raise self.error
            with self.lock:
                self.yielded += 1
            yield o

    def cancel(self) -> None:
        self.cancelled = True


def test_interrupt_records_what_arrived_of_both_batches(table: ReplayTable) -> None:
    sink = ListSink()
    measurer = BreakingMeasurer(table, KeyboardInterrupt())
    settings = LoopSettings(trials=100, batch=20, overlap=True)
    with pytest.raises(KeyboardInterrupt):
        TuningLoop([_task(table)], measurer, sink, settings).run()
    assert measurer.cancelled
    # The first batch, 5 results of the second, and whatever of the third had arrived
    # (this measurer does not stop a batch when cancelled; the pool's does): all recorded.
    assert 25 <= len(sink.rows) == measurer.yielded <= 45
    assert len({m.config_index for m in sink.rows}) == len(sink.rows)


def test_a_failed_batch_cancels_the_other_one_in_flight(table: ReplayTable) -> None:
    sink = ListSink()
    measurer = BreakingMeasurer(table, RuntimeError("the pool went away"))
    settings = LoopSettings(trials=100, batch=20, overlap=True)
    with pytest.raises(RuntimeError, match="the pool went away"):
        TuningLoop([_task(table)], measurer, sink, settings).run()
    assert measurer.cancelled
    assert 25 <= len(sink.rows) == measurer.yielded <= 45
