"""channel_affine template: ``act(data * scale[c] + shift[c])``, one pass over the data.

A batch norm that no convolution absorbs (a pre-activation ResNet normalizes each
block's input, the sum of a residual add, before the ReLU and the block's convolutions)
would otherwise run as three numpy passes (multiply, add, ReLU) over NCHW data, which
also keeps the tensors around it out of the blocked layout.

Blocked data (``layout=nchw16c``): the vector is a block's 16 channels, so ``scale`` and
``shift`` are contiguous vector loads too; ``unroll_x`` pixels of a row per step. NCHW:
vectorized along each row of a plane, the channel's ``scale`` and ``shift`` broadcast.

Knobs (every combination is correct, for any shape):

* ``unroll_x``: pixels (blocked) or vectors (NCHW) per step of the inner loop.
* ``parallel``: ``outer`` runs the rows on all threads,
  ``none`` on the calling thread (no wake-up: cheaper for small tensors).
"""

from __future__ import annotations

from compiler import te
from compiler.layout import BLOCK, NCHW16C
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

UNROLL_X = (1, 2, 4, 8)

#: Tensors of at least this many elements run on all threads by default: below, the
#: pass is a few microseconds on one thread.
PARALLEL_MIN_ELEMENTS = 1 << 16


def space(w: Workload, target: Target) -> ConfigSpace:
    """The channel_affine search space of ``w`` (see the module docstring)."""
    p = w.int_params
    elements = p["n"] * p["c"] * p["h"] * p["w"]
    knobs = (choice_knob("unroll_x", UNROLL_X), choice_knob("parallel", ("outer", "none")))
    default: dict[str, KnobValue] = {
        "unroll_x": 4,
        "parallel": "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none",
    }
    return ConfigSpace(knobs, default)


def _activate(value: Expr, activation: str) -> Expr:
    return te.max_(value, 0.0) if activation == "relu" else value


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule for config ``cfg``."""
    p = w.int_params
    activation = str(w.get("activation"))
    n, c, h, width = p["n"], p["c"], p["h"], p["w"]
    scale = te.placeholder((c,), "scale")
    shift = te.placeholder((c,), "shift")
    unroll = cfg.get_int("unroll_x")
    if w.get("layout") == NCHW16C:
        data = te.placeholder((n, c // BLOCK, h, width, BLOCK), "data")

        def blocked(b: Expr, cq: Expr, y: Expr, x: Expr, cl: Expr) -> Expr:
            ch = cq * BLOCK + cl
            return _activate(data[b, cq, y, x, cl] * scale[ch] + shift[ch], activation)

        out = te.compute(data.shape, blocked, "out")
        sch = Schedule([out])
        so = sch[out]
        b, cq, y, x, cl = so.leaf_axes
        rows = so.fuse(so.fuse(b, cq), y)
        _, xi = so.split(x, unroll)
        so.unroll(xi)
        so.vectorize(cl)
    else:
        data = te.placeholder((n, c, h, width), "data")
        out = te.compute(
            data.shape,
            lambda b, ch, y, x: _activate(data[b, ch, y, x] * scale[ch] + shift[ch], activation),
            "out",
        )
        sch = Schedule([out])
        so = sch[out]
        b, ch, y, x = so.leaf_axes
        # Vectorized along each row (a masked tail where the width is no multiple of the
        # lanes), not along the fused plane: its index lowers to a division and a
        # remainder by the width per lane, and the loads and stores to gathers and
        # scatters (ResNet-50 v2's input normalization, 3x224x224: 0.175 ms, 3.4 GB/s).
        rows = so.fuse(so.fuse(b, ch), y)
        lanes = target.vector_lanes("float32")
        vectors, lane = so.split(x, lanes)
        _, step = so.split(vectors, unroll)
        so.unroll(step)
        so.vectorize(lane)
    if cfg.get_str("parallel") == "outer":
        so.parallel(rows)
    return sch, [data, scale, shift, out]


TEMPLATE = Template(op="channel_affine", space=space, schedule=schedule)
