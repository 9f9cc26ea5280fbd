"""Lowering: a scheduled tensor expression -> a loop nest (:mod:`compiler.ir`).

Each non-inlined stage becomes a loop nest over its current loops. A split
that does not divide its axis adds the predicate ``value < extent``; the
predicate is placed just inside the innermost loop it depends on, where it
tightens a serial or parallel loop's trip count (``min(f, E - rest)``) and
otherwise becomes a guard (a mask for vector loops).

Reductions are lowered as init / update / finalize nests, or, with
``accumulate_at``, as a local accumulator tile: init, accumulate, store.
Inside the accumulate nest the bounds predicates of the tile's spatial loops
are dropped, so the micro-kernel has no tails; the store keeps them. Reads
that are not provably in bounds without those predicates (reads of
zero-padded packed buffers are) become masked loads or clamped indices. Tiles
away from every edge run a copy of the accumulate nest without the bounds tests
that hold on the whole tile (:mod:`compiler.lower_unswitch`): a padded conv read
in place tests its reads only in its edge tiles. Where the only edge is a row's last tile
(one loop's last iteration), that tile is peeled off the loop with its width known
(:mod:`compiler.lower_peel`), so it computes only the pixels in the row.

Producers attached with ``compute_at`` are lowered by :mod:`compiler.lower_attach`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from compiler import arith
from compiler.ir import Allocate, Buffer, Function, IfThenElse, Stmt, Store, seq
from compiler.lower_attach import Region, attach_hook
from compiler.lower_base import LowerContext, axis_values, flat_index, nest, to_ir
from compiler.lower_peel import peel_last
from compiler.lower_unswitch import unswitch_interior
from compiler.schedule import Schedule, Stage
from compiler.te.expr import (
    BinOp,
    BufferLoad,
    Call,
    Const,
    Expr,
    Reduce,
    Var,
    all_,
    const,
    select,
)
from compiler.te.tensor import IterVar, Tensor
from compiler.te.visit import free_vars, substitute, walk


def _identifier(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def lower(schedule: Schedule, args: Sequence[Tensor], name: str) -> Function:
    """Lowers a schedule to a function taking ``args`` (inputs then output(s)).

    Intermediate (non-inlined) computes become workspace buffers.

    Raises:
        ValueError: An input is read but not in ``args``, or an arg is inlined.
    """
    buffers: dict[int, Buffer] = {}
    used_names: set[str] = set()

    def make(t: Tensor, scope: str, folds: dict[int, int] | None = None) -> Buffer:
        base = _identifier(t.name)
        bname, n = base, 1
        while bname in used_names:
            bname, n = f"{base}_{n}", n + 1
        used_names.add(bname)
        shape = tuple((folds or {}).get(d, dim) for d, dim in enumerate(t.shape))
        buf = Buffer(bname, shape, t.dtype, scope)
        buffers[id(t)] = buf
        return buf

    inlined = {id(s.tensor) for s in schedule.stages if s.inlined}
    arg_bufs = []
    for t in args:
        if id(t) in inlined:
            raise ValueError(f"tensor {t.name!r} is a kernel argument and cannot be inlined")
        arg_bufs.append(make(t, "arg"))
    # A per-thread scratch is local: allocated where it is attached, not passed in.
    scratch = [
        make(s.tensor, "local" if s.per_thread else "workspace", s.folds)
        for s in schedule.stages
        if not s.inlined and id(s.tensor) not in buffers
    ]
    workspaces = [b for b in scratch if b.scope == "workspace"]
    ctx = LowerContext(buffers, inlined)
    for stage in schedule.stages:
        if stage.folds:
            if stage.attach is None or id(stage.tensor) in {id(t) for t in args}:
                raise ValueError(f"stage {stage.name!r}: only a compute_at scratch can fold")
            ctx.folds[id(stage.tensor)] = stage.folds
        if stage.attach is not None and not stage.inlined:
            ctx.attached.setdefault(stage.attach[1], []).append(stage)
    body = [
        _lower_stage(stage, ctx)
        for stage in schedule.stages
        if not stage.inlined and stage.attach is None
    ]
    return Function(
        _identifier(name),
        tuple(arg_bufs),
        tuple(workspaces),
        seq(body),
        tuple(ctx.prefetch.items()),
    )


_IDENTITY = {"sum": 0.0, "max": float("-inf"), "min": float("inf"), "prod": 1.0}


def _combine(combiner: str, acc: Expr, value: Expr) -> Expr:
    if combiner == "sum":
        return acc + value
    if combiner == "prod":
        return acc * value
    # The running value second: a max or min keeps ``value`` where neither is beyond the
    # other, so a NaN met last stays (what onnxruntime's pools give). The reduce kernel
    # flags NaNs itself, for numpy's answer.
    return BinOp(combiner, value, acc, acc.dtype)


def _lower_stage(stage: Stage, ctx: LowerContext, region: Region | None = None) -> Stmt:
    """A stage's loop nest; with ``region`` (a compute_at producer: see
    :func:`~compiler.lower_attach.lower_attached`), ``stage`` is its view over one
    region and ``ctx.ranges`` already holds the view's loops."""
    op = stage.op
    out = ctx.buffers[id(stage.tensor)]
    values, preds = axis_values(stage)
    if region is None:
        ctx.ranges = {leaf.var: (0.0, float(leaf.extent - 1)) for leaf in stage.leaf_axes}
        ctx.accesses = []
        roots = {ax: ax for ax in (*op.axes, *op.reduce_axes)}
        starts: dict[IterVar, Expr] = {}
    else:
        roots, starts = region
    at = attach_hook(stage, ctx, _lower_stage)

    axis_map = {
        ax.var: arith.simplify(starts.get(ax, const(0)) + values[roots[ax]], ctx.ranges)
        for ax in op.axes
    }
    axis_map.update({ax.var: values[roots[ax]] for ax in op.reduce_axes})
    for ax, dim in zip(op.axes, stage.tensor.shape, strict=True):
        if ax in starts:  # a region's tail may pass the tensor's end
            preds += [axis_map[ax.var].lt(dim), axis_map[ax.var].ge(0)]
    preds = [arith.simplify(p, ctx.ranges) for p in preds]
    preds = [p for p in preds if not (isinstance(p, Const) and p.value)]
    out_index = flat_index(stage.tensor, [axis_map[ax.var] for ax in op.axes], ctx)
    kinds = dict(stage.annotations)
    if stage.prefetches and stage.accumulate_axis is None:
        raise ValueError(f"stage {stage.name!r}: prefetch is lowered with accumulate_at only")
    spatial = [lp for lp in stage.leaf_axes if lp.kind == "spatial"]
    spatial_vars = {lp.var for lp in spatial}
    spatial_preds = [p for p in preds if free_vars(p) <= spatial_vars]

    if not isinstance(op.body, Reduce):
        value = arith.simplify(to_ir(op.body, axis_map, ctx, ()), ctx.ranges)
        return nest(
            stage.leaf_axes, kinds, preds, lambda _: Store(out, out_index, value), ctx.ranges, at=at
        )

    reduce_op = op.body
    init = const(_IDENTITY[reduce_op.combiner], op.body.dtype)
    source = arith.simplify(to_ir(reduce_op.source, axis_map, ctx, ()), ctx.ranges)

    def finalize(acc: Expr) -> Expr:
        if op.finalize is None or op.acc is None:
            return acc
        fin = substitute(op.finalize, {op.acc: acc})
        return arith.simplify(to_ir(fin, axis_map, ctx, ()), ctx.ranges)

    current = out.load(out_index)
    if stage.accumulate_axis is None:
        # Generic: init, update and finalize nests, correct for any loop order.
        nests = [
            nest(spatial, kinds, spatial_preds, lambda _: Store(out, out_index, init), ctx.ranges),
            nest(
                stage.leaf_axes,
                kinds,
                preds,
                lambda _: Store(out, out_index, _combine(reduce_op.combiner, current, source)),
                ctx.ranges,
                at=at,
            ),
        ]
        if op.finalize is not None:
            fin = finalize(current)
            nests.append(
                nest(
                    spatial, kinds, spatial_preds, lambda _: Store(out, out_index, fin), ctx.ranges
                )
            )
        return seq(nests)
    return _lower_accumulate(
        stage,
        ctx,
        preds=preds,
        lower_source=lambda: arith.simplify(to_ir(reduce_op.source, axis_map, ctx, ()), ctx.ranges),
        init=init,
        out=out,
        out_index=out_index,
        finalize=finalize,
    )


def _elements_per_iteration(source: Expr, buf: Buffer, var: Var, ranges: arith.Ranges) -> int:
    """How far every read of ``buf`` in ``source`` moves per iteration of ``var``."""
    steps = {
        arith.linear(node.index, ranges).as_dict().get(var, 0)
        for node in walk(source)
        if isinstance(node, BufferLoad) and node.buffer is buf
    }
    if len(steps) != 1 or 0 in steps:
        raise ValueError(
            f"prefetch of {buf.name!r} along {var.name!r}: its reads move by {sorted(steps)} "
            "elements per iteration, not one fixed nonzero step"
        )
    return steps.pop()


def _lower_accumulate(
    stage: Stage,
    ctx: LowerContext,
    *,
    preds: list[Expr],
    lower_source: Callable[[], Expr],
    init: Expr,
    out: Buffer,
    out_index: Expr,
    finalize: Callable[[Expr], Expr],
) -> Stmt:
    assert stage.accumulate_axis is not None
    assert isinstance(stage.op.body, Reduce)
    at = attach_hook(stage, ctx, _lower_stage)
    combiner = stage.op.body.combiner
    kinds = dict(stage.annotations)
    pos = stage.leaf_axes.index(stage.accumulate_axis)
    above, below = stage.leaf_axes[: pos + 1], stage.leaf_axes[pos + 1 :]
    tile = [lp for lp in below if lp.kind == "spatial"]
    r_above = [lp for lp in above if lp.kind == "reduce"]
    above_vars = {lp.var for lp in above}
    tile_vars = {lp.var for lp in tile}
    outer_preds = [p for p in preds if free_vars(p) <= above_vars]
    inner_preds = [p for p in preds if p not in outer_preds]
    tile_preds = [p for p in inner_preds if free_vars(p) <= above_vars | tile_vars]
    reduce_preds = [p for p in inner_preds if p not in tile_preds]

    for p in outer_preds:
        vs = free_vars(p)
        deepest = max(above, key=lambda lp: -1 if lp.var not in vs else above.index(lp))
        if deepest.kind == "reduce" and kinds.get(deepest, "serial") not in ("serial", "parallel"):
            raise ValueError(
                f"stage {stage.name!r}: reduce loop {deepest.name!r} above accumulate_at has a "
                "tail and must stay serial"
            )

    size, strides = 1, {}
    for lp in reversed(tile):
        strides[lp.var] = size
        size *= lp.extent
    acc_buf = Buffer(f"{out.name}_acc", (size,), out.dtype, "local")
    acc_index = arith.simplify(
        sum((lp.var * strides[lp.var] for lp in tile), start=const(0)), ctx.ranges
    )
    acc = acc_buf.load(acc_index)

    # The tile's bounds predicates are dropped from the accumulate nest (no tails in the
    # micro-kernel); reads that could then go out of bounds are masked or clamped.
    facts = [f for p in outer_preds + reduce_preds for f in arith.constraints_of(p, ctx.ranges)]
    vec_vars = {lp.var for lp, kind in kinds.items() if kind == "vectorize"}
    ctx.safety = (facts, vec_vars)
    source = lower_source()
    ctx.safety = None
    acc_preds = reduce_preds
    for tensor, loop, offset in stage.prefetches:
        buf = ctx.buffers[id(tensor)]
        ctx.prefetch[buf] = offset * _elements_per_iteration(source, buf, loop.var, ctx.ranges)
    # Tiles away from every edge run a copy of the nest without its bounds tests.
    unswitched = unswitch_interior(source, {lp.var: lp.extent for lp in below}, ctx.ranges)
    tests: list[IfThenElse] = []  # the interior/edge tests made below

    def outer_body(extents: dict[Var, Expr]) -> Stmt:
        first = all_(*[lp.var.eq(0) for lp in r_above])
        last = all_(*[lp.var.eq(extents[lp.var] - 1) for lp in r_above])
        first = arith.simplify(first, ctx.ranges)
        last = arith.simplify(last, ctx.ranges)
        guarded = Call("if_then_else", (all_(*tile_preds), out.load(out_index), init), init.dtype)
        start = select(first, init, guarded) if r_above else init
        init_nest = nest(
            tile,
            kinds,
            [],
            lambda _: Store(acc_buf, acc_index, arith.simplify(start, ctx.ranges)),
            ctx.ranges,
        )
        update = Store(acc_buf, acc_index, _combine(combiner, acc, source))
        acc_nest = nest(below, kinds, acc_preds, lambda _: update, ctx.ranges, at=at)
        if unswitched is not None:
            interior_pred, interior = unswitched
            fast = Store(acc_buf, acc_index, _combine(combiner, acc, interior))
            fast_nest = nest(below, kinds, acc_preds, lambda _: fast, ctx.ranges, at=at)
            acc_nest = IfThenElse(interior_pred, fast_nest, acc_nest)
            tests.append(acc_nest)
        result = select(last, finalize(acc), acc) if r_above else finalize(acc)
        result = arith.simplify(result, ctx.ranges)
        store_nest = nest(
            tile, kinds, tile_preds, lambda _: Store(out, out_index, result), ctx.ranges
        )
        return Allocate(acc_buf, seq([init_nest, acc_nest, store_nest]))

    lowered = nest(above, kinds, outer_preds, outer_body, ctx.ranges, at=at)
    # A row's last tile, when it is the only edge, gets a copy of its own with its width
    # known (:mod:`compiler.lower_peel`).
    for test in tests:
        lowered = peel_last(lowered, test, ctx.ranges)
    return lowered
