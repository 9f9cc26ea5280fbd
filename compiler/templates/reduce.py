"""reduce template: ONNX Reduce* and ArgMax/ArgMin along axis 1 of ``[outer, r, inner]``.

Along contiguous rows (``inner == 1``) with the row schedule of the layernorm and softmax
templates (:func:`.layernorm.schedule_row_stats`): each lane ``l`` of a vector reduces
every ``V``-th value of its row (``part[o, l]``, a masked last vector filled with the
reduction's identity), and the row's result reduces the ``V`` lanes. Lane partials are
also what keeps a float32 sum close to the float64 one: ``V`` short sums, then their sum.

Down columns (``inner > 1``) the vectors run along ``inner`` instead, each lane reducing
its own column (:func:`.layernorm.schedule_column_stats`), no lane partials needed.

Per kind:

* ``sum``, ``mean`` (divided by ``r`` at the end), ``max``, ``min``, ``prod``, ``l1``
  (``|x|`` summed), ``sumsq`` and ``l2`` (``x²`` summed; ``l2`` the square root): one
  reduction;
* ``logsumexp``: the maximum, then the sum of ``exp(x - max)``; ``log(sum) + max``
  (a row of -inf only shifts by 0: -inf, not NaN);
* ``argmax``/``argmin``: the extreme value, then the least (or, ``last=1``, the greatest)
  index holding it, carried as a float32 value (exact: the axis is below 2^24) and
  converted to int64 in the store.

NaN is the extreme of a slice holding one, as numpy and the ONNX reference have it: a
comparison-based maximum keeps a NaN only when it comes last, so ``max``, ``min``,
``argmax`` and ``argmin`` first reduce a flag of NaNs (``x == x`` is false for NaN
alone) and then give NaN, or the first (``last=1``: the last) NaN's index. Sums,
products and ``logsumexp`` propagate NaN through their arithmetic already.

Knobs (:func:`.layernorm.rows_space`): ``parallel`` (all threads or the caller's) and, for
rows, ``chunk`` (rows per parallel task).
"""

from __future__ import annotations

from collections.abc import Callable

from compiler import te
from compiler.ops_reduce import INDEX_KINDS
from compiler.schedule import Schedule
from compiler.space import Config, ConfigSpace
from compiler.target import Target
from compiler.te.expr import Expr, Reduce
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.layernorm import (
    lane_partial,
    rows_loop,
    rows_space,
    schedule_column_stats,
    schedule_row_stats,
)
from compiler.workload import Workload

INF = float("inf")
NAN = float("nan")
#: The largest finite float32: only -inf is below its negative.
FLT_MAX = 3.4028234663852886e38

#: The combiner of each one-pass kind and its identity.
COMBINER = {
    "sum": "sum",
    "mean": "sum",
    "l1": "sum",
    "l2": "sum",
    "sumsq": "sum",
    "max": "max",
    "min": "min",
    "prod": "prod",
}
IDENTITY = {"sum": 0.0, "max": -INF, "min": INF, "prod": 1.0}

_REDUCERS: dict[str, Callable[[Expr, IterVar], Reduce]] = {
    "sum": te.sum,
    "max": te.max_reduce,
    "min": te.min_reduce,
    "prod": te.prod_reduce,
}

Value = Callable[[Expr, Expr, Expr], Expr]
"""``value(o, j, q)``: what element ``j`` of the axis contributes (after a transform)."""


def space(w: Workload, target: Target) -> ConfigSpace:
    """``parallel`` and, along rows, ``chunk`` (:func:`.layernorm.rows_space`)."""
    inner = w.get_int("inner")
    return rows_space(w.get_int("outer") * w.get_int("r") * inner, chunked=inner == 1)


def _transform(kind: str, v: Expr) -> Expr:
    """The per-element part of a one-pass kind (``|x|``, ``x²``, or ``x``)."""
    if kind == "l1":
        return te.call("fabs", v)
    if kind in ("l2", "sumsq"):
        return v * v
    return v


def _finish(kind: str, r: int) -> Callable[..., Expr] | None:
    """The store's epilogue of a one-pass kind: mean's division, l2's square root."""
    if kind == "mean":
        return lambda acc, *_: acc / float(r)
    if kind == "l2":
        return lambda acc, *_: te.call("sqrt", acc)
    return None


class _Builder:
    """The stages of one kernel: each statistic reduced down the axis, then merged."""

    def __init__(self, w: Workload, lanes: int) -> None:
        self.outer, self.r, self.inner = w.get_int("outer"), w.get_int("r"), w.get_int("inner")
        self.kind = str(w.get("kind"))
        self.last = w.get_int("last") == 1
        self.lanes = lanes
        self.rows = self.inner == 1
        shape = (self.outer, self.r) if self.rows else (self.outer, self.r, self.inner)
        self.data = te.placeholder(shape, "data")
        self.stats: list[tuple[Tensor, bool]] = []  # (tensor, has lane partials)

    def read(self, o: Expr, j: Expr, q: Expr) -> Expr:
        return self.data[o, j] if self.rows else self.data[o, j, q]

    def stat(
        self,
        name: str,
        combiner: str,
        value: Value,
        finalize: Callable[..., Expr] | None = None,
    ) -> Callable[[Expr, Expr], Expr]:
        """``combiner`` of ``value`` down the axis; returns ``at(o, q)``, its result."""
        reducer, fill = _REDUCERS[combiner], IDENTITY[combiner]
        if not self.rows:
            k = te.reduce_axis(self.r, f"k_{name}")
            t = te.compute(
                (self.outer, self.inner),
                lambda o, q: reducer(value(o, k.var, q), k),
                name,
                finalize=finalize,
            )
            self.stats.append((t, False))
            return lambda o, q: t[o, q]
        lanes, zero = self.lanes, te.const(0)
        steps = -(-self.r // lanes)
        k = te.reduce_axis(steps, f"k_{name}")
        part = te.compute(
            (self.outer, lanes),
            lambda o, v: reducer(
                lane_partial(lambda j: value(o, j, zero), self.r, lanes, k.var, v, fill=fill), k
            ),
            f"{name}_part",
        )
        lane = te.reduce_axis(lanes, f"l_{name}")
        t = te.compute(
            (self.outer,),
            lambda o: reducer(part[o, lane.var], lane),
            name,
            finalize=finalize,
        )
        self.stats += [(part, True), (t, False)]
        return lambda o, q: t[o]

    def has_nan(self) -> Callable[[Expr, Expr], Expr]:
        """A stat whose ``at(o, q)`` is true where the slice holds a NaN."""

        def flag(o: Expr, j: Expr, q: Expr) -> Expr:
            v = self.read(o, j, q)
            return te.select(v.eq(v), 0.0, 1.0)

        found = self.stat("nan", "max", flag)
        return lambda o, q: found(o, q) > 0.0

    def build(self) -> Tensor:
        """The kernel's output tensor (float32 values, or int64 indices)."""
        kind, read = self.kind, self.read
        if kind in COMBINER:
            finish = _finish(kind, self.r)
            if COMBINER[kind] in ("max", "min"):
                nan = self.has_nan()
                finish = lambda acc, *axes: te.select(nan(*self._at(axes)), NAN, acc)  # noqa: E731
            self.stat(
                "out",
                COMBINER[kind],
                lambda o, j, q: _transform(kind, read(o, j, q)),
                finish,
            )
            return self.stats[-1][0]
        extreme = "max" if kind in ("argmax", "logsumexp") else "min"
        if kind == "logsumexp":
            top = self.stat("top", extreme, read)

            # A row of -inf alone (a fully masked row) shifts by 0, not by -inf: its
            # exps are 0 and its log-sum-exp -inf, where x - max would be NaN.
            def shift(o: Expr, q: Expr) -> Expr:
                return te.select(top(o, q).lt(-FLT_MAX), 0.0, top(o, q))

            self.stat(
                "out",
                "sum",
                lambda o, j, q: te.call("exp", read(o, j, q) - shift(o, q)),
                lambda acc, *axes: te.call("log", acc) + shift(*self._at(axes)),
            )
            return self.stats[-1][0]
        assert kind in INDEX_KINDS, kind
        nan = self.has_nan()
        top = self.stat("top", extreme, read)
        # The first index holding the extreme (the least), or the last one (the greatest);
        # in a slice with a NaN, the first (last) NaN's.
        pick = "max" if self.last else "min"
        miss = IDENTITY[pick]

        def index(o: Expr, j: Expr, q: Expr) -> Expr:
            v, at = read(o, j, q), te.cast(j, "float32")
            return te.select(
                nan(o, q),
                te.select(v.eq(v), miss, at),
                te.select(v.eq(top(o, q)), at, miss),
            )

        at = self.stat("index", pick, index)
        zero = te.const(0)
        if self.rows:
            return te.compute((self.outer,), lambda o: te.cast(at(o, zero), "int64"), "out")
        shape = (self.outer, self.inner)
        return te.compute(shape, lambda o, q: te.cast(at(o, q), "int64"), "out")

    def _at(self, axes: tuple[Expr, ...]) -> tuple[Expr, Expr]:
        """``(o, q)`` from an output element's indices (``q`` 0 along rows)."""
        return (axes[0], te.const(0)) if self.rows else (axes[0], axes[1])


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The tensor expression and its schedule: the kernel's tensors ``data, out``."""
    lanes = target.vector_lanes("float32")
    b = _Builder(w, lanes)
    out = b.build()
    sch = Schedule([out])
    parallel = cfg.get_str("parallel") == "outer"
    if b.rows:
        chunk = cfg.get_int("chunk")
        schedule_row_stats(sch, b.stats, parallel, chunk, rows=1)
        if out is not b.stats[-1][0]:  # the index converted to int64
            rows_loop(sch[out], parallel, chunk, rows=1)
        return sch, [b.data, out]
    schedule_column_stats(sch, [t for t, _ in b.stats], lanes, parallel)
    if out is not b.stats[-1][0]:
        so = sch[out]
        o, q = so.leaf_axes
        qo, qi = so.split(q, lanes)
        so.vectorize(qi)
        if parallel:
            so.parallel(o if b.outer > 1 else qo)
    return sch, [b.data, out]


TEMPLATE = Template(op="reduce", space=space, schedule=schedule)
