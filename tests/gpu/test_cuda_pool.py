"""``autotune device-server --target cuda`` in a real pool: tracker, device server, client.

Real processes on loopback; only pycuda is replaced (by the host stand-in in
``tests/gpu/fake_pycuda``, put before a real pycuda where there is one), so the
generated CUDA C runs on the CPU. The device server does the real start-up
checks, registers its GPU info, and measures in its worker processes through
``PyCudaDriver``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from autotune.v1 import measure_pb2
from device_server.convert import workload_to_proto
from tests.gpu.cases import config_with
from tests.gpu.child_env import HOST_PYCUDA, REPO, child_env
from tests.pool.procs import Procs, clean_env, run, running
from tracker.client import TrackerClient
from tuner.wire import config_to_proto


@pytest.fixture
def procs(tmp_path: Path) -> Iterator[Procs]:
    with running(tmp_path) as p:
        yield p


def _job(job_id: str, workload: str, knobs: dict, target: str) -> measure_pb2.MeasureJob:
    return measure_pb2.MeasureJob(
        job_id=job_id,
        workload=workload_to_proto(workload),
        config=config_to_proto(knobs),
        target=target,
        options=measure_pb2.MeasureOptions(repeat=2),  # checked by default
    )


def test_cuda_device_server_measures_jobs_from_the_tracker(procs: Procs) -> None:
    _, address = procs.tracker()
    env = child_env(HOST_PYCUDA, base=clean_env())
    procs.device(address, "gpu", "--target", "cuda", "--device", "0", env=env)
    workloads = ["matmul:m=24,n=20,k=12,epilogue=bias_relu", "conv2d:n=1,c=2,h=6,w=6,k=4,r=3,s=3"]
    jobs = [
        _job(f"j{i}", w, config_with(w, threads_m=4, threads_n=4).to_json(), "cuda")
        for i, w in enumerate(workloads)
    ]
    depthwise = "depthwise_conv2d:n=2,c=3,h=7,w=9,r=3,s=3,stride=2,pad=1,epilogue=bias_relu6"
    jobs.append(_job("j2", depthwise, config_with(depthwise, layout="strided").to_json(), "cuda"))
    big = "matmul:m=256,n=256,k=64"
    knobs = config_with(big, threads_m=32, threads_n=32, thread_m=8, thread_n=8, block_k=8)
    jobs.append(_job("big", big, knobs.to_json(), "cuda"))

    async def scenario() -> tuple[list[measure_pb2.MeasureResult], measure_pb2.GpuInfo]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("gpu", 1, timeout_s=60)
            status = await client.status()
            return await client.measure("gpu", jobs), status.devices[0].info.gpu

    results, gpu = run(scenario(), timeout_s=120)
    assert gpu.name == "Host-emulated GPU"
    assert (gpu.cc_major, gpu.max_threads_per_block) == (8, 1024)
    by_id = {r.job_id: r for r in results}
    for job_id in ("j0", "j1", "j2"):
        result = by_id[job_id]
        assert result.error_kind == measure_pb2.ERROR_KIND_NONE, result.error_message
        assert result.checked  # by the device server's default
        assert result.max_rel_error < 1e-5
        assert len(result.costs_s) == 2
    # 1024 threads with 8x8 tiles: over the registers of a block, refused before nvcc.
    assert by_id["big"].error_kind == measure_pb2.ERROR_KIND_INVALID_CONFIG
    assert "over a device limit" in by_id["big"].error_message


@pytest.mark.parametrize(
    ("workload", "knob"),
    [
        ("matmul:m=32,n=32,k=32", "threads_m"),
        ("depthwise_conv2d:n=1,c=4,h=9,w=9,r=3,s=3,pad=1,epilogue=bias", "threads_x"),
    ],
    ids=["matmul", "depthwise_conv2d"],
)
def test_tuner_tunes_a_cuda_workload_on_the_pool(
    procs: Procs, tmp_path: Path, workload: str, knob: str
) -> None:
    """``autotune tune --target cuda`` (xgb, loop features) through the tracker to the GPU."""
    import subprocess
    import sys

    _, address = procs.tracker()
    env = child_env(HOST_PYCUDA, base=clean_env())
    procs.device(address, "gpu", "--target", "cuda", env=env)
    done = subprocess.run(
        [sys.executable, "-m", "autotune", "tune", workload, "--target", "cuda",
         "--tracker", address, "--key", "gpu", "--trials", "8", "--batch", "4",
         "--loop-features", "--remeasure", "2", "--db", str(tmp_path / "records.db")],
        capture_output=True, text=True, timeout=240, env=clean_env(), cwd=REPO, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = done.stdout + done.stderr  # the summary is progress output (stderr)
    assert "; 8 new trials (8 configs on record), " in report
    # The product space offers tiles far larger than a small workload; the tuner screens
    # out those over every GPU's limits, so the 8 trials are 8 working configs.
    with sqlite3.connect(tmp_path / "records.db") as db:
        rows = dict(db.execute("SELECT config_hash, error_kind FROM measurements"))
    assert list(rows.values()) == [measure_pb2.ERROR_KIND_NONE] * 8  # one row per config
    # On a GPU the next batch is searched while one is measured, by default.
    assert "the next batch is searched while one is measured" in report
    assert f'"{knob}":' in report  # the best config is a config of the CUDA template


def test_a_cuda_package_runs_on_a_gpu_device_of_the_pool(procs: Procs, tmp_path: Path) -> None:
    """``autotune run PKG --tracker --key`` with a package compiled for cuda: it travels
    through the tracker to the GPU device server, whose package worker runs it on its GPU
    (the stand-in), and the outputs come back as onnxruntime computes them."""
    import subprocess
    import sys

    import numpy as np
    import onnxruntime as ort

    from compiler.model import import_onnx
    from runtime import compile_model
    from tests.gpu.test_cuda_model import TOL, small_cnn

    model = small_cnn(seed=6)
    marker = b"fake-cubin\n"  # the stand-in pycuda's "nvcc" image: its loader runs the text
    package, _ = compile_model(
        import_onnx(model), "cuda -arch=sm_80", cuda_builder=lambda text, _a: marker + text.encode()
    )
    path = package.save(tmp_path / "cnn.pkg")
    x = np.random.default_rng(8).standard_normal((2, 3, 20, 18)).astype(np.float32)
    np.savez(tmp_path / "in.npz", x=x)
    _, address = procs.tracker()
    procs.device(address, "gpu", "--target", "cuda", env=child_env(HOST_PYCUDA, base=clean_env()))

    async def registered() -> None:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("gpu", 1, timeout_s=60)

    run(registered(), timeout_s=90)
    done = subprocess.run(
        [sys.executable, "-m", "autotune", "run", str(path), "--tracker", address, "--key",
         "gpu", "--inputs", str(tmp_path / "in.npz"), "--output", str(tmp_path / "out.npz"),
         "--repeat", "2", "--print-time"],
        capture_output=True, text=True, timeout=300, env=clean_env(), cwd=REPO, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "latency over 2 runs" in done.stdout
    ours = np.load(tmp_path / "out.npz")["y"]
    ref = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    assert np.max(np.abs(ours - ref)) / np.max(np.abs(ref)) < TOL
