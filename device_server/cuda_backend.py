"""The ``cuda`` measurement path: render, compile (pycuda/nvcc), check against numpy, time.

:class:`CudaMeasurer` runs the job flow against a :class:`CudaDriver`, the
seam to the GPU: :class:`PyCudaDriver` drives a real device through pycuda
(imported lazily: the ``cuda`` extra), and tests pass fakes. In a device
server, each worker process owns one measurer and one CUDA context on the
GPU picked by ``--device N`` (one device server per GPU).

Every failure is a result with an error kind, never an exception: a config
over a device limit is INVALID_CONFIG before anything is compiled, an nvcc
failure COMPILE_ERROR, a failed launch RUNTIME_ERROR, a wrong output
WRONG_ANSWER.
"""

from __future__ import annotations

import atexit
import logging
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from autotune.v1 import measure_pb2
from compiler import CompileError, InvalidConfig, random_inputs, reference
from compiler.codegen.cuda import CudaSource
from compiler.cuda_limits import GpuLimits, limits_from_device
from compiler.target import Target
from compiler.templates.cuda import cuda_kernel
from compiler.timing import CHECK_RTOL, output_error
from device_server.backend import now_timestamp
from device_server.convert import config_from_proto, workload_from_proto, workload_key
from device_server.measure import MAX_NUMBER, MeasureFailedError
from device_server.options import Options, resolve

log = logging.getLogger(__name__)

PIP_HINT = "pip install 'autotune[cuda]'"


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


class CudaDriver(Protocol):
    """The GPU operations the measurer needs; device handles are opaque to it."""

    def describe(self) -> GpuDescription:
        """The device's name, compute capability and limits."""
        ...

    def compile(self, source: CudaSource, arch: str) -> Any:
        """Compiles CUDA C for ``arch``; returns a launchable function handle."""
        ...

    def upload(self, array: np.ndarray) -> Any:
        """Copies a host array to a new device buffer."""
        ...

    def empty(self, nbytes: int) -> Any:
        """A new uninitialized device buffer."""
        ...

    def download(self, buffer: Any, out: np.ndarray) -> None:
        """Copies a device buffer into ``out``."""
        ...

    def launch(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        """Runs the kernel once and waits for it (raises if the launch fails)."""
        ...

    def time(self, fn: Any, args: Sequence[Any], source: CudaSource, number: int) -> float:
        """Seconds for ``number`` back-to-back launches, timed with CUDA events."""
        ...

    def reset(self) -> None:
        """Replaces the context after a failed launch (CUDA errors such as an illegal
        address are sticky: every later call on that context would fail too)."""
        ...


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


class PyCudaDriver:
    """A :class:`CudaDriver` on a real GPU through pycuda (compiles with nvcc)."""

    def __init__(self, device: int = 0) -> None:
        """Creates a CUDA context on GPU ``device`` for this thread.

        Raises:
            CudaUnavailableError: pycuda, the driver or the GPU is missing.
        """
        self._cuda = _import_pycuda()
        self._dev = _init_device(self._cuda, device)
        self._ctx = self._dev.make_context()
        self._closed = False
        # pycuda aborts the process if a context is still pushed when it is unloaded:
        # pop ours at exit if nobody closed it (a worker's or a CLI's process).
        atexit.register(self.close)
        self._description = describe_device(self._cuda, self._dev)

    def close(self) -> None:
        """Pops and releases the context; safe to call more than once."""
        if self._closed:
            return
        self._closed = True
        atexit.unregister(self.close)
        try:
            self._ctx.pop()
            self._ctx.detach()
        except Exception as err:  # pycuda's errors; nothing more can be done at this point
            log.warning("releasing the CUDA context: %s", err)

    def reset(self) -> None:
        """Drops the (possibly poisoned) context and makes a fresh one on the same GPU."""
        try:
            self._ctx.pop()
            self._ctx.detach()
        except Exception as err:  # pycuda's errors; the context is being discarded anyway
            log.warning("discarding the CUDA context: %s", err)
        self._ctx = self._dev.make_context()

    def describe(self) -> GpuDescription:
        """The device's properties."""
        return self._description

    def compile(self, source: CudaSource, arch: str) -> Any:
        """Compiles with nvcc (pycuda.compiler.SourceModule); keeps the module alive."""
        from pycuda.compiler import SourceModule

        module = SourceModule(source.text, arch=arch, no_extern_c=True, options=["-O3"])
        function = module.get_function(source.name)
        # A prepared call packs the pointers once: less Python per launch, so short
        # kernels are timed by the GPU rather than by the launch loop.
        function.prepare("P" * len(source.params))
        return (module, function)

    def upload(self, array: np.ndarray) -> Any:
        """Host -> new device buffer."""
        return self._cuda.to_device(np.ascontiguousarray(array))

    def empty(self, nbytes: int) -> Any:
        """A new device buffer."""
        return self._cuda.mem_alloc(max(nbytes, 1))

    def download(self, buffer: Any, out: np.ndarray) -> None:
        """Device buffer -> ``out``."""
        self._cuda.memcpy_dtoh(out, buffer)

    def launch(self, fn: Any, args: Sequence[Any], source: CudaSource) -> None:
        """One launch, synchronized so a failure surfaces here."""
        fn[1].prepared_call(source.grid, source.block, *[int(a) for a in args])
        self._cuda.Context.synchronize()

    def time(self, fn: Any, args: Sequence[Any], source: CudaSource, number: int) -> float:
        """``number`` launches between two CUDA events."""
        call, grid, block = fn[1].prepared_call, source.grid, source.block
        pointers = [int(a) for a in args]
        start, end = self._cuda.Event(), self._cuda.Event()
        start.record()
        for _ in range(number):
            call(grid, block, *pointers)
        end.record()
        end.synchronize()
        return float(start.time_till(end)) / 1000.0


def _timed_costs(timer: Callable[[int], float], options: Options) -> tuple[list[float], int]:
    """Per-repeat seconds per launch, growing ``number`` until a repeat lasts min_repeat_ms."""
    number = options.number
    min_s = options.min_repeat_ms / 1000
    while number < MAX_NUMBER:
        elapsed = timer(number)
        if elapsed >= min_s:
            break
        wanted = math.ceil(number * min_s * 1.2 / max(elapsed, 1e-9))
        number = min(MAX_NUMBER, max(2 * number, wanted))
    return [timer(number) / number for _ in range(options.repeat)], number


class CudaMeasurer:
    """Measures jobs on one GPU: render, check limits, compile, verify, time.

    Args:
        driver: The GPU (a :class:`PyCudaDriver`, or a fake in tests).
        target: The server's target (``cuda`` or ``cuda -arch=sm_XX``); a job's own
            target overrides it. Without ``-arch`` the device's own is used.
        rng: Random generator for the inputs.
    """

    def __init__(
        self, driver: CudaDriver, target: str = "cuda", rng: np.random.Generator | None = None
    ) -> None:
        self._driver = driver
        self._target = target
        self._rng = rng or np.random.default_rng()
        self._device = driver.describe()

    def measure(
        self, job: measure_pb2.MeasureJob, on_compiled: Callable[[], None] | None = None
    ) -> measure_pb2.MeasureResult:
        """Measures one job; errors are results (see the module docstring)."""
        fields: dict[str, Any] = {"started_at": now_timestamp()}
        try:
            result = self._measure(job, on_compiled or (lambda: None), fields)
        except MeasureFailedError as failure:
            result = measure_pb2.MeasureResult(
                job_id=job.job_id, error_kind=failure.kind, error_message=str(failure), **fields
            )
        except Exception as err:  # a bug of ours: report it, keep serving
            log.exception("internal error measuring %s", job.job_id)
            result = measure_pb2.MeasureResult(
                job_id=job.job_id,
                error_kind=measure_pb2.ERROR_KIND_UNKNOWN,
                error_message=f"internal error: {type(err).__name__}: {err}",
                **fields,
            )
        result.finished_at.CopyFrom(now_timestamp())
        return result

    def _runtime_error(self, what: str, err: Exception) -> MeasureFailedError:
        """A RUNTIME_ERROR result; the context is replaced so the next job starts clean."""
        message = f"{what}: {type(err).__name__}: {err}"
        try:
            self._driver.reset()
        except Exception as reset_err:  # the GPU is gone: say so in this result too
            message += f"; the CUDA context could not be recreated: {reset_err}"
        return MeasureFailedError(measure_pb2.ERROR_KIND_RUNTIME_ERROR, message)

    def _target_for(self, job: measure_pb2.MeasureJob) -> Target:
        t = Target.parse(job.target or self._target)
        if t.kind != "cuda":
            raise ValueError(f"target {str(t)!r} is not a cuda target")
        return t if t.arch else Target("cuda", arch=self._device.arch)

    def _measure(
        self,
        job: measure_pb2.MeasureJob,
        on_compiled: Callable[[], None],
        fields: dict[str, Any],
    ) -> measure_pb2.MeasureResult:
        invalid = measure_pb2.ERROR_KIND_INVALID_CONFIG
        try:
            options = resolve(job.options)
            key = workload_key(job.workload)
            workload = workload_from_proto(job.workload)
            target = self._target_for(job)
        except ValueError as err:
            raise MeasureFailedError(invalid, f"invalid job: {err}") from err
        try:
            config = config_from_proto(job.config) if job.config.knobs else None
            start = time.perf_counter()
            kernel = cuda_kernel(workload, config, target, self._device.limits)
        except (InvalidConfig, ValueError) as err:  # over a device limit, or not in the space
            raise MeasureFailedError(invalid, f"{key}: {err}") from err
        except CompileError as err:
            raise MeasureFailedError(measure_pb2.ERROR_KIND_COMPILE_ERROR, str(err)) from err
        try:
            fn = self._driver.compile(kernel.source, kernel.arch)
        except Exception as err:
            raise MeasureFailedError(
                measure_pb2.ERROR_KIND_COMPILE_ERROR, f"nvcc failed: {type(err).__name__}: {err}"
            ) from err
        fields["compile_time_s"] = time.perf_counter() - start
        fields["flop"] = float(kernel.flop)
        on_compiled()

        inputs = random_inputs(workload, self._rng)
        out = np.empty(kernel.output.shape, dtype=np.float32)
        try:
            args = [self._driver.upload(x) for x in inputs]
            args.append(self._driver.empty(out.nbytes))
            self._driver.launch(fn, args, kernel.source)  # also the warm-up launch
            self._driver.download(args[-1], out)
        except Exception as err:
            raise self._runtime_error("launch failed", err) from err
        if options.check:  # the same check, tolerance and result fields as measure.py's
            error = output_error(out, reference(workload, inputs))
            fields["max_rel_error"] = error
            fields["checked"] = True
            if not error <= CHECK_RTOL:
                raise MeasureFailedError(
                    measure_pb2.ERROR_KIND_WRONG_ANSWER,
                    f"output differs from the numpy reference: max relative error "
                    f"{error:.3g} > {CHECK_RTOL:g}",
                )
        try:
            costs, number = _timed_costs(
                lambda n: self._driver.time(fn, args, kernel.source, n), options
            )
        except Exception as err:
            raise self._runtime_error("timing failed", err) from err
        return measure_pb2.MeasureResult(
            job_id=job.job_id,
            costs_s=costs,
            error_kind=measure_pb2.ERROR_KIND_NONE,
            number=number,
            **fields,
        )
