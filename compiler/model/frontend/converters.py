"""The converter of each supported ONNX operator (default domain).

Every ONNX operator an :class:`~compiler.model.ops.opdef.OpDef` lists in its ``onnx``
is supported. Most convert as declared (:func:`convert_as`: the node's inputs pass
through, the operator's attributes are read with their defaults); those whose import
normalizes more (opset differences, ``auto_pad``, inputs that carry attributes, rewrites
into other operators) have their own converter in :data:`SPECIAL`. The ONNX operators of
:data:`CONSTANT_ONLY` are evaluated at import and become no graph operator. Each converter
applies only at the operator versions :data:`.versions.IMPLEMENTED` lists for it
(:func:`.versions.at_opset` picks them for a model's opset).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compiler.model.frontend import (
    ops_const,
    ops_math,
    ops_movement,
    ops_nn,
    ops_norm,
    ops_reduce,
    ops_resize,
    ops_shape,
)
from compiler.model.frontend.context import Converter, Importer, OnnxNode
from compiler.model.frontend.lift_1d import lifting_1d
from compiler.model.frontend.versions import IMPLEMENTED
from compiler.model.ops.opdef import Attr, OpDef
from compiler.model.ops.reduce import REDUCTIONS
from compiler.model.ops.registry import OPS

__all__ = ["CONSTANT_ONLY", "CONVERTERS", "SPECIAL", "convert_as"]

SPECIAL: dict[str, Converter] = {
    "Conv": lifting_1d(ops_nn.convert_conv),
    "BatchNormalization": ops_nn.convert_batch_norm,
    "Clip": ops_math.convert_clip,
    "Sum": ops_math.convert_sum,
    "MaxPool": lifting_1d(ops_nn.convert_max_pool),
    "AveragePool": lifting_1d(ops_nn.convert_average_pool),
    "GlobalAveragePool": lifting_1d(ops_nn.convert_global_average_pool),
    "Gemm": ops_math.convert_gemm,
    "GatherElements": ops_movement.convert_gather_elements,
    "Flatten": ops_shape.convert_flatten,
    "Reshape": ops_shape.convert_reshape,
    "Transpose": ops_shape.convert_transpose,
    "Concat": ops_shape.convert_concat,
    "Softmax": ops_math.convert_softmax,
    "LogSoftmax": ops_math.convert_softmax,
    "LRN": ops_nn.convert_lrn,
    "LayerNormalization": ops_norm.convert_layer_norm,
    "GroupNormalization": ops_norm.convert_group_norm,
    "Resize": ops_resize.convert_resize,
    "Upsample": ops_resize.convert_upsample,
    "Dropout": ops_math.convert_dropout,
    "Unsqueeze": ops_shape.convert_unsqueeze,
    "Squeeze": ops_shape.convert_squeeze,
    "Pad": ops_shape.convert_pad,
    **{op: ops_reduce.convert_reduce for op in REDUCTIONS},
    "ArgMax": ops_reduce.convert_arg,
    "ArgMin": ops_reduce.convert_arg,
    "Gather": ops_movement.convert_gather,
    "Slice": ops_movement.convert_slice,
    "Split": ops_movement.convert_split,
    "Expand": ops_movement.convert_expand,
    "Tile": ops_movement.convert_tile,
    "DepthToSpace": ops_movement.convert_blocks,
    "SpaceToDepth": ops_movement.convert_blocks,
    "Mod": ops_math.convert_mod,
    "Cast": ops_const.convert_cast,
    "CastLike": ops_const.convert_cast_like,
    "ConvTranspose": lifting_1d(ops_nn.convert_conv_transpose),
    "GlobalMaxPool": ops_nn.convert_global_max_pool,
}
"""ONNX operator -> its own converter, where the declared conversion is not enough."""

CONSTANT_ONLY: dict[str, Converter] = {
    "Constant": ops_const.convert_constant,
    "ConstantOfShape": ops_const.convert_constant_of_shape,
    "Shape": ops_const.convert_shape,
    "Size": ops_const.convert_size,
    "Range": ops_const.convert_range,
}
"""ONNX operators evaluated at import (on constants and static shapes)."""


def _attr(node: OnnxNode, attr: Attr) -> Any:
    if attr.default is None:
        if attr.name not in node.attrs:
            raise node.error(f"the {attr.name} attribute is required")
        value = node.attrs[attr.name]
        if isinstance(value, bytes):  # a string (ONNX stores bytes)
            return value.decode(errors="replace")
        return tuple(int(v) for v in value) if isinstance(value, list | tuple) else value
    if isinstance(attr.default, float):
        return node.float_attr(attr.name, attr.default)
    if isinstance(attr.default, int):
        return node.int_attr(attr.name, attr.default)
    if isinstance(attr.default, str):
        return node.str_attr(attr.name, attr.default)
    return node.ints_attr(attr.name, attr.default)


def convert_as(op: OpDef) -> Converter:
    """The declared conversion to ``op``: the node's inputs as they are (up to ``op``'s
    arity), its attributes read with their defaults, its first output.

    Args:
        op: The operator to emit.

    Returns:
        The converter.
    """
    most = op.arity[1]

    def convert(imp: Importer, node: OnnxNode) -> None:
        inputs = list(node.inputs if most < 0 else node.inputs[:most])
        while inputs and not inputs[-1]:  # absent optional trailing inputs
            inputs.pop()
        imp.emit(node, op.name, inputs, {a.name: _attr(node, a) for a in op.attrs})

    return convert


def _converters(ops: Mapping[str, OpDef]) -> dict[str, Converter]:
    table: dict[str, Converter] = {}
    for op in ops.values():
        for onnx_op in op.onnx:
            table[onnx_op] = SPECIAL.get(onnx_op) or convert_as(op)
    stray = sorted(set(SPECIAL) - set(table))
    if stray:
        raise ValueError(f"converters of ONNX operators no OpDef lists: {stray}")
    table |= CONSTANT_ONLY
    unversioned = sorted(set(table) ^ set(IMPLEMENTED))
    if unversioned:  # every converter says which versions it implements, and only those
        raise ValueError(f"ONNX operators with a converter or versions but not both: {unversioned}")
    return table


CONVERTERS: dict[str, Converter] = _converters(OPS)
"""ONNX operator -> its converter; an operator not here is unsupported, and one here is
supported at the versions :data:`.versions.IMPLEMENTED` lists."""
