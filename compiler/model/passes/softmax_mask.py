"""Attention's mask and NaN guard fold into its softmax: one ``softmax`` kernel, no step.

Exporters write a masked attention softmax as ``Softmax(scores + mask)``, the mask one
per sequence (``[batch, 1, q, k]`` or ``[batch, 1, 1, k]``) broadcast over the heads, and
torch's scaled-dot-product attention guards it as ``Where(IsNaN(p), 0, p)`` (a fully
masked row gives NaN). The mask's add is a broadcast no pointwise kernel takes, and the
guard two numpy passes over the scores. A ``MaskedSoftmax`` node adds the mask in each
pass of the softmax (its rows repeat: row ``r`` of the scores adds row ``r % R``) and maps
NaN results to 0.
"""

from __future__ import annotations

import math

from compiler.model.graph import Graph, Node
from compiler.model.passes.util import clone, single_consumer


def mask_rows(scores: tuple[int, ...], mask: tuple[int, ...]) -> int | None:
    """R where ``mask`` broadcast to ``scores`` repeats every R rows of the last axis:
    its shape is 1s, then a suffix of ``scores``' shape that includes the last axis."""
    if len(mask) > len(scores) or not mask or mask[-1] != scores[-1]:
        return None
    padded = (1,) * (len(scores) - len(mask)) + tuple(mask)
    keep = len(scores)
    while keep > 0 and padded[keep - 1] == scores[keep - 1]:
        keep -= 1
    if any(d != 1 for d in padded[:keep]):
        return None
    return math.prod(scores[keep:-1])


def _guard_of(g: Graph, p: str, consumers: dict[str, list[Node]]) -> tuple[Node, Node] | None:
    """``(IsNaN, Where)`` where ``p``'s only readers compute ``Where(IsNaN(p), 0, p)``."""
    readers = consumers.get(p, [])
    if p in g.outputs or len(readers) != 2:
        return None
    isnan = next((n for n in readers if n.op == "IsNaN"), None)
    where = next((n for n in readers if n.op == "Where"), None)
    if isnan is None or where is None:
        return None
    cond, zero, value = where.inputs
    if cond != isnan.outputs[0] or value != p or len(consumers.get(cond, [])) != 1:
        return None
    if not g.is_constant(zero) or g.constants[zero].size != 1 or g.constants[zero].item() != 0:
        return None
    return isnan, where


def fold_softmax_mask(graph: Graph) -> Graph:
    """Each float32 Softmax/LogSoftmax along the last axis whose input is ``x + mask`` (a
    mask of repeating rows, read by nothing else) or whose output is guarded by
    ``Where(IsNaN(p), 0, p)`` becomes a MaskedSoftmax."""
    g = clone(graph)
    changed = False
    for node in list(g.nodes):
        if node.op not in ("Softmax", "LogSoftmax"):
            continue
        shape = g.shape_of(node.inputs[0])
        if (
            g.type_of(node.inputs[0]).dtype != "float32"
            or int(node.attrs["axis"]) != len(shape) - 1
        ):
            continue
        consumers, producers = g.consumers(), g.producers()
        inputs, rows = [node.inputs[0]], 0
        add = producers.get(node.inputs[0])
        if add is not None and add.op == "Add" and single_consumer(g, node.inputs[0], consumers):
            for x, mask in (add.inputs, add.inputs[::-1]):
                r = mask_rows(g.shape_of(x), g.shape_of(mask))
                if g.shape_of(x) == shape and g.type_of(mask).dtype == "float32" and r:
                    inputs, rows = [x, mask], r
                    break
        guard = _guard_of(g, node.outputs[0], consumers)
        if rows == 0 and guard is None:
            continue
        out = node.outputs[0]
        if guard is not None:
            isnan, where = guard
            out = where.outputs[0]
            g.nodes.remove(isnan)
            g.nodes.remove(where)
            del g.types[isnan.outputs[0]]
            del g.types[node.outputs[0]]
        attrs = {
            "log": int(node.op == "LogSoftmax"),
            "mask_rows": rows,
            "nan0": int(guard is not None),
        }
        g.nodes[g.nodes.index(node)] = Node("MaskedSoftmax", node.name, inputs, [out], attrs)
        changed = True
    if not changed:
        return graph
    g.validate()  # the mask's Add goes with the dead code
    return g
