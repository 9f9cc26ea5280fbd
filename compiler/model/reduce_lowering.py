"""Reductions and ArgMax/ArgMin as ``reduce`` workloads (see :mod:`compiler.ops_reduce`).

The reduced axes, once the axes of size 1 are set aside (they change no offset), must
follow one another: the input is then ``[outer, r, inner]`` and the output, keeping the
reduced axes as 1 or dropping them, ``[outer, inner]``, the same bytes either way. Axes
that do not follow one another (``(0, 2)`` of a 3-D tensor) stay a numpy step, as do an
empty reduction (``noop_with_empty_axes``: the per-element part only), tensors with no
elements and any dtype but float32.
"""

from __future__ import annotations

import math

from compiler.model.graph import Graph, Node
from compiler.workload import Workload

REDUCE_KINDS = {
    "ReduceSum": "sum",
    "ReduceMean": "mean",
    "ReduceMax": "max",
    "ReduceMin": "min",
    "ReduceProd": "prod",
    "ReduceL1": "l1",
    "ReduceL2": "l2",
    "ReduceSumSquare": "sumsq",
    "ReduceLogSumExp": "logsumexp",
    "ArgMax": "argmax",
    "ArgMin": "argmin",
}
"""Graph op -> the ``reduce`` kind computing it."""


def reduce_view(shape: tuple[int, ...], axes: tuple[int, ...]) -> tuple[int, int, int] | None:
    """``(outer, r, inner)`` of ``shape`` reduced over ``axes``; None when the reduced axes
    of more than one element do not follow one another."""
    wide = [a for a in axes if shape[a] > 1]
    if not wide:  # nothing but axes of one element: each output reduces one value
        return math.prod(shape), 1, 1
    first, last = min(wide), max(wide)
    if any(shape[i] > 1 and i not in axes for i in range(first, last + 1)):
        return None
    return (
        math.prod(shape[:first]),
        math.prod(shape[first : last + 1]),
        math.prod(shape[last + 1 :]),
    )


def reduce_workload(node: Node, graph: Graph) -> Workload | None:
    """The ``reduce`` workload computing ``node``; None where the operator cannot express
    it (see the module docstring) or the input is a constant (kernel arguments are
    computed tensors)."""
    x = graph.type_of(node.inputs[0])
    if x.dtype != "float32" or len(node.outputs) != 1 or graph.is_constant(node.inputs[0]):
        return None
    kind = REDUCE_KINDS[node.op]
    axes = (int(node.attrs["axis"]),) if "axis" in node.attrs else tuple(node.attrs["axes"])
    if not axes or math.prod(x.shape) == 0:
        return None
    view = reduce_view(x.shape, axes)
    if view is None:
        return None
    outer, r, inner = view
    last = int(node.attrs.get("select_last_index", 0))
    try:
        return Workload.of("reduce", outer=outer, r=r, kind=kind, inner=inner, last=last)
    except ValueError:  # an index kind along more values than a float32 index holds
        return None
