"""Data movement on computed float32 tensors as compiled ``copy`` kernels (one strided
read each): Transpose, Slice with any steps (Split's outputs too), Expand, Tile,
DepthToSpace and SpaceToDepth, each checked against onnxruntime, and the workloads they
became (merged axes, one key per movement)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep
from compiler.ops_copy import strided_copy

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, node, ort_outputs  # noqa: E402


def _steps(model: Any, x: np.ndarray) -> list[Any]:
    """The plan's steps after the Relu (kernel workloads, or numpy ops), after checking
    every output against onnxruntime exactly (a copy moves bits)."""
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model))[0]
    got = Runtime(package, num_threads=2).run({"x": x})
    want = ort_outputs(model, {"x": x})
    for out, value in zip(model.graph.output, want, strict=True):
        np.testing.assert_array_equal(got[out.name], value)
    workloads = {k.symbol: Workload.parse(k.workload) for k in package.plan.kernels}
    steps = [workloads[s.symbol] if isinstance(s, KernelStep) else s.op for s in package.plan.steps]
    assert str(steps[0]).startswith("pointwise:")  # the Relu making the input computed
    return steps[1:]


def _model(op: str, dims: tuple[int, ...], outputs: int = 1, **attrs: Any) -> Any:
    names = [f"y{i}" for i in range(outputs)]
    inits: list[tuple[str, np.ndarray]] = []
    inputs = ["r"]
    for name in ("starts", "ends", "axes", "steps", "shape", "repeats", "split"):
        if name in attrs:
            inits.append((name, np.asarray(attrs.pop(name), np.int64)))
            inputs.append(name)
    nodes = [node("Relu", ["x"], ["r"]), node(op, inputs, names, **attrs)]
    return make_model(nodes, [("x", dims)], names, initializers=inits, opset=18)


def _x(shape: tuple[int, ...]) -> np.ndarray:
    return np.random.default_rng(len(shape) + shape[-1]).standard_normal(shape).astype(np.float32)


@pytest.mark.parametrize(
    ("perm", "want"),
    [
        ((2, 0, 1), "copy:shape=5x12,strides=1x5,size=60"),  # the last axis first
        ((1, 0, 2), "copy:shape=4x3x5,strides=5x20x1,size=60"),
        ((0, 2, 1), "copy:shape=3x5x4,strides=20x1x5,size=60"),
    ],
)
def test_transposes_are_one_copy(perm: tuple[int, ...], want: str) -> None:
    shape = (3, 4, 5)
    (step,) = _steps(_model("Transpose", shape, perm=list(perm)), _x(shape))
    assert str(step) == want


def test_a_channel_transpose_in_plain_layouts_is_a_copy() -> None:
    """NCHW to channels-last where nothing around it is blocked: a copy, not numpy."""
    shape = (1, 20, 4, 6)
    (step,) = _steps(_model("Transpose", shape, perm=[0, 2, 3, 1]), _x(shape))
    assert str(step) == "copy:shape=24x20,strides=1x24,size=480"


def test_slices_with_steps_backwards_and_forwards() -> None:
    shape = (6, 8, 10)
    model = _model("Slice", shape, starts=[7, 1], ends=[0, 9], axes=[1, 2], steps=[-2, 2])
    (step,) = _steps(model, _x(shape))
    assert step == Workload.of("copy", **strided_copy((6, 4, 4), (80, -20, 2), 71, 480))


def test_split_outputs_are_views_or_copies() -> None:
    """Split along the last axis: each output a strided copy; along the first, views."""
    shape = (4, 6, 10)
    steps = _steps(_model("Split", shape, outputs=2, axis=2, split=[3, 7]), _x(shape))
    assert [str(s) for s in steps] == [
        "copy:shape=24x3,strides=10x1,size=240",
        "copy:shape=24x7,strides=10x1,offset=3,size=240",
    ]
    assert _steps(_model("Split", shape, outputs=2, axis=0, split=[1, 3]), _x(shape)) == []


def test_expand_and_tile_read_with_stride_zero() -> None:
    (expand,) = _steps(_model("Expand", (3, 1, 5), shape=[2, 3, 4, 5]), _x((3, 1, 5)))
    assert str(expand) == "copy:shape=2x3x4x5,strides=0x5x0x1,size=15"
    (tile,) = _steps(_model("Tile", (3, 4), repeats=[2, 3]), _x((3, 4)))
    assert str(tile) == "copy:shape=2x3x3x4,strides=0x4x0x1,size=12"


@pytest.mark.parametrize("mode", ["DCR", "CRD"])
def test_depth_to_space_is_a_copy(mode: str) -> None:
    (d2s,) = _steps(_model("DepthToSpace", (2, 8, 3, 5), blocksize=2, mode=mode), _x((2, 8, 3, 5)))
    assert d2s.op == "copy"


def test_space_to_depth_is_a_copy() -> None:
    (s2d,) = _steps(_model("SpaceToDepth", (2, 3, 4, 6), blocksize=2), _x((2, 3, 4, 6)))
    assert s2d.op == "copy"


def test_integer_and_constant_movement_stays_numpy_or_folds() -> None:
    """An int64 transpose is a numpy step (the kernel moves float32)."""
    nodes = [node("Transpose", ["x"], ["y"], perm=[1, 0])]
    model = make_model(nodes, [("x", (3, 4))], ["y"], input_types={"x": 7})
    from runtime import compile_model

    package = compile_model(import_onnx(model))[0]
    assert [s.op for s in package.plan.steps if not isinstance(s, KernelStep)] == ["Transpose"]


def test_a_class_token_concat_is_a_copy_and_a_view() -> None:
    """ViT's class token (a constant) before the computed patch tokens, along an axis with
    only length-1 axes before it: the token is copied into its slice, the patches are
    written in place; an empty input is skipped. No numpy step."""
    token = np.random.default_rng(4).standard_normal((1, 1, 8)).astype(np.float32)
    empty = np.zeros((1, 0, 8), np.float32)
    nodes = [
        node("Relu", ["x"], ["r"]),
        node("Concat", ["token", "empty", "r"], ["y"], axis=1),
    ]
    model = make_model(
        nodes, [("x", (1, 5, 8))], ["y"], initializers=[("token", token), ("empty", empty)]
    )
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model))[0]
    x = _x((1, 5, 8))
    got = Runtime(package, num_threads=2).run({"x": x})["y"]
    np.testing.assert_array_equal(got, ort_outputs(model, {"x": x})[0])
    assert not [s for s in package.plan.steps if not isinstance(s, KernelStep)]
    assert [k.workload for k in package.plan.kernels if k.workload.startswith("copy")] == [
        "copy:shape=8,strides=1,size=8"
    ]


def _pad_model(dims: tuple[int, ...], pads: list[int], mode: str, value: float | None) -> Any:
    inits = [("pads", np.asarray(pads, np.int64))]
    inputs = ["r", "pads"]
    if value is not None:
        inits.append(("value", np.asarray(value, np.float32)))
        inputs.append("value")
    nodes = [node("Relu", ["x"], ["r"]), node("Pad", inputs, ["y"], mode=mode)]
    return make_model(nodes, [("x", dims)], ["y"], initializers=inits, opset=19)


@pytest.mark.parametrize("mode", ["constant", "edge", "reflect", "wrap"])
@pytest.mark.parametrize(
    ("dims", "pads"),
    [
        ((2, 3, 7, 9), [0, 0, 2, 1, 0, 0, 1, 3]),  # an image's plane, unevenly
        ((2, 3, 7, 9), [0, 1, -2, 3, 0, 2, 1, -1]),  # channels too; crops on two axes
        ((3, 11), [2, 0, 1, 5]),  # a matrix's rows and columns
    ],
    ids=str,
)
def test_pad_in_every_mode_is_one_copy(dims: tuple[int, ...], pads: list[int], mode: str) -> None:
    """Pad (negative pads crop) as one padded copy kernel, bit for bit onnxruntime's."""
    value = 0.75 if mode == "constant" else None
    (step,) = _steps(_pad_model(dims, pads, mode, value), _x(dims))
    assert step.op == "copy"
    assert step.params_dict["mode"] == mode


def test_a_conv_with_uneven_padding_pads_in_a_copy_kernel() -> None:
    """A convolution's asymmetric padding (TF's SAME on an even image) is a padded copy
    before the conv kernel, not a numpy step."""
    from runtime import compile_model
    from runtime.model import Runtime

    w = np.random.default_rng(3).standard_normal((6, 3, 3, 3)).astype(np.float32)
    nodes = [node("Conv", ["x", "w"], ["y"], strides=[2, 2], auto_pad="SAME_UPPER")]
    model = make_model(nodes, [("x", (1, 3, 10, 12))], ["y"], initializers=[("w", w)])
    package = compile_model(import_onnx(model))[0]
    x = _x((1, 3, 10, 12))
    got = Runtime(package, num_threads=2).run({"x": x})["y"]
    want = ort_outputs(model, {"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    kinds = [Workload.parse(k.workload) for k in package.plan.kernels]
    assert [k.op for k in kinds] == ["copy", "conv2d"]
    assert kinds[0].params_dict["pads"] != "0"


@pytest.mark.parametrize(
    ("indices", "axis", "kernel"),
    [
        ([[0, 2], [4, 6]], 1, "copy"),  # evenly stepping, in two index axes
        ([-1, -3, -5], 2, "copy"),  # backwards, counted from the end
        (list(range(8)), 1, "copy"),  # every index: torch's as_strided export
        (
            [3, 1, 2, 0],
            1,
            "gather",
        ),  # uneven: the gather kernel (tests/model/test_gather_kernels.py)
    ],
    ids=str,
)
def test_a_gather_at_evenly_stepping_constant_indices_is_a_copy(
    indices: list[Any], axis: int, kernel: str
) -> None:
    dims = (3, 8, 7)
    inits = [("idx", np.asarray(indices, np.int64))]
    nodes = [node("Relu", ["x"], ["r"]), node("Gather", ["r", "idx"], ["y"], axis=axis)]
    model = make_model(nodes, [("x", dims)], ["y"], initializers=inits, opset=13)
    (step,) = _steps(model, _x(dims))
    assert step.op == kernel


@pytest.mark.parametrize(
    ("shapes", "axis"),
    [
        ([(2, 5, 3, 4), (2, 5, 1, 4)], 2),  # torch.roll's halves, a batch of two
        ([(3, 4, 6), (3, 4, 2), (3, 4, 0), (3, 4, 5)], 2),  # the last axis; an empty constant
        ([(2, 3, 4), (2, 1, 4)], 1),  # one input a constant
    ],
    ids=str,
)
def test_a_concat_along_an_inner_axis_is_one_concat_kernel(
    shapes: list[tuple[int, ...]], axis: int
) -> None:
    """Bit for bit onnxruntime's, computed inputs and a constant alike."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(len(shapes))
    inputs, nodes, inits, feeds = [], [], [], {}
    for i, shape in enumerate(shapes):
        if (i == len(shapes) - 1 and axis == 1) or 0 in shape:
            inits.append((f"c{i}", rng.standard_normal(shape).astype(np.float32)))
            inputs.append(f"c{i}")
            continue
        feeds[f"x{i}"] = rng.standard_normal(shape).astype(np.float32)
        nodes.append(helper_node("Neg", [f"x{i}"], [f"r{i}"]))
        inputs.append(f"r{i}")
    nodes.append(helper_node("Concat", inputs, ["y"], axis=axis))
    model = make_model(nodes, [(n, x.shape) for n, x in feeds.items()], ["y"], initializers=inits)
    package = compile_model(import_onnx(model))[0]
    got = Runtime(package, num_threads=2).run(feeds)["y"]
    np.testing.assert_array_equal(got, ort_outputs(model, feeds)[0])
    concats = [k.workload for k in package.plan.kernels if k.workload.startswith("concat:")]
    assert len(concats) == 1
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)


def helper_node(op: str, inputs: list[str], outputs: list[str], **attrs: Any) -> Any:
    """An ONNX node named after its first output (several of one op in a model)."""
    from onnx import helper

    return helper.make_node(op, inputs, outputs, name=outputs[0], **attrs)
