"""The JSON-lines exchange format of measurements (see docs/records.md).

One JSON object per line, each carrying ``"version": 2`` (version 1 lines, which
lack ``checked`` and ``max_rel_error``, are still read). Export writes every
field; import checks each line on its own, so one bad line is reported by
number and reason and never half-written, while the good lines go in.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tuner.records.errors import ErrorKind
from tuner.records.keys import workload_key
from tuner.records.rows import measurement_values
from tuner.records.store import RecordStore
from tuner.records.types import Measurement, Record, canonical_config, config_hash

FORMAT_VERSION = 2
# Versions an import reads: 2 added the optional checked and max_rel_error.
READ_VERSIONS = (1, 2)
# Fields an import reads.
_FIELDS = {
    "version",
    "workload",
    "target",
    "device_key",
    "config",
    "config_index",
    "config_hash",
    "costs_s",
    "gflops",
    "error",
    "error_message",
    "compile_time_s",
    "compiler_version",
    "started_at",
    "finished_at",
    "checked",
    "max_rel_error",
}
# Fields an export writes that only describe the source database; import ignores them.
_INFORMATIVE = {"id", "run_id", "mean_s", "created_at"}
_REQUIRED = ("version", "workload", "target", "config", "costs_s", "error")


def _time(value: dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def record_to_json(record: Record) -> dict[str, Any]:
    """A record as a JSON object: the line format, also used by ``--json`` output."""
    return {
        "version": FORMAT_VERSION,
        "id": record.id,
        "workload": record.workload,
        "target": record.target,
        "device_key": record.device_key,
        "config": record.config,
        "config_index": record.config_index,
        "config_hash": record.config_hash,
        "costs_s": list(record.costs_s),
        "mean_s": record.mean_s,
        "gflops": record.gflops,
        "error": record.error_kind.label,
        "error_message": record.error_message,
        "compile_time_s": record.compile_time_s,
        "checked": record.checked,
        "max_rel_error": record.max_rel_error,
        "compiler_version": record.compiler_version,
        "run_id": record.run_id,
        "started_at": _time(record.started_at),
        "finished_at": _time(record.finished_at),
        "created_at": _time(record.created_at),
    }


def measurement_to_json(measurement: Measurement) -> dict[str, Any]:
    """A measurement that is in no database yet as a line object.

    ``autotune tune`` writes these when the database stays unreachable, so that
    ``autotune records import`` can load them later. ``run_id`` is kept for the
    reader, but an import ignores it (as it does in exported lines).

    Raises:
        ValueError: the measurement is not valid (the store's checks).
    """
    key, row = measurement_values(measurement)
    return {
        "version": FORMAT_VERSION,
        "workload": key,
        "target": row["target"],
        "device_key": row["device_key"],
        "config": row["config"],
        "config_index": row["config_index"],
        "config_hash": row["config_hash"],
        "costs_s": row["costs_s"],
        "mean_s": row["mean_s"],
        "gflops": row["gflops"],
        "error": ErrorKind(row["error_kind"]).label,
        "error_message": row["error_message"],
        "compile_time_s": row["compile_time_s"],
        "checked": row["checked"],
        "max_rel_error": row["max_rel_error"],
        "compiler_version": row["compiler_version"],
        "run_id": row["run_id"],
        "started_at": _time(row["started_at"]),
        "finished_at": _time(row["finished_at"]),
    }


def export_lines(records: Iterable[Record]) -> Iterator[str]:
    """One JSON line (without newline) per record."""
    for record in records:
        yield json.dumps(record_to_json(record), separators=(",", ":"))


def _number(obj: dict[str, Any], name: str, *, integer: bool = False) -> Any:
    value = obj.get(name)
    if value is None:
        return None
    kinds: tuple[type, ...] = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds):
        what = "an integer" if integer else "a number"
        raise ValueError(f"{name} must be {what} or null, got {value!r}")
    if not integer and not math.isfinite(value):  # type: ignore[arg-type]
        raise ValueError(f"{name} must be finite, got {value!r}")
    return value


def _bool(obj: dict[str, Any], name: str) -> bool | None:
    value = obj.get(name)
    if value is not None and not isinstance(value, bool):
        raise ValueError(f"{name} must be true, false or null, got {value!r}")
    return value


def _string(obj: dict[str, Any], name: str) -> str:
    value = obj.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string, got {value!r}")
    return value


def _timestamp(obj: dict[str, Any], name: str) -> dt.datetime | None:
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{name} must be an ISO 8601 string or null, got {value!r}")
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name} is not an ISO 8601 time: {value!r}") from None
    if parsed.tzinfo is None:
        raise ValueError(f"{name} must carry a UTC offset, got {value!r}")
    return parsed


def parse_line(text: str) -> Measurement:
    """Reads one line of the format into a measurement, checking everything.

    Raises:
        ValueError: naming what is wrong with the line.
    """
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(obj, dict):
        raise ValueError(f"expected a JSON object, got {type(obj).__name__}")
    missing = [name for name in _REQUIRED if name not in obj]
    if missing:
        raise ValueError(f"missing field(s): {', '.join(missing)}")
    unknown = sorted(set(obj) - _FIELDS - _INFORMATIVE)
    if unknown:
        raise ValueError(f"unknown field(s): {', '.join(unknown)}")
    if obj["version"] not in READ_VERSIONS or isinstance(obj["version"], bool):
        known = ", ".join(map(str, READ_VERSIONS))
        raise ValueError(
            f"unsupported format version {obj['version']!r}; this reader knows {known}"
        )
    if obj["version"] == 1 and {"checked", "max_rel_error"} & set(obj):
        raise ValueError("checked and max_rel_error are fields of version 2, not 1")
    workload = obj["workload"]
    if not isinstance(workload, str):
        raise ValueError(f"workload must be a string, got {workload!r}")
    try:
        key = workload_key(workload)
    except ValueError as exc:
        raise ValueError(f"bad workload {workload!r}: {exc}") from None
    config = canonical_config(obj["config"])
    given_hash = obj.get("config_hash")
    if given_hash is not None and given_hash != config_hash(config):
        raise ValueError("config_hash does not match config (edited by hand?)")
    costs = obj["costs_s"]
    if not isinstance(costs, list):
        raise ValueError(f"costs_s must be a list of seconds, got {costs!r}")
    error = obj["error"]
    if not isinstance(error, str | int):
        raise ValueError(f"error must be an error kind name, got {error!r}")
    measurement = Measurement(
        workload=key,
        target=_string(obj, "target"),
        config=config,
        costs_s=tuple(costs),
        error_kind=ErrorKind.parse(error),
        error_message=_string(obj, "error_message"),
        device_key=_string(obj, "device_key"),
        config_index=_number(obj, "config_index", integer=True),
        gflops=_number(obj, "gflops"),
        compile_time_s=_number(obj, "compile_time_s"),
        started_at=_timestamp(obj, "started_at"),
        finished_at=_timestamp(obj, "finished_at"),
        compiler_version=_string(obj, "compiler_version"),
        checked=_bool(obj, "checked"),
        max_rel_error=_number(obj, "max_rel_error"),
    )
    # The same checks the store applies, so a line that passes here will insert.
    measurement_values(measurement)
    return measurement


@dataclass
class ImportReport:
    """What an import did: how many measurements went in, how many the database held
    already (skipped), each rejected line's number and reason, and how many lines
    (not blank) were read."""

    imported: int = 0
    rejected: list[tuple[int, str]] = field(default_factory=list)
    skipped: int = 0
    lines: int = 0


def import_lines(store: RecordStore, lines: Iterable[str], batch_size: int = 2_000) -> ImportReport:
    """Imports JSON lines into ``store``; blank lines are skipped.

    Idempotent: a measurement the database already holds (the same workload,
    target, device key, config, costs, error and times; see
    :meth:`RecordStore.add_new`) is skipped, so importing a file twice adds
    nothing the second time.

    Args:
        store: Where the measurements go.
        lines: The lines (numbered from 1 in the report).
        batch_size: Measurements written per transaction.
    """
    report = ImportReport()
    batch: list[Measurement] = []

    def write() -> None:
        added, skipped = store.add_new(batch)
        report.imported += added
        report.skipped += skipped
        batch.clear()

    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        report.lines += 1
        try:
            batch.append(parse_line(line))
        except ValueError as exc:
            report.rejected.append((number, str(exc)))
            continue
        if len(batch) >= batch_size:
            write()
    write()
    return report
