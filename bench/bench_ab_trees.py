"""Two source trees of autotune against each other: compile time per candidate and tuning
throughput, interleaved in one run (for refactors that promise "no change in speed").

Usage::

    git worktree add /tmp/base <commit>        # the tree to compare against
    .venv/bin/python bench/bench_ab_trees.py --base /tmp/base --rounds 4

Each round runs every probe once in each tree, in a fresh process (``PYTHONPATH`` set to
the tree, so its packages are imported, not the installed ones), the trees' order
alternating from round to round so neither always runs on a warmer machine:

- ``compile``: render + LLVM JIT of ``--sample`` configs of one matmul, sampled with the
  round's seed (the same configs in both trees; each a distinct source text, so the JIT's
  cache cannot help); the median per candidate and the part spent rendering, in CPU time
  of the compiling thread (compilation is single-threaded; CPU time leaves out the time
  the thread waited for a core on a busy host).
- ``tune``: ``autotune tune WORKLOAD --trials N`` on a local pool into a fresh SQLite file;
  the run's own trials/s (start-up excluded) from its ``--json`` summary.

Prints one table: per probe the median over rounds of each tree, and the median (and
range) over rounds of the paired ratio current/base (both trees timed on the same
configs, back to back, so a round's ratio cancels most of a shared host's drift).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Runs inside the tree under test: only names both layouts of the package provide.
_COMPILE_PROBE = """
import json, random, statistics, sys, time
try:
    from runtime import compile_program
except ImportError:  # trees from before runtime/ split off the compiler
    from compiler import compile_program
from compiler import Workload, get_space, render

workload, seed, sample = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
w = Workload.parse(workload)
space = get_space(w, "llvm")
rng = random.Random(seed)
totals, renders = [], []
for index in rng.sample(range(space.size), sample):
    start = time.thread_time()
    program = render(w, space.get(index), "llvm")
    rendered = time.thread_time()
    compile_program(program, num_threads=1)
    totals.append(time.thread_time() - start)
    renders.append(rendered - start)
print(json.dumps({"total_ms": 1e3 * statistics.median(totals),
                  "render_ms": 1e3 * statistics.median(renders)}))
"""


def _env(tree: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)
    return env


def compile_probe(tree: Path, workload: str, seed: int, sample: int) -> dict[str, float]:
    """Median compile time per candidate (and its rendering part), in ms, in ``tree``."""
    out = subprocess.run(
        [sys.executable, "-c", _COMPILE_PROBE, workload, str(seed), str(sample)],
        capture_output=True,
        text=True,
        check=True,
        cwd=tree,
        env=_env(tree),
    )
    return dict(json.loads(out.stdout))


def tune_probe(tree: Path, workload: str, trials: int, seed: int) -> float:
    """Trials per second of a local tuning run in ``tree`` (start-up excluded)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from autotune.cli import main; sys.exit(main(sys.argv[1:]))",
                "tune",
                workload,
                "--trials",
                str(trials),
                "--seed",
                str(seed),
                "--db",
                str(Path(tmp) / "records.db"),
                "--json",
            ],
            capture_output=True,
            text=True,
            check=True,
            cwd=tree,
            env=_env(tree),
        )
    return float(json.loads(out.stdout)["trials_per_s"])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--base", type=Path, required=True, help="the tree to compare against")
    p.add_argument("--current", type=Path, default=HERE, help="default: this checkout")
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--compile-workload", default="matmul:m=512,n=512,k=512")
    p.add_argument("--sample", type=int, default=20, help="configs compiled per probe")
    p.add_argument("--tune-workload", default="matmul:m=128,n=128,k=128")
    p.add_argument("--trials", type=int, default=48)
    args = p.parse_args()

    trees = {"base": args.base.resolve(), "current": args.current.resolve()}
    samples: dict[str, dict[str, list[float]]] = {
        name: {"compile_ms": [], "render_ms": [], "trials_per_s": []} for name in trees
    }
    for r in range(args.rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))
        for name in order:
            c = compile_probe(trees[name], args.compile_workload, seed=r, sample=args.sample)
            samples[name]["compile_ms"].append(c["total_ms"])
            samples[name]["render_ms"].append(c["render_ms"])
            samples[name]["trials_per_s"].append(
                tune_probe(trees[name], args.tune_workload, args.trials, seed=r)
            )
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)

    print(f"base {trees['base']}  current {trees['current']}  ({args.rounds} rounds, interleaved)")
    print(f"{'probe':<52} {'base':>10} {'current':>10} {'cur/base':>9} {'paired ratios':>14}")
    rows = [
        (f"compile CPU ms/candidate ({args.compile_workload})", "compile_ms"),
        ("  of which render CPU ms", "render_ms"),
        (f"tune trials/s ({args.tune_workload}, {args.trials})", "trials_per_s"),
    ]
    for label, key in rows:
        base = statistics.median(samples["base"][key])
        cur = statistics.median(samples["current"][key])
        ratios = [c / b for b, c in zip(samples["base"][key], samples["current"][key], strict=True)]
        spread = f"{min(ratios):.2f}-{max(ratios):.2f}"
        print(
            f"{label:<52} {base:>10.2f} {cur:>10.2f} {statistics.median(ratios):>9.3f} {spread:>14}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
