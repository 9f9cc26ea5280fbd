"""The measurement pipeline: one job -> one result, the same for every target.

parse -> render -> compile -> prepare inputs and reference -> upload -> run -> time ->
check, each device step through a :class:`~device_server.drivers.Driver`. The check
comes last, once the device is handed back: comparing a large output with its float64
reference is host work (0.2 s for a 4096x4096 matmul on a GPU host, 50 times the
kernel), and the device would sit idle through it. This runs
inside the worker process (``device_server.worker``); benches call it directly as the
in-process baseline. Every failure becomes a ``MeasureResult`` with an error kind
(:data:`autotune.v1.ErrorKind`); nothing here raises for a bad job.
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

import compiler
from autotune.v1 import measure_pb2
from compiler.timing import CHECK_RTOL, output_error, unwritten_output
from device_server import hooks
from device_server.backend import now_timestamp
from device_server.convert import config_from_proto, workload_from_proto, workload_key
from device_server.drivers import Driver
from device_server.drivers.llvm import LlvmDriver
from device_server.options import Options, resolve

log = logging.getLogger(__name__)

# Never time more runs than this per repeat, however fast a kernel is.
MAX_NUMBER = 1 << 20

Kind = measure_pb2.ErrorKind


class MeasureFailedError(Exception):
    """Ends a measurement early with an error kind and message."""

    def __init__(self, kind: Kind, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def timed_costs(timer: Callable[[int], float], options: Options) -> tuple[list[float], int]:
    """Per-repeat seconds per run, and the runs per repeat used.

    ``timer(n)`` gives the seconds of ``n`` back-to-back runs. ``n`` starts at
    ``options.number`` and grows until one repeat lasts at least ``min_repeat_ms`` (short
    repeats are dominated by timer noise).
    """
    number = options.number
    min_s = options.min_repeat_ms / 1000
    while number < MAX_NUMBER:
        elapsed = timer(number)
        if elapsed >= min_s:
            break
        # Aim 20% over the minimum, at least doubling so this loop is short.
        wanted = math.ceil(number * min_s * 1.2 / max(elapsed, 1e-9))
        number = min(MAX_NUMBER, max(2 * number, wanted))
    return [timer(number) / number for _ in range(options.repeat)], number


def time_program(
    driver: Driver,
    executable: Any,
    buffers: Sequence[Any],
    options: Options,
    weights: Sequence[int] = (),
) -> tuple[list[float], int]:
    """Times a compiled kernel: warm (:func:`timed_costs`), or cold (``flush_cache``):
    each repeat one run right after the kernel's weights (the buffers at positions
    ``weights``) are evicted, as a model runs it, once per inference with its weights
    coming from DRAM and its activations fresh from the kernels before it. A model whose
    weights (``model_weight_bytes``) the device keeps cached between inferences
    (:meth:`Driver.keeps_cached`) is timed warm, as it runs."""
    if options.flush_cache and not _weights_stay(driver, options.model_weight_bytes):
        return [driver.time_cold(executable, buffers, weights) for _ in range(options.repeat)], 1
    return timed_costs(lambda n: driver.time(executable, buffers, n), options)


def _weights_stay(driver: Driver, model_weight_bytes: int) -> bool:
    """Whether the device keeps a model's weights cached (0: an unknown size, never)."""
    return model_weight_bytes > 0 and driver.keeps_cached(model_weight_bytes)


def _error(job_id: str, kind: Kind, message: str, **fields: Any) -> measure_pb2.MeasureResult:
    return measure_pb2.MeasureResult(
        job_id=job_id, error_kind=kind, error_message=message, **fields
    )


#: Numbers the draws of inputs in this process (their names, :meth:`ReferenceCache.name`).
_DRAWS = itertools.count(1)


class ReferenceCache:
    """Random inputs and their float64 numpy reference, per workload, kept between jobs.

    The reference costs as much as tens of runs of a good kernel (a ResNet-50 conv: about
    0.1 s in float64 on one BLAS thread), and a tuning run measures hundreds of configs of
    one workload: computing it once per workload per worker is most of a trial's time
    saved. The arrays are shared by every job: a kernel that scribbles over its inputs
    writes into the copies :meth:`Driver.upload <device_server.drivers.Driver.upload>`
    makes (its contract), never into these, so it cannot corrupt what later jobs are
    checked against.
    """

    def __init__(self, max_bytes: int = 512 << 20) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[str, tuple[list[np.ndarray], np.ndarray | None]] = OrderedDict()
        self._names: dict[str, str] = {}  # workload -> the name of its current inputs

    def _entry(
        self, workload: compiler.Workload, rng: np.random.Generator
    ) -> tuple[list[np.ndarray], np.ndarray | None]:
        key = str(workload)
        entry = self._entries.get(key)
        if entry is None:
            inputs = compiler.random_inputs(workload, rng)
            for array in inputs:
                array.flags.writeable = False  # shared by every job: a bug writing here fails
            entry = (inputs, None)
            self._entries[key] = entry
            # Unique in the process, not only in this cache: a driver outlives caches.
            self._names[key] = f"{key}#{next(_DRAWS)}"
        self._entries.move_to_end(key)
        return entry

    def name(self, workload: compiler.Workload) -> str:
        """A name for the workload's current inputs, new whenever they are drawn again
        (after an eviction): a device may keep its copy of them under it
        (:meth:`~device_server.drivers.Driver.upload`'s ``reuse``)."""
        return self._names[str(workload)]

    def inputs(self, workload: compiler.Workload, rng: np.random.Generator) -> list[np.ndarray]:
        """The workload's inputs (drawn from ``rng`` on first use), read-only: kernels get
        the driver's copies of them (a copy here too cost 40 ms a 4096^3 trial)."""
        return list(self._entry(workload, rng)[0])

    def reference(self, workload: compiler.Workload, rng: np.random.Generator) -> np.ndarray:
        """The float64 reference output on those inputs (computed on first use)."""
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
    driver: Driver | None = None,
    *,
    target: str = "llvm",
    enable_test_hooks: bool = False,
    on_compiled: Callable[[], None] | None = None,
    before_run: Callable[[], None] | None = None,
    after_run: Callable[[], None] | None = None,
    rng: np.random.Generator | None = None,
    references: ReferenceCache | None = None,
) -> measure_pb2.MeasureResult:
    """Renders, compiles, times and checks one job on ``driver``'s device.

    Between the first two callbacks the job's inputs, packed weights and reference are
    prepared on the host: work that may overlap other workers' compiles but must not
    overlap anybody's timing. Moving them to the device is device work: after
    ``before_run``. ``after_run`` comes when the device is no longer needed (timed, the
    output downloaded); the output is checked after it.

    Args:
        job: the job; its ``target`` overrides ``target`` when set.
        driver: the device (an :class:`~device_server.drivers.llvm.LlvmDriver` if None).
        target: the device server's target.
        enable_test_hooks: honour ``__test_*`` workloads (UNSAFE, tests only).
        on_compiled: called when the build is over (the worker tells its
            parent, which stops the compile timeout and queues for the device).
        before_run: called right before the device is used (the worker
            waits there until its parent gives it the device).
        after_run: called when the device is done with (the worker tells its parent,
            which hands the device on while this job's output is checked). Not called
            for a job that failed on the device.
        rng: random generator for the inputs.
        references: inputs and references kept between jobs (none kept when None).

    Returns:
        The result; ``error_kind`` says what went wrong, if anything.
    """
    fields: dict[str, Any] = {"started_at": now_timestamp()}
    try:
        result = _measure(
            job,
            driver or LlvmDriver(),
            job.target or target,
            enable_test_hooks,
            _Phases(on_compiled or _nothing, before_run or _nothing, after_run or _nothing),
            rng or np.random.default_rng(),
            references or ReferenceCache(),
            fields,
        )
    except MeasureFailedError as failure:
        result = _error(job.job_id, failure.kind, str(failure), **fields)
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


def _nothing() -> None:
    pass


@dataclass(frozen=True, slots=True)
class _Phases:
    """The worker's hand-over points (see :func:`measure_job`)."""

    compiled: Callable[[], None]
    before_run: Callable[[], None]
    after_run: Callable[[], None]


def _fail(kind: Kind, what: str, err: Exception) -> MeasureFailedError:
    return MeasureFailedError(kind, f"{what}{type(err).__name__}: {err}")


def _measure(  # noqa: PLR0917 - private, called once with every part spelled out
    job: measure_pb2.MeasureJob,
    driver: Driver,
    target: str,
    enable_test_hooks: bool,
    phases: _Phases,
    rng: np.random.Generator,
    references: ReferenceCache,
    fields: dict[str, Any],
) -> measure_pb2.MeasureResult:
    invalid = measure_pb2.ERROR_KIND_INVALID_CONFIG
    try:
        options = resolve(job.options)
        key = workload_key(job.workload)
    except ValueError as err:
        raise MeasureFailedError(invalid, str(err)) from err
    hook = hooks.hook_name(key) if enable_test_hooks else None
    if hook == hooks.PHASES:
        return _run_phases_hook(job, key, phases)
    # Applied to the output of the check run: only the wrong-answer hook has one.
    corrupt: Callable[[np.ndarray], None] | None = None
    if hook == hooks.WRONG_ANSWER:
        corrupt = hooks.corrupt
    elif hook is not None:
        return _run_hook(job, hook, phases.compiled, phases.before_run, fields)

    try:
        workload = (
            compiler.Workload.parse(hooks.WRONG_ANSWER_WORKLOAD)
            if corrupt is not None
            else workload_from_proto(job.workload)
        )
    except ValueError as err:
        raise MeasureFailedError(invalid, f"invalid workload {key!r}: {err}") from err

    # 1. Render: a config outside the space or over a device limit is the config's fault.
    compile_start = time.perf_counter()
    try:
        # No knobs: the template's default config.
        config = config_from_proto(job.config) if job.config.knobs else None
        program = driver.render(workload, config, target)
    except (compiler.InvalidConfig, ValueError) as err:
        raise MeasureFailedError(invalid, f"{key}: {err}") from err
    except compiler.CompileError as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_COMPILE_ERROR, str(err)) from err
    # 2. Compile.
    try:
        executable = driver.compile(program)
    except Exception as err:
        raise _fail(measure_pb2.ERROR_KIND_COMPILE_ERROR, "", err) from err
    fields["compile_time_s"] = time.perf_counter() - compile_start
    fields["flop"] = float(program.flop)
    phases.compiled()

    # 3. Host work before the device is ours: it overlaps other workers' compiles
    # (random inputs, packed weights, the float64 reference: tenths of a second for a
    # new workload) instead of holding up the timings.
    try:
        arguments = program.prepare(references.inputs(workload, rng))
        expected = references.reference(workload, rng) if options.check else None
        if options.flush_cache:
            # A CPU measures whether the model's weights stay cached (seconds for a
            # large model, once per size; a GPU compares with its L2): here, and not
            # under the run phase's timeout while the device is held.
            _weights_stay(driver, options.model_weight_bytes)
    except Exception as err:
        raise _fail(measure_pb2.ERROR_KIND_RUNTIME_ERROR, "preparing the inputs: ", err) from err
    out = unwritten_output(program.output.shape, program.output.dtype)
    phases.before_run()

    # 4. On the device: upload, one run (also the warm-up), download, time. The same
    # inputs (and NaN output) every job of a workload: the device may copy them from a
    # copy it keeps (a 4096^3 matmul's 192 MB took 0.2 s from host memory on an H100 host).
    reuse = None if program.prepacked else references.name(workload)
    try:
        buffers = driver.upload([*arguments, out], reuse=reuse)
        driver.run(executable, buffers)
        driver.download(buffers[-1], out)
    except Exception as err:
        raise _device_failure(driver, "run failed: ", err) from err
    try:
        weights = compiler.constant_positions(workload)
        costs, number = time_program(driver, executable, buffers, options, weights)
    except Exception as err:
        raise _device_failure(driver, "timing failed: ", err) from err
    del buffers  # device memory back before the device is handed on
    phases.after_run()

    # 5. The check, on the host: a wrong output discards the timing.
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
    return measure_pb2.MeasureResult(
        job_id=job.job_id,
        costs_s=costs,
        error_kind=measure_pb2.ERROR_KIND_NONE,
        number=number,
        **fields,
    )


def _device_failure(driver: Driver, what: str, err: Exception) -> MeasureFailedError:
    """A RUNTIME_ERROR; the device is made usable again for the next job (a GPU context
    after a sticky error), or the result says why it could not be."""
    failure = _fail(measure_pb2.ERROR_KIND_RUNTIME_ERROR, what, err)
    try:
        note = driver.recover()
    except Exception as recover_err:  # the device is gone: say so in this result
        note = f"{type(recover_err).__name__}: {recover_err}"
    if note:
        return MeasureFailedError(failure.kind, f"{failure}; {note}")
    return failure


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
    job: measure_pb2.MeasureJob, key: str, phases: _Phases
) -> measure_pb2.MeasureResult:
    """``__test_phases``: busy phases that report when they executed (in the error message)."""
    try:
        compile_ms, run_ms, check_ms = hooks.phase_lengths(key)
    except ValueError as err:
        raise MeasureFailedError(measure_pb2.ERROR_KIND_INVALID_CONFIG, str(err)) from err
    compiling = hooks.spin(compile_ms)
    phases.compiled()
    phases.before_run()
    running = hooks.spin(run_ms)
    phases.after_run()
    checking = hooks.spin(check_ms)
    return measure_pb2.MeasureResult(
        job_id=job.job_id,
        error_kind=measure_pb2.ERROR_KIND_NONE,
        costs_s=[run_ms / 1000],
        number=1,
        error_message=json.dumps({"compile": compiling, "run": running, "check": checking}),
    )
