"""Comparisons of the vectorized index (bounds checks) rendered as 32-bit lane compares.

The renderer compares ``k * lane`` (a constant vector) with the scalar rest of the
comparison, clamped to int32. These kernels take every comparison operator, lane
coefficients of both signs and a rest far outside int32 (which a plain truncation would
wrap into range), against numpy.
"""

from __future__ import annotations

import numpy as np
import pytest

from compiler import te
from compiler.schedule import Schedule
from compiler.te.expr import CMP_OPS, binary
from runtime import build_schedule

ROWS, COLS, LANES = 5, 37, 8
# Row j's offset: 0, 1, -3, +2^33 and -2^33 (2^33 is 0 in int32: truncated, the last two
# rows would compare like row 0).
OFFSETS = (0, 1, -3, 1 << 33, -(1 << 33))


def _pick(op: str, coef: int, x: np.ndarray) -> np.ndarray:
    """numpy's answer: ``x[j, i]`` where ``coef * i + offset[j] OP 11``, else 0."""
    i = np.arange(COLS, dtype=np.int64)[None, :]
    offset = np.asarray(OFFSETS, dtype=np.int64)[:, None]
    lhs = coef * i + offset
    keep = {
        "<": lhs < 11,
        "<=": lhs <= 11,
        ">": lhs > 11,
        ">=": lhs >= 11,
        "==": lhs == 11,
        "!=": lhs != 11,
    }[op]
    return np.where(keep, x, np.float32(0))


@pytest.mark.parametrize("coef", [1, 2, -1, -3])
@pytest.mark.parametrize("op", CMP_OPS)
def test_lane_comparisons_match_numpy(op: str, coef: int) -> None:
    x = te.placeholder((ROWS, COLS), "x")
    offsets = te.placeholder((ROWS,), "offsets", dtype="int64")

    def body(j: te.Expr, i: te.Expr) -> te.Expr:
        # The row's offset comes from memory: a scalar the compiler cannot fold.
        cond = binary(op, i * coef + offsets[j], te.const(11))
        return te.if_then_else(cond, x[j, i], 0.0)

    out = te.compute((ROWS, COLS), body, "out")
    s = Schedule(out)
    _, inner = s[out].split(out.compute_op.axes[1], LANES)
    s[out].vectorize(inner)
    kernel = build_schedule(s, [x, offsets, out], num_threads=1)
    data = np.random.default_rng(coef + 7).standard_normal((ROWS, COLS)).astype(np.float32)
    got = np.full((ROWS, COLS), np.nan, np.float32)
    kernel.run(data, np.asarray(OFFSETS, dtype=np.int64), out=got)
    np.testing.assert_array_equal(got, _pick(op, coef, data))
