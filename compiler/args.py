"""What a driver needs to call a kernel: its arguments' shapes and a GPU launch's geometry.

A leaf module (it imports nothing of the compiler), so that the rendered
:class:`~compiler.program.Program`, the JIT-compiled ``Kernel`` and the device drivers can
all name these types without importing one another.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ArgSpec:
    """Expected shape and dtype of one kernel argument."""

    name: str
    shape: tuple[int, ...]
    dtype: str


@dataclass(frozen=True, slots=True)
class Launch:
    """How a GPU kernel is launched: blocks in the grid, threads in a block (x, y, z)."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]
