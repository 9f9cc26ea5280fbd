"""gather template: each output row a copy of the table row its index picks.

``out[o, j, :]`` is ``data[o, k, :]`` with ``k`` the index ``indices[j]``, counted from the
end when negative; a row is contiguous vector loads and stores. The index is clamped into
the table, so no call reads outside it whatever it is given: a model's runtime rejects
out-of-range indices before the call (:func:`compiler.ops.index_inputs`), as onnxruntime
fails the run on them.

Knobs (every combination is correct): ``parallel`` (``outer``: rows, or blocks of a
single row, on all threads; ``none``: the calling thread), ``unroll`` (vectors per step
of the row loop).
"""

from __future__ import annotations

from compiler import te
from compiler.ops_gather import gather_output
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.copy import PARALLEL_MIN_ELEMENTS, UNROLL, schedule_rows
from compiler.workload import Workload


def space(w: Workload, target: Target) -> ConfigSpace:
    """The gather search space of ``w`` (see the module docstring)."""
    outer, count, inner = gather_output(w.params_dict)
    knobs = (choice_knob("parallel", ("outer", "none")), choice_knob("unroll", UNROLL))
    default: dict[str, KnobValue] = {
        "parallel": "outer" if outer * count * inner >= PARALLEL_MIN_ELEMENTS else "none",
        "unroll": 2,
    }
    return ConfigSpace(knobs, default)


def table_row(index: Expr, n: int) -> Expr:
    """The row ``index`` picks in a table of ``n`` rows: from the end when negative,
    clamped into ``[0, n)``."""
    from_end = te.select(index < 0, index + n, index)
    return te.max_(te.min_(from_end, te.const(n - 1)), te.const(0))


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The gather and its schedule for config ``cfg``: tensors ``data, indices, out``."""
    p = w.params_dict
    outer, count, inner = gather_output(p)
    n = int(p["n"])
    data = te.placeholder((outer, n, inner), "data")
    indices = te.placeholder((count,), "indices", "int64")
    out = te.compute(
        (outer, count, inner),
        lambda o, j, i: data[o, table_row(indices[j], n), i],
        "out",
    )
    sch = Schedule([out])
    so = sch[out]
    o, j, along = so.leaf_axes
    schedule_rows(so, so.fuse(o, j), along, cfg, target)
    return sch, [data, indices, out]


TEMPLATE = Template(op="gather", space=space, schedule=schedule)
