"""conv2d / depthwise_conv2d: our kernels vs PyTorch's CPU convolution, timed interleaved.

Builds the template's default config and up to ``--sample`` configs drawn
from its space, checks each against the float64 numpy reference (into a fresh
NaN-filled output: a config leaving part of it unwritten, or producing NaN, is
wrong; wrong configs are reported and never ranked), and times
it alternately with ``torch.nn.functional.conv2d`` on the same data in the
same process (one repeat of ours, one of torch, and so on), so both see the
same machine state. Prints a table (best configs first) and the best ratio.

PyTorch is not a project dependency; run this from a separate venv::

    python3 -m venv /tmp/benchvenv
    /tmp/benchvenv/bin/pip install torch==2.13.0 numpy
    /tmp/benchvenv/bin/pip install -e /work/main
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \\
        /tmp/benchvenv/bin/python bench/bench_conv2d.py --sample 500

Ratio = torch time / our time (above 1: ours is faster).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

DEFAULT_WORKLOAD = "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"


@dataclass
class Row:
    """One measured config."""

    label: str
    config: str
    compile_s: float
    err: float
    ours_s: float
    torch_s: float

    @property
    def ratio(self) -> float:
        return self.torch_s / self.ours_s


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--workload", default=DEFAULT_WORKLOAD, help="conv2d or depthwise_conv2d")
    p.add_argument("--sample", type=int, default=500, help="configs sampled from the space")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=2, help="threads for ours and for torch")
    p.add_argument("--repeat", type=int, default=5, help="interleaved repeats per config")
    p.add_argument("--min-repeat-ms", type=float, default=5.0, help="length of one repeat")
    p.add_argument("--final-repeat", type=int, default=30, help="repeats when re-timing the best")
    p.add_argument("--top", type=int, default=15, help="rows of the table")
    p.add_argument(
        "--cpu-time",
        action="store_true",
        help="with --threads 1: time by the calling thread's CPU time, not wall time "
        "(both run on the calling thread then; robust when other jobs load the machine)",
    )
    p.add_argument(
        "--omp-passive",
        action="store_true",
        help="set OMP_WAIT_POLICY=PASSIVE for torch (its spinning threads collapse when "
        "the cores are shared with other jobs)",
    )
    p.add_argument(
        "--stat",
        choices=("median", "min"),
        default="median",
        help="summary of the repeats (min estimates the uncontended time on a busy machine)",
    )
    args = p.parse_args(argv)
    if args.cpu_time and args.threads != 1:
        p.error("--cpu-time needs --threads 1 (other threads' time would not be counted)")
    return args


Clock = Callable[[], float]


def calls_per_repeat(fn: Callable[[], object], min_repeat_s: float, clock: Clock) -> int:
    """How many calls make one repeat last at least ``min_repeat_s`` (after a warm-up)."""
    fn()
    start = clock()
    fn()
    one = max(clock() - start, 1e-7)
    return max(1, int(min_repeat_s / one) + 1)


def time_repeat(fn: Callable[[], object], number: int, clock: Clock) -> float:
    """Seconds per call over ``number`` calls."""
    start = clock()
    for _ in range(number):
        fn()
    return (clock() - start) / number


def interleaved(
    ours: Callable[[], object],
    theirs: Callable[[], object],
    repeat: int,
    min_repeat_s: float,
    clock: Clock,
    stat: Callable[[list[float]], float] = statistics.median,
) -> tuple[float, float]:
    """Seconds per call of each (``stat`` of the repeats), timed alternately ``repeat`` times."""
    n_ours = calls_per_repeat(ours, min_repeat_s, clock)
    n_theirs = calls_per_repeat(theirs, min_repeat_s, clock)
    t_ours, t_theirs = [], []
    for _ in range(repeat):
        t_ours.append(time_repeat(ours, n_ours, clock))
        t_theirs.append(time_repeat(theirs, n_theirs, clock))
    return stat(t_ours), stat(t_theirs)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # The calling thread's CPU time ignores time spent waiting for a core.
    clock: Clock = time.thread_time if args.cpu_time else time.perf_counter
    summary: Callable[[list[float]], float] = min if args.stat == "min" else statistics.median
    if args.omp_passive:
        os.environ["OMP_WAIT_POLICY"] = "PASSIVE"  # read by OpenMP when torch loads
    try:
        import torch
        from torch.nn import functional
    except ImportError:
        print(
            "error: bench_conv2d.py needs PyTorch to compare against, and it is not installed "
            "in this interpreter. PyTorch is not a project dependency; make a separate venv:\n"
            "  python3 -m venv /tmp/benchvenv && /tmp/benchvenv/bin/pip install torch==2.13.0 "
            "numpy && /tmp/benchvenv/bin/pip install -e /work/main\n"
            "then run this script with /tmp/benchvenv/bin/python.",
            file=sys.stderr,
        )
        return 2

    from compiler import get_space
    from compiler.ops import flop_count, random_inputs, reference
    from compiler.timing import check_output
    from compiler.workload import Workload
    from runtime import build

    try:
        w = Workload.parse(args.workload)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if w.op not in ("conv2d", "depthwise_conv2d"):
        print(f"error: {w.op} is not a convolution", file=sys.stderr)
        return 2
    torch.set_num_threads(args.threads)
    p = w.params_dict
    inputs = random_inputs(w, np.random.default_rng(args.seed))
    ref = reference(w, inputs)
    out = np.empty(ref.shape, dtype=np.float32)
    x_t, w_t = (torch.from_numpy(a) for a in inputs)
    conv_kw = {
        "stride": int(p["stride"]),
        "padding": int(p["pad"]),
        "dilation": int(p.get("dilation", 1)),
        "groups": int(p["c"]) if w.op == "depthwise_conv2d" else 1,
    }

    def run_torch() -> Any:
        with torch.no_grad():
            return functional.conv2d(x_t, w_t, **conv_kw)

    torch_err = float(np.max(np.abs(run_torch().numpy() - ref)) / np.max(np.abs(ref)))
    space = get_space(w)
    default = space.default()
    sampled = [c for c in space.sample(random.Random(args.seed), args.sample) if c != default]
    configs = [("default", default)] + [(f"#{i}", c) for i, c in enumerate(sampled, 1)]
    flop = flop_count(w)
    print(
        f"{w}: {flop / 1e9:.3f} GFLOP, space {space.size} configs, measuring {len(configs)}, "
        f"{args.threads} threads (torch {torch.__version__} max rel err {torch_err:.2g})",
        file=sys.stderr,
    )

    rows: list[Row] = []
    errors = wrong = 0
    for done, (label, cfg) in enumerate(configs, 1):
        start = time.perf_counter()
        try:
            kernel = build(w, cfg, num_threads=args.threads)
        except Exception as exc:  # a failing candidate is reported, the run goes on
            errors += 1
            print(f"{label}: build failed: {exc}", file=sys.stderr)
            continue
        compile_s = time.perf_counter() - start
        check = check_output(lambda o, k=kernel: k.run(*inputs, out=o), ref)
        if not check.ok:
            wrong += 1
            print(
                f"{label}: WRONG max rel err {check.err:.2e}: {cfg.to_json_str()}", file=sys.stderr
            )
            continue
        ours_s, torch_s = interleaved(
            lambda k=kernel: k.run(*inputs, out=out),  # type: ignore[misc]
            run_torch,
            args.repeat,
            args.min_repeat_ms / 1e3,
            clock,
            summary,
        )
        rows.append(Row(label, cfg.to_json_str(), compile_s, check.err, ours_s, torch_s))
        if done % 25 == 0 or done == len(configs):
            best = max(rows, key=lambda r: r.ratio)
            print(
                f"  {done}/{len(configs)} measured, best ratio so far {best.ratio:.2f}",
                file=sys.stderr,
            )

    if not rows:
        print("error: no config could be built and checked", file=sys.stderr)
        return 1
    rows.sort(key=lambda r: r.ours_s)
    shown = rows[: args.top]
    default_row = next((r for r in rows if r.label == "default"), None)
    if default_row is not None and default_row not in shown:
        shown.append(default_row)
    timing = ("thread CPU time" if args.cpu_time else "wall time") + f", {args.stat} of repeats"
    print(f"\n{w}  ({args.threads} threads, {timing}; ratio = torch time / our time)")
    print(
        f"{'cfg':>8} {'ours ms':>8} {'GFLOP/s':>8} {'torch ms':>8} {'GFLOP/s':>8} "
        f"{'ratio':>6} {'rel err':>8} {'compile':>8}  config"
    )
    for r in shown:
        print(
            f"{r.label:>8} {r.ours_s * 1e3:8.3f} {flop / r.ours_s / 1e9:8.1f} "
            f"{r.torch_s * 1e3:8.3f} {flop / r.torch_s / 1e9:8.1f} {r.ratio:6.2f} "
            f"{r.err:8.1e} {r.compile_s * 1e3:6.0f}ms  {r.config}"
        )
    compile_ms = statistics.median(r.compile_s for r in rows) * 1e3

    # Re-time the best config (and the default) with more repeats, still interleaved.
    from compiler.space import Config

    best = rows[0]
    final = {}
    # Only configs that passed the check: a wrong default is not re-timed either.
    again = [("best", best.config)] + ([("default", default_row.config)] if default_row else [])
    for label, cfg_text in again:
        kernel = build(w, Config.from_json_str(cfg_text), num_threads=args.threads)
        final[label] = interleaved(
            lambda k=kernel: k.run(*inputs, out=out),  # type: ignore[misc]
            run_torch,
            args.final_repeat,
            args.min_repeat_ms / 1e3,
            clock,
            summary,
        )
    print()
    for label, (ours_s, torch_s) in final.items():
        print(
            f"{label:>8}: ours {ours_s * 1e3:.3f} ms ({flop / ours_s / 1e9:.1f} GFLOP/s), "
            f"torch {torch_s * 1e3:.3f} ms ({flop / torch_s / 1e9:.1f} GFLOP/s), "
            f"ratio {torch_s / ours_s:.2f}"
        )
    print(
        f"measured {len(rows)} configs ({errors} failed to build, {wrong} wrong), "
        f"median compile time {compile_ms:.0f} ms; best config {best.config}"
    )
    return 1 if wrong or errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
