"""Kernel: a rendered program's machine code in this process, callable on numpy arrays."""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.args import ArgSpec
from compiler.space import Config
from compiler.target import Target
from runtime.llvm_jit import CompiledModule

if TYPE_CHECKING:
    from compiler.program import Program
    from compiler.workload import Workload

# Threaded kernels take this lock while they run, so two kernels called at once from
# different Python threads never put more threads than cores on the machine.
_PARALLEL_LOCK = threading.Lock()

_ALIGN = 64


def aligned_empty(shape: Sequence[int], dtype: str) -> np.ndarray:
    """An uninitialized C-contiguous array whose data starts on a 64-byte boundary."""
    itemsize = np.dtype(dtype).itemsize
    count = int(np.prod(shape)) if shape else 1
    raw = np.empty(count * itemsize + _ALIGN, dtype=np.uint8)
    offset = (-raw.ctypes.data) % _ALIGN
    return raw[offset : offset + count * itemsize].view(dtype).reshape(tuple(shape))


@dataclass(eq=False)
class Kernel:
    """A compiled kernel for one workload and config: a rendered
    :class:`~compiler.program.Program` and its machine code in this process.

    Call it with the inputs (``kernel(A, B)``) to get a new output array, or
    use :meth:`run` to write into a preallocated one.

    A *prepacked* kernel (``build(..., prepacked=True)``) takes some inputs (the
    weights of a convolution or a dense layer) already packed into its blocked layout: its
    arguments are ``kernel.prepare(*logical_inputs)``, computed once and reused
    for every call; ``inputs`` describes these arguments and ``logical_inputs``
    the inputs ``prepare`` takes. For other kernels both are the same and
    ``prepare`` returns its arguments unchanged.

    Attributes:
        program: What was compiled (workload, config, target, IR text, arguments).
        module: The machine code.
        num_threads: Threads used by parallel loops.
        compile_time_s: Seconds this build took (lowering, rendering, LLVM).
    """

    program: Program
    module: CompiledModule = field(repr=False)
    num_threads: int
    compile_time_s: float
    _fn: Any = field(init=False, repr=False)
    _lock: threading.Lock = field(init=False, repr=False, default_factory=threading.Lock)
    _scratch: list[np.ndarray] = field(init=False, repr=False, default_factory=list)

    def __post_init__(self) -> None:
        n_ptrs = len(self.inputs) + 1 + len(self.workspaces)
        proto = ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * n_ptrs), ctypes.c_int64)
        self._fn = proto(self.module.address(self.program.entry))

    @property
    def workload(self) -> Workload | None:
        """The workload compiled (None for a hand-written schedule)."""
        return self.program.workload

    @property
    def config(self) -> Config:
        """The config used."""
        return self.program.config

    @property
    def target(self) -> Target:
        """The target compiled for."""
        return self.program.target

    @property
    def source(self) -> str:
        """The generated LLVM IR text (before optimization)."""
        return self.program.text

    @property
    def flop(self) -> int:
        """Floating-point operations of one call."""
        return self.program.flop

    @property
    def inputs(self) -> tuple[ArgSpec, ...]:
        """The arguments the kernel is called with (before the output)."""
        return self.program.inputs

    @property
    def output(self) -> ArgSpec:
        """The output argument."""
        return self.program.output

    @property
    def workspaces(self) -> tuple[ArgSpec, ...]:
        """Scratch buffers the kernel uses (allocated once per kernel)."""
        return self.program.workspaces

    @property
    def logical_inputs(self) -> tuple[ArgSpec, ...]:
        """The operator's inputs, as :meth:`prepare` takes them."""
        return self.program.logical_inputs

    @property
    def prepacked(self) -> bool:
        """Whether the kernel takes prepacked inputs (see :meth:`prepare`)."""
        return self.program.prepacked

    def prepare(self, *inputs: np.ndarray) -> list[np.ndarray]:
        """The kernel's arguments from the operator's inputs (as ``compiler.random_inputs``
        returns them): constant inputs packed for a prepacked kernel, the others (and all
        inputs of any other kernel) returned as they are.

        Packing copies the arrays in numpy (tens of milliseconds for large weights): do it
        once, not per call.

        Raises:
            ValueError: Wrong number of inputs or an input of the wrong shape.
        """
        if not self.program.prepacked:
            return list(inputs)
        if len(inputs) != len(self.logical_inputs):
            names = ", ".join(s.name for s in self.logical_inputs)
            raise ValueError(
                f"prepare takes {len(self.logical_inputs)} inputs ({names}), got {len(inputs)}"
            )
        for spec, value in zip(self.logical_inputs, inputs, strict=True):
            if np.shape(value) != spec.shape:
                raise ValueError(
                    f"input {spec.name!r} must have shape {spec.shape}, got {np.shape(value)}"
                )
        return self.program.prepare(inputs)

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
