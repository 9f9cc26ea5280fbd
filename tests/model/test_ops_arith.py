"""Mod, Pow, PRelu, CastLike (:mod:`compiler.model.ops.arith`) and the shape arithmetic
evaluated at import (Range, Size): run-time and constant inputs against onnxruntime on
random data at several opsets, and their one-line refusals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, onnx_type, ort_outputs  # noqa: E402


def _ort(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    return ort_outputs(model, feeds)


def _model(
    nodes: list[Any],
    feeds: dict[str, np.ndarray],
    *,
    opset: int,
    initializers: Sequence[tuple[str, np.ndarray]] = (),
) -> Any:
    return make_model(
        nodes,
        [(n, v.shape) for n, v in feeds.items()],
        ["y"],
        opset=opset,
        initializers=initializers,
        input_types={n: onnx_type(v.dtype.name) for n, v in feeds.items()},
    )


def _check(
    nodes: list[Any],
    feeds: dict[str, np.ndarray],
    *,
    opset: int,
    initializers: Sequence[tuple[str, np.ndarray]] = (),
    ulps: int = 0,
) -> np.ndarray:
    """The model through the importer and the interpreter against onnxruntime: exactly, or
    within ``ulps`` units in the last place of float32."""
    model = _model(nodes, feeds, opset=opset, initializers=initializers)
    got = interpret(import_onnx(model), feeds)["y"]
    (want,) = _ort(model, feeds)
    assert got.dtype == want.dtype
    assert got.shape == want.shape
    if ulps:
        np.testing.assert_array_max_ulp(got, want, maxulp=ulps)
    else:
        np.testing.assert_array_equal(got, want)
    return got


def _named(op: str, inputs: list[str], output: str, **attrs: Any) -> Any:
    """A node named after its output (models of several nodes of one operator)."""
    return onnx.helper.make_node(op, inputs, [output], name=output, **attrs)


# --------------------------------------------------------------------------- Mod


def _dividends(dtype: str, shape: tuple[int, ...], seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype.startswith("float"):
        return (rng.standard_normal(shape) * 20).astype(dtype)
    if dtype.startswith("uint"):
        return rng.integers(0, 200, shape).astype(dtype)
    return rng.integers(-120, 120, shape).astype(dtype)


def _divisors(dtype: str, shape: tuple[int, ...], seed: int) -> np.ndarray:
    d = _dividends(dtype, shape, seed)
    if dtype.startswith("float"):
        return np.where(np.abs(d) < 0.5, np.float32(1.5), d).astype(dtype)
    d = d % 13 if dtype.startswith("uint") else d % 27 - 13
    return np.where(d == 0, 7, d).astype(dtype)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint8", "uint32"])
@pytest.mark.parametrize("fmod", [0, 1])
@pytest.mark.parametrize("opset", [10, 13])
def test_integer_mod_of_mixed_signs(dtype: str, fmod: int, opset: int) -> None:
    a, b = _dividends(dtype, (3, 4, 5), 1), _divisors(dtype, (4, 1), 2)
    got = _check([node("Mod", ["a", "b"], ["y"], fmod=fmod)], {"a": a, "b": b}, opset=opset)
    if dtype.startswith("int"):  # both signs of remainder occur
        assert (got < 0).any()
        assert (got > 0).any()


@pytest.mark.parametrize("opset", [10, 13])
def test_float_fmod(opset: int) -> None:
    a, b = _dividends("float32", (6, 5), 3), _divisors("float32", (5,), 4)
    _check([node("Mod", ["a", "b"], ["y"], fmod=1)], {"a": a, "b": b}, opset=opset)


def test_float_mod_with_fmod_0_before_opset_28_is_one_line() -> None:
    model = _model(
        [node("Mod", ["a", "b"], ["y"])],
        {"a": np.zeros(3, np.float32), "b": np.ones(3, np.float32)},
        opset=13,
    )
    assert import_error(model) == (
        "Mod node 'mod_n': fmod=0 on float32 inputs is undefined before opset 28"
    )


def test_float_mod_with_fmod_0_at_opset_28_takes_the_divisors_sign() -> None:
    """Mod-28's definition (A - floor(A / B) * B, its special cases), which onnxruntime
    does not implement yet: against ONNX's reference evaluator."""
    from onnx.reference import ReferenceEvaluator

    a = np.concatenate([_dividends("float32", (20,), 5), [0.0, -0.0, np.inf, 3.0, -3.0, 2.5]])
    b = np.concatenate([_divisors("float32", (20,), 6), [-2.0, 2.0, 2.0, np.inf, np.inf, 0.0]])
    a, b = a.astype(np.float32), b.astype(np.float32)
    model = _model([node("Mod", ["a", "b"], ["y"])], {"a": a, "b": b}, opset=28)
    got = interpret(import_onnx(model), {"a": a, "b": b})["y"]
    (want,) = ReferenceEvaluator(model).run(None, {"a": a, "b": b})
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))
    assert ((got[:20] < 0) == (b[:20] < 0)).all()


def test_mod_of_constants_folds_and_refuses_a_zero_divisor() -> None:
    a, b = np.array([7, -7, 7, -7], np.int64), np.array([3, 3, -3, -3], np.int64)
    model = make_model(
        [node("Mod", ["a", "b"], ["y"])], [], ["y"], initializers=[("a", a), ("b", b)]
    )
    assert import_onnx(model).constants["y"].tolist() == [1, 2, -2, -1]
    zero = make_model(
        [node("Mod", ["a", "z"], ["y"])],
        [],
        ["y"],
        initializers=[("a", a), ("z", np.array([1, 0, 1, 1], np.int64))],
    )
    assert import_error(zero) == "Mod node 'mod_n': integer modulo by zero"


# --------------------------------------------------------------------------- Pow


@pytest.mark.parametrize(
    ("x_shape", "y_shape"), [((3, 4), (3, 4)), ((2, 3, 4), (4,)), ((4,), (3, 1)), ((3, 4), ())]
)
@pytest.mark.parametrize("opset", [7, 12, 13, 15])
def test_float_pow_within_a_float32_rounding(
    x_shape: tuple[int, ...], y_shape: tuple[int, ...], opset: int
) -> None:
    """powf against float64 rounded once: at most one unit in the last place apart."""
    rng = np.random.default_rng(7)
    x = rng.uniform(0.1, 4.0, x_shape).astype(np.float32)
    y = rng.uniform(-3.0, 3.0, y_shape).astype(np.float32)
    _check([node("Pow", ["x", "e"], ["y"])], {"x": x, "e": y}, opset=opset, ulps=1)


@pytest.mark.parametrize("power", [2.0, 3.0, 0.5, -1.0, 0.0])
def test_pow_by_a_scalar_exponent(power: float) -> None:
    """2 and 3 are x * x (* x) in float32, as onnxruntime computes them: bit for bit."""
    x = (np.random.default_rng(8).standard_normal((5, 6)) * 3).astype(np.float32)
    if power == 0.5:
        x = np.abs(x)
    exact = 0 if power in (2.0, 3.0, 0.0, -1.0) else 1
    _check(
        [node("Pow", ["x", "e"], ["y"])],
        {"x": x},
        opset=13,
        initializers=[("e", np.array(power, np.float32))],
        ulps=exact,
    )


@pytest.mark.parametrize("exponent", ["int32", "int64"])
def test_float_base_integer_exponent(exponent: str) -> None:
    """std::pow(float, int) computes in double: exact here, rounded to float32 once."""
    rng = np.random.default_rng(9)
    x = (rng.standard_normal((4, 5)) * 2).astype(np.float32)
    y = rng.integers(0, 7, (5,)).astype(exponent)
    _check([node("Pow", ["x", "e"], ["y"])], {"x": x, "e": y}, opset=15)


@pytest.mark.parametrize(
    ("base", "exponent"),
    [("int32", "int32"), ("int64", "int64"), ("int64", "float32"), ("int32", "float32")],
)
def test_integer_base_truncates(base: str, exponent: str) -> None:
    rng = np.random.default_rng(10)
    x = rng.integers(-6, 7, (3, 4)).astype(base)
    if exponent.startswith("int"):
        y = rng.integers(0, 5, (4,)).astype(exponent)
    else:  # fractional powers of positive bases; negative integers powers of any
        x = np.abs(x) + 1
        y = rng.uniform(-2.0, 2.5, (4,)).astype(exponent)
    _check([node("Pow", ["x", "e"], ["y"])], {"x": x, "e": y}, opset=15)


def test_pow_of_a_bool_exponent_is_one_line() -> None:
    model = _model(
        [node("Pow", ["x", "b"], ["y"])],
        {"x": np.ones(2, np.float32), "b": np.ones(2, bool)},
        opset=15,
    )
    assert import_error(model) == "Pow node 'pow_n': exponent must be numeric, got bool"


# --------------------------------------------------------------------------- PRelu


@pytest.mark.parametrize("slope_shape", [(3, 1, 1), (1,), (5,), (4, 5), (2, 3, 4, 5), ()])
@pytest.mark.parametrize("opset", [7, 9, 16])
def test_prelu_slope_broadcasts(slope_shape: tuple[int, ...], opset: int) -> None:
    rng = np.random.default_rng(11)
    x = rng.standard_normal((2, 3, 4, 5)).astype(np.float32)
    x[0, 0, 0, :2] = (0.0, -0.0)
    slope = rng.uniform(-0.5, 0.5, slope_shape).astype(np.float32)
    _check([node("PRelu", ["x", "s"], ["y"])], {"x": x}, opset=opset, initializers=[("s", slope)])
    _check([node("PRelu", ["x", "s"], ["y"])], {"x": x, "s": slope}, opset=opset)


def test_prelu_slope_that_does_not_broadcast_to_x_is_one_line() -> None:
    model = _model(
        [node("PRelu", ["x", "s"], ["y"])],
        {"x": np.ones((2, 3), np.float32), "s": np.ones((2, 1, 3), np.float32)},
        opset=16,
    )
    assert import_error(model) == (
        "PRelu node 'prelu_n': slope (2, 1, 3) does not broadcast to X (2, 3)"
    )


# --------------------------------------------------------------------------- CastLike


@pytest.mark.parametrize(
    ("source", "target"),
    [("float32", "int32"), ("int64", "float32"), ("float32", "bool"), ("uint8", "int8")],
)
def test_cast_like_of_a_run_time_tensor(source: str, target: str) -> None:
    rng = np.random.default_rng(12)
    x = (
        (rng.standard_normal(20) * 50).astype(source)
        if source != "uint8"
        else rng.integers(0, 256, 20).astype(source)
    )
    like = np.zeros(3, target)
    for opset in (15, 19, 21):
        _check([node("CastLike", ["x", "like"], ["y"])], {"x": x, "like": like}, opset=opset)


def test_cast_like_of_a_constant_folds() -> None:
    c = np.array([1.5, -2.5, 3.0], np.float32)
    model = make_model(
        [node("CastLike", ["c", "x"], ["k"]), node("Mul", ["x", "k"], ["y"])],
        [("x", (3,))],
        ["y"],
        opset=15,
        initializers=[("c", c)],
        input_types={"x": TensorProto.INT64},
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Mul"]
    assert graph.constants["k"].tolist() == [1, -2, 3]


# --------------------------------------------------------------------------- Range, Size


@pytest.mark.parametrize(
    ("dtype", "start", "limit", "delta"),
    [
        ("int64", 3, 17, 4),
        ("int32", 10, -6, -3),
        ("int16", 0, 5, 1),
        ("int64", 5, 5, 1),  # empty
        ("int64", 0, -5, 1),  # empty: negative count
        ("float32", 0.0, 5.0, 0.5),
        ("float32", 1.0, -2.0, -0.25),
        ("float64", -1.5, 2.0, 0.5),
    ],
)
def test_range_of_constants(dtype: str, start: float, limit: float, delta: float) -> None:
    """Evaluated at import (a Range's length depends on its values), as onnxruntime."""
    values = [np.array(v, dtype) for v in (start, limit, delta)]
    model = make_model(
        [node("Range", ["s", "l", "d"], ["y"])],
        [],
        ["y"],
        opset=11,
        initializers=list(zip(("s", "l", "d"), values, strict=True)),
    )
    got = import_onnx(model).constants["y"]
    runtime = make_model(
        [node("Range", ["s", "l", "d"], ["y"])],
        [(n, ()) for n in ("s", "l", "d")],
        ["y"],
        opset=11,
        input_types=dict.fromkeys(("s", "l", "d"), onnx_type(dtype)),
    )
    (want,) = _ort(runtime, dict(zip(("s", "l", "d"), values, strict=True)))
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


def test_float_range_where_onnx_and_onnxruntime_differ_is_refused() -> None:
    """ONNX says start + i * delta; onnxruntime sums delta up: 0.1 apart they round apart."""
    values = [np.array(v, np.float32) for v in (0.0, 3.0, 0.1)]
    model = make_model(
        [node("Range", ["s", "l", "d"], ["y"])],
        [],
        ["y"],
        opset=11,
        initializers=list(zip(("s", "l", "d"), values, strict=True)),
    )
    message = import_error(model)
    assert message.startswith("Range node 'range_n': element ")
    assert "by ONNX's start + i * delta but" in message


def test_range_of_a_run_time_limit_is_one_line() -> None:
    model = make_model(
        [node("Range", ["s", "l", "d"], ["y"])],
        [("l", ())],
        ["y"],
        opset=11,
        initializers=[("s", np.array(0, np.int64)), ("d", np.array(1, np.int64))],
        input_types={"l": TensorProto.INT64},
    )
    assert import_error(model) == (
        "Range node 'range_n': limit ('l') must be a constant, it is computed at run time "
        "(Range's length depends on it)"
    )


def test_size_is_a_constant() -> None:
    model = make_model(
        [
            node("Size", ["x"], ["n"]),
            node("Cast", ["n"], ["nf"], to=TensorProto.FLOAT),
            node("Mul", ["x", "nf"], ["y"]),
        ],
        [("x", (2, 3, 4))],
        ["y"],
        opset=13,
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Mul"]
    assert graph.constants["nf"].tolist() == 24.0
    x = np.random.default_rng(13).standard_normal((2, 3, 4)).astype(np.float32)
    np.testing.assert_array_equal(interpret(graph, {"x": x})["y"], _ort(model, {"x": x})[0])


def test_exporter_shape_arithmetic_on_run_time_data() -> None:
    """torch's ``x[:, :, -s:]`` and ``x.expand(n, c, h, w)`` as exported: Shape, Gather,
    Range, Mod, Equal, Where and Expand chains fold to constants feeding run-time ops."""
    x = np.random.default_rng(14).standard_normal((2, 3, 8)).astype(np.float32)
    i64 = {k: np.array(v, np.int64) for k, v in {"two": 2, "zero": 0, "one": 1, "m3": -3}.items()}
    nodes = [
        _named("Shape", ["x"], "shp"),
        _named("Gather", ["shp", "two"], "w"),  # 8
        _named("Range", ["zero", "w", "one"], "r"),  # 0..7
        _named("Mod", ["r", "m3"], "m"),  # sign of -3
        _named("Equal", ["m", "zero"], "eq"),
        _named("Where", ["eq", "one", "zero"], "mask"),  # 1 at 0, 3, 6
        _named("Cast", ["mask"], "maskf", to=TensorProto.FLOAT),
        _named("Unsqueeze", ["m3", "zero"], "st"),
        _named("Unsqueeze", ["w", "zero"], "en"),
        _named("Unsqueeze", ["two", "zero"], "ax"),
        _named("Slice", ["x", "st", "en", "ax"], "tail"),  # x[:, :, -3:]
        _named("Expand", ["maskf", "shp"], "big"),
        _named("Mul", ["x", "big"], "xm"),
        _named("Slice", ["xm", "st", "en", "ax"], "xt"),
        _named("Add", ["tail", "xt"], "y"),
    ]
    model = make_model(nodes, [("x", x.shape)], ["y"], opset=13, initializers=list(i64.items()))
    graph = import_onnx(model)
    assert sorted(graph.ops()) == ["Add", "Mul", "Slice", "Slice"]
    np.testing.assert_array_equal(interpret(graph, {"x": x})["y"], _ort(model, {"x": x})[0])
