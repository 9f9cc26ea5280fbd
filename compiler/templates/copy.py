"""copy template: a strided read of a flat input, one output row at a time.

The output is read as ``[rows, n]``: ``n`` the innermost axis, ``rows`` every outer axis
together. A row's start in the input is decomposed from the row number once per row
(divisions the inner loop never sees); along the row the reads step by the innermost
stride: contiguous vector loads where it is 1, a broadcast where it is 0, gathers else.
The stores are always contiguous.

Knobs (every combination is correct): ``parallel`` (``outer``: rows, or blocks of a
single row, on all threads; ``none``: the calling thread), ``unroll`` (vectors per step
of the row loop).
"""

from __future__ import annotations

import math

from compiler import te
from compiler.ops_copy import copy_shape, copy_strides
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

UNROLL = (1, 2, 4)

#: At least this many elements are copied on all threads by default.
PARALLEL_MIN_ELEMENTS = 1 << 15

#: Elements per parallel task when the output is one row.
ROW_BLOCK = 4096


def space(w: Workload, target: Target) -> ConfigSpace:
    """The copy search space of ``w`` (see the module docstring)."""
    elements = math.prod(copy_shape(w.params_dict))
    knobs = (choice_knob("parallel", ("outer", "none")), choice_knob("unroll", UNROLL))
    default: dict[str, KnobValue] = {
        "parallel": "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none",
        "unroll": 2,
    }
    return ConfigSpace(knobs, default)


def _row_start(row: Expr, shape: tuple[int, ...], strides: tuple[int, ...], offset: int) -> Expr:
    """The input index of ``out[row, 0]``: the outer axes' indices from the row number."""
    start: Expr = te.const(offset)
    inner = 1
    for n, s in zip(reversed(shape[:-1]), reversed(strides[:-1]), strict=True):
        index = row if inner == 1 else row // inner
        if inner * n < math.prod(shape[:-1]):
            index = index % n
        start = start + index * s
        inner *= n
    return start


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The read and its schedule for config ``cfg``: the kernel's tensors ``data, out``."""
    shape, strides = copy_shape(w.params_dict), copy_strides(w.params_dict)
    offset, size = w.get_int("offset"), w.get_int("size")
    rows, n, step = math.prod(shape[:-1]), shape[-1], strides[-1]
    data = te.placeholder((size,), "data")
    flat = te.compute(
        (rows, n), lambda r, j: data[_row_start(r, shape, strides, offset) + j * step], "out"
    )
    sch = Schedule([flat])
    so = sch[flat]
    row, along = so.leaf_axes
    lanes = target.vector_lanes("float32")
    if rows == 1 and n > ROW_BLOCK:
        row, along = so.split(along, ROW_BLOCK)
    vectors, lane = so.split(along, lanes)
    _, unrolled = so.split(vectors, cfg.get_int("unroll"))
    so.unroll(unrolled)
    so.vectorize(lane)
    if cfg.get_str("parallel") == "outer":
        so.parallel(row)
    return sch, [data, flat]


TEMPLATE = Template(op="copy", space=space, schedule=schedule)
