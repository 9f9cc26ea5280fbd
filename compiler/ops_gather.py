"""The ``gather`` operator: rows of a table picked by run-time int64 indices.

``out[o, j, :] = data[o, indices[j], :]`` with ``data`` ``[outer, n, inner]`` and
``indices`` ``[count]``: ONNX Gather along any axis (``outer`` the product of the axes
before it, ``n`` its length, ``inner`` the product of the axes after it, ``count`` the
indices' elements), an embedding lookup (``outer`` 1, ``inner`` the width) among them.
Indices count from the end when negative, as ONNX's do, so the valid ones lie in
``[-n, n)``; :func:`index_bounds` says so to whoever feeds the kernel (the runtime checks
a model's indices against them before the call, so a bad one fails the run, never reads
outside the table).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

GatherParams = Mapping[str, int | str]


def _int(p: GatherParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def gather_inputs(p: GatherParams) -> list[tuple[str, tuple[int, ...]]]:
    return [
        ("data", (_int(p, "outer"), _int(p, "n"), _int(p, "inner"))),
        ("indices", (_int(p, "count"),)),
    ]


def gather_output(p: GatherParams) -> tuple[int, ...]:
    return (_int(p, "outer"), _int(p, "count"), _int(p, "inner"))


def index_bounds(p: GatherParams) -> dict[str, tuple[int, int]]:
    """The int64 inputs and the range ``[low, high)`` of their valid values."""
    n = _int(p, "n")
    return {"indices": (-n, n)}


def gather_ref(p: GatherParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    data, indices = inputs
    return np.take(np.asarray(data), np.asarray(indices).astype(np.int64), axis=1)


def gather_elements(p: GatherParams) -> int:
    """One per element moved (the tuner ranks every kernel by its rate)."""
    return math.prod(gather_output(p))


def gather_params(data: Sequence[int], axis: int, count: int) -> dict[str, int]:
    """The ``gather`` parameters of a Gather of ``count`` indices from a tensor of shape
    ``data`` along ``axis``."""
    return {
        "outer": math.prod(data[:axis]),
        "n": int(data[axis]),
        "count": int(count),
        "inner": math.prod(data[axis + 1 :]),
    }
