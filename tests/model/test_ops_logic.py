"""Comparison, logic, Where and variadic Max/Min/Mean (:mod:`compiler.model.ops.logic`):
import, type rule, numpy semantics and folding, checked against onnxruntime on random data."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, onnx_type, ort_value  # noqa: E402


def _data(dtype: str, shape: tuple[int, ...], seed: int) -> np.ndarray:
    """Random values with repeats, so that comparisons see ties."""
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.random(shape) < 0.5
    return rng.integers(-3, 4, shape).astype(dtype) * (1.5 if dtype == "float32" else 1)


def _check(op: str, inputs: list[tuple[str, np.ndarray]], opset: int, **attrs: Any) -> None:
    """``op`` on ``inputs`` (runtime inputs) through the interpreter, against onnxruntime."""
    model = make_model(
        [node(op, [n for n, _ in inputs], ["y"], **attrs)],
        [(n, v.shape) for n, v in inputs],
        ["y"],
        opset=opset,
        input_types={n: onnx_type(v.dtype.name) for n, v in inputs},
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == [op]
    feeds = dict(inputs)
    got = interpret(graph, feeds)["y"]
    want = ort_value(model, feeds)
    assert got.dtype == want.dtype
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=0)


@pytest.mark.parametrize(
    ("op", "opsets"),
    [
        ("Equal", (11, 19)),
        ("Less", (9, 13)),
        ("Greater", (9, 13)),
        ("LessOrEqual", (12, 16)),
        ("GreaterOrEqual", (12, 16)),
    ],
)
@pytest.mark.parametrize("dtype", ["float32", "int32", "int64"])
def test_comparisons_broadcast_to_bool(op: str, opsets: tuple[int, ...], dtype: str) -> None:
    for opset in opsets:
        a, b = _data(dtype, (2, 3, 4), 1), _data(dtype, (3, 1), 2)
        _check(op, [("a", a), ("b", b)], opset)


def test_equal_of_bools() -> None:
    _check("Equal", [("a", _data("bool", (4, 5), 1)), ("b", _data("bool", (5,), 2))], 13)


@pytest.mark.parametrize("op", ["And", "Or", "Xor"])
@pytest.mark.parametrize("opset", [7, 21])
def test_logic_of_bools_broadcast(op: str, opset: int) -> None:
    _check(op, [("a", _data("bool", (2, 1, 4), 3)), ("b", _data("bool", (3, 4), 4))], opset)


@pytest.mark.parametrize("opset", [7, 21])
def test_not(opset: int) -> None:
    _check("Not", [("a", _data("bool", (3, 5), 5))], opset)


@pytest.mark.parametrize("opset", [9, 16])
@pytest.mark.parametrize("dtype", ["float32", "int64"])
def test_where_broadcasts_all_three(opset: int, dtype: str) -> None:
    c = _data("bool", (3, 1, 5), 6)
    x, y = _data(dtype, (4, 1), 7), _data(dtype, (1, 4, 5), 8)
    _check("Where", [("c", c), ("x", x), ("y0", y)], opset)


@pytest.mark.parametrize("op", ["Max", "Min", "Mean"])
@pytest.mark.parametrize("opset", [8, 13])
def test_variadic_float_broadcast(op: str, opset: int) -> None:
    rng = np.random.default_rng(9)
    shapes = [(2, 3, 4), (4,), (3, 1)]
    xs = [(f"x{i}", rng.standard_normal(s).astype(np.float32)) for i, s in enumerate(shapes)]
    _check(op, xs, opset)
    _check(op, xs[:1], opset)  # one input: a copy


@pytest.mark.parametrize("op", ["Max", "Min"])
@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_variadic_integers(op: str, dtype: str) -> None:
    _check(op, [("a", _data(dtype, (3, 4), 1)), ("b", _data(dtype, (4,), 2))], 13)


def test_comparison_of_constants_folds_into_where() -> None:
    """An Equal of constants folds; the Where it feeds runs on the bool constant."""
    w = _data("int64", (2, 3), 3)
    model = make_model(
        [
            node("Equal", ["w", "z"], ["m"]),
            node("Where", ["m", "x", "y0"], ["y"]),
        ],
        [("x", (2, 3)), ("y0", (2, 3))],
        ["y"],
        initializers=[("w", w), ("z", np.zeros((), np.int64))],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Where"]
    rng = np.random.default_rng(1)
    feeds = {n: rng.standard_normal((2, 3)).astype(np.float32) for n in ("x", "y0")}
    np.testing.assert_array_equal(interpret(graph, feeds)["y"], ort_value(model, feeds))


def test_where_needs_a_bool_condition() -> None:
    model = make_model(
        [node("Where", ["c", "x", "y"], ["z"])], [("c", (2,)), ("x", (2,)), ("y", (2,))], ["z"]
    )
    assert "condition must be bool, got float32" in import_error(model)


def test_and_needs_bools() -> None:
    model = make_model([node("And", ["a", "b"], ["y"])], [("a", (2,)), ("b", (2,))], ["y"])
    assert "And node 'and_n': needs bool inputs, got float32, float32" in import_error(model)


def test_mean_of_integers_is_refused() -> None:
    model = make_model(
        [node("Mean", ["a", "b"], ["y"])],
        [("a", (2,)), ("b", (2,))],
        ["y"],
        input_types={"a": TensorProto.INT32, "b": TensorProto.INT32},
    )
    assert "needs floating-point inputs, got int32" in import_error(model)


def test_where_after_a_conv_compiles_and_matches_onnxruntime() -> None:
    """Conv -> Greater(0) -> Where(conv, other) and a bool model input, compiled."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(4)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    model = make_model(
        [
            node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
            node("Greater", ["c", "zero"], ["pos"]),
            node("And", ["pos", "mask"], ["keep"]),
            node("Where", ["keep", "c", "x2"], ["y"]),
        ],
        [("x", (1, 3, 10, 10)), ("mask", (1, 1, 10, 10)), ("x2", (1, 8, 1, 10))],
        ["y"],
        initializers=[("w", w), ("zero", np.zeros((1,), np.float32))],
        input_types={"mask": TensorProto.BOOL},
    )
    graph = import_onnx(model)
    package, _ = compile_model(graph)
    feeds = {
        "x": rng.standard_normal((1, 3, 10, 10)).astype(np.float32),
        "mask": rng.random((1, 1, 10, 10)) < 0.7,
        "x2": rng.standard_normal((1, 8, 1, 10)).astype(np.float32),
    }
    got = Runtime(package, num_threads=2).run(feeds)["y"]
    want = ort_value(model, feeds)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    assert (got == feeds["x2"]).sum() > 100  # both branches were taken
    assert (got != feeds["x2"]).sum() > 100


def _specials(shape: tuple[int, ...], seed: int) -> np.ndarray:
    """Random floats with NaNs and infinities of both signs among them."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(np.float32)
    pick = rng.random(shape)
    x[pick < 0.15] = np.nan
    x[(pick >= 0.15) & (pick < 0.3)] = np.inf
    x[(pick >= 0.3) & (pick < 0.45)] = -np.inf
    return x


@pytest.mark.parametrize("opset", [9, 13, 20])
def test_isnan(opset: int) -> None:
    _check("IsNaN", [("x", _specials((3, 17), 8))], opset)


@pytest.mark.parametrize("opset", [10, 20])
@pytest.mark.parametrize(("positive", "negative"), [(1, 1), (1, 0), (0, 1), (0, 0)])
def test_isinf_by_sign(opset: int, positive: int, negative: int) -> None:
    x = _specials((4, 9), 9)
    _check("IsInf", [("x", x)], opset, detect_positive=positive, detect_negative=negative)


def test_isnan_of_integers_is_one_line() -> None:
    model = make_model(
        [node("IsNaN", ["x"], ["y"])],
        [("x", (3,))],
        ["y"],
        opset=13,
        input_types={"x": TensorProto.INT64},
    )
    message = import_error(model)
    assert "IsNaN" in message
    assert "int64" in message
