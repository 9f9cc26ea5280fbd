"""The ONNX operator versions each converter implements: the per-operator opset gate.

An ONNX operator's definition (its schema) changes at some opsets; a model at opset
``k`` uses, for each operator, the newest schema whose ``since_version`` is at most
``k``. A model is accepted at any opset from :data:`~.loader.MIN_OPSET` to the newest
the installed onnx defines, and each node is gated on its own schema instead: a node
whose schema version is not listed in :data:`IMPLEMENTED` is not converted (it is
evaluated at import when its inputs are constant, else refused as ``Op-version``). An
onnx release that redefines an operator thus leaves that operator refused until its
new version has been read and listed here.

Each entry lists the ``since_version`` of every schema in effect at opsets 7 to 28
(onnx 1.23) whose semantics the converter computes exactly, with what changed. Most
later versions only add element types (bfloat16, float8, int4, float4, int2, float6,
string, optional and sequence types): the importer refuses a tensor of a type it does
not compute, in one line, so such a version is implemented as soon as the previous one
is. A new attribute or mode is listed once the converter reads it (handled, or refused
per value).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TypeVar

from compiler.model.frontend.loader import onnx_module

__all__ = ["IMPLEMENTED", "at_opset", "implemented", "schema_version"]

T = TypeVar("T")

IMPLEMENTED: dict[str, tuple[int, ...]] = {
    # 7: numpy broadcasting (no broadcast/axis attributes); 13, 14: types only.
    "Add": (7, 13, 14),
    "Sub": (7, 13, 14),
    "Mul": (7, 13, 14),
    "Div": (7, 13, 14),
    # 6: no consumed_inputs; 13: bfloat16; 14: signed integer types.
    "Relu": (6, 13, 14),
    # 6: no consumed_inputs; 13: bfloat16.
    "Sigmoid": (6, 13),
    # Unary math (compiler.model.ops.unary). 6: no consumed_inputs; 13: bfloat16.
    "Sqrt": (6, 13),
    "Exp": (6, 13),
    "Log": (6, 13),
    "Neg": (6, 13),
    "Abs": (6, 13),
    "Reciprocal": (6, 13),
    "Tanh": (6, 13),
    "Floor": (6, 13),
    "Ceil": (6, 13),
    # 9; 13: bfloat16.
    "Erf": (9, 13),
    "Sign": (9, 13),
    # 6: no consumed_inputs; 16 (LeakyRelu), 22: bfloat16.
    "HardSigmoid": (6, 22),
    "LeakyRelu": (6, 16),
    "Elu": (6, 22),
    "Selu": (6, 22),
    # 1; 22: bfloat16.
    "Softplus": (1, 22),
    "Softsign": (1, 22),
    # 14, 18; 22: bfloat16.
    "HardSwish": (14, 22),
    "Mish": (18, 22),
    # 20: approximate none or tanh.
    "Gelu": (20,),
    # 6: min/max attributes; 11: min/max inputs (read as constants); 12: integer types
    # (integer bounds stay integers); 13: bfloat16.
    "Clip": (6, 11, 12, 13),
    # 6: same shapes; 8: broadcasting (the Add chain broadcasts either way); 13: bfloat16.
    "Sum": (6, 8, 13),
    # 7: alpha/beta/transA/transB; 9: integer types; 11: C optional; 13: bfloat16.
    "Gemm": (7, 9, 11, 13),
    # 1; 9: integer types; 13: bfloat16.
    "MatMul": (1, 9, 13),
    # 1; 11: auto_pad SAME wording (output ceil(in / stride), as converted); 22: bfloat16.
    "Conv": (1, 11, 22),
    # 1; 11: the odd pixel of SAME_UPPER padding moves to the end (onnxruntime puts it
    # there at every opset: an odd total is refused before 11); 22: bfloat16.
    "ConvTranspose": (1, 11, 22),
    # 7: spatial (only 1); 9: spatial removed; 14: training_mode (only 0) and separate
    # mean/var type; 15: scale/bias and mean/var types independent (all float here).
    "BatchNormalization": (7, 9, 14, 15),
    # 1: no indices; 8: indices output (refused when used) and storage_order (only for
    # indices); 10: ceil_mode, dilations; 11: wording; 12: int8/uint8; 22: bfloat16 and
    # "windows starting in the right padding are ignored", as the ceil-mode pool computes.
    "MaxPool": (1, 8, 10, 11, 12, 22),
    # 7: count_include_pad; 10: ceil_mode; 11: wording; 19: dilations (only 1); 22: as
    # MaxPool-22.
    "AveragePool": (7, 10, 11, 19, 22),
    # 1; 22: bfloat16.
    "GlobalAveragePool": (1, 22),
    # 1; 22: bfloat16. Imported as ReduceMax over the spatial axes.
    "GlobalMaxPool": (1, 22),
    # 1; 13: bfloat16.
    "LRN": (1, 13),
    # 1, 11: over the input flattened to 2-D at axis (11: negative axis); 13: along one
    # axis, default -1. The converter branches on the opset at 13.
    "Softmax": (1, 11, 13),
    "LogSoftmax": (1, 11, 13),
    # Standardizing normalizations (compiler.model.ops.standardize), stage one in
    # float64. 17: stash_type float or double (others refused), Mean/InvStdDev outputs.
    "LayerNormalization": (17,),
    # 6: no consumed_inputs; 22: bfloat16.
    "InstanceNormalization": (6, 22),
    # 21: scale and bias per channel, stash_type (float or double). 18 (per group) is
    # deprecated: the ONNX checker refuses a model using it.
    "GroupNormalization": (21,),
    # Resize (compiler.model.ops.resize). 10: scales input, asymmetric coordinates;
    # 11: roi/scales/sizes inputs, coordinate and nearest modes, cubic; 13: optional
    # inputs, tf_half_pixel_for_nn removed; 18: antialias (linear, cubic), axes,
    # keep_aspect_ratio_policy; 19: half_pixel_symmetric.
    "Resize": (10, 11, 13, 18, 19),
    # 7: scales attribute; 9: scales input; 10 is deprecated (the checker refuses it).
    "Upsample": (7, 9),
    # 7: inference copy; 10: bool mask (refused when used); 12: ratio/training_mode
    # inputs (training refused), seed; 13: bfloat16; 22: float8 types.
    "Dropout": (7, 10, 12, 13, 22),
    # 1; 13: bfloat16; 14, 16: sequence and optional types (refused: not a tensor);
    # 19, 21, 23, 24, 25: types only.
    "Identity": (1, 13, 14, 16, 19, 21, 23, 24, 25),
    # 5: shape input; 13: bfloat16; 14: allowzero; 19 to 25: types only.
    "Reshape": (5, 13, 14, 19, 21, 23, 24, 25),
    # 1; 9: more types; 11: negative axis; 13 to 25: types only.
    "Flatten": (1, 9, 11, 13, 21, 23, 24, 25),
    # 1, 11: axes attribute (11: negative); 13: axes input; 21 to 25: types, wording.
    "Squeeze": (1, 11, 13, 21, 23, 24, 25),
    "Unsqueeze": (1, 11, 13, 21, 23, 24, 25),
    # 1; 13 to 25: types, wording.
    "Transpose": (1, 13, 21, 23, 24, 25),
    # 4: axis required; 11: negative axis; 13: bfloat16.
    "Concat": (4, 11, 13),
    # 2: pads/value attributes, modes constant, edge, reflect; 11: pads/constant_value
    # inputs; 13: types; 18: axes input; 19: wrap mode; 21 to 25: types.
    "Pad": (2, 11, 13, 18, 19, 21, 23, 24, 25),
    # Indexing and rearranging (compiler.model.ops.movement).
    # 1, 11: negative indices (accepted at 1 too); 13: bfloat16.
    "Gather": (1, 11, 13),
    # 11; 12: batch_dims; 13: bfloat16.
    "GatherND": (11, 12, 13),
    # 11: negative axis and indices; 13: bfloat16.
    "GatherElements": (11, 13),
    # 1: attributes; 10: inputs with steps; 11: negative axes; 13: bfloat16.
    "Slice": (1, 10, 11, 13),
    # 2: split attribute; 11: negative axis; 13: split input; 18: num_outputs.
    "Split": (2, 11, 13, 18),
    # 8; 13: bfloat16.
    "Expand": (8, 13),
    "Tile": (6, 13),
    # 1: DCR only; 11: mode; 13: bfloat16; 28: types only.
    "DepthToSpace": (1, 11, 13, 28),
    # 1; 13: bfloat16; 28: mode (DCR or CRD).
    "SpaceToDepth": (1, 13, 28),
    # Arithmetic (compiler.model.ops.arith). 10; 13: bfloat16; 28: fmod=0 defined for
    # floats (the divisor's sign; refused before 28).
    "Mod": (10, 13, 28),
    # 7: float, one type; 12: integer types, the exponent's type separate; 13, 15: bfloat16.
    "Pow": (7, 12, 13, 15),
    # 7: unidirectional broadcasting; 9: integer types (refused); 16: bfloat16.
    "PRelu": (7, 9, 16),
    # Einstein summation (compiler.model.ops.einsum). 12; 28: bfloat16 (refused).
    "Einsum": (12, 28),
    # 15; 19 to 25: float8/int4/... types (refused) and their saturate/round_mode.
    "CastLike": (15, 19, 21, 23, 24, 25),
    # Comparisons, logic, selection, variadic (compiler.model.ops.logic); every one
    # broadcasts as numpy does. 7: broadcasting; 9, 11, 12: more types (11: Equal of
    # bool, floats); 13, 16: bfloat16; 19: string (refused: not a tensor we compute).
    "Equal": (7, 11, 13, 19),
    "Less": (7, 9, 13),
    "Greater": (7, 9, 13),
    "LessOrEqual": (12, 16),
    "GreaterOrEqual": (12, 16),
    "And": (7,),
    "Or": (7,),
    "Xor": (7,),
    # 1: not of bools.
    "Not": (1,),
    # 9; 16: bfloat16.
    "Where": (9, 16),
    # 9 (IsNaN), 10 (IsInf); 13, 20: more types.
    "IsNaN": (9, 13, 20),
    "IsInf": (10, 20),
    # 6: same shapes (a case of broadcasting); 8: broadcasting; 12: integer types;
    # 13: bfloat16.
    "Max": (6, 8, 12, 13),
    "Min": (6, 8, 12, 13),
    # 6, 8 as Max; 13: bfloat16.
    "Mean": (6, 8, 13),
    # Reductions (compiler.model.ops.reduce). 1: axes attribute, keepdims; 11: negative
    # axes; 12 (Max/Min): int8/uint8; 13: bfloat16, and ReduceSum's axes become an input
    # with noop_with_empty_axes; 18: the same for the others; 20 (Max/Min): bool;
    # 28 (LogSumExp): integer types dropped (refused here at every version).
    "ReduceSum": (1, 11, 13),
    "ReduceMean": (1, 11, 13, 18),
    "ReduceMax": (1, 11, 12, 13, 18, 20),
    "ReduceMin": (1, 11, 12, 13, 18, 20),
    "ReduceProd": (1, 11, 13, 18),
    "ReduceL1": (1, 11, 13, 18),
    "ReduceL2": (1, 11, 13, 18),
    "ReduceSumSquare": (1, 11, 13, 18),
    "ReduceLogSumExp": (1, 11, 13, 18, 28),
    # 1; 11: negative axis; 12: select_last_index; 13: bfloat16.
    "ArgMax": (1, 11, 12, 13),
    "ArgMin": (1, 11, 12, 13),
    # Evaluated at import (constants only; Cast of run-time tensors is a Cast node):
    # 1; 9: more types; 11: sparse_value; 12: value_float(s)/value_int(s) (strings
    # refused); 13 to 25: types only.
    "Constant": (1, 9, 11, 12, 13, 19, 21, 23, 24, 25),
    # 9; 20 to 25: types only.
    "ConstantOfShape": (9, 20, 21, 23, 24, 25),
    # 1; 13: bfloat16; 15: start/end; 19 to 25: types only.
    "Shape": (1, 13, 15, 19, 21, 23, 24, 25),
    # 6: to as an int; 9 to 28: types, with saturate (19) and round_mode (24), which
    # apply only to float8 targets: every target that is not computed exactly (float8
    # among them) is refused.
    "Cast": (6, 9, 13, 19, 21, 23, 24, 25, 28),
    # 1 to 25: types only.
    "Size": (1, 13, 19, 21, 23, 24, 25),
    # 11; 27: float16/bfloat16 (refused) and their stash_type.
    "Range": (11, 27),
}
"""ONNX operator (default domain) -> the schema versions its conversion implements."""


@functools.cache
def schema_version(op: str, opset: int) -> int | None:
    """The ``since_version`` of the schema a default-domain node of ``op`` uses at ``opset``.

    Args:
        op: The operator.
        opset: The model's opset of the default domain.

    Returns:
        The version, or None when the installed onnx defines no such operator there.
    """
    defs = onnx_module().defs
    try:
        return int(defs.get_schema(op, opset, "").since_version)
    except defs.SchemaError:  # not defined at this opset
        return None


def implemented(op: str, opset: int) -> bool:
    """Whether ``op``'s schema at ``opset`` is one :data:`IMPLEMENTED` lists."""
    return schema_version(op, opset) in IMPLEMENTED.get(op, ())


def at_opset(converters: Mapping[str, T], opset: int) -> dict[str, T]:
    """The converters whose operator's schema at ``opset`` is implemented.

    Args:
        converters: ONNX operator -> converter.
        opset: The model's opset of the default domain.

    Returns:
        The entries of ``converters`` for the operators :func:`implemented` at ``opset``.
    """
    return {op: c for op, c in converters.items() if implemented(op, opset)}
