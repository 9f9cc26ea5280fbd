"""Softmax and LogSoftmax (:mod:`compiler.model.ops.softmax`) at every schema version:
opset < 13 over the input flattened to 2-D at axis (rewritten with Reshapes), opset 13
on along one axis; checked against onnxruntime on random data."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, node, ort_value  # noqa: E402

OPS = ("Softmax", "LogSoftmax")
OPSETS = (7, 10, 11, 12, 13, 18, 28)
"""One opset or more of each schema (1, 11, 13) and the newest."""


def _model(op: str, opset: int, shape: tuple[int, ...], **attrs: Any) -> Any:
    return make_model([node(op, ["x"], ["y"], **attrs)], [("x", shape)], ["y"], opset=opset)


def _data(shape: tuple[int, ...], scale: float = 3.0, seed: int = 7) -> np.ndarray:
    return (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)


def _check(model: Any, x: np.ndarray) -> np.ndarray:
    got = interpret(import_onnx(model), {"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == want.dtype == np.float32
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-7)
    return got


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("opset", OPSETS)
def test_every_axis_matches_onnxruntime(op: str, opset: int) -> None:
    """Every axis of a 4-D input (negative ones from opset 11), and the default."""
    x = _data((2, 3, 4, 5))
    axes = range(-4, 4) if opset >= 11 else range(4)
    for axis in axes:
        _check(_model(op, opset, x.shape, axis=axis), x)
    _check(_model(op, opset, x.shape), x)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("opset", [9, 12])
def test_before_13_flattens_only_when_needed(op: str, opset: int) -> None:
    """Trailing axes of 1 leave one axis: no Reshapes; two wide trailing axes: Reshapes."""
    x = _data((2, 6, 1, 1))
    graph = import_onnx(_model(op, opset, x.shape, axis=1))
    assert list(graph.ops()) == [op]
    _check(_model(op, opset, x.shape, axis=1), x)
    x = _data((2, 3, 4, 1))
    graph = import_onnx(_model(op, opset, x.shape, axis=1))
    assert list(graph.ops()) == ["Reshape", op, "Reshape"]
    _check(_model(op, opset, x.shape, axis=1), x)


@pytest.mark.parametrize("op", OPS)
def test_large_values_do_not_overflow(op: str) -> None:
    """Values far beyond exp's float32 range: the max is subtracted first."""
    x = _data((3, 50), scale=1000.0)
    got = _check(_model(op, 13, x.shape, axis=1), x)
    assert np.isfinite(got).all()


@pytest.mark.parametrize("op", OPS)
def test_constants_fold(op: str) -> None:
    w = _data((4, 6), seed=3)
    model = make_model(
        [node(op, ["w"], ["s"], axis=0), node("Add", ["x", "s"], ["y"])],
        [("x", (4, 6))],
        ["y"],
        initializers=[("w", w)],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Add"]
    x = _data((4, 6), seed=4)
    np.testing.assert_allclose(
        interpret(graph, {"x": x})["y"], ort_value(model, {"x": x}), rtol=2e-6, atol=1e-7
    )


def test_after_a_compiled_conv() -> None:
    """Conv (a compiled kernel) then LogSoftmax over the channels and a Softmax at opset 11
    over C*H*W (the Reshape views around it), compiled and run."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(6)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    model = make_model(
        [
            node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
            node("LogSoftmax", ["c"], ["l"], axis=1),
            node("Softmax", ["l"], ["y"], axis=1),
        ],
        [("x", (2, 3, 6, 6))],
        ["y"],
        opset=11,
        initializers=[("w", w)],
    )
    graph = import_onnx(model)
    flat = ["Reshape", "LogSoftmax", "Reshape", "Reshape", "Softmax", "Reshape"]
    assert list(graph.ops()) == ["Conv", *flat]
    runtime = Runtime(compile_model(graph)[0], num_threads=1)
    x = rng.standard_normal((2, 3, 6, 6)).astype(np.float32)
    got = runtime.run({"x": x})["y"]
    np.testing.assert_allclose(got, ort_value(model, {"x": x}), rtol=1e-5, atol=1e-8)
