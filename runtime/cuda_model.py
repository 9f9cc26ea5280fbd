"""Running a compiled model package on an NVIDIA GPU: one arena in GPU memory, the weights
uploaded once, and the whole model replayed as one CUDA graph.

Loading checks that the GPU can run the package's code (its arch, or a newer GPU for
the PTX), loads each kernel, allocates the arena of the memory plan and each kernel's
scratch (zero-filled once: a split-K kernel leaves its counters at zero for the next
launch), and binds every launch's pointers. A run copies the inputs in, replays the
graph and copies the outputs out: nothing crosses to the host between layers::

    rt = runtime.load("resnet50-cuda.pkg")      # a CudaRuntime for a cuda package
    outputs = rt.run({"data": x})
    print(rt.benchmark({"data": x}, repeat=50).median_ms)

The GPU's primary context is used (the one the CUDA runtime, torch or cupy, use), made
current only during our calls, so the model runs beside such libraries in one process.
"""

from __future__ import annotations

import contextlib
import logging
import statistics
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.model.plan import ALIGN, KernelStep
from runtime.cuda_graph import CudaGraphs, GraphError
from runtime.package import CUDA, Package, PackageError
from runtime.runs import InputError, Timing, checked_inputs

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _Launch:
    """One kernel launch of a run, its pointers bound."""

    name: str
    symbol: str
    function: Any
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    pointers: tuple[int, ...]


def _import_pycuda(target: str) -> Any:
    try:
        import pycuda.driver as cuda
    except ImportError as err:  # pycuda missing, or present without a CUDA driver
        raise PackageError(
            f"this package runs on an NVIDIA GPU ({target}): pycuda cannot be loaded "
            f"({err}); install autotune[cuda] on a machine with a GPU"
        ) from None
    return cuda


def _arch_number(arch: str) -> tuple[int, int]:
    digits = arch.removeprefix("sm_").rstrip("a")
    return int(digits[:-1]), int(digits[-1])


def _open_gpu(cuda: Any, device: int, package: Package) -> tuple[Any, str]:
    """The device, after checking it can run the package's code.

    Raises:
        PackageError: No GPU, or one older than the package's arch (one line, saying how
            to recompile).
    """
    try:
        cuda.init()
        count = cuda.Device.count()
    except Exception as err:  # pycuda's errors (no driver, no device)
        raise PackageError(
            f"this package runs on an NVIDIA GPU ({package.target}): no CUDA driver or GPU "
            f"here ({err})"
        ) from None
    if device >= count:
        raise PackageError(
            f"this package runs on an NVIDIA GPU ({package.target}): GPU {device} asked for, "
            f"{count} found"
        )
    dev = cuda.Device(device)
    have = tuple(dev.compute_capability())
    need = _arch_number(package.cpu)
    name = f"{dev.name()} (sm_{have[0]}{have[1]})"
    if have < need or (package.cpu.endswith("a") and have != need):
        raise PackageError(
            f"this package was compiled for {package.cpu} ({package.target}); this GPU, "
            f"{name}, cannot run it: recompile it with --target 'cuda -arch=sm_{have[0]}{have[1]}'"
        )
    return dev, name


class CudaRuntime:
    """A loaded GPU package, ready to run (the interface of :class:`runtime.model.Runtime`).

    Args:
        package: A package compiled for a ``cuda`` target.
        device: The GPU's index.
        use_graph: Replay a run as one CUDA graph (else one launch after another).

    Raises:
        PackageError: Not a GPU package, no usable GPU, or a kernel that does not load.
    """

    def __init__(self, package: Package, device: int = 0, use_graph: bool = True) -> None:
        if package.arch != CUDA:
            raise PackageError(f"not a GPU package: compiled for {package.target}")
        self.package = package
        self._cuda = cuda = _import_pycuda(package.target)
        self._dev, self.device_name = _open_gpu(cuda, device, package)
        self._ctx = self._dev.retain_primary_context()
        self._graphs = CudaGraphs.open() if use_graph else None
        self._graph: int | None = None
        plan, memory = package.plan, package.memory
        with self.current():
            self._modules = {}
            functions = {}
            for k in plan.kernels:
                try:
                    module = cuda.module_from_buffer(package.gpu_images[k.symbol])
                except Exception as err:  # pycuda's: the image does not load on this GPU
                    raise PackageError(
                        f"kernel {k.symbol} ({k.workload}) does not load: {err}"
                    ) from None
                self._modules[k.symbol] = module
                functions[k.symbol] = module.get_function(k.symbol)
            self._arena = cuda.mem_alloc(max(memory.arena_bytes, ALIGN))
            blob, offsets = _constants_blob(plan.constants)
            self._constants = cuda.to_device(blob)
            self._scratch: dict[str, list[Any]] = {}
            self._stream = cuda.Stream()
        self._address: dict[str, int] = {}
        for name, t in plan.types.items():
            root, elems = plan.storage_of(name)
            skip = elems * np.dtype(t.dtype).itemsize
            if root in offsets:
                self._address[name] = int(self._constants) + offsets[root] + skip
            elif root in memory.offsets:
                self._address[name] = int(self._arena) + memory.offsets[root] + skip
        self._launches = [self._bind(step, functions) for step in plan.steps]
        self._inputs = [(n, plan.types[n]) for n in plan.inputs]
        # Indices a kernel reads that are model inputs: checked as they are set (the GPU
        # kernel clamps them, but must not answer); compile_model refuses computed ones.
        self._index_checks: list[tuple[str, str, slice, int, int]] = []
        for step in plan.steps:
            if not isinstance(step, KernelStep):
                continue
            for i, low, high in step.index_bounds:
                root, offset = plan.storage_of(step.args[i])
                if root in plan.inputs:  # the input itself, or a view of it
                    read = slice(offset, offset + plan.types[step.args[i]].size)
                    self._index_checks.append((step.name, root, read, low, high))
        self._outputs = [(n, plan.types[n]) for n in plan.outputs]

    @contextlib.contextmanager
    def current(self) -> Iterator[None]:
        """Our context current for the duration, whatever another library made current."""
        self._ctx.push()
        try:
            yield
        finally:
            self._cuda.Context.pop()

    def _bind(self, step: Any, functions: dict[str, Any]) -> _Launch:
        if not isinstance(step, KernelStep):  # compile_model refuses these for cuda
            raise PackageError(f"step {step.name} ({step.op}) is not a GPU kernel")
        kernel = next(k for k in self.package.plan.kernels if k.symbol == step.symbol)
        scratch = self._scratch.get(step.symbol)
        if scratch is None:  # one zero-filled set per kernel: its launches run in turn
            with self.current():
                scratch = []
                for w in step.workspaces:
                    words = max(1, -(-w.nbytes // 4))
                    buffer = self._cuda.mem_alloc(4 * words)
                    self._cuda.memset_d32(buffer, 0, words)
                    scratch.append(buffer)
            self._scratch[step.symbol] = scratch
        function = functions[step.symbol]
        pointers = (*(self._address[a] for a in step.args), *(int(b) for b in scratch))
        function.prepare("P" * len(pointers))
        gx, gy, gz = kernel.grid
        bx, by, bz = kernel.block
        return _Launch(step.name, step.symbol, function, (gx, gy, gz), (bx, by, bz), pointers)

    # --- the Runtime interface ----------------------------------------------------------

    @property
    def input_types(self) -> dict[str, tuple[tuple[int, ...], str]]:
        """Input name -> (shape, dtype)."""
        return {n: (t.shape, t.dtype) for n, t in self._inputs}

    @property
    def output_names(self) -> list[str]:
        """The model's output names, in order."""
        return [n for n, _ in self._outputs]

    def set_inputs(self, inputs: Mapping[str, np.ndarray]) -> None:
        """Copies the inputs into the GPU arena.

        Raises:
            InputError: An input is missing, unknown, of the wrong shape or not numeric, or
                holds an index out of its table's range.
        """
        slots = [(n, t.shape, t.dtype) for n, t in self._inputs]
        arrays = checked_inputs(inputs, slots)
        by_name = {n: a for (n, _), a in zip(self._inputs, arrays, strict=True)}
        for step, name, read, low, high in self._index_checks:
            values = by_name[name].reshape(-1)[read]
            if values.size and (values.min() < low or values.max() >= high):
                bad = values[(values < low) | (values >= high)].reshape(-1)[0]
                raise InputError(f"{step}: index {bad} in {name} is out of range [{low}, {high})")
        with self.current():
            for (name, _), array in zip(self._inputs, arrays, strict=True):
                self._cuda.memcpy_htod(self._address[name], array)

    def _launch_all(self) -> None:
        stream = self._stream
        for launch in self._launches:
            launch.function.prepared_async_call(launch.grid, launch.block, stream, *launch.pointers)

    def enqueue(self) -> None:
        """Enqueues one run on the inputs set, without waiting for it: the graph (captured
        on first use), else the launches one by one. Call it within :meth:`current`."""
        if self._graphs is not None and self._graph is None:
            try:
                self._graph = self._graphs.capture(self._stream.handle, self._launch_all, 1)
            except GraphError as err:
                log.warning("CUDA graph capture failed (%s): launching kernel by kernel", err)
                self._graphs = None
        if self._graphs is not None and self._graph is not None:
            self._graphs.launch(self._graph, self._stream.handle)
        else:
            self._launch_all()

    def execute(self) -> None:
        """Runs every kernel on the inputs already set, and waits for the GPU."""
        with self.current():
            self.enqueue()
            self._stream.synchronize()

    def run(self, inputs: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Runs the model: output name -> a new host array.

        Raises:
            InputError: See :meth:`set_inputs`.
        """
        self.set_inputs(inputs)
        self.execute()
        out = {}
        with self.current():
            for name, t in self._outputs:
                array = np.empty(t.shape, t.dtype)
                self._cuda.memcpy_dtoh(array, self._address[name])
                out[name] = array
        return out

    def benchmark(self, inputs: Mapping[str, np.ndarray], repeat: int = 10) -> Timing:
        """Times ``repeat`` runs by CUDA events around each replay (after a warm-up run)."""
        if repeat < 1:
            raise ValueError(f"repeat must be >= 1, got {repeat}")
        self.set_inputs(inputs)
        self.execute()
        times = []
        with self.current():
            start, end = self._cuda.Event(), self._cuda.Event()
            for _ in range(repeat):
                start.record(self._stream)
                self.enqueue()
                end.record(self._stream)
                end.synchronize()
                times.append(float(start.time_till(end)))
        return Timing.of(times)

    def profile(self, inputs: Mapping[str, np.ndarray], repeat: int = 5) -> list[dict[str, Any]]:
        """Median milliseconds of each kernel over ``repeat`` runs (events around each
        launch, no graph), in step order."""
        self.set_inputs(inputs)
        self.execute()
        per_step: list[list[float]] = [[] for _ in self._launches]
        with self.current():
            events = [self._cuda.Event() for _ in range(len(self._launches) + 1)]
            for _ in range(repeat):
                events[0].record(self._stream)
                for i, launch in enumerate(self._launches):
                    launch.function.prepared_async_call(
                        launch.grid, launch.block, self._stream, *launch.pointers
                    )
                    events[i + 1].record(self._stream)
                events[-1].synchronize()
                for i in range(len(self._launches)):
                    per_step[i].append(float(events[i].time_till(events[i + 1])))
        return [
            {"name": launch.name, "kind": launch.symbol, "ms": statistics.median(times)}
            for launch, times in zip(self._launches, per_step, strict=True)
        ]

    def close(self) -> None:
        """Frees the graph; the GPU memory goes with the context's last user."""
        if self._graphs is not None and self._graph is not None:
            with self.current():
                self._graphs.destroy(self._graph)
            self._graph = None


def _constants_blob(constants: Mapping[str, np.ndarray]) -> tuple[np.ndarray, dict[str, int]]:
    """Every constant in one byte array, each at an aligned offset (one upload)."""
    offsets: dict[str, int] = {}
    total = 0
    for name, value in constants.items():
        total += (-total) % ALIGN
        offsets[name] = total
        total += value.nbytes
    blob = np.zeros(max(total, ALIGN), np.uint8)
    for name, value in constants.items():
        data = np.ascontiguousarray(value).reshape(-1).view(np.uint8)
        blob[offsets[name] : offsets[name] + data.size] = data
    return blob, offsets
