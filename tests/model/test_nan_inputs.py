"""NaN inputs come through compiled kernels where numpy and the ONNX reference have them:
a reduction's max/min/argmax of a slice holding a NaN (anywhere in it), and relu and clip
of a NaN (a comparison-based maximum drops a NaN on one side)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep

onnx = pytest.importorskip("onnx")
reference = pytest.importorskip("onnx.reference")

from tests.model.test_onnx_import import make_model, node, ort_value  # noqa: E402


def _run(model: Any, x: np.ndarray) -> tuple[np.ndarray, list[str]]:
    """Our output and the kernel ops the plan ran."""
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model, input_shapes={"x": list(x.shape)}))[0]
    got = Runtime(package, num_threads=2).run({"x": x})["y"]
    ops = {k.symbol: Workload.parse(k.workload).op for k in package.plan.kernels}
    return got, [ops[s.symbol] for s in package.plan.steps if isinstance(s, KernelStep)]


def _with_nans(shape: tuple[int, ...], seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(np.float32)
    x.flat[rng.choice(x.size, size=x.size // 9, replace=False)] = np.nan
    x[0, ..., 0] = np.nan  # the first and last places of a slice among them
    x[-1, ..., -1] = np.nan
    return x


@pytest.mark.parametrize(
    ("op", "attrs"),
    [
        ("ReduceMax", {"axes": [1]}),
        ("ReduceMin", {"axes": [2]}),
        ("ArgMax", {"axis": 2}),
        ("ArgMin", {"axis": 1, "select_last_index": 1}),
    ],
)
def test_reductions_give_numpys_answer_on_nans(op: str, attrs: dict[str, Any]) -> None:
    x = _with_nans((4, 23, 9), seed=len(op) + len(attrs))
    model = make_model([node(op, ["x"], ["y"], keepdims=0, **attrs)], [("x", x.shape)], ["y"])
    got, kernels = _run(model, x)
    assert kernels == ["reduce"]
    (want,) = reference.ReferenceEvaluator(model).run(None, {"x": x})
    assert np.isnan(x).any(axis=attrs.get("axis", 1)).any()
    if want.dtype == np.int64:
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
        assert not np.isnan(want).all()
        np.testing.assert_array_equal(got[~np.isnan(want)], want[~np.isnan(want)])


@pytest.mark.parametrize(
    ("op", "attrs"),
    [("Relu", {}), ("Clip", {}), ("LeakyRelu", {"alpha": 0.1})],
)
def test_activations_keep_nans(op: str, attrs: dict[str, Any]) -> None:
    """Relu(NaN) and Clip(NaN) are NaN in onnxruntime and numpy; a maximum written
    ``x > 0 ? x : 0`` made them 0."""
    x = _with_nans((2, 3, 5, 7), seed=len(op))
    nodes = [node(op, ["x"], ["y"], **attrs)]
    if op == "Clip":
        nodes = [node(op, ["x", "lo", "hi"], ["y"])]
    inits = [("lo", np.array(-0.5, np.float32)), ("hi", np.array(0.7, np.float32))]
    model = make_model(nodes, [("x", x.shape)], ["y"], initializers=inits if op == "Clip" else ())
    got, kernels = _run(model, x)
    assert kernels, "ran as a numpy step"
    want = ort_value(model, {"x": x})
    np.testing.assert_array_equal(np.isnan(got), np.isnan(x))
    np.testing.assert_array_equal(np.isnan(want), np.isnan(x))
    np.testing.assert_allclose(got[~np.isnan(x)], want[~np.isnan(x)], rtol=1e-6)
