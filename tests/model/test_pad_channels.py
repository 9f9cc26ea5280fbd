"""Channel padding (:mod:`compiler.model.passes.pad_channels`): activations of 40 or 72
channels widened to whole blocks compute what they did, run blocked, and a pad channel
that would hold a non-finite value keeps its group unpadded."""

from __future__ import annotations

from compiler.layout import BLOCK
from compiler.model.graph import Graph
from compiler.model.passes import optimize
from compiler.model.passes.pad_channels import pad_channels
from tests.model.graphs import GraphBuilder
from tests.model.test_compile import run_both, workloads
from tests.model.test_passes import same_outputs


def widened(before: Graph, after: Graph) -> dict[str, tuple[int, int]]:
    """Tensor -> (channels before, after) for every tensor the pass widened."""
    return {
        name: (before.shape_of(name)[1], after.shape_of(name)[1])
        for name in before.types
        if name in after.types and after.shape_of(name) != before.shape_of(name)
    }


def inverted_residual(b: GraphBuilder, x: str, expand: int, act: str = "HardSwish") -> str:
    """A MobileNetV3 block: 1x1 expand -> depthwise 3x3 -> squeeze-and-excitation -> 1x1
    project, with a residual add."""
    c = b.graph.types[x].shape[1]
    y = b.node(act, [b.conv(x, expand, r=1, pad=0)])
    y = b.node(act, [b.conv(y, expand, group=expand)])
    s = b.node("ReduceMean", [y], axes=(2, 3), keepdims=1)
    s = b.node("Relu", [b.conv(s, 16, r=1, pad=0)])
    s = b.node("HardSigmoid", [b.conv(s, expand, r=1, pad=0)], alpha=1 / 6, beta=0.5)
    y = b.node("Mul", [y, s])
    return b.node("Add", [b.conv(y, c, r=1, pad=0), x])


def mobile_graph() -> Graph:
    b = GraphBuilder(seed=3)
    x = b.input("x", (1, 3, 20, 20))
    y = b.node("Relu", [b.conv(x, 40, stride=2)])
    y = inverted_residual(b, y, 72)
    y = inverted_residual(b, y, 120, act="Sigmoid")
    return b.output(b.conv(y, 32, r=1, pad=0))


def test_mobile_blocks_widen_to_whole_blocks_and_compute_the_same() -> None:
    before = optimize(mobile_graph())
    after = pad_channels(before, BLOCK)
    sizes = widened(before, after)
    assert sorted(set(sizes.values())) == [(40, 48), (72, 80), (120, 128)]
    # The whole chain: every 40-, 72- and 120-channel activation, the model output not.
    odd = [n.outputs[0] for n in before.nodes if before.shape_of(n.outputs[0])[1] in (40, 72, 120)]
    assert sorted(sizes) == sorted(odd)
    assert after.outputs == before.outputs
    same_outputs(before, after)


def test_padded_model_runs_blocked_and_matches_the_interpreter() -> None:
    _, package = run_both(mobile_graph())
    names = workloads(package)
    depthwise = [w for w in names if w.startswith("depthwise_conv2d:")]
    assert depthwise
    assert all("c=80" in w or "c=128" in w for w in depthwise), depthwise
    assert all("layout=nchw16c" in w for w in depthwise), depthwise
    # The projections read blocked data and write it for the next block's residual.
    assert any("c=80" in w and "k=48" in w and "layout_out=nchw16c" in w for w in names), names


def test_a_non_finite_pad_keeps_its_group_unpadded() -> None:
    """log |x| after a conv would hold -inf in a pad channel (log 0), which the next conv
    would turn to NaN (-inf * 0): that group stays as it is; the next one is padded."""
    b = GraphBuilder(seed=5)
    x = b.input("x", (1, 24, 12, 12))
    y = b.node("Log", [b.node("Abs", [b.conv(x, 40)])])
    y = b.node("Relu", [b.conv(y, 40)])
    before = optimize(b.output(b.conv(y, 32)))
    after = pad_channels(before, BLOCK)
    sizes = widened(before, after)
    assert sizes == {y: (40, 48)}
    same_outputs(before, after)


def test_tensors_a_reshape_or_output_reads_stay_unpadded() -> None:
    b = GraphBuilder(seed=6)
    x = b.input("x", (1, 8, 10, 10))
    y = b.node("Relu", [b.conv(x, 40)])  # read by the output: unpadded
    z = b.node("Relu", [b.conv(y, 40)])  # read by a reshape: unpadded
    flat = b.node("Reshape", [z], shape=(1, 4000))
    w = b.node("Relu", [b.conv(y, 24)])  # 24 channels, read by a conv only: padded
    before = optimize(b.output(y, flat, b.conv(w, 16)))
    after = pad_channels(before, BLOCK)
    assert widened(before, after) == {w: (24, 32)}
    same_outputs(before, after)


def test_a_global_pool_read_by_a_reshape_is_read_through_a_slice() -> None:
    """A classifier's global pool keeps the last stage padded: the reshape reads its real
    channels through a Slice of one pixel (a view), and the stage stays blocked."""
    b = GraphBuilder(seed=8)
    x = b.input("x", (1, 8, 10, 10))
    y = b.node("Relu", [b.conv(x, 40)])
    y = b.node("Relu", [b.node("Add", [b.conv(y, 40), y])])
    pooled = b.node("ReduceMean", [y], axes=(2, 3), keepdims=1)
    graph = b.output(b.node("Reshape", [pooled], shape=(1, 40)))
    before = optimize(graph)
    after = pad_channels(before, BLOCK)
    assert set(widened(before, after).values()) == {(40, 48)}
    assert pooled in widened(before, after)
    reshape = next(n for n in after.nodes if n.op == "Reshape")
    (source,) = reshape.inputs
    assert after.shape_of(source) == (1, 40, 1, 1)
    assert next(n for n in after.nodes if n.outputs == [source]).op == "Slice"
    same_outputs(before, after)
    _, package = run_both(graph)
    # The slice is a view: neither a numpy step nor a copy kernel.
    assert not [s for s in package.plan.steps if getattr(s, "op", None) == "Slice"]
    assert not [w for w in workloads(package) if w.startswith("copy:")]
    assert any("layout_in=nchw16c,layout_out=nchw16c" in w for w in workloads(package))
