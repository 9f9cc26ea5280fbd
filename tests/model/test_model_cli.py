"""``autotune compile`` and ``autotune run`` as real processes, the tvmc way: an ONNX
file in, a package file out, outputs checked against onnxruntime."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx import numpy_helper as nh

ort = pytest.importorskip("onnxruntime")


def autotune(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "autotune", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )


def small_cnn(path: Path, *, batch: int | str = "N", extra_op: str | None = None) -> Path:
    """conv-bn-relu, a residual conv, maxpool, global pool, gemm, softmax; dynamic batch."""
    rng = np.random.default_rng(3)

    def init(name: str, *shape: int, scale: float = 0.3, low: float | None = None):
        value = (
            rng.uniform(low, low + 1.0, shape)
            if low is not None
            else (rng.standard_normal(shape) * scale)
        )
        return nh.from_array(value.astype(np.float32), name)

    inits = [
        init("w1", 8, 3, 3, 3),
        init("s1", 8, low=0.5),
        init("b1", 8),
        init("m1", 8),
        init("v1", 8, low=0.5),
        init("w2", 8, 8, 3, 3),
        init("cb2", 8),
        init("wf", 10, 8),
        init("bf", 10),
    ]
    nodes = [
        helper.make_node("Conv", ["image", "w1"], ["c1"], pads=[1, 1, 1, 1], name="conv1"),
        helper.make_node("BatchNormalization", ["c1", "s1", "b1", "m1", "v1"], ["n1"]),
        helper.make_node("Relu", ["n1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2", "cb2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("Add", ["c2", "r1"], ["a2"]),
        helper.make_node("Relu", ["a2"], ["r2"]),
        helper.make_node("MaxPool", ["r2"], ["p"], kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node("GlobalAveragePool", ["p"], ["g"]),
        helper.make_node("Flatten", ["g"], ["f"]),
        helper.make_node("Gemm", ["f", "wf", "bf"], ["logits"], transB=1),
        helper.make_node("Softmax", ["logits"], ["prob"], axis=1),
    ]
    if extra_op:
        nodes.append(helper.make_node(extra_op, ["prob"], ["weird"], name="my_weird_node"))
    graph = helper.make_graph(
        nodes,
        "small_cnn",
        [helper.make_tensor_value_info("image", TensorProto.FLOAT, [batch, 3, 12, 12])],
        [
            helper.make_tensor_value_info("logits", TensorProto.FLOAT, [batch, 10]),
            helper.make_tensor_value_info("prob", TensorProto.FLOAT, [batch, 10]),
        ],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    onnx.save(model, str(path))
    return path


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """An environment whose default records database is a fresh path under tmp_path."""
    import os

    return {**os.environ, "AUTOTUNE_DB": str(tmp_path / "no-records-yet.db")}


def test_compile_then_run_matches_onnxruntime(tmp_path: Path, env: dict[str, str]) -> None:
    model = small_cnn(tmp_path / "cnn.onnx")
    pkg = tmp_path / "cnn.pkg"
    proc = autotune(
        "compile", str(model), "--output", str(pkg), "--input-shapes", "image:[2,3,12,12]", env=env
    )
    assert proc.returncode == 0, proc.stderr
    assert "no records database yet" in proc.stderr
    assert "with template defaults" in proc.stdout
    assert "measured latency: median" in proc.stdout
    assert pkg.is_file()
    assert not (tmp_path / "no-records-yet.db").exists(), "compile only reads the records"

    x = np.random.default_rng(0).standard_normal((2, 3, 12, 12)).astype(np.float32)
    np.savez(tmp_path / "in.npz", image=x)
    proc = autotune(
        "run",
        str(pkg),
        "--inputs",
        str(tmp_path / "in.npz"),
        "--output",
        str(tmp_path / "out.npz"),
        "--repeat",
        "3",
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["repeat"] == 3
    for key in ("median_ms", "mean_ms", "std_ms"):
        assert summary[key] >= 0
    assert summary["median_ms"] > 0
    ref = ort.InferenceSession(str(model), providers=["CPUExecutionProvider"])
    want = dict(zip(["logits", "prob"], ref.run(None, {"image": x}), strict=True))
    with np.load(tmp_path / "out.npz") as got:
        assert sorted(got.files) == ["logits", "prob"]
        for name in ("logits", "prob"):
            err = np.abs(got[name] - want[name]).max() / np.abs(want[name]).max()
            assert err < 1e-4, (name, err)

    proc = autotune("run", str(pkg), "--print-time", "--repeat", "2")
    assert proc.returncode == 0, proc.stderr
    assert "latency over 2 runs: median" in proc.stdout


def test_dynamic_batch_without_input_shapes_is_one_clear_line(
    tmp_path: Path, env: dict[str, str]
) -> None:
    model = small_cnn(tmp_path / "cnn.onnx")
    proc = autotune("compile", str(model), "--output", str(tmp_path / "p.pkg"), env=env)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("autotune compile: error:")
    assert "image" in lines[0]
    assert "--input-shapes" in lines[0]


def test_unsupported_operator_is_named_with_its_node(tmp_path: Path, env: dict[str, str]) -> None:
    model = small_cnn(tmp_path / "cnn.onnx", batch=1, extra_op="Sin")
    proc = autotune("compile", str(model), "--output", str(tmp_path / "p.pkg"), env=env)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    line = proc.stderr.strip().splitlines()[-1]
    assert "Sin" in line
    assert "my_weird_node" in line


def test_run_with_a_missing_or_misshapen_input(tmp_path: Path, env: dict[str, str]) -> None:
    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    pkg = tmp_path / "cnn.pkg"
    assert autotune("compile", str(model), "-o", str(pkg), env=env).returncode == 0
    np.savez(tmp_path / "wrong_name.npz", data=np.zeros((1, 3, 12, 12), np.float32))
    np.savez(tmp_path / "wrong_shape.npz", image=np.ones((1, 3, 11, 12), np.float32))
    for npz, message in (
        ("wrong_name.npz", "unknown input(s) data"),
        ("wrong_shape.npz", "'image' has shape [1, 3, 11, 12]"),
    ):
        proc = autotune("run", str(pkg), "--inputs", str(tmp_path / npz))
        assert proc.returncode == 2, proc.stdout
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1, proc.stderr
        assert message in lines[0]
        assert "image [1, 3, 12, 12] float32" in lines[0]


def test_run_of_something_that_is_not_a_package(tmp_path: Path) -> None:
    bogus = tmp_path / "model.onnx"
    bogus.write_bytes(b"\x08\x07junk")
    proc = autotune("run", str(bogus))
    assert proc.returncode == 2
    assert "not an autotune model package" in proc.stderr


def test_compile_takes_recorded_configs(tmp_path: Path) -> None:
    from compiler import get_space
    from compiler.model.onnx_import import import_onnx
    from runtime import compile_model
    from tuner.records import Measurement, RecordStore

    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    # The workloads the model needs, as compile would build them.
    _, report = compile_model(import_onnx(str(model)))
    conv = next(k.workload for k in report.kernels if k.workload.startswith("conv2d"))
    space = get_space(conv)
    config = space.get(space.size // 2).to_json()
    db = tmp_path / "records.db"
    with RecordStore(str(db)) as store:
        store.add(
            Measurement(
                workload=conv,
                target="llvm",
                config=config,
                costs_s=[1e-4, 2e-4],
                flop=1e6,
                device_key="cpu",
            )
        )
    proc = autotune("compile", str(model), "-o", str(tmp_path / "p.pkg"), "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    by_workload = {k["workload"]: k for k in summary["kernels"]}
    assert by_workload[conv]["config_source"] == "records"
    assert by_workload[conv]["config"] == config
    assert summary["tuned"] == 1
    assert summary["default"] == len(summary["kernels"]) - 1

    missing = autotune(
        "compile", str(model), "-o", str(tmp_path / "q.pkg"), "--db", str(tmp_path / "typo.db")
    )
    assert missing.returncode == 2
    assert "no records database at" in missing.stderr
    assert not (tmp_path / "typo.db").exists()


def test_a_model_cross_compiled_for_aarch64_is_built_not_run_here(
    tmp_path: Path, env: dict[str, str]
) -> None:
    """compile builds NEON code for a board and says why it does not time it; run refuses
    the package here in one line."""
    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    package = tmp_path / "arm.pkg"
    target = "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72"
    proc = autotune("compile", str(model), "--target", target, "--output", str(package), env=env)
    assert proc.returncode == 0, proc.stderr
    assert "not measured: the package is for aarch64" in proc.stdout
    proc = autotune("run", str(package), env=env)
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert "compiled for aarch64" in line
