"""Mixed-radix index arithmetic of DiscreteSpace."""

from __future__ import annotations

import numpy as np
import pytest

from tuner.space import DiscreteSpace


def test_index_digits_round_trip(space: DiscreteSpace) -> None:
    idx = np.random.default_rng(0).integers(0, space.size, 500)
    assert np.array_equal(space.index_of_digits(space.digits(idx)), idx)
    for i in idx[:50].tolist():
        assert space.index_of(space.knobs(i)) == i
        assert space.index_of(space.knobs_json(i)) == i


def test_first_knob_is_least_significant(space: DiscreteSpace) -> None:
    assert space.knobs(1)["tile_m"] == space.choices[0][1]
    assert space.knobs(int(space.radices[0]))["tile_n"] == space.choices[1][1]
    assert space.size == int(np.prod([len(c) for c in space.choices]))


def test_neighbours_differ_in_exactly_one_knob(space: DiscreteSpace) -> None:
    rng = np.random.default_rng(1)
    idx = space.sample(rng, 300)
    nb = space.random_neighbours(idx, rng)
    diff = (space.digits(idx) != space.digits(nb)).sum(axis=1)
    assert np.all(diff == 1)


@pytest.mark.parametrize(
    ("knobs", "message"),
    [
        ({"tile_m": [1, 1], "tile_n": [1, 1], "order": "mnk"}, "knob 'unroll' is missing"),
        ({"tile_m": [3, 1], "tile_n": [1, 1], "order": "mnk", "unroll": 0}, "no choice (3, 1)"),
        ({"tile_m": [1, 1], "tile_n": [1, 1], "order": "mnk", "unroll": 0, "x": 1}, "unknown"),
    ],
)
def test_bad_configs_are_named(space: DiscreteSpace, knobs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        space.index_of(knobs)


def test_out_of_range_index(space: DiscreteSpace) -> None:
    with pytest.raises(ValueError, match="outside the space"):
        space.knobs(space.size)


def test_bad_space_declarations() -> None:
    with pytest.raises(ValueError, match="no choices"):
        DiscreteSpace.from_knobs([("a", [])])
    with pytest.raises(ValueError, match="bool"):
        DiscreteSpace.from_knobs([("a", [True, False])])
