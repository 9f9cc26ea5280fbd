"""ORM models of the records database (SQLAlchemy 2.0 typed declarative).

The schema itself is created and evolved by the Alembic migrations in
``tuner/records/migrations``; these models must match the latest revision
(a test compares them).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    Text,
    TypeDecorator,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class UTCDateTime(TypeDecorator[dt.datetime]):
    """A timestamp that is always timezone-aware UTC in Python.

    SQLite has no time zones and hands back naive values; storing naive UTC and
    re-attaching UTC on the way out gives both backends the same behaviour.
    """

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: dt.datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: records store timezone-aware times")
        return value.astimezone(dt.timezone.utc).replace(tzinfo=None)

    def process_result_value(self, value: Any, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=dt.timezone.utc)
        return value.astimezone(dt.timezone.utc)


class Base(DeclarativeBase):
    """Declarative base of the records schema."""


class WorkloadRow(Base):
    """One operator instance, by its canonical key (``str(Workload)``)."""

    __tablename__ = "workloads"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(512), unique=True)
    # Operator name, the key's prefix: the filter of transfer-learning queries.
    op: Mapped[str] = mapped_column(String(64), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class DeviceRow(Base):
    """A device key and what was last reported about the hardware behind it."""

    __tablename__ = "devices"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(256), unique=True)
    hostname: Mapped[str] = mapped_column(String(256), default="")
    cpu_model: Mapped[str] = mapped_column(String(256), default="")
    cpu_name: Mapped[str] = mapped_column(String(64), default="")
    cpu_features: Mapped[list[str]] = mapped_column(JSON, default=list)
    gpu_name: Mapped[str] = mapped_column(String(256), default="")
    # Compute capability as "major.minor", empty for CPUs.
    gpu_compute_capability: Mapped[str] = mapped_column(String(16), default="")
    # Everything else the device reported (cores, memory, limits), free-form.
    extra: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class RunRow(Base):
    """One tuning session: who ran which tuner with which options, and how it ended."""

    __tablename__ = "runs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    who: Mapped[str] = mapped_column(String(128), default="")
    tuner: Mapped[str] = mapped_column(String(64), default="")
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    workload: Mapped[str] = mapped_column(String(512), default="")
    target: Mapped[str] = mapped_column(String(256), default="")
    device_key: Mapped[str] = mapped_column(String(256), default="")
    # running | finished | failed | cancelled
    status: Mapped[str] = mapped_column(String(16), default="running")
    message: Mapped[str] = mapped_column(Text, default="")
    started_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, nullable=True)


class MeasurementRow(Base):
    """One timed (or failed) candidate: a config of a workload on a target and device."""

    __tablename__ = "measurements"

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    workload_id: Mapped[int] = mapped_column(ForeignKey("workloads.id"))
    target: Mapped[str] = mapped_column(String(256))
    # Denormalised from devices so "best on this device key" is one index range.
    device_key: Mapped[str] = mapped_column(String(256))
    run_id: Mapped[int | None] = mapped_column(ForeignKey("runs.id"), nullable=True)
    config: Mapped[dict[str, Any]] = mapped_column(JSON)
    config_index: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    # sha256 of the canonical config JSON (hex, 32 chars): resume checks compare these.
    config_hash: Mapped[str] = mapped_column(String(32))
    costs_s: Mapped[list[float]] = mapped_column(JSON)
    mean_s: Mapped[float | None] = mapped_column(Float, nullable=True)
    # Never NULL when error_kind is 0, so ORDER BY gflops DESC needs no NULLS clause.
    gflops: Mapped[float | None] = mapped_column(Float, nullable=True)
    error_kind: Mapped[int] = mapped_column(SmallInteger)
    error_message: Mapped[str] = mapped_column(Text, default="")
    compile_time_s: Mapped[float | None] = mapped_column(Float, nullable=True)
    # Whether the output was compared with the reference: False is an unchecked
    # timing (the client opted out), NULL unknown (recorded before migration 0003).
    checked: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    # The checked output's error (compiler.timing.output_error); NULL when unchecked.
    max_rel_error: Mapped[float | None] = mapped_column(Float, nullable=True)
    compiler_version: Mapped[str] = mapped_column(String(32), default="")
    started_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, nullable=True)
    finished_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


# The best-config indexes, declared on the columns so DESC is a real column
# sort order (and Alembic can compare them) rather than a text expression.
# best() ranks configs by the median GFLOP/s of their measurements: after the
# equality columns each config's rows come in GFLOP/s order, and the index
# holds every column the ranking reads, so it neither sorts nor reads rows.
_M = MeasurementRow
# best(workload, target, device_key).
Index(
    "ix_measurements_rank_device",
    _M.workload_id,
    _M.target,
    _M.device_key,
    _M.error_kind,
    _M.config_hash,
    _M.gflops.desc(),
    _M.id,
)
# best(workload, target) over every device key.
Index(
    "ix_measurements_rank_any",
    _M.workload_id,
    _M.target,
    _M.error_kind,
    _M.config_hash,
    _M.gflops.desc(),
    _M.id,
)
Index("ix_measurements_run_id", _M.run_id)
