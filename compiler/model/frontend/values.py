"""ONNX tensors as numpy values: dense, sparse, and element types.

Floating-point values of any width (bfloat16 and float8 too) become float32, the one
float type of the graph.
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


def normalize(array: np.ndarray) -> np.ndarray:
    """Floating point as float32 (any width, bfloat16 too); C-contiguous and writable.

    Args:
        array: A value.

    Returns:
        The value, converted or copied where needed.

    Raises:
        ValueError: A string tensor.
    """
    if array.dtype.kind in "OUS":
        raise ValueError("string tensors are not supported")
    if array.dtype.kind == "f" or array.dtype.name == "bfloat16" or "float8" in array.dtype.name:
        array = array.astype(np.float32)
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
    """The numpy dtype of an ONNX element type, floats normalized to float32.

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
    dtype = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(elem_type))
    return normalize(np.zeros((), dtype)).dtype


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
