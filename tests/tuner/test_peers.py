"""Transfer between the tasks of one run, over tables measured on a real machine."""

from __future__ import annotations

import statistics
from pathlib import Path

import numpy as np
import pytest

from tests.tuner.conftest import synthetic_table
from tests.tuner.test_loop import ListSink
from tuner.loop import LoopSettings, TuneTask, TuningLoop
from tuner.measure import ReplayMeasurerAdapter
from tuner.peers import PeerTransfer
from tuner.replay import ReplayTable
from tuner.tuners import make_tuner
from tuner.tuners.xgb import XGBTuner

DATA = Path(__file__).parent / "data"
BATCH = 32


@pytest.fixture(scope="module")
def shapes() -> tuple[ReplayTable, ReplayTable]:
    return (
        ReplayTable.load(DATA / "matmul_128.json.gz"),
        ReplayTable.load(DATA / "matmul_256.json.gz"),
    )


def _run(
    tables: tuple[ReplayTable, ...], seed: int, peers: bool, tuner: str = "xgb"
) -> list[TuneTask]:
    """Tunes one batch of each table (in order), the tasks taught by each other or not."""
    tasks = [
        TuneTask(t.workload, "llvm", t.space, 2e6, make_tuner(tuner, t.space, seed=seed))
        for t in tables
    ]
    measurer = ReplayMeasurerAdapter(
        {t.workload: t for t in tables}, {t.workload: 2e6 for t in tables}
    )
    hook = PeerTransfer(tasks, ["matmul"] * len(tasks)) if peers else None
    settings = LoopSettings(trials=BATCH * len(tables), batch=BATCH, remeasure_top=0)
    TuningLoop(tasks, measurer, ListSink(), settings, on_learned=hook).run()
    return tasks


def test_the_second_shapes_first_batch_is_steered_by_the_firsts_results(
    shapes: tuple[ReplayTable, ReplayTable],
) -> None:
    """Without peers a task's first batch is random; taught the other shape's batch, the
    model picks configs that are faster on average."""
    second = shapes[1]

    def first_batch_mean(peers: bool, seed: int) -> float:
        tasks = _run(shapes, seed, peers)
        assert len(tasks[1].tuner.indices) == BATCH
        return float(second.gflops[tasks[1].tuner.indices].mean())

    warm = statistics.median(first_batch_mean(True, s) for s in range(10))
    cold = statistics.median(first_batch_mean(False, s) for s in range(10))
    assert warm > 1.3 * cold, (warm, cold)


def test_only_working_configs_of_the_same_operator_are_taught(
    shapes: tuple[ReplayTable, ReplayTable],
) -> None:
    tasks = _run(shapes, seed=0, peers=True)
    first, second = (t.tuner for t in tasks)
    assert isinstance(first, XGBTuner)
    assert isinstance(second, XGBTuner)
    for learner, teacher in ((second, first), (first, second)):
        working = [g for g in teacher.scores if g > 0]
        assert sorted(np.concatenate(learner._ty).tolist()) == sorted(working)
        # The teacher is one ranking group of its own, apart from the database's.
        assert len(set(np.concatenate(learner._tg).tolist())) == 1
    assert set(np.concatenate(first._tg).tolist()) != set(np.concatenate(second._tg).tolist())

    other_op = PeerTransfer(tasks, ["matmul", "conv2d"])
    assert other_op.peers == {0: [], 1: []}


def test_tuners_without_a_model_are_left_out(shapes: tuple[ReplayTable, ReplayTable]) -> None:
    tasks = _run(shapes, seed=0, peers=True, tuner="random")
    assert PeerTransfer(tasks, ["matmul", "matmul"]).peers == {}


def test_a_peers_template_default_alone_does_not_steer_the_model() -> None:
    """One config of a shape ranks nothing: the first batch stays random until some
    peer has measured two or more."""
    table = synthetic_table()
    tuner = make_tuner("xgb", table.space, seed=0)
    assert isinstance(tuner, XGBTuner)
    x = tuner.featurizer.knob_features(np.arange(20))
    tuner.add_transfer(x, table.gflops[:20] + 1, np.arange(1, 21))  # 20 groups of one
    tuner.next_batch(BATCH)
    assert not tuner.model.fitted
    tuner.add_transfer(x[:8], table.gflops[:8] + 1, np.full(8, 100))  # one group of eight
    tuner.next_batch(BATCH)
    assert tuner.model.fitted
