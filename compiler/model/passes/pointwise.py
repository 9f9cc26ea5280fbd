"""Elementwise regions no kernel epilogue took become one ``Pointwise`` node each.

Runs after epilogue fusion: what is left of the elementwise operators (an activation
after a concat or a pool, a residual add and the activation after it, a chain of
scalar arithmetic) becomes, region by region (:mod:`.pointwise_region`), one node that
lowers to one compiled ``pointwise`` kernel instead of a numpy pass per operator.
"""

from __future__ import annotations

from compiler.model.graph import Graph, Node
from compiler.model.passes.pointwise_region import node_region
from compiler.model.passes.util import clone
from compiler.pointwise import ops_count


def fuse_pointwise(graph: Graph) -> Graph:
    """Replaces each pointwise region by one ``Pointwise`` node at its sink's place."""
    g = clone(graph)
    done: set[int] = set()
    changed = True
    while changed:
        changed = False
        consumers = g.consumers()
        for node in g.nodes:
            if id(node) in done:
                continue
            region = node_region(g, node, consumers)
            if region is None or ops_count(region.term) == 0:
                continue  # nothing, or a copy (a float32-to-float32 Cast alone)
            for inner in region.nodes[:-1]:
                del g.types[inner.outputs[0]]
                g.nodes.remove(inner)
            sink = region.sink
            fused = Node(
                "Pointwise",
                sink.name,
                list(region.inputs),
                list(sink.outputs),
                {"fn": str(region.term)},
            )
            g.nodes[g.nodes.index(sink)] = fused
            done.add(id(fused))
            changed = True
            break
    return g
