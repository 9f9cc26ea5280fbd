"""The device pool: per-key job queues, device leases and requeue on loss.

A plain class with no gRPC and no asyncio inside, driven by an injectable
clock, so its rules are unit-tested without a network. Jobs are opaque
payloads (the servicer stores protobuf messages in them); the pool only sees
ids, keys and priorities.

Every method that can start or finish jobs returns :class:`Effects`: the
assignments the caller must deliver to devices and the jobs the pool finished
on its own (device lost too often, cancelled). Results reported by devices
come back through :meth:`Pool.report`. A job reaches exactly one terminal
state, so a result is never delivered twice.
"""

from __future__ import annotations

import enum
import heapq
import itertools
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

P = TypeVar("P")
"""The opaque payload type of a job (the servicer uses ``MeasureJob``)."""

DEFAULT_LEASE_TIMEOUT_S = 10.0
DEFAULT_MAX_TRIES = 3
DEFAULT_MAX_BATCH_JOBS = 4096


class UnknownDeviceError(KeyError):
    """No device with this id is registered (never was, expired, or the tracker restarted)."""


class UnknownBatchError(KeyError):
    """No active batch with this id."""


class NoDeviceForKeyError(LookupError):
    """A batch was submitted for a key under which no device is registered."""


class JobState(enum.Enum):
    """Where a job is in its life; the last three are terminal."""

    PENDING = "pending"  # queued, waiting for a free device
    RUNNING = "running"  # assigned to a device, result not yet reported
    DONE = "done"  # a device reported a result, which was delivered
    LOST = "lost"  # its devices vanished max_tries times: DEVICE_LOST
    CANCELLED = "cancelled"  # its batch was cancelled before the job finished


class FailReason(enum.Enum):
    """Why the pool finished a job without a device's result."""

    DEVICE_LOST = "device_lost"
    CANCELLED = "cancelled"


@dataclass(slots=True, eq=False)
class Job(Generic[P]):
    """One queued job. Mutable: the pool moves it between states."""

    uid: str  # unique in the tracker's lifetime; what devices see and report
    batch_id: str
    client_job_id: str  # the id the client chose, unique within its batch
    key: str
    priority: int
    seq: int  # submission order; kept on requeue so a retried job keeps its place
    payload: P
    tries: int = 0  # devices this job was given
    max_tries: int = 0  # devices it may be given; 0: the pool's max_tries
    device_id: str | None = None
    state: JobState = JobState.PENDING


@dataclass(slots=True, eq=False)
class Device:
    """A registered device and its lease."""

    device_id: str
    key: str
    capacity: int
    address: str
    info: object  # opaque to the pool (the servicer stores the DeviceInfo message)
    registered_at: float
    lease_deadline: float
    last_heartbeat: float
    running: dict[str, Job[Any]] = field(default_factory=dict)
    jobs_done: int = 0


@dataclass(frozen=True, slots=True)
class Assignment(Generic[P]):
    """Deliver ``job`` to the device ``device_id``."""

    device_id: str
    job: Job[P]


@dataclass(frozen=True, slots=True)
class Failure(Generic[P]):
    """The pool finished ``job`` itself; its batch must get an error result."""

    job: Job[P]
    reason: FailReason
    message: str


@dataclass(slots=True)
class Effects(Generic[P]):
    """What the caller must do after a pool operation."""

    assignments: list[Assignment[P]] = field(default_factory=list)
    failures: list[Failure[P]] = field(default_factory=list)
    removed_devices: list[str] = field(default_factory=list)  # their job streams must end


@dataclass(frozen=True, slots=True)
class ReportOutcome(Generic[P]):
    """The answer to a device's report: ``accepted`` is False for a dropped result.

    ``requeued`` is True when the result was not the job's verdict (the device
    could not measure it) and the job went back into the queue: ``job`` is None
    then, as nothing is to be delivered.
    """

    accepted: bool
    job: Job[P] | None
    effects: Effects[P]
    requeued: bool = False


@dataclass(frozen=True, slots=True)
class KeyStats:
    """Counters of one key for the status view."""

    key: str
    devices_total: int
    devices_free: int  # no job running
    devices_busy: int  # at least one job running
    jobs_pending: int
    jobs_running: int
    jobs_done: int  # finished with a device's result (valid or not)
    jobs_failed: int  # results with an error, plus jobs lost or cancelled


@dataclass(frozen=True, slots=True)
class DeviceStats:
    """One device for the status view."""

    device_id: str
    key: str
    address: str
    info: object
    last_heartbeat: float  # on the pool's clock
    jobs_done: int
    jobs_running: int
    capacity: int


@dataclass(frozen=True, slots=True)
class PoolSnapshot:
    """The whole pool at one moment."""

    keys: list[KeyStats]
    devices: list[DeviceStats]
    batches_active: int


@dataclass(slots=True)
class _Batch(Generic[P]):
    batch_id: str
    key: str
    client: str
    jobs: dict[str, Job[P]]  # uid -> job, only unfinished jobs


@dataclass(slots=True)
class _KeyState(Generic[P]):
    # Heap of (-priority, seq, job): highest priority first, then FIFO. Cancelled
    # jobs stay in the heap and are skipped when popped (lazy deletion keeps
    # cancel O(jobs of the batch) instead of O(queue)).
    queue: list[tuple[int, int, Job[P]]] = field(default_factory=list)
    # Devices with a free slot, in round-robin order.
    free: OrderedDict[str, Device] = field(default_factory=OrderedDict)
    devices: dict[str, Device] = field(default_factory=dict)
    pending: int = 0
    running: int = 0
    done: int = 0
    failed: int = 0


class Pool(Generic[P]):
    """Queues jobs per key and hands them to leased devices of that key.

    Args:
        lease_timeout_s: a device that has not heartbeated for this long is
            removed and its jobs are requeued.
        max_tries: a job whose device vanished this many times fails with
            ``DEVICE_LOST`` instead of being requeued again.
        max_batch_jobs: the largest batch :meth:`submit` accepts.
        clock: seconds on a monotonic clock; injectable for tests.
    """

    def __init__(
        self,
        lease_timeout_s: float = DEFAULT_LEASE_TIMEOUT_S,
        max_tries: int = DEFAULT_MAX_TRIES,
        max_batch_jobs: int = DEFAULT_MAX_BATCH_JOBS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if lease_timeout_s <= 0:
            raise ValueError(f"lease_timeout_s must be positive, got {lease_timeout_s}")
        if max_tries < 1:
            raise ValueError(f"max_tries must be at least 1, got {max_tries}")
        if max_batch_jobs < 1:
            raise ValueError(f"max_batch_jobs must be at least 1, got {max_batch_jobs}")
        self.lease_timeout_s = lease_timeout_s
        self.max_tries = max_tries
        self.max_batch_jobs = max_batch_jobs
        self._clock = clock
        # A per-instance prefix, so ids from a previous tracker run never match.
        self._instance = uuid.uuid4().hex[:8]
        self._ids = itertools.count(1)
        self._seq = itertools.count()
        self._keys: dict[str, _KeyState[P]] = {}
        self._devices: dict[str, Device] = {}
        self._batches: dict[str, _Batch[P]] = {}
        self._jobs: dict[str, Job[P]] = {}  # unfinished jobs by uid

    # -- devices -----------------------------------------------------------

    def register(
        self, key: str, capacity: int = 1, info: object = None, address: str = ""
    ) -> tuple[Device, Effects[P]]:
        """Adds a device under ``key`` and gives it queued jobs of that key.

        Raises:
            ValueError: empty key or capacity below 1.
        """
        if not key:
            raise ValueError("device key is empty")
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        now = self._clock()
        device = Device(
            device_id=f"dev-{self._instance}-{next(self._ids)}",
            key=key,
            capacity=capacity,
            address=address,
            info=info,
            registered_at=now,
            lease_deadline=now + self.lease_timeout_s,
            last_heartbeat=now,
        )
        self._devices[device.device_id] = device
        state = self._key(key)
        state.devices[device.device_id] = device
        state.free[device.device_id] = device
        effects: Effects[P] = Effects()
        self._dispatch(state, effects)
        return device, effects

    def heartbeat(self, device_id: str) -> Device:
        """Renews a device's lease.

        Raises:
            UnknownDeviceError: the device is not registered (any more).
        """
        device = self._device(device_id)
        now = self._clock()
        device.last_heartbeat = now
        device.lease_deadline = now + self.lease_timeout_s
        return device

    def remove_device(self, device_id: str, reason: str) -> Effects[P]:
        """Removes a device; its jobs are requeued, or fail after ``max_tries``.

        Removing an unknown device is a no-op (it may have expired already).
        """
        effects: Effects[P] = Effects()
        device = self._devices.pop(device_id, None)
        if device is None:
            return effects
        effects.removed_devices.append(device_id)
        state = self._keys[device.key]
        del state.devices[device_id]
        state.free.pop(device_id, None)
        for job in device.running.values():
            if job.state is not JobState.RUNNING:
                continue  # cancelled while running: already answered
            state.running -= 1
            job.device_id = None
            if job.tries >= self._tries_of(job):
                self._finish(job, JobState.LOST)
                state.failed += 1
                effects.failures.append(
                    Failure(
                        job,
                        FailReason.DEVICE_LOST,
                        f"lost {job.tries} device(s) while running it (last: {device_id}: "
                        f"{reason})",
                    )
                )
            else:
                # Back into the queue with its original seq: it keeps its place.
                job.state = JobState.PENDING
                state.pending += 1
                heapq.heappush(state.queue, (-job.priority, job.seq, job))
        device.running.clear()
        self._dispatch(state, effects)
        return effects

    def expire(self) -> Effects[P]:
        """Removes every device whose lease has run out (call it periodically)."""
        now = self._clock()
        effects: Effects[P] = Effects()
        # O(devices), which are few; jobs are never scanned here.
        for device in [d for d in self._devices.values() if d.lease_deadline < now]:
            silent = now - device.last_heartbeat
            more = self.remove_device(device.device_id, f"lease expired, silent {silent:.1f}s")
            effects.assignments.extend(more.assignments)
            effects.failures.extend(more.failures)
            effects.removed_devices.extend(more.removed_devices)
        return effects

    # -- batches -----------------------------------------------------------

    def submit(
        self,
        key: str,
        priority: int,
        jobs: Sequence[tuple[str, P]],
        client: str = "",
        max_tries: Sequence[int] | None = None,
    ) -> tuple[str, list[Job[P]], Effects[P]]:
        """Queues a batch of ``(client_job_id, payload)`` for devices of ``key``.

        ``max_tries``, one per job when given, caps the devices each job may be
        given (0, or above the pool's ``max_tries``: the pool's); a model run asks
        for 1, so a device lost under it fails the run at once instead of queueing
        it for the next.

        Returns:
            The batch id, its jobs (in submission order) and the effects.

        Raises:
            ValueError: empty key, no jobs, too many jobs, empty or duplicate job ids.
            NoDeviceForKeyError: no device is registered under ``key``.
        """
        if not key:
            raise ValueError("batch key is empty")
        if not jobs:
            raise ValueError("batch has no jobs")
        if max_tries is not None and len(max_tries) != len(jobs):
            raise ValueError(f"{len(max_tries)} max_tries for {len(jobs)} jobs")
        if len(jobs) > self.max_batch_jobs:
            raise ValueError(
                f"batch has {len(jobs)} jobs, more than the maximum of {self.max_batch_jobs}; "
                "split it"
            )
        seen: set[str] = set()
        for index, (job_id, _) in enumerate(jobs):
            if not job_id:
                raise ValueError(f"job #{index} has an empty job_id")
            if job_id in seen:
                raise ValueError(f"duplicate job_id {job_id!r} in batch")
            seen.add(job_id)
        state = self._keys.get(key)
        if state is None or not state.devices:
            known = sorted(k for k, s in self._keys.items() if s.devices)
            raise NoDeviceForKeyError(
                f"no device is registered under key {key!r} (keys with devices: "
                f"{', '.join(known) if known else 'none'})"
            )
        batch_id = f"batch-{self._instance}-{next(self._ids)}"
        batch: _Batch[P] = _Batch(batch_id, key, client, {})
        created: list[Job[P]] = []
        for index, (job_id, payload) in enumerate(jobs):
            job = Job(
                uid=f"{batch_id}/{index}",
                batch_id=batch_id,
                client_job_id=job_id,
                key=key,
                priority=priority,
                seq=next(self._seq),
                payload=payload,
                max_tries=max(max_tries[index], 0) if max_tries is not None else 0,
            )
            created.append(job)
            batch.jobs[job.uid] = job
            self._jobs[job.uid] = job
            heapq.heappush(state.queue, (-priority, job.seq, job))
        state.pending += len(created)
        self._batches[batch_id] = batch
        effects: Effects[P] = Effects()
        self._dispatch(state, effects)
        return batch_id, created, effects

    def cancel_batch(self, batch_id: str) -> Effects[P]:
        """Cancels a batch's unfinished jobs; each becomes a ``CANCELLED`` failure.

        A running job keeps its device slot until the device reports (the
        result is then dropped) or the device is lost.

        Raises:
            UnknownBatchError: no active batch has this id.
        """
        batch = self._batches.get(batch_id)
        if batch is None:
            raise UnknownBatchError(batch_id)
        state = self._keys[batch.key]
        effects: Effects[P] = Effects()
        for job in list(batch.jobs.values()):
            if job.state is JobState.PENDING:
                state.pending -= 1
            elif job.state is JobState.RUNNING:
                state.running -= 1
            self._finish(job, JobState.CANCELLED)
            state.failed += 1
            effects.failures.append(Failure(job, FailReason.CANCELLED, "batch cancelled"))
        return effects

    def report(
        self, device_id: str, uid: str, failed: bool, retry: bool = False
    ) -> ReportOutcome[P]:
        """Records a device's result for job ``uid``.

        Args:
            device_id: the reporting device.
            uid: the job's uid as the device received it.
            failed: the result carries an error (counted in ``jobs_failed``).
            retry: the device could not measure the job (it was stalled): the job
                is queued again, ahead of the reporting device for another free one,
                unless it has had ``max_tries`` devices (then the result is its
                verdict, delivered as usual).

        Returns:
            ``accepted`` False when the result must be dropped: the job is
            finished already (cancelled, or reassigned after this device's
            lease expired and answered by another) or belongs to another device.

        Raises:
            UnknownDeviceError: the device is not registered (any more).
        """
        device = self._device(device_id)
        state = self._keys[device.key]
        effects: Effects[P] = Effects()
        held = device.running.pop(uid, None)
        if held is not None and len(device.running) < device.capacity:
            state.free[device_id] = device
        job = self._jobs.get(uid)
        if held is None or job is None or job.state is not JobState.RUNNING:
            self._dispatch(state, effects)
            return ReportOutcome(False, None, effects)
        state.running -= 1
        if retry and job.tries < self._tries_of(job):
            job.state = JobState.PENDING
            job.device_id = None
            state.pending += 1
            heapq.heappush(state.queue, (-job.priority, job.seq, job))
            if device_id in state.free:
                state.free.move_to_end(device_id)  # another free device first
            self._dispatch(state, effects)
            return ReportOutcome(True, None, effects, requeued=True)
        state.done += 1
        if failed:
            state.failed += 1
        device.jobs_done += 1
        self._finish(job, JobState.DONE)
        self._dispatch(state, effects)
        return ReportOutcome(True, job, effects)

    def runs_on(self, device_id: str, uid: str) -> bool:
        """Whether job ``uid`` is running on device ``device_id`` now."""
        device = self._devices.get(device_id)
        job = device.running.get(uid) if device is not None else None
        return job is not None and job.state is JobState.RUNNING

    def batch_finished(self, batch_id: str) -> bool:
        """True when every job of the batch reached a terminal state (or it is unknown)."""
        return batch_id not in self._batches

    # -- status ------------------------------------------------------------

    def snapshot(self) -> PoolSnapshot:
        """Counters per key and per device."""
        keys = []
        for key, state in sorted(self._keys.items()):
            busy = sum(1 for d in state.devices.values() if d.running)
            keys.append(
                KeyStats(
                    key=key,
                    devices_total=len(state.devices),
                    devices_free=len(state.devices) - busy,
                    devices_busy=busy,
                    jobs_pending=state.pending,
                    jobs_running=state.running,
                    jobs_done=state.done,
                    jobs_failed=state.failed,
                )
            )
        devices = [
            DeviceStats(
                device_id=d.device_id,
                key=d.key,
                address=d.address,
                info=d.info,
                last_heartbeat=d.last_heartbeat,
                jobs_done=d.jobs_done,
                jobs_running=len(d.running),
                capacity=d.capacity,
            )
            for d in self._devices.values()
        ]
        return PoolSnapshot(keys, devices, len(self._batches))

    def device_ids(self) -> list[str]:
        """Ids of the registered devices."""
        return list(self._devices)

    # -- internals ---------------------------------------------------------

    def _key(self, key: str) -> _KeyState[P]:
        state = self._keys.get(key)
        if state is None:
            state = self._keys[key] = _KeyState()
        return state

    def _device(self, device_id: str) -> Device:
        device = self._devices.get(device_id)
        if device is None:
            raise UnknownDeviceError(device_id)
        return device

    def _tries_of(self, job: Job[P]) -> int:
        # A job may ask for fewer tries than the pool allows, never more.
        return min(job.max_tries, self.max_tries) if job.max_tries else self.max_tries

    def _finish(self, job: Job[P], final: JobState) -> None:
        job.state = final
        del self._jobs[job.uid]
        batch = self._batches[job.batch_id]
        del batch.jobs[job.uid]
        if not batch.jobs:
            del self._batches[job.batch_id]

    def _dispatch(self, state: _KeyState[P], effects: Effects[P]) -> None:
        """Hands queued jobs to free devices: O(1) per assignment."""
        queue, free = state.queue, state.free
        while queue and free:
            job = heapq.heappop(queue)[2]
            if job.state is not JobState.PENDING:
                continue  # cancelled while queued
            device_id, device = next(iter(free.items()))
            job.state = JobState.RUNNING
            job.device_id = device_id
            job.tries += 1
            device.running[job.uid] = job
            if len(device.running) >= device.capacity:
                del free[device_id]
            else:
                free.move_to_end(device_id)
            state.pending -= 1
            state.running += 1
            effects.assignments.append(Assignment(device_id, job))
