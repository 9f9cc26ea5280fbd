"""Database URLs, the default location, and the error-kind enum's parity with the wire."""

from __future__ import annotations

from pathlib import Path

import pytest

from autotune.v1 import measure_pb2
from tuner.records import (
    DatabaseUnavailableError,
    DatabaseURLError,
    ErrorKind,
    RecordStore,
    default_db_url,
    normalize_url,
)


def test_plain_paths_and_postgres_spellings() -> None:
    assert normalize_url("/tmp/x/records.db").render_as_string() == "sqlite:////tmp/x/records.db"
    assert normalize_url("rel.db").database == "rel.db"
    assert normalize_url("sqlite:///a.db").drivername == "sqlite"
    for text in ("postgresql://u@h:5432/d", "postgres://u@h/d", "postgresql+psycopg://u@h/d"):
        url = normalize_url(text)
        assert url.drivername == "postgresql+psycopg"
        assert url.database == "d"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty database URL"),
        (":memory:", "in-memory SQLite"),
        ("sqlite://", "names no file"),
        ("mysql://u@h/d", "unsupported database scheme 'mysql'"),
        ("postgresql+asyncpg://u@h/d", "unsupported PostgreSQL driver 'asyncpg'"),
        ("postgresql://u@h", "names no database"),
        ("sqlite+aiosqlite:///x.db", "unsupported SQLite driver"),
    ],
)
def test_bad_urls_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(DatabaseURLError, match=message):
        normalize_url(text)


def test_default_location_prefers_env_then_xdg_then_home(tmp_path: Path) -> None:
    assert default_db_url({"AUTOTUNE_DB": "postgresql://x@y/z"}) == "postgresql://x@y/z"
    assert default_db_url({"XDG_DATA_HOME": "/data"}) == "/data/autotune/records.db"
    assert default_db_url({}, home=tmp_path) == str(
        tmp_path / ".local" / "share" / "autotune" / "records.db"
    )


def test_unreachable_server_is_one_clear_error() -> None:
    with pytest.raises(
        DatabaseUnavailableError, match=r"cannot open records database.*127\.0\.0\.1"
    ):
        RecordStore("postgresql://nobody@127.0.0.1:1/none")


def test_unopenable_sqlite_file_is_one_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(DatabaseUnavailableError, match="records database"):
        RecordStore(str(blocker / "records.db"))


def test_error_kinds_mirror_the_wire_enum() -> None:
    wire = {
        name.removeprefix("ERROR_KIND_"): number for name, number in measure_pb2.ErrorKind.items()
    }
    assert wire == {k.name: k.value for k in ErrorKind}
    assert ErrorKind.parse("compile_error") is ErrorKind.COMPILE_ERROR
    assert ErrorKind.parse("ERROR_KIND_WRONG_ANSWER") is ErrorKind.WRONG_ANSWER
    assert ErrorKind.parse(5) is ErrorKind.RUN_TIMEOUT
    with pytest.raises(ValueError, match="expected one of none, invalid_config"):
        ErrorKind.parse("melted")
    with pytest.raises(ValueError, match="unknown error kind number 42"):
        ErrorKind.parse(42)
