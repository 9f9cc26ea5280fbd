"""Feature vectors for the cost model, computed for arrays of config indices.

Two parts, concatenated:

* knob features, vectorised through per-knob lookup tables: log2 of every
  factor of a tile split, log2(1 + v) of integer knobs, one-hot of named
  choices. Logs of tile factors are shape-relative enough to transfer between
  shapes of one operator (the innermost factors, which decide register
  blocking and vector width, mean the same thing at every size).
* optional loop-nest features (``compiler.features``), one vector per config,
  cached because lowering a config is far slower than a table lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from compiler.space import ConfigSpace, KnobValue

#: Maps a config index to its loop-nest feature vector.
LoopNestFeatures = Callable[[int], np.ndarray]


def _knob_kind(choices: Sequence[KnobValue]) -> str:
    kinds = {type(c) for c in choices}
    if kinds == {tuple}:
        return "split"
    if kinds == {int}:
        return "int"
    return "choice"


class Featurizer:
    """Turns config indices (or knob dicts of related spaces) into float32 features."""

    def __init__(self, space: ConfigSpace, loop_nest: LoopNestFeatures | None = None) -> None:
        """Builds the lookup tables of ``space``.

        Args:
            space: The space whose indices will be featurised.
            loop_nest: Optional loop-nest features of one config index.
        """
        self.space = space
        self._loop_nest = loop_nest
        self._cache: dict[int, np.ndarray] = {}
        self._kinds = [_knob_kind(c) for c in space.choices]
        self._labels: list[list[KnobValue]] = []
        self._tables = [self._table(i) for i in range(len(space.names))]
        self.n_knob_features = sum(t.shape[1] for t in self._tables)

    def _value_row(self, knob: int, value: KnobValue) -> np.ndarray:
        kind = self._kinds[knob]
        if kind == "split":
            assert isinstance(value, tuple)
            return np.log2(np.maximum(np.asarray(value, dtype=np.float64), 1.0))
        if kind == "int":
            assert isinstance(value, int)
            return np.array([np.log2(1.0 + max(value, 0))])
        labels = self._labels[knob]
        row = np.zeros(len(labels))
        if value in labels:
            row[labels.index(value)] = 1.0
        return row

    def _table(self, knob: int) -> np.ndarray:
        choices = self.space.choices[knob]
        kind = self._kinds[knob]
        self._labels.append(list(choices) if kind == "choice" else [])
        if kind == "split":
            width = max(len(c) for c in choices)  # type: ignore[arg-type]
            if any(len(c) != width for c in choices):  # type: ignore[arg-type]
                raise ValueError(f"knob {self.space.names[knob]!r}: splits of unequal length")
        return np.stack([self._value_row(knob, c) for c in choices]).astype(np.float32)

    def _loop_nest_rows(self, indices: np.ndarray) -> np.ndarray:
        assert self._loop_nest is not None
        rows = []
        for i in indices.tolist():
            vec = self._cache.get(i)
            if vec is None:
                vec = np.asarray(self._loop_nest(i), dtype=np.float32)
                self._cache[i] = vec
            rows.append(vec)
        return np.stack(rows)

    @property
    def has_loop_nest(self) -> bool:
        """Whether loop-nest features follow the knob features."""
        return self._loop_nest is not None

    def knob_features(self, indices: np.ndarray) -> np.ndarray:
        """Knob features only (table lookups; cheap enough for the annealer's inner loop)."""
        idx = np.asarray(indices, dtype=np.int64).reshape(-1)
        digits = self.space.digits(idx)
        return np.concatenate([t[digits[:, k]] for k, t in enumerate(self._tables)], axis=1)

    def __call__(self, indices: np.ndarray) -> np.ndarray:
        """All features of each index: shape ``(len(indices), n_features)``."""
        idx = np.asarray(indices, dtype=np.int64).reshape(-1)
        knob = self.knob_features(idx)
        if self._loop_nest is None or not idx.size:
            return knob
        return np.concatenate([knob, self._loop_nest_rows(idx)], axis=1)

    def from_knobs(self, knobs: Mapping[str, Any], loop_nest: np.ndarray | None) -> np.ndarray:
        """Features of a config of a related space (same operator, another shape).

        Used for transfer learning: split factors and named choices are mapped
        by value, so configs of other shapes land in the same feature layout.

        Raises:
            ValueError: A knob is missing or a split has the wrong length.
        """
        parts = []
        for k, name in enumerate(self.space.names):
            if name not in knobs:
                raise ValueError(f"config has no knob {name!r}")
            raw = knobs[name]
            value: KnobValue = tuple(int(v) for v in raw) if isinstance(raw, list | tuple) else raw
            row = self._value_row(k, value)
            if row.shape[0] != self._tables[k].shape[1]:
                raise ValueError(f"knob {name!r} has a different shape in this config")
            parts.append(row)
        if self._loop_nest is not None:
            if loop_nest is None:
                raise ValueError("loop-nest features are required by this featurizer")
            parts.append(np.asarray(loop_nest, dtype=np.float64))
        return np.concatenate(parts).astype(np.float32)
