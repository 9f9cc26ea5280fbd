"""A stand-in for the parts of torch that ``device_server.cuda_references`` uses (tests only).

Tensors are numpy arrays; ``matmul`` and ``nn.functional.conv2d`` compute with numpy,
events read the host clock. Like the real one, every call that touches "the GPU" makes
the device's primary context current (``pycuda.driver.cuda_set_device``, from the
host pycuda stand-in when it is on the path), so a driver that does not make its own
context current around its calls fails next to it as it would on a GPU.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator

import numpy as np


def _runtime_call() -> None:
    """What the CUDA runtime does on every torch call: the primary context becomes current."""
    try:
        import pycuda.driver
    except ImportError:
        return
    set_device = getattr(pycuda.driver, "cuda_set_device", None)
    if set_device is not None:
        set_device(0)


class Tensor:
    """A host array standing for a device tensor."""

    def __init__(self, array: np.ndarray) -> None:
        self.array = array

    def cuda(self) -> Tensor:
        _runtime_call()
        return Tensor(self.array.copy())


def from_numpy(array: np.ndarray) -> Tensor:
    return Tensor(array)


#: The graph being captured (``with cuda.graph(g)``): library calls are recorded into it.
_capturing: list[CUDAGraph] = []


def _launch(compute: Callable[[], np.ndarray], out: Tensor | None = None) -> Tensor:
    """Runs a library call, or records it while a graph is captured (as CUDA does: the
    captured kernels run only on replay, into the tensors they were given)."""
    _runtime_call()
    target = out if out is not None else Tensor(np.empty(0, np.float32))

    def kernel() -> None:
        value = compute()
        if out is None:
            target.array = value
        else:
            out.array[...] = value

    if _capturing:
        _capturing[-1].kernels.append(kernel)
    else:
        kernel()
    return target


def matmul(a: Tensor, b: Tensor, out: Tensor | None = None) -> Tensor:
    return _launch(lambda: a.array @ b.array, out)


class backends:  # noqa: N801 - torch's spelling; attributes the references set
    class cudnn:  # noqa: N801
        allow_tf32 = True
        benchmark = False

    class cuda:  # noqa: N801
        class matmul:  # noqa: N801
            allow_tf32 = True


class _Event:
    def __init__(self, enable_timing: bool = False) -> None:
        self.t = 0.0

    def record(self) -> None:
        _runtime_call()
        self.t = time.perf_counter()

    def synchronize(self) -> None:
        pass

    def elapsed_time(self, end: _Event) -> float:
        """Milliseconds, as torch's."""
        return (end.t - self.t) * 1000.0


class CUDAGraph:
    """Captured library calls, run again by ``replay``."""

    def __init__(self) -> None:
        self.kernels: list[Callable[[], None]] = []

    def replay(self) -> None:
        _runtime_call()
        for kernel in self.kernels:
            kernel()


class _Stream:
    def wait_stream(self, other: _Stream) -> None:
        pass


@contextlib.contextmanager
def _on_stream(stream: _Stream) -> Iterator[None]:
    yield


@contextlib.contextmanager
def _capture(graph: CUDAGraph) -> Iterator[None]:
    _capturing.append(graph)
    try:
        yield
    finally:
        _capturing.pop()


class cuda:  # noqa: N801 - torch.cuda
    Event = _Event
    CUDAGraph = CUDAGraph
    Stream = _Stream
    stream = staticmethod(_on_stream)
    graph = staticmethod(_capture)

    @staticmethod
    def current_stream() -> _Stream:
        return _Stream()

    @staticmethod
    def synchronize() -> None:
        _runtime_call()


from torch import nn  # noqa: E402 - the submodule, after what it builds on

__all__ = ["CUDAGraph", "Tensor", "backends", "cuda", "from_numpy", "matmul", "nn"]
