"""The ``llvm`` driver: kernels for this host's CPU, JIT-compiled by LLVM in this process."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

import compiler
import runtime
from compiler.target import Target
from runtime import cache_probe, evict
from runtime.kernel import aligned_empty
from runtime.llvm_jit import bound_caller

if TYPE_CHECKING:
    from compiler import Config, Program, Workload
    from runtime import Kernel

FALLBACK_LLC_BYTES = 32 * 1024 * 1024


def llc_bytes(cache_dir: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> int:
    """Size of the largest CPU cache, from sysfs (a fallback when unknown)."""
    sizes = []
    for size_file in cache_dir.glob("index*/size"):
        try:
            text = size_file.read_text().strip().upper()
        except OSError:
            continue
        unit = {"K": 1024, "M": 1024 * 1024}.get(text[-1:], 1)
        digits = text.rstrip("KMB")
        if digits.isdigit():
            sizes.append(int(digits) * unit)
    return max(sizes, default=FALLBACK_LLC_BYTES)


class CacheFlusher:
    """Evicts the caches by writing over a buffer twice the size of the LLC (for CPUs
    where :mod:`runtime.evict` cannot evict single arrays)."""

    def __init__(self) -> None:
        self._buffer: np.ndarray | None = None

    def flush(self) -> None:
        """Writes every byte of the buffer (allocated on first use)."""
        if self._buffer is None:
            self._buffer = np.zeros(2 * llc_bytes() // 8, dtype=np.float64)
        self._buffer += 1.0


def _run_timed(executable: Kernel, buffers: Sequence[np.ndarray], number: int) -> float:
    """Wall-clock seconds for ``number`` calls (the caller binds the thread)."""
    run, inputs, out = executable.run, buffers[:-1], buffers[-1]
    start = time.perf_counter()
    for _ in range(number):
        run(*inputs, out=out)
    return time.perf_counter() - start


class LlvmDriver:
    """Runs kernels on this host's CPU: buffers are 64-byte aligned numpy arrays.

    Weights are constants wherever a kernel runs (a model packs them once, at compile
    time), so the kernel rendered is the variant taking them prepacked.
    """

    def __init__(self, num_threads: int | None = None) -> None:
        self._num_threads = num_threads
        self._flusher = CacheFlusher()
        self._kept: dict[int, bool] = {}

    def render(self, workload: Workload, config: Config | None, target: str) -> Program:
        """The prepacked LLVM kernel (see :class:`device_server.drivers.Driver`)."""
        t = Target.parse(target)
        if t.kind != "llvm":
            raise ValueError(f"target {str(t)!r} is not for this device (llvm: the host CPU)")
        return compiler.render(workload, config, t, prepacked=True)

    def compile(self, program: Program) -> Kernel:
        """LLVM's JIT, in this process (cached by the IR's hash)."""
        return runtime.compile_program(program, self._num_threads)

    def upload(self, arrays: Sequence[np.ndarray], reuse: str | None = None) -> list[np.ndarray]:
        """Aligned copies (the kernel may scribble over what it is given); host memory
        already, so ``reuse`` saves nothing."""
        buffers = []
        for array in arrays:
            buffer = aligned_empty(array.shape, str(array.dtype))
            buffer[...] = array
            buffers.append(buffer)
        return buffers

    def run(self, executable: Kernel, buffers: Sequence[np.ndarray]) -> None:
        """One call on the calling thread (the kernel's own thread pool for parallel loops)."""
        executable.run(*buffers[:-1], out=buffers[-1])

    def download(self, buffer: np.ndarray, out: np.ndarray) -> None:
        """Host memory already: a copy."""
        out[...] = buffer

    def time(self, executable: Kernel, buffers: Sequence[np.ndarray], number: int) -> float:
        """Wall-clock seconds for ``number`` calls, the calling thread bound to the CPU of
        the loops' first chunk (:func:`runtime.llvm_jit.bound_caller`)."""
        with bound_caller(executable.num_threads):
            return _run_timed(executable, buffers, number)

    def time_cold(
        self, executable: Kernel, buffers: Sequence[np.ndarray], weights: Sequence[int]
    ) -> float:
        """One call after ``clflush`` of the weights (as TVM's CPU cache flush), or of the
        whole cache where single arrays cannot be evicted."""
        with bound_caller(executable.num_threads):  # once, not between the eviction and the run
            if evict.supported():
                evict.evict([buffers[i] for i in weights])
            else:
                self._flusher.flush()
            return _run_timed(executable, buffers, 1)

    def keeps_cached(self, nbytes: int) -> bool:
        """Measured once per size (:func:`runtime.cache_probe.stays_cached`): the
        last-level cache in sysfs is the most it could hold, not what it keeps."""
        if nbytes not in self._kept:
            self._kept[nbytes] = cache_probe.stays_cached(nbytes, llc_bytes())
        return self._kept[nbytes]

    def recover(self) -> str:
        """Nothing to recover: a failed call leaves no state behind on a CPU."""
        return ""

    def close(self) -> None:
        """Nothing to release."""
