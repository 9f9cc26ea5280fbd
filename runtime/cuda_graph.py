"""CUDA graphs through the driver API: ``number`` launches captured once, replayed as one.

A launch from Python costs microseconds of host time (pycuda's prepared call: a floor of
about 5.5 us a launch on an H100 host, whatever the kernel), longer than a small kernel
runs (cuDNN's depthwise convolutions: 2-6 us). Timed in a launch loop, such a kernel
measures the host; replayed from a graph, the GPU. pycuda has no graph API, so the CUDA
driver's is called through ctypes, on the handles pycuda gives (a stream's ``handle``).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import Any, ClassVar

#: cudaStreamCaptureModeThreadLocal: other threads' CUDA calls are not this capture's.
CAPTURE_THREAD_LOCAL = 1


class GraphError(RuntimeError):
    """A graph call of the CUDA driver failed (the message names it and its code)."""


class CudaGraphs:
    """The few driver calls that capture, instantiate, launch and free a graph."""

    #: The calls used, as ``cuda.h`` spells them, and the driver's exported symbols for them
    #: (``cuda.h`` maps ``cuStreamBeginCapture`` to ``_v2`` since CUDA 10.1).
    SYMBOLS: ClassVar[dict[str, str]] = {
        "cuStreamBeginCapture": "cuStreamBeginCapture_v2",
        "cuStreamEndCapture": "cuStreamEndCapture",
        "cuGraphInstantiateWithFlags": "cuGraphInstantiateWithFlags",
        "cuGraphLaunch": "cuGraphLaunch",
        "cuGraphExecDestroy": "cuGraphExecDestroy",
        "cuGraphDestroy": "cuGraphDestroy",
    }

    def __init__(self, lib: Any) -> None:
        self._lib = lib

    @classmethod
    def open(cls, library: str = "libcuda.so.1") -> CudaGraphs | None:
        """The driver's graph calls, or None where the library or a call is missing."""
        try:
            lib = ctypes.CDLL(library)
            for symbol in cls.SYMBOLS.values():
                getattr(lib, symbol).restype = ctypes.c_int
        except (OSError, AttributeError):
            return None
        return cls(lib)

    def _call(self, name: str, *args: Any) -> None:
        code = getattr(self._lib, self.SYMBOLS[name])(*args)
        if code != 0:
            raise GraphError(f"{name} failed: CUDA error {code}")

    def capture(self, stream: int, launch: Callable[[], None], number: int) -> int:
        """A graph of ``number`` calls of ``launch`` (each enqueues on ``stream``),
        instantiated; the handle to :meth:`launch` and then :meth:`destroy`."""
        handle = ctypes.c_void_p(stream)
        self._call("cuStreamBeginCapture", handle, ctypes.c_int(CAPTURE_THREAD_LOCAL))
        graph = ctypes.c_void_p()
        try:
            for _ in range(number):
                launch()
        finally:  # a failed launch must not leave the stream capturing
            self._call("cuStreamEndCapture", handle, ctypes.byref(graph))
        executable = ctypes.c_void_p()
        try:
            flags = ctypes.c_ulonglong(0)
            self._call("cuGraphInstantiateWithFlags", ctypes.byref(executable), graph, flags)
        finally:
            self._call("cuGraphDestroy", graph)  # the executable graph keeps what it needs
        return int(executable.value or 0)

    def launch(self, executable: int, stream: int) -> None:
        """Enqueues the whole graph on ``stream``."""
        self._call("cuGraphLaunch", ctypes.c_void_p(executable), ctypes.c_void_p(stream))

    def destroy(self, executable: int) -> None:
        """Frees an instantiated graph."""
        self._call("cuGraphExecDestroy", ctypes.c_void_p(executable))
