"""ArgSpec: the shape and dtype of one argument of a rendered kernel.

The compiled kernel itself (:class:`runtime.kernel.Kernel`) belongs to the runtime.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ArgSpec:
    """Expected shape and dtype of one kernel argument."""

    name: str
    shape: tuple[int, ...]
    dtype: str
