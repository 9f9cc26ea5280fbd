"""Resize nodes compiled as resize2d kernels: every mode, coordinate transformation and
nearest rounding, up and down, sizes or scales, checked against onnxruntime (nearest
exactly: the same pixels) and the numpy step; what the operator cannot express (a crop,
antialiasing, N or C resized, another rank) stays a numpy step."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep, NumpyStep
from compiler.model.resize_lowering import resize_workload
from runtime import compile_model
from runtime.model import Runtime
from runtime.package import Package
from tests.model.graphs import GraphBuilder
from tests.model.test_onnx_import import ort_value
from tests.model.test_ops_resize import NEAREST, X, _resize_model, _x

pytest.importorskip("onnxruntime")


def compiled(graph: Graph) -> tuple[Runtime, Package]:
    package, _ = compile_model(graph)
    return Runtime(package, num_threads=2), package


def resize_kernels(package: Package) -> list[str]:
    return [k.workload for k in package.plan.kernels if k.workload.startswith("resize2d:")]


def check(model: Any, x: np.ndarray, *, exact: bool) -> Package:
    """Compiles ``model`` (one Resize), runs it on ``x`` and compares with onnxruntime and
    the numpy step; returns the package."""
    graph = import_onnx(model)
    runtime, package = compiled(graph)
    got = runtime.run({"x": x})["y"]
    want = ort_value(model, {"x": x})
    numpy_step = interpret(graph, {"x": x})["y"]
    assert got.dtype == want.dtype == np.float32
    assert got.shape == want.shape
    if exact:
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(got, numpy_step)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got, numpy_step, rtol=1e-5, atol=1e-6)
    return package


COORDINATES = ["half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric"]


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
@pytest.mark.parametrize("transform", COORDINATES)
def test_modes_and_transforms_match_onnxruntime(mode: str, transform: str) -> None:
    x = _x()
    # Up, down and both by given scales (whole output widths, as align_corners needs);
    # fractional ratios from sizes.
    for scales in ([1, 1, 2, 2], [1, 1, 0.5, 0.25], [1, 1, 1.5, 0.75]):
        model = _resize_model(
            13, scales=scales, mode=mode, coordinate_transformation_mode=transform
        )
        package = check(model, x, exact=mode == "nearest")
        assert len(resize_kernels(package)) == 1
        assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    model = _resize_model(
        13, sizes=[2, 3, 13, 5], mode=mode, coordinate_transformation_mode=transform
    )
    check(model, x, exact=mode == "nearest")


@pytest.mark.parametrize("nearest", NEAREST)
def test_nearest_roundings_pick_onnxruntimes_pixels(nearest: str) -> None:
    x = _x()
    for transform, scales in (("asymmetric", [1, 1, 2, 3]), ("half_pixel", [1, 1, 1.7, 0.6])):
        attrs: dict[str, Any] = {
            "coordinate_transformation_mode": transform,
            "nearest_mode": nearest,
        }
        check(_resize_model(13, scales=scales, **attrs), x, exact=True)
    check(_resize_model(13, sizes=[2, 3, 4, 11], nearest_mode=nearest), x, exact=True)


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
def test_half_pixel_symmetric_and_tf_half_pixel_for_nn(mode: str) -> None:
    x = _x()
    for opset, transform in ((19, "half_pixel_symmetric"), (11, "tf_half_pixel_for_nn")):
        for scales in ([1, 1, 1.7, 0.6], [1, 1, 0.5, 2.5]):
            attrs: dict[str, Any] = {"mode": mode, "coordinate_transformation_mode": transform}
            check(_resize_model(opset, scales=scales, **attrs), x, exact=mode == "nearest")


@pytest.mark.parametrize("exclude", [0, 1])
def test_cubic_coefficient_and_exclude_outside(exclude: int) -> None:
    x = _x()
    model = _resize_model(
        13, scales=[1, 1, 1.7, 0.6], mode="cubic", cubic_coeff_a=-0.5, exclude_outside=exclude
    )
    package = check(model, x, exact=False)
    scale = "scale_h=1.7,scale_w=0.6"  # not the ratios of the floored sizes 10 / 6, 4 / 8
    suffix = "cubic_a=-0.5,exclude=1" if exclude else "cubic_a=-0.5"
    assert resize_kernels(package) == [
        f"resize2d:n=2,c=3,h=6,w=8,oh=10,ow=4,mode=cubic,{suffix},{scale}"
    ]


def test_upsample_and_resize10_simple_rounding() -> None:
    x = _x()
    upsample = _resize_model(10, scales=[1, 1, 2, 3])  # Resize-10: asymmetric, simple
    package = check(upsample, x, exact=True)
    assert resize_kernels(package) == [
        "resize2d:n=2,c=3,h=6,w=8,oh=12,ow=24,coord=asymmetric,nearest=simple"
    ]


def test_segmentation_head_upsample() -> None:
    """LR-ASPP's last layer: 21 classes, bilinear x8 from sizes (a linear Resize's
    nearest_mode is not part of the workload)."""
    x = _x((1, 21, 28, 28))
    model = _resize_model(
        13, sizes=[1, 21, 224, 224], mode="linear", nearest_mode="floor", shape=x.shape
    )
    package = check(model, x, exact=False)
    assert resize_kernels(package) == ["resize2d:n=1,c=21,h=28,w=28,oh=224,ow=224,mode=linear"]


@pytest.mark.parametrize(
    ("shape", "attrs"),
    [
        (
            X,
            {
                "sizes": [2, 3, 7, 5],
                "roi": [0, 0, -0.2, 0.3, 1, 1, 0.72, 1.4],
                "mode": "linear",
                "coordinate_transformation_mode": "tf_crop_and_resize",
            },
        ),
        ((2, 3, 17, 23), {"scales": [1, 1, 0.5, 0.25], "mode": "linear", "antialias": 1}),
        (X, {"scales": [2, 1, 2, 2]}),  # N resized
        ((6, 8), {"scales": [2, 0.5], "mode": "linear"}),  # 2-D
    ],
)
def test_what_resize2d_cannot_express_stays_a_numpy_step(
    shape: tuple[int, ...], attrs: dict[str, Any]
) -> None:
    opset = 19 if attrs.get("antialias") else 13
    model = _resize_model(opset, shape=shape, **attrs)
    graph = import_onnx(model)
    (node,) = graph.nodes
    assert resize_workload(node, graph) is None
    runtime, package = compiled(graph)
    assert [s.op for s in package.plan.steps if isinstance(s, NumpyStep)] == ["Resize"]
    x = _x(shape)
    np.testing.assert_allclose(
        runtime.run({"x": x})["y"], ort_value(model, {"x": x}), rtol=1e-5, atol=1e-6
    )


def test_resize_between_kernels_reads_nchw() -> None:
    """A Resize between convolutions: its input is NCHW (the convs around it may still
    share the blocked layout elsewhere), and the whole graph runs as kernels."""
    b = GraphBuilder()
    x = b.input("x", (1, 16, 10, 12))
    y = b.node("Relu", [b.conv(x, 16, r=3, pad=1)])
    y = b.node(
        "Resize",
        [y],
        mode="linear",
        coordinate_transformation_mode="half_pixel",
        nearest_mode="round_prefer_floor",
        cubic_coeff_a=-0.75,
        exclude_outside=0,
        extrapolation_value=0.0,
        antialias=0,
        sizes=(1, 16, 20, 24),
        scales=(1.0, 1.0, 2.0, 2.0),
        roi=(0.0,) * 4 + (1.0,) * 4,
    )
    graph = b.output(b.node("Relu", [b.conv(y, 16, r=3, pad=1)]))
    runtime, package = compiled(graph)
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    assert resize_kernels(package) == ["resize2d:n=1,c=16,h=10,w=12,oh=20,ow=24,mode=linear"]
    feeds = {"x": _x((1, 16, 10, 12))}
    (name,) = graph.outputs
    np.testing.assert_allclose(
        runtime.run(feeds)[name], interpret(graph, feeds)[name], rtol=1e-5, atol=1e-5
    )
