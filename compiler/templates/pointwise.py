"""pointwise template: ``out = fn(x0, x1, ...)`` elementwise, one vectorized pass.

The elementwise operators a model has outside any kernel epilogue (an activation after
a concat or a pool, a residual add and the activation after it, a squeeze-and-excitation
block's channel scale, a chain of scalar arithmetic) become one function
(:mod:`compiler.pointwise`) and so one pass over memory, instead of a numpy pass per
operator. Same-shaped inputs are flat: the same code serves every layout. Inputs with
one value per channel (``bcast``) index the ``[outer, inner, block]`` view of the data:
along the pixels (a broadcast scalar) for NCHW, along the 16 channels of a block (a
vector load) for NCHW16c; inputs the same for every outer index (``rbcast``: an
attention bias added to every window) index it without the outer one.

Knobs (every combination is correct, for any length):

* ``unroll``: vectors per step of the inner loop (more independent work in flight for
  the long dependency chains of exp and erf).
* ``parallel``: ``outer`` splits the elements into chunks run on all threads, ``none``
  runs on the calling thread (no wake-up: cheaper for small tensors).
"""

from __future__ import annotations

from compiler import te
from compiler.ops import input_shapes, output_shape
from compiler.pointwise import parse, to_expr
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

#: Parallel chunks (about): a few per thread, so a thread that starts late is not last.
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
    fn = parse(str(w.get("fn")))
    xs = [te.placeholder(shape, f"x{i}") for i, shape in enumerate(input_shapes(w))]
    shape = output_shape(w)
    lanes = target.vector_lanes("float32")
    unroll = cfg.get_int("unroll")
    parallel = cfg.get_str("parallel") == "outer"
    if len(shape) == 1:
        out = te.compute(shape, lambda i: to_expr(fn, [x[i] for x in xs]), "out")
        sch = Schedule([out])
        so = sch[out]
        (i,) = so.leaf_axes
        vectors, lane = so.split(i, lanes)
        steps, step = so.split(vectors, unroll)
        if parallel:
            chunk = max(1, -(-shape[0] // (lanes * unroll * CHUNKS)))
            tasks, _ = so.split(steps, chunk)
            so.parallel(tasks)
        so.unroll(step)
        so.vectorize(lane)
        return sch, [*xs, out]

    def body(o: Expr, p: Expr, c: Expr) -> Expr:
        def at(x: Tensor) -> Expr:
            return x[o if x.shape[0] > 1 else 0, p if x.shape[1] > 1 else 0, c]

        return to_expr(fn, [at(x) for x in xs])

    out = te.compute(shape, body, "out")
    sch = Schedule([out])
    so = sch[out]
    o, p, c = so.leaf_axes
    if shape[2] > 1:  # NCHW16c: the channels of a block are the vector
        if shape[2] > lanes:
            _, c = so.split(c, lanes)
        _, step = so.split(p, unroll)
        so.unroll(step)
        so.vectorize(c)
    else:  # NCHW: a channel's pixels are the vector, its value one broadcast
        vectors, lane = so.split(p, lanes)
        _, step = so.split(vectors, unroll)
        so.unroll(step)
        so.vectorize(lane)
    if parallel:
        so.parallel(o)
    return sch, [*xs, out]


TEMPLATE = Template(op="pointwise", space=space, schedule=schedule)
