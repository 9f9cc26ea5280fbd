"""What ``autotune records list|stats|best`` show a person (issue 15, item 8): the real
CLI as a subprocess on a tmp_path SQLite file."""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

from autotune.cli.records_cmds import CONFIG_WIDTH, compact_config
from tests.records.helpers import matmul_key, random_measurement, records_cli
from tuner.records import Measurement, RecordStore

W = "matmul:m=64,n=32,k=48"


def _two_runs(url: str, rng: random.Random) -> tuple[int, int]:
    with RecordStore(url) as store:
        first = store.start_run(who="views-test", tuner="random", workload=W)
        store.add_many(random_measurement(rng, W, run_id=first) for _ in range(30))
        second = store.start_run(who="views-test", tuner="xgb", workload=W)
        store.add_many(random_measurement(rng, W, run_id=second) for _ in range(30))
    return first, second


def test_list_shows_the_newest_first_with_time_run_and_a_compact_config(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'r.db'}"
    _, second = _two_runs(url, random.Random(81))
    with RecordStore(url) as store:
        everything = list(store.records())
    newest = sorted(everything, key=lambda r: r.id, reverse=True)[:5]

    out = records_cli("list", "--db", url, "--limit", "5")
    assert out.returncode == 0, out.stderr
    header, *rows = out.stdout.splitlines()
    columns = header.split()
    assert columns == [
        "id", "time", "run", "workload", "target", "key", "gflops", "error", "checked", "config"
    ]  # fmt: skip
    assert len(rows) == 5
    at = header.index("config")
    for row, record in zip(rows, newest, strict=True):
        words = row.split()
        assert int(words[0]) == record.id
        # The time is the measurement's (local time), then the run it belongs to.
        finished = record.finished_at or record.created_at
        assert finished is not None
        assert f"{words[1]} {words[2]}" == finished.astimezone().strftime("%Y-%m-%d %H:%M:%S")
        assert words[3] == str(second)
        config = row[at:]
        assert config == compact_config(record.config, CONFIG_WIDTH)
        assert len(config) <= CONFIG_WIDTH
        assert "{" not in config
        assert '"' not in config

    as_json = records_cli("list", "--db", url, "--limit", "5", "--json")
    assert [item["id"] for item in json.loads(as_json.stdout)] == [r.id for r in newest]


def test_compact_config_is_knob_equals_value_cut_at_a_knob() -> None:
    config = {"mr": 8, "nv": 2, "order": "mnk", "tile": [4, 16], "unroll_k": 4, "parallel": 1}
    assert compact_config(config) == "mr=8 nv=2 order=mnk tile=4,16 unroll_k=4 parallel=1"
    cut = compact_config(config, 30)
    assert cut == "mr=8 nv=2 order=mnk ..."
    assert len(cut) <= 30
    assert compact_config({"mr": 8}, 30) == "mr=8"


def test_store_pages_newest_first(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'r.db'}"
    _two_runs(url, random.Random(82))
    with RecordStore(url) as store:
        ids = [r.id for r in store.records()]
        newest = [r.id for r in store.records(chunk=7, newest_first=True)]
        top = [r.id for r in store.records(limit=11, chunk=4, newest_first=True)]
    assert newest == ids[::-1]
    assert top == ids[::-1][:11]


def test_stats_prints_lines_and_a_runs_table_not_a_python_repr(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'r.db'}"
    first, second = _two_runs(url, random.Random(83))
    out = records_cli("stats", "--db", url)
    assert out.returncode == 0, out.stderr
    assert "RecordStore(" not in out.stdout
    assert "{" not in out.stdout
    assert "}" not in out.stdout
    lines = out.stdout.splitlines()
    assert lines[0].split() == ["database", url]
    assert lines[1].split()[:2] == ["measurements", "60"]
    at = next(i for i, line in enumerate(lines) if line.startswith("run "))
    assert lines[at].split() == [
        "run", "started", "status", "tuner", "measured", "ok", "best_gflops", "by", "workload"
    ]  # fmt: skip
    # Newest run first, each with its counts.
    assert [line.split()[0] for line in lines[at + 1 :]] == [str(second), str(first)]
    assert all(line.split()[5] == "30" for line in lines[at + 1 :])
    as_json = records_cli("stats", "--db", url, "--json")
    assert json.loads(as_json.stdout)["measurements"] == 60


def test_best_ranks_by_median_so_one_lucky_timing_does_not_win(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'r.db'}"
    rng = random.Random(84)
    key = matmul_key(rng)
    lucky = {"mr": 2, "order": "mnk"}  # mostly slow, one very fast timing
    steady = {"mr": 4, "order": "kmn"}  # always fairly fast
    third = {"mr": 8, "order": "nmk"}
    started = dt.datetime(2026, 3, 1, tzinfo=dt.timezone.utc)

    def measured(config: dict[str, object], gflops: float) -> Measurement:
        return Measurement(
            workload=key,
            target="llvm",
            config=config,
            costs_s=[rng.uniform(1e-4, 2e-4)],
            gflops=gflops,
            device_key="cpu-a",
            started_at=started,
            finished_at=started,
        )

    with RecordStore(url) as store:
        store.add_many(
            [
                measured(lucky, 900.0),
                *(measured(lucky, rng.uniform(10, 20)) for _ in range(4)),
                *(measured(steady, rng.uniform(95, 105)) for _ in range(5)),
                *(measured(third, rng.uniform(40, 50)) for _ in range(3)),
            ]
        )
    out = records_cli("best", key, "--db", url, "-k", "3", "--json")
    assert out.returncode == 0, out.stderr
    items = json.loads(out.stdout)
    assert [i["config"] for i in items] == [steady, third, lucky]
    assert [i["measurements"] for i in items] == [5, 3, 5]
    table = records_cli("best", key, "--db", url, "-k", "3")
    _, *rows = table.stdout.splitlines()
    assert [row.split()[-2:] for row in rows] == [
        ["mr=4", "order=kmn"], ["mr=8", "order=nmk"], ["mr=2", "order=mnk"]
    ]  # fmt: skip
