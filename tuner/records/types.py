"""Plain frozen values that go into and come out of the records store."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tuner.records.errors import ErrorKind

# What a knob value looks like in JSON: an int, a list of ints, or a string.
KnobJSON = int | list[int] | str


def canonical_config(config: Mapping[str, Any]) -> dict[str, KnobJSON]:
    """Checks a config's knob values and returns them in their JSON form.

    Tuples become lists so that ``(8, 16)`` and ``[8, 16]`` hash the same.

    Raises:
        ValueError: naming the first knob whose name or value is not valid.
    """
    if not isinstance(config, Mapping):
        raise ValueError(f"config must be an object of knob values, not {type(config).__name__}")
    out: dict[str, KnobJSON] = {}
    for name, value in config.items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"knob names must be non-empty strings, got {name!r}")
        if isinstance(value, bool):
            raise ValueError(f"knob {name!r}: booleans are not knob values")
        if isinstance(value, int | str):
            out[name] = value
        elif isinstance(value, list | tuple) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            out[name] = [int(v) for v in value]
        else:
            raise ValueError(
                f"knob {name!r}: value {value!r} is not an int, a list of ints or a string"
            )
    return out


def config_hash(config: Mapping[str, Any]) -> str:
    """A stable 32-hex-digit hash of a config: sha256 of its canonical JSON.

    The tuner uses it to skip configs already measured when a run resumes.
    """
    return canonical_hash(canonical_config(config))


def canonical_hash(config: Mapping[str, KnobJSON]) -> str:
    """:func:`config_hash` of a config already in :func:`canonical_config` form."""
    text = json.dumps(config, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Measurement:
    """One result to record, as the tuner or an import produces it.

    Attributes:
        workload: Canonical workload key (``str(Workload)``); a Workload object is also accepted
            by the store.
        target: Compiler target string, e.g. ``"llvm"``.
        config: Knob values (``Config.to_json()``).
        costs_s: Seconds per kernel run, one per repeat; empty on error.
        error_kind: Why there is no valid timing, ``ErrorKind.NONE`` when there is.
        error_message: What went wrong, for errors.
        device_key: The device (pool key) that measured it; empty when unknown.
        config_index: The config's index in its space, when known.
        flop: Floating-point operations of one run; with the median cost it gives GFLOP/s
            (:func:`typical_cost`).
        gflops: GFLOP/s given directly (imports); wins over ``flop``.
        compile_time_s: Seconds the compile took.
        checked: Whether the device compared the output with the reference: False for an
            unchecked timing (the client opted out), None when unknown (imports, old rows).
        max_rel_error: The checked output's error (``compiler.timing.output_error``);
            None when unchecked, or when not finite (a NaN output: WRONG_ANSWER says it).
        started_at: When the measurement started (timezone-aware).
        finished_at: When it finished (timezone-aware).
        run_id: The tuning run it belongs to (``RecordStore.start_run``).
        compiler_version: Version of the compiler that built the kernel.
    """

    workload: str
    target: str
    config: Mapping[str, Any]
    costs_s: Sequence[float] = ()
    error_kind: ErrorKind = ErrorKind.NONE
    error_message: str = ""
    device_key: str = ""
    config_index: int | None = None
    flop: float | None = None
    gflops: float | None = None
    compile_time_s: float | None = None
    started_at: dt.datetime | None = None
    finished_at: dt.datetime | None = None
    run_id: int | None = None
    compiler_version: str = ""
    checked: bool | None = None
    max_rel_error: float | None = None


def mean_and_gflops(m: Measurement) -> tuple[float | None, float | None]:
    """Checks a measurement's numbers and derives its mean cost and its GFLOP/s (from the
    median cost, :func:`typical_cost`).

    Raises:
        ValueError: costs that are negative or not finite, a successful
            measurement with no costs or no way to compute GFLOP/s.
    """
    for c in m.costs_s:
        if isinstance(c, bool) or not isinstance(c, int | float) or not math.isfinite(c) or c < 0:
            raise ValueError(f"costs_s must be finite non-negative seconds, got {c!r}")
    mean = sum(m.costs_s) / len(m.costs_s) if m.costs_s else None
    if m.error_kind != ErrorKind.NONE:
        return mean, None
    if mean is None or mean <= 0:
        raise ValueError("a successful measurement needs positive costs_s")
    if m.gflops is not None:
        if not math.isfinite(m.gflops) or m.gflops <= 0:
            raise ValueError(f"gflops must be a positive number, got {m.gflops!r}")
        return mean, float(m.gflops)
    if m.flop is None or not m.flop > 0:
        raise ValueError("a successful measurement needs flop (or gflops) to rank it")
    return mean, m.flop / typical_cost(m.costs_s) / 1e9


def typical_cost(costs_s: Sequence[float]) -> float:
    """The cost a measurement is ranked by: the median of its repeats. A timing is slowed,
    never sped up, by what else the host does (an interrupt, a neighbour's burst on a
    shared host): one slow repeat of five moves the mean, not the median. Over 114-126
    configs re-measured at the end of three ResNet-50 tunings on a 2-vCPU VM, the same
    config's measurements differed by 1.13-1.20x on average ranked by the median, and by
    1.18-1.28x by the mean."""
    ordered = sorted(costs_s)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


@dataclass(frozen=True, slots=True)
class Record:
    """One stored measurement, as the store hands it back."""

    id: int
    workload: str
    target: str
    device_key: str
    config: dict[str, KnobJSON]
    config_hash: str
    costs_s: tuple[float, ...]
    error_kind: ErrorKind
    error_message: str = ""
    config_index: int | None = None
    mean_s: float | None = None
    gflops: float | None = None
    compile_time_s: float | None = None
    compiler_version: str = ""
    run_id: int | None = None
    # See Measurement: False is an unchecked timing, None unknown.
    checked: bool | None = None
    max_rel_error: float | None = None
    started_at: dt.datetime | None = None
    finished_at: dt.datetime | None = None
    created_at: dt.datetime | None = None

    @property
    def ok(self) -> bool:
        """Whether this is a valid timing of a correct kernel."""
        return self.error_kind == ErrorKind.NONE


@dataclass(frozen=True, slots=True)
class RankedConfig(Record):
    """A config as ``RecordStore.best`` ranks it: over all its successful measurements.

    The record fields are those of the config's median measurement (for an
    even count, the faster of the middle two), so ``gflops`` is that one
    measurement's and ``median_gflops`` the statistic the ranking used.

    Attributes:
        median_gflops: Median GFLOP/s of the config's successful measurements
            in the ranked group (workload, target and device key filter).
        measurements: How many successful measurements the median summarizes.
    """

    # Keyword-only so they can follow Record's defaulted fields without defaults.
    median_gflops: float = field(kw_only=True)
    measurements: int = field(kw_only=True)


@dataclass(frozen=True, slots=True)
class RecordFilter:
    """Which measurements ``RecordStore.records`` returns; None means any."""

    workload: str | None = None
    op: str | None = None
    target: str | None = None
    device_key: str | None = None
    run_id: int | None = None
    errors_only: bool = False
    ok_only: bool = False


@dataclass(frozen=True, slots=True)
class DeviceInfo:
    """What is known about the hardware behind a device key."""

    key: str
    hostname: str = ""
    cpu_model: str = ""
    cpu_name: str = ""
    cpu_features: tuple[str, ...] = ()
    gpu_name: str = ""
    # "major.minor", e.g. "9.0"; empty for CPUs.
    gpu_compute_capability: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RunSummary:
    """A tuning run and what it measured."""

    id: int
    who: str
    tuner: str
    options: dict[str, Any]
    workload: str
    target: str
    device_key: str
    status: str
    message: str
    started_at: dt.datetime
    finished_at: dt.datetime | None
    measurements: int
    ok: int
    errors: dict[str, int]
    best_gflops: float | None


@dataclass(frozen=True, slots=True)
class Stats:
    """Counts over the whole database."""

    measurements: int
    ok: int
    errors: dict[str, int]
    workloads: int
    devices: int
    runs: int
    targets: dict[str, int]
    device_keys: dict[str, int]
    ops: dict[str, int]
