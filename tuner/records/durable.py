"""Writing a tuning run's results through records-database outages.

Measured results cost device time; a database that goes away for a moment (a
PostgreSQL restart or network blip, an SQLite file made read-only, a full
disk) must not lose them. :class:`DurableWriter` keeps every result it has not
written, retries with capped exponential backoff for a bounded time, and when
the database stays away longer saves them to a JSON-lines file that
``autotune records import`` loads (docs/records.md, "Database outages").
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError

from tuner.records.errors import DatabaseUnavailableError, RecordsError
from tuner.records.jsonl import measurement_to_json
from tuner.records.store import RecordStore
from tuner.records.types import Measurement
from tuner.records.url import display_url

log = logging.getLogger(__name__)

T = TypeVar("T")

# How long writes are retried before the results are saved to a file instead.
DEFAULT_RETRY_S = 60.0
FIRST_BACKOFF_S = 0.25
# Short enough that a tune resumes within 2 s of the database coming back; each try
# is one connection attempt, which costs the database next to nothing.
MAX_BACKOFF_S = 2.0
# What "the database did not take it" looks like: the store's own errors and any
# SQLAlchemy error that escaped them (a connection that died in an odd state). A
# bad measurement is a ValueError, a bug, and is not retried.
_WRITE_ERRORS = (RecordsError, SQLAlchemyError)


class DatabaseOutageError(RecordsError):
    """The database stayed unavailable past the retry time.

    The results it did not take were saved to :attr:`spill_path` first (None
    when no directory would take the file either: :attr:`spill_error` says why).

    Attributes:
        reason: The database's last error, one line.
        outage_s: How long writes had been failing.
        unwritten: How many results the database did not take.
        spill_path: The JSON-lines file holding them.
        spill_error: Why they could not be saved, when :attr:`spill_path` is None.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str,
        outage_s: float,
        unwritten: int,
        spill_path: Path | None,
        spill_error: str = "",
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.outage_s = outage_s
        self.unwritten = unwritten
        self.spill_path = spill_path
        self.spill_error = spill_error


class StillUnavailableError(DatabaseUnavailableError):
    """A unit of work still failed when its retry time ran out.

    Attributes:
        reason: The database's last error, one line (also the message).
        outage_s: How long it had been failing.
    """

    def __init__(self, reason: str, outage_s: float) -> None:
        super().__init__(reason)
        self.reason = reason
        self.outage_s = outage_s


def error_reason(exc: BaseException) -> str:
    """The first line of the driver's message behind a store error (psycopg's span lines)."""
    if isinstance(exc, StillUnavailableError):
        return exc.reason
    cause: BaseException = exc
    while isinstance(cause, RecordsError) and cause.__cause__ is not None:
        cause = cause.__cause__
    orig = getattr(cause, "orig", None) or cause
    lines = str(orig).strip().splitlines()
    return lines[0].strip() if lines else type(orig).__name__


def default_spill_dir(environ: dict[str, str] | None = None) -> Path:
    """Where unwritten results go: ``unwritten/`` in the user's autotune data directory
    (``$XDG_DATA_HOME/autotune`` or ``~/.local/share/autotune``, next to the default
    database), which outlives the temporary directory."""
    env = os.environ if environ is None else environ
    data_home = env.get("XDG_DATA_HOME", "").strip()
    base = Path(data_home) if data_home else Path.home() / ".local" / "share"
    return base / "autotune" / "unwritten"


class DurableWriter:
    """Writes batches of results to a store, waiting out short outages; a ``TrialSink``.

    Args:
        store: The records store.
        retry_s: How long writes are retried (from the first failure) before the
            results are saved to a file and :class:`DatabaseOutageError` is raised.
        spill_dir: Where that file goes (the temporary directory when this one
            cannot take it); default :func:`default_spill_dir`.
        name: Part of the file's name, e.g. ``run7``.
        notify: Told (one line each) when an outage starts and when it ends.
        clock: Monotonic seconds (tests inject their own).
        sleep: Waits between attempts (tests inject their own).
    """

    def __init__(
        self,
        store: RecordStore,
        *,
        retry_s: float = DEFAULT_RETRY_S,
        spill_dir: Path | None = None,
        name: str = "",
        notify: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if retry_s < 0:
            raise ValueError(f"retry time must not be negative, got {retry_s}")
        self.store = store
        self.retry_s = retry_s
        self.spill_dir = spill_dir if spill_dir is not None else default_spill_dir()
        self.name = name
        self._notify = notify or log.warning
        self._clock = clock
        self._sleep = sleep
        # Results measured but not in the database yet, in arrival order.
        self._unwritten: list[Measurement] = []
        # True after a failed write: it may have failed after its COMMIT reached the
        # server (the connection died before the answer came back), so the next
        # attempt writes only what the database lacks, never a result twice.
        self._maybe_written = False
        # A pooled SQLite connection does not notice its file turning read-only, and
        # one opened while it was stays read-only; a fresh one per batch costs a few
        # ms against seconds of measuring. PostgreSQL connections fail loudly instead.
        self._fresh_connections = store.backend == "sqlite"
        self.written = 0
        self.outages = 0

    @property
    def unwritten(self) -> int:
        """How many results are held, not yet in the database."""
        return len(self._unwritten)

    def add(self, measurements: Sequence[Measurement]) -> None:
        """Writes ``measurements`` and every result held from before, in one transaction.

        Blocks while the database is unavailable, retrying for up to ``retry_s``.

        Raises:
            DatabaseOutageError: the database stayed unavailable; the held results
                were saved to a file first (its path is on the error).
        """
        self._unwritten.extend(measurements)
        if not self._unwritten:
            return
        try:
            self.call(self._write_held, self.retry_s)
        except StillUnavailableError as exc:
            raise self._give_up(exc) from None

    def call(
        self, work: Callable[[], T], retry_s: float | None = None, *, announce: bool = True
    ) -> T:
        """Runs a unit of work on the store, retrying it through an outage.

        Args:
            work: The unit of work (one transaction, so a failed try left nothing).
            retry_s: How long to retry (default ``self.retry_s``; 0: one try).
            announce: Tell ``notify`` when it starts failing and when it succeeds again.

        Raises:
            StillUnavailableError: it still failed after ``retry_s``.
        """
        budget = self.retry_s if retry_s is None else retry_s
        first_failure: float | None = None
        delay = FIRST_BACKOFF_S
        while True:
            if self._fresh_connections:
                self.store.reset_connections()
            try:
                result = work()
            except _WRITE_ERRORS as exc:
                now = self._clock()
                reason = error_reason(exc)
                if first_failure is None:
                    first_failure = now
                    self.outages += 1
                    if budget > 0 and announce:
                        held = f", {self.unwritten} results held" if self.unwritten else ""
                        self._notify(
                            f"records database {self._where()} unavailable ({reason}); "
                            f"retrying for up to {budget:g} s{held}"
                        )
                # A connection that failed may be dead or stuck read-only: start afresh.
                self.store.reset_connections()
                left = first_failure + budget - now
                if left <= 0:
                    raise StillUnavailableError(reason, now - first_failure) from exc
                self._sleep(min(delay, left))
                delay = min(delay * 2, MAX_BACKOFF_S)
                continue
            if first_failure is not None and announce:
                self._notify(
                    f"records database {self._where()} back after "
                    f"{self._clock() - first_failure:.1f} s"
                )
            return result

    def _write_held(self) -> None:
        batch = list(self._unwritten)
        try:
            if self._maybe_written:
                self.store.add_new(batch)
            else:
                self.store.add_many(batch)
        except BaseException:
            self._maybe_written = True
            raise
        self._maybe_written = False
        del self._unwritten[: len(batch)]
        self.written += len(batch)

    def _where(self) -> str:
        return display_url(self.store.url)

    def _give_up(self, exc: StillUnavailableError) -> DatabaseOutageError:
        reason, outage_s = exc.reason, exc.outage_s
        count = self.unwritten
        path: Path | None = None
        spill_error = ""
        try:
            path = self.spill()
        except OSError as err:
            spill_error = str(err)
        where = f"saved to {path}" if path is not None else f"LOST ({spill_error})"
        return DatabaseOutageError(
            f"records database {self._where()} unavailable for {outage_s:.0f} s ({reason}); "
            f"{count} results it did not take are {where}",
            reason=reason,
            outage_s=outage_s,
            unwritten=count,
            spill_path=path,
            spill_error=spill_error,
        )

    def spill(self) -> Path | None:
        """Saves every held result to a new JSON-lines file and lets go of them.

        The file is in the format of ``autotune records import`` (which skips what
        the database already holds, so importing it is safe even when the database
        did take some of them at the last moment).

        Returns:
            The file's path; None when nothing is held.

        Raises:
            OSError: neither ``spill_dir`` nor the temporary directory took the
                file; the results stay held.
        """
        if not self._unwritten:
            return None
        text = "".join(
            json.dumps(measurement_to_json(m), separators=(",", ":")) + "\n"
            for m in self._unwritten
        )
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        name = f"unwritten-{self.name + '-' if self.name else ''}{stamp}-{os.getpid()}.jsonl"
        failures = []
        for folder in (self.spill_dir, Path(tempfile.gettempdir())):
            path = folder / name
            created = False
            try:
                folder.mkdir(parents=True, exist_ok=True)
                with path.open("x", encoding="utf-8") as f:
                    created = True
                    f.write(text)
                    f.flush()
                    # The file is all that is left of these results: make it durable.
                    os.fsync(f.fileno())
            except OSError as err:
                failures.append(f"{folder}: {err.strerror or err}")
                if created:  # a half-written file (a full disk) must not be imported
                    with contextlib.suppress(OSError):
                        path.unlink()
                continue
            self._unwritten.clear()
            return path
        raise OSError(f"could not save {self.unwritten} results: {'; '.join(failures)}")
