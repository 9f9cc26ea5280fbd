"""Measures one candidate in this process: build, check against numpy, time.

This runs inside the worker process (``device_server.worker``); the bench
also calls it directly as the in-process baseline. Every failure becomes a
``MeasureResult`` with an error kind; nothing here raises for a bad job.
"""

from __future__ import annotations

import json
import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from autotune.v1 import measure_pb2
from device_server import hooks
from device_server.backend import now_timestamp
from device_server.convert import config_from_proto, workload_from_proto, workload_key
from device_server.options import Options, resolve

log = logging.getLogger(__name__)

# Never time more runs than this per repeat, however fast a kernel is.
MAX_NUMBER = 1 << 20
FALLBACK_LLC_BYTES = 32 * 1024 * 1024

Kind = measure_pb2.ErrorKind


class MeasureFailedError(Exception):
    """Ends a measurement early with an error kind and message."""

    def __init__(self, kind: Kind, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def llc_bytes(cache_dir: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> int:
    """Size of the largest CPU cache, from sysfs (a fallback when unknown)."""
    sizes = []
    for size_file in cache_dir.glob("index*/size"):
        try:
            text = size_file.read_text().strip().upper()
        except OSError:
            continue
        unit = {"K": 1024, "M": 1024 * 1024}.get(text[-1:], 1)
        digits = text.rstrip("KMB")
        if digits.isdigit():
            sizes.append(int(digits) * unit)
    return max(sizes, default=FALLBACK_LLC_BYTES)


class CacheFlusher:
    """Evicts the caches by writing over a buffer twice the size of the LLC."""

    def __init__(self) -> None:
        self._buffer: np.ndarray | None = None

    def flush(self) -> None:
        """Writes every byte of the buffer (allocated on first use)."""
        if self._buffer is None:
            self._buffer = np.zeros(2 * llc_bytes() // 8, dtype=np.float64)
        self._buffer += 1.0


def _timed(run: Callable[[], Any], number: int) -> float:
    start = time.perf_counter()
    for _ in range(number):
        run()
    return time.perf_counter() - start


def time_kernel(
    run: Callable[[], Any],
    options: Options,
    flusher: CacheFlusher,
    cold: Sequence[np.ndarray] = (),
) -> tuple[list[float], int]:
    """Times ``run``: per-repeat seconds per run, and the runs per repeat used.

    Warm (the default): ``number`` starts at ``options.number`` and grows until one
    repeat lasts at least ``min_repeat_ms`` (short repeats are dominated by timer noise).

    Cold (``options.flush_cache``): each repeat is one run right after the arrays in
    ``cold`` (a kernel's weights) are evicted from the caches, as a model runs the
    kernel: once per inference, its weights coming from DRAM. Without arrays to evict,
    or on a CPU where :mod:`compiler.runtime.evict` cannot, the whole cache is flushed.
    """
    if options.flush_cache:
        from compiler.runtime import evict

        targeted = bool(cold) and evict.supported()
        costs = []
        for _ in range(options.repeat):
            if targeted:
                evict.evict(cold)
            else:
                flusher.flush()
            costs.append(_timed(run, 1))
        return costs, 1
    number = options.number
    min_s = options.min_repeat_ms / 1000
    while number < MAX_NUMBER:
        elapsed = _timed(run, number)
        if elapsed >= min_s:
            break
        # Aim 20% over the minimum, at least doubling so this loop is short.
        wanted = math.ceil(number * min_s * 1.2 / max(elapsed, 1e-9))
        number = min(MAX_NUMBER, max(2 * number, wanted))
    costs = []
    for _ in range(options.repeat):
        costs.append(_timed(run, number) / number)
    return costs, number


def _error(job_id: str, kind: Kind, message: str, **fields: Any) -> measure_pb2.MeasureResult:
    return measure_pb2.MeasureResult(
        job_id=job_id, error_kind=kind, error_message=message, **fields
    )


class ReferenceCache:
    """Random inputs and their float64 numpy reference, per workload, kept between jobs.

    The reference costs as much as tens of runs of a good kernel (a ResNet-50 conv: about
    0.1 s in float64 on one BLAS thread), and a tuning run measures hundreds of configs of
    one workload: computing it once per workload per worker is most of a trial's time
    saved. Each job gets fresh copies of the inputs, so a kernel that scribbles over its
    inputs cannot corrupt what later jobs are checked against.
    """

    def __init__(self, max_bytes: int = 512 << 20) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[str, tuple[list[np.ndarray], np.ndarray | None]] = OrderedDict()

    def _entry(
        self, workload: Any, rng: np.random.Generator
    ) -> tuple[list[np.ndarray], np.ndarray | None]:
        import compiler

        key = str(workload)
        entry = self._entries.get(key)
        if entry is None:
            entry = (compiler.random_inputs(workload, rng), None)
            self._entries[key] = entry
        self._entries.move_to_end(key)
        return entry

    def inputs(self, workload: Any, rng: np.random.Generator) -> list[np.ndarray]:
        """Copies of the workload's inputs (drawn from ``rng`` on first use)."""
        return [x.copy() for x in self._entry(workload, rng)[0]]

    def reference(self, workload: Any, rng: np.random.Generator) -> np.ndarray:
        """The float64 reference output on those inputs (computed on first use)."""
        import compiler

        key = str(workload)
        inputs, ref = self._entry(workload, rng)
        if ref is None:
            ref = compiler.reference(workload, inputs)
            self._entries[key] = (inputs, ref)
            self._evict()
        return ref

    def _evict(self) -> None:
        def size(entry: tuple[list[np.ndarray], np.ndarray | None]) -> int:
            return sum(x.nbytes for x in entry[0]) + (
                entry[1].nbytes if entry[1] is not None else 0
            )

        while len(self._entries) > 1 and sum(map(size, self._entries.values())) > self.max_bytes:
            self._entries.popitem(last=False)


def measure_job(
    job: measure_pb2.MeasureJob,
    *,
    target: str = "llvm",
    enable_test_hooks: bool = False,
    on_compiled: Callable[[], None] | None = None,
    before_run: Callable[[], None] | None = None,
    flusher: CacheFlusher | None = None,
    rng: np.random.Generator | None = None,
    references: ReferenceCache | None = None,
) -> measure_pb2.MeasureResult:
    """Builds, checks and times one job.

    Between the two callbacks the job's inputs, packed weights and reference are
    prepared: work that may overlap other workers' compiles but must not overlap
    anybody's timing.

    Args:
        job: the job; its ``target`` overrides ``target`` when set.
        target: the device server's compiler target.
        enable_test_hooks: honour ``__test_*`` workloads (UNSAFE, tests only).
        on_compiled: called when the build is over (the worker tells its
            parent, which stops the compile timeout and queues for the device).
        before_run: called right before the kernel first runs (the worker
            waits there until its parent gives it the device).
        flusher: cache flusher, kept between jobs.
        rng: random generator for the inputs.
        references: inputs and references kept between jobs (none kept when None).

    Returns:
        The result; ``error_kind`` says what went wrong, if anything.
    """
    started = now_timestamp()
    fields: dict[str, Any] = {"started_at": started}
    try:
        result = _measure(
            job,
            job.target or target,
            enable_test_hooks,
            on_compiled or (lambda: None),
            before_run or (lambda: None),
            flusher or CacheFlusher(),
            rng or np.random.default_rng(),
            references or ReferenceCache(),
            fields,
        )
    except MeasureFailedError as failure:
        result = _error(job.job_id, failure.kind, str(failure), **fields)
    except ImportError as err:  # a device without a working compiler install
        result = _error(
            job.job_id, measure_pb2.ERROR_KIND_COMPILE_ERROR, f"compiler unavailable: {err}"
        )
    except Exception as err:  # a bug of ours: report it, keep the worker serving
        log.exception("internal error measuring %s", job.job_id)
        result = _error(
            job.job_id,
            measure_pb2.ERROR_KIND_UNKNOWN,
            f"internal error: {type(err).__name__}: {err}",
            **fields,
        )
    result.finished_at.CopyFrom(now_timestamp())
    return result


def _measure(  # noqa: PLR0917 - private, called once with every part spelled out
    job: measure_pb2.MeasureJob,
    target: str,
    enable_test_hooks: bool,
    on_compiled: Callable[[], None],
    before_run: Callable[[], None],
    flusher: CacheFlusher,
    rng: np.random.Generator,
    references: ReferenceCache,
    fields: dict[str, Any],
) -> measure_pb2.MeasureResult:
    try:
        options = resolve(job.options)
        key = workload_key(job.workload)
    except ValueError as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_INVALID_CONFIG, str(err)) from err
    hook = hooks.hook_name(key) if enable_test_hooks else None
    if hook == hooks.PHASES:
        return _run_phases_hook(job, key, on_compiled, before_run)
    # Applied to the output of the check run: only the wrong-answer hook has one.
    corrupt: Callable[[np.ndarray], None] | None = None
    if hook == hooks.WRONG_ANSWER:
        corrupt = hooks.corrupt
    elif hook is not None:
        return _run_hook(job, hook, on_compiled, before_run, fields)

    try:
        import compiler
        from compiler.timing import CHECK_RTOL, output_error

        workload = (
            compiler.Workload.parse(hooks.WRONG_ANSWER_WORKLOAD)
            if corrupt is not None
            else workload_from_proto(job.workload)
        )
    except ValueError as err:
        raise MeasureFailedError(
            measure_pb2.ERROR_KIND_INVALID_CONFIG, f"invalid workload {key!r}: {err}"
        ) from err
    try:
        # No knobs: the template's default config (build's config=None).
        config = config_from_proto(job.config) if job.config.knobs else None
    except ValueError as err:
        raise MeasureFailedError(
            measure_pb2.ERROR_KIND_INVALID_CONFIG, f"invalid config: {err}"
        ) from err

    compile_start = time.perf_counter()
    try:
        # Weights are constants wherever a kernel runs (a model packs them once, at
        # compile time), so the kernel timed is the one taking them prepacked.
        kernel = compiler.build(workload, config, target, prepacked=True)
    except compiler.InvalidConfig as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_INVALID_CONFIG, str(err)) from err
    except Exception as err:
        raise MeasureFailedError(
            measure_pb2.ERROR_KIND_COMPILE_ERROR, f"{type(err).__name__}: {err}"
        ) from err
    fields["compile_time_s"] = float(
        getattr(kernel, "compile_time_s", 0.0) or time.perf_counter() - compile_start
    )
    fields["flop"] = float(kernel.flop)
    on_compiled()

    try:
        # Plain numpy work (random inputs, packed weights, the float64 reference:
        # tenths of a second for a new workload) done before the device is ours,
        # so it overlaps other workers' compiles instead of holding up the timings.
        inputs = references.inputs(workload, rng)
        args = kernel.prepare(*inputs)
        out = np.empty(compiler.output_shape(workload), dtype=np.float32)
        expected = references.reference(workload, rng) if options.check else None
    except Exception as err:
        raise MeasureFailedError(
            measure_pb2.ERROR_KIND_RUNTIME_ERROR, f"{type(err).__name__}: {err}"
        ) from err
    before_run()

    try:
        kernel.run(*args, out=out)  # also the warm-up run
        if corrupt is not None:
            corrupt(out)
        if expected is not None:
            error = output_error(out, expected)
            fields["max_rel_error"] = error
            fields["checked"] = True
            if not error <= CHECK_RTOL:
                raise MeasureFailedError(
                    measure_pb2.ERROR_KIND_WRONG_ANSWER,
                    f"output differs from the numpy reference: max relative error "
                    f"{error:.3g} > {CHECK_RTOL:g}",
                )
        # Cold timing evicts every argument but the first (the activation the layer
        # before has just written, in a model), as TVM's cache flush does.
        costs, number = time_kernel(
            lambda: kernel.run(*args, out=out), options, flusher, cold=args[1:]
        )
    except MeasureFailedError:
        raise
    except Exception as err:
        raise MeasureFailedError(
            measure_pb2.ERROR_KIND_RUNTIME_ERROR, f"{type(err).__name__}: {err}"
        ) from err
    return measure_pb2.MeasureResult(
        job_id=job.job_id,
        costs_s=costs,
        error_kind=measure_pb2.ERROR_KIND_NONE,
        number=number,
        **fields,
    )


def _run_hook(
    job: measure_pb2.MeasureJob,
    hook: str,
    on_compiled: Callable[[], None],
    before_run: Callable[[], None],
    fields: dict[str, Any],
) -> measure_pb2.MeasureResult:
    log.warning("test hook %s in job %s", hook, job.job_id)
    try:
        hooks.strike(hook, "compile")
        on_compiled()
        before_run()
        hooks.strike(hook, "run")
    except ValueError as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_INVALID_CONFIG, str(err)) from err
    raise MeasureFailedError(measure_pb2.ERROR_KIND_UNKNOWN, f"test hook {hook} did not strike")


def _run_phases_hook(
    job: measure_pb2.MeasureJob,
    key: str,
    on_compiled: Callable[[], None],
    before_run: Callable[[], None],
) -> measure_pb2.MeasureResult:
    """``__test_phases``: busy phases that report when they executed (in the error message)."""
    try:
        compile_ms, run_ms = hooks.phase_lengths(key)
    except ValueError as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_INVALID_CONFIG, str(err)) from err
    compiling = hooks.spin(compile_ms)
    on_compiled()
    before_run()
    running = hooks.spin(run_ms)
    return measure_pb2.MeasureResult(
        job_id=job.job_id,
        error_kind=measure_pb2.ERROR_KIND_NONE,
        costs_s=[run_ms / 1000],
        number=1,
        error_message=json.dumps({"compile": compiling, "run": running}),
    )
