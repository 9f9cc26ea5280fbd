"""Genetic algorithm: selection by fitness, uniform crossover, per-knob mutation.

Genes are the per-knob choice numbers of a config. Each batch is a new
generation bred from the best measured configs (the population); children
already visited are discarded, so no config is measured twice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tuner.options import check_range
from tuner.tuners.base import Tuner


@dataclass(frozen=True)
class GAOptions:
    """Options of the genetic algorithm.

    Attributes:
        pop_size: Number of best measured configs that breed.
        elite: Of those, how many best are always parents (the rest by fitness).
        mutation_prob: Chance that each knob of a child is replaced at random.
    """

    pop_size: int = 64
    elite: int = 4
    mutation_prob: float = 0.1

    def __post_init__(self) -> None:
        check_range("pop_size", self.pop_size, 2)
        check_range("elite", self.elite, 0, self.pop_size)
        check_range("mutation_prob", self.mutation_prob, 0.0, 1.0)


class GATuner(Tuner):
    """Breeds each batch from the fittest measured configs."""

    name = "ga"
    Options = GAOptions

    def _propose(self, n: int) -> np.ndarray:
        opts: GAOptions = self.options
        if not self.scores or max(self.scores) <= 0:
            return self.random_unvisited(n)
        scores = np.asarray(self.scores)
        order = np.argsort(-scores, kind="stable")[: opts.pop_size]
        pop = np.asarray(self.indices, dtype=np.int64)[order]
        fitness = scores[order]
        prob = fitness / fitness.sum() if fitness.sum() > 0 else None
        genes = self.space.digits(pop)
        radices = self.space.radices
        out: list[int] = []
        seen = set(self._visited)
        for _ in range(20):  # bounded retries; random configs fill any shortfall
            m = 4 * n
            pa = self.rng.choice(len(pop), size=m, p=prob)
            pb = self.rng.choice(len(pop), size=m, p=prob)
            elite = min(m, opts.elite, len(pop))
            pa[:elite] = np.arange(elite)  # the very best always breed
            mask = self.rng.random((m, genes.shape[1])) < 0.5
            child = np.where(mask, genes[pa], genes[pb])
            mutate = self.rng.random(child.shape) < opts.mutation_prob
            fresh = (self.rng.random(child.shape) * radices).astype(np.int64)
            child = np.where(mutate, fresh, child)
            for i in self.space.index_of_digits(child).tolist():
                if i not in seen:
                    seen.add(i)
                    out.append(i)
                    if len(out) == n:
                        return np.asarray(out, dtype=np.int64)
        rest = self.random_unvisited(n - len(out), exclude=np.asarray(out, dtype=np.int64))
        return np.concatenate([np.asarray(out, dtype=np.int64), rest])
