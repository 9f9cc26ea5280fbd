"""Reductions and ArgMax/ArgMin (:mod:`compiler.model.ops.reduce`): axes as attribute or
input, negative and empty axes, keepdims, ties, checked against onnxruntime on random data."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, onnx_type, ort_value  # noqa: E402

FLOAT_ONLY = ("ReduceL2", "ReduceLogSumExp")
REDUCTIONS = (
    "ReduceSum",
    "ReduceMean",
    "ReduceMax",
    "ReduceMin",
    "ReduceProd",
    "ReduceL1",
    "ReduceL2",
    "ReduceSumSquare",
    "ReduceLogSumExp",
)


def _data(dtype: str, shape: tuple[int, ...], seed: int = 3) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype == "float32":
        return (rng.standard_normal(shape) * 2).astype(np.float32)
    return rng.integers(-5, 6, shape).astype(dtype)


def _reduce_model(op: str, opset: int, x: np.ndarray, axes: list[int] | None, **attrs: Any) -> Any:
    """``op`` with ``axes`` as its attribute before the opset that made it an input."""
    since = 13 if op == "ReduceSum" else 18
    inputs, inits = ["x"], []
    if axes is not None and opset >= since:
        inputs.append("axes")
        inits.append(("axes", np.array(axes, np.int64)))
    elif axes is not None:
        attrs["axes"] = axes
    return make_model(
        [node(op, inputs, ["y"], **attrs)],
        [("x", x.shape)],
        ["y"],
        opset=opset,
        initializers=inits,
        input_types={"x": onnx_type(x.dtype.name)},
    )


def _check(model: Any, x: np.ndarray, rtol: float = 1e-5) -> np.ndarray:
    graph = import_onnx(model)
    got = interpret(graph, {"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == want.dtype
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-6)
    return got


def _opsets(op: str) -> tuple[int, int]:
    """One opset with axes as an attribute, one with axes as an input."""
    return (11, 13) if op == "ReduceSum" else (13, 18)


@pytest.mark.parametrize("op", REDUCTIONS)
@pytest.mark.parametrize("axes", [[1], [-1, 0], [0, 2, 3], None])
@pytest.mark.parametrize("keepdims", [0, 1])
def test_reductions_match_onnxruntime(op: str, axes: list[int] | None, keepdims: int) -> None:
    x = _data("float32", (2, 3, 4, 5))
    if op == "ReduceProd":
        x = (1 + x / 8).astype(np.float32)  # a product of 120 values stays in range
    for opset in _opsets(op):
        _check(_reduce_model(op, opset, x, axes, keepdims=keepdims), x)


@pytest.mark.parametrize("op", [op for op in REDUCTIONS if op not in FLOAT_ONLY])
@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_integer_reductions(op: str, dtype: str) -> None:
    x = _data(dtype, (3, 4, 5))
    for opset in _opsets(op):
        _check(_reduce_model(op, opset, x, [0, -1], keepdims=0), x, rtol=0)


@pytest.mark.parametrize("op", REDUCTIONS)
def test_empty_axes_with_noop_reduce_nothing(op: str) -> None:
    """noop_with_empty_axes: the per-element part only (ReduceSumSquare squares), as ORT."""
    x = _data("float32", (3, 4))
    opset = _opsets(op)[1]
    got = _check(_reduce_model(op, opset, x, [], noop_with_empty_axes=1), x)
    assert got.shape == x.shape
    _check(_reduce_model(op, opset, x, [], noop_with_empty_axes=0, keepdims=0), x)


def test_float_sum_of_many_values() -> None:
    """A long float32 sum (one accumulation order each) stays within 1e-5 of ORT."""
    x = (np.random.default_rng(5).random((1, 64, 56, 56)) + 0.5).astype(np.float32)
    _check(_reduce_model("ReduceMean", 13, x, [2, 3]), x)
    _check(_reduce_model("ReduceSum", 13, x, None, keepdims=0), x)


def test_runtime_axes_are_refused() -> None:
    model = make_model(
        [node("ReduceMean", ["x", "axes"], ["y"])],
        [("x", (2, 3)), ("axes", (1,))],
        ["y"],
        opset=18,
        input_types={"axes": TensorProto.INT64},
    )
    assert "axes ('axes') must be a constant" in import_error(model)


def test_integer_log_sum_exp_is_refused() -> None:
    x = _data("int32", (2, 3))
    message = import_error(_reduce_model("ReduceLogSumExp", 13, x, [1]))
    assert "needs floating-point input, got int32" in message


def _arg_model(op: str, opset: int, shape: tuple[int, ...], dtype: str, **attrs: Any) -> Any:
    return make_model(
        [node(op, ["x"], ["y"], **attrs)],
        [("x", shape)],
        ["y"],
        opset=opset,
        input_types={"x": onnx_type(dtype)},
    )


@pytest.mark.parametrize("op", ["ArgMax", "ArgMin"])
@pytest.mark.parametrize("dtype", ["float32", "int32"])
@pytest.mark.parametrize("axis", [0, 2, -1])
@pytest.mark.parametrize("keepdims", [0, 1])
@pytest.mark.parametrize("last", [0, 1])
def test_arg_with_ties(op: str, dtype: str, axis: int, keepdims: int, last: int) -> None:
    """Values drawn from -2..2 so that ties are everywhere; first or last index wins."""
    x = np.random.default_rng(2).integers(-2, 3, (3, 4, 5)).astype(dtype)
    for opset in (11, 13) if not last else (12, 13):
        attrs = {"select_last_index": last} if last else {}
        model = _arg_model(op, opset, x.shape, dtype, axis=axis, keepdims=keepdims, **attrs)
        got = _check(model, x, rtol=0)
        assert got.dtype == np.int64


def test_reduce_mean_and_argmax_after_a_conv_compile() -> None:
    """Conv -> ReduceMean over H, W (squeeze-and-excitation's pool) and ArgMax over C."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(8)
    w = rng.standard_normal((16, 3, 3, 3)).astype(np.float32)
    model = make_model(
        [
            node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
            node("ReduceMean", ["c", "axes"], ["m"], keepdims=1),
            node("Mul", ["c", "m"], ["y"]),
            node("ArgMax", ["c"], ["z"], axis=1, keepdims=0),
        ],
        [("x", (1, 3, 12, 12))],
        ["y", "z"],
        opset=18,
        initializers=[("w", w), ("axes", np.array([-2, -1], np.int64))],
    )
    graph = import_onnx(model)
    package, _ = compile_model(graph)
    x = rng.standard_normal((1, 3, 12, 12)).astype(np.float32)
    got = Runtime(package, num_threads=2).run({"x": x})
    ort = pytest.importorskip("onnxruntime")
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    want_y, want_z = session.run(None, {"x": x})
    np.testing.assert_allclose(got["y"], want_y, rtol=1e-4, atol=1e-5)
    np.testing.assert_array_equal(got["z"], want_z)
