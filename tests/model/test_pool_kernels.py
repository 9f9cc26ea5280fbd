"""Pooling nodes compiled as pool2d kernels: MaxPool, AveragePool and GlobalAveragePool
with every attribute the importer accepts, checked against onnxruntime and the numpy
interpreter; a pool the operator cannot express stays a numpy step."""

from __future__ import annotations

from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep, NumpyStep
from compiler.model.pool_lowering import pool_workload
from runtime import compile_model
from runtime.model import Runtime
from runtime.package import Package
from tests.model.graphs import GraphBuilder, random_feeds, rel_err

ort = pytest.importorskip("onnxruntime")

TOLERANCE = 1e-5


def one_node_model(op: str, shape: tuple[int, ...], **attrs: Any) -> onnx.ModelProto:
    """An ONNX model of one pooling node on input ``x``."""
    node = helper.make_node(op, ["x"], ["y"], **attrs)
    graph = helper.make_graph(
        [node],
        "pool",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(shape))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", "c", "oh", "ow"])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def compiled(graph: Graph) -> tuple[Runtime, Package]:
    package, _ = compile_model(graph)
    return Runtime(package, num_threads=2), package


def pool_kernels(package: Package) -> list[str]:
    return [k.workload for k in package.plan.kernels if k.workload.startswith("pool2d:")]


# (op, input shape, ONNX attributes, the pool2d workload the node becomes)
CASES = [
    (
        "MaxPool",  # SqueezeNet's
        (1, 8, 23, 23),
        {"kernel_shape": [3, 3], "strides": [2, 2]},
        "pool2d:n=1,c=8,h=23,w=23,kh=3,kw=3,sh=2,sw=2",
    ),
    (
        "MaxPool",  # ShuffleNet's / ResNet's
        (2, 5, 20, 37),
        {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 1, 1, 1]},
        "pool2d:n=2,c=5,h=20,w=37,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1",
    ),
    (
        "MaxPool",  # VGG's
        (1, 4, 18, 34),
        {"kernel_shape": [2, 2], "strides": [2, 2]},
        "pool2d:n=1,c=4,h=18,w=34,kh=2,kw=2,sh=2,sw=2",
    ),
    (
        "MaxPool",  # GoogLeNet's: ceil mode
        (1, 3, 14, 29),
        {"kernel_shape": [3, 3], "strides": [2, 2], "ceil_mode": 1},
        "pool2d:n=1,c=3,h=14,w=29,kh=3,kw=3,sh=2,sw=2,ceil=1",
    ),
    (
        "MaxPool",  # ceil mode that changes nothing: no ceil in the workload
        (1, 3, 15, 29),
        {"kernel_shape": [3, 3], "strides": [2, 2], "ceil_mode": 1},
        "pool2d:n=1,c=3,h=15,w=29,kh=3,kw=3,sh=2,sw=2",
    ),
    (
        "MaxPool",  # asymmetric everything, dilated
        (1, 3, 16, 40),
        {
            "kernel_shape": [3, 2],
            "strides": [1, 3],
            "pads": [0, 1, 2, 0],
            "dilations": [2, 2],
        },
        "pool2d:n=1,c=3,h=16,w=40,kh=3,kw=2,sw=3,pl=1,pb=2,dh=2,dw=2",
    ),
    (
        "AveragePool",  # ShuffleNet's
        (1, 6, 28, 28),
        {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 1, 1, 1]},
        "pool2d:n=1,c=6,h=28,w=28,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,mode=avg",
    ),
    (
        "AveragePool",
        (1, 6, 28, 27),
        {
            "kernel_shape": [3, 3],
            "strides": [2, 2],
            "pads": [1, 1, 1, 1],
            "count_include_pad": 1,
        },
        "pool2d:n=1,c=6,h=28,w=27,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,mode=avg,count_pad=1",
    ),
    (
        "AveragePool",  # ceil mode's overhang past the end padding never counts
        (1, 4, 10, 20),
        {
            "kernel_shape": [3, 3],
            "strides": [2, 2],
            "pads": [1, 1, 1, 1],
            "ceil_mode": 1,
            "count_include_pad": 1,
        },
        "pool2d:n=1,c=4,h=10,w=20,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,ceil=1,mode=avg,"
        "count_pad=1",
    ),
    (
        "AveragePool",  # no padding: count_include_pad changes nothing
        (1, 4, 10, 20),
        {"kernel_shape": [2, 2], "strides": [2, 2], "count_include_pad": 1},
        "pool2d:n=1,c=4,h=10,w=20,kh=2,kw=2,sh=2,sw=2,mode=avg",
    ),
    (
        "AveragePool",  # ShuffleNet's last: a window as large as the plane
        (1, 40, 7, 7),
        {"kernel_shape": [7, 7]},
        "pool2d:n=1,c=40,h=7,w=7,kh=7,kw=7,mode=avg",
    ),
    (
        "GlobalAveragePool",  # SqueezeNet's last, two images
        (2, 30, 13, 13),
        {},
        "pool2d:n=2,c=30,h=13,w=13,kh=13,kw=13,mode=avg",
    ),
    (
        "GlobalAveragePool",
        (1, 7, 9, 40),
        {},
        "pool2d:n=1,c=7,h=9,w=40,kh=9,kw=40,mode=avg",
    ),
]


@pytest.mark.parametrize(("op", "shape", "attrs", "workload"), CASES)
def test_pool_matches_onnxruntime(
    op: str, shape: tuple[int, ...], attrs: dict[str, Any], workload: str
) -> None:
    model = one_node_model(op, shape, **attrs)
    graph = import_onnx(model)
    runtime, package = compiled(graph)
    assert pool_kernels(package) == [workload]
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    for seed in (1, 2):
        x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
        if seed == 2:
            x -= 10.0  # all negative: a padding tap that won a max would show
        (want,) = sess.run(None, {"x": x})
        got = runtime.run({"x": x})["y"]
        assert got.shape == want.shape
        assert rel_err(got, want) < TOLERANCE
        assert rel_err(got, interpret(graph, {"x": x})["y"]) < TOLERANCE


def test_pools_between_convs_are_kernels() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 30, 30))
    y = b.node("Relu", [b.conv(x, 16, r=3, stride=2, pad=0)])
    y = b.node(
        "MaxPool",
        [y],
        kernel_shape=(3, 3),
        strides=(2, 2),
        pads=(0, 0, 0, 0),
        dilations=(1, 1),
        ceil_mode=1,
    )
    y = b.node("Relu", [b.conv(y, 8, r=1, pad=0)])
    y = b.node(
        "AveragePool",
        [y],
        kernel_shape=(3, 3),
        strides=(2, 2),
        pads=(1, 1, 1, 1),
        ceil_mode=0,
        count_include_pad=0,
    )
    graph = b.output(b.node("GlobalAveragePool", [y]))
    runtime, package = compiled(graph)
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    assert len(pool_kernels(package)) == 3
    feeds = random_feeds(graph)
    (name,) = graph.outputs
    assert rel_err(runtime.run(feeds)[name], interpret(graph, feeds)[name]) < TOLERANCE


def test_window_in_the_padding_only_stays_a_numpy_step() -> None:
    # Pads as large as the window: the first window sees padding only (onnxruntime
    # rejects such a node; the graph IR and the numpy step define it, the operator not).
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    y = b.node(
        "AveragePool",
        [x],
        kernel_shape=(2, 2),
        strides=(2, 2),
        pads=(2, 2, 2, 2),
        ceil_mode=0,
        count_include_pad=1,
    )
    graph = b.output(y)
    runtime, package = compiled(graph)
    assert [s.op for s in package.plan.steps if isinstance(s, NumpyStep)] == ["AveragePool"]
    assert not package.plan.kernels
    feeds = random_feeds(graph)
    assert rel_err(runtime.run(feeds)[y], interpret(graph, feeds)[y]) < TOLERANCE


def test_what_pool2d_cannot_express_has_no_workload() -> None:
    b = GraphBuilder()
    const = b.rand(1, 2, 6, 6)
    attrs = dict(kernel_shape=(2, 2), strides=(2, 2), pads=(0, 0, 0, 0), dilations=(1, 1))
    on_constant = b.node("MaxPool", [const], **attrs, ceil_mode=0)
    x = b.input("x", (1, 2, 6, 6))
    fine = b.node("MaxPool", [x], **attrs, ceil_mode=1)  # ceil changes nothing here
    graph = b.output(on_constant, fine)
    producers = graph.producers()
    assert pool_workload(producers[on_constant], graph) is None
    assert (
        str(pool_workload(producers[fine], graph)) == "pool2d:n=1,c=2,h=6,w=6,kh=2,kw=2,sh=2,sw=2"
    )
