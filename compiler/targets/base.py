"""The face every kernel target shows the rest of the compiler."""

from __future__ import annotations

from typing import Protocol

import numpy as np

from compiler.cuda_limits import GpuLimits
from compiler.ops import input_dtypes
from compiler.program import Program
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.workload import Workload


class KernelTarget(Protocol):
    """What one kind of target (``llvm``, ``cuda``) does for a workload.

    Every method takes parsed objects: a config is one of ``space(workload, target)``,
    already validated (see :func:`compiler.parse.as_config`).
    """

    #: Whether :meth:`config_problem` can judge anything; False lets a caller skip even
    #: parsing the workload and config.
    judges_unbuilt: bool

    #: Whether whole models compile for this kind of target (graph lowering, packed
    #: constants and a package that runs them); kernels alone render for every kind.
    compiles_models: bool

    #: Whether a model's numpy steps may run between its kernels (a CPU's, whose kernels
    #: work in host memory); where not (a GPU's), a node it has no kernel for
    #: (:meth:`accepts`) is refused by a compile for this kind.
    model_host_steps: bool

    #: The activation layouts its kernels take, the preferred first (``nchw16c``,
    #: ``nchw``); a model compiled for it keeps its activations in these.
    model_layouts: tuple[str, ...]

    def space(self, workload: Workload, target: Target) -> ConfigSpace:
        """The config space of the workload's template on this target.

        Raises:
            ValueError: No template for the operator on this target.
        """
        ...

    def accepts(self, workload: Workload, target: Target) -> bool:
        """Whether this kind has a kernel for the workload (its operator has a template
        here, and the template takes the workload's parameters)."""
        ...

    def prepack(
        self, workload: Workload, config: Config, target: Target, inputs: list[np.ndarray]
    ) -> list[np.ndarray]:
        """A kernel's constant inputs in the layout its config's kernel takes (as given,
        contiguous and of the workload's dtypes, where it takes them as they are)."""
        ...

    def render(
        self,
        workload: Workload,
        config: Config,
        target: Target,
        *,
        name: str,
        prepacked: bool,
        limits: GpuLimits | None,
    ) -> Program:
        """The kernel of one config, rendered under the symbol ``name``.

        Args:
            workload: The workload.
            config: A config of the space.
            target: The target (of this kind).
            name: The kernel's symbol.
            prepacked: The variant taking constant inputs already packed, where the
                target has one; ignored otherwise.
            limits: A GPU's per-block limits the kernel must fit; ignored by CPU targets.

        Raises:
            InvalidConfig: The config is over a device limit.
            CompileError: Rendering failed.
        """
        ...

    def feature_names(self, workload: Workload, target: Target) -> list[str]:
        """Names of the cost-model features of the workload's configs."""
        ...

    def features(self, workload: Workload, config: Config, target: Target) -> np.ndarray:
        """The cost-model features of one config (float32, as many as the names)."""
        ...

    def config_problem(self, workload: Workload, config: Config, target: Target) -> str | None:
        """Why measuring the config is pointless, found without compiling it; None when
        nothing is known against it."""
        ...


def contiguous_inputs(workload: Workload, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """``inputs`` C-contiguous and of the workload's input dtypes: constants as a kernel
    without a packed variant takes them."""
    dtypes = input_dtypes(workload)
    return [np.ascontiguousarray(x, d) for x, d in zip(inputs, dtypes, strict=True)]
