"""Channel padding: activations whose channel count is no multiple of the layout's block
(MobileNetV3's 72 and 120, ShuffleNet's 58, EfficientNet's 40 and 112) are widened to
whole blocks, so that they too stay in NCHW16c between convolutions (MLAS pads its NCHWc
convolutions the same way).

The pad channels are real tensor channels whose values never reach a real one: a
convolution writing them has zero weights and a zero bias there, and one reading them
has zero weights for them; a per-channel affine has a zero scale and shift there, a
pointwise kernel's per-channel constants are zero there. So a pad channel holds one
constant (``act(0)``, 0.5 after a sigmoid, what a pointwise function makes of such
constants) which a reading convolution multiplies by zero. That is exact only while the
constant is finite (``inf * 0`` is NaN): the pass computes every pad channel's value and
leaves unpadded each tensor that would get a non-finite one. Tensors of fewer channels
than a block stay as they are: they would be more pad than data.

Tensors are padded together where a kernel ties their channels (a depthwise or grouped
conv's input and output, the pads making whole new groups; a residual and the sum it is
added to; a pointwise kernel's inputs and output); such a group is padded only when
every node producing or reading one of its tensors can take the extra channels: a conv,
a depthwise or grouped conv, a channel affine, a pool, a plane reduction, a pointwise
kernel. Anything else (a model output, a reshape, a concat, a numpy step) keeps the group
as it is, so padding adds no copy.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.activation import apply_activation
from compiler.model.passes.util import channelwise_group_width, clone
from compiler.pointwise import evaluate, parse

_POOLS = ("MaxPool", "AveragePool", "GlobalAveragePool", "GlobalMaxPool")
_PLANE_REDUCTIONS = ("ReduceMean", "ReduceMax", "ReduceMin")


def pad_channels(graph: Graph, block: int) -> Graph:
    """``graph`` with every activation it can widen to a multiple of ``block`` channels
    widened (see the module's docstring); the model outputs are unchanged."""
    candidates = {
        name for node in graph.nodes for name in node.outputs if _is_candidate(graph, name, block)
    }
    if not candidates:
        return graph
    groups = _Groups(candidates)
    bad: set[str] = {x for x in graph.outputs if x in candidates}
    # (node index, input) pairs where the node reads a one-pixel tensor's real channels
    # through a slice (a view: free) rather than keep the tensor's group unpadded (RegNet's
    # global pool before a reshape, which would keep its last stage's 440 channels).
    sliced: set[tuple[int, str]] = set()
    for index, node in enumerate(graph.nodes):
        ties, refused = _channel_ties(graph, node, candidates, block)
        for a, b in ties:
            groups.union(a, b)
        tied = {x for pair in ties for x in pair}
        for x in refused:
            read_only = x in node.inputs and x not in node.outputs
            if read_only and x not in tied and _one_pixel(graph, x):
                sliced.add((index, x))
            else:
                bad.add(x)
    while True:
        refused_groups = {groups.find(x) for x in bad}
        padded = {x for x in candidates if groups.find(x) not in refused_groups}
        non_finite = _non_finite_pads(graph, padded)
        if not non_finite:
            break
        bad |= non_finite
    return _widen(graph, padded, sliced, block) if padded else graph


def _is_candidate(graph: Graph, name: str, block: int) -> bool:
    t = graph.types[name]
    # Fewer channels than a block would be more pad than data.
    return (
        len(t.shape) == 4
        and t.dtype == "float32"
        and t.shape[1] > block
        and t.shape[1] % block != 0
    )


class _Groups:
    """Union-find over tensor names."""

    def __init__(self, names: Iterable[str]) -> None:
        self.parent = {name: name for name in names}

    def find(self, x: str) -> str:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        self.parent[self.find(a)] = self.find(b)


def _channel_ties(
    graph: Graph, node: Node, candidates: set[str], block: int
) -> tuple[list[tuple[str, str]], set[str]]:
    """The candidate tensors ``node`` ties together (padded together or not at all) and
    those it cannot take padded."""
    touched = [x for x in (*node.inputs, *node.outputs) if x in candidates]
    if not touched:
        return [], set()
    out = node.outputs[0]
    ties: list[tuple[str, str]] = []
    if node.op == "FusedConv":
        weights = node.inputs[1:3]
        if not all(graph.is_constant(w) for w in weights):
            return [], set(touched)
        if node.attrs["residual"]:
            ties.append((node.inputs[3], out))
        width = channelwise_group_width(graph, node)
        if width:
            # The pad channels make whole new groups, which read only pad channels.
            c = graph.shape_of(out)[1]
            if (_round_up(c, block) - c) % width:
                return [], set(touched)
            ties.append((node.inputs[0], out))
        elif node.attrs["group"] != 1:
            return [], set(touched)
    elif node.op == "ChannelAffine":
        if not all(graph.is_constant(x) for x in node.inputs[1:]):
            return [], set(touched)
        ties.append((node.inputs[0], out))
    elif node.op in _POOLS or (node.op in _PLANE_REDUCTIONS and _reduces_plane(node)):
        ties.append((node.inputs[0], out))
    elif node.op == "Pointwise" and len(node.outputs) == 1:
        channels = graph.shape_of(out)
        for x in node.inputs:
            if graph.is_constant(x):
                continue
            shape = graph.shape_of(x)
            if len(shape) != 4 or shape[1] != channels[1]:
                return [], set(touched)  # a broadcast computed input meets the pads
            ties.append((x, out))
    else:
        return [], set(touched)
    # A candidate tied to a tensor that is none (a model input) cannot be padded.
    kept = [(a, b) for a, b in ties if a in candidates and b in candidates]
    refused = {x for pair in ties if pair not in kept for x in pair if x in candidates}
    return kept, refused


def _reduces_plane(node: Node) -> bool:
    return tuple(node.attrs["axes"]) == (2, 3) and bool(node.attrs["keepdims"])


def _non_finite_pads(graph: Graph, padded: set[str]) -> set[str]:
    """The padded tensors whose pad channels would hold a non-finite value."""
    pads: dict[str, float] = {}
    for node in graph.nodes:
        out = node.outputs[0]
        if out not in padded:
            continue
        pads[out] = _pad_value(graph, node, pads)
    return {x for x, v in pads.items() if not math.isfinite(v)}


def _pad_value(graph: Graph, node: Node, pads: dict[str, float]) -> float:
    """The value ``node`` writes in its output's pad channels, given its inputs'."""
    with np.errstate(all="ignore"):
        if node.op == "FusedConv":
            total = np.array([pads[node.inputs[3]] if node.attrs["residual"] else 0.0], np.float32)
            apply_activation(total, node.attrs["activation"], node.attrs["act"])
            return float(total[0])
        if node.op == "ChannelAffine":
            zero = np.zeros(1, np.float32)
            apply_activation(zero, node.attrs["activation"])
            return float(zero[0])
        if node.op == "Pointwise":
            args = [_pad_channel_of(graph, x, pads) for x in node.inputs]
            values = evaluate(parse(str(node.attrs["fn"])), args, "float32")
            if not np.all(np.isfinite(values)):
                return math.inf
            # One constant, unless a constant input varies along the plane.
            return float(values.flat[0] if np.all(values == values.flat[0]) else np.max(values))
        # A pool or a plane reduction of a constant plane: about that constant.
        return pads[node.inputs[0]]


def _pad_channel_of(graph: Graph, x: str, pads: dict[str, float]) -> np.ndarray:
    """What a pointwise kernel's input ``x`` holds in a pad channel: its pad value, or a
    constant's values there (zero where it varies per channel, as padded)."""
    if not graph.is_constant(x):
        return np.full((1, 1, 1, 1), pads[x], np.float32)  # tied to the output: padded
    value = np.asarray(graph.constants[x], np.float32)
    if _per_channel(value):
        return np.zeros((1, *value.shape[-2:]), np.float32)
    return value


def _per_channel(value: np.ndarray) -> bool:
    """Whether a pointwise kernel's constant input varies along the channel axis (the
    third from the last, broadcast against ``[n, c, h, w]``)."""
    return value.ndim >= 3 and value.shape[-3] != 1


def _one_pixel(graph: Graph, name: str) -> bool:
    return graph.shape_of(name)[2:] == (1, 1)


def _widen(graph: Graph, padded: set[str], sliced: set[tuple[int, str]], block: int) -> Graph:
    g = clone(graph)
    slices: list[tuple[Node, Node]] = []  # (slice, the node reading it)
    for index, x in sorted(sliced):
        if x in padded:
            slices.append((_real_channels(g, x), g.nodes[index]))
    for name in sorted(padded):
        shape = g.types[name].shape
        g.types[name] = TensorType((shape[0], _round_up(shape[1], block), *shape[2:]))
    for node in g.nodes:
        if not any(x in padded for x in (*node.inputs, *node.outputs)):
            continue
        if node.op == "FusedConv":
            _widen_conv(graph, g, node, padded, block)
        elif node.op == "ChannelAffine":
            for i in (1, 2):
                node.inputs[i] = _padded_constant(g, node.inputs[i], 0, block)
        elif node.op == "Pointwise":
            for i, x in enumerate(node.inputs):
                value = g.constants.get(x)
                if value is not None and _per_channel(value):
                    node.inputs[i] = _padded_constant(g, x, value.ndim - 3, block)
    for slice_node, reader in slices:
        source = slice_node.inputs[0]
        reader.inputs = [slice_node.outputs[0] if x == source else x for x in reader.inputs]
        g.nodes.insert(g.nodes.index(reader), slice_node)
    return g


def _real_channels(g: Graph, name: str) -> Node:
    """A Slice of ``name``'s real channels (``name`` keeps its type until widened)."""
    shape = g.types[name].shape
    out = g.fresh_name(f"{name}_real")
    g.types[out] = TensorType(shape)
    rank = len(shape)
    attrs = {"starts": (0,) * rank, "ends": shape, "steps": (1,) * rank}
    return Node("Slice", g.fresh_name(f"{name}_real_channels"), [name], [out], attrs)


def _widen_conv(before: Graph, g: Graph, node: Node, padded: set[str], block: int) -> None:
    data, weight, bias = node.inputs[:3]
    width = channelwise_group_width(before, node)
    if width:
        node.inputs[1] = _padded_constant(g, weight, 0, block)
        node.inputs[2] = _padded_constant(g, bias, 0, block)
        node.attrs = {**node.attrs, "group": g.shape_of(node.outputs[0])[1] // width}
        return
    if data in padded:
        weight = node.inputs[1] = _padded_constant(g, weight, 1, block)
    if node.outputs[0] in padded:
        node.inputs[1] = _padded_constant(g, weight, 0, block)
        node.inputs[2] = _padded_constant(g, bias, 0, block)


def _padded_constant(g: Graph, name: str, axis: int, block: int) -> str:
    """A new constant: ``name`` with zeros appended along ``axis`` to whole blocks."""
    value = g.constants[name]
    widths = [(0, 0)] * value.ndim
    widths[axis] = (0, _round_up(value.shape[axis], block) - value.shape[axis])
    new = g.fresh_name(f"{name}_padded")
    g.constants[new] = np.pad(value, widths)
    g.types[new] = TensorType(g.constants[new].shape, g.types[name].dtype)
    return new


def _round_up(x: int, block: int) -> int:
    return -(-x // block) * block
