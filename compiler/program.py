"""Program: a rendered kernel, for any target, before anything compiles it.

:func:`render` is the compiler's product for every target: the source text (LLVM IR for
``llvm``, CUDA C for ``cuda``) and what a driver needs to compile, feed and launch it.
Turning the text into machine code and running it is the driver's job (the device server's
``device_server.drivers``; on the host CPU, :func:`compiler.build` does both for callers
that just want a kernel).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from compiler.codegen.llvm import render as render_llvm
from compiler.cuda_limits import GpuLimits
from compiler.ir import Function
from compiler.kernel import ArgSpec
from compiler.lower import lower
from compiler.ops import flop_count, input_names, input_shapes
from compiler.space import Config, ConfigSpace
from compiler.target import DEFAULT_CUDA_ARCH, Target
from compiler.templates import get_template
from compiler.templates.cuda import cuda_kernel
from compiler.workload import Workload

#: The symbol of every rendered kernel.
ENTRY = "kernel"

Packer = Callable[[Sequence[np.ndarray]], list[np.ndarray]]


@dataclass(frozen=True, slots=True)
class Launch:
    """How a GPU kernel is launched: blocks in the grid, threads in a block (x, y, z)."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Program:
    """A rendered kernel of one workload and config for one target.

    Attributes:
        workload: The workload (None for a hand-written schedule, see
            :func:`compiler.build.build_schedule`).
        config: The config (validated against the space).
        target: The target rendered for (a cuda target always has its ``-arch``).
        text: LLVM IR or CUDA C.
        entry: The kernel's symbol in ``text``.
        flop: Floating-point operations of one run.
        inputs: The kernel's arguments before the output (packed shapes when prepacked).
        output: The output argument (the last).
        workspaces: Scratch buffers the kernel takes after the output (a CUDA kernel's are
            zero-filled once by the driver that loads it; see ``CudaSource.workspaces``).
        logical_inputs: The operator's inputs, as :meth:`prepare` takes them.
        launch: Grid and block of a GPU kernel; None on a CPU.
        render_time_s: Seconds spent lowering and rendering.
    """

    workload: Workload | None
    config: Config
    target: Target
    text: str
    entry: str
    flop: int
    inputs: tuple[ArgSpec, ...]
    output: ArgSpec
    workspaces: tuple[ArgSpec, ...]
    logical_inputs: tuple[ArgSpec, ...]
    launch: Launch | None
    render_time_s: float
    packer: Packer | None = field(default=None, repr=False, compare=False)

    @property
    def prepacked(self) -> bool:
        """Whether the kernel takes some inputs (weights) packed by :meth:`prepare`."""
        return self.packer is not None

    def prepare(self, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The kernel's arguments from the operator's inputs: constant inputs packed for a
        prepacked kernel, everything else as it is (host-side numpy work, done once)."""
        return list(inputs) if self.packer is None else self.packer(inputs)


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
    cfg = space.upgrade(cfg)
    space.validate(cfg)
    return cfg


def lower_workload(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
) -> tuple[Function, Config, Target]:
    """The lowered loop nest of a workload for a CPU target and a config (validated;
    the default if None); the prepacked variant when ``prepacked`` and the template has one.

    Raises:
        ValueError: Bad workload or target, or no template for the operator.
        InvalidConfig: The config is not in the space.
    """
    w = as_workload(workload)
    t = Target.parse(target)
    template = get_template(w.op)
    cfg = as_config(config, template.space(w, t))
    sched, args = template.make_schedule(w, cfg, t, prepacked=prepacked)
    return lower(sched, args, ENTRY), cfg, t


def render(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
    limits: GpuLimits | None = None,
) -> Program:
    """Renders a workload's kernel for a config (the template's default if None).

    Args:
        workload: A Workload or its string form.
        config: A Config, a JSON object or JSON text; None for the default.
        target: ``llvm [-mcpu=.. -mattr=..]`` or ``cuda [-arch=sm_XX]``.
        prepacked: LLVM: the variant taking constant inputs (weights) already packed by
            :meth:`Program.prepare` (see :func:`compiler.build`). CUDA kernels have no
            such variant and ignore it.
        limits: CUDA: the device's per-block limits the kernel must fit (the defaults of
            the target's arch if None).

    Raises:
        ValueError: Bad workload or target, or no template for the operator on the target.
        InvalidConfig: The config is not in the space, or (cuda) over a device limit.
        CompileError: Rendering failed.
    """
    start = time.perf_counter()
    w = as_workload(workload)
    t = Target.parse(target)
    if t.kind == "cuda":
        return _render_cuda(w, config, t, limits, start)
    packer = get_template(w.op).prepack if prepacked else None
    func, cfg, t = lower_workload(w, config, t, prepacked=packer is not None)
    text = render_llvm(func, t)
    names = input_names(w)
    pack: Packer | None = None
    if packer is not None:

        def pack(arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
            return packer(w, cfg, t, arrays)

    out_buf = func.args[-1]
    return Program(
        workload=w,
        config=cfg,
        target=t,
        text=text,
        entry=ENTRY,
        flop=flop_count(w),
        inputs=tuple(
            ArgSpec(name, buf.shape, buf.dtype) for name, buf in zip(names, func.args, strict=False)
        ),
        output=ArgSpec("out", out_buf.shape, out_buf.dtype),
        workspaces=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.workspaces),
        logical_inputs=tuple(
            ArgSpec(name, shape, w.dtype)
            for name, shape in zip(names, input_shapes(w), strict=True)
        ),
        launch=None,
        render_time_s=time.perf_counter() - start,
        packer=pack,
    )


def _render_cuda(
    workload: Workload,
    config: Config | Mapping[str, Any] | str | None,
    target: Target,
    limits: GpuLimits | None,
    start: float,
) -> Program:
    if not target.arch:
        target = Target("cuda", arch=DEFAULT_CUDA_ARCH)
    kernel = cuda_kernel(workload, config, target, limits)
    source = kernel.source
    return Program(
        workload=kernel.workload,
        config=kernel.config,
        target=kernel.target,
        text=source.text,
        entry=source.name,
        flop=kernel.flop,
        inputs=kernel.inputs,
        output=kernel.output,
        workspaces=tuple(ArgSpec(w.name, (w.elements,), w.dtype) for w in source.workspaces),
        logical_inputs=kernel.inputs,
        launch=Launch(source.grid, source.block),
        render_time_s=time.perf_counter() - start,
    )
