"""A reference interpreter: runs a :class:`Graph` node by node with numpy.

It is the oracle graph passes are tested against (a pass must not change what
``interpret`` returns), so it favours plainness over speed: every node's
kernel is built, run into fresh outputs and dropped.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from compiler.model.graph import Graph
from compiler.model.numpy_ops import run_node


def _checked_feeds(graph: Graph, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    unknown = sorted(set(feeds) - set(graph.inputs))
    if unknown:
        raise ValueError(f"feeds {unknown} are not inputs of {graph.name!r} ({graph.inputs})")
    values = {}
    for name in graph.inputs:
        t = graph.types[name]
        if name not in feeds:
            raise ValueError(f"no feed for input {name!r} ({t})")
        value = np.asarray(feeds[name])
        if value.shape != t.shape:
            raise ValueError(f"feed {name!r} has shape {value.shape}, the input is {t}")
        # np.asarray keeps a 0-d feed 0-d (np.ascontiguousarray makes it 1-d).
        values[name] = np.asarray(value, dtype=np.dtype(t.dtype), order="C")
    return values


def interpret(graph: Graph, feeds: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Runs ``graph`` on ``feeds`` with numpy.

    Args:
        graph: A valid graph (see :meth:`Graph.validate`).
        feeds: A value for each graph input, of its shape (converted to its dtype).

    Returns:
        Each graph output by name.

    Raises:
        ValueError: A feed is missing, unknown or misshapen, or a node's types do
            not fit its operator.
        NotImplementedError: A node's op has no numpy implementation (its name is
            in the message); register one in ``compiler.model.numpy_ops``.
    """
    env: dict[str, np.ndarray] = dict(graph.constants)
    env.update(_checked_feeds(graph, feeds))
    # Drop each intermediate after its last reader, so a VGG-sized graph stays small.
    last_read = {name: i for i, node in enumerate(graph.nodes) for name in node.inputs}
    keep = set(graph.outputs) | set(graph.constants) | set(graph.inputs)
    for i, node in enumerate(graph.nodes):
        names = list(node.inputs)
        while names and not names[-1]:  # absent optional trailing inputs (Conv's B, Gemm's C)
            names.pop()
        if "" in names:
            raise ValueError(f"node {node.name!r} ({node.op}) skips an optional input")
        inputs = [env[name] for name in names]
        outputs = run_node(node, inputs, [graph.types[name] for name in node.outputs])
        env.update(zip(node.outputs, outputs, strict=True))
        for name in set(names):
            if last_read[name] == i and name not in keep:
                del env[name]
    return {name: env[name] for name in graph.outputs}
