"""Search spaces: knobs, configs and the mixed-radix index between them.

A template declares its space as an ordered tuple of knobs, each with a
finite tuple of candidate values. A config picks one value per knob; its
index in the space is the mixed-radix number whose digits are the positions
of the picked values (the first knob is the least significant digit, as in
AutoTVM: ``index = d0 + r0 * (d1 + r1 * (d2 + ...))``). Every index in
``range(space.size)`` is a valid config.

The same :class:`ConfigSpace` is what the tuner searches: besides configs one
at a time, it does the index arithmetic on numpy arrays of indices (digits,
neighbours, samples), so the search is vectorized, and a replay table of
measured configs builds one from its knob choices (:meth:`ConfigSpace.from_choices`)
without any template.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
import json
import math
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

import numpy as np

from compiler.errors import InvalidConfig

_T = TypeVar("_T")

#: A knob value: an int, a tile split (tuple of ints) or a string (loop order, choice).
KnobValue = int | tuple[int, ...] | str


class KnobKind(enum.Enum):
    """What a knob controls; the cost-model features encode each kind differently."""

    SPLIT = "split"  # a multi-level tile split: a tuple of factors
    CHOICE = "choice"  # one of a few ints or strings (vector width, unroll, on/off)
    ORDER = "order"  # a loop order, written as a string of axis letters


def _normalize(value: Any) -> KnobValue:
    """Turns a JSON value (list, int, str) into a KnobValue (tuple, int, str)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | str):
        return value
    if isinstance(value, list | tuple) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return tuple(int(v) for v in value)
    raise InvalidConfig(f"knob value {value!r} is not an int, a list of ints or a string")


@dataclass(frozen=True, slots=True)
class Knob:
    """One tunable parameter with a finite, ordered tuple of candidate values.

    Attributes:
        name: Knob name, unique within its space.
        kind: What the knob controls.
        candidates: The allowed values; their positions are the knob's digits.
        implied: For a knob added to a template after configs were recorded: the value
            that behaves as the template did before (a config without the knob means
            it; :meth:`ConfigSpace.upgrade`). None for knobs every config must set.
    """

    name: str
    kind: KnobKind
    candidates: tuple[KnobValue, ...]
    implied: KnobValue | None = None

    def __post_init__(self) -> None:
        if not self.candidates:
            raise ValueError(f"knob {self.name!r} has no candidate values")
        if len(set(self.candidates)) != len(self.candidates):
            raise ValueError(f"knob {self.name!r} has duplicate candidate values")
        if self.implied is not None and self.implied not in self.candidates:
            raise ValueError(f"knob {self.name!r}: implied value {self.implied!r} not a candidate")

    def position(self, value: KnobValue) -> int:
        """The index of ``value`` among the candidates.

        Raises:
            InvalidConfig: ``value`` is not a candidate; the message lists the allowed values.
        """
        try:
            return self.candidates.index(value)
        except ValueError:
            shown = ", ".join(_show(c) for c in self.candidates[:12])
            more = f", ... ({len(self.candidates)} in all)" if len(self.candidates) > 12 else ""
            raise InvalidConfig(
                f"knob {self.name!r}: value {_show(value)} is not allowed; "
                f"allowed values: {shown}{more}"
            ) from None


def _show(value: KnobValue) -> str:
    return json.dumps(list(value) if isinstance(value, tuple) else value)


def factor_splits(
    extent: int, parts: int, max_innermost: int | None = None
) -> list[tuple[int, ...]]:
    """All ways to write ``extent`` as an ordered product of ``parts`` factors.

    Only exact factorizations are returned; use :func:`split_candidates` for
    spaces that allow non-divisible tiles.
    """
    if parts == 1:
        return [(extent,)]
    out: list[tuple[int, ...]] = []
    for f in range(1, extent + 1):
        if extent % f == 0 and (max_innermost is None or parts > 2 or f <= max_innermost):
            out.extend((*rest, f) for rest in factor_splits(extent // f, parts - 1, max_innermost))
    return out


def _wrong_kind(name: str, kind: str, value: object) -> InvalidConfig:
    return InvalidConfig(f"knob {name!r} must be {kind}, got {value!r}")


def candidates_upto(values: Sequence[int], limit: int) -> tuple[int, ...]:
    """The candidates not larger than ``limit`` (at least the smallest one)."""
    kept = tuple(v for v in values if v <= limit)
    return kept or (values[0],)


def pick_at_most(values: Sequence[KnobValue], preferred: int) -> KnobValue:
    """The largest int candidate <= preferred, else the first candidate (for defaults)."""
    ints = [v for v in values if isinstance(v, int) and v <= preferred]
    return max(ints) if ints else values[0]


def split_knob(name: str, candidates: Iterable[Sequence[int]]) -> Knob:
    """A multi-level tile split knob. Each candidate lists the inner factors, outermost first.

    The outermost extent is implied (``ceil(extent / prod(factors))``), so
    factors need not divide the axis: templates must be correct for tails.
    """
    return Knob(name, KnobKind.SPLIT, tuple(tuple(int(v) for v in c) for c in candidates))


def choice_knob(
    name: str, values: Iterable[int | str], *, implied: int | str | None = None
) -> Knob:
    """A knob choosing one of a few ints or strings (``implied``: see :class:`Knob`)."""
    return Knob(name, KnobKind.CHOICE, tuple(values), implied)


def order_knob(name: str, axes: str, orders: Iterable[str] | None = None) -> Knob:
    """A loop-order knob over the axis letters in ``axes`` (all permutations by default)."""
    if orders is None:
        orders = ("".join(p) for p in itertools.permutations(axes))
    values = tuple(orders)
    for v in values:
        if sorted(v) != sorted(axes):
            raise ValueError(f"order {v!r} of knob {name!r} is not a permutation of {axes!r}")
    return Knob(name, KnobKind.ORDER, values)


@dataclass(frozen=True, slots=True, eq=False)
class Config:
    """A choice of one value per knob. Frozen, hashable, JSON-friendly.

    Attributes:
        knobs: Knob name -> value (read-only mapping).
    """

    knobs: Mapping[str, KnobValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        items = {str(k): _normalize(v) for k, v in self.knobs.items()}
        object.__setattr__(self, "knobs", MappingProxyType(items))

    def __getitem__(self, name: str) -> KnobValue:
        return self.knobs[name]

    def get_int(self, name: str) -> int:
        """The int value of knob ``name``.

        Raises:
            InvalidConfig: The knob is missing or not an int.
        """
        value = self.knobs.get(name)
        if isinstance(value, int):
            return value
        raise _wrong_kind(name, "an int", value)

    def get_str(self, name: str) -> str:
        """The string value of knob ``name``.

        Raises:
            InvalidConfig: The knob is missing or not a string.
        """
        value = self.knobs.get(name)
        if isinstance(value, str):
            return value
        raise _wrong_kind(name, "a string", value)

    def get_split(self, name: str) -> tuple[int, ...]:
        """The tile split value of knob ``name``.

        Raises:
            InvalidConfig: The knob is missing or not a list of ints.
        """
        value = self.knobs.get(name)
        if not isinstance(value, tuple):
            raise InvalidConfig(f"knob {name!r} must be a list of ints, got {value!r}")
        return value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Config) and dict(self.knobs) == dict(other.knobs)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.knobs.items())))

    def __repr__(self) -> str:
        return f"Config({self.to_json_str()})"

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Config:
        """Builds a config from a JSON object (lists become tuples).

        Raises:
            InvalidConfig: ``data`` is not an object of knob values.
        """
        if not isinstance(data, Mapping):
            raise InvalidConfig(f"a config must be a JSON object, got {type(data).__name__}")
        return cls(dict(data))

    @classmethod
    def from_json_str(cls, text: str) -> Config:
        """Parses a config from JSON text.

        Raises:
            InvalidConfig: The text is not a JSON object of knob values.
        """
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidConfig(f"config is not valid JSON: {exc}") from None
        return cls.from_json(data)

    def to_json(self) -> dict[str, int | str | list[int]]:
        """The config as a JSON object: tuples become lists."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.knobs.items()}

    def to_json_str(self) -> str:
        """Compact, key-sorted JSON text of the config."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class ConfigSpace:
    """An ordered tuple of knobs; configs are indexed by a mixed-radix number.

    Attributes:
        knobs: The knobs, first knob = least significant digit of the index.
        default_values: The template's default value per knob (must be in the space).
    """

    knobs: tuple[Knob, ...]
    default_values: Mapping[str, KnobValue] = field(default_factory=dict)
    #: Knob names in index order.
    names: tuple[str, ...] = field(init=False, repr=False)
    #: Each knob's candidates, in index order.
    choices: tuple[tuple[KnobValue, ...], ...] = field(init=False, repr=False)
    #: Candidates per knob (int64).
    radices: np.ndarray = field(init=False, repr=False)
    #: Index weight of each knob's digit (int64).
    strides: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        names = tuple(k.name for k in self.knobs)
        if not names:
            raise ValueError("a space needs at least one knob")
        if len(set(names)) != len(names):
            raise ValueError(f"duplicate knob names in space: {list(names)}")
        radices = np.array([len(k.candidates) for k in self.knobs], dtype=np.int64)
        strides = np.ones_like(radices)
        strides[1:] = np.cumprod(radices[:-1])
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "choices", tuple(k.candidates for k in self.knobs))
        object.__setattr__(self, "radices", radices)
        object.__setattr__(self, "strides", strides)
        if self.default_values:
            self.validate(Config(dict(self.default_values)))

    @classmethod
    def from_choices(cls, knobs: Sequence[tuple[str, Sequence[Any]]]) -> ConfigSpace:
        """A space of ``[(name, [value, ...]), ...]`` (JSON values accepted: lists become
        tile splits), as a replay table stores it; no default (index 0)."""
        built = []
        for name, values in knobs:
            candidates = tuple(_normalize(v) for v in values)
            kind = (
                KnobKind.SPLIT if all(isinstance(v, tuple) for v in candidates) else KnobKind.CHOICE
            )
            built.append(Knob(str(name), kind, candidates))
        return cls(tuple(built))

    @property
    def size(self) -> int:
        """Number of configs in the space."""
        return math.prod(len(k.candidates) for k in self.knobs)

    def __len__(self) -> int:
        return self.size

    def knob(self, name: str) -> Knob:
        """The knob called ``name``.

        Raises:
            InvalidConfig: No knob of that name.
        """
        for k in self.knobs:
            if k.name == name:
                return k
        raise InvalidConfig(f"unknown knob {name!r}; knobs are {[k.name for k in self.knobs]}")

    def get(self, index: int) -> Config:
        """The config at ``index`` (``0 <= index < size``).

        Raises:
            InvalidConfig: ``index`` is out of range.
        """
        if not isinstance(index, int) or not 0 <= index < self.size:
            raise InvalidConfig(f"config index {index!r} is outside the space [0, {self.size})")
        values: dict[str, KnobValue] = {}
        for knob in self.knobs:
            index, digit = divmod(index, len(knob.candidates))
            values[knob.name] = knob.candidates[digit]
        return Config(values)

    def index_of(self, config: Config | Mapping[str, Any]) -> int:
        """The index of ``config`` (a Config, or knob values as JSON) in this space
        (inverse of :meth:`get`).

        Raises:
            InvalidConfig: The config is not in the space.
        """
        if not isinstance(config, Config):
            config = Config(config)
        config = self.upgrade(config)
        self.validate(config)
        index = 0
        for knob in reversed(self.knobs):
            index = index * len(knob.candidates) + knob.position(config.knobs[knob.name])
        return index

    def upgrade(self, config: Config) -> Config:
        """``config`` with the knobs it predates set to their implied values (a config
        recorded before a template gained a knob), else ``config`` itself."""
        missing = {
            k.name: k.implied
            for k in self.knobs
            if k.implied is not None and k.name not in config.knobs
        }
        return Config({**config.knobs, **missing}) if missing else config

    def validate(self, config: Config) -> None:
        """Checks that ``config`` sets every knob, and only knobs, to allowed values.

        Raises:
            InvalidConfig: Naming the offending knob and its allowed values.
        """
        names = {k.name for k in self.knobs}
        unknown = sorted(set(config.knobs) - names)
        if unknown:
            raise InvalidConfig(
                f"unknown knob(s) {unknown}; knobs are {[k.name for k in self.knobs]}"
            )
        for knob in self.knobs:
            if knob.name not in config.knobs:
                raise InvalidConfig(f"config does not set knob {knob.name!r}")
            knob.position(config.knobs[knob.name])

    def default(self) -> Config:
        """The template's default config (index 0 if the template declared none)."""
        if self.default_values:
            return Config(dict(self.default_values))
        return self.get(0)

    # -- index arithmetic on numpy arrays (the tuner's search) ------------------------

    def knob_choices(self) -> list[tuple[str, tuple[KnobValue, ...]]]:
        """Knob names and their candidates, in index order (least significant first)."""
        return list(zip(self.names, self.choices, strict=True))

    def digits(self, indices: np.ndarray) -> np.ndarray:
        """Per-knob candidate positions of each index: shape ``(len(indices), n_knobs)``."""
        idx = np.asarray(indices, dtype=np.int64).reshape(-1)
        return (idx[:, None] // self.strides[None, :]) % self.radices[None, :]

    def index_of_digits(self, digits: np.ndarray) -> np.ndarray:
        """Inverse of :meth:`digits`."""
        return np.asarray(digits, dtype=np.int64) @ self.strides

    def knobs_json(self, index: int) -> dict[str, Any]:
        """Knob values of the config at ``index`` as JSON (tile splits as lists).

        Raises:
            InvalidConfig: ``index`` is out of range.
        """
        return self.get(int(index)).to_json()

    def random_neighbours(self, indices: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """For each index, a config that differs in exactly one knob (where one exists)."""
        d = self.digits(indices)
        n = d.shape[0]
        movable = np.flatnonzero(self.radices > 1)
        if movable.size == 0:
            return np.asarray(indices, dtype=np.int64).copy()
        knob = movable[rng.integers(0, movable.size, size=n)]
        radix = self.radices[knob]
        # A shift in [1, radix) guarantees a different candidate for that knob.
        shift = 1 + (rng.random(n) * (radix - 1)).astype(np.int64)
        d[np.arange(n), knob] = (d[np.arange(n), knob] + shift) % radix
        return self.index_of_digits(d)

    def neighbours(self, config: Config) -> list[Config]:
        """Every config that differs from ``config`` in exactly one knob, knob by knob
        (a local search's whole step; tuning benches time them against ``config``)."""
        config = self.upgrade(config)
        self.validate(config)
        return [
            Config({**config.knobs, knob.name: value})
            for knob in self.knobs
            for value in knob.candidates
            if value != config.knobs[knob.name]
        ]

    def sample_indices(self, rng: np.random.Generator, n: int) -> np.ndarray:
        """``n`` uniformly random indices (with replacement)."""
        return rng.integers(0, self.size, size=n, dtype=np.int64)

    def sample(self, rng: random.Random, n: int) -> list[Config]:
        """Up to ``n`` distinct configs drawn uniformly without replacement."""
        n = min(n, self.size)
        indices = rng.sample(range(self.size), n)
        return [self.get(i) for i in indices]

    def __iter__(self) -> Iterator[Config]:
        return (self.get(i) for i in range(self.size))


def knobs_as(cls: type[_T], config: Config) -> _T:
    """The dataclass ``cls`` whose fields are knobs of the same names: ``int`` and
    ``str`` fields read as such, ``bool`` fields from 0/1 knobs (a schedule from its
    validated config, without spelling out every field).

    Raises:
        InvalidConfig: A knob is missing or of the wrong kind.
    """
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
        if kind == "str":
            values[f.name] = config.get_str(f.name)
        elif kind == "bool":
            values[f.name] = bool(config.get_int(f.name))
        else:
            values[f.name] = config.get_int(f.name)
    return cls(**values)
