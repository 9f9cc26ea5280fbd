"""Converters of the reductions and ArgMax/ArgMin: axes made explicit and non-negative.

Each is a :data:`~compiler.model.frontend.context.Converter`.
"""

from __future__ import annotations

from compiler.model.frontend.common import axes_input, normalize_axis
from compiler.model.frontend.context import Importer, OnnxNode

AXES_INPUT_SINCE = {"ReduceSum": 13}
"""The opset that moved a reduction's ``axes`` to an input (18 for the others)."""


def convert_reduce(imp: Importer, node: OnnxNode) -> None:
    """A reduction: ``axes`` from the attribute (older opsets) or the constant second
    input, sorted and non-negative; none given means every axis, or no axis at all with
    ``noop_with_empty_axes`` (an attribute from the opset that made axes an input)."""
    since = AXES_INPUT_SINCE.get(node.op, 18)
    rank = len(imp.type(node.input(0)).shape)
    given = axes_input(imp, node, since=since)
    if not given:
        noop = imp.opset >= since and bool(node.int_attr("noop_with_empty_axes", 0))
        axes: tuple[int, ...] = () if noop else tuple(range(rank))
    else:
        axes = tuple(sorted(normalize_axis(node, a, rank, what="axes value") for a in given))
        if len(set(axes)) != len(axes):
            raise node.error(f"axes {list(given)} repeat an axis")
    keepdims = node.int_attr("keepdims", 1)
    imp.emit(node, node.op, [node.input(0)], {"axes": axes, "keepdims": keepdims})


def convert_arg(imp: Importer, node: OnnxNode) -> None:
    """ArgMax/ArgMin: ``axis`` non-negative; ``select_last_index`` (opset 12) read."""
    rank = len(imp.type(node.input(0)).shape)
    axis = normalize_axis(node, node.int_attr("axis", 0), rank)
    attrs = {
        "axis": axis,
        "keepdims": node.int_attr("keepdims", 1),
        "select_last_index": node.int_attr("select_last_index", 0),
    }
    imp.emit(node, node.op, [node.input(0)], attrs)
