"""The parts of ``pycuda.driver`` that ``device_server.drivers.cuda`` uses, on the host.

Device memory is host memory (numpy arrays; ``int(buffer)`` is the address,
as for pycuda's DeviceAllocation), events read the host clock.

Contexts are modelled as CUDA has them, since that is where a real GPU found a bug the
old fake hid: each thread has a stack of contexts, the top one current; memory, modules
and events need a current context, and a function launched while another context than
its module's is current fails with "invalid resource handle". :func:`cuda_set_device`
does what torch and cupy (the CUDA runtime's ``cudaSetDevice``) do: it makes the
device's primary context current, replacing the top of the stack.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np


class Error(Exception):
    """pycuda's base error."""


class LogicError(Error):
    """pycuda's error for a call that makes no sense in the current state."""


class device_attribute:  # noqa: N801 - pycuda's spelling
    MAX_THREADS_PER_BLOCK = "max_threads_per_block"
    MAX_SHARED_MEMORY_PER_BLOCK = "max_shared_memory_per_block"
    MAX_REGISTERS_PER_BLOCK = "max_registers_per_block"
    MULTIPROCESSOR_COUNT = "multiprocessor_count"
    L2_CACHE_SIZE = "l2_cache_size"


def init() -> None:
    """cuInit."""


#: This thread's context stack, as the CUDA driver keeps it (the last one is current).
_stack: list[Context] = []
#: Positions in ``_stack`` that the CUDA runtime (torch, cupy) set, not pycuda.
_by_runtime: set[int] = set()


def _check_stack_at_exit() -> None:
    """Real pycuda aborts the process if a context it pushed is still on the stack when it
    is unloaded (the primary context a runtime library made current is none of its own)."""
    if any(pos not in _by_runtime for pos in range(len(_stack))):
        sys.stderr.write(
            "PyCUDA ERROR: The context stack was not empty upon module cleanup.\n"
            "The program will be aborted now. Use Context.pop() to avoid this problem.\n"
        )
        sys.stderr.flush()
        os._exit(134)  # what abort() gives; without leaving a core file behind


atexit.register(_check_stack_at_exit)  # at import: runs after handlers registered later


def current_context(what: str) -> Context:
    """The current context, or the error CUDA gives a call that needs one."""
    if not _stack:
        raise LogicError(f"{what} failed: invalid device context")
    return _stack[-1]


class Context:
    """A context (nothing to hold on the host but its place on the stack)."""

    def __init__(self, primary: bool = False) -> None:
        self.primary = primary
        self.detached = False

    def push(self) -> None:
        """Makes this context current (cuCtxPushCurrent)."""
        if self.detached:
            raise LogicError("cuCtxPushCurrent failed: invalid device context")
        _stack.append(self)
        _by_runtime.discard(len(_stack) - 1)

    @staticmethod
    def pop() -> None:
        """Pops the current context from the thread's stack."""
        if not _stack:
            raise Error("context::pop failed: cannot pop non-current context")
        _by_runtime.discard(len(_stack) - 1)
        _stack.pop()

    def detach(self) -> None:
        """Releases it (and takes it off the stack if it is current)."""
        self.detached = True
        if _stack and _stack[-1] is self:
            _by_runtime.discard(len(_stack) - 1)
            _stack.pop()

    @staticmethod
    def synchronize() -> None:
        """Waits for the GPU (host launches are synchronous)."""
        current_context("cuCtxSynchronize")


_PRIMARY = Context(primary=True)


def module_from_buffer(image: bytes) -> Any:
    """cuModuleLoadData: a module of the current context."""
    from pycuda.compiler import Module  # the stand-in's (real pycuda's is in its C++ core)

    return Module(image, current_context("cuModuleLoadData"))


def cuda_set_device(index: int = 0) -> None:
    """What the CUDA runtime (torch, cupy) does: the primary context becomes current,
    replacing whatever context was at the top of the stack (cuCtxSetCurrent)."""
    if _stack:
        _stack[-1] = _PRIMARY
    else:
        _stack.append(_PRIMARY)
    _by_runtime.add(len(_stack) - 1)


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
        _by_runtime.discard(len(_stack) - 1)
        return context

    def retain_primary_context(self) -> Context:
        return _PRIMARY

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
            device_attribute.L2_CACHE_SIZE: 40 << 20,
        }


class DeviceAllocation:
    """Device memory: a host array; ``int()`` gives its address."""

    def __init__(self, array: np.ndarray, what: str) -> None:
        self.context = current_context(what)
        self.array = array

    def __int__(self) -> int:
        return int(self.array.ctypes.data)

    def free(self) -> None:
        """cuMemFree (the host array goes with the last reference)."""
        current_context("cuMemFree")


def to_device(array: Any) -> DeviceAllocation:
    allocation = DeviceAllocation(np.array(array, copy=True), "cuMemAlloc")
    htod_bytes[0] += allocation.array.nbytes
    return allocation


def mem_alloc(nbytes: int) -> DeviceAllocation:
    return DeviceAllocation(np.full(nbytes // 4, np.nan, dtype=np.float32), "cuMemAlloc")


#: Bytes copied from host to device so far (tests count the uploads a driver makes).
htod_bytes = [0]


def memcpy_dtoh(dest: np.ndarray, src: DeviceAllocation | int) -> None:
    """Device -> host; ``src`` an allocation or an address inside one."""
    current_context("cuMemcpyDtoH")
    if isinstance(src, DeviceAllocation):
        dest[...] = src.array.reshape(-1).view(dest.dtype)[: dest.size].reshape(dest.shape)
    else:
        ctypes.memmove(dest.ctypes.data, src, dest.nbytes)


def memcpy_htod(dest: DeviceAllocation | int, src: np.ndarray) -> None:
    """Host -> device; ``dest`` an allocation or an address inside one."""
    current_context("cuMemcpyHtoD")
    data = np.ascontiguousarray(src)
    ctypes.memmove(int(dest), data.ctypes.data, data.nbytes)
    htod_bytes[0] += data.nbytes


def memcpy_dtod(dest: DeviceAllocation, src: DeviceAllocation, size: int) -> None:
    current_context("cuMemcpyDtoD")
    dest.array.reshape(-1).view(np.uint8)[:size] = src.array.reshape(-1).view(np.uint8)[:size]


def memset_d32(dest: DeviceAllocation, data: int, count: int) -> None:
    current_context("cuMemsetD32")
    dest.array.view(np.uint32)[:count] = data


class Stream:
    """A stream; while a graph is captured on it, launches on it are recorded, not run."""

    def __init__(self) -> None:
        current_context("cuStreamCreate")
        self.handle = id(self)
        self.captured: list[Callable[[], None]] | None = None
        _streams[self.handle] = self

    def synchronize(self) -> None:
        """Waits for the stream (host launches are synchronous)."""
        current_context("cuStreamSynchronize")


#: Streams by handle, for the graph stand-in (``HostGraphs``), which gets handles.
_streams: dict[int, Stream] = {}

#: Kernel launches run so far (tests count what a timing launched).
launches = [0]


class HostGraphs:
    """``runtime.cuda_graph.CudaGraphs`` for the host stand-in: a capture
    records the launches enqueued on the stream, a launch of the graph runs them."""

    def __init__(self) -> None:
        self.captures = 0
        self._graphs: dict[int, list[Callable[[], None]]] = {}

    def capture(self, stream: int, launch: Callable[[], None], number: int) -> int:
        target = _streams[stream]
        target.captured = []
        try:
            for _ in range(number):
                launch()
            recorded = target.captured
        finally:
            target.captured = None
        self.captures += 1
        self._graphs[id(recorded)] = recorded
        return id(recorded)

    def launch(self, executable: int, stream: int) -> None:
        for kernel in self._graphs[executable]:
            kernel()

    def destroy(self, executable: int) -> None:
        del self._graphs[executable]


class Event:
    """A CUDA event: a host timestamp."""

    def __init__(self) -> None:
        current_context("cuEventCreate")

    def record(self, stream: Stream | None = None) -> None:
        self.t = time.perf_counter()

    def synchronize(self) -> None:
        """Waits for the event (nothing to wait for)."""

    def time_till(self, end: Event) -> float:
        return (end.t - self.t) * 1000.0
