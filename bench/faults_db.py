"""Records-database outage drills: ``autotune tune`` while its database goes away.

Issue 16, item 2.

A real tune on a local pool (a tracker and a device server on loopback) writes
to a fresh PostgreSQL schema through a TCP proxy (``tests/records/tcp_proxy.py``)
that is cut for ``--outage`` seconds once a quarter of the trials is recorded:
every forwarded connection is reset and new ones are refused. The real server
is never stopped. Three scenarios:

0. ``baseline``: no outage, for the wall time a tune takes without one.
1. ``survive``: the default retry time (60 s) outlasts the outage; the tune must
   finish with exit status 0.
2. ``spill``: ``--db-retry`` shorter than the outage; the tune must stop with
   exit status 2 and one line naming a file of the results it could not write,
   which ``autotune records import`` then loads.

Either way every trial the tune measured must be in the database exactly once
afterwards. Printed per scenario: exit status, wall time, when the tune noticed
the outage and how long its writes waited, trials measured, rows recorded,
duplicates and missing rows, results spilled and imported, the run's status.
With ``--sqlite``, the same with an SQLite file made read-only (chmod) instead
of the proxy (as root, the tune runs without CAP_DAC_OVERRIDE so modes apply).

Run::

    .venv/bin/python bench/faults_db.py [--outage 10] [--trials 32] [--sqlite]
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import functools
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # for tests.records.tcp_proxy

from tests.records.tcp_proxy import TcpProxy  # noqa: E402
from tuner.records import RecordFilter, RecordStore  # noqa: E402

PG_DSN = "postgresql://postgres@127.0.0.1:5432/test"
PG_URL = "postgresql+psycopg://postgres@{host}/test?options=-csearch_path%3D{schema}"
WORKLOAD = "matmul:m=64,n=64,k=64"


@dataclass
class Figures:
    """What one drill measured."""

    scenario: str
    backend: str
    outage_s: float
    exit_status: int
    wall_s: float
    noticed_after_s: float | None  # from the cut to the tune's "unavailable" line
    writes_waited_s: float | None  # the tune's own "back after" figure
    trials_measured: int
    rows: int
    duplicates: int
    missing: int
    spilled: int
    imported: int
    run_status: str
    last_line: str


@contextlib.contextmanager
def pg_schema() -> Iterator[str]:
    """A fresh schema in the ``test`` database, dropped afterwards; yields its name."""
    import psycopg

    schema = f"autotune_drill_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield schema
    finally:
        with psycopg.connect(PG_DSN, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


def _without_dac_override() -> None:
    # prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE / CAP_DAC_READ_SEARCH): file modes bind root too.
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):
        if libc.prctl(24, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl")


class Tune:
    """``autotune tune`` with its stderr collected (lines with arrival times)."""

    def __init__(self, db: str, data_home: Path, trials: int, *extra: str) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
        env["XDG_DATA_HOME"] = str(data_home)
        args = [WORKLOAD, "--db", db, "--trials", str(trials), "--batch", "4"]
        args += ["--remeasure", "0", "--tuner", "random", *extra]
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "autotune", "tune", *args],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
            env=env,
            preexec_fn=_without_dac_override if os.geteuid() == 0 else None,  # noqa: PLW1509
        )
        self.lines: list[tuple[float, str]] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append((time.monotonic(), line.rstrip("\n")))

    def first(self, text: str) -> tuple[float, str] | None:
        return next(((t, s) for t, s in self.lines if text in s), None)

    def wait_for(self, what: Callable[[], bool], timeout_s: float = 300) -> None:
        deadline = time.monotonic() + timeout_s
        while not what():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("tune ended or stalled:\n" + "\n".join(s for _, s in self.lines))
            time.sleep(0.05)

    def finish(self) -> int:
        code = self.proc.wait(600)
        self._reader.join(10)
        return code

    def trials_measured(self) -> int:
        found = [int(m.group(1)) for _, s in self.lines for m in re.finditer(r"trial (\d+)/", s)]
        return max(found, default=0)


def rows_of(db: str) -> int:
    try:
        with RecordStore(db, migrate=False) as store:
            return store.stats().measurements
    except Exception:  # no schema yet
        return 0


def set_writable(folder: Path, writable: bool) -> None:
    for f in folder.iterdir():
        f.chmod(0o644 if writable else 0o444)
    folder.chmod(0o755 if writable else 0o555)


def drill(scenario: str, backend: str, outage_s: float, trials: int, work: Path) -> Figures:
    """Runs one tune through one outage and checks its records."""
    retry = ["--db-retry", str(max(outage_s / 4, 1.0))] if scenario == "spill" else []
    data_home = work / f"{scenario}-{backend}-xdg"
    with contextlib.ExitStack() as stack:
        if backend == "postgresql":
            schema = stack.enter_context(pg_schema())
            proxy = stack.enter_context(TcpProxy("127.0.0.1", 5432))
            direct = PG_URL.format(host="127.0.0.1:5432", schema=schema)
            tuned = PG_URL.format(host=f"127.0.0.1:{proxy.port}", schema=schema)
            cut, restore = proxy.cut, proxy.restore
        else:
            folder = work / f"{scenario}-db"
            folder.mkdir()
            direct = tuned = f"sqlite:///{folder / 'r.db'}"
            stack.callback(set_writable, folder, True)
            cut = functools.partial(set_writable, folder, False)
            restore = functools.partial(set_writable, folder, True)
        tune = Tune(tuned, data_home, trials, *retry)
        try:
            tune.wait_for(lambda: rows_of(direct) >= trials // 4)
            cut_at = time.monotonic()
            if scenario != "baseline":
                cut()
                try:
                    while time.monotonic() - cut_at < outage_s and tune.proc.poll() is None:
                        time.sleep(0.05)
                finally:
                    restore()
            code = tune.finish()
        finally:
            if tune.proc.poll() is None:
                tune.proc.kill()
        wall = (tune.lines[-1][0] if tune.lines else time.monotonic()) - tune.started
        noticed = tune.first("unavailable (")
        back = tune.first("back after")
        waited = float(re.search(r"back after ([\d.]+) s", back[1]).group(1)) if back else None  # type: ignore[union-attr]
        last = tune.lines[-1][1] if tune.lines else ""
        spilled = imported = 0
        for path in sorted((data_home / "autotune" / "unwritten").glob("*.jsonl")):
            spilled += len(path.read_text().splitlines())
            out = subprocess.run(
                [sys.executable, "-m", "autotune", "records", "import", str(path), "--db", direct],
                capture_output=True,
                text=True,
                check=True,
                cwd=REPO,
            ).stdout
            imported += int(re.search(r"imported (\d+)", out).group(1))  # type: ignore[union-attr]
        with RecordStore(direct) as store:
            recs = list(store.records(RecordFilter(workload=WORKLOAD)))
            run_status = store.runs(1)[0].status
        hashes = [r.config_hash for r in recs]
        measured = tune.trials_measured()
        return Figures(
            scenario=scenario,
            backend=backend,
            outage_s=0.0 if scenario == "baseline" else outage_s,
            exit_status=code,
            wall_s=round(wall, 1),
            noticed_after_s=round(noticed[0] - cut_at, 2) if noticed else None,
            writes_waited_s=waited,
            trials_measured=measured,
            rows=len(recs),
            duplicates=len(hashes) - len(set(hashes)),
            missing=max(measured - len(set(hashes)), 0),
            spilled=spilled,
            imported=imported,
            run_status=run_status,
            last_line=last,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--outage", type=float, default=10.0, help="seconds cut off (default 10)")
    parser.add_argument("--trials", type=int, default=32, help="trials per tune (default 32)")
    parser.add_argument("--sqlite", action="store_true", help="also drill an SQLite file")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    backends = ["postgresql", "sqlite"] if args.sqlite else ["postgresql"]
    results = []
    with tempfile.TemporaryDirectory(prefix="faults-db-") as tmp:
        for backend in backends:
            for scenario in ("baseline", "survive", "spill"):
                work = Path(tmp)
                results.append(drill(scenario, backend, args.outage, args.trials, work))
                r = results[-1]
                print(
                    f"{r.backend:10} {r.scenario:7} outage {r.outage_s:g} s: exit {r.exit_status}, "
                    f"{r.wall_s} s, noticed after {r.noticed_after_s} s, writes waited "
                    f"{r.writes_waited_s} s; {r.trials_measured} trials, {r.rows} rows, "
                    f"{r.duplicates} duplicates, {r.missing} missing; spilled {r.spilled}, "
                    f"imported {r.imported}; run {r.run_status}",
                    file=sys.stderr,
                )
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=2))
    ok = all(
        r.duplicates == 0
        and r.missing == 0
        and r.rows == r.trials_measured
        and r.exit_status == (2 if r.scenario == "spill" else 0)
        for r in results
    )
    print("every trial recorded exactly once" if ok else "FAILED", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
