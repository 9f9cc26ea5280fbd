"""Notices when the device server itself was not running (SIGSTOP, a suspended VM).

A timeout measured across such a stall says nothing about the config being
measured: the compile or run may have finished long ago, or the kernel's
timing may have been stopped halfway. :class:`StallWatch` is a daemon thread
that ticks on the monotonic clock; a tick that comes far later than asked
means the whole process was stopped in between (a thread waiting for the GIL
or a busy core is late by milliseconds, not by a second). The backend asks
how much stall time fell into a phase, leaves it out of the phase's timeout
and reports a phase that a stall cut into as ``DEVICE_STALLED``, which the
tracker retries instead of blaming the config.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

TICK_S = 0.1
# A tick this much later than asked is a stall. Far above scheduling noise on a
# loaded machine, far below any timeout it has to protect (seconds).
STALL_THRESHOLD_S = 1.0
# When a stall ended is known only to within how late the thread got to run after
# it (the event loop may start a phase first): ends are taken this much earlier, so
# a phase started just after a stall is not taken for one it cut into.
END_MARGIN_S = 0.5
# Stalls remembered (a phase only asks about the last few seconds or minutes).
MAX_STALLS = 256


class StallWatch:
    """A thread that records the intervals during which this process did not run.

    Args:
        tick_s: how often the thread wakes up.
        threshold_s: lateness of a tick that counts as a stall.
        clock: monotonic seconds; injectable for tests.
    """

    def __init__(
        self,
        tick_s: float = TICK_S,
        threshold_s: float = STALL_THRESHOLD_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._tick_s = tick_s
        self._threshold_s = threshold_s
        self._clock = clock
        self._lock = threading.Lock()
        self._stalls: deque[tuple[float, float]] = deque(maxlen=MAX_STALLS)
        self._last_tick = self._clock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Starts the watching thread (a daemon: it never holds up exit)."""
        if self._thread is not None:
            return
        self._last_tick = self._clock()
        self._thread = threading.Thread(target=self._run, name="stall-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stops the watching thread."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2 * self._tick_s + 1.0)
            self._thread = None

    def _run(self) -> None:
        while not self._stop.wait(self._tick_s):
            self.tick()

    def tick(self) -> None:
        """Records a stall if the previous tick is too long ago (the thread calls it)."""
        now = self._clock()
        with self._lock:
            if now - self._last_tick > self._tick_s + self._threshold_s:
                self._stalls.append((self._last_tick, now))
            self._last_tick = now

    def stalled_s(self, since: float) -> float:
        """Seconds since ``since`` (a ``time.monotonic()`` reading) the process was stalled.

        A stall that has just ended but that the thread has not recorded yet (the
        event loop may run before it after a SIGCONT) counts too: it shows as a last
        tick too long ago.
        """
        now = self._clock()
        with self._lock:
            spans = list(self._stalls)
            if now - self._last_tick > self._tick_s + self._threshold_s:
                spans.append((self._last_tick, now))
        return sum(max(0.0, end - END_MARGIN_S - max(start, since)) for start, end in spans)
