"""Conversions between store values and table rows."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
from functools import cache
from typing import Any

from sqlalchemy import Table
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session
from sqlalchemy.sql.dml import Insert

from tuner.records.errors import ErrorKind
from tuner.records.keys import workload_key
from tuner.records.types import (
    Measurement,
    RankedConfig,
    Record,
    canonical_config,
    canonical_hash,
    mean_and_gflops,
)


def insert_ignore(session: Session, table: Table, unique_column: str) -> Insert:
    """An INSERT that skips rows whose ``unique_column`` already exists (both backends)."""
    name = session.get_bind().dialect.name
    if name == "postgresql":
        return postgresql.insert(table).on_conflict_do_nothing(index_elements=[unique_column])
    return sqlite.insert(table).on_conflict_do_nothing(index_elements=[unique_column])


@cache
def _compiler_version() -> str:
    # Recorded with every result so stale records can be told apart after the
    # compiler's templates change.
    import compiler

    return str(compiler.__version__)


def _aware(value: dt.datetime | None, name: str) -> dt.datetime | None:
    if value is not None and value.tzinfo is None:
        raise ValueError(f"{name} must be timezone-aware, got {value.isoformat()}")
    return value


def measurement_values(m: Measurement) -> tuple[str, dict[str, Any]]:
    """Checks a result and returns its workload key and ``measurements`` row values.

    The row lacks ``workload_id`` and ``created_at``, which the store fills in
    when it writes the row.

    Raises:
        ValueError: naming what is wrong with the measurement.
    """
    key = workload_key(m.workload)
    if not isinstance(m.target, str) or not m.target.strip():
        raise ValueError(f"{key}: target must be a non-empty string")
    if not isinstance(m.error_kind, ErrorKind):
        raise ValueError(f"{key}: error_kind must be an ErrorKind, got {m.error_kind!r}")
    config = canonical_config(m.config)
    mean, gflops = mean_and_gflops(m)
    if m.config_index is not None and (isinstance(m.config_index, bool) or m.config_index < 0):
        raise ValueError(f"{key}: config_index must be a non-negative int, got {m.config_index!r}")
    if m.checked is not None and not isinstance(m.checked, bool):
        raise ValueError(f"{key}: checked must be a bool or None, got {m.checked!r}")
    if m.max_rel_error is not None and (
        isinstance(m.max_rel_error, bool)
        or not isinstance(m.max_rel_error, int | float)
        or not math.isfinite(m.max_rel_error)
        or m.max_rel_error < 0
    ):
        raise ValueError(
            f"{key}: max_rel_error must be a finite non-negative number or None, "
            f"got {m.max_rel_error!r}"
        )
    return key, {
        "target": m.target,
        "device_key": m.device_key,
        "run_id": m.run_id,
        "config": config,
        "config_index": m.config_index,
        "config_hash": canonical_hash(config),
        "costs_s": [float(c) for c in m.costs_s],
        "mean_s": mean,
        "gflops": gflops,
        "error_kind": int(m.error_kind),
        "error_message": m.error_message,
        "compile_time_s": m.compile_time_s,
        "checked": m.checked,
        "max_rel_error": None if m.max_rel_error is None else float(m.max_rel_error),
        "compiler_version": m.compiler_version or _compiler_version(),
        "started_at": _aware(m.started_at, "started_at"),
        "finished_at": _aware(m.finished_at, "finished_at"),
    }


def to_record(row: Any, key: str) -> Record:
    """The frozen record of a ``measurements`` row (``key`` is its workload's key).

    Args:
        row: A ``MeasurementRow`` or a Core row with the table's columns.
        key: The row's workload key.
    """
    return Record(
        id=row.id,
        workload=key,
        target=row.target,
        device_key=row.device_key,
        config=dict(row.config),
        config_hash=row.config_hash,
        costs_s=tuple(row.costs_s),
        error_kind=ErrorKind(row.error_kind),
        error_message=row.error_message,
        config_index=row.config_index,
        mean_s=row.mean_s,
        gflops=row.gflops,
        compile_time_s=row.compile_time_s,
        compiler_version=row.compiler_version,
        checked=row.checked,
        max_rel_error=row.max_rel_error,
        run_id=row.run_id,
        started_at=row.started_at,
        finished_at=row.finished_at,
        created_at=row.created_at,
    )


_RECORD_FIELDS = tuple(f.name for f in dataclasses.fields(Record))


def to_ranked(row: Any, key: str) -> RankedConfig:
    """The ranked config of a row of :func:`tuner.records.queries.ranked_statement`.

    Args:
        row: A Core row with the table's columns, ``median_gflops`` and ``measurements``.
        key: The row's workload key.
    """
    record = to_record(row, key)
    return RankedConfig(
        **{name: getattr(record, name) for name in _RECORD_FIELDS},
        median_gflops=float(row.median_gflops),
        measurements=int(row.measurements),
    )
