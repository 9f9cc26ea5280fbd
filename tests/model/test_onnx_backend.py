"""autotune.onnx_backend: ONNX's backend interface over import, compile and run."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from autotune.onnx_backend import AutotuneBackend, AutotuneRep, prepare, supports_device
from compiler.model.onnx_import import ModelImportError
from tests.model.test_model_cli import small_cnn

ort = pytest.importorskip("onnxruntime")


@pytest.fixture(scope="module")
def cnn(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """conv-bn-relu, residual conv, pools, gemm, softmax; dynamic batch (compiled kernels)."""
    return small_cnn(tmp_path_factory.mktemp("backend") / "cnn.onnx")


def test_devices() -> None:
    assert supports_device("CPU")
    assert not supports_device("CUDA")
    assert not supports_device("CUDA:1")
    assert not supports_device("TPU")


def test_prepare_compiles_and_runs_like_onnxruntime(cnn: Path) -> None:
    rep = AutotuneBackend.prepare(str(cnn), "CPU", input_shapes={"image": (2, 3, 12, 12)})
    assert isinstance(rep, AutotuneRep)
    assert rep.runtime.package.machine_code, "the conv and gemm should be compiled kernels"
    session = ort.InferenceSession(str(cnn), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    for seed in (1, 2):
        x = np.random.default_rng(seed).standard_normal((2, 3, 12, 12)).astype(np.float32)
        refs = session.run(None, {"image": x})
        by_position = rep.run([x])
        by_name = rep.run({"image": x})
        assert len(by_position) == len(refs) == len(names)
        for name, got, ref in zip(names, by_position, refs, strict=True):
            np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
            np.testing.assert_array_equal(by_name[name], got)


def test_run_model_from_proto_with_static_shapes() -> None:
    rng = np.random.default_rng(4)
    graph = helper.make_graph(
        [helper.make_node("Mul", ["a", "b"], ["p"]), helper.make_node("Relu", ["p"], ["y"])],
        "mul_relu",
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, [3, 5]) for n in ("a", "b")],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 5])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    a, b = (rng.standard_normal((3, 5)).astype(np.float32) for _ in range(2))
    (y,) = AutotuneBackend.run_model(model, [a, b])
    np.testing.assert_allclose(y, np.maximum(a * b, 0), rtol=1e-6)


def test_wrong_input_count_is_one_line(cnn: Path) -> None:
    rep = prepare(str(cnn), input_shapes={"image": (1, 3, 12, 12)})
    x = np.ones((1, 3, 12, 12), np.float32)
    with pytest.raises(ValueError, match=r"^2 input\(s\) given; the model takes 1: image$"):
        rep.run([x, x])


def test_refusals_are_value_errors(tmp_path: Path, cnn: Path) -> None:
    with pytest.raises(ValueError, match="device 'CUDA' is not supported"):
        AutotuneBackend.prepare(str(cnn), "CUDA", input_shapes={"image": (1, 3, 12, 12)})
    weird = small_cnn(tmp_path / "weird.onnx", batch=1, extra_op="NoSuchOp")
    with pytest.raises(ModelImportError, match="NoSuchOp"):
        AutotuneBackend.prepare(onnx.load(weird))
