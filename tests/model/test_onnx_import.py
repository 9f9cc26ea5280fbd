"""The ONNX front end: every operator and attribute form, errors, input shapes, real models."""

from __future__ import annotations

import glob
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.onnx_import import ModelImportError, import_onnx, parse_input_shapes
from compiler.model.shapes import infer_types

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

FLOAT = TensorProto.FLOAT
INT64 = TensorProto.INT64
FLOAT32_MAX = float(np.finfo(np.float32).max)


# --------------------------------------------------------------------------- helpers


def make_model(
    nodes: Sequence[Any],
    inputs: Sequence[tuple[str, Sequence[int | str] | None]],
    outputs: Sequence[str],
    *,
    opset: int = 13,
    initializers: Sequence[tuple[str, np.ndarray]] = (),
    input_types: dict[str, int] | None = None,
) -> Any:
    """A model the ONNX checker accepts: float inputs unless ``input_types`` says otherwise.

    The checker wants a typed, shaped value info for every output; ONNX's own shape
    inference fills them in (an empty shape where it cannot: error cases).
    """
    types = input_types or {}
    graph = helper.make_graph(
        list(nodes),
        "test",
        [helper.make_tensor_value_info(n, types.get(n, FLOAT), s) for n, s in inputs],
        [helper.make_value_info(n, onnx.TypeProto()) for n in outputs],
        initializer=[numpy_helper.from_array(np.asarray(v), name=n) for n, v in initializers],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    try:
        inferred = onnx.shape_inference.infer_shapes(model)
    except Exception:  # models made to fail the import
        inferred = model
    for out in inferred.graph.output:
        tensor = out.type.tensor_type
        if not tensor.elem_type:
            tensor.elem_type = FLOAT
        tensor.shape.SetInParent()
    return inferred


def node(op: str, inputs: Sequence[str], outputs: Sequence[str], **attrs: Any) -> Any:
    """An ONNX node named after its first output."""
    return helper.make_node(op, list(inputs), list(outputs), name=f"{op.lower()}_n", **attrs)


def only(graph: Graph, op: str) -> Node:
    """The single node of ``op``."""
    found = [n for n in graph.nodes if n.op == op]
    assert len(found) == 1, graph.summary()
    return found[0]


def rand(*shape: int) -> np.ndarray:
    """Random float32 data (fixed seed per shape is enough here)."""
    return np.random.default_rng(sum(shape)).standard_normal(shape).astype(np.float32)


def ort_shapes(model: Any, feeds: dict[str, np.ndarray]) -> list[tuple[int, ...]]:
    """Output shapes onnxruntime actually produces for ``feeds``."""
    ort = pytest.importorskip("onnxruntime")
    options = ort.SessionOptions()
    options.log_severity_level = 3  # the tests' models declare no output shapes
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    return [tuple(o.shape) for o in session.run(None, feeds)]


def onnx_type(dtype: str | np.dtype[Any]) -> int:
    """The ONNX element type of a numpy dtype (or its name), for ``make_model``'s
    ``input_types``."""
    return int(helper.np_dtype_to_tensor_dtype(np.dtype(dtype)))


def ort_outputs(
    model: Any, feeds: dict[str, np.ndarray], *, threads: int | None = None
) -> list[np.ndarray]:
    """Every output's value from onnxruntime (its warnings silenced; ``threads`` intra-op
    threads, else its default)."""
    ort = pytest.importorskip("onnxruntime")
    options = ort.SessionOptions()
    options.log_severity_level = 3
    if threads is not None:
        options.intra_op_num_threads = threads
    session = ort.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    return [np.asarray(v) for v in session.run(None, feeds)]


def ort_value(model: Any, feeds: dict[str, np.ndarray]) -> np.ndarray:
    """The first output's value from onnxruntime."""
    return ort_outputs(model, feeds)[0]


def import_error(model: Any, **kwargs: Any) -> str:
    """The one-line message import_onnx raises for ``model``."""
    with pytest.raises(ModelImportError) as info:
        import_onnx(model, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def conv_model(opset: int = 13, x: Sequence[int] = (1, 3, 9, 9), **attrs: Any) -> Any:
    w = rand(4, x[1] // attrs.get("group", 1), 3, 3)
    return make_model(
        [node("Conv", ["x", "w"], ["y"], **attrs)],
        [("x", x)],
        ["y"],
        opset=opset,
        initializers=[("w", w)],
    )


# --------------------------------------------------------------------------- Conv


def test_conv_defaults_are_filled() -> None:
    graph = import_onnx(conv_model())
    conv = only(graph, "Conv")
    assert conv.inputs == ["x", "w"]
    assert conv.attrs == {
        "kernel_shape": (3, 3),
        "strides": (1, 1),
        "pads": (0, 0, 0, 0),
        "dilations": (1, 1),
        "group": 1,
    }
    assert graph.shape_of("y") == (1, 4, 7, 7)
    assert graph.inputs == ["x"]
    assert graph.type_of("w") == TensorType((4, 3, 3, 3))


@pytest.mark.parametrize(
    ("auto_pad", "strides", "pads", "out_hw"),
    [
        # 10 high, stride 2, kernel 3: total padding 1, the odd pixel at the end (UPPER)
        # or the beginning (LOWER); 9 wide: total 2, split evenly.
        ("SAME_UPPER", (2, 2), (0, 1, 1, 1), (5, 5)),
        ("SAME_LOWER", (2, 2), (1, 1, 0, 1), (5, 5)),
        ("SAME_UPPER", (1, 1), (1, 1, 1, 1), (10, 9)),
        ("VALID", (2, 1), (0, 0, 0, 0), (4, 7)),
    ],
)
def test_conv_auto_pad_becomes_explicit_pads(
    auto_pad: str, strides: tuple[int, int], pads: tuple[int, ...], out_hw: tuple[int, int]
) -> None:
    model = conv_model(opset=11, x=(1, 3, 10, 9), auto_pad=auto_pad, strides=list(strides))
    graph = import_onnx(model)
    conv = only(graph, "Conv")
    assert conv.attrs["pads"] == pads
    assert "auto_pad" not in conv.attrs
    assert graph.shape_of("y") == (1, 4, *out_hw)
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(1, 3, 10, 9)})[0]


@pytest.mark.parametrize("opset", [9, 11, 21])
def test_conv_groups_strides_dilations_bias_match_onnxruntime(opset: int) -> None:
    model = make_model(
        [
            node(
                "Conv",
                ["x", "w", "b"],
                ["y"],
                group=2,
                strides=[2, 1],
                dilations=[1, 2],
                pads=[1, 2, 0, 1],
                kernel_shape=[3, 3],
            )
        ],
        [("x", (2, 4, 11, 13))],
        ["y"],
        opset=opset,
        initializers=[("w", rand(6, 2, 3, 3)), ("b", rand(6))],
    )
    graph = import_onnx(model)
    conv = only(graph, "Conv")
    assert conv.inputs == ["x", "w", "b"]
    assert conv.attrs["group"] == 2
    assert conv.attrs["pads"] == (1, 2, 0, 1)
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(2, 4, 11, 13)})[0]


def test_conv_on_3d_data_is_one_error_line() -> None:
    shape = (1, 3, 5, 5, 5)
    w = rand(4, 3, 3, 3, 3)
    model = make_model(
        [node("Conv", ["x", "w"], ["y"])], [("x", shape)], ["y"], initializers=[("w", w)]
    )
    message = import_error(model)
    assert "Conv node 'conv_n'" in message
    assert "5-D input" in message
    assert "1-D and 2-D data only" in message


def test_conv_group_mismatch_names_node() -> None:
    model = make_model(
        [node("Conv", ["x", "w"], ["y"], group=2)],
        [("x", (1, 4, 5, 5))],
        ["y"],
        initializers=[("w", rand(4, 3, 3, 3))],
    )
    message = import_error(model)
    assert message.startswith("Conv node 'conv_n':")


# --------------------------------------------------------------------------- BatchNormalization


def bn_model(opset: int, outputs: Sequence[str] = ("y",), **attrs: Any) -> Any:
    params = [(n, np.abs(rand(3)) + 0.5) for n in ("s", "b", "m", "v")]
    extra = [] if len(outputs) == 1 else [f"o{i}" for i in range(1, len(outputs))]
    return make_model(
        [node("BatchNormalization", ["x", "s", "b", "m", "v"], ["y", *extra], **attrs)],
        [("x", (2, 3, 4, 4))],
        outputs if len(outputs) == 1 else ["y", *extra],
        opset=opset,
        initializers=params,
    )


@pytest.mark.parametrize("opset", [7, 9, 14, 15])
def test_batch_norm_epsilon_default_and_shape(opset: int) -> None:
    graph = import_onnx(bn_model(opset))
    bn = only(graph, "BatchNormalization")
    assert bn.attrs == {"epsilon": pytest.approx(1e-5)}
    assert bn.outputs == ["y"]
    assert graph.shape_of("y") == (2, 3, 4, 4)


def test_batch_norm_training_outputs_used_is_an_error() -> None:
    message = import_error(bn_model(9, outputs=("y", "mean", "var", "saved_mean", "saved_var")))
    assert "BatchNormalization node" in message
    assert "only the first output" in message


def test_batch_norm_unused_extra_outputs_are_dropped() -> None:
    model = bn_model(14)
    model.graph.node[0].output.extend(["running_mean", "running_var"])
    bn = only(import_onnx(model), "BatchNormalization")
    assert bn.outputs == ["y"]


def test_batch_norm_spatial_0_and_training_mode_are_errors() -> None:
    assert "spatial=0" in import_error(bn_model(7, spatial=0))
    assert "training_mode" in import_error(bn_model(15, training_mode=1))


# --------------------------------------------------------------------------- Relu, Clip


def test_relu_and_identity() -> None:
    model = make_model(
        [node("Relu", ["x"], ["r"]), node("Identity", ["r"], ["y"])], [("x", (2, 3))], ["y"]
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Relu", "Identity"]
    assert graph.shape_of("y") == (2, 3)


@pytest.mark.parametrize(
    ("opset", "attrs", "bounds", "expected"),
    [
        (9, {"min": 0.0, "max": 6.0}, {}, (0.0, 6.0)),
        # An absent bound is the float type's lowest or largest (ONNX's numeric_limits).
        (9, {"max": 1.0}, {}, (-FLOAT32_MAX, 1.0)),
        (9, {}, {}, (-FLOAT32_MAX, FLOAT32_MAX)),
        (11, {}, {"lo": -1.0, "hi": 2.0}, (-1.0, 2.0)),
        (13, {}, {"hi": 2.0}, (-FLOAT32_MAX, 2.0)),
        (13, {}, {"lo": 0.5}, (0.5, FLOAT32_MAX)),
    ],
)
def test_clip_bounds_from_attributes_or_inputs(
    opset: int, attrs: dict[str, float], bounds: dict[str, float], expected: tuple[float, float]
) -> None:
    inputs = ["x", "lo" if "lo" in bounds else "", "hi" if "hi" in bounds else ""]
    while inputs[-1] == "":
        inputs.pop()
    model = make_model(
        [node("Clip", inputs if opset >= 11 else ["x"], ["y"], **attrs)],
        [("x", (2, 3))],
        ["y"],
        opset=opset,
        initializers=[(n, np.array(v, np.float32)) for n, v in bounds.items()],
    )
    clip = only(import_onnx(model), "Clip")
    assert clip.inputs == ["x"]
    assert (clip.attrs["min"], clip.attrs["max"]) == expected
    assert all(isinstance(v, float) for v in clip.attrs.values())


def test_clip_with_runtime_bound_is_an_error() -> None:
    model = make_model(
        [node("Clip", ["x", "lo"], ["y"])], [("x", (2, 3)), ("lo", [])], ["y"], opset=13
    )
    assert "min ('lo') must be a constant" in import_error(model)


# --------------------------------------------------------------------------- elementwise


@pytest.mark.parametrize("op", ["Add", "Sub", "Mul", "Div"])
def test_binary_broadcasting_matches_onnxruntime(op: str) -> None:
    model = make_model(
        [node(op, ["a", "b"], ["y"])], [("a", (2, 1, 4)), ("b", (3, 1))], ["y"], opset=9
    )
    graph = import_onnx(model)
    assert only(graph, op).attrs == {}
    feeds = {"a": rand(2, 1, 4), "b": rand(3, 1)}
    assert graph.shape_of("y") == ort_shapes(model, feeds)[0] == (2, 3, 4)


def test_binary_shapes_that_do_not_broadcast() -> None:
    model = make_model([node("Add", ["a", "b"], ["y"])], [("a", (2, 3)), ("b", (4,))], ["y"])
    message = import_error(model)
    assert message == "Add node 'add_n': shapes (2, 3) and (4,) do not broadcast"


@pytest.mark.parametrize("opset", [7, 13])
def test_sum_becomes_a_chain_of_adds(opset: int) -> None:
    model = make_model(
        [node("Sum", ["a", "b", "c"], ["y"])],
        [("a", (2, 3)), ("b", (3,)), ("c", (1, 3))],
        ["y"],
        opset=opset,
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Add", "Add"]
    first, last = graph.nodes
    assert first.inputs == ["a", "b"]
    assert last.inputs == [first.outputs[0], "c"]
    assert last.outputs == ["y"]
    assert last.name == "sum_n"
    assert first.name != last.name
    graph.validate()


def test_sum_of_one_is_identity() -> None:
    model = make_model([node("Sum", ["a"], ["y"])], [("a", (2, 3))], ["y"])
    assert list(import_onnx(model).ops()) == ["Identity"]


# --------------------------------------------------------------------------- pooling


def pool_model(op: str, opset: int, x: Sequence[int] = (1, 2, 10, 10), **attrs: Any) -> Any:
    return make_model([node(op, ["x"], ["y"], **attrs)], [("x", x)], ["y"], opset=opset)


@pytest.mark.parametrize("opset", [9, 10, 12, 21])
@pytest.mark.parametrize("ceil_mode", [0, 1])
def test_max_pool_attrs_and_ceil_mode_match_onnxruntime(opset: int, ceil_mode: int) -> None:
    attrs: dict[str, Any] = {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 0, 1, 0]}
    if opset >= 10:
        attrs["ceil_mode"] = ceil_mode
    model = pool_model("MaxPool", opset, x=(1, 2, 10, 11), **attrs)
    graph = import_onnx(model)
    pool = only(graph, "MaxPool")
    assert pool.attrs == {
        "kernel_shape": (3, 3),
        "strides": (2, 2),
        "pads": (1, 0, 1, 0),
        "dilations": (1, 1),
        "ceil_mode": ceil_mode if opset >= 10 else 0,
    }
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(1, 2, 10, 11)})[0]


@pytest.mark.parametrize(
    ("size", "kernel", "stride", "pad"), [(6, 1, 4, 0), (5, 2, 2, 1), (7, 3, 2, 1), (8, 2, 3, 0)]
)
def test_ceil_mode_drops_a_window_starting_in_the_padding(
    size: int, kernel: int, stride: int, pad: int
) -> None:
    for op in ("MaxPool", "AveragePool"):
        model = pool_model(
            op,
            13,
            x=(1, 1, size, size),
            kernel_shape=[kernel] * 2,
            strides=[stride] * 2,
            pads=[pad] * 4,
            ceil_mode=1,
        )
        graph = import_onnx(model)
        assert graph.shape_of("y") == ort_shapes(model, {"x": rand(1, 1, size, size)})[0]


def test_max_pool_dilations_and_same_padding() -> None:
    # The ONNX spec pads for the dilated window (ONNX Runtime's MaxPool pads for the
    # undilated one and its Conv refuses dilated SAME padding, so no comparison here).
    model = pool_model(
        "MaxPool", 12, kernel_shape=[3, 3], dilations=[2, 2], auto_pad="SAME_LOWER", ceil_mode=1
    )
    graph = import_onnx(model)
    pool = only(graph, "MaxPool")
    assert pool.attrs["dilations"] == (2, 2)
    assert pool.attrs["pads"] == (2, 2, 2, 2)
    assert pool.attrs["ceil_mode"] == 0
    assert graph.shape_of("y") == (1, 2, 10, 10)
    undilated = pool_model(
        "MaxPool", 12, kernel_shape=[2, 2], strides=[3, 3], auto_pad="SAME_LOWER"
    )
    graph = import_onnx(undilated)
    assert (
        graph.shape_of("y") == ort_shapes(undilated, {"x": rand(1, 2, 10, 10)})[0] == (1, 2, 4, 4)
    )


def test_max_pool_indices_used_is_an_error() -> None:
    model = make_model(
        [node("MaxPool", ["x"], ["y", "idx"], kernel_shape=[2, 2])],
        [("x", (1, 1, 4, 4))],
        ["y", "idx"],
    )
    assert "'idx' is used" in import_error(model)


@pytest.mark.parametrize("opset", [7, 10, 19])
def test_average_pool_defaults(opset: int) -> None:
    graph = import_onnx(pool_model("AveragePool", opset, kernel_shape=[2, 2]))
    assert only(graph, "AveragePool").attrs == {
        "kernel_shape": (2, 2),
        "strides": (1, 1),
        "pads": (0, 0, 0, 0),
        "ceil_mode": 0,
        "count_include_pad": 0,
    }
    assert graph.shape_of("y") == (1, 2, 9, 9)


def test_average_pool_count_include_pad_and_dilation() -> None:
    graph = import_onnx(
        pool_model("AveragePool", 11, kernel_shape=[3, 3], pads=[1] * 4, count_include_pad=1)
    )
    assert only(graph, "AveragePool").attrs["count_include_pad"] == 1
    dilated = pool_model("AveragePool", 19, kernel_shape=[2, 2], dilations=[2, 2])
    assert "dilations" in import_error(dilated)


def test_global_average_pool() -> None:
    graph = import_onnx(
        make_model([node("GlobalAveragePool", ["x"], ["y"])], [("x", (2, 3, 5, 7))], ["y"])
    )
    assert graph.shape_of("y") == (2, 3, 1, 1)


# --------------------------------------------------------------------------- Gemm, MatMul


@pytest.mark.parametrize("opset", [7, 9, 11, 13])
def test_gemm_defaults_and_transposes(opset: int) -> None:
    model = make_model(
        [node("Gemm", ["a", "b", "c"], ["y"], transA=1, transB=1, alpha=0.5)],
        [("a", (4, 3))],
        ["y"],
        opset=opset,
        initializers=[("b", rand(5, 4)), ("c", rand(5))],
    )
    graph = import_onnx(model)
    gemm = only(graph, "Gemm")
    assert gemm.attrs == {"alpha": 0.5, "beta": 1.0, "transA": 1, "transB": 1}
    assert graph.shape_of("y") == (3, 5)
    assert graph.shape_of("y") == ort_shapes(model, {"a": rand(4, 3)})[0]


def test_gemm_without_c_since_opset_11() -> None:
    model = make_model(
        [node("Gemm", ["a", "b"], ["y"])], [("a", (2, 3)), ("b", (3, 4))], ["y"], opset=11
    )
    gemm = only(import_onnx(model), "Gemm")
    assert gemm.inputs == ["a", "b"]
    assert gemm.attrs == {"alpha": 1.0, "beta": 1.0, "transA": 0, "transB": 0}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ((2, 3), (3, 4)),
        ((5, 1, 2, 3), (4, 3, 6)),
        ((3,), (2, 3, 4)),
        ((2, 3, 4), (4,)),
        ((4,), (4,)),
    ],
)
def test_matmul_numpy_broadcasting_matches_onnxruntime(
    a: tuple[int, ...], b: tuple[int, ...]
) -> None:
    model = make_model([node("MatMul", ["a", "b"], ["y"])], [("a", a), ("b", b)], ["y"])
    graph = import_onnx(model)
    assert graph.shape_of("y") == ort_shapes(model, {"a": rand(*a), "b": rand(*b)})[0]
    assert graph.shape_of("y") == np.matmul(np.zeros(a), np.zeros(b)).shape


def test_matmul_k_mismatch() -> None:
    model = make_model([node("MatMul", ["a", "b"], ["y"])], [("a", (2, 3)), ("b", (4, 5))], ["y"])
    assert "disagree on K: 3 != 4" in import_error(model)


# --------------------------------------------------------------------------- reshaping


@pytest.mark.parametrize(
    ("axis", "shape"), [(0, (1, 120)), (1, (2, 60)), (-1, (24, 5)), (4, (120, 1))]
)
def test_flatten_becomes_reshape(axis: int, shape: tuple[int, int]) -> None:
    model = make_model(
        [node("Flatten", ["x"], ["y"], axis=axis)], [("x", (2, 3, 4, 5))], ["y"], opset=11
    )
    reshape = only(import_onnx(model), "Reshape")
    assert reshape.inputs == ["x"]
    assert reshape.attrs == {"shape": shape}


@pytest.mark.parametrize(
    ("target", "opset", "allowzero", "shape"),
    [
        ([0, -1], 13, 0, (2, 60)),
        ([-1, 0, 5], 13, 0, (8, 3, 5)),
        ([2, 3, 20], 9, 0, (2, 3, 20)),
        ([0, 3, -1], 14, 0, (2, 3, 20)),
        ([2, 3, 4, 5], 14, 1, (2, 3, 4, 5)),
    ],
)
def test_reshape_resolves_zero_and_minus_one(
    target: list[int], opset: int, allowzero: int, shape: tuple[int, ...]
) -> None:
    attrs = {"allowzero": allowzero} if opset >= 14 else {}
    model = make_model(
        [node("Reshape", ["x", "s"], ["y"], **attrs)],
        [("x", (2, 3, 4, 5))],
        ["y"],
        opset=opset,
        initializers=[("s", np.array(target, np.int64))],
    )
    graph = import_onnx(model)
    reshape = only(graph, "Reshape")
    assert reshape.inputs == ["x"]
    assert reshape.attrs == {"shape": shape}
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(2, 3, 4, 5)})[0]


def test_reshape_allowzero_keeps_a_literal_zero_and_errors_on_size() -> None:
    model = make_model(
        [node("Reshape", ["x", "s"], ["y"], allowzero=1)],
        [("x", (2, 3))],
        ["y"],
        opset=14,
        initializers=[("s", np.array([0, 6], np.int64))],
    )
    assert "cannot reshape [2, 3]" in import_error(model)


def test_reshape_with_runtime_shape_is_an_error() -> None:
    model = make_model(
        [node("Reshape", ["x", "s"], ["y"])],
        [("x", (2, 3)), ("s", (2,))],
        ["y"],
        input_types={"s": INT64},
    )
    message = import_error(model)
    assert message.startswith("Reshape node 'reshape_n': the target shape ('s') must be a constant")


@pytest.mark.parametrize(("perm", "shape"), [(None, (4, 3, 2)), ([1, 0, 2], (3, 2, 4))])
def test_transpose_default_perm_is_reversed(perm: list[int] | None, shape: tuple[int, ...]) -> None:
    attrs = {} if perm is None else {"perm": perm}
    model = make_model([node("Transpose", ["x"], ["y"], **attrs)], [("x", (2, 3, 4))], ["y"])
    graph = import_onnx(model)
    assert only(graph, "Transpose").attrs == {"perm": tuple(perm or (2, 1, 0))}
    assert graph.shape_of("y") == shape


@pytest.mark.parametrize(("opset", "axis"), [(9, 1), (11, -2), (13, -2)])
def test_concat_axis_is_normalized(opset: int, axis: int) -> None:
    model = make_model(
        [node("Concat", ["a", "b"], ["y"], axis=axis)],
        [("a", (2, 3, 4)), ("b", (2, 5, 4))],
        ["y"],
        opset=opset,
    )
    graph = import_onnx(model)
    assert only(graph, "Concat").attrs == {"axis": 1}
    assert graph.shape_of("y") == (2, 8, 4)


def test_concat_mismatch_off_axis() -> None:
    model = make_model(
        [node("Concat", ["a", "b"], ["y"], axis=1)], [("a", (2, 3)), ("b", (3, 3))], ["y"]
    )
    assert "differ off axis 1" in import_error(model)


@pytest.mark.parametrize(
    ("opset", "axes", "x", "shape"),
    [
        (11, [0, -1], (3, 4), (1, 3, 4, 1)),
        (13, [1], (3, 4), (3, 1, 4)),
        (21, [-2, 0], (3,), (1, 1, 3)),
    ],
)
def test_unsqueeze_axes_attribute_or_input(
    opset: int, axes: list[int], x: tuple[int, ...], shape: tuple[int, ...]
) -> None:
    if opset < 13:
        nodes, inits = [node("Unsqueeze", ["x"], ["y"], axes=axes)], []
    else:
        nodes, inits = [node("Unsqueeze", ["x", "axes"], ["y"])], [("axes", np.array(axes))]
    model = make_model(nodes, [("x", x)], ["y"], opset=opset, initializers=inits)
    graph = import_onnx(model)
    assert only(graph, "Reshape").attrs == {"shape": shape}
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(*x)})[0]


@pytest.mark.parametrize(
    ("opset", "axes", "shape"),
    [(11, [1], (3, 4, 1)), (11, None, (3, 4)), (13, [-1, 1], (3, 4)), (13, None, (3, 4))],
)
def test_squeeze_axes_attribute_or_input(
    opset: int, axes: list[int] | None, shape: tuple[int, ...]
) -> None:
    if opset < 13:
        attrs = {} if axes is None else {"axes": axes}
        nodes, inits = [node("Squeeze", ["x"], ["y"], **attrs)], []
    elif axes is None:
        nodes, inits = [node("Squeeze", ["x"], ["y"])], []
    else:
        nodes, inits = [node("Squeeze", ["x", "axes"], ["y"])], [("axes", np.array(axes))]
    model = make_model(nodes, [("x", (3, 1, 4, 1))], ["y"], opset=opset, initializers=inits)
    graph = import_onnx(model)
    assert only(graph, "Reshape").attrs == {"shape": shape}


def test_squeeze_of_a_wide_axis_is_an_error() -> None:
    model = make_model([node("Squeeze", ["x"], ["y"], axes=[0])], [("x", (3, 1))], ["y"], opset=11)
    assert "cannot squeeze axis 0 of size 3" in import_error(model)


# --------------------------------------------------------------------------- Softmax


def softmax_model(opset: int, x: Sequence[int], **attrs: Any) -> Any:
    return make_model([node("Softmax", ["x"], ["y"], **attrs)], [("x", x)], ["y"], opset=opset)


@pytest.mark.parametrize("opset", [9, 11])
def test_softmax_before_13_flattens_at_axis(opset: int) -> None:
    model = softmax_model(opset, (2, 3, 4))
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Reshape", "Softmax", "Reshape"]
    flat, soft, back = graph.nodes
    assert flat.attrs == {"shape": (2, 12)}
    assert soft.attrs == {"axis": 1}
    assert soft.name == "softmax_n"
    assert back.attrs == {"shape": (2, 3, 4)}
    assert back.outputs == ["y"]
    graph.validate()


@pytest.mark.parametrize(
    ("opset", "x", "attrs", "axis"),
    [
        (9, (2, 1000), {}, 1),
        (9, (1, 1000, 1, 1), {}, 1),  # squeezenet's final softmax
        (9, (2, 3, 4), {"axis": 2}, 2),
        (11, (2, 3, 4), {"axis": -1}, 2),
        (9, (2, 1, 5, 1), {"axis": 1}, 2),
        (13, (2, 3, 4), {}, 2),
        (13, (2, 3, 4), {"axis": 1}, 1),
        (13, (2, 3, 4), {"axis": -3}, 0),
    ],
)
def test_softmax_single_axis(
    opset: int, x: tuple[int, ...], attrs: dict[str, int], axis: int
) -> None:
    graph = import_onnx(softmax_model(opset, x, **attrs))
    assert list(graph.ops()) == ["Softmax"]
    assert only(graph, "Softmax").attrs == {"axis": axis}


@pytest.mark.parametrize(
    ("opset", "x", "attrs"),
    [(9, (2, 3, 4), {}), (11, (2, 3, 4), {"axis": 0}), (9, (2, 1, 5, 1), {"axis": 1})],
)
def test_softmax_rewrite_matches_onnxruntime_values(
    opset: int, x: tuple[int, ...], attrs: dict[str, int]
) -> None:
    # Evaluate the imported graph with the folder: make the input a constant.
    model = softmax_model(opset, x, **attrs)
    data = rand(*x)
    expected = ort_value(model, {"x": data})
    const_model = make_model(
        [node("Softmax", ["x"], ["y"], **attrs)], [], ["y"], opset=opset, initializers=[("x", data)]
    )
    graph = import_onnx(const_model)
    assert graph.nodes == []
    np.testing.assert_allclose(graph.constants["y"], expected, rtol=1e-5, atol=1e-6)


# --------------------------------------------------------------------------- LRN, Dropout, Pad


def test_lrn_defaults() -> None:
    model = make_model([node("LRN", ["x"], ["y"], size=5)], [("x", (1, 8, 4, 4))], ["y"])
    lrn = only(import_onnx(model), "LRN")
    assert lrn.attrs == {"alpha": pytest.approx(1e-4), "beta": 0.75, "bias": 1.0, "size": 5}


@pytest.mark.parametrize("opset", [7, 10, 12, 13])
def test_dropout_becomes_identity(opset: int) -> None:
    model = make_model([node("Dropout", ["x"], ["y", "mask"])], [("x", (2, 3))], ["y"], opset=opset)
    dropout = only(import_onnx(model), "Identity")
    assert dropout.outputs == ["y"]


def test_dropout_mask_used_or_training_is_an_error() -> None:
    used = make_model(
        [node("Dropout", ["x"], ["y", "mask"])], [("x", (2, 3))], ["y", "mask"], opset=13
    )
    assert "'mask' is used" in import_error(used)
    training = make_model(
        [node("Dropout", ["x", "r", "t"], ["y"])],
        [("x", (2, 3))],
        ["y"],
        opset=13,
        initializers=[("r", np.array(0.5, np.float32)), ("t", np.array(True))],
    )
    assert "training_mode" in import_error(training)


@pytest.mark.parametrize("opset", [9, 11, 13, 18, 21])
def test_pad_constant_mode(opset: int) -> None:
    pads = [0, 1, 2, 0, 3, 1]
    inits: list[tuple[str, np.ndarray]] = []
    if opset < 11:
        nodes = [node("Pad", ["x"], ["y"], pads=pads, value=1.5)]
    else:
        inits = [("p", np.array(pads, np.int64)), ("v", np.array(1.5, np.float32))]
        nodes = [node("Pad", ["x", "p", "v"], ["y"], mode="constant")]
    model = make_model(nodes, [("x", (2, 3, 4))], ["y"], opset=opset, initializers=inits)
    graph = import_onnx(model)
    pad = only(graph, "Pad")
    assert pad.inputs == ["x"]
    assert pad.attrs == {"pads": tuple(pads), "value": 1.5, "mode": "constant"}
    assert graph.shape_of("y") == ort_shapes(model, {"x": rand(2, 3, 4)})[0] == (2, 7, 7)


def test_pad_axes_input_since_18() -> None:
    model = make_model(
        [node("Pad", ["x", "p", "", "axes"], ["y"])],
        [("x", (2, 3, 4))],
        ["y"],
        opset=18,
        initializers=[("p", np.array([1, 2, 3, 4], np.int64)), ("axes", np.array([-1, 0]))],
    )
    pad = only(import_onnx(model), "Pad")
    assert pad.attrs == {"pads": (2, 0, 1, 4, 0, 3), "value": 0.0, "mode": "constant"}


@pytest.mark.parametrize(("mode", "opset"), [("wrap", 18), ("symmetric", 21)])
def test_pad_modes_onnx_does_not_define_are_errors(mode: str, opset: int) -> None:
    model = make_model(
        [node("Pad", ["x", "p"], ["y"], mode=mode)],
        [("x", (3, 3))],
        ["y"],
        opset=opset,
        initializers=[("p", np.array([1, 1, 1, 1], np.int64))],
    )
    assert f"Pad node 'pad_n': mode {mode!r} is not one of " in import_error(model)


# --------------------------------------------------------------------------- constants


def test_initializers_listed_as_inputs_are_constants() -> None:
    model = conv_model(opset=9)
    model.graph.input.append(helper.make_tensor_value_info("w", FLOAT, [4, 3, 3, 3]))
    graph = import_onnx(model)
    assert graph.inputs == ["x"]
    assert graph.is_constant("w")


def test_float16_and_float64_initializers_keep_their_type_until_cast() -> None:
    """A float16 or float64 initializer is exact through Cast to float32, refused as an
    operand of a float32 operator (no silent rounding to float32 on the way in)."""
    half = np.array([1.0009765625, -2.5], np.float16)
    double = np.array([0.1, 1e300], np.float64)
    model = make_model(
        [
            helper.make_node("Cast", ["h"], ["hf"], to=FLOAT),
            helper.make_node("Cast", ["d"], ["df"], to=FLOAT),
            node("Add", ["x", "hf"], ["s"]),
            node("Add", ["s", "df"], ["y"]),
        ],
        [("x", (2,))],
        ["y"],
        initializers=[("h", half), ("d", double)],
    )
    graph = import_onnx(model)
    np.testing.assert_array_equal(graph.constants["hf"], half.astype(np.float32))
    np.testing.assert_array_equal(graph.constants["df"], [np.float32(0.1), np.inf])
    assert graph.constants["hf"].flags.writeable
    assert graph.type_of("hf") == TensorType((2,), "float32")
    direct = make_model(
        [node("Add", ["x", "h"], ["y"])], [("x", (2,))], ["y"], initializers=[("h", half)]
    )
    assert "different dtypes float32, float16" in import_error(direct)


def test_sparse_initializer_is_a_dense_constant() -> None:
    model = make_model([node("Add", ["x", "c"], ["y"])], [("x", (2, 3))], ["y"])
    model.graph.sparse_initializer.append(
        helper.make_sparse_tensor(
            numpy_helper.from_array(np.array([5.0], np.float32), "c"),
            numpy_helper.from_array(np.array([[1, 2]], np.int64)),
            [2, 3],
        )
    )
    graph = import_onnx(model)
    np.testing.assert_array_equal(graph.constants["c"], [[0, 0, 0], [0, 0, 5]])


def test_string_initializer_is_an_error() -> None:
    model = make_model([node("Identity", ["x"], ["y"])], [("x", (2,))], ["y"])
    model.graph.initializer.append(helper.make_tensor("s", TensorProto.STRING, [1], [b"a"]))
    assert import_error(model) == "initializer 's': string tensors are not supported"


@pytest.mark.parametrize(
    ("attr", "value", "expected"),
    [
        (
            "value",
            numpy_helper.from_array(np.arange(6, dtype=np.float64).reshape(2, 3)),
            np.arange(6.0).reshape(2, 3),
        ),
        ("value_float", 2.5, np.float32(2.5)),
        ("value_floats", [1.0, 2.0], np.array([1.0, 2.0])),
        ("value_int", 7, np.int64(7)),
        ("value_ints", [3, 4], np.array([3, 4])),
        (
            "sparse_value",
            helper.make_sparse_tensor(
                numpy_helper.from_array(np.array([5.0, 6.0], np.float32)),
                numpy_helper.from_array(np.array([1, 4], np.int64)),
                [2, 3],
            ),
            np.array([[0, 5, 0], [0, 6, 0]]),
        ),
    ],
)
def test_constant_forms(attr: str, value: Any, expected: np.ndarray) -> None:
    model = make_model([node("Constant", [], ["y"], **{attr: value})], [], ["y"], opset=13)
    graph = import_onnx(model)
    assert graph.nodes == []
    out = graph.constants["y"]
    np.testing.assert_array_equal(out, expected)
    # A tensor keeps its element type (float64 here); the typed attributes are float32/int64.
    assert out.dtype == (
        np.float64
        if attr == "value"
        else np.float32
        if attr in {"value_float", "value_floats", "sparse_value"}
        else np.int64
    )


def test_string_constant_is_an_error() -> None:
    model = make_model([node("Constant", [], ["y"], value_string="hi")], [], ["y"], opset=13)
    assert "string constants are not supported" in import_error(model)


def test_constant_of_shape_and_shape_fold() -> None:
    model = make_model(
        [
            node("Shape", ["x"], ["s"]),
            helper.make_node(
                "ConstantOfShape",
                ["s"],
                ["w"],
                value=numpy_helper.from_array(np.array([0.25], np.float32)),
            ),
            helper.make_node("ConstantOfShape", ["s"], ["z"]),
            node("Add", ["x", "w"], ["y"]),
        ],
        [("x", (2, 3))],
        ["y", "z"],
        opset=9,
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Add"]
    np.testing.assert_array_equal(graph.constants["w"], np.full((2, 3), 0.25, np.float32))
    np.testing.assert_array_equal(graph.constants["z"], np.zeros((2, 3), np.float32))
    assert "s" not in graph.constants  # only constants something reads are kept


@pytest.mark.parametrize(
    ("start", "end", "value"), [(None, None, [2, 3, 4, 5]), (1, None, [3, 4, 5]), (-3, -1, [3, 4])]
)
def test_shape_start_end_since_15(start: int | None, end: int | None, value: list[int]) -> None:
    attrs = {k: v for k, v in (("start", start), ("end", end)) if v is not None}
    model = make_model(
        [node("Shape", ["x"], ["y"], **attrs)], [("x", (2, 3, 4, 5))], ["y"], opset=15
    )
    graph = import_onnx(model)
    assert graph.constants["y"].dtype == np.int64
    assert graph.constants["y"].tolist() == value


@pytest.mark.parametrize("opset", [9, 11, 13])
def test_pytorch_flatten_shape_arithmetic_folds_to_one_reshape(opset: int) -> None:
    # x.view(x.size(0), -1) as exported: Shape -> Gather -> Unsqueeze -> Concat -> Reshape.
    unsq = (
        [node("Unsqueeze", ["n"], ["n1"], axes=[0])]
        if opset < 13
        else [helper.make_node("Unsqueeze", ["n", "zero_axes"], ["n1"])]
    )
    model = make_model(
        [
            helper.make_node("Shape", ["x"], ["s"]),
            helper.make_node("Gather", ["s", "i0"], ["n"], axis=0),
            *unsq,
            helper.make_node("Concat", ["n1", "minus1"], ["target"], axis=0),
            helper.make_node("Reshape", ["x", "target"], ["y"]),
        ],
        [("x", (2, 3, 4, 4))],
        ["y"],
        opset=opset,
        initializers=[
            ("i0", np.array(0, np.int64)),
            ("minus1", np.array([-1], np.int64)),
            ("zero_axes", np.array([0], np.int64)),
        ],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Reshape"]
    assert graph.nodes[0].attrs == {"shape": (2, 48)}
    assert graph.nodes[0].name == "Reshape_4"


def test_integer_shape_arithmetic_folds() -> None:
    # Cast, Slice, Mul, Div (truncating), Sub, Add, Squeeze on int64 constants.
    model = make_model(
        [
            helper.make_node("Shape", ["x"], ["s"]),
            helper.make_node("Slice", ["s", "st", "en"], ["hw"]),
            helper.make_node("Cast", ["hw"], ["hwf"], to=FLOAT),
            helper.make_node("Cast", ["hwf"], ["hwi"], to=INT64),
            helper.make_node("Mul", ["hwi", "two"], ["hw2"]),
            helper.make_node("Div", ["hw2", "neg4"], ["q"]),
            helper.make_node("Sub", ["zero", "q"], ["pos"]),
            helper.make_node("Add", ["pos", "zero"], ["dims"]),
            helper.make_node("Slice", ["s", "st0", "en0"], ["nc"]),
            helper.make_node("Concat", ["nc", "dims"], ["target"], axis=0),
            helper.make_node("Reshape", ["x", "target"], ["y"]),
        ],
        [("x", (1, 2, 6, 10))],
        ["y"],
        opset=13,
        initializers=[
            ("st", np.array([2], np.int64)),
            ("en", np.array([100], np.int64)),
            ("two", np.array(1, np.int64)),
            ("neg4", np.array(-1, np.int64)),
            ("zero", np.array(0, np.int64)),
            ("st0", np.array([0], np.int64)),
            ("en0", np.array([-2], np.int64)),
        ],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Reshape"]
    assert graph.nodes[0].attrs == {"shape": (1, 2, 6, 10)}


@pytest.mark.parametrize(
    ("a", "b", "expected"), [(7, 2, 3), (-7, 2, -3), (7, -2, -3), (-7, -2, 3), (6, 3, 2)]
)
def test_integer_division_truncates_like_onnx(a: int, b: int, expected: int) -> None:
    model = make_model(
        [helper.make_node("Div", ["a", "b"], ["y"])],
        [],
        ["y"],
        initializers=[("a", np.array([a], np.int64)), ("b", np.array([b], np.int64))],
    )
    assert import_onnx(model).constants["y"].tolist() == [expected]


@pytest.mark.parametrize(
    ("starts", "ends", "axes", "steps", "opset"),
    [
        ([1], [3], [0], [1], 13),
        ([-1], [-100], [0], [-1], 13),
        ([0, 1], [2, 100], [1, 0], [1, 2], 11),
        ([2], [0], [0], [-1], 10),
        ([1], [3], None, None, 9),
    ],
)
def test_slice_matches_onnxruntime(
    starts: list[int], ends: list[int], axes: list[int] | None, steps: list[int] | None, opset: int
) -> None:
    data = np.arange(20, dtype=np.float32).reshape(5, 4)
    if opset < 10:
        attrs = {"starts": starts, "ends": ends} | ({"axes": axes} if axes else {})
        nodes, inits = [helper.make_node("Slice", ["d"], ["y"], **attrs)], []
    else:
        nodes = [helper.make_node("Slice", ["d", "st", "en", "ax", "sp"], ["y"])]
        inits = [
            ("st", np.array(starts)),
            ("en", np.array(ends)),
            ("ax", np.array(axes)),
            ("sp", np.array(steps)),
        ]
    runtime = make_model(nodes, [("d", (5, 4))], ["y"], opset=opset, initializers=inits)
    const = make_model(nodes, [], ["y"], opset=opset, initializers=[("d", data), *inits])
    np.testing.assert_array_equal(
        import_onnx(const).constants["y"], ort_value(runtime, {"d": data})
    )


def test_gather_with_negative_indices_and_axis() -> None:
    data = np.arange(12, dtype=np.int64).reshape(3, 4)
    model = make_model(
        [helper.make_node("Gather", ["d", "i"], ["y"], axis=-1)],
        [],
        ["y"],
        initializers=[("d", data), ("i", np.array([-1, 0], np.int64))],
    )
    assert import_onnx(model).constants["y"].tolist() == [[3, 0], [7, 4], [11, 8]]


@pytest.mark.parametrize(
    ("op", "inputs", "what"),
    [
        ("Slice", ["x", "i", "i"], "starts ('i')"),
        ("Tile", ["x", "i"], "repeats ('i')"),
        ("Expand", ["x", "i"], "the shape ('i')"),
        ("Reshape", ["x", "i"], "the target shape ('i')"),
    ],
)
def test_shapes_computed_at_run_time_are_errors(op: str, inputs: list[str], what: str) -> None:
    """Every shape is static: an input that decides one must be a constant."""
    model = make_model(
        [node(op, inputs, ["y"])],
        [("x", (3, 4)), ("i", (2,))],
        ["y"],
        input_types={"i": INT64},
    )
    message = import_error(model)
    assert message.startswith(f"{op} node '{op.lower()}_n': {what} must be a constant"), message


@pytest.mark.parametrize(
    ("nodes", "fragment"),
    [
        (
            [helper.make_node("Gather", ["d", "big"], ["y"], name="g")],
            "Gather node 'g': indices [7] out of range for axis size 3",
        ),
        (
            [helper.make_node("Unsqueeze", ["x", "twice"], ["y"], name="u")],
            "Unsqueeze node 'u': axes [0, 0] repeat an axis",
        ),
        (
            [helper.make_node("Transpose", ["x"], ["y"], name="t", perm=[0, 0])],
            "Transpose node 't': perm (0, 0) is not a permutation of the axes of (3, 4)",
        ),
    ],
)
def test_bad_attribute_values_are_one_line_naming_the_node(nodes: list[Any], fragment: str) -> None:
    model = make_model(
        nodes,
        [("x", (3, 4))],
        ["y"],
        initializers=[
            ("d", np.arange(3, dtype=np.int64)),
            ("big", np.array([7], np.int64)),
            ("twice", np.array([0, 0], np.int64)),
        ],
    )
    assert import_error(model) == fragment


def test_runtime_cast_to_same_type_is_identity_else_a_cast() -> None:
    same = make_model([helper.make_node("Cast", ["x"], ["y"], to=FLOAT)], [("x", (2,))], ["y"])
    assert list(import_onnx(same).ops()) == ["Identity"]
    other = make_model([helper.make_node("Cast", ["x"], ["y"], to=INT64)], [("x", (2,))], ["y"])
    assert list(import_onnx(other).ops()) == ["Cast"]


def test_float_ops_on_constants_fold() -> None:
    w = rand(3, 4)
    model = make_model(
        [
            node("Transpose", ["w"], ["wt"]),
            helper.make_node("Relu", ["wt"], ["wr"]),
            helper.make_node("MatMul", ["x", "wr"], ["y"]),
        ],
        [("x", (2, 4))],
        ["y"],
        initializers=[("w", w)],
    )
    graph = import_onnx(model)
    assert list(graph.ops()) == ["MatMul"]
    np.testing.assert_array_equal(graph.constants["wr"], np.maximum(w.T, 0))


# --------------------------------------------------------------------------- names, outputs


def test_empty_node_names_are_generated_and_unique() -> None:
    nodes = [
        helper.make_node("Relu", ["x"], ["a"]),
        helper.make_node("Relu", ["a"], ["b"], name="Relu_0"),
        helper.make_node("Relu", ["b"], ["c"], name="dup"),
        helper.make_node("Relu", ["c"], ["y"], name="dup"),
    ]
    graph = import_onnx(make_model(nodes, [("x", (2,))], ["y"]))
    names = [n.name for n in graph.nodes]
    assert names[0] == "Relu_0"
    assert len(set(names)) == 4
    assert names[2] == "dup"


def test_output_that_is_an_input_is_fine() -> None:
    model = make_model([node("Relu", ["x"], ["y"])], [("x", (2,))], ["x", "y"])
    graph = import_onnx(model)
    assert graph.outputs == ["x", "y"]
    graph.validate()


# --------------------------------------------------------------------------- errors


def test_unsupported_operators_are_listed_in_one_line() -> None:
    nodes = [
        helper.make_node("NonMaxSuppression", ["x"], ["a"], name="nms_1"),
        helper.make_node("Loop", ["x"], ["b"], name="loop_a"),
        helper.make_node("Relu", ["x"], ["c"]),
        helper.make_node("Loop", ["x"], ["d"], name="loop_b"),
        helper.make_node("FusedConv", ["x"], ["e"], domain="com.microsoft"),
    ]
    model = make_model(nodes, [("x", (2,))], ["c"])
    model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    # Most nodes first, then by name; another domain's operator with its opset.
    assert import_error(model) == (
        "unsupported operators (opset 13; 4 nodes): Loop (2 nodes: loop_a, loop_b), "
        "NonMaxSuppression (1 node: nms_1), "
        "com.microsoft.FusedConv (com.microsoft opset 1; 1 node: FusedConv_4)"
    )


@pytest.mark.parametrize("above", [False, True])
def test_opset_out_of_range(above: bool) -> None:
    newest = onnx.defs.onnx_opset_version()
    opset = newest + 1 if above else 6
    model = make_model([node("Relu", ["x"], ["y"])], [("x", (2,))], ["y"], opset=opset)
    assert import_error(model) == (
        f"opset {opset} of the default ONNX domain is not supported (supported: 7 to "
        f"{newest}, the newest the installed onnx {onnx.__version__} defines)"
    )


def test_not_onnx_missing_and_invalid_files(tmp_path: Path) -> None:
    text = tmp_path / "notes.onnx"
    text.write_text("this is not a model\n" * 5)
    assert str(text) in import_error(text)
    assert import_error(tmp_path / "missing.onnx").endswith("missing.onnx: no such file")
    assert "is a directory" in import_error(tmp_path)
    assert "not an ONNX model" in import_error(b"\x00\x01garbage")
    # Valid protobuf, invalid model: a node reads a tensor nothing defines.
    bad = make_model([node("Relu", ["nowhere"], ["y"])], [("x", (2,))], ["y"])
    path = tmp_path / "bad.onnx"
    path.write_bytes(bad.SerializeToString())
    assert import_error(path).startswith(f"{path}: invalid ONNX model: ")
    assert import_error(bad.SerializeToString()).startswith("invalid ONNX model:")


# --------------------------------------------------------------------------- input shapes


def dynamic_model() -> Any:
    return make_model(
        [node("Add", ["x", "m"], ["y"])],
        [("x", ("batch", 3, 0, 8)), ("m", (1, 3, 1, 1))],
        ["y"],
    )


def test_dynamic_dims_need_input_shapes() -> None:
    message = import_error(dynamic_model())
    assert "input 'x' dim 0 ('batch')" in message
    assert "input 'x' dim 2 ('?')" in message
    assert "--input-shapes 'x:[1,3,1,8]'" in message


def test_input_shapes_fix_dynamic_dims() -> None:
    graph = import_onnx(dynamic_model(), input_shapes={"x": (2, 3, 5, 8), "m": [1, 3, 1, 1]})
    assert graph.shape_of("x") == (2, 3, 5, 8)
    assert graph.shape_of("y") == (2, 3, 5, 8)


@pytest.mark.parametrize(
    ("shapes", "fragment"),
    [
        ({"z": (1,)}, "'z', which is not a model input (inputs: 'x', 'm')"),
        ({"x": (2, 3, 5)}, "gives 'x' rank 3"),
        ({"x": (2, 4, 5, 8)}, "gives 'x' dim 1 = 4, the model fixes it to 3"),
        ({"x": (2, 3, 0, 8)}, "dims must be positive integers"),
    ],
)
def test_bad_input_shapes(shapes: dict[str, tuple[int, ...]], fragment: str) -> None:
    assert fragment in import_error(dynamic_model(), input_shapes=shapes)


def test_input_shapes_naming_a_constant() -> None:
    message = import_error(conv_model(), input_shapes={"w": (4, 3, 3, 3)})
    assert "'w', a constant (initializer)" in message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("data:[1,3,224,224]", {"data": (1, 3, 224, 224)}),
        (" a:[1,2] b:[3];c:[4] ; ", {"a": (1, 2), "b": (3,), "c": (4,)}),
        ("gpu_0/data_0:[1, 3, 224, 224]", {"gpu_0/data_0": (1, 3, 224, 224)}),
        ("input:0:[2,5];x.y:[]", {"input:0": (2, 5), "x.y": ()}),
        ("", {}),
    ],
)
def test_parse_input_shapes(text: str, expected: dict[str, tuple[int, ...]]) -> None:
    assert parse_input_shapes(text) == expected


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("data", "cannot read 'data'; expected NAME:[D1,D2,...]"),
        ("data:[1,3", "cannot read 'data:[1,3'"),
        ("a:[1]b:[2]", "cannot read 'a:[1]b:[2]'"),
        ("a:[1,x]", "dim 'x' is not a positive integer"),
        ("a:[1,0]", "dim '0' is not a positive integer"),
        ("a:[1,]", "dim '' is not a positive integer"),
        ("a:[1] a:[2]", "'a' is given twice"),
        (":[1]", "cannot read ':[1]'"),
    ],
)
def test_parse_input_shapes_errors(text: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=re.escape(fragment)):
        parse_input_shapes(text)


# --------------------------------------------------------------------------- shapes.py


def test_infer_types_errors_name_the_node() -> None:
    conv = Node("Conv", "c1", ["x", "w"], ["y"], {"kernel_shape": (3, 3)})
    with pytest.raises(ValueError, match="Conv node 'c1': weight"):
        infer_types(conv, [TensorType((1, 4, 8, 8)), TensorType((2, 3, 3, 3))])
    with pytest.raises(ValueError, match="expects 2 to 3 inputs, got 1"):
        infer_types(conv, [TensorType((1, 4, 8, 8))])
    with pytest.raises(ValueError, match="no type rule for operator 'Foo'"):
        infer_types(Node("Foo", "f", [], ["y"]), [])
    with pytest.raises(ValueError, match="missing attribute 'perm'"):
        infer_types(Node("Transpose", "t", ["x"], ["y"]), [TensorType((2, 3))])
    with pytest.raises(ValueError, match="different dtypes"):
        infer_types(
            Node("Add", "a", ["x", "z"], ["y"]), [TensorType((2,)), TensorType((2,), "int64")]
        )
    pool = Node("MaxPool", "p", ["x"], ["y"], {"kernel_shape": (5, 5)})
    with pytest.raises(ValueError, match="larger than the padded input"):
        infer_types(pool, [TensorType((1, 1, 3, 3))])


# --------------------------------------------------------------------------- real models

LIGHT_MODELS = sorted(
    glob.glob(os.path.join(os.path.dirname(onnx.__file__), "backend/test/data/light/light_*.onnx"))
)


def test_all_nine_light_models_are_found() -> None:
    assert len(LIGHT_MODELS) == 9


@pytest.mark.parametrize("path", LIGHT_MODELS, ids=lambda p: Path(p).stem)
def test_light_models_import(path: str) -> None:
    graph = import_onnx(path)
    graph.validate()
    expected = onnx.TensorProto()
    expected.ParseFromString(Path(path.replace(".onnx", "_output_0.pb")).read_bytes())
    # (1, 1000) for most; densenet121 and squeezenet end on NCHW (1, 1000, 1, 1).
    assert graph.shape_of(graph.outputs[-1]) == tuple(expected.dims)
    assert tuple(expected.dims)[:2] == (1, 1000)
    assert set(graph.ops()) <= {
        "Conv",
        "BatchNormalization",
        "Relu",
        "Add",
        "Mul",
        "MaxPool",
        "AveragePool",
        "GlobalAveragePool",
        "Gemm",
        "Reshape",
        "Transpose",
        "Concat",
        "Softmax",
        "LRN",
        "Identity",
    }
    assert len(graph.inputs) == 1
    # Attributes are plain Python values: ints, floats, tuples of ints.
    for n in graph.nodes:
        for value in n.attrs.values():
            assert type(value) in (int, float) or (
                type(value) is tuple and all(type(v) is int for v in value)
            ), (n, value)
    # No shape arithmetic and no ConstantOfShape survives; every node input is defined.
    assert all(graph.type_of(i).dtype == "float32" for n in graph.nodes for i in n.inputs)


def test_importing_compiler_does_not_import_onnx() -> None:
    code = (
        "import sys, compiler, compiler.model.onnx_import, compiler.model.shapes; "
        "print('onnx' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --------------------------------------------------------------------------- values vs onnxruntime


def _value_cases() -> list[tuple[str, Any]]:
    """Small models covering the normalizations whose meaning a wrong attribute would change."""
    conv_pool = make_model(
        [
            node("Conv", ["x", "w", "b"], ["c"], auto_pad="SAME_LOWER", strides=[2, 2]),
            node("Clip", ["c"], ["r"], min=0.0, max=6.0),
            node("MaxPool", ["r"], ["m"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
            helper.make_node(
                "AveragePool",
                ["m"],
                ["a"],
                kernel_shape=[2, 2],
                pads=[1, 1, 0, 0],
                count_include_pad=1,
            ),
            node("LRN", ["a"], ["l"], size=3, alpha=0.01, beta=0.5, bias=2.0),
            node("Flatten", ["l"], ["f"], axis=1),
            node("Gemm", ["f", "g", "gc"], ["y"], transB=1, alpha=0.5, beta=2.0),
        ],
        [("x", (2, 3, 17, 15))],
        ["y"],
        opset=10,
        initializers=[
            ("w", rand(8, 3, 3, 3)),
            ("b", rand(8)),
            ("g", rand(5, 8 * 4 * 4)),
            ("gc", rand(5)),
        ],
    )
    softmax9 = make_model(
        [
            node("Transpose", ["x"], ["t"], perm=[0, 2, 1, 3]),
            node("Softmax", ["t"], ["y"], axis=1),
        ],
        [("x", (2, 3, 4, 5))],
        ["y"],
        opset=9,
    )
    shapes13 = make_model(
        [
            helper.make_node("Shape", ["x"], ["s"]),
            helper.make_node("Gather", ["s", "i0"], ["n"]),
            helper.make_node("Unsqueeze", ["n", "axes0"], ["n1"]),
            helper.make_node("Concat", ["n1", "minus1"], ["target"], axis=0),
            helper.make_node("Pad", ["x", "p", "v"], ["xp"]),
            helper.make_node("Sum", ["xp", "xp", "xp"], ["s3"]),
            helper.make_node("Reshape", ["s3", "target"], ["flat"]),
            helper.make_node("Dropout", ["flat"], ["d"]),
            helper.make_node("Softmax", ["d"], ["y"], axis=-1),
        ],
        [("x", (2, 3, 4))],
        ["y"],
        opset=13,
        initializers=[
            ("i0", np.array(0, np.int64)),
            ("axes0", np.array([0], np.int64)),
            ("minus1", np.array([-1], np.int64)),
            ("p", np.array([0, 1, 0, 0, 0, 2], np.int64)),
            ("v", np.array(0.5, np.float32)),
        ],
    )
    bn = make_model(
        [
            node("BatchNormalization", ["x", "s", "b", "m", "v"], ["n"], epsilon=1e-3),
            node("Relu", ["n"], ["r"]),
            node("GlobalAveragePool", ["r"], ["g"]),
            node("Squeeze", ["g", "axes"], ["sq"]),
            node("MatMul", ["sq", "w"], ["y"]),
        ],
        [("x", (2, 4, 5, 5))],
        ["y"],
        opset=15,
        initializers=[
            ("s", rand(4)),
            ("b", rand(4)),
            ("m", rand(4)),
            ("v", np.abs(rand(4)) + 0.1),
            ("axes", np.array([2, 3], np.int64)),
            ("w", rand(4, 6)),
        ],
    )
    return [("conv_pool", conv_pool), ("softmax9", softmax9), ("shapes13", shapes13), ("bn", bn)]


@pytest.mark.parametrize(
    ("name", "model"), _value_cases(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_imported_graphs_compute_what_onnxruntime_computes(name: str, model: Any) -> None:
    # The numpy reference interpreter reads the normalized attributes, so equal values
    # mean the normalization kept each operator's ONNX meaning.
    from compiler.model.interpret import interpret

    graph = import_onnx(model)
    feeds = {n: rand(*graph.shape_of(n)) for n in graph.inputs}
    got = interpret(graph, feeds)["y"]
    np.testing.assert_allclose(got, ort_value(model, feeds), rtol=1e-4, atol=1e-5)


def randomized_light_model(path: str) -> Any:
    """The light model with random weights in place of its constant fills.

    The light models fill every weight with one value (ConstantOfShape), which makes
    every output the same; random weights (He-scaled, positive 1-D parameters so batch
    norm variances stay valid) make a comparison mean something.
    """
    model = onnx.load(path)
    rng = np.random.default_rng(0)
    shapes = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    kept = []
    for n in model.graph.node:
        if n.op_type != "ConstantOfShape":
            kept.append(n)
            continue
        shape = tuple(int(d) for d in shapes[n.input[0]])
        if len(shape) >= 2:
            value = rng.standard_normal(shape, np.float32)
            value *= np.float32(np.sqrt(2 / np.prod(shape[1:])))
        else:
            value = rng.uniform(0.5, 1.5, shape).astype(np.float32)
        model.graph.initializer.append(numpy_helper.from_array(value, n.output[0]))
        # IR version 3 lists every initializer among the inputs.
        model.graph.input.append(helper.make_tensor_value_info(n.output[0], FLOAT, shape))
    del model.graph.node[:]
    model.graph.node.extend(kept)
    return model


# 60M to 143M weights: seconds each to draw, check and load on a busy 2-core box.
BIG_FC = ("vgg19", "bvlc_alexnet", "zfnet512")


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(p, marks=pytest.mark.slow) if Path(p).stem[6:] in BIG_FC else p
        for p in LIGHT_MODELS
    ],
    ids=lambda p: Path(p).stem,
)
def test_light_models_compute_what_onnxruntime_computes(path: str) -> None:
    from compiler.model.interpret import interpret

    model = randomized_light_model(path)
    graph = import_onnx(model)
    outputs = list(graph.outputs)
    # Softmax of random logits saturates: compare its input too (densenet121 has none).
    softmax = [n for n in graph.nodes if n.op == "Softmax"]
    if softmax:
        logits = softmax[-1].inputs[0]
        graph.outputs.append(logits)
        model.graph.output.append(
            helper.make_tensor_value_info(logits, FLOAT, graph.shape_of(logits))
        )
        outputs.append(logits)
    (name,) = graph.inputs
    x = rand(*graph.shape_of(name))
    got = interpret(graph, {name: x})
    ort = pytest.importorskip("onnxruntime")
    options = ort.SessionOptions()
    options.log_severity_level = 3  # unused initializers in the original models
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
    expected = session.run(outputs, {name: x})
    for out, want in zip(outputs, expected, strict=True):
        scale = float(np.abs(want).max())
        np.testing.assert_allclose(got[out], want, rtol=1e-3, atol=1e-4 * scale, err_msg=out)
