"""A workload's config space, the config problems found without compiling, and its
rendered source (building it into a kernel is :func:`runtime.build`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compiler.program import as_workload, render
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.templates import get_template
from compiler.workload import Workload


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


def config_problem(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str,
    target: Target | str = "llvm",
) -> str | None:
    """Why measuring a config of the space on ``target`` is pointless, found without
    compiling it; None when nothing is known against it. A tuner skips such configs
    rather than spend a measurement on them.

    Only ``cuda`` configs are checked (:func:`compiler.templates.cuda.cuda_config_problem`:
    over the limits every GPU has, or a block tile twice the output where half of it
    does the same work); for a CPU target this is always None.

    Raises:
        ValueError: Bad workload or target.
        InvalidConfig: The config is not in the space.
    """
    t = Target.parse(target)
    if t.kind != "cuda":
        return None
    from compiler.templates.cuda import cuda_config_problem

    return cuda_config_problem(workload, config, t)


def source(
    workload: Workload | str,
    config: Config | Mapping[str, Any] | str | None = None,
    target: Target | str = "llvm",
    *,
    prepacked: bool = False,
) -> str:
    """The kernel's source, rendered, not compiled: LLVM IR, or CUDA C for a cuda target
    (``render(...).text``; see :func:`compiler.program.render`).

    Raises:
        ValueError: Bad workload or target; InvalidConfig for a config outside the space
            (or, for cuda, over the default device limits of the target's arch).
    """
    return render(workload, config, target, prepacked=prepacked).text
