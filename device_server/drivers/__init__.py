"""Drivers: one per kind of device, the seam between the measurement pipeline and hardware.

:func:`device_server.measure.measure_job` measures every job the same way, through a
:class:`Driver`::

    program = driver.render(workload, config, target)   # compiler.render + what the device knows
    executable = driver.compile(program)                 # LLVM JIT / nvcc
    buffers = driver.upload([*arguments, output], reuse)  # host arrays -> device buffers
    driver.run(executable, buffers)                      # once, finished when it returns
    driver.download(buffers[-1], out)                    # for the check against numpy
    driver.time(executable, buffers, number)             # seconds for ``number`` runs

``llvm`` (:mod:`device_server.drivers.llvm`) runs on this host's CPU; ``cuda``
(:mod:`device_server.drivers.cuda`) on an NVIDIA GPU through pycuda, imported only when
a cuda driver is opened. Tests pass fakes (there is no GPU in CI).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from compiler.target import Target

if TYPE_CHECKING:
    from compiler import Config, Program, Workload


class Driver(Protocol):
    """One device's side of measuring: compile, move data, run and time.

    Buffers and executables are opaque to the pipeline. Every method may raise; the
    pipeline turns what it raises into the job's error kind (see ``measure``).
    """

    def render(self, workload: Workload, config: Config | None, target: str) -> Program:
        """The kernel as this device runs it (``target`` completed with what the device
        knows: a GPU's arch and limits; a CPU's prepacked weights).

        Raises:
            ValueError: The target is not for this kind of device, or a bad workload.
            InvalidConfig: The config is not in the space or over a device limit.
        """
        ...

    def compile(self, program: Program) -> Any:
        """Turns the program's text into something :meth:`run` can launch."""
        ...

    def upload(self, arrays: Sequence[np.ndarray], reuse: str | None = None) -> list[Any]:
        """Device buffers holding copies of ``arrays`` (the kernel's arguments, output last).

        ``reuse`` names this exact data: a later call with the same name passes the same
        arrays, so the device may keep a copy and make each call's fresh buffers from it.
        The buffers are always new: a kernel that writes over its inputs spoils no later
        job.
        """
        ...

    def run(self, executable: Any, buffers: Sequence[Any]) -> None:
        """Runs the kernel once; it has finished (or raised) when this returns."""
        ...

    def download(self, buffer: Any, out: np.ndarray) -> None:
        """Copies a device buffer into the host array ``out``."""
        ...

    def time(self, executable: Any, buffers: Sequence[Any], number: int) -> float:
        """Seconds for ``number`` back-to-back runs (warm caches)."""
        ...

    def time_cold(self, executable: Any, buffers: Sequence[Any], weights: Sequence[int]) -> float:
        """Seconds for one run right after the kernel's weights (the buffers at positions
        ``weights``: :func:`compiler.ops.constant_positions`) are evicted from the caches,
        as a model runs it: its activations stay where the kernels before left them."""
        ...

    def keeps_cached(self, nbytes: int) -> bool:
        """Whether ``nbytes`` of a model's weights stay in the device's caches between
        inferences (a CPU measures it, a GPU compares them with its L2): a model whose
        weights stay runs its kernels warm."""
        ...

    def recover(self) -> str:
        """Makes the device usable after a failed run; "" or what could not be done."""
        ...

    def close(self) -> None:
        """Releases the device."""
        ...


def open_driver(target: str, device: int = 0) -> Driver:
    """The driver for a device server's target on this machine (GPU ``device`` for cuda).

    Raises:
        ValueError: The target does not parse.
        CudaUnavailableError: A cuda target without pycuda, a driver or that GPU.
    """
    kind = Target.parse(target).kind
    if kind == "cuda":
        from device_server.drivers.cuda import PyCudaDriver

        return PyCudaDriver(device)
    from device_server.drivers.llvm import LlvmDriver

    return LlvmDriver()
