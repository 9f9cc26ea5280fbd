"""Benchmark of the device pool itself: tracker throughput and recovery after a lost device.

1. Throughput: a tracker and ``--devices`` device servers running the noop
   backend (they answer at once), all on loopback; a client submits
   ``--jobs`` jobs in concurrent batches and counts results. Target: at least
   2,000 jobs/s (on this machine 2 cores are shared by every process).
2. Recovery: a tracker with a ``--lease`` second lease and two devices; one
   long job lands on a device, which is then SIGKILLed (the tracker sees its
   job stream close) or SIGSTOPped (only the lease can notice). Measured: the
   time from the signal to the job starting on the other device (its
   ``started_at``). Target: under the lease timeout plus 1 s.

The ``ratio`` column is measured/target for throughput and target/measured
for times, so above 1 means the target is met.

Run::

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE .venv/bin/python bench/bench_pool.py
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import select
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from autotune.v1 import measure_pb2
from tracker.client import TrackerClient

REPO = Path(__file__).resolve().parent.parent
THROUGHPUT_TARGET = 2_000.0
RECOVERY_SLACK_S = 1.0


class Fleet:
    """Tracker and device-server processes, all killed at the end."""

    def __init__(self) -> None:
        self.procs: list[subprocess.Popen[str]] = []
        self.env = {k: v for k, v in os.environ.items() if k != "AUTOTUNE_TOKEN"}

    def tracker(self, *extra: str) -> str:
        proc = subprocess.Popen(
            [sys.executable, "-m", "autotune", "tracker", "--port", "0", *extra],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=REPO,
            env=self.env,
        )
        self.procs.append(proc)
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        line = proc.stdout.readline() if ready else ""
        if not line.startswith("tracker listening on "):
            raise RuntimeError(f"tracker did not start: {line!r}")
        return line.split()[-1]

    def device(self, address: str, key: str, *extra: str) -> subprocess.Popen[str]:
        proc = subprocess.Popen(
            [sys.executable, "-m", "autotune", "device-server", "--tracker", address,
             "--key", key, "--max-backoff", "0.5", *extra],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=REPO,
            env=self.env,
        )  # fmt: skip
        self.procs.append(proc)
        return proc

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    proc.send_signal(signal.SIGCONT)
                    proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(10)


@contextlib.contextmanager
def fleet() -> Iterator[Fleet]:
    f = Fleet()
    try:
        yield f
    finally:
        f.close()


def noop_jobs(count: int, prefix: str, cooldown_ms: float = 0.0) -> list[measure_pb2.MeasureJob]:
    return [
        measure_pb2.MeasureJob(
            job_id=f"{prefix}{i}",
            workload=measure_pb2.Workload(key="matmul:m=64,n=64,k=64"),
            target="llvm",
            options=measure_pb2.MeasureOptions(repeat=3, cooldown_ms=cooldown_ms),
        )
        for i in range(count)
    ]


# -- throughput ----------------------------------------------------------------


async def _run_batches(client: TrackerClient, jobs: int, batch: int, tag: str) -> float:
    async def one(index: int, size: int) -> int:
        b = await client.submit("noop", noop_jobs(size, f"{tag}-{index}-"))
        return sum([1 async for _ in b])

    sizes = [batch] * (jobs // batch) + ([jobs % batch] if jobs % batch else [])
    start = time.perf_counter()
    counts = await asyncio.gather(*(one(i, s) for i, s in enumerate(sizes)))
    elapsed = time.perf_counter() - start
    if sum(counts) != jobs:
        raise RuntimeError(f"got {sum(counts)} results for {jobs} jobs")
    return elapsed


def throughput(devices: int, capacity: int, jobs: int, batch: int, rounds: int) -> list[float]:
    rates = []
    with fleet() as f:
        address = f.tracker()
        for _ in range(devices):
            f.device(address, "noop", "--backend", "noop", "--capacity", str(capacity))

        async def scenario() -> None:
            async with TrackerClient(address) as client:
                await client.wait_for_devices("noop", devices, timeout_s=120)
                await _run_batches(client, min(jobs, 2000), batch, "warm")
                for r in range(rounds):
                    elapsed = await _run_batches(client, jobs, batch, f"r{r}")
                    rates.append(jobs / elapsed)

        asyncio.run(scenario())
    return rates


# -- recovery ------------------------------------------------------------------


async def _recover_once(
    f: Fleet, address: str, devices: dict[int, subprocess.Popen[str]], sig: int, trial: int
) -> float:
    async with TrackerClient(address) as client:
        await client.wait_for_devices("rec", 2, timeout_s=60)
        (job,) = noop_jobs(1, f"t{trial}-", cooldown_ms=1500)
        batch = await client.submit("rec", [job])
        holder = None
        while holder is None:
            status = await client.status()
            busy = [d for d in status.devices if d.jobs_running]
            if busy:
                holder = int(busy[0].address.rpartition(":")[2])
            else:
                await asyncio.sleep(0.01)
        killed_at = time.time()
        os.kill(holder, sig)
        (result,) = [r async for r in batch]
        if result.attempts != 2:
            raise RuntimeError(f"expected a second attempt, got {result}")
        started = result.started_at.ToNanoseconds() / 1e9
    victim = devices.pop(holder)
    with contextlib.suppress(ProcessLookupError):
        victim.send_signal(signal.SIGCONT)
        victim.kill()
    victim.wait(10)
    fresh = f.device(address, "rec", "--backend", "noop")
    devices[fresh.pid] = fresh
    # The lost device may still be listed until the tracker drops it.
    await asyncio.sleep(0.1)
    return started - killed_at


def recovery(lease_s: float, trials: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"SIGKILL": [], "SIGSTOP": []}
    with fleet() as f:
        address = f.tracker("--lease-timeout", str(lease_s))
        devices = {}
        for _ in range(2):
            proc = f.device(address, "rec", "--backend", "noop")
            devices[proc.pid] = proc

        async def scenario() -> None:
            for trial in range(trials):
                # Interleaved: one of each per trial.
                for index, (name, sig) in enumerate(
                    (("SIGKILL", signal.SIGKILL), ("SIGSTOP", signal.SIGSTOP))
                ):
                    times[name].append(
                        await _recover_once(f, address, devices, sig, trial * 2 + index)
                    )

        asyncio.run(scenario())
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--devices", type=int, default=16)
    parser.add_argument("--capacity", type=int, default=1, help="jobs in flight per device")
    parser.add_argument("--jobs", type=int, default=20_000)
    parser.add_argument("--batch", type=int, default=2_000, help="jobs per batch")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lease", type=float, default=2.0)
    parser.add_argument("--trials", type=int, default=3)
    parser.add_argument("--skip-recovery", action="store_true")
    args = parser.parse_args(argv)

    rates = throughput(args.devices, args.capacity, args.jobs, args.batch, args.rounds)
    print(
        f"\nThroughput: {args.devices} noop device servers (capacity {args.capacity}), "
        f"{args.jobs} jobs per round in batches of {args.batch}, {os.cpu_count()} cores"
    )
    print(f"{'round':>5} {'jobs/s':>10} {'target':>8} {'ratio':>6}")
    for i, rate in enumerate(rates):
        print(f"{i:>5} {rate:>10.0f} {THROUGHPUT_TARGET:>8.0f} {rate / THROUGHPUT_TARGET:>6.2f}")
    median = statistics.median(rates)
    print(
        f"{'med':>5} {median:>10.0f} {THROUGHPUT_TARGET:>8.0f} {median / THROUGHPUT_TARGET:>6.2f}"
    )

    if not args.skip_recovery:
        times = recovery(args.lease, args.trials)
        budget = args.lease + RECOVERY_SLACK_S
        print(f"\nRecovery: lease {args.lease:g} s, budget lease + {RECOVERY_SLACK_S:g} s")
        print(
            f"{'signal':<8} {'trials':>6} {'median s':>9} {'max s':>7} {'budget s':>9} {'ratio':>6}"
        )
        for name, values in times.items():
            worst = max(values)
            print(
                f"{name:<8} {len(values):>6} {statistics.median(values):>9.3f} {worst:>7.3f} "
                f"{budget:>9.2f} {budget / worst:>6.2f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
