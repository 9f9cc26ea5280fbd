"""Kernel: a compiled schedule, callable on numpy arrays."""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from compiler.runtime.llvm_jit import CompiledModule
from compiler.space import Config
from compiler.target import Target

# Threaded kernels take this lock while they run, so two kernels called at once from
# different Python threads never put more threads than cores on the machine.
_PARALLEL_LOCK = threading.Lock()

_ALIGN = 64


@dataclass(frozen=True, slots=True)
class ArgSpec:
    """Expected shape and dtype of one kernel argument."""

    name: str
    shape: tuple[int, ...]
    dtype: str


def aligned_empty(shape: Sequence[int], dtype: str) -> np.ndarray:
    """An uninitialized C-contiguous array whose data starts on a 64-byte boundary."""
    itemsize = np.dtype(dtype).itemsize
    count = int(np.prod(shape)) if shape else 1
    raw = np.empty(count * itemsize + _ALIGN, dtype=np.uint8)
    offset = (-raw.ctypes.data) % _ALIGN
    return raw[offset : offset + count * itemsize].view(dtype).reshape(tuple(shape))


@dataclass(eq=False)
class Kernel:
    """A compiled kernel for one workload and config.

    Call it with the inputs (``kernel(A, B)``) to get a new output array, or
    use :meth:`run` to write into a preallocated one.

    Attributes:
        workload: The workload compiled.
        config: The config used.
        target: The target compiled for.
        source: The generated LLVM IR text (before optimization).
        flop: Floating-point operations of one call.
        compile_time_s: Seconds this build took (lowering, rendering, LLVM).
        num_threads: Threads used by parallel loops.
    """

    workload: Any
    config: Config
    target: Target
    source: str
    flop: int
    compile_time_s: float
    num_threads: int
    inputs: tuple[ArgSpec, ...]
    output: ArgSpec
    workspaces: tuple[ArgSpec, ...]
    module: CompiledModule = field(repr=False)
    function_name: str = "kernel"
    _fn: Any = field(init=False, repr=False)
    _lock: threading.Lock = field(init=False, repr=False, default_factory=threading.Lock)
    _scratch: list[np.ndarray] = field(init=False, repr=False, default_factory=list)

    def __post_init__(self) -> None:
        n_ptrs = len(self.inputs) + 1 + len(self.workspaces)
        proto = ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * n_ptrs), ctypes.c_int64)
        self._fn = proto(self.module.address(self.function_name))

    def asm(self) -> str:
        """The optimized machine code as assembly text."""
        return self.module.asm()

    def _check(self, spec: ArgSpec, value: Any, *, writable: bool = False) -> np.ndarray:
        if not isinstance(value, np.ndarray):
            raise ValueError(
                f"argument {spec.name!r} must be a numpy array, got {type(value).__name__}"
            )
        if value.dtype != np.dtype(spec.dtype):
            raise ValueError(
                f"argument {spec.name!r} must have dtype {spec.dtype}, got {value.dtype}"
            )
        if value.shape != spec.shape:
            raise ValueError(
                f"argument {spec.name!r} must have shape {spec.shape}, got {value.shape}"
            )
        if not value.flags.c_contiguous:
            raise ValueError(
                f"argument {spec.name!r} must be C-contiguous (use np.ascontiguousarray)"
            )
        if writable and not value.flags.writeable:
            raise ValueError(f"argument {spec.name!r} must be writable")
        return value

    def __call__(self, *inputs: np.ndarray) -> np.ndarray:
        """Runs the kernel on ``inputs`` and returns a new output array.

        Raises:
            ValueError: Wrong number of inputs, or an input of the wrong shape, dtype or layout.
        """
        out = aligned_empty(self.output.shape, self.output.dtype)
        self.run(*inputs, out=out)
        return out

    def run(self, *inputs: np.ndarray, out: np.ndarray) -> None:
        """Runs the kernel, writing the result into ``out`` (no allocation).

        Raises:
            ValueError: Wrong number of inputs, or an array of the wrong shape, dtype or layout.
        """
        if len(inputs) != len(self.inputs):
            names = ", ".join(s.name for s in self.inputs)
            raise ValueError(f"kernel takes {len(self.inputs)} inputs ({names}), got {len(inputs)}")
        arrays = [self._check(s, x) for s, x in zip(self.inputs, inputs, strict=True)]
        arrays.append(self._check(self.output, out, writable=True))
        with self._lock:  # the scratch buffers are per kernel
            if not self._scratch:
                self._scratch = [aligned_empty(w.shape, w.dtype) for w in self.workspaces]
            pointers = [a.ctypes.data for a in arrays] + [w.ctypes.data for w in self._scratch]
            if self.num_threads > 1:
                with _PARALLEL_LOCK:
                    self._fn(*pointers, self.num_threads)
            else:
                self._fn(*pointers, 1)
