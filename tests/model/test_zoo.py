"""The test model zoo: randomized light models and ResNet-50 v2 run informatively in ORT."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper  # noqa: E402

from tests.model import zoo  # noqa: E402

# 60M to 143M weights: seconds each to draw, check, load and run on a busy 2-core box.
BIG = ("vgg19", "bvlc_alexnet", "zfnet512")
LIGHT = [pytest.param(n, marks=pytest.mark.slow) if n in BIG else n for n in zoo.LIGHT_MODELS]


def _session(model: Any) -> Any:
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # a 2-core box shared with others
    options.log_severity_level = 3  # ORT warns it cannot fold the BN-as-Mul+Add Unsqueezes
    return ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])


def _expose_logits(model: Any) -> str:
    """Name of the pre-softmax tensor, added as an output when the model ends in Softmax."""
    out = model.graph.output[0].name
    producer = {o: n for n in model.graph.node for o in n.output}[out]
    if producer.op_type != "Softmax":
        return out
    logits = producer.input[0]
    model.graph.output.append(helper.make_tensor_value_info(logits, TensorProto.FLOAT, None))
    return logits


def _assert_informative(logits: np.ndarray, other: np.ndarray) -> None:
    """Finite, spread over classes (not collapsed, not exploded), and following the input."""
    assert np.isfinite(logits).all()
    assert np.isfinite(other).all()
    std = float(logits.std())
    assert 0.5 < std < 100, std
    probs = np.exp(logits - logits.max())
    probs /= probs.sum()
    assert probs.max() > 2 * probs.min()  # softmax outputs not all equal
    assert probs.max() < 0.999  # and not one-hot either
    assert float(np.abs(logits - other).max()) > 0.05 * std  # another input, other logits


@pytest.mark.parametrize("name", LIGHT)
def test_randomized_light_model_runs_informatively(name: str) -> None:
    model = zoo.randomized_light_model(name)
    onnx.checker.check_model(model)
    assert "ConstantOfShape" not in {n.op_type for n in model.graph.node}
    weights = {t.name for t in model.graph.initializer}
    (data,) = model.graph.input  # only the image: every weight is an initializer
    assert data.name not in weights
    assert [d.dim_value for d in data.type.tensor_type.shape.dim] == [1, 3, 224, 224]
    output = model.graph.output[0].name
    logits_name = _expose_logits(model)
    session = _session(model)
    rng = np.random.default_rng(1)
    runs = []
    for _ in range(2):
        x = rng.standard_normal((1, 3, 224, 224)).astype(np.float32)
        runs.append(
            dict(
                zip(
                    [o.name for o in session.get_outputs()],
                    session.run(None, {data.name: x}),
                    strict=True,
                )
            )
        )
    assert runs[0][output].shape[:2] == (1, 1000)
    assert np.isfinite(runs[0][output]).all()
    _assert_informative(runs[0][logits_name].ravel(), runs[1][logits_name].ravel())


def test_randomized_weights_follow_the_seed() -> None:
    def weights(seed: int) -> dict[str, bytes]:
        model = zoo.randomized_light_model("squeezenet", seed)
        return {t.name: t.raw_data for t in model.graph.initializer}

    first, again, other = weights(0), weights(0), weights(1)
    assert first == again
    assert first.keys() == other.keys()
    assert all(first[k] != other[k] for k in first if len(first[k]) > 64)


def test_resnet50_v2_checks_and_runs_a_batch() -> None:
    model = zoo.resnet50_v2(seed=0, batch=2)
    onnx.checker.check_model(model, full_check=True)
    assert model.opset_import[0].version == 13
    ops = [n.op_type for n in model.graph.node]
    assert ops.count("Conv") == 53  # stem + 16 blocks x 3 + 4 shortcut projections
    assert ops.count("Add") == 16
    x = np.random.default_rng(1).standard_normal((2, 3, 224, 224)).astype(np.float32)
    (logits,) = _session(model).run(None, {"data": x})
    assert logits.shape == (2, 1000)
    _assert_informative(logits[0], logits[1])


def test_light_model_path_names_the_known_models() -> None:
    assert zoo.light_model_path("resnet50").name == "light_resnet50.onnx"
    with pytest.raises(ValueError, match="unknown light model 'resnet51'"):
        zoo.light_model_path("resnet51")


def test_save_model_round_trips(tmp_path: Path) -> None:
    model = zoo.randomized_light_model("squeezenet")
    path = zoo.save_model(model, tmp_path / "sub" / "squeezenet.onnx")
    assert onnx.load(str(path)).SerializeToString() == model.SerializeToString()
