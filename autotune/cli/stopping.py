"""How commands stop when asked to from outside: SIGTERM, and a parent that is gone.

``timeout``, ``kill``, ``docker stop`` and job schedulers send SIGTERM, whose default
ends Python at once: no ``finally`` runs, so ``autotune tune`` would leave its batch on
the tracker, its buffered records unwritten and its local tracker and device server
running (their workers busy) for good. Every command therefore takes SIGTERM as it takes
Ctrl-C, and exits with 143 (128 + SIGTERM) instead of 130.

A parent killed outright (SIGKILL, the OOM killer) runs nothing at all, so the servers
of a local pool also watch it and stop gracefully when it is gone.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from types import FrameType

#: How often a server started with ``--parent-pid`` checks that its parent lives.
PARENT_POLL_S = 0.5


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where Ctrl-C's KeyboardInterrupt would be (the main thread)."""


def terminate_as_interrupt() -> None:
    """Makes SIGTERM raise :class:`Terminated` in the main thread (a server's event loop
    installs its own handler while it runs)."""

    def handler(_signum: int, _frame: FrameType | None) -> None:
        raise Terminated

    signal.signal(signal.SIGTERM, handler)


def interrupt_status(err: KeyboardInterrupt) -> int:
    """The exit status of a command stopped by ``err``: 143 for SIGTERM, 130 for Ctrl-C."""
    return 128 + signal.SIGTERM if isinstance(err, Terminated) else 128 + signal.SIGINT


def stop_when_parent_exits(parent_pid: int, poll_s: float = PARENT_POLL_S) -> None:
    """Sends this process SIGTERM (a graceful stop) once ``parent_pid`` is no longer its
    parent: the parent died and the process was re-parented (to init or a subreaper).

    Polled from a daemon thread rather than Linux's ``PR_SET_PDEATHSIG``, which fires
    when the thread that started the child ends, not its process, and exists only there.
    """

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(poll_s)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
