"""Operator specs: shapes, FLOP counts, random inputs, and the numpy references vs naive loops."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compiler.ops import (
    OPERATORS,
    conv_out_size,
    flop_count,
    input_names,
    input_shapes,
    output_shape,
    random_inputs,
    reference,
)
from compiler.workload import Workload


def naive_conv2d(w: Workload, data: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """Direct definition: out[b,o,y,x] = sum data[b,c,y*st+i*d-p, x*st+j*d-p] * weight[o,c,i,j]."""
    p = w.params_dict
    st_, pad, dil = int(p["stride"]), int(p["pad"]), int(p["dilation"])
    _, c, h, wd = data.shape
    _, _, r, s = weight.shape
    out = np.zeros(output_shape(w))
    for b, o, y, x in itertools.product(*(range(e) for e in out.shape)):
        acc = 0.0
        for ci, i, j in itertools.product(range(c), range(r), range(s)):
            yy, xx = y * st_ + i * dil - pad, x * st_ + j * dil - pad
            if 0 <= yy < h and 0 <= xx < wd:
                acc += float(data[b, ci, yy, xx]) * float(weight[o, ci, i, j])
        out[b, o, y, x] = acc
    return out


def naive_depthwise(w: Workload, data: np.ndarray, weight: np.ndarray) -> np.ndarray:
    p = w.params_dict
    st_, pad = int(p["stride"]), int(p["pad"])
    _, _, h, wd = data.shape
    _, _, r, s = weight.shape
    out = np.zeros(output_shape(w))
    for b, ch, y, x in itertools.product(*(range(e) for e in out.shape)):
        acc = 0.0
        for i, j in itertools.product(range(r), range(s)):
            yy, xx = y * st_ + i - pad, x * st_ + j - pad
            if 0 <= yy < h and 0 <= xx < wd:
                acc += float(data[b, ch, yy, xx]) * float(weight[ch, 0, i, j])
        out[b, ch, y, x] = acc
    return out


def naive_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    m, k = a.shape
    _, n = b.shape
    out = np.zeros((m, n))
    for i, j in itertools.product(range(m), range(n)):
        out[i, j] = sum(float(a[i, t]) * float(b[t, j]) for t in range(k))
    return out


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(1, 2),
    c=st.integers(1, 3),
    k=st.integers(1, 3),
    h=st.integers(1, 7),
    wd=st.integers(1, 7),
    r=st.integers(1, 3),
    s=st.integers(1, 3),
    stride=st.integers(1, 3),
    pad=st.integers(0, 2),
    dilation=st.integers(1, 2),
    seed=st.integers(0, 2**32 - 1),
)
def test_conv2d_reference_matches_naive_loops(
    n: int,
    c: int,
    k: int,
    h: int,
    wd: int,
    r: int,
    s: int,
    stride: int,
    pad: int,
    dilation: int,
    seed: int,
) -> None:
    fits = min(
        conv_out_size(h, r, stride, pad, dilation), conv_out_size(wd, s, stride, pad, dilation)
    )
    params = dict(n=n, c=c, h=h, w=wd, k=k, r=r, s=s, stride=stride, pad=pad, dilation=dilation)
    if fits <= 0:
        # The dilated kernel does not fit: rejected with a clear error, never computed.
        with pytest.raises(ValueError, match="would be"):
            Workload("conv2d", tuple(params.items()))
        return
    w = Workload("conv2d", tuple(params.items()))
    data, weight = random_inputs(w, np.random.default_rng(seed))
    got = reference(w, [data, weight])
    assert got.dtype == np.float64
    assert got.shape == output_shape(w)
    np.testing.assert_allclose(got, naive_conv2d(w, data, weight), rtol=1e-12, atol=1e-12)


@settings(max_examples=30, deadline=None)
@given(
    n=st.integers(1, 2),
    c=st.integers(1, 4),
    h=st.integers(1, 8),
    wd=st.integers(1, 8),
    r=st.integers(1, 3),
    s=st.integers(1, 3),
    stride=st.integers(1, 3),
    pad=st.integers(0, 2),
    seed=st.integers(0, 2**32 - 1),
)
def test_depthwise_reference_matches_naive_loops(
    n: int, c: int, h: int, wd: int, r: int, s: int, stride: int, pad: int, seed: int
) -> None:
    params = dict(n=n, c=c, h=h, w=wd, r=r, s=s, stride=stride, pad=pad)
    if min(conv_out_size(h, r, stride, pad), conv_out_size(wd, s, stride, pad)) <= 0:
        with pytest.raises(ValueError, match="would be"):
            Workload("depthwise_conv2d", tuple(params.items()))
        return
    w = Workload("depthwise_conv2d", tuple(params.items()))
    data, weight = random_inputs(w, np.random.default_rng(seed))
    got = reference(w, [data, weight])
    assert got.shape == output_shape(w) == (n, c, got.shape[2], got.shape[3])
    np.testing.assert_allclose(got, naive_depthwise(w, data, weight), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("epilogue", ["none", "bias", "bias_relu", "bias_add", "bias_add_relu"])
def test_matmul_reference_matches_naive_loops(epilogue: str) -> None:
    w = Workload.of("matmul", m=5, n=7, k=3, epilogue=epilogue)
    inputs = random_inputs(w, np.random.default_rng(1))
    assert len(inputs) == {"none": 2, "bias": 3, "bias_relu": 3}.get(epilogue, 4)
    expected = naive_matmul(inputs[0], inputs[1])
    if epilogue != "none":
        expected = expected + inputs[2].astype(np.float64)[None, :]
    if "add" in epilogue:
        assert inputs[3].shape == (5, 7)
        expected = expected + inputs[3].astype(np.float64)
    if epilogue.endswith("_relu"):
        expected = np.maximum(expected, 0.0)
        assert (expected == 0).any()  # relu actually clips something
        assert (expected > 0).any()
    np.testing.assert_allclose(reference(w, inputs), expected, rtol=1e-12, atol=1e-12)


def test_batch_matmul_reference_matches_naive_loops() -> None:
    w = Workload.of("batch_matmul", b=3, m=4, n=2, k=5)
    a, b = random_inputs(w, np.random.default_rng(2))
    expected = np.stack([naive_matmul(a[i], b[i]) for i in range(3)])
    np.testing.assert_allclose(reference(w, [a, b]), expected, rtol=1e-12, atol=1e-12)


def test_shapes_and_names() -> None:
    m = Workload.parse("matmul:m=3,n=5,k=7,epilogue=bias")
    assert input_names(m) == ["A", "B", "bias"]
    assert input_shapes(m) == [(3, 7), (7, 5), (5,)]
    assert output_shape(m) == (3, 5)
    assert input_names(Workload.parse("matmul:m=3,n=5,k=7")) == ["A", "B"]
    b = Workload.parse("batch_matmul:b=2,m=3,n=5,k=7")
    assert input_shapes(b) == [(2, 3, 7), (2, 7, 5)]
    assert output_shape(b) == (2, 3, 5)
    c = Workload.parse("conv2d:n=2,c=3,h=11,w=13,k=4,r=3,s=5,stride=2,pad=1,dilation=2")
    assert input_names(c) == ["data", "weight"]
    assert input_shapes(c) == [(2, 3, 11, 13), (4, 3, 3, 5)]
    # oh = (11 + 2 - 2*2 - 1)//2 + 1 = 5, ow = (13 + 2 - 2*4 - 1)//2 + 1 = 4
    assert output_shape(c) == (2, 4, 5, 4)
    d = Workload.parse("depthwise_conv2d:n=1,c=6,h=10,w=9,r=3,s=3,stride=2,pad=1")
    assert input_shapes(d) == [(1, 6, 10, 9), (6, 1, 3, 3)]
    assert output_shape(d) == (1, 6, 5, 5)


def test_flop_counts() -> None:
    assert flop_count(Workload.parse("matmul:m=2,n=3,k=4")) == 2 * 2 * 3 * 4
    assert flop_count(Workload.parse("matmul:m=2,n=3,k=4,epilogue=bias")) == 48 + 6
    assert flop_count(Workload.parse("matmul:m=2,n=3,k=4,epilogue=bias_relu")) == 48 + 12
    assert flop_count(Workload.parse("batch_matmul:b=5,m=2,n=3,k=4")) == 5 * 48
    c = Workload.parse("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1")
    assert flop_count(c) == 2 * 64 * 56 * 56 * 64 * 9
    d = Workload.parse("depthwise_conv2d:n=2,c=8,h=9,w=9,r=3,s=3")
    assert flop_count(d) == 2 * 2 * 8 * 7 * 7 * 9


@pytest.mark.parametrize(
    "text",
    [
        "matmul:m=3,n=5,k=7,epilogue=bias_relu",
        "batch_matmul:b=2,m=3,n=5,k=7",
        "conv2d:n=1,c=3,h=6,w=6,k=2,r=3,s=3,pad=1",
        "depthwise_conv2d:n=1,c=3,h=6,w=6,r=3,s=3",
        "pool2d:n=1,c=3,h=6,w=6,kh=3,kw=3,sh=2,sw=2",
    ],
)
def test_random_inputs(text: str) -> None:
    w = Workload.parse(text)
    a = random_inputs(w, np.random.default_rng(7))
    b = random_inputs(w, np.random.default_rng(7))
    c = random_inputs(w, np.random.default_rng(8))
    assert [x.shape for x in a] == input_shapes(w)
    for x, y, z in zip(a, b, c, strict=True):
        assert x.dtype == np.float32
        assert x.flags.c_contiguous
        assert np.all(x != 0)  # never zeros
        assert np.all((x >= -1) & (x < 1))
        assert (x < 0).any()
        assert (x > 0).any()
        np.testing.assert_array_equal(x, y)  # reproducible for one seed
        assert not np.array_equal(x, z)


def test_reference_rejects_bad_inputs() -> None:
    w = Workload.parse("conv2d:n=1,c=3,h=6,w=6,k=2,r=3,s=3")
    data, weight = random_inputs(w, np.random.default_rng(0))
    with pytest.raises(ValueError, match=r"takes 2 inputs \(data, weight\), got 1"):
        reference(w, [data])
    with pytest.raises(ValueError, match=r"input weight of .* must have shape \(2, 3, 3, 3\)"):
        reference(w, [data, weight[:1]])


def test_every_operator_is_documented() -> None:
    assert set(OPERATORS) == {
        "matmul",
        "batch_matmul",
        "attention",
        "conv2d",
        "depthwise_conv2d",
        "pointwise_conv2d",
        "winograd_conv2d",
        "pool2d",
        "resize2d",
        "channel_affine",
        "pointwise",
        "layernorm",
        "channel_transpose",
        "softmax",
        "reduce",
        "copy",
        "concat",
        "gather",
    }
    for spec in OPERATORS.values():
        assert spec.doc
        assert spec.required_params
        assert all(p.doc for p in spec.params)


def test_attention_reference_is_the_three_kernels_it_replaces() -> None:
    """Q @ K^T with the scale, the masked softmax with its NaN guard, P @ V: the three
    references chained (heads in place, K and V inside fused projection rows, a fully
    masked row) equal the attention reference; and one row by naive loops."""
    b, heads, m, n, k, v = 4, 2, 3, 5, 4, 6
    w = Workload.of(
        "attention", b=b, m=m, n=n, k=k, v=v, act="mul(x;0.5)", mask=m, nan0=1,
        q_heads=heads, k_heads=heads, k_pitch=20, k_offset=3, v_heads=heads, v_pitch=12,
        o_heads=heads,
    )  # fmt: skip
    q, key, val, mask = random_inputs(w, np.random.default_rng(3))
    mask[1] = -np.inf  # score row 1 of every entry: all masked, probabilities 0
    qk = Workload.of(
        "batch_matmul", b=b, m=m, n=n, k=k, trans_b=1, act="mul(x;0.5)", a_heads=heads,
        b_heads=heads, b_pitch=20, b_offset=3,
    )  # fmt: skip
    sm = Workload.of("softmax", m=b * m, c=n, mask=m, nan0=1)
    pv = Workload.of("batch_matmul", b=b, m=m, n=v, k=n, b_heads=heads, b_pitch=12, c_heads=heads)
    scores = reference(qk, [q, key]).astype(np.float32)
    probs = reference(sm, [scores.reshape(b * m, n), mask]).astype(np.float32)
    want = reference(pv, [probs.reshape(b, m, n), val])
    got = reference(w, [q, key, val, mask])
    assert got.shape == output_shape(w) == (b // heads, m, heads, v)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    assert (got[:, 1] == 0).all()
    assert (got[:, 0] != 0).all()
    # Entry 3 (outer 1, head 1), row 2, by loops.
    s = [0.5 * sum(q[1, 2, 1, r] * key[1, j, 3 + 4 + r] for r in range(k)) for j in range(n)]
    s = [x + mask[2, j] for j, x in enumerate(s)]
    e = [np.exp(x - max(s)) for x in s]
    row = [sum(e[j] / sum(e) * val[1, j, 6 + c] for j in range(n)) for c in range(v)]
    np.testing.assert_allclose(got[1, 2, 1], row, rtol=1e-5)  # float32 loops


def test_weights_are_a_models_constants_and_never_its_activations() -> None:
    """What a cold timing evicts: weights and biases, not the data, a residual or the
    operands of a product of two activations."""
    from compiler.ops import constant_positions

    def weights(text: str) -> list[str]:
        w = Workload.parse(text)
        return [input_names(w)[i] for i in constant_positions(w)]

    assert weights("conv2d:n=1,c=8,h=9,w=9,k=16,r=3,s=3,epilogue=bias_add_relu") == [
        "weight",
        "bias",
    ]
    assert weights("matmul:m=4,n=8,k=16,epilogue=bias") == ["B", "bias"]
    assert weights("layernorm:n=2,p=7,c=35,eps=0.01") == ["scale", "bias"]
    assert weights("batch_matmul:b=2,m=3,n=4,k=5") == []
    assert weights("pointwise:n=9,fn=add(x0;x1)") == []
