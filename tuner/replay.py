"""Replay: a fully measured table of a space, and a fake measurer over it.

A replay table records the throughput of every config of a (small) space,
measured once on a real machine. Replaying it lets every tuner be tested and
compared without a device, deterministically. Tables are compact JSON::

    {"version": 1, "workload": "matmul:m=128,n=128,k=128", "target": "llvm",
     "machine": "...", "knobs": [["tile_m", [[1, 8], [2, 4]]], ...],
     "gflops": [12.5, 0.0, ...]}

``gflops[i]`` belongs to config index ``i`` of the space built from
``knobs`` (first knob least significant); 0 marks a failed config.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from compiler.space import ConfigSpace
from tuner.tuners.base import Tuner

TABLE_VERSION = 1


@dataclass(frozen=True)
class ReplayTable:
    """Throughput of every config of a space.

    Attributes:
        workload: Canonical workload string.
        target: Compiler target the table was measured for.
        space: The space (knob names and choices).
        gflops: Throughput per config index; 0 for failed configs.
        machine: Free text describing where it was measured.
    """

    workload: str
    target: str
    space: ConfigSpace
    gflops: np.ndarray
    machine: str = ""
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.gflops.shape != (self.space.size,):
            raise ValueError(
                f"table has {self.gflops.size} throughputs for a space of {self.space.size}"
            )

    @property
    def best(self) -> float:
        """The best throughput in the table."""
        return float(self.gflops.max())

    def to_json(self) -> dict[str, Any]:
        """The table as a JSON object (see the module docstring)."""
        knobs = [
            [n, [list(v) if isinstance(v, tuple) else v for v in c]]
            for n, c in self.space.knob_choices()
        ]
        return {
            "version": TABLE_VERSION,
            "workload": self.workload,
            "target": self.target,
            "machine": self.machine,
            "meta": self.meta,
            "knobs": knobs,
            "gflops": [round(float(g), 2) for g in self.gflops],
        }

    def save(self, path: Path) -> None:
        """Writes the table (gzip-compressed when the name ends in .gz)."""
        text = json.dumps(self.to_json(), separators=(",", ":"))
        if path.suffix == ".gz":
            path.write_bytes(gzip.compress(text.encode(), mtime=0))
        else:
            path.write_text(text)

    @classmethod
    def load(cls, path: Path) -> ReplayTable:
        """Reads a table written by :meth:`save`.

        Raises:
            ValueError: The file is not a replay table of a supported version.
        """
        raw = path.read_bytes()
        data = json.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw)
        if not isinstance(data, dict) or data.get("version") != TABLE_VERSION:
            raise ValueError(f"{path}: not a version {TABLE_VERSION} replay table")
        space = ConfigSpace.from_choices([(n, c) for n, c in data["knobs"]])
        return cls(
            workload=str(data["workload"]),
            target=str(data["target"]),
            space=space,
            gflops=np.asarray(data["gflops"], dtype=np.float64),
            machine=str(data.get("machine", "")),
            meta=dict(data.get("meta", {})),
        )


class ReplayMeasurer:
    """A fake measurer: config index -> recorded throughput."""

    def __init__(self, table: ReplayTable) -> None:
        """Replays ``table``."""
        self.table = table
        self.count = 0

    def measure(self, indices: Sequence[int] | np.ndarray) -> np.ndarray:
        """The recorded GFLOP/s of each index (0 for failed configs)."""
        idx = np.asarray(indices, dtype=np.int64)
        self.count += idx.size
        return self.table.gflops[idx]


def run_replay(
    tuner: Tuner, table: ReplayTable, trials: int, batch: int, stop_at: float | None = None
) -> np.ndarray:
    """Tunes against a table; returns the best-so-far throughput after each trial.

    Args:
        tuner: A fresh tuner over ``table.space``.
        table: The table replayed.
        trials: Trials to run (capped at the space size).
        batch: Configs per batch.
        stop_at: Stop after the batch in which the best reaches this throughput.
    """
    measurer = ReplayMeasurer(table)
    curve: list[float] = []
    best = 0.0
    while len(curve) < trials and tuner.has_next():
        idx = tuner.next_batch(min(batch, trials - len(curve)))
        if idx.size == 0:
            break
        scores = measurer.measure(idx)
        tuner.update(idx, scores.tolist())
        for s in scores:
            best = max(best, float(s))
            curve.append(best)
        if stop_at is not None and best >= stop_at:
            break
    return np.asarray(curve)


def trials_to_reach(curve: np.ndarray, target: float) -> int | None:
    """First trial count (1-based) at which ``curve`` reaches ``target``; None if never."""
    hit = np.flatnonzero(curve >= target)
    return int(hit[0]) + 1 if hit.size else None
