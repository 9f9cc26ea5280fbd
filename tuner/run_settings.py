"""What a tuning run is asked to do: its settings, and the defaults the CLI shows.

Kept apart from :mod:`tuner.run` (and free of heavy imports) so that the command line
can show these defaults in its help without loading the tuner.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tuner.session import Workload

DEFAULT_TRIALS = 200
DEFAULT_BATCH = 32
#: Timed repeats of a cold-cache measurement (``flush_cache``): one run each.
COLD_REPEAT = 5
#: How long a failing records database is retried mid-run.
DB_RETRY_S = 60.0


@dataclass(frozen=True, slots=True)
class RemotePool:
    """An existing device pool, reached through its tracker.

    Attributes:
        address: The tracker's ``host:port``.
        key: The device key of the pool to use.
        token: The pool's token, or None for a tracker without one.
        tls_ca: PEM roots that verify a TLS tracker, or None for plain TCP.
    """

    address: str
    key: str
    token: str | None = None
    tls_ca: bytes | None = None


@dataclass(frozen=True, slots=True)
class RunSettings:
    """The settings of one tuning run (read from flags and environment by the caller).

    Attributes:
        workloads: The resolved workloads to tune (:func:`tuner.session.resolve_workloads`).
        trials: New configs to measure in this run, shared by all workloads.
        spill_dir: Where results the records database did not take are saved
            (:func:`tuner.records.durable.default_spill_dir`).
        target: The compiler target.
        pool: The pool to measure on; None starts a local one on loopback for the run.
        tuner: The search strategy (``xgb``, ``ga``, ``random``, ``grid``).
        tuner_options: Its options, as ``KEY=VALUE`` strings parse them.
        batch: Configs per batch.
        early_stopping: Stop a workload after this many trials without improvement.
        remeasure: Configs per workload re-measured at the end, to pick the best.
        seed: The tuners' random seed.
        transfer: Warm-start the cost model from other shapes' records.
        loop_features: Add the compiler's loop-nest features to the cost model.
        overlap: Keep two batches in flight; None: on for cuda targets only.
        priority: Queue priority of the run's jobs on the tracker.
        repeat: Timed repeats per candidate; 0: the device server's default.
        min_repeat_ms: Shortest repeat in ms; 0: the device server's default.
        flush_cache: Time with the kernel's weights evicted from the caches.
        model_weight_bytes: With ``flush_cache``, the bytes of the model's weights: a
            device whose cache holds them times warm (0: always cold).
        weights: For a model's tasks, each workload's calls per model run; None otherwise.
        alternative_to: For a model's tasks, the workload each one may replace (None for
            most); None for plain workloads.
        db_retry_s: How long a failing records database is retried mid-run.
        who: Who runs it (``user@host``), recorded with the run.
    """

    workloads: tuple[Workload, ...]
    trials: int
    spill_dir: Path
    target: str = "llvm"
    pool: RemotePool | None = None
    tuner: str = "xgb"
    tuner_options: Mapping[str, str] = field(default_factory=dict)
    batch: int = DEFAULT_BATCH
    early_stopping: int | None = None
    remeasure: int = 3
    seed: int = 0
    transfer: bool = True
    loop_features: bool = False
    overlap: bool | None = None
    priority: int = 0
    repeat: int = 0
    min_repeat_ms: float = 0.0
    flush_cache: bool = False
    model_weight_bytes: int = 0
    weights: tuple[int, ...] | None = None
    alternative_to: tuple[str | None, ...] | None = None
    db_retry_s: float = DB_RETRY_S
    who: str = ""
