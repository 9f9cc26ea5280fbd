"""The parts of ``pycuda.driver`` that ``device_server.cuda_backend`` uses, on the host.

Device memory is host memory (numpy arrays; ``int(buffer)`` is the address,
as for pycuda's DeviceAllocation), events read the host clock.
"""

from __future__ import annotations

import atexit
import os
import sys
import time
from typing import Any

import numpy as np


class Error(Exception):
    """pycuda's base error."""


class device_attribute:  # noqa: N801 - pycuda's spelling
    MAX_THREADS_PER_BLOCK = "max_threads_per_block"
    MAX_SHARED_MEMORY_PER_BLOCK = "max_shared_memory_per_block"
    MAX_REGISTERS_PER_BLOCK = "max_registers_per_block"
    MULTIPROCESSOR_COUNT = "multiprocessor_count"


def init() -> None:
    """cuInit."""


#: This thread's context stack, as pycuda keeps it.
_stack: list[Context] = []


def _check_stack_at_exit() -> None:
    """Real pycuda aborts the process if a context is still pushed when it is unloaded."""
    if _stack:
        sys.stderr.write(
            "PyCUDA ERROR: The context stack was not empty upon module cleanup.\n"
            "The program will be aborted now. Use Context.pop() to avoid this problem.\n"
        )
        sys.stderr.flush()
        os._exit(134)  # what abort() gives; without leaving a core file behind


atexit.register(_check_stack_at_exit)  # at import: runs after handlers registered later


class Context:
    """A context (nothing to hold on the host but its place on the stack)."""

    @staticmethod
    def pop() -> None:
        """Pops the current context from the thread's stack."""
        if not _stack:
            raise Error("context::pop failed: cannot pop non-current context")
        _stack.pop()

    def detach(self) -> None:
        """Releases it."""

    @staticmethod
    def synchronize() -> None:
        """Waits for the GPU (host launches are synchronous)."""


class Device:
    """One emulated GPU, looking like an A100."""

    def __init__(self, index: int) -> None:
        self.index = index

    @staticmethod
    def count() -> int:
        return 1

    def make_context(self) -> Context:
        context = Context()
        _stack.append(context)
        return context

    def name(self) -> str:
        return "Host-emulated GPU"

    def compute_capability(self) -> tuple[int, int]:
        return (8, 0)

    def total_memory(self) -> int:
        return 40 << 30

    def get_attributes(self) -> dict[str, int]:
        return {
            device_attribute.MAX_THREADS_PER_BLOCK: 1024,
            device_attribute.MAX_SHARED_MEMORY_PER_BLOCK: 49152,
            device_attribute.MAX_REGISTERS_PER_BLOCK: 65536,
            device_attribute.MULTIPROCESSOR_COUNT: 108,
        }


class DeviceAllocation:
    """Device memory: a host array; ``int()`` gives its address."""

    def __init__(self, array: np.ndarray) -> None:
        self.array = array

    def __int__(self) -> int:
        return int(self.array.ctypes.data)


def to_device(array: Any) -> DeviceAllocation:
    return DeviceAllocation(np.array(array, copy=True))


def mem_alloc(nbytes: int) -> DeviceAllocation:
    return DeviceAllocation(np.full(nbytes // 4, np.nan, dtype=np.float32))


def memcpy_dtoh(dest: np.ndarray, src: DeviceAllocation) -> None:
    dest[...] = src.array.reshape(dest.shape)


class Event:
    """A CUDA event: a host timestamp."""

    def record(self) -> None:
        self.t = time.perf_counter()

    def synchronize(self) -> None:
        """Waits for the event (nothing to wait for)."""

    def time_till(self, end: Event) -> float:
        return (end.t - self.t) * 1000.0
