"""``RecordStore``: the records database as the tuner and compile-time users see it."""

from __future__ import annotations

import datetime as dt
import functools
import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeVar, cast

from sqlalchemy import Select, delete, func, select, update
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from tuner.records.engine import WRITE_OPTION, create_records_engine, read_engine
from tuner.records.errors import (
    TRANSIENT_ERRORS,
    DatabaseUnavailableError,
    ErrorKind,
    RecordsError,
)
from tuner.records.keys import workload_key, workload_op
from tuner.records.migrate import ensure_schema
from tuner.records.migrate import upgrade as _upgrade
from tuner.records.models import Base, DeviceRow, MeasurementRow, RunRow, WorkloadRow
from tuner.records.queries import ranked_statement
from tuner.records.rows import insert_ignore, measurement_values, to_ranked, to_record
from tuner.records.types import (
    DeviceInfo,
    Measurement,
    RankedConfig,
    Record,
    RecordFilter,
    RunSummary,
    Stats,
    config_hash,
)
from tuner.records.url import display_url, normalize_url

log = logging.getLogger(__name__)

RUN_STATUSES = ("running", "finished", "failed", "cancelled")
_M = MeasurementRow
_MEASUREMENTS = Base.metadata.tables["measurements"]
_WORKLOADS = Base.metadata.tables["workloads"]
_DEVICES = Base.metadata.tables["devices"]
# Hot read paths select table columns with Core: no ORM identity map per row.
_RECORD_COLUMNS = (*_MEASUREMENTS.c, _WORKLOADS.c.key.label("workload_key"))


F = TypeVar("F", bound=Callable[..., Any])


def _reconnecting(method: F) -> F:
    """Retries a unit of work once when the pooled connection turned out dead.

    A PostgreSQL restart or idle timeout kills pooled connections; SQLAlchemy
    then invalidates the pool, so one retry runs on a fresh connection. A
    database that stays unreachable becomes a ``DatabaseUnavailableError``.
    Units of work are transactions, so a retried one was rolled back first.
    """

    @functools.wraps(method)
    def run(self: RecordStore, *args: Any, **kwargs: Any) -> Any:
        try:
            try:
                return method(self, *args, **kwargs)
            except DBAPIError as exc:
                if not exc.connection_invalidated:
                    raise
                log.warning("lost the connection to %r; reconnecting", self)
                return method(self, *args, **kwargs)
        except OperationalError as exc:
            raise DatabaseUnavailableError(
                f"records database {display_url(self.url)} failed: {exc.orig or exc}"
            ) from exc

    return cast(F, run)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


# The columns that tell two results apart (for RecordStore.add_new); the run does not.
_FINGERPRINT_COLUMNS = (
    "workload_id",
    "target",
    "device_key",
    "config_hash",
    "costs_s",
    "error_kind",
    "error_message",
    "started_at",
    "finished_at",
)


def _fingerprint(values: Mapping[str, Any]) -> tuple[Any, ...]:
    """What makes a result the same result: its :data:`_FINGERPRINT_COLUMNS`, with the
    costs as a tuple and the times in UTC (as the database hands them back)."""

    def norm(name: str, value: Any) -> Any:
        if name == "costs_s":
            return tuple(float(c) for c in value)
        if isinstance(value, dt.datetime):
            return value.astimezone(dt.timezone.utc)
        if name == "error_message":
            return value or ""
        return value

    return tuple(norm(name, values[name]) for name in _FINGERPRINT_COLUMNS)


class RecordStore:
    """Measurements of tuning runs in SQLite or PostgreSQL.

    Safe to share between threads; several processes may write the same
    database at once. Results given to :meth:`add` are buffered and written in
    batches; :meth:`flush` (or leaving the ``with`` block) writes the rest.

    Args:
        db: A database URL (``sqlite:///PATH``, ``postgresql+psycopg://...``,
            ``postgresql://...``) or a plain path to an SQLite file.
        batch_size: How many buffered results :meth:`add` writes per transaction.
        migrate: Apply pending migrations on open (the default).

    Raises:
        DatabaseURLError: ``db`` is malformed or names an unsupported backend.
        DatabaseUnavailableError: the database cannot be reached or opened.
        SchemaVersionError: the database was written by a newer autotune.
    """

    def __init__(self, db: str, *, batch_size: int = 256, migrate: bool = True) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        self.url = normalize_url(db)
        self._engine = create_records_engine(self.url)
        try:
            if migrate:
                ensure_schema(self._engine)
        except RecordsError:
            self._engine.dispose()
            raise
        except (OperationalError, DBAPIError) as exc:
            self._engine.dispose()
            raise DatabaseUnavailableError(
                f"cannot prepare records database {display_url(self.url)}: {exc.orig or exc}"
            ) from None
        self._reader = read_engine(self._engine)
        self._read = sessionmaker(self._reader)
        self._write = sessionmaker(self._engine.execution_options(**{WRITE_OPTION: True}))
        self._batch_size = batch_size
        # Checked rows waiting for a batch: (workload key, row values).
        self._pending: list[tuple[str, dict[str, Any]]] = []
        self._lock = threading.Lock()
        # Workload ids never change once committed, so a process-wide cache is safe.
        self._workload_ids: dict[str, int] = {}

    def __enter__(self) -> RecordStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"RecordStore({display_url(self.url)!r})"

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self.url.get_backend_name()

    def close(self) -> None:
        """Writes buffered results and releases connections."""
        try:
            self.flush()
        finally:
            self._engine.dispose()

    def upgrade(self) -> str:
        """Applies pending migrations; returns the schema revision."""
        return _upgrade(self._engine)

    def reset_connections(self) -> None:
        """Closes the pooled connections; the next unit of work opens a fresh one.

        A pooled connection can stay broken after a fault is over: SQLite opens
        a file it may not write read-only and keeps it read-only, and a pooled
        SQLite connection keeps writing to the file it opened even after that
        file was made read-only, moved or replaced. A fresh connection sees the
        database as it is now. Connections in use are not affected.
        """
        self._engine.dispose()

    # Writing.

    def add(self, measurements: Measurement | Iterable[Measurement]) -> None:
        """Buffers one result or several; writes once ``batch_size`` results are buffered.

        Results are checked here, so a bad one raises at once (and nothing of
        this call is buffered) instead of failing a later batch.

        Raises:
            ValueError: a measurement is not valid (see :meth:`add_many`).
        """
        items = [measurements] if isinstance(measurements, Measurement) else measurements
        prepared = [measurement_values(m) for m in items]
        with self._lock:
            self._pending.extend(prepared)
            if len(self._pending) < self._batch_size:
                return
            batch, self._pending = self._pending, []
        self._write_back(batch)

    def flush(self) -> int:
        """Writes every buffered result; returns how many were written.

        Raises:
            DatabaseUnavailableError: the write failed; the results stay
                buffered, so a later ``flush`` can write them.
        """
        with self._lock:
            batch, self._pending = self._pending, []
        return self._write_back(batch) if batch else 0

    def _write_back(self, batch: list[tuple[str, dict[str, Any]]]) -> int:
        try:
            return self._insert(batch)
        except BaseException:
            # Keep the results (in order) rather than drop a batch of measurements.
            with self._lock:
                self._pending[:0] = batch
            raise

    def add_many(self, measurements: Iterable[Measurement]) -> int:
        """Writes results in one transaction (all or nothing); returns how many.

        Raises:
            ValueError: a measurement has a bad workload, config or costs, or
                is successful without a way to compute GFLOP/s; nothing is written.
        """
        return self._insert([measurement_values(m) for m in measurements])

    def add_new(self, measurements: Iterable[Measurement]) -> tuple[int, int]:
        """Writes the results the database does not hold yet, in one transaction.

        A result is already held when a row has the same workload, target, device
        key, config, costs, error and start and finish times (the run does not
        count: imports carry none), so importing a file again adds nothing. A
        result repeated within ``measurements`` is written once.

        Returns:
            ``(written, skipped)``.

        Raises:
            ValueError: a measurement is not valid (see :meth:`add_many`).
        """
        return self._insert_new([measurement_values(m) for m in measurements])

    @_reconnecting
    def _insert_new(self, batch: list[tuple[str, dict[str, Any]]]) -> tuple[int, int]:
        if not batch:
            return 0, 0
        created = _now()
        with self._write.begin() as session:
            ids = self._ensure_workloads(session, {k for k, _ in batch}, created)
            held = session.execute(
                select(*(_MEASUREMENTS.c[name] for name in _FINGERPRINT_COLUMNS)).where(
                    _M.workload_id.in_(sorted(set(ids.values()))),
                    _M.config_hash.in_(sorted({v["config_hash"] for _, v in batch})),
                )
            )
            seen = {_fingerprint(dict(row._mapping)) for row in held}
            rows = []
            for k, values in batch:
                row = {**values, "workload_id": ids[k], "created_at": created}
                fingerprint = _fingerprint(row)
                if fingerprint in seen:
                    continue
                seen.add(fingerprint)
                rows.append(row)
            if rows:
                session.execute(_MEASUREMENTS.insert(), rows)
        self._workload_ids.update(ids)
        return len(rows), len(batch) - len(rows)

    @_reconnecting
    def _insert(self, batch: list[tuple[str, dict[str, Any]]]) -> int:
        """Writes checked rows (from ``measurement_values``) in one transaction."""
        if not batch:
            return 0
        created = _now()
        with self._write.begin() as session:
            ids = self._ensure_workloads(session, {k for k, _ in batch}, created)
            rows = [{**values, "workload_id": ids[k], "created_at": created} for k, values in batch]
            session.execute(_MEASUREMENTS.insert(), rows)
        # Only now are the new ids committed and safe to remember.
        self._workload_ids.update(ids)
        return len(rows)

    def _ensure_workloads(
        self, session: Session, keys: set[str], now: dt.datetime
    ) -> dict[str, int]:
        ids = {k: self._workload_ids[k] for k in keys if k in self._workload_ids}
        missing = sorted(keys - ids.keys())
        if missing:
            # Insert-or-ignore, then read back: safe when another process adds
            # the same workload at the same moment.
            stmt = insert_ignore(session, _WORKLOADS, "key")
            session.execute(
                stmt, [{"key": k, "op": workload_op(k), "created_at": now} for k in missing]
            )
            found = session.execute(
                select(WorkloadRow.key, WorkloadRow.id).where(WorkloadRow.key.in_(missing))
            )
            ids.update({k: i for k, i in found})
        return ids

    @_reconnecting
    def register_device(self, info: DeviceInfo) -> None:
        """Records (or updates) what is known about a device key."""
        if not info.key:
            raise ValueError("device key must not be empty")
        values = {
            "hostname": info.hostname,
            "cpu_model": info.cpu_model,
            "cpu_name": info.cpu_name,
            "cpu_features": sorted(info.cpu_features),
            "gpu_name": info.gpu_name,
            "gpu_compute_capability": info.gpu_compute_capability,
            "extra": dict(info.extra),
            "updated_at": _now(),
        }
        with self._write.begin() as session:
            session.execute(insert_ignore(session, _DEVICES, "key"), [{"key": info.key, **values}])
            session.execute(update(DeviceRow).where(DeviceRow.key == info.key).values(**values))

    @_reconnecting
    def device(self, key: str) -> DeviceInfo | None:
        """What is known about a device key, or None."""
        with self._read() as session:
            row = session.scalars(select(DeviceRow).where(DeviceRow.key == key)).first()
            if row is None:
                return None
            return DeviceInfo(
                key=row.key,
                hostname=row.hostname,
                cpu_model=row.cpu_model,
                cpu_name=row.cpu_name,
                cpu_features=tuple(row.cpu_features),
                gpu_name=row.gpu_name,
                gpu_compute_capability=row.gpu_compute_capability,
                extra=dict(row.extra),
            )

    # Runs.

    @_reconnecting
    def start_run(
        self,
        *,
        who: str = "",
        tuner: str = "",
        options: Mapping[str, Any] | None = None,
        workload: object = "",
        target: str = "",
        device_key: str = "",
    ) -> int:
        """Opens a tuning run (status ``running``); returns its id for ``Measurement.run_id``."""
        key = workload_key(workload) if workload else ""
        with self._write.begin() as session:
            row = RunRow(
                who=who,
                tuner=tuner,
                options=dict(options or {}),
                workload=key,
                target=target,
                device_key=device_key,
                status="running",
                message="",
                started_at=_now(),
            )
            session.add(row)
            session.flush()
            return row.id

    @_reconnecting
    def finish_run(self, run_id: int, status: str = "finished", message: str = "") -> None:
        """Writes buffered results and closes a run with its final status.

        Raises:
            ValueError: unknown status or run id.
        """
        if status not in RUN_STATUSES:
            raise ValueError(f"run status must be one of {', '.join(RUN_STATUSES)}, not {status!r}")
        self.flush()
        with self._write.begin() as session:
            done = session.execute(
                update(RunRow)
                .where(RunRow.id == run_id)
                .values(status=status, message=message, finished_at=_now())
            )
            if done.rowcount == 0:  # type: ignore[attr-defined]
                raise ValueError(f"no run with id {run_id}")

    def run_summary(self, run_id: int) -> RunSummary:
        """A run with counts of what it measured.

        Raises:
            ValueError: unknown run id.
        """
        summaries = self._summaries(select(RunRow).where(RunRow.id == run_id))
        if not summaries:
            raise ValueError(f"no run with id {run_id}")
        return summaries[0]

    def runs(self, limit: int = 20) -> list[RunSummary]:
        """The most recent runs, newest first."""
        return self._summaries(select(RunRow).order_by(RunRow.id.desc()).limit(limit))

    @_reconnecting
    def _summaries(self, stmt: Select[RunRow]) -> list[RunSummary]:
        with self._read() as session:
            runs = list(session.scalars(stmt))
            out = []
            for run in runs:
                counts = session.execute(
                    select(_M.error_kind, func.count(), func.max(_M.gflops))
                    .where(_M.run_id == run.id)
                    .group_by(_M.error_kind)
                )
                by_kind = {ErrorKind(k): (n, g) for k, n, g in counts}
                ok_n, best = by_kind.pop(ErrorKind.NONE, (0, None))
                out.append(
                    RunSummary(
                        id=run.id,
                        who=run.who,
                        tuner=run.tuner,
                        options=dict(run.options),
                        workload=run.workload,
                        target=run.target,
                        device_key=run.device_key,
                        status=run.status,
                        message=run.message,
                        started_at=run.started_at,
                        finished_at=run.finished_at,
                        measurements=ok_n + sum(n for n, _ in by_kind.values()),
                        ok=ok_n,
                        errors={k.label: n for k, (n, _) in sorted(by_kind.items())},
                        best_gflops=best,
                    )
                )
            return out

    # Reading.

    @_reconnecting
    def best(
        self, workload: object, target: str, device_key: str | None = None, k: int = 1
    ) -> list[RankedConfig]:
        """The ``k`` best configs, best first, ranked over all their measurements.

        A config's score is the median GFLOP/s of all its successful
        measurements of this workload and target (on this device key, or on
        any when ``device_key`` is None): re-measurements, several runs and
        several devices of a key all count, so one lucky timing does not win.
        Ties go to the config with more measurements, then to the one
        measured first. Each config appears once.

        One query (see :func:`tuner.records.queries.ranked_statement`): a
        streaming pass over the group's successful rows in a ranking index
        bounds each config's median, and window functions compute the exact
        medians of only the configs those bounds cannot rule out. Its cost
        grows with the group's size (not with the table's).

        Args:
            workload: A Workload or its key.
            target: Compiler target string.
            device_key: Only this device key; None means any device.
            k: How many configs to return (at most).

        Returns:
            :class:`RankedConfig` records (each a :class:`Record` of the
            config's median measurement, with ``median_gflops`` and
            ``measurements``).
        """
        if k < 1:
            raise ValueError(f"k must be at least 1, got {k}")
        key = workload_key(workload)
        params: dict[str, object] = {"key": key, "target": target, "k": k}
        if device_key is not None:
            params["device_key"] = device_key
        with self._reader.connect() as conn:
            rows = conn.execute(ranked_statement(device_key is not None), params)
            return [to_ranked(row, key) for row in rows]

    @_reconnecting
    def history(
        self,
        op: str,
        device_key: str | None,
        target: str,
        *,
        exclude_workload: object | None = None,
        limit: int = 10_000,
        ok_only: bool = True,
    ) -> list[Record]:
        """Recent measurements of other workloads of one operator, for transfer learning.

        Args:
            op: Operator name, e.g. ``"matmul"``.
            device_key: Only this device key; None means any.
            target: Compiler target string.
            exclude_workload: Leave out this workload (the one being tuned).
            limit: At most this many, newest first.
            ok_only: Leave out failed measurements.
        """
        stmt = (
            select(*_RECORD_COLUMNS)
            .join(WorkloadRow, WorkloadRow.id == _M.workload_id)
            .where(WorkloadRow.op == op, _M.target == target)
        )
        if device_key is not None:
            stmt = stmt.where(_M.device_key == device_key)
        if exclude_workload is not None:
            stmt = stmt.where(WorkloadRow.key != workload_key(exclude_workload))
        if ok_only:
            stmt = stmt.where(_M.error_kind == 0)
        stmt = stmt.order_by(_M.id.desc()).limit(limit)
        with self._reader.connect() as conn:
            return [to_record(row, row.workload_key) for row in conn.execute(stmt)]

    @_reconnecting
    def measured_config_hashes(
        self, workload: object, target: str, device_key: str | None = None
    ) -> set[str]:
        """Hashes (:func:`config_hash`) of every config measured so far.

        Failed measurements count, except cancelled and device-lost ones
        (``TRANSIENT_ERRORS``), which say nothing about the config.
        """
        stmt = (
            select(_M.config_hash)
            .join(WorkloadRow, WorkloadRow.id == _M.workload_id)
            .where(
                WorkloadRow.key == workload_key(workload),
                _M.target == target,
                _M.error_kind.not_in([int(k) for k in TRANSIENT_ERRORS]),
            )
            .distinct()
        )
        if device_key is not None:
            stmt = stmt.where(_M.device_key == device_key)
        with self._read() as session:
            return set(session.scalars(stmt))

    @_reconnecting
    def has_measured(
        self,
        workload: object,
        target: str,
        device_key: str | None,
        config: Mapping[str, Any],
    ) -> bool:
        """Whether this config was measured already (as :meth:`measured_config_hashes` counts)."""
        stmt = (
            select(_M.id)
            .join(WorkloadRow, WorkloadRow.id == _M.workload_id)
            .where(
                WorkloadRow.key == workload_key(workload),
                _M.target == target,
                _M.config_hash == config_hash(config),
                _M.error_kind.not_in([int(k) for k in TRANSIENT_ERRORS]),
            )
            .limit(1)
        )
        if device_key is not None:
            stmt = stmt.where(_M.device_key == device_key)
        with self._read() as session:
            return session.scalars(stmt).first() is not None

    def records(
        self,
        filters: RecordFilter | None = None,
        limit: int | None = None,
        chunk: int = 5_000,
        *,
        newest_first: bool = False,
    ) -> Iterator[Record]:
        """Measurements matching ``filters`` in insertion order, read in chunks.

        Args:
            filters: What to select; None selects everything.
            limit: At most this many (the newest ones with ``newest_first``).
            chunk: Rows per query (keyset pagination keeps memory flat on big tables).
            newest_first: Newest (last inserted) first instead.
        """
        f = filters or RecordFilter()
        base = select(*_RECORD_COLUMNS).join(WorkloadRow, WorkloadRow.id == _M.workload_id)
        if f.workload is not None:
            base = base.where(WorkloadRow.key == workload_key(f.workload))
        if f.op is not None:
            base = base.where(WorkloadRow.op == f.op)
        if f.target is not None:
            base = base.where(_M.target == f.target)
        if f.device_key is not None:
            base = base.where(_M.device_key == f.device_key)
        if f.run_id is not None:
            base = base.where(_M.run_id == f.run_id)
        if f.errors_only:
            base = base.where(_M.error_kind != 0)
        if f.ok_only:
            base = base.where(_M.error_kind == 0)
        remaining = limit
        last_id: int | None = None
        while remaining is None or remaining > 0:
            size = chunk if remaining is None else min(chunk, remaining)
            if newest_first:
                after = base if last_id is None else base.where(_M.id < last_id)
                stmt = after.order_by(_M.id.desc()).limit(size)
            else:
                stmt = base.where(_M.id > (last_id or 0)).order_by(_M.id).limit(size)
            page = self._page(stmt)
            yield from page
            if len(page) < size:
                return
            last_id = page[-1].id
            if remaining is not None:
                remaining -= len(page)

    @_reconnecting
    def stats(self) -> Stats:
        """Counts over the whole database."""
        with self._read() as session:
            kinds = dict(
                session.execute(select(_M.error_kind, func.count()).group_by(_M.error_kind)).all()
            )

            def grouped(column: Any) -> dict[str, int]:
                stmt = select(column, func.count()).select_from(_M)
                if column is WorkloadRow.op:
                    stmt = stmt.join(WorkloadRow, WorkloadRow.id == _M.workload_id)
                return {
                    str(k): int(n)
                    for k, n in session.execute(stmt.group_by(column).order_by(column)).all()
                }

            def count(model: Any) -> int:
                return int(session.scalar(select(func.count()).select_from(model)) or 0)

            return Stats(
                measurements=sum(kinds.values()),
                ok=kinds.get(0, 0),
                errors={ErrorKind(k).label: n for k, n in sorted(kinds.items()) if k != 0},
                workloads=count(WorkloadRow),
                devices=count(DeviceRow),
                runs=count(RunRow),
                targets=grouped(_M.target),
                device_keys=grouped(_M.device_key),
                ops=grouped(WorkloadRow.op),
            )

    @_reconnecting
    def _page(self, stmt: Select[Any]) -> list[Record]:
        with self._reader.connect() as conn:
            return [to_record(row, row.workload_key) for row in conn.execute(stmt)]

    # Maintenance.

    @_reconnecting
    def prune(self, keep: int, *, keep_errors: bool = False, dry_run: bool = False) -> int:
        """Deletes all but the ``keep`` best successful measurements per workload, target and
        device key; returns how many rows were (or, with ``dry_run``, would be) deleted.

        Failed measurements are deleted too unless ``keep_errors``; note that a
        resumed run will then measure those configs again.
        """
        if keep < 1:
            raise ValueError(f"keep must be at least 1, got {keep}")
        rank = (
            func.row_number()
            .over(
                partition_by=(_M.workload_id, _M.target, _M.device_key),
                order_by=(_M.gflops.desc(), _M.id),
            )
            .label("rank")
        )
        ranked = select(_M.id, rank).where(_M.error_kind == 0).subquery()
        doomed = select(ranked.c.id).where(ranked.c.rank > keep)
        doomed_ids = (
            doomed.subquery()
            if keep_errors
            else doomed.union_all(select(_M.id).where(_M.error_kind != 0)).subquery()
        )
        with self._write.begin() as session:
            if dry_run:
                return int(session.scalar(select(func.count()).select_from(doomed_ids)) or 0)
            result = session.execute(
                delete(_M).where(_M.id.in_(select(doomed_ids.c.id))),
                execution_options={"synchronize_session": False},
            )
            return int(result.rowcount)  # type: ignore[attr-defined]
