"""The ``reduce`` operator: geometry, output type and float64 reference (its spec is in
:mod:`compiler.ops`).

A reduction of a float32 tensor viewed as ``[outer, r, inner]`` along its middle axis: the
axes an ONNX Reduce* node reduces, when they follow one another in memory, are ``r``; those
before them ``outer`` and those after ``inner``. The input is ``[outer, r]`` when
``inner == 1`` (rows, reduced along their contiguous values) and ``[outer, r, inner]``
otherwise; the output ``[outer]`` or ``[outer, inner]``.

``kind`` is what ONNX computes:

* ``sum``, ``mean``, ``max``, ``min``, ``prod``;
* ``l1`` (sum of ``|x|``), ``l2`` (square root of the sum of ``x²``), ``sumsq`` (sum of
  ``x²``), ``logsumexp`` (``log(sum(exp(x - max))) + max``, the maximum first as
  onnxruntime does, so ``exp`` never overflows);
* ``argmax``, ``argmin``: the int64 index along the axis of the first extreme value, or
  with ``last=1`` of the last one (ONNX's ``select_last_index``). Kernels carry the index
  as a float32 value while they reduce, exact below 2^24: longer axes are refused.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import numpy as np

ReduceParams = Mapping[str, int | str]
Shape = tuple[int, ...]

REDUCE_KINDS = (
    "sum",
    "mean",
    "max",
    "min",
    "prod",
    "l1",
    "l2",
    "sumsq",
    "logsumexp",
    "argmax",
    "argmin",
)
"""What a ``reduce`` computes along its axis."""

INDEX_KINDS = ("argmax", "argmin")
"""Kinds whose output is the int64 index of the extreme value."""

#: Longest axis an index kind reduces: its kernels carry the index as a float32 value.
MAX_INDEX_AXIS = 1 << 24

#: FLOPs per input element of each kind (a comparison or an add is one; logsumexp's
#: exp and the shifted sum, argmax's comparison with the extreme and index select two).
KIND_OPS = {
    "sum": 1,
    "mean": 1,
    "max": 1,
    "min": 1,
    "prod": 1,
    "l1": 2,
    "l2": 2,
    "sumsq": 2,
    "logsumexp": 4,
    "argmax": 3,
    "argmin": 3,
}


def _i(p: ReduceParams, name: str) -> int:
    value = p[name]
    assert isinstance(value, int), f"{name} is not an int"
    return value


def reduce_input_shape(p: ReduceParams) -> Shape:
    """``[outer, r]`` rows, or ``[outer, r, inner]`` with ``inner`` elements after the axis."""
    outer, r, inner = _i(p, "outer"), _i(p, "r"), _i(p, "inner")
    return (outer, r) if inner == 1 else (outer, r, inner)


def reduce_inputs(p: ReduceParams) -> list[tuple[str, Shape]]:
    return [("data", reduce_input_shape(p))]


def reduce_output(p: ReduceParams) -> Shape:
    outer, inner = _i(p, "outer"), _i(p, "inner")
    return (outer,) if inner == 1 else (outer, inner)


def reduce_output_dtype(p: ReduceParams) -> str:
    """int64 indices for argmax and argmin, float32 values otherwise."""
    return "int64" if p["kind"] in INDEX_KINDS else "float32"


def reduce_ref(p: ReduceParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    """In float64 along axis 1 of ``[outer, r, inner]`` (indices as float64 values)."""
    outer, r, inner = _i(p, "outer"), _i(p, "r"), _i(p, "inner")
    x = np.asarray(inputs[0], dtype=np.float64).reshape(outer, r, inner)
    kind = str(p["kind"])
    out: np.ndarray
    if kind in INDEX_KINDS:
        pick = np.argmax if kind == "argmax" else np.argmin
        # The last of tied values (last=1) is the first along the reversed axis.
        last = _i(p, "last") == 1
        out = r - 1 - pick(x[:, ::-1, :], axis=1) if last else pick(x, axis=1)
        out = out.astype(np.float64)
    elif kind == "logsumexp":
        top = x.max(axis=1)
        top = np.where(top == -np.inf, 0.0, top)  # a row of -inf alone: -inf, not NaN
        with np.errstate(divide="ignore"):
            out = np.log(np.exp(x - top[:, None, :]).sum(axis=1)) + top
    else:
        values = {"l1": np.abs(x), "l2": x * x, "sumsq": x * x}.get(kind, x)
        fns: dict[str, Callable[..., np.ndarray]] = {
            "max": np.max,
            "min": np.min,
            "prod": np.prod,
            "mean": np.mean,
        }
        out = fns.get(kind, np.sum)(values, axis=1)
        if kind == "l2":
            out = np.sqrt(out)
    return np.asarray(out).reshape(reduce_output(p))


def reduce_flops(p: ReduceParams) -> int:
    """:data:`KIND_OPS` per input element."""
    return KIND_OPS[str(p["kind"])] * _i(p, "outer") * _i(p, "r") * _i(p, "inner")


def check_reduce(p: ReduceParams) -> None:
    """``last`` is a flag of the index kinds; their axis fits a float32 index."""
    last, kind = _i(p, "last"), p["kind"]
    if last not in (0, 1):
        raise ValueError(f"reduce last={last} must be 0 or 1")
    if last and kind not in INDEX_KINDS:
        raise ValueError(f"reduce last=1 is for argmax and argmin, not {kind}")
    if kind in INDEX_KINDS and _i(p, "r") > MAX_INDEX_AXIS:
        raise ValueError(f"reduce {kind} along r={_i(p, 'r')} > {MAX_INDEX_AXIS} values")
