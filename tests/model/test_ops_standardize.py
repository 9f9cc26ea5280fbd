"""LayerNormalization (with its Mean and InvStdDev outputs), InstanceNormalization and
GroupNormalization (opset 21; 18 is deprecated)
(:mod:`compiler.model.ops.standardize`), checked against onnxruntime on random data and
against the value computed in float64."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from tests.model.test_onnx_import import import_error, make_model, node  # noqa: E402

RTOL, ATOL = 1e-5, 1e-6
"""onnxruntime computes in float32 (a one-pass variance in its GroupNormalization); ours
in float64, rounded once: a few float32 ulps apart on data of moderate mean."""


def _rand(shape: tuple[int, ...], seed: int, scale: float = 1.0, mean: float = 0.0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(shape) * scale + mean).astype(np.float32)


def _ort(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return [np.asarray(v) for v in session.run(None, feeds)]


def _check(model: Any, feeds: dict[str, np.ndarray], outputs: list[str]) -> list[np.ndarray]:
    """Every output against onnxruntime's, from the interpreted graph."""
    got = interpret(import_onnx(model), feeds)
    wants = _ort(model, feeds)
    for name, want in zip(outputs, wants, strict=True):
        assert got[name].dtype == want.dtype == np.float32, name
        assert got[name].shape == want.shape, name
        np.testing.assert_allclose(got[name], want, rtol=RTOL, atol=ATOL, err_msg=name)
    return [got[name] for name in outputs]


def _layer_norm_model(
    opset: int,
    x: tuple[int, ...],
    scale: tuple[int, ...],
    bias: tuple[int, ...] | None,
    outputs: list[str],
    **attrs: Any,
) -> Any:
    inputs = ["x", "scale"] + (["bias"] if bias is not None else [])
    shapes = [("x", x), ("scale", scale)] + ([("bias", bias)] if bias is not None else [])
    return make_model(
        [node("LayerNormalization", inputs, outputs, **attrs)], shapes, outputs, opset=opset
    )


def _feeds(**shapes: tuple[int, ...]) -> dict[str, np.ndarray]:
    return {name: _rand(shape, seed=i) for i, (name, shape) in enumerate(shapes.items())}


@pytest.mark.parametrize("opset", [17, 18, 28])
@pytest.mark.parametrize("axis", [-4, -3, -2, -1, 0, 1, 2, 3])
@pytest.mark.parametrize("with_bias", [True, False])
def test_layer_norm_every_axis_and_its_three_outputs(
    opset: int, axis: int, with_bias: bool
) -> None:
    x = (2, 3, 4, 5)
    normalized = x[axis:]
    model = _layer_norm_model(
        opset,
        x,
        normalized,
        normalized if with_bias else None,
        ["y", "mean", "inv"],
        axis=axis,
        epsilon=1e-3,
    )
    feeds = _feeds(x=x, scale=normalized, **({"bias": normalized} if with_bias else {}))
    _, mean, inv = _check(model, feeds, ["y", "mean", "inv"])
    kept = x[: axis % 4] + (1,) * (4 - axis % 4)
    assert mean.shape == inv.shape == kept


def test_layer_norm_broadcasts_scale_and_bias() -> None:
    """Scale and B broadcast to X unidirectionally (here: over the leading axis)."""
    model = _layer_norm_model(17, (2, 3, 4), (1, 4), (4,), ["y"], axis=1)
    _check(model, _feeds(x=(2, 3, 4), scale=(1, 4), bias=(4,)), ["y"])
    model = _layer_norm_model(17, (2, 3, 4), (3, 1), (3, 4), ["y"], axis=1)
    _check(model, _feeds(x=(2, 3, 4), scale=(3, 1), bias=(3, 4)), ["y"])


def test_layer_norm_of_a_large_mean_is_exact_to_float64() -> None:
    """Data of mean 1000 and spread 1: one-pass float32 statistics would lose digits; the
    two-pass float64 value is within float32 rounding of the float64 truth."""
    x = _rand((4, 64), seed=3, mean=1000.0)
    scale, bias = _rand((64,), seed=4), _rand((64,), seed=5)
    model = _layer_norm_model(17, x.shape, (64,), (64,), ["y", "mean", "inv"], epsilon=1e-5)
    got = interpret(import_onnx(model), {"x": x, "scale": scale, "bias": bias})
    w = x.astype(np.float64)
    mean = w.mean(axis=1, keepdims=True)
    inv = 1.0 / np.sqrt(((w - mean) ** 2).mean(axis=1, keepdims=True) + np.float32(1e-5))
    y = (w - mean) * inv * scale + bias
    for name, want in (("y", y), ("mean", mean), ("inv", inv)):
        np.testing.assert_allclose(got[name], want, rtol=6e-8, atol=1e-30, err_msg=name)


def test_layer_norm_stash_type_double_computes_y_and_refuses_its_double_stats() -> None:
    model = _layer_norm_model(17, (2, 3, 4), (4,), (4,), ["y"], stash_type=11)
    _check(model, _feeds(x=(2, 3, 4), scale=(4,), bias=(4,)), ["y"])
    model = _layer_norm_model(17, (2, 3, 4), (4,), (4,), ["y", "mean"], stash_type=11)
    assert "output 'mean' would be double, not supported" in import_error(model)
    model = _layer_norm_model(17, (2, 3, 4), (4,), (4,), ["y"], stash_type=16)
    assert "stash_type 16 is not supported" in import_error(model)


def test_layer_norm_unused_stats_are_not_computed() -> None:
    model = make_model(
        [node("LayerNormalization", ["x", "scale"], ["y", "mean", "inv"])],
        [("x", (2, 5)), ("scale", (5,))],
        ["y"],
        opset=17,
    )
    assert list(import_onnx(model).ops()) == ["LayerNormalization"]
    model = make_model(
        [node("LayerNormalization", ["x", "scale"], ["y", "", "inv"])],
        [("x", (2, 5)), ("scale", (5,))],
        ["y", "inv"],
        opset=17,
    )
    assert list(import_onnx(model).ops()) == ["LayerNormalization", "InvStdDev"]


@pytest.mark.parametrize("opset", [7, 21, 22, 28])
@pytest.mark.parametrize("x", [(2, 3, 7), (2, 3, 5, 6), (1, 2, 3, 4, 5)])
def test_instance_norm_matches_onnxruntime(opset: int, x: tuple[int, ...]) -> None:
    model = make_model(
        [node("InstanceNormalization", ["x", "scale", "bias"], ["y"], epsilon=1e-2)],
        [("x", x), ("scale", (3 if len(x) < 5 else 2,)), ("bias", (3 if len(x) < 5 else 2,))],
        ["y"],
        opset=opset,
    )
    c = x[1]
    feeds = _feeds(x=x, scale=(c,), bias=(c,))
    feeds["x"] = feeds["x"] * 3 + 2  # a mean and a spread that are not 0 and 1
    _check(model, feeds, ["y"])


def test_instance_norm_needs_spatial_axes() -> None:
    model = make_model(
        [node("InstanceNormalization", ["x", "scale", "bias"], ["y"])],
        [("x", (2, 3)), ("scale", (3,)), ("bias", (3,))],
        ["y"],
        opset=13,
    )
    assert "input must have at least 3 axes (N, C, ...), got (2, 3)" in import_error(model)


def _group_norm_model(opset: int, x: tuple[int, ...], groups: int, consts: bool) -> Any:
    per = x[1]
    inits = [("scale", _rand((per,), seed=8)), ("bias", _rand((per,), seed=9))] if consts else []
    inputs = [("x", x)] + ([] if consts else [("scale", (per,)), ("bias", (per,))])
    return make_model(
        [node("GroupNormalization", ["x", "scale", "bias"], ["y"], num_groups=groups)],
        inputs,
        ["y"],
        opset=opset,
        initializers=inits,
    )


@pytest.mark.parametrize("opset", [21, 28])
@pytest.mark.parametrize(("x", "groups"), [((2, 6, 4, 5), 3), ((2, 6, 4, 5), 6), ((3, 4, 7), 1)])
@pytest.mark.parametrize("consts", [True, False])
def test_group_norm_matches_onnxruntime(
    opset: int, x: tuple[int, ...], groups: int, consts: bool
) -> None:
    """Scale and bias per channel, as constants or run-time inputs."""
    model = _group_norm_model(opset, x, groups, consts)
    feeds = _feeds(x=x) if consts else _feeds(x=x, scale=(x[1],), bias=(x[1],))
    feeds["x"] = feeds["x"] * 2 - 1
    _check(model, feeds, ["y"])


def test_group_norm_18_is_refused_as_deprecated() -> None:
    """Opset 18's per-group scale and bias (deprecated: the ONNX checker refuses it too)."""
    x = (1, 4, 3, 3)
    model = make_model(
        [node("GroupNormalization", ["x", "s", "b"], ["y"], num_groups=2)],
        [("x", x)],
        ["y"],
        opset=18,
        initializers=[("s", _rand((2,), seed=3)), ("b", _rand((2,), seed=4))],
    )
    message = import_error(model)
    assert "GroupNormalization-18 (1 node: groupnormalization_n; implemented: " in message


def test_group_norm_groups_must_divide_the_channels() -> None:
    message = import_error(_group_norm_model(21, (1, 6, 3, 3), 4, consts=True))
    assert "num_groups 4 does not divide the 6 channels" in message
    model = make_model(
        [node("GroupNormalization", ["x", "s", "b"], ["y"], num_groups=2, stash_type=10)],
        [("x", (1, 4, 3)), ("s", (4,)), ("b", (4,))],
        ["y"],
        opset=21,
    )
    assert "stash_type 10 is not supported" in import_error(model)


def test_after_a_compiled_conv() -> None:
    """Conv (a compiled kernel) then group, instance and layer norms as numpy steps."""
    from runtime import compile_model
    from runtime.model import Runtime

    rng = np.random.default_rng(6)
    w = rng.standard_normal((8, 3, 3, 3)).astype(np.float32)
    model = make_model(
        [
            node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
            node("GroupNormalization", ["c", "s8", "b8"], ["g"], num_groups=4),
            node("InstanceNormalization", ["g", "s8", "b8"], ["i"]),
            node("LayerNormalization", ["i", "s6", "b6"], ["y", "m", "v"], axis=-1),
        ],
        [("x", (2, 3, 6, 6))],
        ["y", "m", "v"],
        opset=21,
        initializers=[
            ("w", w),
            ("s8", _rand((8,), seed=1)),
            ("b8", _rand((8,), seed=2)),
            ("s6", _rand((6,), seed=3)),
            ("b6", _rand((6,), seed=4)),
        ],
    )
    runtime = Runtime(compile_model(import_onnx(model))[0], num_threads=1)
    x = rng.standard_normal((2, 3, 6, 6)).astype(np.float32)
    got = runtime.run({"x": x})
    for name, want in zip(["y", "m", "v"], _ort(model, {"x": x}), strict=True):
        np.testing.assert_allclose(got[name], want, rtol=RTOL, atol=ATOL, err_msg=name)
