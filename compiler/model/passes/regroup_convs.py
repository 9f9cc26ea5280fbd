"""Grouped convolutions of narrow groups (RegNet's and ResNeXt's 8 channels a group) are
rewritten with groups of one whole 16-channel block, their weights block-diagonal, so
that they read and write NCHW16c in place like any other convolution.

A group of 16 channels made of two groups of 8 multiplies the other group's inputs by
zeros: twice the FLOPs of the original, run by the blocked conv micro-kernel at a
fraction of the peak many times the one of a kernel packing 8-channel groups out of and
back into NCHW (RegNetY-400MF's grouped layers: 7-25% of the peak). Four times for
groups of 4 is still worth it; narrower groups are left alone.
"""

from __future__ import annotations

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.util import channelwise_group_width, clone

#: The narrowest group widened (its FLOPs multiply by ``block / width``).
MIN_WIDTH = 4


def regroup_convs(graph: Graph, block: int) -> Graph:
    """``graph`` with each FusedConv of ``g`` groups of ``w`` channels in and out, ``w`` a
    proper divisor of ``block`` (at least :data:`MIN_WIDTH`) and the channels whole blocks,
    computed as ``c / block`` groups of ``block`` channels."""
    if not any(_widens(graph, node, block) for node in graph.nodes):
        return graph
    g = clone(graph)
    for node in g.nodes:
        if _widens(graph, node, block):
            weight = g.constants[node.inputs[1]]
            name = g.fresh_name(f"{node.inputs[1]}_regrouped")
            g.constants[name] = block_diagonal(weight, block)
            g.types[name] = TensorType(g.constants[name].shape, g.types[node.inputs[1]].dtype)
            node.inputs[1] = name
            node.attrs = {**node.attrs, "group": weight.shape[0] // block}
    return g


def _widens(graph: Graph, node: Node, block: int) -> bool:
    if node.op != "FusedConv" or not graph.is_constant(node.inputs[1]):
        return False
    width = channelwise_group_width(graph, node)
    channels = graph.shape_of(node.inputs[0])[1]
    return MIN_WIDTH <= width < block and block % width == 0 and channels % block == 0


def block_diagonal(weight: np.ndarray, block: int) -> np.ndarray:
    """KCRS weights ``[k, w, r, s]`` of ``k / w`` groups of ``w`` as ``[k, block, r, s]``
    of ``k / block`` groups: output channel ``o`` reads input ``j`` of its block's group
    with ``weight[o, j - o // w * w % block]`` when ``j`` is in its old group, else 0."""
    k, width, r, s = weight.shape
    out = np.zeros((k, block, r, s), weight.dtype)
    for o in range(k):
        start = o // width * width % block  # the old group's first channel in the block
        out[o, start : start + width] = weight[o]
    return out
