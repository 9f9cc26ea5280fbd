"""A throw-away device pool on loopback: one tracker and one device server.

``autotune tune`` without ``--tracker`` uses it: both run as subprocesses
(``python -m autotune ...``) on 127.0.0.1 with a port the OS picks and a
random token, and are stopped when the pool is closed; started with ``--parent-pid``,
they also stop by themselves when the tuner is gone (killed outright, nothing closed).
The device server has one worker per usable core: compiles (most of a trial) run side
by side, timings one at a time with the other workers paused.
"""

from __future__ import annotations

import logging
import os
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import IO

from device_server.workers import builder_count

log = logging.getLogger(__name__)


class LocalPoolError(RuntimeError):
    """The local tracker or device server did not start."""


@dataclass
class _Watched:
    """A child process's name, its last lines of output, and the threads reading them."""

    name: str
    tail: deque[str] = field(default_factory=lambda: deque(maxlen=20))
    drains: list[threading.Thread] = field(default_factory=list)


def usable_cores() -> int:
    """Cores this process may run on (its affinity mask where the OS has one), at least 1."""
    try:
        return max(len(os.sched_getaffinity(0)), 1)
    except AttributeError:  # no affinity masks on this OS
        return max(os.cpu_count() or 1, 1)


class LocalPool:
    """Starts a tracker and a device server; ``address``, ``key`` and ``token`` reach them."""

    def __init__(
        self,
        key: str = "local",
        target: str = "llvm",
        start_timeout_s: float = 60.0,
        capacity: int | None = None,
    ) -> None:
        """Describes the pool; :meth:`start` (or ``with``) starts it.

        Args:
            key: Device key of the device server.
            target: Its compiler target.
            start_timeout_s: How long the tracker may take to start.
            capacity: Its worker processes (default: one per usable core, but one for
                the timing process on a GPU: :func:`~device_server.workers.builder_count`).
        """
        self.key = key
        self.target = target
        self.capacity = capacity if capacity is not None else builder_count(target, usable_cores())
        if self.capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {self.capacity}")
        self.token = secrets.token_hex(16)
        self.address = ""
        self._timeout = start_timeout_s
        self._procs: list[subprocess.Popen[bytes]] = []
        self._watched: dict[int, _Watched] = {}  # pid -> what we keep of that child
        self._dir = tempfile.TemporaryDirectory(prefix="autotune-pool-")
        self._token_file = Path(self._dir.name) / "token"

    def __enter__(self) -> LocalPool:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def _spawn(self, *args: str) -> subprocess.Popen[bytes]:
        env = dict(os.environ)
        env.pop("AUTOTUNE_TOKEN", None)  # the token file is authoritative here
        proc = subprocess.Popen(
            # --parent-pid: the servers stop when the tuner is gone, even killed outright.
            [sys.executable, "-m", "autotune", *args, "--parent-pid", str(os.getpid())],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            env=env,
            # Own process group: a Ctrl-C at the terminal reaches the tuner,
            # which then cancels its batch and stops the pool in order.
            start_new_session=True,
        )
        self._procs.append(proc)
        return proc

    def start(self) -> None:
        """Starts both processes and returns once the tracker is listening.

        Raises:
            LocalPoolError: A process exited or did not come up in time.
        """
        self._token_file.write_text(self.token)
        self._token_file.chmod(0o600)
        tracker = self._spawn("tracker", "--port", "0", "--token-file", str(self._token_file))
        line = self._first_line(tracker)
        prefix = "tracker listening on "
        if not line.startswith(prefix):
            self.stop()
            raise LocalPoolError(f"local tracker did not start: {line or 'no output'}")
        self.address = line[len(prefix) :].strip()
        server = self._spawn(
            "device-server",
            "--tracker",
            self.address,
            "--key",
            self.key,
            "--target",
            self.target,
            "--capacity",
            str(self.capacity),
            "--token-file",
            str(self._token_file),
        )
        for proc, name in ((tracker, "tracker"), (server, "device server")):
            watched = self._watched[proc.pid] = _Watched(name)
            for pipe in (proc.stdout, proc.stderr):
                drain = threading.Thread(target=self._drain, args=(proc.pid, pipe), daemon=True)
                drain.start()
                watched.drains.append(drain)
        log.info(
            "local pool: tracker %s, device key %s, %d workers",
            self.address,
            self.key,
            self.capacity,
        )

    def _first_line(self, proc: subprocess.Popen[bytes]) -> str:
        assert proc.stdout is not None
        box: list[bytes] = []
        reader = threading.Thread(target=lambda: box.append(proc.stdout.readline()))  # type: ignore[union-attr]
        reader.daemon = True
        reader.start()
        reader.join(self._timeout)
        if not box or not box[0]:
            err = b""
            if proc.poll() is not None and proc.stderr is not None:
                err = proc.stderr.read()
            return err.decode(errors="replace").strip().splitlines()[-1] if err.strip() else ""
        return box[0].decode(errors="replace").strip()

    def _drain(self, pid: int, pipe: IO[bytes] | None) -> None:
        """Keeps a child's pipe from filling up; its lines go to our debug log and its tail."""
        if pipe is None:
            return
        for raw in pipe:
            line = raw.decode(errors="replace").rstrip()
            log.debug("pool[%d]: %s", pid, line)
            if line.strip():
                self._watched[pid].tail.append(line)

    def check(self) -> None:
        """Raises if the tracker or the device server has exited.

        A device server that cannot serve its target (``--target cuda`` without
        pycuda or a GPU, say) exits at once; this turns that into an error
        naming the cause instead of a wait for a device that never comes.

        Raises:
            LocalPoolError: With the process's exit status and its last line of output.
        """
        for proc in self._procs:
            code = proc.poll()
            if code is None:
                continue
            watched = self._watched.get(proc.pid, _Watched("process"))
            for drain in watched.drains:  # the process is gone: its pipes end soon
                drain.join(timeout=1.0)
            last = watched.tail[-1] if watched.tail else "no output"
            raise LocalPoolError(f"local {watched.name} exited with status {code}: {last}")

    def stop(self) -> None:
        """Stops the device server, then the tracker (SIGTERM, then SIGKILL after 5 s)."""
        for proc in reversed(self._procs):
            if proc.poll() is None:
                proc.terminate()
        deadline = time.monotonic() + 5.0
        for proc in reversed(self._procs):
            try:
                proc.wait(max(deadline - time.monotonic(), 0.1))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        self._procs.clear()
        self._dir.cleanup()
