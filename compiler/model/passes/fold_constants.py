"""Constant folding: a node whose inputs are all constants is computed at compile time."""

from __future__ import annotations

from compiler.model.graph import Graph
from compiler.model.passes.util import clone


def fold_constants(graph: Graph) -> Graph:
    """Evaluates (with the numpy op library) every node that reads only constants.

    The node's outputs become constants; the node goes away. Model outputs that
    fold to constants stay computed (as a copy) so a package still returns them.
    """
    from compiler.model.numpy_ops import run_node

    g = clone(graph)
    kept = []
    for node in g.nodes:
        reads = [name for name in node.inputs if name]
        if not reads or not all(name in g.constants for name in reads):
            kept.append(node)
            continue
        if any(out in g.outputs for out in node.outputs):
            kept.append(node)
            continue
        values = run_node(
            node, [g.constants[name] for name in reads], [g.types[o] for o in node.outputs]
        )
        for out, value in zip(node.outputs, values, strict=True):
            g.constants[out] = value
    g.nodes = kept
    return g
