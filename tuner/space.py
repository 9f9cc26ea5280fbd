"""A search space as data plus arithmetic: knob choices and a mixed-radix index.

The tuner works on integer indices (numpy arrays of them, so search is
vectorised) and their per-knob digits. A :class:`DiscreteSpace` is built
either from the compiler's ``ConfigSpace`` (see :func:`from_config_space`) or
from a replay table, so search logic never needs a compiler or a device.

Index order: the first knob is the least significant digit, as in TVM's
config space (``index = d0 + r0 * (d1 + r1 * (d2 + ...))``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

#: A knob value as it appears in a config: int, tuple of ints (tile split), or str.
KnobValue = int | tuple[int, ...] | str


@runtime_checkable
class SearchSpace(Protocol):
    """What the tuner needs from a space of candidate configs."""

    @property
    def size(self) -> int:
        """Number of configs in the space."""
        ...

    def knob_choices(self) -> Sequence[tuple[str, Sequence[KnobValue]]]:
        """Knob names and their choices, in index order (least significant first)."""
        ...


def _freeze(value: Any) -> KnobValue:
    """Turns JSON-ish knob values (lists) into hashable ones (tuples)."""
    if isinstance(value, list | tuple):
        return tuple(int(v) for v in value)
    if isinstance(value, bool):
        raise ValueError(f"knob value {value!r} is a bool; expected int, list of ints or str")
    if isinstance(value, int | str):
        return value
    if isinstance(value, np.integer):
        return int(value)
    raise ValueError(f"unsupported knob value {value!r} ({type(value).__name__})")


class DiscreteSpace:
    """Knobs with finite choices; configs are mixed-radix indices.

    Treated as immutable after construction.

    Attributes:
        names: Knob names in index order.
        choices: For each knob, its choices.
        radices: Number of choices per knob (int64 array).
        strides: Index weight of each knob's digit (int64 array).
    """

    def __init__(self, names: tuple[str, ...], choices: tuple[tuple[KnobValue, ...], ...]) -> None:
        if len(names) != len(choices):
            raise ValueError("names and choices differ in length")
        if not names:
            raise ValueError("a space needs at least one knob")
        for name, opts in zip(names, choices, strict=True):
            if not opts:
                raise ValueError(f"knob {name!r} has no choices")
        self.names = names
        self.choices = choices
        self._lookup = [{v: i for i, v in enumerate(c)} for c in choices]
        self.radices = np.array([len(c) for c in choices], dtype=np.int64)
        self.strides = np.ones_like(self.radices)
        self.strides[1:] = np.cumprod(self.radices[:-1])

    @classmethod
    def from_knobs(cls, knobs: Sequence[tuple[str, Sequence[Any]]]) -> DiscreteSpace:
        """Builds a space from ``[(name, [choice, ...]), ...]`` (JSON-ish values accepted)."""
        names = tuple(str(n) for n, _ in knobs)
        choices = tuple(tuple(_freeze(v) for v in opts) for _, opts in knobs)
        return cls(names, choices)

    @property
    def size(self) -> int:
        """Number of configs."""
        return int(np.prod(self.radices))

    def knob_choices(self) -> list[tuple[str, tuple[KnobValue, ...]]]:
        """Knob names and choices, in index order."""
        return list(zip(self.names, self.choices, strict=True))

    def digits(self, indices: np.ndarray) -> np.ndarray:
        """Per-knob choice numbers of each index: shape ``(len(indices), n_knobs)``."""
        idx = np.asarray(indices, dtype=np.int64).reshape(-1)
        return (idx[:, None] // self.strides[None, :]) % self.radices[None, :]

    def index_of_digits(self, digits: np.ndarray) -> np.ndarray:
        """Inverse of :meth:`digits`."""
        return np.asarray(digits, dtype=np.int64) @ self.strides

    def knobs(self, index: int) -> dict[str, KnobValue]:
        """The knob values of one config."""
        if not 0 <= index < self.size:
            raise ValueError(f"config index {index} is outside the space (size {self.size})")
        d = self.digits(np.array([index]))[0]
        return {n: c[int(k)] for n, c, k in zip(self.names, self.choices, d, strict=True)}

    def knobs_json(self, index: int) -> dict[str, Any]:
        """Knob values of one config as JSON-friendly values (tuples become lists)."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.knobs(index).items()}

    def index_of(self, knobs: Mapping[str, Any]) -> int:
        """The index of a config given as knob values.

        Raises:
            ValueError: A knob is missing, unknown or has a value outside its choices.
        """
        extra = set(knobs) - set(self.names)
        if extra:
            raise ValueError(f"unknown knobs {sorted(extra)}; this space has {list(self.names)}")
        index = 0
        lookups = self._lookup
        for name, lookup, stride in zip(self.names, lookups, self.strides, strict=True):
            if name not in knobs:
                raise ValueError(f"knob {name!r} is missing")
            value = _freeze(knobs[name])
            if value not in lookup:
                raise ValueError(f"knob {name!r} has no choice {value!r}")
            index += lookup[value] * int(stride)
        return index

    def random_neighbours(self, indices: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """For each index, a config that differs in exactly one knob (where one exists)."""
        d = self.digits(indices)
        n = d.shape[0]
        movable = np.flatnonzero(self.radices > 1)
        if movable.size == 0:
            return np.asarray(indices, dtype=np.int64).copy()
        knob = movable[rng.integers(0, movable.size, size=n)]
        radix = self.radices[knob]
        # A shift in [1, radix) guarantees a different choice for that knob.
        shift = 1 + (rng.random(n) * (radix - 1)).astype(np.int64)
        d[np.arange(n), knob] = (d[np.arange(n), knob] + shift) % radix
        return self.index_of_digits(d)

    def sample(self, rng: np.random.Generator, n: int) -> np.ndarray:
        """``n`` uniformly random indices (with replacement)."""
        return rng.integers(0, self.size, size=n, dtype=np.int64)
