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
    """One line of progress for a result (plain text, no terminal control).

    The trial count is this run's new measurements; with several tasks, the
    reporting task's share follows it. With ``total_label`` (e.g. "model est."),
    the line also shows the weighted total time of all tasks with their best
    configs so far, once every task has one.
    """
    total = _total(p, total_label) if total_label else ""
    share = f" ({p.task_trials} of this task)" if p.tasks > 1 else ""
    return (
        f"[{p.phase}] {p.workload}: trial {p.trials_done}/{p.trials_total}{share} "
        f"| batch best {p.batch_best_gflops:.1f} GFLOP/s "
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


def _ms(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


def summary(results: Sequence[TaskResult], wall_s: float, tuner: str) -> dict[str, Any]:
    """The ``--json`` summary: per workload best GFLOP/s, time and config, the speedup
    over the template default, trials (on record and new), errors, configs screened out
    (never measured), times."""
    return {
        "tuner": tuner,
        "wall_s": round(wall_s, 3),
        "workloads": [
            {
                "workload": r.workload,
                "target": r.target,
                "best_gflops": round(r.best_gflops, 3),
                "best_ms": _ms(r.best_ms),
                "default_ms": _ms(r.baseline_ms),
                "speedup_over_default": None if r.speedup is None else round(r.speedup, 3),
                "best_config": r.best_config,
                "best_index": r.best_index,
                "tuned_best_gflops": round(r.tuned_best_gflops, 3),
                "remeasured": {str(k): [round(g, 3) for g in v] for k, v in r.remeasured.items()},
                "trials": r.trials,
                "new_trials": r.new_trials,
                "errors": r.errors,
                "screened": r.screened,
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


def plot_path(path: Path) -> Path:
    """Where :func:`plot` writes for ``--plot path``: a PNG, so ``.png`` is added to a
    name without it."""
    return path if path.suffix.lower() == ".png" else path.with_name(path.name + ".png")


def plot_figure(results: Sequence[TaskResult], tuner: str) -> Any | None:
    """A matplotlib Figure of best GFLOP/s against trials, one line per task, with each
    task's re-measured best marked at its last trial; the y axis starts at 0.

    Returns:
        The figure (the caller closes it), or None when this run measured nothing new
        (no curve to draw).

    Raises:
        RuntimeError: matplotlib is missing.
    """
    check_plotting()
    if not any(r.curve for r in results):
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    for r in results:
        if not r.curve:
            continue
        start = r.trials - len(r.curve)
        (line,) = ax.plot(
            range(start + 1, r.trials + 1),
            r.curve,
            label=f"{tuner}: {r.workload}",
            drawstyle="steps-post",
        )
        if r.remeasured and r.best_gflops > 0:
            ax.plot(
                [r.trials],
                [r.best_gflops],
                marker="o",
                linestyle="none",
                color=line.get_color(),
                label=f"re-measured best {r.best_gflops:.1f} GFLOP/s",
            )
    ax.set_xlabel("trials (configs on record)")
    ax.set_ylabel("best GFLOP/s")
    ax.set_ylim(bottom=0)
    ax.set_title("autotune: best throughput found")
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small")
    fig.tight_layout()
    return fig


def plot(results: Sequence[TaskResult], path: Path, tuner: str) -> Path | None:
    """Writes :func:`plot_figure` as a PNG at :func:`plot_path`.

    Returns:
        The path written, or None when this run measured nothing new (nothing written).

    Raises:
        RuntimeError: matplotlib is missing.
    """
    fig = plot_figure(results, tuner)
    if fig is None:
        return None
    import matplotlib.pyplot as plt

    written = plot_path(path)
    try:
        fig.savefig(written, dpi=100, format="png")
    finally:
        plt.close(fig)
    return written
