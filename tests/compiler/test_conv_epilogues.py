"""Convolution epilogues (bias, relu, relu6, residual add) and prepacked weights.

Every kernel is checked against the float64 numpy reference on random inputs
(relative error: max abs error over max abs reference value). The data are
scaled so that the sums spread about 6 either side of 0: relu6 clamps both
ways and a good share of the outputs lies in between.
"""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest

from compiler import flop_count, get_space, random_inputs, reference
from compiler.api import source
from compiler.ops import CONV_EPILOGUES, EPILOGUES, input_names, input_shapes
from compiler.space import Config
from compiler.templates import Template, get_template
from compiler.workload import Workload
from runtime import build

TOLERANCE = 1e-4
#: Standard deviation of the convolution sums (before the epilogue) in the test data.
SUM_STD = 6.0

CONV_SHAPES = [
    "conv2d:n=2,c=7,h=11,w=13,k=13,r=3,s=3,pad=1",  # primes, two images
    "conv2d:n=1,c=5,h=9,w=10,k=17,r=3,s=2,stride=2",  # stride 2, r != s
    "conv2d:n=1,c=3,h=12,w=11,k=20,r=3,s=3,pad=2,dilation=2",  # dilation 2
    "conv2d:n=1,c=19,h=9,w=9,k=33,r=3,s=3,stride=2,pad=1",  # k just over 2 vectors
]
DEPTHWISE_SHAPES = [
    "depthwise_conv2d:n=2,c=7,h=11,w=13,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=20,h=9,w=10,r=3,s=2,stride=2",
    "depthwise_conv2d:n=1,c=33,h=6,w=11,r=5,s=5,stride=3,pad=2",
]
#: (out_layout, pack_data) forced onto the conv2d configs, one pair per config.
CONV_LAYOUTS = [("direct", 1), ("packed", 0), ("direct", 0), ("packed", 1)]


def with_epilogue(text: str, epilogue: str) -> Workload:
    return Workload.parse(f"{text},epilogue={epilogue}")


def max_rel_err(got: np.ndarray, ref: np.ndarray) -> float:
    scale = max(float(np.max(np.abs(ref))), 1e-30)
    return float(np.max(np.abs(got.astype(np.float64) - ref))) / scale


def scaled_inputs(w: Workload, seed: int) -> list[np.ndarray]:
    """Random inputs, the data scaled so that the sums have about ``SUM_STD``."""
    inputs = random_inputs(w, np.random.default_rng(seed))
    taps = math.prod(inputs[1].shape[1:])  # products per output: c*r*s, or r*s
    # Each product of two uniform(-1, 1) values has variance 1/9.
    inputs[0] = inputs[0] * np.float32(SUM_STD * 3 / math.sqrt(taps))
    return inputs


def configs_for(w: Workload, seed: int) -> list[Config]:
    """The default config and random samples, with both values of the layout knobs."""
    space = get_space(w)
    configs = [space.default(), *space.sample(random.Random(seed), 3)]
    if w.op == "conv2d":
        layouts = [{"out_layout": o, "pack_data": d} for o, d in CONV_LAYOUTS]
    else:
        layouts = [{"pack_data": d} for d in (1, 0, 1)]
        configs = configs[:3]
    return [Config({**cfg.knobs, **knobs}) for cfg, knobs in zip(configs, layouts, strict=True)]


def check_kernels(w: Workload, cfg: Config, seed: int) -> None:
    """The usual and the prepacked kernel of ``cfg`` against the reference."""
    inputs = scaled_inputs(w, seed)
    ref = reference(w, inputs)
    got = build(w, cfg, num_threads=2)(*inputs)
    err = max_rel_err(got, ref)
    assert err < TOLERANCE, f"{w} {cfg}: max rel err {err:.3g}"

    kernel = build(w, cfg, num_threads=2, prepacked=True)
    assert kernel.prepacked
    got_packed = kernel(*kernel.prepare(*inputs))
    err = max_rel_err(got_packed, ref)
    assert err < TOLERANCE, f"{w} {cfg} prepacked: max rel err {err:.3g}"
    # Same arithmetic in the same order: only where the weights are read from differs.
    np.testing.assert_array_equal(got_packed, got)


def epilogue_cases(shapes: list[str], n_configs: int) -> list[tuple[str, str, int]]:
    """(shape, epilogue, config index): each epilogue on several shapes, one per config
    of :func:`configs_for`, the shapes rotating so that each pairs with every layout."""
    return [
        (shapes[(i + j) % len(shapes)], epilogue, j)
        for i, epilogue in enumerate(CONV_EPILOGUES)
        for j in range(n_configs)
    ]


@pytest.mark.parametrize(
    ("text", "epilogue", "index"),
    epilogue_cases(CONV_SHAPES, len(CONV_LAYOUTS)) + epilogue_cases(DEPTHWISE_SHAPES, 3),
)
def test_epilogue_configs_match_reference(text: str, epilogue: str, index: int) -> None:
    w = with_epilogue(text, epilogue)
    check_kernels(w, configs_for(w, seed=index)[index], seed=index)


@pytest.mark.parametrize("text", [CONV_SHAPES[0], DEPTHWISE_SHAPES[0]])
def test_the_test_data_exercise_every_part_of_the_epilogue(text: str) -> None:
    """relu6 clamps at both ends; bias and residual change the result."""
    w = with_epilogue(text, "bias_relu6")
    ref = reference(w, scaled_inputs(w, 0))
    assert np.mean(ref == 6.0) > 0.05
    assert np.mean(ref == 0.0) > 0.2
    assert np.mean((ref > 0) & (ref < 6)) > 0.2

    w = with_epilogue(text, "bias_add")
    inputs = scaled_inputs(w, 0)
    bias, residual = inputs[2], inputs[3]
    assert np.all(bias != 0)
    assert np.all(residual != 0)
    assert residual.shape == reference(w, inputs).shape
    got = build(w, None, num_threads=1)(*inputs)
    without_residual = reference(w, [*inputs[:3], np.zeros_like(residual)])
    without_bias = reference(w, [inputs[0], inputs[1], np.zeros_like(bias), residual])
    assert max_rel_err(got, without_residual) > 100 * TOLERANCE
    assert max_rel_err(got, without_bias) > 100 * TOLERANCE
    assert max_rel_err(got, reference(w, inputs)) < TOLERANCE


def test_relu_epilogues_are_relu_of_the_linear_ones() -> None:
    """The references themselves: relu(.) and clip(., 0, 6) of the linear epilogues."""
    for text in (CONV_SHAPES[1], DEPTHWISE_SHAPES[1]):
        inputs = scaled_inputs(with_epilogue(text, "bias_add"), 3)
        linear = reference(with_epilogue(text, "bias"), inputs[:3])
        assert np.array_equal(
            reference(with_epilogue(text, "bias_relu"), inputs[:3]), np.maximum(linear, 0)
        )
        assert np.array_equal(
            reference(with_epilogue(text, "bias_relu6"), inputs[:3]), np.clip(linear, 0, 6)
        )
        plain = reference(with_epilogue(text, "none"), inputs[:2])
        channels = (1, -1, 1, 1)
        np.testing.assert_allclose(linear, plain + inputs[2].reshape(channels))
        residual = reference(with_epilogue(text, "bias_add"), inputs)
        np.testing.assert_allclose(residual, linear + inputs[3])
        assert np.array_equal(
            reference(with_epilogue(text, "bias_add_relu"), inputs), np.maximum(residual, 0)
        )


# --- prepacked weights ---------------------------------------------------------------


def test_conv2d_prepacked_layout() -> None:
    """packed[ko, co, i, j, ci, ki] = weight[ko*kb + ki, co*cb + ci, i, j], zero outside."""
    w = with_epilogue(CONV_SHAPES[3], "bias_add_relu")  # c=19, k=33: both padded
    cfg = Config({**get_space(w).default().knobs, "tile_k": 16, "tile_c": 8})
    inputs = random_inputs(w, np.random.default_rng(5))
    kernel = build(w, cfg, num_threads=1, prepacked=True)
    args = kernel.prepare(*inputs)
    weight, packed = inputs[1], args[1]
    assert packed.shape == (3, 3, 3, 3, 8, 16)
    assert packed.dtype == np.float32
    assert packed.flags.c_contiguous
    for ko, co, i, j, ci, ki in itertools.product(*(range(e) for e in packed.shape)):
        oc, ic = ko * 16 + ki, co * 8 + ci
        want = weight[oc, ic, i, j] if oc < 33 and ic < 19 else 0.0
        assert packed[ko, co, i, j, ci, ki] == want
    # The other inputs pass through as they are.
    for given, arg in zip(inputs[:1] + inputs[2:], args[:1] + args[2:], strict=True):
        assert arg is given
    assert [s.shape for s in kernel.inputs] == [a.shape for a in args]
    assert [s.shape for s in kernel.logical_inputs] == input_shapes(w)
    assert [s.name for s in kernel.inputs] == input_names(w)


def test_depthwise_prepacked_layout() -> None:
    """packed[co, i, j, ci] = weight[co*cb + ci, 0, i, j], zero outside."""
    w = with_epilogue(DEPTHWISE_SHAPES[2], "bias")  # c=33
    cfg = Config({**get_space(w).default().knobs, "vector_axis": "c", "tile_c": 8})
    inputs = random_inputs(w, np.random.default_rng(6))
    kernel = build(w, cfg, num_threads=1, prepacked=True)
    args = kernel.prepare(*inputs)
    weight, packed = inputs[1], args[1]
    assert packed.shape == (5, 5, 5, 8)
    assert packed.dtype == np.float32
    assert packed.flags.c_contiguous
    for co, i, j, ci in itertools.product(*(range(e) for e in packed.shape)):
        ch = co * 8 + ci
        assert packed[co, i, j, ci] == (weight[ch, 0, i, j] if ch < 33 else 0.0)
    assert args[0] is inputs[0]
    assert args[2] is inputs[2]
    assert kernel.inputs[1].shape == (5, 5, 5, 8)


@pytest.mark.parametrize("text", [CONV_SHAPES[0], DEPTHWISE_SHAPES[1]])
def test_prepacked_kernel_has_no_weight_packing_stage(text: str) -> None:
    w = with_epilogue(text, "bias_relu")
    cfg = get_space(w).default()
    if "vector_axis" in cfg.knobs:  # channels in lanes (rows in lanes pack no weights)
        cfg = Config({**cfg.knobs, "vector_axis": "c"})
    assert "weight_pack" in source(w, cfg)
    assert "weight_pack" not in source(w, cfg, prepacked=True)
    assert source(w, cfg, prepacked=False) == source(w, cfg)
    usual = build(w, cfg, num_threads=1)
    assert not usual.prepacked
    assert len(usual.workspaces) == len(build(w, cfg, num_threads=1, prepacked=True).workspaces) + 1


def test_prepacked_kernel_checks_its_arguments() -> None:
    w = with_epilogue(CONV_SHAPES[1], "bias_add")
    kernel = build(w, None, num_threads=1, prepacked=True)
    inputs = random_inputs(w, np.random.default_rng(0))
    with pytest.raises(ValueError, match="argument 'weight' must have shape"):
        kernel(*inputs)  # the logical weights, not the packed ones
    with pytest.raises(
        ValueError, match=r"prepare takes 4 inputs \(data, weight, bias, residual\)"
    ):
        kernel.prepare(*inputs[:3])
    with pytest.raises(ValueError, match="input 'residual' must have shape"):
        kernel.prepare(*inputs[:3], inputs[3][:, :1])
    args = kernel.prepare(*inputs)
    out = np.empty(kernel.output.shape, dtype=np.float32)
    kernel.run(*args, out=out)
    assert max_rel_err(out, reference(w, inputs)) < TOLERANCE


def test_prepare_is_the_identity_without_prepacking() -> None:
    w = with_epilogue(CONV_SHAPES[1], "bias")
    inputs = random_inputs(w, np.random.default_rng(0))
    kernel = build(w, None, num_threads=1)
    assert not kernel.prepacked
    assert kernel.logical_inputs == kernel.inputs
    prepared = kernel.prepare(*inputs)
    assert all(a is b for a, b in zip(prepared, inputs, strict=True))


@pytest.mark.parametrize("text", ["batch_matmul:b=2,m=3,n=16,k=2"])
def test_templates_without_prepack_accept_prepacked(text: str) -> None:
    """Callers may ask every operator for prepacked kernels; batch_matmul has nothing to
    pack (both operands are activations)."""
    assert get_template(Workload.parse(text).op).prepack is None
    kernel = build(text, None, num_threads=1, prepacked=True)
    assert not kernel.prepacked
    assert kernel.source == source(text)
    inputs = random_inputs(kernel.workload, np.random.default_rng(0))
    assert all(a is b for a, b in zip(kernel.prepare(*inputs), inputs, strict=True))
    assert max_rel_err(kernel(*inputs), reference(kernel.workload, inputs)) < TOLERANCE


def test_a_template_with_prepack_needs_a_prepacked_schedule() -> None:
    conv = get_template("conv2d")
    with pytest.raises(TypeError, match="takes no prepacked"):
        Template("x", conv.space, get_template("batch_matmul").schedule, conv.prepack)


# --- workloads and FLOPs -------------------------------------------------------------


def test_workload_strings() -> None:
    """``epilogue`` is printed last and only when set, so existing keys are unchanged."""
    old = CONV_SHAPES + DEPTHWISE_SHAPES + ["conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"]
    for text in old:
        assert str(Workload.parse(text)) == text
        assert str(Workload.parse(f"{text},epilogue=none")) == text
        op, _, params = text.partition(":")
        for epilogue in CONV_EPILOGUES[1:]:
            w = Workload.parse(f"{op}:epilogue={epilogue},{params}")  # any order parses
            assert str(w) == f"{text},epilogue={epilogue}"
            assert Workload.parse(str(w)) == w
            assert w.get("epilogue") == epilogue
    assert str(Workload.of("conv2d", n=1, c=2, h=3, w=3, k=4, r=1, s=1, epilogue="bias")) == (
        "conv2d:n=1,c=2,h=3,w=3,k=4,r=1,s=1,epilogue=bias"
    )
    with pytest.raises(ValueError, match="unknown epilogue 'gelu' for conv2d"):
        Workload.parse("conv2d:n=1,c=2,h=3,w=3,k=4,r=1,s=1,epilogue=gelu")
    with pytest.raises(ValueError, match="unknown epilogue 'bias_relu6' for matmul"):
        Workload.parse("matmul:m=1,n=2,k=3,epilogue=bias_relu6")
    assert EPILOGUES == ("none", "bias", "bias_relu", "bias_add", "bias_add_relu")


def test_inputs_and_flops() -> None:
    base = "conv2d:n=2,c=3,h=7,w=6,k=5,r=3,s=2,stride=2,pad=1"  # output 2 x 5 x 4 x 4
    out_elems = 2 * 5 * 4 * 4
    macs = out_elems * 3 * 3 * 2
    ops = {"none": 0, "bias": 1, "bias_relu": 2, "bias_relu6": 3, "bias_add": 2}
    ops["bias_add_relu"] = 3
    for epilogue in CONV_EPILOGUES:
        w = Workload.parse(f"{base},epilogue={epilogue}")
        assert flop_count(w) == 2 * macs + ops[epilogue] * out_elems
        names = ["data", "weight"] + (["bias"] if epilogue != "none" else [])
        names += ["residual"] if "add" in epilogue else []
        assert input_names(w) == names
        shapes = [(2, 3, 7, 6), (5, 3, 3, 2), (5,), (2, 5, 4, 4)]
        assert input_shapes(w) == shapes[: len(names)]

    base = "depthwise_conv2d:n=1,c=6,h=10,w=9,r=3,s=3,stride=2,pad=1"  # output 1 x 6 x 5 x 5
    out_elems = 6 * 5 * 5
    for epilogue in CONV_EPILOGUES:
        w = Workload.parse(f"{base},epilogue={epilogue}")
        assert flop_count(w) == 2 * out_elems * 9 + ops[epilogue] * out_elems
        assert input_shapes(w)[2:] == [(6,), (1, 6, 5, 5)][: len(input_names(w)) - 2]


# --- grouped conv2d ------------------------------------------------------------------

GROUPED_SHAPES = [
    "conv2d:n=2,c=6,h=9,w=8,k=9,r=3,s=3,pad=1,groups=3",  # 2 -> 3 channels per group
    "conv2d:n=1,c=40,h=7,w=9,k=20,r=1,s=1,groups=4",  # 10 -> 5
    "conv2d:n=1,c=64,h=10,w=10,k=64,r=3,s=3,stride=2,pad=1,groups=8",  # 8 -> 8
    "conv2d:n=1,c=12,h=9,w=9,k=12,r=3,s=3,pad=2,dilation=2,groups=12",  # depthwise-like
    "conv2d:n=1,c=38,h=6,w=7,k=34,r=3,s=2,stride=2,groups=2",  # 19 -> 17: blocks padded
]


def per_group_reference(w: Workload, inputs: list[np.ndarray]) -> np.ndarray:
    """The grouped conv as independent ungrouped convs (no groups in the reference)."""
    p = w.params_dict
    g, c, k = int(p["groups"]), int(p["c"]), int(p["k"])
    cg, kg = c // g, k // g
    plain = {name: v for name, v in p.items() if name not in ("groups", "epilogue")}
    one = Workload("conv2d", tuple({**plain, "c": cg, "k": kg}.items()))
    data, weight = inputs[0], inputs[1]
    parts = [
        reference(one, [data[:, i * cg : (i + 1) * cg], weight[i * kg : (i + 1) * kg]])
        for i in range(g)
    ]
    out = np.concatenate(parts, axis=1)
    if p["epilogue"] != "none":
        out = out + inputs[2].reshape(1, -1, 1, 1)
    if p["epilogue"] in ("bias_add", "bias_add_relu"):
        out = out + inputs[3]
    if p["epilogue"] in ("bias_relu", "bias_add_relu"):
        out = np.maximum(out, 0)
    if p["epilogue"] == "bias_relu6":
        out = np.clip(out, 0, 6)
    return np.asarray(out)


@pytest.mark.parametrize(
    ("text", "epilogue"), list(zip(GROUPED_SHAPES, ["none", *CONV_EPILOGUES[1:5]], strict=True))
)
def test_grouped_conv2d(text: str, epilogue: str) -> None:
    w = with_epilogue(text, epilogue)
    assert w.get("groups") > 1
    inputs = scaled_inputs(w, 1)
    ref = reference(w, inputs)
    np.testing.assert_allclose(ref, per_group_reference(w, inputs), rtol=1e-12, atol=1e-12)
    space = get_space(w)
    assert space.knob("out_layout").candidates == ("packed",)
    configs = [space.default(), *space.sample(random.Random(text), 2)]
    for i, cfg in enumerate(configs):
        check_kernels(w, Config({**cfg.knobs, "pack_data": i % 2}), seed=i)


def test_grouped_prepacked_layout() -> None:
    """packed[g*ko_n + ko, co, i, j, ci, ki] = weight[g*kg + ko*kb + ki, co*cb + ci, i, j]."""
    w = Workload.parse("conv2d:n=1,c=38,h=6,w=7,k=34,r=3,s=2,stride=2,groups=2")
    cfg = Config({**get_space(w).default().knobs, "tile_k": 8, "tile_c": 4})
    weight = random_inputs(w, np.random.default_rng(7))[1]
    assert weight.shape == (34, 19, 3, 2)
    packed = build(w, cfg, num_threads=1, prepacked=True).prepare(
        np.zeros((1, 38, 6, 7), np.float32), weight
    )[1]
    ko_n, co_n = 3, 5  # ceil(17 / 8), ceil(19 / 4)
    assert packed.shape == (2 * ko_n, co_n, 3, 2, 4, 8)
    for blk, co, i, j, ci, ki in itertools.product(*(range(e) for e in packed.shape)):
        g, ko = divmod(blk, ko_n)
        oc, ic = ko * 8 + ki, co * 4 + ci
        want = weight[g * 17 + oc, ic, i, j] if oc < 17 and ic < 19 else 0.0
        assert packed[blk, co, i, j, ci, ki] == want


def test_groups_in_workloads() -> None:
    text = "conv2d:n=1,c=8,h=5,w=5,k=4,r=3,s=3,groups=2"
    w = Workload.parse(text)
    assert str(w) == text
    assert str(Workload.parse("conv2d:n=1,c=8,h=5,w=5,k=4,r=3,s=3,groups=1")) == (
        "conv2d:n=1,c=8,h=5,w=5,k=4,r=3,s=3"
    )
    assert str(Workload.parse(f"{text},epilogue=bias")) == f"{text},epilogue=bias"
    assert input_shapes(w)[1] == (4, 4, 3, 3)
    assert flop_count(w) == 2 * 4 * 3 * 3 * (4 * 3 * 3)
    with pytest.raises(ValueError, match="groups=3 must divide both c=8 and k=4"):
        Workload.parse("conv2d:n=1,c=8,h=5,w=5,k=4,r=3,s=3,groups=3")
    with pytest.raises(ValueError, match="unknown parameter 'groups' for depthwise_conv2d"):
        Workload.parse("depthwise_conv2d:n=1,c=8,h=5,w=5,r=3,s=3,groups=8")
