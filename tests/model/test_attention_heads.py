"""passes/attention_heads: attention's head transposes and scales fold into its
batch_matmul kernels when what the chain computes is a layout the kernel reads or writes,
and only then; the graph computes the same before and after (numpy interpreter), and
compiled it matches the interpreter."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.passes import (
    fold_attention_heads,
    matmuls_to_batch_matmuls,
    optimize,
    remove_dead_nodes,
)
from compiler.model.plan import KernelStep
from compiler.workload import Workload
from runtime import compile_model
from runtime.model import Runtime
from tests.model.graphs import GraphBuilder, random_feeds, rel_err
from tests.model.test_passes import same_outputs

SEQ, HEADS, DIM = 12, 3, 8
HIDDEN = HEADS * DIM


def _shape(b: GraphBuilder, x: str, *dims: int) -> str:
    return b.node("Reshape", [x], shape=dims)


def _sdpa(merge: bool = True) -> Graph:
    """Self-attention as torch's exporter writes scaled-dot-product attention: heads split by
    Reshape + Transpose, K^T through Reshape [-1, s, d], Transpose, Reshape back, Q and K^T
    each scaled by dim^-1/4, a mask added, softmax, @ V, heads merged."""
    b = GraphBuilder(seed=3)
    x = b.input("x", (1, SEQ, HIDDEN))
    mask = b.input("mask", (1, 1, SEQ, SEQ))
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
    out = b.node("MatMul", [b.node("Softmax", [scores], axis=3), heads["v"]])
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


@pytest.mark.parametrize("merge", [True, False])
def test_folded_attention_compiles_to_kernels_that_match(merge: bool) -> None:
    graph = _sdpa(merge)
    package, _ = compile_model(graph)
    steps = package.plan.steps
    assert not any(getattr(s, "op", "") == "Transpose" for s in steps)
    kinds = {Workload.parse(k.workload).op for k in package.plan.kernels}
    assert {"batch_matmul", "softmax"} <= kinds
    runtime = Runtime(package, num_threads=2)
    feeds = random_feeds(graph)
    want = optimize(graph)  # the folded graph in the float64 interpreter
    ref = interpret(graph, feeds)[graph.outputs[0]]
    assert rel_err(interpret(want, feeds)[graph.outputs[0]], ref) < 1e-5
    got = runtime.run(feeds)[graph.outputs[0]]
    assert rel_err(got, ref) < 1e-5
    assert any(isinstance(s, KernelStep) for s in steps)
