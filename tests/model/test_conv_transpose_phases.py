"""ConvTranspose compiled as one convolution per output slot and an interleaving copy
(:mod:`compiler.model.passes.conv_transpose`): strides, pads that crop the input,
output_padding, groups, unequal strides and odd output sizes, checked against onnxruntime
on random data, and the cases left to the numpy kernel."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.passes.conv_transpose import axis_slots
from compiler.model.plan import NumpyStep

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, node, ort_outputs  # noqa: E402


def _compiled(x_shape: tuple[int, ...], w_shape: tuple[int, ...], seed: int, **attrs: Any) -> Any:
    """The compiled package's plan, after checking its output against onnxruntime."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(seed)
    group = attrs.get("group", 1)
    w = rng.standard_normal(w_shape).astype(np.float32)
    b = rng.standard_normal(w_shape[1] * group).astype(np.float32)
    nodes = [node("ConvTranspose", ["x", "w", "b"], ["y"], **attrs), node("Relu", ["y"], ["z"])]
    model = make_model(
        nodes, [("x", x_shape)], ["y", "z"], initializers=[("w", w), ("b", b)], opset=17
    )
    x = rng.standard_normal(x_shape).astype(np.float32)
    package = compile_model(import_onnx(model))[0]
    got = Runtime(package, num_threads=2).run({"x": x})
    for name, want in zip(("y", "z"), ort_outputs(model, {"x": x}, threads=1), strict=True):
        assert got[name].shape == want.shape
        scale = np.abs(want).max()
        np.testing.assert_allclose(got[name], want, rtol=1e-5, atol=2e-6 * scale, err_msg=name)
    return package.plan


@pytest.mark.parametrize(
    ("x_shape", "w_shape", "attrs"),
    [
        ((1, 8, 10, 12), (8, 4, 4, 4), {"strides": [2, 2], "pads": [1, 1, 1, 1]}),  # DCGAN
        ((2, 8, 10, 12), (8, 4, 2, 2), {"strides": [2, 2]}),  # UNet's up-conv, a batch
        (
            (1, 8, 7, 9),
            (8, 3, 3, 3),
            {"strides": [2, 2], "pads": [1] * 4, "output_padding": [1, 1]},
        ),
        ((1, 6, 7, 9), (6, 2, 3, 5), {"group": 3, "strides": [2, 3], "pads": [0, 2, 1, 1]}),
        ((1, 8, 7, 9), (8, 4, 3, 3), {"strides": [1, 1], "pads": [1, 1, 1, 1]}),  # one slot
        ((1, 8, 7, 9), (8, 4, 5, 5), {"strides": [2, 2], "pads": [4, 4, 4, 4]}),  # crops
        ((1, 4, 5, 5), (4, 4, 4, 4), {"strides": [2, 2], "pads": [3, 0, 0, 3]}),  # odd size
    ],
    ids=str,
)
def test_transposed_convs_run_as_convs(
    x_shape: tuple[int, ...], w_shape: tuple[int, ...], attrs: dict[str, Any]
) -> None:
    plan = _compiled(x_shape, w_shape, seed=sum(x_shape), **attrs)
    assert not [s for s in plan.steps if isinstance(s, NumpyStep)]
    ops = {Workload.parse(k.workload).op for k in plan.kernels}
    assert ops & {"conv2d", "winograd_conv2d", "pointwise_conv2d"}, ops


@pytest.mark.parametrize(
    ("w_shape", "attrs"),
    [
        ((8, 4, 1, 1), {"strides": [2, 2]}),  # slots no tap reaches
        ((8, 4, 3, 3), {"strides": [2, 2], "dilations": [2, 2]}),
        ((8, 4, 8, 8), {"strides": [8, 8]}),  # 64 slots: the numpy kernel's phases
    ],
    ids=str,
)
def test_the_rest_stay_with_the_numpy_kernel(
    w_shape: tuple[int, ...], attrs: dict[str, Any]
) -> None:
    plan = _compiled((1, 8, 6, 7), w_shape, seed=1, **attrs)
    assert [s.op for s in plan.steps if isinstance(s, NumpyStep)] == ["ConvTranspose"]


def test_slots_of_an_axis() -> None:
    """A 4-tap kernel at stride 2, pad 1 (2x upsampling): slot 0 sums taps 3 and 1 over
    the input padded by one in front, slot 1 taps 2 and 0 padded by one behind."""
    slots = axis_slots(10, 4, 2, 1, 20)
    assert slots is not None
    assert [(s.taps, s.pad_before, s.pad_after) for s in slots] == [((3, 1), 1, 0), ((2, 0), 0, 1)]
    assert axis_slots(10, 1, 2, 0, 19) is None  # a slot no tap reaches


def test_batch_norm_and_activations_after_it_fold_into_the_slot_convolutions() -> None:
    """DCGAN's block (ConvTranspose, BatchNorm, ReLU) and a Tanh after the next one: each
    slot's convolution takes them as its epilogue, so the only other kernels are the
    interleaving copies."""
    from onnx import helper

    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(7)
    k = 6
    inits = [
        ("w1", rng.standard_normal((8, k, 4, 4)).astype(np.float32)),
        ("w2", rng.standard_normal((k, 3, 3, 3)).astype(np.float32)),
        ("scale", (1 + 0.2 * rng.standard_normal(k)).astype(np.float32)),
        ("shift", rng.standard_normal(k).astype(np.float32)),
        ("mean", rng.standard_normal(k).astype(np.float32)),
        ("var", (1 + rng.random(k)).astype(np.float32)),
    ]

    def n(op: str, inputs: list[str], output: str, **attrs: Any) -> Any:
        return helper.make_node(op, inputs, [output], name=output, **attrs)

    nodes = [
        n("ConvTranspose", ["x", "w1"], "t1", strides=[2, 2], pads=[1, 1, 1, 1]),
        n("BatchNormalization", ["t1", "scale", "shift", "mean", "var"], "bn"),
        n("Relu", ["bn"], "r"),
        n("ConvTranspose", ["r", "w2"], "t2", strides=[2, 2], pads=[1] * 4, output_padding=[1, 1]),
        n("Tanh", ["t2"], "y"),
    ]
    model = make_model(nodes, [("x", (1, 8, 5, 6))], ["y"], initializers=inits, opset=17)
    x = rng.standard_normal((1, 8, 5, 6)).astype(np.float32)
    package = compile_model(import_onnx(model))[0]
    got = Runtime(package, num_threads=2).run({"x": x})["y"]
    want = ort_outputs(model, {"x": x}, threads=1)[0]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert not [s for s in package.plan.steps if isinstance(s, NumpyStep)]
    ops = [Workload.parse(k.workload) for k in package.plan.kernels]
    assert {w.op for w in ops} <= {"conv2d", "winograd_conv2d", "pointwise_conv2d", "copy"}
    epilogues = {
        (w.params_dict["epilogue"], w.params_dict.get("act")) for w in ops if w.op != "copy"
    }
    assert epilogues == {("bias_relu", "x"), ("bias", "tanh(x)")}, epilogues


@pytest.mark.parametrize(
    "attrs",
    [{"strides": [1, 1]}, {"strides": [2, 2], "pads": [1, 1, 1, 1]}, {"pads": [0, 1, 2, 0]}],
    ids=str,
)
def test_a_one_pixel_image_is_a_matrix_product(attrs: dict[str, Any]) -> None:
    """DCGAN's first layer (from a latent vector): one dense kernel, no zero-padded
    convolution, for a batch of two."""
    plan = _compiled((2, 16, 1, 1), (16, 12, 4, 4), seed=3, **attrs)
    assert not [s for s in plan.steps if isinstance(s, NumpyStep)]
    ops = {Workload.parse(k.workload).op for k in plan.kernels}
    assert "matmul" in ops
    assert not ops & {"conv2d", "winograd_conv2d"}, ops
