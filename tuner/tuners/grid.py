"""Grid search: every config in index order, each exactly once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
        self._again: list[int] = []  # forgotten configs the cursor has passed already

    def forget(self, indices: Sequence[int] | np.ndarray) -> None:
        """See :meth:`Tuner.forget`; the grid proposes these again first."""
        super().forget(indices)
        self._again.extend(int(i) for i in indices if int(i) not in self._visited)

    def _propose(self, n: int) -> np.ndarray:
        out: list[int] = []
        while self._again and len(out) < n:
            i = self._again.pop(0)
            if i not in self._visited and i not in out:
                out.append(i)
        size = self.space.size
        while len(out) < n and self._offset < size:
            i = (self._start + self._offset) % size
            self._offset += 1
            if i not in self._visited:
                out.append(i)
        return np.asarray(out, dtype=np.int64)
