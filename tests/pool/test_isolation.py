"""Crashing and hanging candidates become error results; the device server lives on."""

from __future__ import annotations

import importlib

import pytest

from autotune.v1 import measure_pb2
from tests.pool.procs import Procs, run
from tracker.client import TrackerClient

pytestmark = pytest.mark.timeout(120)

K = measure_pb2


def compiler_builds() -> bool:
    """True once the compiler's public API (build and friends) has landed."""
    try:
        compiler = importlib.import_module("compiler")
    except ImportError:  # the compiler package is mid-change in a shared tree
        return False
    return all(
        hasattr(compiler, name)
        for name in ("build", "Workload", "get_space", "random_inputs", "reference")
    )


def job(job_id: str, key: str, **options: float) -> measure_pb2.MeasureJob:
    return K.MeasureJob(
        job_id=job_id,
        workload=K.Workload(key=key),
        target="llvm",
        options=K.MeasureOptions(**options),  # type: ignore[arg-type]
    )


def measure(address: str, key: str, jobs: list[measure_pb2.MeasureJob]) -> list:
    async def scenario() -> list:
        async with TrackerClient(address) as client:
            await client.wait_for_devices(key, 1, timeout_s=60)
            return await client.measure(key, jobs)

    return run(scenario(), timeout_s=100)


def test_crash_and_hang_are_results(procs: Procs) -> None:
    _, address = procs.tracker()
    device = procs.device(address, "k", "--enable-test-hooks")
    results = measure(
        address,
        "k",
        [
            job("segv", "__test_segfault"),
            job("abort", "__test_abort"),
            job("hang", "__test_hang", run_timeout_s=1.0),
            job("chang", "__test_compile_hang", compile_timeout_s=1.0),
            job("unknown", "__test_nonsense"),
        ],
    )
    by_id = {r.job_id: r for r in results}
    assert by_id["segv"].error_kind == K.ERROR_KIND_RUNTIME_ERROR
    assert by_id["segv"].error_message == "worker killed by SIGSEGV during run"
    assert by_id["abort"].error_kind == K.ERROR_KIND_RUNTIME_ERROR
    assert by_id["abort"].error_message == "worker killed by SIGABRT during run"
    assert by_id["hang"].error_kind == K.ERROR_KIND_RUN_TIMEOUT
    assert by_id["hang"].error_message == "run did not finish within 1s; worker killed"
    assert by_id["chang"].error_kind == K.ERROR_KIND_COMPILE_TIMEOUT
    assert by_id["chang"].error_message == "compile did not finish within 1s; worker killed"
    assert by_id["unknown"].error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert "unknown test hook '__test_nonsense'" in by_id["unknown"].error_message
    for r in results:
        assert not r.costs_s
        assert r.attempts == 1
    assert device.poll() is None


def test_hooks_are_unreachable_without_the_flag(procs: Procs) -> None:
    _, address = procs.tracker()
    device = procs.device(address, "k")
    (result,) = measure(address, "k", [job("segv", "__test_segfault")])
    assert result.error_kind != K.ERROR_KIND_NONE
    assert "SIGSEGV" not in result.error_message
    if compiler_builds():
        assert result.error_kind == K.ERROR_KIND_INVALID_CONFIG
        assert "__test_segfault" in result.error_message
    assert device.poll() is None


@pytest.mark.skipif(not compiler_builds(), reason="compiler.build has not landed yet")
def test_normal_job_after_crash_succeeds(procs: Procs) -> None:
    _, address = procs.tracker()
    procs.device(address, "k", "--enable-test-hooks")
    results = measure(
        address,
        "k",
        [
            job("segv", "__test_segfault"),
            job("ok", "matmul:m=32,n=32,k=32", repeat=2),
            job("bad", "matmul:m=abc,n=1,k=1"),
        ],
    )
    by_id = {r.job_id: r for r in results}
    assert by_id["segv"].error_kind == K.ERROR_KIND_RUNTIME_ERROR
    ok = by_id["ok"]
    assert ok.error_kind == K.ERROR_KIND_NONE, ok.error_message
    assert len(ok.costs_s) == 2
    assert all(c > 0 for c in ok.costs_s)
    assert ok.flop == 2 * 32 * 32 * 32
    assert by_id["bad"].error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert "invalid workload 'matmul:m=abc,n=1,k=1'" in by_id["bad"].error_message
