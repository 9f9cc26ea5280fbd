"""``autotune tune MODEL.onnx`` end to end on a local pool (real tracker and device server
processes), then ``autotune compile`` building with the configs it recorded."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx import numpy_helper as nh

from compiler.workload import Workload
from tests.model.test_model_cli import autotune, small_cnn
from tuner.records import RecordStore
from tuner.records.compile import record_lookup


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
    assert ops == ["conv2d", "conv2d", "pool2d", "pool2d", "matmul", "softmax"]  # all kernels
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
    assert len(figures["tasks"]) == 6  # 2 convs, 2 pools, the dense layer, the softmax
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
    assert compiled["tuned"] == 6
    assert compiled["default"] == 0
    assert compiled["estimated_latency_ms"] > 0
    assert compiled["measured_latency_ms"] > 0
    tuned = {t["workload"]: t for t in summary["workloads"]}
    for kernel in compiled["kernels"]:
        assert kernel["config_source"] == "records"
        assert kernel["workload"] in tuned


def one_by_one_conv_model(path: Path) -> Path:
    """A 1x1 conv with bias and relu on a 10x10 image: conv2d or its pointwise GEMM."""
    rng = np.random.default_rng(5)
    weight = nh.from_array(rng.standard_normal((16, 8, 1, 1)).astype(np.float32), "w")
    bias = nh.from_array(rng.standard_normal(16).astype(np.float32), "b")
    nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["c"]),
        helper.make_node("Relu", ["c"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes,
        "one_by_one",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 10, 10])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 16, 10, 10])],
        [weight, bias],
    )
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), path)
    return path


@pytest.mark.slow
def test_alternative_kernels_are_tuned_and_the_faster_is_compiled(tmp_path: Path) -> None:
    model = one_by_one_conv_model(tmp_path / "pw.onnx")
    db = tmp_path / "records.db"
    conv = "conv2d:n=1,c=8,h=1,w=100,k=16,r=1,s=1,epilogue=bias_relu"
    gemm = "pointwise_conv2d:n=1,c=8,k=16,p=100,epilogue=bias_relu"
    proc = autotune("tune", str(model), "--list-tasks", "--json")
    listed = json.loads(proc.stdout)["tasks"]
    assert [(t["workload"], t["alternative_to"]) for t in listed] == [(conv, None), (gemm, conv)]
    proc = autotune("tune", str(model), "--list-tasks")
    assert "(alternative to #0)" in proc.stdout
    assert "2 tasks (1 of them alternatives), 1 kernel calls" in proc.stdout

    proc = autotune("tune", str(model), "--trials", "12", "--batch", "4", "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout)["model"]
    ms = {t["workload"]: t["best_ms"] for t in figures["tasks"]}
    assert set(ms) == {conv, gemm}
    # The model runs one of the two: its estimate counts the faster, not their sum.
    assert figures["estimated_latency_ms"] == pytest.approx(min(ms.values()))

    with RecordStore(str(db)) as store:
        seconds = record_lookup(store, "llvm").seconds
        expected = min((conv, gemm), key=lambda w: seconds(Workload.parse(w)) or 1.0)
    proc = autotune("compile", str(model), "-o", str(tmp_path / "m.pkg"), "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    kernels = json.loads(proc.stdout)["kernels"]
    assert [k["workload"] for k in kernels] == [expected]
    assert kernels[0]["config_source"] == "records"


@pytest.mark.parametrize(
    ("flag", "cold", "told"),
    [((), True, True), (("--flush-cache",), True, False), (("--no-flush-cache",), False, False)],
    ids=["default", "flush", "no-flush"],
)
def test_a_model_run_tells_the_devices_its_weights_size(
    flag: tuple[str, ...], cold: bool, told: bool, tmp_path: Path
) -> None:
    """By default a model is timed cold and the devices learn its weights' bytes (a
    device whose cache holds them times warm); an explicit flag is obeyed as given."""
    from autotune.cli import build_parser
    from autotune.cli.tune_cmds import _check_args, _settings
    from compiler.model.compile import weight_bytes
    from compiler.model.onnx_import import import_onnx

    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    args = build_parser().parse_args(["tune", str(model), *flag])
    workloads, options, tasks, model_bytes = _check_args(args)
    graph = import_onnx(str(model))
    assert model_bytes == weight_bytes(graph)
    assert model_bytes >= sum(t.nbytes for t in graph.constants.values() if t.ndim == 4) > 0
    settings = _settings(args, workloads, options, tasks, model_bytes)
    assert settings.flush_cache == cold
    assert settings.model_weight_bytes == (model_bytes if told else 0)
