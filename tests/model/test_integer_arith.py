"""Integer Add, Sub, Mul, Div and Clip against onnxruntime: run time and import-time folding.

ONNX integer arithmetic wraps around on overflow (two's complement, as onnxruntime's
C++ does) and Div truncates toward zero; numpy's ``//`` floors, so Div has its own
kernel. The data spans each dtype's whole range, so sums and products overflow, and the
divisors take both signs (never zero: ONNX leaves that undefined).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import helper, numpy_helper  # noqa: E402

from compiler.model.interpret import interpret  # noqa: E402
from compiler.model.onnx_import import import_onnx  # noqa: E402

DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
OPS = ["Add", "Sub", "Mul", "Div"]
OPSET = 14  # Add, Sub, Mul and Div take 8- and 16-bit integers from opset 14


def _operands(dtype: str, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A [3, 4, 5] and a broadcasting [4, 1] over the dtype's range; B has no zero and,
    when signed, both signs (including -1 and the extremes)."""
    rng = np.random.default_rng(seed)
    info = np.iinfo(dtype)
    a = rng.integers(info.min, info.max, (3, 4, 5), dtype=dtype, endpoint=True)
    a.reshape(-1)[:2] = (info.min, info.max)
    b = rng.integers(info.min, info.max, (4, 1), dtype=dtype, endpoint=True)
    small = [-1, 3, -7, 2] if info.min < 0 else [1, 3, 7, 2]
    b[:, 0] = np.where(np.arange(4) % 2 == 0, b[:, 0], small)  # small divisors too
    b[b == 0] = 1
    return a, b


def _model(
    op: str,
    dtype: str,
    initializers: list[Any],
    shapes: tuple[tuple[int, ...], ...] = ((3, 4, 5), (4, 1), (3, 4, 5)),
) -> Any:
    elem = helper.np_dtype_to_tensor_dtype(np.dtype(dtype))
    inputs = [
        helper.make_tensor_value_info(n, elem, s)
        for n, s in zip("ab", shapes[:2], strict=True)
        if n not in {i.name for i in initializers}
    ]
    graph = helper.make_graph(
        [helper.make_node(op, ["a", "b"], ["y"])],
        op,
        inputs,
        [helper.make_tensor_value_info("y", elem, shapes[2])],
        initializers,
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])


def _ort(model: Any, feeds: dict[str, np.ndarray]) -> np.ndarray:
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    try:
        session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime has no kernel for some op and dtype pairs
        if "NOT_IMPLEMENTED" in str(exc):
            pytest.skip(f"onnxruntime has no kernel: {str(exc).splitlines()[0][:120]}")
        raise
    return session.run(None, feeds)[0]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", OPS)
def test_runtime_integer_arithmetic_matches_onnxruntime(op: str, dtype: str) -> None:
    a, b = _operands(dtype, seed=OPS.index(op) * 10 + DTYPES.index(dtype))
    model = _model(op, dtype, [])
    ref = _ort(model, {"a": a, "b": b})
    graph = import_onnx(model)
    assert [n.op for n in graph.nodes] == [op]
    out = interpret(graph, {"a": a, "b": b})["y"]
    assert out.dtype == ref.dtype
    np.testing.assert_array_equal(out, ref)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", OPS)
def test_folded_integer_arithmetic_matches_onnxruntime(op: str, dtype: str) -> None:
    a, b = _operands(dtype, seed=100 + OPS.index(op) * 10 + DTYPES.index(dtype))
    consts = [numpy_helper.from_array(a, "a"), numpy_helper.from_array(b, "b")]
    model = _model(op, dtype, consts)
    ref = _ort(model, {})
    graph = import_onnx(model)
    assert not graph.nodes  # folded at import
    assert graph.constants["y"].dtype == ref.dtype
    np.testing.assert_array_equal(graph.constants["y"], ref)


def test_division_truncates_toward_zero() -> None:
    a = np.array([7, -7, 7, -7, 5, -128, 127, -128], np.int8)
    b = np.array([2, 2, -2, -2, -128, -1, -128, 127], np.int8)
    model = _model("Div", "int8", [], ((8,), (8,), (8,)))
    out = interpret(import_onnx(model), {"a": a, "b": b})["y"]
    np.testing.assert_array_equal(out, [3, -3, -3, 3, 0, -128, 0, -1])
    np.testing.assert_array_equal(out, _ort(model, {"a": a, "b": b}))


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint8"])
def test_integer_clip_without_bounds_and_with_bounds(dtype: str) -> None:
    """An absent Clip bound is ±inf, which no integer holds: the kernel must not cast it."""
    rng = np.random.default_rng(7)
    info = np.iinfo(dtype)
    x = rng.integers(info.min, info.max, (2, 9), dtype=dtype, endpoint=True)
    lo, hi = np.array(info.min // 2 + 3, dtype), np.array(info.max // 3, dtype)
    elem = helper.np_dtype_to_tensor_dtype(np.dtype(dtype))
    for bounds in ([], [lo], [lo, hi]):
        names = ["x", *("lo", "hi")[: len(bounds)]]
        graph = helper.make_graph(
            [helper.make_node("Clip", names, ["y"])],
            "clip",
            [helper.make_tensor_value_info("x", elem, (2, 9))],
            [helper.make_tensor_value_info("y", elem, (2, 9))],
            [numpy_helper.from_array(v, n) for n, v in zip(names[1:], bounds, strict=True)],
        )
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
        out = interpret(import_onnx(model), {"x": x})["y"]
        np.testing.assert_array_equal(out, _ort(model, {"x": x}))
