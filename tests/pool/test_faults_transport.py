"""Transport faults (issue 16, items 1, 6 and 8), from real clients against real processes.

1. Callers without the token are refused before their message is read; every
   method reads at most what it needs; the memory of large batches is given back.
6. TLS mistakes are one line saying which setting is wrong; gRPC's own log
   lines stay off stderr.
8. Idle, silent and frozen connections are closed; device servers and long
   batches keep theirs.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import grpc
import pytest
from grpc_health.v1.health_pb2 import HealthCheckRequest

from autotune.v1 import measure_pb2
from tests.pool.procs import REPO, Procs, clean_env, noop_jobs, run, wait_until
from tests.pool.transport import (
    GET_STATUS,
    HEALTH_WATCH,
    MIB,
    IdleWatch,
    RssSampler,
    big_batches,
    big_jobs,
    flood,
    make_cert,
    rss_mib,
    submit_payload,
)
from tracker.auth import auth_metadata
from tracker.channel import CHANNEL_OPTIONS, CLIENT_KEEPALIVE_S
from tracker.client import InvalidRequestError, TrackerClient, TrackerTLSError
from tracker.connections import MIN_CLIENT_PING_INTERVAL_S

pytestmark = pytest.mark.timeout(90)

TOKEN = "transport-token"
# What the tracker's RSS may grow by under a flood it refuses (the goal).
FLOOD_BUDGET_MIB = 50
# gRPC's C core writes lines like "E1123 05:33:19.596112 21956 file.cc:1] ...".
GRPC_LOG_LINE = re.compile(r"^[DIWEF]\d{4} \d\d:\d\d:\d\d", re.MULTILINE)


def autotune(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "autotune", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=clean_env(),
        timeout=30,
        check=False,
    )


@pytest.fixture
def token_file(tmp_path: Path) -> Path:
    path = tmp_path / "token"
    path.write_text(TOKEN + "\n")
    return path


def _serving(address: str) -> None:
    async def check() -> None:
        async with TrackerClient(address, token=TOKEN) as client:
            await client.status()

    run(check())


# -- item 1: memory ---------------------------------------------------------


def test_unauthenticated_flood_is_refused_before_it_is_read(procs: Procs, token_file: Path) -> None:
    proc, address = procs.tracker("--token-file", str(token_file))
    time.sleep(0.5)  # past start-up allocations
    before = rss_mib(proc.pid)
    health = HealthCheckRequest(service="x" * (16 * MIB)).SerializeToString()
    rounds = [
        # The drill, at 16 MiB a call.
        (submit_payload(16), None, "/autotune.v1.Tracker/SubmitBatch", "UNAUTHENTICATED"),
        # Under the 4 MiB message limit: only refusing before the read keeps
        # these out (read and parsed, they would take 16 x 7 MiB).
        (submit_payload(3.5), None, "/autotune.v1.Tracker/SubmitBatch", "UNAUTHENTICATED"),
        (submit_payload(3.5), "wrong", "/autotune.v1.Tracker/SubmitBatch", "UNAUTHENTICATED"),
        # The open health service: over the limit, refused from the length prefix.
        (health, None, HEALTH_WATCH, "RESOURCE_EXHAUSTED"),
    ]
    with RssSampler(proc.pid) as sampler:
        for payload, token, method, code in rounds:
            assert run(flood(address, 16, payload, token, method)) == [code] * 16
    assert sampler.peak - before <= FLOOD_BUDGET_MIB, (before, sampler.peak)
    _serving(address)


def test_each_method_reads_what_it_needs(procs: Procs, token_file: Path) -> None:
    _, address = procs.tracker("--token-file", str(token_file))
    procs.device(address, "k", "--backend", "noop", "--token-file", str(token_file))
    metadata = auth_metadata(TOKEN)
    # A GetStatusRequest of 96 KiB: an unknown bytes field (15) parses fine.
    padding = 96 * 1024
    length = bytes([padding & 0x7F | 0x80, padding >> 7 & 0x7F | 0x80, padding >> 14])  # varint
    status_request = b"\x7a" + length + b"x" * padding

    async def scenario() -> tuple[grpc.aio.AioRpcError, grpc.aio.AioRpcError, int]:
        async with grpc.aio.insecure_channel(address, options=CHANNEL_OPTIONS) as channel:
            with pytest.raises(grpc.aio.AioRpcError) as small:
                await channel.unary_unary(GET_STATUS)(status_request, metadata=metadata)
            # One 5 MiB message, with the token: over every method's limit.
            call = channel.unary_stream("/autotune.v1.Tracker/SubmitBatch")(
                submit_payload(5), metadata=metadata
            )
            with pytest.raises(grpc.aio.AioRpcError) as large:
                await call.read()
        async with TrackerClient(address, token=TOKEN) as client:
            with pytest.raises(InvalidRequestError, match="more than the 4 MiB the tracker"):
                await client.submit("k", big_jobs(5, job_kib=5 * 1024))
            # 8 MiB in 2,000 jobs: several messages, one batch, every result.
            await client.wait_for_devices("k", 1)
            jobs = big_jobs(8, job_kib=4)
            results = await client.measure("k", jobs)
            assert [r.job_id for r in results] == [j.job_id for j in jobs]
            assert all(r.error_kind == measure_pb2.ERROR_KIND_NONE for r in results)
        return small.value, large.value, len(results)

    small, large, count = run(scenario())
    assert small.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert small.details() == (
        f"GetStatus request of {padding + 4} bytes is over the 65536 bytes this method takes"
    )
    assert large.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert count == 2048
    _serving(address)


def test_memory_of_large_batches_is_given_back(procs: Procs, token_file: Path) -> None:
    proc, address = procs.tracker("--token-file", str(token_file))
    time.sleep(0.5)
    before = rss_mib(proc.pid)
    with RssSampler(proc.pid) as sampler:
        # Read in full (in 1 MiB messages), then refused: no device under the key.
        outcomes = run(big_batches(address, TOKEN, 8, big_jobs(24)))
    assert outcomes == ["FAILED_PRECONDITION"] * 8
    assert sampler.peak - before > 100, "the batches were not read"
    _serving(address)  # as heartbeats do in a live pool: gRPC holds the last call's state
    wait_until(
        lambda: rss_mib(proc.pid) - before <= FLOOD_BUDGET_MIB,
        timeout_s=30,
        what=f"tracker RSS back within {FLOOD_BUDGET_MIB} MiB of {before:.0f} MiB",
    )


# -- item 8: idle and half-open connections ---------------------------------


def test_idle_silent_and_frozen_connections_are_closed(procs: Procs) -> None:
    _, address = procs.tracker("--idle-timeout", "2", "--keepalive", "1")
    procs.device(address, "k", "--backend", "noop")

    async def registrations() -> list[str]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("k", 1)
            return [d.device_id for d in (await client.status()).devices]

    registered = run(registrations())
    watch = IdleWatch(address, 10)
    try:
        assert watch.wait(20), watch.closed_at
    finally:
        watch.close()
    # The handshake gets min(10 s, idle timeout); an unanswered ping 1 + 1 s;
    # an idle connection 1-2 idle timeouts (gRPC checks once per timeout).
    assert max(watch.closed_at["raw"]) < 5
    assert max(watch.closed_at["silent"]) < 5
    assert max(watch.closed_at["frozen"]) < 6
    assert max(watch.closed_at["idle"]) < 8

    async def long_batch() -> list[measure_pb2.MeasureResult]:
        # 5 s with nothing on the batch's stream: pings keep it, both ways.
        async with TrackerClient(address) as client:
            return await client.measure("k", noop_jobs(2, cooldown_ms=2500))

    results = run(long_batch())
    assert [r.error_kind for r in results] == [measure_pb2.ERROR_KIND_NONE] * 2
    # The device server kept its connection and registration all along.
    assert run(registrations()) == registered


def test_clients_ping_no_faster_than_the_tracker_allows() -> None:
    # Faster pings count as abuse: the tracker would close device connections.
    assert CLIENT_KEEPALIVE_S >= MIN_CLIENT_PING_INTERVAL_S


# -- item 6: TLS mistakes ---------------------------------------------------


def _one_line(stderr: str) -> str:
    assert not GRPC_LOG_LINE.search(stderr), stderr
    assert "Traceback" not in stderr
    lines = [line for line in stderr.splitlines() if "WARNING" not in line]
    assert len(lines) == 1, stderr
    return lines[0]


def test_plaintext_client_of_a_tls_tracker_is_told_to_pass_tls_ca(
    procs: Procs, tmp_path: Path
) -> None:
    cert, key = make_cert(tmp_path, "tracker")
    other, _ = make_cert(tmp_path, "other")
    _, address = procs.tracker("--tls-cert", str(cert), "--tls-key", str(key))

    out = autotune("status", "--tracker", address)
    assert out.returncode == 1
    assert _one_line(out.stderr) == (
        f"autotune status: error: the tracker at {address} speaks TLS: pass --tls-ca with "
        "the CA certificate that signed its certificate"
    )
    out = autotune("status", "--tracker", address, "--tls-ca", str(other))
    assert _one_line(out.stderr) == (
        f"autotune status: error: the tracker at {address} has a certificate that --tls-ca "
        "does not verify (self signed certificate): pass the CA certificate that signed it"
    )

    async def plain() -> None:
        async with TrackerClient(address) as client:
            with pytest.raises(TrackerTLSError, match="speaks TLS"):
                await client.wait_for_devices("k", 1, timeout_s=10)  # fails at once

    run(plain())

    # A device server without TLS stops with that line instead of retrying forever.
    device = procs.device(address, "k", "--backend", "noop")
    assert device.wait(20) == 2
    log = sorted(procs.log_dir.glob("*-device.log"))[-1].read_text()
    assert _one_line(log) == (
        f"autotune device-server: error: the tracker at {address} speaks TLS: pass "
        "--tls-ca with the CA certificate that signed its certificate"
    )
    # ... and the tracker's log has none of gRPC's handshake complaints.
    tracker_log = sorted(procs.log_dir.glob("*-tracker.log"))[-1].read_text()
    assert not GRPC_LOG_LINE.search(tracker_log), tracker_log


def test_tls_client_of_a_plaintext_tracker_is_told_to_drop_tls_ca(
    procs: Procs, tmp_path: Path
) -> None:
    cert, _ = make_cert(tmp_path, "tracker")
    _, address = procs.tracker()
    message = (
        f"the tracker at {address} does not speak TLS: drop --tls-ca, or start the "
        "tracker with --tls-cert and --tls-key"
    )
    out = autotune("status", "--tracker", address, "--tls-ca", str(cert))
    assert _one_line(out.stderr) == f"autotune status: error: {message}"
    device = procs.device(address, "k", "--backend", "noop", "--tls-ca", str(cert))
    assert device.wait(20) == 2
    log = sorted(procs.log_dir.glob("*-device.log"))[-1].read_text()
    assert _one_line(log) == f"autotune device-server: error: {message}"


def test_certificate_for_another_host_is_named(procs: Procs, tmp_path: Path) -> None:
    cert, key = make_cert(tmp_path, "elsewhere", names="DNS:elsewhere.example")
    _, address = procs.tracker("--tls-cert", str(cert), "--tls-key", str(key))
    out = autotune("status", "--tracker", address, "--tls-ca", str(cert))
    assert _one_line(out.stderr) == (
        "autotune status: error: the tracker's certificate does not name 127.0.0.1: "
        "connect by a name it lists, or give the tracker a certificate for this one"
    )


def test_certificate_and_key_that_do_not_match_are_named(tmp_path: Path) -> None:
    cert, key = make_cert(tmp_path, "one")
    _, other_key = make_cert(tmp_path, "two")
    encrypted = tmp_path / "encrypted-key.pem"
    subprocess.run(
        [
            "openssl",
            "pkey",
            "-in",
            str(key),
            "-aes256",
            "-passout",
            "pass:x",
            "-out",
            str(encrypted),
        ],
        check=True,
    )
    cases = [
        (
            cert,
            other_key,
            f"--tls-key {other_key} is not the private key of the certificate in "
            f"--tls-cert {cert}",
        ),
        (key, key, f"--tls-cert {key} holds no PEM certificate"),
        (cert, cert, f"--tls-key {cert} holds no PEM private key"),
        (cert, encrypted, f"--tls-key {encrypted} is encrypted; the tracker needs it unencrypted"),
    ]  # fmt: skip
    for cert_file, key_file, message in cases:
        out = autotune(
            "tracker", "--port", "0", "--tls-cert", str(cert_file), "--tls-key", str(key_file)
        )
        assert out.returncode == 2, out.stderr
        assert _one_line(out.stderr) == f"autotune tracker: error: {message}"
