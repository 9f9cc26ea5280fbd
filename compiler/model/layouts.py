"""Which activations run in the channel-blocked NCHW16c layout (:mod:`compiler.layout`).

A fused convolution writes NCHW16c when every reader of its output takes NCHW16c: another
convolution reading it as data (a conv2d kernel takes either layout) or adding it as the
residual of an NCHW16c output, a pool2d kernel, a channel_affine kernel or a concat of
one image's channels. A pool or a channel affine keeps its input's layout (a blocked max
pool between a ResNet's stem and first stage; the batch norm and ReLU before each block
of a pre-activation ResNet), a concat its inputs' (blocked when they all are); a pool
with a 1x1 output (a global average pool) writes NCHW whatever it reads, since
``[n, c/16, 1, 1, 16]`` is ``[n, c, 1, 1]`` byte for byte. Anything else (a numpy step,
a reshape, a model output) reads NCHW. A convolution that adds a residual writes the
residual's layout.

Deciding per tensor this way needs no layout transforms at all: each tensor is produced
in the layout its readers share. Since a residual's layout is its conv's output layout,
one NCHW reader can turn a whole chain of residual blocks back to NCHW (a ResNet's last
stage, read by the global pool); the fixed point below follows such chains.
"""

from __future__ import annotations

from compiler.layout import BLOCK, NCHW, NCHW16C
from compiler.model.graph import Graph, Node
from compiler.model.pool_lowering import POOL_OPS, pool_workload
from compiler.workload import Workload

# FusedConv input positions.
_DATA, _RESIDUAL = 0, 3


def blocked_outputs(graph: Graph, desired_layout: str = NCHW16C) -> set[str]:
    """The names of the tensors (conv, pool, channel affine and channel concat outputs)
    to produce in NCHW16c; none for ``desired_layout`` ``nchw``."""
    if desired_layout == NCHW:
        return set()
    readers: dict[str, list[tuple[Node, int]]] = {}
    for node in graph.nodes:
        for position, name in enumerate(node.inputs):
            readers.setdefault(name, []).append((node, position))
    producers = {
        node.outputs[0]: node
        for node in graph.nodes
        if (_blockable(graph, node) and graph.shape_of(node.inputs[1])[0] % BLOCK == 0)
        or (_poolable(graph, node) and not _pools_to_one_pixel(graph, node))
        or _affinable(graph, node)
        or _concatable(graph, node)
    }
    blocked = set(producers)
    changed = True
    while changed:
        changed = False
        for tensor in sorted(blocked):
            node = producers[tensor]
            ok = (
                tensor not in graph.outputs
                # A pool or a channel affine keeps its input's layout, a concat its inputs'.
                and (node.op == "FusedConv" or node.inputs[_DATA] in blocked)
                and (node.op != "Concat" or all(x in blocked for x in node.inputs))
                # The residual is added in the output's layout.
                and (
                    node.op != "FusedConv"
                    or not node.attrs["residual"]
                    or node.inputs[_RESIDUAL] in blocked
                )
                and all(
                    _reads_blocked(graph, reader, position, blocked)
                    for reader, position in readers.get(tensor, [])
                )
            )
            if not ok:
                blocked.discard(tensor)
                changed = True
    return blocked


def _reads_blocked(graph: Graph, node: Node, position: int, blocked: set[str]) -> bool:
    if node.op == "ChannelAffine":
        return _affinable(graph, node) and node.outputs[0] in blocked
    if node.op == "Concat":
        return _concatable(graph, node) and node.outputs[0] in blocked
    if node.op in POOL_OPS:
        return _poolable(graph, node) and (
            _pools_to_one_pixel(graph, node) or node.outputs[0] in blocked
        )
    if not _blockable(graph, node):
        return False
    if position == _DATA:
        return True
    return position == _RESIDUAL and node.outputs[0] in blocked


def _poolable(graph: Graph, node: Node) -> bool:
    """A pool that lowers to a pool2d kernel, on whole blocks of channels."""
    return (
        node.op in POOL_OPS
        and pool_workload(node, graph) is not None
        and graph.shape_of(node.inputs[0])[1] % BLOCK == 0
    )


def affine_workload(node: Node, graph: Graph) -> Workload | None:
    """The NCHW ``channel_affine`` workload computing a ChannelAffine node; None for data
    that is not a computed 4-D float32 tensor."""
    x = graph.type_of(node.inputs[0])
    if len(x.shape) != 4 or x.dtype != "float32" or graph.is_constant(node.inputs[0]):
        return None
    n, c, h, w = x.shape
    activation = str(node.attrs["activation"])
    return Workload.of("channel_affine", n=n, c=c, h=h, w=w, activation=activation)


def _affinable(graph: Graph, node: Node) -> bool:
    """A channel affine that lowers to a channel_affine kernel, on whole blocks."""
    return (
        node.op == "ChannelAffine"
        and affine_workload(node, graph) is not None
        and graph.shape_of(node.inputs[0])[1] % BLOCK == 0
    )


def concat_of_channels(node: Node, graph: Graph) -> bool:
    """A Concat along the channels of 4-D float32 tensors of one image (batch 1): the
    inputs' bytes follow one another in the output, in NCHW as in NCHW16c."""
    if node.op != "Concat" or int(node.attrs["axis"]) != 1:
        return False
    types = [graph.type_of(x) for x in (*node.inputs, node.outputs[0])]
    return all(len(t.shape) == 4 and t.shape[0] == 1 and t.dtype == "float32" for t in types)


def _concatable(graph: Graph, node: Node) -> bool:
    """A concat of computed tensors' channels that can stay blocked: whole blocks each."""
    return (
        concat_of_channels(node, graph)
        and not any(graph.is_constant(x) for x in node.inputs)
        and all(graph.shape_of(x)[1] % BLOCK == 0 for x in node.inputs)
    )


def _pools_to_one_pixel(graph: Graph, node: Node) -> bool:
    return graph.shape_of(node.outputs[0])[2:] == (1, 1)


def _blockable(graph: Graph, node: Node) -> bool:
    """A fused conv that lowers to one conv2d kernel (no pad step, no groups, constant
    weights, square strides and dilations: see ``lower._Lowering.conv``)."""
    if node.op != "FusedConv":
        return False
    a = node.attrs
    (sh, sw), (dh, dw) = a["strides"], a["dilations"]
    top, left, bottom, right = a["pads"]
    return (
        a["group"] == 1
        and sh == sw
        and dh == dw
        and top == left == bottom == right
        and node.inputs[1] in graph.constants
        and node.inputs[2] in graph.constants
        and a["activation"] in ("none", "relu", "relu6")
        and not (a["residual"] and a["activation"] == "relu6")
    )
