"""Setting up a tuning session: workloads, spaces, tuners, resume and transfer.

Everything here is checked before anything is measured, so bad input fails
early with a message naming what is wrong.

* Resume: every config of a workload already in the records database for
  this target and device key is fed to its tuner first (never measured
  again) and counts toward the trial budget.
* Transfer learning: successful records of the same operator, target and
  device key but other shapes warm-start the XGBoost model, one ranking
  group per workload (their throughputs are only compared among themselves).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.space import ConfigSpace
from tuner.features import Featurizer
from tuner.loop import TuneTask
from tuner.records.errors import TRANSIENT_ERRORS
from tuner.records.store import RecordStore
from tuner.records.types import RecordFilter
from tuner.tuners import check_tuner, make_tuner

if TYPE_CHECKING:
    from compiler.workload import Workload as CompilerWorkload

log = logging.getLogger(__name__)

# Results that say nothing about the config itself: a resumed run measures it again.
_NOT_THE_CONFIGS_FAULT = TRANSIENT_ERRORS


@dataclass(frozen=True)
class Workload:
    """A workload resolved by the compiler, with its space and cost.

    Attributes:
        key: Canonical workload string.
        op: Operator name.
        space: The template's search space (the compiler's, searched as it is).
        flop: Floating-point operations of one run.
        compiler_workload: The compiler's Workload object.
    """

    key: str
    op: str
    space: ConfigSpace
    flop: float
    compiler_workload: CompilerWorkload | None


def resolve_workloads(texts: Sequence[str], target: str) -> list[Workload]:
    """Parses workload strings and builds their spaces.

    Raises:
        ValueError: Naming the first workload that is malformed, unknown or
            has no template for ``target``; or the same workload given twice.
    """
    import compiler

    out: list[Workload] = []
    seen: set[str] = set()
    for text in texts:
        try:
            w = compiler.Workload.parse(text)
            space = compiler.get_space(w, target)
        except ValueError as err:
            raise ValueError(f"workload {text!r}: {err}") from None
        key = str(w)
        if key in seen:
            raise ValueError(f"workload {key!r} is given twice")
        seen.add(key)
        out.append(Workload(key, w.op, space, float(compiler.flop_count(w)), w))
    return out


def config_screen(workload: Workload, target: str) -> Callable[[int], str | None]:
    """A task's screen (:attr:`tuner.loop.TuneTask.screen`): the compiler's checks of a
    config that need no device (a GPU kernel over the limits every GPU has, a block
    tile twice the output, or a CPU register tile beyond the target's vector registers)."""
    import compiler

    parsed = workload.compiler_workload or workload.key  # parsed once, not per config

    def problem(index: int) -> str | None:
        return compiler.config_problem(parsed, workload.space.get(int(index)), target)

    return problem


def loop_nest_featurizer(workload: Workload, target: str) -> Featurizer:
    """Knob features plus the compiler's loop-nest features of each config."""
    import compiler

    def loop_nest(index: int) -> np.ndarray:
        cfg = workload.space.get(int(index))
        return np.asarray(compiler.features(workload.compiler_workload, cfg, target))

    return Featurizer(workload.space, loop_nest)


@dataclass(frozen=True)
class SessionSettings:
    """How tasks are set up.

    Attributes:
        target: Compiler target.
        device_key: Pool key measurements run on (resume and transfer filter on it).
        tuner: Tuner name.
        tuner_options: Raw tuner options.
        seed: Seed of every tuner (task i gets seed + i).
        transfer: Warm-start model-based tuners from other shapes' records.
        transfer_limit: Most records read for transfer per workload.
        loop_nest_features: Add the compiler's loop-nest features to the model's input.
    """

    target: str
    device_key: str
    tuner: str = "xgb"
    tuner_options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    transfer: bool = True
    transfer_limit: int = 2000
    loop_nest_features: bool = False


def _prior(
    store: RecordStore, w: Workload, settings: SessionSettings
) -> tuple[list[int], list[float]]:
    """Indices and best GFLOP/s of configs of ``w`` already measured (failures score 0)."""
    best: dict[int, float] = {}
    filters = RecordFilter(workload=w.key, target=settings.target, device_key=settings.device_key)
    skipped = 0
    for rec in store.records(filters):
        if rec.error_kind in _NOT_THE_CONFIGS_FAULT:
            continue  # worth measuring again
        try:
            i = w.space.index_of(rec.config)
        except ValueError:
            skipped += 1  # recorded against an older version of the template's space
            continue
        best[i] = max(best.get(i, 0.0), rec.gflops or 0.0)
    if skipped:
        log.info("%s: %d recorded configs are not in the current space", w.key, skipped)
    return list(best), list(best.values())


def _transfer(
    store: RecordStore, w: Workload, settings: SessionSettings, featurizer: Featurizer
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Feature rows, scores and group ids of other shapes' records of the same operator."""
    import compiler

    records = store.history(
        w.op,
        settings.device_key,
        settings.target,
        exclude_workload=w.key,
        limit=settings.transfer_limit,
    )
    groups: dict[str, int] = defaultdict(lambda: len(groups) + 1)
    rows, scores, gids = [], [], []
    for rec in records:
        try:
            nest = None
            if settings.loop_nest_features:
                other = compiler.Workload.parse(rec.workload)
                cfg = compiler.Config.from_json(rec.config)
                nest = np.asarray(compiler.features(other, cfg, settings.target))
            rows.append(featurizer.from_knobs(rec.config, nest))
        except ValueError:
            continue  # a config of another template version; nothing to learn from it
        scores.append(rec.gflops or 0.0)
        gids.append(groups[rec.workload])
    if not rows:
        return np.zeros((0, 0), np.float32), np.zeros(0), np.zeros(0, np.int64)
    return np.stack(rows), np.asarray(scores), np.asarray(gids, dtype=np.int64)


def build_tasks(
    workloads: Sequence[Workload], store: RecordStore | None, settings: SessionSettings
) -> list[TuneTask]:
    """One task per workload, each with its tuner fed with earlier results.

    Raises:
        ValueError: Unknown tuner or bad tuner options.
    """
    check_tuner(settings.tuner, settings.tuner_options)
    tasks = []
    for i, w in enumerate(workloads):
        featurizer = (
            loop_nest_featurizer(w, settings.target)
            if settings.loop_nest_features
            else Featurizer(w.space)
        )
        tuner = make_tuner(
            settings.tuner, w.space, settings.tuner_options, settings.seed + i, featurizer
        )
        task = TuneTask(
            w.key, settings.target, w.space, w.flop, tuner, screen=config_screen(w, settings.target)
        )
        if store is not None:
            indices, scores = _prior(store, w, settings)
            if indices:
                tuner.update(indices, scores)
                task.prior_trials = len(indices)
                task.prior_best = max(scores)
                task.prior_best_index = indices[int(np.argmax(scores))]
                log.info("%s: resuming after %d measured configs", w.key, len(indices))
            if settings.transfer and settings.tuner == "xgb":
                x, y, g = _transfer(store, w, settings, featurizer)
                if len(y):
                    tuner.add_transfer(x, y, g)
                    log.info("%s: transfer from %d records of other shapes", w.key, len(y))
        tasks.append(task)
    return tasks
