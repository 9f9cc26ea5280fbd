"""Compile-time use of the records: build a kernel with the best config on record.

The one place that needs both the compiler and the database. The compiler is
imported where it is used (loading LLVM is not needed to read records), with
its types checked statically.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from tuner.records.keys import workload_key
from tuner.records.store import RecordStore
from tuner.records.types import RankedConfig
from tuner.records.url import display_url

if TYPE_CHECKING:
    from compiler import Config, Workload
    from compiler.space import ConfigSpace
    from runtime import Kernel

log = logging.getLogger(__name__)

ConfigSource = Literal["records", "default"]
# How many of the best configs to look at: a newer compiler may have changed a
# template's space so that the very best is no longer in it, and a tune's re-measured
# configs can rank below dozens measured once (every re-measurement pulls a median
# down from the lucky timing that made it a finalist).
_CANDIDATES = 32

_warned: set[tuple[str, str]] = set()
_warned_lock = threading.Lock()


def _warn_once(key: tuple[str, str], message: str, *args: object) -> None:
    # One warning per (workload, target) per process: a model building the same
    # kernel a thousand times should not print a thousand lines.
    with _warned_lock:
        if key in _warned:
            return
        _warned.add(key)
    log.warning(message, *args)


def pick_config(
    ranked: Sequence[RankedConfig], space: ConfigSpace
) -> tuple[Config, RankedConfig] | None:
    """The config to build from the best ranked ones on record (:meth:`RecordStore.best`):
    of those still in the template's ``space``, the best measured more than once, else
    the best. Every tune re-measures its finalists, whose medians then come down from the
    first lucky timing that made them finalists; a config measured once, never a
    finalist, can still show its lucky timing and outrank them."""
    from compiler import Config

    fitting = []
    for record in ranked:
        config = space.upgrade(Config.from_json(record.config))
        try:
            space.validate(config)
        except ValueError as exc:
            log.info("skipping recorded config %s: %s", record.config, exc)
            continue
        fitting.append((config, record))
    if not fitting:
        return None
    return next(((c, r) for c, r in fitting if r.measurements > 1), fitting[0])


def resolve_config(
    workload: Workload | str,
    target: str,
    db: str | RecordStore,
    device_key: str | None = None,
) -> tuple[Config, ConfigSource]:
    """The config to build ``workload`` with, and where it came from.

    Returns the best recorded config that is still valid in the template's
    space (``"records"``, chosen by :func:`pick_config`), or the template's
    default (``"default"``) with one warning per workload and target saying how
    to tune it. Configs rank by the median GFLOP/s of all their measurements
    (:meth:`RecordStore.best`), so one lucky timing does not pick the kernel.

    Args:
        workload: A ``compiler.Workload`` or its string form.
        target: Compiler target string, e.g. ``"llvm"``.
        db: A database URL or path, or an open :class:`RecordStore`.
        device_key: Only records from this device key; None means any.

    Returns:
        ``(compiler.Config, source)``.

    Raises:
        ValueError: the workload string is invalid.
        RecordsError: the database URL is wrong or the database unreachable.
    """
    from compiler import get_space
    from compiler.parse import as_workload

    w = as_workload(workload)
    space = get_space(w, target)
    store = db if isinstance(db, RecordStore) else RecordStore(db)
    try:
        records = store.best(w, target, device_key=device_key, k=_CANDIDATES)
        where = display_url(store.url)
    finally:
        if store is not db:
            store.close()
    key = (workload_key(w), target)
    picked = pick_config(records, space)
    if picked is not None:
        return picked[0], "records"
    device = f" on device key {device_key!r}" if device_key else ""
    if records:
        reason = f"no recorded config of {key[0]}{device} fits the current template"
    else:
        reason = f"no tuning record for {key[0]} ({target}){device} in {where}"
    _warn_once(
        key,
        "%s; building with the template's default config, which is usually slow. "
        "Tune it with: autotune tune %s --target %s --db %s",
        reason,
        key[0],
        target,
        where,
    )
    return space.default(), "default"


class RecordLookup:
    """A config lookup for compiling a model: each workload's config on record
    (:func:`pick_config`), else the template default, with no warnings (the model
    compiler reports which kernels fell back, all at once).

    Call it with a workload; afterwards :attr:`medians` holds the median GFLOP/s on
    record of each config it chose from the records (by workload key), from which a
    model's latency can be estimated before it runs. Each workload's records are read
    once (a lookup serves one compile; records added later are not seen).

    Args:
        store: An open records store (the caller closes it).
        target: Compiler target string.
        device_key: Only records from this device key; None means any.
    """

    def __init__(self, store: RecordStore, target: str, device_key: str | None = None) -> None:
        self.store = store
        self.target = target
        self.device_key = device_key
        self.medians: dict[str, float] = {}
        # One records query per workload: a model asks for the costs of two candidate
        # kernels, then for the config of the one chosen.
        self._choices: dict[str, tuple[Config, float] | None] = {}

    def __call__(self, workload: Workload) -> tuple[Config, ConfigSource]:
        from compiler import get_space

        chosen = self._choice(workload)
        if chosen is None:
            return get_space(workload, self.target).default(), "default"
        config, median = chosen
        self.medians[str(workload)] = median
        return config, "records"

    def seconds(self, workload: Workload) -> float | None:
        """Seconds of one call of ``workload`` with the config a call would choose (the
        median of its measurements), or None without one. Unlike a call, it does not
        count as a choice (:attr:`medians` is unchanged)."""
        chosen = self._choice(workload)
        if chosen is None or chosen[1] <= 0:
            return None
        from compiler import flop_count

        return float(flop_count(workload)) / (chosen[1] * 1e9)

    def _choice(self, workload: Workload) -> tuple[Config, float] | None:
        """The config to build (:func:`pick_config`) and its median GFLOP/s."""
        key = str(workload)
        if key not in self._choices:
            from compiler import get_space

            space = get_space(workload, self.target)
            ranked = self.store.best(
                workload, self.target, device_key=self.device_key, k=_CANDIDATES
            )
            picked = pick_config(ranked, space)
            self._choices[key] = None if picked is None else (picked[0], picked[1].median_gflops)
        return self._choices[key]


def record_lookup(store: RecordStore, target: str, device_key: str | None = None) -> RecordLookup:
    """The :class:`RecordLookup` of ``store`` for ``target`` (and ``device_key``)."""
    return RecordLookup(store, target, device_key)


def build_best(
    workload: Workload | str, target: str, db: str | RecordStore, device_key: str | None = None
) -> Kernel:
    """Builds ``workload`` with the best recorded config (see :func:`resolve_config`)."""
    from compiler.parse import as_workload
    from runtime import build

    w = as_workload(workload)  # parsed once, for both
    config, _ = resolve_config(w, target, db, device_key=device_key)
    return build(w, config, target)
