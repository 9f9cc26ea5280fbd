"""The board flow end to end (issue 34, item 6): a tracker here, a device server on the
emulated aarch64 board, a model tuned from here through the tracker on the board (its
records here, keyed by the board's key and target), the model cross-compiled here from
those records and run on the board with ``autotune run --tracker``, its outputs matching
onnxruntime here.

Slow: Python, LLVM and every kernel run under qemu-user there (80-250x slower), so the
model is small and the tuning short; nothing asserts on time.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from sqlalchemy import create_engine, text

from tests.board.emulated import BOARD_TARGET, CROSS_TARGET, command
from tests.pool.procs import REPO, Procs, clean_env, run, running
from tracker.client import TrackerClient

pytestmark = [pytest.mark.slow, pytest.mark.timeout(3600)]

KEY = "rpi4-emulated"
TOKEN = "board-pool-token"


class BoardPool:
    """A tracker here with a pool token, and a device server of :data:`KEY` on the board."""

    def __init__(self, procs: Procs, board: Path, tmp: Path) -> None:
        self.token_file = tmp / "pool.token"
        self.token_file.write_text(TOKEN + "\n")
        _, self.address = procs.tracker("--token-file", str(self.token_file))
        # The board reads its own copy: its /tmp is the root's.
        self.board_token = board / "tmp" / f"autotune-pool-{os.getpid()}.token"
        self.board_token.write_text(TOKEN + "\n")
        self.log = (tmp / "board-device.log").open("w")
        argv = command(
            board, "python", "-m", "autotune", "device-server", "--tracker", self.address,
            "--key", KEY, "--target", BOARD_TARGET, "--max-backoff", "0.5",
            "--token-file", f"/tmp/{self.board_token.name}",
        )  # fmt: skip
        # Its own session: the chroot's processes are signalled as one group.
        self.device = subprocess.Popen(
            argv, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True
        )

        async def registered() -> None:
            async with TrackerClient(self.address, token=TOKEN) as client:
                await client.wait_for_devices(KEY, 1, timeout_s=600)

        run(registered(), timeout_s=610)

    def close(self) -> None:
        if self.device.poll() is None:
            os.killpg(self.device.pid, signal.SIGTERM)
            try:
                self.device.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.device.pid, signal.SIGKILL)
                self.device.wait(30)
        self.log.close()
        self.board_token.unlink(missing_ok=True)

    def autotune(self, *argv: str, timeout: float = 1800) -> subprocess.CompletedProcess[str]:
        """An ``autotune`` command here, to completion."""
        return subprocess.run(
            [sys.executable, "-m", "autotune", *argv],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            cwd=REPO,
            env=clean_env(),
        )


@pytest.fixture(scope="module")
def pool(board: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BoardPool]:
    tmp = tmp_path_factory.mktemp("board-pool")
    with running(tmp) as procs:
        pool = BoardPool(procs, board, tmp)
        try:
            yield pool
        finally:
            pool.close()


def test_tune_on_the_board_then_run_the_model_there(pool: BoardPool, tmp_path: Path) -> None:
    ort = pytest.importorskip("onnxruntime")
    from tests.model.test_model_cli import small_cnn

    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    db = tmp_path / "records.db"
    remote = ("--tracker", pool.address, "--key", KEY, "--token-file", str(pool.token_file))

    # Tune from here: every trial compiled and timed on the board.
    tuned = pool.autotune(
        "tune", str(model), "--target", CROSS_TARGET, *remote, "--trials", "6", "--batch", "3",
        "--remeasure", "1", "--db", str(db), "--json",
    )  # fmt: skip
    assert tuned.returncode == 0, tuned.stderr[-3000:]
    summary = json.loads(tuned.stdout)
    assert summary, tuned.stdout
    engine = create_engine(f"sqlite:///{db}")
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT * FROM measurements")).mappings().all()
    engine.dispose()
    assert len(rows) >= 6
    assert {r["device_key"] for r in rows} == {KEY}
    assert {r["target"] for r in rows} == {CROSS_TARGET}
    assert any(r["error_kind"] == 0 and r["checked"] for r in rows), rows

    # Cross-compile here from the board's records.
    package = tmp_path / "cnn.pkg"
    compiled = pool.autotune(
        "compile", str(model), "-o", str(package), "--target", CROSS_TARGET, "--key", KEY,
        "--db", str(db), "--json",
    )  # fmt: skip
    assert compiled.returncode == 0, compiled.stderr[-3000:]
    report = json.loads(compiled.stdout)
    assert report["measured_latency_ms"] is None  # aarch64 code: never run here
    assert report["tuned"] >= 1, report

    # Run it on the board through the tracker; onnxruntime here is the reference.
    session = ort.InferenceSession(str(model), providers=["CPUExecutionProvider"])
    (data,) = session.get_inputs()
    shape = [int(d) for d in data.shape]
    x = np.random.default_rng().standard_normal(shape).astype(np.float32)
    np.savez(tmp_path / "in.npz", **{data.name: x})  # type: ignore[arg-type]
    ran = pool.autotune(
        "run", str(package), *remote, "--inputs", str(tmp_path / "in.npz"),
        "--output", str(tmp_path / "out.npz"), "--repeat", "2", "--json",
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-3000:]
    timing = json.loads(ran.stdout)
    assert timing["repeat"] == 2
    assert timing["median_ms"] > 0
    want = session.run(None, {data.name: x})
    with np.load(tmp_path / "out.npz") as got:
        outputs = [got[o.name] for o in session.get_outputs()]
    for g, w in zip(outputs, want, strict=True):
        assert g.shape == w.shape
        assert float(np.max(np.abs(g - w))) <= 1e-4 * float(np.max(np.abs(w)))


def test_the_pool_knows_the_board_is_aarch64(pool: BoardPool) -> None:
    status = pool.autotune(
        "status", "--tracker", pool.address, "--token-file", str(pool.token_file), "--json"
    )
    assert status.returncode == 0, status.stderr
    (device,) = [d for d in json.loads(status.stdout)["devices"] if d["key"] == KEY]
    assert device["info"]["arch"] == "aarch64"
    assert device["info"]["target"] == BOARD_TARGET


def test_tuning_the_board_with_this_hosts_target_is_refused_in_one_line(
    pool: BoardPool, tmp_path: Path
) -> None:
    """``--target llvm`` builds x86-64 code here: not one trial could run on the board."""
    proc = pool.autotune(
        "tune", "matmul:m=16,n=16,k=16", "--tracker", pool.address, "--key", KEY,
        "--token-file", str(pool.token_file), "--trials", "2", "--db", str(tmp_path / "r.db"),
    )  # fmt: skip
    assert proc.returncode != 0
    # One line after the note that the records database is new.
    (line,) = [x for x in proc.stderr.splitlines() if "created a new records" not in x]
    assert line.startswith("autotune tune: error: "), line
    assert f"the devices of key {KEY!r} are aarch64 machines" in line, line
    assert "builds x86_64 code" in line, line
    assert "-mtriple=aarch64-linux-gnu" in line, line
