"""The CLI with cuda targets: source prints CUDA C; bench and device-server fail clearly
without pycuda, a driver or a GPU (exit 2, one line naming what is missing).

Whatever this machine has, each test decides what the processes it starts see: pycuda
hidden, a stand-in for it, or the host-emulated GPU (tests/gpu/child_env.py).
"""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from autotune.cli import main
from tests.gpu.cases import config_with
from tests.gpu.child_env import (
    CUBLAS_FRONTENDS,
    HOST_PYCUDA,
    HOST_TORCH,
    REPO,
    child_env,
    hidden,
)


def test_source_prints_cuda_c(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["source", "matmul:m=64,n=32,k=16,epilogue=bias", "--target", "cuda -arch=sm_90"])
    out = capsys.readouterr().out
    assert code == 0
    assert 'extern "C" __global__ void __launch_bounds__(' in out
    assert "bias[" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--target", "cuda -arch=sm_1"], "malformed -arch value 'sm_1'"),
        (["--target", "cuda -mcpu=znver5"], "unknown cuda target option"),
        (["--target", "cuda", "--config", '{"threads_m": 3}'], "knob 'threads_m': value 3"),
        (["--target", "cuda", "--config", '{"unroll_k": 4}'], "config does not set knob"),
    ],
)
def test_source_bad_input_is_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # A bad --target is refused while parsing (argparse exits), a bad config by the command.
    try:
        code = main(["source", "matmul:m=8,n=8,k=8", *args])
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.startswith("usage: autotune source") or err.startswith("autotune source: error:")
    assert "Traceback" not in err


def test_source_of_an_operator_without_cuda_template(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["source", "channel_affine:n=1,c=8,h=8,w=8", "--target", "cuda"]) == 2
    assert "no CUDA template for operator 'channel_affine'" in capsys.readouterr().err


def test_source_prints_the_depthwise_stencil(capsys: pytest.CaptureFixture[str]) -> None:
    workload = "depthwise_conv2d:n=1,c=8,h=8,w=8,r=3,s=3,pad=1,epilogue=bias_relu6"
    assert main(["source", workload, "--target", "cuda -arch=sm_90"]) == 0
    out = capsys.readouterr().out
    assert "(const float* __restrict__ data, const float* __restrict__ weight, " in out
    assert "fminf(fmaxf(acc[i][j] + bias[gc], 0.0f), 6.0f)" in out


def test_workloads_lists_cuda_spaces_and_says_which_operators_have_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["workloads", "--target", "cuda", "--json"]) == 0
    ops = {op["op"]: op for op in json.loads(capsys.readouterr().out)}
    for name in ("matmul", "batch_matmul", "conv2d"):
        assert ops[name]["space"]["target"] == "cuda"
        assert "threads_m" in ops[name]["space"]["knobs"]
    assert ops["depthwise_conv2d"]["space"]["target"] == "cuda"
    assert "threads_x" in ops["depthwise_conv2d"]["space"]["knobs"]
    assert "no CUDA template" in ops["pointwise_conv2d"]["unsupported"]
    assert main(["workloads", "--target", "cuda"]) == 0
    assert "not available on this target: no CUDA template" in capsys.readouterr().out


@pytest.fixture
def no_pycuda(tmp_path: Path) -> Path:
    """A folder that, first on a child's path, hides the pycuda this machine may have."""
    return hidden(tmp_path / "no_pycuda", "pycuda")


def test_bench_without_pycuda_says_how_to_install(no_pycuda: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "autotune", "bench", "matmul:m=64,n=64,k=64", "--target", "cuda"],
        capture_output=True, text=True, timeout=60, env=child_env(no_pycuda), cwd=REPO,
        check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "cannot bench on a GPU: pycuda is not installed" in done.stderr
    assert "pip install 'autotune[cuda]'" in done.stderr


def _device_server(pythonpath: Path, *extra: str) -> subprocess.CompletedProcess:
    """``autotune device-server --target cuda`` with ``pythonpath`` first on its path."""
    return subprocess.run(
        [sys.executable, "-c", "import sys; from autotune.cli import main; sys.exit(main())",
         "device-server", "--tracker", "127.0.0.1:1",
         "--key", "gpu", "--target", "cuda", *extra],
        capture_output=True, text=True, timeout=60, env=child_env(pythonpath), cwd=REPO,
        check=False,
    )  # fmt: skip


def test_device_server_without_pycuda_exits_2(no_pycuda: Path) -> None:
    done = _device_server(no_pycuda)
    assert done.returncode == 2
    assert "pycuda is not installed: pip install 'autotune[cuda]'" in done.stderr
    assert "Traceback" not in done.stderr


def test_tune_on_a_local_pool_without_pycuda_fails_at_once(tmp_path: Path, no_pycuda: Path) -> None:
    """The local device server exits at once; tune says why instead of waiting a minute."""
    done = subprocess.run(
        [sys.executable, "-m", "autotune", "tune", "matmul:m=64,n=64,k=64",
         "--target", "cuda", "--trials", "4", "--db", f"sqlite:///{tmp_path / 'r.db'}"],
        capture_output=True, text=True, timeout=50, env=child_env(no_pycuda), cwd=REPO,
        check=False,
    )  # fmt: skip
    assert done.returncode == 1  # the local pool fails at run time
    assert "local device server exited with status 2" in done.stderr
    assert "pycuda is not installed: pip install 'autotune[cuda]'" in done.stderr
    assert "Traceback" not in done.stderr


# A stand-in pycuda package (the GPU is the one thing tests may fake): each variant
# breaks where a real machine without a driver or GPU would.
FAKE_DRIVERS = {
    "no_driver_library": "raise ImportError('libcuda.so.1: cannot open shared object file')\n",
    "driver_fails": (
        "class Error(Exception): pass\n"
        "def init():\n    raise Error('cuInit failed: no CUDA-capable device is detected')\n"
    ),
    "no_gpu": ("def init(): pass\nclass Device:\n    @staticmethod\n    def count(): return 0\n"),
    "one_gpu": ("def init(): pass\nclass Device:\n    @staticmethod\n    def count(): return 1\n"),
}


@pytest.mark.parametrize(
    ("variant", "extra", "message"),
    [
        ("no_driver_library", [], "no NVIDIA GPU driver: pycuda cannot load"),
        ("driver_fails", [], "no usable NVIDIA GPU: the CUDA driver did not initialize"),
        ("no_gpu", [], "no NVIDIA GPU found (the CUDA driver reports 0 devices)"),
        ("one_gpu", ["--device", "3"], "no GPU 3: this machine has 1 (0..0)"),
    ],
)
def test_device_server_says_what_is_missing(
    variant: str, extra: list[str], message: str, tmp_path: Path
) -> None:
    package = tmp_path / "pycuda"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "driver.py").write_text(FAKE_DRIVERS[variant])
    done = _device_server(tmp_path, *extra)
    assert done.returncode == 2, done.stderr
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


WORKING_FAKE = """
class device_attribute:
    MAX_THREADS_PER_BLOCK = 'threads'
    MAX_SHARED_MEMORY_PER_BLOCK = 'shared'
    MAX_REGISTERS_PER_BLOCK = 'registers'
    MULTIPROCESSOR_COUNT = 'sms'
def init(): pass
class Device:
    def __init__(self, index): self.index = index
    @staticmethod
    def count(): return 2
    def name(self): return f'Fake GPU {self.index}'
    def compute_capability(self): return (9, 0)
    def total_memory(self): return 80 << 30
    def get_attributes(self):
        return {'threads': 1024, 'shared': 49152, 'registers': 65536, 'sms': 132}
"""


def test_device_info_describes_the_gpu(tmp_path: Path) -> None:
    """What a device server registers with (pycuda's device API, faked: no GPU here)."""
    package = tmp_path / "pycuda"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "driver.py").write_text(WORKING_FAKE)
    code = (
        "from device_server.info import detect_device_info\n"
        "info = detect_device_info('cuda', 1)\n"
        "print(info.gpu.SerializeToString().hex())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=child_env(tmp_path),
        cwd=REPO, check=True, timeout=60,
    )  # fmt: skip
    from autotune.v1 import measure_pb2

    gpu = measure_pb2.GpuInfo.FromString(bytes.fromhex(done.stdout.strip()))
    assert gpu.name == "Fake GPU 1"
    assert (gpu.cc_major, gpu.cc_minor) == (9, 0)
    assert gpu.memory_bytes == 80 << 30
    assert gpu.max_threads_per_block == 1024
    assert gpu.max_shared_memory_per_block == 49152
    assert gpu.max_registers_per_block == 65536
    assert gpu.multiprocessors == 132


def test_llvm_device_info_has_no_gpu() -> None:
    from device_server.info import detect_device_info

    assert not detect_device_info("llvm").HasField("gpu")


def _with_host_pycuda(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    """``python argv`` on the host-emulated GPU, without cuBLAS references to compare with."""
    env = child_env(hidden(tmp_path / "no_cublas", *CUBLAS_FRONTENDS), HOST_PYCUDA)
    return subprocess.run(
        [sys.executable, *argv], capture_output=True, text=True, env=env, cwd=REPO,
        timeout=180, check=False,
    )  # fmt: skip


def test_bench_on_a_gpu_reports_a_checked_timing(tmp_path: Path) -> None:
    """``autotune bench --target cuda`` with pycuda replaced by the host stand-in."""
    done = _with_host_pycuda(
        tmp_path,
        "-c", "import sys; from autotune.cli import main; sys.exit(main())",
        "bench", "matmul:m=32,n=24,k=16", "--target", "cuda", "--repeat", "2", "--json",
        "--config", json.dumps(config_with("matmul:m=32,n=24,k=16", threads_m=4).to_json()),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["correct"] is True
    assert result["gpu"] == "Host-emulated GPU"
    assert result["target"] == "cuda -arch=sm_80"
    assert result["median_s"] > 0
    assert "ratio" not in result  # cupy and torch hidden: no cuBLAS reference


def test_bench_takes_the_tuned_config_from_the_records(tmp_path: Path) -> None:
    """``autotune tune --target cuda`` then ``autotune bench --db``: the bench times the best
    config on record, not the template's default (it used to ignore --db on GPUs)."""
    workload, db = "matmul:m=32,n=24,k=16", f"sqlite:///{tmp_path / 'r.db'}"
    tuned = _with_host_pycuda(
        tmp_path, "-m", "autotune", "tune", workload, "--target", "cuda", "--trials", "4",
        "--db", db, "--json",
    )  # fmt: skip
    assert tuned.returncode == 0, tuned.stderr
    (summary,) = json.loads(tuned.stdout)["workloads"]
    done = _with_host_pycuda(
        tmp_path, "-m", "autotune", "bench", workload, "--target", "cuda", "--db", db,
        "--repeat", "2", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["config_source"] == "records"
    assert result["config"] == summary["best_config"]


def test_tune_skips_configs_no_gpu_could_run_and_says_how_many(tmp_path: Path) -> None:
    """Most of this small space's random configs are over every GPU's limits or tiles
    twice the output: the tuner screens them out instead of spending trials on them,
    and the summary counts them."""
    workload, db = "matmul:m=32,n=24,k=16", tmp_path / "r.db"
    tuned = _with_host_pycuda(
        tmp_path, "-m", "autotune", "tune", workload, "--target", "cuda", "--trials", "12",
        "--batch", "12", "--remeasure", "0", "--db", f"sqlite:///{db}", "--json",
    )  # fmt: skip
    assert tuned.returncode == 0, tuned.stderr
    (summary,) = json.loads(tuned.stdout)["workloads"]
    assert summary["new_trials"] == 12
    assert summary["errors"] == 0
    assert summary["screened"] > 0
    assert f"{summary['screened']} configs not worth measuring skipped" in tuned.stderr
    with sqlite3.connect(db) as conn:
        kinds = [k for (k,) in conn.execute("SELECT error_kind FROM measurements")]
    assert kinds == [0] * 12  # ERROR_KIND_NONE: nothing over a limit reached the device


def test_trial_phases_script_says_what_holds_the_gpu(tmp_path: Path) -> None:
    done = _with_host_pycuda(
        tmp_path, "bench/bench_cuda_trial.py", "matmul:m=24,n=16,k=8", "--trials", "2"
    )
    assert done.returncode == 0, done.stderr
    lines = {line.split()[0]: line for line in done.stdout.splitlines() if line.strip()}
    for phase in ("upload", "run", "download", "timing"):
        assert "(holds the GPU)" in lines[phase]
    for phase in ("nvcc", "check"):  # the check follows once the GPU is handed on
        assert "(holds the GPU)" not in lines[phase]
    assert "trials/s" in done.stdout.splitlines()[-1]


def test_bench_script_tunes_and_prints_a_table(tmp_path: Path) -> None:
    done = _with_host_pycuda(
        tmp_path,
        "bench/bench_cuda.py", "--m", "40", "--n", "32", "--k", "24", "--sample", "2",
        "--rounds", "2", "--top", "1",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    # The default and two samples: each is measured, or rejected with its reason.
    counts = re.search(r"(\d+) measured, (\d+) rejected or failed", done.stdout)
    assert counts, done.stdout
    measured, rejected = int(counts[1]), int(counts[2])
    assert measured >= 1, done.stdout
    assert measured + rejected == 3, done.stdout
    assert done.stdout.count("invalid: ") == rejected, done.stdout
    assert "best config:" in done.stdout


DEPTHWISE_ARGS = (
    "--op", "depthwise_conv2d", "--batch", "2", "--c", "5", "--h", "9", "--w", "11",
    "--stride", "2", "--pad", "1", "--epilogue", "bias", "--sample", "2", "--rounds", "2",
    "--top", "1",
)  # fmt: skip


def _with_host_torch(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    """``python argv`` on the host-emulated GPU, with the host stand-in for torch (cupy hidden,
    so cuBLAS goes through torch too)."""
    env = child_env(hidden(tmp_path / "no_cupy", "cupy"), HOST_TORCH, HOST_PYCUDA)
    return subprocess.run(
        [sys.executable, *argv], capture_output=True, text=True, env=env, cwd=REPO,
        timeout=180, check=False,
    )  # fmt: skip


def test_which_library_each_workload_is_compared_with() -> None:
    from compiler import Workload
    from device_server.cuda_references import reference_library

    expected = {
        "matmul:m=8,n=8,k=8": "cuBLAS",
        "batch_matmul:b=2,m=8,n=8,k=8": "cuBLAS",  # no epilogue parameter at all
        "matmul:m=8,n=8,k=8,epilogue=bias": None,  # cuBLAS would need a second kernel
        "depthwise_conv2d:n=1,c=8,h=8,w=8,r=3,s=3": "cuDNN",
        "depthwise_conv2d:n=1,c=8,h=8,w=8,r=3,s=3,epilogue=bias": "cuDNN",
        "depthwise_conv2d:n=1,c=8,h=8,w=8,r=3,s=3,epilogue=bias_relu6": None,
        "conv2d:n=1,c=8,h=8,w=8,k=8,r=3,s=3": "cuDNN",
        "conv2d:n=1,c=8,h=8,w=8,k=8,r=3,s=3,epilogue=bias": "cuDNN",
        "conv2d:n=1,c=8,h=8,w=8,k=8,r=3,s=3,epilogue=bias_relu": None,
        "conv2d:n=1,c=16,h=8,w=8,k=16,r=1,s=1,layout_in=nchw16c": None,  # not cuDNN's layout
    }
    for workload, library in expected.items():
        assert reference_library(Workload.parse(workload)) == library, workload


CONV2D_ARGS = (
    "--op", "conv2d", "--c", "3", "--kout", "4", "--h", "6", "--w", "5", "--stride", "2",
    "--pad", "1", "--sample", "3", "--rounds", "2", "--top", "1", "--jobs", "2",
)  # fmt: skip


@pytest.mark.parametrize(
    ("args", "measured", "workload"),
    [
        (DEPTHWISE_ARGS, 3, "depthwise_conv2d:n=2,c=5,h=9,w=11"),
        (CONV2D_ARGS, 4, "conv2d:n=1,c=3,h=6,w=5,k=4,r=3,s=3,stride=2,pad=1"),
    ],
    ids=["depthwise", "conv2d"],
)
def test_bench_script_times_convolutions_against_cudnn(
    tmp_path: Path, args: tuple[str, ...], measured: int, workload: str
) -> None:
    """Depthwise and conv2d against (stand-in) torch's conv2d (groups=c, groups=1), which
    switches to the primary context as the CUDA runtime does, replayed from a graph; the
    configs are built --jobs at a time in threads while the first ones are checked."""
    out = tmp_path / "rows.json"
    done = _with_host_torch(tmp_path, "bench/bench_cuda.py", *args, "--json-out", str(out))
    assert done.returncode == 0, done.stderr
    assert f"nvcc: {measured} builds" in done.stdout
    assert f"{measured} measured, 0 rejected or failed" in done.stdout
    assert "(ours vs cuDNN via torch, CUDA graph)" in done.stdout
    assert "ours/cuDNN" in done.stdout
    result = json.loads(out.read_text())
    assert result["workload"].startswith(workload)
    assert result["reference"] == "cuDNN via torch, CUDA graph"
    assert result["best"]["reference_s"] > 0
    assert all(row["max_rel_err"] < 1e-5 for row in result["rows"])


def test_bench_script_says_when_there_is_no_cudnn_reference(tmp_path: Path) -> None:
    done = _with_host_pycuda(tmp_path, "bench/bench_cuda.py", *DEPTHWISE_ARGS)
    assert done.returncode == 0, done.stderr
    assert "no torch installed: no cuDNN reference" in done.stdout
    assert "best config:" in done.stdout


def test_bench_script_lists_the_mobilenet_depthwise_shapes() -> None:
    """No GPU needed to see what a preset would measure (each has a CUDA space)."""
    done = subprocess.run(
        [sys.executable, "bench/bench_cuda.py", "--preset", "mobilenet", "--list"],
        capture_output=True, text=True, env=child_env(), cwd=REPO, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 5
    assert all("vs cuDNN" in line for line in lines)
    assert lines[1].startswith("depthwise_conv2d:n=1,c=96,h=112,w=112,r=3,s=3,stride=2,pad=1 ")
    assert lines[3].startswith("depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,pad=2 ")


def test_bench_script_presets_add_up() -> None:
    """Presets repeat: issue 13's GEMM and ResNet-50 goals, each against its library."""
    done = subprocess.run(
        [sys.executable, "bench/bench_cuda.py", "--preset", "gemm", "--preset", "resnet",
         "--list"],
        capture_output=True, text=True, env=child_env(), cwd=REPO, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == ["matmul"] * 3 + ["batch_matmul"] + [
        "conv2d"
    ] * 4
    assert all("vs cuBLAS" in line for line in lines[:4])
    assert all("vs cuDNN" in line for line in lines[4:])


def test_autotune_bench_compares_depthwise_with_cudnn(tmp_path: Path) -> None:
    done = _with_host_torch(
        tmp_path,
        "-c", "import sys; from autotune.cli import main; sys.exit(main())",
        "bench", "depthwise_conv2d:n=1,c=3,h=7,w=6,r=3,s=3,pad=1", "--target", "cuda",
        "--repeat", "2", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["correct"] is True
    assert result["reference"] == "cuDNN via torch, CUDA graph"
    assert result["ratio"] > 0


def test_bench_script_without_a_gpu_exits_2(no_pycuda: Path) -> None:
    done = subprocess.run(
        [sys.executable, "bench/bench_cuda.py"], capture_output=True, text=True,
        env=child_env(no_pycuda), cwd=REPO, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "cannot run: pycuda is not installed" in done.stderr


def test_processes_that_open_a_gpu_exit_cleanly(tmp_path: Path) -> None:
    """pycuda aborts a process that exits with a context still pushed; ours pop theirs.

    The host stand-in aborts the same way (exit status 134), so a driver left
    open in a worker or in ``autotune bench`` fails here.
    """
    worker = subprocess.run(
        [sys.executable, "-m", "device_server.worker", "--target", "cuda"],
        stdin=subprocess.DEVNULL, capture_output=True, env=child_env(HOST_PYCUDA), cwd=REPO,
        timeout=120, check=False,
    )  # fmt: skip
    assert worker.returncode == 0, worker.stderr.decode()
    assert worker.stdout  # it said READY before the parent (here: no one) hung up
    leaked = _with_host_pycuda(
        tmp_path,
        "-c", "from device_server.drivers.cuda import PyCudaDriver; PyCudaDriver(0)"
    )  # fmt: skip
    assert leaked.returncode == 0, leaked.stderr
    assert "context stack was not empty" not in leaked.stderr
