"""build(): workload + config + target -> Kernel. Render, then compile (cached by source)."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.codegen.llvm import render
from compiler.codegen.llvm_parallel import MAX_THREADS
from compiler.ir import Function
from compiler.kernel import ArgSpec, Kernel
from compiler.lower import lower
from compiler.ops import flop_count, input_names, input_shapes
from compiler.runtime.llvm_jit import compile_ir
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.tensor import Tensor
from compiler.templates import get_template
from compiler.workload import Workload

FUNCTION_NAME = "kernel"


def as_workload(workload: Workload | str) -> Workload:
    """Accepts a Workload or its string form.

    Raises:
        ValueError: The string does not parse.
    """
    return workload if isinstance(workload, Workload) else Workload.parse(workload)


def as_config(config: Config | Mapping[str, Any] | str | None, space: ConfigSpace) -> Config:
    """The config to use: the space's default for None; validated against the space.

    Raises:
        InvalidConfig: The config is not in the space.
    """
    if config is None:
        return space.default()
    if isinstance(config, str):
        cfg = Config.from_json_str(config)
    elif isinstance(config, Config):
        cfg = config
    else:
        cfg = Config.from_json(config)
    space.validate(cfg)
    return cfg


def get_space(workload: Workload | str, target: Target | str = "llvm") -> ConfigSpace:
    """The config space of a workload's template on a target.

    Raises:
        ValueError: Bad workload or target, or no template for the operator.
    """
    w = as_workload(workload)
    t = Target.parse(target)
    if t.kind == "cuda":
        from compiler.templates.cuda import cuda_space

        return cuda_space(w, t)
    return get_template(w.op).space(w, t)


def lower_workload(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
) -> tuple[Function, Config, Target]:
    """The lowered loop nest of a workload for a config (validated; default if None);
    the prepacked variant when ``prepacked`` and the template has one (see :func:`build`)."""
    w = as_workload(workload)
    t = Target.parse(target)
    template = get_template(w.op)
    cfg = as_config(config, template.space(w, t))
    sched, args = template.make_schedule(w, cfg, t, prepacked=prepacked)
    return lower(sched, args, FUNCTION_NAME), cfg, t


def source(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
) -> str:
    """The kernel's source, rendered, not compiled: LLVM IR, or CUDA C for a cuda target.

    ``prepacked`` renders the LLVM variant taking prepacked weights (see :func:`build`);
    CUDA kernels have no such variant and ignore it.

    Raises:
        ValueError: Bad workload or target; InvalidConfig for a config outside the space
            (or, for cuda, over the default device limits of the target's arch).
    """
    if Target.parse(target).kind == "cuda":
        from compiler.templates.cuda import cuda_kernel

        return cuda_kernel(workload, config, target).source.text
    func, _, t = lower_workload(workload, config, target, prepacked=prepacked)
    return render(func, t)


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
    func = lower(schedule, args, FUNCTION_NAME)
    text = render(func, t)
    module = compile_ir(text, t)
    return Kernel(
        workload=None,
        config=Config({}),
        target=t,
        source=text,
        flop=0,
        compile_time_s=time.perf_counter() - start,
        num_threads=num_threads,
        inputs=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.args[:-1]),
        output=ArgSpec(func.args[-1].name, func.args[-1].shape, func.args[-1].dtype),
        workspaces=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.workspaces),
        module=module,
        function_name=FUNCTION_NAME,
    )


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
    start = time.perf_counter()
    if num_threads is None:
        num_threads = default_num_threads()
    if not 1 <= num_threads <= MAX_THREADS:
        raise ValueError(f"num_threads must be in [1, {MAX_THREADS}], got {num_threads}")
    w = as_workload(workload)
    if Target.parse(target).kind == "cuda":
        raise ValueError(
            "build() compiles for the host CPU; cuda kernels are rendered by "
            "compiler.templates.cuda.cuda_kernel and compiled and run by a device server "
            "with a GPU (autotune device-server --target cuda)"
        )
    template = get_template(w.op)
    packer = template.prepack if prepacked else None
    func, cfg, t = lower_workload(w, config, target, prepacked=packer is not None)
    text = render(func, t)
    module = compile_ir(text, t)
    names = input_names(w)
    logical = tuple(
        ArgSpec(name, shape, w.dtype) for name, shape in zip(names, input_shapes(w), strict=True)
    )
    inputs = tuple(
        ArgSpec(name, buf.shape, buf.dtype) for name, buf in zip(names, func.args, strict=False)
    )
    prepare = None
    if packer is not None:

        def prepare(arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
            return packer(w, cfg, t, arrays)

    out_buf = func.args[-1]
    return Kernel(
        workload=w,
        config=cfg,
        target=t,
        source=text,
        flop=flop_count(w),
        compile_time_s=time.perf_counter() - start,
        num_threads=num_threads,
        inputs=inputs,
        output=ArgSpec("out", out_buf.shape, out_buf.dtype),
        workspaces=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.workspaces),
        module=module,
        function_name=FUNCTION_NAME,
        logical_inputs=logical,
        packer=prepare,
    )
