"""The import's refusals: every unsupported operator named at once, and nodes of operators
we do not convert evaluated (ONNX's reference implementation) where their inputs are
constants, so only what computes on run-time tensors is refused."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from compiler.model.frontend.refusal import NAME_CHARS, NAMES_PER_OPERATOR, short_name
from compiler.model.onnx_import import ModelImportError, import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

FLOAT = TensorProto.FLOAT
RNG = np.random.default_rng(31)


def model_of(
    nodes: Sequence[Any],
    x_shape: Sequence[int],
    outputs: Sequence[str],
    initializers: dict[str, np.ndarray] | None = None,
    opset: int = 17,
    domains: dict[str, int] | None = None,
) -> Any:
    """A checked model of ``nodes`` with one float input ``x``, shapes inferred by ONNX."""
    graph = helper.make_graph(
        list(nodes),
        "refusals",
        [helper.make_tensor_value_info("x", FLOAT, list(x_shape))],
        [helper.make_value_info(n, onnx.TypeProto()) for n in outputs],
        initializer=[numpy_helper.from_array(v, n) for n, v in (initializers or {}).items()],
    )
    opsets = {"": opset, **(domains or {})}
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid(d, v) for d, v in opsets.items()]
    )
    model.ir_version = 8
    inferred = onnx.shape_inference.infer_shapes(model)
    for out in inferred.graph.output:  # the checker wants a type and a shape on each
        if not out.type.tensor_type.elem_type:
            out.type.tensor_type.elem_type = FLOAT
        out.type.tensor_type.shape.SetInParent()
    return inferred


def n(op: str, inputs: Sequence[str], output: str, **attrs: Any) -> Any:
    """A node named after its output."""
    return helper.make_node(op, list(inputs), [output], name=output, **attrs)


def refusal(model: Any) -> str:
    """The one-line refusal of ``model``."""
    with pytest.raises(ModelImportError) as info:
        import_onnx(model)
    message = str(info.value)
    assert "\n" not in message
    return message


def ort_run(model: Any, x: np.ndarray) -> list[np.ndarray]:
    """Every output of ``model`` on ``x``, by onnxruntime."""
    ort = pytest.importorskip("onnxruntime")
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return [np.asarray(v) for v in session.run(None, {"x": x})]


# --------------------------------------------------------------------------- the message


def test_every_unsupported_operator_is_named_with_its_count_most_first() -> None:
    # 2 Sin then 5 Cos on run-time tensors, and a supported Relu reading both.
    nodes = [n("Sin", ["x"], f"sin{i}") for i in range(2)]
    nodes += [n("Cos", ["x"], f"cos{i}") for i in range(5)]
    nodes += [n("Add", ["sin1", "cos4"], "s"), n("Relu", ["s"], "y")]
    message = refusal(model_of(nodes, (2, 3), ["y"]))
    assert message == (
        "unsupported operators (opset 17; 7 nodes): Cos (5 nodes: cos0, cos1, cos2, ...), "
        "Sin (2 nodes: sin0, sin1)"
    )


def test_ten_operators_with_long_node_names_are_all_named_in_a_bounded_line() -> None:
    # Exporters name nodes by module path: the old 600-character cut named one operator.
    ops = ["Sin", "Cos", "Tan", "CumSum", "Asin"]
    ops += ["Det", "Acos", "Atan", "Sinh", "Cosh"]
    nodes, counts = [], {}
    for k, op in enumerate(ops):
        counts[op] = k % 4 + 1
        for i in range(counts[op]):
            path = "/".join(f"features.{k}.block{j}" for j in range(6))
            nodes.append(helper.make_node(op, ["x"], [f"{op}{i}"], name=f"/{path}/{op}_{i}"))
    message = refusal(model_of(nodes, (1, 4), [f"{ops[0]}0"]))
    for op, count in counts.items():
        assert re.search(rf"\b{op} \({count} nodes?: ", message), op
    names = re.findall(r"/features[^,)]*", message)
    assert len(names) == sum(min(c, NAMES_PER_OPERATOR) for c in counts.values())
    assert all(len(name) <= NAME_CHARS for name in names)
    assert ", ...)" in message  # the 4-node operators show 3 names
    budget = sum(len(op) + 20 + NAMES_PER_OPERATOR * (NAME_CHARS + 2) for op in ops)
    assert len(message) < budget


def test_short_name_keeps_both_ends() -> None:
    long = "/encoder/layers.11/attention/self/query/MatMul_with_a_long_tail"
    short = short_name(long, 20)
    assert len(short) == 20
    assert short.startswith(long[:8])
    assert short.endswith(long[-8:])
    assert short_name("conv1", 20) == "conv1"


# --------------------------------------------------------------------------- evaluation


def mask_chain(x_shape: tuple[int, int, int]) -> tuple[list[Any], dict[str, np.ndarray]]:
    """Nodes computing, from constants and x's shape only, ``shape`` (x reshaped to
    ``[1, 3, 8]``) and ``scale`` (``[1, 3, 8]`` floats): Range, Mod, Equal, Not, Where,
    Pow, ScatterND (which the graph does not have) and Expand."""
    assert x_shape == (1, 6, 4)
    consts = {
        "zero": np.array(0, np.int64),
        "one": np.array(1, np.int64),
        "three": np.array(3, np.int64),
        "idx1": np.array([1], np.int64),
        "two_eight": np.array([3, 8], np.int64),
        "lead": np.array([1], np.int64),
        "a": RNG.uniform(0.5, 2.0, (1,)).astype(np.float32),
        "b": RNG.uniform(-2.0, -0.5, (1,)).astype(np.float32),
        "half": np.array(0.5, np.float32),
        "where_idx": np.array([[2], [5]], np.int64),
        "patch": RNG.standard_normal(2).astype(np.float32),
    }
    nodes = [
        n("Shape", ["x"], "x_shape"),
        n("Gather", ["x_shape", "idx1"], "channels"),  # [6]
        n("Mul", ["channels", "idx1"], "six"),  # supported, folded: [6]
        n("Squeeze", ["six"], "six_s"),
        n("Add", ["six_s", "six_s"], "twelve"),
        n("Sub", ["twelve", "three"], "nine"),
        n("Sub", ["nine", "one"], "eight"),
        n("Range", ["zero", "eight", "one"], "r"),  # [0..7]
        n("Mod", ["r", "three"], "m"),
        n("Equal", ["m", "zero"], "eq"),
        n("Not", ["eq"], "ne"),
        n("Where", ["ne", "a", "b"], "w"),  # [8] floats
        n("Pow", ["w", "half"], "p"),  # NaN where w < 0: Where picks only positive ones
        n("Where", ["eq", "b", "p"], "w2"),
        n("ScatterND", ["w2", "where_idx", "patch"], "sc"),
        n("Concat", ["lead", "two_eight"], "shape", axis=0),
        n("Expand", ["sc", "shape"], "scale"),  # [1, 3, 8]
    ]
    return nodes, consts


def test_constant_chain_is_evaluated_and_the_model_compiles_like_onnxruntime(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from runtime import compile_model
    from runtime.model import Runtime

    nodes, consts = mask_chain((1, 6, 4))
    nodes += [
        n("Reshape", ["x", "shape"], "xr"),
        n("Mul", ["xr", "scale"], "xs"),
        n("Relu", ["xs"], "y"),
    ]
    model = model_of(nodes, (1, 6, 4), ["y"], consts)
    with caplog.at_level(logging.DEBUG, logger="compiler.model.frontend"):
        graph = import_onnx(model)
    assert {node.op for node in graph.nodes} <= {"Mul", "Relu", "Reshape"}, graph.summary()
    # ScatterND folds by the ONNX reference; the rest through their OpDefs and converters.
    assert "reference implementation: ScatterND x1" in caplog.text, caplog.text
    runtime = Runtime(compile_model(graph)[0], num_threads=1)
    for seed in (1, 2):
        x = np.random.default_rng(seed).standard_normal((1, 6, 4)).astype(np.float32)
        (want,) = ort_run(model, x)
        got = runtime.run({"x": x})["y"]
        assert got.shape == want.shape == (1, 3, 8)
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
        assert np.count_nonzero(want) > 0


def test_an_unsupported_operator_on_a_run_time_tensor_after_the_chain_is_refused() -> None:
    nodes, consts = mask_chain((1, 6, 4))
    nodes += [
        n("Reshape", ["x", "shape"], "xr"),
        n("Sin", ["xr"], "same"),  # run time: refused, not evaluated
        n("Hardmax", ["same"], "y"),
    ]
    message = refusal(model_of(nodes, (1, 6, 4), ["y"], consts))
    assert message == (
        "unsupported operators (opset 17; 2 nodes): Hardmax (1 node: y), Sin (1 node: same)"
    )


def test_a_chain_through_a_run_time_value_is_refused_whole() -> None:
    # Trilu's diagonal comes from x's values (a ReduceMax of them), not its shape: every
    # unsupported node after it is refused.
    nodes = [
        n("ReduceMax", ["x"], "top", keepdims=0),
        n("Cast", ["top"], "k", to=TensorProto.INT64),
        n("Trilu", ["square", "k"], "t"),
        n("CumSum", ["t", "zero"], "y"),
    ]
    consts: dict[str, np.ndarray] = {
        "zero": np.array(0, np.int64),
        "square": RNG.standard_normal((3, 3)).astype(np.float32),
    }
    message = refusal(model_of(nodes, (4,), ["y"], consts))
    assert message == (
        "unsupported operators (opset 17; 2 nodes): CumSum (1 node: y), Trilu (1 node: t)"
    )


def test_random_and_other_domain_operators_on_constants_are_refused() -> None:
    nodes = [
        n("RandomUniform", [], "noise", shape=[2, 3], dtype=FLOAT),
        helper.make_node("Gelu", ["c"], ["g"], name="gelu", domain="com.microsoft"),
        n("Add", ["x", "noise"], "s"),
        n("Add", ["s", "g"], "y"),
    ]
    c = RNG.standard_normal((2, 3)).astype(np.float32)
    model = model_of(nodes, (2, 3), ["y"], {"c": c}, domains={"com.microsoft": 1})
    assert refusal(model) == (
        "unsupported operators (opset 17; 2 nodes): RandomUniform (1 node: noise), "
        "com.microsoft.Gelu (com.microsoft opset 1; 1 node: gelu)"
    )


def test_an_operator_on_constants_after_an_unfolded_conv_is_refused_at_conversion() -> None:
    # A Conv of constants is left to the compiler, so Sin of it computes at run time:
    # not refused before conversion (its inputs might have been constants), but during.
    w = RNG.standard_normal((2, 1, 1, 1)).astype(np.float32)
    c = RNG.standard_normal((1, 1, 2, 2)).astype(np.float32)
    nodes = [n("Conv", ["c", "w"], "conv"), n("Sin", ["conv"], "e"), n("Add", ["x", "e"], "y")]
    message = refusal(model_of(nodes, (1, 2, 2, 2), ["y"], {"c": c, "w": w}))
    assert message == "unsupported operators (opset 17; 1 node): Sin (1 node: e)"


def test_a_failed_conversion_is_named_beside_the_refusals() -> None:
    # Gather of an (unfolded) Conv's output at an index out of range fails to convert; the
    # Sin reading it, which might have computed on constants, is refused during conversion.
    w = RNG.standard_normal((2, 1, 1, 1)).astype(np.float32)
    c = RNG.standard_normal((1, 1, 2, 2)).astype(np.float32)
    nodes = [
        n("Conv", ["c", "w"], "conv"),
        n("Gather", ["conv", "idx"], "g", axis=1),
        n("Sin", ["g"], "e"),
        n("Add", ["x", "e"], "y"),
    ]
    consts = {"c": c, "w": w, "idx": np.array([1, 5], np.int64)}
    message = refusal(model_of(nodes, (1, 2, 2, 2), ["y"], consts))
    assert message == (
        "unsupported operators (opset 17; 1 node): Sin (1 node: e); "
        "and Gather node 'g': indices [1, 5] out of range for axis size 2"
    ), message


@pytest.mark.parametrize("opset", [11, 13])
def test_evaluation_follows_the_models_opset(opset: int) -> None:
    # ReduceSum's axes are an attribute before opset 13 and an input from it on.
    parts = np.array([[1, 2], [4, 2]], np.int64)
    consts = {"parts": parts}
    if opset < 13:
        reduce = n("ReduceSum", ["parts"], "shape", axes=[1], keepdims=0)
    else:
        consts["axes"] = np.array([1], np.int64)
        reduce = n("ReduceSum", ["parts", "axes"], "shape", keepdims=0)
    nodes = [reduce, n("Reshape", ["x", "shape"], "y")]
    model = model_of(nodes, (2, 9), ["y"], consts, opset=opset)
    graph = import_onnx(model)
    assert graph.shape_of("y") == (3, 6)
    x = RNG.standard_normal((2, 9)).astype(np.float32)
    from compiler.model.interpret import interpret

    np.testing.assert_array_equal(interpret(graph, {"x": x})["y"], ort_run(model, x)[0])
