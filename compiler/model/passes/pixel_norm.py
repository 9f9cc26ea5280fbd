"""A Transpose to channels-last and the layer norm over the channels after it become one
PixelLayerNorm: the norm reads each pixel's channels where they are, in NCHW or NCHW16c.

ConvNeXt's blocks (and its stem and downsampling layers) normalize each pixel over its
channels as ``Transpose(perm=[0, 2, 3, 1])`` and ``LayerNormalization(axis=-1)``. As two
steps, the transpose copies the whole activation once more and forces the convolution
before it to write plain NCHW; as one, the ``layernorm`` kernel reads the channels across
the planes (see :mod:`compiler.ops_norm`) and the convolution keeps its blocked layout.
"""

from __future__ import annotations

from compiler.model.graph import Graph, Node
from compiler.model.passes.util import clone, single_consumer


def _channels_last(rank: int) -> tuple[int, ...]:
    return (0, *range(2, rank), 1)


def fold_transpose_into_layer_norm(graph: Graph) -> Graph:
    """Each LayerNormalization over the last axis whose input is a Transpose moving axis 1
    last (read by nothing else) reads the transpose's input as a PixelLayerNorm."""
    g = clone(graph)
    consumers = g.consumers()
    producers = g.producers()
    changed = False
    for i, node in enumerate(g.nodes):
        if node.op != "LayerNormalization" or node.inputs[0] not in producers:
            continue
        transpose = producers[node.inputs[0]]
        rank = len(g.shape_of(node.inputs[0]))
        if (
            transpose.op != "Transpose"
            or rank < 3
            or int(node.attrs["axis"]) != rank - 1
            or tuple(transpose.attrs["perm"]) != _channels_last(rank)
            or single_consumer(g, transpose.outputs[0], consumers) is not node
            or any(
                g.shape_of(name) != g.shape_of(node.inputs[0])[-1:]
                for name in node.inputs[1:]
                if name
            )
        ):
            continue
        g.nodes[i] = Node(
            "PixelLayerNorm",
            node.name,
            [transpose.inputs[0], *node.inputs[1:]],
            list(node.outputs),
            {"epsilon": node.attrs["epsilon"]},
        )
        changed = True
    if not changed:
        return graph
    g.validate()  # the transposes read by nothing now go with the dead code
    return g
