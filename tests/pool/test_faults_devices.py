"""Fault drills on real processes (issue 16, items 3-5): a paused device server, a
tracker SIGKILLed and restarted on the same port, devices coming back after a long
outage. Faults are injected with signals; everything runs on loopback."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from autotune.v1 import measure_pb2
from tests.pool.procs import REPO, Procs, clean_env, free_port, run, wait_until
from tracker.client import TrackerClient, TrackerUnavailableError

pytestmark = pytest.mark.timeout(300)

K = measure_pb2
TUNED = "matmul:m=64,n=64,k=64"


def _job(job_id: str, key: str, **options: float) -> measure_pb2.MeasureJob:
    return K.MeasureJob(
        job_id=job_id,
        workload=K.Workload(key=key),
        target="llvm",
        options=K.MeasureOptions(**options),  # type: ignore[arg-type]
    )


def _status(address: str) -> object:
    async def go() -> object:
        async with TrackerClient(address) as client:
            return await client.status(timeout_s=2)

    return run(go(), timeout_s=10)


def _running_jobs(address: str) -> int:
    return sum(int(k.jobs_running) for k in _status(address).keys)  # type: ignore[attr-defined]


def _jobs_done(address: str) -> int:
    return sum(int(k.jobs_done) for k in _status(address).keys)  # type: ignore[attr-defined]


def _devices(address: str) -> int:
    try:
        status = _status(address)
    except TrackerUnavailableError:
        return 0
    return sum(int(k.devices_total) for k in status.keys)  # type: ignore[attr-defined]


def _measure_with_pause(
    procs: Procs, job: measure_pb2.MeasureJob, pause_after_s: float, pause_s: float
) -> measure_pb2.MeasureResult:
    """Measures ``job`` on one device server, SIGSTOPped ``pause_after_s`` into the job."""
    _, address = procs.tracker("--lease-timeout", "30")
    device = procs.device(address, "k", "--enable-test-hooks")

    async def scenario() -> measure_pb2.MeasureResult:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1, timeout_s=60)
            batch = await client.submit("k", [job])
            while (await client.status()).keys[0].jobs_running == 0:
                await asyncio.sleep(0.02)
            await asyncio.sleep(pause_after_s)
            device.send_signal(signal.SIGSTOP)
            try:
                await asyncio.sleep(pause_s)
            finally:
                device.send_signal(signal.SIGCONT)
            (result,) = [r async for r in batch]
            return result

    return run(scenario(), timeout_s=120)


def test_pause_during_compile_is_not_a_compile_timeout(procs: Procs) -> None:
    """The compile (1 s of CPU, 2.5 s allowed) finishes while its server is stopped for
    4 s: the stop is not counted, and the job is measured as if nothing happened."""
    job = _job("j", "__test_phases:compile_ms=1000,run_ms=20", compile_timeout_s=2.5)
    result = _measure_with_pause(procs, job, pause_after_s=0.3, pause_s=4.0)
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert result.attempts == 1


def test_pause_during_run_is_retried_not_blamed_on_the_config(procs: Procs) -> None:
    """A stop cutting into the run phase: the timing is not trusted, the device reports
    DEVICE_STALLED and the tracker gives the job out again; the client gets the
    retry's clean result."""
    job = _job("j", "__test_phases:compile_ms=20,run_ms=1000", run_timeout_s=2.5)
    result = _measure_with_pause(procs, job, pause_after_s=0.5, pause_s=4.0)
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert result.attempts == 2  # the stalled attempt and the retry


def test_tune_survives_a_tracker_restart(procs: Procs, tmp_path: Path) -> None:
    """SIGKILL of the tracker mid-batch and a restart on the same port: the tune
    resubmits what the new tracker does not know and records every trial once."""
    from tuner.records import RecordFilter, RecordStore

    port = free_port()
    tracker, address = procs.tracker(port=port)
    procs.device(address, "cpu", "--max-backoff", "5")
    wait_until(lambda: _devices(address) == 1, 60, "the device server")
    db = f"sqlite:///{tmp_path / 'r.db'}"
    env = clean_env()
    env.pop("AUTOTUNE_DB", None)
    tune = subprocess.Popen(
        [sys.executable, "-m", "autotune", "tune", TUNED, "--tracker", address, "--key", "cpu",
         "--trials", "12", "--batch", "6", "--remeasure", "0", "--tuner", "random",
         "--db", db],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO,
    )  # fmt: skip
    try:
        wait_until(lambda: _jobs_done(address) >= 3, 120, "the first results")
        procs.stop(tracker, signal.SIGKILL)
        time.sleep(1.0)
        procs.tracker(port=port)
        _, err = tune.communicate(timeout=180)
    finally:
        if tune.poll() is None:
            tune.kill()
            tune.wait()
    assert tune.returncode == 0, err
    assert "resubmitting" in err
    assert "tracker is back" in err
    with RecordStore(db) as store:
        records = list(store.records(RecordFilter(workload=TUNED)))
    assert len(records) == 12
    assert len({r.config_hash for r in records}) == 12  # each trial recorded once
    assert all(r.error_kind == 0 for r in records)


def test_devices_return_quickly_after_a_long_outage(procs: Procs) -> None:
    """With --max-backoff 5, devices whose backoff has grown to 5 s are registered
    again within 2 s of a new tracker listening on the port."""
    port = free_port()
    tracker, address = procs.tracker(port=port)
    for _ in range(3):
        procs.device(address, "k", "--backend", "noop", "--max-backoff", "5")
    wait_until(lambda: _devices(address) == 3, 30, "three devices")
    procs.stop(tracker, signal.SIGKILL)
    time.sleep(8.0)  # 0.1 + 0.2 + ... + 3.2 s: the backoff is at its 5 s cap
    _, address = procs.tracker(port=port)
    listening = time.monotonic()
    wait_until(lambda: _devices(address) == 3, 10, "the devices to return")
    assert time.monotonic() - listening < 2.0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_stopped_worker_is_a_stall_not_a_compile_timeout(procs: Procs) -> None:
    """Someone else SIGSTOPs the worker itself mid-compile: at the timeout it is seen
    stopped, so the attempt is DEVICE_STALLED (retried), not COMPILE_TIMEOUT."""
    _, address = procs.tracker("--lease-timeout", "30", "--max-tries", "1")
    device = procs.device(address, "k", "--enable-test-hooks")
    job = _job("j", "__test_phases:compile_ms=1500,run_ms=20", compile_timeout_s=1)

    async def scenario() -> measure_pb2.MeasureResult:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1, timeout_s=60)
            batch = await client.submit("k", [job])
            while (await client.status()).keys[0].jobs_running == 0:
                await asyncio.sleep(0.02)
            await asyncio.sleep(0.2)
            workers = _children(device.pid)
            assert workers, "the device server has no worker"
            for pid in workers:
                os.kill(pid, signal.SIGSTOP)
            (result,) = [r async for r in batch]
            return result

    result = run(scenario(), timeout_s=60)
    # --max-tries 1: the stalled attempt is the job's last, so the client sees it.
    assert result.error_kind == K.ERROR_KIND_DEVICE_STALLED, result.error_message


def _children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid`` (Linux /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            out.append(int(entry.name))
    return out


def test_resubmission_gives_up_after_reconnect_s(procs: Procs) -> None:
    """A tracker that does not come back: the measurer stops resubmitting after its
    bounded outage time and says so, instead of waiting forever."""
    from tuner.measure import Candidate
    from tuner.pool_measurer import PoolError, PoolMeasurer

    tracker, address = procs.tracker()
    procs.device(address, "k", "--backend", "noop")
    wait_until(lambda: _devices(address) == 1, 30, "the device server")
    measurer = PoolMeasurer(
        address, "k", options=K.MeasureOptions(cooldown_ms=300), reconnect_s=2.0
    )
    try:
        outcomes = measurer.measure(TUNED, "llvm", [Candidate(i, {}) for i in range(8)])
        next(outcomes)  # the first result: the batch is under way
        procs.stop(tracker, signal.SIGKILL)
        start = time.monotonic()
        with pytest.raises(PoolError, match="gave up resubmitting"):
            list(outcomes)
        assert 2.0 <= time.monotonic() - start < 10.0
    finally:
        measurer.close()
