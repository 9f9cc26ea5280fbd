"""resize2d: the float64 reference vs the model's numpy Resize step, and the template's
kernels vs the reference for every mode, coordinate transformation and rounding, up and
down, odd sizes, given scales, and every config of the space on one workload.

Nearest kernels copy values: they must equal the reference exactly (every nearest pixel
the one onnxruntime's float32 arithmetic picks). Linear and cubic kernels sum in float32,
separably: within a few float32 roundings of the float64 reference.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from compiler import get_space
from compiler.model.graph import TensorType
from compiler.model.ops.resize import _resize
from compiler.ops import flop_count, input_shapes, output_shape, random_inputs, reference
from compiler.ops_resize import RESIZE_COORDS, RESIZE_NEAREST, table_attrs
from compiler.space import Config
from compiler.workload import Workload
from runtime import build

#: Linear and cubic: the error allowed, relative to the largest output (at least 1).
TOLERANCE = 2e-6


def numpy_step(w: Workload, data: np.ndarray) -> np.ndarray:
    """The model's numpy Resize kernel on the workload's attributes."""
    attrs = {**table_attrs(w.params_dict), "extrapolation_value": 0.0}
    out = np.empty(output_shape(w), np.float32)
    kernel = _resize(attrs, [TensorType(data.shape)], [TensorType(out.shape)])
    kernel([data], [out])
    return out


def check(w: Workload, cfg: Config | None, seed: int = 0) -> None:
    kernel = build(w, cfg, num_threads=2)
    (data,) = random_inputs(w, np.random.default_rng(seed))
    got = kernel(data)
    ref = reference(w, [data])
    assert got.shape == ref.shape
    assert got.dtype == np.float32
    if w.get("mode") == "nearest":
        np.testing.assert_array_equal(got, ref.astype(np.float32), err_msg=f"{w} {cfg}")
        return
    err = float(np.max(np.abs(got - ref)))
    assert err < TOLERANCE * max(1.0, float(np.max(np.abs(ref)))), f"{w} {cfg}: max err {err:.3g}"


def random_workload(rng: random.Random) -> Workload:
    """A small resize2d: each axis kept, sized freely or scaled (scale given)."""
    mode = rng.choice(["nearest", "linear", "cubic"])
    params: dict[str, int | str] = {"n": rng.randint(1, 2), "c": rng.randint(1, 3)}
    params.update(mode=mode, coord=rng.choice(RESIZE_COORDS))
    for axis in ("h", "w"):
        size = rng.randint(1, 13 if axis == "h" else 40)
        params[axis] = size
        kind = rng.choice(["same", "size", "scale"])
        if kind == "same":
            params[f"o{axis}"] = size
        elif kind == "size":
            params[f"o{axis}"] = rng.randint(1, 50)
        else:
            scale = np.float32(rng.choice([0.25, 0.5, 0.6, 0.75, 1.3333, 1.7, 2, 2.5, 3, 8]))
            out = int(scale * np.float32(size))
            if 1 <= out != size:
                params[f"o{axis}"], params[f"scale_{axis}"] = out, str(scale)
            else:
                params[f"o{axis}"] = 2 * size
    if mode == "nearest":
        params["nearest"] = rng.choice(RESIZE_NEAREST)
    if mode == "cubic":
        params.update(cubic_a=rng.choice(["-0.75", "-0.5"]), exclude=rng.randint(0, 1))
    return Workload("resize2d", tuple(params.items()))


@pytest.mark.parametrize("seed", range(40))
def test_reference_is_the_numpy_step(seed: int) -> None:
    w = random_workload(random.Random(seed))
    (data,) = random_inputs(w, np.random.default_rng(seed))
    ref = reference(w, [data])
    assert ref.dtype == np.float64
    # The numpy step sums in float64 too and rounds once: the same float32 values.
    np.testing.assert_array_equal(ref.astype(np.float32), numpy_step(w, data))


@pytest.mark.parametrize("seed", range(40))
def test_random_workloads_and_configs(seed: int) -> None:
    rng = random.Random(1000 + seed)
    w = random_workload(rng)
    space = get_space(w, "llvm")
    check(w, space.default(), seed)
    check(w, space.get(rng.randrange(space.size)), seed)


CASES = [
    "resize2d:n=1,c=3,h=7,w=9,oh=56,ow=72,mode=linear",  # x8 upsample (a segmentation head)
    "resize2d:n=2,c=3,h=14,w=14,oh=28,ow=28,mode=linear,coord=align_corners",
    "resize2d:n=1,c=2,h=31,w=37,oh=8,ow=9,mode=linear",  # down, odd sizes
    "resize2d:n=1,c=2,h=9,w=40,oh=13,ow=23,mode=cubic,coord=asymmetric",
    "resize2d:n=1,c=2,h=9,w=40,oh=4,ow=71,mode=cubic,exclude=1,cubic_a=-0.5",
    "resize2d:n=1,c=2,h=6,w=8,oh=12,ow=16,coord=asymmetric",  # ties at every odd index
    "resize2d:n=1,c=2,h=6,w=8,oh=12,ow=16,coord=asymmetric,nearest=round_prefer_ceil",
    "resize2d:n=1,c=2,h=6,w=8,oh=13,ow=5,nearest=ceil",
    "resize2d:n=1,c=2,h=6,w=8,oh=4,ow=11,coord=asymmetric,nearest=simple",  # Upsample's
    "resize2d:n=1,c=2,h=6,w=8,oh=9,ow=6,coord=align_corners,nearest=floor,scale_h=1.5,scale_w=0.75",
    "resize2d:n=1,c=1,h=5,w=7,oh=8,ow=17,mode=linear,coord=half_pixel_symmetric,scale_h=1.7,"
    "scale_w=2.5",
    "resize2d:n=1,c=2,h=5,w=7,oh=11,ow=7,mode=cubic,coord=tf_half_pixel_for_nn",  # H only
    "resize2d:n=1,c=2,h=5,w=7,oh=5,ow=20,mode=linear,coord=pytorch_half_pixel",  # W only
    "resize2d:n=1,c=2,h=5,w=7,oh=1,ow=1,mode=linear,coord=pytorch_half_pixel",  # one pixel
    "resize2d:n=1,c=2,h=1,w=1,oh=3,ow=4,mode=cubic",  # from one pixel
    "resize2d:n=1,c=2,h=5,w=7,oh=5,ow=7",  # nothing resized: a copy
]


@pytest.mark.parametrize("text", CASES)
def test_cases_default_config(text: str) -> None:
    check(Workload.parse(text), None)


def test_every_config_of_one_workload() -> None:
    w = Workload.parse("resize2d:n=1,c=2,h=5,w=9,oh=11,ow=21,mode=linear,scale_h=2.3")
    space = get_space(w, "llvm")
    assert space.size == 3 * 2 * 3 * 2 * 2 * 2
    for cfg in space:
        check(w, cfg)


def test_every_config_resizing_one_axis() -> None:
    w = Workload.parse("resize2d:n=1,c=3,h=6,w=9,oh=6,ow=19,mode=cubic")
    space = get_space(w, "llvm")
    assert [k.candidates for k in space.knobs if k.name == "order"] == [("wh",)]
    for cfg in space:
        check(w, cfg)


def test_shapes_flops_and_canonical_form() -> None:
    w = Workload.parse(
        "resize2d:n=1,c=21,h=28,w=28,oh=224,ow=224,mode=linear,nearest=round_prefer_floor,"
        "scale_h=8.0,scale_w=auto"
    )
    assert str(w) == "resize2d:n=1,c=21,h=28,w=28,oh=224,ow=224,mode=linear,scale_h=8"
    assert input_shapes(w) == [(1, 21, 28, 28)]  # no tables: the taps are computed in-kernel
    assert output_shape(w) == (1, 21, 224, 224)
    assert flop_count(w) == 21 * 224 * 224 * 7  # four taps: four multiplies, three adds
    cubic = Workload.parse("resize2d:n=1,c=1,h=2,w=2,oh=4,ow=4,mode=cubic,cubic_a=-.50")
    assert str(cubic).endswith("mode=cubic,cubic_a=-0.5")
    nearest = Workload.parse("resize2d:n=1,c=1,h=2,w=2,oh=4,ow=4")
    assert flop_count(nearest) == 16


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,mode=linear,nearest=floor", r"mode=nearest only"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,mode=linear,exclude=1", r"mode=cubic only"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,cubic_a=-0.5", r"mode=cubic only"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,mode=cubic,exclude=2", r"exclude must be 0 or 1"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,scale_h=1", r"scale_h 1 leaves the axis"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,scale_w=0", r"scale must be positive"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,scale_w=two", r"'two' is not a number"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,scale_w=1e39", r"not a finite float32"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=8,ow=8,coord=tf_crop_and_resize", r"unknown coord"),
        ("resize2d:n=1,c=1,h=4,w=4,oh=0,ow=8", r"'oh' of resize2d must be >= 1"),
    ],
)
def test_bad_workloads(text: str, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        Workload.parse(text)
