"""Simulated annealing over a cost model: the configs the model rates highest.

Many chains run in lock-step on numpy arrays of config indices: each step
every chain proposes a neighbour (one knob changed), the model scores all
proposals in one call, and each chain accepts by the Metropolis rule at the
current temperature (linear schedule from ``t_start`` to ``t_end``). The best
unmeasured configs seen by any chain are kept; the search stops early when
that top set has not changed for ``early_stop`` steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from compiler.space import ConfigSpace
from tuner.options import check_range

#: Scores a batch of config indices (higher is better).
ScoreFn = Callable[[np.ndarray], np.ndarray]


@dataclass(frozen=True)
class AnnealingParams:
    """Options of the annealer."""

    chains: int = 128
    steps: int = 120
    early_stop: int = 25
    t_start: float = 1.0
    t_end: float = 0.0

    def __post_init__(self) -> None:
        check_range("sa_chains", self.chains, 1)
        check_range("sa_steps", self.steps, 1)
        check_range("sa_early_stop", self.early_stop, 1)
        check_range("sa_t_start", self.t_start, 0.0)
        check_range("sa_t_end", self.t_end, 0.0, self.t_start)


def is_in(sorted_values: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Membership of ``values`` in an ascending array, vectorised."""
    if sorted_values.size == 0:
        return np.zeros(values.shape, dtype=bool)
    pos = np.searchsorted(sorted_values, values)
    pos = np.minimum(pos, sorted_values.size - 1)
    return sorted_values[pos] == values


def _merge_top(
    top_idx: np.ndarray, top_score: np.ndarray, idx: np.ndarray, score: np.ndarray, k: int
) -> tuple[np.ndarray, np.ndarray]:
    """Top ``k`` distinct indices by score among the old top and new points."""
    all_idx = np.concatenate([top_idx, idx])
    all_score = np.concatenate([top_score, score])
    uniq, first = np.unique(all_idx, return_index=True)
    uniq_score = all_score[first]
    if uniq.size > k:
        keep = np.argpartition(-uniq_score, k - 1)[:k]
        uniq, uniq_score = uniq[keep], uniq_score[keep]
    order = np.argsort(-uniq_score, kind="stable")
    return uniq[order], uniq_score[order]


def anneal(
    space: ConfigSpace,
    score: ScoreFn,
    k: int,
    *,
    excluded: np.ndarray,
    rng: np.random.Generator,
    params: AnnealingParams,
    starts: np.ndarray | None = None,
) -> np.ndarray:
    """The (up to) ``k`` best unmeasured configs found, best first.

    Args:
        space: The space searched.
        score: The model's scores for an array of indices.
        k: How many configs to return.
        excluded: Ascending array of indices never to return (already measured).
        rng: Random source.
        params: Chains, steps, temperatures, early stop.
        starts: Optional starting points (e.g. the best measured configs);
            chains beyond them start at random configs.
    """
    n = params.chains
    points = space.sample_indices(rng, n)
    if starts is not None and starts.size:
        m = min(starts.size, n // 2)  # keep half the chains exploring from random points
        points[:m] = starts[:m]
    scores = score(points)
    spread = float(np.std(scores)) or 1.0  # temperature relative to the model's scale
    ok = ~is_in(excluded, points)
    top_idx, top_score = _merge_top(np.zeros(0, np.int64), np.zeros(0), points[ok], scores[ok], k)
    unchanged = 0
    for step in range(params.steps):
        frac = step / max(params.steps - 1, 1)
        temp = params.t_start + (params.t_end - params.t_start) * frac
        proposal = space.random_neighbours(points, rng)
        new_scores = score(proposal)
        if temp > 0:
            with np.errstate(over="ignore"):
                accept_p = np.exp(np.minimum((new_scores - scores) / (temp * spread), 0.0))
            accept = rng.random(n) < accept_p
        else:
            accept = new_scores >= scores
        points = np.where(accept, proposal, points)
        scores = np.where(accept, new_scores, scores)
        ok = ~is_in(excluded, proposal)
        new_top, new_top_score = _merge_top(top_idx, top_score, proposal[ok], new_scores[ok], k)
        if new_top.size == top_idx.size and np.array_equal(np.sort(new_top), np.sort(top_idx)):
            unchanged += 1
            if unchanged >= params.early_stop:
                break
        else:
            unchanged = 0
        top_idx, top_score = new_top, new_top_score
    return top_idx


def pick_diverse(space: ConfigSpace, ranked: np.ndarray, n: int, min_distance: int) -> np.ndarray:
    """Up to ``n`` of ``ranked`` (best first), each at least ``min_distance`` knobs from the others.

    Candidates too close to one already picked are skipped; when that leaves
    fewer than ``n``, the skipped ones fill the rest in rank order, so a batch
    is never short just because the model's favourites cluster.
    """
    if min_distance <= 0 or ranked.size <= 1:
        return ranked[:n]
    digits = space.digits(ranked)
    picked: list[int] = []
    skipped: list[int] = []
    for i in range(ranked.size):
        if len(picked) >= n:
            break
        if picked:
            dist = (digits[picked] != digits[i]).sum(axis=1)
            if dist.min() < min_distance:
                skipped.append(i)
                continue
        picked.append(i)
    chosen = picked + skipped[: max(n - len(picked), 0)]
    return ranked[np.array(chosen, dtype=np.int64)]
