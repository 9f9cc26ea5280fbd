"""`autotune tune` end to end on loopback: real tracker and device server subprocesses,
real SQLite files; plus bad input that must fail before anything starts."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from autotune.cli import main
from tests.signals import takes_ctrl_c
from tuner.records import RecordFilter, RecordStore

pytestmark = pytest.mark.timeout(300)

SMALL = "matmul:m=24,n=40,k=16"


def _tune(*args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    return subprocess.run(
        [sys.executable, "-m", "autotune", "tune", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def _records(db: str, workload: str) -> list:
    with RecordStore(db) as store:
        return list(store.records(RecordFilter(workload=workload)))


@pytest.mark.slow
def test_local_mode_records_every_trial(tmp_path: Path) -> None:
    """Two workloads share 16 trials on a local pool; every trial lands in SQLite."""
    import compiler

    other = "matmul:m=16,n=48,k=24"
    db = f"sqlite:///{tmp_path / 'r.db'}"
    plot = tmp_path / "curve.png"
    proc = _tune(
        SMALL, other, "--trials", "16", "--batch", "4", "--db", db, "--json",
        "--remeasure", "2", "--plot", str(plot), "--tuner-option", "warmup=4", "--repeat", "2",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert [w["workload"] for w in out["workloads"]] == [SMALL, other]
    assert sum(w["trials"] for w in out["workloads"]) == 16
    assert out["wall_s"] > 0
    assert "trial 16/16" in proc.stderr  # progress lines (stderr is not a terminal)
    for w in out["workloads"]:
        assert w["trials"] >= 1  # every task is measured (its template default first)
        assert w["new_trials"] == w["trials"]
        assert w["best_gflops"] > 0
        space = compiler.get_space(compiler.Workload.parse(w["workload"]))
        assert set(w["best_config"]) == {k.name for k in space.knobs}
        recs = _records(db, w["workload"])
        assert len({r.run_id for r in recs}) == 1
        tuned, again = recs[: w["trials"]], recs[w["trials"] :]
        assert len({r.config_hash for r in tuned}) == len(tuned)  # no config measured twice
        # Two rounds of re-measuring the top 2, and the template default racing them.
        assert len(again) in (2 * 2, 2 * 3)
        assert sum(not r.ok for r in tuned) == w["errors"]
        ok = [r for r in tuned if r.ok]
        assert all(r.gflops and r.gflops > 0 and len(r.costs_s) == 2 for r in ok)  # --repeat 2
        # The reported best is the median of all the reported config's measurements
        # (its trial and two re-measurements), as 'records best' computes medians.
        rounds = [r.gflops for r in recs if r.ok and r.config == w["best_config"]]
        assert len(rounds) == 3
        assert float(np.median(rounds)) == pytest.approx(w["best_gflops"], rel=1e-3)
        assert all(r.device_key == "local" for r in recs)
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # The device key's hardware, as the local device server reported it, is on record.
    from tuner.records import RecordStore

    with RecordStore(db) as store:
        device = store.device("local")
    assert device is not None
    assert device.cpu_name
    assert device.cpu_features
    assert device.extra["target"] == "llvm"


@pytest.mark.slow
def test_overlapped_search_on_a_local_pool_records_every_trial(tmp_path: Path) -> None:
    """--overlap on: the next batch is searched while one is measured; nothing is lost or
    measured twice."""
    db = f"sqlite:///{tmp_path / 'r.db'}"
    proc = _tune(
        SMALL, "--trials", "24", "--batch", "6", "--db", db, "--json", "--remeasure", "0",
        "--tuner-option", "warmup=6", "--repeat", "1", "--overlap", "on",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "the next batch is searched while one is measured" in proc.stderr
    (w,) = json.loads(proc.stdout)["workloads"]
    assert w["new_trials"] == 24
    recs = _records(db, SMALL)
    assert len(recs) == 24 == len({r.config_hash for r in recs})
    assert sum(r.ok for r in recs) == 24 - w["errors"]


def _count(db: str, workload: str) -> int:
    try:
        return len(_records(db, workload))
    except Exception:  # the tuner may still be creating the database
        return 0


def _start_tune(
    args: list[str], preexec: Callable[[], None] | None = None
) -> subprocess.Popen[str]:
    """``autotune tune ARGS`` in the background, its output piped."""
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    return subprocess.Popen(
        [sys.executable, "-m", "autotune", "tune", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=preexec,  # noqa: PLW1509
    )


def _wait_for_records(proc: subprocess.Popen[str], db: str, workload: str, n: int) -> None:
    """Returns once the running tuner has recorded ``n`` results of ``workload``."""
    deadline = time.monotonic() + 180
    while _count(db, workload) < n:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        assert time.monotonic() < deadline, "no results recorded in time"
        time.sleep(0.2)


@pytest.mark.slow
def test_interrupted_run_resumes_without_remeasuring(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    workload = "matmul:m=32,n=24,k=40"
    args = [
        workload,
        "--trials",
        "24",
        "--batch",
        "4",
        "--db",
        db,
        "--remeasure",
        "0",
        "--tuner",
        "random",
    ]
    proc = _start_tune(args, takes_ctrl_c)
    try:
        _wait_for_records(proc, db, workload, 6)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "interrupted" in err
    assert "Traceback" not in err
    first = _records(db, workload)
    assert 6 <= len(first) < 24
    assert len({r.config_hash for r in first}) == len(first)

    again = _tune(*args)
    assert again.returncode == 0, again.stderr
    assert f"continuing from {len(first)} configs on record" in again.stderr
    recs = _records(db, workload)
    assert len(recs) == len(first) + 24  # --trials counts this run's new measurements
    assert len({r.config_hash for r in recs}) == len(recs)  # nothing measured twice
    assert len({r.run_id for r in recs}) == 2


def _descendants(pid: int) -> list[int]:
    """The processes below ``pid`` (Linux /proc): its children, theirs, and so on."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended while we looked
        parents[int(stat.parent.name)] = int(fields[1])
    out, todo = [], [pid]
    while todo:
        below = todo.pop()
        kids = [p for p, parent in parents.items() if parent == below]
        out += kids
        todo += kids
    return out


def _running(pid: int) -> bool:
    """Whether ``pid`` still runs (a zombie that no init reaped has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["term", "kill"])
def test_a_tuner_stopped_from_outside_leaves_no_server_running(
    tmp_path: Path, sig: signal.Signals
) -> None:
    """SIGTERM stops a run as Ctrl-C does (exit 143); after a SIGKILL, which runs no
    clean-up, the local tracker and device server notice their parent is gone."""
    db = f"sqlite:///{tmp_path / 'r.db'}"
    workload = "matmul:m=32,n=24,k=40"
    args = [workload, "--trials", "400", "--batch", "4", "--db", db, "--tuner", "random"]
    proc = _start_tune(args)
    servers: list[int] = []
    try:
        _wait_for_records(proc, db, workload, 4)
        servers = _descendants(proc.pid)
        # The tracker, the device server and its worker.
        assert len(servers) >= 3, servers
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=60)
        deadline = time.monotonic() + 60
        while any(_running(p) for p in servers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [p for p in servers if _running(p)], "servers outlived the tuner"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for p in servers:
            if _running(p):
                os.kill(p, signal.SIGKILL)
    if sig == signal.SIGTERM:
        assert proc.returncode == 143, err
        assert "pending batch cancelled" in err
        assert "Traceback" not in err
        assert 4 <= _count(db, workload) < 400
    else:
        assert proc.returncode == -signal.SIGKILL


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["matmul:m=8,n=8"], "workload 'matmul:m=8,n=8'"),
        (["nosuchop:m=8"], "workload 'nosuchop:m=8'"),
        ([SMALL, "--tuner", "anneal"], "unknown tuner 'anneal'"),
        ([SMALL, "--tuner-option", "bogus=1"], "unknown option(s) bogus for tuner 'xgb'"),
        ([SMALL, "--tuner", "ga", "--tuner-option", "pop_size=x"], "'pop_size': 'x' is not"),
        ([SMALL, "--tracker", "127.0.0.1:1"], "--tracker needs --key"),
        ([SMALL, "--key", "k"], "--key needs --tracker"),
        ([SMALL, "--tracker", "nohostport", "--key", "k"], "is not HOST:PORT"),
        ([SMALL, "--db", "mysql://x/y"], "mysql"),
    ],
)
def test_bad_input_fails_before_anything_starts(
    args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """In-process through the real CLI entry point (no pool may start)."""
    if "--db" not in args:
        args = [*args, "--db", str(tmp_path / "r.db")]
    code = main(["tune", *args])
    err = capsys.readouterr().err
    assert code == 2, err
    assert message in err
    assert "starting a local pool" not in err


def test_unreachable_tracker_is_one_clear_error(tmp_path: Path) -> None:
    port = _closed_port()
    RecordStore(str(tmp_path / "r.db")).close()  # an existing database: nothing to announce
    proc = _tune(
        SMALL,
        "--tracker",
        f"127.0.0.1:{port}",
        "--key",
        "k",
        "--db",
        str(tmp_path / "r.db"),
        timeout=60,
    )  # a real process: the error must be one line, with no traceback
    assert proc.returncode == 1  # a failure at run time, not bad input
    assert "autotune tune: error: " in proc.stderr
    assert f"127.0.0.1:{port}" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.fixture
def pool(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A tracker and one device server (key "cpu") as subprocesses, with a token."""
    token = tmp_path / "token"
    token.write_text("s3cret-token")
    env = {k: v for k, v in os.environ.items() if k != "AUTOTUNE_TOKEN"}
    procs = []
    try:
        argv = [sys.executable, "-m", "autotune", "tracker", "--port", "0"]
        tracker = subprocess.Popen(
            [*argv, "--token-file", str(token)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        procs.append(tracker)
        assert tracker.stdout is not None
        address = tracker.stdout.readline().split()[-1]
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "autotune",
                    "device-server",
                    "--tracker",
                    address,
                    "--key",
                    "cpu",
                    "--token-file",
                    str(token),
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=env,
            )
        )
        yield address, token
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def _key_status(address: str, token: str) -> tuple[int, int]:
    import asyncio

    from tracker.client import TrackerClient

    async def go() -> tuple[int, int]:
        async with TrackerClient(address, token=token) as client:
            status = await client.status()
        (key,) = [k for k in status.keys if k.key == "cpu"]
        return int(key.jobs_pending), int(key.jobs_running)

    return asyncio.run(go())


@pytest.mark.slow
@pytest.mark.parametrize("overlap", ["off", "on"])
def test_ctrl_c_cancels_the_pending_batch_on_a_remote_pool(
    tmp_path: Path, pool: tuple[str, Path], overlap: str
) -> None:
    address, token = pool
    db = f"sqlite:///{tmp_path / 'r.db'}"
    workload = "matmul:m=40,n=40,k=40"
    # Many batches, so one is always queued behind the one running: with overlap the second
    # batch runs beside the first, and on a loaded host it could finish before the first
    # batch's results are written, leaving nothing queued to cancel.
    trials = 640
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "autotune", "tune", workload, "--tracker", address, "--key", "cpu",
         "--token-file", str(token), "--trials", str(trials), "--batch", "32", "--db", db,
         "--remeasure", "0", "--tuner", "random", "--overlap", overlap],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        preexec_fn=takes_ctrl_c,  # noqa: PLW1509
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        # Results are written per batch: once the first is in, the second is queued.
        while _count(db, workload) < 32:
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            assert time.monotonic() < deadline, "the first batch did not finish in time"
            time.sleep(0.1)
        while _key_status(address, token.read_text())[0] == 0:
            assert time.monotonic() < deadline, "the second batch was not queued"
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    # The tracker dropped what was left of the batch: nothing pending or running.
    deadline = time.monotonic() + 15
    while _key_status(address, token.read_text()) != (0, 0):
        assert time.monotonic() < deadline, _key_status(address, token.read_text())
        time.sleep(0.1)
    recs = _records(db, workload)
    assert 32 <= len(recs) < trials  # the batches done and what arrived of the next
    assert all(r.device_key == "cpu" for r in recs)
    assert len({r.config_hash for r in recs}) == len(recs)
