"""Unary elementwise operators (:mod:`compiler.model.ops.unary`): import, type rule, numpy
semantics and folding, checked against onnxruntime, alone and after a compiled Conv."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from compiler.mathref import erf_erfc as _erf_erfc
from compiler.model.graph import Node, TensorType
from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx
from compiler.model.shapes import infer_types

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, ort_value  # noqa: E402

EDGES = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e30, -1e30, 1e-40, -1e-40, 89.0, -89.0, 1.0, -1.0]
"""Edge inputs, mixed into every random input (the ones an operator defines are compared)."""

# op -> (attributes, opsets to import at: one each side of a schema change)
CASES: dict[str, tuple[dict[str, Any], tuple[int, ...]]] = {
    "Sqrt": ({}, (7, 13)),
    "Exp": ({}, (7, 13)),
    "Log": ({}, (7, 13)),
    "Neg": ({}, (7, 13)),
    "Abs": ({}, (7, 13)),
    "Reciprocal": ({}, (7, 13)),
    "Tanh": ({}, (7, 13)),
    "Erf": ({}, (9, 13)),
    "HardSigmoid": ({"alpha": 0.3, "beta": 0.4}, (7, 22)),
    "HardSwish": ({}, (14, 22)),
    "LeakyRelu": ({"alpha": 0.07}, (7, 16)),
    "Elu": ({"alpha": 0.8}, (7, 22)),
    "Selu": ({}, (7, 22)),
    "Softplus": ({}, (7, 22)),
    "Softsign": ({}, (7, 22)),
    "Mish": ({}, (18, 22)),
    "Gelu": ({}, (20, 21)),
    "Floor": ({}, (7, 13)),
    "Ceil": ({}, (7, 13)),
    "Sign": ({}, (9, 13)),
}


def _data(seed: int = 31) -> np.ndarray:
    """Random values of small and large magnitude, negatives and the edge inputs."""
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(400) * rng.choice([0.1, 1.0, 4.0, 30.0], 400)).astype(np.float32)
    x[: len(EDGES)] = EDGES
    return x.reshape(4, 100)


LOOSER = {"Elu", "Selu", "Gelu"}
"""Ops where onnxruntime computes exp(x) - 1 (not expm1) or a float32 erf fit: within
1e-7 of it; :func:`test_exact_to_float64_truth` checks ours to float32 rounding."""


def _check(op: str, attrs: dict[str, Any], opset: int, atol: float = 1e-7) -> None:
    model = make_model([node(op, ["x"], ["y"], **attrs)], [("x", (4, 100))], ["y"], opset=opset)
    graph = import_onnx(model)
    assert list(graph.ops()) == [op]
    x = _data()
    got = interpret(graph, {"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == np.float32
    assert got.shape == want.shape
    atol = atol if op in LOOSER else 1e-30
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=atol, err_msg=f"{op} at opset {opset}")


@pytest.mark.parametrize(
    ("op", "opset"), [(op, opset) for op, (_, opsets) in CASES.items() for opset in opsets]
)
def test_matches_onnxruntime(op: str, opset: int) -> None:
    _check(op, CASES[op][0], opset)


def test_gelu_tanh_matches_onnxruntime() -> None:
    """onnxruntime's float32 x (1 + tanh u) / 2 cancels for negative x (1.8e-7 off where
    the value is near 0); ours is within float32 rounding of the truth (below)."""
    _check("Gelu", {"approximate": "tanh"}, 20, atol=3e-7)


def _phi(v: float) -> float:
    return 0.5 * math.erfc(-v / math.sqrt(2.0))


def _gelu_tanh(v: float) -> float:
    u = math.sqrt(2.0 / math.pi) * (v + 0.044715 * v**3)
    if u >= 0:
        return 0.5 * v * (1.0 + math.tanh(u))
    e = math.exp(2.0 * u)  # 1 + tanh u = 2 e / (1 + e), without cancellation
    return v * e / (1.0 + e)


TRUTH: dict[str, tuple[dict[str, Any], Any, float]] = {
    "Erf": ({}, math.erf, 2.0**-24),
    "Gelu": ({}, lambda v: v * _phi(v), 2.0**-24),
    "Gelu-tanh": ({"approximate": "tanh"}, _gelu_tanh, 2.0**-24),
    # float32 expm1, then times alpha: two roundings.
    "Elu": ({"alpha": 0.8}, lambda v: v if v >= 0 else 0.8 * math.expm1(v), 2.0**-22),
}


@pytest.mark.parametrize("case", sorted(TRUTH))
def test_exact_to_float64_truth(case: str) -> None:
    """Within float32 rounding (2^-24 relative) of the value computed in float64 by math."""
    attrs, fn, rtol = TRUTH[case]
    op = case.split("-", maxsplit=1)[0]
    x = _data(5).ravel()
    x = x[np.isfinite(x) & (np.abs(x) < 30)]
    model = make_model([node(op, ["x"], ["y"], **attrs)], [("x", x.shape)], ["y"], opset=20)
    got = interpret(import_onnx(model), {"x": x})["y"].astype(np.float64)
    want = np.vectorize(lambda v: fn(float(v)))(x.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-45)


def test_erf_erfc_in_float64_to_1e_11() -> None:
    z = np.linspace(0.0, 27.0, 20001)
    erf, erfc = _erf_erfc(z)
    np.testing.assert_allclose(erf, [math.erf(v) for v in z], rtol=1e-14)
    np.testing.assert_allclose(erfc, [math.erfc(v) for v in z], rtol=1e-11, atol=1e-300)


@pytest.mark.parametrize("op", ["Neg", "Abs", "Sign"])
@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_integers_match_onnxruntime(op: str, dtype: Any) -> None:
    onnx_type = {np.int32: TensorProto.INT32, np.int64: TensorProto.INT64}[dtype]
    model = make_model(
        [node(op, ["x"], ["y"])], [("x", (50,))], ["y"], input_types={"x": onnx_type}
    )
    x = np.random.default_rng(3).integers(-1000, 1000, 50).astype(dtype)
    x[:3] = [0, np.iinfo(dtype).min, np.iinfo(dtype).max]
    got = interpret(import_onnx(model), {"x": x})["y"]
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, ort_value(model, {"x": x}))


def test_a_chain_of_constants_folds() -> None:
    w = np.random.default_rng(4).standard_normal(6).astype(np.float32)
    model = make_model(
        [
            node("Abs", ["w"], ["a"]),
            node("Sqrt", ["a"], ["s"]),
            node("Erf", ["s"], ["e"]),
            node("Add", ["x", "e"], ["y"]),
        ],
        [("x", (6,))],
        ["y"],
        initializers=[("w", w)],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Add"]
    x = np.random.default_rng(5).standard_normal(6).astype(np.float32)
    np.testing.assert_allclose(
        interpret(graph, {"x": x})["y"], ort_value(model, {"x": x}), rtol=1e-6, atol=1e-7
    )


def test_float_ops_refuse_integers_and_gelu_checks_its_mode() -> None:
    with pytest.raises(ValueError, match="Sqrt node 's': needs floating-point inputs"):
        infer_types(Node("Sqrt", "s", ["x"], ["y"]), [TensorType((3,), "int64")])
    with pytest.raises(ValueError, match="Neg node 'n': needs numeric inputs, got bool"):
        infer_types(Node("Neg", "n", ["x"], ["y"]), [TensorType((3,), "bool")])
    with pytest.raises(ValueError, match="Gelu node 'g': approximate must be 'none' or 'tanh'"):
        infer_types(
            Node("Gelu", "g", ["x"], ["y"], {"approximate": "erf"}), [TensorType((3,), "float32")]
        )
    model = make_model(
        [node("Exp", ["x"], ["y"])], [("x", (3,))], ["y"], input_types={"x": TensorProto.INT64}
    )
    assert "Exp" in import_error(model)


def test_after_a_compiled_conv() -> None:
    """Conv (a compiled kernel) then a chain of unary numpy steps, compiled and run."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(6)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    chain = ["HardSwish", "Tanh", "Erf", "Softplus", "Gelu", "Neg", "Elu", "Mish"]
    nodes = [node("Conv", ["x", "w"], ["c0"], pads=[1, 1, 1, 1])]
    for i, op in enumerate(chain):
        out = "y" if i == len(chain) - 1 else f"c{i + 1}"
        nodes.append(node(op, [f"c{i}"], [out]))
        nodes[-1].name = f"{op.lower()}_{i}"
    model = make_model(nodes, [("x", (1, 3, 10, 10))], ["y"], opset=20, initializers=[("w", w)])
    graph = import_onnx(model)
    assert list(graph.ops())[1:] == chain
    runtime = Runtime(compile_model(graph)[0], num_threads=1)
    x = rng.standard_normal((1, 3, 10, 10)).astype(np.float32)
    got = runtime.run({"x": x})["y"]
    np.testing.assert_allclose(got, ort_value(model, {"x": x}), rtol=1e-5, atol=1e-6)
