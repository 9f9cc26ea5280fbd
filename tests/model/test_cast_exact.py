"""Cast: exact where numpy computes ONNX's rule, a one-line refusal everywhere else.

Casts of constants are checked against onnxruntime on random data that includes
values out of the target's range where ONNX defines the result (floats overflow to
±inf, integers wrap around); float to integer out of range is undefined in ONNX and
refused. Casts of run-time tensors are Cast nodes, checked the same way; a float out of
an integer target's range fails the run. Types the graph does not compute on (bfloat16,
float8, float4, int4, ...) are refused by name, constant or not, as are runtime inputs
of float16 or float64.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from compiler.model.onnx_import import ModelImportError, import_onnx  # noqa: E402

EXACT = ["FLOAT", "DOUBLE", "FLOAT16", "BOOL"] + [
    f"{s}INT{b}" for s in ("", "U") for b in (8, 16, 32, 64)
]
# Every element type onnx defines (its enum's names), less the exact ones.
REFUSED = [n for n in TensorProto.DataType.keys() if n not in [*EXACT, "UNDEFINED"]]  # noqa: SIM118
OPSET = 21


def _cast_model(to: int, x: np.ndarray, *, constant: bool) -> Any:
    elem = helper.np_dtype_to_tensor_dtype(x.dtype)
    graph = helper.make_graph(
        [helper.make_node("Cast", ["x"], ["y"], name="the_cast", to=to)],
        "cast",
        [] if constant else [helper.make_tensor_value_info("x", elem, x.shape)],
        [helper.make_tensor_value_info("y", to, x.shape)],
        [numpy_helper.from_array(x, "x")] if constant else [],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])


def _error(model: Any) -> str:
    with pytest.raises(ModelImportError) as info:
        import_onnx(model)
    return str(info.value)


def _ort(model: Any) -> np.ndarray:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, {})[0]


@pytest.mark.parametrize("constant", [False, True])
@pytest.mark.parametrize("name", REFUSED)
def test_cast_to_a_type_we_cannot_compute_is_refused_by_name(name: str, constant: bool) -> None:
    x = np.random.default_rng(1).standard_normal(4).astype(np.float32) * 1e6
    message = _error(_cast_model(getattr(TensorProto, name), x, constant=constant))
    assert message == (
        f"Cast node 'the_cast': Cast to {name} is not supported (only to FLOAT, DOUBLE, "
        "FLOAT16, INT8 to INT64, UINT8 to UINT64 and BOOL, whose values are computed exactly)"
    )


@pytest.mark.parametrize("name", ["DOUBLE", "FLOAT16"])
def test_runtime_cast_to_a_float_type_the_graph_does_not_compute_is_refused(name: str) -> None:
    """float32 -> float16 was an Identity: 1e6 stayed 1e6 where float16 gives inf."""
    x = np.full(3, 1e6, np.float32)
    message = _error(_cast_model(getattr(TensorProto, name), x, constant=False))
    dtype = helper.tensor_dtype_to_np_dtype(getattr(TensorProto, name)).name
    assert message == f"Cast node 'the_cast': Cast on {dtype} tensors at run time is not supported"


RUNTIME = ["FLOAT", "BOOL"] + [f"{s}INT{b}" for s in ("", "U") for b in (8, 16, 32, 64)]
RUNTIME_SOURCES = ["float32", "int64", "int32", "int8", "uint8", "uint64", "bool"]


@pytest.mark.parametrize("target", RUNTIME)
@pytest.mark.parametrize("source", RUNTIME_SOURCES)
def test_cast_of_a_run_time_tensor_matches_onnxruntime(source: str, target: str) -> None:
    """A Cast node: floats round, integers wrap, floats truncate into integers, nonzero
    (NaN too) is True, exactly as onnxruntime, on values over the whole range."""
    from compiler.model.interpret import interpret

    to = getattr(TensorProto, target)
    rng = np.random.default_rng(RUNTIME_SOURCES.index(source) * 100 + RUNTIME.index(target))
    x = _in_range_for(_values(source, rng), helper.tensor_dtype_to_np_dtype(to))
    model = _cast_model(to, x, constant=False)
    graph = import_onnx(model)
    same = helper.tensor_dtype_to_np_dtype(to) == x.dtype
    assert list(graph.ops()) == ["Identity" if same else "Cast"]
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    want = session.run(None, {"x": x})[0]
    got = interpret(graph, {"x": x})["y"]
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize(("value", "target"), [(300.7, "INT8"), (np.nan, "INT32"), (-1.0, "UINT8")])
def test_run_time_cast_of_a_float_out_of_the_integer_range_fails_the_run(
    value: float, target: str
) -> None:
    from compiler.model.interpret import interpret

    x = np.array([1.5, value, -0.5], np.float32)
    graph = import_onnx(_cast_model(getattr(TensorProto, target), x, constant=False))
    with pytest.raises(ValueError, match="out of range: ONNX leaves the result undefined"):
        interpret(graph, {"x": x})
    fine = np.array([1.5, 2.9, -0.5], np.float32)
    assert interpret(graph, {"x": fine})["y"].tolist() == [1, 2, 0]


@pytest.mark.parametrize("name", ["FLOAT16", "DOUBLE", "BFLOAT16", "FLOAT8E4M3FN", "COMPLEX64"])
def test_runtime_inputs_of_other_float_types_are_refused(name: str) -> None:
    graph = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["y"])],
        "g",
        [helper.make_tensor_value_info("x", getattr(TensorProto, name), [2])],
        [helper.make_tensor_value_info("y", getattr(TensorProto, name), [2])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    assert _error(model).startswith(f"input 'x' is {name}, which is not supported")


def _values(dtype: str, rng: np.random.Generator) -> np.ndarray:
    """Random values of ``dtype``: floats over a wide range with ±inf, NaN and ±0, integers
    over the whole range."""
    if dtype == "bool":
        return rng.integers(0, 2, 40).astype(bool)
    if np.dtype(dtype).kind == "f":
        top = float(np.finfo(dtype).max)
        wide = np.concatenate(
            [
                rng.standard_normal(12) * 100,
                rng.uniform(-1, 1, 12) * top,
                rng.standard_normal(8) * 1e-6,
                [np.inf, -np.inf, np.nan, 0.0, -0.0, 65519.99, 65520.0, 2.5],
            ]
        )
        return wide.astype(dtype)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, 40, dtype=dtype, endpoint=True)


def _in_range_for(values: np.ndarray, target: np.dtype[Any]) -> np.ndarray:
    """``values`` with floats out of an integer target's range (undefined in ONNX) dropped."""
    if values.dtype.kind != "f" or target.kind not in "iu":
        return values
    info = np.iinfo(target)
    whole = np.trunc(values.astype(np.float64))
    return values[(whole >= info.min) & (whole < info.max + 1)]


SOURCES = ["float32", "float64", "float16", "int64", "int32", "int8", "uint8", "uint64", "bool"]


@pytest.mark.parametrize("target", EXACT)
@pytest.mark.parametrize("source", SOURCES)
def test_cast_of_a_constant_matches_onnxruntime(source: str, target: str) -> None:
    to = getattr(TensorProto, target)
    dtype = helper.tensor_dtype_to_np_dtype(to)
    rng = np.random.default_rng(SOURCES.index(source) * 100 + EXACT.index(target))
    x = _in_range_for(_values(source, rng), dtype)
    model = _cast_model(to, x, constant=True)
    ref = _ort(model)
    out = import_onnx(model).constants["y"]
    assert out.dtype == ref.dtype
    np.testing.assert_array_equal(out, ref)


@pytest.mark.parametrize(("value", "target"), [(300.7, "INT8"), (np.nan, "INT32"), (-1.0, "UINT8")])
def test_cast_of_a_float_out_of_the_integer_range_is_refused(value: float, target: str) -> None:
    x = np.array([1.5, value], np.float32)
    message = _error(_cast_model(getattr(TensorProto, target), x, constant=True))
    assert "is out of range: ONNX leaves the result undefined" in message
    assert message.startswith(f"Cast node 'the_cast': Cast of {np.float32(value)} to ")


def test_float16_constant_arithmetic_folds_in_float16() -> None:
    """Constants keep their type: a float16 product rounds to float16, as ONNX defines it
    and its reference evaluator computes. onnxruntime's CPU has no float16 Mul: it
    computes in float32 and drops the cast back, so it is not the reference here."""
    from onnx.reference import ReferenceEvaluator

    rng = np.random.default_rng(5)
    a, b = (rng.standard_normal(16).astype(np.float16) * 50 for _ in range(2))
    graph = helper.make_graph(
        [helper.make_node("Mul", ["a", "b"], ["m"]), helper.make_node("Cast", ["m"], ["y"], to=1)],
        "g",
        [],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [16])],
        [numpy_helper.from_array(a, "a"), numpy_helper.from_array(b, "b")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    out = import_onnx(model).constants["y"]
    np.testing.assert_array_equal(out, ReferenceEvaluator(model).run(None, {})[0])
    assert not np.array_equal(out, a.astype(np.float32) * b.astype(np.float32))
