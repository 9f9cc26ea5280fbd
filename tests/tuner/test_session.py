"""Session setup against a real SQLite records database: resume and transfer learning."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.tuner.conftest import synthetic_table
from tuner.records import ErrorKind, Measurement, RecordStore
from tuner.replay import ReplayTable
from tuner.session import SessionSettings, Workload, build_tasks
from tuner.tuners.xgb import XGBTuner

FLOP = 2e6


def _workload(table: ReplayTable, key: str) -> Workload:
    return Workload(key, "matmul", table.space, FLOP, None)


def _record(store: RecordStore, key: str, table: ReplayTable, indices: np.ndarray) -> None:
    rows = []
    for i in indices.tolist():
        g = float(table.gflops[i])
        ok = g > 0
        rows.append(
            Measurement(
                workload=key,
                target="llvm",
                config=table.space.knobs_json(i),
                costs_s=(FLOP / (g * 1e9),) if ok else (),
                error_kind=ErrorKind.NONE if ok else ErrorKind.RUNTIME_ERROR,
                device_key="dev",
                config_index=i,
                flop=FLOP,
            )
        )
    store.add(rows)
    store.flush()


@pytest.fixture
def store(tmp_path: Path) -> RecordStore:
    with RecordStore(f"sqlite:///{tmp_path / 'r.db'}") as s:
        yield s


def test_resume_feeds_earlier_results_to_the_tuner(store: RecordStore) -> None:
    table = synthetic_table(1)
    key = "matmul:m=64,n=64,k=64"
    done = np.random.default_rng(0).choice(table.space.size, 80, replace=False)
    _record(store, key, table, done)
    # Same workload on another device key: not ours to resume from.
    other = np.random.default_rng(1).choice(table.space.size, 30, replace=False)
    rows = [
        Measurement(key, "llvm", table.space.knobs_json(i), (1e-3,), device_key="other", flop=FLOP)
        for i in other.tolist()
    ]
    store.add(rows)
    store.flush()
    settings = SessionSettings(target="llvm", device_key="dev", tuner="random")
    (task,) = build_tasks([_workload(table, key)], store, settings)
    assert task.prior_trials == 80
    assert task.prior_best == pytest.approx(table.gflops[done].max(), rel=1e-6)
    assert task.prior_best_index == int(done[np.argmax(table.gflops[done])])
    proposed = np.concatenate([task.tuner.next_batch(500) for _ in range(4)])
    assert not np.isin(proposed, done).any()
    assert np.isin(other, proposed).any()  # other device's configs are still candidates


def test_transfer_warm_starts_the_model(store: RecordStore) -> None:
    """Records of another shape (same op, device, target) steer the very first batch."""
    source, target_table = synthetic_table(1), synthetic_table(7)
    rng = np.random.default_rng(3)
    _record(store, "matmul:m=32,n=32,k=32", source, rng.choice(source.space.size, 400, False))
    key = "matmul:m=64,n=64,k=64"
    settings = SessionSettings(target="llvm", device_key="dev", tuner="xgb", seed=0)
    (task,) = build_tasks([_workload(target_table, key)], store, settings)
    assert isinstance(task.tuner, XGBTuner)
    assert task.prior_trials == 0
    warm = task.tuner.next_batch(32)
    assert task.tuner.model.fitted
    cold_settings = SessionSettings(target="llvm", device_key="dev", tuner="xgb", transfer=False)
    (cold,) = build_tasks([_workload(target_table, key)], store, cold_settings)
    first = cold.tuner.next_batch(32)
    assert not cold.tuner.model.fitted  # without transfer the first batch is random
    # The landscapes share their structure, so the warm batch is far better than random.
    assert np.median(target_table.gflops[warm]) > 1.5 * np.median(target_table.gflops[first])


def test_cancelled_and_lost_jobs_are_measured_again_on_resume(store: RecordStore) -> None:
    table = synthetic_table(1)
    key = "matmul:m=64,n=64,k=64"
    kinds = [ErrorKind.CANCELLED, ErrorKind.DEVICE_LOST, ErrorKind.COMPILE_ERROR]
    store.add(
        [
            Measurement(key, "llvm", table.space.knobs_json(i), (), kind, device_key="dev")
            for i, kind in enumerate(kinds)
        ]
    )
    store.flush()
    settings = SessionSettings(target="llvm", device_key="dev", tuner="grid")
    (task,) = build_tasks([_workload(table, key)], store, settings)
    assert task.prior_trials == 1  # only the compile error is the config's own fault
    assert task.tuner.next_batch(2).tolist() == [0, 1]
