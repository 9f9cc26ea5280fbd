"""A batch measured on a background thread while the tuning loop searches for the next.

On a GPU the kernels are timed on the device, and the host's cores only compile
(the builder pool): the tuner's own work between batches (refitting the cost
model, annealing over the space) and the end of each batch (builders idle while
its last configs compile) would otherwise leave the device idle. The loop keeps
two batches in flight: while the pool works through one, it searches for the
next and queues it behind (see ``LoopSettings.overlap``).

The thread only iterates the measurer and queues what arrives; the loop records
results, feeds the tuners and reports progress on its own thread, so none of its
state is shared.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Failed:
    error: BaseException


_END = object()


class InFlightBatch(Generic[T]):
    """Iterates ``measure()`` on a daemon thread from construction on; :meth:`results`
    yields what it produced, in order."""

    def __init__(self, measure: Callable[[], Iterable[T]]) -> None:
        """Starts iterating ``measure()`` at once."""
        self._queue: queue.Queue[object] = queue.Queue()
        self._thread = threading.Thread(
            target=self._run, args=(measure,), name="measure-batch", daemon=True
        )
        self._thread.start()

    def _run(self, measure: Callable[[], Iterable[T]]) -> None:
        try:
            for item in measure():
                self._queue.put(item)
        except BaseException as err:  # handed to the loop's thread, which raises it
            self._queue.put(_Failed(err))
        finally:
            self._queue.put(_END)

    def results(self) -> Iterator[T]:
        """Yields each item as it arrives until the batch ends; raises its error, if any.

        Waits in short slices so Ctrl-C reaches the caller's thread promptly.
        """
        while True:
            try:
                item = self._queue.get(timeout=0.25)
            except queue.Empty:
                continue
            if item is _END:
                return
            if isinstance(item, _Failed):
                raise item.error
            yield item  # type: ignore[misc]

    def arrived(self) -> list[T]:
        """What was produced and not yet taken (after :meth:`join`: everything left)."""
        out: list[T] = []
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return out
            if item is not _END and not isinstance(item, _Failed):
                out.append(item)  # type: ignore[arg-type]

    def join(self, timeout_s: float = 10.0) -> None:
        """Waits for the thread (after the measurer was cancelled)."""
        self._thread.join(timeout_s)
