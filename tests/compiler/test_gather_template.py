"""The gather kernel: every config against the reference, bit for bit (negative zeros,
NaNs and infinities pass through unchanged), with negative indices, repeated ones, an
inner axis of one element and a table of one row; indices out of range never read
outside the table; and the workload's index inputs are int64 in their valid range."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference
from compiler.ops import index_inputs, input_dtypes
from runtime import Kernel, build


@functools.lru_cache(maxsize=16)
def _kernel(workload: str, config_json: str) -> Kernel:
    return build(workload, config_json, num_threads=2)


@pytest.mark.parametrize(
    "workload",
    [
        "gather:outer=1,n=500,count=37,inner=96",  # an embedding lookup
        "gather:outer=6,n=9,count=20,inner=35",  # an inner axis, ragged rows, repeats
        "gather:outer=40,n=13,count=3,inner=1",  # the last axis: one element a row
        "gather:outer=3,n=1,count=5,inner=17",  # a table of one row
        "gather:outer=1,n=64,count=2,inner=9000",  # rows longer than a parallel block
    ],
)
def test_every_config_gathers_bit_for_bit(workload: str) -> None:
    w = Workload.parse(workload)
    data, indices = random_inputs(w, np.random.default_rng(len(workload)))
    n = int(w.params_dict["n"])
    assert indices.dtype == np.int64
    assert indices.min() >= -n
    assert indices.max() < n
    if n > 1:
        assert (indices < 0).any(), "the random indices should count from the end too"
    flat = data.reshape(-1)
    for at, special in enumerate((-0.0, np.nan, np.inf, -np.inf)):
        flat[at * flat.size // 4] = special
    want = reference(w, [data, indices]).astype(np.float32)
    space = get_space(w)
    for i in range(space.size):
        config = space.get(i)
        got = _kernel(str(w), config.to_json_str())(data, indices)
        np.testing.assert_array_equal(
            got.view(np.uint32), want.view(np.uint32), err_msg=str(config)
        )


def test_indices_out_of_range_read_inside_the_table() -> None:
    """The kernel clamps: an index past either end reads the nearest row, never memory
    beside the table (the model runtime refuses such indices before the call)."""
    w = Workload.parse("gather:outer=2,n=7,count=4,inner=33")
    data = np.random.default_rng(1).standard_normal((2, 7, 33)).astype(np.float32)
    indices = np.array([7, -8, 1 << 40, -(1 << 40)], np.int64)
    got = _kernel(str(w), get_space(w).default().to_json_str())(data, indices)
    np.testing.assert_array_equal(got, data[:, [6, 0, 6, 0], :])


def test_index_inputs_are_int64_in_their_range() -> None:
    w = Workload.parse("gather:outer=2,n=7,count=4,inner=3")
    assert index_inputs(w) == {"indices": (-7, 7)}
    assert input_dtypes(w) == ["float32", "int64"]
    assert index_inputs(Workload.parse("copy:shape=3,strides=1,size=3")) == {}


def test_buffer_sizes_count_indices_as_int64() -> None:
    """What the CLI checks against memory: 8 bytes an index, 4 a float."""
    from autotune.cli.checks import workload_bytes

    w = Workload.parse("gather:outer=2,n=7,count=4,inner=3")
    assert workload_bytes(w) == 4 * (2 * 7 * 3) + 8 * 4 + 4 * (2 * 4 * 3)
