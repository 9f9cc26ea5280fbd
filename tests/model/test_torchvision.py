"""torchvision's models as torch exports them today, compiled and compared with onnxruntime.

bench/export_torchvision.py exported each model with torch's default exporter (opset
20, BatchNormalization folded into the convs, Linear weights pre-transposed) and
stripped its weights; tests/model/zoo.py draws seeded random ones. Each model is
first checked to run informatively in onnxruntime (so the comparison means
something), then compiled with our kernels and compared on its output within
:data:`~tests.model.test_models.TOLERANCE` of the output's scale.

A model we refuse today is an ``xfail(strict=True)`` on the refusal's error, naming
the operators refused: once they are supported it fails, and its mark comes off.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest

from compiler.model.onnx_import import ModelImportError
from tests.model import zoo
from tests.model.test_models import check_model

ort = pytest.importorskip("onnxruntime")

#: The operators each refused model is refused for (the importer's line names them).
REFUSED: dict[str, str] = {}
MODELS = [
    pytest.param(
        name,
        marks=pytest.mark.xfail(strict=True, raises=ModelImportError, reason=f"refused: {ops}"),
    )
    if (ops := REFUSED.get(name))
    else name
    for name in zoo.TORCHVISION_MODELS
]


def _assert_informative(out: np.ndarray, other: np.ndarray) -> None:
    """Finite, O(1), spread over the classes (axis 1) everywhere, and following the input.

    The logits' std is 0.34 (LRASPP's per-pixel logits) to 4.5 (Swin) with seed 0.
    """
    assert np.isfinite(out).all()
    assert np.isfinite(other).all()
    std = float(out.std())
    assert 0.25 < std < 100, std
    probs = np.exp(out - out.max(axis=1, keepdims=True))
    probs /= probs.sum(axis=1, keepdims=True)
    assert (probs.max(axis=1) > 2 * probs.min(axis=1)).mean() > 0.9  # not all equal
    assert probs.max() < 0.999  # and not one-hot either
    if out.ndim > 2:  # segmentation: the classes win in different places
        assert np.unique(out.argmax(axis=1)).size > 1
    assert float(np.abs(out - other).max()) > 0.05 * std  # another input, other logits


def _session(model: onnx.ModelProto) -> Any:
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    return ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])


@pytest.mark.parametrize("name", MODELS)
def test_torchvision_model_matches_onnxruntime(name: str, tmp_path: Path) -> None:
    model = zoo.randomized_torchvision_model(name)
    assert [o.version for o in model.opset_import if o.domain in ("", "ai.onnx")] == [20]
    (data,) = model.graph.input
    assert [d.dim_value for d in data.type.tensor_type.shape.dim] == [1, 3, 224, 224]
    rng = np.random.default_rng(1)
    session = _session(model)
    out, other = (
        session.run(None, {data.name: rng.standard_normal((1, 3, 224, 224), np.float32)})[0]
        for _ in range(2)
    )
    _assert_informative(out, other)
    check_model(model, tmp_path)


def test_stripped_files_hold_no_weights() -> None:
    """The committed exports keep structure only: every initializer is at most 10 KiB.

    The largest kept are Swin's 49 x 49 window table (floats the exporter computed,
    the same whatever the weights) and ConvNeXt's and Swin's 768 int64 indices.
    """
    for name in zoo.TORCHVISION_MODELS:
        path = zoo.torchvision_model_path(name)
        assert path.stat().st_size < 300 * 1024, name
        model = onnx.load(str(path))
        onnx.checker.check_model(model)
        assert sum(n.op_type == "ConstantOfShape" for n in model.graph.node) > 10, name
        for t in model.graph.initializer:
            assert t.ByteSize() <= 10 * 1024, (name, t.name)


def test_torchvision_model_path_names_the_known_models() -> None:
    assert zoo.torchvision_model_path("resnet18").name == "resnet18.onnx"
    with pytest.raises(ValueError, match="unknown torchvision model 'resnet19'"):
        zoo.torchvision_model_path("resnet19")
