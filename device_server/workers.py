"""The ``llvm`` backend: each job is compiled and timed in a warm worker process.

Isolation is the point: a candidate that segfaults, aborts or hangs takes
down only its worker. The parent sees the pipe close (a crash) or a phase
overrun its timeout (a hang, then it kills the worker), records the matching
error result, and starts a replacement in the background.

With several workers, compiles run in parallel but timings never overlap
each other (:class:`DeviceGate`). On a CPU a timing also has the host to itself:
a kernel under test uses every core. On a GPU the workers are a builder pool:
the others go on compiling (nvcc) while the GPU times one kernel, as TVM's
builder runs beside its runner.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator

from autotune.v1 import measure_pb2
from compiler.target import Target
from device_server import framing
from device_server.backend import now_timestamp, options_or_refusal
from device_server.stall import StallWatch

log = logging.getLogger(__name__)

# A worker imports numpy, llvmlite and the compiler and builds one kernel
# before it says READY; on a loaded 2-core box that can take a while.
START_TIMEOUT_S = 120.0

# The worker computes numpy references with BLAS right before it times a kernel. A
# threaded BLAS keeps its threads spinning for up to a second after a call (OpenBLAS),
# stealing the cores the kernel under test is timed on; one BLAS thread avoids that.
SINGLE_THREADED_BLAS = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def is_gpu_target(target: str) -> bool:
    """Whether ``target`` (``llvm ...``, ``cuda -arch=sm_90``) runs kernels on a GPU."""
    return Target.parse(target).kind == "cuda"


def builder_count(target: str, cores: int) -> int:
    """Worker processes for a device server on a host of ``cores`` cores.

    A GPU's workers compile while the GPU times (:class:`DeviceGate`): all cores but
    one, which is left to the process that launches and times the kernel. A CPU's
    workers are paused while one is timed, so every core can build.
    """
    return max(cores - 1, 1) if is_gpu_target(target) else max(cores, 1)


class WorkerDiedError(Exception):
    """The worker process ended or broke the pipe protocol."""


def describe_exit(returncode: int | None) -> str:
    """'killed by SIGSEGV' / 'exited with status 3' for a process's return code."""
    if returncode is None:
        return "still running"
    if returncode < 0:
        try:
            return f"killed by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exited with status {returncode}"


class WorkerProcess:
    """One worker subprocess and its framed pipe."""

    def __init__(
        self, target: str, enable_test_hooks: bool, log_level: str, device: int = 0
    ) -> None:
        self._argv = [
            sys.executable,
            "-m",
            "device_server.worker",
            "--target",
            target,
            "--log-level",
            log_level,
        ]
        if enable_test_hooks:
            self._argv.append("--enable-test-hooks")
        if device:
            self._argv += ["--device", str(device)]
        self._proc: asyncio.subprocess.Process | None = None
        self._paused_s = 0.0  # total time stopped by pause(), ended pauses only
        self._paused_at: float | None = None  # time.monotonic() of the pause in progress

    @property
    def pid(self) -> int | None:
        """The process id (None before start)."""
        return self._proc.pid if self._proc else None

    @property
    def alive(self) -> bool:
        """Started and not yet exited."""
        return self._proc is not None and self._proc.returncode is None

    def _signal_group(self, signum: int) -> None:
        # The worker leads its own process group, so what it spawns (nvcc for
        # cuda targets) is stopped, resumed and killed with it.
        assert self._proc is not None
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._proc.pid, signum)

    def pause(self) -> bool:
        """Stops the worker (SIGSTOP) until :meth:`resume`; False if it is not running.

        Once the signal is sent the worker executes no more code of its own (a
        pending SIGSTOP is taken before any return to user space), so a timing
        started afterwards does not share the CPU with it.
        """
        if not self.alive or self._paused_at is not None:
            return False
        self._signal_group(signal.SIGSTOP)
        self._paused_at = time.monotonic()
        return True

    def resume(self) -> None:
        """Continues a worker stopped by :meth:`pause` (SIGCONT)."""
        if self._paused_at is None:
            return
        self._paused_s += time.monotonic() - self._paused_at
        self._paused_at = None
        if self.alive:
            self._signal_group(signal.SIGCONT)

    def stopped_by_others(self) -> bool:
        """Whether the process is stopped (SIGSTOP) by someone other than :meth:`pause`.

        Linux only (``/proc``); False where that cannot be told.
        """
        if self._proc is None or not self.alive or self._paused_at is not None:
            return False
        try:
            with open(f"/proc/{self._proc.pid}/stat") as stat:
                fields = stat.read().rpartition(")")[2].split()
        except OSError:
            return False
        return bool(fields) and fields[0] in ("T", "t")

    def paused_s(self) -> float:
        """Seconds this worker has spent stopped by :meth:`pause`, so far."""
        ongoing = time.monotonic() - self._paused_at if self._paused_at is not None else 0.0
        return self._paused_s + ongoing

    async def start(self) -> None:
        """Spawns the process and waits for its READY frame.

        Raises:
            WorkerDiedError: it died or stayed silent during start-up.
        """
        await self.launch()
        await self.wait_ready()

    async def launch(self) -> None:
        """Spawns the process (:meth:`wait_ready` then waits until it is warm)."""
        self._proc = await asyncio.create_subprocess_exec(
            *self._argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, **SINGLE_THREADED_BLAS},
            process_group=0,
        )

    async def wait_ready(self) -> None:
        """Waits for the READY frame (time paused does not count), killing the worker if none.

        Raises:
            WorkerDiedError: it died or stayed silent during start-up.
        """
        try:
            frame = await read_unpaused(self, START_TIMEOUT_S)
        except TimeoutError as err:
            await self.kill()
            raise WorkerDiedError(f"worker did not start within {START_TIMEOUT_S:.0f}s") from err
        except WorkerDiedError:
            await self.kill()
            raise
        if frame[0] != framing.TAG_READY:
            await self.kill()
            raise WorkerDiedError(f"worker sent {frame[0]!r} instead of READY")

    async def send(self, tag: bytes, payload: bytes) -> None:
        """Writes one frame.

        Raises:
            WorkerDiedError: the pipe is closed.
        """
        assert self._proc is not None
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write(framing.encode(tag, payload))
            await self._proc.stdin.drain()
        except (BrokenPipeError, ConnectionResetError) as err:
            raise WorkerDiedError(await self._exit_text()) from err

    async def read(self) -> tuple[bytes, bytes]:
        """Reads one frame.

        Raises:
            WorkerDiedError: the worker closed its end (it died).
        """
        assert self._proc is not None
        assert self._proc.stdout is not None
        try:
            header = await self._proc.stdout.readexactly(framing.HEADER.size)
            tag, size = framing.HEADER.unpack(header)
            if size > framing.MAX_FRAME:
                raise WorkerDiedError(f"worker sent a frame of {size} bytes")
            payload = await self._proc.stdout.readexactly(size)
        except asyncio.IncompleteReadError as err:
            raise WorkerDiedError(await self._exit_text()) from err
        return tag, payload

    async def _exit_text(self) -> str:
        assert self._proc is not None
        try:
            code = await asyncio.wait_for(self._proc.wait(), 5.0)
        except TimeoutError:
            return "worker closed its pipe"
        return f"worker {describe_exit(code)}"

    async def kill(self) -> None:
        """Kills the process and its group (if running) and reaps it."""
        if self._proc is None:
            return
        if self._proc.returncode is None:
            self._signal_group(signal.SIGKILL)
        await self._proc.wait()

    async def close(self) -> None:
        """Asks the worker to exit (end of input), killing it if it lingers."""
        if self._proc is None:
            return
        self.resume()  # a stopped worker would never read its end of input
        if self._proc.stdin is not None and not self._proc.stdin.is_closing():
            self._proc.stdin.close()
        try:
            await asyncio.wait_for(self._proc.wait(), 2.0)
        except TimeoutError:
            await self.kill()


class DeviceGate:
    """Compiles share the device; a run (upload, run, timing) has it to itself; the
    output check that follows does not hold it (the worker says RAN, then checks).

    A run takes the exclusive lock, one run at a time in arrival order. With
    ``pause_others`` (CPU devices) it also pauses (SIGSTOP) every other worker of
    the device until it ends, whatever it is doing: compiling, preparing its own
    run, starting up, or idle (the kernel thread pool of a worker that has just
    been timed spins for a while after its last launch). So the kernel under test
    shares the cores with nothing of ours, and a long compile never holds a timing
    up (waiting for compiles to drain instead idles the device behind the slowest
    one: compile times have a long tail). No compile starts while a run holds the
    device.

    Without it (GPUs) the other workers keep compiling during a run: no copy or
    kernel of theirs shares the GPU with it (a worker uploads its inputs and runs
    only once it holds the gate; compiling, it just loads its module), and the
    pool leaves the timing process a core of its own (:func:`builder_count`).
    """

    def __init__(self, pause_others: bool = True) -> None:
        self.pause_others = pause_others
        self._lock = asyncio.Lock()
        self._workers: set[WorkerProcess] = set()
        self._free = asyncio.Event()  # no run holds the device
        self._free.set()
        self.runs = 0  # run phases started (for tests and logs)

    async def launch(self, worker: WorkerProcess) -> None:
        """Starts ``worker``'s process and adds it to the workers runs pause.

        The process is created under the run lock, so no run can begin before it
        is known here (its start-up is seconds of CPU: imports, LLVM, a build).
        """
        async with self._lock:
            await worker.launch()
            self._workers.add(worker)

    def leave(self, worker: WorkerProcess) -> None:
        """Forgets a worker that was killed or has exited."""
        self._workers.discard(worker)

    async def wait_free(self) -> None:
        """Waits until a job sent now starts compiling at once: no run holds a device
        that pauses the other workers."""
        while self.pause_others and not self._free.is_set():
            await self._free.wait()

    @contextlib.asynccontextmanager
    async def run(self, worker: WorkerProcess | None) -> AsyncIterator[None]:
        """Holds the device for ``worker``'s run phase, every other worker paused (all of
        them for None: a run of no worker's, a model package's)."""
        async with self._lock:
            self._free.clear()
            others = self._workers if self.pause_others else set()
            paused = [w for w in others if w is not worker and w.pause()]
            self.runs += 1
            try:
                yield
            finally:
                for w in paused:
                    w.resume()
                self._free.set()


class ProcessBackend:
    """Measures jobs in ``capacity`` warm worker processes.

    The workers compile in parallel; their run phases take turns on the
    device (:class:`DeviceGate`), so timings are what one worker alone would
    measure. The compile timeout counts only time the worker was compiling
    (not paused), the run timeout starts when the worker is given the device.

    Args:
        capacity: worker processes, so jobs measured at once.
        target: compiler target the workers build for.
        enable_test_hooks: let ``__test_*`` workloads crash or hang workers (UNSAFE).
        log_level: the workers' log level.
        device: the GPU the workers use (cuda targets).
        pause_during_runs: stop the other workers while one is timed; default: on a
            CPU target, not on a GPU one (:class:`DeviceGate`).
    """

    def __init__(
        self,
        capacity: int = 1,
        target: str = "llvm",
        enable_test_hooks: bool = False,
        log_level: str = "WARNING",
        device: int = 0,
        *,
        pause_during_runs: bool | None = None,
    ) -> None:
        self._capacity = capacity
        self._device = device
        self._target = target
        self._hooks = enable_test_hooks
        self._log_level = log_level
        self._idle: asyncio.Queue[WorkerProcess] = asyncio.Queue()
        self._all: set[WorkerProcess] = set()
        self._spawning: set[asyncio.Task[None]] = set()
        if pause_during_runs is None:
            pause_during_runs = not is_gpu_target(target)
        self.gate = DeviceGate(pause_during_runs)
        self.replaced = 0  # workers replaced after a crash or hang
        # Time this server did not run (SIGSTOP, a suspended VM) is nobody's timeout.
        self.stalls = StallWatch()

    @property
    def workers(self) -> tuple[WorkerProcess, ...]:
        """The worker processes, started or starting."""
        return tuple(self._all)

    async def start(self) -> None:
        """Starts every worker and waits until they are warm."""
        self.stalls.start()
        await asyncio.gather(*(self._spawn() for _ in range(self._capacity)))

    async def _spawn(self) -> None:
        worker = WorkerProcess(self._target, self._hooks, self._log_level, self._device)
        self._all.add(worker)
        # A worker that cannot start is retried: a device without workers is useless.
        delay = 0.5
        while True:
            try:
                await self.gate.launch(worker)
                await worker.wait_ready()
                break
            except WorkerDiedError as err:
                log.error("worker failed to start: %s; retrying in %.1fs", err, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
        self._idle.put_nowait(worker)

    def _replace(self, worker: WorkerProcess) -> None:
        self._all.discard(worker)
        self.gate.leave(worker)
        self.replaced += 1
        task = asyncio.create_task(self._spawn())
        self._spawning.add(task)
        task.add_done_callback(self._spawning.discard)

    async def measure(self, job: measure_pb2.MeasureJob) -> measure_pb2.MeasureResult:
        """Measures ``job`` in an idle worker (waiting for one if all are busy)."""
        started = now_timestamp()
        options = options_or_refusal(job)
        if isinstance(options, measure_pb2.MeasureResult):
            return options
        worker = await self._idle.get()
        healthy = False
        try:
            result, healthy = await self._run(
                worker,
                job,
                options.compile_timeout_s,
                options.run_timeout_s,
                options.cooldown_ms / 1000,
            )
            if not result.HasField("started_at"):
                result.started_at.CopyFrom(started)
            if not result.HasField("finished_at"):
                result.finished_at.CopyFrom(now_timestamp())
        finally:
            if healthy:
                self._idle.put_nowait(worker)
            else:
                await worker.kill()
                self._replace(worker)
        return result

    async def _run(
        self,
        worker: WorkerProcess,
        job: measure_pb2.MeasureJob,
        compile_timeout_s: float,
        run_timeout_s: float,
        cooldown_s: float,
    ) -> tuple[measure_pb2.MeasureResult, bool]:
        """The result and whether the worker is still usable."""

        def error(
            kind: measure_pb2.ErrorKind, message: str, healthy: bool = False
        ) -> tuple[measure_pb2.MeasureResult, bool]:
            log.warning("job %s: %s", job.job_id, message)
            return (
                measure_pb2.MeasureResult(
                    job_id=job.job_id, error_kind=kind, error_message=message
                ),
                healthy,
            )

        def timed_out(
            phase: str, limit_s: float, stalled: bool
        ) -> tuple[measure_pb2.MeasureResult, bool]:
            """A phase over its time limit, or cut into by a stop of the device (not the
            kernel's fault: DEVICE_STALLED, measured again)."""
            if stalled:
                return error(
                    measure_pb2.ERROR_KIND_DEVICE_STALLED,
                    f"the device stopped running during the {phase} phase; worker killed",
                )
            kind = measure_pb2.ERROR_KIND_RUN_TIMEOUT
            if phase == "compile":
                kind = measure_pb2.ERROR_KIND_COMPILE_TIMEOUT
            return error(kind, f"{phase} did not finish within {limit_s:g}s; worker killed")

        await self.gate.wait_free()
        paused_before = worker.paused_s()
        try:
            await worker.send(framing.TAG_JOB, job.SerializeToString())
            tag, payload = await read_unpaused(worker, compile_timeout_s, self.stalls)
        except TimeoutError:
            # Time the worker spent stopped is no measure of the compile.
            return timed_out("compile", compile_timeout_s, worker.stopped_by_others())
        except WorkerDiedError as err:
            return error(measure_pb2.ERROR_KIND_COMPILE_ERROR, f"{err} during compile")
        paused_s = worker.paused_s() - paused_before
        stall = ""  # why the timing is not trusted, if it is not
        if tag == framing.TAG_COMPILED:
            # Meanwhile the worker prepares inputs and references (paused by any run
            # before its own, like every other worker).
            async with self.gate.run(worker):
                run_start = time.monotonic()
                try:
                    await worker.send(framing.TAG_RUN, b"")
                    tag, payload = await read_unpaused(worker, run_timeout_s, self.stalls)
                except TimeoutError:
                    # Killed before the device is handed on: a hung kernel spinning
                    # on every core would skew the next timing.
                    stopped = worker.stopped_by_others()
                    await worker.kill()
                    stalled = stopped or self.stalls.stalled_s(run_start) > 0
                    return timed_out("run", run_timeout_s, stalled)
                except WorkerDiedError as err:
                    return error(measure_pb2.ERROR_KIND_RUNTIME_ERROR, f"{err} during run")
                stalled_s = self.stalls.stalled_s(run_start)
                if stalled_s > 0 and tag in (framing.TAG_RAN, framing.TAG_RESULT):
                    # A timing cut by a stall of the whole host would be seconds too
                    # long, and a stall of this server alone cannot be told from one:
                    # the timing is not trusted, the job is measured again.
                    stall = (
                        f"the device server did not run for {stalled_s:.1f}s during "
                        "the run phase; timing discarded"
                    )
                elif tag in (framing.TAG_RAN, framing.TAG_RESULT) and cooldown_s > 0:
                    await asyncio.sleep(cooldown_s)  # idle device time: part of the run
            if tag == framing.TAG_RAN:
                # The device is handed on; the worker checks the output on the host.
                try:
                    tag, payload = await read_unpaused(worker, run_timeout_s, self.stalls)
                except TimeoutError:
                    stopped = worker.stopped_by_others()
                    await worker.kill()
                    return timed_out("output check", run_timeout_s, stopped)
                except WorkerDiedError as err:
                    return error(
                        measure_pb2.ERROR_KIND_RUNTIME_ERROR, f"{err} during the output check"
                    )
        if stall:
            # The worker still serves: its RESULT was read (or it is gone, and replaced).
            healthy = tag == framing.TAG_RESULT
            return error(measure_pb2.ERROR_KIND_DEVICE_STALLED, stall, healthy=healthy)
        if tag != framing.TAG_RESULT:
            return error(measure_pb2.ERROR_KIND_UNKNOWN, f"worker sent frame {tag!r}")
        try:
            result = measure_pb2.MeasureResult.FromString(payload)
        except Exception as err:
            return error(measure_pb2.ERROR_KIND_UNKNOWN, f"unreadable worker reply: {err}")
        if paused_s > 0 and result.compile_time_s > 0:
            # The worker timed its build on the wall clock, pauses included.
            result.compile_time_s = max(result.compile_time_s - paused_s, 0.0)
        return result, True

    async def close(self) -> None:
        """Stops every worker."""
        self.stalls.stop()
        for task in list(self._spawning):
            task.cancel()
        await asyncio.gather(*(w.close() for w in list(self._all)), return_exceptions=True)


async def read_unpaused(
    worker: WorkerProcess, timeout_s: float, stalls: StallWatch | None = None
) -> tuple[bytes, bytes]:
    """The worker's next frame, within ``timeout_s`` of time it was not paused.

    Time this server itself did not run (``stalls``) does not count either: the
    worker may have answered meanwhile, and its frame is read after the stall.

    Raises:
        TimeoutError: the worker ran that long without answering.
        WorkerDiedError: it died.
    """
    read = asyncio.ensure_future(worker.read())
    start, paused_before = time.monotonic(), worker.paused_s()
    try:
        while True:
            stalled = stalls.stalled_s(start) if stalls is not None else 0.0
            active = time.monotonic() - start - (worker.paused_s() - paused_before) - stalled
            if active >= timeout_s:
                raise TimeoutError
            done, _ = await asyncio.wait({read}, timeout=timeout_s - active)
            if done:
                return read.result()
    finally:
        read.cancel()  # no-op once it is done
