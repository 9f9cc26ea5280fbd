"""build(): workload + config + target -> Kernel on the host CPU: :func:`compiler.render`,
then LLVM's JIT in this process (cached by source)."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

from compiler.args import ArgSpec
from compiler.codegen.llvm import render as render_llvm
from compiler.codegen.llvm_parallel import MAX_THREADS
from compiler.lower import lower
from compiler.program import ENTRY, Program
from compiler.schedule import Schedule
from compiler.space import Config
from compiler.target import Target
from compiler.te.tensor import Tensor
from compiler.workload import Workload
from runtime.kernel import Kernel
from runtime.llvm_jit import assembly, compile_ir


def default_num_threads() -> int:
    """The number of cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def build_schedule(
    schedule: Schedule,
    args: Sequence[Tensor],
    target: Target | str = "llvm",
    num_threads: int = 1,
) -> Kernel:
    """Compiles a hand-written schedule (for tests and experiments with the TE API).

    Args:
        schedule: The schedule.
        args: Its tensors in call order: inputs, then the output (last).
        target: The target.
        num_threads: Threads for parallel loops.

    Returns:
        A kernel taking the inputs (``kernel(*inputs) -> output``); its
        ``workload`` is None and ``flop`` is 0.
    """
    start = time.perf_counter()
    t = Target.parse(target)
    func = lower(schedule, args, ENTRY)
    program = Program(
        workload=None,
        config=Config({}),
        target=t,
        text=render_llvm(func, t),
        entry=ENTRY,
        flop=0,
        inputs=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.args[:-1]),
        output=ArgSpec(func.args[-1].name, func.args[-1].shape, func.args[-1].dtype),
        workspaces=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.workspaces),
        logical_inputs=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.args[:-1]),
        launch=None,
        render_time_s=time.perf_counter() - start,
    )
    return compile_program(program, num_threads)


def build(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    num_threads: int | None = None,
    *,
    prepacked: bool = False,
) -> Kernel:
    """Compiles a workload with a config (the template's default if None) for a target.

    Args:
        workload: A Workload or its string form.
        config: A Config, a JSON object (dict) or JSON text; None for the default.
        target: ``llvm`` or ``llvm -mcpu=NAME -mattr=...``.
        num_threads: Threads for parallel loops; all cores of this process by default.
        prepacked: Build the variant that takes constant inputs (the conv2d and
            depthwise_conv2d weights, matmul's B when the config packs it) already
            packed into the kernel's blocked layout, without the packing stage that
            otherwise runs in every call. Its arguments come from
            ``kernel.prepare(*logical_inputs)`` (once, e.g. when a model is compiled);
            ``kernel.inputs`` has their shapes. Templates with nothing to pack
            (batch_matmul) accept it and build the usual kernel (``kernel.prepacked``
            is then False and ``prepare`` the identity).

    Returns:
        The kernel, callable on numpy arrays (its own arguments: see ``prepacked``).

    Raises:
        ValueError: Bad workload, target or num_threads.
        InvalidConfig: The config is not in the space.
        CompileError: Code generation failed.
    """
    if num_threads is None:
        num_threads = default_num_threads()
    if not 1 <= num_threads <= MAX_THREADS:
        raise ValueError(f"num_threads must be in [1, {MAX_THREADS}], got {num_threads}")
    if Target.parse(target).kind == "cuda":
        raise ValueError(
            "build() compiles for the host CPU; a cuda kernel is rendered by "
            "compiler.render(..., target='cuda') and compiled and run by a device server "
            "with a GPU (autotune device-server --target cuda)"
        )
    # Imported here: rendering reaches every schedule template, which a runtime that
    # only loads and runs packages (on a board) never imports.
    from compiler.api import render

    return compile_program(render(workload, config, target, prepacked=prepacked), num_threads)


def kernel_assembly(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
) -> str:
    """The optimized assembly of a workload's kernel (as ``autotune source --asm``
    prints it): the JIT-compiled kernel's for the host, and for a target of another
    architecture (a board) the code that backend generates, never loaded here.

    Raises:
        ValueError: Bad workload or target (a cuda one).
        InvalidConfig: The config is not in the space.
        CompileError: Code generation failed.
    """
    t = Target.parse(target)
    if t.kind == "llvm" and t.is_host():
        return build(workload, config, t).asm()
    if t.kind != "llvm":
        raise ValueError(f"assembly is for CPU (llvm) targets, not {t}")
    from compiler.api import render

    return assembly([render(workload, config, t).text], t)


def compile_program(program: Program, num_threads: int | None = None) -> Kernel:
    """JIT-compiles a rendered LLVM program in this process (cached by its text).

    Raises:
        ValueError: Not an LLVM program, or a bad num_threads.
        CompileError: LLVM rejected the IR.
    """
    if program.target.kind != "llvm":
        raise ValueError(f"compile_program JIT-compiles LLVM IR, not {program.target.kind}")
    if num_threads is None:
        num_threads = default_num_threads()
    start = time.perf_counter()
    module = compile_ir(program.text, program.target)
    return Kernel(
        program=program,
        module=module,
        num_threads=num_threads,
        compile_time_s=program.render_time_s + time.perf_counter() - start,
    )
