"""Fixtures of the records tests: a fresh database on each backend.

SQLite gets a file in the test's tmp dir; PostgreSQL gets a fresh schema in
the ``test`` database (selected through ``search_path`` in the URL), dropped
afterwards, so tests never see each other's or other engineers' rows.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tuner.records import RecordStore

PG_DSN = "postgresql://postgres@127.0.0.1:5432/test"
PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


def _pg_reachable() -> str | None:
    try:
        import psycopg

        with psycopg.connect(PG_DSN, connect_timeout=3):
            return None
    except Exception as exc:
        return f"PostgreSQL at {PG_DSN} is not reachable: {exc}"


_PG_SKIP: list[str | None] = []


@contextlib.contextmanager
def fresh_db(kind: str, tmp_path: Path) -> Iterator[str]:
    """Yields the URL of an empty database of ``kind``, removed afterwards."""
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / f'records-{uuid.uuid4().hex[:8]}.db'}"
        return
    if not _PG_SKIP:
        _PG_SKIP.append(_pg_reachable())
    if _PG_SKIP[0] is not None:
        # CI starts PostgreSQL and sets this, so there a missing server fails loudly.
        if os.environ.get("AUTOTUNE_TEST_REQUIRE_POSTGRES"):
            pytest.fail(_PG_SKIP[0])
        pytest.skip(_PG_SKIP[0])
    import psycopg

    schema = f"autotune_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield f"{PG_URL}?options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(PG_DSN, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """The backend under test: ``sqlite`` or ``postgresql``."""
    return str(request.param)


@pytest.fixture
def db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """URL of a fresh, empty database on the backend under test."""
    with fresh_db(backend, tmp_path) as url:
        yield url


@pytest.fixture
def make_db(tmp_path: Path) -> Iterator[Callable[[str], str]]:
    """Factory of further fresh databases (for copying between backends)."""
    with contextlib.ExitStack() as stack:
        yield lambda kind: stack.enter_context(fresh_db(kind, tmp_path))


@pytest.fixture
def store(db_url: str) -> Iterator[RecordStore]:
    """An open store on a fresh database of the backend under test."""
    with RecordStore(db_url, batch_size=50) as s:
        yield s
