"""The schedule template of one operator, as data: what every template module defines.

A template module defines a module-level ``TEMPLATE = Template(...)`` with:

- ``space(workload, target) -> ConfigSpace``: the knobs and their candidate
  values for this workload, and the default config (``ConfigSpace(knobs,
  default_values)``). Every config in the space must compile and be correct.
- ``schedule(workload, config, target) -> (Schedule, args)``: the tensor
  expression and its schedule for one (already validated) config; ``args``
  lists the kernel's tensors in call order: the inputs as
  ``compiler.random_inputs`` returns them, then the output.
- optionally ``prepack(workload, config, target, inputs) -> arrays``: for
  templates that pack constant inputs (weights) into a blocked layout inside
  the kernel. It packs them once in numpy, exactly as the kernel's packing
  stage would; ``schedule`` then takes the keyword ``prepacked=True`` and
  builds the variant whose argument is the packed array (no packing stage).
- optionally ``registers(workload, config, target) -> int``: for templates with a
  register tile, the vector registers it keeps live
  (:mod:`compiler.templates.registers`); a tuner skips configs that need more than the
  target has (:meth:`compiler.targets.llvm.LlvmTarget.config_problem`).
- optionally ``redundant(workload, config, target) -> str | None``: why a config builds
  the same kernel as another config of the space (a knob its form does not read, away
  from that knob's canonical value); a tuner skips it too.

The registry op -> template is :mod:`compiler.templates`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

import numpy as np

from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.tensor import Tensor

SpaceFn = Callable[[Any, Target], ConfigSpace]
ScheduleFn = Callable[[Any, Config, Target], tuple[Schedule, Sequence[Tensor]]]
PrepackFn = Callable[[Any, Config, Target, Sequence[np.ndarray]], list[np.ndarray]]
"""``prepack(workload, config, target, inputs)``: the logical inputs (as
``compiler.random_inputs`` returns them) -> the prepacked kernel's arguments
(C-contiguous float32; inputs that are not packed pass through unchanged)."""
RegistersFn = Callable[[Any, Config, Target], int]
RedundantFn = Callable[[Any, Config, Target], str | None]


class _PrepackedScheduleFn(Protocol):
    """The ``schedule`` of a template with ``prepack``: it also takes ``prepacked``."""

    def __call__(
        self, workload: Any, config: Config, target: Target, /, *, prepacked: bool = False
    ) -> tuple[Schedule, Sequence[Tensor]]: ...


@dataclass(frozen=True, slots=True)
class Template:
    """A schedule template: a search space and a schedule per config.

    Attributes:
        op: The operator name (``Workload.op``).
        space: Builds the config space of a workload (see module docstring).
        schedule: Builds the schedule of a workload for one config. With ``prepack``
            set, it must also take the keyword ``prepacked: bool = False``.
        prepack: Packs constant inputs once, for the ``prepacked`` variant of the
            schedule; None when the template has nothing to prepack.
        registers: The vector registers a config's register tile needs; None when the
            template has no register tile.
        redundant: Why a config duplicates another's kernel (None: it does not); None
            when every config of the template's spaces builds its own kernel.
    """

    op: str
    space: SpaceFn
    schedule: ScheduleFn
    prepack: PrepackFn | None = None
    registers: RegistersFn | None = None
    redundant: RedundantFn | None = None

    def __post_init__(self) -> None:
        if (
            self.prepack is not None
            and "prepacked" not in inspect.signature(self.schedule).parameters
        ):
            raise TypeError(f"template {self.op!r} has prepack but its schedule takes no prepacked")

    def make_schedule(
        self, workload: Any, config: Config, target: Target, *, prepacked: bool = False
    ) -> tuple[Schedule, Sequence[Tensor]]:
        """The schedule of ``workload`` for ``config``: the prepacked variant when asked
        for and the template has one (templates without ``prepack`` ignore ``prepacked``:
        their kernels take the logical inputs either way)."""
        if prepacked and self.prepack is not None:
            return cast(_PrepackedScheduleFn, self.schedule)(
                workload, config, target, prepacked=True
            )
        return self.schedule(workload, config, target)
