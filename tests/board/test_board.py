"""On the emulated aarch64 board (``scripts/arm_board.sh``): every CPU kernel template
passes its numpy check as NEON code JIT-compiled there, the runtime there makes
aarch64's syscalls and cache flushes, and an object cross-compiled here runs there.

Slow: the board takes minutes to build the first time (then it is cached in
``$ARM_BOARD_ROOT``, default ``/var/cache/autotune/arm64-board``), and code runs
80-250x slower under emulation. Skipped only where the board cannot be built.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from compiler.api import render
from compiler.target import Target
from runtime.llvm_jit import compile_object
from tests.board.emulated import BOARD_TARGET, CROSS_TARGET, on_board
from tests.board.kernel_cases import CASES

pytestmark = [pytest.mark.slow, pytest.mark.timeout(3600)]


def results(out: subprocess.CompletedProcess[str]) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def test_every_cpu_template_passes_its_numpy_check_on_the_board(board: Path) -> None:
    out = on_board(board, "python", "-m", "tests.board.kernel_cases", "--target", BOARD_TARGET)
    got = results(out)
    assert [r["workload"] for r in got] == list(CASES), out.stderr[-2000:]
    failed = [r for r in got if not r["ok"]]
    assert not failed, failed
    assert out.returncode == 0


def test_the_boards_runtime_is_aarch64(board: Path) -> None:
    script = """
import re, numpy as np
from compiler.target import Target
from compiler.target_arch import host_arch
from runtime import evict, thread_pool
from runtime.llvm_jit import compile_ir
t = Target.parse("llvm")
assert host_arch() == "aarch64", host_arch()
assert (t.vector_lanes(), t.vector_registers()) == (4, 32)
flush = compile_ir(evict.render_evict("aarch64"), t).asm()
assert re.search(r"dc\\tcivac, x\\d+", flush) and "dsb\\tish" in flush, flush
pool = compile_ir(thread_pool.render_pool(), t).asm()
assert re.search(r"mov\\t[wx]0, #98\\n", pool), "futex"
a = np.random.default_rng().standard_normal(100_000).astype(np.float32)
before = a.copy()
evict.evict([a])
assert evict.supported() and np.array_equal(a, before)
print("ok")
"""
    out = on_board(board, "python", "-c", script)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")


@pytest.mark.parametrize(
    "workload", ["matmul:m=37,n=45,k=29", "conv2d:n=1,c=4,h=7,w=7,k=9,r=3,s=3,pad=1"]
)
def test_an_object_cross_compiled_here_runs_on_the_board(board: Path, workload: str) -> None:
    program = render(workload, None, CROSS_TARGET)
    obj = compile_object([program.text], Target.parse(CROSS_TARGET))
    # The board's /tmp is the root's.
    name = f"autotune-cross-{os.getpid()}-{workload.split(':', 1)[0]}.o"
    path = board / "tmp" / name
    path.write_bytes(obj)
    try:
        out = on_board(
            board,
            "python",
            "-m",
            "tests.board.kernel_cases",
            "--target",
            BOARD_TARGET,
            "--object",
            f"/tmp/{name}",
            workload,
        )
    finally:
        path.unlink()
    got = results(out)
    assert len(got) == 1, out.stderr[-2000:]
    assert got[0]["ok"], got[0]


def test_a_model_cross_compiled_here_runs_on_the_board(board: Path, tmp_path: Path) -> None:
    """A model compiled on this x86 host for the board's core runs there and matches
    onnxruntime here (a small CNN: emulation is 80-250x slower)."""
    ort = pytest.importorskip("onnxruntime")
    from compiler.model import import_onnx
    from runtime import compile_model
    from tests.model.test_model_cli import small_cnn

    model = small_cnn(tmp_path / "cnn.onnx", batch=1)
    package, _ = compile_model(import_onnx(str(model)), CROSS_TARGET)
    assert package.arch == "aarch64"
    session = ort.InferenceSession(str(model), providers=["CPUExecutionProvider"])
    (data,) = session.get_inputs()
    shape = [int(d) for d in data.shape]
    x = np.random.default_rng(3).standard_normal(shape).astype(np.float32)
    want = session.run(None, {data.name: x})[0]
    stem = f"autotune-model-{os.getpid()}"
    package.save(board / "tmp" / f"{stem}.pkg")
    np.save(board / "tmp" / f"{stem}.in.npy", x)
    script = f"""
import numpy as np, runtime
rt = runtime.load("/tmp/{stem}.pkg", num_threads=2)
out = rt.run({{"{data.name}": np.load("/tmp/{stem}.in.npy")}})
np.save("/tmp/{stem}.out.npy", next(iter(out.values())))
print("ok")
"""
    try:
        out = on_board(board, "python", "-c", script)
        assert out.returncode == 0, out.stderr[-2000:]
        got = np.load(board / "tmp" / f"{stem}.out.npy")
    finally:
        for suffix in (".pkg", ".in.npy", ".out.npy"):
            (board / "tmp" / f"{stem}{suffix}").unlink(missing_ok=True)
    assert got.shape == want.shape
    assert float(np.max(np.abs(got - want))) <= 1e-4 * float(np.max(np.abs(want)))
