"""Several workers on one device: compiles overlap, a run has the device to itself.

The ``__test_phases`` hook busies a worker for a given CPU time in each phase
and reports, in CLOCK_MONOTONIC (the same clock in every process), the spans
during which it was seen executing: a worker stopped while another one times
shows a gap there.
"""

from __future__ import annotations

import asyncio
import io
import json

import numpy as np
import pytest

from autotune.v1 import measure_pb2
from device_server import framing
from device_server.workers import ProcessBackend, builder_count
from tests.pool.procs import run
from tests.pool.test_isolation import compiler_builds

pytestmark = pytest.mark.timeout(120)

K = measure_pb2
Span = tuple[float, float]


def phases_job(
    job_id: str, compile_ms: float, run_ms: float, check_ms: float = 0, **options: float
) -> measure_pb2.MeasureJob:
    lengths = f"compile_ms={compile_ms:g},run_ms={run_ms:g},check_ms={check_ms:g}"
    return K.MeasureJob(
        job_id=job_id,
        workload=K.Workload(key=f"__test_phases:{lengths}"),
        target="llvm",
        options=K.MeasureOptions(**options),  # type: ignore[arg-type]
    )


def matmul_job(job_id: str) -> measure_pb2.MeasureJob:
    return K.MeasureJob(
        job_id=job_id,
        workload=K.Workload(key="matmul:m=8,n=8,k=8"),
        target="llvm",
        options=K.MeasureOptions(repeat=1),
    )


def measure_all(
    capacity: int, jobs: list[measure_pb2.MeasureJob], *, pause_during_runs: bool = True
) -> list:
    """Measures ``jobs`` all at once on a fresh backend of ``capacity`` workers."""

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], int]:
        backend = ProcessBackend(
            capacity=capacity, enable_test_hooks=True, pause_during_runs=pause_during_runs
        )
        await backend.start()
        try:
            results = await asyncio.gather(*(backend.measure(j) for j in jobs))
            return list(results), backend.gate.runs
        finally:
            await backend.close()

    results, runs = run(scenario(), timeout_s=100)
    for r in results:
        assert r.error_kind == K.ERROR_KIND_NONE, f"{r.job_id}: {r.error_message}"
    assert runs == len(jobs)
    return results


def phases(result: measure_pb2.MeasureResult) -> tuple[list[Span], list[Span]]:
    """The compile spans and run spans a ``__test_phases`` job reported."""
    data = json.loads(result.error_message)
    return [tuple(s) for s in data["compile"]], [tuple(s) for s in data["run"]]


def window(spans: list[Span]) -> Span:
    return spans[0][0], spans[-1][1]


def overlap(a: Span, b: Span) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def run_windows_taking_turns(results: list[measure_pb2.MeasureResult]) -> dict[str, Span]:
    """Each job's run window, asserting that no two of them overlap."""
    runs = {r.job_id: window(phases(r)[1]) for r in results}
    for job_id, run_window in runs.items():
        for other, other_window in runs.items():
            if other != job_id:
                assert not overlap(run_window, other_window), (job_id, other)
    return runs


def test_compiles_overlap_and_runs_never_overlap_anything() -> None:
    results = measure_all(2, [phases_job(f"j{i}", compile_ms=300, run_ms=100) for i in range(4)])
    compiles = {r.job_id: phases(r)[0] for r in results}
    runs = run_windows_taking_turns(results)
    for job_id, run_window in runs.items():
        # No other worker executed a single instruction while this one was timed.
        for other, spans in compiles.items():
            for span in spans:
                assert not overlap(span, run_window), (job_id, other, span, run_window)
    # Two workers: their first jobs were compiled side by side.
    assert overlap(window(compiles["j0"]), window(compiles["j1"]))


def test_a_gpu_pool_builds_while_one_kernel_is_timed() -> None:
    """GPU workers are a builder pool: runs still take turns, compiles go on beside them."""
    jobs = [phases_job(f"j{i}", compile_ms=400, run_ms=150) for i in range(6)]
    results = measure_all(2, jobs, pause_during_runs=False)
    compiles = {r.job_id: phases(r)[0] for r in results}
    runs = run_windows_taking_turns(results)
    # Some other job's compile executed while a kernel was being timed (on a CPU pool
    # that never happens: test_compiles_overlap_and_runs_never_overlap_anything).
    built_while_timing = [
        (job_id, other)
        for job_id, run_window in runs.items()
        for other, spans in compiles.items()
        if other != job_id and any(overlap(span, run_window) for span in spans)
    ]
    assert built_while_timing, (compiles, runs)


def checks(result: measure_pb2.MeasureResult) -> list[Span]:
    """The spans a ``__test_phases`` job spent checking its output."""
    return [tuple(s) for s in json.loads(result.error_message)["check"]]


@pytest.mark.parametrize("pause_during_runs", [False, True], ids=["gpu", "cpu"])
def test_the_output_check_does_not_hold_the_device(pause_during_runs: bool) -> None:
    """A worker hands the device on (RAN) before it checks its output: on a GPU pool the
    next kernel is timed meanwhile; on a CPU pool the checking worker is paused like
    every other while a kernel is timed."""
    jobs = [phases_job(f"j{i}", compile_ms=50, run_ms=100, check_ms=400) for i in range(4)]
    results = measure_all(2, jobs, pause_during_runs=pause_during_runs)
    runs = run_windows_taking_turns(results)
    checking = {r.job_id: checks(r) for r in results}
    checked_while_timing = [
        (job_id, other)
        for job_id, run_window in runs.items()
        for other, spans in checking.items()
        if other != job_id and any(overlap(span, run_window) for span in spans)
    ]
    if pause_during_runs:
        assert not checked_while_timing
    else:
        assert checked_while_timing, runs
    for r in results:  # each check came after its own run
        assert checks(r)[0][0] >= window(phases(r)[1])[1]


@pytest.mark.parametrize(
    ("target", "cores", "builders", "pauses"),
    [
        ("llvm", 16, 16, True),
        ("llvm -mcpu=znver3", 1, 1, True),
        ("cuda", 16, 15, False),
        ("cuda -arch=sm_90", 2, 1, False),
        ("cuda", 1, 1, False),
    ],
)
def test_builders_per_target(target: str, cores: int, builders: int, pauses: bool) -> None:
    assert builder_count(target, cores) == builders
    assert ProcessBackend(target=target).gate.pause_others is pauses


def test_pauses_and_waits_for_the_device_count_in_no_timeout() -> None:
    results = measure_all(
        3,
        [
            phases_job("long", compile_ms=0, run_ms=1200, run_timeout_s=10),
            # Sent with "long" (all three jobs go out before any COMPILED is read), so
            # its compile phase spans all of that run: over its compile timeout.
            phases_job("paused", compile_ms=200, run_ms=0, compile_timeout_s=1.0),
            # Compiled at once like "long": when second in line, it waits 1.2 s.
            phases_job("waits", compile_ms=0, run_ms=100, run_timeout_s=1.0),
        ],
    )
    by_id = {r.job_id: r for r in results}
    long_run = window(phases(by_id["long"])[1])
    assert long_run[1] - long_run[0] > 1.0
    paused = phases(by_id["paused"])[0]
    assert window(paused)[1] > long_run[1]
    assert not any(overlap(span, long_run) for span in paused)


def process_state(pid: int) -> str:
    """R, S, T (stopped), ... from /proc."""
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rpartition(")")[2].split()[0]


def test_idle_workers_are_stopped_during_a_run() -> None:
    """An idle worker too: the thread pool of a kernel just timed spins for a while."""

    async def scenario() -> tuple[list[str], list[str]]:
        backend = ProcessBackend(capacity=3, enable_test_hooks=True)
        await backend.start()
        try:
            task = asyncio.create_task(backend.measure(phases_job("j", 0, run_ms=1000)))
            while backend.gate.runs == 0:
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.1)
            during = [process_state(w.pid or 0) for w in backend.workers]
            result = await task
            assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
            after = [process_state(w.pid or 0) for w in backend.workers]
            return during, after
        finally:
            await backend.close()

    during, after = run(scenario())
    assert sorted(during).count("T") == 2, during  # all but the one being timed
    assert "T" not in after, after


@pytest.mark.skipif(not compiler_builds(), reason="runtime.build not available")
def test_worker_owes_run_after_compiled_even_when_the_job_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A job failing between COMPILED and RUN still takes its RUN off the pipe."""
    from device_server import measure, worker

    calls = iter([RuntimeError("no inputs today")])

    def flaky_inputs(
        self: measure.ReferenceCache, workload: object, rng: np.random.Generator
    ) -> list[np.ndarray]:
        err = next(calls, None)
        if err is not None:
            raise err
        return original(self, workload, rng)

    original = measure.ReferenceCache.inputs
    monkeypatch.setattr(measure.ReferenceCache, "inputs", flaky_inputs)
    frames = b"".join(
        framing.encode(tag, payload)
        for job_id in ("bad", "good")
        for tag, payload in (
            (framing.TAG_JOB, matmul_job(job_id).SerializeToString()),
            (framing.TAG_RUN, b""),
        )
    )
    out = io.BytesIO()
    worker.serve(io.BytesIO(frames), out, "llvm", enable_test_hooks=False)
    out.seek(0)
    replies = list(iter(lambda: framing.read_frame(out), None))
    tags = [tag for tag, _ in replies]
    assert tags == [
        framing.TAG_READY,
        framing.TAG_COMPILED,
        framing.TAG_RESULT,  # failed before the device: no RAN
        framing.TAG_COMPILED,
        framing.TAG_RAN,  # the device handed back before the check
        framing.TAG_RESULT,
    ]
    bad = K.MeasureResult.FromString(replies[2][1])
    good = K.MeasureResult.FromString(replies[5][1])
    assert bad.error_kind == K.ERROR_KIND_RUNTIME_ERROR
    assert "no inputs today" in bad.error_message
    assert good.error_kind == K.ERROR_KIND_NONE, good.error_message
