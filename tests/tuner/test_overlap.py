"""The loop with ``overlap``: the next batch is searched while one is measured."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

import numpy as np
import pytest

from tests.tuner.conftest import synthetic_table
from tests.tuner.test_loop import InterruptingMeasurer, ListSink, _task
from tuner.loop import LoopSettings, TuningLoop
from tuner.measure import Candidate, Outcome, ReplayMeasurerAdapter
from tuner.replay import ReplayTable


class ProposalWaitingMeasurer(ReplayMeasurerAdapter):
    """Holds each batch's last result until the loop has proposed its next batch (or
    ``wait_s`` passed), and logs whether each batch saw a proposal while it ran."""

    def __init__(self, table: ReplayTable, batches: int, wait_s: float = 30.0) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.batches_left = batches  # the last one has no next batch to wait for
        self.wait_s = wait_s
        self.proposed = threading.Event()
        self.events: list[str] = []
        self.threads: set[str] = set()

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        self.threads.add(threading.current_thread().name)
        self.proposed.clear()  # only a proposal made while this batch runs counts
        outcomes = list(super().measure(workload, target, candidates))
        yield from outcomes[:-1]
        self.batches_left -= 1
        if self.batches_left:
            seen = self.proposed.wait(self.wait_s)
            self.events.append("proposed meanwhile" if seen else "timed out")
        yield outcomes[-1]


def _watch_proposals(loop: TuningLoop, measurer: ProposalWaitingMeasurer) -> None:
    tuner = loop.tasks[0].tuner
    propose = tuner.next_batch

    def next_batch(n: int) -> np.ndarray:
        out = propose(n)
        measurer.proposed.set()
        return out

    tuner.next_batch = next_batch  # type: ignore[method-assign]


def test_the_next_batch_is_proposed_while_one_is_measured(table: ReplayTable) -> None:
    measurer = ProposalWaitingMeasurer(table, batches=5)
    sink = ListSink()
    settings = LoopSettings(trials=100, batch=20, remeasure_top=0, overlap=True)
    loop = TuningLoop([_task(table, "xgb")], measurer, sink, settings)
    _watch_proposals(loop, measurer)
    (res,) = loop.run()
    # Batches of 20: the first four each saw the next one proposed while they ran.
    assert measurer.events == ["proposed meanwhile"] * 4
    assert measurer.threads == {"measure-batch"}
    # Nothing lost or measured twice.
    assert res.new_trials == 100 == len(sink.rows)
    assert len({m.config_index for m in sink.rows}) == 100


def test_without_overlap_the_loop_waits_for_each_batch(table: ReplayTable) -> None:
    measurer = ProposalWaitingMeasurer(table, batches=2, wait_s=0.2)
    loop = TuningLoop(
        [_task(table)], measurer, ListSink(), LoopSettings(trials=40, batch=20, remeasure_top=0)
    )
    _watch_proposals(loop, measurer)
    loop.run()
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
    # Both stop early. With overlap a batch was proposed for a task while the batch that
    # stopped it ran: it is given back to the tuner (not visited, not measured).
    assert all("no improvement" in r.stopped for r in results)
    assert sum(r.new_trials for r in results) == len(sink.rows) < 300
    for task, r in zip(tasks, results, strict=True):
        mine = [m.config_index for m in sink.rows if m.workload == task.workload]
        assert len(mine) == len(set(mine)) == r.new_trials
        assert set(task.tuner.indices) == set(mine)
        assert task.tuner.n_visited == r.new_trials


def test_interrupt_during_an_overlapped_batch(table: ReplayTable) -> None:
    sink = ListSink()
    measurer = InterruptingMeasurer(table)
    settings = LoopSettings(trials=100, batch=20, overlap=True)
    loop = TuningLoop([_task(table)], measurer, sink, settings)
    with pytest.raises(KeyboardInterrupt):
        loop.run()
    assert measurer.cancelled
    assert len(sink.rows) == 25  # the first batch and the 5 results of the second
