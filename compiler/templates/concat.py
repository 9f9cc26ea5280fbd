"""concat template: the rows of several inputs joined, one output row at a time.

Each output element reads the input whose columns it falls in, through a guarded load
(no input is read outside its columns), so a row is a run of contiguous masked vector
loads and contiguous stores; the inputs' values pass through unchanged, bit for bit.

Knobs (every combination is correct): ``parallel`` (``outer``: rows, or blocks of a
single row, on all threads; ``none``: the calling thread), ``unroll`` (vectors per step
of the row loop).
"""

from __future__ import annotations

import itertools
import math

from compiler import te
from compiler.ops_concat import concat_rows, concat_widths
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.copy import PARALLEL_MIN_ELEMENTS, UNROLL, schedule_rows
from compiler.workload import Workload


def space(w: Workload, target: Target) -> ConfigSpace:
    """The concat search space of ``w`` (see the module docstring)."""
    elements = concat_rows(w.params_dict) * sum(concat_widths(w.params_dict))
    knobs = (choice_knob("parallel", ("outer", "none")), choice_knob("unroll", UNROLL))
    default: dict[str, KnobValue] = {
        "parallel": "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none",
        "unroll": 2,
    }
    return ConfigSpace(knobs, default)


def _element(inputs: list[Tensor], starts: list[int], r: Expr, j: Expr) -> Expr:
    """``out[r, j]``: the last input whose columns start at or before ``j``; each read
    guarded by its own columns, so the selects never load out of bounds."""
    value: Expr | None = None
    for x, start, end in zip(inputs, starts, starts[1:], strict=False):
        read = te.if_then_else(te.all_(j >= start, j < end), x[r, j - start], te.const(0.0))
        value = read if value is None else te.select(j >= start, read, value)
    assert value is not None
    return value


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The join and its schedule for config ``cfg``: tensors ``in0, in1, ..., out``."""
    rows, widths = concat_rows(w.params_dict), concat_widths(w.params_dict)
    inputs = [te.placeholder((rows, width), f"in{i}") for i, width in enumerate(widths)]
    starts = [0, *itertools.accumulate(widths)]
    n = starts[-1]
    out = te.compute((rows, n), lambda r, j: _element(inputs, starts, r, j), "out")
    sch = Schedule([out])
    row, along = sch[out].leaf_axes
    schedule_rows(sch[out], row, along, cfg, target)
    assert math.prod(out.shape) == rows * n
    return sch, [*inputs, out]


TEMPLATE = Template(op="concat", space=space, schedule=schedule)
