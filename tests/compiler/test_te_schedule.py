"""The tensor-expression language and schedule primitives, compiled and checked vs numpy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import te
from compiler.schedule import Schedule
from runtime import build_schedule

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _rand(*shape: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).uniform(0.5, 1.5, size=shape).astype(np.float32)


@SETTINGS
@given(
    m=st.integers(1, 40),
    n=st.integers(1, 40),
    fi=st.integers(1, 9),
    fj=st.integers(1, 20),
    vec=st.booleans(),
    par=st.sampled_from(["none", "outer", "fused"]),
    threads=st.integers(1, 3),
)
def test_elementwise_split_fuse_vectorize_parallel_inline(
    m: int, n: int, fi: int, fj: int, vec: bool, par: str, threads: int
) -> None:
    a = te.placeholder((m, n), "a")
    b = te.placeholder((n,), "b")
    scaled = te.compute((m, n), lambda i, j: a[i, j] * 2.0, "scaled")
    out = te.compute((m, n), lambda i, j: te.max_(scaled[i, j] - b[j], 0.25), "out")
    s = Schedule(out)
    s[scaled].compute_inline()
    st_ = s[out]
    i, j = out.compute_op.axes
    io, ii = st_.split(i, fi)
    jo, ji = st_.split(j, fj)
    st_.reorder(io, jo, ii, ji)
    if vec:
        st_.vectorize(ji)
    if par == "outer":
        st_.parallel(io)
    elif par == "fused":
        st_.parallel(st_.fuse(io, jo))
    kernel = build_schedule(s, [a, b, out], num_threads=threads)
    x, y = _rand(m, n, seed=m), _rand(n, seed=n)
    np.testing.assert_allclose(kernel(x, y), np.maximum(x * 2.0 - y, 0.25), rtol=1e-6)


@SETTINGS
@given(
    m=st.integers(1, 20),
    k=st.integers(1, 30),
    fk=st.integers(1, 8),
    reduce_outside=st.booleans(),
    unroll_inner=st.booleans(),
)
def test_generic_reduction_any_loop_order_with_finalize(
    m: int, k: int, fk: int, reduce_outside: bool, unroll_inner: bool
) -> None:
    a = te.placeholder((m, k), "a")
    r = te.reduce_axis(k, "r")
    out = te.compute(
        (m,),
        lambda i: te.sum(a[i, r] * a[i, r], axis=r),
        "out",
        finalize=lambda acc, i: te.call("sqrt", acc),
    )
    s = Schedule(out)
    st_ = s[out]
    (i,) = out.compute_op.axes
    ro, ri = st_.split(r, fk)
    if reduce_outside:
        st_.reorder(ri, i, ro)  # reduction loops around the spatial loop
    if unroll_inner:
        st_.unroll(ri)
    kernel = build_schedule(s, [a, out])
    x = _rand(m, k, seed=k)
    np.testing.assert_allclose(kernel(x), np.sqrt((x.astype(np.float64) ** 2).sum(1)), rtol=1e-5)


@SETTINGS
@given(
    m=st.integers(1, 24),
    n=st.integers(1, 40),
    k=st.integers(1, 24),
    fm=st.integers(1, 6),
    fk=st.integers(1, 9),
    at_reduce=st.booleans(),
)
def test_accumulate_at_with_tails(
    m: int, n: int, k: int, fm: int, fk: int, at_reduce: bool
) -> None:
    a = te.placeholder((m, k), "a")
    b = te.placeholder((k, n), "b")
    r = te.reduce_axis(k, "r")
    out = te.compute(
        (m, n),
        lambda i, j: te.max_reduce(a[i, r] + b[r, j], axis=r),
        "out",
        finalize=lambda acc, i, j: acc * 0.5,
    )
    s = Schedule(out)
    st_ = s[out]
    i, j = out.compute_op.axes
    io, ii = st_.split(i, fm)
    jo, ji = st_.split(j, 16)
    ro, ri = st_.split(r, fk)
    st_.reorder(io, jo, ro, ri, ii, ji)
    st_.unroll(ii)
    st_.vectorize(ji)
    st_.accumulate_at(ro if at_reduce else jo)
    kernel = build_schedule(s, [a, b, out])
    x, y = _rand(m, k, seed=1), _rand(k, n, seed=2)
    want = (x[:, :, None] + y[None, :, :]).max(axis=1) * 0.5
    np.testing.assert_allclose(kernel(x, y), want, rtol=1e-6)


@pytest.mark.parametrize("vec", [False, True])
def test_zero_padding_with_if_then_else_masks_reads(vec: bool) -> None:
    n, pad, taps = 37, 2, 5
    x = te.placeholder((n,), "x")
    w = te.placeholder((taps,), "w")
    r = te.reduce_axis(taps, "r")
    out = te.compute(
        (n,),
        lambda i: te.sum(
            te.if_then_else(te.all_((i + r - pad).ge(0), (i + r - pad).lt(n)), x[i + r - pad], 0.0)
            * w[r],
            axis=r,
        ),
        "out",
    )
    s = Schedule(out)
    st_ = s[out]
    (i,) = out.compute_op.axes
    io, ii = st_.split(i, 16)
    st_.reorder(io, r, ii)
    if vec:
        st_.vectorize(ii)
    st_.accumulate_at(io)
    kernel = build_schedule(s, [x, w, out])
    xv, wv = _rand(n, seed=5), _rand(taps, seed=6)
    padded = np.pad(xv.astype(np.float64), pad)
    want = np.array([padded[t : t + taps] @ wv for t in range(n)])
    np.testing.assert_allclose(kernel(xv, wv), want, rtol=1e-5)


def test_packing_stage_materialized_as_workspace() -> None:
    a = te.placeholder((5, 7), "a")
    packed = te.compute((7, 5), lambda j, i: a[i, j] + 1.0, "packed")
    out = te.compute((5, 7), lambda i, j: packed[j, i] * 3.0, "out")
    s = Schedule(out)
    kernel = build_schedule(s, [a, out])
    assert [w.name for w in kernel.workspaces] == ["packed"]
    x = _rand(5, 7)
    np.testing.assert_allclose(kernel(x), (x + 1.0) * 3.0, rtol=1e-6)


def test_schedule_errors_are_clear() -> None:
    a = te.placeholder((8, 8), "a")
    r = te.reduce_axis(8, "r")
    red = te.compute((8,), lambda i: te.sum(a[i, r], axis=r), "red")
    ew = te.compute((8, 8), lambda i, j: a[i, j] + 1.0, "ew")
    s = Schedule([red, ew])
    i, j = ew.compute_op.axes
    io, ii = s[ew].split(i, 4)
    with pytest.raises(ValueError, match="not a current loop"):
        s[ew].split(i, 2)
    with pytest.raises(ValueError, match="directly inside"):
        s[ew].fuse(io, j)
    with pytest.raises(ValueError, match="at most 64 lanes"):
        _too_wide()
    s[ew].parallel(io)
    with pytest.raises(ValueError, match="already parallel"):
        s[ew].parallel(j)
    with pytest.raises(ValueError, match="cannot inline a reduction"):
        s[red].compute_inline()
    with pytest.raises(ValueError, match="needs a reduction"):
        s[ew].accumulate_at(io)
    with pytest.raises(ValueError, match="reduce loop"):
        s[red].parallel(r)
    with pytest.raises(ValueError, match="exactly one of factor, nparts"):
        s[ew].split(ii, factor=2, nparts=2)


def _too_wide() -> None:
    big = te.placeholder((100,), "big")
    out = te.compute((100,), lambda i: big[i] * 2.0, "o")
    s = Schedule(out)
    s[out].vectorize(out.compute_op.axes[0])


def test_expression_type_errors() -> None:
    a = te.placeholder((4,), "a")
    with pytest.raises(TypeError, match="integer"):
        te.compute((4,), lambda i: a[i] // 2.0, "bad")
    with pytest.raises(IndexError, match="1 dims"):
        te.compute((4,), lambda i: a[i, i], "bad")
    r = te.reduce_axis(4, "r")
    with pytest.raises(ValueError, match="whole body"):
        te.compute((4,), lambda i: te.sum(a[r], axis=r) + 1.0, "bad")
    with pytest.raises(TypeError, match="truth value"):
        bool(a[0] > 1.0)


@SETTINGS
@given(
    m=st.integers(1, 30),
    n=st.integers(1, 30),
    fm=st.integers(1, 8),
    fn=st.integers(1, 8),
    at_inner=st.booleans(),
    par=st.booleans(),
)
def test_compute_at_packs_only_the_region_needed(
    m: int, n: int, fm: int, fn: int, at_inner: bool, par: bool
) -> None:
    a = te.placeholder((m, n), "a")
    # A transposed copy, consumed tile by tile: each tile packs only its own region.
    packed = te.compute((n, m), lambda j, i: a[i, j] * 2.0, "packed")
    out = te.compute((m, n), lambda i, j: packed[j, i] + 1.0, "out")
    s = Schedule(out)
    i, j = out.compute_op.axes
    io, ii = s[out].split(i, fm)
    jo, ji = s[out].split(j, fn)
    s[out].reorder(io, jo, ii, ji)
    if par:
        s[out].parallel(io)
    _, pi = packed.compute_op.axes
    s[packed].vectorize(s[packed].split(pi, 4)[1])
    s[packed].compute_at(s[out], jo if at_inner else io)
    kernel = build_schedule(s, [a, out], num_threads=2)
    x = _rand(m, n, seed=m + n)
    np.testing.assert_allclose(kernel(x), x * 2.0 + 1.0, rtol=1e-6)


def test_compute_at_errors() -> None:
    a = te.placeholder((8, 8), "a")
    packed = te.compute((8, 8), lambda i, j: a[i, j] * 2.0, "packed")
    out = te.compute((8, 8), lambda i, j: packed[i, j] + 1.0, "out")
    s = Schedule(out)
    i, _ = out.compute_op.axes
    s[packed].compute_at(s[out], i)
    s[out].split(i, 2)  # the attach loop is gone
    with pytest.raises(ValueError, match="no longer a loop"):
        build_schedule(s, [a, out])
    with pytest.raises(ValueError, match="not a current loop"):
        s[packed].compute_at(s[out], i)


@pytest.mark.parametrize(("m", "n", "lanes"), [(5, 8, 4), (3, 7, 8), (9, 9, 16), (4, 3, 1)])
def test_vectorized_strided_reads_are_gathers(m: int, n: int, lanes: int) -> None:
    a = te.placeholder((m, n), "a")
    # Transposed read under a lane-dependent condition: masked gathers.
    out = te.compute((n, m), lambda j, i: te.if_then_else(i < m - 1, a[i, j] * 2.0, 1.0), "out")
    s = Schedule(out)
    _, i = out.compute_op.axes
    _, ii = s[out].split(i, lanes)
    s[out].vectorize(ii)
    kernel = build_schedule(s, [a, out])
    x = _rand(m, n, seed=m * n)
    want = np.where(np.arange(m)[None, :] < m - 1, x.T * 2.0, 1.0)
    np.testing.assert_allclose(kernel(x), want, rtol=1e-6)


def test_expressions_hash_structurally_and_survive_pickling() -> None:
    """Composite nodes cache their hash; equal trees built apart hash alike, and a pickled
    node is rebuilt (its hash recomputed, as another process's string hashes differ)."""
    import pickle

    from compiler.te.expr import BinOp, Call, Cast, Const, Select

    x = te.placeholder((4,), "a")[te.expr.Var("i")]  # leaves compare by identity

    def tree(leaf: te.expr.Expr) -> te.expr.Expr:
        total = BinOp("+", BinOp("*", leaf, Const(2.0, "float32"), "float32"), leaf, "float32")
        cond = BinOp("<", Const(1, "int64"), Const(2, "int64"), "bool")
        return Select(cond, Cast(total, "float32"), Call("exp", (leaf,), "float32"), "float32")

    assert tree(x) == tree(x)
    assert hash(tree(x)) == hash(tree(x))
    assert tree(x) != tree(Const(0.5, "float32"))
    body = tree(Const(0.5, "float32"))
    copy = pickle.loads(pickle.dumps(body))
    assert copy == body
    assert hash(copy) == hash(body)
