"""Identity removal: Identity (and Dropout, imported as Identity) nodes disappear."""

from __future__ import annotations

from compiler.model.graph import Graph
from compiler.model.passes.util import clone, rename_uses


def remove_identities(graph: Graph) -> Graph:
    """Readers of an Identity's output read its input instead.

    An Identity whose output is a model output keeps the output's name: the tensor
    it copies is renamed to it when nothing else names that tensor (not a model input,
    constant or other output); otherwise the Identity stays (it is a copy).
    """
    g = clone(graph)
    kept = []
    for node in g.nodes:
        if node.op != "Identity":
            kept.append(node)
            continue
        src, dst = node.inputs[0], node.outputs[0]
        if dst not in g.outputs:
            rename_uses(g, dst, src)
            continue
        if src in g.inputs or src in g.constants or src in g.outputs:
            kept.append(node)
            continue
        # Rename the source tensor to the output's name everywhere it appears.
        for other in g.nodes:
            other.outputs = [dst if n == src else n for n in other.outputs]
        rename_uses(g, src, dst)
    g.nodes = kept
    g.validate()
    return g
