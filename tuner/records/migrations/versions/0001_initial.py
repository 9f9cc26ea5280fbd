"""Initial schema: workloads, devices, runs, measurements.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tuner.records.models import UTCDateTime

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    """Creates the four tables and the best-config indexes."""
    op.create_table(
        "workloads",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(512), nullable=False, unique=True),
        sa.Column("op", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
    )
    op.create_index("ix_workloads_op", "workloads", ["op"])
    op.create_table(
        "devices",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(256), nullable=False, unique=True),
        sa.Column("hostname", sa.String(256), nullable=False),
        sa.Column("cpu_model", sa.String(256), nullable=False),
        sa.Column("cpu_name", sa.String(64), nullable=False),
        sa.Column("cpu_features", sa.JSON(), nullable=False),
        sa.Column("gpu_name", sa.String(256), nullable=False),
        sa.Column("gpu_compute_capability", sa.String(16), nullable=False),
        sa.Column("extra", sa.JSON(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
    )
    op.create_table(
        "runs",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("who", sa.String(128), nullable=False),
        sa.Column("tuner", sa.String(64), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("workload", sa.String(512), nullable=False),
        sa.Column("target", sa.String(256), nullable=False),
        sa.Column("device_key", sa.String(256), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=False),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
    )
    op.create_table(
        "measurements",
        sa.Column("id", _ID, primary_key=True),
        sa.Column("workload_id", sa.Integer(), sa.ForeignKey("workloads.id"), nullable=False),
        sa.Column("target", sa.String(256), nullable=False),
        sa.Column("device_key", sa.String(256), nullable=False),
        sa.Column("run_id", sa.Integer(), sa.ForeignKey("runs.id"), nullable=True),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("config_index", sa.BigInteger(), nullable=True),
        sa.Column("config_hash", sa.String(32), nullable=False),
        sa.Column("costs_s", sa.JSON(), nullable=False),
        sa.Column("mean_s", sa.Float(), nullable=True),
        sa.Column("gflops", sa.Float(), nullable=True),
        sa.Column("error_kind", sa.SmallInteger(), nullable=False),
        sa.Column("error_message", sa.Text(), nullable=False),
        sa.Column("compile_time_s", sa.Float(), nullable=True),
        sa.Column("compiler_version", sa.String(32), nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=True),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
    )
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
    op.create_index("ix_measurements_run_id", "measurements", ["run_id"])


def downgrade() -> None:
    """Drops everything ``upgrade`` created."""
    op.drop_table("measurements")
    op.drop_table("runs")
    op.drop_table("devices")
    op.drop_table("workloads")
