"""Sharing one trial budget among several workloads (tasks).

Gradient-style, after Ansor's task scheduler. The objective is the estimated
total time of all tasks, ``sum_i flop_i / best_gflops_i`` (a task's flop
count is its weight: a big kernel's seconds matter more than a small one's).
Each task's expected saving per trial mixes

* backward: seconds of estimated time it saved per trial over its last
  ``window`` trials, and
* forward: ``t_i / n_i``, an optimistic prior that the next trials save as
  much per trial as the average so far (it shrinks as a task gets many trials),

as ``alpha * backward + (1 - alpha) * forward``. The next batch goes to the
task with the largest expected saving. Every task first gets one batch (round
robin) so each has an estimate; tasks without a working config yet rank
first, since their time is unknown (infinite).

A model's alternative kernels (Winograd or direct, one fused attention kernel or
three) count once: only the faster side of a layer is in the model's time. A task
on the slower side saves nothing until it closes the gap, so its saving is what a
window of trials at its expected rate would save beyond the gap, per trial: a slow
side keeps a few batches of exploration while it might overtake, then yields its
trials to layers whose time counts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass
class TaskState:
    """What the scheduler tracks per task."""

    flop: float
    trials: int = 0
    best_gflops: float = 0.0
    # Estimated seconds after each trial (inf before a working config).
    time_curve: list[float] = field(default_factory=list)
    done: bool = False

    @property
    def est_time(self) -> float:
        """Estimated seconds per run of the task with its best config so far."""
        return self.flop / (self.best_gflops * 1e9) if self.best_gflops > 0 else math.inf


class TaskScheduler:
    """Chooses which task gets the next batch."""

    def __init__(
        self,
        flops: list[float],
        alpha: float = 0.2,
        window: int = 32,
        alternative_to: list[int | None] | None = None,
    ) -> None:
        """Schedules tasks with these flop counts.

        Args:
            flops: Floating-point operations of one run of each task.
            alpha: Weight of the backward (observed) saving.
            window: Trials over which the backward saving is measured (and over which
                a slower alternative may close its gap).
            alternative_to: Per task, the index of the task it replaces together with
                the other tasks naming the same index (None for most tasks).
        """
        if not flops:
            raise ValueError("no tasks to schedule")
        self.tasks = [TaskState(float(f)) for f in flops]
        self.alpha = alpha
        self.window = window
        # Per task in a group, its side and the other side: (own tasks, other tasks).
        self._sides: dict[int, tuple[list[int], list[int]]] = {}
        groups: dict[int, list[int]] = {}
        for i, primary in enumerate(alternative_to or []):
            if primary is not None:
                groups.setdefault(primary, []).append(i)
        for primary, alternatives in groups.items():
            self._sides[primary] = ([primary], alternatives)
            for i in alternatives:
                self._sides[i] = (alternatives, [primary])

    def record(self, task: int, gflops: list[float]) -> None:
        """Adds a batch's throughputs (0 for failures) to a task's history."""
        state = self.tasks[task]
        for g in gflops:
            state.trials += 1
            state.best_gflops = max(state.best_gflops, g)
            state.time_curve.append(state.est_time)

    def mark_done(self, task: int) -> None:
        """Takes a task out of scheduling (budget spent, early stop, space exhausted)."""
        self.tasks[task].done = True

    def expected_saving(self, task: int) -> float:
        """Expected seconds saved per trial by measuring more of ``task``."""
        s = self.tasks[task]
        if not math.isfinite(s.est_time):
            return math.inf
        curve = s.time_curve
        before = curve[-self.window - 1] if len(curve) > self.window else curve[0]
        if not math.isfinite(before):
            before = s.est_time * 2  # the first working config roughly halves an unknown time
        span = min(len(curve), self.window) or 1
        backward = max(before - s.est_time, 0.0) / span
        forward = s.est_time / max(s.trials, 1)
        saving = self.alpha * backward + (1 - self.alpha) * forward
        gap = self._gap(task)
        return max(saving * self.window - gap, 0.0) / self.window if gap > 0 else saving

    def _gap(self, task: int) -> float:
        """Seconds the task's side of its layer is behind the other side (0 when ahead,
        alone, or when the other side has no working config yet)."""
        if task not in self._sides:
            return 0.0
        own, other = (sum(self.tasks[i].est_time for i in side) for side in self._sides[task])
        if not math.isfinite(other):
            return 0.0
        return own - other if own > other else 0.0

    def next_task(self) -> int | None:
        """The task to measure next, or None when every task is done."""
        live = [i for i, t in enumerate(self.tasks) if not t.done]
        if not live:
            return None
        unstarted = [i for i in live if self.tasks[i].trials == 0]
        if unstarted:
            return unstarted[0]
        return max(live, key=lambda i: (self.expected_saving(i), -i))
