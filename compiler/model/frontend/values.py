"""ONNX tensors as numpy values: dense, sparse, and element types.

Values keep their element type. The graph computes in float32, integers and bool
(:data:`RUNTIME_DTYPES`); float16 and float64 are computed exactly only on constants
(:data:`FOLD_DTYPES`: numpy has them natively); bfloat16, float8, float4 and int4 constants
(``ml_dtypes`` arrays) are read only by a Cast to one of those. Anything else is refused
where it would be computed, never rounded to float32 on the way in.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.model.frontend.errors import ModelImportError
from compiler.model.frontend.loader import onnx_module

if TYPE_CHECKING:
    import onnx


RUNTIME_DTYPES = frozenset(
    ("float32", "bool", *(f"{s}int{b}" for s in ("", "u") for b in (8, 16, 32, 64)))
)
"""The element types graph nodes compute on and runtime inputs may have."""

FOLD_DTYPES = RUNTIME_DTYPES | {"float16", "float64"}
"""The element types import-time folding computes on: numpy's own, IEEE-exact."""


def normalize(array: np.ndarray) -> np.ndarray:
    """The value C-contiguous and writable, of its own element type.

    Args:
        array: A value.

    Returns:
        The value, copied where needed.

    Raises:
        ValueError: A string or complex tensor.
    """
    if array.dtype.kind in "OUSc":
        kind = "complex" if array.dtype.kind == "c" else "string"
        raise ValueError(f"{kind} tensors are not supported")
    # Arrays viewing the proto's bytes are read-only; passes may want to write.
    return np.require(array, requirements=["C", "W"])


def tensor_value(tensor: onnx.TensorProto) -> np.ndarray:
    """The value of a dense tensor, normalized (:func:`normalize`).

    Args:
        tensor: The tensor proto.

    Returns:
        Its value.
    """
    onnx = onnx_module()
    return normalize(onnx.numpy_helper.to_array(tensor))


def sparse_value(sparse: onnx.SparseTensorProto) -> np.ndarray:
    """The dense value of a sparse tensor, normalized (:func:`normalize`).

    Args:
        sparse: The sparse tensor proto; its indices are ``[NNZ, rank]`` coordinates
            or ``[NNZ]`` linear positions.

    Returns:
        Its value, zeros where no element is given.
    """
    values = tensor_value(sparse.values)
    indices = onnx_module().numpy_helper.to_array(sparse.indices).astype(np.int64)
    dense = np.zeros(tuple(sparse.dims), dtype=values.dtype)
    if indices.ndim == 2:  # [NNZ, rank] coordinates, else linear positions
        indices = np.ravel_multi_index(tuple(indices.T), dense.shape)
    dense.reshape(-1)[indices] = values.reshape(-1)
    return dense


def np_dtype(elem_type: int) -> np.dtype[Any]:
    """The numpy dtype of an ONNX element type (``ml_dtypes``' for bfloat16, float8, ...).

    Args:
        elem_type: A ``TensorProto.DataType`` value.

    Returns:
        The dtype.

    Raises:
        ValueError: The element type is undefined (or unknown to ``onnx``).
    """
    onnx = onnx_module()
    if elem_type == onnx.TensorProto.UNDEFINED:
        raise ValueError("element type is undefined")
    return np.dtype(onnx.helper.tensor_dtype_to_np_dtype(elem_type))


def type_name(elem_type: int) -> str:
    """The ONNX name of an element type (``FLOAT8E4M3FN``), or its number if unknown."""
    try:
        return str(onnx_module().TensorProto.DataType.Name(elem_type))
    except ValueError:
        return f"element type {elem_type}"


def initializers(graph: onnx.GraphProto) -> Iterator[tuple[str, np.ndarray]]:
    """Name and value of each initializer, dense and sparse.

    Args:
        graph: The model's graph.

    Yields:
        ``(name, value)``; a sparse initializer is named by its values tensor.

    Raises:
        ModelImportError: An initializer cannot be read (external data missing, strings).
    """
    loaders: list[tuple[str, Callable[[], np.ndarray]]] = [
        (t.name, functools.partial(tensor_value, t)) for t in graph.initializer
    ]
    # A sparse initializer is named by its values tensor.
    loaders += [
        (t.values.name, functools.partial(sparse_value, t)) for t in graph.sparse_initializer
    ]
    for name, load in loaders:
        try:
            yield name, load()
        except Exception as exc:  # external data missing, string tensors, ...
            raise ModelImportError(f"initializer {name!r}: {exc}") from None
