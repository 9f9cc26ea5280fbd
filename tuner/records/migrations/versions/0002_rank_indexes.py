"""Best-config indexes that rank configs: config hash before GFLOP/s.

``RecordStore.best`` ranks configs by the median GFLOP/s of all their
measurements. With ``config_hash`` right after the equality columns and
``gflops DESC, id`` after it, the index hands each config's successful
measurements over in ranking order and holds every column the window
functions read, so the query neither sorts nor reads the table rows (on
PostgreSQL an index-only scan). These replace the indexes of 0001, which
ordered a group by GFLOP/s alone and are no longer read.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_RANKED: list[str | sa.TextClause] = ["config_hash", sa.text("gflops DESC"), "id"]


def upgrade() -> None:
    """Replaces the GFLOP/s-ordered best-config indexes by config-ranking ones."""
    op.drop_index("ix_measurements_best_device", table_name="measurements")
    op.drop_index("ix_measurements_best_any", table_name="measurements")
    op.create_index(
        "ix_measurements_rank_device",
        "measurements",
        ["workload_id", "target", "device_key", "error_kind", *_RANKED],
    )
    op.create_index(
        "ix_measurements_rank_any",
        "measurements",
        ["workload_id", "target", "error_kind", *_RANKED],
    )


def downgrade() -> None:
    """Restores the indexes of 0001."""
    op.drop_index("ix_measurements_rank_device", table_name="measurements")
    op.drop_index("ix_measurements_rank_any", table_name="measurements")
    op.create_index(
        "ix_measurements_best_device",
        "measurements",
        ["workload_id", "target", "device_key", "error_kind", sa.text("gflops DESC"), "id"],
    )
    op.create_index(
        "ix_measurements_best_any",
        "measurements",
        ["workload_id", "target", "error_kind", sa.text("gflops DESC"), "id"],
    )
