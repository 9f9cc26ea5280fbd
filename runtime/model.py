"""Running a compiled model package: one arena, prebound kernel calls, numpy glue.

Loading links the machine code, maps every tensor to its place in one arena
(the memory plan) and binds each step once: a kernel step becomes a ctypes call
with its pointers already computed, a glue step a numpy closure over its arrays.
A run copies the inputs in, calls the steps in order and copies the outputs out:
nothing else is allocated::

    rt = runtime.load("resnet50.pkg")                   # no ONNX, no records needed
    outputs = rt.run({"data": x})                       # name -> array
    print(rt.benchmark({"data": x}, repeat=20).median_ms)
"""

from __future__ import annotations

import ctypes
import os
import statistics
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.model.plan import ALIGN, KernelStep, NumpyStep, workspace_name
from runtime.build import default_num_threads
from runtime.llvm_jit import LoadedObject, bound_caller, load_object
from runtime.package import CUDA, Package
from runtime.runs import InputError, Timing, checked_inputs

__all__ = ["InputError", "Runtime", "Timing", "load", "open_package"]

if TYPE_CHECKING:
    from runtime.cuda_model import CudaRuntime

Bound = Callable[[], None]


def _aligned_bytes(n: int) -> np.ndarray:
    raw = np.empty(n + ALIGN, np.uint8)
    start = (-raw.ctypes.data) % ALIGN
    return raw[start : start + n]


def _numpy_callable(step: NumpyStep, ins: list[np.ndarray], outs: list[np.ndarray]) -> Bound:
    from compiler.model.numpy_ops import numpy_kernel

    fn = numpy_kernel(step.op, step.attrs, ins, outs)
    return lambda: fn(ins, outs)


class Runtime:
    """A loaded package, ready to run.

    Args:
        package: The package (see :meth:`Package.load`).
        num_threads: Threads each kernel's parallel loops use (all cores by default).

    Raises:
        PackageError: This CPU cannot run the package's machine code.
    """

    def __init__(self, package: Package, num_threads: int | None = None) -> None:
        package.check_host()
        self.package = package
        self.num_threads = num_threads or default_num_threads()
        plan, memory = package.plan, package.memory
        self._code: LoadedObject | None = (
            load_object(package.machine_code) if package.machine_code else None
        )
        self._arena = _aligned_bytes(max(memory.arena_bytes, ALIGN))
        self.arrays: dict[str, np.ndarray] = dict(plan.constants)

        def storage(name: str, offset: int, shape: tuple[int, ...], dtype: str) -> np.ndarray:
            count = int(np.prod(shape, dtype=np.int64)) if shape else 1
            nbytes = count * np.dtype(dtype).itemsize
            return self._arena[offset : offset + nbytes].view(dtype).reshape(shape)

        for name, t in plan.types.items():
            if name in self.arrays:
                continue
            root, elems = plan.storage_of(name)
            if root in plan.constants:
                base = plan.constants[root].reshape(-1)
                self.arrays[name] = base[elems : elems + t.size].reshape(t.shape)
            elif root in memory.offsets:
                off = memory.offsets[root] + elems * np.dtype(t.dtype).itemsize
                self.arrays[name] = storage(name, off, t.shape, t.dtype)
        self._steps: list[Bound] = [self._bind(i, s) for i, s in enumerate(plan.steps)]
        self._inputs = [(n, self.arrays[n]) for n in plan.inputs]
        self._outputs = [(n, self.arrays[n]) for n in plan.outputs]

    def _bind(self, index: int, step: KernelStep | NumpyStep) -> Bound:
        if isinstance(step, NumpyStep):
            ins = [self.arrays[n] for n in step.inputs if n]
            outs = [self.arrays[n] for n in step.outputs]
            return _numpy_callable(step, ins, outs)
        assert self._code is not None
        memory = self.package.memory
        pointers = [self.arrays[n].ctypes.data for n in step.args]
        for j, _ in enumerate(step.workspaces):
            pointers.append(self._arena.ctypes.data + memory.offsets[workspace_name(index, j)])
        proto = ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * len(pointers)), ctypes.c_int64)
        fn = proto(self._code.address(step.symbol))
        args = (*pointers, self.num_threads)
        # Computed indices are checked before each call, as np.take and onnxruntime check
        # them: the kernel clamps (it never reads outside the table) but must not answer.
        # Constant ones were checked once, when the model was imported.
        checks = [
            (self.arrays[step.args[i]], step.args[i], lo, hi)
            for i, lo, hi in step.index_bounds
            if step.args[i] not in self.package.plan.constants
        ]
        if not checks:
            return lambda: fn(*args)

        def checked() -> None:
            for values, name, low, high in checks:
                if values.size and (values.min() < low or values.max() >= high):
                    bad = values[(values < low) | (values >= high)].reshape(-1)[0]
                    raise ValueError(
                        f"{step.name}: index {bad} in {name} is out of range [{low}, {high})"
                    )
            fn(*args)

        return checked

    @property
    def input_types(self) -> dict[str, tuple[tuple[int, ...], str]]:
        """Input name -> (shape, dtype)."""
        return {n: (a.shape, str(a.dtype)) for n, a in self._inputs}

    @property
    def output_names(self) -> list[str]:
        """The model's output names, in order."""
        return [n for n, _ in self._outputs]

    def set_inputs(self, inputs: Mapping[str, np.ndarray]) -> None:
        """Copies the inputs into the arena.

        Raises:
            InputError: An input is missing, unknown, of the wrong shape or not numeric (or bool).
        """
        slots = [(n, a.shape, str(a.dtype)) for n, a in self._inputs]
        for (_, slot), value in zip(self._inputs, checked_inputs(inputs, slots), strict=True):
            np.copyto(slot, value, casting="unsafe")

    def execute(self) -> None:
        """Runs every step on the inputs already set."""
        with bound_caller(self.num_threads):
            self._execute()

    def _execute(self) -> None:
        for step in self._steps:
            step()

    def run(self, inputs: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Runs the model: output name -> a new array.

        Raises:
            InputError: See :meth:`set_inputs`.
        """
        self.set_inputs(inputs)
        self.execute()
        return {name: array.copy() for name, array in self._outputs}

    def benchmark(self, inputs: Mapping[str, np.ndarray], repeat: int = 10) -> Timing:
        """Times ``repeat`` runs (after one warm-up run)."""
        if repeat < 1:
            raise ValueError(f"repeat must be >= 1, got {repeat}")
        self.set_inputs(inputs)
        times = []
        with bound_caller(self.num_threads):
            self._execute()
            for _ in range(repeat):
                start = time.perf_counter()
                self._execute()
                times.append((time.perf_counter() - start) * 1e3)
        return Timing.of(times)

    def profile(self, inputs: Mapping[str, np.ndarray], repeat: int = 5) -> list[dict[str, Any]]:
        """Median milliseconds of each step over ``repeat`` runs, in step order."""
        self.set_inputs(inputs)
        per_step: list[list[float]] = [[] for _ in self._steps]
        with bound_caller(self.num_threads):
            self._execute()
            for _ in range(repeat):
                for i, step in enumerate(self._steps):
                    start = time.perf_counter()
                    step()
                    per_step[i].append((time.perf_counter() - start) * 1e3)
        out = []
        for planned, times in zip(self.package.plan.steps, per_step, strict=True):
            kind = planned.op if isinstance(planned, NumpyStep) else planned.symbol
            out.append({"name": planned.name, "kind": kind, "ms": statistics.median(times)})
        return out


def open_package(package: Package, num_threads: int | None = None) -> Runtime | CudaRuntime:
    """Makes a package ready to run where its code runs: this CPU, or this machine's GPU
    (:class:`runtime.cuda_model.CudaRuntime`, GPU 0; ``num_threads`` is a CPU's).

    Raises:
        PackageError: This CPU (or GPU) cannot run the package's code.
    """
    if package.arch == CUDA:
        from runtime.cuda_model import CudaRuntime

        return CudaRuntime(package)
    return Runtime(package, num_threads)


def load(path: str | os.PathLike[str], num_threads: int | None = None) -> Runtime | CudaRuntime:
    """Loads a package file and makes it ready to run (:func:`open_package`).

    Raises:
        PackageError: Not a package, or this CPU (or GPU) cannot run it.
    """
    return open_package(Package.load(path), num_threads)
