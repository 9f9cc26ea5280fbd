"""Elementwise operators added through their one definition (:mod:`compiler.model.ops.elementwise`):
import, type rule, numpy semantics and folding, checked against onnxruntime."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.model.graph import Node, TensorType
from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx
from compiler.model.shapes import infer_types

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, ort_value  # noqa: E402


def _extremes(*shape: int) -> np.ndarray:
    """Random values with saturating ones mixed in (exp(-x) overflows below -88)."""
    x = np.random.default_rng(7).standard_normal(shape).astype(np.float32) * 4
    x.flat[:6] = [-1000.0, -89.0, -20.0, 0.0, 20.0, 1000.0]
    return x


@pytest.mark.parametrize("opset", [7, 13, 21])
def test_sigmoid_matches_onnxruntime(opset: int) -> None:
    model = make_model([node("Sigmoid", ["x"], ["y"])], [("x", (2, 3, 5))], ["y"], opset=opset)
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Sigmoid"]
    assert graph.nodes[0].attrs == {}
    x = _extremes(2, 3, 5)
    with np.errstate(over="raise"):  # the kernel lets no overflow warning out
        got = interpret(graph, {"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == np.float32
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)
    assert got.flat[0] == 0.0
    assert got.flat[5] == 1.0


def test_sigmoid_of_a_constant_folds() -> None:
    w = _extremes(4)
    model = make_model(
        [node("Sigmoid", ["w"], ["s"]), node("Add", ["x", "s"], ["y"])],
        [("x", (4,))],
        ["y"],
        initializers=[("w", w)],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Add"]
    x = np.zeros(4, np.float32)
    np.testing.assert_allclose(
        interpret(graph, {"x": x})["y"], ort_value(model, {"x": x}), rtol=1e-6, atol=1e-7
    )


def test_sigmoid_needs_floats() -> None:
    with pytest.raises(ValueError, match="Sigmoid node 's': needs floating-point inputs"):
        infer_types(Node("Sigmoid", "s", ["x"], ["y"]), [TensorType((3,), "int64")])
    model = make_model(
        [node("Sigmoid", ["x"], ["y"])],
        [("x", (3,))],
        ["y"],
        input_types={"x": TensorProto.INT64},
    )
    assert "Sigmoid" in import_error(model)
