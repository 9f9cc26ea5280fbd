"""Dense layers: Gemm and MatMul by a constant matrix become ``Dense(X, W, B)``.

``X`` may have any rank of at least 2: its leading axes are the rows of the product.

``W`` is stored ``[k, n]`` (transposed and scaled by ``alpha`` at compile time), ``B``
is ``beta * C`` along ``n``; the matmul kernel then takes them as they are.
"""

from __future__ import annotations

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.util import clone
from compiler.pointwise import IDENTITY


def _bias_vector(value: np.ndarray, n: int) -> np.ndarray | None:
    """``value`` as a length-``n`` vector if it broadcasts along the last axis only."""
    if value.size == 1:
        return np.full(n, float(value.reshape(-1)[0]), np.float64)
    if value.shape[-1] == n and value.size == n:
        return value.reshape(n).astype(np.float64)
    return None


def gemm_to_dense(graph: Graph) -> Graph:
    """Rewrites ``Gemm(A, B[, C])`` with constant ``B`` (and ``C``, if any, broadcast along
    columns) and ``transA = 0``, and ``MatMul(A, B)`` with a constant matrix ``B`` and
    ``A`` of rank 2 or more: its leading axes are the rows of one product (a transformer's
    ``[batch, tokens, hidden]`` or ConvNeXt's channels-last ``[n, h, w, c]`` by a weight)."""
    g = clone(graph)
    nodes: list[Node] = []
    for node in g.nodes:
        dense = _as_dense(g, node)
        nodes.append(dense if dense is not None else node)
    g.nodes = nodes
    return g


def _as_dense(g: Graph, node: Node) -> Node | None:
    if node.op not in ("Gemm", "MatMul") or node.inputs[1] not in g.constants:
        return None
    a = node.inputs[0]
    rank = len(g.shape_of(a))
    if rank < 2 or len(g.shape_of(node.inputs[1])) != 2 or (node.op == "Gemm" and rank != 2):
        return None
    if g.type_of(a).dtype != "float32":
        return None
    weight = g.constants[node.inputs[1]]
    n_out = g.shape_of(node.outputs[0])[-1]
    bias = np.zeros(n_out, np.float64)
    if node.op == "Gemm":
        if node.attrs.get("transA", 0):
            return None
        if node.attrs.get("transB", 0):
            weight = weight.T
        alpha = float(node.attrs.get("alpha", 1.0))
        if alpha != 1.0:  # scaled in float64, rounded once; else the weights as they are
            weight = weight.astype(np.float64) * alpha
        if len(node.inputs) > 2 and node.inputs[2]:
            if node.inputs[2] not in g.constants:
                return None
            vec = _bias_vector(g.constants[node.inputs[2]], n_out)
            if vec is None:
                return None
            bias = vec * float(node.attrs.get("beta", 1.0))
    w_name = g.fresh_name(f"{node.name}_W")
    b_name = g.fresh_name(f"{node.name}_B", [w_name])
    g.constants[w_name] = np.ascontiguousarray(weight, np.float32)
    g.constants[b_name] = bias.astype(np.float32)
    g.types[w_name] = TensorType(weight.shape)
    g.types[b_name] = TensorType((n_out,))
    return Node(
        "Dense",
        node.name,
        [a, w_name, b_name],
        list(node.outputs),
        {"activation": "none", "residual": False, "act": IDENTITY},
    )
