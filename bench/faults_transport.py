"""Transport fault drills against a real tracker on loopback (issue 16, items 1 and 8).

1. Floods: a tracker with a token; ``--clients`` concurrent calls, each on its
   own connection, each carrying ``--mib`` MiB:
   - ``SubmitBatch`` without a token (the issue's drill: refused before read);
   - ``Health.Watch``, open to all (over the 4 MiB message limit: refused
     from the length prefix);
   - batches with the token (jobs of 15 KiB each, sent by ``TrackerClient``
     in 1 MiB messages, to a key without devices): the large requests
     SubmitBatch exists for, read in full, and the memory given back after.
   Printed: the tracker's RSS before, at its peak (sampled every 10 ms), 2 s
   and 10 s after (after one more call, as heartbeats are in a live pool),
   and the status codes. Goal: the unauthenticated peak <= +50 MiB.
2. Idle connections (``--idle`` of each kind): TCP connections that send
   nothing, HTTP/2 connections that never answer, idle gRPC connections (pings
   answered), and a client frozen (SIGSTOP) with a call open. Printed: how many
   the tracker closed, and after how long. ``--tracker-args`` passes
   ``--idle-timeout``/``--keepalive`` (defaults 60 s and 30 s).
3. With the same tracker flags, a device server registered through the whole
   idle drill keeps its registration (the tracker's pings and its own are
   answered and accepted).

Run::

    .venv/bin/python bench/faults_transport.py
    .venv/bin/python bench/faults_transport.py --skip flood --idle-wait 20 \\
        --tracker-args "--idle-timeout 2 --keepalive 1"
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from grpc_health.v1.health_pb2 import HealthCheckRequest

from tracker.client import TrackerClient

# The tests' process and client helpers, shared with the fault tests.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.pool.procs import Procs, run, running
from tests.pool.transport import (
    HEALTH_WATCH,
    MIB,
    IdleWatch,
    RssSampler,
    big_batches,
    big_jobs,
    flood,
    rss_mib,
    submit_payload,
)

TOKEN = "drill-token"


async def status(address: str) -> None:
    async with TrackerClient(address, token=TOKEN) as client:
        await client.status()


def drill_flood(procs: Procs, clients: int, mib: int) -> None:
    token_file = procs.log_dir / "token"
    token_file.write_text(TOKEN)
    proc, address = procs.tracker("--token-file", str(token_file))
    payload = submit_payload(mib)
    health = HealthCheckRequest(service="x" * (mib * MIB)).SerializeToString()
    jobs = big_jobs(mib)
    time.sleep(1.0)
    rounds: list[tuple[str, Callable[[], Coroutine[Any, Any, list[str]]]]] = [
        ("SubmitBatch, no token", lambda: flood(address, clients, payload, None)),
        ("Health.Watch (open)", lambda: flood(address, clients, health, None, HEALTH_WATCH)),
        ("batches with the token", lambda: big_batches(address, TOKEN, clients, jobs)),
    ]
    for label, make in rounds:
        before = rss_mib(proc.pid)
        t0 = time.monotonic()
        with RssSampler(proc.pid) as sampler:
            codes = run(make(), 300)
            took = time.monotonic() - t0
            # One more call, as heartbeats are in a live pool: gRPC keeps the
            # last call's state until the next call arrives.
            run(status(address))
            time.sleep(2.0)
        after = rss_mib(proc.pid)
        time.sleep(8.0)
        later = rss_mib(proc.pid)
        summary = ", ".join(f"{c} x{codes.count(c)}" for c in sorted(set(codes)))
        print(
            f"flood {label}: {clients} x {mib} MiB in {took:.1f}s -> {summary}; "
            f"tracker RSS before {before:.0f} MiB, peak {sampler.peak:.0f} MiB "
            f"(+{sampler.peak - before:.0f}), 2 s after {after:.0f} MiB "
            f"(+{after - before:.0f}), 10 s after {later:.0f} MiB (+{later - before:.0f})",
            flush=True,
        )


def drill_idle(procs: Procs, count: int, wait_s: float, tracker_args: list[str]) -> None:
    _, address = procs.tracker(*tracker_args)
    procs.device(address, "k", "--backend", "noop")

    async def device_ids() -> list[str]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1)
            return [d.device_id for d in (await client.status()).devices]

    registered = run(device_ids())
    watch = IdleWatch(address, count)
    try:
        watch.wait(wait_s)
        names = {
            "raw": "TCP connections that send nothing",
            "silent": "HTTP/2 connections that never answer",
            "idle": "idle gRPC connections (no call, pings answered)",
            "frozen": "a frozen client's connection with a call open",
        }
        for kind, total in watch.totals().items():
            times = watch.closed_at[kind]
            when = f", after {min(times):.1f}-{max(times):.1f}s" if times else ""
            print(
                f"idle: {names[kind]}: {len(times)} of {total} closed within {wait_s:g}s{when}",
                flush=True,
            )
    finally:
        watch.close()
    # The device holds its registration the whole time, whatever closed early.
    time.sleep(max(0.0, watch.started["raw"] + wait_s - time.monotonic()))
    held = time.monotonic() - watch.started["raw"]
    still = run(device_ids())
    print(
        f"idle: device server registered for {held:.0f}s: "
        f"{'same registration' if still == registered else f'{registered} -> {still}'}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent flood calls")
    parser.add_argument("--mib", type=int, default=60, help="MiB carried by each flood call")
    parser.add_argument("--idle", type=int, default=40, help="idle connections of each kind")
    parser.add_argument("--idle-wait", type=float, default=150.0, help="seconds to watch them")
    parser.add_argument(
        "--tracker-args", default="", help="extra tracker flags for the idle drill (one string)"
    )
    parser.add_argument("--skip", choices=("flood", "idle"), action="append", default=[])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, running(Path(tmp)) as procs:
        if "flood" not in args.skip:
            drill_flood(procs, args.clients, args.mib)
        if "idle" not in args.skip:
            drill_idle(procs, args.idle, args.idle_wait, args.tracker_args.split())


if __name__ == "__main__":
    main()
