"""Live tuning benchmarks on this machine (local pool: tracker + one device server).

1. ``autotune tune matmul:m=1024,n=1024,k=1024 --trials 200``: wall time and the
   best config's throughput, timed again by `autotune bench` against numpy in the same run
   (ratio = ours / numpy; goal >= 0.75).
2. Trials to reach 90% and 95% of the best known config of matmul 512^3 for
   xgb, ga and random (each on a fresh database, so no resume or transfer);
   "best known" is the best throughput any of the runs measured.

Run with OpenBLAS's environment overrides removed, so numpy uses its best kernels::

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE .venv/bin/python bench/bench_tuner_live.py
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from tuner.records import RecordFilter, RecordStore


def tune(workload: str, db: str, tuner: str, trials: int, seed: int) -> tuple[dict, float]:
    """Runs ``autotune tune`` and returns its JSON summary and wall time."""
    cmd = [
        sys.executable,
        "-m",
        "autotune",
        "tune",
        workload,
        "--trials",
        str(trials),
        "--tuner",
        tuner,
        "--db",
        db,
        "--json",
        "--seed",
        str(seed),
        "--no-transfer",
    ]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"autotune tune failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout), wall


def curve(db: str, workload: str, trials: int) -> np.ndarray:
    """Best-so-far GFLOP/s after each tuning trial, from the records (insertion order)."""
    with RecordStore(db) as store:
        recs = list(store.records(RecordFilter(workload=workload)))[:trials]
    return np.maximum.accumulate([r.gflops or 0.0 for r in recs])


def time_with_autotune_bench(workload: str, config: dict, repeat: int) -> dict:
    """``autotune bench --config``: our kernel and numpy timed in the same run, checked."""
    cmd = [
        sys.executable, "-m", "autotune", "bench", workload,
        "--config", json.dumps(config), "--repeat", str(repeat), "--json",
    ]  # fmt: skip
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"autotune bench failed ({proc.returncode}): {proc.stderr.strip()}")
    return dict(json.loads(proc.stdout))


def bench_1024(tmp: Path, trials: int) -> None:
    workload = "matmul:m=1024,n=1024,k=1024"
    db = f"sqlite:///{tmp / 'm1024.db'}"
    out, wall = tune(workload, db, "xgb", trials, 0)
    (w,) = out["workloads"]
    timed = time_with_autotune_bench(workload, w["best_config"], 20)
    print(f"\n## autotune tune {workload} --trials {trials} (local pool, xgb)\n")
    print(
        "| wall s | trials | errors | tuned best GFLOP/s | re-timed GFLOP/s "
        "| numpy GFLOP/s | ratio |"
    )
    print("|---|---|---|---|---|---|---|")
    print(
        f"| {wall:.0f} | {w['trials']} | {w['errors']} | {w['best_gflops']:.1f} "
        f"| {timed['gflops']:.1f} | {timed['reference_gflops']:.1f} | {timed['ratio']:.2f} |"
    )
    print(f"\nbest config: {json.dumps(w['best_config'])}")


def bench_512(tmp: Path, trials: int, tuners: list[str], seeds: int) -> None:
    workload = "matmul:m=512,n=512,k=512"
    curves: dict[tuple[str, int], np.ndarray] = {}
    walls: dict[tuple[str, int], float] = {}
    # Interleave tuners per seed, so a slow spell of the machine hits all alike.
    for seed in range(seeds):
        for name in tuners:
            db = f"sqlite:///{tmp / f'm512-{name}-{seed}.db'}"
            _, walls[name, seed] = tune(workload, db, name, trials, seed)
            curves[name, seed] = curve(db, workload, trials)
    best = max(float(c.max()) for c in curves.values())
    print(f"\n## {workload}: trials to reach 90% / 95% of the best known ({best:.1f} GFLOP/s)\n")
    print(
        "| tuner | seeds | to 90% (median, per seed) | to 95% (median, per seed) | best | wall s |"
    )
    print("|---|---|---|---|---|---|")
    for name in tuners:
        cells = []
        for frac in (0.9, 0.95):
            per = []
            for seed in range(seeds):
                hit = np.flatnonzero(curves[name, seed] >= frac * best)
                per.append(int(hit[0]) + 1 if hit.size else None)
            shown = ",".join("-" if p is None else str(p) for p in per)
            vals = [p if p is not None else trials + 1 for p in per]
            med = statistics.median(vals)
            # A seed that never got there counts as trials + 1: the median is then a lower bound.
            mark = ">" if med > trials else (">=" if None in per else "")
            cells.append(f"{mark}{min(med, trials):.0f} ({shown})")
        top = max(float(curves[name, s].max()) for s in range(seeds))
        wall = statistics.median(walls[name, s] for s in range(seeds))
        print(f"| {name} | {seeds} | {cells[0]} | {cells[1]} | {top:.1f} | {wall:.0f} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials-1024", type=int, default=200)
    ap.add_argument("--trials-512", type=int, default=150)
    ap.add_argument("--seeds", type=int, default=1)
    ap.add_argument("--tuners", default="xgb,ga,random")
    ap.add_argument("--skip-1024", action="store_true")
    ap.add_argument("--skip-512", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-tuner-") as tmp:
        if not args.skip_1024:
            bench_1024(Path(tmp), args.trials_1024)
        if not args.skip_512:
            bench_512(Path(tmp), args.trials_512, args.tuners.split(","), args.seeds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
