"""Records-database outages during ``autotune tune`` (issue 16, item 2).

Real parts throughout: the local pool (a tracker and a device server on
loopback), real SQLite files made unwritable with chmod mid-run, and the real
PostgreSQL reached through a TCP proxy that the test cuts (the server itself is
never stopped). A short outage must cost nothing; a long one must end with one
line, exit status 2, every result either in the database or in a file that
``autotune records import`` takes, and the run marked failed when the database
is back in time for it. Plus unit tests of :class:`DurableWriter` with a store
that fails on cue.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.records.conftest import fresh_db
from tests.records.tcp_proxy import TcpProxy
from tests.signals import takes_ctrl_c
from tuner.records import (
    DatabaseUnavailableError,
    ErrorKind,
    Measurement,
    RecordFilter,
    RecordStore,
)
from tuner.records.durable import DatabaseOutageError, DurableWriter
from tuner.records.jsonl import import_lines

pytestmark = pytest.mark.timeout(300)

WORKLOAD = "matmul:m=64,n=64,k=64"
TRIALS = 16
# Random search, no re-measurement: every trial is one new row, easy to count.
SMALL = ["--trials", str(TRIALS), "--batch", "4", "--remeasure", "0", "--tuner", "random"]
PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def _without_dac_override() -> None:
    """In the child, before exec: root must not write past file modes (chmod must bite).

    Dropping the capabilities from the bounding set takes them out of what the
    exec'd program (and its children, the pool's processes) is given.
    """
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _prepare_child() -> None:
    """In the child, before exec: Ctrl-C reaches it, and root cannot write past modes."""
    takes_ctrl_c()
    if os.geteuid() == 0:
        _without_dac_override()


class Tune:
    """``autotune tune`` on a local pool, its stderr collected line by line as it comes."""

    def __init__(self, db: str, tmp_path: Path, *extra: str) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
        # Unwritten results go under the test's own data directory.
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
        self.spill_dir = tmp_path / "xdg" / "autotune" / "unwritten"
        self.lines: list[str] = []
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "autotune", "tune", WORKLOAD, "--db", db, *SMALL, *extra],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            preexec_fn=_prepare_child,  # noqa: PLW1509
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))

    @property
    def stderr(self) -> str:
        return "\n".join(self.lines)

    def wait_for(self, what: Callable[[], bool], label: str, timeout_s: float = 180) -> None:
        deadline = time.monotonic() + timeout_s
        while not what():
            if self.proc.poll() is not None:
                self._reader.join(5)
                raise AssertionError(f"tune exited before {label}:\n{self.stderr}")
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {label}:\n{self.stderr}")
            time.sleep(0.05)

    def said(self, text: str) -> bool:
        return any(text in line for line in self.lines)

    def finish(self, timeout_s: float = 240) -> int:
        code = self.proc.wait(timeout_s)
        self._reader.join(10)
        return code

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def trials_measured(self) -> int:
        """The last progress line's trial count: results the tune received."""
        counts = [int(m.group(1)) for m in re.finditer(r"trial (\d+)/\d+", self.stderr)]
        return max(counts, default=0)


def _sqlite_rows(path: Path) -> int:
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT count(*) FROM measurements").fetchone()[0])
    except sqlite3.Error:
        return 0  # not created yet


def _set_writable(folder: Path, writable: bool) -> None:
    for f in folder.iterdir():
        f.chmod(0o644 if writable else 0o444)
    folder.chmod(0o755 if writable else 0o555)


def _check_exactly_once(db: str) -> tuple[int, list[Any]]:
    """Every trial of the workload once: no config twice (random search never repeats one)."""
    with RecordStore(db) as store:
        recs = list(store.records(RecordFilter(workload=WORKLOAD)))
        runs = store.runs()
    hashes = [r.config_hash for r in recs]
    assert len(set(hashes)) == len(hashes), "a result was written twice"
    return len(recs), runs


def _import(path: Path, db: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "autotune", "records", "import", str(path), "--db", db],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _one_error_line(tune: Tune) -> str:
    """The run's last line, which must be its only error line, and no traceback."""
    assert "Traceback" not in tune.stderr
    errors = [line for line in tune.lines if line.startswith("autotune tune: error:")]
    assert len(errors) == 1, tune.stderr
    assert tune.lines[-1] == errors[0]
    return errors[0]


def _spilled_path(line: str) -> Path:
    match = re.search(r"autotune records import (\S+)", line)
    assert match, line
    return Path(match.group(1))


# -- SQLite ------------------------------------------------------------------------------


@pytest.mark.slow
def test_sqlite_made_unwritable_for_a_few_seconds_mid_run_loses_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "db"
    folder.mkdir()
    path = folder / "r.db"
    tune = Tune(f"sqlite:///{path}", tmp_path)
    try:
        tune.wait_for(lambda: _sqlite_rows(path) >= 5, "the first results")
        _set_writable(folder, False)
        try:
            tune.wait_for(lambda: tune.said("unavailable"), "the tune to notice")
            time.sleep(2)
        finally:
            _set_writable(folder, True)
        code = tune.finish()
    finally:
        tune.kill()
        _set_writable(folder, True)
    assert code == 0, tune.stderr
    assert tune.said("attempt to write a readonly database")
    assert tune.said("back after")
    rows, runs = _check_exactly_once(f"sqlite:///{path}")
    assert rows == TRIALS
    assert runs[0].status == "finished"


@pytest.mark.slow
def test_sqlite_unwritable_past_the_retry_time_saves_the_results_and_exits_2(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "db"
    folder.mkdir()
    path = folder / "r.db"
    db = f"sqlite:///{path}"
    tune = Tune(db, tmp_path, "--db-retry", "3")
    try:
        tune.wait_for(lambda: _sqlite_rows(path) >= 5, "the first results")
        _set_writable(folder, False)
        code = tune.finish()
    finally:
        tune.kill()
        _set_writable(folder, True)
    assert code == 2, tune.stderr
    line = _one_error_line(tune)
    assert "stayed unavailable for 3 s (attempt to write a readonly database)" in line
    assert "could not be marked failed" in line  # still read-only when it tried
    spilled = _spilled_path(line)
    assert spilled.parent == tune.spill_dir
    before = _sqlite_rows(path)
    assert "imported" in _import(spilled, db)
    rows, runs = _check_exactly_once(db)
    assert rows == tune.trials_measured() > before
    assert runs[0].status == "running"  # as the line said


@pytest.mark.slow
def test_ctrl_c_while_the_database_is_down_saves_the_held_results(tmp_path: Path) -> None:
    folder = tmp_path / "db"
    folder.mkdir()
    path = folder / "r.db"
    db = f"sqlite:///{path}"
    tune = Tune(db, tmp_path)
    try:
        tune.wait_for(lambda: _sqlite_rows(path) >= 5, "the first results")
        _set_writable(folder, False)
        tune.wait_for(lambda: tune.said("unavailable"), "the tune to notice")
        tune.proc.send_signal(signal.SIGINT)
        code = tune.finish()
    finally:
        tune.kill()
        _set_writable(folder, True)
    assert code == 130, tune.stderr
    assert "Traceback" not in tune.stderr
    assert tune.said("results so far recorded or saved to a file (below)")
    assert tune.said("could not be marked cancelled")
    (spilled,) = tune.spill_dir.glob("*.jsonl")
    assert tune.lines[-1].endswith(f"autotune records import {spilled} --db {db}")
    _import(spilled, db)
    rows, _ = _check_exactly_once(db)
    assert rows == tune.trials_measured()


# -- PostgreSQL through a proxy -------------------------------------------------------------


@pytest.fixture
def pg(tmp_path: Path) -> Iterator[tuple[str, TcpProxy]]:
    """A fresh PostgreSQL schema: (its URL through a proxy, the proxy)."""
    with fresh_db("postgresql", tmp_path) as direct, TcpProxy("127.0.0.1", 5432) as proxy:
        yield direct, proxy


def _pg_rows(db: str) -> int:
    try:
        with RecordStore(db, migrate=False) as store:
            return store.stats().measurements
    except Exception:  # no schema yet
        return 0


def _via(proxy: TcpProxy, direct: str) -> str:
    return direct.replace("@127.0.0.1:5432/", f"@127.0.0.1:{proxy.port}/")


@pytest.mark.slow
@pytest.mark.postgres
def test_postgres_unreachable_for_2s_mid_run_loses_nothing(
    pg: tuple[str, TcpProxy], tmp_path: Path
) -> None:
    direct, proxy = pg
    tune = Tune(_via(proxy, direct), tmp_path)
    try:
        tune.wait_for(lambda: _pg_rows(direct) >= 5, "the first results")
        proxy.cut()
        try:
            tune.wait_for(lambda: tune.said("unavailable"), "the tune to notice")
            time.sleep(2)
        finally:
            proxy.restore()
        code = tune.finish()
    finally:
        tune.kill()
    assert code == 0, tune.stderr
    assert tune.said("back after")
    assert proxy.refused > 0
    rows, runs = _check_exactly_once(direct)
    assert rows == TRIALS
    assert runs[0].status == "finished"


@pytest.mark.slow
@pytest.mark.postgres
def test_postgres_unreachable_past_the_retry_time_spills_and_marks_the_run_failed(
    pg: tuple[str, TcpProxy], tmp_path: Path
) -> None:
    """The database comes back while the tune gives up: the run is marked failed."""
    direct, proxy = pg
    tune = Tune(_via(proxy, direct), tmp_path, "--db-retry", "3")
    try:
        tune.wait_for(lambda: _pg_rows(direct) >= 5, "the first results")
        proxy.cut()
        try:
            tune.wait_for(lambda: any(tune.spill_dir.glob("*.jsonl")), "the results file")
        finally:
            proxy.restore()
        code = tune.finish()
    finally:
        tune.kill()
    assert code == 2, tune.stderr
    line = _one_error_line(tune)
    assert "stayed unavailable for 3 s" in line
    assert line.endswith("marked failed")
    (spilled,) = tune.spill_dir.glob("*.jsonl")
    assert _spilled_path(line) == spilled
    _import(spilled, direct)
    rows, runs = _check_exactly_once(direct)
    assert rows == tune.trials_measured()
    assert runs[0].status == "failed"
    assert "records database unavailable" in runs[0].message


@pytest.mark.slow
@pytest.mark.postgres
def test_postgres_still_unreachable_at_the_end_says_the_run_stays_running(
    pg: tuple[str, TcpProxy], tmp_path: Path
) -> None:
    direct, proxy = pg
    tune = Tune(_via(proxy, direct), tmp_path, "--db-retry", "2")
    try:
        tune.wait_for(lambda: _pg_rows(direct) >= 5, "the first results")
        proxy.cut()
        code = tune.finish()
    finally:
        tune.kill()
        proxy.restore()
    assert code == 2, tune.stderr
    line = _one_error_line(tune)
    assert "could not be marked failed" in line
    assert "stays 'running'" in line
    _import(_spilled_path(line), direct)
    rows, _ = _check_exactly_once(direct)
    assert rows == tune.trials_measured()


# -- DurableWriter on its own --------------------------------------------------------------


class FlakyStore:
    """A real store whose writes fail on cue, optionally after committing (the answer lost)."""

    def __init__(self, store: RecordStore) -> None:
        self.real = store
        self.url = store.url
        self.backend = store.backend
        self.fail = 0  # writes left to fail
        self.commit_then_fail = False
        self.resets = 0

    def reset_connections(self) -> None:
        self.resets += 1
        self.real.reset_connections()

    def _write(self, method: Callable[[list[Measurement]], Any], batch: list[Measurement]) -> Any:
        if self.fail:
            self.fail -= 1
            if self.commit_then_fail:
                method(batch)
            raise DatabaseUnavailableError("connection lost")
        return method(batch)

    def add_many(self, batch: list[Measurement]) -> int:
        return int(self._write(self.real.add_many, batch))

    def add_new(self, batch: list[Measurement]) -> tuple[int, int]:
        return tuple(self._write(self.real.add_new, batch))  # type: ignore[return-value]


def _results(n: int, start: int = 0) -> list[Measurement]:
    import datetime as dt

    t0 = dt.datetime(2025, 1, 1, tzinfo=dt.timezone.utc)
    return [
        Measurement(
            WORKLOAD,
            "llvm",
            {"tile": [i, 2], "order": "mkn"},
            costs_s=(1e-4 * (1 + i % 7),),
            flop=2 * 64**3,
            error_kind=ErrorKind.NONE,
            started_at=t0 + dt.timedelta(seconds=i),
            finished_at=t0 + dt.timedelta(seconds=i, milliseconds=5),
        )
        for i in range(start, start + n)
    ]


def _writer(flaky: FlakyStore, tmp_path: Path, retry_s: float) -> tuple[DurableWriter, list[str]]:
    clock = [0.0]
    said: list[str] = []

    def sleep(s: float) -> None:
        clock[0] += s

    writer = DurableWriter(
        flaky,  # type: ignore[arg-type]
        retry_s=retry_s,
        spill_dir=tmp_path / "spill",
        name="run1",
        notify=said.append,
        clock=lambda: clock[0],
        sleep=sleep,
    )
    return writer, said


@pytest.mark.parametrize("commit_then_fail", [False, True])
def test_a_write_that_failed_is_retried_and_lands_once(
    tmp_path: Path, commit_then_fail: bool
) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    with RecordStore(db) as store:
        flaky = FlakyStore(store)
        writer, said = _writer(flaky, tmp_path, retry_s=60)
        writer.add(_results(4))
        flaky.fail, flaky.commit_then_fail = 3, commit_then_fail
        writer.add(_results(4, start=4))
        assert writer.unwritten == 0
        assert len(said) == 2
        assert "retrying for up to 60 s, 4 results held" in said[0]
        assert said[1].endswith("back after 1.8 s")  # 0.25 + 0.5 + 1 s of backoff
        assert flaky.resets >= 3
        rows, _ = _check_exactly_once(db)
        assert rows == 8


def test_an_outage_past_the_retry_time_spills_a_file_that_imports(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    with RecordStore(db) as store:
        flaky = FlakyStore(store)
        writer, _ = _writer(flaky, tmp_path, retry_s=10)
        writer.add(_results(3))
        flaky.fail = 10**6
        with pytest.raises(DatabaseOutageError) as caught:
            writer.add(_results(5, start=3))
        err = caught.value
        assert (err.unwritten, err.reason, err.outage_s) == (5, "connection lost", 10.0)
        assert err.spill_path is not None
        assert err.spill_path.parent == tmp_path / "spill"
        assert err.spill_path.name.startswith("unwritten-run1-")
        assert writer.unwritten == 0
        report = import_lines(store, err.spill_path.read_text().splitlines())
        assert (report.imported, report.skipped, report.rejected) == (5, 0, [])
        # Importing again (or a result the database took after all) adds nothing.
        again = import_lines(store, err.spill_path.read_text().splitlines())
        assert (again.imported, again.skipped) == (0, 5)
    rows, _ = _check_exactly_once(db)
    assert rows == 8


def test_the_spill_falls_back_to_the_temporary_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    blocked = tmp_path / "not-a-dir"
    blocked.write_text("")  # a file where the directory should go
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    with RecordStore(db) as store:
        writer = DurableWriter(store, retry_s=0, spill_dir=blocked / "spill")
        writer._unwritten.extend(_results(2))  # as after a failed write
        path = writer.spill()
    assert path is not None
    assert path.parent == tmp_path / "tmp"
    assert len(path.read_text().splitlines()) == 2
