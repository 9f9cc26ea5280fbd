"""numpy arrays <-> ``Tensor`` messages: raw bytes, a dtype name and a shape.

Nothing is pickled or evaluated: the dtype must be one of a fixed list of numeric
names and the bytes must be exactly what the shape and dtype say, so a malformed
or hostile message is refused in one line before any array is built.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from autotune.v1 import measure_pb2

# The element types a model's inputs and outputs may have (numpy's names).
DTYPES = frozenset(
    {
        "bool",
        "float16",
        "float32",
        "float64",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
    }
)


class TensorError(ValueError):
    """A ``Tensor`` message that is not a well-formed array."""


def to_tensor(name: str, array: np.ndarray) -> measure_pb2.Tensor:
    """The message of ``array``: its elements in C order, little-endian.

    Raises:
        TensorError: its dtype is not one of :data:`DTYPES`.
    """
    value = np.asarray(array)
    if value.dtype.name not in DTYPES:
        raise TensorError(f"array {name!r} has dtype {value.dtype}; send one of {_names()}")
    wire = value.dtype.newbyteorder("<")  # a no-op on x86-64 and aarch64
    data = np.ascontiguousarray(value, dtype=wire).tobytes()
    return measure_pb2.Tensor(name=name, dtype=value.dtype.name, shape=value.shape, data=data)


def from_tensor(tensor: measure_pb2.Tensor) -> np.ndarray:
    """A new array from the message.

    Raises:
        TensorError: unknown dtype, a negative dimension, or bytes that do not fit
            the shape.
    """
    if tensor.dtype not in DTYPES:
        raise TensorError(
            f"tensor {tensor.name!r} has dtype {tensor.dtype!r}; expected one of {_names()}"
        )
    shape = tuple(int(d) for d in tensor.shape)
    if any(d < 0 for d in shape):
        raise TensorError(f"tensor {tensor.name!r} has a negative dimension: {list(shape)}")
    dtype = np.dtype(tensor.dtype)
    expected = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    if len(tensor.data) != expected:
        raise TensorError(
            f"tensor {tensor.name!r} ({list(shape)} {tensor.dtype}) needs {expected} bytes, "
            f"got {len(tensor.data)}"
        )
    wire = np.frombuffer(tensor.data, dtype=dtype.newbyteorder("<")).reshape(shape)
    return wire.astype(dtype)  # a copy, in this machine's byte order


def to_tensors(arrays: Mapping[str, np.ndarray]) -> list[measure_pb2.Tensor]:
    """Messages of named arrays, in the mapping's order."""
    return [to_tensor(name, array) for name, array in arrays.items()]


def from_tensors(tensors: Iterable[measure_pb2.Tensor]) -> dict[str, np.ndarray]:
    """Named arrays of messages, in order.

    Raises:
        TensorError: a malformed tensor, or two with the same name.
    """
    out: dict[str, np.ndarray] = {}
    for tensor in tensors:
        if tensor.name in out:
            raise TensorError(f"two tensors are named {tensor.name!r}")
        out[tensor.name] = from_tensor(tensor)
    return out


def _names() -> str:
    return ", ".join(sorted(DTYPES))
