"""Elementwise operators as compiled code: regions fused into the conv or dense kernel
before them (``act``), the rest as ``pointwise`` kernels, squeeze-and-excitation blocks
without numpy steps; every model compiled, run and checked against onnxruntime."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.onnx_import import import_onnx
from compiler.model.passes import optimize
from compiler.model.plan import KernelStep

onnx = pytest.importorskip("onnx")
from onnx import helper  # noqa: E402

from tests.model.test_onnx_import import make_model, ort_value  # noqa: E402

RNG = np.random.default_rng(11)


def _node(op: str, inputs: list[str], outputs: list[str], **attrs: Any) -> Any:
    return helper.make_node(op, inputs, outputs, name=outputs[0], **attrs)


def _weight(*shape: int) -> np.ndarray:
    fan_in = math.prod(shape[1:])
    return (RNG.standard_normal(shape) * math.sqrt(2.0 / fan_in)).astype(np.float32)


def _run(model: Any, layout: str = "nchw16c") -> tuple[Graph, list[Any], dict[str, np.ndarray]]:
    """The optimized graph, the plan's steps and the outputs, checked against onnxruntime."""
    from runtime import compile_model
    from runtime.model import Runtime

    graph = import_onnx(model)
    package = compile_model(graph, desired_layout=layout)[0]
    feeds = {
        i.name: RNG.standard_normal([d.dim_value for d in i.type.tensor_type.shape.dim]).astype(
            np.float32
        )
        for i in model.graph.input
    }
    got = Runtime(package, num_threads=2).run(feeds)
    want = ort_value(model, feeds)
    out = got[model.graph.output[0].name]
    scale = float(np.max(np.abs(want)))
    assert scale > 0.1
    assert float(np.max(np.abs(out - want))) <= 1e-5 * scale
    return optimize(graph), list(package.plan.steps), got


def _kernels_only(steps: list[Any]) -> None:
    numpy_steps = [s for s in steps if not isinstance(s, KernelStep)]
    assert not numpy_steps, numpy_steps


def _conv(x: str, w: str, out: str, pad: int = 1, group: int = 1) -> Any:
    return _node("Conv", [x, w, f"{w}_b"], [out], pads=[pad] * 4, group=group)


def _conv_inits(name: str, k: int, c: int, r: int) -> list[tuple[str, np.ndarray]]:
    return [
        (name, _weight(k, c, r, r)),
        (f"{name}_b", (RNG.standard_normal(k) * 0.1).astype(np.float32)),
    ]


def test_silu_and_gelu_as_exported_become_the_conv_act() -> None:
    """SiLU as Sigmoid + Mul (EfficientNet), GELU as Div, Erf, Add, Mul, Mul (torch)."""
    nodes = [
        _conv("x", "w1", "c1"),
        _node("Sigmoid", ["c1"], ["s1"]),
        _node("Mul", ["c1", "s1"], ["silu"]),
        _conv("silu", "w2", "c2"),
        _node("Div", ["c2", "sqrt2"], ["d"]),
        _node("Erf", ["d"], ["e"]),
        _node("Add", ["e", "one"], ["e1"]),
        _node("Mul", ["c2", "e1"], ["m"]),
        _node("Mul", ["m", "half"], ["y"]),
    ]
    inits = [
        *_conv_inits("w1", 32, 16, 3),
        *_conv_inits("w2", 32, 32, 3),
        ("sqrt2", np.array(math.sqrt(2.0), np.float32)),
        ("one", np.array(1.0, np.float32)),
        ("half", np.array(0.5, np.float32)),
    ]
    model = make_model(nodes, [("x", (1, 16, 12, 12))], ["y"], initializers=inits)
    graph, steps, _ = _run(model)
    assert list(graph.ops()) == ["FusedConv", "FusedConv"]
    acts = [n.attrs["act"] for n in graph.nodes]
    assert acts[0] == "mul(x;sigmoid(x))"
    assert "erf(" in acts[1]
    _kernels_only(steps)


def test_dense_takes_hardswish_and_a_lone_activation_is_a_pointwise_kernel() -> None:
    nodes = [
        _node("Gemm", ["x", "w", "b"], ["g"], transB=1),
        _node("HardSwish", ["g"], ["h"]),
        _node("Tanh", ["x2"], ["t"]),
        _node("Add", ["h", "t"], ["y"]),
    ]
    inits = [("w", _weight(40, 24)), ("b", (RNG.standard_normal(40) * 0.1).astype(np.float32))]
    model = make_model(
        nodes, [("x", (3, 24)), ("x2", (3, 40))], ["y"], opset=14, initializers=inits
    )
    graph, steps, _ = _run(model)
    assert list(graph.ops()) == ["Dense", "Pointwise"]
    assert graph.nodes[0].attrs["act"].startswith("mul(x;min(max(")
    assert graph.nodes[1].attrs["fn"] == "add(x1;tanh(x))"  # x: the first region node's
    _kernels_only(steps)


@pytest.mark.parametrize("layout", ["nchw16c", "nchw"])
def test_a_squeeze_and_excitation_block_runs_as_kernels(layout: str) -> None:
    """MobileNetV3's SE: ReduceMean -> 1x1 -> ReLU -> 1x1 -> HardSigmoid -> Mul."""
    nodes = [
        _conv("x", "w1", "c1"),
        _node("HardSwish", ["c1"], ["a"]),
        _node("ReduceMean", ["a", "axes"], ["p"], keepdims=1),
        _conv("p", "f1", "q1", pad=0),
        _node("Relu", ["q1"], ["r"]),
        _conv("r", "f2", "q2", pad=0),
        _node("HardSigmoid", ["q2"], ["s"], alpha=1.0 / 6.0),
        _node("Mul", ["a", "s"], ["m"]),
        _conv("m", "w2", "y", pad=0),
    ]
    inits = [
        *_conv_inits("w1", 32, 16, 3),
        *_conv_inits("f1", 16, 32, 1),
        *_conv_inits("f2", 32, 16, 1),
        *_conv_inits("w2", 16, 32, 1),
        ("axes", np.array([2, 3], np.int64)),
    ]
    model = make_model(nodes, [("x", (1, 16, 14, 14))], ["y"], opset=18, initializers=inits)
    graph, steps, _ = _run(model, layout)
    ops = list(graph.ops())
    assert ops.count("Pointwise") == 1
    assert "ReduceMean" in ops
    multiply = next(n for n in graph.nodes if n.op == "Pointwise")
    assert multiply.attrs["fn"] == "mul(x;x1)"
    _kernels_only(steps)


def test_a_value_read_outside_the_region_stays_its_output() -> None:
    """The conv's output feeds another conv too: the SiLU cannot be its epilogue; the
    sigmoid is also a model output, so it cannot die inside a region either. (The add
    is the second conv's residual.)"""
    nodes = [
        _conv("x", "w1", "c1"),
        _node("Sigmoid", ["c1"], ["s"]),
        _node("Mul", ["c1", "s"], ["silu"]),
        _conv("c1", "w2", "c2"),
        _node("Add", ["silu", "c2"], ["y"]),
    ]
    inits = [*_conv_inits("w1", 16, 8, 3), *_conv_inits("w2", 16, 16, 3)]
    model = make_model(nodes, [("x", (1, 8, 9, 9))], ["y", "s"], initializers=inits)
    graph, steps, got = _run(model)
    convs = [n for n in graph.nodes if n.op == "FusedConv"]
    assert [n.attrs["act"] for n in convs] == ["x", "x"]
    assert [bool(n.attrs["residual"]) for n in convs] == [False, True]
    assert [n.attrs["fn"] for n in graph.nodes if n.op == "Pointwise"] == [
        "sigmoid(x)",
        "mul(x;x1)",
    ]
    feeds_s = got["s"]
    assert np.all((feeds_s > 0) & (feeds_s < 1))
    _kernels_only(steps)


def test_prelu_per_channel_and_pow_by_two_are_pointwise() -> None:
    """PRelu's [C, 1, 1] slope is a per-channel input; Pow(x, 2) is x * x (onnxruntime's
    own rule for an exponent of 2), so both join regions."""
    slope = (RNG.standard_normal((16, 1, 1)) * 0.3).astype(np.float32)
    nodes = [
        _conv("x", "w1", "c1"),
        _node("PRelu", ["c1", "slope"], ["p"]),
        _node("Pow", ["p", "two"], ["q"]),
        _node("Sub", ["q", "p"], ["y"]),
    ]
    inits = [*_conv_inits("w1", 16, 8, 3), ("slope", slope), ("two", np.array(2.0, np.float32))]
    model = make_model(nodes, [("x", (1, 8, 10, 10))], ["y"], opset=13, initializers=inits)
    graph, steps, _ = _run(model)
    assert list(graph.ops()) == ["FusedConv", "Pointwise"]
    fn = graph.nodes[1].attrs["fn"]
    assert "mul(min(x;0);x1)" in fn
    assert "mul(add(" in fn  # the square
    _kernels_only(steps)


def test_pow_by_another_exponent_stays_a_numpy_step() -> None:
    nodes = [_node("Relu", ["x"], ["r"]), _node("Pow", ["r", "e"], ["y"])]
    model = make_model(
        nodes, [("x", (4, 30))], ["y"], initializers=[("e", np.array(1.5, np.float32))]
    )
    graph, steps, _ = _run(model)
    assert list(graph.ops()) == ["Pointwise", "Pow"]
    assert sum(not isinstance(s, KernelStep) for s in steps) == 1


def test_a_matmul_of_any_rank_by_a_weight_is_one_dense_kernel_with_its_gelu() -> None:
    """ConvNeXt's and a transformer's Linear layers: [n, h, w, c] or [batch, tokens, c]
    by a constant, bias added, then GELU: one matmul kernel over all the leading axes."""
    nodes = [
        _node("MatMul", ["x", "w"], ["m"]),
        _node("Add", ["m", "b"], ["a"]),
        _node("Gelu", ["a"], ["y"]),
    ]
    inits = [
        ("w", _weight(40, 24).T.copy()),
        ("b", (RNG.standard_normal(40) * 0.1).astype(np.float32)),
    ]
    model = make_model(nodes, [("x", (2, 5, 7, 24))], ["y"], opset=20, initializers=inits)
    graph, steps, got = _run(model)
    assert list(graph.ops()) == ["Dense"]
    assert "erf(" in graph.nodes[0].attrs["act"]
    assert got["y"].shape == (2, 5, 7, 40)
    _kernels_only(steps)


def test_comparisons_and_where_fuse_into_the_conv_and_into_one_kernel() -> None:
    """A LeakyRelu as torch writes it with a mask (Greater, Where) is the conv's act; a
    masked fill of two tensors whose mask is logic of comparisons, cast back to float
    and added, is one pointwise kernel: no bool tensor stored, no numpy step."""
    nodes = [
        _conv("x", "w1", "c1"),
        _node("Greater", ["c1", "zero"], ["pos"]),
        _node("Mul", ["c1", "slope"], ["neg"]),
        _node("Where", ["pos", "c1", "neg"], ["leaky"]),
        _conv("leaky", "w2", "c2"),
        _node("Less", ["c2", "leaky"], ["lt"]),
        _node("IsNaN", ["leaky"], ["nan"]),
        _node("Not", ["nan"], ["ok"]),
        _node("And", ["lt", "ok"], ["keep"]),
        _node("Where", ["keep", "c2", "leaky"], ["w"]),
        _node("Cast", ["keep"], ["kept"], to=onnx.TensorProto.FLOAT),
        _node("Add", ["w", "kept"], ["y"]),
    ]
    inits = [
        *_conv_inits("w1", 16, 8, 3),
        *_conv_inits("w2", 16, 16, 3),
        ("zero", np.zeros((), np.float32)),
        ("slope", np.full((), 0.1, np.float32)),
    ]
    model = make_model(nodes, [("x", (1, 8, 9, 9))], ["y"], initializers=inits)
    graph, steps, got = _run(model)
    convs = [n for n in graph.nodes if n.op == "FusedConv"]
    assert convs[0].attrs["act"] == "where(gt(x;0);x;mul(x;0.1))"
    (fn,) = [n.attrs["fn"] for n in graph.nodes if n.op == "Pointwise"]
    assert "where(and(lt(" in fn
    assert "isnan(" in fn
    _kernels_only(steps)
    y = got["y"]
    assert (np.round(y - np.floor(y), 6) != 0).any()  # not all the 0/1 of the mask


def test_a_comparison_read_as_bool_outside_stays_a_numpy_step() -> None:
    """The mask is also a model output (a bool tensor written): it is not fused, and what
    it feeds reads it as the bool it is."""
    nodes = [
        _conv("x", "w1", "c1"),
        _node("Greater", ["c1", "zero"], ["pos"]),
        _node("Where", ["pos", "c1", "zero"], ["y"]),
    ]
    inits = [*_conv_inits("w1", 16, 8, 3), ("zero", np.zeros((), np.float32))]
    model = make_model(nodes, [("x", (1, 8, 9, 9))], ["y", "pos"], initializers=inits)
    _graph, steps, got = _run(model)
    assert got["pos"].dtype == np.bool_
    assert [s.op for s in steps if not isinstance(s, KernelStep)] == ["Greater", "Where"]


def test_a_cast_that_changes_nothing_is_no_kernel() -> None:
    """Cast float32 -> float32 alone is a copy, not a pointwise kernel of no operations;
    after a Relu it vanishes into the Relu's function."""
    alone = make_model(
        [_node("Cast", ["x"], ["y"], to=onnx.TensorProto.FLOAT)], [("x", (2, 7))], ["y"]
    )
    _graph, steps, _got = _run_any(alone)
    assert not any(isinstance(s, KernelStep) for s in steps)
    after = make_model(
        [_node("Relu", ["x"], ["r"]), _node("Cast", ["r"], ["y"], to=onnx.TensorProto.FLOAT)],
        [("x", (2, 7))],
        ["y"],
    )
    graph, steps, _got = _run_any(after)
    assert [n.attrs["fn"] for n in graph.nodes if n.op == "Pointwise"] == ["max(x;0)"]
    _kernels_only(steps)


def _run_any(model: Any) -> tuple[Graph, list[Any], dict[str, np.ndarray]]:
    """:func:`_run` for models whose output may be small (no scale check)."""
    from runtime import compile_model
    from runtime.model import Runtime

    graph = import_onnx(model)
    package = compile_model(graph)[0]
    x = RNG.standard_normal((2, 7)).astype(np.float32)
    got = Runtime(package, num_threads=2).run({"x": x})
    np.testing.assert_array_equal(got["y"], ort_value(model, {"x": x}))
    return optimize(graph), list(package.plan.steps), got


@pytest.mark.parametrize(
    ("scores", "bias", "params"),
    [
        ((8, 3, 8, 8), (1, 3, 8, 8), {"rbcast": 2, "inner": 192}),  # a bias over every window
        ((1, 4, 3, 8, 8), (1, 4, 1, 8, 8), {"bcast": 2, "inner": 3, "block": 64}),  # a mask
        ((2, 3, 5, 16), (2, 1, 1, 16), {"bcast": 2, "inner": 15, "block": 16}),  # padding mask
        ((6, 5, 16), (5, 16), {"rbcast": 2, "inner": 80}),  # rank 2 under rank 3
    ],
    ids=str,
)
def test_an_input_repeated_over_a_run_of_axes_joins_the_region(
    scores: tuple[int, ...], bias: tuple[int, ...], params: dict[str, int]
) -> None:
    """Attention scores plus a bias or mask repeated over windows, heads or query rows,
    then a softmax-free activation: one pointwise kernel reading the small input in place
    (no Expand, no numpy Add)."""
    nodes = [
        _node("Abs", ["s"], ["a"]),
        _node("Abs", ["b"], ["c"]),
        _node("Add", ["a", "c"], ["t"]),
        _node("Tanh", ["t"], ["y"]),
    ]
    model = helper.make_model(
        helper.make_graph(
            nodes,
            "bias",
            [
                helper.make_tensor_value_info("s", onnx.TensorProto.FLOAT, scores),
                helper.make_tensor_value_info("b", onnx.TensorProto.FLOAT, bias),
            ],
            [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, scores)],
        ),
        opset_imports=[helper.make_opsetid("", 17)],
    )
    _, steps, _ = _run(model)
    _kernels_only(steps)
    from compiler import Workload
    from runtime import compile_model

    package = compile_model(import_onnx(model))[0]
    pointwise = [
        Workload.parse(k.workload).params_dict
        for k in package.plan.kernels
        if k.workload.startswith("pointwise:") and "add(" in k.workload
    ]
    assert len(pointwise) == 1
    assert {k: pointwise[0].get(k) for k in params} == params


def test_an_input_repeated_over_ragged_rows_stays_a_numpy_add() -> None:
    """Swin's 49x49 bias over its windows: rows of ragged vectors, where numpy's
    broadcasting add is faster than the kernel; the Add stays one numpy step."""
    nodes = [
        _node("Abs", ["s"], ["a"]),
        _node("Add", ["a", "b"], ["t"]),
        _node("Tanh", ["t"], ["y"]),
    ]
    inputs = [
        helper.make_tensor_value_info("s", onnx.TensorProto.FLOAT, (8, 3, 7, 7)),
        helper.make_tensor_value_info("b", onnx.TensorProto.FLOAT, (1, 3, 7, 7)),
    ]
    output = helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, (8, 3, 7, 7))
    model = helper.make_model(
        helper.make_graph(nodes, "ragged", inputs, [output]),
        opset_imports=[helper.make_opsetid("", 17)],
    )
    _, steps, _ = _run(model)
    assert [s.op for s in steps if not isinstance(s, KernelStep)] == ["Add"]
