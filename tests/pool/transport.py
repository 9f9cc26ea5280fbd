"""Transport faults from real clients: floods, idle sockets, frozen peers, RSS.

Shared by ``tests/pool/test_faults_transport.py`` and ``bench/faults_transport.py``.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import grpc

from autotune.v1 import measure_pb2, tracker_pb2
from tracker.auth import auth_metadata
from tracker.channel import CHANNEL_OPTIONS
from tracker.client import TrackerClient, TrackerError

MIB = 1024 * 1024
SUBMIT = "/autotune.v1.Tracker/SubmitBatch"
GET_STATUS = "/autotune.v1.Tracker/GetStatus"
# Health.Watch takes the same one-message request as Check; as a stream it
# reads like SubmitBatch from the caller's side.
HEALTH_WATCH = "/grpc.health.v1.Health/Watch"
# An HTTP/2 client preface and an empty SETTINGS frame: a connection past its
# handshake that then neither calls nor answers anything.
H2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])


def rss_mib(pid: int) -> float:
    """Resident set size of ``pid`` in MiB (0 once it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class RssSampler:
    """Samples a process's RSS every 10 ms in a thread; ``peak`` is the largest seen."""

    def __init__(self, pid: int) -> None:
        self._pid = pid
        self.peak = rss_mib(pid)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.01):
            self.peak = max(self.peak, rss_mib(self._pid))

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def submit_payload(mib: float) -> bytes:
    """A serialized SubmitBatchRequest of one job carrying a ``mib`` MiB string."""
    job = measure_pb2.MeasureJob(
        job_id="j", workload=measure_pb2.Workload(key="x" * int(mib * MIB))
    )
    return tracker_pb2.SubmitBatchRequest(key="nobody", jobs=[job]).SerializeToString()


async def flood(
    address: str, clients: int, payload: bytes, token: str | None, method: str = SUBMIT
) -> list[str]:
    """``clients`` concurrent calls of ``method`` with ``payload``; their status codes.

    One channel each (separate connections, as separate attackers), the
    payload sent as pre-serialized bytes (one copy in this process, not one
    per call to serialize).
    """

    async def one() -> str:
        options = [*CHANNEL_OPTIONS, ("grpc.use_local_subchannel_pool", 1)]
        async with grpc.aio.insecure_channel(address, options=options) as channel:
            call = channel.unary_stream(method, request_serializer=None)(
                payload, metadata=auth_metadata(token), timeout=60
            )
            try:
                async for _ in call:
                    pass
            except grpc.aio.AioRpcError as err:
                return err.code().name
            return "OK"

    return list(await asyncio.gather(*(one() for _ in range(clients))))


def big_jobs(mib: float, job_kib: int = 15) -> list[measure_pb2.MeasureJob]:
    """Jobs of ``job_kib`` KiB each (a long workload key), ``mib`` MiB in all."""
    count = max(1, int(mib * MIB) // (job_kib * 1024))
    key = "x" * (job_kib * 1024)
    return [
        measure_pb2.MeasureJob(job_id=str(i), workload=measure_pb2.Workload(key=key))
        for i in range(count)
    ]


async def big_batches(
    address: str, token: str, clients: int, jobs: Sequence[measure_pb2.MeasureJob]
) -> list[str]:
    """``clients`` concurrent batches of ``jobs`` to a key without devices; outcomes.

    ``TrackerClient`` sends each in 1 MiB messages; the tracker reads all of
    a batch before it finds the key has no devices (FAILED_PRECONDITION).
    """

    async def one() -> str:
        async with TrackerClient(address, token=token) as client:
            try:
                await client.submit("nobody", jobs, timeout_s=120)
            except TrackerError as err:
                return err.code.name
            return "OK"

    return list(await asyncio.gather(*(one() for _ in range(clients))))


def connections(pid: int, port: int) -> int:
    """How many established TCP connections ``pid`` has to ``port`` (from /proc)."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        return 0
    found = 0
    for table in ("tcp", "tcp6"):
        for line in Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]:
            fields = line.split()
            # state 01 = ESTABLISHED; the remote port is hex after the colon
            remote_port = int(fields[2].rsplit(":", 1)[1], 16)
            if fields[9] in inodes and fields[3] == "01" and remote_port == port:
                found += 1
    return found


# A gRPC client process: "idle" makes N connections (one channel each, not
# shared), one health check on each, then sleeps answering pings; "watch"
# holds a Health.Watch stream open. Each prints a line once its calls are made.
_CLIENT = """
import asyncio, sys
import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

async def main(address, mode, count):
    if mode == "watch":
        async with grpc.aio.insecure_channel(address) as channel:
            call = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest())
            async for _ in call:
                print("watching", flush=True)
    options = [("grpc.use_local_subchannel_pool", 1)]
    channels = [grpc.aio.insecure_channel(address, options=options) for _ in range(count)]
    for channel in channels:
        await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest())
    print("idle", flush=True)
    await asyncio.sleep(3600)

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
"""


def grpc_client(address: str, mode: str, count: int = 1) -> subprocess.Popen[str]:
    """Starts a gRPC client process (see ``_CLIENT``) and waits until its calls are made."""
    env = dict(os.environ, GRPC_VERBOSITY="NONE")
    proc = subprocess.Popen(
        [sys.executable, "-c", _CLIENT, address, mode, str(count)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    proc.stdout.readline()
    return proc


class IdleWatch:
    """Connections held open against a tracker, and when the tracker closed each.

    Kinds: ``raw`` TCP connections that send nothing; ``silent`` ones that send
    the HTTP/2 preface and then never answer; ``idle`` gRPC connections (one
    call made, pings answered, in one client process); ``frozen``: a client
    holding a call open, then SIGSTOPped (its kernel still acknowledges).
    """

    def __init__(self, address: str, count: int) -> None:
        host, _, port = address.rpartition(":")
        self.port = int(port)
        self.count = count
        self.raw = [socket.create_connection((host, self.port)) for _ in range(count)]
        self.silent = [socket.create_connection((host, self.port)) for _ in range(count)]
        for sock in self.silent:
            sock.sendall(H2_PREFACE)
        opened = time.monotonic()
        self.idle_client = grpc_client(address, "idle", count)
        self.frozen_client = grpc_client(address, "watch")
        self.frozen_client.send_signal(signal.SIGSTOP)
        now = time.monotonic()
        self.started = {"raw": opened, "silent": opened, "idle": now, "frozen": now}
        self.closed_at: dict[str, list[float]] = {kind: [] for kind in self.started}
        self._socks = [("raw", s) for s in self.raw] + [("silent", s) for s in self.silent]
        for _, sock in self._socks:
            sock.setblocking(False)

    def totals(self) -> dict[str, int]:
        return {"raw": self.count, "silent": self.count, "idle": self.count, "frozen": 1}

    def poll(self) -> bool:
        """Notes what closed since the last poll; True once everything has."""
        now = time.monotonic()
        for kind, sock in list(self._socks):
            try:
                while sock.recv(65536):
                    pass  # frames from the tracker: SETTINGS, pings, GOAWAY
                closed = True
            except BlockingIOError:
                closed = False
            except OSError:
                closed = True
            if closed:
                self.closed_at[kind].append(now - self.started[kind])
                self._socks.remove((kind, sock))
                sock.close()
        for kind, proc, total in (
            ("idle", self.idle_client, self.count),
            ("frozen", self.frozen_client, 1),
        ):
            gone = total - connections(proc.pid, self.port) - len(self.closed_at[kind])
            self.closed_at[kind].extend([now - self.started[kind]] * gone)
        return all(len(self.closed_at[k]) == n for k, n in self.totals().items())

    def wait(self, timeout_s: float) -> bool:
        """Polls until everything is closed or ``timeout_s`` passed."""
        deadline = time.monotonic() + timeout_s
        while not self.poll():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    def close(self) -> None:
        for _, sock in self._socks:
            sock.close()
        for proc in (self.idle_client, self.frozen_client):
            proc.send_signal(signal.SIGCONT)  # a stopped process cannot exit
            proc.kill()
            proc.wait()
            if proc.stdout is not None:
                proc.stdout.close()


def make_cert(
    directory: Path, name: str, names: str = "IP:127.0.0.1,DNS:localhost"
) -> tuple[Path, Path]:
    """A self-signed certificate and its key for ``names`` (subjectAltName), via openssl."""
    cert, key = directory / f"{name}-cert.pem", directory / f"{name}-key.pem"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
            "-keyout", str(key), "-out", str(cert), "-subj", f"/CN={name}",
            "-addext", f"subjectAltName={names}",
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key
