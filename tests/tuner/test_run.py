"""The tuner's entry point for a tuning run, called from Python: a real local pool on
loopback (tracker and device server subprocesses) and a real SQLite file."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tuner.loop import Progress, TuneTask
from tuner.records import RecordFilter, RecordStore
from tuner.run import RunObserver, run_tuning
from tuner.run_settings import RunSettings
from tuner.session import resolve_workloads

pytestmark = pytest.mark.timeout(240)

WORKLOAD = "matmul:m=16,n=24,k=8"


class _Events:
    """Keeps what the run says, in order."""

    def __init__(self) -> None:
        self.events: list[str] = []
        self.progress_seen: list[Progress] = []

    def starting_pool(self, key: str) -> None:
        self.events.append(f"starting {key}")

    def ready(self, tasks: Sequence[TuneTask], overlap: bool) -> None:
        self.events.append(f"ready {len(tasks)} overlap={overlap}")

    def progress(self, p: Progress) -> None:
        self.progress_seen.append(p)

    def note(self, line: str) -> None:
        self.events.append(f"note {line}")

    def saved(self, count: int, path: Path) -> None:
        self.events.append(f"saved {count}")

    def stopped(self) -> None:
        self.events.append("stopped")

    def interrupted(self, held: bool) -> None:
        self.events.append("interrupted")


def test_a_local_run_records_every_trial_and_its_best(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'records.db'}"
    events = _Events()
    observer: RunObserver = events
    settings = RunSettings(
        workloads=tuple(resolve_workloads([WORKLOAD], "llvm")),
        trials=4,
        spill_dir=tmp_path / "unwritten",
        tuner="random",
        batch=2,
        remeasure=1,
        repeat=1,
        who="test@host",
    )

    outcome = run_tuning(settings, RecordStore(db), observer)

    assert events.events == ["starting local", "ready 1 overlap=False", "stopped"]
    assert events.progress_seen[-1].trials_done == 4
    assert outcome.trials_done == 4
    assert outcome.device_key == "local"
    assert outcome.wall_s >= outcome.tuning_s > 0
    (result,) = outcome.results
    assert result.workload == WORKLOAD
    assert result.new_trials == 4
    # The store was closed by the run; what it recorded is read back from the file.
    with RecordStore(db) as store:
        records = list(store.records(RecordFilter(workload=WORKLOAD)))
        run = store.run_summary(outcome.run_id)
        assert store.device("local") is not None
    measured = {r.config_hash for r in records}
    assert len(measured) == 4  # re-measurements add records of configs already measured
    assert run.status == "finished"
    assert run.who == "test@host"
    assert result.best_gflops > 0
    assert result.best_config in [r.config for r in records if r.ok]


def test_a_cpu_target_the_keys_devices_cannot_run_is_refused() -> None:
    """A board's device servers report aarch64: this host's ``llvm`` is refused before
    any trial; a target for their architecture, a GPU one, and servers that predate the
    field (no arch) pass."""
    from autotune.v1 import measure_pb2
    from compiler.target_arch import host_arch
    from tuner.pool_measurer import PoolError
    from tuner.run import check_device_arch

    other = "aarch64" if host_arch() == "x86_64" else "x86_64"
    board = measure_pb2.DeviceInfo(hostname="rpi", arch=other)
    with pytest.raises(PoolError, match=f"are {other} machines .rpi., and target 'llvm' builds"):
        check_device_arch("llvm", "rpi4", [measure_pb2.DeviceInfo(arch=host_arch()), board])
    triple = "x86_64-linux-gnu" if other == "x86_64" else "aarch64-linux-gnu"
    check_device_arch(f"llvm -mtriple={triple}", "rpi4", [board])
    check_device_arch("cuda", "rpi4", [board])
    check_device_arch("llvm", "old", [measure_pb2.DeviceInfo(hostname="old")])
