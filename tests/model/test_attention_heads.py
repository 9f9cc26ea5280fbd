"""The attention passes. passes/attention_heads: the head transposes and scales fold into
the batch_matmul kernels when what the chain computes is a layout the kernel reads or
writes, and only then. passes/softmax_mask: the mask's add and torch's NaN guard fold into
the softmax when the mask's rows repeat. The graph computes the same before and after
(numpy interpreter), and compiled it matches the interpreter."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.passes import (
    fold_attention_heads,
    fold_softmax_mask,
    matmuls_to_batch_matmuls,
    optimize,
    remove_dead_nodes,
)
from compiler.model.passes.softmax_mask import mask_rows
from compiler.model.plan import KernelStep, NumpyStep
from compiler.workload import Workload
from runtime import compile_model
from runtime.model import Runtime
from tests.model.graphs import GraphBuilder, random_feeds, rel_err
from tests.model.test_passes import same_outputs

SEQ, HEADS, DIM = 12, 3, 8
HIDDEN = HEADS * DIM


def _shape(b: GraphBuilder, x: str, *dims: int) -> str:
    return b.node("Reshape", [x], shape=dims)


def _sdpa(merge: bool = True, mask_shape: tuple[int, ...] = (1, 1, SEQ, SEQ)) -> Graph:
    """Self-attention as torch's exporter writes scaled-dot-product attention: heads split by
    Reshape + Transpose, K^T through Reshape [-1, s, d], Transpose, Reshape back, Q and K^T
    each scaled by dim^-1/4, a mask added, softmax, @ V, heads merged."""
    b = GraphBuilder(seed=3)
    x = b.input("x", (1, SEQ, HIDDEN))
    mask = b.input("mask", mask_shape)
    heads = {}
    for p in "qkv":
        proj = b.node("MatMul", [x, b.rand(HIDDEN, HIDDEN, scale=HIDDEN**-0.5)])
        split = _shape(b, proj, 1, SEQ, HEADS, DIM)
        heads[p] = b.node("Transpose", [split], perm=(0, 2, 1, 3))
    flat = _shape(b, heads["k"], HEADS, SEQ, DIM)
    kt = _shape(b, b.node("Transpose", [flat], perm=(0, 2, 1)), 1, HEADS, DIM, SEQ)
    scale = b.const(np.array(DIM**-0.25, np.float32))
    q, kt = b.node("Mul", [heads["q"], scale]), b.node("Mul", [kt, scale])
    scores = b.node("Add", [b.node("MatMul", [q, kt]), mask])
    p = b.node("Softmax", [scores], axis=3)
    p = b.node("Where", [b.node("IsNaN", [p]), b.const(np.array(0, np.float32)), p])
    out = b.node("MatMul", [p, heads["v"]])
    if merge:
        out = _shape(b, b.node("Transpose", [out], perm=(0, 2, 1, 3)), 1, SEQ, HIDDEN)
    return b.output(out)


def _products(graph: Graph) -> list[dict]:
    return [n.attrs for n in graph.nodes if n.op == "BatchMatMul"]


def test_sdpa_heads_and_scales_fold_into_the_products() -> None:
    before = matmuls_to_batch_matmuls(_sdpa())
    after = remove_dead_nodes(fold_attention_heads(before))
    same_outputs(before, after)
    assert "Transpose" not in after.ops()
    assert "Mul" not in after.ops()
    qk, pv = _products(after)
    assert (qk["a_heads"], qk["b_heads"], qk["trans_b"]) == (HEADS, HEADS, 1)
    assert qk["act"].count("mul(") == 2
    assert (pv.get("a_heads", 1), pv["b_heads"], pv["c_heads"], pv["trans_b"]) == (
        1,
        HEADS,
        HEADS,
        0,
    )


def test_product_that_is_a_model_output_keeps_its_layout() -> None:
    before = matmuls_to_batch_matmuls(_sdpa(merge=False))
    after = remove_dead_nodes(fold_attention_heads(before))
    same_outputs(before, after)
    assert _products(after)[1].get("c_heads", 1) == 1


def test_a_transposed_a_operand_is_not_folded() -> None:
    """The kernel has no transposed A: Q^T @ K keeps its transpose, and stays exact."""
    b = GraphBuilder(seed=4)
    x, y = b.input("x", (2, HEADS, SEQ, DIM)), b.input("y", (2, HEADS, SEQ, DIM))
    xt = b.node("Transpose", [b.node("Relu", [x])], perm=(0, 1, 3, 2))
    out = b.node("MatMul", [xt, b.node("Relu", [y])])
    before = matmuls_to_batch_matmuls(b.output(out))
    after = remove_dead_nodes(fold_attention_heads(before))
    same_outputs(before, after)
    assert "Transpose" in after.ops()


def test_a_shuffle_that_is_no_heads_layout_is_not_folded() -> None:
    """[b, h, s, d] read from [b, d, s, h] (perm 0, 3, 2, 1) is no layout the kernel reads."""
    b = GraphBuilder(seed=5)
    x = b.input("x", (1, DIM, SEQ, HEADS))
    y = b.input("y", (1, HEADS, DIM, SEQ))
    xs = b.node("Transpose", [b.node("Relu", [x])], perm=(0, 3, 2, 1))
    out = b.node("MatMul", [xs, b.node("Relu", [y])])
    before = matmuls_to_batch_matmuls(b.output(out))
    after = remove_dead_nodes(fold_attention_heads(before))
    same_outputs(before, after)
    assert "Transpose" in after.ops()


@pytest.mark.parametrize("fused", [True, False])
@pytest.mark.parametrize("merge", [True, False])
def test_folded_attention_compiles_to_kernels_that_match(merge: bool, fused: bool) -> None:
    """As one fused attention kernel (the default), or as its three kernels (records on
    which they cost less)."""
    graph = _sdpa(merge)
    three = lambda w: 1.0 if w.op == "attention" else 0.1  # noqa: E731
    package, _ = compile_model(graph, cost_of=None if fused else three)
    steps = package.plan.steps
    assert not any(getattr(s, "op", "") == "Transpose" for s in steps)
    kinds = {Workload.parse(k.workload).op for k in package.plan.kernels}
    assert ({"attention"} if fused else {"batch_matmul", "softmax"}) <= kinds
    assert ("softmax" in kinds) is not fused
    runtime = Runtime(package, num_threads=2)
    feeds = random_feeds(graph)
    want = optimize(graph)  # the folded graph in the float64 interpreter
    ref = interpret(graph, feeds)[graph.outputs[0]]
    assert rel_err(interpret(want, feeds)[graph.outputs[0]], ref) < 1e-5
    got = runtime.run(feeds)[graph.outputs[0]]
    assert rel_err(got, ref) < 1e-5
    assert any(isinstance(s, KernelStep) for s in steps)


def _feeds_with_masked_rows(graph: Graph) -> dict[str, np.ndarray]:
    """Random inputs; the mask hides the last keys (-3.4e38, as torch writes it) and, where
    it has rows, all of one query's keys (-inf: that row is NaN before the guard)."""
    feeds = random_feeds(graph)
    mask = np.zeros(graph.types["mask"].shape, np.float32)
    mask[..., -3:] = np.float32(-3.4e38)
    if mask.ndim > 1 and mask.shape[-2] > 1:
        mask[..., 2, :] = -np.inf
    feeds["mask"] = mask
    return feeds


@pytest.mark.parametrize(
    ("mask_shape", "rows"), [((1, 1, SEQ, SEQ), SEQ), ((1, 1, 1, SEQ), 1), ((SEQ,), 1)]
)
def test_mask_and_nan_guard_fold_into_the_softmax(mask_shape: tuple[int, ...], rows: int) -> None:
    before = _sdpa(mask_shape=mask_shape)
    after = remove_dead_nodes(fold_softmax_mask(before))
    assert not {"Add", "IsNaN", "Where", "Softmax"} & set(after.ops())
    (node,) = [n for n in after.nodes if n.op == "MaskedSoftmax"]
    assert (node.attrs["mask_rows"], node.attrs["nan0"]) == (rows, 1)
    feeds = _feeds_with_masked_rows(before)
    want, got = interpret(before, feeds), interpret(after, feeds)
    out = before.outputs[0]
    assert np.isfinite(want[out]).all()
    assert rel_err(got[out], want[out]) < 1e-6
    package, _ = compile_model(before)
    assert not any(getattr(s, "op", "") in ("Add", "IsNaN", "Where") for s in package.plan.steps)
    compiled = Runtime(package, num_threads=2).run(feeds)[out]
    assert rel_err(compiled, want[out]) < 1e-5


def test_a_mask_per_head_is_not_folded() -> None:
    """[1, H, 1, k] differs per head: no repeating rows, so the Add stays (and is exact)."""
    before = _sdpa(mask_shape=(1, HEADS, 1, SEQ))
    after = remove_dead_nodes(fold_softmax_mask(before))
    assert "Add" in after.ops()
    (node,) = [n for n in after.nodes if n.op == "MaskedSoftmax"]
    assert (node.attrs["mask_rows"], node.attrs["nan0"]) == (0, 1)
    same_outputs(before, after)


def test_mask_rows_of_broadcast_shapes() -> None:
    scores = (2, 12, 128, 128)
    assert mask_rows(scores, (2, 12, 128, 128)) == 2 * 12 * 128
    assert mask_rows(scores, (1, 1, 128, 128)) == 128
    assert mask_rows(scores, (128, 128)) == 128
    assert mask_rows(scores, (1, 1, 1, 128)) == 1
    assert mask_rows(scores, (2, 1, 128, 128)) is None  # per batch entry, not repeating
    assert mask_rows(scores, (1, 12, 1, 128)) is None  # per head
    assert mask_rows(scores, (1, 1, 128, 1)) is None  # along the softmax's axis


def _fused_qkv(kind: str) -> Graph:
    """Attention on one fused q/k/v projection [s, 3 * H * d], split as GPT-2 exports do
    (Split along the last axis) or as torch's MultiheadAttention does (Reshape to
    [s, 3, H * d], Transpose to [3, s, H * d], Gather 0, 1, 2)."""
    b = GraphBuilder(seed=7)
    x = b.input("x", (1, SEQ, HIDDEN))
    qkv = b.node("MatMul", [x, b.rand(HIDDEN, 3 * HIDDEN, scale=HIDDEN**-0.5)])
    if kind == "split":
        parts = [
            b.node(
                "Slice",
                [qkv],
                starts=(0, 0, i * HIDDEN),
                ends=(1, SEQ, (i + 1) * HIDDEN),
                steps=(1, 1, 1),
            )
            for i in range(3)
        ]
    else:
        stacked = b.node("Transpose", [_shape(b, qkv, SEQ, 3, HIDDEN)], perm=(1, 0, 2))
        parts = [
            b.node("Gather", [stacked, b.const(np.array(i, np.int64))], axis=0) for i in range(3)
        ]
    q, k, v = (
        b.node("Transpose", [_shape(b, t, 1, SEQ, HEADS, DIM)], perm=(0, 2, 1, 3)) for t in parts
    )
    kt = b.node("Transpose", [k], perm=(0, 1, 3, 2))
    p = b.node("Softmax", [b.node("MatMul", [q, kt])], axis=3)
    out = b.node("MatMul", [p, v])
    return b.output(_shape(b, b.node("Transpose", [out], perm=(0, 2, 1, 3)), 1, SEQ, HIDDEN))


@pytest.mark.parametrize("kind", ["split", "stacked"])
def test_heads_are_read_inside_a_fused_projection(kind: str) -> None:
    before = matmuls_to_batch_matmuls(_fused_qkv(kind))
    after = remove_dead_nodes(fold_attention_heads(before))
    same_outputs(before, after)
    assert not {"Slice", "Gather", "Transpose"} & set(after.ops())
    qk, pv = _products(after)
    assert (qk["a_pitch"], qk["a_offset"], qk["b_pitch"], qk["b_offset"]) == (
        3 * HIDDEN,
        0,
        3 * HIDDEN,
        HIDDEN,
    )
    assert (pv["b_heads"], pv["b_pitch"], pv["b_offset"], pv["c_heads"]) == (
        HEADS,
        3 * HIDDEN,
        2 * HIDDEN,
        HEADS,
    )
    graph = _fused_qkv(kind)
    package, _ = compile_model(graph)
    assert not any(isinstance(s, NumpyStep) for s in package.plan.steps)
    feeds = random_feeds(graph)
    got = Runtime(package, num_threads=2).run(feeds)[graph.outputs[0]]
    assert rel_err(got, interpret(graph, feeds)[graph.outputs[0]]) < 1e-5
