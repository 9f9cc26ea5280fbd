"""The ``concat`` operator: the rows of several inputs joined side by side.

``out[r, :] = in0[r, :] ++ in1[r, :] ++ ...`` over ``rows`` rows, input ``i`` ``widths_i``
wide. A Concat along any axis is one: ``rows`` the product of the axes before it, each
input's width its length along the axis times the product of the axes after it (Swin's
``torch.roll`` and patch merging, rotary embeddings' ``cat(-x2, x1)``). A concat whose
inputs are whole contiguous slices of the output (along the channels of one image, or
any axis with only unit axes before it) needs no kernel: its inputs are written in place.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

from compiler.ops_copy import ints_joined

ConcatParams = Mapping[str, int | str]

#: Inputs of one concat kernel at most (a wider Concat stays a numpy step).
MAX_INPUTS = 8


def parse_widths(text: str) -> tuple[int, ...]:
    widths = ints_joined(text, "concat widths")
    if any(w < 1 for w in widths):
        raise ValueError(f"concat widths={text!r} has an input of no elements")
    if not 2 <= len(widths) <= MAX_INPUTS:
        raise ValueError(f"concat widths={text!r} joins {len(widths)} inputs; 2 to {MAX_INPUTS}")
    return widths


def canonical_widths(text: str) -> str:
    return "x".join(str(w) for w in parse_widths(text))


def concat_widths(p: ConcatParams) -> tuple[int, ...]:
    return parse_widths(str(p["widths"]))


def concat_rows(p: ConcatParams) -> int:
    rows = p["rows"]
    assert isinstance(rows, int), "rows is not an int"
    return rows


def concat_inputs(p: ConcatParams) -> list[tuple[str, tuple[int, ...]]]:
    return [(f"in{i}", (concat_rows(p), w)) for i, w in enumerate(concat_widths(p))]


def concat_output(p: ConcatParams) -> tuple[int, ...]:
    return (concat_rows(p), sum(concat_widths(p)))


def concat_ref(p: ConcatParams, inputs: Sequence[np.ndarray]) -> np.ndarray:
    rows = concat_rows(p)
    parts = [np.asarray(x).reshape(rows, w) for x, w in zip(inputs, concat_widths(p), strict=True)]
    return np.concatenate(parts, axis=1)


def concat_elements(p: ConcatParams) -> int:
    """One per element moved (the tuner ranks every kernel by its rate)."""
    return math.prod(concat_output(p))


def concat_params(shapes: Sequence[Sequence[int]], axis: int) -> dict[str, int | str] | None:
    """The ``concat`` parameters of a Concat of tensors of ``shapes`` along ``axis``
    (inputs of no elements left out); None when fewer than 2 or more than
    :data:`MAX_INPUTS` inputs are left."""
    rows = math.prod(shapes[0][:axis])
    widths = [math.prod(s[axis:]) for s in shapes if math.prod(s[axis:])]
    if not 2 <= len(widths) <= MAX_INPUTS or rows == 0:
        return None
    return {"rows": int(rows), "widths": "x".join(str(int(w)) for w in widths)}
