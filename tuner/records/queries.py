"""Prebuilt statements of the hot read paths.

Building a SQLAlchemy statement costs more Python time than the indexed
lookup itself, so these are built once with bind parameters.
"""

from __future__ import annotations

import functools
from typing import Any

from sqlalchemy import Integer, Select, String, bindparam, select

from tuner.records.models import Base, MeasurementRow, WorkloadRow

_M = MeasurementRow
_MEASUREMENTS = Base.metadata.tables["measurements"]


@functools.cache
def best_statement(by_device: bool) -> Select[Any]:
    """The best-config query; parameters ``key``, ``target``, ``k`` (and ``device_key``).

    The workload id comes from a scalar subquery rather than a join: with a
    join the planner cannot see that one workload matches, so PostgreSQL
    fetches every row of the workload and sorts them; with the subquery it
    walks the index in ``gflops DESC`` order and stops after ``k`` rows.
    """
    workload_id = (
        select(WorkloadRow.id)
        .where(WorkloadRow.key == bindparam("key", type_=String))
        .scalar_subquery()
    )
    stmt = select(*_MEASUREMENTS.c).where(
        _M.workload_id == workload_id,
        _M.target == bindparam("target", type_=String),
        _M.error_kind == 0,
    )
    if by_device:
        stmt = stmt.where(_M.device_key == bindparam("device_key", type_=String))
    return stmt.order_by(_M.gflops.desc(), _M.id).limit(bindparam("k", type_=Integer))
