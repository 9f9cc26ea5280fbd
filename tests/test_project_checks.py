"""The project's own checks, run by the test suite: lint, format, types, protocol drift."""

from __future__ import annotations

import filecmp
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# The grpcio of the GPU image (../shared/gpu/README.md): the protocol code must import there.
GPU_IMAGE_GRPCIO = (1, 84, 0)
PACKAGES = ["compiler", "tracker", "device_server", "tuner", "autotune", "tests", "bench", "proto"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True, check=False
    )


def test_ruff_lint_clean() -> None:
    out = _run("ruff", "check", *PACKAGES)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_format_clean() -> None:
    out = _run("ruff", "format", "--check", *PACKAGES)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.slow
def test_mypy_clean() -> None:
    out = _run("mypy")
    assert out.returncode == 0, out.stdout + out.stderr


def test_generated_protocol_matches_proto_files(tmp_path: Path) -> None:
    """Regenerates autotune.v1 with grpcio-tools and fails on any drift."""
    sys.path.insert(0, str(REPO / "proto"))
    try:
        import generate  # proto/generate.py, the one script that regenerates the code
    finally:
        sys.path.remove(str(REPO / "proto"))
    fresh = generate.generate(tmp_path)
    assert fresh, "protoc generated nothing"
    committed_dir = REPO / "autotune" / "v1"
    fresh_names = {p.name for p in fresh}
    committed_names = {p.name for p in committed_dir.glob("*_pb2*.py*")}
    assert fresh_names == committed_names, (
        f"generated files differ: missing {fresh_names - committed_names}, "
        f"stale {committed_names - fresh_names}; run `python proto/generate.py`"
    )
    drifted = [p.name for p in fresh if not filecmp.cmp(p, committed_dir / p.name, shallow=False)]
    assert not drifted, f"{drifted} drifted from proto/; run `python proto/generate.py`"


def _floor(package: str) -> str:
    """The ``>=`` version that pyproject.toml's dependencies state for ``package``."""
    text = (REPO / "pyproject.toml").read_text()
    match = re.search(rf'^\s*"{re.escape(package)}>=([0-9.]+)[,"]', text, re.MULTILINE)
    assert match, f"pyproject.toml states no floor for {package}"
    return match.group(1)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def test_generated_grpc_code_runs_on_the_stated_grpcio_floor() -> None:
    """The generated version check accepts pyproject's grpcio floor, and so the GPU image's."""
    floor = _floor("grpcio")
    assert _version(floor) <= GPU_IMAGE_GRPCIO, f"grpcio>={floor} refuses the GPU image's"
    # grpcio-health-checking X checks for grpcio X itself: the two floors move together.
    assert _floor("grpcio-health-checking") == floor
    code = (
        f"import grpc\ngrpc.__version__ = {floor!r}\n"
        "from autotune.v1 import measure_pb2_grpc, tracker_pb2_grpc\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr


def test_generated_messages_run_on_the_stated_protobuf_floor() -> None:
    """Each *_pb2.py refuses a protobuf runtime older than its protoc: none is past the floor."""
    floor = _version(_floor("protobuf"))
    for path in sorted((REPO / "autotune" / "v1").glob("*_pb2.py")):
        match = re.search(r"^# Protobuf Python Version: ([0-9.]+)$", path.read_text(), re.M)
        assert match, f"{path.name} does not say which protoc wrote it"
        assert _version(match.group(1)) <= floor, f"{path.name} needs protobuf>={match.group(1)}"


def test_protocol_package_imports() -> None:
    code = (
        "from autotune.v1 import measure_pb2, tracker_pb2, tracker_pb2_grpc\n"
        "job = measure_pb2.MeasureJob(job_id='j', target='llvm')\n"
        "job.workload.key = 'matmul:m=2,n=2,k=2'\n"
        "job.config.knobs['tile'].ints_value.values.extend([2, 4])\n"
        "again = measure_pb2.MeasureJob.FromString(job.SerializeToString())\n"
        "assert list(again.config.knobs['tile'].ints_value.values) == [2, 4]\n"
        "assert tracker_pb2_grpc.TrackerStub and tracker_pb2.BatchEvent\n"
        "print(measure_pb2.ErrorKind.Name(6))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ERROR_KIND_WRONG_ANSWER"


def test_cli_version_and_help() -> None:
    from autotune import __version__

    out = _run("autotune", "--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"autotune {__version__}"
    out = _run("autotune", "--help")
    assert out.returncode == 0
    assert "usage: autotune" in out.stdout
