"""Real models end to end: every light model of the onnx package (seeded random weights)
and a ResNet-50 v2 built in tests/model/zoo.py, compiled with our kernels and compared
with onnxruntime on their logits (the input of the final Softmax) and outputs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest

from compiler.model.lower import CostLookup
from compiler.model.onnx_import import import_onnx
from runtime import compile_model
from runtime.model import Runtime
from runtime.package import Package
from tests.model import zoo

ort = pytest.importorskip("onnxruntime")

#: Relative error allowed on the logits (max |ours - ort| / max |ort|).
TOLERANCE = 1e-3


def check_model(
    model: onnx.ModelProto, tmp_path: Path, cost_of: CostLookup | None = None
) -> tuple[Package, str | None]:
    model, logits = zoo.with_logits(model)
    path = zoo.save_model(model, tmp_path / "model.onnx")
    package, report = compile_model(import_onnx(str(path)), cost_of=cost_of)
    assert report.kernels, "no kernel: the model did not map onto our templates"
    runtime = Runtime(Package.load(package.save(tmp_path / "model.pkg")), num_threads=2)
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(5)
    for _ in range(2):  # two inputs: outputs must follow the input, not stick
        feeds = zoo.random_feeds(model, runtime.input_types, rng)
        ours = runtime.run(feeds)
        names = [o.name for o in sess.get_outputs()]
        for name, want in zip(names, sess.run(None, feeds), strict=True):
            got = ours[name]
            assert got.shape == want.shape, name
            assert np.all(np.isfinite(got)), name
            err = np.abs(got - want).max() / np.abs(want).max()
            assert err < TOLERANCE, (name, err)
        if logits is not None:
            assert float(np.std(ours[logits])) > 1e-3, "logits too flat to be informative"
    return package, logits


def kernel_ops(package: Package) -> set[str]:
    return {k.workload.split(":")[0] for k in package.plan.kernels}


@pytest.mark.slow
@pytest.mark.parametrize("name", ["resnet50", "squeezenet"])
def test_the_issue_models_match_onnxruntime(name: str, tmp_path: Path) -> None:
    package, logits = check_model(zoo.randomized_light_model(name), tmp_path)
    assert logits is not None
    assert "conv2d" in kernel_ops(package)


@pytest.mark.slow
@pytest.mark.parametrize(
    "name",
    ["densenet121", "inception_v1", "inception_v2", "shufflenet", "bvlc_alexnet", "zfnet512"],
)
def test_other_light_models_match_onnxruntime(name: str, tmp_path: Path) -> None:
    check_model(zoo.randomized_light_model(name), tmp_path)


@pytest.mark.slow
def test_vgg19_matches_onnxruntime(tmp_path: Path) -> None:
    package, _ = check_model(zoo.randomized_light_model("vgg19"), tmp_path)
    assert "matmul" in kernel_ops(package)


@pytest.mark.slow
def test_resnet50_v2_matches_onnxruntime(tmp_path: Path) -> None:
    package, _ = check_model(zoo.resnet50_v2(seed=1), tmp_path)
    assert "conv2d" in kernel_ops(package)
