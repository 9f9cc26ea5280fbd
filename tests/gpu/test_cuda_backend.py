"""The measurement pipeline on a cuda target, up to the driver calls, with fake drivers."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from autotune.v1 import measure_pb2 as K  # noqa: N812 - as in tests/pool
from compiler.timing import CHECK_RTOL
from device_server.convert import workload_to_proto
from device_server.measure import measure_job
from tests.gpu.cases import config_with
from tests.gpu.child_env import HOST_PYCUDA, child_env
from tests.gpu.fakes import (
    A100,
    LAUNCH_S,
    BrokenNvccDriver,
    CrashingDriver,
    FakeDriver,
    HostDriver,
    ReferenceDriver,
    WrongDriver,
)
from tuner.wire import config_to_proto

WORKLOAD = "matmul:m=40,n=36,k=24,epilogue=bias"


def job(
    workload: str = WORKLOAD, knobs: dict | None = None, target: str = "cuda", **options: object
) -> K.MeasureJob:
    return K.MeasureJob(
        job_id="j1",
        workload=workload_to_proto(workload),
        config=config_to_proto(knobs or {}),
        target=target,
        options=K.MeasureOptions(**options),  # type: ignore[arg-type]  # checked by default
    )


def measure(
    driver: FakeDriver, one_job: K.MeasureJob, on_compiled: Callable[[], None] | None = None
) -> K.MeasureResult:
    """The pipeline as a cuda device server's worker runs it."""
    return measure_job(
        one_job, driver, target="cuda", on_compiled=on_compiled, rng=np.random.default_rng(0)
    )


def test_flow_runs_the_generated_cuda_c(host_build_dir: Path) -> None:
    """Compile, verify, time, report: with the real CUDA C run on the host."""
    driver = HostDriver(host_build_dir)
    compiled: list[bool] = []
    knobs = config_with(WORKLOAD, threads_m=4, threads_n=8, thread_m=2, thread_n=2).to_json()
    result = measure(driver, job(knobs=knobs, repeat=2), lambda: compiled.append(True))
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert compiled == [True]
    assert result.max_rel_error < 1e-5  # checked against numpy
    assert len(result.costs_s) == 2
    assert all(c == pytest.approx(LAUNCH_S) for c in result.costs_s)
    assert result.number * LAUNCH_S >= 1e-3  # grown until a repeat lasts min_repeat_ms
    assert result.flop == 2 * 40 * 36 * 24 + 40 * 36
    assert result.compile_time_s > 0
    assert driver.compiled[0].target.arch == "sm_80"  # the device's arch: the target had none
    assert result.started_at.ToNanoseconds() <= result.finished_at.ToNanoseconds()


def test_default_config_and_explicit_arch() -> None:
    driver = ReferenceDriver(WORKLOAD)
    result = measure(driver, job(target="cuda -arch=sm_86"))
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    (program,) = driver.compiled
    assert program.target.arch == "sm_86"
    assert program.launch is not None
    assert program.launch.block == (256, 1, 1)  # the default config: 16 x 16 threads
    assert driver.launches == 1
    assert driver.timed_runs > 0


def test_wrong_answer() -> None:
    result = measure(WrongDriver(WORKLOAD), job())  # default options: checked
    assert result.error_kind == K.ERROR_KIND_WRONG_ANSWER
    assert "numpy reference" in result.error_message
    assert result.checked
    assert result.max_rel_error > CHECK_RTOL
    assert not result.costs_s


def test_checked_by_default_and_the_opt_out_is_flagged() -> None:
    """The CUDA path honours skip_correctness_check as the LLVM one does."""
    checked = measure(ReferenceDriver(WORKLOAD), job())
    assert checked.error_kind == K.ERROR_KIND_NONE, checked.error_message
    assert checked.checked
    assert checked.max_rel_error <= CHECK_RTOL
    unchecked = measure(WrongDriver(WORKLOAD), job(skip_correctness_check=True))
    assert unchecked.error_kind == K.ERROR_KIND_NONE, unchecked.error_message  # not compared
    assert not unchecked.checked
    assert unchecked.max_rel_error == 0
    assert unchecked.costs_s


def test_launch_failure_is_a_runtime_error_and_the_context_is_replaced() -> None:
    driver = CrashingDriver()
    result = measure(driver, job())
    assert result.error_kind == K.ERROR_KIND_RUNTIME_ERROR
    assert "illegal memory access" in result.error_message
    assert driver.resets == 1


def test_a_gpu_that_is_gone_is_named_in_the_result() -> None:
    class Gone(CrashingDriver):
        def recover(self) -> str:
            raise RuntimeError("cuCtxCreate failed: device unavailable")

    result = measure(Gone(), job())
    assert result.error_kind == K.ERROR_KIND_RUNTIME_ERROR
    assert "cuCtxCreate failed: device unavailable" in result.error_message


def test_nvcc_failure_is_a_compile_error() -> None:
    result = measure(BrokenNvccDriver(), job())
    assert result.error_kind == K.ERROR_KIND_COMPILE_ERROR
    assert "nvcc" in result.error_message


def test_over_a_device_limit_is_invalid_config_and_nothing_is_compiled() -> None:
    small = dataclasses.replace(A100, max_threads_per_block=128)
    driver = ReferenceDriver(WORKLOAD, small)
    result = measure(driver, job())  # the default config has 256 threads
    assert result.error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert "max_threads_per_block 128" in result.error_message
    assert driver.compiled == []
    assert driver.launches == 0
    ok = config_with(WORKLOAD, threads_m=8, threads_n=8).to_json()
    assert measure(driver, job(knobs=ok)).error_kind == K.ERROR_KIND_NONE


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"workload": "matmul:m=0,n=1,k=1"}, "invalid workload"),
        ({"workload": "pointwise_conv2d:n=1,c=4,k=4,p=64"}, "no CUDA template"),
        ({"knobs": {"threads_m": 3}}, "threads_m"),
        ({"target": "llvm"}, "not for this device (cuda: Fake A100)"),
        ({"target": "cuda -arch=sm_x"}, "malformed -arch"),
    ],
)
def test_bad_jobs_are_invalid_config(bad: dict, message: str) -> None:
    driver = ReferenceDriver(WORKLOAD)
    result = measure(driver, job(**bad))
    assert result.error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert message in result.error_message
    assert driver.compiled == []


def test_batch_matmul_and_conv2d_flow(host_build_dir: Path) -> None:
    for workload in ("batch_matmul:b=2,m=12,n=20,k=8", "conv2d:n=1,c=3,h=7,w=7,k=6,r=3,s=3,pad=1"):
        knobs = config_with(workload, threads_m=4, threads_n=8).to_json()
        result = measure(HostDriver(host_build_dir), job(workload, knobs))
        assert result.error_kind == K.ERROR_KIND_NONE, f"{workload}: {result.error_message}"
        assert result.max_rel_error < 1e-5


def test_gpu_description_to_proto() -> None:
    info = A100.to_proto()
    assert (info.cc_major, info.cc_minor, info.max_threads_per_block) == (8, 0, 1024)
    assert A100.arch == "sm_80"
    assert A100.limits.max_registers_per_block == 65536


def test_worker_loop_answers_cuda_jobs(host_build_dir: Path) -> None:
    """The worker process's loop (device_server.worker.serve) with a cuda target."""
    import io

    from device_server import framing
    from device_server.worker import serve

    knobs = config_with(WORKLOAD, threads_m=4, threads_n=4).to_json()
    # The parent's side: the job, then RUN for when the worker says COMPILED.
    inp = io.BytesIO(
        framing.encode(framing.TAG_JOB, job(knobs=knobs).SerializeToString())
        + framing.encode(framing.TAG_RUN)
    )
    out = io.BytesIO()
    serve(inp, out, "cuda", False, driver=HostDriver(host_build_dir))
    out.seek(0)
    tags = []
    while (frame := framing.read_frame(out)) is not None:
        tags.append(frame)
    assert [t for t, _ in tags] == [
        framing.TAG_READY,
        framing.TAG_COMPILED,
        framing.TAG_RAN,
        framing.TAG_RESULT,
    ]
    result = K.MeasureResult.FromString(tags[-1][1])
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert result.max_rel_error < 1e-5


@pytest.mark.parametrize(
    ("workload", "knobs"),
    [
        (WORKLOAD, {"threads_m": 4, "threads_n": 8}),
        # Split K: the driver allocates its workspaces (zero-filled: the stand-in's fresh
        # device memory is NaN) and passes them after the output on every launch.
        ("matmul:m=24,n=20,k=128,epilogue=bias", {"split_k": 4, "block_k": 8}),
    ],
)
def test_pycuda_driver_with_a_host_pycuda(workload: str, knobs: dict, tmp_path: Path) -> None:
    """PyCudaDriver and the measurer end to end, pycuda replaced by a host stand-in.

    Everything above pycuda is real: context, nvcc build and module load, prepared calls,
    device buffers, events; the kernel that runs is the generated CUDA C.
    """
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[2]
    config = config_with(workload, **knobs).to_json()
    code = (
        "import sys\n"
        "from autotune.v1 import measure_pb2\n"
        "from device_server.drivers.cuda import PyCudaDriver\n"
        "from device_server.measure import measure_job\n"
        "job = measure_pb2.MeasureJob.FromString(bytes.fromhex(sys.argv[1]))\n"
        "driver = PyCudaDriver(0)\n"
        "first = measure_job(job, driver, target='cuda')\n"
        "assert first.error_kind == measure_pb2.ERROR_KIND_NONE, first.error_message\n"
        "# another job on the same driver, with inputs of its own (no shared cache)\n"
        "result = measure_job(job, driver, target='cuda')\n"
        "driver.close()\n"
        "print(result.SerializeToString().hex())\n"
    )
    env = child_env(HOST_PYCUDA)
    done = subprocess.run(
        [
            sys.executable, "-c", code,
            job(workload, knobs=config, repeat=2).SerializeToString().hex(),
        ],
        capture_output=True, text=True, env=env, cwd=repo, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = K.MeasureResult.FromString(bytes.fromhex(done.stdout.strip()))
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert result.max_rel_error < 1e-5
    assert len(result.costs_s) == 2
    assert all(c > 0 for c in result.costs_s)


def test_reused_inputs_are_uploaded_once_and_every_job_gets_fresh_buffers() -> None:
    """``upload(reuse=name)``: the host copy crosses once; each call gets new buffers made on
    the device, so a kernel that writes over its inputs spoils no later job; new data under
    a new name is uploaded again."""
    import subprocess
    import sys

    code = (
        "import numpy as np, pycuda.driver as cuda\n"
        "from device_server.drivers.cuda import PyCudaDriver\n"
        "d = PyCudaDriver(0)\n"
        "a = np.random.default_rng(0).random((3, 5), dtype=np.float32)\n"
        "out = np.full(7, np.nan, np.float32)\n"
        "first = d.upload([a, out], reuse='w#1')\n"
        "sent = cuda.htod_bytes[0]\n"
        "first[0].array[...] = -1  # a kernel scribbling over its input\n"
        "again = d.upload([a, out], reuse='w#1')\n"
        "assert cuda.htod_bytes[0] == sent, 'uploaded again'\n"
        "assert int(again[0]) != int(first[0])\n"
        "got = np.empty_like(a); d.download(again[0], got)\n"
        "assert (got == a).all(), got\n"
        "nan = np.empty_like(out); d.download(again[1], nan)\n"
        "assert np.isnan(nan).all()\n"
        "other = d.upload([a + 1, out], reuse='w#2')\n"
        "assert cuda.htod_bytes[0] > sent\n"
        "d.download(other[0], got)\n"
        "assert (got == a + 1).all()\n"
        "plain = cuda.htod_bytes[0]\n"
        "d.upload([a, out])\n"
        "assert cuda.htod_bytes[0] == plain + a.nbytes + out.nbytes  # no name: no reuse\n"
        "d.close()\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True,
        env=child_env(HOST_PYCUDA), cwd=Path(__file__).resolve().parents[2], timeout=60,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_each_draw_of_a_workloads_inputs_has_its_own_name() -> None:
    """The name a device keeps inputs under changes when they are drawn again (after an
    eviction), so a kept copy never stands for other data."""
    from compiler import Workload
    from device_server.measure import ReferenceCache

    small, big = Workload.parse("matmul:m=8,n=8,k=8"), Workload.parse("matmul:m=64,n=64,k=64")
    cache = ReferenceCache(max_bytes=1)  # room for one workload at a time
    rng = np.random.default_rng(0)
    cache.inputs(small, rng)
    first = cache.name(small)
    cache.inputs(small, rng)
    assert cache.name(small) == first  # the same data: the same name
    cache.inputs(big, rng)
    cache.reference(big, rng)  # evicts the small one's inputs
    cache.inputs(small, rng)
    assert cache.name(small) != first
    # Another cache draws other inputs: never the same name, whatever drivers outlive it.
    other = ReferenceCache()
    other.inputs(small, rng)
    assert other.name(small) not in (first, cache.name(small))


def test_pycuda_driver_survives_a_library_that_switches_to_the_primary_context(
    tmp_path: Path,
) -> None:
    """Issue 13, defect 1: torch/cupy (the cuBLAS reference of ``autotune bench``) make the
    GPU's primary context current; our function handles live in our own context, so every
    driver call must make ours current again ("invalid resource handle" on an H100)."""
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[2]
    code = (
        "import numpy as np\n"
        "import pycuda.driver\n"
        "from compiler import Workload, random_inputs\n"
        "from device_server.cuda_bench import bench_cuda\n"
        "from device_server.drivers.cuda import PyCudaDriver\n"
        f"w = Workload.parse('{WORKLOAD}')\n"
        "driver = PyCudaDriver(0)\n"
        "program = driver.render(w, None, 'cuda')\n"
        "executable = driver.compile(program)\n"
        "pycuda.driver.cuda_set_device(0)  # as torch does before a cuBLAS call\n"
        "out = np.full(program.output.shape, np.nan, np.float32)\n"
        "buffers = driver.upload([*random_inputs(w, np.random.default_rng(0)), out])\n"
        "pycuda.driver.cuda_set_device(0)\n"
        "driver.run(executable, buffers)\n"
        "pycuda.driver.cuda_set_device(0)\n"
        "assert driver.time(executable, buffers, 3) > 0\n"
        "pycuda.driver.cuda_set_device(0)\n"
        "driver.download(buffers[-1], out)\n"
        "assert np.isfinite(out).all()\n"
        "pycuda.driver.Context.pop()  # the primary context, as the runtime leaves it\n"
        "r = bench_cuda(w, rounds=2, driver=driver)\n"
        "assert r['correct'], r\n"
        "driver.close()\n"
        "print('ok')\n"
    )
    env = child_env(HOST_PYCUDA)
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True, text=True, env=env, cwd=repo, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "ok"
