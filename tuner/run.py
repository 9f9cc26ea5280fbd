"""One tuning run, from start to end: the tuner's entry point (``autotune tune`` calls it).

:func:`run_tuning` starts a local pool on loopback (or connects to a tracker), records
what hardware the pool's device key stands for, builds a task per workload (each
starting from its template default), opens a run in the records, runs the
:class:`~tuner.loop.TuningLoop`, then closes the run (its final status; results the
records database did not take saved to a file) and stops the pool.

It reads no flags and no environment: everything arrives in
:class:`~tuner.run_settings.RunSettings`, and everything it has to say goes to a
:class:`RunObserver` (the CLI prints it).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from autotune.v1 import measure_pb2
from compiler import __version__ as compiler_version
from compiler.target import Target
from tuner.local_pool import LocalPool, LocalPoolError
from tuner.loop import LoopSettings, Progress, TaskResult, TuneTask, TuningLoop
from tuner.pool_measurer import PoolError, PoolMeasurer
from tuner.records import RecordsError, RecordStore
from tuner.records.durable import DatabaseOutageError, DurableWriter, error_reason
from tuner.run_settings import RunSettings
from tuner.session import SessionSettings, build_tasks
from tuner.wire import device_info_from_proto

#: How long closing the run is retried after a database outage outlasted the retries
#: (its results are safe in a file by then; this only decides whether the run can be
#: marked failed).
FINAL_MARK_S = 10.0
#: How long the local pool's device server may take to register.
LOCAL_DEVICE_TIMEOUT_S = 60.0
#: How long a remote pool may take to show a device.
REMOTE_DEVICE_TIMEOUT_S = 10.0


class RunObserver(Protocol):
    """What a run tells its caller, in the order it happens."""

    def starting_pool(self, key: str) -> None:
        """A local pool with device key ``key`` is being started."""

    def ready(self, tasks: Sequence[TuneTask], overlap: bool) -> None:
        """The tasks are built (with what the records already hold); measuring starts.

        ``overlap``: two batches are kept in flight.
        """

    def progress(self, p: Progress) -> None:
        """After every result (see :class:`~tuner.loop.Progress`)."""

    def note(self, line: str) -> None:
        """A line of its own: the records database failing or back, the run's closing."""

    def saved(self, count: int, path: Path) -> None:
        """``count`` results the records database did not take were saved to ``path``."""

    def stopped(self) -> None:
        """Measuring is over, whichever way it ended: no more progress follows."""

    def interrupted(self, held: bool) -> None:
        """Ctrl-C: the pending batch was cancelled. ``held``: some results are not in
        the database yet (they go to a file, :meth:`saved`)."""


@dataclass(frozen=True, slots=True)
class RunOutcome:
    """What a finished run found.

    Attributes:
        run_id: The run's id in the records.
        device_key: The key its measurements were recorded under.
        tasks: Its tasks, one per workload, in order.
        results: What tuning found, one per task.
        trials_done: New measurements in this run.
        estimated_total_ms: Sum of weight x best time over the tasks (inf until every
            task has a working config).
        tuning_s: Seconds the search and the pool took together.
        wall_s: Seconds in all, start-up (pool, database) and closing included.
    """

    run_id: int
    device_key: str
    tasks: list[TuneTask]
    results: list[TaskResult]
    trials_done: int
    estimated_total_ms: float
    tuning_s: float
    wall_s: float


class RunOutageError(RuntimeError):
    """The records database stayed unavailable longer than the run retries it.

    Attributes:
        outage: What the durable writer saw (its results saved to a file, or lost).
        closed: What became of the run in the records ("" when it never started).
    """

    def __init__(self, outage: DatabaseOutageError, closed: str) -> None:
        super().__init__(str(outage))
        self.outage = outage
        self.closed = closed


def check_device_arch(target: str, key: str, infos: list[measure_pb2.DeviceInfo]) -> None:
    """Refuses, before any trial, a CPU target whose code the key's devices cannot run
    (e.g. ``llvm``, this x86 host's, for an aarch64 board): every trial would fail.

    Raises:
        PoolError: Naming the device, its architecture and the target to use instead.
    """
    parsed = Target.parse(target)
    if parsed.kind != "llvm":
        return
    for info in infos:
        if info.arch and info.arch != parsed.cpu_arch():
            hint = (
                " (e.g. 'llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72')"
                if info.arch == "aarch64"
                else ""
            )
            raise PoolError(
                f"the devices of key {key!r} are {info.arch} machines ({info.hostname}), "
                f"and target {target!r} builds {parsed.cpu_arch()} code: tune with a "
                f"--target for {info.arch}{hint}"
            )


def run_tuning(settings: RunSettings, store: RecordStore, observer: RunObserver) -> RunOutcome:
    """Tunes ``settings.workloads`` on a pool, recording every trial in ``store``.

    The run closes ``store`` when it ends, whichever way.

    Raises:
        KeyboardInterrupt: After cancelling the batch in flight, recording what arrived
            and marking the run cancelled.
        RunOutageError: The records database stayed unavailable.
        PoolError: The tracker or the pool failed.
        LocalPoolError: The local pool did not start.
        RecordsError: The records database refused something.
    """
    pool: LocalPool | None = None
    measurer: PoolMeasurer | None = None
    run_id: int | None = None
    status = "failed"
    outage: DatabaseOutageError | None = None
    # Every result goes through it: a records database that fails mid-run costs no
    # measurement (held and retried, then saved to a file), and no traceback.
    writer = DurableWriter(
        store, retry_s=settings.db_retry_s, spill_dir=settings.spill_dir, notify=observer.note
    )
    start = time.monotonic()
    token: str | None
    try:
        if settings.pool is None:
            pool = LocalPool(target=settings.target)
            observer.starting_pool(pool.key)
            pool.start()
            address, key, token, tls_ca = pool.address, pool.key, pool.token, None
        else:
            address, key = settings.pool.address, settings.pool.key
            token, tls_ca = settings.pool.token, settings.pool.tls_ca
        measurer = PoolMeasurer(
            address,
            key,
            token=token,
            tls_ca=tls_ca,
            options=measure_pb2.MeasureOptions(
                repeat=settings.repeat,
                min_repeat_ms=settings.min_repeat_ms,
                flush_cache=settings.flush_cache,
                model_weight_bytes=settings.model_weight_bytes,
            ),
            priority=settings.priority,
        )
        measurer.check()
        if pool is not None:
            _wait_for_local_device(pool, measurer, timeout_s=LOCAL_DEVICE_TIMEOUT_S)
        else:
            measurer.wait_for_devices(1, timeout_s=REMOTE_DEVICE_TIMEOUT_S)
        infos = measurer.device_infos()
        check_device_arch(settings.target, key, infos)
        # The records say what hardware a device key stands for (CPU, features, GPU).
        for info in infos:
            store.register_device(device_info_from_proto(key, info))
        tasks = _tasks(settings, store, key)
        run_id = store.start_run(
            who=settings.who,
            tuner=settings.tuner,
            options={
                **settings.tuner_options,
                "workloads": [w.key for w in settings.workloads],
                "trials": settings.trials,
            },
            workload=settings.workloads[0].key if len(settings.workloads) == 1 else "",
            target=settings.target,
            device_key=key,
        )
        writer.name = f"run{run_id}"
        loop = TuningLoop(
            tasks,
            measurer,
            writer,
            LoopSettings(
                trials=settings.trials,
                batch=settings.batch,
                early_stopping=settings.early_stopping,
                remeasure_top=settings.remeasure,
                device_key=key,
                overlap=_overlaps(settings),
                run_id=run_id,
                compiler_version=compiler_version,
            ),
            observer.progress,
        )
        observer.ready(tasks, loop.settings.overlap)
        tuning_start = time.monotonic()
        results = loop.run()
        outcome = RunOutcome(
            run_id=run_id,
            device_key=key,
            tasks=loop.tasks,
            results=results,
            trials_done=loop.trials_done,
            estimated_total_ms=loop.estimated_total_ms(),
            tuning_s=time.monotonic() - tuning_start,
            wall_s=0.0,  # once the run is closed
        )
        observer.stopped()
        status = "finished"
    except KeyboardInterrupt:
        observer.stopped()
        status = "cancelled"
        observer.interrupted(held=writer.unwritten > 0)
        raise
    except DatabaseOutageError as err:
        observer.stopped()
        outage = err
    except (PoolError, LocalPoolError, RecordsError):
        observer.stopped()
        raise
    finally:
        closed = _close_run(writer, run_id, status, outage, observer)
        if measurer is not None:
            measurer.close()
        if pool is not None:
            pool.stop()
    if outage is not None:
        raise RunOutageError(outage, closed)
    return dataclasses.replace(outcome, wall_s=time.monotonic() - start)


def _overlaps(settings: RunSettings) -> bool:
    """Whether two batches stay in flight: as set, else on for cuda targets only."""
    if settings.overlap is None:
        return Target.parse(settings.target).kind == "cuda"
    return settings.overlap


def _tasks(settings: RunSettings, store: RecordStore, key: str) -> list[TuneTask]:
    """A task per workload, with what the records hold for it and the model's weights."""
    session = SessionSettings(
        target=settings.target,
        device_key=key,
        tuner=settings.tuner,
        tuner_options=dict(settings.tuner_options),
        seed=settings.seed,
        transfer=settings.transfer,
        loop_nest_features=settings.loop_features,
    )
    workloads = list(settings.workloads)
    tasks = build_tasks(workloads, store, session)
    for i, (task, workload) in enumerate(zip(tasks, workloads, strict=True)):
        # Every task starts from the template default (what 'autotune compile' and
        # 'bench' build without records): it gets a time at once, tuning never
        # loses to it, and the summary gives the speedup over it.
        if settings.weights is not None:
            task.weight = settings.weights[i]
        if settings.alternative_to is not None:
            task.alternative_to = settings.alternative_to[i]
        space = workload.space
        task.initial = (space.index_of(space.default()),)
    return tasks


def _wait_for_local_device(pool: LocalPool, measurer: PoolMeasurer, timeout_s: float) -> None:
    """Waits for the local device server to register, failing at once if it exits.

    Raises:
        LocalPoolError: The device server (or tracker) exited; its last line says why.
        PoolError: It did not register within ``timeout_s``.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        pool.check()
        try:
            measurer.wait_for_devices(1, timeout_s=min(0.5, max(deadline - time.monotonic(), 0)))
            return
        except PoolError:
            if time.monotonic() >= deadline:
                pool.check()
                raise


def _close_run(
    writer: DurableWriter,
    run_id: int | None,
    status: str,
    outage: DatabaseOutageError | None,
    observer: RunObserver,
) -> str:
    """Gives the run its final status in the records, saves any results still held, and
    closes the store; returns what became of the run, for the outage line."""
    store = writer.store
    said = ""
    if run_id is not None:
        message = "" if outage is None else f"records database unavailable: {outage.reason}"
        # Interrupted: one try, the user wants out. After an outage outlasted the
        # retries: a short last chance (the results are in a file already).
        budget = writer.retry_s
        if status == "cancelled":
            budget = 0.0
        elif outage is not None:
            budget = min(writer.retry_s, FINAL_MARK_S)
        try:
            # After an outage the final line tells how this went.
            writer.call(
                lambda: store.finish_run(run_id, status, message), budget, announce=outage is None
            )
            said = f"run {run_id} marked {status}"
        except RecordsError as err:
            said = (
                f"run {run_id} could not be marked {status} ({error_reason(err)}) "
                "and stays 'running' in the records"
            )
            if outage is None:
                observer.note(said)
    if writer.unwritten:
        # Held when the run stopped another way (Ctrl-C while the database was down).
        count = writer.unwritten
        try:
            path = writer.spill()
        except OSError as err:
            observer.note(str(err))
        else:
            if path is not None:
                observer.saved(count, path)
    try:
        store.close()
    except RecordsError as err:  # nothing is buffered there; only releasing failed
        observer.note(f"closing the records database: {err}")
    return said
