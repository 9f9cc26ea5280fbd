"""Opsets 7 to the installed onnx's newest, gated per operator version (frontend.versions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from compiler.model.frontend import versions
from compiler.model.frontend.loader import MIN_OPSET, max_opset
from compiler.model.onnx_import import ModelImportError, import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

RNG = np.random.default_rng(2831)


def model_of(
    nodes: Sequence[Any],
    x_shape: Sequence[int],
    opset: int,
    initializers: dict[str, np.ndarray] | None = None,
) -> Any:
    """A checked model of ``nodes`` with one float input ``x`` and one output ``y``."""
    graph = helper.make_graph(
        list(nodes),
        "opsets",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(x_shape))],
        [helper.make_value_info("y", onnx.TypeProto())],
        initializer=[numpy_helper.from_array(v, k) for k, v in (initializers or {}).items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 10
    inferred = onnx.shape_inference.infer_shapes(model)
    inferred.graph.output[0].type.tensor_type.shape.SetInParent()
    onnx.checker.check_model(inferred)
    return inferred


def n(op: str, inputs: Sequence[str], output: str, **attrs: Any) -> Any:
    """A node named after its output."""
    return helper.make_node(op, list(inputs), [output], name=output, **attrs)


def expected(model: Any, x: np.ndarray) -> np.ndarray:
    """``y`` by onnxruntime, or by ONNX's reference evaluator where onnxruntime does
    not load the model's opset."""
    try:
        import onnxruntime as ort

        session = ort.InferenceSession(
            model.SerializeToString(), providers=["CPUExecutionProvider"]
        )
    except Exception:  # not installed, or too old for this opset
        from onnx.reference import ReferenceEvaluator

        return np.asarray(ReferenceEvaluator(model).run(None, {"x": x})[0])
    return np.asarray(session.run(None, {"x": x})[0])


def compiled_y(model: Any, xs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """``y`` of the imported, compiled model for each input."""
    from runtime import compile_model
    from runtime.model import Runtime

    runtime = Runtime(compile_model(import_onnx(model))[0], num_threads=1)
    return [runtime.run({"x": x})["y"] for x in xs]


def cnn_nodes() -> tuple[list[Any], dict[str, np.ndarray]]:
    """Conv, BatchNormalization, Relu, ceil-mode pools, Flatten, Gemm, Softmax."""
    c = 8
    consts = {
        "w": RNG.standard_normal((c, 3, 3, 3)).astype(np.float32),
        "b": RNG.standard_normal(c).astype(np.float32),
        "scale": RNG.uniform(0.5, 1.5, c).astype(np.float32),
        "shift": RNG.standard_normal(c).astype(np.float32),
        "mean": RNG.standard_normal(c).astype(np.float32),
        "var": RNG.uniform(0.5, 2.0, c).astype(np.float32),
        "fc": RNG.standard_normal((5, c * 9)).astype(np.float32),
    }
    nodes = [
        n("Conv", ["x", "w", "b"], "conv", pads=[1, 1, 1, 1], strides=[2, 2]),
        n("BatchNormalization", ["conv", "scale", "shift", "mean", "var"], "bn"),
        n("Relu", ["bn"], "relu"),
        n("MaxPool", ["relu"], "max", kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
        n("AveragePool", ["max"], "avg", kernel_shape=[2, 2], pads=[0, 0, 1, 1], ceil_mode=1),
        n("Flatten", ["avg"], "flat"),
        n("Gemm", ["flat", "fc"], "fc_out", transB=1),
        n("Softmax", ["fc_out"], "y"),
    ]
    return nodes, consts


@pytest.mark.parametrize("opset", [22, "newest"])
def test_a_model_at_a_new_opset_compiles_and_matches_onnxruntime(opset: int | str) -> None:
    version = max_opset() if opset == "newest" else int(opset)
    nodes, consts = cnn_nodes()
    model = model_of(nodes, (1, 3, 13, 13), version, consts)
    xs = [
        np.random.default_rng(s).standard_normal((1, 3, 13, 13)).astype(np.float32) for s in (1, 2)
    ]
    for x, got in zip(xs, compiled_y(model, xs), strict=True):
        want = expected(model, x)
        assert got.shape == want.shape == (1, 5)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
        assert np.ptp(want) > 1e-3  # not a constant answer


def refusal(model: Any) -> str:
    """The one-line refusal of ``model``."""
    with pytest.raises(ModelImportError) as info:
        import_onnx(model)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_a_version_we_do_not_implement_is_refused_naming_operator_and_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As if Conv-22 (opset 22 redefined Conv) had not been read yet.
    monkeypatch.setitem(versions.IMPLEMENTED, "Conv", (1, 11))
    w = RNG.standard_normal((4, 3, 3, 3)).astype(np.float32)
    nodes = [n("Conv", ["x", "w"], "conv"), n("Sin", ["conv"], "y")]
    model = model_of(nodes, (1, 3, 6, 6), 22, {"w": w})
    assert refusal(model) == (
        "unsupported operators (opset 22; 2 nodes): "
        "Conv-22 (1 node: conv; implemented: Conv-1, Conv-11), Sin (1 node: y)"
    )
    from tests.model.conformance import refusal_reasons

    assert refusal_reasons(model, ModelImportError("")) == [
        "unsupported operator: Conv-22",
        "unsupported operator: Sin",
    ]
    # At opset 21 the same Conv is Conv-11, which is implemented.
    graph = import_onnx(model_of([n("Conv", ["x", "w"], "y")], (1, 3, 6, 6), 21, {"w": w}))
    assert [node.op for node in graph.nodes] == ["Conv"]


def test_a_version_we_do_not_implement_on_constants_is_evaluated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Relu-14 left out: a Relu of constants is then computed by ONNX's reference.
    monkeypatch.setitem(versions.IMPLEMENTED, "Relu", (6, 13))
    c = RNG.standard_normal((2, 5)).astype(np.float32)
    nodes = [n("Relu", ["c"], "rc"), n("Add", ["x", "rc"], "y")]
    model = model_of(nodes, (2, 5), 14, {"c": c})
    graph = import_onnx(model)
    assert [node.op for node in graph.nodes] == ["Add"], graph.summary()
    x = RNG.standard_normal((2, 5)).astype(np.float32)
    (got,) = compiled_y(model, [x])
    np.testing.assert_array_equal(got, expected(model, x))
    # On a run-time tensor it is refused.
    assert refusal(model_of([n("Relu", ["x"], "y")], (2, 5), 14)) == (
        "unsupported operators (opset 14; 1 node): "
        "Relu-14 (1 node: y; implemented: Relu-6, Relu-13)"
    )


def test_every_listed_version_is_a_definition_of_its_operator() -> None:
    defs = onnx.defs
    for op, listed in versions.IMPLEMENTED.items():
        assert list(listed) == sorted(set(listed)), op
        for version in listed:
            assert defs.get_schema(op, version, "").since_version == version, f"{op}-{version}"


def test_every_version_up_to_the_newest_opset_is_implemented() -> None:
    # An onnx upgrade that redefines a converted operator fails here: read the new
    # definition (schema .doc, attributes, types) and list it in versions.IMPLEMENTED
    # once the converter computes it exactly (or refuses what it does not).
    missing = {
        f"{op}-{versions.schema_version(op, opset)}"
        for op in versions.IMPLEMENTED
        for opset in range(MIN_OPSET, max_opset() + 1)
        # None: not defined yet at this opset (ConstantOfShape before 9). A deprecated
        # version (GroupNormalization-18, Upsample-10) stays refused: the checker rejects it.
        if versions.schema_version(op, opset) is not None
        and not versions.implemented(op, opset)
        and not onnx.defs.get_schema(op, opset, "").deprecated
    }
    assert not missing, sorted(missing)


@pytest.mark.parametrize("opset", [9, 13])
def test_an_absent_clip_bound_is_the_float_types_limit(opset: int) -> None:
    # Clip-6 (attributes) and Clip-11 on (inputs) define an absent bound as the type's
    # numeric_limits: ±inf clips to ±float32 max, as onnxruntime computes.
    bound = {"max": 1.5} if opset < 11 else {}
    inputs = ["x"] if opset < 11 else ["x", "", "hi"]
    consts = {} if opset < 11 else {"hi": np.array(1.5, np.float32)}
    model = model_of([n("Clip", inputs, "y", **bound)], (2, 4), opset, consts)
    x = RNG.standard_normal((2, 4)).astype(np.float32) * 4
    x[0, :3] = [np.inf, -np.inf, -3e38]
    (got,) = compiled_y(model, [x])
    want = expected(model, x)
    assert want[0, 1] == -np.finfo(np.float32).max
    np.testing.assert_array_equal(got, want)
