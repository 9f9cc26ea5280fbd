"""Resize and Upsample (:mod:`compiler.model.ops.resize`): every mode, coordinate
transformation and nearest rounding, scales or sizes (axes, keep_aspect_ratio_policy),
checked against onnxruntime on random 4-D data at each implemented version, and against
ONNX's node tests with their scales, sizes and roi made constants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, numpy_helper  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, ort_value  # noqa: E402

X = (2, 3, 6, 8)
"""The input's shape: N, C and two spatial axes of different lengths."""


def _x(shape: tuple[int, ...] = X, seed: int = 5) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def _resize_model(
    opset: int,
    *,
    scales: Sequence[float] | None = None,
    sizes: Sequence[int] | None = None,
    roi: Sequence[float] | None = None,
    shape: tuple[int, ...] = X,
    **attrs: Any,
) -> Any:
    """Resize with constant roi, scales and sizes (absent ones left out)."""
    inits: list[tuple[str, np.ndarray]] = []
    names = ["x"]
    for name, value, dtype in (("roi", roi, np.float32), ("scales", scales, np.float32)):
        if (
            value is not None
            or (opset < 13 and sizes is not None)
            or (name == "roi" and opset < 13)
        ):
            names.append(name)
            inits.append((name, np.array(value if value is not None else [], dtype)))
        else:
            names.append("")
    if sizes is not None:
        names.append("sizes")
        inits.append(("sizes", np.array(sizes, np.int64)))
    while names[-1] == "":
        names.pop()
    if opset == 10:
        names, inits = ["x", "scales"], [("scales", np.array(scales, np.float32))]
    return make_model(
        [node("Resize", names, ["y"], **attrs)],
        [("x", shape)],
        ["y"],
        opset=opset,
        initializers=inits,
    )


def _check(model: Any, x: np.ndarray, exact: bool) -> np.ndarray:
    graph = import_onnx(model)
    assert list(graph.ops()) == ["Resize"]
    got = interpret(graph, {"x": x})["y"]
    want = ort_value(model, {"x": x})
    assert got.dtype == want.dtype == np.float32
    assert got.shape == want.shape
    if exact:
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    return got


COORDINATES = ["half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric"]
NEAREST = ["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]
SCALES: list[list[float]] = [[1, 1, 2, 2], [1, 1, 0.5, 0.25], [1, 1, 1.5, 0.75], [1, 1, 3, 1]]
"""Up, down, both and one axis; whole output widths (align_corners needs them)."""


@pytest.mark.parametrize("opset", [11, 13, 18, 19])
@pytest.mark.parametrize("transform", COORDINATES)
@pytest.mark.parametrize("nearest", NEAREST)
def test_nearest_matches_onnxruntime(opset: int, transform: str, nearest: str) -> None:
    x = _x()
    for scales in SCALES:
        model = _resize_model(
            opset, scales=scales, coordinate_transformation_mode=transform, nearest_mode=nearest
        )
        _check(model, x, exact=True)
    for sizes in ([2, 3, 13, 5], [2, 3, 4, 11]):  # fractional ratios: ties and edges
        model = _resize_model(
            opset, sizes=sizes, coordinate_transformation_mode=transform, nearest_mode=nearest
        )
        _check(model, x, exact=True)


@pytest.mark.parametrize("opset", [11, 13, 19])
@pytest.mark.parametrize("mode", ["linear", "cubic"])
@pytest.mark.parametrize("transform", COORDINATES)
def test_linear_and_cubic_match_onnxruntime(opset: int, mode: str, transform: str) -> None:
    x = _x()
    for scales in SCALES:
        model = _resize_model(
            opset, scales=scales, mode=mode, coordinate_transformation_mode=transform
        )
        _check(model, x, exact=False)
    for sizes in ([2, 3, 13, 5], [2, 3, 1, 11], [2, 3, 4, 1]):
        model = _resize_model(
            opset, sizes=sizes, mode=mode, coordinate_transformation_mode=transform
        )
        _check(model, x, exact=False)


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
def test_half_pixel_symmetric_at_19(mode: str) -> None:
    x = _x()
    for scales in ([1, 1, 1.7, 0.6], [1, 1, 0.5, 2.5]):  # fractional widths: an offset
        model = _resize_model(
            19, scales=scales, mode=mode, coordinate_transformation_mode="half_pixel_symmetric"
        )
        _check(model, x, exact=mode == "nearest")


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
def test_tf_half_pixel_for_nn_at_11(mode: str) -> None:
    x = _x()
    for nearest in NEAREST:
        for scales in SCALES:
            model = _resize_model(
                11,
                scales=scales,
                mode=mode,
                nearest_mode=nearest,
                coordinate_transformation_mode="tf_half_pixel_for_nn",
            )
            _check(model, x, exact=mode == "nearest")


@pytest.mark.parametrize("mode", ["linear", "cubic"])
@pytest.mark.parametrize(
    "transform", ["half_pixel", "pytorch_half_pixel", "asymmetric", "half_pixel_symmetric"]
)
@pytest.mark.parametrize("exclude", [0, 1])
def test_antialias_matches_onnxruntime(mode: str, transform: str, exclude: int) -> None:
    """The filter stretched by 1 / scale when downsampling (and as it is when upsampling)."""
    x = _x((2, 3, 17, 23))
    for scales in ([1, 1, 0.5, 0.25], [1, 1, 0.35, 0.75], [1, 1, 2, 1.5], [1, 1, 0.6, 3.0]):
        model = _resize_model(
            19,
            scales=scales,
            mode=mode,
            antialias=1,
            exclude_outside=exclude,
            coordinate_transformation_mode=transform,
            cubic_coeff_a=-0.5,
            shape=x.shape,
        )
        _check(model, x, exact=False)


@pytest.mark.parametrize("mode", ["linear", "cubic"])
def test_antialias_with_sizes_and_a_crop(mode: str) -> None:
    x = _x((2, 3, 17, 23))
    for transform, roi in (
        ("align_corners", None),
        ("tf_crop_and_resize", [0, 0, 0.1, -0.1, 1, 1, 0.83, 1.2]),
    ):
        for sizes in ([2, 3, 5, 17], [2, 3, 34, 7]):
            model = _resize_model(
                18,
                sizes=sizes,
                roi=roi,
                mode=mode,
                antialias=1,
                coordinate_transformation_mode=transform,
                extrapolation_value=2.0,
                shape=x.shape,
            )
            _check(model, x, exact=False)


@pytest.mark.parametrize("a", [-0.75, -0.5])
@pytest.mark.parametrize("exclude", [0, 1])
def test_cubic_coefficient_and_exclude_outside(a: float, exclude: int) -> None:
    x = _x()
    cases: list[list[float]] = [[1, 1, 2, 2], [1, 1, 0.5, 0.75], [1, 1, 1.7, 0.6]]
    for scales in cases:
        model = _resize_model(
            13, scales=scales, mode="cubic", cubic_coeff_a=a, exclude_outside=exclude
        )
        _check(model, x, exact=False)


@pytest.mark.parametrize("mode", ["nearest", "linear", "cubic"])
def test_tf_crop_and_resize_with_roi_and_extrapolation(mode: str) -> None:
    """A region partly outside the input: those outputs take extrapolation_value."""
    x = _x()
    roi = [0, 0, -0.2, 0.3, 1, 1, 0.72, 1.4]  # no coordinate lands on a half (a nearest tie)
    for opset in (11, 13, 19):
        model = _resize_model(
            opset,
            sizes=[2, 3, 7, 5],
            roi=roi,
            mode=mode,
            coordinate_transformation_mode="tf_crop_and_resize",
            extrapolation_value=3.5,
        )
        got = _check(model, x, exact=mode == "nearest")
        assert (got == 3.5).any()
    axes_roi = [0.62, 0.12, 0.33, 0.93]  # opset 18: roi of the given axes, here W then H
    model = _resize_model(
        18,
        sizes=[5, 4],
        roi=axes_roi,
        axes=[3, 2],
        mode=mode,
        coordinate_transformation_mode="tf_crop_and_resize",
    )
    _check(model, x, exact=mode == "nearest")


@pytest.mark.parametrize("policy", ["stretch", "not_larger", "not_smaller"])
@pytest.mark.parametrize("axes", [None, [2, 3], [3, 2]])
def test_sizes_with_axes_and_aspect_ratio_policy(policy: str, axes: list[int] | None) -> None:
    x = _x()
    sizes = [9, 5] if axes is not None else [2, 3, 9, 5]
    # Without axes the policy's scale applies to N and C too: nearest (onnxruntime's linear
    # resizes only two inner axes).
    mode = "linear" if axes is not None else "nearest"
    attrs: dict[str, Any] = {"keep_aspect_ratio_policy": policy, "mode": mode}
    if axes is not None:
        attrs["axes"] = axes
    _check(_resize_model(18, sizes=sizes, **attrs), x, exact=mode == "nearest")
    if axes is not None:
        scales = [1.5, 0.5]
        _check(_resize_model(19, scales=scales, axes=axes, mode="cubic"), x, exact=False)


@pytest.mark.parametrize("policy", ["stretch", "not_larger"])
def test_negative_axes_are_the_axes_they_count_back_to(policy: str) -> None:
    """axes [-1, -2] import as [3, 2] (onnxruntime 1.32 drops negative axes from its
    keep_aspect_ratio_policy, keeping the input's shape: the positive form is checked)."""
    x = _x()
    attrs: dict[str, Any] = {"keep_aspect_ratio_policy": policy, "mode": "linear", "sizes": [9, 5]}
    negative = import_onnx(_resize_model(18, axes=[-1, -2], **attrs))
    positive_model = _resize_model(18, axes=[3, 2], **attrs)
    assert negative.nodes[0].attrs == import_onnx(positive_model).nodes[0].attrs
    _check(positive_model, x, exact=False)


def test_other_layouts_and_axes() -> None:
    """NHWC (H and W are axes 1 and 2) in every mode; nearest over all four axes."""
    x = _x((2, 6, 8, 3))
    for mode in ("nearest", "linear"):
        _check(
            _resize_model(13, scales=[1, 2, 0.5, 1], mode=mode, shape=x.shape),
            x,
            exact=mode == "nearest",
        )
    _check(_resize_model(13, sizes=[3, 5, 9, 2], shape=x.shape), x, exact=True)


@pytest.mark.parametrize("mode", ["nearest", "linear"])
def test_resize_10_and_upsample(mode: str) -> None:
    """Resize-10 and Upsample: asymmetric coordinates, onnxruntime's simple rounding."""
    x = _x()
    cases: list[list[float]] = [[1, 1, 2, 2], [1, 1, 1.5, 2.5], [1, 1, 0.6, 0.5]]
    for scales in cases:
        _check(_resize_model(10, scales=scales, mode=mode), x, exact=mode == "nearest")
    for opset in (7, 9):
        scales = [1.0, 1.0, 2.0, 1.5]
        if opset == 7:
            model = make_model(
                [node("Upsample", ["x"], ["y"], scales=scales, mode=mode)],
                [("x", X)],
                ["y"],
                opset=7,
            )
        else:
            model = make_model(
                [node("Upsample", ["x", "s"], ["y"], mode=mode)],
                [("x", X)],
                ["y"],
                opset=9,
                initializers=[("s", np.array(scales, np.float32))],
            )
        _check(model, x, exact=mode == "nearest")


def test_224_image_bilinear_upsample() -> None:
    """A 224x224 image up by 2 in every mode (the tables are per axis; the data is gathered)."""
    x = _x((1, 3, 224, 224))
    for mode in ("nearest", "linear", "cubic"):
        _check(
            _resize_model(13, scales=[1, 1, 2, 2], mode=mode, shape=x.shape),
            x,
            exact=mode == "nearest",
        )


def _refusal(model: Any) -> str:
    return import_error(model)


def test_refusals_are_one_line() -> None:
    runtime_scales = make_model(
        [node("Resize", ["x", "", "s"], ["y"])], [("x", X), ("s", (4,))], ["y"], opset=13
    )
    assert "scales ('s') must be a constant" in _refusal(runtime_scales)
    antialias = _resize_model(18, scales=[1, 1, 0.5, 0.5], antialias=1)
    assert "antialias=1 is only defined for linear and cubic modes" in _refusal(antialias)
    exclude = _resize_model(13, scales=[1, 1, 2, 2], mode="linear", exclude_outside=1)
    assert "exclude_outside=1 is only defined for cubic mode (or antialias)" in _refusal(exclude)
    for_nn = _resize_model(
        13, scales=[1, 1, 2, 2], coordinate_transformation_mode="tf_half_pixel_for_nn"
    )
    assert "'tf_half_pixel_for_nn' is not one of Resize-13's" in _refusal(for_nn)
    crop_kept_axis = _resize_model(
        13,
        sizes=[2, 3, 6, 4],
        roi=[0, 0, 0.2, 0, 1, 1, 0.8, 1],
        coordinate_transformation_mode="tf_crop_and_resize",
    )
    assert "crops axis 2, whose size does not change" in _refusal(crop_kept_axis)
    same_shape = _resize_model(13, scales=[1, 1, 1.1, 1], mode="linear")
    assert "onnxruntime copies the input" in _refusal(same_shape)
    fractional = _resize_model(
        13, scales=[1, 1, 0.6, 1], mode="linear", coordinate_transformation_mode="align_corners"
    )
    assert "ONNX divides by the fractional width" in _refusal(fractional)
    both = _resize_model(13, scales=[1, 1, 2, 2], sizes=[2, 3, 12, 16])
    assert "exactly one of scales and sizes" in _refusal(both)
    symmetric_18 = _resize_model(
        18, scales=[1, 1, 2, 2], coordinate_transformation_mode="half_pixel_symmetric"
    )
    assert "not one of Resize-18's" in _refusal(symmetric_18)
    down = make_model(
        [node("Upsample", ["x"], ["y"], scales=[1, 1, 0.5, 1])], [("x", X)], ["y"], opset=7
    )
    assert "each at least 1" in _refusal(down)


def _node_cases() -> list[Any]:
    from tests.model import conformance as conf

    return [c for c in conf.node_cases() if c.name.startswith(("test_resize", "test_upsample"))]


REFUSED_NODE_TESTS = {
    "test_resize_downsample_scales_cubic_align_corners": "fractional width",
    "test_resize_downsample_scales_linear_align_corners": "fractional width",
}
"""The node tests refused even with constant inputs: align_corners from scales with a
fractional output width (onnxruntime gives another answer than ONNX's)."""


def test_node_tests_with_constant_inputs() -> None:
    """ONNX's Resize and Upsample node tests feed roi, scales and sizes at run time, which
    the importer refuses; as constants, each passes (or is refused for its stated reason)."""
    from onnx.backend.test.runner import Runner

    from autotune.onnx_backend import AutotuneBackend
    from tests.model import conformance as conf

    cases = _node_cases()
    assert len(cases) >= 40
    for case in cases:
        model = onnx.ModelProto()
        model.CopyFrom(case.model)
        inputs, expected = case.data_sets[0]
        inputs, expected = conf._arrays(inputs), conf._arrays(expected)
        for info, value in zip(list(model.graph.input)[1:], inputs[1:], strict=True):
            model.graph.initializer.append(numpy_helper.from_array(value, info.name))
        del model.graph.input[1:]
        if case.name in REFUSED_NODE_TESTS:
            assert REFUSED_NODE_TESTS[case.name] in import_error(model), case.name
            continue
        got = AutotuneBackend.prepare(model, "CPU").run([inputs[0]])
        Runner.assert_similar_outputs(expected, list(got), case.rtol, case.atol)


def test_after_a_compiled_conv() -> None:
    """Conv, an upsample (a numpy step), Conv: compiled and run."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(6)
    w1 = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    w2 = rng.standard_normal((4, 8, 3, 3)).astype(np.float32)
    nodes = [
        node("Conv", ["x", "w1"], ["c"], pads=[1, 1, 1, 1]),
        node("Resize", ["c", "", "s"], ["r"], mode="linear"),
        node("Conv", ["r", "w2"], ["y"], pads=[1, 1, 1, 1]),
    ]
    nodes[2].name = "conv_2"
    model = make_model(
        nodes,
        [("x", (1, 3, 10, 12))],
        ["y"],
        opset=13,
        initializers=[("w1", w1), ("w2", w2), ("s", np.array([1, 1, 2, 1.5], np.float32))],
    )
    runtime = Runtime(compile_model(import_onnx(model))[0], num_threads=1)
    x = rng.standard_normal((1, 3, 10, 12)).astype(np.float32)
    got = runtime.run({"x": x})["y"]
    np.testing.assert_allclose(got, ort_value(model, {"x": x}), rtol=1e-4, atol=1e-4)


def test_integer_input_is_refused() -> None:
    model = _resize_model(13, scales=[1, 1, 2, 2])
    model.graph.input[0].type.tensor_type.elem_type = TensorProto.INT32
    assert "needs floating-point inputs, got int32" in _refusal(model)
