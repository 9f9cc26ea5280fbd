"""On a real NVIDIA GPU (marked ``gpu``; skipped, saying why, without pycuda or a GPU)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import numpy as np
import pytest

from autotune.v1 import measure_pb2
from compiler import Workload, get_space, output_shape, random_inputs, reference
from device_server.convert import workload_to_proto
from device_server.cuda_bench import bench_cuda
from device_server.drivers.cuda import probe_gpu
from device_server.measure import measure_job
from tests.gpu.cases import TEMPLATE_WORKLOADS, config_with
from tuner.wire import config_to_proto

pytestmark = pytest.mark.gpu

ERROR_NAMES = measure_pb2.ErrorKind.Name


def _job(workload: str, knobs: dict[str, Any]) -> measure_pb2.MeasureJob:
    return measure_pb2.MeasureJob(
        job_id="gpu",
        workload=workload_to_proto(workload),
        config=config_to_proto(knobs),
        target="cuda",
        options=measure_pb2.MeasureOptions(repeat=2),  # checked by default
    )


@pytest.mark.parametrize("op", sorted(TEMPLATE_WORKLOADS))
def test_sampled_configs_are_correct_on_the_gpu(real_gpu: Any, op: str) -> None:
    workload = TEMPLATE_WORKLOADS[op]
    space = get_space(workload, "cuda")
    for cfg in [space.default(), *space.sample(random.Random(5), 4)]:
        result = measure_job(_job(workload, cfg.to_json()), real_gpu, target="cuda")
        kind = ERROR_NAMES(result.error_kind)
        # Over the real device's limits is a legitimate outcome; anything else must be right.
        assert kind in ("ERROR_KIND_NONE", "ERROR_KIND_INVALID_CONFIG"), result.error_message
        if kind == "ERROR_KIND_NONE":
            assert result.max_rel_error < 1e-4
            assert len(result.costs_s) == 2
            assert all(c > 0 for c in result.costs_s)


def test_device_description(real_gpu: Any) -> None:
    gpu = probe_gpu(0)
    assert gpu.name
    assert gpu.cc_major >= 5
    assert gpu.max_threads_per_block >= 1024
    assert gpu.limits.max_shared_memory_per_block == 48 * 1024


def test_bench_against_cublas(real_gpu: Any) -> None:
    result = bench_cuda("matmul:m=512,n=512,k=512", rounds=3, driver=real_gpu)
    assert result["correct"], result
    assert result["gflops"] > 0


def test_device_server_workers_measure_on_the_gpu() -> None:
    """The real worker processes of ``autotune device-server --target cuda``."""
    try:
        probe_gpu(0)
    except Exception as err:
        pytest.skip(f"no GPU to run on: {err}")
    from device_server.workers import ProcessBackend

    async def run() -> measure_pb2.MeasureResult:
        backend = ProcessBackend(capacity=1, target="cuda", device=0)
        await backend.start()
        try:
            return await backend.measure(_job("matmul:m=256,n=256,k=256", {}))
        finally:
            await backend.close()

    result = asyncio.run(run())
    assert result.error_kind == measure_pb2.ERROR_KIND_NONE, result.error_message
    assert result.max_rel_error < 1e-4


def test_kernels_are_timed_from_cuda_graphs(real_gpu: Any) -> None:
    """On a real GPU the driver times from graphs: a launch loop measures the host for
    small kernels (every depthwise config took 5.5-8 us that way on an H100)."""
    result = bench_cuda(
        "depthwise_conv2d:n=1,c=32,h=56,w=56,r=3,s=3,pad=1", rounds=3, driver=real_gpu
    )
    assert result["correct"], result
    assert real_gpu.timing_mode == "graph"
    assert result["timing"] == "graph"


#: The knob modes the emulator cannot race (it runs blocks one at a time and cp.async
#: synchronously): split K's last-block handshake and cp.async's waits, on ragged and
#: padded shapes and on ResNet-50's small-output convs at their real sizes; and the
#: depthwise kernel that stages nothing, through the GPU's read-only cache.
KNOB_MODES = [
    ("matmul:m=100,n=72,k=260,epilogue=bias_relu", {"split_k": 4}),
    ("matmul:m=100,n=72,k=260,epilogue=bias_relu", {"split_k": 8, "async_copy": 1}),
    ("matmul:m=130,n=136,k=96", {"async_copy": 1, "double_buffer": 0}),
    ("matmul:m=130,n=136,k=96", {"async_copy": 1, "double_buffer": 1, "warp_n": 8}),
    ("matmul:m=256,n=256,k=128", {"layout": "quad", "warp_n": 4}),
    ("batch_matmul:b=3,m=50,n=36,k=200", {"split_k": 2, "async_copy": 1}),
    ("conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1", {}),  # the default splits K by 4
    ("conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1", {"async_copy": 1}),
    ("conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1", {"split_k": 16, "async_copy": 1}),
    ("conv2d:n=2,c=32,h=11,w=10,k=24,r=3,s=3,stride=2,pad=1", {"split_k": 4, "async_copy": 1}),
    # Depthwise at MobileNet's smallest size staged as its default was until 2026-11-27
    # (records hold it), then with nothing staged (__ldg reads guarded at every edge) on a
    # ragged size (a last channel group of 1 of 8).
    (
        "depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,pad=1",
        {"staging": "shared", "layout": "strided", "unroll_taps": 0},
    ),
    (
        "depthwise_conv2d:n=2,c=9,h=13,w=11,r=5,s=5,stride=2,pad=2,epilogue=bias_add_relu",
        {"staging": "none", "channels": 8, "layout": "strided"},
    ),
]


@pytest.mark.parametrize(("workload", "knobs"), KNOB_MODES)
def test_split_k_and_cp_async_are_right_launch_after_launch(
    real_gpu: Any, workload: str, knobs: dict[str, Any]
) -> None:
    """Three launches of one loaded kernel, each output checked: split K's tile counters
    must be back at zero after a launch, and no block may read a staged slice before its
    cp.async copies landed (races the host emulator cannot show)."""
    w = Workload.parse(workload)
    config = config_with(w, **knobs)
    program = real_gpu.render(w, config, "cuda")
    executable = real_gpu.compile(program)
    inputs = random_inputs(w, np.random.default_rng(3))
    expected = reference(w, inputs)
    for launch in range(3):
        out = np.full(output_shape(w), np.nan, dtype=np.float32)
        buffers = real_gpu.upload([*inputs, out])
        real_gpu.run(executable, buffers)
        real_gpu.download(buffers[-1], out)
        error = np.max(np.abs(out - expected)) / np.max(np.abs(expected))
        assert error < 1e-4, f"launch {launch + 1} of {config.to_json()}: error {error}"


def test_a_small_cnn_runs_on_the_gpu_as_onnxruntime_does(real_gpu: Any, tmp_path: Any) -> None:
    """The whole model flow on the GPU: nvcc for its arch, one arena, a captured graph."""
    import onnxruntime as ort

    from compiler.model import import_onnx
    from runtime import compile_model
    from runtime.cuda_model import CudaRuntime
    from runtime.model import load
    from tests.gpu.test_cuda_model import TOL, small_cnn

    model = small_cnn(seed=4)
    arch = real_gpu.describe().arch
    package, _ = compile_model(import_onnx(model), f"cuda -arch={arch}")
    rt = load(package.save(tmp_path / "cnn.pkg"))
    assert isinstance(rt, CudaRuntime)
    x = np.random.default_rng(5).standard_normal((2, 3, 20, 18)).astype(np.float32)
    ours = rt.run({"x": x})["y"]
    again = rt.run({"x": x})["y"]
    ref = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    assert np.max(np.abs(ours - ref)) / np.max(np.abs(ref)) < TOL
    np.testing.assert_array_equal(ours, again)
    timing = rt.benchmark({"x": x}, repeat=5)
    assert timing.min_ms > 0
    assert len(rt.profile({"x": x}, repeat=2)) == len(package.plan.steps)
