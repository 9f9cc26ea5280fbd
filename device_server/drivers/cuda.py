"""The ``cuda`` driver: kernels for an NVIDIA GPU, compiled by nvcc and run through pycuda.

pycuda is imported when a driver is opened (the ``cuda`` extra), so ``import
device_server`` works on boards without it; :class:`CudaUnavailableError` says which of
pycuda, the NVIDIA driver or the GPU is missing. In a device server each worker process
owns one driver and one CUDA context on the GPU picked by ``--device N`` (one device
server per GPU).

Our context is made current around every call and popped after it. Libraries that
share the process (torch and cupy, timing the cuBLAS reference in ``autotune bench``)
make the device's *primary* context current with ``cudaSetDevice``; a function handle
of ours launched while another context is current fails with "invalid resource handle".
"""

from __future__ import annotations

import atexit
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

import compiler
from autotune.v1 import measure_pb2
from compiler.cuda_limits import GpuLimits, limits_from_device
from compiler.target import Target
from runtime.cuda_graph import CudaGraphs, GraphError

if TYPE_CHECKING:
    from compiler import Config, Program, Workload

log = logging.getLogger(__name__)

PIP_HINT = "pip install 'autotune[cuda]'"

#: Device memory a driver keeps for ``upload(reuse=...)`` (one copy per workload's inputs;
#: the most recent is kept whatever its size). A device server has a driver per worker.
KEPT_BYTES = 512 << 20


class CudaUnavailableError(RuntimeError):
    """pycuda, the NVIDIA driver or the requested GPU is missing (the message says which)."""


@dataclass(frozen=True, slots=True)
class GpuDescription:
    """What a GPU reports about itself (the fields of ``autotune.v1.GpuInfo``)."""

    name: str
    cc_major: int
    cc_minor: int
    memory_bytes: int
    max_threads_per_block: int
    max_shared_memory_per_block: int
    max_registers_per_block: int
    multiprocessors: int

    @property
    def arch(self) -> str:
        """``sm_XX`` of the compute capability."""
        return f"sm_{self.cc_major}{self.cc_minor}"

    @property
    def limits(self) -> GpuLimits:
        """The per-block limits the kernels are checked against."""
        return limits_from_device(
            self.max_threads_per_block,
            self.max_shared_memory_per_block,
            self.max_registers_per_block,
            self.arch,
        )

    def to_proto(self) -> measure_pb2.GpuInfo:
        """The wire form."""
        return measure_pb2.GpuInfo(
            name=self.name,
            cc_major=self.cc_major,
            cc_minor=self.cc_minor,
            memory_bytes=self.memory_bytes,
            max_threads_per_block=self.max_threads_per_block,
            max_shared_memory_per_block=self.max_shared_memory_per_block,
            max_registers_per_block=self.max_registers_per_block,
            multiprocessors=self.multiprocessors,
        )


def render_for_gpu(
    gpu: GpuDescription, workload: Workload, config: Config | None, target: str
) -> Program:
    """The CUDA kernel for this GPU: ``target``'s ``-arch``, else the GPU's own; checked
    against the GPU's per-block limits.

    Raises:
        ValueError: Not a cuda target, or no CUDA template for the workload.
        InvalidConfig: Not in the space, or over one of the GPU's limits.
    """
    t = Target.parse(target)
    if t.kind != "cuda":
        raise ValueError(f"target {str(t)!r} is not for this device (cuda: {gpu.name})")
    if not t.arch:
        t = Target("cuda", arch=gpu.arch)
    return compiler.render(workload, config, t, limits=gpu.limits)


def _import_pycuda() -> Any:
    try:
        import pycuda.driver as cuda
    except ModuleNotFoundError as err:
        if (err.name or "").split(".")[0] != "pycuda":
            raise
        raise CudaUnavailableError(f"pycuda is not installed: {PIP_HINT}") from None
    except ImportError as err:  # pycuda is there, but its driver library (libcuda) is not
        raise CudaUnavailableError(
            f"no NVIDIA GPU driver: pycuda cannot load the CUDA driver library ({err})"
        ) from None
    return cuda


def _init_device(cuda: Any, device: int) -> Any:
    try:
        cuda.init()
        count = cuda.Device.count()
    except Exception as err:  # pycuda raises its own cuda.Error subclasses
        raise CudaUnavailableError(
            f"no usable NVIDIA GPU: the CUDA driver did not initialize ({err})"
        ) from None
    if count == 0:
        raise CudaUnavailableError("no NVIDIA GPU found (the CUDA driver reports 0 devices)")
    if not 0 <= device < count:
        raise CudaUnavailableError(f"no GPU {device}: this machine has {count} (0..{count - 1})")
    return cuda.Device(device)


def describe_device(cuda: Any, dev: Any) -> GpuDescription:
    """Reads a pycuda device's properties (no context needed)."""
    attr = cuda.device_attribute
    attrs = dev.get_attributes()
    major, minor = dev.compute_capability()
    return GpuDescription(
        name=str(dev.name()),
        cc_major=int(major),
        cc_minor=int(minor),
        memory_bytes=int(dev.total_memory()),
        max_threads_per_block=int(attrs[attr.MAX_THREADS_PER_BLOCK]),
        max_shared_memory_per_block=int(attrs[attr.MAX_SHARED_MEMORY_PER_BLOCK]),
        max_registers_per_block=int(attrs[attr.MAX_REGISTERS_PER_BLOCK]),
        multiprocessors=int(attrs[attr.MULTIPROCESSOR_COUNT]),
    )


def probe_gpu(device: int = 0) -> GpuDescription:
    """Checks that pycuda, the driver and GPU ``device`` are there; describes the GPU.

    Raises:
        CudaUnavailableError: Saying which of the three is missing.
    """
    cuda = _import_pycuda()
    return describe_device(cuda, _init_device(cuda, device))


def _host(array: np.ndarray) -> np.ndarray:
    """A C-contiguous, writable array for pycuda's host-to-device copy (the measurement's
    shared inputs are read-only: a copy, once per workload when the device keeps them)."""
    array = np.ascontiguousarray(array)
    return array if array.flags.writeable else array.copy()


@dataclass(frozen=True, slots=True)
class CudaExecutable:
    """A compiled kernel: its module (kept alive for the function) and how to launch it."""

    module: Any
    function: Any
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    #: The kernel's own scratch buffers, passed after the output on every launch.
    workspaces: tuple[Any, ...] = ()


def _pointers(executable: CudaExecutable, buffers: Sequence[Any]) -> list[int]:
    """A launch's arguments: the inputs and output, then the kernel's workspaces."""
    return [int(b) for b in (*buffers, *executable.workspaces)]


class PyCudaDriver:
    """A :class:`~device_server.drivers.Driver` for a real GPU, through pycuda and nvcc."""

    def __init__(self, device: int = 0, use_graphs: bool = True) -> None:
        """Creates a CUDA context of our own on GPU ``device`` (current only during calls);
        ``use_graphs``: time from CUDA graphs where the driver has them (:meth:`time`).

        Raises:
            CudaUnavailableError: pycuda, the driver or the GPU is missing.
        """
        self._cuda = _import_pycuda()
        self._dev = _init_device(self._cuda, device)
        self._ctx = self._new_context()
        self._closed = False
        # pycuda aborts the process if a context is still pushed when it is unloaded, and
        # a context left alive holds GPU memory: release ours at exit if nobody closed it.
        atexit.register(self.close)
        self._description = describe_device(self._cuda, self._dev)
        self._l2_scratch: Any = None
        self._graphs = CudaGraphs.open() if use_graphs else None
        self._stream: Any = None  # ours, for graphs (capture needs a stream of its own)
        # upload(reuse=...): name -> device copies of the arrays, with their sizes.
        self._kept: OrderedDict[str, list[tuple[Any, int]]] = OrderedDict()

    def _new_context(self) -> Any:
        context = self._dev.make_context()  # made current by pycuda: take it off again
        self._cuda.Context.pop()
        return context

    @contextlib.contextmanager
    def _current(self) -> Iterator[None]:
        """Our context current for the duration, whatever another library made current."""
        self._ctx.push()
        try:
            yield
        finally:
            self._cuda.Context.pop()

    def close(self) -> None:
        """Releases the context; safe to call more than once."""
        if self._closed:
            return
        self._closed = True
        atexit.unregister(self.close)
        self._release()
        try:
            self._ctx.detach()
        except Exception as err:  # pycuda's errors; nothing more can be done at this point
            log.warning("releasing the CUDA context: %s", err)

    def recover(self) -> str:
        """Replaces the context after a failed launch: CUDA errors such as an illegal
        address are sticky, every later call on that context would fail too."""
        self._release()
        try:
            self._ctx.detach()
        except Exception as err:  # pycuda's errors; the context is being discarded anyway
            log.warning("discarding the CUDA context: %s", err)
        self._l2_scratch = None
        try:
            self._ctx = self._new_context()
        except Exception as err:  # the GPU is gone: the result says so
            return f"the CUDA context could not be recreated: {err}"
        return ""

    def _release(self) -> None:
        """Frees what lives in the context about to go: the kept copies and our stream
        (while it is current: pycuda warns of clean-ups in a dead context)."""
        with contextlib.suppress(Exception), self._current():
            for kept in self._kept.values():
                self._forget(kept)
            self._stream = None
        self._kept.clear()
        self._stream = None

    def describe(self) -> GpuDescription:
        """The device's properties."""
        return self._description

    def render(self, workload: Workload, config: Config | None, target: str) -> Program:
        """See :func:`render_for_gpu`."""
        return render_for_gpu(self._description, workload, config, target)

    def compile(self, program: Program) -> CudaExecutable:
        """nvcc for the program's ``-arch``, then the cubin loaded into our context."""
        return self.load(program, self.build(program))

    @staticmethod
    def build(program: Program) -> bytes:
        """The program's cubin, from nvcc (pycuda's compile; its on-disk cache applies).

        Needs no context and touches no GPU state, so several builds can run at once in
        threads (nvcc is a subprocess) while the GPU times another kernel.
        """
        from pycuda.compiler import compile as nvcc

        image: bytes = nvcc(
            program.text, arch=program.target.arch, no_extern_c=True, options=["-O3"]
        )
        return image

    def load(self, program: Program, image: bytes) -> CudaExecutable:
        """Loads a cubin from :meth:`build` into our context, ready to launch."""
        if program.launch is None:
            raise ValueError(f"{program.workload}: not a CUDA program (no launch geometry)")
        with self._current():
            module = self._cuda.module_from_buffer(image)
            function = module.get_function(program.entry)
            # A prepared call packs the pointers once: less Python per launch, so short
            # kernels are timed by the GPU rather than by the launch loop.
            function.prepare("P" * (len(program.inputs) + 1 + len(program.workspaces)))
            workspaces = []
            for w in program.workspaces:  # zero-filled once; the kernel keeps them so
                words = int(np.prod(w.shape)) * np.dtype(w.dtype).itemsize // 4
                buffer = self._cuda.mem_alloc(max(4 * words, 4))
                self._cuda.memset_d32(buffer, 0, max(words, 1))
                workspaces.append(buffer)
        return CudaExecutable(
            module, function, program.launch.grid, program.launch.block, tuple(workspaces)
        )

    def upload(self, arrays: Sequence[np.ndarray], reuse: str | None = None) -> list[Any]:
        """Host -> new device buffers; with ``reuse``, copied on the device from the copy
        kept under that name (made from ``arrays`` on first use).

        Host-to-device copies are slow where host memory is pageable (a 4096^3 matmul's
        192 MB took 0.2 s on an H100 host; a device-to-device copy, 0.1 ms).
        """
        with self._current():
            if reuse is None:
                return [self._cuda.to_device(_host(a)) for a in arrays]
            sizes = [a.nbytes for a in arrays]
            kept = self._kept.pop(reuse, None)
            if kept is None or [size for _, size in kept] != sizes:
                self._forget(kept or [])
                kept = [(self._cuda.to_device(_host(a)), a.nbytes) for a in arrays]
            self._kept[reuse] = kept  # the most recently used last
            self._evict_kept()
            fresh = []
            for source, size in kept:
                buffer = self._cuda.mem_alloc(max(size, 1))
                self._cuda.memcpy_dtod(buffer, source, size)
                fresh.append(buffer)
            return fresh

    def _evict_kept(self) -> None:
        """Keeps the copies within :data:`KEPT_BYTES`, the most recently used always."""
        total = sum(size for kept in self._kept.values() for _, size in kept)
        while len(self._kept) > 1 and total > KEPT_BYTES:
            _, oldest = self._kept.popitem(last=False)
            total -= sum(size for _, size in oldest)
            self._forget(oldest)

    @staticmethod
    def _forget(kept: Sequence[tuple[Any, int]]) -> None:
        for buffer, _ in kept:
            with contextlib.suppress(Exception):  # a context in error: freed with it
                buffer.free()

    def download(self, buffer: Any, out: np.ndarray) -> None:
        """Device buffer -> ``out``."""
        with self._current():
            self._cuda.memcpy_dtoh(out, buffer)

    def run(self, executable: CudaExecutable, buffers: Sequence[Any]) -> None:
        """One launch, synchronized so a failure surfaces here."""
        with self._current():
            executable.function.prepared_call(
                executable.grid, executable.block, *_pointers(executable, buffers)
            )
            self._cuda.Context.synchronize()

    @property
    def timing_mode(self) -> str:
        """How :meth:`time` launches: ``"graph"`` (one CUDA graph of the runs) or ``"launch
        loop"`` (no graph API in this driver, or a graph call failed)."""
        return "launch loop" if self._graphs is None else "graph"

    def time(self, executable: CudaExecutable, buffers: Sequence[Any], number: int) -> float:
        """``number`` runs between two CUDA events, replayed from one CUDA graph (a Python
        launch loop would time the host for kernels of a few microseconds)."""
        pointers = _pointers(executable, buffers)
        with self._current():
            if self._graphs is not None:
                try:
                    return self._time_graph(executable, pointers, number)
                except GraphError as err:
                    log.warning("CUDA graphs failed (%s): timing with a launch loop", err)
                    self._graphs = None
            call, grid, block = executable.function.prepared_call, executable.grid, executable.block
            start, end = self._cuda.Event(), self._cuda.Event()
            start.record()
            for _ in range(number):
                call(grid, block, *pointers)
            end.record()
            end.synchronize()
            return float(start.time_till(end)) / 1000.0

    def _time_graph(self, executable: CudaExecutable, pointers: list[int], number: int) -> float:
        """One graph of ``number`` launches on our stream, timed by events around it."""
        assert self._graphs is not None
        if self._stream is None:
            self._stream = self._cuda.Stream()
        stream, call = self._stream, executable.function.prepared_async_call
        grid, block = executable.grid, executable.block
        graph = self._graphs.capture(
            stream.handle, lambda: call(grid, block, stream, *pointers), number
        )
        try:
            start, end = self._cuda.Event(), self._cuda.Event()
            start.record(stream)
            self._graphs.launch(graph, stream.handle)
            end.record(stream)
            end.synchronize()
            return float(start.time_till(end)) / 1000.0
        finally:
            self._graphs.destroy(graph)

    def time_cold(
        self, executable: CudaExecutable, buffers: Sequence[Any], weights: Sequence[int]
    ) -> float:
        """One launch after writing over twice the GPU's L2 cache (nothing of the kernel's
        data is left in it; DRAM is where a model's weights come from)."""
        with self._current():
            if self._l2_scratch is None:
                words = 2 * self._l2_bytes() // 4
                self._l2_scratch = (self._cuda.mem_alloc(4 * words), words)
            scratch, words = self._l2_scratch
            self._cuda.memset_d32(scratch, 0, words)
        return self.time(executable, buffers, 1)

    def keeps_cached(self, nbytes: int) -> bool:
        """Whether ``nbytes`` fit in the GPU's L2 cache (a GPU is not shared with
        other tenants' kernels while it times ours)."""
        with self._current():
            return 0 < nbytes <= self._l2_bytes()

    def _l2_bytes(self) -> int:
        attrs = self._dev.get_attributes()
        return int(attrs.get(self._cuda.device_attribute.L2_CACHE_SIZE, 0)) or 64 << 20
