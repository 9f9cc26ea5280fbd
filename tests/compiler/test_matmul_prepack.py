"""matmul with prepacked weights: B packed once in numpy into the kernel's panels.

The prepacked kernel of every config must compute exactly what the usual kernel
computes (the same products summed in the same order: bit-identical outputs),
for sizes that are no multiple of any tile, with and without an epilogue.
"""

from __future__ import annotations

import functools
import math
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import Workload, get_space, random_inputs, reference
from compiler.api import source
from compiler.model.interpret import interpret
from compiler.space import Config
from compiler.target import Target
from compiler.templates import get_template
from compiler.templates.matmul import pack_b
from runtime import Kernel, build, compile_model
from runtime.model import Runtime
from tests.model.graphs import GraphBuilder, random_feeds

SIZES = st.one_of(st.sampled_from([1, 2, 3, 5, 7, 13, 16, 17, 31, 33, 64, 65]), st.integers(1, 80))
EPILOGUES = ("none", "bias", "bias_relu", "bias_add", "bias_add_relu")
LANES = Target.parse("llvm").vector_lanes("float32")


@functools.lru_cache(maxsize=32)
def _kernel(workload: str, config_json: str, prepacked: bool) -> Kernel:
    return build(workload, config_json, num_threads=2, prepacked=prepacked)


def rel_err(out: np.ndarray, ref: np.ndarray) -> float:
    """Max abs error relative to the largest reference value (at least 1)."""
    return float(np.max(np.abs(out - ref))) / max(float(np.max(np.abs(ref))), 1.0)


def check_prepacked(w: Workload, cfg: Config, seed: int) -> None:
    """The prepacked kernel of ``cfg`` equals the usual one, bit for bit, and numpy."""
    inputs = random_inputs(w, np.random.default_rng(seed))
    usual = _kernel(str(w), cfg.to_json_str(), False)
    packed = _kernel(str(w), cfg.to_json_str(), True)
    assert packed.prepacked
    want = usual(*inputs)
    got = packed(*packed.prepare(*inputs))
    assert np.array_equal(got, want), f"{w} {cfg}: prepacked differs from the usual kernel"
    assert rel_err(got, reference(w, inputs)) < 1e-4, f"{w} {cfg}"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    m=SIZES,
    n=SIZES,
    k=SIZES,
    epilogue=st.sampled_from(EPILOGUES),
    pack_b_knob=st.sampled_from([1, 1, 0]),
    data=st.data(),
)
def test_prepacked_random_configs(
    m: int, n: int, k: int, epilogue: str, pack_b_knob: int, data: st.DataObject
) -> None:
    w = Workload.of("matmul", m=m, n=n, k=k, epilogue=epilogue)
    space = get_space(w)
    cfg = space.get(data.draw(st.integers(0, space.size - 1), label="config index"))
    cfg = Config({**cfg.knobs, "pack_b": pack_b_knob})
    check_prepacked(w, cfg, seed=m * 10007 + n * 101 + k)


@pytest.mark.parametrize("pack_at", ["block", "top"])
@pytest.mark.parametrize("order", ["nkm", "knm", "mkn"])
def test_cache_blocks_of_k_read_the_whole_prepacked_panel(pack_at: str, order: str) -> None:
    """``kc`` < k (and no multiple of it): each k block reads its rows of the full panels."""
    w = Workload.of("matmul", m=13, n=70, k=75, epilogue="bias_relu")
    cfg = {
        **get_space(w).default().knobs,
        "mr": 4,
        "nv": 1,
        "mc_tiles": 2,
        "nc_tiles": 2,
        "kc": 32,
        "unroll_k": 4,
        "order": order,
        "parallel": "n",
        "pack_a": 1,
        "pack_b": 1,
        "pack_at": pack_at,
    }
    check_prepacked(w, Config(cfg), seed=5)


@pytest.mark.parametrize(
    "text",
    [
        "matmul:m=1,n=1000,k=544,epilogue=bias",  # ShuffleNet's classifier
        "matmul:m=1,n=37,k=300,epilogue=bias_relu",
        "matmul:m=3,n=129,k=70,epilogue=none",
        "matmul:m=67,n=131,k=45,epilogue=bias",
    ],
)
def test_default_config_prepacked(text: str) -> None:
    w = Workload.parse(text)
    check_prepacked(w, get_space(w).default(), seed=3)


def test_prepacked_layout() -> None:
    """B arrives as ``[ceil(n/nr)][k][nr]``: panel ``jo`` holds columns ``jo*nr ...``."""
    w = Workload.of("matmul", m=2, n=37, k=5, epilogue="bias")
    cfg = Config({**get_space(w).default().knobs, "nv": 1, "pack_b": 1})
    kernel = build(w, cfg, num_threads=1, prepacked=True)
    a, b, bias = random_inputs(w, np.random.default_rng(0))
    args = kernel.prepare(a, b, bias)
    nr = LANES
    panels = math.ceil(37 / nr)
    assert kernel.inputs[1].shape == args[1].shape == (panels, 5, nr)
    assert [spec.shape for spec in kernel.logical_inputs] == [(2, 5), (5, 37), (37,)]
    assert args[1].dtype == np.float32
    assert args[1].flags.c_contiguous
    for j in range(37):
        np.testing.assert_array_equal(args[1][j // nr, :, j % nr], b[:, j])
    assert not args[1][-1, :, 37 % nr :].any()  # the padding columns are zero
    assert args[0] is a
    assert args[2] is bias
    np.testing.assert_array_equal(pack_b(b, nr), args[1])


def test_prepacked_kernel_has_no_b_packing_stage() -> None:
    w = Workload.parse("matmul:m=9,n=19,k=5,epilogue=bias_relu")
    cfg = Config({**get_space(w).default().knobs, "pack_a": 1, "pack_b": 1})
    assert "PB" in source(w, cfg)
    assert "PB" not in source(w, cfg, prepacked=True)
    assert "PA" in source(w, cfg, prepacked=True)  # A is the activation: still packed
    assert source(w, cfg, prepacked=False) == source(w, cfg)
    usual = build(w, cfg, num_threads=1)
    assert not usual.prepacked
    assert len(usual.workspaces) == len(build(w, cfg, num_threads=1, prepacked=True).workspaces) + 1


def test_without_pack_b_prepacked_is_the_usual_kernel() -> None:
    w = Workload.parse("matmul:m=9,n=19,k=5,epilogue=bias")
    cfg = Config({**get_space(w).default().knobs, "pack_b": 0})
    assert source(w, cfg, prepacked=True) == source(w, cfg)
    kernel = build(w, cfg, num_threads=1, prepacked=True)
    inputs = random_inputs(w, np.random.default_rng(1))
    args = kernel.prepare(*inputs)
    assert all(x is y for x, y in zip(args, inputs, strict=True))
    assert rel_err(kernel(*args), reference(w, inputs)) < 1e-4


def test_prepacked_kernel_checks_its_arguments() -> None:
    w = Workload.parse("matmul:m=2,n=20,k=7,epilogue=bias")
    kernel = build(w, None, num_threads=1, prepacked=True)
    inputs = random_inputs(w, np.random.default_rng(2))
    with pytest.raises(ValueError, match="argument 'B' must have shape"):
        kernel(*inputs)  # the logical B, not the panels
    with pytest.raises(ValueError, match="input 'B' must have shape"):
        kernel.prepare(inputs[0], inputs[1].T, inputs[2])


def test_sampled_configs_of_a_gemv() -> None:
    """A dense layer with one row (the models' classifiers), configs from its space."""
    w = Workload.parse("matmul:m=1,n=203,k=130,epilogue=bias")
    for cfg in get_space(w).sample(random.Random(0), 6):
        check_prepacked(w, cfg, seed=4)


def test_template_prepack_passes_unpacked_inputs_through() -> None:
    """The model compiler hands placeholders (empty arrays) for non-constant inputs."""
    w = Workload.parse("matmul:m=1,n=20,k=3,epilogue=bias")
    cfg = Config({**get_space(w).default().knobs, "nv": 1, "pack_b": 1})
    template = get_template("matmul")
    assert template.prepack is not None
    placeholder = np.empty(0, np.float32)
    b, bias = np.ones((3, 20), np.float32), np.ones(20, np.float32)
    out = template.prepack(w, cfg, Target.parse("llvm"), [placeholder, b, bias])
    assert out[0].size == 0
    assert out[1].shape == (math.ceil(20 / LANES), 3, LANES)


def test_model_dense_weights_are_stored_packed() -> None:
    """A compiled model holds the dense layer's weights in the kernel's panels."""
    g = GraphBuilder()
    x = g.input("x", (1, 40))
    y = g.node("Gemm", [x, g.rand(30, 40), g.rand(30)], alpha=1.0, beta=1.0, transA=0, transB=1)
    graph = g.output(y)
    package, _ = compile_model(graph)
    (kernel,) = package.plan.kernels
    cfg = Config.from_json(kernel.config)
    shapes = {v.shape for v in package.plan.constants.values()}
    if cfg.get_int("pack_b"):
        nr = cfg.get_int("nv") * LANES
        assert (math.ceil(30 / nr), 40, nr) in shapes
    feeds = random_feeds(graph)
    got = Runtime(package, num_threads=2).run(feeds)
    name = graph.outputs[0]
    assert rel_err(got[name], interpret(graph, feeds)[name]) < 1e-4


@pytest.mark.parametrize(
    ("text", "parallel"),
    [
        ("matmul:m=1,n=1000,k=2048,epilogue=bias", "n"),  # ResNet-50's classifier
        ("matmul:m=1,n=4096,k=25088,epilogue=bias", "n"),  # VGG-19's first dense layer
        ("matmul:m=1,n=1000,k=544,epilogue=bias", "n"),  # ShuffleNet's: 2.2 MB
        ("matmul:m=4,n=512,k=1024,epilogue=bias_relu", "n"),
        ("matmul:m=1,n=10,k=16,epilogue=bias", "none"),  # too small for a thread launch
        ("matmul:m=1,n=16,k=40000,epilogue=bias", "none"),  # one panel: nothing to share
    ],
)
def test_small_m_default_streams_prepacked_panels(text: str, parallel: str) -> None:
    knobs = get_space(Workload.parse(text)).default().knobs
    assert knobs["pack_b"] == 1
    assert knobs["pack_a"] == 0
    assert knobs["nc_tiles"] == 1
    assert knobs["parallel"] == parallel


ZEN4 = "llvm -mcpu=znver4"


def test_defaults_for_larger_m_and_batch_matmul_are_unchanged() -> None:
    # 6 rows are one row block: the columns are split instead (0.52 -> 0.34 ms here).
    # Measured on AVX-512 (16 lanes: 63 column vectors); AVX2 hosts have twice as many.
    knobs = get_space(Workload.parse("matmul:m=6,n=1000,k=1000"), ZEN4).default().knobs
    assert (knobs["pack_a"], knobs["nc_tiles"], knobs["parallel"]) == (1, 8, "n")
    knobs = get_space(Workload.parse("batch_matmul:b=2,m=1,n=1000,k=1000"), ZEN4).default().knobs
    assert (knobs["pack_a"], knobs["nc_tiles"], knobs["parallel"]) == (1, 16, "none")
