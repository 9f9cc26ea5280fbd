"""Cross-compiling for aarch64 on this host: NEON code for every CPU template, the
thread pool and cache eviction per architecture, and no aarch64 code ever loaded here."""

from __future__ import annotations

import importlib.util
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm
import numpy as np
import pytest

from compiler import CompileError, get_space
from compiler.target import Target
from compiler.target_arch import host_arch
from runtime import thread_pool
from runtime.build import kernel_assembly
from runtime.evict import render_evict
from runtime.llvm_jit import assembly, compile_ir, compile_object, load_object, object_arch
from runtime.package import Package, PackageError
from tests.board.kernel_cases import CASES

ARM = "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72"
ROOT = Path(__file__).resolve().parents[1]
# Templates whose inner loops are multiply-adds: their NEON code must use fmla.
FMA_OPS = (
    "matmul",
    "batch_matmul",
    "conv2d",
    "depthwise_conv2d",
    "pointwise_conv2d",
    "winograd_conv2d",
)
X86_REGISTERS = re.compile(r"%[xyz]mm\d|%r[a-z]{2}\b")

pytestmark = pytest.mark.skipif(host_arch() != "x86_64", reason="cross-compiles from x86-64")


@pytest.fixture(autouse=True)
def _no_machine_code_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cross compilation never links machine code into this process."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("machine code was loaded while cross-compiling")

    monkeypatch.setattr(llvm, "create_mcjit_compiler", refuse)


@pytest.mark.parametrize("workload", CASES)
def test_every_template_compiles_to_neon(workload: str) -> None:
    asm = kernel_assembly(workload, None, ARM)
    assert "\t.globl\tkernel" in asm
    assert not X86_REGISTERS.search(asm)
    if workload.split(":", maxsplit=1)[0] in FMA_OPS:
        assert re.search(r"\tfmla\tv\d+\.4s, v\d+\.4s, v\d+\.(4s|s\[\d\])", asm)


@pytest.mark.parametrize(
    "op_case", [c for c in CASES if c.split(":", maxsplit=1)[0] in FMA_OPS][::2]
)
def test_random_configs_compile_for_aarch64(op_case: str) -> None:
    space = get_space(op_case, ARM)
    rng = random.Random(op_case)
    for _ in range(3):
        config = space.get(rng.randrange(len(space)))
        assert "fmla" in kernel_assembly(op_case, config, ARM)


def test_the_pool_makes_each_architectures_syscalls() -> None:
    arm = assembly([thread_pool.render_pool("aarch64")], Target.parse(ARM), "pool")
    x86 = assembly(
        [thread_pool.render_pool("x86_64")], Target.parse("llvm -mcpu=x86-64-v3"), "pool"
    )
    # syscall(number, ...): the number is libc's first argument (w0/x0, edi/rdi).
    assert re.search(r"mov\t[wx]0, #98\n", arm)  # futex
    assert re.search(r"mov\t[wx]0, #124\n", arm)  # sched_yield
    assert re.search(r"mov\t[wx]0, #122\n", arm)  # sched_setaffinity
    assert "#202" not in arm
    # The spin re-checks with each architecture's spin-wait hint before yielding.
    assert re.search(r"\tyield\n", arm)
    assert re.search(r"\tpause\n", x86)
    assert re.search(r"\$202, %[er]di", x86)
    assert re.search(r"\$24, %[er]di", x86)
    assert re.search(r"\$203, %[er]di", x86)
    with pytest.raises(ValueError, match="no thread pool for 'riscv64'"):
        thread_pool.render_pool("riscv64")


def test_eviction_flushes_with_dc_civac_on_aarch64() -> None:
    ir_text = render_evict("aarch64")
    loop = ir_text[ir_text.index("loop:") :]
    assert re.search(r'call void asm sideeffect "dc civac, \$0", "r,[^"]*"\(ptr %line\)', loop)
    assert loop.index("dc civac") < loop.index('"dsb ish"')
    assert "x86" not in ir_text
    # It parses and verifies as aarch64 IR; its machine code is made on the board (the
    # assembly parser for inline asm is the host's alone here), and refused here.
    module = llvm.parse_assembly(ir_text)
    module.triple = "aarch64-unknown-linux-gnu"
    module.verify()
    with pytest.raises(CompileError, match="inline assembly cannot be compiled for aarch64"):
        assembly([ir_text], Target.parse(ARM), "evict")
    x86 = assembly([render_evict("x86_64")], Target.parse("llvm -mcpu=x86-64-v3"), "evict")
    assert re.search(r"\bclflush\b", x86)
    assert "mfence" in x86
    # CPUs with clflushopt flush lines in parallel, fenced once after the loop.
    skylake = Target.parse("llvm -mcpu=skylake-avx512")
    opt = assembly([render_evict("x86_64", clflushopt=True)], skylake, "evict")
    assert "clflushopt" in opt
    assert not re.search(r"\bclflush\b", opt)
    assert opt.index("clflushopt") < opt.index("mfence")
    with pytest.raises(ValueError, match="no cache eviction for 'riscv64'"):
        render_evict("riscv64")


def test_aarch64_code_is_never_run_here() -> None:
    source = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
    with pytest.raises(CompileError, match="cannot run aarch64 code on this x86_64 machine"):
        compile_ir(source, Target.parse(ARM))
    obj = compile_object([source], Target.parse(ARM))
    assert object_arch(obj) == "aarch64"
    with pytest.raises(CompileError, match="machine code is for aarch64"):
        load_object(obj)


def test_an_aarch64_package_refuses_this_host(tmp_path: Path) -> None:
    from compiler.model.plan import MemoryPlan, Plan

    plan = Plan(inputs=[], outputs=[], types={}, constants={}, views={}, steps=[], kernels=[])
    package = Package.create(
        name="m",
        target=Target.parse(ARM),
        plan=plan,
        memory=MemoryPlan({}, 0, 0),
        machine_code=compile_object([""], Target.parse(ARM)),
    )
    assert (package.arch, package.cpu, package.features) == ("aarch64", "cortex-a72", [])
    loaded = Package.load(package.save(tmp_path / "m.pkg"))
    assert loaded.arch == "aarch64"
    with pytest.raises(PackageError, match=r"compiled for aarch64 .*this machine is x86_64"):
        loaded.check_host()


def test_source_asm_shows_neon_code() -> None:
    rng = np.random.default_rng()
    m, n, k = (int(x) for x in rng.integers(8, 64, size=3))
    command = [sys.executable, "-m", "autotune", "source", f"matmul:m={m},n={n},k={k}"]
    out = subprocess.run(
        [*command, "--asm", "--target", ARM],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert re.search(r"\tfmla\tv\d+\.4s", out.stdout)
    assert not X86_REGISTERS.search(out.stdout)


def _fma_loops(asm: str) -> list[Any]:
    spec = importlib.util.spec_from_file_location("asm_loops", ROOT / "bench" / "asm_loops.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["asm_loops"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return list(module.fma_loops(asm))


@pytest.mark.parametrize(
    "workload",
    [
        "matmul:m=256,n=256,k=256",
        "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
        "conv2d:n=1,c=64,h=28,w=28,k=64,r=3,s=3,pad=1,layout_in=nchw16c,layout_out=nchw16c",
        "depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,pad=1",
        "depthwise_conv2d:n=1,c=32,h=15,w=13,r=3,s=3,pad=1,layout=nchw16c",
    ],
)
def test_default_neon_inner_loops_do_not_spill(workload: str) -> None:
    loops = _fma_loops(kernel_assembly(workload, None, ARM))
    assert loops
    main = max(loops, key=lambda loop: loop.fmas)
    assert (main.spills, main.reloads) == (0, 0), main
    assert main.fmas >= 1.4 * main.vector_loads, main
