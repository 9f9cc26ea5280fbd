"""Bad input and bad credentials get clear errors, and the tracker keeps serving."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc
from tests.pool.procs import Procs, noop_jobs, run, running, wait_until
from tracker.auth import auth_metadata
from tracker.client import (
    InvalidRequestError,
    NoDevicesError,
    NotFoundError,
    TrackerAuthError,
    TrackerClient,
)

pytestmark = pytest.mark.timeout(60)

TOKEN = "s3cret-pool-token"
MAX_BATCH = 50


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Procs, str, Path]]:
    """One tracker with a token and a batch limit, and one noop device."""
    tmp = tmp_path_factory.mktemp("bad-input")
    token_file = tmp / "token"
    token_file.write_text(TOKEN + "\n")
    with running(tmp) as procs:
        _, address = procs.tracker(
            "--token-file", str(token_file), "--max-batch-jobs", str(MAX_BATCH)
        )
        procs.device(address, "k", "--backend", "noop", "--token-file", str(token_file))

        async def ready() -> None:
            async with TrackerClient(address, token=TOKEN) as client:
                await client.wait_for_devices("k", 1)

        run(ready())
        yield procs, address, token_file


def still_serving(address: str) -> None:
    async def check() -> list[measure_pb2.MeasureResult]:
        async with TrackerClient(address, token=TOKEN) as client:
            return await client.measure("k", noop_jobs(3))

    results = run(check())
    assert [r.error_kind for r in results] == [measure_pb2.ERROR_KIND_NONE] * 3


@pytest.mark.parametrize(
    ("token", "message"),
    [(None, "missing 'authorization: Bearer TOKEN' metadata"), ("wrong", "invalid pool token")],
)
def test_bad_token_is_unauthenticated(
    pool: tuple[Procs, str, Path], token: str | None, message: str
) -> None:
    _, address, _ = pool

    async def scenario() -> None:
        async with TrackerClient(address, token=token) as client:
            with pytest.raises(TrackerAuthError, match=message) as status_err:
                await client.status()
            assert status_err.value.code == grpc.StatusCode.UNAUTHENTICATED
            with pytest.raises(TrackerAuthError, match=message):
                await client.submit("k", noop_jobs(1))

    run(scenario())
    still_serving(address)


def test_health_check_needs_no_token(pool: tuple[Procs, str, Path]) -> None:
    _, address, _ = pool

    async def scenario() -> int:
        async with grpc.aio.insecure_channel(address) as channel:
            stub = health_pb2_grpc.HealthStub(channel)
            reply = await stub.Check(health_pb2.HealthCheckRequest(service="autotune.v1.Tracker"))
            return int(reply.status)

    assert run(scenario()) == health_pb2.HealthCheckResponse.SERVING


def _job(job_id: str, key: str = "matmul:m=8,n=8,k=8") -> measure_pb2.MeasureJob:
    return measure_pb2.MeasureJob(job_id=job_id, workload=measure_pb2.Workload(key=key))


@pytest.mark.parametrize(
    ("key", "jobs", "error", "message"),
    [
        ("", [_job("a")], InvalidRequestError, "batch key is empty"),
        ("k", [], InvalidRequestError, "batch has no jobs"),
        ("k", [_job("a"), _job("b"), _job("a")], InvalidRequestError, "duplicate job_id 'a'"),
        ("k", [_job("a"), _job("")], InvalidRequestError, "job #1 has an empty job_id"),
        ("k", [_job("a"), _job("b", key="")], InvalidRequestError, "job 'b' has no workload key"),
        (
            "k",
            [_job(str(i)) for i in range(MAX_BATCH + 1)],
            InvalidRequestError,
            f"batch has {MAX_BATCH + 1} jobs, more than the maximum of {MAX_BATCH}",
        ),
        (
            "nope",
            [_job("a")],
            NoDevicesError,
            "no device is registered under key 'nope' \\(keys with devices: k\\)",
        ),
    ],
)
def test_malformed_batches(
    pool: tuple[Procs, str, Path],
    key: str,
    jobs: list[measure_pb2.MeasureJob],
    error: type[Exception],
    message: str,
) -> None:
    _, address, _ = pool

    async def scenario() -> None:
        async with TrackerClient(address, token=TOKEN) as client:
            with pytest.raises(error, match=message):
                await client.submit(key, jobs)

    run(scenario())
    still_serving(address)


def test_unknown_ids_are_not_found(pool: tuple[Procs, str, Path]) -> None:
    _, address, _ = pool
    metadata = auth_metadata(TOKEN)

    async def scenario() -> list[tuple[grpc.StatusCode, str]]:
        async with TrackerClient(address, token=TOKEN) as client:
            with pytest.raises(NotFoundError, match="unknown batch id 'batch-x'"):
                await client.cancel("batch-x")
        errors = []
        async with grpc.aio.insecure_channel(address) as channel:
            stub = tracker_pb2_grpc.TrackerStub(channel)
            calls = [
                stub.Heartbeat(tracker_pb2.HeartbeatRequest(device_id="dev-x"), metadata=metadata),
                stub.ReportResult(
                    tracker_pb2.ReportResultRequest(
                        device_id="dev-x", result=measure_pb2.MeasureResult(job_id="j")
                    ),
                    metadata=metadata,
                ),
                stub.ReportResult(
                    tracker_pb2.ReportResultRequest(device_id="dev-x"), metadata=metadata
                ),
                stub.Register(tracker_pb2.RegisterRequest(key=""), metadata=metadata),
            ]
            for call in calls:
                with pytest.raises(grpc.aio.AioRpcError) as err:
                    await call
                errors.append((err.value.code(), err.value.details() or ""))
            pull = stub.PullJobs(tracker_pb2.PullJobsRequest(device_id="dev-x"), metadata=metadata)
            with pytest.raises(grpc.aio.AioRpcError) as err:
                await pull.read()
            errors.append((err.value.code(), err.value.details() or ""))
            stream = stub.ReportResults(
                iter(
                    [
                        tracker_pb2.ReportResultRequest(
                            device_id="dev-x", result=measure_pb2.MeasureResult(job_id="j")
                        )
                    ]
                ),
                metadata=metadata,
            )
            with pytest.raises(grpc.aio.AioRpcError) as err:
                await stream
            errors.append((err.value.code(), err.value.details() or ""))
        return errors

    errors = run(scenario())
    assert errors[0] == (grpc.StatusCode.NOT_FOUND, "unknown device id 'dev-x': register again")
    assert errors[1][0] == grpc.StatusCode.NOT_FOUND
    assert "result dropped" in errors[1][1]
    assert errors[2] == (grpc.StatusCode.INVALID_ARGUMENT, "report: result has no job_id")
    assert errors[3] == (grpc.StatusCode.INVALID_ARGUMENT, "register: device key is empty")
    assert errors[4] == (grpc.StatusCode.NOT_FOUND, "unknown device id 'dev-x': register again")
    assert errors[5] == (
        grpc.StatusCode.NOT_FOUND,
        "unknown device id 'dev-x': result dropped, register again",
    )
    still_serving(address)


def test_device_with_wrong_token_never_joins(pool: tuple[Procs, str, Path]) -> None:
    procs, address, _ = pool
    bad = procs.log_dir / "bad-token"
    bad.write_text("not-the-token")
    device = procs.device(address, "intruder", "--backend", "noop", "--token-file", str(bad))
    log_file = sorted(procs.log_dir.glob("*-device.log"))[-1]
    wait_until(lambda: "UNAUTHENTICATED" in log_file.read_text(), what="auth failure in log")
    assert "invalid pool token" in log_file.read_text()
    assert device.poll() is None  # it keeps retrying with backoff

    async def keys() -> list[str]:
        async with TrackerClient(address, token=TOKEN) as client:
            return [k.key for k in (await client.status()).keys]

    assert "intruder" not in run(keys())
    procs.stop(device)
