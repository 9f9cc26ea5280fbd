"""The tuning loop: tuners propose, the measurer measures, the store records.

One loop serves any number of tasks (workloads) sharing a trial budget: the
number of configs this run measures, all tasks together (results already on
record are fed to the tuners but never measured again, and do not count); the
:class:`~tuner.scheduler.TaskScheduler` picks which task gets each batch.
Progress is reported after every result. Every result is written to the
records store as it arrives (buffered, and flushed after each batch and on the
way out, Ctrl-C included). At the end the top configs of each task are
measured again, interleaved, and the best is chosen from those
re-measurements, because single timings on a shared machine are noisy.
"""

from __future__ import annotations

import collections
import functools
import logging
import math
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from compiler.space import ConfigSpace
from tuner.inflight import InFlightBatch
from tuner.measure import Candidate, Group, Measurer, Outcome, measure_groups
from tuner.records.errors import TRANSIENT_ERRORS
from tuner.records.types import Measurement
from tuner.scheduler import TaskScheduler
from tuner.tuners.base import Tuner

log = logging.getLogger(__name__)

#: Configs (times the batch) the screen may reject before a task none of whose configs
#: has passed it stops: a workload no device can run (a grid over every GPU's limits).
SCREEN_LIMIT = 64


class TrialSink(Protocol):
    """Where measurements go (the records store)."""

    def add(self, measurements: Sequence[Measurement]) -> None:
        """Stores measurements."""
        ...


@dataclass
class TuneTask:
    """One workload being tuned.

    Attributes:
        workload: Canonical workload string.
        target: Compiler target.
        space: The workload's search space.
        flop: Floating-point operations of one run.
        tuner: The search strategy (already fed with earlier results, if resuming).
        prior_trials: Configs of this workload already in the database (the tuner
            knows them and never proposes them again; they do not count toward the
            budget, which is the run's new measurements).
        prior_best: Best GFLOP/s among those.
        prior_best_index: Index of that config.
        weight: Runs of the kernel per run of what is being tuned (a model calls one
            kernel several times); the scheduler weighs the task's time by it.
        alternative_to: For a model, the workload of the task this one may replace (two
            kernels that can implement the same node, or attention's three kernels that
            together replace the fused one): the estimated latency counts the faster
            side. None for every other task.
        initial: Configs measured first, before any search (the template default, so
            every task has a time early and the tuned result is never worse than the
            default); those already on record are not measured again. The first is the
            baseline of :attr:`TaskResult.baseline_gflops` (the speedup over the default).
        screen: ``config index -> why measuring it is pointless`` (None: measure it), a
            check that needs no device (:func:`compiler.config_problem`: a GPU kernel over
            the limits every GPU has, a block tile twice the output, or a CPU register
            tile beyond the target's vector registers). The configs it
            rejects are never measured and do not count as trials: the tuner learns them
            as failures and proposes others in their place.
    """

    workload: str
    target: str
    space: ConfigSpace
    flop: float
    tuner: Tuner
    prior_trials: int = 0
    prior_best: float = 0.0
    prior_best_index: int | None = None
    weight: float = 1.0
    alternative_to: str | None = None
    initial: tuple[int, ...] = ()
    screen: Callable[[int], str | None] | None = None


@dataclass(frozen=True)
class LoopSettings:
    """How long and how the loop runs.

    Attributes:
        trials: New measurements this run, shared by all tasks (results already on
            record do not count).
        batch: Configs per batch.
        early_stopping: Stop a task after this many trials without improvement.
        remeasure_top: Configs per task measured again at the end.
        remeasure_rounds: Interleaved rounds of those re-measurements.
        device_key: Pool key the measurements run on (recorded with them).
        run_id: Tuning run id in the records store.
        compiler_version: Recorded with each measurement.
        overlap: Two batches in flight, the next searched for while one is measured
            (see :mod:`tuner.inflight`): for devices that do not time on the cores
            the tuner runs on (a GPU, a remote pool).
    """

    trials: int
    batch: int = 64
    early_stopping: int | None = None
    remeasure_top: int = 3
    remeasure_rounds: int = 2
    device_key: str = ""
    run_id: int | None = None
    compiler_version: str = ""
    overlap: bool = False

    def __post_init__(self) -> None:
        if self.trials < 1:
            raise ValueError(f"trials must be at least 1, got {self.trials}")
        if self.batch < 1:
            raise ValueError(f"batch must be at least 1, got {self.batch}")
        if self.early_stopping is not None and self.early_stopping < 1:
            raise ValueError(f"early stopping must be at least 1, got {self.early_stopping}")
        if self.remeasure_top < 0 or self.remeasure_rounds < 0:
            raise ValueError("re-measurement counts must not be negative")


@dataclass(frozen=True)
class Progress:
    """Reported after every result (and each task's re-measurements).

    ``trials_done`` and ``task_trials`` count this run's new measurements (all tasks,
    and the reporting task's); ``tasks`` is how many tasks share them.
    """

    task: int
    workload: str
    phase: str  # "initial", "tune" or "remeasure"
    task_trials: int
    trials_done: int
    trials_total: int
    batch_best_gflops: float
    best_gflops: float
    errors: int
    elapsed_s: float
    total_ms: float = math.inf  # sum of weight x best time over the tasks; inf until all work
    tasks: int = 1


@dataclass
class TaskResult:
    """What tuning found for one task."""

    workload: str
    target: str
    best_gflops: float = 0.0
    best_index: int | None = None
    best_config: dict[str, Any] | None = None
    trials: int = 0  # configs on record: earlier runs' and this run's
    new_trials: int = 0  # measured by this run
    errors: int = 0
    screened: int = 0  # configs the task's screen kept from being measured (this run)
    wall_s: float = 0.0
    curve: list[float] = field(default_factory=list)
    tuned_best_gflops: float = 0.0
    remeasured: dict[int, list[float]] = field(default_factory=dict)
    stopped: str = ""
    flop: float = 0.0
    baseline_index: int | None = None  # the task's first initial config (template default)
    baseline_gflops: float = 0.0  # its throughput (re-measured with the best); 0 if unknown

    @property
    def best_ms(self) -> float | None:
        """Milliseconds per run with the best config; None without a working one."""
        return self.flop / (self.best_gflops * 1e9) * 1e3 if self.best_gflops > 0 else None

    @property
    def baseline_ms(self) -> float | None:
        """Milliseconds per run with the baseline (the template default); None if unknown."""
        ok = self.baseline_gflops > 0
        return self.flop / (self.baseline_gflops * 1e9) * 1e3 if ok else None

    @property
    def speedup(self) -> float | None:
        """Best over baseline throughput; None when either is unknown."""
        if self.best_gflops > 0 and self.baseline_gflops > 0:
            return self.best_gflops / self.baseline_gflops
        return None


ProgressFn = Callable[[Progress], None]


@dataclass(frozen=True)
class _Running:
    """A tuning batch on its way: task ``task``'s configs ``indices``, whose results
    ``results`` yields as they arrive; started at ``started`` (monotonic seconds);
    ``handle`` is its background measurement (overlap), else None."""

    task: int
    indices: list[int]
    results: Iterator[tuple[int, Outcome]]
    started: float
    handle: InFlightBatch[Any] | None


def _config_median(task: TuneTask, rounds: Sequence[float], index: int) -> float:
    """Median GFLOP/s of a config over its re-measurement ``rounds`` and its score in the
    tuner's history, the faster of the middle two for an even count (as the records
    rank configs); 0 when a round failed."""
    if not rounds or min(rounds) <= 0:
        return 0.0
    seen = [s for i, s in zip(task.tuner.indices, task.tuner.scores, strict=True) if i == index]
    values = sorted([*rounds, *seen], reverse=True)
    return float(values[(len(values) - 1) // 2])


class TuningLoop:
    """Runs tasks to a shared budget; see the module docstring."""

    def __init__(
        self,
        tasks: Sequence[TuneTask],
        measurer: Measurer,
        sink: TrialSink,
        settings: LoopSettings,
        progress: ProgressFn | None = None,
    ) -> None:
        """Prepares the loop (nothing is measured until :meth:`run`)."""
        if not tasks:
            raise ValueError("no tasks to tune")
        self.tasks = list(tasks)
        self.measurer = measurer
        self.sink = sink
        self.settings = settings
        self.progress = progress or (lambda _p: None)
        index = {t.workload: i for i, t in enumerate(self.tasks)}
        self.scheduler = TaskScheduler(
            [t.flop * t.weight for t in self.tasks],
            alternative_to=[index.get(t.alternative_to or "") for t in self.tasks],
        )
        self.results = [
            TaskResult(t.workload, t.target, flop=t.flop, baseline_index=(t.initial or (None,))[0])
            for t in self.tasks
        ]
        self._pending: list[Measurement] = []
        self._running: collections.deque[_Running] = collections.deque()  # oldest first
        self._since_best = [0] * len(self.tasks)
        self._screen_passed = [False] * len(self.tasks)  # a proposed config passed the screen
        self._transient = 0  # results that were no verdict (device lost or stalled)
        self._batch_best = [0.0] * len(self.tasks)
        self._start = time.monotonic()
        for i, t in enumerate(self.tasks):
            r = self.results[i]
            r.trials = t.prior_trials
            r.best_gflops = r.tuned_best_gflops = t.prior_best
            r.best_index = t.prior_best_index
            if t.prior_trials:
                # Priors seed the scheduler with one summary point per task.
                self.scheduler.record(i, [t.prior_best] + [0.0] * (t.prior_trials - 1))

    @property
    def trials_done(self) -> int:
        """New measurements so far this run (what the budget counts), all tasks."""
        return sum(r.new_trials for r in self.results)

    def run(self) -> list[TaskResult]:
        """Tunes until the budget is spent or every task stops; then re-measures the best.

        Raises:
            KeyboardInterrupt: After cancelling the batch in flight and
                recording every result that arrived.
        """
        try:
            self._tune()
            self._remeasure()
        except KeyboardInterrupt:
            if self._in_background():  # Ctrl-C while the next batch was searched for
                self._cancel()
            raise
        finally:
            self._flush()
        for task, r in zip(self.tasks, self.results, strict=True):
            if r.best_index is not None:
                r.best_config = task.space.knobs_json(r.best_index)
            r.baseline_gflops = self._baseline_gflops(task, r)
        return self.results

    @staticmethod
    def _baseline_gflops(task: TuneTask, r: TaskResult) -> float:
        """The baseline's re-measured median, else its best throughput on record; else 0."""
        k = r.baseline_index
        if k is None:
            return 0.0
        rounds = r.remeasured.get(k)
        if rounds:
            return _config_median(task, rounds, k)
        seen = [s for i, s in zip(task.tuner.indices, task.tuner.scores, strict=True) if i == k]
        return max(seen, default=0.0)

    # -- tuning --------------------------------------------------------------------
    def _warm_up(self) -> None:
        """Measures every task's ``initial`` configs not yet on record (one batch for all)."""
        todo: list[tuple[int, list[int]]] = []
        budget = self.settings.trials - self.trials_done
        for i, task in enumerate(self.tasks):
            known = set(task.tuner.indices)
            new = [k for k in dict.fromkeys(task.initial) if k not in known][: max(budget, 0)]
            if new:
                todo.append((i, new))
                budget -= len(new)
        if not todo:
            return
        t0 = time.monotonic()
        for i, _ in todo:
            self._batch_best[i] = 0.0
        tasks_of = [i for i, _ in todo]
        measured = self._measure_groups(
            [(self.tasks[i], indices) for i, indices in todo],
            lambda g, o: self._arrived(tasks_of[g], "initial", o),
        )
        per_trial_s = (time.monotonic() - t0) / sum(len(indices) for _, indices in todo)
        for (i, indices), outcomes in zip(todo, measured, strict=True):
            gflops = self._learn(i, outcomes)
            self.scheduler.record(i, gflops)
            self.results[i].wall_s += per_trial_s * len(indices)

    def _tune(self) -> None:
        """Batches until the budget is spent. With ``overlap`` two batches are in flight:
        while the pool works through one, the next is searched for and queued behind it
        (its proposal knows every result but the running batch's), so neither the
        search nor the end of a batch, when its last configs compile, idles the device."""
        self._warm_up()
        depth = 2 if self.settings.overlap else 1
        running = self._running
        while True:
            while len(running) < depth:
                proposal = self._propose(pending=sum(len(r.indices) for r in running))
                if proposal is None:
                    break
                running.append(self._start_batch(*proposal))
            if not running:
                return
            batch = running[0]  # stays listed while consumed: a Ctrl-C drains it too
            self._batch_best[batch.task] = 0.0
            outcomes = self._consume(
                [(self.tasks[batch.task], batch.indices)],
                batch.results,
                functools.partial(self._arrived_in, batch.task, "tune"),
            )[0]
            running.popleft()
            self._finish_batch(batch.task, outcomes, batch.started)

    def _propose(self, pending: int) -> tuple[int, list[int]] | None:
        """The next batch (task, config indices) with ``pending`` configs still in flight;
        None when the budget is spent or every task has stopped."""
        s = self.settings
        while self.trials_done + pending < s.trials:
            if self._transient > s.trials:
                # Devices that fail every job would otherwise keep the run going forever.
                log.warning("stopping: %d results lost to device failures", self._transient)
                return None
            i = self.scheduler.next_task()
            if i is None:
                return None
            n = min(s.batch, s.trials - self.trials_done - pending)
            indices = self._next_configs(i, n)
            if indices:
                return i, indices
            if not self.results[i].stopped:
                self.results[i].stopped = "space exhausted"
            self.scheduler.mark_done(i)
        return None

    def _next_configs(self, i: int, n: int) -> list[int]:
        """Up to ``n`` new configs of task ``i`` that pass its screen (all it proposes
        without one). Rejected ones are taught to the tuner as failures; it proposes
        again for the shortfall, so a batch stays full of configs worth measuring.
        Empty when the space is exhausted, or when ``SCREEN_LIMIT`` x the batch were
        rejected and none ever passed (the task then stops, saying why)."""
        task, result = self.tasks[i], self.results[i]
        kept: list[int] = []
        rejected: list[int] = []
        give_up = SCREEN_LIMIT * self.settings.batch
        while len(kept) < n and task.tuner.has_next():
            proposed = task.tuner.next_batch(n - len(kept)).tolist()
            for k in proposed:
                problem = task.screen(k) if task.screen is not None else None
                if problem is None:
                    kept.append(k)
                    continue
                rejected.append(k)
                log.debug("%s config %d is not measured: %s", task.workload, k, problem)
            # A run of rejections among configs that do pass (a grid crossing a region of
            # oversized tiles) is skipped through; a space with none that passes is not.
            if (
                not kept
                and not self._screen_passed[i]
                and result.screened + len(rejected) >= give_up
            ):
                result.stopped = (
                    f"the screen rejected all {result.screened + len(rejected)} configs proposed"
                )
                break
        if kept:
            self._screen_passed[i] = True
        if len(rejected) > 4 * n:
            log.info("%s: %d configs screened out to fill a batch", task.workload, len(rejected))
        if rejected:
            task.tuner.update(rejected, [0.0] * len(rejected))
            result.screened += len(rejected)
        return kept

    def _finish_batch(self, i: int, outcomes: Sequence[Outcome], t0: float) -> None:
        """Feeds a tuning batch's results to task ``i``'s tuner and the scheduler."""
        s, result = self.settings, self.results[i]
        gflops = self._learn(i, outcomes)
        self.scheduler.record(i, gflops)
        result.wall_s += time.monotonic() - t0
        if s.early_stopping is not None and self._since_best[i] >= s.early_stopping:
            result.stopped = f"no improvement in {s.early_stopping} trials"
            self.scheduler.mark_done(i)

    def _learn(self, i: int, outcomes: Sequence[Outcome]) -> list[float]:
        """Feeds a batch's verdicts to task ``i``'s tuner; returns their GFLOP/s.

        A transient error (device lost or stalled, batch cancelled) is no verdict on
        the config: the tuner forgets it, so it stays proposable (measured again).
        """
        task = self.tasks[i]
        judged = [o for o in outcomes if o.error_kind not in TRANSIENT_ERRORS]
        gflops = [o.gflops(task.flop) for o in judged]
        task.tuner.update([o.index for o in judged], gflops)
        task.tuner.forget([o.index for o in outcomes if o.error_kind in TRANSIENT_ERRORS])
        return gflops

    def _arrived_in(self, i: int, phase: str, _group: int, o: Outcome) -> None:
        """:meth:`_arrived` as an ``on_result`` callback of a one-task batch."""
        self._arrived(i, phase, o)

    def _arrived(self, i: int, phase: str, o: Outcome) -> None:
        """Accounts for one new result of task ``i`` and reports progress."""
        if o.error_kind in TRANSIENT_ERRORS:
            # Not a trial: the config is measured again later (see _learn).
            self._transient += 1
            log.warning(
                "%s config %d: %s (%s); it stays in the search",
                self.tasks[i].workload,
                o.index,
                o.error_kind.label,
                o.error_message,
            )
            return
        r = self.results[i]
        g = o.gflops(self.tasks[i].flop)
        r.trials += 1
        r.new_trials += 1
        if not o.ok:
            r.errors += 1
        if g > r.tuned_best_gflops:
            r.tuned_best_gflops = g
            r.best_gflops = g
            r.best_index = o.index
            self._since_best[i] = 0
        else:
            self._since_best[i] += 1
        r.curve.append(r.tuned_best_gflops)
        self._batch_best[i] = max(self._batch_best[i], g)
        self._report(i, phase, self._batch_best[i])

    def _measure_groups(
        self,
        groups: Sequence[tuple[TuneTask, list[int]]],
        on_result: Callable[[int, Outcome], None] | None = None,
    ) -> list[list[Outcome]]:
        """Measures configs of several tasks as one batch; records each result as it arrives.

        Args:
            groups: (task, config indices) per group.
            on_result: Called with (index of the group, outcome) as each result arrives.

        Returns:
            Each group's outcomes, in order of arrival.
        """
        return self._consume(
            groups, measure_groups(self.measurer, self._requests(groups)), on_result
        )

    @staticmethod
    def _requests(groups: Sequence[tuple[TuneTask, list[int]]]) -> list[Group]:
        return [
            Group(task.workload, task.target, [Candidate(i, task.space.knobs_json(i)) for i in idx])
            for task, idx in groups
        ]

    def _start_batch(self, i: int, indices: list[int]) -> _Running:
        """Task ``i``'s batch: measured on a background thread from now on with
        ``overlap``, else as its results are consumed."""
        task = self.tasks[i]
        requests = self._requests([(task, indices)])
        if not self.settings.overlap:
            results = measure_groups(self.measurer, requests)
            return _Running(i, indices, results, time.monotonic(), None)
        batch: InFlightBatch[tuple[int, Outcome]] = InFlightBatch(
            lambda: measure_groups(self.measurer, requests)
        )
        return _Running(i, indices, batch.results(), time.monotonic(), batch)

    def _consume(
        self,
        groups: Sequence[tuple[TuneTask, list[int]]],
        results: Iterator[tuple[int, Outcome]],
        on_result: Callable[[int, Outcome], None] | None,
    ) -> list[list[Outcome]]:
        """Takes a batch's results as they arrive: records each, then ``on_result``."""
        out: list[list[Outcome]] = [[] for _ in groups]
        try:
            for g, o in results:
                out[g].append(o)
                self._record(groups[g][0], o)
                if on_result is not None:
                    on_result(g, o)
        except KeyboardInterrupt:
            self._cancel()
            raise
        except BaseException:
            if self._in_background():  # the pool failed this batch: leave none running
                self._cancel()
            raise
        self._flush()
        return out

    def _record(self, task: TuneTask, o: Outcome) -> None:
        if o.error_kind not in TRANSIENT_ERRORS:  # no measurement of the config
            self._pending.append(self._measurement(task, o))

    def _in_background(self) -> bool:
        """Whether batches are being measured on background threads (overlap)."""
        return any(r.handle is not None for r in self._running)

    def _cancel(self) -> None:
        """Cancels the batches in flight (Ctrl-C, a failed batch); records what arrived of
        those measured on background threads that the loop had not taken yet."""
        log.info("cancelling the batches in flight")
        self.measurer.cancel()
        for batch in self._running:
            if batch.handle is not None:
                batch.handle.join()
                for _, o in batch.handle.arrived():
                    self._record(self.tasks[batch.task], o)
        self._running.clear()

    def _measurement(self, task: TuneTask, o: Outcome) -> Measurement:
        s = self.settings
        return Measurement(
            workload=task.workload,
            target=task.target,
            config=task.space.knobs_json(o.index),
            costs_s=tuple(o.costs_s),
            error_kind=o.error_kind,
            error_message=o.error_message,
            device_key=s.device_key,
            config_index=o.index,
            flop=task.flop,
            compile_time_s=o.compile_time_s,
            started_at=o.started_at,
            finished_at=o.finished_at,
            run_id=s.run_id,
            compiler_version=s.compiler_version,
            checked=o.checked,
            max_rel_error=o.max_rel_error,
        )

    def _flush(self) -> None:
        if self._pending:
            batch, self._pending = self._pending, []
            self.sink.add(batch)

    def _report(self, i: int, phase: str, batch_best: float) -> None:
        r = self.results[i]
        self.progress(
            Progress(
                task=i,
                workload=r.workload,
                phase=phase,
                task_trials=r.new_trials,
                trials_done=self.trials_done,
                trials_total=self.settings.trials,
                batch_best_gflops=batch_best,
                best_gflops=r.best_gflops,
                errors=r.errors,
                elapsed_s=time.monotonic() - self._start,
                total_ms=self.estimated_total_ms(),
                tasks=len(self.tasks),
            )
        )

    def estimated_total_ms(self) -> float:
        """Milliseconds of one run of every task, weighted, with each task's best config
        so far (for a model: its estimated latency in kernels); inf while a task has no
        working config. Of a task and its alternative, the faster counts."""
        seconds: dict[str, float] = {}
        for t, r in zip(self.tasks, self.results, strict=True):
            seconds[t.workload] = t.flop / (r.best_gflops * 1e9) if r.best_gflops > 0 else math.inf
        # A task's alternatives together replace it (one 1x1 conv form replaces the other;
        # attention's three kernels replace the fused one): the faster side counts.
        replacing: dict[str, float] = {}
        for t in self.tasks:
            if t.alternative_to is not None and t.alternative_to in seconds:
                replacing[t.alternative_to] = (
                    replacing.get(t.alternative_to, 0.0) + seconds[t.workload]
                )
        for workload, other in replacing.items():
            seconds[workload] = min(seconds[workload], other)
        total = sum(t.weight * seconds[t.workload] for t in self.tasks if t.alternative_to is None)
        return total * 1e3

    # -- final re-measurement ------------------------------------------------------------
    def _top_indices(self, i: int) -> list[int]:
        tuner = self.tasks[i].tuner
        scores = np.asarray(tuner.scores)
        idx = np.asarray(tuner.indices, dtype=np.int64)
        ok = scores > 0
        idx, scores = idx[ok], scores[ok]
        out: list[int] = []
        for j in np.argsort(-scores, kind="stable").tolist():
            if int(idx[j]) not in out:
                out.append(int(idx[j]))
            if len(out) >= self.settings.remeasure_top:
                break
        # The initial configs (a model's template defaults) race the top ones under
        # the same conditions: a noisy win over the default does not survive that.
        initial = [k for k in self.tasks[i].initial if k not in out and k in set(idx.tolist())]
        return out + initial if out else out

    def _remeasure_order(self) -> list[int]:
        """Task indices, each task's alternatives (:attr:`TuneTask.alternative_to`) right
        after it: the two kernels a layer picks between are timed side by side."""
        index = {t.workload: i for i, t in enumerate(self.tasks)}
        following: dict[int, list[int]] = {}
        for i, t in enumerate(self.tasks):
            if t.alternative_to in index:
                following.setdefault(index[t.alternative_to], []).append(i)
        placed = {i for alts in following.values() for i in alts}
        order: list[int] = []
        for i in range(len(self.tasks)):
            if i not in placed:
                order += [i, *following.get(i, [])]
        return order

    def _remeasure(self) -> None:
        s = self.settings
        if s.remeasure_top == 0 or s.remeasure_rounds == 0:
            return
        # Round-major: every task's candidates (A B C), then every task's again, and so
        # on, so each config's rounds fall a round apart (11 s for ResNet-50's 38 tasks on
        # 2 vCPUs), not back to back. A shared host changes speed for seconds to minutes,
        # and most for kernels that stream memory (a Zen 4 VM: ResNet-50's stride-2
        # Winograd conv 0.83 ms for a while, then 1.06, its direct alternative 1.02
        # throughout): rounds in one spell rank by that spell. A task's alternatives
        # follow it, so the two kernels a layer picks between meet the same spells.
        tops = {i: self._top_indices(i) for i in self._remeasure_order()}
        todo = [(i, top) for _ in range(s.remeasure_rounds) for i, top in tops.items() if top]
        if not todo:
            return
        measured = self._measure_groups([(self.tasks[i], batch) for i, batch in todo])
        for (i, _), outcomes in zip(todo, measured, strict=True):
            task, r = self.tasks[i], self.results[i]
            for o in outcomes:
                if o.error_kind in TRANSIENT_ERRORS:
                    continue  # a lost round must not rank a config as failed
                r.remeasured.setdefault(o.index, []).append(o.gflops(task.flop))
        for i in dict.fromkeys(i for i, _ in todo):
            task, r = self.tasks[i], self.results[i]
            # The median of all of a config's measurements (its trial and the interleaved
            # rounds), as the records rank configs for 'compile' and 'bench': one lucky
            # round does not pick the config, and the pick is the one they build.
            scored = {k: _config_median(task, v, k) for k, v in r.remeasured.items()}
            scored = {k: g for k, g in scored.items() if g > 0}
            if scored:
                best = max(scored, key=lambda k: scored[k])
                r.best_index, r.best_gflops = best, scored[best]
            self._report(i, "remeasure", max(scored.values(), default=0.0))
