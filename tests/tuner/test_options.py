"""Declared, validated tuner options: unknown names and bad values fail loudly."""

from __future__ import annotations

import pytest

from compiler.space import ConfigSpace
from tuner.options import parse_option_pairs
from tuner.tuners import TUNERS, check_tuner, make_tuner
from tuner.tuners.ga import GAOptions
from tuner.tuners.xgb import XGBOptions


def test_defaults_live_in_one_frozen_dataclass(space: ConfigSpace) -> None:
    tuner = make_tuner("xgb", space)
    assert tuner.options == XGBOptions()
    with pytest.raises(AttributeError):
        tuner.options.epsilon = 0.5  # type: ignore[misc]


def test_string_values_are_converted(space: ConfigSpace) -> None:
    tuner = make_tuner("ga", space, {"pop_size": "32", "mutation_prob": "0.2"})
    assert tuner.options == GAOptions(pop_size=32, mutation_prob=0.2)


@pytest.mark.parametrize("name", sorted(TUNERS))
def test_unknown_option_names_the_option_and_the_allowed_ones(name: str) -> None:
    with pytest.raises(ValueError, match=r"unknown option\(s\) bogus for tuner") as err:
        check_tuner(name, {"bogus": "1"})
    assert "allowed:" in str(err.value)


@pytest.mark.parametrize(
    ("name", "options", "message"),
    [
        ("xgb", {"epsilon": "1.5"}, "'epsilon' must be"),
        ("xgb", {"rounds": "many"}, "'rounds': 'many' is not an integer"),
        ("xgb", {"objective": "binary:logistic"}, "objective 'binary:logistic'"),
        ("ga", {"pop_size": "1"}, "'pop_size' must be"),
        ("ga", {"mutation_prob": "x"}, "not a number"),
        ("grid", {"start": "-1"}, "'start' must be"),
    ],
)
def test_bad_values(name: str, options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_tuner(name, options)


def test_unknown_tuner() -> None:
    with pytest.raises(ValueError, match="unknown tuner 'anneal'; choose one of xgb, ga"):
        check_tuner("anneal")


def test_option_pairs() -> None:
    assert parse_option_pairs(["a=1", " b = x "]) == {"a": "1", "b": "x"}
    with pytest.raises(ValueError, match="'a' is not KEY=VALUE"):
        parse_option_pairs(["a"])
