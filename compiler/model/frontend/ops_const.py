"""Converters of operators that make constants: Constant, Shape, and shape arithmetic.

Each is a :data:`~compiler.model.frontend.context.Converter`. Shapes are static, so
these are evaluated with numpy at import; Gather and Slice are supported on constants
only, and Cast of a runtime tensor only where it changes nothing. Cast to a type numpy
does not compute exactly as ONNX defines it (bfloat16, float8, float4, int4, ...) is
refused, constant or not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from compiler.model.frontend.common import normalize_axis
from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.frontend.loader import onnx_module
from compiler.model.frontend.values import (
    FOLD_DTYPES,
    np_dtype,
    sparse_value,
    tensor_value,
    type_name,
)

_CONSTANTS_ONLY = "{op} is supported on constants only, for shape arithmetic"


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


def convert_gather(imp: Importer, node: OnnxNode) -> None:
    """Gather of constant data at constant indices (negative ones counted from the end)."""
    data = imp.const(node, 0, "data", why=_CONSTANTS_ONLY.format(op="Gather"))
    indices = imp.const(node, 1, "indices")
    assert data is not None
    assert indices is not None
    axis = normalize_axis(node, node.int_attr("axis", 0), data.ndim)
    size = data.shape[axis]
    if indices.size and not (-size <= indices.min() and indices.max() < size):
        raise node.error(f"indices {indices.tolist()} out of range for axis size {size}")
    imp.set_const(
        node.outputs[0], np.take(data, np.where(indices < 0, indices + size, indices), axis)
    )


def convert_cast(imp: Importer, node: OnnxNode) -> None:
    """Cast of a constant to a type numpy computes exactly as onnxruntime does, or
    Identity of a runtime tensor already of the target type; anything else is refused."""
    to = node.int_attr("to", 0)
    if to not in _exact_targets():
        raise node.error(
            f"Cast to {type_name(to)} is not supported (only to FLOAT, DOUBLE, FLOAT16, "
            "INT8 to INT64, UINT8 to UINT64 and BOOL, whose values are computed exactly)"
        )
    dtype = np_dtype(to)
    name = node.input(0)
    if name in imp.consts:
        imp.set_const(node.outputs[0], cast_exactly(node, imp.consts[name], dtype))
    elif imp.type(name).dtype == dtype.name:
        imp.emit(node, "Identity", [name])
    else:
        raise node.error(
            f"Cast of a runtime tensor from {imp.type(name).dtype} to {dtype.name} is not "
            "supported (only on constants)"
        )


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


def convert_slice(imp: Importer, node: OnnxNode) -> None:
    """Slice of constant data (attributes before opset 10, constant inputs from it on)."""
    data = imp.const(node, 0, "data", why=_CONSTANTS_ONLY.format(op="Slice"))
    assert data is not None
    if imp.opset < 10:
        starts, ends = node.ints_attr("starts", ()), node.ints_attr("ends", ())
        axes = node.ints_attr("axes", range(len(starts)))
        steps: Sequence[int] = (1,) * len(starts)
    else:
        starts = imp.const_ints(node, 1, "starts") or ()
        ends = imp.const_ints(node, 2, "ends") or ()
        axes = imp.const_ints(node, 3, "axes") or tuple(range(len(starts)))
        steps = imp.const_ints(node, 4, "steps") or (1,) * len(starts)
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise node.error("starts, ends, axes and steps differ in length")
    for start, end, axis, step in zip(starts, ends, axes, steps, strict=True):
        a = normalize_axis(node, axis, data.ndim, what="axes value")
        if step == 0:
            raise node.error("a step is 0")
        data = np.take(data, _slice_indices(data.shape[a], start, end, step), axis=a)
    imp.set_const(node.outputs[0], data)


def _slice_indices(size: int, start: int, end: int, step: int) -> np.ndarray:
    """The indices ONNX Slice picks along one axis (clamped like ONNX, not like Python)."""
    start += size if start < 0 else 0
    end += size if end < 0 else 0
    if step > 0:
        start, end = min(max(start, 0), size), min(max(end, 0), size)
    else:
        start, end = min(max(start, 0), size - 1), min(max(end, -1), size - 1)
    return np.arange(start, end, step, dtype=np.int64)
