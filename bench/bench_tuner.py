"""Tuner benchmarks without a device: replay tables and per-batch overhead.

1. Replay: trials each tuner needs to reach 90% and 95% of a table's best
   (median and spread over seeds), for every table in tests/tuner/data/.
2. Overhead: wall time of one xgb batch of 64 (model refit + annealing +
   diversity) with 1,000 measured records, on the matmul 1024^3 space.

Usage::

    .venv/bin/python bench/bench_tuner.py [--seeds 10] [--tuners xgb,ga,random]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

from tuner.replay import ReplayTable, run_replay, trials_to_reach
from tuner.tuners import make_tuner

DATA = Path(__file__).resolve().parent.parent / "tests" / "tuner" / "data"


def replay_table(tables: list[Path], tuners: list[str], seeds: int, batch: int) -> None:
    print(
        "\n## Replay: trials to reach 90% / 95% of the table's best "
        f"(median [min-max] of {seeds} seeds, batch {batch})\n"
    )
    print("| table | configs | tuner | to 90% | to 95% | s/run |")
    print("|---|---|---|---|---|---|")
    for path in tables:
        table = ReplayTable.load(path)
        for name in tuners:
            hits = {0.9: [], 0.95: []}
            t0 = time.perf_counter()
            for seed in range(seeds):
                tuner = make_tuner(name, table.space, seed=seed)
                curve = run_replay(tuner, table, table.space.size, batch, stop_at=0.95 * table.best)
                for frac, found in hits.items():
                    found.append(trials_to_reach(curve, frac * table.best) or table.space.size)
            per = (time.perf_counter() - t0) / seeds
            cells = [f"{statistics.median(v):.0f} [{min(v)}-{max(v)}]" for v in hits.values()]
            print(
                f"| {table.workload} | {table.space.size} | {name} "
                f"| {cells[0]} | {cells[1]} | {per:.2f} |"
            )


def overhead(records: int, batch: int, repeats: int, loop_features: bool) -> None:
    from tuner.features import Featurizer
    from tuner.session import loop_nest_featurizer, resolve_workloads

    (w,) = resolve_workloads(["matmul:m=1024,n=1024,k=1024"], "llvm")
    rng = np.random.default_rng(0)
    # Throughputs from a smooth random function of the knob digits, so the
    # model has structure to fit (the cost of fitting does not depend on truth).
    weights = rng.normal(size=len(w.space.names))

    def fake_gflops(idx: np.ndarray) -> np.ndarray:
        d = w.space.digits(idx) / np.maximum(w.space.radices - 1, 1)
        return np.maximum(100 + 60 * np.sin(3 * d) @ weights, 1.0)

    print(
        f"\n## Overhead of one xgb batch of {batch} at {records} records "
        f"(matmul 1024^3 space, {w.space.size} configs, "
        f"{'knob + loop-nest' if loop_features else 'knob'} features)\n"
    )
    print("| step | median s | max s |")
    print("|---|---|---|")
    featurizer = loop_nest_featurizer(w, "llvm") if loop_features else Featurizer(w.space)
    tuner = make_tuner("xgb", w.space, seed=0, featurizer=featurizer)
    idx = tuner.next_batch(records)
    tuner.update(idx, fake_gflops(idx).tolist())
    if loop_features:
        featurizer(idx)  # lowering the history once is a one-off cost, not per batch
    fit, propose, total = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        tuner._refit()  # timed on its own
        t1 = time.perf_counter()
        b = tuner.next_batch(batch)
        t2 = time.perf_counter()
        tuner.update(b, fake_gflops(b).tolist())
        fit.append(t1 - t0)
        propose.append(t2 - t1)
        total.append(t2 - t0)
    for name, v in (("refit", fit), ("anneal + pick", propose), ("total", total)):
        print(f"| {name} | {statistics.median(v):.3f} | {max(v):.3f} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--tuners", default="xgb,ga,random")
    ap.add_argument("--skip-replay", action="store_true")
    ap.add_argument("--skip-overhead", action="store_true")
    ap.add_argument(
        "--loop-features", action="store_true", help="also time with loop-nest features"
    )
    args = ap.parse_args()
    if not args.skip_replay:
        replay_table(sorted(DATA.glob("*.json*")), args.tuners.split(","), args.seeds, args.batch)
    if not args.skip_overhead:
        overhead(1000, 64, 5, loop_features=False)
        if args.loop_features:
            overhead(1000, 64, 3, loop_features=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
