"""resize2d template: ONNX Resize of an NCHW tensor's plane, separably or directly.

The taps of each resized axis (:mod:`compiler.templates.resize_taps`: source indices and
weights computed in-kernel with onnxruntime's float32 arithmetic) are small stages of
their own, ``[taps, n_out]`` each, computed once per call; they are never kernel inputs,
which a tuner would fill with random data. Then, ``order``:

* ``wh``: a W pass ``cols[b, c, y, ox]`` (each output column a weighted sum of gathered
  input columns), then an H pass ``out[b, c, oy, ox]`` (each output row a weighted sum of
  whole rows of ``cols``: contiguous vector loads, one broadcast weight per row);
* ``hw``: the H pass first, into ``rows[b, c, oy, x]``, then the W pass;
* ``direct``: one pass, each output the weighted sum of its ``taps_h x taps_w`` inputs
  (gathers all).

The separable orders gather only in their W pass, so the cheaper one does it on the
smaller of the two intermediate planes: ``wh`` when upsampling (the 28x28 -> 224x224
upsample of a segmentation head gathers 28 x 224 values per plane and writes its 224 x
224 outputs with plain vector loads). An axis of scale 1 has no pass. Measured with the
other knobs at their defaults (AVX-512 Xeon, 2 threads on a busy host), bilinear:
21x28x28 -> 224x224 ``wh`` 0.38 ms (a 4 MB numpy copy takes 0.44), ``hw`` 1.1, ``direct``
1.9; 128x14x14 -> 28x28 ``wh`` 0.05-0.08 ms, ``hw`` 0.13, ``direct`` 0.40; but downsampling
21x224x224 -> 28x28 ``direct`` 0.07 ms, ``hw`` 0.07-0.11, ``wh`` 0.25, so all three stay.

Knobs (every combination is correct, for any shape):

* ``order``: as above (``wh`` only, when an axis is not resized);
* ``vector``: lanes of a vector along the row; ``unroll``: vectors per step;
* ``tables``: ``stage`` computes each axis' taps once per call; ``inline`` recomputes
  them where they are read (no table loads, more arithmetic);
* ``attach``: ``plane`` computes a separable order's intermediate one (image, channel)
  plane at a time, just before the plane's outputs, while it is in cache; ``root``
  computes it whole first (both passes then spread their rows over the threads, which
  a tensor of few planes needs);
* ``parallel``: ``outer`` runs planes (or rows) on all threads, ``none`` on the calling
  thread.
"""

from __future__ import annotations

from compiler import te
from compiler.ops_resize import ResizeAxis, resize_axes, taps
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace, Knob, KnobValue, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor
from compiler.templates.base import Template
from compiler.templates.resize_taps import axis_taps
from compiler.workload import Workload

UNROLL = (1, 2, 4)

#: Outputs from which the default runs on all threads.
PARALLEL_MIN_ELEMENTS = 1 << 15

#: Planes from which the default computes the intermediate plane by plane: fewer leave
#: threads idle (the rows of a root pass are shared more evenly).
PLANE_MIN_PLANES = 8

#: About how many contiguous loads one gathered element costs (a guess for the default
#: order; the tuner measures).
GATHER_COST = 3


class _Tables:
    """One resized axis' taps as tensors ``index[k, o]`` (float32) and ``weight[k, o]``."""

    def __init__(self, params: dict[str, int | str], axis: ResizeAxis) -> None:
        self.axis = axis
        self.taps = taps(params, axis)
        name = f"taps_{axis.name}"

        def pick(k: Expr, parts: tuple[Expr, ...]) -> Expr:
            out = parts[-1]
            for i in range(len(parts) - 2, -1, -1):
                out = te.select(k.eq(i), parts[i], out)
            return out

        self.index = te.compute(
            (self.taps, axis.n_out),
            lambda k, o: pick(k, axis_taps(params, axis, o).index),
            f"{name}_index",
        )
        self.weight = (
            None
            if params["mode"] == "nearest"
            else te.compute(
                (self.taps, axis.n_out),
                lambda k, o: pick(k, _weights(params, axis, o)),
                f"{name}_weight",
            )
        )

    @property
    def stages(self) -> list[Tensor]:
        """The table tensors (inlined together by ``tables=inline``)."""
        return [self.index] if self.weight is None else [self.index, self.weight]

    def read(self, k: int, o: Expr) -> Expr:
        """Tap ``k``'s input index of output ``o`` (int64, clamped to the input)."""
        return te.min_(te.max_(te.cast(self.index[k, o], "int64"), 0), self.axis.n_in - 1)

    def weigh(self, k: int, o: Expr, value: Expr) -> Expr:
        """``value`` times tap ``k``'s weight (itself for nearest)."""
        return value if self.weight is None else self.weight[k, o] * value


def _weights(params: dict[str, int | str], axis: ResizeAxis, o: Expr) -> tuple[Expr, ...]:
    weight = axis_taps(params, axis, o).weight
    assert weight is not None
    return weight


def _order(w: Workload) -> tuple[str, ...]:
    h, wd = resize_axes(w.params_dict)
    return ("wh", "hw", "direct") if h.resized and wd.resized else ("wh",)


def _default_order(w: Workload) -> str:
    """The separable order whose gathering W pass has fewer outputs (weighted)."""
    p = w.int_params
    h, wd = resize_axes(w.params_dict)
    if not (h.resized and wd.resized):
        return "wh"
    th, tw = taps(w.params_dict, h), taps(w.params_dict, wd)
    wh = GATHER_COST * tw * p["h"] * p["ow"] + th * p["oh"] * p["ow"]
    hw = th * p["oh"] * p["w"] + GATHER_COST * tw * p["oh"] * p["ow"]
    return "wh" if wh <= hw else "hw"


def space(w: Workload, target: Target) -> ConfigSpace:
    """The resize2d search space of ``w`` on ``target`` (see the module docstring)."""
    p = w.int_params
    lanes = target.vector_lanes("float32")
    vectors = (lanes // 2, lanes)
    row = p["ow"]
    vector = max((v for v in vectors if v <= row), default=vectors[0])
    knobs: tuple[Knob, ...] = (
        choice_knob("order", _order(w)),
        choice_knob("vector", vectors),
        choice_knob("unroll", UNROLL),
        choice_knob("tables", ("stage", "inline")),
        choice_knob("attach", ("plane", "root")),
        choice_knob("parallel", ("outer", "none")),
    )
    elements = p["n"] * p["c"] * p["oh"] * p["ow"]
    default: dict[str, KnobValue] = {
        "order": _default_order(w),
        "vector": vector,
        "unroll": 2,
        "tables": "stage",
        "attach": "plane" if p["n"] * p["c"] >= PLANE_MIN_PLANES else "root",
        "parallel": "outer" if elements >= PARALLEL_MIN_ELEMENTS else "none",
    }
    return ConfigSpace(knobs, default)


def _pass(src: Tensor, tables: _Tables, name: str) -> Tensor:
    """``src`` resized along one axis (H: dim 2, W: dim 3)."""
    n, c, rows, cols = src.shape
    along_h = tables.axis.dim == 2
    shape = (n, c, tables.axis.n_out, cols) if along_h else (n, c, rows, tables.axis.n_out)

    def body(b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        o = y if along_h else x
        total: Expr | None = None
        for k in range(tables.taps):
            i = tables.read(k, o)
            term = tables.weigh(k, o, src[b, ch, i, x] if along_h else src[b, ch, y, i])
            total = term if total is None else total + term
        assert total is not None
        return total

    return te.compute(shape, body, name)


def _direct(data: Tensor, th: _Tables, tw: _Tables, shape: tuple[int, ...]) -> Tensor:
    """Each output the weighted sum of its ``taps_h x taps_w`` inputs."""

    def body(b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        total: Expr | None = None
        for k in range(th.taps):
            row: Expr | None = None
            for j in range(tw.taps):
                term = tw.weigh(j, x, data[b, ch, th.read(k, y), tw.read(j, x)])
                row = term if row is None else row + term
            assert row is not None
            weighted = th.weigh(k, y, row)
            total = weighted if total is None else total + weighted
        assert total is not None
        return total

    return te.compute(shape, body, "out")


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The resize2d tensor expression and its schedule for config ``cfg``.

    Returns:
        The schedule and the kernel's tensors ``data, out``.
    """
    params = w.params_dict
    p = w.int_params
    data = te.placeholder((p["n"], p["c"], p["h"], p["w"]), "data")
    out_shape = (p["n"], p["c"], p["oh"], p["ow"])
    h_axis, w_axis = resize_axes(params)
    th = _Tables(params, h_axis) if h_axis.resized else None
    tw = _Tables(params, w_axis) if w_axis.resized else None
    order = cfg.get_str("order")
    passes: list[Tensor] = []
    if th is not None and tw is not None and order == "direct":
        out = _direct(data, th, tw, out_shape)
    else:
        first, second = (tw, th) if order == "wh" else (th, tw)
        src = data
        for tables in (first, second):
            if tables is not None:
                src = _pass(src, tables, f"pass_{tables.axis.name}")
                passes.append(src)
        if not passes:  # nothing resized: a copy
            src = te.compute(out_shape, lambda b, ch, y, x: data[b, ch, y, x], "out")
            passes.append(src)
        out = src
    sch = Schedule([out])
    if cfg.get_str("tables") == "inline":
        for t in (th, tw):
            for stage in [] if t is None else t.stages:
                sch[stage].compute_inline()
    _schedule_passes(sch, [*passes[:-1], out], cfg)
    return sch, [data, out]


def _schedule_passes(sch: Schedule, passes: list[Tensor], cfg: Config) -> None:
    """Vectors along the rows, planes (or rows) on the threads; an intermediate pass
    computed per plane (``attach=plane``) or whole."""
    vector, unroll = cfg.get_int("vector"), cfg.get_int("unroll")
    parallel = cfg.get_str("parallel") == "outer"
    plane = cfg.get_str("attach") == "plane" and len(passes) > 1
    outer = []
    for tensor in passes:
        st = sch[tensor]
        b, ch, y, x = st.leaf_axes
        bc = st.fuse(b, ch)
        _, xi = st.split(x, vector * unroll)
        xv, xl = st.split(xi, vector)
        st.unroll(xv)
        st.vectorize(xl)
        outer.append(bc if plane else st.fuse(bc, y))
    last = sch[passes[-1]]
    if plane:
        sch[passes[0]].compute_at(last, outer[-1])
        if parallel:
            last.parallel(outer[-1])
        return
    if parallel:
        for tensor, loop in zip(passes, outer, strict=True):
            sch[tensor].parallel(loop)


TEMPLATE = Template(op="resize2d", space=space, schedule=schedule)
