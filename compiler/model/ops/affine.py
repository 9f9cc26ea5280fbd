"""ChannelAffine (``act(X * S[c] + T[c])``), which the passes make of a BatchNorm no conv
absorbs; it lowers to a ``channel_affine`` kernel."""

from __future__ import annotations

from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node
from compiler.model.ops.activation import apply_activation
from compiler.model.ops.opdef import Attr, KernelForm, Layout, OpDef, plain_kernel
from compiler.workload import Workload


def channel_affine(
    attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]
) -> None:
    """``act(X * s[c] + t[c])`` over ``[N, C, H, W]``."""
    x, scale, shift = inputs
    out = outputs[0]
    np.multiply(x, scale.reshape(1, -1, 1, 1), out=out)
    np.add(out, shift.reshape(1, -1, 1, 1), out=out)
    apply_activation(out, attrs["activation"])


def affine_workload(node: Node, graph: Graph) -> Workload | None:
    """The NCHW ``channel_affine`` workload computing a ChannelAffine node; None for data
    that is not a computed 4-D float32 tensor."""
    x = graph.type_of(node.inputs[0])
    if len(x.shape) != 4 or x.dtype != "float32" or graph.is_constant(node.inputs[0]):
        return None
    n, c, h, w = x.shape
    activation = str(node.attrs["activation"])
    return Workload.of("channel_affine", n=n, c=c, h=h, w=w, activation=activation)


def affine_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``channel_affine`` kernel in its input's layout; None: a numpy step."""
    workload = affine_workload(node, graph)
    if workload is None:
        return None
    return KernelForm("channel_affine", Layout.KEEPS_INPUT, workload)


OPS = (
    OpDef(
        "ChannelAffine",
        ("X", "S", "T"),
        None,
        plain_kernel(channel_affine),
        doc="act(X * S[c] + T[c]) over X[N, C, H, W], constant S, T; activation (none or "
        "relu); made by the graph passes",
        attrs=(Attr("activation", "none"),),
        form=affine_form,
        numpy_note="a numpy step",
    ),
)
"""The channel affine."""
