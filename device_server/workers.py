"""The ``llvm`` backend: each job is compiled and timed in a warm worker process.

Isolation is the point: a candidate that segfaults, aborts or hangs takes
down only its worker. The parent sees the pipe close (a crash) or a phase
overrun its timeout (a hang, then it kills the worker), records the matching
error result, and starts a replacement in the background.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys

from autotune.v1 import measure_pb2
from device_server import framing
from device_server.backend import invalid_options_result, now_timestamp
from device_server.options import resolve

log = logging.getLogger(__name__)

# A worker imports numpy, llvmlite and the compiler and builds one kernel
# before it says READY; on a loaded 2-core box that can take a while.
START_TIMEOUT_S = 120.0

# The worker computes numpy references with BLAS right before it times a kernel. A
# threaded BLAS keeps its threads spinning for up to a second after a call (OpenBLAS),
# stealing the cores the kernel under test is timed on; one BLAS thread avoids that.
SINGLE_THREADED_BLAS = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


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

    @property
    def pid(self) -> int | None:
        """The process id (None before start)."""
        return self._proc.pid if self._proc else None

    async def start(self) -> None:
        """Spawns the process and waits for its READY frame.

        Raises:
            WorkerDiedError: it died or stayed silent during start-up.
        """
        self._proc = await asyncio.create_subprocess_exec(
            *self._argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, **SINGLE_THREADED_BLAS},
        )
        try:
            frame = await asyncio.wait_for(self.read(), START_TIMEOUT_S)
        except TimeoutError as err:
            await self.kill()
            raise WorkerDiedError(f"worker did not start within {START_TIMEOUT_S:.0f}s") from err
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
        """Kills the process (if running) and reaps it."""
        if self._proc is None:
            return
        if self._proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._proc.kill()
        await self._proc.wait()

    async def close(self) -> None:
        """Asks the worker to exit (end of input), killing it if it lingers."""
        if self._proc is None:
            return
        if self._proc.stdin is not None and not self._proc.stdin.is_closing():
            self._proc.stdin.close()
        try:
            await asyncio.wait_for(self._proc.wait(), 2.0)
        except TimeoutError:
            await self.kill()


class ProcessBackend:
    """Measures jobs in ``capacity`` warm worker processes.

    Args:
        capacity: worker processes, so jobs measured at once.
        target: compiler target the workers build for.
        enable_test_hooks: let ``__test_*`` workloads crash or hang workers (UNSAFE).
        log_level: the workers' log level.
        device: the GPU the workers use (cuda targets).
    """

    def __init__(
        self,
        capacity: int = 1,
        target: str = "llvm",
        enable_test_hooks: bool = False,
        log_level: str = "WARNING",
        device: int = 0,
    ) -> None:
        self._capacity = capacity
        self._device = device
        self._target = target
        self._hooks = enable_test_hooks
        self._log_level = log_level
        self._idle: asyncio.Queue[WorkerProcess] = asyncio.Queue()
        self._all: set[WorkerProcess] = set()
        self._spawning: set[asyncio.Task[None]] = set()
        self.replaced = 0  # workers replaced after a crash or hang

    async def start(self) -> None:
        """Starts every worker and waits until they are warm."""
        await asyncio.gather(*(self._spawn() for _ in range(self._capacity)))

    async def _spawn(self) -> None:
        worker = WorkerProcess(self._target, self._hooks, self._log_level, self._device)
        self._all.add(worker)
        # A worker that cannot start is retried: a device without workers is useless.
        delay = 0.5
        while True:
            try:
                await worker.start()
                break
            except WorkerDiedError as err:
                log.error("worker failed to start: %s; retrying in %.1fs", err, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
        self._idle.put_nowait(worker)

    def _replace(self, worker: WorkerProcess) -> None:
        self._all.discard(worker)
        self.replaced += 1
        task = asyncio.create_task(self._spawn())
        self._spawning.add(task)
        task.add_done_callback(self._spawning.discard)

    async def measure(self, job: measure_pb2.MeasureJob) -> measure_pb2.MeasureResult:
        """Measures ``job`` in an idle worker (waiting for one if all are busy)."""
        started = now_timestamp()
        try:
            options = resolve(job.options)
        except ValueError as err:
            return invalid_options_result(job, err)
        worker = await self._idle.get()
        healthy = False
        try:
            result, healthy = await self._run(
                worker, job, options.compile_timeout_s, options.run_timeout_s
            )
            if not result.HasField("started_at"):
                result.started_at.CopyFrom(started)
            if not result.HasField("finished_at"):
                result.finished_at.CopyFrom(now_timestamp())
            if healthy and options.cooldown_ms > 0:
                await asyncio.sleep(options.cooldown_ms / 1000)
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
    ) -> tuple[measure_pb2.MeasureResult, bool]:
        """The result and whether the worker is still usable."""

        def error(
            kind: measure_pb2.ErrorKind, message: str
        ) -> tuple[measure_pb2.MeasureResult, bool]:
            log.warning("job %s: %s", job.job_id, message)
            return (
                measure_pb2.MeasureResult(
                    job_id=job.job_id, error_kind=kind, error_message=message
                ),
                False,
            )

        phase = "compile"
        try:
            await worker.send(framing.TAG_JOB, job.SerializeToString())
            tag, payload = await asyncio.wait_for(worker.read(), compile_timeout_s)
            if tag == framing.TAG_COMPILED:
                phase = "run"
                tag, payload = await asyncio.wait_for(worker.read(), run_timeout_s)
        except TimeoutError:
            if phase == "compile":
                return error(
                    measure_pb2.ERROR_KIND_COMPILE_TIMEOUT,
                    f"compile did not finish within {compile_timeout_s:g}s; worker killed",
                )
            return error(
                measure_pb2.ERROR_KIND_RUN_TIMEOUT,
                f"run did not finish within {run_timeout_s:g}s; worker killed",
            )
        except WorkerDiedError as err:
            kind = (
                measure_pb2.ERROR_KIND_COMPILE_ERROR
                if phase == "compile"
                else measure_pb2.ERROR_KIND_RUNTIME_ERROR
            )
            return error(kind, f"{err} during {phase}")
        if tag != framing.TAG_RESULT:
            return error(measure_pb2.ERROR_KIND_UNKNOWN, f"worker sent frame {tag!r}")
        try:
            return measure_pb2.MeasureResult.FromString(payload), True
        except Exception as err:
            return error(measure_pb2.ERROR_KIND_UNKNOWN, f"unreadable worker reply: {err}")

    async def close(self) -> None:
        """Stops every worker."""
        for task in list(self._spawning):
            task.cancel()
        await asyncio.gather(*(w.close() for w in list(self._all)), return_exceptions=True)
