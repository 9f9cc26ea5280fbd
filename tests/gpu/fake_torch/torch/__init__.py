"""A stand-in for the parts of torch that ``device_server.cuda_references`` uses (tests only).

Tensors are numpy arrays; ``matmul`` and ``nn.functional.conv2d`` compute with numpy,
events read the host clock. Like the real one, every call that touches "the GPU" makes
the device's primary context current (``pycuda.driver.cuda_set_device``, from the
host pycuda stand-in when it is on the path), so a driver that does not make its own
context current around its calls fails next to it as it would on a GPU.
"""

from __future__ import annotations

import time

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


def matmul(a: Tensor, b: Tensor, out: Tensor | None = None) -> Tensor:
    _runtime_call()
    result = a.array @ b.array
    if out is None:
        return Tensor(result)
    out.array[...] = result
    return out


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


class cuda:  # noqa: N801 - torch.cuda
    Event = _Event

    @staticmethod
    def synchronize() -> None:
        _runtime_call()


from torch import nn  # noqa: E402 - the submodule, after what it builds on

__all__ = ["Tensor", "backends", "cuda", "from_numpy", "matmul", "nn"]
