"""Every sampled config of every CUDA template renders C that nvcc compiles to PTX."""

from __future__ import annotations

import random
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from compiler import Config, InvalidConfig, Program, get_space
from compiler.targets.cuda import kernel_source
from device_server.cuda_bench import DEPTHWISE_PRESETS
from tests.gpu.cases import TEMPLATE_WORKLOADS, sampled_kernels

# Two compiles at a time: the machine's cores are shared with other work.
PARALLEL = 2


def _compile_all(nvcc: str, kernels: list[Program], tmp: Path) -> list[tuple[str, float]]:
    """(stderr of failures or "", seconds) per kernel."""

    def one(pos: int) -> tuple[str, float]:
        cu = tmp / f"k{pos}.cu"
        cu.write_text(kernels[pos].text)
        arch = kernels[pos].target.arch
        start = time.perf_counter()
        done = subprocess.run(
            [nvcc, "-ptx", f"-arch={arch}", "-o", str(tmp / f"k{pos}.ptx"), str(cu)],
            capture_output=True,
            text=True,
            check=False,
        )
        took = time.perf_counter() - start
        return ("" if done.returncode == 0 else done.stderr[-2000:]), took

    with ThreadPoolExecutor(PARALLEL) as pool:
        return list(pool.map(one, range(len(kernels))))


def _check(nvcc: str, op: str, n: int, tmp_path: Path) -> None:
    workload = TEMPLATE_WORKLOADS.get(op, op)
    kernels, rejected = sampled_kernels(workload, n, seed=7)
    assert len(kernels) >= 1 + n // 3, f"{op}: most sampled configs should fit the device"
    results = _compile_all(nvcc, kernels, tmp_path)
    failures = [
        f"{k.config.to_json_str()}:\n{err}"
        for k, (err, _) in zip(kernels, results, strict=True)
        if err
    ]
    mean = sum(t for _, t in results) / len(results)
    print(
        f"\n{op}: {len(kernels)} configs compiled by nvcc -ptx, {rejected} over a device "
        f"limit (not compiled), {len(failures)} failures, {mean:.2f} s per compile"
    )
    assert not failures, "\n\n".join(failures)
    for kernel in kernels:  # the entry point is there, unmangled
        ptx = (tmp_path / f"k{kernels.index(kernel)}.ptx").read_text()
        assert ".visible .entry kernel(" in ptx


@pytest.mark.parametrize("op", sorted(TEMPLATE_WORKLOADS))
def test_default_and_sampled_configs_compile(nvcc: str, op: str, tmp_path: Path) -> None:
    _check(nvcc, op, 5, tmp_path)


@pytest.mark.parametrize(
    "workload",
    [
        "matmul:m=100,n=72,k=60,epilogue=bias,act=mul(mul(x;0.5);add(erf(mul(x;0.70710677));1))",
        "conv2d:n=2,c=5,h=11,w=10,k=12,r=3,s=3,pad=1,epilogue=bias_add,act=softplus(tanh(x))",
        "depthwise_conv2d:n=2,c=5,h=11,w=10,r=3,s=3,pad=1,epilogue=bias,act=mul(x;sigmoid(x))",
        "pointwise:n=3001,fn=where(and(lt(x;x1);not(isnan(x1)));x;xor(ge(x;0);eq(x1;1)))",
    ],
    ids=lambda s: s.split(":")[0],
)
def test_act_epilogues_compile(nvcc: str, workload: str, tmp_path: Path) -> None:
    """The pointwise functions' C (expf, erff, tanhf, logf) compiles for the device."""
    _check(nvcc, workload, 2, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("op", [*sorted(TEMPLATE_WORKLOADS), "matmul:m=2048,n=2048,k=2048"])
def test_twenty_sampled_configs_compile(nvcc: str, op: str, tmp_path: Path) -> None:
    _check(nvcc, op, 20, tmp_path)


#: Realistic sizes: the defaults must fit real blocks without spilling.
LARGE = (
    "matmul:m=1024,n=1024,k=1024",
    "batch_matmul:b=8,m=256,n=256,k=256",
    "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,pad=2,epilogue=bias_relu6",
)


@pytest.mark.parametrize("workload", LARGE)
def test_default_config_fits_registers_without_spills(
    nvcc: str, workload: str, tmp_path: Path
) -> None:
    source = kernel_source(workload, None, "cuda -arch=sm_80")
    cu = tmp_path / "k.cu"
    cu.write_text(source.text)
    done = subprocess.run(
        [nvcc, "-cubin", "-arch=sm_80", "-Xptxas", "-v", "-o", str(tmp_path / "k.cubin"), str(cu)],
        capture_output=True,
        text=True,
        check=True,
    )
    info = done.stderr
    regs = int(info.split("Used ")[1].split(" registers")[0])
    threads = source.block[0]
    print(f"\n{workload}: {regs} registers (estimated {source.registers_per_thread})")
    assert "0 bytes spill stores" in info
    assert regs * threads <= 65536
    if source.shared_bytes:
        assert f"{source.shared_bytes} bytes smem" in info
    else:  # ptxas says nothing of shared memory a kernel does not use
        assert "bytes smem" not in info


@pytest.mark.parametrize("workload", DEPTHWISE_PRESETS)
def test_depthwise_presets_compile_for_the_h100(nvcc: str, workload: str, tmp_path: Path) -> None:
    """The MobileNet-like shapes the bench compares with cuDNN: defaults (also staged the
    other way) and a few samples build for sm_90 through ptxas without spills, with the
    shared memory we counted, and barriers only where something is staged."""
    space = get_space(workload, "cuda")
    default = space.default().to_json()
    flipped = Config({**default, "staging": "none" if default["staging"] == "shared" else "shared"})
    kernels = []
    for cfg in [space.default(), flipped, *space.sample(random.Random(2), 2)]:
        try:
            kernels.append((cfg, kernel_source(workload, cfg, "cuda -arch=sm_90")))
        except InvalidConfig:  # a sample over the limits: never compiled by a device server
            assert cfg != space.default()
    for pos, (config, source) in enumerate(kernels):
        cu = tmp_path / f"k{pos}.cu"
        cu.write_text(source.text)
        done = subprocess.run(
            [nvcc, "-cubin", "-arch=sm_90", "-Xptxas", "-v", "-o", str(cu.with_suffix(".cubin")),
             str(cu)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert done.returncode == 0, f"{config}:\n{done.stderr[-2000:]}"
        assert "0 bytes spill stores" in done.stderr, config
        if config["staging"] == "none":
            assert "used 0 barriers" in done.stderr, config
            assert "bytes smem" not in done.stderr, config
        else:
            assert f"{source.shared_bytes} bytes smem" in done.stderr
