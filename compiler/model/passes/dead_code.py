"""Dead-node removal: nodes whose outputs nobody reads, and constants nobody reads."""

from __future__ import annotations

from compiler.model.graph import Graph
from compiler.model.passes.util import clone


def remove_dead_nodes(graph: Graph) -> Graph:
    """Drops nodes that do not contribute to a model output, then unused constants/types."""
    g = clone(graph)
    live = set(g.outputs)
    kept = []
    for node in reversed(g.nodes):
        if any(out in live for out in node.outputs):
            kept.append(node)
            live.update(name for name in node.inputs if name)
    g.nodes = kept[::-1]
    used = live | set(g.inputs)
    g.constants = {k: v for k, v in g.constants.items() if k in used}
    g.types = {k: v for k, v in g.types.items() if k in used}
    return g
