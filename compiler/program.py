"""Program: a rendered kernel, for any target, before anything compiles it.

:func:`compiler.render` returns one for every target (each kernel target of
:mod:`compiler.targets` renders its own): the source text (LLVM IR for ``llvm``, CUDA C
for ``cuda``) and what a driver needs to compile, feed and launch it.
Turning the text into machine code and running it is the driver's job (the device server's
``device_server.drivers``; on the host CPU, :func:`runtime.build` does both for callers
that just want a kernel).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from compiler.args import ArgSpec, Launch
from compiler.space import Config
from compiler.target import Target
from compiler.workload import Workload

#: The symbol of a rendered kernel unless its caller names another.
ENTRY = "kernel"

Packer = Callable[[Sequence[np.ndarray]], list[np.ndarray]]

__all__ = ["ENTRY", "ArgSpec", "Launch", "Packer", "Program"]


@dataclass(frozen=True, slots=True)
class Program:
    """A rendered kernel of one workload and config for one target.

    Attributes:
        workload: The workload (None for a hand-written schedule, see
            :func:`runtime.build_schedule`).
        config: The config (validated against the space).
        target: The target rendered for (a cuda target always has its ``-arch``).
        text: LLVM IR or CUDA C.
        entry: The kernel's symbol in ``text``.
        flop: Floating-point operations of one run.
        inputs: The kernel's arguments before the output (packed shapes when prepacked).
        output: The output argument (the last).
        workspaces: Scratch buffers the kernel takes after the output (a CUDA kernel's are
            zero-filled once by the driver that loads it; see ``CudaSource.workspaces``).
        logical_inputs: The operator's inputs, as :meth:`prepare` takes them.
        launch: Grid and block of a GPU kernel; None on a CPU.
        render_time_s: Seconds spent lowering and rendering.
    """

    workload: Workload | None
    config: Config
    target: Target
    text: str
    entry: str
    flop: int
    inputs: tuple[ArgSpec, ...]
    output: ArgSpec
    workspaces: tuple[ArgSpec, ...]
    logical_inputs: tuple[ArgSpec, ...]
    launch: Launch | None
    render_time_s: float
    packer: Packer | None = field(default=None, repr=False, compare=False)

    @property
    def prepacked(self) -> bool:
        """Whether the kernel takes some inputs (weights) packed by :meth:`prepare`."""
        return self.packer is not None

    def prepare(self, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The kernel's arguments from the operator's inputs: constant inputs packed for a
        prepacked kernel, everything else as it is (host-side numpy work, done once)."""
        return list(inputs) if self.packer is None else self.packer(inputs)
