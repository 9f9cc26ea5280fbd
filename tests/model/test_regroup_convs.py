"""Narrow groups regrouped into whole blocks (:mod:`compiler.model.passes.regroup_convs`):
the same outputs, block-diagonal weights, and RegNet-like blocks run blocked."""

from __future__ import annotations

import numpy as np
import pytest

from compiler.layout import BLOCK
from compiler.model.graph import Graph
from compiler.model.passes import optimize
from compiler.model.passes.pad_channels import pad_channels
from compiler.model.passes.regroup_convs import block_diagonal, regroup_convs
from tests.model.graphs import GraphBuilder
from tests.model.test_compile import run_both, workloads
from tests.model.test_passes import same_outputs


def grouped_convs(graph: Graph) -> list[tuple[int, int]]:
    """(channels, groups) of every grouped FusedConv."""
    return [
        (graph.shape_of(n.inputs[0])[1], n.attrs["group"])
        for n in graph.nodes
        if n.op == "FusedConv" and n.attrs["group"] > 1
    ]


def regnet_graph(width: int, channels: int) -> Graph:
    """1x1 -> grouped 3x3 (stride 2, groups of ``width``) -> 1x1, twice."""
    b = GraphBuilder(seed=width)
    y = b.input("x", (1, 16, 18, 18))
    for stride in (2, 1):
        y = b.node("Relu", [b.conv(y, channels, r=1, pad=0)])
        y = b.node("Relu", [b.conv(y, channels, stride=stride, group=channels // width)])
        y = b.node("Relu", [b.conv(y, 32, r=1, pad=0)])
    return b.output(y)


def test_block_diagonal_weights_put_each_group_in_its_place() -> None:
    weight = np.random.default_rng(0).standard_normal((32, 8, 3, 3)).astype(np.float32)
    wide = block_diagonal(weight, BLOCK)
    assert wide.shape == (32, 16, 3, 3)
    for o in range(32):
        start = o // 8 % 2 * 8
        np.testing.assert_array_equal(wide[o, start : start + 8], weight[o])
        assert not np.any(np.delete(wide[o], range(start, start + 8), axis=0))


@pytest.mark.parametrize(("width", "channels"), [(8, 48), (4, 32)])
def test_narrow_groups_become_whole_blocks(width: int, channels: int) -> None:
    before = optimize(regnet_graph(width, channels))
    after = regroup_convs(before, BLOCK)
    assert grouped_convs(before) == [(channels, channels // width)] * 2
    assert grouped_convs(after) == [(channels, channels // BLOCK)] * 2
    same_outputs(before, after)


def test_groups_too_narrow_or_not_whole_blocks_stay() -> None:
    for width, channels in [(2, 32), (8, 40)]:
        before = optimize(regnet_graph(width, channels))
        assert regroup_convs(before, BLOCK) is before


def test_padded_then_regrouped_runs_blocked_and_matches() -> None:
    """104 channels in groups of 8: padded by one group to 112, then 7 groups of 16."""
    graph = regnet_graph(8, 104)
    after = regroup_convs(pad_channels(optimize(graph), BLOCK), BLOCK)
    assert grouped_convs(after) == [(112, 7)] * 2
    _, package = run_both(graph)
    grouped = [w for w in workloads(package) if "groups=" in w]
    assert len(grouped) == 2
    assert all("c=112" in w and "groups=7" in w for w in grouped), grouped
    assert all("layout_in=nchw16c,layout_out=nchw16c" in w for w in grouped), grouped
