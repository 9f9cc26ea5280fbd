"""The ``copy`` operator: data movement as one strided read of a flat input.

``out[i_0, ..., i_{r-1}] = data[offset + i_0 * strides_0 + ... + i_{r-1} * strides_{r-1}]``
over ``data``, ``size`` float32 values read as one flat array. A stride may be 0 (the
value repeats along that axis) or negative (the axis runs backwards). One such read is

* Transpose: the input's strides, permuted;
* Slice with any steps: an offset, and each axis's stride times its step;
* Expand: stride 0 along the broadcast axes;
* Tile: each axis split into (repeats, axis), the repeats of stride 0;
* DepthToSpace and SpaceToDepth: a reshape, a transpose and a reshape.

A copy may also pad (Pad, and the explicit pad before a convolution): with ``pads``,
axis ``d`` of the output reads ``n_d = shape_d - begin_d - end_d`` input positions, and
output index ``i`` along it reads position ``i - begin_d`` mapped into ``[0, n_d)`` by
``mode``: ``constant`` (outside: ``value``), ``edge`` (clamped), ``reflect`` (mirrored
about the end rows, which are not repeated) or ``wrap`` (modulo ``n_d``).

:func:`strided_copy` builds the canonical workload of such a read: axes of one element
dropped, axes that continue one another merged (unpadded ones), so that one movement
has one key and the innermost axis is as long as it can be.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

Shape = tuple[int, ...]
CopyParams = Mapping[str, int | str]

#: Axes of a copy at most (after merging, any tensor movement of ONNX's ranks fits).
MAX_RANK = 8

#: How a padded copy maps an output position outside the input (module docstring).
PAD_MODES = ("constant", "edge", "reflect", "wrap")

#: ``pads`` of a copy that pads nothing.
NO_PADS = "0"


def ints_joined(text: str, what: str) -> tuple[int, ...]:
    """``"2x3x4"`` as ``(2, 3, 4)``; ``what`` (``"copy strides"``) names it in the error."""
    try:
        return tuple(int(part) for part in text.split("x"))
    except ValueError:
        raise ValueError(f"{what}={text!r} is not integers joined by 'x'") from None


def parse_dims(text: str, what: str, *, signed: bool = False) -> tuple[int, ...]:
    """``"2x3x4"`` as ``(2, 3, 4)`` (a stride may be negative)."""
    dims = ints_joined(text, f"copy {what}")
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


def canonical_pads(text: str) -> str:
    """``begin_0 x ... x end_0 x ...`` non-negative, or :data:`NO_PADS` when all are 0."""
    pads = parse_pad_values(text)
    return NO_PADS if not any(pads) else dims_text(pads)


def parse_pad_values(text: str) -> tuple[int, ...]:
    pads = ints_joined(text, "copy pads")
    if any(v < 0 for v in pads):
        raise ValueError(f"copy pads={text!r} has a negative pad (crops are offsets and shapes)")
    return pads


def fill_text(text: str) -> str:
    """The canonical text of a float32 fill value (infinities and NaN allowed)."""
    try:
        number = float(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a number") from None
    with np.errstate(over="ignore"):
        single = np.float32(number)
    if not np.isfinite(single):
        return "nan" if np.isnan(single) else ("inf" if single > 0 else "-inf")
    return np.format_float_positional(single, unique=True, trim="-")


def _i(p: CopyParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def copy_shape(p: CopyParams) -> Shape:
    return parse_dims(str(p["shape"]), "shape")


def copy_strides(p: CopyParams) -> tuple[int, ...]:
    return parse_dims(str(p["strides"]), "strides", signed=True)


def copy_pads(p: CopyParams) -> tuple[tuple[int, int], ...] | None:
    """Per output axis (begin, end) padding; None for a copy that pads nothing."""
    text = str(p.get("pads", NO_PADS))
    if text == NO_PADS:
        return None
    pads, rank = parse_pad_values(text), len(copy_shape(p))
    if len(pads) != 2 * rank:
        raise ValueError(f"copy pads={text} need {2 * rank} values (begins, ends) for {rank} axes")
    return tuple(zip(pads[:rank], pads[rank:], strict=True))


def copy_extents(p: CopyParams) -> tuple[int, ...]:
    """Input positions read along each output axis (the shape, less any padding)."""
    shape, pads = copy_shape(p), copy_pads(p)
    if pads is None:
        return shape
    return tuple(n - b - e for n, (b, e) in zip(shape, pads, strict=True))


def wrap_period(begin: int, n: int, mode: str) -> tuple[int, int]:
    """Reflect and wrap modes: the period of the positions read along an axis of ``n``
    input positions padded by ``begin``, and the whole periods added to ``i - begin`` to
    make it non-negative (``%`` in C and LLVM truncates toward zero)."""
    period = n if mode == "wrap" else 2 * (n - 1)
    return period, -(-begin // period) * period - begin


def source_position(i: np.ndarray, begin: int, n: int, mode: str) -> np.ndarray:
    """The input position output positions ``i`` read along an axis padded by ``begin``
    of ``n`` input positions (constant mode: clamped; the caller masks what is outside)."""
    t = i - begin
    if mode == "wrap":
        return np.mod(t, n)
    if mode == "reflect" and n > 1:
        t = np.mod(t, 2 * (n - 1))
        return np.minimum(t, 2 * (n - 1) - t)
    return np.clip(t, 0, n - 1)


def copy_inputs(p: CopyParams) -> list[tuple[str, Shape]]:
    return [("data", (_i(p, "size"),))]


def copy_output(p: CopyParams) -> Shape:
    """``[rows, n]``: the innermost axis, and every outer axis together (the bytes of
    ``shape``, row-major)."""
    shape = copy_shape(p)
    return (math.prod(shape[:-1]), shape[-1])


def copy_ref(p: CopyParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """The read, index by index (numpy's fancy indexing of the flat input)."""
    shape, strides, pads = copy_shape(p), copy_strides(p), copy_pads(p)
    extents, mode = copy_extents(p), str(p.get("mode", "constant"))
    index = np.full(shape, _i(p, "offset"), np.int64)
    inside = np.ones(shape, bool)
    for axis, (n, s) in enumerate(zip(shape, strides, strict=True)):
        along = [1] * len(shape)
        along[axis] = n
        i = np.arange(n, dtype=np.int64)
        if pads is not None:
            begin = pads[axis][0]
            inside = inside & ((i >= begin) & (i < begin + extents[axis])).reshape(along)
            i = source_position(i, begin, extents[axis], mode)
        index = index + (i * s).reshape(along)
    out = np.asarray(inputs[0]).reshape(-1)[index]
    if pads is not None and mode == "constant":
        out = np.where(inside, out, np.float64(float(str(p.get("value", "0")))))
    return out.reshape(copy_output(p))


def copy_elements(p: CopyParams) -> int:
    """One per element moved: a copy has no arithmetic, but the tuner ranks every kernel
    by its rate (here, elements per second)."""
    return math.prod(copy_shape(p))


def check_copy(p: CopyParams) -> None:
    """The strides match the axes, the pads leave each axis a position to read, and
    every index read lies in ``data``."""
    shape, strides = copy_shape(p), copy_strides(p)
    if len(strides) != len(shape):
        raise ValueError(
            f"copy strides={p['strides']} name {len(strides)} axes, shape {len(shape)}"
        )
    shape = copy_extents(p)
    if any(n < 1 for n in shape):
        raise ValueError(
            f"copy pads={p['pads']} leave an axis of shape={p['shape']} nothing to read"
        )
    offset, size = _i(p, "offset"), _i(p, "size")
    low = offset + sum((n - 1) * s for n, s in zip(shape, strides, strict=True) if s < 0)
    high = offset + sum((n - 1) * s for n, s in zip(shape, strides, strict=True) if s > 0)
    if low < 0 or high >= size:
        raise ValueError(f"copy reads elements {low}..{high}, outside data of size={size}")


def strided_copy(
    shape: Sequence[int],
    strides: Sequence[int],
    offset: int,
    size: int,
    *,
    pads: Sequence[tuple[int, int]] | None = None,
    mode: str = "constant",
    value: float = 0.0,
) -> dict[str, int | str]:
    """The canonical ``copy`` parameters of a strided read (see the module docstring).

    ``shape`` is the input positions read along each axis; ``pads`` (begin, end) per axis
    widens the output around them, filled as ``mode`` says (``value``: constant mode)."""
    if pads is None or not any(b or e for b, e in pads):
        pads = [(0, 0)] * len(shape)
    # (positions read, stride, begin, end); an unpadded axis of one position goes.
    axes = [
        (int(n), int(s), int(b), int(e))
        for n, s, (b, e) in zip(shape, strides, pads, strict=True)
        if n != 1 or b or e
    ]
    merged: list[tuple[int, int, int, int]] = []
    for n, s, b, e in axes:
        last = merged[-1] if merged else None
        # The outer axis steps over this whole axis, and neither pads.
        if last is not None and last[1] == n * s and not (b or e or last[2] or last[3]):
            merged[-1] = (last[0] * n, s, 0, 0)
        else:
            merged.append((n, s, b, e))
    if not merged:
        merged = [(1, 1, 0, 0)]
    if len(merged) > MAX_RANK:
        raise ValueError(f"a copy of {len(merged)} axes that do not merge; {MAX_RANK} at most")
    params: dict[str, int | str] = {
        "shape": dims_text([n + b + e for n, _, b, e in merged]),
        "strides": dims_text([s for _, s, _, _ in merged]),
        "offset": int(offset),
        "size": int(size),
    }
    if any(b or e for _, _, b, e in merged):
        params["pads"] = dims_text([b for *_, b, _ in merged] + [e for *_, e in merged])
        params["mode"] = mode
        if mode == "constant":
            params["value"] = fill_text(repr(float(value)))
    return params


def contiguous_strides(shape: Sequence[int]) -> tuple[int, ...]:
    """Row-major element strides of ``shape``."""
    out: list[int] = []
    step = 1
    for n in reversed(shape):
        out.append(step)
        step *= int(n)
    return tuple(reversed(out))
