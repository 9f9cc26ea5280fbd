"""Each graph pass on its own: the graph computes the same before and after (numpy
interpreter, random inputs), and the pass did the rewrite it is for."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.passes import (
    batchnorm_to_affine,
    conv_to_fused,
    fold_affine_into_conv,
    fold_constants,
    fuse_channel_affine,
    fuse_epilogues,
    gemm_to_dense,
    optimize,
    remove_dead_nodes,
    remove_identities,
)
from tests.model.graphs import GraphBuilder, random_feeds, rel_err


def same_outputs(before: Graph, after: Graph, tol: float = 1e-5) -> None:
    after.validate()
    assert after.outputs == before.outputs, "a pass must keep the model's output names"
    feeds = random_feeds(before)
    want, got = interpret(before, feeds), interpret(after, feeds)
    for name in before.outputs:
        assert got[name].shape == want[name].shape
        assert rel_err(got[name], want[name]) < tol, name


def ops(graph: Graph) -> list[str]:
    return list(graph.ops())


def test_identity_removed_and_output_name_kept() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 4, 5, 5))
    mid = b.node("Identity", [b.node("Relu", [x])])
    out = b.node("Identity", [b.node("Relu", [mid])])
    g = b.output(out)
    after = remove_identities(g)
    assert ops(after) == ["Relu", "Relu"]
    same_outputs(g, after)


def test_identity_of_an_input_that_is_an_output_stays_a_copy() -> None:
    b = GraphBuilder()
    x = b.input("x", (2, 3))
    g = b.output(b.node("Identity", [x]))
    after = remove_identities(g)
    assert ops(after) == ["Identity"]
    same_outputs(g, after)


def test_a_pad_adding_nothing_is_removed_one_adding_a_border_stays() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 6, 6, 4))
    same = b.node("Pad", [b.node("Relu", [x])], pads=(0,) * 8, value=0.0, mode="constant")
    grown = b.node("Pad", [same], pads=(0, 1, 1, 0, 0, 1, 1, 0), value=0.0, mode="reflect")
    g = b.output(b.node("Relu", [grown]))
    after = remove_identities(g)
    assert ops(after) == ["Relu", "Pad", "Relu"]
    same_outputs(g, after)


def test_constant_subgraphs_fold() -> None:
    b = GraphBuilder()
    x = b.input("x", (2, 6))
    scale = b.node("Mul", [b.rand(6), b.rand(6)])
    shaped = b.node("Reshape", [b.rand(2, 3)], shape=(6,))
    out = b.node("Add", [b.node("Mul", [x, scale]), shaped])
    g = b.output(out)
    after = fold_constants(g)
    assert ops(after) == ["Mul", "Add"]
    same_outputs(g, after)


def test_dead_nodes_and_their_constants_go() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 8, 8))
    used = b.node("Relu", [x])
    unused = b.node("Add", [b.node("Relu", [x]), b.rand(1, 3, 1, 1)])
    g = b.output(used)
    after = remove_dead_nodes(g)
    assert ops(after) == ["Relu"]
    assert not after.constants
    assert unused not in after.types
    same_outputs(g, after)


def test_batchnorm_folds_into_the_conv_before_it() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 5, 9, 9))
    g = b.output(b.node("Relu", [b.batchnorm(b.conv(x, 7, bias=False))]))
    after = fold_affine_into_conv(conv_to_fused(batchnorm_to_affine(g)))
    assert ops(after) == ["FusedConv", "Relu"]
    same_outputs(g, after)


def test_standalone_batchnorm_becomes_a_channel_affine() -> None:
    b = GraphBuilder()
    x = b.input("x", (2, 4, 3, 3))
    g = b.output(b.batchnorm(x))
    after = batchnorm_to_affine(g)
    assert ops(after) == ["Mul", "Add"]
    same_outputs(g, after)


def test_batchnorm_and_relu_on_a_residual_sum_become_one_channel_affine() -> None:
    # A pre-activation block's input: the sum is read twice (the next residual add and
    # the batch norm), so nothing folds into the conv; the affine and ReLU fuse.
    b = GraphBuilder()
    x = b.input("x", (1, 4, 5, 5))
    total = b.node("Add", [b.conv(x, 4), x])
    pre = b.node("Relu", [b.batchnorm(total)])
    g = b.output(b.node("Add", [b.conv(pre, 4), total]))
    after = fuse_channel_affine(fold_affine_into_conv(conv_to_fused(batchnorm_to_affine(g))))
    assert ops(after) == ["FusedConv", "Add", "ChannelAffine", "FusedConv", "Add"]
    (affine,) = [n for n in after.nodes if n.op == "ChannelAffine"]
    assert affine.attrs == {"activation": "relu"}
    assert [after.shape_of(name) for name in affine.inputs[1:]] == [(4,), (4,)]
    same_outputs(g, after)


@pytest.mark.parametrize(
    ("chain", "activation"),
    [(["Mul"], "none"), (["Add"], "none"), (["Mul", "Relu"], "relu"), (["Add", "Relu"], "relu")],
)
def test_a_lone_channel_mul_or_add_becomes_a_channel_affine(
    chain: list[str], activation: str
) -> None:
    b = GraphBuilder()
    y = x = b.input("x", (2, 3, 4, 5))
    for op in chain:
        y = b.node(op, [y, b.rand(1, 3, 1, 1)] if op != "Relu" else [y])
    g = b.output(y)
    after = fuse_channel_affine(g)
    assert ops(after) == ["ChannelAffine"]
    assert after.nodes[0].inputs[0] == x
    assert after.nodes[0].attrs == {"activation": activation}
    same_outputs(g, after)


def test_channel_affine_leaves_shared_and_non_channel_operands() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 4, 4))
    scaled = b.node("Mul", [x, b.rand(1, 3, 1, 1)])
    shifted = b.node("Add", [scaled, b.rand(1, 3, 1, 1)])  # scaled is read twice
    by_pixel = b.node("Mul", [x, b.rand(1, 1, 4, 4)])  # not one value per channel
    g = b.output(b.node("Add", [shifted, scaled]), by_pixel)
    after = fuse_channel_affine(g)
    assert ops(after) == ["ChannelAffine", "ChannelAffine", "Mul", "Add"]
    same_outputs(g, after)


def test_mul_add_by_channel_constants_fold_into_conv() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    conv = b.conv(x, 4)
    g = b.output(b.node("Add", [b.rand(4, 1, 1), b.node("Mul", [conv, b.rand(1, 4, 1, 1)])]))
    after = fold_affine_into_conv(conv_to_fused(g))
    assert ops(after) == ["FusedConv"]
    same_outputs(g, after)


def test_mul_by_a_non_channel_constant_does_not_fold() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    g = b.output(b.node("Mul", [b.conv(x, 4), b.rand(1, 1, 6, 6)]))
    after = fold_affine_into_conv(conv_to_fused(g))
    assert ops(after) == ["FusedConv", "Mul"]
    same_outputs(g, after)


def test_residual_add_and_relu_fuse_into_the_conv() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 8, 7, 7))
    shortcut = b.node("Relu", [x])
    g = b.output(b.node("Relu", [b.node("Add", [shortcut, b.conv(x, 8)])]))
    after = fuse_epilogues(conv_to_fused(g))
    assert ops(after) == ["Relu", "FusedConv"]
    (conv,) = [n for n in after.nodes if n.op == "FusedConv"]
    assert conv.attrs["residual"]
    assert conv.attrs["activation"] == "relu"
    assert conv.inputs[3] == shortcut
    same_outputs(g, after)


def test_residual_computed_after_the_conv_moves_the_conv() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 4, 5, 5))
    conv = b.conv(x, 4)
    late = b.node("Relu", [x])  # defined after the conv, read by the add
    g = b.output(b.node("Add", [conv, late]))
    after = fuse_epilogues(conv_to_fused(g))
    assert ops(after) == ["Relu", "FusedConv"]
    same_outputs(g, after)


@pytest.mark.parametrize(
    ("lo", "hi", "activation", "act"),
    [
        (0.0, 6.0, "relu6", "x"),
        (0.0, float("inf"), "relu", "x"),
        (0.0, 3.0, "none", "min(max(x;0);3)"),
        (-1.0, 6.0, "none", "min(max(x;-1);6)"),
    ],
)
def test_clip_fuses_as_relu_relu6_or_a_pointwise_act(
    lo: float, hi: float, activation: str, act: str
) -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    g = b.output(b.node("Clip", [b.conv(x, 16)], min=lo, max=hi))
    after = fuse_epilogues(conv_to_fused(g))
    assert ops(after) == ["FusedConv"]
    assert after.nodes[0].attrs["activation"] == activation
    assert after.nodes[0].attrs["act"] == act
    same_outputs(g, after)


def test_a_conv_output_read_twice_is_not_fused() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    conv = b.conv(x, 4)
    g = b.output(b.node("Relu", [conv]), b.node("Add", [conv, b.rand(1, 4, 1, 1)]))
    after = fuse_epilogues(fold_affine_into_conv(conv_to_fused(g)))
    assert ops(after) == ["FusedConv", "Relu", "Add"]
    same_outputs(g, after)


def test_a_fused_conv_keeps_a_model_output_name() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 6, 6))
    g = b.output(b.node("Relu", [b.conv(x, 4)]))
    after = fuse_epilogues(conv_to_fused(g))
    assert after.nodes[0].outputs == g.outputs
    same_outputs(g, after)


@pytest.mark.parametrize("trans_b", [0, 1])
def test_gemm_becomes_dense_with_bias_and_relu(trans_b: int) -> None:
    b = GraphBuilder()
    x = b.input("x", (3, 10))
    w = b.rand(*((7, 10) if trans_b else (10, 7)))
    gemm = b.node("Gemm", [x, w, b.rand(7)], alpha=0.5, beta=2.0, transA=0, transB=trans_b)
    g = b.output(b.node("Relu", [gemm]))
    after = fuse_epilogues(gemm_to_dense(g))
    assert ops(after) == ["Dense"]
    assert after.nodes[0].attrs["activation"] == "relu"
    same_outputs(g, after)


def test_matmul_by_a_constant_and_bias_add_become_dense() -> None:
    b = GraphBuilder()
    x = b.input("x", (4, 6))
    g = b.output(b.node("Add", [b.node("MatMul", [x, b.rand(6, 5)]), b.rand(5)]))
    after = fuse_epilogues(gemm_to_dense(g))
    assert ops(after) == ["Dense"]
    same_outputs(g, after)


def test_gemm_with_a_full_matrix_c_stays() -> None:
    b = GraphBuilder()
    x = b.input("x", (3, 4))
    g = b.output(
        b.node("Gemm", [x, b.rand(4, 5), b.rand(3, 5)], alpha=1.0, beta=1.0, transA=0, transB=0)
    )
    assert ops(gemm_to_dense(g)) == ["Gemm"]


def test_pipeline_on_a_residual_block() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 16, 10, 10))
    y = b.node("Relu", [b.batchnorm(b.conv(x, 16, bias=False))])
    y = b.batchnorm(b.conv(y, 16, bias=False))
    y = b.node("Relu", [b.node("Add", [y, x])])
    y = b.node("Identity", [b.node("GlobalAveragePool", [y])])
    y = b.node("Reshape", [y], shape=(1, 16))
    g = b.output(
        b.node(
            "Softmax",
            [
                b.node(
                    "Gemm", [y, b.rand(10, 16), b.rand(10)], alpha=1.0, beta=1.0, transA=0, transB=1
                )
            ],
            axis=1,
        )
    )
    after = optimize(g)
    assert ops(after) == [
        "FusedConv",
        "FusedConv",
        "GlobalAveragePool",
        "Reshape",
        "Dense",
        "Softmax",
    ]
    assert after.nodes[1].attrs == {**after.nodes[1].attrs, "residual": True, "activation": "relu"}
    same_outputs(g, after, tol=1e-5)
    assert not any(np.asarray(v).size == 0 for v in after.constants.values())


def test_relu6_after_a_residual_add_becomes_the_act() -> None:
    """No epilogue kind clamps after the residual add; the pointwise act does."""
    b = GraphBuilder()
    x = b.input("x", (1, 4, 6, 6))
    added = b.node("Add", [b.conv(x, 4), x])
    g = b.output(b.node("Clip", [added], min=0.0, max=6.0))
    after = fuse_epilogues(conv_to_fused(g))
    assert ops(after) == ["FusedConv"]
    assert after.nodes[0].attrs["residual"]
    assert after.nodes[0].attrs["act"] == "min(max(x;0);6)"
    same_outputs(g, after)


def test_a_region_after_a_reshape_of_a_dense_becomes_its_act() -> None:
    """GPT-2's Gemm, Reshape to 3-D, then GELU (tanh form): the GELU is elementwise, so it
    runs in the Gemm's store and the Reshape stays a view after it."""
    b = GraphBuilder(seed=6)
    x = b.input("x", (6, 8))
    y = b.node("Add", [b.node("MatMul", [x, b.rand(8, 10)]), b.rand(10)])
    y = b.node("Reshape", [y], shape=(1, 6, 10))
    cube = b.node("Mul", [b.node("Mul", [y, y]), y])
    inner = b.node(
        "Mul",
        [
            b.node("Add", [y, b.node("Mul", [cube, b.const(np.array(0.044715, np.float32))])]),
            b.const(np.array(0.7978846, np.float32)),
        ],
    )
    gelu = b.node(
        "Mul",
        [
            b.node("Mul", [y, b.const(np.array(0.5, np.float32))]),
            b.node("Add", [b.node("Tanh", [inner]), b.const(np.array(1.0, np.float32))]),
        ],
    )
    graph = b.output(gelu)
    after = optimize(graph)
    same_outputs(graph, after)
    assert ops(after) == ["Dense", "Reshape"]
    (dense,) = [n for n in after.nodes if n.op == "Dense"]
    assert "tanh(" in dense.attrs["act"]


def test_a_residual_add_after_a_dense_layer_joins_its_store() -> None:
    """A transformer block's ``x + dense(h)`` (3-D rows) and a relu after it: one Dense;
    an add after its activation stays."""
    b = GraphBuilder()
    x = b.input("x", (2, 5, 6))
    h = b.node("Relu", [x])
    dense = b.node("Add", [b.node("MatMul", [h, b.rand(6, 6)]), b.rand(6)])
    out = b.node("Relu", [b.node("Add", [x, dense])])
    g = b.output(out)
    after = fuse_epilogues(gemm_to_dense(g))
    assert ops(after) == ["Relu", "Dense"]
    (node,) = [n for n in after.nodes if n.op == "Dense"]
    assert node.attrs["residual"]
    assert node.attrs["activation"] == "relu"
    assert node.inputs[3] == "x"
    same_outputs(g, after)

    b = GraphBuilder()
    x = b.input("x", (4, 6))
    relu = b.node("Relu", [b.node("MatMul", [x, b.rand(6, 6)])])
    g = b.output(b.node("Add", [relu, x]))
    after = fuse_epilogues(gemm_to_dense(g))
    assert ops(after) == ["Dense", "Add"]
    assert not after.nodes[0].attrs["residual"]
    same_outputs(g, after)
