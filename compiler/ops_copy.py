"""The ``copy`` operator: data movement as one strided read of a flat input.

``out[i_0, ..., i_{r-1}] = data[offset + i_0 * strides_0 + ... + i_{r-1} * strides_{r-1}]``
over ``data``, ``size`` float32 values read as one flat array. A stride may be 0 (the
value repeats along that axis) or negative (the axis runs backwards). One such read is

* Transpose: the input's strides, permuted;
* Slice with any steps: an offset, and each axis's stride times its step;
* Expand: stride 0 along the broadcast axes;
* Tile: each axis split into (repeats, axis), the repeats of stride 0;
* DepthToSpace and SpaceToDepth: a reshape, a transpose and a reshape.

:func:`strided_copy` builds the canonical workload of such a read: axes of one element
dropped, axes that continue one another merged, so that one movement has one key and
the innermost axis is as long as it can be.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

Shape = tuple[int, ...]
CopyParams = Mapping[str, int | str]

#: Axes of a copy at most (after merging, any tensor movement of ONNX's ranks fits).
MAX_RANK = 8


def parse_dims(text: str, what: str, *, signed: bool = False) -> tuple[int, ...]:
    """``"2x3x4"`` as ``(2, 3, 4)`` (a stride may be negative)."""
    try:
        dims = tuple(int(part) for part in text.split("x"))
    except ValueError:
        raise ValueError(f"copy {what}={text!r} is not integers joined by 'x'") from None
    if not signed and any(d < 1 for d in dims):
        raise ValueError(f"copy {what}={text!r} has an axis of no elements")
    if not 1 <= len(dims) <= MAX_RANK:
        raise ValueError(f"copy {what}={text!r} has {len(dims)} axes; 1 to {MAX_RANK} are read")
    return dims


def dims_text(dims: Sequence[int]) -> str:
    """``(2, 3, 4)`` as ``"2x3x4"``."""
    return "x".join(str(int(d)) for d in dims)


def canonical_shape(text: str) -> str:
    return dims_text(parse_dims(text, "shape"))


def canonical_strides(text: str) -> str:
    return dims_text(parse_dims(text, "strides", signed=True))


def _i(p: CopyParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def copy_shape(p: CopyParams) -> Shape:
    return parse_dims(str(p["shape"]), "shape")


def copy_strides(p: CopyParams) -> tuple[int, ...]:
    return parse_dims(str(p["strides"]), "strides", signed=True)


def copy_inputs(p: CopyParams) -> list[tuple[str, Shape]]:
    return [("data", (_i(p, "size"),))]


def copy_output(p: CopyParams) -> Shape:
    """``[rows, n]``: the innermost axis, and every outer axis together (the bytes of
    ``shape``, row-major)."""
    shape = copy_shape(p)
    return (math.prod(shape[:-1]), shape[-1])


def copy_ref(p: CopyParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """The read, index by index (numpy's fancy indexing of the flat input)."""
    shape, strides = copy_shape(p), copy_strides(p)
    index = np.full(shape, _i(p, "offset"), np.int64)
    for axis, (n, s) in enumerate(zip(shape, strides, strict=True)):
        along = [1] * len(shape)
        along[axis] = n
        index = index + (np.arange(n, dtype=np.int64) * s).reshape(along)
    return np.asarray(inputs[0]).reshape(-1)[index].reshape(copy_output(p))


def copy_elements(p: CopyParams) -> int:
    """One per element moved: a copy has no arithmetic, but the tuner ranks every kernel
    by its rate (here, elements per second)."""
    return math.prod(copy_shape(p))


def check_copy(p: CopyParams) -> None:
    """The strides match the axes, and every index read lies in ``data``."""
    shape, strides = copy_shape(p), copy_strides(p)
    if len(strides) != len(shape):
        raise ValueError(
            f"copy strides={p['strides']} name {len(strides)} axes, shape {len(shape)}"
        )
    offset, size = _i(p, "offset"), _i(p, "size")
    low = offset + sum((n - 1) * s for n, s in zip(shape, strides, strict=True) if s < 0)
    high = offset + sum((n - 1) * s for n, s in zip(shape, strides, strict=True) if s > 0)
    if low < 0 or high >= size:
        raise ValueError(f"copy reads elements {low}..{high}, outside data of size={size}")


def strided_copy(
    shape: Sequence[int], strides: Sequence[int], offset: int, size: int
) -> dict[str, int | str]:
    """The canonical ``copy`` parameters of a strided read (see the module docstring)."""
    axes = [(int(n), int(s)) for n, s in zip(shape, strides, strict=True) if n != 1]
    merged: list[tuple[int, int]] = []
    for n, s in axes:
        if merged and merged[-1][1] == n * s:  # the outer axis steps over this whole axis
            merged[-1] = (merged[-1][0] * n, s)
        else:
            merged.append((n, s))
    if not merged:
        merged = [(1, 1)]
    if len(merged) > MAX_RANK:
        raise ValueError(f"a copy of {len(merged)} axes that do not merge; {MAX_RANK} at most")
    return {
        "shape": dims_text([n for n, _ in merged]),
        "strides": dims_text([s for _, s in merged]),
        "offset": int(offset),
        "size": int(size),
    }


def contiguous_strides(shape: Sequence[int]) -> tuple[int, ...]:
    """Row-major element strides of ``shape``."""
    out: list[int] = []
    step = 1
    for n in reversed(shape):
        out.append(step)
        step *= int(n)
    return tuple(reversed(out))
