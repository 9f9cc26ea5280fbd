"""The fused attention template against the float64 reference (random configs, odd sizes,
heads in place, masks with fully masked rows), and the schedule machinery it needs:
reductions computed at a consumer's loop, scratch folded to one block."""

from __future__ import annotations

import random

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference, te
from compiler.ir import Allocate, iter_stmts
from compiler.lower import lower
from compiler.schedule import Schedule
from runtime import build, build_schedule

ATTENTIONS = [
    # BERT-base's heads in place, its scale and key mask (one row per query row here)
    "attention:b=12,m=128,n=128,k=64,v=64,act=mul(x;0.125),q_heads=12,k_heads=12,"
    "v_heads=12,o_heads=12,mask=128,nan0=1",
    # GPT-2: q, k and v inside the fused projection's rows
    "attention:b=4,m=9,n=9,k=8,v=8,q_heads=4,q_pitch=96,k_heads=4,k_pitch=96,k_offset=32,"
    "v_heads=4,v_pitch=96,v_offset=64,o_heads=4,mask=9,nan0=1",
    # odd sizes, no vector divides them; K given transposed
    "attention:b=3,m=7,n=13,k=5,v=11,trans_k=0",
    "attention:b=2,m=33,n=17,k=3,v=19,mask=1",  # one mask row for all
    "attention:b=1,m=1,n=1,k=1,v=1",
    "attention:b=6,m=5,n=70,k=9,v=3,q_heads=3,k_heads=2,v_heads=6,o_heads=2,mask=10",
]


def _check(w: Workload, config_json: str, seed: int) -> None:
    kernel = build(str(w), config_json, num_threads=2)
    inputs = random_inputs(w, np.random.default_rng(seed))
    if w.get_int("mask"):  # a key masked out everywhere, and with nan0 a whole row
        inputs[3][:, 0] = -np.inf
        if w.get_int("nan0"):
            inputs[3][-1] = -np.inf
    want = reference(w, inputs)
    got = kernel(*inputs)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("text", ATTENTIONS)
def test_attention_random_configs_match_the_reference(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    configs = [space.default(), *space.sample(random.Random(len(text)), 5)]
    for i, cfg in enumerate(configs):
        _check(w, cfg.to_json_str(), seed=i)


def test_attention_every_config_on_a_ragged_shape() -> None:
    w = Workload.parse(
        "attention:b=4,m=13,n=19,k=5,v=9,q_heads=2,k_heads=2,v_heads=4,o_heads=2,mask=13,nan0=1"
    )
    space = get_space(w)
    for i in range(space.size):
        _check(w, space.get(i).to_json_str(), seed=i)


def test_fully_masked_rows_are_zero_with_nan0_and_nan_without() -> None:
    text = "attention:b=2,m=4,n=6,k=3,v=5,mask=4"
    for nan0 in (0, 1):
        w = Workload.parse(f"{text},nan0={nan0}")
        kernel = build(str(w), get_space(w).default().to_json_str(), num_threads=1)
        q, k, v, mask = random_inputs(w, np.random.default_rng(1))
        mask[2] = -np.inf
        out = kernel(q, k, v, mask)
        assert np.isfinite(np.delete(out, 2, axis=1)).all()
        assert (out[:, 2] == 0).all() if nan0 else np.isnan(out[:, 2]).all()


def _row_softmax_chain(m: int, n: int, block: int) -> tuple[Schedule, list[te.Tensor]]:
    """``out = x * 1 / sum_j exp(x[i, j] - max_j x[i, j])``: two reductions and an
    elementwise stage computed per block of rows of ``out``, into folded scratch."""
    x = te.placeholder((m, n), "x")
    j1 = te.reduce_axis(n, "j1")
    mx = te.compute((m,), lambda i: te.max_reduce(x[i, j1.var], j1), "mx")
    e = te.compute((m, n), lambda i, j: te.call("exp", x[i, j] - mx[i]), "e")
    j2 = te.reduce_axis(n, "j2")
    inv = te.compute((m,), lambda i: te.sum(e[i, j2.var], j2), "inv", finalize=lambda a, i: 1.0 / a)
    out = te.compute((m, n), lambda i, j: e[i, j] * inv[i], "out")
    s = Schedule(out)
    i, _ = out.compute_op.axes
    io, _ = s[out].split(i, block)
    for t in (mx, e, inv):
        s[t].compute_at(s[out], io)
        s[t].fold(0, block)
    return s, [x, out]


@pytest.mark.parametrize(("m", "n", "block"), [(10, 7, 4), (3, 16, 8), (9, 5, 1)])
def test_reductions_computed_per_block_into_folded_scratch(m: int, n: int, block: int) -> None:
    s, args = _row_softmax_chain(m, n, block)
    kernel = build_schedule(s, args, num_threads=2)
    x = np.random.default_rng(m).uniform(-3, 3, (m, n)).astype(np.float32)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(kernel(x), e / e.sum(axis=1, keepdims=True), rtol=1e-5)


@pytest.mark.parametrize("threads", [2, 3])
def test_per_thread_scratch_under_a_parallel_loop(threads: int) -> None:
    """``fold(per_thread=True)``: the block loop on all threads, each with its own block
    of scratch (a local array allocated in the loop's body), not a shared workspace."""
    m, n, block = 23, 9, 4
    s, args = _row_softmax_chain(m, n, block)
    out = s.stages[-1]
    out.parallel(out.leaf_axes[0])
    for st in s.stages:
        if st.name in ("mx", "e", "inv"):
            st.fold(0, block, per_thread=True)
    function = lower(s, args, "k")
    assert not function.workspaces  # every scratch is local to a block's iteration
    locals_ = {st.buffer.name for st in iter_stmts(function.body) if isinstance(st, Allocate)}
    assert locals_ == {"mx", "e", "inv"}
    kernel = build_schedule(s, args, num_threads=threads)
    x = np.random.default_rng(threads).uniform(-3, 3, (m, n)).astype(np.float32)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(kernel(x), e / e.sum(axis=1, keepdims=True), rtol=1e-5)


def test_fold_errors() -> None:
    s, args = _row_softmax_chain(10, 7, 4)
    (e,) = (st for st in s.stages if st.name == "e")
    e.fold(0, 3)  # a block of 4 rows does not fit 3 entries
    with pytest.raises(ValueError, match="folded to 3 entries"):
        build_schedule(s, args)
    s, args = _row_softmax_chain(10, 7, 4)
    out = s.stages[-1]
    out.parallel(out.leaf_axes[0])  # the threads would share one block of scratch
    with pytest.raises(ValueError, match="parallel loop moves"):
        build_schedule(s, args)
    with pytest.raises(ValueError, match="cannot fold"):
        out.fold(2, 1)
    out.fold(0, 4)  # the kernel's output holds every row
    with pytest.raises(ValueError, match="only a compute_at scratch can fold"):
        build_schedule(s, args)
