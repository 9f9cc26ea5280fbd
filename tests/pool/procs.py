"""Real tracker and device-server processes on loopback, for the pool tests and benches."""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Coroutine, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from autotune.v1 import measure_pb2

T = TypeVar("T")
REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A TCP port that was free a moment ago (for restarting a tracker on the same port)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def clean_env() -> dict[str, str]:
    """The environment for child processes: no token leaking in from the caller."""
    env = dict(os.environ)
    env.pop("AUTOTUNE_TOKEN", None)
    env["PYTHONUNBUFFERED"] = "1"
    return env


class Procs:
    """Starts pool processes and kills every one of them at the end."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self._procs: list[subprocess.Popen[str]] = []
        self._count = 0

    def _spawn(
        self, name: str, args: Sequence[str], env: dict[str, str] | None, stdout: Any
    ) -> subprocess.Popen[str]:
        self._count += 1
        log = (self.log_dir / f"{self._count:02d}-{name}.log").open("w")
        proc = subprocess.Popen(
            [sys.executable, "-m", "autotune", *args],
            stdout=stdout,
            stderr=log,
            text=True,
            cwd=REPO,
            env=env or clean_env(),
        )
        log.close()
        self._procs.append(proc)
        return proc

    def tracker(
        self, *extra: str, port: int = 0, env: dict[str, str] | None = None
    ) -> tuple[subprocess.Popen[str], str]:
        """Starts ``autotune tracker``; returns it and its ``HOST:PORT``."""
        proc = self._spawn(
            "tracker", ["tracker", "--port", str(port), *extra], env, subprocess.PIPE
        )
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        line = proc.stdout.readline() if ready else ""
        if not line.startswith("tracker listening on "):
            proc.kill()
            raise RuntimeError(f"tracker did not start: {line!r}; see {self.log_dir}")
        return proc, line.split()[-1]

    def device(
        self, address: str, key: str, *extra: str, env: dict[str, str] | None = None
    ) -> subprocess.Popen[str]:
        """Starts ``autotune device-server`` against ``address``."""
        return self._spawn(
            "device",
            ["device-server", "--tracker", address, "--key", key, "--max-backoff", "0.5", *extra],
            env,
            subprocess.DEVNULL,
        )

    def stop(self, proc: subprocess.Popen[str], sig: int = signal.SIGTERM) -> None:
        """Signals one process and reaps it (SIGKILL if it lingers)."""
        if proc.poll() is None:
            proc.send_signal(sig)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)

    def close(self) -> None:
        """Kills everything still running."""
        for proc in self._procs:
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    proc.send_signal(signal.SIGCONT)  # a stopped process cannot exit
                    proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(10)
            if proc.stdout is not None:
                proc.stdout.close()


@contextlib.contextmanager
def running(log_dir: Path) -> Iterator[Procs]:
    """A :class:`Procs` that is closed however the block ends."""
    procs = Procs(log_dir)
    try:
        yield procs
    finally:
        procs.close()


def run(coro: Coroutine[Any, Any, T], timeout_s: float = 60.0) -> T:
    """Runs a coroutine to completion with a deadline."""

    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout_s)

    return asyncio.run(bounded())


def noop_jobs(
    count: int, cooldown_ms: float = 0.0, prefix: str = "j"
) -> list[measure_pb2.MeasureJob]:
    """Jobs for the noop backend (it answers after ``cooldown_ms``)."""
    return [
        measure_pb2.MeasureJob(
            job_id=f"{prefix}{i}",
            workload=measure_pb2.Workload(key="matmul:m=8,n=8,k=8"),
            target="llvm",
            options=measure_pb2.MeasureOptions(repeat=2, cooldown_ms=cooldown_ms),
        )
        for i in range(count)
    ]


def wait_until(predicate: Any, timeout_s: float = 20.0, what: str = "condition") -> None:
    """Polls ``predicate()`` until true."""
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.05)
