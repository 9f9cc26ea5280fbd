"""Whether a measurement's output was checked, and its error against the reference.

Device servers now check every job unless a client opts out, and say in each
result whether they did (``MeasureResult.checked``). ``checked`` keeps that:
false marks an unchecked timing, which ``records list`` and exports show;
NULL is a row recorded before this revision (or imported without the field),
of which nothing is known. ``max_rel_error`` is the checked output's error
(``compiler.timing.output_error``), NULL when unchecked or not finite.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Adds the two nullable columns (existing rows: unknown)."""
    with op.batch_alter_table("measurements") as batch:
        batch.add_column(sa.Column("checked", sa.Boolean(), nullable=True))
        batch.add_column(sa.Column("max_rel_error", sa.Float(), nullable=True))


def downgrade() -> None:
    """Drops them."""
    with op.batch_alter_table("measurements") as batch:
        batch.drop_column("max_rel_error")
        batch.drop_column("checked")
