"""CUDA templates: ``matmul`` and ``conv2d`` (with their epilogues), ``batch_matmul`` and
``depthwise_conv2d``.

Each operator module defines ``TEMPLATE``, a
:class:`~compiler.templates.cuda.template.CudaTemplate`: its config space, its
renderer and its own cost-model features. The GEMM-like operators state their
computation in the tensor-expression language as a ``contraction(workload)``
and share one space (:mod:`compiler.templates.cuda.gemm`) and renderer
(:mod:`compiler.codegen.cuda`); ``depthwise_conv2d`` is a stencil with a space
and renderer of its own (:mod:`compiler.codegen.cuda_depthwise`). The entry points::

    space = cuda_space("matmul:m=512,n=512,k=512")
    kernel = cuda_kernel("matmul:m=512,n=512,k=512", space.default(), "cuda -arch=sm_80")
    kernel.source.text     # CUDA C; kernel.source.grid / .block to launch it

Pure: nothing here compiles or runs CUDA (the device server does).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from compiler.codegen.cuda import CudaSource
from compiler.cuda_limits import GpuLimits, check_resources, default_limits
from compiler.errors import InvalidConfig
from compiler.kernel import ArgSpec
from compiler.ops import flop_count, input_names, input_shapes, output_shape
from compiler.space import Config, ConfigSpace
from compiler.target import DEFAULT_CUDA_ARCH, Target
from compiler.templates.cuda.template import CudaTemplate
from compiler.workload import Workload

KERNEL_NAME = "kernel"

#: Operators with a CUDA template.
CUDA_OPERATORS = ("matmul", "batch_matmul", "conv2d", "depthwise_conv2d")


@lru_cache(maxsize=1)
def _templates() -> dict[str, CudaTemplate]:
    # Imported on first use, like the CPU templates: the GEMM ones build on the
    # CPU conv2d template's epilogue, which needs the schedule machinery.
    from compiler.templates.cuda import batch_matmul, conv2d, depthwise_conv2d, matmul

    modules = {
        "matmul": matmul,
        "batch_matmul": batch_matmul,
        "conv2d": conv2d,
        "depthwise_conv2d": depthwise_conv2d,
    }
    assert tuple(modules) == CUDA_OPERATORS
    return {op: module.TEMPLATE for op, module in modules.items()}


def cuda_template(op: str) -> CudaTemplate:
    """The CUDA template of operator ``op``.

    Raises:
        ValueError: No CUDA template for the operator.
    """
    template = _templates().get(op)
    if template is None:
        raise ValueError(f"no CUDA template for operator {op!r}; known: {sorted(CUDA_OPERATORS)}")
    return template


def _check_target(target: Target | str) -> Target:
    t = Target.parse(target)
    if t.kind != "cuda":
        raise ValueError(f"target {str(t)!r} is not a cuda target")
    return t


def _as_workload(workload: Workload | str) -> Workload:
    return workload if isinstance(workload, Workload) else Workload.parse(workload)


def cuda_space(workload: Workload | str, target: Target | str = "cuda") -> ConfigSpace:
    """The CUDA config space of a workload.

    Raises:
        ValueError: Bad workload or target, or no CUDA template for the operator.
    """
    _check_target(target)
    return _space(_as_workload(workload))


@lru_cache(maxsize=256)
def _space(w: Workload) -> ConfigSpace:
    """A workload's space, built once: every config rendered or screened is checked
    against it, and building one costs about a third of screening a config."""
    return cuda_template(w.op).space(w)


@dataclass(frozen=True, slots=True)
class CudaKernel:
    """A rendered (not compiled) CUDA kernel for one workload and config.

    Attributes:
        workload: The workload.
        config: The config used.
        target: The cuda target (with ``-arch``).
        source: The CUDA C and its launch geometry.
        flop: Floating-point operations of one launch.
        inputs: Expected inputs, in parameter order.
        output: The output (the last parameter).
        render_time_s: Seconds spent rendering and checking.
    """

    workload: Workload
    config: Config
    target: Target
    source: CudaSource
    flop: int
    inputs: tuple[ArgSpec, ...]
    output: ArgSpec
    render_time_s: float

    @property
    def arch(self) -> str:
        """The ``sm_XX`` to compile for."""
        return self.target.arch or DEFAULT_CUDA_ARCH


def cuda_kernel(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "cuda",
    limits: GpuLimits | None = None,
) -> CudaKernel:
    """Renders a workload's CUDA kernel for a config and checks it against device limits.

    Args:
        workload: A Workload or its string form.
        config: A Config, JSON object or JSON text; None for the space's default.
        target: ``cuda`` or ``cuda -arch=sm_XX``.
        limits: The device's limits; defaults for the target's arch if None.

    Raises:
        ValueError: Bad workload or target, or no CUDA template.
        InvalidConfig: The config is not in the space, or over a device limit.
        CompileError: Rendering failed.
    """
    start = time.perf_counter()
    t = _check_target(target)
    w = _as_workload(workload)
    template = cuda_template(w.op)
    cfg = _in_space(config, _space(w))
    source = _checked_source(template, w, cfg, limits or default_limits(t.arch))
    inputs = tuple(
        ArgSpec(name, shape, w.dtype)
        for name, shape in zip(input_names(w), input_shapes(w), strict=True)
    )
    return CudaKernel(
        workload=w,
        config=cfg,
        target=t,
        source=source,
        flop=flop_count(w),
        inputs=inputs,
        output=ArgSpec("out", output_shape(w), w.dtype),
        render_time_s=time.perf_counter() - start,
    )


def _in_space(config: Config | Mapping[str, Any] | str | None, space: ConfigSpace) -> Config:
    """:func:`compiler.program.as_config` (imported here: ``program`` renders through us)."""
    from compiler.program import as_config

    return as_config(config, space)


def _checked_source(
    template: CudaTemplate, w: Workload, config: Config, limits: GpuLimits
) -> CudaSource:
    """The source of a config of the space, checked against ``limits``.

    Raises:
        InvalidConfig: The config is inconsistent, or over a limit.
    """
    source = template.render(w, config, KERNEL_NAME)
    check_resources(source.resources, limits)
    return source


def cuda_config_problem(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str,
    target: Target | str = "cuda",
) -> str | None:
    """Why measuring a config of the space is pointless, found without compiling; None
    when nothing is known against it.

    - It fails on every GPU: its kernel needs more threads, shared memory or registers
      per block than any GPU has (the limits of
      :func:`~compiler.cuda_limits.default_limits`, which no GPU since sm_50 exceeds),
      or the renderer rejects it. A device with lower limits may still reject a config
      that passes.
    - It is redundant: its block tile covers the output twice over where half that tile
      computes the same outputs (:func:`~compiler.templates.cuda.template.oversized_tile`).
      It would run; a tuner just learns nothing from it that the smaller tile does not
      teach. (A template default may be such a tile on tiny outputs; defaults are
      measured regardless.)

    Raises:
        ValueError: Bad workload or target, or no CUDA template.
        InvalidConfig: The config is not in the space.
    """
    t = _check_target(target)
    w = _as_workload(workload)
    template = cuda_template(w.op)
    cfg = _in_space(config, _space(w))
    try:
        _checked_source(template, w, cfg, default_limits(t.arch))
    except InvalidConfig as err:
        return str(err)
    return template.redundant(w, cfg)
