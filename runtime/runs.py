"""What a run of a compiled model takes and gives, on any device: its inputs, checked
against the model's, and its latency statistics."""

from __future__ import annotations

import statistics
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np


class InputError(ValueError):
    """Inputs that do not match the model's (missing, unknown or misshapen)."""


@dataclass(frozen=True, slots=True)
class Timing:
    """Latency statistics of repeated runs, in milliseconds."""

    median_ms: float
    mean_ms: float
    std_ms: float
    min_ms: float
    max_ms: float
    repeat: int

    @classmethod
    def of(cls, times_ms: list[float]) -> Timing:
        """The statistics of some runs' milliseconds (at least one)."""
        return cls(
            median_ms=statistics.median(times_ms),
            mean_ms=statistics.fmean(times_ms),
            std_ms=statistics.pstdev(times_ms),
            min_ms=min(times_ms),
            max_ms=max(times_ms),
            repeat=len(times_ms),
        )

    def to_json(self) -> dict[str, Any]:
        """The statistics as a JSON object."""
        return {
            "median_ms": self.median_ms,
            "mean_ms": self.mean_ms,
            "std_ms": self.std_ms,
            "min_ms": self.min_ms,
            "max_ms": self.max_ms,
            "repeat": self.repeat,
        }


def checked_inputs(
    inputs: Mapping[str, np.ndarray], slots: list[tuple[str, tuple[int, ...], str]]
) -> list[np.ndarray]:
    """The model's inputs in ``slots`` order (name, shape, dtype), each as that dtype.

    Raises:
        InputError: An input is missing, unknown, of the wrong shape or not numeric (or bool).
    """
    expected = ", ".join(f"{n} {list(shape)} {dtype}" for n, shape, dtype in slots)
    unknown = sorted(set(inputs) - {n for n, _, _ in slots})
    if unknown:
        raise InputError(f"unknown input(s) {', '.join(unknown)}; the model takes {expected}")
    out = []
    for name, shape, dtype in slots:
        if name not in inputs:
            raise InputError(f"missing input {name!r}; the model takes {expected}")
        value = np.asarray(inputs[name])
        if value.shape != tuple(shape):
            raise InputError(
                f"input {name!r} has shape {list(value.shape)}; the model takes {expected}"
            )
        if value.dtype.kind not in "biuf":  # bool, integers, floats
            raise InputError(f"input {name!r} has dtype {value.dtype}; expected {dtype}")
        out.append(np.ascontiguousarray(value.astype(dtype, copy=False)))
    return out
