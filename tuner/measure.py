"""What the tuning loop asks of a measurer, and what it gets back.

A measurer takes a batch of configs of one workload and yields one
:class:`Outcome` per config as results arrive (any order). The pool
measurer sends them through the tracker; the replay measurer looks them up
in a recorded table. :func:`measure_groups` measures configs of several
workloads at once, as one batch where the measurer can.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from tuner.records.errors import ErrorKind
from tuner.records.types import typical_cost
from tuner.replay import ReplayTable


@dataclass(frozen=True, slots=True)
class Candidate:
    """One config to measure.

    Attributes:
        index: The config's index in its space.
        config: Knob values, JSON-friendly.
    """

    index: int
    config: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What came of measuring one candidate."""

    index: int
    costs_s: tuple[float, ...] = ()
    error_kind: ErrorKind = ErrorKind.NONE
    error_message: str = ""
    compile_time_s: float | None = None
    device_id: str = ""
    started_at: dt.datetime | None = None
    finished_at: dt.datetime | None = None
    # Whether the device compared the output with the reference (False: an unchecked
    # timing, e.g. from a device server that predates the check-by-default protocol;
    # None: unknown, as in replays), and the checked output's finite error.
    checked: bool | None = None
    max_rel_error: float | None = None

    @property
    def ok(self) -> bool:
        """A valid timing of a correct kernel."""
        return self.error_kind == ErrorKind.NONE and bool(self.costs_s)

    def gflops(self, flop: float) -> float:
        """Throughput from the median cost (:func:`tuner.records.types.typical_cost`), as
        the records rank it; 0 for failures."""
        if not self.ok:
            return 0.0
        cost = typical_cost(self.costs_s)
        return flop / cost / 1e9 if cost > 0 else 0.0


class Measurer(Protocol):
    """Measures batches of candidates of one workload."""

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        """Yields one outcome per candidate, as each arrives."""
        ...

    def cancel(self) -> None:
        """Cancels the batch in flight (its unfinished candidates yield nothing more)."""
        ...


@dataclass(frozen=True, slots=True)
class Group:
    """Configs of one workload, measured in a batch with other groups."""

    workload: str
    target: str
    candidates: Sequence[Candidate]


@runtime_checkable
class GroupMeasurer(Protocol):
    """A measurer that takes several workloads' configs in one batch."""

    def measure_groups(self, groups: Sequence[Group]) -> Iterator[tuple[int, Outcome]]:
        """Yields (index of the group, outcome) per candidate, as each arrives."""
        ...


def measure_groups(measurer: Measurer, groups: Sequence[Group]) -> Iterator[tuple[int, Outcome]]:
    """Measures every group, as one batch when ``measurer`` can.

    A task with one or two configs to measure (a model's template defaults, its
    re-measurements) would leave a device's other workers idle in a batch of its
    own; one batch for all tasks keeps them busy.

    Yields:
        (index of the group in ``groups``, outcome), as each arrives.
    """
    if isinstance(measurer, GroupMeasurer):
        yield from measurer.measure_groups(groups)
        return
    for g, group in enumerate(groups):
        for outcome in measurer.measure(group.workload, group.target, group.candidates):
            yield g, outcome


class ReplayMeasurerAdapter:
    """A :class:`Measurer` over replay tables (one per workload): for tests without a device."""

    def __init__(self, tables: Mapping[str, ReplayTable], flop: Mapping[str, float]) -> None:
        """Replays ``tables[workload]``; ``flop[workload]`` converts GFLOP/s back to seconds."""
        self.tables = dict(tables)
        self.flop = dict(flop)
        self.measured = 0

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        """Yields the recorded result of each candidate."""
        table = self.tables[workload]
        for c in candidates:
            self.measured += 1
            g = float(table.gflops[c.index])
            if g <= 0:
                yield Outcome(c.index, (), ErrorKind.RUNTIME_ERROR, "failed in the replay table")
            else:
                yield Outcome(c.index, (self.flop[workload] / (g * 1e9),))

    def cancel(self) -> None:
        """Nothing is in flight between yields."""
