"""Transfer learning between the tasks of one run.

A model's tasks share one budget, and most get a single batch before the scheduler
favours a few: 1,500 trials over ResNet-50's 38 tasks give 1,216 to the first round
of 32 each. A tuner with no records of its own proposes that batch at random, yet the
run has by then measured hundreds of configs of the same operator on other shapes,
and knob features are shape-relative enough to rank one shape's configs from another
shape's results (:mod:`tuner.features`). So each batch's working configs are taught,
as transfer records of their own ranking group, to the cost models of the run's other
tasks of the same operator: the next task's first batch is model-guided, and every
later refit learns from all of them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tuner.loop import TuneTask
from tuner.tuners.xgb import XGBTuner

#: Ranking groups of peer tasks start here, above those of database transfer records
#: (numbered from 1 per workload read).
PEER_GROUP_BASE = 1 << 24


class PeerTransfer:
    """``(task, config indices, GFLOP/s)`` -> transfer records of the same operator's
    other tasks (an ``on_learned`` hook of :class:`tuner.loop.TuningLoop`)."""

    def __init__(self, tasks: Sequence[TuneTask], ops: Sequence[str]) -> None:
        """Pairs the model-based tuners of tasks whose operator is the same.

        Args:
            tasks: The run's tasks.
            ops: Each task's operator name.
        """
        if len(tasks) != len(ops):
            raise ValueError("one operator name per task is needed")
        self.tasks = list(tasks)
        learners = [i for i, t in enumerate(tasks) if isinstance(t.tuner, XGBTuner)]
        self.peers = {i: [j for j in learners if j != i and ops[j] == ops[i]] for i in learners}

    def __call__(self, task: int, indices: Sequence[int], gflops: Sequence[float]) -> None:
        """Teaches task ``task``'s working configs to its peers' models."""
        peers = self.peers.get(task)
        working = [(k, g) for k, g in zip(indices, gflops, strict=True) if g > 0]
        if not peers or not working:
            return
        source = self.tasks[task]
        assert isinstance(source.tuner, XGBTuner)
        own = source.tuner.featurizer
        idx = np.asarray([k for k, _ in working], dtype=np.int64)
        scores = np.asarray([g for _, g in working])
        knobs = [source.space.knobs_json(int(k)) for k in idx]
        # Loop-nest features describe the lowered loops, so they hold for any shape: the
        # source's (cached) vectors are the peers' as they are.
        nests = own(idx)[:, own.n_knob_features :] if own.has_loop_nest else None
        for j in peers:
            tuner = self.tasks[j].tuner
            assert isinstance(tuner, XGBTuner)
            rows, kept = [], []
            for r, k in enumerate(knobs):
                try:
                    rows.append(tuner.featurizer.from_knobs(k, None if nests is None else nests[r]))
                except ValueError:
                    continue  # a knob the peer's space does not have (another form)
                kept.append(r)
            if rows:
                group = np.full(len(rows), PEER_GROUP_BASE + task, dtype=np.int64)
                tuner.add_transfer(np.stack(rows), scores[kept], group)
