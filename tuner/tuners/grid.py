"""Grid search: every config in index order, each exactly once."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.space import ConfigSpace
from tuner.options import check_range
from tuner.tuners.base import Tuner


@dataclass(frozen=True)
class GridOptions:
    """Options of grid search.

    Attributes:
        start: Index to start from (the walk wraps around to cover the space).
    """

    start: int = 0

    def __post_init__(self) -> None:
        check_range("start", self.start, 0)


class GridTuner(Tuner):
    """Walks the space in index order, skipping configs already measured."""

    name = "grid"
    Options = GridOptions

    def __init__(
        self, space: ConfigSpace, options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> None:
        """See :class:`Tuner`."""
        super().__init__(space, options, seed)
        opts: GridOptions = self.options
        if opts.start >= self.space.size:
            raise ValueError(f"option 'start' must be < space size {self.space.size}")
        self._offset = 0
        self._start = opts.start

    def _propose(self, n: int) -> np.ndarray:
        out: list[int] = []
        size = self.space.size
        while len(out) < n and self._offset < size:
            i = (self._start + self._offset) % size
            self._offset += 1
            if i not in self._visited:
                out.append(i)
        return np.asarray(out, dtype=np.int64)
