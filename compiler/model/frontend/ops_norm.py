"""Converters of the standardizing normalizations: LayerNormalization (its Mean and
InvStdDev outputs too) and GroupNormalization.

InstanceNormalization converts as declared. Each is a
:data:`~compiler.model.frontend.context.Converter`.
"""

from __future__ import annotations

from compiler.model.frontend.common import normalize_axis
from compiler.model.frontend.context import Importer, OnnxNode

STASH_TYPES = {1: "float", 11: "double"}
"""The ``stash_type`` values computed exactly: stage one runs in float64 here, which is
double's precision and float's value rounded once; a float16 or bfloat16 stage one would
round differently."""


def _stash_type(node: OnnxNode) -> int:
    stash = node.int_attr("stash_type", 1)
    if stash not in STASH_TYPES:
        raise node.error(
            f"stash_type {stash} is not supported (stage one in float (1) or double (11) only)"
        )
    return stash


def convert_layer_norm(imp: Importer, node: OnnxNode) -> None:
    """LayerNormalization: ``axis`` non-negative; a used Mean output becomes a ReduceMean
    and a used InvStdDev an InvStdDev over the same axes (float32 only: their type is the
    stash type)."""
    rank = len(imp.type(node.input(0)).shape)
    axis = normalize_axis(node, node.int_attr("axis", -1), rank)
    epsilon = node.float_attr("epsilon", 1e-5)
    stash = _stash_type(node)
    if not node.input(1):
        raise node.error("the Scale input is required")
    inputs = [i for i in node.inputs[:3] if i]
    imp.emit(node, "LayerNormalization", inputs, {"axis": axis, "epsilon": epsilon})
    axes = tuple(range(axis, rank))
    stats = (
        ("ReduceMean", {"axes": axes, "keepdims": 1}),
        ("InvStdDev", {"axes": axes, "epsilon": epsilon}),
    )
    for output, (op, attrs) in zip(node.outputs[1:3], stats, strict=False):
        if not output or output not in imp.used:
            continue
        if stash != 1:
            raise node.error(f"output {output!r} would be {STASH_TYPES[stash]}, not supported")
        name = imp.fresh_node(f"{node.name}/{op.lower()}")
        imp.emit(node, op, [node.input(0)], attrs, output=output, name=name)


def convert_group_norm(imp: Importer, node: OnnxNode) -> None:
    """GroupNormalization (opset 21: scale and bias per channel): ``num_groups`` required,
    ``stash_type`` float or double. Opset 18's definition (per group) is deprecated: the
    ONNX checker refuses it before any conversion."""
    if "num_groups" not in node.attrs:
        raise node.error("the num_groups attribute is required")
    _stash_type(node)
    attrs = {
        "num_groups": node.int_attr("num_groups", 0),
        "epsilon": node.float_attr("epsilon", 1e-5),
    }
    imp.emit(node, "GroupNormalization", list(node.inputs[:3]), attrs)
