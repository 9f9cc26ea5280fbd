"""``autotune status``, flags and files read at the edge, and TLS."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from autotune.v1 import measure_pb2
from compiler.target_arch import host_arch
from tests.pool.procs import REPO, Procs, clean_env, noop_jobs, run
from tracker.client import TrackerClient, TrackerTLSError

pytestmark = pytest.mark.timeout(60)


def autotune(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "autotune", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env or clean_env(),
        timeout=30,
        check=False,
    )


def test_status_tables_and_json(procs: Procs) -> None:
    env = clean_env()
    env["AUTOTUNE_TOKEN"] = "env-token"
    _, address = procs.tracker(env=env)
    device = procs.device(address, "zen5", "--backend", "noop", env=env)

    async def work() -> None:
        async with TrackerClient(address, token="env-token") as client:
            await client.wait_for_devices("zen5", 1)
            results = await client.measure("zen5", noop_jobs(7))
            assert len(results) == 7

    run(work())
    out = autotune("status", "--tracker", address, "--json", env=env)
    assert out.returncode == 0, out.stderr
    status = json.loads(out.stdout)
    (key,) = status["keys"]
    assert key["key"] == "zen5"
    assert (key["devices_total"], key["devices_free"], key["devices_busy"]) == (1, 1, 0)
    # Numbers as numbers: protobuf's JSON mapping writes 64-bit ints as strings.
    assert (key["jobs_done"], key["jobs_failed"], key["jobs_pending"]) == (7, 0, 0)
    (dev,) = status["devices"]
    assert dev["address"].endswith(f":{device.pid}")
    assert dev["jobs_done"] == 7
    assert dev["info"]["cores"] >= 1
    assert dev["info"]["cpu_name"]
    assert dev["info"]["arch"] == host_arch()
    assert dev["last_heartbeat"].endswith("Z")

    text = autotune("status", "--tracker", address, env=env)
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0].split() == [
        "key", "devices", "free", "busy", "pending", "running", "done", "failed"
    ]  # fmt: skip
    assert lines[1].split() == ["zen5", "1", "1", "0", "0", "0", "7", "0"]
    (row,) = [line for line in lines if f":{device.pid}" in line]
    assert row.split()[3] == host_arch()

    denied = autotune("status", "--tracker", address)
    assert denied.returncode == 1
    assert "missing 'authorization: Bearer TOKEN' metadata" in denied.stderr
    assert "Traceback" not in denied.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["tracker", "--port", "70000"], "--port must be in 0..65535, got 70000"),
        (["tracker", "--token-file", "/nonexistent/token"], "cannot read token file"),
        (["tracker", "--tls-cert", "cert.pem"], "--tls-cert and --tls-key go together"),
        (["tracker", "--lease-timeout", "-1"], "must be positive, got -1"),
        (["device-server", "--tracker", "nohost", "--key", "k"], "'nohost' is not HOST:PORT"),
        (["device-server", "--tracker", "h:1", "--key", "k", "--backend", "gpu"], "invalid choice"),
        (["status", "--tracker", "127.0.0.1:99999"], "is not HOST:PORT"),
    ],
)
def test_bad_flags_are_one_line_errors(args: list[str], message: str) -> None:
    out = autotune(*args)
    assert out.returncode == 2
    assert message in out.stderr
    assert "Traceback" not in out.stderr


def test_empty_token_file_is_rejected(tmp_path: Path) -> None:
    empty = tmp_path / "token"
    empty.write_text("\n")
    out = autotune("tracker", "--port", "0", "--token-file", str(empty))
    assert out.returncode == 2
    assert f"token file {empty}: the token is empty" in out.stderr


def test_status_of_absent_tracker_is_a_clear_error() -> None:
    out = autotune("status", "--tracker", "127.0.0.1:1")
    assert out.returncode == 1
    assert out.stderr.startswith("autotune status: error: tracker 127.0.0.1:1: status:")
    assert "Traceback" not in out.stderr


def _self_signed(tmp_path: Path) -> tuple[Path, Path]:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
            "-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost",
            "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


def test_tls_pool(procs: Procs, tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    _, address = procs.tracker("--tls-cert", str(cert), "--tls-key", str(key))
    procs.device(address, "k", "--backend", "noop", "--tls-ca", str(cert))
    ca = cert.read_bytes()

    async def scenario() -> list[measure_pb2.MeasureResult]:
        async with TrackerClient(address, tls_ca=ca) as client:
            await client.wait_for_devices("k", 1)
            results = await client.measure("k", noop_jobs(5))
        async with TrackerClient(address) as plain:  # no TLS: cannot talk to it
            with pytest.raises(TrackerTLSError, match="speaks TLS: pass --tls-ca"):
                await plain.status(timeout_s=3)
        return results

    results = run(scenario())
    assert [r.job_id for r in results] == [f"j{i}" for i in range(5)]
    out = autotune("status", "--tracker", address, "--tls-ca", str(cert), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["keys"][0]["jobs_done"] == 5


def test_port_in_use_is_a_clear_error(procs: Procs) -> None:
    _, address = procs.tracker()
    out = autotune("tracker", "--port", address.rpartition(":")[2])
    assert out.returncode == 2
    assert f"autotune tracker: error: Failed to bind to address {address}" in out.stderr
    assert "Traceback" not in out.stderr


def test_tune_on_a_key_without_devices_names_the_keys_that_have_some(
    procs: Procs, tmp_path: Path
) -> None:
    _, address = procs.tracker()
    procs.device(address, "zen5", "--backend", "noop")

    async def registered() -> None:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("zen5", 1)

    run(registered())
    # tvmc's spellings of --tracker and --key, and a key nobody serves.
    out = autotune(
        "tune", "matmul:m=8,n=8,k=8", "--rpc-tracker", address, "--rpc-key", "zen4",
        "--db", str(tmp_path / "r.db"),
    )  # fmt: skip
    assert out.returncode == 1, out.stderr  # a failure at run time, not bad input
    assert "autotune tune: error: " in out.stderr
    assert "under key 'zen4'" in out.stderr
    assert "keys with devices: zen5 (1)" in out.stderr
    assert "Traceback" not in out.stderr
