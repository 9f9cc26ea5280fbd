"""Alembic environment of the records database.

Run programmatically by ``tuner.records.migrate``, which passes an open
connection (inside a transaction that holds the migration lock) through
``config.attributes["connection"]``; there is no alembic.ini.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from tuner.records.models import Base


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        # SQLite cannot ALTER most things in place; batch mode copies tables.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError(
        "the records migrations run through tuner.records.migrate, not alembic's CLI"
    )
_run(connection)
