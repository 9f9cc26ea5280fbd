"""Schedule templates, one module per operator, and the registry op -> template.

A template module defines a module-level ``TEMPLATE = Template(...)`` with:

- ``space(workload, target) -> ConfigSpace``: the knobs and their candidate
  values for this workload, and the default config (``ConfigSpace(knobs,
  default_values)``). Every config in the space must compile and be correct.
- ``schedule(workload, config, target) -> (Schedule, args)``: the tensor
  expression and its schedule for one (already validated) config; ``args``
  lists the kernel's tensors in call order: the inputs as
  ``compiler.random_inputs`` returns them, then the output.

Modules are imported lazily, on first use of their operator.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.tensor import Tensor

SpaceFn = Callable[[Any, Target], ConfigSpace]
ScheduleFn = Callable[[Any, Config, Target], tuple[Schedule, Sequence[Tensor]]]


@dataclass(frozen=True, slots=True)
class Template:
    """A schedule template: a search space and a schedule per config.

    Attributes:
        op: The operator name (``Workload.op``).
        space: Builds the config space of a workload (see module docstring).
        schedule: Builds the schedule of a workload for one config.
    """

    op: str
    space: SpaceFn
    schedule: ScheduleFn


#: Operator name -> module holding its ``TEMPLATE``.
_MODULES = {
    "matmul": "compiler.templates.matmul",
    "batch_matmul": "compiler.templates.batch_matmul",
    "conv2d": "compiler.templates.conv2d",
    "depthwise_conv2d": "compiler.templates.depthwise_conv2d",
}


def get_template(op: str) -> Template:
    """The template of operator ``op``.

    Raises:
        ValueError: No template for ``op``.
    """
    module_name = _MODULES.get(op)
    if module_name is None:
        raise ValueError(f"no schedule template for operator {op!r}; known: {sorted(_MODULES)}")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise ValueError(f"the template for operator {op!r} is not available yet") from None
    template = module.TEMPLATE
    assert isinstance(template, Template)
    return template
