"""Model-based search: an XGBoost cost model steered by simulated annealing.

Each batch: refit the model on every measured config (plus transfer records
of other shapes, ranked within their own groups), let simulated annealing
find the configs the model rates highest among those never measured, keep a
diverse subset (configs at least ``min_distance`` knobs apart), and fill a
share ``epsilon`` of the batch with random configs so the model keeps
seeing regions it rates low.

The annealer scores thousands of configs per batch, so it uses a model on
knob features (table lookups). When the featurizer also has the compiler's
loop-nest features (about 10 ms per config to lower), a second model on all
features re-ranks the annealer's candidates before the diverse pick.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.space import ConfigSpace
from tuner.annealing import AnnealingParams, anneal, pick_diverse
from tuner.cost_model import XGBCostModel, XGBParams
from tuner.features import Featurizer
from tuner.options import check_range
from tuner.tuners.base import Tuner


@dataclass(frozen=True)
class XGBOptions:
    """Options of the XGBoost tuner (model, annealer and batch composition).

    Attributes:
        objective: XGBoost objective: rank:pairwise (default), rank:ndcg, reg:squarederror.
        rounds: Boosting rounds per refit.
        max_depth: Tree depth.
        eta: Learning rate.
        warmup: Successful measurements of this workload before the model
            steers (random configs until then, unless transfer records exist).
        epsilon: Share of each batch proposed at random (exploration).
        min_distance: Knobs by which configs of one batch must differ.
        candidates: Annealer keeps this many times the batch size of top configs.
        sa_chains: Parallel annealing chains.
        sa_steps: Most annealing steps per batch.
        sa_early_stop: Stop annealing when the top set is unchanged this many steps.
        sa_t_start: Starting temperature (relative to the spread of model scores).
        threads: XGBoost threads.
    """

    # The model's defaults live in XGBParams, once.
    objective: str = XGBParams.objective
    rounds: int = XGBParams.rounds
    max_depth: int = XGBParams.max_depth
    eta: float = XGBParams.eta
    warmup: int = 8
    epsilon: float = 0.05
    min_distance: int = 2
    candidates: int = 3
    sa_chains: int = 128
    sa_steps: int = 120
    sa_early_stop: int = 25
    sa_t_start: float = 1.0
    threads: int = XGBParams.threads

    def __post_init__(self) -> None:
        check_range("warmup", self.warmup, 1)
        check_range("epsilon", self.epsilon, 0.0, 1.0)
        check_range("min_distance", self.min_distance, 0)
        check_range("candidates", self.candidates, 1)
        # The nested parameter classes validate the rest.
        self.model_params()
        self.annealing_params()

    def model_params(self) -> XGBParams:
        """The cost model's hyper-parameters."""
        return XGBParams(
            objective=self.objective,
            rounds=self.rounds,
            max_depth=self.max_depth,
            eta=self.eta,
            threads=self.threads,
        )

    def annealing_params(self) -> AnnealingParams:
        """The annealer's parameters."""
        return AnnealingParams(
            chains=self.sa_chains,
            steps=self.sa_steps,
            early_stop=self.sa_early_stop,
            t_start=self.sa_t_start,
        )


class XGBTuner(Tuner):
    """XGBoost cost model + simulated annealing (the default tuner)."""

    name = "xgb"
    Options = XGBOptions

    def __init__(
        self,
        space: ConfigSpace,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        featurizer: Featurizer | None = None,
    ) -> None:
        """Creates the tuner.

        Args:
            space: The configs to search.
            options: See :class:`XGBOptions`.
            seed: Seed of the random source and of XGBoost.
            featurizer: Features of configs; knob features only by default.
        """
        super().__init__(space, options, seed)
        opts: XGBOptions = self.options
        self.opts = opts
        self.featurizer = featurizer or Featurizer(space)
        self.model = XGBCostModel(opts.model_params(), seed=seed)
        self.full_model = (
            XGBCostModel(opts.model_params(), seed=seed) if self.featurizer.has_loop_nest else None
        )
        self._dirty = False
        self._tx: list[np.ndarray] = []
        self._ty: list[np.ndarray] = []
        self._tg: list[np.ndarray] = []

    def add_transfer(self, features: np.ndarray, scores: np.ndarray, groups: np.ndarray) -> None:
        """Warm-starts the model with records of other shapes (groups must be >= 1)."""
        if len(scores) == 0:
            return
        if np.any(np.asarray(groups) < 1):
            raise ValueError("transfer groups must be >= 1 (group 0 is this workload)")
        self._tx.append(np.asarray(features, dtype=np.float32))
        self._ty.append(np.asarray(scores, dtype=np.float64))
        self._tg.append(np.asarray(groups, dtype=np.int64))
        self._dirty = True

    def _learn(self, indices: list[int], scores: list[float]) -> None:
        self._dirty = True

    def _refit(self) -> None:
        own = np.asarray(self.indices, dtype=np.int64)
        x = (
            self.featurizer(own)
            if self.full_model is not None
            else self.featurizer.knob_features(own)
        )
        y = np.asarray(self.scores, dtype=np.float64)
        g = np.zeros(len(y), dtype=np.int64)
        if self._tx:
            tx = np.concatenate(self._tx)
            x = np.concatenate([x, tx]) if len(y) else tx
            y = np.concatenate([y, *self._ty])
            g = np.concatenate([g, *self._tg])
        n_knob = self.featurizer.n_knob_features
        self.model.fit(np.ascontiguousarray(x[:, :n_knob]), y, g)
        if self.full_model is not None:
            self.full_model.fit(x, y, g)
        self._dirty = False

    def _model_ready(self) -> bool:
        own = sum(1 for s in self.scores if s > 0)
        return own >= self.opts.warmup or (bool(self._tx) and own >= 0)

    def _propose(self, n: int) -> np.ndarray:
        if not self._model_ready():
            return self.random_unvisited(n)
        if self._dirty:
            self._refit()
        if not self.model.fitted:
            return self.random_unvisited(n)
        n_random = round(n * self.opts.epsilon)
        n_model = n - n_random
        scores = np.asarray(self.scores)
        best_first = np.asarray(self.indices, dtype=np.int64)[np.argsort(-scores, kind="stable")]
        starts = best_first[: self.opts.sa_chains // 2]

        def score(idx: np.ndarray) -> np.ndarray:
            return self.model.predict(self.featurizer.knob_features(idx))

        ranked = anneal(
            self.space,
            score,
            max(n_model * self.opts.candidates, 1),
            excluded=self.visited_sorted(),
            rng=self.rng,
            params=self.opts.annealing_params(),
            starts=starts,
        )
        if self.full_model is not None and self.full_model.fitted and ranked.size:
            full = self.full_model.predict(self.featurizer(ranked))
            ranked = ranked[np.argsort(-full, kind="stable")]
        chosen = pick_diverse(self.space, ranked, n_model, self.opts.min_distance)
        rest = self.random_unvisited(n - chosen.size, exclude=chosen)
        return np.concatenate([chosen, rest])
