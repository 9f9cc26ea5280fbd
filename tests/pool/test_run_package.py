"""``autotune run PKG --tracker --key``: a compiled model runs on a device server of the
pool (issue 34, item 4). Real tracker, device servers and ``autotune run`` processes on
loopback, with a pool token; the models are compiled here."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from runtime import compile_model
from runtime.model import Runtime
from runtime.package import Package
from tests.model.graphs import GraphBuilder, random_feeds, rel_err
from tests.pool.procs import REPO, Procs, clean_env, run, running, wait_until
from tracker.client import TrackerClient
from tracker.connections import MAX_RECEIVE_BYTES

pytestmark = pytest.mark.timeout(300)

KEY = "cpu"
ARM = "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72"
THREADS = "2"


def small_cnn() -> Graph:
    """conv, relu, global pool, gemm, softmax: kernels and a numpy step or two."""
    b = GraphBuilder("pool_run", seed=5)
    x = b.input("x", (1, 3, 8, 8))
    y = b.node("Relu", [b.conv(x, 8)])
    y = b.node("Reshape", [b.node("GlobalAveragePool", [y])], shape=(1, 8))
    logits = b.node("Gemm", [y, b.rand(10, 8), b.rand(10)], alpha=1.0, beta=1.0, transA=0, transB=1)
    return b.output(logits, b.node("Softmax", [logits], axis=1))


def wide() -> Graph:
    """A dense layer whose weights alone are more than the tracker reads in a message,
    and an activation whose input and output are too."""
    b = GraphBuilder("wide", seed=6)
    x = b.input("x", (1, 512))
    dense = b.node("Relu", [b.node("MatMul", [x, b.rand(512, 2304, scale=0.05)])])
    big = b.input("big", (1152, 1024))
    return b.output(dense, b.node("Relu", [big]))


@pytest.fixture(scope="module")
def packages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Graph]]:
    """The test models compiled here (template defaults), as package files."""
    out = tmp_path_factory.mktemp("packages")
    built = {}
    for name, graph in (("cnn", small_cnn()), ("wide", wide())):
        package, _ = compile_model(graph)
        built[name] = (package.save(out / f"{name}.pkg"), graph)
    return built


@pytest.fixture(scope="module")
def arm_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A board's package, cross-compiled here by ``autotune compile`` (which cannot time
    it here, and says so)."""
    from tests.model.test_model_cli import small_cnn as small_cnn_onnx

    out = tmp_path_factory.mktemp("arm")
    model = small_cnn_onnx(out / "cnn.onnx", batch=1)
    proc = subprocess.run(
        [sys.executable, "-m", "autotune", "compile", str(model), "-o", str(out / "arm.pkg"),
         "--target", ARM],
        capture_output=True, text=True, timeout=300, check=False, cwd=REPO,
        env={**clean_env(), "AUTOTUNE_DB": str(out / "no-records.db")},
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "not measured: the package is for aarch64" in proc.stdout
    return out / "arm.pkg"


class Pool:
    """A tracker with a token and one device server under :data:`KEY`."""

    def __init__(self, procs: Procs, tmp: Path) -> None:
        self.procs = procs
        self.token_file = tmp / "pool.token"
        self.token_file.write_text("s3cret-token\n")
        _, self.address = procs.tracker("--token-file", str(self.token_file))
        self.device = procs.device(self.address, KEY, "--token-file", str(self.token_file))
        token = self.token_file.read_text().strip()

        async def registered() -> None:
            async with TrackerClient(self.address, token=token) as client:
                await client.wait_for_devices(KEY, 1, timeout_s=120)

        run(registered(), timeout_s=130)

    def run(
        self, package: Path, *args: str, token_file: Path | None = None
    ) -> subprocess.CompletedProcess[str]:
        """``autotune run PKG --tracker --key`` to completion."""
        return subprocess.run(
            self.command(package, *args, token_file=token_file),
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
            cwd=REPO,
            env=clean_env(),
        )

    def command(self, package: Path, *args: str, token_file: Path | None = None) -> list[str]:
        token = token_file or self.token_file
        return [
            sys.executable, "-m", "autotune", "run", str(package), "--tracker", self.address,
            "--key", KEY, "--token-file", str(token), *args,
        ]  # fmt: skip


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pool]:
    """One pool shared by the tests that leave its device alive."""
    tmp = tmp_path_factory.mktemp("pool")
    with running(tmp) as procs:
        yield Pool(procs, tmp)


def _save_inputs(path: Path, graph: Graph, seed: int) -> dict[str, np.ndarray]:
    feeds = random_feeds(graph, seed=seed)
    np.savez(path, **feeds)  # type: ignore[arg-type]
    return feeds


def _local(package: Path, feeds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return Runtime(Package.load(package), num_threads=int(THREADS)).run(feeds)


def test_run_on_a_pool_device_matches_the_local_run(
    pool: Pool, packages: dict[str, tuple[Path, Graph]], tmp_path: Path
) -> None:
    """Outputs bit for bit those of the same package run here (same code, same threads),
    and the numpy interpreter's within float error; timings and a profile of every step."""
    package, graph = packages["cnn"]
    feeds = _save_inputs(tmp_path / "in.npz", graph, seed=int(time.time()) % 1000)
    proc = pool.run(
        package, "--inputs", str(tmp_path / "in.npz"), "--output", str(tmp_path / "out.npz"),
        "--threads", THREADS, "--repeat", "3", "--profile", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["device_id"].startswith("dev-")
    assert summary["repeat"] == 3
    assert 0 < summary["min_ms"] <= summary["median_ms"] <= summary["max_ms"]
    steps = Package.load(package).plan.steps
    assert [row["name"] for row in summary["profile"]] == [s.name for s in steps]
    assert all(row["ms"] >= 0 for row in summary["profile"])
    local, want = _local(package, feeds), interpret(graph, feeds)
    with np.load(tmp_path / "out.npz") as got:
        assert sorted(got.files) == sorted(graph.outputs)
        for name in graph.outputs:
            assert got[name].dtype == local[name].dtype
            assert np.array_equal(got[name], local[name]), name
            assert rel_err(got[name], want[name]) < 1e-4, name

    text = pool.run(package, "--print-time", "--repeat", "2", "--profile")
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0] == f"{graph.outputs[0]}: [1, 10] float32"
    assert any(line.startswith("latency over 2 runs: median") for line in lines)
    assert sum(" ms  " in line for line in lines) == len(steps)


def test_a_package_inputs_and_outputs_over_one_message_travel_in_pieces(
    pool: Pool, packages: dict[str, tuple[Path, Graph]], tmp_path: Path
) -> None:
    """The tracker reads at most MAX_RECEIVE_BYTES per message: a larger package, a
    larger input and a larger output get there whole all the same."""
    package, graph = packages["wide"]
    assert package.stat().st_size > MAX_RECEIVE_BYTES
    feeds = _save_inputs(tmp_path / "in.npz", graph, seed=int(time.time()) % 1000)
    assert feeds["big"].nbytes > MAX_RECEIVE_BYTES
    out = tmp_path / "out.npz"
    proc = pool.run(package, "-i", str(tmp_path / "in.npz"), "-o", str(out), "--threads", THREADS)
    assert proc.returncode == 0, proc.stderr
    local = _local(package, feeds)
    with np.load(out) as got:
        assert sorted(got.files) == sorted(graph.outputs)
        assert got[graph.outputs[1]].nbytes > MAX_RECEIVE_BYTES
        for name in graph.outputs:
            assert np.array_equal(got[name], local[name]), name


def test_a_wrong_token_is_refused(
    pool: Pool, packages: dict[str, tuple[Path, Graph]], tmp_path: Path
) -> None:
    wrong = tmp_path / "wrong.token"
    wrong.write_text("not-the-token\n")
    proc = pool.run(packages["cnn"][0], token_file=wrong)
    assert proc.returncode == 1
    assert "invalid pool token" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_a_package_for_another_architecture_is_refused_in_one_line(
    pool: Pool, arm_package: Path
) -> None:
    """Cross-compiled for aarch64: the x86-64 device refuses it before loading its code."""
    proc = pool.run(arm_package, "--print-time")
    assert proc.returncode == 2, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("autotune run: error: device dev-"), line
    assert "compiled for aarch64" in line, line
    assert "this machine is x86_64" in line, line
    assert proc.stdout == ""


def test_inputs_the_model_does_not_take_are_refused_by_the_device(
    pool: Pool, packages: dict[str, tuple[Path, Graph]], tmp_path: Path
) -> None:
    rng = np.random.default_rng()
    np.savez(tmp_path / "in.npz", x=rng.standard_normal((1, 3, 9, 8)).astype(np.float32))
    proc = pool.run(packages["cnn"][0], "--inputs", str(tmp_path / "in.npz"))
    assert proc.returncode == 2, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("autotune run: error: device dev-"), line
    assert "input 'x' has shape [1, 3, 9, 8]; the model takes x [1, 3, 8, 8] float32" in line


def _children(pid: int, module: str) -> list[int]:
    """Processes whose parent is ``pid`` and whose command line names ``module``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        ppid = int(stat.rpartition(")")[2].split()[1])
        if ppid == pid and module.encode() in cmdline:
            found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its reaper does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def test_a_device_killed_mid_run_gives_an_error_not_a_hang(
    procs: Procs, packages: dict[str, tuple[Path, Graph]], tmp_path: Path
) -> None:
    """SIGKILL of the device server while its package runs: the run fails DEVICE_LOST
    at once (it is given to no other device), and the package's process dies too."""
    pool = Pool(procs, tmp_path)
    # Far more timed runs than the test waits for: the device is surely mid-run.
    client = subprocess.Popen(
        pool.command(packages["cnn"][0], "--print-time", "--repeat", "100000000"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
        env=clean_env(),
    )
    try:
        workers: list[int] = []

        def package_running() -> bool:
            workers[:] = _children(pool.device.pid, "device_server.package_worker")
            return bool(workers)

        wait_until(package_running, 120, "the package's process on the device")
        pool.device.send_signal(signal.SIGKILL)
        out, err = client.communicate(timeout=60)
    finally:
        if client.poll() is None:
            client.kill()
            client.wait(10)
    assert client.returncode == 1, (out, err)
    (line,) = err.strip().splitlines()
    assert line.startswith("autotune run: error: device_lost: lost 1 device(s)"), line
    wait_until(lambda: not any(_alive(p) for p in workers), 20, "the package's process to end")
