"""The pointwise function language (compiler.pointwise): text, errors, numpy reference,
and the workload parameters that carry it (``act=``, ``pointwise:fn=``)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from compiler import ops
from compiler.pointwise import (
    X,
    apply,
    canonical,
    const,
    evaluate,
    inputs_of,
    ops_count,
    parse,
    substitute,
    var,
)
from compiler.workload import Workload

SILU = "mul(x;sigmoid(x))"
HARDSWISH = "mul(x;min(max(add(mul(x;0.16666667);0.5);0);1))"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (SILU, SILU),
        (" mul( x ; sigmoid(x0) ) ", SILU),
        ("add(x;0.1)", "add(x;0.1)"),
        ("add(x;0.1000000001)", "add(x;0.1)"),  # the float32 nearest, printed shortest
        ("max(x;-inf)", "max(x;-inf)"),
        ("mul(x1;2.0)", "mul(x1;2)"),
        ("erf(mul(x;1e-05))", "erf(mul(x;1e-05))"),
    ],
)
def test_canonical_text(text: str, want: str) -> None:
    assert canonical(text) == want
    assert canonical(want) == want
    assert str(parse(text)) == want


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("foo(x)", "unknown pointwise function 'foo'"),
        ("add(x)", "pointwise add takes 2 argument"),
        ("exp(x;x)", "pointwise exp takes 1 argument"),
        ("exp(x", r"expected ';' or '\)'"),
        ("exp(x;", "ends early"),
        ("exp(x))", "trailing"),
        ("exp x", r"expected '\(' after 'exp'"),
        ("add(x;nan)", r"expected '\(' after 'nan'"),
        ("x9", "out of range"),
        ("exp(x)#", "bad character '#'"),
        ("", "ends early"),
        ("exp(" * 300 + "x" + ")" * 300, "longer than"),
    ],
)
def test_bad_text_is_one_clear_error(text: str, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        parse(text)


def test_terms_compose_and_count() -> None:
    silu = parse(SILU)
    assert inputs_of(silu) == 1
    assert ops_count(silu) == 2
    two = apply("add", var(0), var(1))
    assert inputs_of(two) == 2
    composed = substitute(silu, [apply("add", X, const(1.0))])
    assert str(composed) == "mul(add(x;1);sigmoid(add(x;1)))"
    x = np.random.default_rng(0).standard_normal(50)
    np.testing.assert_allclose(evaluate(composed, [x]), (x + 1) / (1 + np.exp(-(x + 1))))


def test_evaluate_is_the_float64_reference() -> None:
    rng = np.random.default_rng(1)
    x, y = rng.standard_normal(100) * 3, rng.standard_normal(100)
    cases = {
        "erf(x)": np.vectorize(math.erf)(x),
        "softplus(x)": np.log1p(np.exp(x)),
        "tanh(x)": np.tanh(x),
        "recip(x)": 1 / x,
        "div(x;x1)": x / y,
        "min(max(x;x1);1)": np.minimum(np.maximum(x, y), 1),
        HARDSWISH: x * np.clip(x * np.float32(1 / 6) + 0.5, 0, 1),
    }
    for text, want in cases.items():
        np.testing.assert_allclose(evaluate(parse(text), [x, y]), want, rtol=1e-12, err_msg=text)
    assert evaluate(parse("log(x)"), [np.array([0.0, -1.0])]).tolist()[0] == -math.inf


def test_act_is_part_of_the_workload_and_its_reference() -> None:
    base = "conv2d:n=1,c=4,h=6,w=6,k=8,r=3,s=3,pad=1,epilogue=bias"
    plain = Workload.parse(base)
    silu = Workload.parse(f"{base},act=mul( x ; sigmoid(x) )")
    assert str(silu) == f"{base},act={SILU}"
    assert str(Workload.parse(f"{base},act=x")) == base  # the default is left out
    assert ops.flop_count(silu) == ops.flop_count(plain) + 2 * 8 * 36
    inputs = ops.random_inputs(silu, np.random.default_rng(2))
    before = ops.reference(plain, inputs)
    np.testing.assert_allclose(ops.reference(silu, inputs), before / (1 + np.exp(-before)))


@pytest.mark.parametrize(
    ("workload", "error"),
    [
        ("conv2d:n=1,c=4,h=6,w=6,k=8,r=3,s=3,act=exp(x)", "needs an epilogue with a bias"),
        ("matmul:m=4,n=4,k=4,epilogue=bias,act=add(x;x1)", "may read only x"),
        ("depthwise_conv2d:n=1,c=4,h=6,w=6,r=3,s=3,epilogue=bias,act=oops(x)", "'oops'"),
        ("pointwise:n=10,fn=x", "computes nothing"),
        ("pointwise:n=10,fn=exp(x),bcast=2", "beyond the 1 fn reads"),
        ("pointwise:n=10,fn=mul(x;x1),inner=3,bcast=2", "not a whole number"),
        ("pointwise:n=12,fn=mul(x;x1),inner=3,bcast=2,rbcast=2", "name the same input"),
        ("pointwise:n=12,fn=exp(x),inner=3,rbcast=2", "beyond the 1 fn reads"),
    ],
)
def test_bad_workloads_are_one_clear_error(workload: str, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        Workload.parse(workload)


def test_pointwise_shapes_with_per_channel_inputs() -> None:
    w = Workload.parse("pointwise:n=1568,fn=mul(x;sigmoid(x1)),inner=49,block=16,bcast=2")
    assert ops.input_shapes(w) == [(2, 49, 16), (2, 1, 16)]
    assert ops.output_shape(w) == (2, 49, 16)
    x, s = (a.astype(np.float64) for a in ops.random_inputs(w, np.random.default_rng(3)))
    np.testing.assert_allclose(ops.reference(w, [x, s]), x / (1 + np.exp(-s)), rtol=1e-12)


def test_predicates_are_0_or_1_and_where_selects_as_numpy() -> None:
    """Comparisons are false where either side is NaN; logic and where read any nonzero
    value (NaN too) as holding, as numpy's bool() does."""
    x = np.array([1.0, -2.0, 0.0, np.nan, 3.0, np.inf])
    y = np.array([1.0, 0.0, np.nan, 0.0, -1.0, np.inf])
    cases = {
        "gt(x;x1)": x > y,
        "le(x;x1)": x <= y,
        "eq(x;x1)": x == y,
        "isnan(x)": np.isnan(x),
        "not(x)": np.logical_not(x),
        "and(x;x1)": np.logical_and(x, y),
        "xor(lt(x;0);isnan(x1))": np.logical_xor(x < 0, np.isnan(y)),
        "where(x;x1;7)": np.where(x.astype(bool), y, 7.0),
    }
    for text, want in cases.items():
        got = evaluate(parse(text), [x, y])
        np.testing.assert_array_equal(got, np.asarray(want, np.float64), err_msg=text)
    assert canonical("where( gt(x;0) ; x ; mul(x;0.1) )") == "where(gt(x;0);x;mul(x;0.1))"
    with pytest.raises(ValueError, match="pointwise where takes 3 argument"):
        parse("where(x;x1)")
