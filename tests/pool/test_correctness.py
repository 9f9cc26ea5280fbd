"""Correctness by default, end to end: a raw gRPC client, a real tracker and a real
LLVM device server. Nobody asks for the check; every job gets it unless it opts out."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from compiler.timing import CHECK_RTOL
from device_server import hooks
from tests.pool.procs import run, running
from tests.pool.test_isolation import compiler_builds
from tracker.client import TrackerClient

pytestmark = [
    pytest.mark.timeout(120),
    pytest.mark.skipif(not compiler_builds(), reason="runtime.build not available"),
]

K = measure_pb2
KEY = "k"


@pytest.fixture(scope="module")
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A tracker and one LLVM device server with the test hooks on, ready."""
    with running(tmp_path_factory.mktemp("correctness")) as procs:
        _, addr = procs.tracker()
        procs.device(addr, KEY, "--enable-test-hooks")

        async def ready() -> None:
            async with TrackerClient(addr) as client:
                await client.wait_for_devices(KEY, 1, timeout_s=60)

        run(ready(), timeout_s=90)
        yield addr


def raw_measure(address: str, jobs: list[K.MeasureJob]) -> dict[str, K.MeasureResult]:
    """Submits through the generated stub alone, as any gRPC client in any language would."""

    async def scenario() -> dict[str, K.MeasureResult]:
        results: dict[str, K.MeasureResult] = {}
        async with grpc.aio.insecure_channel(address) as channel:
            stub = tracker_pb2_grpc.TrackerStub(channel)
            request = tracker_pb2.SubmitBatchRequest(key=KEY, jobs=jobs)
            async for event in stub.SubmitBatch(iter([request])):
                if event.HasField("result"):
                    results[event.result.job_id] = event.result
                if len(results) == len(jobs):
                    break
        return results

    return run(scenario(), timeout_s=100)


def test_a_raw_clients_job_with_default_options_is_checked(address: str) -> None:
    workload = K.Workload(key="matmul:m=32,n=32,k=64")
    results = raw_measure(
        address,
        [
            K.MeasureJob(job_id="plain", workload=workload, target="llvm"),  # no options at all
            K.MeasureJob(
                job_id="skip",
                workload=workload,
                target="llvm",
                options=K.MeasureOptions(skip_correctness_check=True),
            ),
        ],
    )
    plain = results["plain"]
    assert plain.error_kind == K.ERROR_KIND_NONE, plain.error_message
    assert plain.checked
    assert 0 < plain.max_rel_error <= CHECK_RTOL  # float32 vs float64: never exactly 0
    assert plain.costs_s
    skipped = results["skip"]
    assert skipped.error_kind == K.ERROR_KIND_NONE, skipped.error_message
    assert not skipped.checked  # an unchecked timing says so
    assert skipped.max_rel_error == 0
    assert skipped.costs_s


def test_a_planted_wrong_llvm_kernel_is_wrong_answer(address: str) -> None:
    """A real LLVM kernel with one small element of its output off by 1e-2 of itself."""
    results = raw_measure(
        address,
        [K.MeasureJob(job_id="w", workload=K.Workload(key=hooks.WRONG_ANSWER), target="llvm")],
    )
    wrong = results["w"]
    assert wrong.error_kind == K.ERROR_KIND_WRONG_ANSWER, wrong.error_message
    assert wrong.checked
    assert wrong.max_rel_error > CHECK_RTOL
    assert "numpy reference" in wrong.error_message
    assert not wrong.costs_s
