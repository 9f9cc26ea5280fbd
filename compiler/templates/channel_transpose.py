"""channel_transpose template: channels-last rows to a channel layout or back, one copy.

Between rows (``[n, p, c]``) and NCHW16c, every 16 channels of a pixel are contiguous on
both sides: a vector load and a vector store each. Between rows and plain NCHW one side
is strided by ``c`` or ``p``: the vector runs along the contiguous side of the output
and its loads are gathers.

Knobs (every combination is correct): ``parallel`` (``outer``: chunks of the outer loop
on all threads; ``none``: the calling thread), ``unroll`` (vectors per step of the
inner loop).
"""

from __future__ import annotations

from compiler import te
from compiler.layout import BLOCK
from compiler.ops import input_shapes, output_shape
from compiler.ops_channels import NCHW16C, ROWS
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.workload import Workload

UNROLL = (1, 2, 4)

#: At least this many elements are copied on all threads by default.
PARALLEL_MIN_ELEMENTS = 1 << 15


def space(w: Workload, target: Target) -> ConfigSpace:
    """The channel_transpose search space of ``w`` (see the module docstring)."""
    elements = w.get_int("n") * w.get_int("c") * w.get_int("p")
    knobs = (choice_knob("parallel", ("outer", "none")), choice_knob("unroll", UNROLL))
    default: dict[str, KnobValue] = {
        "parallel": "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none",
        "unroll": 2,
    }
    return ConfigSpace(knobs, default)


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The copy and its schedule for config ``cfg``: the kernel's tensors ``data, out``."""
    src, dst = str(w.get("src")), str(w.get("dst"))
    data = te.placeholder(input_shapes(w)[0], "data")
    lanes = target.vector_lanes("float32")
    if dst == NCHW16C:  # out[b, cb, q, l] = rows[b, q, cb*16 + l]
        out = te.compute(
            output_shape(w), lambda b, cb, q, lane: data[b, q, cb * BLOCK + lane], "out"
        )
    elif dst == ROWS and src == NCHW16C:  # out[b, q, j] = data[b, j/16, q, j%16]
        out = te.compute(output_shape(w), lambda b, q, j: data[b, j // BLOCK, q, j % BLOCK], "out")
    elif dst == ROWS:  # from NCHW: out[b, q, j] = data[b, j, q]
        out = te.compute(output_shape(w), lambda b, q, j: data[b, j, q], "out")
    else:  # rows to NCHW: out[b, j, q] = data[b, q, j]
        out = te.compute(output_shape(w), lambda b, j, q: data[b, q, j], "out")
    sch = Schedule([out])
    so = sch[out]
    axes = so.leaf_axes
    inner = axes[-1]
    if dst == NCHW16C:  # the block is the vector; pixels of a block row are unrolled
        b, cb, q, lane = axes
        outer = so.fuse(b, cb)
        _, step = so.split(q, cfg.get_int("unroll"))
        so.unroll(step)
        so.vectorize(lane)
    else:
        outer = so.fuse(axes[0], axes[1])
        vectors, lane = so.split(inner, lanes)
        _, step = so.split(vectors, cfg.get_int("unroll"))
        so.unroll(step)
        so.vectorize(lane)
    if cfg.get_str("parallel") == "outer":
        so.parallel(outer)
    return sch, [data, out]


TEMPLATE = Template(op="channel_transpose", space=space, schedule=schedule)
