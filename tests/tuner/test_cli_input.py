"""``autotune tune``: input that used to be ignored, or to fail only after tuning, is
refused before anything starts; a new records database is announced (issue 15, items
4-6). In process through the real CLI entry point, on SQLite files under ``tmp_path``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from autotune.cli import main

pytestmark = pytest.mark.timeout(300)

SMALL = "matmul:m=24,n=40,k=16"
# Each would tune for a while with the old code before it failed or ignored the
# input, so the trial budget is kept tiny.
QUICK = ["--trials", "1", "--batch", "1", "--remeasure", "0"]


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code = main(["tune", *args, *QUICK])
    err = capsys.readouterr().err
    assert code == 2, err
    assert "starting a local pool" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("autotune tune: error: "), err
    return lines[0]


def test_token_file_without_tracker_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    token = tmp_path / "token"
    token.write_text("a" * 64)
    line = _refused([SMALL, "--token-file", str(token), "--db", str(tmp_path / "r.db")], capsys)
    assert "--token-file needs --tracker" in line
    assert "ignored" in line


def test_tls_ca_without_tracker_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ca = tmp_path / "ca.pem"
    ca.write_text("-----BEGIN CERTIFICATE-----\n")
    line = _refused([SMALL, "--tls-ca", str(ca), "--db", str(tmp_path / "r.db")], capsys)
    assert "--tls-ca needs --tracker" in line
    assert "ignored" in line


@pytest.mark.parametrize(
    ("plot", "message"),
    [
        ("/no/such/dir/p.png", "--plot /no/such/dir/p.png: directory /no/such/dir does not exist"),
        (".", "is a directory"),
    ],
)
def test_plot_path_is_checked_before_tuning(
    plot: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = _refused([SMALL, "--plot", plot, "--db", str(tmp_path / "r.db")], capsys)
    assert message in line
    assert not (tmp_path / "r.db").exists()


def test_buffers_larger_than_memory_are_refused_before_the_local_pool_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = "matmul:m=1000000000,n=1000000000,k=1000000000"
    line = _refused([huge, "--db", str(tmp_path / "r.db")], capsys)
    assert f"{huge} needs 10.4 EiB for its input and output buffers" in line
    assert "memory available on this machine" in line


@pytest.mark.parametrize(
    ("db", "message"),
    [
        ("not a url at all", "neither a database URL nor an SQLite file"),
        ("sqlite:///{tmp}/no/such/dir/r.db", "directory"),
    ],
)
def test_implausible_new_db_is_refused(
    db: str,
    message: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    line = _refused([SMALL, "--db", db.format(tmp=tmp_path)], capsys)
    assert message in line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_new_database_is_announced_once(tmp_path: Path) -> None:
    """A real run (local pool, subprocess): the first run says it created the file."""
    db = tmp_path / "new.db"
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    proc = subprocess.run(
        [sys.executable, "-m", "autotune", "tune", SMALL, *QUICK, "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert f"autotune tune: created a new records database {db}" in proc.stderr
    assert db.is_file()
