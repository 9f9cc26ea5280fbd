"""Search strategies by name: ``random``, ``grid``, ``ga`` and ``xgb`` (the default)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compiler.space import ConfigSpace
from tuner.features import Featurizer
from tuner.tuners.base import Tuner
from tuner.tuners.ga import GATuner
from tuner.tuners.grid import GridTuner
from tuner.tuners.random_tuner import RandomTuner
from tuner.tuners.xgb import XGBTuner

TUNERS: dict[str, type[Tuner]] = {
    "xgb": XGBTuner,
    "ga": GATuner,
    "random": RandomTuner,
    "grid": GridTuner,
}

DEFAULT_TUNER = "xgb"


def check_tuner(name: str, options: Mapping[str, Any] | None = None) -> None:
    """Validates a tuner name and its options without a space (fails before anything starts).

    Raises:
        ValueError: Unknown tuner, unknown option or bad option value.
    """
    from tuner.options import parse_options

    if name not in TUNERS:
        raise ValueError(f"unknown tuner {name!r}; choose one of {', '.join(TUNERS)}")
    parse_options(TUNERS[name].Options, options, name)


def make_tuner(
    name: str,
    space: ConfigSpace,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    featurizer: Featurizer | None = None,
) -> Tuner:
    """Creates the named tuner over ``space``.

    Raises:
        ValueError: Unknown tuner, unknown option or bad option value.
    """
    check_tuner(name, options)
    if name == "xgb":
        return XGBTuner(space, options, seed, featurizer=featurizer)
    return TUNERS[name](space, options, seed)


__all__ = ["DEFAULT_TUNER", "TUNERS", "Tuner", "check_tuner", "make_tuner"]
