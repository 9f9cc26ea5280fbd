"""Mixed-radix index arithmetic of ConfigSpace on numpy arrays of indices (the tuner's
search), on a space built from knob choices as a replay table stores them."""

from __future__ import annotations

import re

import numpy as np
import pytest

from compiler.space import ConfigSpace


def test_index_digits_round_trip(space: ConfigSpace) -> None:
    idx = np.random.default_rng(0).integers(0, space.size, 500)
    assert np.array_equal(space.index_of_digits(space.digits(idx)), idx)
    for i in idx[:50].tolist():
        assert space.index_of(space.get(i)) == i
        assert space.index_of(space.knobs_json(i)) == i
        assert space.knobs_json(i) == space.get(i).to_json()


def test_first_knob_is_least_significant(space: ConfigSpace) -> None:
    assert space.get(1)["tile_m"] == space.choices[0][1]
    assert space.get(int(space.radices[0]))["tile_n"] == space.choices[1][1]
    assert space.size == int(np.prod([len(c) for c in space.choices]))


def test_neighbours_differ_in_exactly_one_knob(space: ConfigSpace) -> None:
    rng = np.random.default_rng(1)
    idx = space.sample_indices(rng, 300)
    nb = space.random_neighbours(idx, rng)
    diff = (space.digits(idx) != space.digits(nb)).sum(axis=1)
    assert np.all(diff == 1)


@pytest.mark.parametrize(
    ("knobs", "message"),
    [
        ({"tile_m": [1, 1], "tile_n": [1, 1], "order": "mnk"}, "does not set knob 'unroll'"),
        ({"tile_m": [3, 1], "tile_n": [1, 1], "order": "mnk", "unroll": 0}, "value [3, 1] is not"),
        ({"tile_m": [1, 1], "tile_n": [1, 1], "order": "mnk", "unroll": 0, "x": 1}, "unknown"),
    ],
)
def test_bad_configs_are_named(space: ConfigSpace, knobs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        space.index_of(knobs)


def test_out_of_range_index(space: ConfigSpace) -> None:
    with pytest.raises(ValueError, match="outside the space"):
        space.knobs_json(space.size)


def test_bad_space_declarations() -> None:
    with pytest.raises(ValueError, match="no candidate values"):
        ConfigSpace.from_choices([("a", [])])
    with pytest.raises(ValueError, match="is not an int, a list of ints or a string"):
        ConfigSpace.from_choices([("a", [1.5, 2.5])])
