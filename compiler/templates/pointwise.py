"""pointwise template: ``out[i] = fn(x0[i], x1[i], ...)``, one vectorized pass.

The elementwise operators a model has outside any kernel epilogue (an activation after
a concat, a residual add and the activation after it, a chain of scalar arithmetic)
become one function (:mod:`compiler.pointwise`) and so one pass over memory, instead of
a numpy pass per operator. The inputs and the output are flat: the same code serves
every layout, since an elementwise function does not care where an element sits.

Knobs (every combination is correct, for any length):

* ``unroll``: vectors per step of the inner loop (more independent work in flight for
  the long dependency chains of exp and erf).
* ``parallel``: ``outer`` splits the elements into one chunk per thread, ``none`` runs
  on the calling thread (no wake-up: cheaper for small tensors).
"""

from __future__ import annotations

from compiler import te
from compiler.pointwise import inputs_of, parse, to_expr
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

UNROLL = (1, 2, 4)

#: At least this many elements run on all threads by default.
PARALLEL_MIN_ELEMENTS = 1 << 15

#: Parallel chunks per thread: a few, so a thread that starts late is not the last.
CHUNKS = 64


def space(w: Workload, target: Target) -> ConfigSpace:
    """The pointwise search space of ``w`` (see the module docstring)."""
    n = w.get_int("n")
    knobs = (choice_knob("unroll", UNROLL), choice_knob("parallel", ("outer", "none")))
    default: dict[str, KnobValue] = {
        "unroll": 2,
        "parallel": "outer" if n >= PARALLEL_MIN_ELEMENTS else "none",
    }
    return ConfigSpace(knobs, default)


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule for config ``cfg``."""
    n = w.get_int("n")
    fn = parse(str(w.get("fn")))
    xs = [te.placeholder((n,), f"x{i}") for i in range(max(1, inputs_of(fn)))]

    def body(i: Expr) -> Expr:
        return to_expr(fn, [x[i] for x in xs])

    out = te.compute((n,), body, "out")
    sch = Schedule([out])
    so = sch[out]
    (i,) = so.leaf_axes
    lanes = target.vector_lanes("float32")
    vectors, lane = so.split(i, lanes)
    steps, step = so.split(vectors, cfg.get_int("unroll"))
    if cfg.get_str("parallel") == "outer":
        chunk = max(1, -(-n // (lanes * cfg.get_int("unroll") * CHUNKS)))
        tasks, _ = so.split(steps, chunk)
        so.parallel(tasks)
    so.unroll(step)
    so.vectorize(lane)
    return sch, [*xs, out]


TEMPLATE = Template(op="pointwise", space=space, schedule=schedule)
