"""ConvTranspose (:mod:`compiler.model.ops.conv_transpose`): groups, strides, pads,
output_padding, dilations, auto_pad and output_shape, checked against onnxruntime on
random data at several opsets, and its one-line refusals."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import import_error, make_model, node, ort_outputs  # noqa: E402


def _model(
    x_shape: tuple[int, ...], w: np.ndarray, b: np.ndarray | None, opset: int, **attrs: Any
) -> Any:
    inputs = ["x", "w"] + (["b"] if b is not None else [])
    inits = [("w", w)] + ([("b", b)] if b is not None else [])
    return make_model(
        [node("ConvTranspose", inputs, ["y"], **attrs)],
        [("x", x_shape)],
        ["y"],
        opset=opset,
        initializers=inits,
    )


def _ort(model: Any, x: np.ndarray) -> np.ndarray:
    return ort_outputs(model, {"x": x}, threads=1)[0]


def _check(
    x_shape: tuple[int, ...],
    w_shape: tuple[int, ...],
    *,
    bias: bool = True,
    opsets: tuple[int, ...] = (11, 22),
    seed: int = 0,
    **attrs: Any,
) -> np.ndarray:
    """Against onnxruntime: float32 sums of the same terms in nearly the same order."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape).astype(np.float32)
    w = rng.standard_normal(w_shape).astype(np.float32)
    group = attrs.get("group", 1)
    b = rng.standard_normal(w_shape[1] * group).astype(np.float32) if bias else None
    got = np.empty(0)
    for opset in opsets:
        model = _model(x_shape, w, b, opset, **attrs)
        graph = import_onnx(model)
        assert list(graph.ops()) == ["ConvTranspose"]
        got = interpret(graph, {"x": x})["y"]
        want = _ort(model, x)
        assert got.shape == want.shape
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    return got


@pytest.mark.parametrize("strides", [(1, 1), (2, 2), (3, 2)])
@pytest.mark.parametrize("kernel", [(1, 1), (3, 3), (4, 2)])
def test_strides_and_kernels(strides: tuple[int, int], kernel: tuple[int, int]) -> None:
    _check((2, 3, 5, 4), (3, 4, *kernel), strides=list(strides))


@pytest.mark.parametrize("group", [2, 3])
def test_groups(group: int) -> None:
    _check((1, 6, 4, 5), (6, 2, 3, 3), group=group, strides=[2, 1], pads=[1, 0, 0, 1])


def test_depthwise_upsampling() -> None:
    _check((1, 4, 5, 5), (4, 1, 4, 4), group=4, strides=[2, 2], pads=[1, 1, 1, 1])


@pytest.mark.parametrize("pads", [(0, 0, 0, 0), (1, 1, 1, 1), (2, 0, 1, 3), (3, 3, 3, 3)])
def test_pads_crop_the_output(pads: tuple[int, ...]) -> None:
    _check((1, 2, 6, 7), (2, 3, 4, 4), strides=[2, 2], pads=list(pads))


@pytest.mark.parametrize("output_padding", [(1, 0), (1, 1), (0, 2)])
def test_output_padding(output_padding: tuple[int, int]) -> None:
    _check((1, 2, 4, 4), (2, 2, 3, 3), strides=[2, 3], output_padding=list(output_padding))


@pytest.mark.parametrize("dilations", [(2, 2), (1, 3)])
def test_dilations(dilations: tuple[int, int]) -> None:
    _check((1, 3, 5, 6), (3, 2, 3, 2), strides=[2, 1], dilations=list(dilations), pads=[1, 0, 2, 1])


@pytest.mark.parametrize("auto_pad", ["SAME_UPPER", "SAME_LOWER", "VALID"])
@pytest.mark.parametrize("strides", [(1, 1), (2, 2), (3, 2)])
def test_auto_pad(auto_pad: str, strides: tuple[int, int]) -> None:
    """SAME: an output ``stride`` times the input, the odd pixel cropped at the end (UPPER)
    or the start (LOWER)."""
    got = _check((1, 2, 4, 5), (2, 3, 3, 3), auto_pad=auto_pad, strides=list(strides))
    if auto_pad != "VALID":
        assert got.shape[2:] == (4 * strides[0], 5 * strides[1])


@pytest.mark.parametrize("output_shape", [(9, 8), (8, 7), (10, 8), (11, 8), (9, 6)])
def test_output_shape(output_shape: tuple[int, ...]) -> None:
    """Smaller than the reach: cropped (the odd pixel at the start); larger (up to a
    stride): zeros and bias at the end."""
    got = _check((1, 2, 3, 3), (2, 2, 3, 3), strides=[3, 2], output_shape=list(output_shape))
    assert got.shape[2:] == tuple(output_shape[-2:])


def test_output_shape_with_same_upper() -> None:
    _check((1, 1, 4, 4), (1, 2, 3, 3), strides=[2, 2], output_shape=[8, 7], auto_pad="SAME_UPPER")


def test_without_bias_and_with_batch() -> None:
    _check((3, 4, 3, 3), (4, 2, 2, 2), bias=False, strides=[2, 2])


def test_opset_before_11_with_even_padding() -> None:
    _check((1, 2, 4, 4), (2, 2, 3, 3), opsets=(7, 9), strides=[2, 2], output_shape=[7, 7])
    _check((1, 2, 4, 4), (2, 2, 3, 3), opsets=(7,), strides=[1, 1], auto_pad="SAME_UPPER")


@pytest.mark.parametrize("phases_from", [1, 1 << 30])
@pytest.mark.parametrize("budget", [1 << 20, 4 * 6 * 4 * 7 * 2])
def test_both_kernels_whole_and_in_bands(
    monkeypatch: pytest.MonkeyPatch, phases_from: int, budget: int
) -> None:
    """The phase and the tap kernel, each with products whole and with a budget of a few
    rows (the phase kernel bands the input's rows, the tap kernel does a kernel row's
    taps one by one): the same sums every way."""
    from compiler.model.ops import conv_transpose

    monkeypatch.setattr(conv_transpose, "PHASES_FROM", phases_from)
    monkeypatch.setattr(conv_transpose, "PRODUCT_BUDGET_BYTES", budget)
    for strides in ([2, 2], [1, 3], [3, 2]):
        _check((2, 4, 5, 7), (4, 3, 5, 4), group=2, strides=strides, pads=[1, 0, 2, 1])
        _check((1, 2, 4, 4), (2, 2, 3, 3), strides=strides, output_padding=[0, 1])


def test_segmentation_sized_upsampler() -> None:
    """A 2x decoder stage and an FCN-style 64x64-kernel stride-32 upsampler."""
    _check((1, 32, 24, 24), (32, 16, 4, 4), opsets=(13,), strides=[2, 2], pads=[1, 1, 1, 1])
    _check((1, 3, 4, 4), (3, 3, 64, 64), opsets=(13,), strides=[32, 32], pads=[16, 16, 16, 16])


@pytest.mark.parametrize(
    ("x_shape", "w_shape", "opset", "attrs", "fragment"),
    [
        (
            (1, 2, 4, 4),
            (2, 2, 3, 3),
            9,
            {"strides": [2, 2], "output_shape": [6, 6]},
            "odd total padding 3: ConvTranspose-1 puts its odd pixel at the other end",
        ),
        (
            (1, 2, 3, 3),
            (2, 2, 3, 3),
            13,
            {"strides": [2, 2], "output_shape": [8, 8], "auto_pad": "SAME_UPPER"},
            "output size 8 beyond the 7 the input reaches, with auto_pad SAME_UPPER",
        ),
        ((1, 4, 3, 3), (3, 2, 3, 3), 13, {}, "weight (3, 2, 3, 3) expects 3 input channels"),
        ((1, 4, 3, 3), (4, 2, 3, 3), 13, {"group": 3}, "group 3 does not divide the 4 input"),
        ((1, 2, 3, 3, 3), (2, 2, 3, 3, 3), 13, {}, "ConvTranspose on 5-D input float32[1,2,3"),
        ((1, 2, 3, 3), (2, 2, 3, 3), 13, {"pads": [3, 3, 3, 3]}, "pads (3, 3, 3, 3) leave"),
        ((1, 2, 3, 3), (2, 2, 3, 3), 13, {"output_shape": [1, 2, 5, 5]}, "needs 2 values"),
    ],
)
def test_bad_transposed_convs_are_one_line(
    x_shape: tuple[int, ...],
    w_shape: tuple[int, ...],
    opset: int,
    attrs: dict[str, Any],
    fragment: str,
) -> None:
    w = np.random.default_rng(1).standard_normal(w_shape).astype(np.float32)
    message = import_error(_model(x_shape, w, None, opset, **attrs))
    assert message.startswith("ConvTranspose node 'convtranspose_n': ")
    assert fragment in message, message


def test_compiled_like_onnxruntime() -> None:
    """Through the runtime's numpy step, after a Relu (no constant folding)."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(3)
    w = rng.standard_normal((4, 3, 4, 4)).astype(np.float32)
    b = rng.standard_normal(3).astype(np.float32)
    model = make_model(
        [
            node("Relu", ["x"], ["r"]),
            node("ConvTranspose", ["r", "w", "b"], ["y"], strides=[2, 2], pads=[1, 1, 1, 1]),
        ],
        [("x", (1, 4, 6, 6))],
        ["y"],
        initializers=[("w", w), ("b", b)],
    )
    runtime = Runtime(compile_model(import_onnx(model))[0], num_threads=1)
    x = rng.standard_normal((1, 4, 6, 6)).astype(np.float32)
    np.testing.assert_allclose(runtime.run({"x": x})["y"], _ort(model, x), rtol=1e-5, atol=1e-5)
