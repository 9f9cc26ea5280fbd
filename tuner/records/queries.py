"""Prebuilt statements of the hot read paths.

Building a SQLAlchemy statement costs more Python time than the indexed
lookup itself, so these are built once with bind parameters.
"""

from __future__ import annotations

import functools
from typing import Any

from sqlalchemy import Integer, Select, String, bindparam, case, func, select

from tuner.records.models import Base, MeasurementRow, WorkloadRow

_M = MeasurementRow
_MEASUREMENTS = Base.metadata.tables["measurements"]


def _workload_id() -> Any:
    # A scalar subquery rather than a join: the planner then knows that one
    # workload id matches and plans a single range scan of the ranking index.
    return (
        select(WorkloadRow.id)
        .where(WorkloadRow.key == bindparam("key", type_=String))
        .scalar_subquery()
    )


@functools.cache
def ranked_statement(by_device: bool) -> Select[Any]:
    """The best-configs query; parameters ``key``, ``target``, ``k`` (and ``device_key``).

    Ranks configs (by config hash) on the median GFLOP/s of all their
    successful measurements in the group (workload, target, and device key
    if ``by_device``), then on how many there are (more first), then on their
    first measurement's id (earlier first). Returns the ``k`` best, each as
    its median measurement's row (for an even count the faster of the middle
    two) plus the columns ``median_gflops`` and ``measurements``.

    Portable SQL (window functions, SQLite 3.25+ and PostgreSQL), in two steps:

    1. Bounds: one streaming ``GROUP BY config_hash`` gives each config a
       lower and an upper bound on its median: the exact median when it has
       one or two measurements (the mean of its min and max), else its min
       and max. The ``k``-th largest lower bound is a floor: ``k`` configs
       have a median at least that high, so a config whose upper bound is
       below it cannot be among the ``k`` best. Only the rest (typically the
       few fastest configs) go on.
    2. Ranking: within each remaining config, ``row_number`` in GFLOP/s
       order finds the middle row and ``lead`` its slower neighbour, the
       other half of the median for an even count.

    The split matters on SQLite, whose window functions cost about ten times
    a plain index scan per row: step 1 reads the whole group once, step 2
    only the contenders. The ranking indexes (``ix_measurements_rank_*``: the
    group's equality columns, then ``config_hash, gflops DESC, id``) hold
    every column both steps read, in their order, so neither reads table rows
    or sorts the group; only the ``k`` winners are joined to their full rows.
    """

    def in_group(*columns: Any) -> Select[Any]:
        stmt = select(*columns).where(
            _M.workload_id == _workload_id(),
            _M.target == bindparam("target", type_=String),
            _M.error_kind == 0,
        )
        if by_device:
            stmt = stmt.where(_M.device_key == bindparam("device_key", type_=String))
        return stmt

    k = bindparam("k", type_=Integer)
    # Step 1. gflops is never NULL on a successful row, so min and max are too.
    n, low, high = func.count(), func.min(_M.gflops), func.max(_M.gflops)
    exact = (low + high) * 0.5  # the median of one or two values
    bounds = (
        in_group(
            _M.config_hash,
            case((n <= 2, exact), else_=low).label("low"),
            case((n <= 2, exact), else_=high).label("high"),
        )
        .group_by(_M.config_hash)
        .cte("bounds")
    )
    # A sort with a limit rather than a window function (nth_value): on
    # SQLite a window costs as much per row as the whole ranking; a CTE read
    # twice is computed once on both backends.
    floor = (
        select(bounds.c.low).order_by(bounds.c.low.desc()).offset(k - 1).limit(1).scalar_subquery()
    )
    # GFLOP/s are positive, so with fewer than k configs (no floor) all go on.
    contenders = select(bounds.c.config_hash).where(bounds.c.high >= func.coalesce(floor, 0.0))

    # Step 2. One window for all four functions, so each backend partitions
    # once: the whole-partition frame gives count and min the entire config;
    # row_number and lead ignore frames.
    window: dict[str, Any] = {
        "partition_by": _M.config_hash,
        "order_by": (_M.gflops.desc(), _M.id),
        "rows": (None, None),
    }
    rows = (
        in_group(
            _M.id,
            _M.gflops,
            func.row_number().over(**window).label("rank"),
            func.lead(_M.gflops).over(**window).label("next_gflops"),
            func.count().over(**window).label("n"),
            func.min(_M.id).over(**window).label("first_id"),
        )
        .where(_M.config_hash.in_(contenders))
        .subquery("ranked")
    )
    # Kept rows are the middle one (odd count) or the faster of the middle two
    # (even count, where rank * 2 == n and lead is the slower one). Averaging
    # a row with itself is exact, and "* 0.5" stays a float on both backends
    # (PostgreSQL would divide by NUMERIC) and equals Python's (a + b) / 2.
    other_half = case((rows.c.rank * 2 == rows.c.n, rows.c.next_gflops), else_=rows.c.gflops)
    median = ((rows.c.gflops + other_half) * 0.5).label("median_gflops")
    top = (
        select(rows.c.id, median, rows.c.n.label("measurements"), rows.c.first_id)
        # Integer division on both backends.
        .where(rows.c.rank == (rows.c.n + 1) // 2)
        .order_by(median.desc(), rows.c.n.desc(), rows.c.first_id)
        .limit(k)
        .subquery("top")
    )
    return (
        select(*_MEASUREMENTS.c, top.c.median_gflops, top.c.measurements)
        .join_from(top, _M, _M.id == top.c.id)
        .order_by(top.c.median_gflops.desc(), top.c.measurements.desc(), top.c.first_id)
    )
