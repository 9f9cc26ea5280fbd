"""Transient errors (device lost or stalled, batch cancelled) never exclude a config:
the loop neither counts nor records them, and the tuner may propose the config again."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tests.tuner.test_loop import ListSink, _task
from tuner.loop import LoopSettings, TuningLoop
from tuner.measure import Candidate, Outcome, ReplayMeasurerAdapter
from tuner.records.errors import TRANSIENT_ERRORS, ErrorKind
from tuner.replay import ReplayTable
from tuner.tuners import make_tuner


class StallOnce(ReplayMeasurerAdapter):
    """Answers the first time each of some configs is measured with DEVICE_STALLED."""

    def __init__(self, table: ReplayTable, stalled: set[int]) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})
        self.stalled = set(stalled)
        self.seen: list[int] = []

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        for c in candidates:
            self.seen.append(c.index)
            if c.index in self.stalled:
                self.stalled.discard(c.index)
                yield Outcome(c.index, (), ErrorKind.DEVICE_STALLED, "device stopped")
            else:
                yield from super().measure(workload, target, [c])


def test_device_stalled_is_transient() -> None:
    assert ErrorKind.DEVICE_STALLED in TRANSIENT_ERRORS
    assert ErrorKind.DEVICE_LOST in TRANSIENT_ERRORS
    assert ErrorKind.COMPILE_TIMEOUT not in TRANSIENT_ERRORS


def test_a_stalled_config_is_measured_again_and_recorded_once(table: ReplayTable) -> None:
    """Grid over the first configs: the stalled ones come back in a later batch, are
    recorded once each (with their real result) and the budget counts verdicts only."""
    measurer = StallOnce(table, {1, 2})
    sink = ListSink()
    loop = TuningLoop(
        [_task(table, "grid")], measurer, sink, LoopSettings(trials=8, batch=4, remeasure_top=0)
    )
    (res,) = loop.run()
    assert res.new_trials == 8
    assert measurer.seen.count(1) == 2
    assert measurer.seen.count(2) == 2
    assert all(m.error_kind not in TRANSIENT_ERRORS for m in sink.rows)
    indices = [m.config_index for m in sink.rows]
    assert len(indices) == 8
    assert len(set(indices)) == 8
    assert {1, 2} <= set(indices)


def test_forget_makes_a_proposed_config_proposable_again(table: ReplayTable) -> None:
    for name in ("random", "grid", "ga", "xgb"):
        tuner = make_tuner(name, table.space, seed=0)
        first = tuner.next_batch(4)
        tuner.update(first[:2], [1.0, 2.0])
        tuner.forget(first)  # the scored ones stay known
        assert tuner.n_visited == 2, name
        again = set()
        while tuner.has_next() and not {int(first[2]), int(first[3])} <= again:
            again.update(int(i) for i in tuner.next_batch(64))
        assert {int(first[2]), int(first[3])} <= again, name
        assert not {int(first[0]), int(first[1])} & again, name


def test_a_stalled_remeasurement_does_not_rank_a_config_as_failed(table: ReplayTable) -> None:
    """Re-measurement rounds lost to a stall are left out of the median, not zeros."""
    measurer = StallOnce(table, set())
    loop = TuningLoop(
        [_task(table, "grid")],
        measurer,
        ListSink(),
        LoopSettings(trials=4, batch=4, remeasure_top=1, remeasure_rounds=2),
    )
    # Stall the first re-measurement of whichever config wins.
    original = loop._remeasure

    def stall_then_remeasure() -> None:
        measurer.stalled = {loop._top_indices(0)[0]}
        original()

    loop._remeasure = stall_then_remeasure  # type: ignore[method-assign]
    (res,) = loop.run()
    assert res.best_index is not None
    assert res.best_gflops > 0
    assert len(res.remeasured[res.best_index]) == 1  # the stalled round is not a zero
