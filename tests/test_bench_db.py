"""``autotune bench --db``: the config comes from the records, the default, or --config."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import compiler
from tuner.records import Measurement, RecordStore

WORKLOAD = "matmul:m=24,n=40,k=16"


def _bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "autotune", "bench", WORKLOAD, "--repeat", "2", "--json", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def _json(out: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["correct"] is True
    return result


def test_bench_takes_the_best_recorded_config(tmp_path: Path) -> None:
    w = compiler.Workload.parse(WORKLOAD)
    space = compiler.get_space(w, "llvm")
    rng = random.Random(7)
    configs = [c for c in space.sample(rng, 6) if c != space.default()][:4]
    costs = [rng.uniform(1e-5, 1e-3) for _ in configs]
    db = f"sqlite:///{tmp_path / 'records.db'}"
    store = RecordStore(db)
    store.add_many(
        Measurement(str(w), "llvm", c.to_json(), costs_s=[t], flop=1e6, device_key="cpu")
        for c, t in zip(configs, costs, strict=True)
    )
    store.close()
    fastest = configs[costs.index(min(costs))]

    result = _json(_bench("--db", db))
    assert result["config_source"] == "records"
    assert compiler.Config.from_json(result["config"]) == fastest


def test_bench_without_a_record_uses_the_default_and_says_so(tmp_path: Path) -> None:
    RecordStore(str(tmp_path / "empty.db")).close()
    out = _bench("--db", str(tmp_path / "empty.db"))
    result = _json(out)
    assert result["config_source"] == "default"
    w = compiler.Workload.parse(WORKLOAD)
    assert compiler.Config.from_json(result["config"]) == compiler.get_space(w, "llvm").default()
    assert f"autotune tune {WORKLOAD}" in out.stderr


def test_bench_with_a_given_config(tmp_path: Path) -> None:
    w = compiler.Workload.parse(WORKLOAD)
    config = compiler.get_space(w, "llvm").sample(random.Random(3), 1)[0]
    result = _json(_bench("--config", json.dumps(config.to_json()), "--db", str(tmp_path / "x.db")))
    assert result["config_source"] == "given"
    assert compiler.Config.from_json(result["config"]) == config


def test_bench_with_a_wrong_database_scheme_is_one_clear_error() -> None:
    out = _bench("--db", "mysql://nobody@127.0.0.1/none")
    assert out.returncode == 2
    assert out.stderr.startswith("autotune bench: error:")
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("bad", ["matmul:m=0,n=1,k=1", "matmul:q=1"])
def test_bench_bad_workload(bad: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "autotune", "bench", bad],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize(
    "db", ["sqlite:///{tmp}/no/such/dir/r.db", "{tmp}/typo.db", "not a url at all"]
)
def test_bench_refuses_a_db_that_does_not_exist(db: str, tmp_path: Path) -> None:
    """A mistyped --db is an error, not an empty database (issue 15, item 4)."""
    out = subprocess.run(
        [sys.executable, "-m", "autotune", "bench", WORKLOAD, "--db", db.format(tmp=tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        cwd=tmp_path,
    )
    assert out.returncode == 2, out.stderr
    assert "no records database at" in out.stderr
    assert "Traceback" not in out.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["matmul:m=1000000000,n=1000000000,k=1000000000"],
            "matmul:m=1000000000,n=1000000000,k=1000000000 needs 10.4 EiB for its input "
            "and output buffers",
        ),
        (["conv2d:n=64,c=4096,h=4096,w=4096,k=4096,r=3,s=3,pad=1"], "TiB for its input"),
        ([WORKLOAD, "--threads", "0"], "--threads must be >= 1, got 0"),
        ([WORKLOAD, "--threads", "-2"], "--threads must be >= 1, got -2"),
    ],
)
def test_bench_refuses_what_cannot_run_before_allocating(args: list[str], message: str) -> None:
    """Buffers larger than the memory and a thread count below 1 are one clear line
    (issue 15, items 5 and 6), not a MemoryError or an error about num_threads."""
    out = subprocess.run(
        [sys.executable, "-m", "autotune", "bench", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert out.returncode == 2, out.stderr
    assert message in out.stderr
    assert "num_threads" not in out.stderr
    assert "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
