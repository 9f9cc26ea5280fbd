"""Measures every config of a matmul subspace once and writes a replay table.

The replay tests (tests/tuner/test_replay.py) compare tuners on these
tables without a device. A table covers the full product of the chosen
knobs' candidates (other knobs stay at the template's default), each config
compiled, checked against numpy on random data and timed in-process (best
of ``--repeat`` repeats of at least ``--min-repeat-ms`` each).

Example (the committed tables)::

    .venv/bin/python bench/make_replay_tables.py matmul:m=128,n=128,k=128 \
        --out tests/tuner/data/matmul_128.json.gz
"""

from __future__ import annotations

import argparse
import logging
import math
import platform
import sys
import time
from pathlib import Path

import numpy as np

import compiler
import runtime
from compiler.space import ConfigSpace
from compiler.timing import check_output
from tuner.replay import ReplayTable

log = logging.getLogger("make_replay_tables")


def _thin(values: tuple, limit: int) -> tuple:
    """At most ``limit`` values spread evenly over the candidates (first and last kept)."""
    if len(values) <= limit:
        return values
    picks = np.unique(np.linspace(0, len(values) - 1, limit).round().astype(int))
    return tuple(values[i] for i in picks)


def choose_subspace(cspace, max_configs: int, vary: list[str] | None) -> ConfigSpace:
    """Knobs to vary (all by default) thinned until the product fits ``max_configs``."""
    knobs = [k for k in cspace.knobs if (vary is None or k.name in vary) and len(k.candidates) > 1]
    limits = {k.name: len(k.candidates) for k in knobs}
    while math.prod(limits.values()) > max_configs:
        widest = max(limits, key=lambda n: limits[n])
        limits[widest] -= 1
    return ConfigSpace.from_choices(
        [
            (
                k.name,
                [
                    list(v) if isinstance(v, tuple) else v
                    for v in _thin(k.candidates, limits[k.name])
                ],
            )
            for k in knobs
        ]
    )


def time_kernel(kernel, inputs, out, repeat: int, min_repeat_s: float) -> float:
    """Best seconds per run over ``repeat`` repeats of at least ``min_repeat_s``."""
    kernel.run(*inputs, out=out)
    number = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(number):
            kernel.run(*inputs, out=out)
        dt = time.perf_counter() - t0
        if dt >= min_repeat_s or number >= 1 << 20:
            break
        number *= 2
    best = dt / number
    for _ in range(repeat - 1):
        t0 = time.perf_counter()
        for _ in range(number):
            kernel.run(*inputs, out=out)
        best = min(best, (time.perf_counter() - t0) / number)
    return best


def measure_table(
    text: str, max_configs: int, vary: list[str] | None, repeat: int, min_ms: float
) -> ReplayTable:
    w = compiler.Workload.parse(text)
    cspace = compiler.get_space(w, "llvm")
    sub = choose_subspace(cspace, max_configs, vary)
    default = cspace.default().to_json()
    rng = np.random.default_rng(0)
    inputs = compiler.random_inputs(w, rng)
    ref = compiler.reference(w, inputs)
    out = np.empty(compiler.output_shape(w), dtype=np.float32)
    flop = compiler.flop_count(w)
    gflops = np.zeros(sub.size)
    start = time.perf_counter()
    for i in range(sub.size):
        knobs = {**default, **sub.knobs_json(i)}
        try:
            kernel = runtime.build(w, compiler.Config.from_json(knobs), "llvm")
            # A fresh NaN-filled output per config: unwritten elements or NaN are wrong,
            # and a wrong config stays at 0 GFLOP/s in the table.
            check = check_output(lambda o, k=kernel: k.run(*inputs, out=o), ref, rtol=1e-3)
            if not check.ok:
                log.warning("config %d: wrong answer (rel err %.2e)", i, check.err)
                continue
            gflops[i] = flop / time_kernel(kernel, inputs, out, repeat, min_ms / 1e3) / 1e9
        except (ValueError, RuntimeError) as exc:
            log.warning("config %d failed: %s", i, exc)
        if (i + 1) % 100 == 0:
            el = time.perf_counter() - start
            print(
                f"{text}: {i + 1}/{sub.size} best {gflops.max():.1f} GFLOP/s {el:.0f}s",
                file=sys.stderr,
            )
    return ReplayTable(
        workload=str(w),
        target="llvm",
        space=sub,
        gflops=gflops,
        machine=f"{platform.node()} {platform.processor() or platform.machine()}",
        meta={
            "fixed": {k: v for k, v in default.items() if k not in sub.names},
            "repeat": repeat,
            "min_repeat_ms": min_ms,
        },
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("workload")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--max-configs", type=int, default=3000)
    ap.add_argument("--vary", help="comma-separated knobs to vary (default: all)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--min-repeat-ms", type=float, default=2.0)
    args = ap.parse_args()
    logging.basicConfig(level=logging.ERROR)
    vary = args.vary.split(",") if args.vary else None
    table = measure_table(args.workload, args.max_configs, vary, args.repeat, args.min_repeat_ms)
    table.save(args.out)
    ok = int((table.gflops > 0).sum())
    print(f"{args.out}: {table.space.size} configs, {ok} ok, best {table.best:.1f} GFLOP/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
