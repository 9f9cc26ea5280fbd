"""Fake CUDA drivers (the only mocks allowed: there is no GPU here).

They implement ``device_server.cuda_backend.CudaDriver``. Device buffers are
numpy arrays; ``launch`` decides what the "GPU" computes:

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

from compiler import Workload, reference
from compiler.codegen.cuda import CudaSource
from device_server.cuda_backend import GpuDescription
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


class FakeDriver:
    """Common bookkeeping: counts compiles and launches, keeps buffers as numpy arrays."""

    def __init__(self, device: GpuDescription = A100) -> None:
        self.device = device
        self.compiled: list[tuple[CudaSource, str]] = []
        self.launches = 0
        self.timed_runs = 0
        self.resets = 0

    def describe(self) -> GpuDescription:
        return self.device

    def compile(self, source: CudaSource, arch: str) -> Any:
        self.compiled.append((source, arch))
        return source

    def upload(self, array: np.ndarray) -> Any:
        return np.array(array, dtype=np.float32, copy=True)

    def empty(self, nbytes: int) -> Any:
        return np.full(nbytes // 4, np.nan, dtype=np.float32)

    def download(self, buffer: Any, out: np.ndarray) -> None:
        out[...] = buffer.reshape(out.shape)

    def launch(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        self.launches += 1
        self.run(fn, args, source)

    def run(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        raise NotImplementedError

    def time(self, fn: Any, args: Sequence[Any], source: CudaSource, number: int) -> float:
        self.timed_runs += number
        return number * LAUNCH_S

    def reset(self) -> None:
        self.resets += 1


class ReferenceDriver(FakeDriver):
    """ "Runs" every kernel by writing the numpy reference of ``workload``."""

    def __init__(self, workload: str, device: GpuDescription = A100) -> None:
        super().__init__(device)
        self.workload = Workload.parse(workload)

    def run(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        args[-1][...] = reference(self.workload, list(args[:-1])).ravel()


class WrongDriver(ReferenceDriver):
    """Writes the reference with one element off by a lot."""

    def run(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        super().run(fn, args, source)
        args[-1][len(args[-1]) // 2] += 100.0


class CrashingDriver(FakeDriver):
    """Every launch fails as an out-of-bounds kernel would."""

    def run(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        raise RuntimeError("cuLaunchKernel failed: an illegal memory access was encountered")


class BrokenNvccDriver(FakeDriver):
    """nvcc rejects everything."""

    def compile(self, source: CudaSource, arch: str) -> Any:
        raise RuntimeError("nvcc compilation of kernel.cu failed: error: expected a ';'")


class HostDriver(FakeDriver):
    """Runs the generated CUDA C itself, on the host CPU (see ``tests.gpu.host_emulator``)."""

    def __init__(self, build_dir: Path, device: GpuDescription = A100) -> None:
        super().__init__(device)
        self.build_dir = build_dir

    def compile(self, source: CudaSource, arch: str) -> Any:
        super().compile(source, arch)
        return HostKernel(source, self.build_dir)

    def run(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        fn(*args)
