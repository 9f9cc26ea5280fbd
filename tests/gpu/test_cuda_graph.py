"""Timing from CUDA graphs: the driver-API calls (``CudaGraphs``), and PyCudaDriver's use of
them on the host pycuda (a launch loop times the host for kernels of a few microseconds)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from runtime.cuda_graph import CAPTURE_THREAD_LOCAL, CudaGraphs, GraphError
from tests.gpu.child_env import HOST_PYCUDA, child_env

REPO = Path(__file__).resolve().parents[2]


class RecordingLib:
    """The driver library's graph calls, recorded; ``fail`` names one that returns an error."""

    def __init__(self, fail: str = "") -> None:
        self.calls: list[str] = []
        self.fail = fail

    def __getattr__(self, symbol: str) -> Any:
        def call(*args: Any) -> int:
            self.calls.append(symbol)
            if symbol == "cuStreamBeginCapture_v2":
                assert args[1].value == CAPTURE_THREAD_LOCAL
            if symbol == "cuGraphInstantiateWithFlags":
                args[0]._obj.value = 1234  # the executable graph's handle
            return 700 if symbol == self.fail else 0

        return call


def test_a_capture_records_the_launches_then_instantiates() -> None:
    lib, launched = RecordingLib(), []
    graphs = CudaGraphs(lib)
    executable = graphs.capture(42, lambda: launched.append(lib.calls[-1]), 3)
    assert executable == 1234
    # Every launch happened while the stream was capturing.
    assert launched == ["cuStreamBeginCapture_v2"] * 3
    assert lib.calls == [
        "cuStreamBeginCapture_v2",
        "cuStreamEndCapture",
        "cuGraphInstantiateWithFlags",
        "cuGraphDestroy",
    ]
    graphs.launch(executable, 42)
    graphs.destroy(executable)
    assert lib.calls[-2:] == ["cuGraphLaunch", "cuGraphExecDestroy"]


def test_a_failed_launch_still_ends_the_capture() -> None:
    lib = RecordingLib()

    def launch() -> None:
        raise RuntimeError("launch failed")

    with pytest.raises(RuntimeError, match="launch failed"):
        CudaGraphs(lib).capture(42, launch, 2)
    assert lib.calls == ["cuStreamBeginCapture_v2", "cuStreamEndCapture"]


def test_a_driver_error_names_the_call_and_its_code() -> None:
    lib = RecordingLib(fail="cuGraphInstantiateWithFlags")
    with pytest.raises(GraphError, match=r"cuGraphInstantiateWithFlags failed: CUDA error 700"):
        CudaGraphs(lib).capture(42, lambda: None, 1)
    assert lib.calls[-1] == "cuGraphDestroy"  # the captured graph is freed all the same


def test_no_driver_library_means_no_graphs() -> None:
    assert CudaGraphs.open("libcuda-that-is-not-there.so.9") is None


TIMING = """
import numpy as np, pycuda.driver as cuda
import device_server.drivers.cuda as gpu
from compiler import Workload, random_inputs, reference
from compiler.timing import output_error
graphs = cuda.HostGraphs()
if {fail!r}:
    def broken(*args):
        raise gpu.GraphError("cuStreamBeginCapture failed: CUDA error 900")
    graphs.capture = broken
gpu.CudaGraphs.open = classmethod(lambda cls, library="": graphs)
d = gpu.PyCudaDriver(0)
w = Workload.parse("matmul:m=16,n=24,k=8")
program = d.render(w, None, "cuda")
fn = d.compile(program)
inputs = random_inputs(w, np.random.default_rng(0))
out = np.full((16, 24), np.nan, np.float32)
buffers = d.upload([*inputs, out])
before = cuda.launches[0]
seconds = d.time(fn, buffers, 3)
assert seconds > 0
assert cuda.launches[0] - before == 3, cuda.launches[0] - before
d.download(buffers[-1], out)
assert output_error(out, reference(w, inputs)) < 1e-5
print(d.timing_mode, graphs.captures)
d.close()
"""


@pytest.mark.parametrize(
    ("fail", "expected"), [(False, "graph 1"), (True, "launch loop 0")], ids=["graph", "fallback"]
)
def test_the_driver_times_from_a_graph_and_falls_back_to_a_loop(fail: bool, expected: str) -> None:
    """The runs are replayed from one graph (each recorded once, run once); a graph call
    that fails leaves the driver timing with a launch loop, the timing still right."""
    done = subprocess.run(
        [sys.executable, "-c", TIMING.format(fail=fail)], capture_output=True, text=True,
        env=child_env(HOST_PYCUDA), cwd=REPO, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == expected
    if fail:
        assert "timing with a launch loop" in done.stderr
