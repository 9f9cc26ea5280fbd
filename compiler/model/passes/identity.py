"""Identity removal: Identity (and Dropout, imported as Identity) nodes disappear, and so
do operators that copy their input unchanged (a Pad adding nothing: Swin pads its
56x56 maps to whole 7x7 windows, which they already are)."""

from __future__ import annotations

from compiler.model.graph import Graph, Node
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
        if not _copies_input(g, node):
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


def _copies_input(graph: Graph, node: Node) -> bool:
    """Whether ``node``'s one output is its first input, unchanged."""
    if node.op == "Identity":
        return True
    return (
        node.op == "Pad"
        and not any(node.attrs["pads"])
        and graph.shape_of(node.inputs[0]) == graph.shape_of(node.outputs[0])
    )
