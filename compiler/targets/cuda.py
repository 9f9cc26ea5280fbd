"""The ``cuda`` kernel target: the CUDA templates (:mod:`compiler.templates.cuda`) rendered
as CUDA C, checked against a GPU's per-block limits.

Pure: nothing here compiles or runs CUDA (the device server does).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import numpy as np

from compiler.args import ArgSpec, Launch
from compiler.codegen.cuda import CudaSource
from compiler.cuda_limits import GpuLimits, check_resources, default_limits
from compiler.errors import InvalidConfig
from compiler.layout import NCHW, NCHW16C
from compiler.ops import (
    flop_count,
    input_dtypes,
    input_names,
    input_shapes,
    output_dtype,
    output_shape,
)
from compiler.parse import as_config, as_workload
from compiler.program import ENTRY, Program
from compiler.space import Config, ConfigSpace
from compiler.target import DEFAULT_CUDA_ARCH, Target
from compiler.targets.base import contiguous_inputs
from compiler.targets.knob_features import knob_names, knob_values
from compiler.templates.cuda import cuda_template
from compiler.templates.cuda.features import gpu_feature_names, gpu_features
from compiler.workload import Workload


@lru_cache(maxsize=256)
def _space(w: Workload) -> ConfigSpace:
    """A workload's space, built once: every config rendered or screened is checked
    against it, and building one costs about a third of screening a config.

    Raises:
        ValueError: No CUDA template for the operator, or a channel-blocked layout (the
            CUDA templates read and write NCHW).
    """
    blocked = [name for name, value in w.params if name.startswith("layout") and value != NCHW]
    if blocked:
        raise ValueError(
            f"the CUDA templates take NCHW tensors; {w} has {', '.join(blocked)} {NCHW16C}"
        )
    return cuda_template(w.op).space(w)


def _checked_source(w: Workload, config: Config, limits: GpuLimits, name: str) -> CudaSource:
    """The source of a config of the space, checked against ``limits``.

    Raises:
        InvalidConfig: The config is inconsistent, or over a limit.
    """
    source = cuda_template(w.op).render(w, config, name)
    check_resources(source.resources, limits)
    return source


class CudaTarget:
    """The :class:`~compiler.targets.base.KernelTarget` of ``cuda`` targets."""

    judges_unbuilt = True
    compiles_models = True
    #: Every node of a model runs as a CUDA kernel: no numpy steps between them.
    model_host_steps = False
    model_layouts: tuple[str, ...] = (NCHW,)

    def prepack(
        self, workload: Workload, config: Config, target: Target, inputs: list[np.ndarray]
    ) -> list[np.ndarray]:
        """The constants as they are: the CUDA kernels read the model's own layouts."""
        return contiguous_inputs(workload, inputs)

    def accepts(self, workload: Workload, target: Target) -> bool:
        """Whether a CUDA template takes the workload (not: no template for its operator,
        a channel-blocked layout, or parameters the template lacks, such as a dilated
        depthwise convolution)."""
        try:
            _space(workload)
        except ValueError:
            return False
        return True

    def space(self, workload: Workload, target: Target) -> ConfigSpace:
        """The space of the workload's CUDA template (the same for every arch).

        Raises:
            ValueError: No CUDA template for the operator.
        """
        return _space(workload)

    def render(
        self,
        workload: Workload,
        config: Config,
        target: Target,
        *,
        name: str = ENTRY,
        prepacked: bool = False,
        limits: GpuLimits | None = None,
    ) -> Program:
        """The CUDA C of a config, checked against ``limits`` (the defaults of the
        target's arch if None; the target without ``-arch`` is
        :data:`~compiler.target.DEFAULT_CUDA_ARCH`). CUDA kernels have no prepacked
        variant: ``prepacked`` is ignored.

        Raises:
            InvalidConfig: The kernel is over a limit, or the config inconsistent.
        """
        start = time.perf_counter()
        if not target.arch:
            target = Target("cuda", arch=DEFAULT_CUDA_ARCH)
        source = _checked_source(workload, config, limits or default_limits(target.arch), name)
        inputs = tuple(
            ArgSpec(arg, shape, dtype)
            for arg, shape, dtype in zip(
                input_names(workload), input_shapes(workload), input_dtypes(workload), strict=True
            )
        )
        return Program(
            workload=workload,
            config=config,
            target=target,
            text=source.text,
            entry=source.name,
            flop=flop_count(workload),
            inputs=inputs,
            output=ArgSpec("out", output_shape(workload), output_dtype(workload)),
            workspaces=tuple(ArgSpec(w.name, (w.elements,), w.dtype) for w in source.workspaces),
            logical_inputs=inputs,
            launch=Launch(source.grid, source.block),
            render_time_s=time.perf_counter() - start,
        )

    def feature_names(self, workload: Workload, target: Target) -> list[str]:
        """The knobs' names, then what the kernel asks of the GPU."""
        return knob_names(_space(workload)) + gpu_feature_names(workload)

    def features(self, workload: Workload, config: Config, target: Target) -> np.ndarray:
        """The knob values, then what the kernel asks of the GPU
        (:mod:`compiler.templates.cuda.features`)."""
        values = knob_values(_space(workload), config) + gpu_features(workload, config)
        return np.asarray(values, dtype=np.float32)

    def config_problem(self, workload: Workload, config: Config, target: Target) -> str | None:
        """Why measuring a config of the space is pointless, found without compiling.

        - It fails on every GPU: its kernel needs more threads, shared memory or registers
          per block than any GPU has (the limits of
          :func:`~compiler.cuda_limits.default_limits`, which no GPU since sm_50 exceeds),
          or the renderer rejects it. A device with lower limits may still reject a config
          that passes.
        - It is redundant: its block tile covers the output twice over where half that
          tile computes the same outputs
          (:func:`~compiler.templates.cuda.template.oversized_tile`). It would run; a tuner
          just learns nothing from it that the smaller tile does not teach. (A template
          default may be such a tile on tiny outputs; defaults are measured regardless.)
        """
        try:
            _checked_source(workload, config, default_limits(target.arch), ENTRY)
        except InvalidConfig as err:
            return str(err)
        return cuda_template(workload.op).redundant(workload, config)


def kernel_source(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "cuda",
    limits: GpuLimits | None = None,
) -> CudaSource:
    """The CUDA source of a config with what the renderer knows of it beyond a
    :class:`~compiler.program.Program` (registers and shared memory per block, parameter
    names), checked against ``limits`` like :func:`compiler.render`; for tests and
    benchmarks of the CUDA templates.

    Raises:
        ValueError: Bad workload or target, or no CUDA template.
        InvalidConfig: The config is not in the space, or over a device limit.
        CompileError: Rendering failed.
    """
    t = Target.parse(target)
    if t.kind != "cuda":
        raise ValueError(f"target {str(t)!r} is not a cuda target")
    w = as_workload(workload)
    cfg = as_config(config, _space(w))
    return _checked_source(w, cfg, limits or default_limits(t.arch), ENTRY)
