"""Reduce* and ArgMax/ArgMin nodes as compiled ``reduce`` kernels: models compiled, run
and checked against onnxruntime, and the steps they became (no numpy step where the
reduced axes follow one another)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep
from compiler.model.reduce_lowering import reduce_view, reduce_workload

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, node, onnx_type, ort_value  # noqa: E402
from tests.model.test_ops_reduce import REDUCTIONS, _reduce_model  # noqa: E402


def _steps(model: Any, x: np.ndarray, rtol: float = 1e-5) -> list[Any]:
    """The plan's steps (kernel workloads, or numpy ops), after checking the output
    against onnxruntime within ``rtol`` of its scale (indices exactly)."""
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model, input_shapes={"x": list(x.shape)}))[0]
    got = Runtime(package, num_threads=2).run({"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == want.dtype
    assert got.shape == want.shape
    if want.dtype == np.int64:
        np.testing.assert_array_equal(got, want)
    else:
        scale = float(np.max(np.abs(want)))
        assert float(np.max(np.abs(got - want))) <= rtol * max(scale, 1e-30)
    workloads = {k.symbol: Workload.parse(k.workload) for k in package.plan.kernels}
    return [workloads[s.symbol] if isinstance(s, KernelStep) else s.op for s in package.plan.steps]


def _data(op: str, shape: tuple[int, ...], seed: int) -> np.ndarray:
    x = np.random.default_rng(seed).standard_normal(shape) * 2
    if op == "ReduceProd":
        x = 1 + x / 8  # a product of a few hundred values stays in range
    return x.astype(np.float32)


#: Input shapes, axes and the (outer, r, inner) view: rows (ragged lengths), columns, every
#: axis, axes of one element set aside.
CASES = [
    ((3, 37), [1], (3, 37, 1)),
    ((2, 5, 19), [-1], (10, 19, 1)),
    ((2, 9, 7), [1], (2, 9, 7)),
    ((4, 3, 6, 5), [1, 2], (4, 18, 5)),
    ((6, 1, 11), [0, 1], (1, 6, 11)),
    ((5, 3, 7), None, (1, 105, 1)),
]


@pytest.mark.parametrize("op", REDUCTIONS)
@pytest.mark.parametrize(("shape", "axes", "view"), CASES, ids=[str(c[:2]) for c in CASES])
def test_reductions_are_reduce_kernels(
    op: str, shape: tuple[int, ...], axes: list[int] | None, view: tuple[int, int, int]
) -> None:
    x = _data(op, shape, seed=len(shape) + shape[-1])
    opset = (11, 13) if op == "ReduceSum" else (13, 18)
    keepdims = shape[-1] % 2  # both forms over the cases
    model = _reduce_model(op, opset[shape[0] % 2], x, axes, keepdims=keepdims)
    (step,) = _steps(model, x)
    assert isinstance(step, Workload)
    assert step.op == "reduce"
    assert (step.get_int("outer"), step.get_int("r"), step.get_int("inner")) == view


@pytest.mark.parametrize("op", ["ArgMax", "ArgMin"])
@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("last", [0, 1])
def test_arg_kernels_with_ties(op: str, axis: int, last: int) -> None:
    """Values from -2..2: ties everywhere, the first or (select_last_index) last wins."""
    x = np.random.default_rng(axis + 3).integers(-2, 3, (4, 23, 9)).astype(np.float32)
    attrs = {"select_last_index": last} if last else {}
    model = make_model(
        [node(op, ["x"], ["y"], axis=axis, keepdims=last, **attrs)],
        [("x", x.shape)],
        ["y"],
        opset=13,
        input_types={"x": onnx_type("float32")},
    )
    (step,) = _steps(model, x)
    assert isinstance(step, Workload)
    assert step.op == "reduce"
    assert step.get_int("last") == last


def test_plane_mean_stays_a_global_pool() -> None:
    """ReduceMean over a 4-D tensor's plane keeps its pool2d kernel (which reads NCHW16c
    data as it is); over the channels it is a reduce kernel down the columns."""
    x = _data("ReduceMean", (2, 8, 5, 6), seed=1)
    (pool,) = _steps(_reduce_model("ReduceMean", 18, x, [2, 3]), x)
    assert isinstance(pool, Workload)
    assert pool.op == "pool2d"
    (down,) = _steps(_reduce_model("ReduceMean", 18, x, [1]), x)
    assert isinstance(down, Workload)
    assert str(down) == "reduce:outer=2,r=8,kind=mean,inner=30"


def test_axes_apart_stay_a_numpy_step() -> None:
    x = _data("ReduceSum", (3, 4, 5), seed=2)
    assert _steps(_reduce_model("ReduceSum", 13, x, [0, 2]), x) == ["ReduceSum"]


def _workload(op: str, shape: tuple[int, ...], dtype: str = "float32", **attrs: Any) -> Any:
    graph = Graph(
        "g",
        ["x"],
        ["y"],
        [Node(op, "n", ["x"], ["y"], {"keepdims": 1, **attrs})],
        {"x": TensorType(shape, dtype)},
    )
    return reduce_workload(graph.nodes[0], graph)


def test_what_the_kernel_cannot_express_is_refused() -> None:
    """No kernel (a numpy step) for no elements, an empty axes list (noop_with_empty_axes:
    the per-element part only), integers, or an index past what float32 holds exactly."""
    assert _workload("ReduceSum", (3, 4), axes=(1,)) is not None
    assert _workload("ReduceSum", (3, 0, 5), axes=(0,)) is None
    assert _workload("ReduceSumSquare", (3, 4), axes=()) is None
    assert _workload("ReduceMax", (3, 4), "int32", axes=(1,)) is None
    assert _workload("ArgMax", (1, 1 << 24), axis=1, select_last_index=0) is not None
    assert _workload("ArgMax", (1, (1 << 24) + 1), axis=1, select_last_index=0) is None


def test_reduce_view() -> None:
    assert reduce_view((2, 3, 4), (1,)) == (2, 3, 4)
    assert reduce_view((2, 1, 3, 4), (0, 2)) == (1, 6, 4)  # the axis of one between
    assert reduce_view((2, 3, 4), (0, 2)) is None
    assert reduce_view((2, 1, 4), (1,)) == (8, 1, 1)
