"""``autotune records``: a mistyped ``--db``, empty or repeated imports and unknown ``--op``
are clear errors or reported, never silently an empty database (issue 15, items 4 and 6).

Each runs the real CLI in a subprocess on SQLite files under ``tmp_path``.
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest

from tests.records.helpers import matmul_key, random_measurement, records_cli
from tuner.records import RecordStore


def _one_error_line(out: subprocess.CompletedProcess[str], command: str) -> str:
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith(f"autotune records {command}: error: "), lines[0]
    return lines[0]


READ_COMMANDS = [
    ["stats"],
    ["list"],
    ["best", "matmul:m=64,n=64,k=64"],
    ["export"],
    ["prune"],
]


@pytest.mark.parametrize("command", READ_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("where", ["url_in_missing_dir", "not_a_url", "missing_file"])
def test_reading_commands_refuse_a_db_that_does_not_exist(
    command: list[str], where: str, tmp_path: Path
) -> None:
    db = {
        "url_in_missing_dir": f"sqlite:///{tmp_path / 'no' / 'such' / 'dir' / 'r.db'}",
        "not_a_url": "not a url at all",
        "missing_file": str(tmp_path / "typo.db"),
    }[where]
    out = records_cli(*command, "--db", db, cwd=tmp_path)
    line = _one_error_line(out, command[0])
    assert "no records database at" in line
    assert "(--db)" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "nothing may be created"


def _dump(tmp_path: Path, n: int = 12) -> Path:
    rng = random.Random(5)
    src = f"sqlite:///{tmp_path / 'src.db'}"
    with RecordStore(src) as store:
        store.add_many(random_measurement(rng, matmul_key(rng)) for _ in range(n))
    dump = tmp_path / "dump.jsonl"
    assert records_cli("export", "--db", src, "-o", str(dump)).returncode == 0
    return dump


def test_import_creates_a_new_database_and_says_so(tmp_path: Path) -> None:
    dump = _dump(tmp_path)
    new = tmp_path / "new.db"
    out = records_cli("import", str(dump), "--db", str(new))
    assert out.returncode == 0, out.stderr
    assert out.stderr.strip() == f"autotune records import: created a new records database {new}"
    assert new.is_file()
    # Once it exists it is simply used: nothing said.
    assert records_cli("stats", "--db", str(new)).stderr == ""


@pytest.mark.parametrize(
    ("db", "message"),
    [
        ("not a url at all", "neither a database URL nor an SQLite file"),
        ("postgres:/host/db", "neither a database URL nor an SQLite file"),
        ("sqlite:///{tmp}/no/such/dir/r.db", "does not exist"),
        ("mysql://root@127.0.0.1/x", "unsupported database scheme 'mysql'"),
    ],
)
def test_import_refuses_an_implausible_new_database(db: str, message: str, tmp_path: Path) -> None:
    dump = _dump(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    out = records_cli("import", str(dump), "--db", db.format(tmp=tmp_path), cwd=tmp_path)
    assert message in _one_error_line(out, "import")
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_importing_the_same_file_twice_adds_nothing_the_second_time(tmp_path: Path) -> None:
    dump = _dump(tmp_path, n=12)
    dst = tmp_path / "dst.db"
    first = records_cli("import", str(dump), "--db", str(dst), "--json")
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout) == {"imported": 12, "skipped": 0, "rejected": []}
    again = records_cli("import", str(dump), "--db", str(dst))
    assert again.returncode == 0, again.stderr
    assert "imported 0 new measurements, skipped 12 already in the database" in again.stdout
    stats = json.loads(records_cli("stats", "--db", str(dst), "--json").stdout)
    assert stats["measurements"] == 12


@pytest.mark.parametrize("content", ["", "\n  \n\n"], ids=["empty", "blank_lines"])
def test_importing_an_empty_file_is_an_error(content: str, tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text(content)
    out = records_cli("import", str(empty), "--db", str(tmp_path / "dst.db"))
    assert f"{empty} is empty: no measurements to import" in _one_error_line(out, "import")
    assert not (tmp_path / "dst.db").exists()


@pytest.mark.parametrize("command", ["list", "export"])
def test_unknown_op_is_refused_with_the_known_ones(command: str, tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    RecordStore(str(db)).close()
    line = _one_error_line(records_cli(command, "--op", "bogus", "--db", str(db)), command)
    assert "unknown operator 'bogus' (--op)" in line
    assert "matmul" in line
    assert "conv2d" in line
    # A known one is fine.
    assert records_cli(command, "--op", "matmul", "--db", str(db)).returncode == 0
