"""Fake CUDA drivers (the only mocks allowed: there is no GPU here).

They implement ``device_server.drivers.Driver`` for a GPU: rendering is the real one
(:func:`device_server.drivers.cuda.render_for_gpu`, against the fake device's limits);
device buffers are numpy arrays; ``execute`` decides what the "GPU" computes:

* :class:`HostDriver` runs the real generated CUDA C on the CPU (host emulator);
* :class:`ReferenceDriver` writes the numpy reference (flow tests);
* :class:`WrongDriver` writes a wrong answer; :class:`CrashingDriver` fails the launch;
  :class:`BrokenNvccDriver` fails the compile.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from compiler import Config, Program, Workload, reference
from compiler.codegen.cuda import CudaSource
from device_server.drivers.cuda import GpuDescription, render_for_gpu
from tests.gpu.host_emulator import HostKernel

#: Looks like an A100 (sm_80) unless a test says otherwise.
A100 = GpuDescription(
    name="Fake A100",
    cc_major=8,
    cc_minor=0,
    memory_bytes=40 << 30,
    max_threads_per_block=1024,
    max_shared_memory_per_block=49152,
    max_registers_per_block=65536,
    multiprocessors=108,
)

#: Seconds one fake launch "takes".
LAUNCH_S = 1e-4


def cuda_source(program: Program) -> CudaSource:
    """The program as the host emulator takes it."""
    assert program.launch is not None, "not a CUDA program"
    params = tuple(spec.name for spec in (*program.inputs, program.output))
    return CudaSource(
        program.text, program.entry, params, program.launch.grid, program.launch.block, 0, 0
    )


class FakeDriver:
    """Common bookkeeping: counts compiles, launches and recoveries; buffers are arrays."""

    def __init__(self, device: GpuDescription = A100) -> None:
        self.device = device
        self.compiled: list[Program] = []
        self.launches = 0
        self.timed_runs = 0
        self.cold_runs = 0
        self.resets = 0

    def describe(self) -> GpuDescription:
        return self.device

    def render(self, workload: Workload, config: Config | None, target: str) -> Program:
        return render_for_gpu(self.device, workload, config, target)

    def compile(self, program: Program) -> Any:
        self.compiled.append(program)
        return program

    def upload(self, arrays: Sequence[np.ndarray], reuse: str | None = None) -> list[Any]:
        return [np.array(a, dtype=np.float32, copy=True).ravel() for a in arrays]

    def download(self, buffer: Any, out: np.ndarray) -> None:
        out[...] = buffer.reshape(out.shape)

    def run(self, executable: Any, buffers: Sequence[Any]) -> None:
        self.launches += 1
        self.execute(executable, buffers)

    def execute(self, executable: Any, buffers: Sequence[Any]) -> None:
        raise NotImplementedError

    def time(self, executable: Any, buffers: Sequence[Any], number: int) -> float:
        self.timed_runs += number
        return number * LAUNCH_S

    def time_cold(self, executable: Any, buffers: Sequence[Any], weights: Sequence[int]) -> float:
        self.cold_runs += 1
        return self.time(executable, buffers, 1)

    def keeps_cached(self, nbytes: int) -> bool:
        return 0 < nbytes <= 50 << 20  # an H100's L2

    def recover(self) -> str:
        self.resets += 1
        return ""

    def close(self) -> None:
        pass


class ReferenceDriver(FakeDriver):
    """ "Runs" every kernel by writing the numpy reference of ``workload``."""

    def __init__(self, workload: str, device: GpuDescription = A100) -> None:
        super().__init__(device)
        self.workload = Workload.parse(workload)

    def execute(self, executable: Program, buffers: Sequence[Any]) -> None:
        inputs = [b.reshape(s.shape) for b, s in zip(buffers, executable.inputs, strict=False)]
        buffers[-1][...] = reference(self.workload, inputs).ravel()


class WrongDriver(ReferenceDriver):
    """Writes the reference with one element off by a lot."""

    def execute(self, executable: Program, buffers: Sequence[Any]) -> None:
        super().execute(executable, buffers)
        buffers[-1][len(buffers[-1]) // 2] += 100.0


class CrashingDriver(FakeDriver):
    """Every launch fails as an out-of-bounds kernel would."""

    def execute(self, executable: Any, buffers: Sequence[Any]) -> None:
        raise RuntimeError("cuLaunchKernel failed: an illegal memory access was encountered")


class BrokenNvccDriver(FakeDriver):
    """nvcc rejects everything."""

    def compile(self, program: Program) -> Any:
        raise RuntimeError("nvcc compilation of kernel.cu failed: error: expected a ';'")


class HostDriver(FakeDriver):
    """Runs the generated CUDA C itself, on the host CPU (see ``tests.gpu.host_emulator``)."""

    def __init__(self, build_dir: Path, device: GpuDescription = A100) -> None:
        super().__init__(device)
        self.build_dir = build_dir

    def compile(self, program: Program) -> Any:
        super().compile(program)
        return HostKernel(cuda_source(program), self.build_dir)

    def execute(self, executable: HostKernel, buffers: Sequence[Any]) -> None:
        executable(*buffers)
