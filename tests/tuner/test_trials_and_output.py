"""``--trials`` is this run's new measurements, and what a run shows while and after it
tunes: progress per result, the best time and speedup over the default, the plot
(issue 15, items 7 and 9)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from tests.tuner.conftest import synthetic_table
from tuner.loop import LoopSettings, Progress, TaskResult, TuneTask, TuningLoop
from tuner.measure import ReplayMeasurerAdapter
from tuner.records import RecordFilter, RecordStore
from tuner.records.types import Measurement
from tuner.replay import ReplayTable
from tuner.report import plot, plot_figure, progress_line, summary
from tuner.tuners import make_tuner

WORKLOAD = "matmul:m=64,n=64,k=64"


class ListSink:
    def __init__(self) -> None:
        self.rows: list[Measurement] = []

    def add(self, measurements: Sequence[Measurement]) -> None:
        self.rows.extend(measurements)


def _task(table: ReplayTable, flop: float, seed: int = 0) -> TuneTask:
    tuner = make_tuner("random", table.space, seed=seed)
    return TuneTask(table.workload, "llvm", table.space, flop, tuner)


def _measurer(*tables: tuple[ReplayTable, float]) -> ReplayMeasurerAdapter:
    return ReplayMeasurerAdapter(
        {t.workload: t for t, _ in tables}, {t.workload: f for t, f in tables}
    )


def _with_records(task: TuneTask, table: ReplayTable, done: np.ndarray) -> None:
    """What :func:`tuner.session.build_tasks` does with configs already on record."""
    task.tuner.update(done, table.gflops[done].tolist())
    task.prior_trials = len(done)
    task.prior_best = float(table.gflops[done].max())


# -- item 7: --trials counts this run's new measurements --------------------------------------


def test_tasks_with_records_share_n_new_trials_and_repeat_none() -> None:
    """As a model's tasks do: every task has records; the run still measures N new."""
    small, big = synthetic_table(1), synthetic_table(2)
    big = ReplayTable("synthetic:big", "llvm", big.space, big.gflops)
    rng = np.random.default_rng(0)
    tasks = [_task(small, 1e6), _task(big, 64e6, seed=1)]
    done = []
    for task, table in zip(tasks, (small, big), strict=True):
        d = rng.choice(table.space.size, 50, replace=False)
        _with_records(task, table, d)
        task.initial = (int(d[0]),)  # the default is on record: not measured again
        task.weight = 2
        done.append(set(d.tolist()))
    sink = ListSink()
    results = TuningLoop(
        tasks,
        _measurer((small, 1e6), (big, 64e6)),
        sink,
        LoopSettings(trials=40, batch=8, remeasure_top=0),
    ).run()
    assert len(sink.rows) == 40
    assert sum(r.new_trials for r in results) == 40
    assert sum(r.trials for r in results) == 100 + 40
    for r, seen in zip(results, done, strict=True):
        mine = [m.config_index for m in sink.rows if m.workload == r.workload]
        assert len(set(mine)) == len(mine)
        assert not set(mine) & seen


def _tune(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    return subprocess.run(
        [sys.executable, "-m", "autotune", "tune", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env={**base, **(env or {})},
        check=False,
    )


def _records(db: str, workload: str | None = None) -> list:
    with RecordStore(db) as store:
        return list(store.records(RecordFilter(workload=workload)))


@pytest.mark.slow
def test_running_the_same_tune_again_measures_n_new_configs(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    plot_file = tmp_path / "curve"  # no suffix: a PNG is written as curve.png
    args = [WORKLOAD, "--trials", "8", "--batch", "32", "--db", db, "--remeasure", "0",
            "--tuner", "random", "--repeat", "2", "--json"]  # fmt: skip
    first = _tune(*args, "--plot", str(plot_file))
    assert first.returncode == 0, first.stderr
    (w,) = json.loads(first.stdout)["workloads"]
    assert (w["new_trials"], w["trials"]) == (8, 8)

    # Item 9: a line per result although the batch (32) holds every trial, and the
    # trial count is not repeated as "(task 8)".
    for n in range(1, 9):
        assert f"trial {n}/8" in first.stderr
    assert "(task" not in first.stderr
    # The summary: the best time in ms and the speedup over the template default.
    assert w["best_ms"] > 0
    assert w["default_ms"] > 0
    assert w["speedup_over_default"] == pytest.approx(w["default_ms"] / w["best_ms"], rel=1e-2)
    assert " ms (" in first.stderr
    assert "x the template default" in first.stderr
    assert f"autotune bench {WORKLOAD} --db" in first.stderr  # numpy: how to compare
    # The run's throughput, start-up apart: 8 trials over the tuning time.
    out = json.loads(first.stdout)
    assert out["trials_per_s"] > 0
    assert "8 new trials in " in first.stderr
    assert " trials/s (" in first.stderr
    assert out["trials_per_s"] >= 8 / out["wall_s"]  # the whole run includes the start-up
    written = tmp_path / "curve.png"
    assert f"wrote {written}" in first.stderr
    assert written.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    again = _tune(*args)
    assert again.returncode == 0, again.stderr
    (w,) = json.loads(again.stdout)["workloads"]
    assert (w["new_trials"], w["trials"]) == (8, 16)
    assert "continuing from 8 configs on record" in again.stderr
    recs = _records(db, WORKLOAD)
    assert len(recs) == 16
    assert len({r.config_hash for r in recs}) == 16  # nothing measured twice
    assert len({r.run_id for r in recs}) == 2


@pytest.mark.slow
def test_tuning_a_model_again_measures_n_new_configs_in_all(tmp_path: Path) -> None:
    pytest.importorskip("onnx")
    from tests.model.test_model_cli import small_cnn

    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    db = str(tmp_path / "r.db")
    args = [str(model), "--trials", "8", "--batch", "8", "--db", db, "--remeasure", "0",
            "--tuner", "random", "--repeat", "2", "--json"]  # fmt: skip
    first = _tune(*args)
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["model"]["trials"] == 8
    again = _tune(*args)
    assert again.returncode == 0, again.stderr
    out = json.loads(again.stdout)
    assert out["model"]["trials"] == 8  # N new trials in all, this run
    assert sum(w["new_trials"] for w in out["workloads"]) == 8
    recs = _records(db)
    assert len(recs) == 16
    assert len({(r.workload, r.config_hash) for r in recs}) == 16


# -- item 9: progress and summary --------------------------------------------------------------


def test_progress_is_reported_after_every_result() -> None:
    table = synthetic_table(3)
    events: list[Progress] = []
    TuningLoop(
        [_task(table, 2e6)],
        _measurer((table, 2e6)),
        ListSink(),
        LoopSettings(trials=8, batch=32, remeasure_top=0),
        events.append,
    ).run()
    assert [e.trials_done for e in events] == list(range(1, 9))
    assert [e.trials_total for e in events] == [8] * 8


def test_the_progress_line_gives_a_tasks_share_only_with_several_tasks() -> None:
    one = Progress(0, "matmul:m=8,n=8,k=8", "tune", 16, 16, 200, 1.0, 2.0, 0, 3.0)
    assert "trial 16/200 |" in progress_line(one)
    assert "16)" not in progress_line(one)
    two = Progress(1, "matmul:m=8,n=8,k=8", "tune", 5, 16, 200, 1.0, 2.0, 0, 3.0, tasks=2)
    assert "trial 16/200 (5 of this task) |" in progress_line(two)


def _tuned_with_default(remeasure_top: int) -> list[TaskResult]:
    table = synthetic_table(4)
    task = _task(table, 2e6)
    default = int(np.argsort(table.gflops)[table.space.size // 2])  # a middling config
    task.initial = (default,)
    return TuningLoop(
        [task],
        _measurer((table, 2e6)),
        ListSink(),
        LoopSettings(trials=40, batch=8, remeasure_top=remeasure_top),
    ).run()


@pytest.mark.parametrize("remeasure_top", [0, 2])
def test_the_summary_gives_the_best_time_and_the_speedup_over_the_default(
    remeasure_top: int,
) -> None:
    (r,) = _tuned_with_default(remeasure_top)
    table = synthetic_table(4)
    assert r.baseline_index is not None
    assert r.baseline_gflops == pytest.approx(table.gflops[r.baseline_index])
    (w,) = summary([r], 1.0, "random")["workloads"]
    assert w["best_ms"] == pytest.approx(2e6 / (r.best_gflops * 1e9) * 1e3, rel=1e-4)
    assert w["default_ms"] == pytest.approx(2e6 / (r.baseline_gflops * 1e9) * 1e3, rel=1e-4)
    assert w["speedup_over_default"] == pytest.approx(r.best_gflops / r.baseline_gflops, rel=1e-3)
    assert w["speedup_over_default"] >= 1.0


def test_the_plot_starts_at_zero_and_marks_the_remeasured_best(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    (r,) = _tuned_with_default(remeasure_top=2)
    fig = plot_figure([r], "random")
    assert fig is not None
    try:
        (ax,) = fig.axes
        assert ax.get_ylim()[0] == 0
        marks = [line for line in ax.get_lines() if line.get_marker() == "o"]
        assert len(marks) == 1
        assert list(marks[0].get_ydata()) == [pytest.approx(r.best_gflops)]
        assert list(marks[0].get_xdata()) == [r.trials]
    finally:
        plt.close(fig)
    assert plot([r], tmp_path / "p.png", "random") == tmp_path / "p.png"
    assert plot([r], tmp_path / "q", "random") == tmp_path / "q.png"
    assert (tmp_path / "q.png").read_bytes()[:4] == b"\x89PNG"


def test_no_plot_for_a_run_that_measured_nothing(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    nothing = TaskResult("matmul:m=8,n=8,k=8", "llvm", best_gflops=5.0, trials=40)
    assert plot_figure([nothing], "xgb") is None
    assert plot([nothing], tmp_path / "p.png", "xgb") is None
    assert not (tmp_path / "p.png").exists()
