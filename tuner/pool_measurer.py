"""A measurer that sends batches through a tracker to its device pool.

The tuning loop is synchronous; the tracker client is asyncio. A private
event loop runs in a background thread and results cross over through a
queue, so the main thread stays interruptible: Ctrl-C there cancels the
batch on the tracker (:meth:`PoolMeasurer.cancel`) while the loop records
what already arrived.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import threading
from collections.abc import Coroutine, Iterator, Sequence
from typing import Any, TypeVar

from autotune.v1 import measure_pb2
from tracker.client import (
    Batch,
    NoDevicesError,
    TrackerClient,
    TrackerError,
    TrackerUnavailableError,
)
from tuner.measure import Candidate, Group, Outcome
from tuner.wire import make_job, outcome_from_proto

log = logging.getLogger(__name__)

T = TypeVar("T")
_DONE = object()
# A tracker restart takes seconds, and its devices are back a second or so after it
# listens: a minute of outage is survived, a longer one ends the run.
DEFAULT_RECONNECT_S = 60.0
RECONNECT_FIRST_DELAY_S = 0.1
RECONNECT_MAX_DELAY_S = 1.0


class PoolError(RuntimeError):
    """The pool could not measure a batch (tracker unreachable, refused, ...)."""


class PoolMeasurer:
    """Measures candidates on the devices of one key of a tracker's pool."""

    def __init__(
        self,
        address: str,
        key: str,
        *,
        token: str | None = None,
        tls_ca: bytes | None = None,
        options: measure_pb2.MeasureOptions | None = None,
        client_name: str = "autotune tune",
        priority: int = 0,
        reconnect_s: float = DEFAULT_RECONNECT_S,
    ) -> None:
        """Connects lazily to the tracker at ``address``.

        Args:
            address: Tracker ``HOST:PORT``.
            key: Device key the jobs run on.
            token: Pool token (None: no authentication).
            tls_ca: PEM roots for a TLS tracker.
            options: How devices time candidates; correctness is always checked.
            client_name: Shown in the tracker's status.
            priority: Queue priority of every batch on the tracker: higher runs
                first, equal priorities first come, first served.
            reconnect_s: How long a tracker outage (a restart) may last: the
                jobs it forgot are resubmitted when it is back, within this time.
        """
        self.key = key
        self.priority = priority
        self.options = measure_pb2.MeasureOptions()
        if options is not None:
            self.options.CopyFrom(options)
        # Checked is the protocol's default; the tuner never opts out (an unchecked
        # timing of a wrong kernel would be ranked as if it were right).
        self.options.skip_correctness_check = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._client: TrackerClient = self._call(
            self._make_client(address, token, tls_ca, client_name)
        )
        # Batches on the tracker now: the loop may have the next one queued behind the
        # one it is waiting for (LoopSettings.overlap), each measured on its own thread.
        self._batches: set[Batch] = set()
        self._serials = itertools.count(1)  # next() is atomic: job ids stay unique
        self._submitted = False  # a batch was accepted: devices of the key existed
        self.reconnect_s = reconnect_s

    @staticmethod
    async def _make_client(
        address: str, token: str | None, tls_ca: bytes | None, name: str
    ) -> TrackerClient:
        return TrackerClient(address, token=token, tls_ca=tls_ca, client_name=name)

    def _call(self, coro: Coroutine[Any, Any, T], timeout: float | None = 30.0) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def check(self, timeout_s: float = 5.0) -> None:
        """Checks that the tracker answers (and accepts the token).

        Raises:
            PoolError: One clear message: unreachable, refused token, ...
        """
        try:
            self._call(self._client.status(timeout_s=timeout_s), None)
        except TrackerError as err:
            raise PoolError(f"cannot use tracker: {err}") from None

    def wait_for_devices(self, count: int = 1, timeout_s: float = 30.0) -> None:
        """Waits until the key has ``count`` devices.

        Raises:
            PoolError: The tracker is unreachable or has too few devices in time.
        """
        try:
            self._call(self._client.wait_for_devices(self.key, count, timeout_s), None)
        except (TrackerError, TimeoutError) as err:
            raise PoolError(str(err)) from None

    def device_infos(self, timeout_s: float = 5.0) -> list[measure_pb2.DeviceInfo]:
        """What the devices registered under this measurer's key reported about themselves.

        Raises:
            PoolError: The tracker is unreachable.
        """
        try:
            status = self._call(self._client.status(timeout_s=timeout_s), None)
        except TrackerError as err:
            raise PoolError(f"cannot use tracker: {err}") from None
        return [d.info for d in status.devices if d.key == self.key]

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        """Submits one batch and yields outcomes as they arrive.

        Raises:
            PoolError: The tracker refused the batch or went away mid-batch.
        """
        for _, outcome in self.measure_groups([Group(workload, target, candidates)]):
            yield outcome

    def measure_groups(self, groups: Sequence[Group]) -> Iterator[tuple[int, Outcome]]:
        """Submits every group's candidates as one batch; yields (group, outcome) as they arrive.

        Raises:
            PoolError: The tracker refused the batch or went away mid-batch.
        """
        serial = next(self._serials)
        jobs: list[measure_pb2.MeasureJob] = []
        where: dict[str, tuple[int, int]] = {}  # job id -> (group, config index)
        for g, group in enumerate(groups):
            for c in group.candidates:
                job_id = f"{serial}.{len(jobs)}"
                where[job_id] = (g, c.index)
                jobs.append(
                    make_job(
                        job_id,
                        group.workload,
                        group.target,
                        knobs=c.config,
                        index=c.index,
                        options=self.options,
                    )
                )
        if not jobs:
            return
        results: queue.Queue[Any] = queue.Queue()
        mine: list[Batch] = []  # this call's batch on the tracker, once submitted
        future = asyncio.run_coroutine_threadsafe(self._stream(jobs, results, mine), self._loop)
        received = 0
        try:
            while received < len(jobs):
                try:
                    item = results.get(timeout=0.25)  # short waits keep Ctrl-C responsive
                except queue.Empty:
                    continue
                if item is _DONE:
                    break
                if isinstance(item, BaseException):
                    raise PoolError(str(item)) from None
                received += 1
                g, index = where[item.job_id]
                yield g, outcome_from_proto(index, item)
        finally:
            if received < len(jobs) and not future.done():
                if mine:
                    self._cancel_batch(mine[-1])
                # It may be waiting to resubmit after an outage: that must stop too.
                future.cancel()

    async def _stream(
        self, jobs: list[measure_pb2.MeasureJob], out: queue.Queue[Any], mine: list[Batch]
    ) -> None:
        """Puts each job's result into ``out`` once, then ``_DONE`` (or an error, then ``_DONE``).

        A tracker that goes away (restart, crash) forgets the batch; the jobs whose
        results have not arrived are resubmitted, under the same ids, once it is back
        and its devices have registered again, for up to ``reconnect_s`` of outage.
        Results are passed on once per job id, so no trial is recorded twice.
        """
        missing = {job.job_id: job for job in jobs}
        loop = asyncio.get_running_loop()
        outage_since: float | None = None
        delay = RECONNECT_FIRST_DELAY_S
        try:
            while missing:
                try:
                    batch = await self._client.submit(
                        self.key, list(missing.values()), priority=self.priority
                    )
                    self._batches.difference_update(mine)  # one forgotten by a restart
                    mine.append(batch)
                    self._batches.add(batch)
                    self._submitted = True
                    if outage_since is not None:
                        log.warning("tracker is back: resubmitted %d jobs", len(missing))
                    outage_since, delay = None, RECONNECT_FIRST_DELAY_S
                    async for result in batch:
                        if missing.pop(result.job_id, None) is not None:
                            out.put(result)
                except (TrackerUnavailableError, NoDevicesError) as err:
                    # No devices, once batches went through, means the tracker has
                    # restarted and its devices are registering again.
                    if isinstance(err, NoDevicesError) and not self._submitted:
                        raise
                    now = loop.time()
                    if outage_since is None:  # one line per outage, not per attempt
                        outage_since = now
                        log.warning(
                            "%s; resubmitting %d jobs when the tracker is back (for up to %gs)",
                            err,
                            len(missing),
                            self.reconnect_s,
                        )
                    elif now - outage_since > self.reconnect_s:
                        raise TrackerUnavailableError(
                            f"{err}; gave up resubmitting {len(missing)} jobs after "
                            f"{self.reconnect_s:g}s",
                            err.code,
                        ) from err
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, RECONNECT_MAX_DELAY_S)
        except TrackerError as err:
            out.put(err)
        except asyncio.CancelledError:
            pass
        finally:
            self._batches.difference_update(mine)
        out.put(_DONE)

    def cancel(self) -> None:
        """Cancels every batch in flight on the tracker and closes their streams."""
        for batch in list(self._batches):
            self._cancel_batch(batch)

    def _cancel_batch(self, batch: Batch) -> None:
        try:
            n = self._call(batch.cancel(), timeout=5.0)
            log.info("cancelled %d unfinished jobs of batch %s", n, batch.batch_id)
        except (TrackerError, TimeoutError) as err:
            log.warning("could not cancel batch %s: %s", batch.batch_id, err)
        self._loop.call_soon_threadsafe(batch.close)

    def close(self) -> None:
        """Closes the connection and stops the background loop."""
        try:
            self._call(self._client.close(), timeout=5.0)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5.0)
