"""Checks of command-line input shared by several subcommands, done before any work.

Each raises :class:`InputError` (a ``ValueError``) with a message for the user;
the commands print it in their own ``autotune CMD: error: ...`` form.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

# Names a new SQLite file given as a plain path must end with: anything else
# ("not a url at all", "postgres:/host/db") is more likely a mistyped URL.
SQLITE_SUFFIXES = (".db", ".sqlite", ".sqlite3", ".db3")
_URL_FORMS = "sqlite:///PATH, postgresql+psycopg://USER@HOST:PORT/DB, or an SQLite file path"


class InputError(ValueError):
    """Bad input on the command line: one line for the user, exit status 2."""


def existing_db(given: str | None) -> str:
    """The database a command that only reads opens: ``--db`` or the default.

    An explicit ``--db`` naming an SQLite file that does not exist is refused (a
    typo must not read as an empty database); the default database may be
    absent (no records yet).

    Raises:
        InputError: ``--db`` is malformed, unsupported, or names no existing file.
    """
    from tuner.records import default_db_url
    from tuner.records.url import sqlite_file_missing

    if not given:
        return default_db_url(os.environ)
    try:
        missing = sqlite_file_missing(given)
    except ValueError as exc:  # DatabaseURLError
        raise InputError(str(exc)) from None
    if missing:
        raise InputError(
            f"no records database at {given!r} (--db): no such file; give an existing "
            f"database as {_URL_FORMS}"
        )
    return given


def db_to_write(given: str | None) -> tuple[str, bool]:
    """The database a command that writes opens, and whether opening it creates it.

    An explicit ``--db`` may name a new SQLite file, but only in a directory that
    exists and, for a plain path, with a name ending in one of
    :data:`SQLITE_SUFFIXES`, so a mistyped URL is not taken for a file name. The
    caller says so (:func:`say_created`) once the database is open.

    Raises:
        InputError: ``--db`` is malformed, unsupported, or not a plausible new file.
    """
    from tuner.records import default_db_url, normalize_url
    from tuner.records.url import sqlite_file_missing

    db = given or default_db_url(os.environ)
    try:
        missing = sqlite_file_missing(db)
        url = normalize_url(db)
    except ValueError as exc:  # DatabaseURLError
        raise InputError(str(exc)) from None
    if not missing or not given:
        return db, missing
    path = Path(str(url.database))
    if "://" not in given and path.suffix.lower() not in SQLITE_SUFFIXES:
        raise InputError(
            f"--db {given!r} is neither a database URL nor an SQLite file: a new file's "
            f"name must end in {', '.join(SQLITE_SUFFIXES)} (or write sqlite:///PATH); "
            f"expected {_URL_FORMS}"
        )
    if not path.parent.is_dir():
        raise InputError(
            f"--db {given}: directory {path.parent} does not exist (create it first, "
            "or check the path)"
        )
    return db, missing


def say_created(command: str, db: str) -> None:
    """The one line on stderr that a command created a new records database."""
    from tuner.records import normalize_url

    url = normalize_url(db)
    print(f"autotune {command}: created a new records database {url.database}", file=sys.stderr)


def check_threads(threads: int | None) -> None:
    """``--threads`` is at least 1 when given.

    Raises:
        InputError: It is 0 or negative.
    """
    if threads is not None and threads < 1:
        raise InputError(f"--threads must be >= 1, got {threads}")


def check_op(op: str | None) -> None:
    """``--op`` names an operator the compiler knows.

    Raises:
        InputError: An unknown operator, with the known ones.
    """
    if op is None:
        return
    from compiler.ops import OPERATORS

    if op not in OPERATORS:
        raise InputError(f"unknown operator {op!r} (--op); known: {', '.join(OPERATORS)}")


def check_output_file(path: Path, flag: str) -> None:
    """A file the command writes at the end can be written: checked before the work.

    Raises:
        InputError: Its directory does not exist or is not writable, or it is a directory.
    """
    folder = path.parent
    if not folder.is_dir():
        raise InputError(f"{flag} {path}: directory {folder} does not exist")
    if path.is_dir():
        raise InputError(f"{flag} {path}: is a directory, give a file name")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise InputError(f"{flag} {path}: not writable (permission denied)")


def format_bytes(n: float) -> str:
    """``n`` bytes in binary units, e.g. ``3.5 GiB``."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} EiB"


def available_memory_bytes() -> int | None:
    """Memory this process can still allocate: the kernel's MemAvailable, capped by a
    cgroup (container) limit; None where neither can be read."""
    available: int | None = None
    try:
        with open("/proc/meminfo", encoding="ascii") as info:
            for line in info:
                if line.startswith("MemAvailable:"):
                    available = int(line.split()[1]) * 1024
                    break
    except (OSError, ValueError, IndexError):
        available = None
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        used = Path("/sys/fs/cgroup/memory.current").read_text().strip()
        if limit != "max":
            room = max(int(limit) - int(used), 0)
            available = room if available is None else min(available, room)
    except (OSError, ValueError):
        pass
    return available


def workload_bytes(workload: Any) -> int:
    """Bytes of a workload's input and output buffers (a ``compiler.Workload``)."""
    import numpy as np

    from compiler.ops import input_dtypes, input_shapes, output_dtype, output_shape

    inputs = sum(
        _product(s) * np.dtype(d).itemsize
        for s, d in zip(input_shapes(workload), input_dtypes(workload), strict=True)
    )
    return inputs + _product(output_shape(workload)) * np.dtype(output_dtype(workload)).itemsize


def _product(shape: tuple[int, ...] | Any) -> int:
    n = 1
    for d in shape:
        n *= int(d)
    return n


# Bytes a run needs per byte of the workload's buffers: the inputs and output, their
# prepared (packed) copies, a second output, and the float64 reference (twice the size).
BUFFER_COPIES = 5


def check_buffers_fit(workload: Any, where: str = "this machine") -> None:
    """The buffers a run of ``workload`` allocates fit in the memory available.

    Raises:
        InputError: They do not; naming the sizes.
    """
    need = workload_bytes(workload)
    available = available_memory_bytes()
    if available is not None and need * BUFFER_COPIES > available:
        raise InputError(
            f"{workload} needs {format_bytes(need)} for its input and output buffers "
            f"(about {format_bytes(need * BUFFER_COPIES)} with their copies and the float64 "
            f"reference), more than the {format_bytes(available)} of memory available on "
            f"{where}; choose smaller sizes"
        )
