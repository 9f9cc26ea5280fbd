"""The tuner seam: propose the next batch of configs, learn from their scores.

Scores are throughputs (GFLOP/s; any "higher is better" number works), with
0 for a failed config. A tuner never proposes a config twice: every index it
has proposed or been told about is remembered (resume feeds earlier results
through :meth:`Tuner.update` before the first proposal).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import numpy as np

from compiler.space import ConfigSpace
from tuner.options import parse_options


class Tuner(ABC):
    """Base of every search strategy.

    Subclasses set ``name`` and ``Options`` (a frozen dataclass of declared
    options with their defaults) and implement :meth:`_propose`.
    """

    name: ClassVar[str]
    Options: ClassVar[type]

    def __init__(
        self, space: ConfigSpace, options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> None:
        """Creates a tuner over ``space``.

        Args:
            space: The configs to search.
            options: Strategy options by name (strings are converted).
            seed: Seed of the tuner's random source.

        Raises:
            ValueError: An unknown option or an invalid value.
        """
        self.space = space
        self.options: Any = parse_options(self.Options, options, self.name)
        self.rng = np.random.default_rng(seed)
        self.seed = seed
        self._visited: set[int] = set()
        self._visited_sorted: np.ndarray | None = None
        self.indices: list[int] = []
        self.scores: list[float] = []
        self.best_score = 0.0
        self.best_index: int | None = None

    # -- bookkeeping -----------------------------------------------------------------
    def visited_sorted(self) -> np.ndarray:
        """Ascending array of every index proposed or measured."""
        if self._visited_sorted is None:
            self._visited_sorted = np.fromiter(sorted(self._visited), dtype=np.int64)
        return self._visited_sorted

    def _mark(self, indices: np.ndarray) -> None:
        self._visited.update(int(i) for i in indices)
        self._visited_sorted = None

    @property
    def n_visited(self) -> int:
        """Configs proposed or measured so far."""
        return len(self._visited)

    def has_next(self) -> bool:
        """Whether unvisited configs remain."""
        return len(self._visited) < self.space.size

    # -- the seam --------------------------------------------------------------------
    def next_batch(self, n: int) -> np.ndarray:
        """Up to ``n`` distinct configs never proposed before."""
        if n <= 0:
            raise ValueError(f"batch size must be positive, got {n}")
        n = min(n, self.space.size - len(self._visited))
        if n <= 0:
            return np.zeros(0, dtype=np.int64)
        batch = np.asarray(self._propose(n), dtype=np.int64)
        assert np.unique(batch).size == batch.size, "a tuner proposed a config twice"
        self._mark(batch)
        return batch

    def update(self, indices: Sequence[int] | np.ndarray, scores: Sequence[float]) -> None:
        """Learns from measured configs (score 0 for failures)."""
        idx = [int(i) for i in indices]
        sc = [max(float(s), 0.0) for s in scores]
        if len(idx) != len(sc):
            raise ValueError("indices and scores differ in length")
        self._mark(np.asarray(idx, dtype=np.int64))
        self.indices.extend(idx)
        self.scores.extend(sc)
        for i, s in zip(idx, sc, strict=True):
            if s > self.best_score:
                self.best_score, self.best_index = s, i
        self._learn(idx, sc)

    def forget(self, indices: Sequence[int] | np.ndarray) -> None:
        """Makes configs that were proposed but got no verdict proposable again.

        For results that say nothing about the config (the device was lost or
        stalled, the batch cancelled): the config is not excluded for good. Configs
        already scored through :meth:`update` stay known.
        """
        scored = set(self.indices)
        self._visited.difference_update(int(i) for i in indices if int(i) not in scored)
        self._visited_sorted = None

    def add_transfer(self, features: np.ndarray, scores: np.ndarray, groups: np.ndarray) -> None:
        """Records of related workloads (other shapes); only model-based tuners use them."""
        del features, scores, groups

    @abstractmethod
    def _propose(self, n: int) -> np.ndarray:
        """``n`` distinct unvisited indices (``n`` never exceeds what remains)."""

    def _learn(self, indices: list[int], scores: list[float]) -> None:  # noqa: B027
        """Hook for strategies that learn; the base only keeps the history."""

    # -- helpers for subclasses ------------------------------------------------------
    def random_unvisited(self, n: int, exclude: np.ndarray | None = None) -> np.ndarray:
        """``n`` distinct random unvisited indices (fewer only when the space runs out)."""
        taken = set(self._visited)
        if exclude is not None:
            taken.update(int(i) for i in exclude)
        remaining = self.space.size - len(taken)
        n = min(n, remaining)
        if n <= 0:
            return np.zeros(0, dtype=np.int64)
        if remaining <= 4 * n or self.space.size <= 50_000:
            pool = np.setdiff1d(
                np.arange(self.space.size, dtype=np.int64),
                np.fromiter(taken, dtype=np.int64, count=len(taken)),
                assume_unique=True,
            )
            return self.rng.choice(pool, size=n, replace=False)
        out: list[int] = []
        while len(out) < n:  # rejection sampling: the space is mostly unvisited here
            for i in self.space.sample_indices(self.rng, 2 * n).tolist():
                if i not in taken:
                    taken.add(i)
                    out.append(i)
                    if len(out) == n:
                        break
        return np.asarray(out, dtype=np.int64)
