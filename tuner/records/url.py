"""Database URLs: what ``--db`` accepts, and where records live by default."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from tuner.records.errors import DatabaseURLError

_SUPPORTED = "sqlite:///PATH, postgresql+psycopg://USER@HOST:PORT/DB, or a plain file path"


def default_db_url(environ: Mapping[str, str], home: Path | None = None) -> str:
    """The records database to use when no ``--db`` is given.

    ``$AUTOTUNE_DB`` wins; otherwise ``records.db`` in the user's data directory
    (``$XDG_DATA_HOME/autotune`` or ``~/.local/share/autotune``). The CLI calls
    this with ``os.environ`` so nothing deeper reads the environment.

    Args:
        environ: The environment to read.
        home: The home directory (defaults to ``Path.home()``).
    """
    explicit = environ.get("AUTOTUNE_DB", "").strip()
    if explicit:
        return explicit
    data_home = environ.get("XDG_DATA_HOME", "").strip()
    base = Path(data_home) if data_home else (home or Path.home()) / ".local" / "share"
    return str(base / "autotune" / "records.db")


def normalize_url(db: str) -> URL:
    """Turns what a user typed into a SQLAlchemy URL for a supported backend.

    A plain path means an SQLite file; ``postgresql://`` and ``postgres://`` are
    mapped to the psycopg 3 driver, which is the one we ship against.

    Raises:
        DatabaseURLError: for an empty string, a malformed URL, an in-memory
            SQLite database (each connection would see its own empty database)
            or an unsupported scheme.
    """
    text = db.strip()
    if not text:
        raise DatabaseURLError(f"empty database URL; expected {_SUPPORTED}")
    if "://" not in text:
        if text == ":memory:":
            raise DatabaseURLError(
                "in-memory SQLite is not supported (every connection would see an "
                "empty database); give a file path"
            )
        return URL.create("sqlite", database=str(Path(text).expanduser()))
    try:
        url = make_url(text)
    except ArgumentError as exc:
        raise DatabaseURLError(f"malformed database URL {text!r}: {exc}") from None
    backend, _, driver = url.drivername.partition("+")
    if backend == "sqlite":
        if driver not in ("", "pysqlite"):
            raise DatabaseURLError(f"unsupported SQLite driver {driver!r} in {text!r}")
        if not url.database or url.database == ":memory:":
            raise DatabaseURLError(
                f"SQLite URL {text!r} names no file; in-memory databases are not "
                "supported, use sqlite:///PATH"
            )
        return url.set(drivername="sqlite")
    if backend in ("postgresql", "postgres"):
        if driver not in ("", "psycopg"):
            raise DatabaseURLError(
                f"unsupported PostgreSQL driver {driver!r} in {text!r}; use postgresql+psycopg://"
            )
        if not url.database:
            raise DatabaseURLError(f"PostgreSQL URL {text!r} names no database")
        return url.set(drivername="postgresql+psycopg")
    raise DatabaseURLError(f"unsupported database scheme {url.drivername!r}; expected {_SUPPORTED}")


def sqlite_file_missing(db: str) -> bool:
    """Whether ``db`` names an SQLite file that does not exist (yet).

    Commands that only read use it to tell "no records yet" (the default database)
    from a mistyped ``--db``, instead of creating an empty database on open.

    Raises:
        DatabaseURLError: The URL is malformed or names an unsupported backend.
    """
    url = normalize_url(db)
    return (
        url.get_backend_name() == "sqlite"
        and bool(url.database)
        and not (Path(str(url.database)).exists())
    )


def display_url(url: URL) -> str:
    """The URL with any password hidden, for messages."""
    return url.render_as_string(hide_password=True)
