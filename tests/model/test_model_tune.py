"""``autotune tune MODEL.onnx`` end to end on a local pool (real tracker and device server
processes), then ``autotune compile`` building with the configs it recorded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.model.test_model_cli import autotune, small_cnn


def test_list_tasks_shows_weights_flops_and_records(tmp_path: Path) -> None:
    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    db = tmp_path / "r.db"
    proc = autotune("tune", str(model), "--list-tasks", "--json", "--db", str(db))
    assert proc.returncode == 2  # an explicit --db that does not exist is refused
    assert "no records database" in proc.stderr
    proc = autotune("tune", str(model), "--list-tasks", "--json")
    assert proc.returncode == 0, proc.stderr
    tasks = json.loads(proc.stdout)["tasks"]
    ops = [t["workload"].split(":")[0] for t in tasks]
    assert ops == ["conv2d", "conv2d", "pool2d", "pool2d", "matmul"]  # the pools too
    assert tasks[0]["workload"].endswith("epilogue=bias_relu")  # the BatchNorm folded in
    assert tasks[1]["workload"].endswith("epilogue=bias_add_relu")  # the residual fused
    assert all(t["weight"] == 1 and t["flop"] > 0 for t in tasks)


def test_a_model_and_a_workload_together_are_refused(tmp_path: Path) -> None:
    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    proc = autotune("tune", str(model), "matmul:m=8,n=8,k=8")
    assert proc.returncode == 2
    assert "a model is tuned on its own" in proc.stderr


@pytest.mark.slow
def test_tune_a_model_then_compile_with_its_records(tmp_path: Path) -> None:
    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    db = tmp_path / "records.db"
    proc = autotune(
        "tune",
        str(model),
        "--trials",
        "24",
        "--batch",
        "8",
        "--db",
        str(db),
        "--remeasure",
        "1",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    figures = summary["model"]
    assert figures["trials"] >= 24
    assert len(figures["tasks"]) == 5
    assert figures["estimated_latency_ms"] > 0
    assert figures["estimated_latency_ms"] == pytest.approx(
        sum(t["weighted_ms"] for t in figures["tasks"])
    )
    assert "model est." in proc.stderr  # progress shows the model's estimated latency

    listed = json.loads(
        autotune("tune", str(model), "--list-tasks", "--json", "--db", str(db)).stdout
    )
    assert all(t["records"] > 0 for t in listed["tasks"])

    proc = autotune("compile", str(model), "-o", str(tmp_path / "m.pkg"), "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    compiled = json.loads(proc.stdout)
    assert compiled["tuned"] == 5
    assert compiled["default"] == 0
    assert compiled["estimated_latency_ms"] > 0
    assert compiled["measured_latency_ms"] > 0
    tuned = {t["workload"]: t for t in summary["workloads"]}
    for kernel in compiled["kernels"]:
        assert kernel["config_source"] == "records"
        assert kernel["workload"] in tuned
