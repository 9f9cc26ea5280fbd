"""The concat kernel: every config against the reference, bit for bit (negative zeros,
NaNs and infinities pass through unchanged), on joins of two to eight inputs, one row
longer than a parallel block, single columns; and its one-line refusals."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference
from runtime import Kernel, build


@functools.lru_cache(maxsize=16)
def _kernel(workload: str, config_json: str) -> Kernel:
    return build(workload, config_json, num_threads=2)


@pytest.mark.parametrize(
    "workload",
    [
        "concat:rows=56,widths=5088x288",  # Swin's roll: two unequal parts
        "concat:rows=33,widths=96x96x96x96",  # patch merging: four equal ones
        "concat:rows=5,widths=13x1x8x2x7x3x5x9",  # eight, ragged, a single column
        "concat:rows=1,widths=9000x33",  # one row, longer than a parallel block
    ],
)
def test_every_config_joins_bit_for_bit(workload: str) -> None:
    w = Workload.parse(workload)
    inputs = random_inputs(w, np.random.default_rng(len(workload)))
    for x, special in zip(inputs, (-0.0, np.nan, np.inf, -np.inf), strict=False):
        x.reshape(-1)[x.size // 2] = special
    want = reference(w, inputs).astype(np.float32)
    space = get_space(w)
    for i in range(space.size):
        config = space.get(i)
        got = _kernel(str(w), config.to_json_str())(*inputs)
        np.testing.assert_array_equal(
            got.view(np.uint32), want.view(np.uint32), err_msg=str(config)
        )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("concat:rows=3,widths=5", "joins 1 inputs; 2 to 8"),
        ("concat:rows=3,widths=1x1x1x1x1x1x1x1x1", "joins 9 inputs; 2 to 8"),
        ("concat:rows=3,widths=4x0", "has an input of no elements"),
        ("concat:rows=3,widths=4y5", "is not integers joined by 'x'"),
    ],
)
def test_bad_concats_are_one_line(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Workload.parse(text)
