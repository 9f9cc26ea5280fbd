"""``autotune tune --priority`` (issue 16, item 7): a tune's batches overtake lower-priority
work queued on the same device, on a real tracker and device server on loopback."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from autotune.cli import build_parser
from autotune.v1 import measure_pb2
from tests.pool.procs import Procs, running, wait_until
from tracker.client import TrackerClient
from tuner.records import RecordFilter, RecordStore

pytestmark = pytest.mark.timeout(300)

WORKLOAD = "matmul:m=64,n=64,k=64"
# The low-priority batch: each job holds the device's one slot for its cooldown, so the
# batch lasts well past the tune's start-up (about 40 s in all when nothing overtakes it).
LOW_JOBS = 160
LOW_COOLDOWN_MS = 250.0


@pytest.fixture
def procs(tmp_path: Path) -> Iterator[Procs]:
    """Tracker and device-server processes, all killed at teardown."""
    with running(tmp_path) as p:
        yield p


def _low_jobs() -> list[measure_pb2.MeasureJob]:
    return [
        measure_pb2.MeasureJob(
            job_id=f"low{i}",
            workload=measure_pb2.Workload(key="matmul:m=8,n=8,k=8"),
            target="llvm",
            options=measure_pb2.MeasureOptions(repeat=1, cooldown_ms=LOW_COOLDOWN_MS),
        )
        for i in range(LOW_JOBS)
    ]


class _LowBatch:
    """A priority-0 batch streamed in a thread of its own; cancelled by :meth:`stop`."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.results: list[measure_pb2.MeasureResult] = []
        self._loop = asyncio.new_event_loop()
        self._stopped: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._run(),))
        self._thread.start()

    async def _run(self) -> None:
        self._stopped = asyncio.Event()
        async with TrackerClient(self.address) as client:
            await client.wait_for_devices("k", 1, 30)
            batch = await client.submit("k", _low_jobs(), priority=0)

            async def collect() -> None:
                async for result in batch:
                    self.results.append(result)

            reader = asyncio.ensure_future(collect())
            stop = asyncio.ensure_future(self._stopped.wait())
            await asyncio.wait({reader, stop}, return_when=asyncio.FIRST_COMPLETED)
            if not reader.done():
                await batch.cancel()
                batch.close()
                reader.cancel()
            stop.cancel()

    def stop(self) -> None:
        if self._stopped is not None:
            self._loop.call_soon_threadsafe(self._stopped.set)
        self._thread.join(30)
        self._loop.close()


def test_priority_flag_is_parsed_and_bounded() -> None:
    parser = build_parser()
    assert parser.parse_args(["tune", WORKLOAD]).priority == 0
    assert parser.parse_args(["tune", WORKLOAD, "--priority", "-3"]).priority == -3
    with pytest.raises(SystemExit):
        parser.parse_args(["tune", WORKLOAD, "--priority", str(2**31)])


@pytest.mark.slow
def test_a_priority_5_tune_overtakes_a_queued_priority_0_batch(
    procs: Procs, tmp_path: Path
) -> None:
    _, address = procs.tracker()
    procs.device(address, "k")  # capacity 1: one job at a time, so the queue order shows
    low = _LowBatch(address)
    try:
        wait_until(lambda: len(low.results) >= 2, 60, "the low-priority batch to run")
        db = f"sqlite:///{tmp_path / 'r.db'}"
        env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
        t0 = time.monotonic()
        args = ["--tracker", address, "--key", "k", "--priority", "5", "--db", db]
        small = ["--trials", "4", "--batch", "4", "--remeasure", "0", "--tuner", "random"]
        proc = subprocess.run(
            [sys.executable, "-m", "autotune", "tune", WORKLOAD, *args, *small],
            capture_output=True,
            text=True,
            timeout=240,
            env=env,
            check=False,
        )
        tune_s = time.monotonic() - t0
        low_done = len(low.results)
        # A couple more low jobs, to compare their start times with the tune's.
        wait_until(lambda: len(low.results) >= min(low_done + 2, LOW_JOBS), 60, "low jobs")
    finally:
        low.stop()
    assert proc.returncode == 0, proc.stderr
    # First come, first served, the tune's jobs would have waited for every low job.
    assert low_done < LOW_JOBS, f"the tune ({tune_s:.1f} s) waited for the whole low batch"
    with RecordStore(db) as store:
        tuned = list(store.records(RecordFilter(workload=WORKLOAD)))
    assert len(tuned) == 4
    assert all(r.finished_at is not None for r in tuned)
    last_tuned = max(r.finished_at for r in tuned if r.finished_at is not None)
    later_low = [
        r for r in low.results if r.started_at.ToDatetime(tzinfo=last_tuned.tzinfo) > last_tuned
    ]
    assert later_low, "no low-priority job ran after the tune's jobs"
