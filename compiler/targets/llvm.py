"""The ``llvm`` kernel target: schedule templates lowered to a loop nest, rendered as LLVM IR.

One implementation for every CPU LLVM targets (the host's x86 today; another triple is
another :class:`~compiler.target.Target`, not another implementation).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from compiler.args import ArgSpec
from compiler.codegen.llvm import render as render_llvm
from compiler.cuda_limits import GpuLimits
from compiler.ir import Function
from compiler.layout import NCHW, NCHW16C
from compiler.lower import lower
from compiler.ops import flop_count, input_dtypes, input_names, input_shapes
from compiler.program import ENTRY, Packer, Program
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.targets.base import contiguous_inputs
from compiler.targets.knob_features import knob_names, knob_values
from compiler.targets.llvm_features import nest_feature_names, nest_features
from compiler.templates import get_template
from compiler.templates.registers import register_problem
from compiler.workload import Workload


def lower_workload(
    workload: Workload,
    config: Config,
    target: Target,
    *,
    prepacked: bool = False,
    name: str = ENTRY,
) -> Function:
    """The lowered loop nest of a config of the workload's space, under the symbol
    ``name``; the prepacked variant when ``prepacked`` and the template has one."""
    template = get_template(workload.op)
    sched, args = template.make_schedule(workload, config, target, prepacked=prepacked)
    return lower(sched, args, name)


class LlvmTarget:
    """The :class:`~compiler.targets.base.KernelTarget` of ``llvm`` targets."""

    judges_unbuilt = True
    compiles_models = True
    model_host_steps = True
    model_layouts: tuple[str, ...] = (NCHW16C, NCHW)

    def prepack(
        self, workload: Workload, config: Config, target: Target, inputs: list[np.ndarray]
    ) -> list[np.ndarray]:
        """The template's packing for the config, where it has one."""
        template = get_template(workload.op)
        if template.prepack is None:
            return contiguous_inputs(workload, inputs)
        return list(template.prepack(workload, config, target, inputs))

    def accepts(self, workload: Workload, target: Target) -> bool:
        """Every operator has a CPU template that takes all its workloads."""
        return True

    def space(self, workload: Workload, target: Target) -> ConfigSpace:
        """The space of the workload's schedule template.

        Raises:
            ValueError: No template for the operator.
        """
        return get_template(workload.op).space(workload, target)

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
        """The LLVM IR of a config (``limits`` do not apply to a CPU)."""
        start = time.perf_counter()
        packer = get_template(workload.op).prepack if prepacked else None
        func = lower_workload(workload, config, target, prepacked=packer is not None, name=name)
        text = render_llvm(func, target)
        names = input_names(workload)
        pack: Packer | None = None
        if packer is not None:

            def pack(arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
                return packer(workload, config, target, arrays)

        out_buf = func.args[-1]
        return Program(
            workload=workload,
            config=config,
            target=target,
            text=text,
            entry=name,
            flop=flop_count(workload),
            inputs=tuple(
                ArgSpec(arg, buf.shape, buf.dtype)
                for arg, buf in zip(names, func.args, strict=False)
            ),
            output=ArgSpec("out", out_buf.shape, out_buf.dtype),
            workspaces=tuple(ArgSpec(b.name, b.shape, b.dtype) for b in func.workspaces),
            logical_inputs=tuple(
                ArgSpec(arg, shape, dtype)
                for arg, shape, dtype in zip(
                    names, input_shapes(workload), input_dtypes(workload), strict=True
                )
            ),
            launch=None,
            render_time_s=time.perf_counter() - start,
            packer=pack,
        )

    def feature_names(self, workload: Workload, target: Target) -> list[str]:
        """The knobs' names, then the loop nest's."""
        return knob_names(self.space(workload, target)) + nest_feature_names()

    def features(self, workload: Workload, config: Config, target: Target) -> np.ndarray:
        """The knob values, then the features of the config's lowered loop nest."""
        func = lower_workload(workload, config, target)
        values = knob_values(self.space(workload, target), config)
        return np.asarray(values + nest_features(func, flop_count(workload)), dtype=np.float32)

    def config_problem(self, workload: Workload, config: Config, target: Target) -> str | None:
        """Why measuring the config is pointless: its register tile needs more vector
        registers than the target has (it compiles and runs, spilling on every iteration
        of its micro-kernel: a tile that fits is faster), or it builds the same kernel as
        another config (the template's ``redundant``). None for every other config."""
        template = get_template(workload.op)
        if template.registers is not None:
            problem = register_problem(template.registers(workload, config, target), target)
            if problem is not None:
                return problem
        if template.redundant is not None:
            return template.redundant(workload, config, target)
        return None
