"""The benchmark scripts run: a script that only breaks when someone measures with it
(bench_pool_latency used a removed protocol field for a whole release) is caught here.
Tiny sizes; what they print is checked, not how fast anything is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def _script(name: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(ROOT / "bench" / name), *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        cwd=ROOT,
        check=False,
    )


def test_pool_latency_bench_measures_through_the_pool() -> None:
    proc = _script("bench_pool_latency.py", "--n", "3")
    assert proc.returncode == 0, proc.stderr
    assert "ratio" in proc.stdout


def test_model_bench_compares_both_layouts_with_onnxruntime() -> None:
    proc = _script(
        "bench_models.py", "--models", "squeezenet", "--repeat", "2", "--block", "1",
        "--gap", "0", "--layouts", "nchw16c", "nchw", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert [r["layout"] for r in rows] == ["nchw16c", "nchw"]
    for row in rows:
        assert row["max_rel_err"] < 1e-4  # the compiled model computes what onnxruntime does
        assert row["ours_ms"] > 0
        assert row["ort_ms"] > 0


def test_model_bench_compares_two_databases_in_one_run(tmp_path: Path) -> None:
    """One build per records database, timed interleaved: a row each, named by the file
    (empty databases here: each build takes the template defaults)."""
    dbs = [str(tmp_path / "before.db"), str(tmp_path / "after.db")]
    proc = _script(
        "bench_models.py", "--models", "squeezenet", "--repeat", "2", "--block", "1",
        "--gap", "0", "--tuned", "--db", *dbs, "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert [r["model"] for r in rows] == ["squeezenet before", "squeezenet after"]
    for row in rows:
        assert row["max_rel_err"] < 1e-4
        assert row["tuned_kernels"] == 0


def test_model_bench_runs_a_transformer_on_token_ids() -> None:
    """Integer inputs are drawn as the model reads them (ids within the vocabulary, a
    padded mask): standard normal ones cast to int64 would index out of the table."""
    proc = _script(
        "bench_models.py", "--models", "bert_2l", "--repeat", "2", "--block", "1",
        "--gap", "0", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(proc.stdout)
    assert row["max_rel_err"] < 1e-4
    assert row["kernels"] > 0


def test_layer_knob_bench_times_each_value_warm_and_cold() -> None:
    proc = _script(
        "bench_layer_knob.py", "--model", "squeezenet", "--knob", "prefetch", "--repeat", "1",
        "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["values"] == [0, 1]
    assert result["rows"], "squeezenet's blocked convs have the prefetch knob"
    for row in result["rows"]:
        assert row["workload"].startswith("conv2d:")
        assert len(row["warm_ms"]) == len(row["cold_ms"]) == 2
        assert min(row["warm_ms"] + row["cold_ms"]) > 0
    assert all(t > 0 for t in result["totals"]["cold_ms"])


def test_layer_knob_bench_takes_the_recorded_configs(tmp_path: Path) -> None:
    """With --db, every kernel on record at its best config: here one of squeezenet's
    convs, recorded at a config that is not its default."""
    from compiler import get_space
    from compiler.model.compile import extract_tasks
    from compiler.model.onnx_import import import_onnx
    from tests.model import zoo
    from tuner.records import Measurement, RecordStore

    path = zoo.save_model(zoo.randomized_light_model("squeezenet"), tmp_path / "s.onnx")
    conv = next(
        str(t.workload)
        for t in extract_tasks(import_onnx(str(path)), "llvm")
        if "prefetch" in get_space(t.workload).default().knobs
    )
    space = get_space(conv)
    config = space.get(space.size // 3).to_json()
    assert config != space.default().to_json()
    db = tmp_path / "records.db"
    with RecordStore(str(db)) as store:
        store.add(
            Measurement(workload=conv, target="llvm", config=config, costs_s=[1e-4], flop=1e6,
                        device_key="cpu")
        )  # fmt: skip
    proc = _script(
        "bench_layer_knob.py", "--model", "squeezenet", "--knob", "prefetch", "--repeat", "1",
        "--db", str(db), "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(proc.stdout)["rows"]
    assert row["workload"] == conv
    assert row["config"] == config
    assert min(row["warm_ms"] + row["cold_ms"]) > 0


def test_ab_bench_compares_two_trees() -> None:
    # This checkout against itself: the script runs both probes in each tree, interleaved.
    proc = _script(
        "bench_ab_trees.py", "--base", str(ROOT), "--rounds", "1", "--sample", "2",
        "--trials", "8",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    compile_row = next(line for line in lines if line.startswith("compile CPU ms/candidate"))
    tune_row = next(line for line in lines if line.startswith("tune trials/s"))
    for row in (compile_row, tune_row):
        base, current = (float(x) for x in row.split()[-4:-2])
        assert base > 0
        assert current > 0


def test_layer_profile_lists_our_steps_next_to_onnxruntime() -> None:
    proc = _script("profile_layers.py", "mobilenet_v2", "--repeat", "2", "--top", "5")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert "FMA peak" in lines[0]
    rows = lines[3:8]
    assert len(rows) == 5
    # The convolutions match onnxruntime's nodes by name: both times are numbers.
    assert any("nan" not in row.split()[1] for row in rows), proc.stdout


def test_layer_profile_shows_what_the_tuner_measured_for_each_kernel(tmp_path: Path) -> None:
    """With --tuned, a recorded kernel's step shows the records' time for its config
    and the step's time over it; the summary line totals both."""
    from compiler import flop_count, get_space
    from compiler.model.compile import extract_tasks
    from compiler.model.onnx_import import import_onnx
    from tests.model import zoo
    from tuner.records import Measurement, RecordStore

    path = zoo.save_model(zoo.randomized_light_model("squeezenet"), tmp_path / "s.onnx")
    conv = next(
        t.workload
        for t in extract_tasks(import_onnx(str(path)), "llvm")
        if str(t.workload).startswith("conv2d:")
    )
    recorded_s = float(np.random.default_rng().uniform(1e-4, 1e-3))
    db = tmp_path / "records.db"
    with RecordStore(str(db)) as store:
        store.add(
            Measurement(workload=str(conv), target="llvm",
                        config=get_space(conv).default().to_json(), costs_s=[recorded_s],
                        flop=float(flop_count(conv)), device_key="cpu")
        )  # fmt: skip
    proc = _script(
        "profile_layers.py", "squeezenet", "--repeat", "2", "--top", "200", "--tuned",
        "--db", str(db),
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[2].startswith("tuned kernels:"), proc.stdout
    assert lines[3].split()[7:11] == ["rec", "ms", "x", "rec"], proc.stdout
    rec_at, over_at = 5, 6  # a row's columns: ours, ort, ratio, GFLOP/s, %peak, rec, x rec
    rows = [line.split() for line in lines[4:] if line.endswith(str(conv))]
    assert rows, proc.stdout
    for row in rows:
        assert float(row[rec_at]) == pytest.approx(recorded_s * 1e3, abs=1e-3)
        # "x rec" is printed to two decimals: within half a hundredth of ours over rec.
        ratio = float(row[0]) / float(row[rec_at])
        assert float(row[over_at]) == pytest.approx(ratio, abs=0.005 + 0.01 * ratio)
    others = [line.split() for line in lines[4:] if "conv2d:" in line and str(conv) not in line]
    assert all(row[rec_at] == "nan" for row in others), proc.stdout
