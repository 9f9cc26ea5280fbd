"""Pooling nodes as ``pool2d`` workloads (see :mod:`compiler.ops_pool` for the operator).

The workload is canonical for what the node computes: ``ceil`` is set only where
it changes the output size and ``count_pad`` only where padding can change a
divisor, so equal pools share one kernel.
"""

from __future__ import annotations

from compiler.model.graph import Graph, Node
from compiler.ops import output_shape
from compiler.workload import Workload

POOL_OPS = ("MaxPool", "AveragePool", "GlobalAveragePool")
"""Graph ops lowered to ``pool2d`` kernels."""

GLOBAL_REDUCTIONS = {"ReduceMean": "avg", "ReduceMax": "max"}
"""Reductions that are a global pool when they reduce a 4-D tensor's plane (torchvision's
squeeze-and-excitation blocks and classifier heads export their pools so)."""


def pool_workload(node: Node, graph: Graph) -> Workload | None:
    """The ``pool2d`` workload computing ``node``; None where the operator cannot express
    it (not 4-D float32, a constant input, a second output, a window in the padding
    only, or any other attribute the operator rejects)."""
    x = graph.type_of(node.inputs[0])
    if len(x.shape) != 4 or x.dtype != "float32" or len(node.outputs) != 1:
        return None
    if graph.is_constant(node.inputs[0]):  # kernel arguments are computed tensors
        return None
    n, c, h, w = x.shape
    params: dict[str, int | str] = {"n": n, "c": c, "h": h, "w": w}
    if node.op in GLOBAL_REDUCTIONS:
        if tuple(node.attrs["axes"]) != (2, 3):
            return None
        params.update(kh=h, kw=w, mode=GLOBAL_REDUCTIONS[node.op])
    elif node.op == "GlobalAveragePool":
        params.update(kh=h, kw=w, mode="avg")
    else:
        a = node.attrs
        (kh, kw), (sh, sw) = a["kernel_shape"], a["strides"]
        pads = tuple(int(v) for v in a["pads"])
        dh, dw = a.get("dilations", (1, 1))
        params.update(kh=kh, kw=kw, sh=sh, sw=sw, dh=dh, dw=dw)
        params.update(zip(("pt", "pl", "pb", "pr"), pads, strict=True))
        if node.op == "AveragePool":
            params["mode"] = "avg"
            # Without padding every tap of a window is inside the input (a ceil-mode
            # window's overhang never counts): both divisors are the same.
            params["count_pad"] = int(bool(a.get("count_include_pad", 0)) and any(pads))
        if a.get("ceil_mode", 0) and _ceil_changes_size(params):
            params["ceil"] = 1
    try:
        workload = Workload("pool2d", tuple(params.items()))
    except ValueError:
        return None
    expected, got = output_shape(workload), graph.shape_of(node.outputs[0])
    # A reduction that drops the plane writes [n, c]: the same bytes as [n, c, 1, 1].
    if expected != got and not (node.op in GLOBAL_REDUCTIONS and expected == (*got, 1, 1)):
        return None
    return workload


def _ceil_changes_size(params: dict[str, int | str]) -> bool:
    """Whether ceil mode gives another output size than floor mode for these params."""
    try:
        floor = output_shape(Workload("pool2d", tuple(params.items())))
        ceil = output_shape(Workload("pool2d", (*params.items(), ("ceil", 1))))
    except ValueError:
        return True  # let the full workload report what is wrong
    return floor != ceil
