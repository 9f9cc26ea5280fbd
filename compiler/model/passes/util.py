"""Small helpers shared by the graph passes."""

from __future__ import annotations

import copy

from compiler.model.graph import Graph, Node


def clone(graph: Graph) -> Graph:
    """A copy whose node list, nodes, types and constant table can be changed freely.

    Constant arrays themselves are shared (passes replace them, never write into them).
    """
    return Graph(
        name=graph.name,
        inputs=list(graph.inputs),
        outputs=list(graph.outputs),
        nodes=[copy.deepcopy(n) for n in graph.nodes],
        types=dict(graph.types),
        constants=dict(graph.constants),
    )


def rename_uses(graph: Graph, old: str, new: str) -> None:
    """Makes every node input and graph output that reads ``old`` read ``new``."""
    for node in graph.nodes:
        node.inputs = [new if name == old else name for name in node.inputs]
    graph.outputs = [new if name == old else name for name in graph.outputs]


def single_consumer(graph: Graph, tensor: str, consumers: dict[str, list[Node]]) -> Node | None:
    """The one node reading ``tensor``, if exactly one does and it is not a model output."""
    users = consumers.get(tensor, [])
    if len(users) != 1 or tensor in graph.outputs:
        return None
    if sum(1 for name in users[0].inputs if name == tensor) != 1:
        return None
    return users[0]


def channelwise_group_width(graph: Graph, node: Node) -> int:
    """The channels of each group of a grouped FusedConv whose groups map as many channels
    in as out, in all as many as its input has (1: depthwise); 0 for any other conv."""
    c = graph.shape_of(node.inputs[0])[1]
    k, cg = graph.shape_of(node.inputs[1])[:2]
    group = node.attrs["group"]
    return int(cg) if group > 1 and c == k and k // group == cg else 0
