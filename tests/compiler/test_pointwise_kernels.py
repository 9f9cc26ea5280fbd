"""Compiled pointwise code: the inline float32 exp/log/tanh/erf, the ``pointwise`` kernel,
and ``act`` in every CPU template's epilogue, against the float64 reference."""

from __future__ import annotations

import numpy as np
import pytest

from compiler import ops
from compiler.workload import Workload
from runtime.build import build

N = 20011  # not a multiple of any vector width or unroll


def _run(fn: str, x: np.ndarray) -> np.ndarray:
    kernel = build(Workload.parse(f"pointwise:n={x.size},fn={fn}"))
    return np.asarray(kernel(x.astype(np.float32)))


TINY = float(np.finfo(np.float32).tiny)


def _ulps(got: np.ndarray, want: np.ndarray) -> float:
    """The largest error in float32 ulps of the true value, over the true values in
    float32's normal range; below it (denormals, flushed to 0) the error must be < TINY."""
    err = np.abs(got.astype(np.float64) - want)
    normal = (np.abs(want) >= TINY) & (np.abs(want) <= float(np.finfo(np.float32).max))
    assert np.all(err[np.abs(want) < TINY] < TINY)
    spacing = np.spacing(np.abs(want[normal]).astype(np.float32)).astype(np.float64)
    return float(np.max(err[normal] / spacing))


def _wide(seed: int, scale: float) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(N) * rng.choice([0.01, 0.3, 1.0, 3.0, scale], N)).astype(np.float32)


# function -> (input scale, largest error in ulps), measured over the inputs of _wide
ACCURACY = {
    "exp(x)": (30.0, 2.0),
    "tanh(x)": (5.0, 2.0),
    "sigmoid(x)": (30.0, 3.0),
    "erf(x)": (3.0, 4.0),
    "softplus(x)": (20.0, 3.0),
}


@pytest.mark.parametrize("fn", sorted(ACCURACY))
def test_functions_are_a_few_ulps_from_float64(fn: str) -> None:
    scale, bound = ACCURACY[fn]
    x = _wide(1, scale)
    got = _run(fn, x)
    want = ops.reference(Workload.parse(f"pointwise:n={N},fn={fn}"), [x])
    assert _ulps(got, want) <= bound, fn


def test_log_is_a_few_ulps_over_every_binade() -> None:
    rng = np.random.default_rng(2)
    x = np.exp2(rng.uniform(-125, 127, N)).astype(np.float32)
    got = _run("log(x)", x)
    want = np.log(x.astype(np.float64))
    assert float(np.max(np.abs(got - want))) < 2e-7 * max(1.0, float(np.max(np.abs(want))))
    near_one = (1 + rng.uniform(-0.3, 0.3, N)).astype(np.float32)
    assert _ulps(_run("log(x)", near_one), np.log(near_one.astype(np.float64))) <= 2.0


SPECIAL = np.array(
    [0.0, -0.0, np.inf, -np.inf, np.nan, 89.0, -89.0, 88.0, -87.0, 1e-30], np.float32
)


@pytest.mark.parametrize("fn", ["exp(x)", "log(x)", "tanh(x)", "erf(x)", "sigmoid(x)"])
def test_special_values(fn: str) -> None:
    x = np.tile(SPECIAL, 4)  # a few vectors' worth, so the vector path sees them
    got = _run(fn, x)
    with np.errstate(all="ignore"):
        want = ops.reference(Workload.parse(f"pointwise:n={x.size},fn={fn}"), [x])
        want = want.astype(np.float32)  # what float32 holds: exp(89) overflows to inf
    finite = np.isfinite(want) & (np.abs(want) > 1e-37)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_array_equal(got[np.isinf(want)], want[np.isinf(want)])
    np.testing.assert_allclose(got[finite], want[finite], rtol=3e-7)


@pytest.mark.parametrize(
    "workload",
    [
        "pointwise:n=20011,fn=mul(x;min(max(add(mul(x;0.16666667);0.5);0);1))",
        "pointwise:n=3001,fn=max(add(x0;x1);0)",
        "pointwise:n=6272,fn=mul(x;sigmoid(x1)),inner=49,block=16,bcast=2",
        "pointwise:n=6272,fn=mul(x;x1),inner=196,block=1,bcast=2",
        # A mask over heads (inner axes repeated, 49 elements a row), a bias over windows.
        "pointwise:n=4410,fn=add(x;x1),inner=3,block=49,bcast=2",
        "pointwise:n=4410,fn=tanh(add(x0;x1)),inner=147,rbcast=2",
        "pointwise:n=9,fn=tanh(x)",
    ],
)
@pytest.mark.parametrize("parallel", ["outer", "none"])
def test_pointwise_kernel_matches_numpy(workload: str, parallel: str) -> None:
    from compiler import get_space

    w = Workload.parse(workload)
    for unroll in (1, 4):
        cfg = get_space(w, "llvm").default()
        cfg = type(cfg).from_json({**cfg.to_json(), "unroll": unroll, "parallel": parallel})
        kernel = build(w, cfg)
        inputs = ops.random_inputs(w, np.random.default_rng(unroll))
        inputs = [x * np.float32(4) for x in inputs]
        got = kernel(*inputs)
        want = ops.reference(w, inputs)
        assert float(np.max(np.abs(got - want))) <= 1e-6 * float(np.max(np.abs(want)))


GELU = "mul(mul(x;0.5);add(erf(mul(x;0.70710677));1))"
ACT_WORKLOADS = [
    "conv2d:n=1,c=16,h=9,w=7,k=24,r=3,s=3,pad=1,epilogue=bias_add,act=tanh(x)",
    "conv2d:n=1,c=32,h=8,w=8,k=32,r=3,s=3,pad=1,epilogue=bias_add_relu,"
    "layout_in=nchw16c,layout_out=nchw16c,act=mul(x;sigmoid(x))",
    f"conv2d:n=1,c=32,h=7,w=7,k=48,r=1,s=1,epilogue=bias,layout_out=nchw16c,act={GELU}",
    "depthwise_conv2d:n=1,c=24,h=15,w=13,r=3,s=3,stride=2,pad=1,epilogue=bias,"
    "act=mul(x;min(max(add(mul(x;0.16666667);0.5);0);1))",
    "pointwise_conv2d:n=1,c=32,k=40,p=150,epilogue=bias_relu6,act=softplus(x)",
    f"matmul:m=9,n=70,k=33,epilogue=bias,act={GELU}",
]


@pytest.mark.parametrize("workload", ACT_WORKLOADS, ids=lambda s: s.split(":")[0])
def test_act_in_every_cpu_epilogue(workload: str) -> None:
    w = Workload.parse(workload)
    inputs = ops.random_inputs(w, np.random.default_rng(4))
    got = build(w)(*inputs)
    want = ops.reference(w, inputs)
    assert float(np.max(np.abs(got - want))) <= 2e-6 * float(np.max(np.abs(want)))
    # The act changed the result: the plain epilogue gives something else.
    plain = Workload.parse(workload.rsplit(",act=", 1)[0])
    assert float(np.max(np.abs(ops.reference(plain, inputs) - want))) > 0.01


#: Predicates and selection, of one and two inputs (bools are 0/1 values; logic reads
#: "nonzero holds", NaN included).
SELECTIONS = [
    "where(gt(x;0);x;mul(x;0.1))",
    "where(and(ge(x;x1);not(isnan(x1)));x;x1)",
    "xor(lt(x;0.5);gt(x1;0))",
    "where(x;x1;-inf)",
    "or(eq(x;x1);isnan(x))",
    "add(le(x;x1);not(x))",
]


@pytest.mark.parametrize("fn", SELECTIONS)
def test_predicates_and_where_match_numpy_on_specials(fn: str) -> None:
    """Exactly numpy's answer with NaNs, infinities, zeros and ties among the inputs."""
    rng = np.random.default_rng(len(fn))
    xs = [rng.standard_normal(N).astype(np.float32) for _ in range(2)]
    for x in xs:
        pick = rng.random(N)
        x[pick < 0.1] = np.nan
        x[(pick >= 0.1) & (pick < 0.15)] = np.inf
        x[(pick >= 0.15) & (pick < 0.3)] = 0.0
    xs[1][::7] = xs[0][::7]  # ties
    w = Workload.parse(f"pointwise:n={N},fn={fn}")
    kernel = build(w)
    args = xs[: len(kernel.inputs)]
    got = np.asarray(kernel(*args))
    want = ops.reference(w, args).astype(np.float32)
    np.testing.assert_array_equal(got, want)
    assert len(np.unique(got[np.isfinite(got)])) > 1
