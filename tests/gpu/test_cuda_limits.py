"""Device limits: configs over a limit are InvalidConfig before anything is compiled."""

from __future__ import annotations

import pytest

from compiler import InvalidConfig
from compiler.cuda_limits import (
    MAX_STATIC_SHARED_BYTES,
    GpuLimits,
    KernelResources,
    check_resources,
    default_limits,
    limits_from_device,
)
from compiler.targets.cuda import kernel_source
from tests.gpu.cases import config_with

BIG = "matmul:m=2048,n=2048,k=2048"


def test_defaults_and_reported_limits() -> None:
    d = default_limits("sm_80")
    assert (d.max_threads_per_block, d.max_shared_memory_per_block) == (1024, 48 * 1024)
    got = limits_from_device(512, 0, 32768, "sm_75")
    assert got.max_threads_per_block == 512
    assert got.max_shared_memory_per_block == MAX_STATIC_SHARED_BYTES  # 0: not reported
    assert got.max_registers_per_block == 32768
    # A device allowing more shared memory per block still gets the static-array cap.
    assert limits_from_device(1024, 232448, 65536).max_shared_memory_per_block == 49152


def test_bad_limits_are_value_errors() -> None:
    with pytest.raises(ValueError, match="max_threads_per_block"):
        GpuLimits(max_threads_per_block=0)


def test_too_many_threads() -> None:
    cfg = config_with(BIG, threads_m=32, threads_n=32, thread_m=1, thread_n=1)
    assert kernel_source(BIG, cfg).block == (1024, 1, 1)  # fits the default
    with pytest.raises(InvalidConfig, match="1024 threads per block > max_threads_per_block 512"):
        kernel_source(BIG, cfg, "cuda", GpuLimits(max_threads_per_block=512))


def test_too_much_shared_memory() -> None:
    cfg = config_with(BIG, threads_m=32, thread_m=8, threads_n=8, thread_n=8, block_k=32)
    # (256 + 64) * 32 floats, two buffers: 80 KiB.
    with pytest.raises(InvalidConfig, match="81920 bytes of shared memory per block > "):
        kernel_source(BIG, cfg)
    single = config_with(
        BIG, threads_m=32, thread_m=8, threads_n=8, thread_n=8, block_k=32, double_buffer=0
    )
    assert kernel_source(BIG, single).shared_bytes == 40960


def test_too_many_registers() -> None:
    cfg = config_with(BIG, threads_m=32, threads_n=32, thread_m=8, thread_n=8, block_k=8)
    with pytest.raises(InvalidConfig, match="registers per block"):
        kernel_source(BIG, cfg, "cuda", GpuLimits(max_shared_memory_per_block=1 << 20))


def test_grid_and_thread_checks_directly() -> None:
    ok = KernelResources(256, 1024, 64, (10, 10, 10))
    check_resources(ok, default_limits())
    with pytest.raises(InvalidConfig, match="registers per thread"):
        check_resources(KernelResources(32, 0, 300, (1, 1, 1)), default_limits())
    with pytest.raises(InvalidConfig, match="grid"):
        check_resources(KernelResources(32, 0, 32, (1, 1, 70000)), default_limits())


def test_batch_over_grid_limit_is_invalid() -> None:
    with pytest.raises(InvalidConfig, match="65535"):
        kernel_source("batch_matmul:b=70000,m=4,n=4,k=4")


def test_32_bit_index_limit() -> None:
    with pytest.raises(InvalidConfig, match="32-bit"):
        kernel_source("matmul:m=65536,n=65536,k=4")


DEPTHWISE = "depthwise_conv2d:n=1,c=64,h=112,w=112,r=3,s=3,pad=1"


def test_depthwise_with_too_many_threads() -> None:
    cfg = config_with(DEPTHWISE, threads_x=32, threads_y=8, channels=16)  # 32 x 8 x 16
    with pytest.raises(InvalidConfig, match="4096 threads per block > max_threads_per_block 1024"):
        kernel_source(DEPTHWISE, cfg)


def test_depthwise_with_too_much_shared_memory() -> None:
    # Tiles of 32 x 256 outputs: 34 x 258 inputs and 9 weights per channel, two channels.
    cfg = config_with(DEPTHWISE, threads_x=32, thread_x=8, threads_y=8, thread_y=4, channels=2)
    with pytest.raises(
        InvalidConfig,
        match="70248 bytes of shared memory per block > max_shared_memory_per_block 49152",
    ):
        kernel_source(DEPTHWISE, cfg)
    one = config_with(DEPTHWISE, threads_x=32, thread_x=8, threads_y=8, thread_y=4, channels=1)
    assert kernel_source(DEPTHWISE, one).shared_bytes == 35124


def test_depthwise_grid_and_index_limits() -> None:
    many = "depthwise_conv2d:n=1,c=70000,h=3,w=3,r=3,s=3"
    kernel_source(many)  # the default groups 16 channels per block: 4375 blocks in y
    with pytest.raises(InvalidConfig, match="65535"):
        kernel_source(many, config_with(many, channels=1))
    with pytest.raises(InvalidConfig, match="32-bit"):
        kernel_source("depthwise_conv2d:n=64,c=1024,h=256,w=256,r=3,s=3,pad=1")


def test_config_problem_names_what_every_gpu_would_reject_without_compiling() -> None:
    """The tuner's screen: the same verdict a device server gives, found before sending."""
    import compiler

    shared = config_with(BIG, threads_m=32, thread_m=8, threads_n=8, thread_n=8, block_k=32)
    problem = compiler.config_problem(BIG, shared, "cuda -arch=sm_90")
    assert problem is not None
    assert "81920 bytes of shared memory per block" in problem
    with pytest.raises(InvalidConfig) as raised:
        kernel_source(BIG, shared, "cuda -arch=sm_90")
    assert str(raised.value) == problem
    depthwise = config_with(DEPTHWISE, threads_x=32, threads_y=8, channels=16)
    assert "4096 threads per block" in (compiler.config_problem(DEPTHWISE, depthwise, "cuda") or "")
    # What fits every GPU passes, though a smaller device might still refuse it.
    assert compiler.config_problem(BIG, config_with(BIG), "cuda") is None
    fits_default = config_with(BIG, threads_m=32, threads_n=32, thread_m=1, thread_n=1)
    assert compiler.config_problem(BIG, fits_default, "cuda") is None
    # A config outside the space is the caller's error, not a verdict on a config.
    with pytest.raises(InvalidConfig, match="threads_m"):
        compiler.config_problem(BIG, {**config_with(BIG).to_json(), "threads_m": 3}, "cuda")
    # A CPU default fits the target's vector registers.
    cpu = compiler.get_space(BIG).default()
    assert compiler.config_problem(BIG, cpu, "llvm") is None
