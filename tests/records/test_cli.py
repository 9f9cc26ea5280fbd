"""``autotune records``: JSON output, import/export, errors; in process and through the real CLI."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from autotune.cli import main
from tests.records.helpers import matmul_key, random_measurement, records_cli
from tuner.records import ErrorKind, RecordFilter, RecordStore

REQUIRED = {"workload", "target", "device_key", "config", "gflops", "error"}


def _fill(url: str, n: int = 120, seed: int = 40) -> list[str]:
    rng = random.Random(seed)
    keys = list({matmul_key(rng) for _ in range(4)})
    with RecordStore(url) as store:
        run = store.start_run(who="cli-test", tuner="random")
        store.add_many(
            random_measurement(
                rng,
                rng.choice(keys),
                device_key=rng.choice(["cpu-a", "cpu-b"]),
                run_id=run if rng.random() < 0.5 else None,
            )
            for _ in range(n)
        )
    return keys


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["records", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_list_json_matches_the_store_and_filters(
    db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    keys = _fill(db_url)
    code, out, _ = _run(capsys, "list", "--db", db_url, "--json", "--limit", "0")
    assert code == 0
    items = json.loads(out)
    assert len(items) == 120
    assert all(set(item) >= REQUIRED for item in items)
    with RecordStore(db_url) as store:
        records = list(store.records())
        errors = list(store.records(RecordFilter(errors_only=True)))
        on_b = list(store.records(RecordFilter(device_key="cpu-b", workload=keys[0])))
        in_run = list(store.records(RecordFilter(run_id=1)))
    # Newest first.
    assert [i["config"] for i in items] == [r.config for r in reversed(records)]
    assert [i["error"] for i in items] == [r.error_kind.label for r in reversed(records)]
    code, out, _ = _run(capsys, "list", "--db", db_url, "--json", "--errors-only", "--limit", "0")
    got = json.loads(out)
    assert len(got) == len(errors) > 0
    assert all(i["error"] != "none" and i["gflops"] is None for i in got)
    code, out, _ = _run(
        capsys, "list", "--db", db_url, "--json", "--key", "cpu-b", "--workload", keys[0]
    )
    assert [i["id"] for i in json.loads(out)] == [r.id for r in reversed(on_b)][:100]
    code, out, _ = _run(capsys, "list", "--db", db_url, "--json", "--run", "1", "--limit", "0")
    assert [i["id"] for i in json.loads(out)] == [r.id for r in reversed(in_run)]
    code, out, _ = _run(capsys, "list", "--db", db_url, "--json", "--op", "conv2d")
    assert json.loads(out) == []
    code, out, _ = _run(capsys, "list", "--db", db_url, "--limit", "5")
    assert code == 0
    assert len(out.strip().splitlines()) == 6  # header and five rows


def test_best_json_is_an_object_or_with_k_an_array(
    db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    keys = _fill(db_url)
    with RecordStore(db_url) as store:
        top = store.best(keys[1], "llvm", k=3)
        top_a = store.best(keys[1], "llvm", device_key="cpu-a")
    code, out, _ = _run(capsys, "best", keys[1], "--db", db_url, "--json")
    assert code == 0
    obj = json.loads(out)
    assert set(obj) >= REQUIRED
    assert (obj["config"], obj["gflops"], obj["error"]) == (top[0].config, top[0].gflops, "none")
    code, out, _ = _run(capsys, "best", keys[1], "--db", db_url, "--json", "-k", "3")
    assert [o["id"] for o in json.loads(out)] == [r.id for r in top]
    code, out, _ = _run(capsys, "best", keys[1], "--db", db_url, "--json", "--key", "cpu-a")
    assert json.loads(out)["id"] == top_a[0].id
    code, out, err = _run(capsys, "best", "matmul:m=5,n=5,k=5", "--db", db_url, "--json")
    assert code == 1
    assert json.loads(out) is None
    assert "no successful measurement of matmul:m=5,n=5,k=5" in err
    code, out, err = _run(capsys, "best", "matmul:m=5", "--db", db_url)
    assert code == 2
    assert "error:" in err


def test_best_shows_each_configs_median_and_count(
    db_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(41)
    w = matmul_key(rng)
    configs: list[dict[str, object]] = [
        {"tile_m": [t, 4], "order": o} for t, o in ((2, "mnk"), (4, "kmn"), (8, "nmk"))
    ]
    with RecordStore(db_url) as store:
        # Every config measured several times, on both devices: best -k 3 shows three configs.
        store.add_many(
            random_measurement(
                rng, w, config=c, device_key=rng.choice(["cpu-a", "cpu-b"]), error_rate=0.0
            )
            for c in configs
            for _ in range(rng.randint(2, 6))
        )
        top = store.best(w, "llvm", k=3)
    assert len({r.config_hash for r in top}) == 3
    code, out, _ = _run(capsys, "best", w, "--db", db_url, "--json", "-k", "3")
    assert code == 0
    items = json.loads(out)
    assert [(i["config"], i["median_gflops"], i["measurements"]) for i in items] == [
        (r.config, r.median_gflops, r.measurements) for r in top
    ]
    code, out, _ = _run(capsys, "best", w, "--db", db_url, "-k", "3")
    assert code == 0
    header, *rows = out.strip().splitlines()
    assert header.split()[4:6] == ["median_gflops", "n"]
    assert [row.split()[4:6] for row in rows] == [
        [f"{r.median_gflops:.2f}", str(r.measurements)] for r in top
    ]


def test_export_import_stats_and_prune_through_therecords_cli(
    db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fill(db_url, n=90)
    dump = tmp_path / "dump.jsonl"
    code, _, err = _run(capsys, "export", "--db", db_url, "--output", str(dump))
    assert code == 0
    assert "exported 90" in err
    code, out, _ = _run(capsys, "export", "--db", db_url)
    assert out == dump.read_text()
    copy = f"sqlite:///{tmp_path / 'copy.db'}"
    code, out, _ = _run(capsys, "import", str(dump), "--db", copy, "--json")
    assert code == 0
    assert json.loads(out) == {"imported": 90, "skipped": 0, "rejected": []}
    code, out, _ = _run(capsys, "stats", "--db", copy, "--json")
    stats = json.loads(out)
    with RecordStore(db_url) as store:
        original = store.stats()
    assert stats["measurements"] == original.measurements == 90
    assert stats["errors"] == original.errors
    assert stats["device_keys"] == original.device_keys
    code, out, _ = _run(capsys, "stats", "--db", db_url)
    assert "measurements  90" in out
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("run "))
    assert lines[at].split()[:3] == ["run", "started", "status"]
    assert lines[at + 1].split()[0] == "1"
    code, out, _ = _run(capsys, "prune", "--db", copy, "--keep", "1", "--json")
    deleted = json.loads(out)["deleted"]
    with RecordStore(copy) as store:
        assert store.stats().measurements == 90 - deleted
        groups = {(r.workload, r.device_key) for r in store.records()}
        assert store.stats().measurements == len(groups)
        assert all(r.error_kind == ErrorKind.NONE for r in store.records())


def test_import_reports_bad_lines_and_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = f"sqlite:///{tmp_path / 'src.db'}"
    _fill(src, n=5)
    dump = tmp_path / "dump.jsonl"
    _run(capsys, "export", "--db", src, "-o", str(dump))
    lines = dump.read_text().splitlines()
    lines.insert(2, "{broken")
    lines.append(json.dumps({**json.loads(lines[0]), "error": "melted"}))
    dump.write_text("\n".join(lines) + "\n")
    dst = f"sqlite:///{tmp_path / 'dst.db'}"
    code, out, err = _run(capsys, "import", str(dump), "--db", dst)
    assert code == 1
    assert "imported 5 new measurements, skipped 0 already in the database, rejected 2 lines" in out
    assert f"{dump}:3: rejected: not valid JSON" in err
    assert f"{dump}:7: rejected: unknown error kind 'melted'" in err
    code, _, err = _run(capsys, "import", str(tmp_path / "missing.jsonl"), "--db", dst)
    assert code == 2
    assert "missing.jsonl" in err


@pytest.mark.parametrize(
    ("url", "message", "status"),
    [
        # Cannot be reached: a failure at run time; a malformed URL: bad input.
        ("postgresql://nobody@127.0.0.1:1/nothing", "cannot open records database", 1),
        ("mysql://root@127.0.0.1/x", "unsupported database scheme 'mysql'", 2),
    ],
)
def test_bad_database_is_one_line_and_exit_2(url: str, message: str, status: int) -> None:
    out = records_cli("list", "--db", url)
    assert out.returncode == status
    assert out.stderr.startswith("autotune records list: error: ")
    assert message in out.stderr
    assert "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_default_database_comes_from_the_environment(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "XDG_DATA_HOME")}
    explicit = tmp_path / "explicit" / "r.db"
    out = records_cli("upgrade", env={**env, "AUTOTUNE_DB": str(explicit)})
    assert out.returncode == 0, out.stderr
    assert explicit.is_file()
    xdg = tmp_path / "xdg"
    out = records_cli("stats", "--json", env={**env, "XDG_DATA_HOME": str(xdg)})
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["measurements"] == 0
    assert (xdg / "autotune" / "records.db").is_file()
