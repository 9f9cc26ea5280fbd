"""The shared-memory model of GEMM schedules (compiler.templates.cuda.banks) and the
thread numbering it mirrors from the CUDA C."""

from __future__ import annotations

import dataclasses
import itertools
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler import get_space
from compiler.codegen.cuda import WARP, GpuSchedule
from compiler.targets.cuda import kernel_source
from compiler.templates.cuda.banks import (
    smem_pressure,
    step_loads,
    step_wavefronts,
    thread_coords,
    warp_wavefronts,
)
from compiler.templates.cuda.gemm import gpu_schedule
from tests.gpu.cases import config_with

BIG = GpuSchedule(
    threads_m=16, thread_m=8, threads_n=16, thread_n=8, block_k=8, vector_a=4, vector_b=4
)


def test_blocked_8x8_tiles_read_b_two_float4s_to_a_bank_and_quad_does_not() -> None:
    """By hand: per step a warp (16 threads along N, 2 rows) issues 2 float4 reads of each
    operand. Blocked: a quarter-warp's B reads start 8 floats apart, so 8 float4s cover
    banks 0-31 twice (2 wavefronts per phase, 4 phases: 8 per read, 16 for B) and A's
    are one address per phase (8); quad: 128 contiguous bytes per phase (8 + 8)."""
    blocked = dataclasses.replace(BIG, layout="blocked")
    quad = dataclasses.replace(BIG, layout="quad")
    assert step_wavefronts(blocked) == 24
    assert step_wavefronts(quad) == 16
    assert smem_pressure(blocked) == pytest.approx(1.5)
    assert smem_pressure(quad) == pytest.approx(1.0)
    assert step_loads(blocked) == step_loads(quad) == 4  # float4s: 2 for A, 2 for B
    strided = dataclasses.replace(BIG, layout="strided")
    assert step_wavefronts(strided) == 16
    assert step_loads(strided) == 16  # scalar reads


def test_padding_turns_float4_reads_into_scalar_ones() -> None:
    padded = dataclasses.replace(BIG, layout="quad", smem_pad=1)
    assert step_loads(padded) == 16


@pytest.mark.parametrize(
    ("threads_m", "threads_n", "warp_n"),
    [(16, 16, 4), (16, 16, 8), (8, 16, 8), (4, 32, 8), (8, 8, 4), (16, 8, 4), (4, 16, 8)],
)
def test_warp_patches_number_every_thread_once_in_patches(
    threads_m: int, threads_n: int, warp_n: int
) -> None:
    s = dataclasses.replace(BIG, threads_m=threads_m, threads_n=threads_n, warp_n=warp_n)
    assert s.warp_patch == warp_n
    coords = [thread_coords(s, t) for t in range(s.threads)]
    assert sorted(coords) == sorted(itertools.product(range(threads_n), range(threads_m)))
    for w in range(s.threads // WARP):
        xs = {x for x, _ in coords[w * WARP : (w + 1) * WARP]}
        ys = {y for _, y in coords[w * WARP : (w + 1) * WARP]}
        assert len(xs) == warp_n
        assert len(ys) == WARP // warp_n
        assert max(xs) - min(xs) == warp_n - 1
        assert max(ys) - min(ys) == WARP // warp_n - 1


@pytest.mark.parametrize(
    ("threads_m", "threads_n", "warp_n"),
    [(16, 16, 16), (4, 4, 4), (2, 16, 4), (16, 8, 16), (16, 16, 0)],
)
def test_patches_that_are_row_major_or_do_not_fit_are_row_major(
    threads_m: int, threads_n: int, warp_n: int
) -> None:
    s = dataclasses.replace(BIG, threads_m=threads_m, threads_n=threads_n, warp_n=warp_n)
    assert s.warp_patch == 0
    assert [thread_coords(s, t) for t in range(s.threads)] == [
        (t % threads_n, t // threads_n) for t in range(s.threads)
    ]


@pytest.mark.parametrize("warp_n", [0, 4, 8])
def test_the_model_numbers_threads_as_the_cuda_c_does(warp_n: int, tmp_path: Path) -> None:
    """The kernel's own ``warp``/``lane``/``tx``/``ty`` lines, compiled as C and run for
    every thread."""
    if shutil.which("gcc") is None:
        pytest.skip("no gcc")
    workload = "matmul:m=256,n=256,k=64"
    config = config_with(workload, warp_n=warp_n)
    kernel = kernel_source(workload, config)
    numbering = [
        line.strip()
        for line in kernel.text.splitlines()
        if re.match(r"\s*const int (warp|tx|ty) = ", line)
    ]
    s = gpu_schedule(config)
    program = tmp_path / "numbering.c"
    program.write_text(
        "#include <stdio.h>\nint main(void) {\n"
        f"  for (int tid = 0; tid < {s.threads}; ++tid) {{\n"
        + "".join(f"    {line}\n" for line in numbering)
        + '    printf("%d %d\\n", tx, ty);\n  }\n  return 0;\n}\n'
    )
    subprocess.run(["gcc", "-o", tmp_path / "numbering", program], check=True)
    out = subprocess.run([tmp_path / "numbering"], capture_output=True, text=True, check=True)
    pairs = [tuple(map(int, line.split())) for line in out.stdout.splitlines()]
    assert pairs == [thread_coords(s, tid) for tid in range(s.threads)]
    assert any("lane" in line for line in numbering) == (warp_n > 0)


def test_large_defaults_take_quad_groups_and_the_model_prefers_them() -> None:
    workload = "matmul:m=4096,n=4096,k=4096"
    assert get_space(workload, "cuda").default()["layout"] == "quad"
    for tile in ({"thread_m": 16, "thread_n": 8}, {"thread_m": 8, "thread_n": 8}):
        quad = gpu_schedule(config_with(workload, layout="quad", warp_n=0, **tile))
        blocked = gpu_schedule(config_with(workload, layout="blocked", warp_n=0, **tile))
        assert smem_pressure(quad) < smem_pressure(blocked), tile


def test_every_warp_of_a_block_has_the_first_warps_conflicts() -> None:
    """What lets the model count one warp: on sampled configs of a large GEMM, every
    warp of the block takes as many wavefronts as the first."""
    space = get_space("matmul:m=4096,n=4096,k=4096", "cuda")
    for config in space.sample(random.Random(4), 300):
        s = gpu_schedule(config)
        first = warp_wavefronts(s, 0)
        assert all(warp_wavefronts(s, w) == first for w in range(1, -(-s.threads // WARP))), config
