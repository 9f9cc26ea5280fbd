"""BatchNorm folding: BatchNormalization becomes a per-channel Mul and Add of constants,
and per-channel constant Muls and Adds after a conv fold into its weights and bias."""

from __future__ import annotations

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.util import clone, single_consumer


def _channel_shape(rank: int, channels: int) -> tuple[int, ...]:
    """Shape of a per-channel constant broadcasting over an ``[N, C, ...]`` tensor."""
    return (channels,) + (1,) * max(rank - 2, 0)


def batchnorm_to_affine(graph: Graph) -> Graph:
    """``BatchNormalization(X)`` (inference form, constant statistics) becomes
    ``X * s + t`` with ``s = scale / sqrt(var + eps)`` and ``t = B - mean * s``.

    A BatchNormalization whose parameters are not constants is left alone.
    """
    g = clone(graph)
    nodes: list[Node] = []
    for node in g.nodes:
        params = node.inputs[1:5]
        if node.op != "BatchNormalization" or not all(p in g.constants for p in params):
            nodes.append(node)
            continue
        scale, bias, mean, var = (g.constants[p].astype(np.float64) for p in params)
        s = scale / np.sqrt(var + float(node.attrs.get("epsilon", 1e-5)))
        t = bias - mean * s
        x_type = g.types[node.inputs[0]]
        shape = _channel_shape(len(x_type.shape), s.size)
        s_name = g.fresh_name(f"{node.name}_scale")
        t_name = g.fresh_name(f"{node.name}_shift", [s_name])
        mid = g.fresh_name(f"{node.name}_scaled", [s_name, t_name])
        for name, value in ((s_name, s), (t_name, t)):
            g.constants[name] = value.astype(np.float32).reshape(shape)
            g.types[name] = TensorType(shape)
        g.types[mid] = x_type
        nodes.append(Node("Mul", f"{node.name}_mul", [node.inputs[0], s_name], [mid]))
        nodes.append(Node("Add", f"{node.name}_add", [mid, t_name], [node.outputs[0]]))
    g.nodes = nodes
    return g


def per_channel(value: np.ndarray, out_shape: tuple[int, ...]) -> np.ndarray | None:
    """``value`` as a vector over axis 1 of ``out_shape`` if it broadcasts along that axis
    only (or is a scalar); None otherwise."""
    rank = len(out_shape)
    if value.ndim > rank or rank < 2:
        return None
    padded = (1,) * (rank - value.ndim) + value.shape
    if any(d != 1 for i, d in enumerate(padded) if i != 1):
        return None
    if padded[1] not in (1, out_shape[1]):
        return None
    return np.broadcast_to(value.reshape(-1), (out_shape[1],)).astype(np.float64)


def fold_affine_into_conv(graph: Graph) -> Graph:
    """``FusedConv -> Mul(c)`` and ``FusedConv -> Add(c)`` with per-channel constants ``c``
    fold into the conv's weights and bias (the conv's output must have no other reader,
    and the conv no activation or residual yet)."""
    g = clone(graph)
    changed = True
    while changed:
        changed = False
        consumers = g.consumers()
        for node in g.nodes:
            if node.op != "FusedConv" or node.attrs["activation"] != "none":
                continue
            if node.attrs["residual"]:
                continue
            out = node.outputs[0]
            user = single_consumer(g, out, consumers)
            if user is None or user.op not in ("Mul", "Add"):
                continue
            other = user.inputs[1] if user.inputs[0] == out else user.inputs[0]
            if other not in g.constants:
                continue
            vec = per_channel(g.constants[other], g.shape_of(out))
            if vec is None or g.types[user.outputs[0]].shape != g.shape_of(out):
                continue
            w_name, b_name = node.inputs[1], node.inputs[2]
            weight = g.constants[w_name].astype(np.float64)
            bias = g.constants[b_name].astype(np.float64)
            if user.op == "Mul":
                weight = weight * vec.reshape((-1,) + (1,) * (weight.ndim - 1))
                bias = bias * vec
            else:
                bias = bias + vec
            new_w = g.fresh_name(f"{node.name}_W")
            new_b = g.fresh_name(f"{node.name}_B", [new_w])
            g.constants[new_w] = weight.astype(np.float32)
            g.constants[new_b] = bias.astype(np.float32)
            g.types[new_w] = g.types[w_name]
            g.types[new_b] = g.types[b_name]
            node.inputs[1], node.inputs[2] = new_w, new_b
            # The conv now writes what the Mul/Add wrote (keeping that name, which may be
            # a model output); its old output had no other reader.
            g.nodes.remove(user)
            node.outputs[0] = user.outputs[0]
            del g.types[out]
            changed = True
            break
    return g
