"""Per-channel affines no convolution absorbed (``X * s + t``, then maybe ReLU) become one
``ChannelAffine`` node, which lowers to one ``channel_affine`` kernel instead of a numpy
pass per operation.

A batch norm after a convolution folds into the conv's weights (:mod:`.affine`); one on
a residual sum cannot, and pre-activation ResNets (v2) normalize every block's input so.
"""

from __future__ import annotations

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.affine import per_channel
from compiler.model.passes.util import clone, single_consumer


def _channel_constant(g: Graph, node: Node) -> tuple[str, np.ndarray] | None:
    """For a Mul/Add of a computed 4-D float32 tensor and a per-channel constant: the
    tensor and the constant as a ``[C]`` vector."""
    if node.op not in ("Mul", "Add") or len(node.inputs) != 2:
        return None
    x, other = node.inputs
    if x in g.constants:
        x, other = other, x
    if x in g.constants or other not in g.constants:
        return None
    x_type = g.types[x]
    if len(x_type.shape) != 4 or x_type.dtype != "float32":
        return None
    if g.types[node.outputs[0]].shape != x_type.shape:
        return None
    vec = per_channel(g.constants[other], x_type.shape)
    return None if vec is None else (x, vec)


def fuse_channel_affine(graph: Graph) -> Graph:
    """``Mul(X, s)``, ``Add(X, t)`` or ``Add(Mul(X, s), t)`` with per-channel constants,
    and a ReLU reading it, become ``ChannelAffine(X, s, t)`` with ``activation``
    ``relu`` or ``none`` (intermediate results must have no other reader)."""
    g = clone(graph)
    consumers = g.consumers()
    absorbed: set[int] = set()
    nodes: list[Node] = []
    for node in g.nodes:
        if id(node) in absorbed:
            continue
        start = _channel_constant(g, node)
        if start is None:
            nodes.append(node)
            continue
        x, vec = start
        channels = vec.size
        scale, shift = np.ones(channels), np.zeros(channels)
        if node.op == "Mul":
            scale = vec
        else:
            shift = vec
        chain = [node]
        user = single_consumer(g, node.outputs[0], consumers)
        if node.op == "Mul" and user is not None and user.op == "Add":
            follow = _channel_constant(g, user)
            if follow is not None and follow[0] == node.outputs[0]:
                shift = follow[1]
                chain.append(user)
                user = single_consumer(g, user.outputs[0], consumers)
        activation = "none"
        if user is not None and user.op == "Relu":
            chain.append(user)
            activation = "relu"
        absorbed.update(id(n) for n in chain[1:])
        for inner in chain[:-1]:  # intermediate results, read only inside the chain
            del g.types[inner.outputs[0]]
        names: list[str] = []
        for label, value in (("scale", scale), ("shift", shift)):
            name = g.fresh_name(f"{node.name}_{label}", names)
            g.constants[name] = value.astype(np.float32)
            g.types[name] = TensorType((channels,))
            names.append(name)
        nodes.append(
            Node(
                "ChannelAffine",
                f"{node.name}_affine",
                [x, *names],
                [chain[-1].outputs[0]],
                {"activation": activation},
            )
        )
    g.nodes = nodes
    return g
