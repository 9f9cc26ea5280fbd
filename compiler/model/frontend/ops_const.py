"""Converters of operators that make constants: Constant, Shape, and shape arithmetic.

Each is a :data:`~compiler.model.frontend.context.Converter`. Shapes are static, so
these are evaluated with numpy at import (Range, whose length depends on its values, on
constants only); Cast and CastLike of a run-time tensor become a Cast node. Cast to a
type numpy does not compute exactly as ONNX defines it (bfloat16, float8, float4, int4,
...) is refused, constant or not.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.frontend.loader import onnx_module
from compiler.model.frontend.values import (
    FOLD_DTYPES,
    np_dtype,
    sparse_value,
    tensor_value,
    type_name,
)


def convert_constant(imp: Importer, node: OnnxNode) -> None:
    """Constant: whichever value attribute is set (strings rejected)."""
    attrs = node.attrs
    if "value" in attrs:
        value = tensor_value(attrs["value"])
    elif "sparse_value" in attrs:
        value = sparse_value(attrs["sparse_value"])
    elif "value_float" in attrs:
        value = np.array(attrs["value_float"], dtype=np.float32)
    elif "value_floats" in attrs:
        value = np.array(attrs["value_floats"], dtype=np.float32).reshape(-1)
    elif "value_int" in attrs:
        value = np.array(attrs["value_int"], dtype=np.int64)
    elif "value_ints" in attrs:
        value = np.array(attrs["value_ints"], dtype=np.int64).reshape(-1)
    elif "value_string" in attrs or "value_strings" in attrs:
        raise node.error("string constants are not supported")
    else:
        raise node.error("no value attribute")
    imp.set_const(node.outputs[0], value)


def convert_constant_of_shape(imp: Importer, node: OnnxNode) -> None:
    """ConstantOfShape: a constant filled with ``value`` (float32 0 by default)."""
    shape = imp.const_ints(node, 0, "the shape")
    if shape is None or any(d < 0 for d in shape):
        raise node.error(f"shape {shape} is not a list of sizes")
    fill = tensor_value(node.attrs["value"]) if "value" in node.attrs else np.zeros(1, np.float32)
    if fill.size != 1:
        raise node.error(f"value must have one element, got {fill.size}")
    imp.set_const(node.outputs[0], np.full(shape, fill.reshape(-1)[0], dtype=fill.dtype))


def convert_shape(imp: Importer, node: OnnxNode) -> None:
    """Shape: the static input shape (``start``/``end`` clamped) as an int64 constant."""
    # Every shape is static, so Shape is a constant whatever its input is.
    shape = imp.type(node.input(0)).shape
    rank = len(shape)
    start, end = node.int_attr("start", 0), node.int_attr("end", rank)
    start = min(max(start + rank if start < 0 else start, 0), rank)
    end = min(max(end + rank if end < 0 else end, 0), rank)
    imp.set_const(node.outputs[0], np.array(shape[start:end], dtype=np.int64))


def convert_cast(imp: Importer, node: OnnxNode) -> None:
    """Cast to a type numpy computes exactly as onnxruntime does: of a constant, here
    (:func:`cast_exactly`); of a run-time tensor, a Cast node (an Identity where it
    changes nothing); any other target is refused."""
    to = node.int_attr("to", 0)
    if to not in _exact_targets():
        raise node.error(
            f"Cast to {type_name(to)} is not supported (only to FLOAT, DOUBLE, FLOAT16, "
            "INT8 to INT64, UINT8 to UINT64 and BOOL, whose values are computed exactly)"
        )
    _cast_to(imp, node, np_dtype(to))


def convert_cast_like(imp: Importer, node: OnnxNode) -> None:
    """CastLike: Cast to the second input's element type (its values are not read)."""
    dtype = np.dtype(imp.type(node.input(1)).dtype)
    if dtype.name not in FOLD_DTYPES:
        raise node.error(f"CastLike to {dtype.name} is not supported")
    _cast_to(imp, node, dtype)


def _cast_to(imp: Importer, node: OnnxNode, dtype: np.dtype[Any]) -> None:
    name = node.input(0)
    if name in imp.consts:
        imp.set_const(node.outputs[0], cast_exactly(node, imp.consts[name], dtype))
    elif imp.type(name).dtype == dtype.name:
        imp.emit(node, "Identity", [name])
    else:
        imp.emit(node, "Cast", [name], {"to": dtype.name})


def _exact_targets() -> frozenset[int]:
    types = onnx_module().TensorProto
    return frozenset(
        getattr(types, name)
        for name in (
            *("FLOAT", "DOUBLE", "FLOAT16", "BOOL"),
            *(f"{s}INT{b}" for s in ("", "U") for b in (8, 16, 32, 64)),
        )
    )


def cast_exactly(node: OnnxNode, value: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``value`` cast to ``dtype`` (a target of :func:`_exact_targets`) as ONNX Cast does.

    numpy's casts match ONNX's rules and onnxruntime: floats round to nearest even and
    overflow to ±inf, integers wrap around (two's complement), floats truncate toward
    zero into integers, anything nonzero (NaN too) is True. Where they can differ it is
    handled here: float to integer out of range (or NaN) is undefined in ONNX (x86 and
    ARM give different answers), so it is refused; float16 is reached through float32,
    as onnxruntime does (float64 1 + 2**-11 + 2**-40 is 1.0 so, where a direct cast
    rounds up to 1.001).

    Args:
        node: The Cast (named in the error).
        value: A constant; bfloat16, float8, float4 and int4 ones (``ml_dtypes``) are
            first widened to float32 or int8, which hold each of their values exactly.
        dtype: The target.

    Returns:
        The cast value.

    Raises:
        ModelImportError: A float value out of the integer target's range.
    """
    if value.dtype.name not in FOLD_DTYPES:
        value = value.astype(
            np.int8 if value.dtype.name.startswith(("int", "uint")) else np.float32
        )
    if value.dtype.kind == "f" and dtype.kind in "iu":
        info = np.iinfo(dtype)
        whole = np.trunc(value.astype(np.float64))
        # info.max + 1 is a power of two, so the float64 comparison is exact.
        bad = ~((whole >= info.min) & (whole < info.max + 1))
        if bad.any():
            first = value.reshape(-1)[np.flatnonzero(bad.reshape(-1))[0]]
            raise node.error(
                f"Cast of {first} to {dtype.name} is out of range: ONNX leaves the result undefined"
            )
    if dtype == np.float16 and value.dtype != np.float16:
        value = value.astype(np.float32)
    with np.errstate(over="ignore"):
        return value.astype(dtype)


RANGE_DTYPES = ("float32", "float64", "int16", "int32", "int64")
"""The element types Range computes (float16 and bfloat16, which Range-27 adds, are not)."""


def convert_range(imp: Importer, node: OnnxNode) -> None:
    """Range of constant scalars: ``ceil((limit - start) / delta)`` elements (the
    difference in the inputs' type, the quotient in float64, as onnxruntime), the i-th
    ``start + i * delta`` as ONNX says. onnxruntime adds ``delta`` to the previous one
    instead: a float Range where the two differ is refused."""
    values = []
    for index, what in enumerate(("start", "limit", "delta")):
        value = imp.const(node, index, what, why="Range's length depends on it")
        if value is None or value.size != 1:
            raise node.error(f"{what} must be a scalar")
        values.append(value.reshape(()))
    start, limit, delta = values
    if not start.dtype == limit.dtype == delta.dtype or start.dtype.name not in RANGE_DTYPES:
        raise node.error(
            f"start, limit and delta must be of one type of {', '.join(RANGE_DTYPES)}, got "
            f"{start.dtype}, {limit.dtype}, {delta.dtype}"
        )
    if delta == 0:
        raise node.error("delta is 0")
    with np.errstate(over="ignore"):
        span = (limit - start).astype(np.float64)
        count = max(int(np.ceil(span / delta.astype(np.float64))), 0)
        steps = np.full(count, delta, dtype=start.dtype)
        steps[:1] = start
        summed = np.add.accumulate(steps, dtype=start.dtype)  # in order, one by one
        values = start + np.arange(count, dtype=start.dtype) * delta
    if not np.array_equal(summed, values):
        first = int(np.flatnonzero(summed != values)[0])
        raise node.error(
            f"element {first} is {values[first]} by ONNX's start + i * delta but "
            f"{summed[first]} by onnxruntime's running sum"
        )
    imp.set_const(node.outputs[0], values)


def convert_size(imp: Importer, node: OnnxNode) -> None:
    """Size: the static element count, an int64 scalar."""
    imp.set_const(node.outputs[0], np.array(imp.type(node.input(0)).size, dtype=np.int64))
