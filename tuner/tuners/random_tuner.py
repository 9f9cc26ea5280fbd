"""Random search: uniformly random configs, each at most once."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tuner.tuners.base import Tuner


@dataclass(frozen=True)
class RandomOptions:
    """Random search has no options."""


class RandomTuner(Tuner):
    """Proposes uniformly random unvisited configs."""

    name = "random"
    Options = RandomOptions

    def _propose(self, n: int) -> np.ndarray:
        return self.random_unvisited(n)
