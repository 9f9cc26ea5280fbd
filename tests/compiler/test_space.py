"""Config spaces: mixed-radix index <-> config, defaults, validation, JSON."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compiler import Config, InvalidConfig, Workload, get_space
from compiler.space import ConfigSpace, choice_knob, order_knob, split_knob

SPACE = ConfigSpace(
    (
        split_knob("tile", [(1, 2), (2, 2), (4, 1)]),
        choice_knob("vec", [8, 16]),
        order_knob("order", "mnk"),
        choice_knob("mode", ["a", "b", "c"]),
    ),
    {"tile": (2, 2), "vec": 16, "order": "nkm", "mode": "b"},
)


def test_size_is_product_of_candidate_counts() -> None:
    assert SPACE.size == 3 * 2 * 6 * 3


@given(st.integers(min_value=0, max_value=3 * 2 * 6 * 3 - 1))
def test_index_config_round_trip(index: int) -> None:
    cfg = SPACE.get(index)
    assert SPACE.index_of(cfg) == index
    assert Config.from_json(cfg.to_json()) == cfg
    assert Config.from_json_str(cfg.to_json_str()) == cfg


def test_all_indices_give_distinct_configs() -> None:
    configs = {SPACE.get(i) for i in range(SPACE.size)}
    assert len(configs) == SPACE.size


def test_first_knob_is_least_significant_digit() -> None:
    assert SPACE.get(1).knobs["tile"] == (2, 2)
    assert SPACE.get(3).knobs["vec"] == 16


def test_default_is_in_space() -> None:
    SPACE.validate(SPACE.default())
    assert SPACE.default().knobs["order"] == "nkm"


@pytest.mark.parametrize(
    "workload",
    ["matmul:m=1024,n=1024,k=1024", "matmul:m=1,n=1,k=1", "batch_matmul:b=2,m=7,n=3,k=5"],
)
def test_template_default_in_space_and_round_trips(workload: str) -> None:
    space = get_space(workload)
    default = space.default()
    space.validate(default)
    assert space.get(space.index_of(default)) == default
    rng = random.Random(0)
    for cfg in space.sample(rng, 20):
        assert space.get(space.index_of(cfg)) == cfg


def test_value_outside_space_names_knob_and_allowed_values() -> None:
    bad = dict(SPACE.default().to_json())
    bad["vec"] = 12
    with pytest.raises(InvalidConfig, match=r"knob 'vec'.*12.*allowed values: 8, 16"):
        SPACE.validate(Config.from_json(bad))


def test_missing_and_unknown_knobs_are_invalid() -> None:
    partial = {k: v for k, v in SPACE.default().to_json().items() if k != "mode"}
    with pytest.raises(InvalidConfig, match="mode"):
        SPACE.validate(Config.from_json(partial))
    extra = {**SPACE.default().to_json(), "bogus": 1}
    with pytest.raises(InvalidConfig, match="bogus"):
        SPACE.index_of(Config.from_json(extra))


def test_invalid_config_is_a_value_error() -> None:
    assert issubclass(InvalidConfig, ValueError)


@pytest.mark.parametrize("index", [-1, 3 * 2 * 6 * 3])
def test_index_out_of_range(index: int) -> None:
    with pytest.raises(InvalidConfig, match="outside the space"):
        SPACE.get(index)


@pytest.mark.parametrize("text", ["[1, 2]", "{not json", '{"a": {"b": 1}}', '{"a": [1, "x"]}'])
def test_bad_config_json(text: str) -> None:
    with pytest.raises(InvalidConfig):
        Config.from_json_str(text)


def test_sample_is_distinct_and_bounded() -> None:
    got = SPACE.sample(random.Random(3), 50)
    assert len(got) == 50
    assert len(set(got)) == 50
    assert len(SPACE.sample(random.Random(3), 10_000)) == SPACE.size


def test_config_is_hashable_and_frozen() -> None:
    cfg = SPACE.get(5)
    assert hash(cfg) == hash(Config.from_json(cfg.to_json()))
    with pytest.raises(TypeError):
        cfg.knobs["vec"] = 1  # type: ignore[index]


@settings(max_examples=25)
@given(st.data())
def test_matmul_space_round_trip(data: st.DataObject) -> None:
    space = get_space("matmul:m=100,n=77,k=300")
    index = data.draw(st.integers(0, space.size - 1))
    assert space.index_of(space.get(index)) == index


def test_a_config_recorded_before_a_knob_existed_means_its_implied_value() -> None:
    space = ConfigSpace(
        (choice_knob("vec", (4, 8)), choice_knob("passes", (1, 2, 4), implied=1)),
        {"vec": 8, "passes": 2},
    )
    old = Config({"vec": 4})
    assert space.upgrade(old) == Config({"vec": 4, "passes": 1})
    assert space.index_of(old) == space.index_of({"vec": 4, "passes": 1})
    assert space.upgrade(Config({"vec": 4, "passes": 4})).knobs["passes"] == 4
    with pytest.raises(InvalidConfig, match="does not set knob 'passes'"):
        space.validate(old)  # upgrade first: validate itself stays strict
    strict = ConfigSpace((choice_knob("vec", (4, 8)), choice_knob("unroll", (1, 2))))
    with pytest.raises(InvalidConfig, match="does not set knob 'unroll'"):
        strict.index_of(old)
    with pytest.raises(ValueError, match="implied value 3"):
        choice_knob("passes", (1, 2), implied=3)


def test_blocked_conv_records_from_before_the_reduction_passes_still_build() -> None:
    from compiler.ops import random_inputs, reference
    from runtime import build

    w = Workload.parse("conv2d:n=1,c=32,h=5,w=5,k=16,r=3,s=3,pad=1,epilogue=bias,layout_in=nchw16c")
    space = get_space(w)
    old = {k: v for k, v in space.default().knobs.items() if k != "c_passes"}
    assert space.index_of(old) == space.index_of({**old, "c_passes": 1})
    kernel = build(w, old)
    inputs = random_inputs(w, np.random.default_rng(1))
    got, want = kernel(*inputs), reference(w, inputs)
    assert abs(got - want).max() < 1e-4 * abs(want).max()


def test_knobs_as_builds_a_schedule_dataclass_from_its_knobs() -> None:
    from dataclasses import dataclass

    from compiler.space import knobs_as

    @dataclass(frozen=True)
    class Sched:
        tile: int
        order: str
        double: bool

    got = knobs_as(Sched, Config({"tile": 8, "order": "mn", "double": 1}))
    assert got == Sched(8, "mn", True)
    assert knobs_as(Sched, Config({"tile": 2, "order": "nm", "double": 0})).double is False
    with pytest.raises(InvalidConfig, match="double"):
        knobs_as(Sched, Config({"tile": 8, "order": "mn"}))
