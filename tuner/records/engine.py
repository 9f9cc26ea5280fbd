"""Engines for the supported backends, with the settings that make them safe to share.

SQLite: WAL journal (readers never block the writer), a busy timeout, and
``BEGIN IMMEDIATE`` for write transactions so concurrent writers queue on the
lock instead of failing when a read transaction tries to upgrade.
PostgreSQL: psycopg 3; reads run in autocommit (a single SELECT needs no
BEGIN/ROLLBACK round trips, which are most of a lookup's latency), and the
store retries once when it finds a pooled connection dropped (instead of
pinging before every use, which would cost a round trip per query).
"""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry

from tuner.records.errors import DatabaseUnavailableError
from tuner.records.url import display_url

log = logging.getLogger(__name__)

# Execution option a write unit of work sets; read by the SQLite "begin" hook.
WRITE_OPTION = "autotune_write"
# How long a SQLite writer waits for the lock before giving up, in milliseconds.
SQLITE_BUSY_TIMEOUT_MS = 60_000


def create_records_engine(url: URL, *, connect_timeout_s: float = 5.0) -> Engine:
    """Creates an engine for ``url`` and checks that the database answers.

    Args:
        url: A URL from :func:`tuner.records.url.normalize_url`.
        connect_timeout_s: How long to wait for a PostgreSQL server.

    Raises:
        DatabaseUnavailableError: the database cannot be opened or reached.
    """
    if url.get_backend_name() == "sqlite":
        engine = _sqlite_engine(url)
    else:
        engine = create_engine(
            url,
            # Server-side idle timeouts and restarts: recycle before they bite.
            pool_recycle=1800,
            connect_args={"connect_timeout": max(1, round(connect_timeout_s))},
        )
    try:
        with engine.connect():
            pass
    except (OperationalError, DBAPIError) as exc:
        engine.dispose()
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
        raise DatabaseUnavailableError(
            f"cannot open records database {display_url(url)}: {reason}"
        ) from None
    return engine


def _enable_wal(cur: Any) -> None:
    """Switches the file to WAL (persistent), waiting out other processes doing the same.

    Changing the journal mode of a fresh file can fail with "database is
    locked" without consulting the busy handler when several processes open
    it at once, so this retries until the busy timeout.
    """
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            if cur.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                cur.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _sqlite_engine(url: URL) -> Engine:
    from pathlib import Path

    assert url.database is not None
    parent = Path(url.database).parent
    if not parent.is_dir():
        try:
            parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseUnavailableError(
                f"cannot create the directory of records database {url.database}: {exc}"
            ) from None
    # timeout= is the driver's busy handler, in seconds.
    engine = create_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: ConnectionPoolEntry) -> None:
        # Let SQLAlchemy issue BEGIN itself (below) instead of the driver's
        # implicit deferred BEGIN, which is what makes lock upgrades fail.
        dbapi_conn.isolation_level = None
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
        _enable_wal(cur)
        # NORMAL is durable across application crashes in WAL mode; only an OS
        # crash can lose the last commits, which re-measuring repairs.
        cur.execute("PRAGMA synchronous = NORMAL")
        cur.execute("PRAGMA foreign_keys = ON")
        # 32 MiB of page cache (default 2 MiB): inserts touch three index
        # B-trees at random places, which on a million rows no longer fit.
        cur.execute("PRAGMA cache_size = -32768")
        # Checkpoint every ~40 MiB of WAL instead of ~4 MiB: a batch of results
        # for many workloads dirties pages all over the indexes, and rarer
        # checkpoints write each such page back once instead of many times.
        cur.execute("PRAGMA wal_autocheckpoint = 10000")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        write = conn.get_execution_options().get(WRITE_OPTION, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def read_engine(engine: Engine) -> Engine:
    """The engine to run read-only units of work on.

    PostgreSQL reads run in autocommit: each statement sees a consistent
    snapshot, and skipping BEGIN/ROLLBACK halves a lookup's round trips.
    SQLite keeps its explicit (cheap, local) deferred transactions.
    """
    if engine.dialect.name == "postgresql":
        return engine.execution_options(isolation_level="AUTOCOMMIT")
    return engine
