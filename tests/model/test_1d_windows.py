"""1-D data (audio, sequences: ``[N, C, L]``) through the 2-D windows: Conv1d (strided,
dilated, grouped, unevenly padded), MaxPool1d, AvgPool1d, ConvTranspose1d and the global
pools, compiled and checked against onnxruntime; the convolutions and pools run as
kernels, not numpy steps."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep, NumpyStep

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, ort_outputs  # noqa: E402


def _weights(*shape: int, seed: int) -> np.ndarray:
    return (
        np.random.default_rng(seed).standard_normal(shape) / np.sqrt(np.prod(shape[1:]))
    ).astype(np.float32)


def _model(opset: int) -> Any:
    from onnx import helper

    def n(op: str, inputs: list[str], output: str, **attrs: Any) -> Any:
        return helper.make_node(op, inputs, [output], name=output, **attrs)

    nodes = [
        n("Conv", ["x", "w1", "b1"], "c1", strides=[2], pads=[2, 1], kernel_shape=[5]),
        n("Relu", ["c1"], "r1"),
        n("Conv", ["r1", "w2"], "c2", group=16, dilations=[2], pads=[2, 2]),
        n("MaxPool", ["c2"], "p1", kernel_shape=[3], strides=[2], ceil_mode=1),
        n("AveragePool", ["p1"], "p2", kernel_shape=[3], pads=[1, 1], count_include_pad=1),
        n("Conv", ["p2", "w3", "b3"], "c3", auto_pad="SAME_UPPER", strides=[3]),
        n("ConvTranspose", ["c3", "w4"], "t1", strides=[2], pads=[1, 1], output_padding=[1]),
        n("GlobalAveragePool", ["t1"], "y1"),
        n("GlobalMaxPool", ["c2"], "y2"),
    ]
    inits = [
        ("w1", _weights(16, 8, 5, seed=1)),
        ("b1", _weights(16, seed=2)),
        ("w2", _weights(16, 1, 3, seed=3)),
        ("w3", _weights(24, 16, 4, seed=4)),
        ("b3", _weights(24, seed=5)),
        ("w4", _weights(24, 12, 4, seed=6)),
    ]
    return make_model(
        nodes, [("x", (2, 8, 61))], ["y1", "y2", "t1"], initializers=inits, opset=opset
    )


@pytest.mark.parametrize("opset", [13, 18])
def test_a_1d_network_matches_onnxruntime_with_its_windows_as_kernels(opset: int) -> None:
    from runtime import compile_model
    from runtime.model import Runtime

    model = _model(opset)
    package = compile_model(import_onnx(model))[0]
    x = np.random.default_rng(opset).standard_normal((2, 8, 61)).astype(np.float32)
    got = Runtime(package, num_threads=2).run({"x": x})
    for out, want in zip(("y1", "y2", "t1"), ort_outputs(model, {"x": x}), strict=True):
        assert got[out].shape == want.shape, out
        scale = np.abs(want).max()
        np.testing.assert_allclose(got[out], want, rtol=1e-4, atol=1e-5 * scale, err_msg=out)
    numpy_ops = {s.op for s in package.plan.steps if isinstance(s, NumpyStep)}
    assert not numpy_ops & {"Conv", "FusedConv", "MaxPool", "AveragePool", "Pad"}, numpy_ops
    kernels = {Workload.parse(k.workload).op for k in package.plan.kernels}
    assert {"conv2d", "depthwise_conv2d", "pool2d", "reduce"} <= kernels, kernels
    assert all(isinstance(s, KernelStep | NumpyStep) for s in package.plan.steps)


def test_a_3d_weight_on_4d_data_and_5d_data_are_one_line_each() -> None:
    from onnx import helper

    from compiler.model.frontend.errors import ModelImportError

    conv = helper.make_node("Conv", ["x", "w"], ["y"], name="conv")
    for dims, w in (
        ((1, 3, 9), _weights(4, 3, 3, 3, seed=0)),
        ((1, 3, 5, 5, 5), _weights(4, 3, 3, 3, 3, seed=0)),
    ):
        model = make_model([conv], [("x", dims)], ["y"], initializers=[("w", w)])
        with pytest.raises(ModelImportError) as info:
            import_onnx(model)
        assert "\n" not in str(info.value)
        assert "Conv node 'conv'" in str(info.value)
