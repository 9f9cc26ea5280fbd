"""copy template: a strided read of a flat input, one output row at a time.

The output is read as ``[rows, n]``: ``n`` the innermost axis, ``rows`` every outer axis
together. A row's start in the input is decomposed from the row number once per row
(divisions the inner loop never sees); along the row the reads step by the innermost
stride: contiguous vector loads where it is 1, a broadcast where it is 0, gathers else.
The stores are always contiguous. A padded copy maps each axis's index into the input
(clamped, mirrored or wrapped: gathers along a padded row); in constant mode it reads
through a guarded load, so a row's interior stays one contiguous masked load.

Knobs (every combination is correct): ``parallel`` (``outer``: rows, or blocks of a
single row, on all threads; ``none``: the calling thread), ``unroll`` (vectors per step
of the row loop).
"""

from __future__ import annotations

import math

from compiler import te
from compiler.ops_copy import copy_extents, copy_pads, copy_shape, copy_strides, wrap_period
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
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


def schedule_rows(stage: Stage, row: IterVar, along: IterVar, cfg: Config, target: Target) -> None:
    """The schedule of a kernel writing its output rows (axis ``row``) one after another
    (copy, concat, gather): a row in contiguous vectors, ``unroll`` of them a step; the
    rows on all threads (``parallel`` outer), a single long row cut into blocks for them."""
    if row.extent == 1 and along.extent > ROW_BLOCK:
        row, along = stage.split(along, ROW_BLOCK)
    vectors, lane = stage.split(along, target.vector_lanes("float32"))
    _, unrolled = stage.split(vectors, cfg.get_int("unroll"))
    stage.unroll(unrolled)
    stage.vectorize(lane)
    if cfg.get_str("parallel") == "outer":
        stage.parallel(row)


Axis = tuple[int, int, int, int]
"""One output axis: its length, input stride, padding before it, input positions read."""


def _position(index: Expr, axis: Axis, mode: str) -> tuple[Expr, Expr | None]:
    """The input position output ``index`` reads along ``axis``, and (constant mode, a
    padded axis) the condition that it lies inside the input."""
    length, _, begin, n = axis
    if begin == 0 and n == length:
        return index, None
    if mode == "constant":
        return index - begin, te.all_(index >= begin, index < begin + n)
    if n == 1:
        return te.const(0), None
    if mode == "edge":
        return te.min_(te.max_(index - begin, 0), n - 1), None
    period, lift = wrap_period(begin, n, mode)
    t = (index + lift) % period
    return (t, None) if mode == "wrap" else (te.min_(t, period - t), None)


def _read(
    data: Tensor, r: Expr, j: Expr, axes: list[Axis], *, offset: int, mode: str, value: float
) -> Expr:
    """``out[r, j]``: the outer axes' indices decomposed from the row number ``r``."""
    address: Expr = te.const(offset)
    inside: list[Expr] = []
    rows, inner = math.prod(a[0] for a in axes[:-1]), 1
    for axis in reversed(axes[:-1]):
        index = r if inner == 1 else r // inner
        if inner * axis[0] < rows:
            index = index % axis[0]
        position, cond = _position(index, axis, mode)
        address = address + position * axis[1]
        inside += [] if cond is None else [cond]
        inner *= axis[0]
    position, cond = _position(j, axes[-1], mode)
    address = address + position * axes[-1][1]
    inside += [] if cond is None else [cond]
    if not inside:
        return data[address]
    return te.if_then_else(te.all_(*inside), data[address], te.const(value, "float32"))


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The read and its schedule for config ``cfg``: the kernel's tensors ``data, out``."""
    p = w.params_dict
    shape, strides, extents = copy_shape(p), copy_strides(p), copy_extents(p)
    begins = [b for b, _ in copy_pads(p) or [(0, 0)] * len(shape)]
    axes = list(zip(shape, strides, begins, extents, strict=True))
    offset, size = w.get_int("offset"), w.get_int("size")
    mode, value = str(p["mode"]), float(str(p["value"]))
    rows, n = math.prod(shape[:-1]), shape[-1]
    data = te.placeholder((size,), "data")
    flat = te.compute(
        (rows, n),
        lambda r, j: _read(data, r, j, axes, offset=offset, mode=mode, value=value),
        "out",
    )
    sch = Schedule([flat])
    row, along = sch[flat].leaf_axes
    schedule_rows(sch[flat], row, along, cfg, target)
    return sch, [data, flat]


TEMPLATE = Template(op="copy", space=space, schedule=schedule)
