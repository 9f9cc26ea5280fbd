"""The compiler's public functions for a workload on a target: its config space, a config's
kernel (rendered, not compiled), its cost-model features and what is known against it.

Each accepts a workload, config and target as text or parsed, parses them once
(:mod:`compiler.parse`) and hands the parsed objects to the target's implementation
(:func:`compiler.targets.registry.kernel_target`).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from typing import Any

import numpy as np

from compiler.cuda_limits import GpuLimits
from compiler.parse import as_config, as_workload
from compiler.program import ENTRY, Program
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.targets.registry import kernel_target
from compiler.workload import Workload

ConfigLike = Config | Mapping[str, Any] | str


def get_space(workload: Workload | str, target: Target | str = "llvm") -> ConfigSpace:
    """The config space of a workload's template on a target.

    Raises:
        ValueError: Bad workload or target, or no template for the operator.
    """
    t = Target.parse(target)
    return kernel_target(t).space(as_workload(workload), t)


def render(
    workload: Workload | str,
    config: ConfigLike | None = None,
    target: Target | str = "llvm",
    *,
    name: str = ENTRY,
    prepacked: bool = False,
    limits: GpuLimits | None = None,
) -> Program:
    """Renders a workload's kernel for a config (the template's default if None).

    Args:
        workload: A Workload or its string form.
        config: A Config, a JSON object or JSON text; None for the default.
        target: ``llvm [-mcpu=.. -mattr=..]`` or ``cuda [-arch=sm_XX]``.
        name: The kernel's symbol (``Program.entry``).
        prepacked: LLVM: the variant taking constant inputs (weights) already packed by
            :meth:`Program.prepare` (see :func:`runtime.build`). CUDA kernels have no
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
    face = kernel_target(t)
    cfg = as_config(config, face.space(w, t))
    program = face.render(w, cfg, t, name=name, prepacked=prepacked, limits=limits)
    # The render time counts the parsing and the space too, as a build's compile time does.
    return dataclasses.replace(program, render_time_s=time.perf_counter() - start)


def source(
    workload: Workload | str,
    config: ConfigLike | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
) -> str:
    """The kernel's source, rendered, not compiled: LLVM IR, or CUDA C for a cuda target
    (``render(...).text``; see :func:`render`).

    Raises:
        ValueError: Bad workload or target; InvalidConfig for a config outside the space
            (or, for cuda, over the default device limits of the target's arch).
    """
    return render(workload, config, target, prepacked=prepacked).text


def feature_names(workload: Any, target: Target | str = "llvm") -> list[str]:
    """Names of the entries of :func:`features` for this workload (same length)."""
    t = Target.parse(target)
    return kernel_target(t).feature_names(as_workload(workload), t)


def features(
    workload: Any,
    config: ConfigLike | None,
    target: Target | str = "llvm",
) -> np.ndarray:
    """The cost-model feature vector of one config (float32, length
    ``len(feature_names(...))``): the knob values, then what the target knows of the
    config's kernel (see :mod:`compiler.targets.llvm_features`,
    :mod:`compiler.templates.cuda.features`).

    Raises:
        ValueError: Bad workload or target; InvalidConfig for a config outside the space.
    """
    w = as_workload(workload)
    t = Target.parse(target)
    face = kernel_target(t)
    return face.features(w, as_config(config, face.space(w, t)), t)


def config_problem(
    workload: Workload | str,
    config: ConfigLike,
    target: Target | str = "llvm",
) -> str | None:
    """Why measuring a config of the space on ``target`` is pointless, found without
    compiling it; None when nothing is known against it. A tuner skips such configs
    rather than spend a measurement on them.

    ``cuda`` configs over the limits every GPU has, or with a block tile twice the output
    where half of it does the same work
    (:meth:`compiler.targets.cuda.CudaTarget.config_problem`); CPU configs whose register
    tile needs more vector registers than the target has
    (:meth:`compiler.targets.llvm.LlvmTarget.config_problem`).

    Raises:
        ValueError: Bad workload or target.
        InvalidConfig: The config is not in the space.
    """
    t = Target.parse(target)
    face = kernel_target(t)
    if not face.judges_unbuilt:  # nothing to judge: not even worth parsing the rest
        return None
    w = as_workload(workload)
    return face.config_problem(w, as_config(config, face.space(w, t)), t)
