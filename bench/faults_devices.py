"""Device and tracker-restart fault drills on loopback (issue 16, items 3, 4, 5).

1. Tracker restart mid-tune: ``autotune tune`` on a tracker with two device
   servers; the tracker is SIGKILLed once some results are in and restarted on
   the same port a second later. Printed: the tune's exit status, trials
   recorded and distinct configs among them (goal: every trial once), how long
   the devices took to register again, and how long the tune took after the kill.
2. Device return after a long outage: four noop device servers with
   ``--max-backoff 5``; the tracker is SIGKILLed and restarted on the same port
   ``--outage`` seconds later. Printed per round: seconds from the new tracker
   listening to every device registered (goal: <= 2 s).
3. Paused device: ``autotune tune`` on a tracker with ``--lease-timeout 30`` and
   two device servers; ``--stops`` times, a device server that has a job running
   is SIGSTOPped for 13 s (longer than the 10 s compile timeout) and continued.
   Printed: configs recorded as failed (goal: 0; all configs of this workload
   compile and run) and how many attempts the tracker gave a job again.

Run::

    .venv/bin/python bench/faults_devices.py [--outage 15] [--rounds 3] [--stops 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # for tests.pool.procs

from autotune.v1 import tracker_pb2  # noqa: E402
from tests.pool.procs import Procs, clean_env, free_port, running  # noqa: E402
from tracker.client import TrackerClient, TrackerError  # noqa: E402
from tuner.records import RecordFilter, RecordStore  # noqa: E402

WORKLOAD = "matmul:m=64,n=64,k=64"


def status(address: str) -> tracker_pb2.PoolStatus | None:
    """The pool status, or None while the tracker does not answer."""

    async def go() -> tracker_pb2.PoolStatus:
        async with TrackerClient(address) as client:
            return await client.status(timeout_s=1.0)

    try:
        return asyncio.run(go())
    except TrackerError:
        return None


def devices(address: str) -> int:
    """Devices registered (0 while the tracker does not answer)."""
    s = status(address)
    return sum(k.devices_total for k in s.keys) if s else 0


def wait_for(predicate: object, timeout_s: float, poll_s: float = 0.02) -> float:
    """Seconds until ``predicate()`` held.

    Raises:
        TimeoutError: it did not within ``timeout_s``.
    """
    start = time.monotonic()
    while not predicate():  # type: ignore[operator]
        if time.monotonic() - start > timeout_s:
            raise TimeoutError(f"not within {timeout_s:g}s")
        time.sleep(poll_s)
    return time.monotonic() - start


def start_tune(address: str, db: str, trials: int, batch: int) -> subprocess.Popen[str]:
    """``autotune tune`` of WORKLOAD on the pool, random search, no re-measurement."""
    env = clean_env()
    env.pop("AUTOTUNE_DB", None)
    return subprocess.Popen(
        [sys.executable, "-m", "autotune", "tune", WORKLOAD, "--tracker", address,
         "--key", "cpu", "--trials", str(trials), "--batch", str(batch),
         "--remeasure", "0", "--tuner", "random", "--db", db],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO,
    )  # fmt: skip


def records(db: str) -> list[object]:
    """Every record of WORKLOAD in ``db``."""
    with RecordStore(db) as store:
        return list(store.records(RecordFilter(workload=WORKLOAD)))


def drill_restart(procs: Procs, tmp: Path, trials: int) -> None:
    """Drill 1: SIGKILL and restart of the tracker while a tune runs."""
    port = free_port()
    tracker, address = procs.tracker(port=port)
    for _ in range(2):
        procs.device(address, "cpu", "--max-backoff", "5")
    wait_for(lambda: devices(address) == 2, 120)
    db = f"sqlite:///{tmp / 'restart.db'}"
    tune = start_tune(address, db, trials, batch=8)

    def done() -> int:
        s = status(address)
        return sum(k.jobs_done for k in s.keys) if s else 0

    wait_for(lambda: done() >= 4, 120)
    tracker.kill()
    tracker.wait()
    killed = time.monotonic()
    time.sleep(1.0)
    procs.tracker(port=port)
    back = wait_for(lambda: devices(address) == 2, 30)
    _, err = tune.communicate(timeout=600)
    after_kill = time.monotonic() - killed
    recs = records(db)
    distinct = len({r.config_hash for r in recs})  # type: ignore[attr-defined]
    print("1. tracker SIGKILL + restart (1 s later) during `autotune tune`, 2 devices")
    print(f"   tune exit status: {tune.returncode}; {after_kill:.1f} s from the kill to its end")
    print(f"   trials recorded: {len(recs)} of {trials}; distinct configs: {distinct}")
    print(f"   devices registered again {back:.2f} s after the new tracker listened")
    if tune.returncode != 0:
        print("   tune stderr:", err.strip().splitlines()[-1:])


def drill_return(procs: Procs, outage_s: float, rounds: int) -> None:
    """Drill 2: device return time after a long outage."""
    port = free_port()
    tracker, address = procs.tracker(port=port)
    for _ in range(4):
        procs.device(address, "k", "--backend", "noop", "--max-backoff", "5")
    wait_for(lambda: devices(address) == 4, 60)
    times = []
    for _ in range(rounds):
        tracker.kill()
        tracker.wait()
        time.sleep(outage_s)
        tracker, _ = procs.tracker(port=port)  # the same address
        times.append(wait_for(lambda: devices(address) == 4, 60))
    print(f"2. device return after a {outage_s:g} s outage, 4 devices, --max-backoff 5")
    print("   all back after the tracker listens: " + ", ".join(f"{t:.2f} s" for t in times))


def drill_pause(procs: Procs, tmp: Path, trials: int, stops: int) -> None:
    """Drill 3: SIGSTOP of a device server with a job running, 13 s, then SIGCONT."""
    _, address = procs.tracker("--lease-timeout", "30")
    servers = [procs.device(address, "cpu", "--max-backoff", "5") for _ in range(2)]
    wait_for(lambda: devices(address) == 2, 120)
    db = f"sqlite:///{tmp / 'pause.db'}"
    tune = start_tune(address, db, trials, batch=8)
    by_pid = {str(p.pid): p for p in servers}
    stopped = 0
    while stopped < stops and tune.poll() is None:
        s = status(address)
        busy = [d for d in s.devices if d.jobs_running] if s else []
        if not busy:
            time.sleep(0.01)
            continue
        server = by_pid[busy[0].address.rpartition(":")[2]]
        server.send_signal(signal.SIGSTOP)
        time.sleep(13.0)
        server.send_signal(signal.SIGCONT)
        stopped += 1
        time.sleep(1.0)
    _, err = tune.communicate(timeout=600)
    recs = records(db)
    failed = [r for r in recs if r.error_kind != 0]  # type: ignore[attr-defined]
    kinds = sorted({r.error_kind.label for r in failed})  # type: ignore[attr-defined]
    log = sorted((procs.log_dir).glob("*tracker.log"))[-1].read_text()
    print(f"3. {stopped} SIGSTOP(s) of 13 s of a device server with a job running "
          "(lease 30 s, compile timeout 10 s), 2 devices")  # fmt: skip
    print(f"   tune exit status: {tune.returncode}; trials recorded: {len(recs)} of {trials}")
    print(f"   configs marked failed: {len(failed)} {kinds if kinds else ''}".rstrip())
    print(f"   jobs given to a device again after DEVICE_STALLED: {log.count('queued again')}")
    if tune.returncode != 0:
        print("   tune stderr:", err.strip().splitlines()[-1:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--outage", type=float, default=15.0, help="seconds (drill 2)")
    parser.add_argument("--rounds", type=int, default=3, help="outages (drill 2)")
    parser.add_argument("--stops", type=int, default=2, help="SIGSTOPs (drill 3)")
    parser.add_argument("--trials", type=int, default=24, help="trials of each tune")
    parser.add_argument("--only", type=int, choices=(1, 2, 3), help="run one drill")
    args = parser.parse_args()
    print(f"{os.cpu_count()} CPUs; workload {WORKLOAD}")
    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        for n in (1, 2, 3):
            if args.only not in (None, n):
                continue
            logs = tmp / f"drill{n}"
            logs.mkdir()
            with running(logs) as procs:
                if n == 1:
                    drill_restart(procs, tmp, args.trials)
                elif n == 2:
                    drill_return(procs, args.outage, args.rounds)
                else:
                    drill_pause(procs, tmp, args.trials, args.stops)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
