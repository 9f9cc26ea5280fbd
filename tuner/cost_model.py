"""Cost models: fit on measured configs, predict a score for unmeasured ones.

Scores are "higher is better" (throughput-like); only their order matters to
the search, which is why a ranking objective is the default.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from tuner.options import check_range

log = logging.getLogger(__name__)


class CostModel(Protocol):
    """Fits on feature rows with scores and predicts scores for new rows."""

    def fit(self, x: np.ndarray, y: np.ndarray, groups: np.ndarray | None = None) -> None:
        """Fits the model; ``groups`` labels rows of one workload (ranking is within a group)."""
        ...

    def predict(self, x: np.ndarray) -> np.ndarray:
        """Predicted scores, higher is better."""
        ...

    @property
    def fitted(self) -> bool:
        """Whether :meth:`fit` has been called with enough data."""
        ...


@dataclass(frozen=True)
class XGBParams:
    """Hyper-parameters of :class:`XGBCostModel`."""

    objective: str = "rank:pairwise"
    rounds: int = 60
    max_depth: int = 6
    eta: float = 0.3
    subsample: float = 1.0
    min_child_weight: float = 1.0
    threads: int = 1

    def __post_init__(self) -> None:
        allowed = ("rank:pairwise", "rank:ndcg", "reg:squarederror")
        if self.objective not in allowed:
            raise ValueError(f"objective {self.objective!r} is not one of {allowed}")
        check_range("rounds", self.rounds, 1)
        check_range("max_depth", self.max_depth, 1, 20)
        check_range("eta", self.eta, 1e-4, 1.0)
        check_range("subsample", self.subsample, 0.05, 1.0)
        check_range("threads", self.threads, 1)


class XGBCostModel:
    """Gradient-boosted trees (XGBoost) over config features.

    Targets are per-group normalised scores (``score / max score of its
    group``), so measurements from other shapes (transfer learning) share a
    scale, and failed configs (score 0) rank below every working one.
    """

    def __init__(self, params: XGBParams | None = None, seed: int = 0) -> None:
        """Creates an unfitted model."""
        self.params = params or XGBParams()
        self.seed = seed
        self._booster: object | None = None

    @property
    def fitted(self) -> bool:
        """Whether a booster has been trained."""
        return self._booster is not None

    def fit(self, x: np.ndarray, y: np.ndarray, groups: np.ndarray | None = None) -> None:
        """Trains a fresh booster on all rows (refits are cheap at tuning scales).

        Args:
            x: Feature rows.
            y: Scores, higher is better; failed configs 0.
            groups: Group label per row (e.g. workload id); rows ranked within a group.
        """
        import xgboost as xgb

        y = np.asarray(y, dtype=np.float64)
        groups = np.zeros(len(y), dtype=np.int64) if groups is None else np.asarray(groups)
        if len(y) < 2 or not np.any(y > 0):
            return  # nothing to learn an order from yet
        order = np.argsort(groups, kind="stable")  # ranking objectives need contiguous groups
        x, y, groups = x[order], y[order], groups[order]
        target = np.zeros_like(y)
        _, starts, counts = np.unique(groups, return_index=True, return_counts=True)
        for s, c in zip(starts, counts, strict=True):
            top = y[s : s + c].max()
            if top > 0:
                target[s : s + c] = y[s : s + c] / top
        dtrain = xgb.DMatrix(x, label=target)
        if self.params.objective.startswith("rank:"):
            dtrain.set_group(counts)
        p = self.params
        cfg = {
            "objective": p.objective,
            "max_depth": p.max_depth,
            "eta": p.eta,
            "subsample": p.subsample,
            "min_child_weight": p.min_child_weight,
            "nthread": p.threads,
            "seed": self.seed,
            "verbosity": 0,
            "tree_method": "hist",
        }
        self._booster = xgb.train(cfg, dtrain, num_boost_round=p.rounds)

    def predict(self, x: np.ndarray) -> np.ndarray:
        """Predicted scores; zeros before the first fit."""
        import xgboost as xgb

        if self._booster is None:
            return np.zeros(len(x))
        booster: xgb.Booster = self._booster  # type: ignore[assignment]
        return np.asarray(booster.inplace_predict(x), dtype=np.float64)
