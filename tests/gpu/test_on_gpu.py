"""On a real NVIDIA GPU (marked ``gpu``; skipped, saying why, without pycuda or a GPU)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from autotune.v1 import measure_pb2
from compiler.templates.cuda import cuda_space
from device_server.convert import knobs_to_proto, workload_to_proto
from device_server.cuda_bench import bench_cuda
from device_server.drivers.cuda import probe_gpu
from device_server.measure import measure_job
from tests.gpu.cases import TEMPLATE_WORKLOADS

pytestmark = pytest.mark.gpu

ERROR_NAMES = measure_pb2.ErrorKind.Name


def _job(workload: str, knobs: dict[str, Any]) -> measure_pb2.MeasureJob:
    return measure_pb2.MeasureJob(
        job_id="gpu",
        workload=workload_to_proto(workload),
        config=knobs_to_proto(knobs),
        target="cuda",
        options=measure_pb2.MeasureOptions(repeat=2),  # checked by default
    )


@pytest.mark.parametrize("op", sorted(TEMPLATE_WORKLOADS))
def test_sampled_configs_are_correct_on_the_gpu(real_gpu: Any, op: str) -> None:
    workload = TEMPLATE_WORKLOADS[op]
    space = cuda_space(workload)
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
