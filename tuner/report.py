"""Presenting a tuning run: progress lines, the JSON summary, the PNG plot."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tuner.loop import Progress, TaskResult


def _total(p: Progress, label: str) -> str:
    return f" | {label} {p.total_ms:.2f} ms" if math.isfinite(p.total_ms) else ""


def progress_line(p: Progress, total_label: str = "") -> str:
    """One line of progress for a batch (plain text, no terminal control).

    With ``total_label`` (e.g. "model est."), the line also shows the weighted total
    time of all tasks with their best configs so far, once every task has one.
    """
    total = _total(p, total_label) if total_label else ""
    return (
        f"[{p.phase}] {p.workload}: trial {p.trials_done}/{p.trials_total} "
        f"(task {p.task_trials}) | batch best {p.batch_best_gflops:.1f} GFLOP/s "
        f"| best {p.best_gflops:.1f} GFLOP/s{total} | errors {p.errors} | {p.elapsed_s:.0f}s"
    )


def progress_bar(p: Progress, width: int = 24, total_label: str = "") -> str:
    """A one-line live bar for a terminal (the caller rewrites it with ``\\r``)."""
    frac = min(p.trials_done / max(p.trials_total, 1), 1.0)
    filled = int(frac * width)
    bar = "#" * filled + "-" * (width - filled)
    name = p.workload if len(p.workload) <= 36 else p.workload[:33] + "..."
    return (
        f"[{bar}] {p.trials_done}/{p.trials_total} {name} "
        f"cur {p.batch_best_gflops:.1f} best {p.best_gflops:.1f} GFLOP/s"
        f"{_total(p, total_label) if total_label else ''} err {p.errors} {p.elapsed_s:.0f}s"
    )


def summary(results: Sequence[TaskResult], wall_s: float, tuner: str) -> dict[str, Any]:
    """The ``--json`` summary: per workload best GFLOP/s and config, trials, errors, times."""
    return {
        "tuner": tuner,
        "wall_s": round(wall_s, 3),
        "workloads": [
            {
                "workload": r.workload,
                "target": r.target,
                "best_gflops": round(r.best_gflops, 3),
                "best_config": r.best_config,
                "best_index": r.best_index,
                "tuned_best_gflops": round(r.tuned_best_gflops, 3),
                "remeasured": {str(k): [round(g, 3) for g in v] for k, v in r.remeasured.items()},
                "trials": r.trials,
                "new_trials": r.new_trials,
                "errors": r.errors,
                "wall_s": round(r.wall_s, 3),
                "stopped": r.stopped,
            }
            for r in results
        ],
    }


def check_plotting() -> None:
    """Fails early when matplotlib (the ``plot`` extra) is missing.

    Raises:
        RuntimeError: Saying how to install it.
    """
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise RuntimeError(
            "--plot needs matplotlib: pip install 'autotune[plot]' (or pip install matplotlib)"
        ) from None


def plot(results: Sequence[TaskResult], path: Path, tuner: str) -> None:
    """Writes a PNG of best GFLOP/s against trials, one line per task.

    Raises:
        RuntimeError: matplotlib is missing.
    """
    check_plotting()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    for r in results:
        start = r.trials - len(r.curve)
        ax.plot(
            range(start + 1, r.trials + 1),
            r.curve,
            label=f"{tuner}: {r.workload}",
            drawstyle="steps-post",
        )
    ax.set_xlabel("trials")
    ax.set_ylabel("best GFLOP/s")
    ax.set_title("autotune: best throughput found")
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
