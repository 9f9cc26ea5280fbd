"""Schema: migrations from empty (through the real CLI), models in step, indexes used."""

from __future__ import annotations

import random

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text

from tests.records.helpers import matmul_key, random_measurement, records_cli
from tuner.records import RecordStore, SchemaVersionError, normalize_url
from tuner.records.migrate import head_revision
from tuner.records.models import Base
from tuner.records.queries import ranked_statement

TABLES = {"workloads", "devices", "runs", "measurements", "alembic_version"}


def test_upgrade_through_the_cli_builds_the_schema_from_empty(db_url: str) -> None:
    engine = create_engine(normalize_url(db_url))
    try:
        assert not set(inspect(engine).get_table_names()) & TABLES
        out = records_cli("upgrade", "--db", db_url)
        assert out.returncode == 0, out.stderr
        assert f"schema revision {head_revision()}" in out.stdout
        insp = inspect(engine)
        assert set(insp.get_table_names()) >= TABLES
        indexes = {ix["name"]: ix for ix in insp.get_indexes("measurements")}
        assert {"ix_measurements_rank_device", "ix_measurements_rank_any"} <= set(indexes)
        with engine.connect() as conn:
            assert MigrationContext.configure(conn).get_current_revision() == head_revision()
            # The ORM models describe exactly what the migrations built.
            diffs = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert diffs == []
        again = records_cli("upgrade", "--db", db_url)
        assert again.returncode == 0, again.stderr
    finally:
        engine.dispose()


def test_first_use_migrates_automatically(db_url: str) -> None:
    with RecordStore(db_url) as store:
        assert store.stats().measurements == 0
    engine = create_engine(normalize_url(db_url))
    try:
        assert set(inspect(engine).get_table_names()) >= TABLES
    finally:
        engine.dispose()


def test_best_query_reads_the_group_from_a_ranking_index_without_sorting_it(
    store: RecordStore,
) -> None:
    rng = random.Random(30)
    keys = [matmul_key(rng) for _ in range(10)]
    store.add_many(random_measurement(rng, rng.choice(keys)) for _ in range(300))
    engine = create_engine(store.url)
    params = {"key": keys[0], "target": "llvm", "device_key": "cpu-a", "k": 3}
    try:
        with engine.connect() as conn:
            for by_device, index in ((True, "rank_device"), (False, "rank_any")):
                # The exact statement RecordStore.best runs, with its values inlined.
                query = str(
                    ranked_statement(by_device)
                    .params(**params)
                    .compile(dialect=engine.dialect, compile_kwargs={"literal_binds": True})
                )
                if store.backend == "sqlite":
                    steps = list(conn.execute(text("EXPLAIN QUERY PLAN " + query)))
                    details = [str(r[-1]) for r in steps]
                    assert not any(d.startswith("SCAN measurements") for d in details), details
                    # Both steps (bounds, then the contenders' windows) read the index alone.
                    scans = [r for r in steps if f"COVERING INDEX ix_measurements_{index}" in r[-1]]
                    assert len(scans) == 2, details
                    # A sort of the group's rows would sit beside its scan; the sorts
                    # elsewhere order the per-config bounds, medians and the k winners.
                    for scan in scans:
                        beside = [str(r[-1]) for r in steps if r[1] == scan[1]]
                        assert not any("TEMP B-TREE" in d for d in beside), details
                else:
                    # Tiny tables make a sequential scan cheaper; ask whether the indexes
                    # *can* serve the query (the bench checks the plan on 1M rows).
                    conn.execute(text("SET enable_seqscan = off"))
                    plan = " ".join(str(row[0]) for row in conn.execute(text("EXPLAIN " + query)))
                    assert "Scan using ix_measurements_rank_" in plan, plan
                    # Sorts of per-config rows (bounds, contenders, medians) are fine;
                    # one of the group's measurement rows would defeat the index order.
                    sort_keys = [part.split("->")[0] for part in plan.split("Sort Key:")[1:]]
                    assert not any(k.lstrip().startswith("measurements") for k in sort_keys), plan
    finally:
        engine.dispose()


def test_a_schema_from_a_newer_autotune_is_a_clear_error(db_url: str) -> None:
    RecordStore(db_url).close()
    engine = create_engine(normalize_url(db_url))
    try:
        with engine.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    finally:
        engine.dispose()
    with pytest.raises(SchemaVersionError, match=r"revision '9999'.*newer autotune"):
        RecordStore(db_url)
    out = records_cli("upgrade", "--db", db_url)
    assert out.returncode == 2
    assert "newer autotune" in out.stderr
    assert "Traceback" not in out.stderr
