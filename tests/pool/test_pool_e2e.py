"""The pool end to end: a real tracker and device servers on loopback."""

from __future__ import annotations

import os
import signal

import pytest

from autotune.v1 import measure_pb2
from device_server.backend import NOOP_MESSAGE
from tests.pool.procs import Procs, free_port, noop_jobs, run, wait_until
from tracker.client import TrackerClient, TrackerUnavailableError

pytestmark = pytest.mark.timeout(90)

NONE = measure_pb2.ERROR_KIND_NONE


def device_id_of(status: measure_pb2.MeasureResult, pid: int) -> str:
    """The tracker's id of the device server with process id ``pid``."""
    for device in status.devices:  # type: ignore[attr-defined]
        if device.address.endswith(f":{pid}"):
            return str(device.device_id)
    raise LookupError(f"no device with pid {pid}")


def test_200_jobs_on_two_devices_each_exactly_once(procs: Procs) -> None:
    _, address = procs.tracker()
    for _ in range(2):
        procs.device(address, "k", "--backend", "noop")

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], object]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 2)
            batch = await client.submit("k", noop_jobs(200))
            assert batch.total == 200
            results = [r async for r in batch]
            return results, await client.status()

    results, status = run(scenario())
    ids = [r.job_id for r in results]
    assert len(ids) == 200
    assert set(ids) == {f"j{i}" for i in range(200)}
    for r in results:
        assert r.error_kind == NONE
        assert r.error_message == NOOP_MESSAGE
        assert list(r.costs_s) == [0.0, 0.0]
        assert r.attempts == 1
    devices = {d.device_id: d for d in status.devices}  # type: ignore[attr-defined]
    assert {r.device_id for r in results} == set(devices)
    assert sum(d.jobs_done for d in devices.values()) == 200
    (key,) = status.keys  # type: ignore[attr-defined]
    assert (key.key, key.devices_total, key.jobs_done, key.jobs_failed) == ("k", 2, 200, 0)
    assert (key.jobs_pending, key.jobs_running) == (0, 0)


def test_sigkill_of_a_device_loses_no_job(procs: Procs) -> None:
    _, address = procs.tracker("--lease-timeout", "2")
    victim = procs.device(address, "k", "--backend", "noop")
    procs.device(address, "k", "--backend", "noop")

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], str, object]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 2)
            batch = await client.submit("k", noop_jobs(60, cooldown_ms=30))
            results = []
            victim_id = ""
            async for result in batch:
                results.append(result)
                if len(results) == 5:
                    status = await client.status()
                    victim_id = device_id_of(status, victim.pid)  # type: ignore[arg-type]
                    os.kill(victim.pid, signal.SIGKILL)
            return results, victim_id, await client.status()

    results, victim_id, status = run(scenario())
    assert sorted(r.job_id for r in results) == sorted(f"j{i}" for i in range(60))
    assert all(r.error_kind == NONE for r in results)
    # The job the victim held was given to the survivor: a second attempt.
    assert any(r.attempts == 2 and r.device_id != victim_id for r in results)
    assert sum(r.device_id == victim_id for r in results) < 60
    assert victim_id not in {d.device_id for d in status.devices}  # type: ignore[attr-defined]


def test_silent_device_loses_its_lease_and_late_result_is_dropped(procs: Procs) -> None:
    """SIGSTOP keeps the connection open: only the lease can notice."""
    _, address = procs.tracker("--lease-timeout", "2")
    frozen = procs.device(address, "k", "--backend", "noop")
    procs.device(address, "k", "--backend", "noop")

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], object]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 2)
            batch = await client.submit("k", noop_jobs(40, cooldown_ms=30))
            results = []
            async for result in batch:
                results.append(result)
                if len(results) == 5:
                    os.kill(frozen.pid, signal.SIGSTOP)
            os.kill(frozen.pid, signal.SIGCONT)
            # It finds out it was dropped and registers again by itself.
            await client.wait_for_devices("k", 2, timeout_s=30)
            return results, await client.status()

    results, status = run(scenario())
    assert sorted(r.job_id for r in results) == sorted(f"j{i}" for i in range(40))
    assert any(r.attempts == 2 for r in results)
    (key,) = status.keys  # type: ignore[attr-defined]
    # The frozen device's late report was not counted (nor delivered) twice.
    assert key.jobs_done == 40
    assert frozen.pid in {int(d.address.rpartition(":")[2]) for d in status.devices}  # type: ignore[attr-defined]


def test_tracker_restart_devices_come_back(procs: Procs) -> None:
    port = free_port()
    first, address = procs.tracker("--lease-timeout", "2", port=port)
    for _ in range(2):
        procs.device(address, "k", "--backend", "noop")

    async def before_restart() -> int:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 2)
            batch = await client.submit("k", noop_jobs(100, cooldown_ms=20))
            got = 0

            async def consume() -> None:
                nonlocal got
                async for _ in batch:
                    got += 1
                    if got == 5:
                        procs.stop(first)  # SIGTERM: graceful stop

            with pytest.raises(TrackerUnavailableError, match="resubmit the missing jobs"):
                await consume()
            return got

    got = run(before_restart())
    assert 5 <= got < 100
    assert first.returncode == 0
    procs.tracker("--lease-timeout", "2", port=port)

    async def after_restart() -> list[measure_pb2.MeasureResult]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 2, timeout_s=30)
            return await client.measure("k", noop_jobs(20))

    results = run(after_restart())
    assert [r.job_id for r in results] == [f"j{i}" for i in range(20)]
    assert all(r.error_kind == NONE for r in results)


def test_cancel_and_closed_stream(procs: Procs) -> None:
    _, address = procs.tracker()
    procs.device(address, "k", "--backend", "noop")

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], int, object]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1)
            batch = await client.submit("k", noop_jobs(50, cooldown_ms=20))
            results = []
            cancelled = 0
            async for result in batch:
                results.append(result)
                if len(results) == 2:
                    cancelled = await batch.cancel()
            # A second batch, abandoned by closing its stream.
            abandoned = await client.submit("k", noop_jobs(30, cooldown_ms=20, prefix="x"))
            abandoned.close()
            for _ in range(100):
                status = await client.status()
                if status.batches_active == 0 and status.keys[0].jobs_running == 0:
                    break
                await __import__("asyncio").sleep(0.05)
            return results, cancelled, status

    results, cancelled, status = run(scenario())
    assert sorted(r.job_id for r in results) == sorted(f"j{i}" for i in range(50))
    kinds = [r.error_kind for r in results]
    assert kinds.count(measure_pb2.ERROR_KIND_CANCELLED) == cancelled
    assert cancelled >= 40
    assert kinds.count(NONE) == 50 - cancelled
    assert status.batches_active == 0  # type: ignore[attr-defined]
    assert status.keys[0].jobs_pending == 0  # type: ignore[attr-defined]


@pytest.mark.parametrize("port", [0])
def test_port_file_and_graceful_sigint(procs: Procs, port: int) -> None:
    port_file = procs.log_dir / "port"
    tracker, address = procs.tracker("--port-file", str(port_file), port=port)
    assert port_file.read_text().strip() == address.rpartition(":")[2]
    procs.stop(tracker, signal.SIGINT)
    assert tracker.returncode == 0


def test_priority_across_clients(procs: Procs) -> None:
    """Two tuners share one device: the later, higher-priority batch runs first."""
    _, address = procs.tracker()
    procs.device(address, "k", "--backend", "noop")

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], list[measure_pb2.MeasureResult]]:
        async with TrackerClient(address) as low, TrackerClient(address) as high:
            await low.wait_for_devices("k", 1)
            # The first low job occupies the device for 300 ms, long enough to
            # submit the urgent batch behind it.
            low_batch = await low.submit("k", noop_jobs(6, cooldown_ms=300, prefix="low"), 0)
            high_batch = await high.submit("k", noop_jobs(3, cooldown_ms=10, prefix="high"), 5)
            high_results = [r async for r in high_batch]
            low_results = [r async for r in low_batch]
            return low_results, high_results

    low_results, high_results = run(scenario())
    assert sorted(r.job_id for r in high_results) == ["high0", "high1", "high2"]
    assert sorted(r.job_id for r in low_results) == [f"low{i}" for i in range(6)]

    def started(r: measure_pb2.MeasureResult) -> int:
        return int(r.started_at.ToNanoseconds())

    low_by_start = sorted(low_results, key=started)
    # Only the job already running when the urgent batch came ran before it.
    assert low_by_start[0].job_id == "low0"
    assert max(started(r) for r in high_results) < started(low_by_start[1])
    # FIFO within a priority.
    assert [r.job_id for r in low_by_start] == [f"low{i}" for i in range(6)]


def test_device_started_before_its_tracker_joins_when_it_comes(procs: Procs) -> None:
    port = free_port()
    device = procs.device(f"127.0.0.1:{port}", "k", "--backend", "noop")
    log_file = sorted(procs.log_dir.glob("*-device.log"))[-1]
    wait_until(lambda: "UNAVAILABLE" in log_file.read_text(), what="a failed connection attempt")
    _, address = procs.tracker(port=port)

    async def scenario() -> list[measure_pb2.MeasureResult]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1, timeout_s=30)
            return await client.measure("k", noop_jobs(3))

    results = run(scenario())
    assert [r.error_kind for r in results] == [NONE] * 3
    assert device.poll() is None
