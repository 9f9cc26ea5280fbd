"""Epilogue fusion: what follows a conv or dense layer is folded into its kernel's store.

* ``Conv`` becomes ``FusedConv`` (bias made explicit, zeros if absent);
* ``FusedConv/Dense -> Add(R)`` (a tensor of the output's shape) takes ``R`` as residual;
* ``FusedConv/Dense -> Relu`` and ``FusedConv -> Clip(0, 6)`` become the activation;
* ``Dense -> Add(c)`` with a constant ``c`` along the last axis folds into the bias;
* then any pointwise region on the output alone (SiLU, HardSwish, GELU, a scale and a
  clip: :mod:`.pointwise_region`) becomes the kernel's ``act`` function, applied last.
"""

from __future__ import annotations

import math

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.pointwise_region import Region, epilogue_region
from compiler.model.passes.util import clone, single_consumer
from compiler.pointwise import IDENTITY, parse, substitute


def conv_to_fused(graph: Graph) -> Graph:
    """Every ``Conv`` becomes a ``FusedConv`` with an explicit bias and no epilogue yet."""
    g = clone(graph)
    for node in g.nodes:
        if node.op != "Conv":
            continue
        inputs = list(node.inputs)
        if len(inputs) < 3 or not inputs[2]:
            channels = g.shape_of(inputs[1])[0]
            name = g.fresh_name(f"{node.name}_zero_bias")
            g.constants[name] = np.zeros(channels, np.float32)
            g.types[name] = TensorType((channels,))
            inputs = [inputs[0], inputs[1], name]
        node.op = "FusedConv"
        node.inputs = inputs[:3]
        node.attrs = {**node.attrs, "activation": "none", "residual": False, "act": IDENTITY}
    return g


def _activation(user: Node) -> str | None:
    """The activation ``user`` applies, if it is one a kernel epilogue can take."""
    if user.op == "Relu":
        return "relu"
    if user.op == "Clip":
        lo, hi = float(user.attrs.get("min", -math.inf)), float(user.attrs.get("max", math.inf))
        if lo == 0.0 and hi == 6.0:
            return "relu6"
        if lo == 0.0 and hi == math.inf:
            return "relu"
    return None


def _absorb(g: Graph, node: Node, user: Node) -> None:
    """``node`` takes over ``user``'s output (``user`` is its output's only reader) and
    moves to ``user``'s place, where everything ``user`` read is defined."""
    del g.types[node.outputs[0]]
    node.outputs[0] = user.outputs[0]
    g.nodes.remove(node)
    g.nodes[g.nodes.index(user)] = node


def _take_residual(g: Graph, node: Node, user: Node) -> bool:
    """``node`` takes the ``Add`` ``user`` as its residual when the other operand is a
    computed tensor of ``node``'s output shape (a constant is not one); whether it did."""
    out = node.outputs[0]
    other = user.inputs[1] if user.inputs[0] == out else user.inputs[0]
    if other in g.constants or other == out:
        return False
    if g.shape_of(other) != g.shape_of(out) or g.shape_of(user.outputs[0]) != g.shape_of(out):
        return False
    node.inputs.append(other)
    node.attrs["residual"] = True
    _absorb(g, node, user)
    return True


def _fuse_one(g: Graph, node: Node, user: Node) -> bool:
    """Fuses ``user`` into ``node`` if it is an epilogue that fits; whether it did."""
    out = node.outputs[0]
    act = node.attrs["activation"]
    if node.attrs.get("act", IDENTITY) != IDENTITY:
        return False  # what follows a pointwise act joins it (fuse_pointwise_epilogues)
    if node.op == "FusedConv":
        if user.op == "Add" and act == "none" and not node.attrs["residual"]:
            return _take_residual(g, node, user)
        new_act = _activation(user)
        if new_act == "relu6" and node.attrs["residual"]:
            return False  # no kernel epilogue clamps after a residual add
        if act == "none" and new_act is not None:
            node.attrs["activation"] = new_act
            _absorb(g, node, user)
            return True
        return False
    # Dense
    # A transformer's residual add, in the product's store (no pass of its own); an add
    # of a constant is a bias (below).
    residual_add = user.op == "Add" and act == "none" and not node.attrs.get("residual")
    if residual_add and _take_residual(g, node, user):
        return True
    if user.op == "Relu" and act == "none":
        node.attrs["activation"] = "relu"
        _absorb(g, node, user)
        return True
    if user.op == "Add" and act == "none":
        other = user.inputs[1] if user.inputs[0] == out else user.inputs[0]
        n = g.shape_of(out)[-1]
        if other not in g.constants or g.shape_of(user.outputs[0]) != g.shape_of(out):
            return False
        value = g.constants[other]
        if value.size not in (1, n) or (value.ndim and value.shape[-1] not in (1, n)):
            return False
        if value.size == n and value.ndim and value.shape[-1] != n:
            return False
        bias = g.constants[node.inputs[2]] + np.broadcast_to(value.reshape(-1), (n,))
        name = g.fresh_name(f"{node.name}_B")
        g.constants[name] = bias.astype(np.float32)
        g.types[name] = TensorType((n,))
        node.inputs[2] = name
        _absorb(g, node, user)
        return True
    return False


def _apply_region(g: Graph, node: Node, region: Region) -> None:
    """``node`` applies ``region`` after its own act; the region's nodes but its sink go."""
    before = parse(str(node.attrs.get("act", IDENTITY)))
    node.attrs["act"] = str(substitute(region.term, [before]))
    for inner in region.nodes[:-1]:
        del g.types[inner.outputs[0]]
        g.nodes.remove(inner)


def _absorb_region(g: Graph, node: Node, region: Region) -> None:
    """``node`` applies ``region`` after its own act and takes over its sink's output."""
    _apply_region(g, node, region)
    _absorb(g, node, region.sink)


def fuse_epilogues(graph: Graph) -> Graph:
    """Fuses residual adds, activations and then pointwise regions into ``FusedConv``
    and ``Dense`` nodes; pointwise regions into ``BatchMatMul`` nodes too (attention's
    scale after ``Q @ K^T``)."""
    g = clone(graph)
    changed = True
    while changed:
        changed = False
        consumers = g.consumers()
        for node in list(g.nodes):
            if node.op not in ("FusedConv", "Dense"):
                continue
            user = single_consumer(g, node.outputs[0], consumers)
            if user is not None and _fuse_one(g, node, user):
                changed = True
                break
    for node in list(g.nodes):
        if node.op not in ("FusedConv", "Dense", "BatchMatMul"):
            continue
        consumers = g.consumers()
        region = epilogue_region(g, node.outputs[0], consumers)
        if region is not None:
            _absorb_region(g, node, region)
            continue
        view = single_consumer(g, node.outputs[0], consumers)
        if view is not None and view.op == "Reshape":
            region = epilogue_region(g, view.outputs[0], consumers)
            if region is not None:
                _absorb_region_before_view(g, node, view, region)
    return g


def _absorb_region_before_view(g: Graph, node: Node, view: Node, region: Region) -> None:
    """``node`` applies ``region`` (elementwise, so it commutes with the Reshape ``view``
    after ``node``: GPT-2's GELU after its 2-D Gemm and the Reshape back to 3-D), and
    ``view`` takes over the region's output."""
    _apply_region(g, node, region)
    g.nodes.remove(region.sink)
    del g.types[view.outputs[0]]
    view.outputs[0] = region.sink.outputs[0]
