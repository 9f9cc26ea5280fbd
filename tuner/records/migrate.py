"""Applies the Alembic migrations shipped in ``tuner/records/migrations``.

Several processes may open a fresh database at once (a tuner and its
workers), so the check-and-upgrade runs under a lock: the SQLite write lock
(``BEGIN IMMEDIATE``) or a PostgreSQL transaction-scoped advisory lock.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, text

from tuner.records.engine import WRITE_OPTION
from tuner.records.errors import SchemaVersionError

log = logging.getLogger(__name__)

_MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# Arbitrary constant naming "autotune records schema" among advisory locks.
_PG_LOCK_ID = 0x6175746F74756E


def _alembic_config() -> AlembicConfig:
    config = AlembicConfig()
    config.set_main_option("script_location", str(_MIGRATIONS))
    return config


@cache
def head_revision() -> str:
    """The newest revision this code knows."""
    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    assert head is not None, "no migrations shipped"
    return head


def _known(revision: str) -> bool:
    script = ScriptDirectory.from_config(_alembic_config())
    return any(r.revision == revision for r in script.walk_revisions())


def current_revision(conn: Connection) -> str | None:
    """The revision the database is at, or None for an empty database."""
    return MigrationContext.configure(conn).get_current_revision()


def ensure_schema(engine: Engine) -> str:
    """Brings the database to the head revision if it is behind; returns the revision.

    Cheap when the schema is current: one read of ``alembic_version``.
    """
    with engine.connect() as conn:
        if current_revision(conn) == head_revision():
            return head_revision()
    return upgrade(engine)


def upgrade(engine: Engine) -> str:
    """Applies every pending migration under the migration lock; returns the revision."""
    with engine.connect().execution_options(**{WRITE_OPTION: True}) as conn, conn.begin():
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_LOCK_ID})
        before = current_revision(conn)
        if before is not None and not _known(before):
            raise SchemaVersionError(
                f"the records database is at schema revision {before!r}, which this autotune "
                f"does not know (it knows up to {head_revision()!r}); it was written by a "
                "newer autotune: upgrade autotune, or use another database"
            )
        if before != head_revision():
            log.info("migrating records database from %s to %s", before, head_revision())
            config = _alembic_config()
            config.attributes["connection"] = conn
            command.upgrade(config, "head")
    return head_revision()
