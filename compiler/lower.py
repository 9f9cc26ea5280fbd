"""Lowering: a scheduled tensor expression -> a loop nest (:mod:`compiler.ir`).

Each non-inlined stage becomes a loop nest over its current loops. A split
that does not divide its axis adds the predicate ``value < extent``; the
predicate is placed just inside the innermost loop it depends on, where it
tightens a serial or parallel loop's trip count (``min(f, E - rest)``) and
otherwise becomes a guard (a mask for vector loops).

Reductions are lowered as init / update / finalize nests, or, with
``accumulate_at``, as a local accumulator tile: init, accumulate, store.
Inside the accumulate nest the bounds predicates of the tile's spatial loops
are dropped when every read is provably in bounds without them (e.g. reads
of zero-padded packed buffers), so the micro-kernel has no tails; the store
keeps them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from compiler import arith
from compiler.ir import Allocate, Buffer, For, Function, IfThenElse, Stmt, Store, seq
from compiler.schedule import Fuse, Schedule, Split, Stage
from compiler.te.expr import (
    BinOp,
    BufferLoad,
    Call,
    Cast,
    Const,
    Expr,
    Reduce,
    Select,
    TensorAccess,
    Var,
    all_,
    const,
    select,
)
from compiler.te.tensor import ComputeOp, IterVar, PlaceholderOp, Tensor
from compiler.te.visit import free_vars, substitute


@dataclass(slots=True)
class _Access:
    """One read of a buffer: per-dimension indices and the conditions guarding it."""

    tensor: Tensor
    indices: tuple[Expr, ...]
    shape: tuple[int, ...]
    guards: tuple[Expr, ...]


@dataclass(slots=True)
class _Context:
    buffers: dict[int, Buffer]
    inlined: set[int]
    ranges: dict[Var, arith.Interval] = field(default_factory=dict)
    accesses: list[_Access] = field(default_factory=list)
    # When set (facts, vector loop vars): reads not provably in bounds are made safe.
    safety: tuple[list[arith.Constraint], set[Var]] | None = None
    # Consumer loop -> producer stages computed at the start of its body (compute_at).
    attached: dict[IterVar, list[Stage]] = field(default_factory=dict)
    # The stage being lowered (its leaf loops, for the regions of attached producers).
    current: Stage | None = None


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

    def make(t: Tensor, scope: str) -> Buffer:
        base = _identifier(t.name)
        bname, n = base, 1
        while bname in used_names:
            bname, n = f"{base}_{n}", n + 1
        used_names.add(bname)
        buf = Buffer(bname, t.shape, t.dtype, scope)
        buffers[id(t)] = buf
        return buf

    inlined = {id(s.tensor) for s in schedule.stages if s.inlined}
    arg_bufs = []
    for t in args:
        if id(t) in inlined:
            raise ValueError(f"tensor {t.name!r} is a kernel argument and cannot be inlined")
        arg_bufs.append(make(t, "arg"))
    workspaces = [
        make(s.tensor, "workspace")
        for s in schedule.stages
        if not s.inlined and id(s.tensor) not in buffers
    ]
    ctx = _Context(buffers, inlined)
    for stage in schedule.stages:
        if stage.attach is not None and not stage.inlined:
            ctx.attached.setdefault(stage.attach[1], []).append(stage)
    body = [
        _lower_stage(stage, ctx)
        for stage in schedule.stages
        if not stage.inlined and stage.attach is None
    ]
    return Function(_identifier(name), tuple(arg_bufs), tuple(workspaces), seq(body))


def _to_ir(e: Expr, axis_map: dict[Var, Expr], ctx: _Context, guards: tuple[Expr, ...]) -> Expr:
    """Rewrites a stage expression over leaf loop variables with flat buffer reads."""
    if isinstance(e, Var):
        return axis_map.get(e, e)
    if isinstance(e, Const | BufferLoad):  # BufferLoad: already lowered (an accumulator)
        return e
    if isinstance(e, TensorAccess):
        indices = tuple(
            arith.simplify(_to_ir(i, axis_map, ctx, guards), ctx.ranges) for i in e.indices
        )
        t = e.tensor
        if id(t) in ctx.inlined:
            assert isinstance(t.op, ComputeOp)
            inner_map = {ax.var: idx for ax, idx in zip(t.op.axes, indices, strict=True)}
            return _to_ir(t.op.body, inner_map, ctx, guards)
        buf = ctx.buffers.get(id(t))
        if buf is None:
            kind = "input" if isinstance(t.op, PlaceholderOp) else "compute"
            raise ValueError(f"{kind} tensor {t.name!r} is read but is not a kernel argument")
        ctx.accesses.append(_Access(t, indices, t.shape, guards))
        conds: list[Expr] = []
        if ctx.safety is not None:
            indices, conds = _make_safe(indices, t.shape, guards, ctx)
        flat: Expr = const(0)
        for idx, dim in zip(indices, t.shape, strict=True):
            flat = flat * dim + idx
        load = BufferLoad(buf, arith.simplify(flat, ctx.ranges), t.dtype)
        if conds:
            return Call("if_then_else", (all_(*conds), load, const(0.0, t.dtype)), t.dtype)
        return load
    if isinstance(e, Call) and e.func == "if_then_else":
        cond = arith.simplify(_to_ir(e.args[0], axis_map, ctx, guards), ctx.ranges)
        t_val = _to_ir(e.args[1], axis_map, ctx, (*guards, cond))
        f_val = _to_ir(e.args[2], axis_map, ctx, guards)
        return Call("if_then_else", (cond, t_val, f_val), e.dtype)
    if isinstance(e, BinOp):
        a = _to_ir(e.a, axis_map, ctx, guards)
        return BinOp(e.op, a, _to_ir(e.b, axis_map, ctx, guards), e.dtype)
    if isinstance(e, Select):
        parts = [_to_ir(x, axis_map, ctx, guards) for x in (e.cond, e.true_value, e.false_value)]
        return Select(parts[0], parts[1], parts[2], e.dtype)
    if isinstance(e, Cast):
        return Cast(_to_ir(e.value, axis_map, ctx, guards), e.dtype)
    if isinstance(e, Call):
        return Call(e.func, tuple(_to_ir(a, axis_map, ctx, guards) for a in e.args), e.dtype)
    raise TypeError(f"cannot lower expression {e!r}")


def _replay(stage: Stage, roots: dict[IterVar, IterVar]) -> Stage:
    """``stage``'s splits, fuses and annotations applied to new root loops (new extents)."""
    mapping: dict[IterVar, IterVar] = dict(roots)
    relations: list[Split | Fuse] = []
    for rel in stage.relations:
        if isinstance(rel, Split):
            parent = mapping[rel.parent]
            factor = min(rel.factor, parent.extent)
            outer = IterVar(Var(f"{rel.outer.name}r"), -(-parent.extent // factor), parent.kind)
            inner = IterVar(Var(f"{rel.inner.name}r"), factor, parent.kind)
            mapping[rel.outer], mapping[rel.inner] = outer, inner
            relations.append(Split(parent, outer, inner, factor))
        else:
            o, i = mapping[rel.outer], mapping[rel.inner]
            fused = IterVar(Var(f"{rel.fused.name}r"), o.extent * i.extent, o.kind)
            mapping[rel.fused] = fused
            relations.append(Fuse(o, i, fused))
    return Stage(
        stage.tensor,
        leaf_axes=[mapping[lp] for lp in stage.leaf_axes],
        relations=relations,
        annotations={mapping[lp]: kind for lp, kind in stage.annotations.items()},
    )


def _region(
    producer: Stage, consumer: Stage, loop: IterVar, ctx: _Context
) -> list[tuple[Expr, int]]:
    """Per dimension of the producer: (start, extent) of what the consumer reads in one
    iteration of ``loop`` (start depends on the loops around and including ``loop``)."""
    pos = consumer.leaf_axes.index(loop)
    outer = {lp.var for lp in consumer.leaf_axes[: pos + 1]}
    reads = [a for a in ctx.accesses if a.tensor is producer.tensor]
    if not reads:
        raise ValueError(
            f"stage {producer.name!r} is computed at a loop of {consumer.name!r}, "
            "which does not read it"
        )
    region = []
    for d, dim in enumerate(producer.tensor.shape):
        starts: list[Expr] = []
        extent = 0
        for a in reads:
            lin = arith.linear(a.indices[d], ctx.ranges)
            base: list[tuple[Expr, int]] = []
            inner: list[tuple[Expr, int]] = []
            mixed = False
            for atom, k in lin.terms:
                vs = free_vars(atom)
                if vs <= outer:
                    base.append((atom, k))
                elif vs & outer:
                    mixed = True
                else:
                    inner.append((atom, k))
            lo, hi = arith.linear_interval(arith.Linear(tuple(inner), 0), ctx.ranges)
            if mixed or lo == -float("inf") or hi == float("inf"):
                starts, extent = [const(0)], dim
                break
            starts.append(
                arith.simplify(
                    arith.from_linear(arith.Linear(tuple(base), lin.const + int(lo))), ctx.ranges
                )
            )
            extent = max(extent, int(hi - lo) + 1)
        if any(s != starts[0] for s in starts[1:]):
            starts, extent = [const(0)], dim
        region.append((starts[0], min(extent, dim)))
    return region


def _lower_attached(producer: Stage, consumer: Stage, loop: IterVar, ctx: _Context) -> Stmt:
    """The producer's loop nest over the region the consumer reads in one ``loop`` iteration."""
    region = _region(producer, consumer, loop, ctx)
    op = producer.op
    roots = {
        ax: IterVar(Var(f"{ax.name}r"), extent, "spatial")
        for ax, (_, extent) in zip(op.axes, region, strict=True)
    }
    view = _replay(producer, roots)
    values, preds = _axis_values(view)
    saved_ranges, saved_accesses = ctx.ranges, ctx.accesses
    ctx.ranges = {
        **saved_ranges,
        **{lp.var: (0.0, float(lp.extent - 1)) for lp in view.leaf_axes},
    }
    axis_map: dict[Var, Expr] = {}
    for ax, (start, _), dim in zip(op.axes, region, producer.tensor.shape, strict=True):
        index = arith.simplify(start + values[roots[ax]], ctx.ranges)
        axis_map[ax.var] = index
        preds += [index.lt(dim), index.ge(0)]
    preds = [arith.simplify(p, ctx.ranges) for p in preds]
    preds = [p for p in preds if not (isinstance(p, Const) and p.value)]
    out = ctx.buffers[id(producer.tensor)]
    out_index: Expr = const(0)
    for ax, dim in zip(op.axes, producer.tensor.shape, strict=True):
        out_index = out_index * dim + axis_map[ax.var]
    out_index = arith.simplify(out_index, ctx.ranges)
    ctx.accesses = []
    value = arith.simplify(_to_ir(op.body, axis_map, ctx, ()), ctx.ranges)
    nest = _nest(
        view.leaf_axes,
        dict(view.annotations),
        preds,
        lambda _: Store(out, out_index, value),
        ctx.ranges,
    )
    ctx.ranges, ctx.accesses = saved_ranges, saved_accesses
    return nest


def _make_safe(
    indices: tuple[Expr, ...], shape: tuple[int, ...], guards: tuple[Expr, ...], ctx: _Context
) -> tuple[tuple[Expr, ...], list[Expr]]:
    """Makes a read safe where its predicates were dropped: a lane-dependent index gets a
    mask condition (a cheap masked load), any other index is clamped into range (the value
    read is only used for outputs that are never stored)."""
    assert ctx.safety is not None
    facts, vec_vars = ctx.safety
    local = facts + [f for g in guards for f in arith.constraints_of(g, ctx.ranges)]
    out: list[Expr] = []
    conds: list[Expr] = []
    for idx, dim in zip(indices, shape, strict=True):
        lo, hi = arith.bounds_with(idx, ctx.ranges, local)
        if lo >= 0 and hi <= dim - 1:
            out.append(idx)
        elif free_vars(idx) & vec_vars:
            if hi > dim - 1:
                conds.append(idx.lt(dim))
            if lo < 0:
                conds.append(idx.ge(0))
            out.append(idx)
        else:
            fixed = idx
            if hi > dim - 1:
                fixed = BinOp("min", fixed, const(dim - 1), "int64")
            if lo < 0:
                fixed = BinOp("max", fixed, const(0), "int64")
            out.append(fixed)
    return tuple(out), conds


def _axis_values(stage: Stage) -> tuple[dict[IterVar, Expr], list[Expr]]:
    """Each axis (original and intermediate) as an expression of leaf variables, and
    the bounds predicates of non-divisible splits."""
    values: dict[IterVar, Expr] = {leaf: leaf.var for leaf in stage.leaf_axes}
    preds: list[Expr] = []
    for rel in reversed(stage.relations):
        if isinstance(rel, Split):
            values[rel.parent] = values[rel.outer] * rel.factor + values[rel.inner]
            if rel.outer.extent * rel.factor != rel.parent.extent:
                preds.append(values[rel.parent].lt(rel.parent.extent))
        elif isinstance(rel, Fuse):
            f = values[rel.fused]
            values[rel.outer] = f // rel.inner.extent
            values[rel.inner] = f % rel.inner.extent
    return values, preds


def _tighten(pred: Expr, var: Var, ranges: arith.Ranges) -> Expr | None:
    """For ``pred`` = ``c * var + rest < 0`` with ``c > 0``: the bound ``ceil(-rest / c)``."""
    if not (isinstance(pred, BinOp) and pred.op == "<"):
        return None
    lin = arith.linear(BinOp("-", pred.a, pred.b, "int64"), ranges)
    coef = 0
    rest: dict[Expr, int] = {}
    for atom, k in lin.terms:
        if atom is var:
            coef = k
        elif var in free_vars(atom):
            return None
        else:
            rest[atom] = -k
    if coef <= 0:
        return None
    bound = arith.from_linear(arith.Linear(tuple(rest.items()), -lin.const + coef - 1))
    return arith.simplify(bound // coef if coef > 1 else bound, ranges)


def _nest(
    loops: Sequence[IterVar],
    kinds: dict[IterVar, str],
    preds: Sequence[Expr],
    body_fn: Callable[[dict[Var, Expr]], Stmt],
    ranges: arith.Ranges,
    *,
    at: Callable[[IterVar], list[Stmt]] | None = None,
) -> Stmt:
    """Loops around ``body_fn(extents)`` with each predicate placed at its innermost loop.

    ``at(loop)`` gives statements to run at the start of that loop's body (attached
    producers).
    """
    depth = {lp.var: d for d, lp in enumerate(loops)}
    placed: dict[int, list[Expr]] = {}
    for p in preds:
        pos = max((depth[v] for v in free_vars(p) if v in depth), default=-1)
        placed.setdefault(pos, []).append(p)

    def build(level: int, extents: dict[Var, Expr]) -> Stmt:
        if level == len(loops):
            return body_fn(extents)
        lp = loops[level]
        kind = kinds.get(lp, "serial")
        extent: Expr = const(lp.extent)
        guards = []
        for p in placed.get(level, []):
            bound = _tighten(p, lp.var, ranges) if kind in ("serial", "parallel") else None
            if bound is None:
                guards.append(p)
            else:
                extent = arith.simplify(BinOp("min", extent, bound, "int64"), ranges)
        inner = build(level + 1, {**extents, lp.var: extent})
        if at is not None:
            inner = seq([*at(lp), inner])
        if guards:
            inner = IfThenElse(all_(*guards), inner)
        return For(lp.var, extent, kind, inner, lp.extent)

    top = build(0, {})
    outer = placed.get(-1, [])
    return IfThenElse(all_(*outer), top) if outer else top


_IDENTITY = {"sum": 0.0, "max": float("-inf"), "min": float("inf")}


def _combine(combiner: str, acc: Expr, value: Expr) -> Expr:
    if combiner == "sum":
        return acc + value
    return BinOp(combiner, acc, value, acc.dtype)


def _attach_hook(stage: Stage, ctx: _Context) -> Callable[[IterVar], list[Stmt]]:
    """The ``at`` callback of :func:`_nest` for the producers attached to ``stage``."""
    for producers in ctx.attached.values():
        for producer in producers:
            assert producer.attach is not None
            consumer, loop = producer.attach
            if consumer is stage and loop not in stage.leaf_axes:
                raise ValueError(
                    f"stage {producer.name!r} is computed at {loop.name!r}, which is no "
                    f"longer a loop of {stage.name!r} (split or fused after compute_at)"
                )

    def at(loop: IterVar) -> list[Stmt]:
        return [
            _lower_attached(p, stage, loop, ctx)
            for p in ctx.attached.get(loop, [])
            if p.attach is not None and p.attach[0] is stage
        ]

    return at


def _lower_stage(stage: Stage, ctx: _Context) -> Stmt:
    op = stage.op
    out = ctx.buffers[id(stage.tensor)]
    values, preds = _axis_values(stage)
    ctx.ranges = {leaf.var: (0.0, float(leaf.extent - 1)) for leaf in stage.leaf_axes}
    ctx.accesses = []
    at = _attach_hook(stage, ctx)

    preds = [arith.simplify(p, ctx.ranges) for p in preds]
    preds = [p for p in preds if not (isinstance(p, Const) and p.value)]
    axis_map = {ax.var: arith.simplify(values[ax], ctx.ranges) for ax in op.axes}
    axis_map.update({ax.var: values[ax] for ax in op.reduce_axes})
    out_index: Expr = const(0)
    for ax, dim in zip(op.axes, stage.tensor.shape, strict=True):
        out_index = out_index * dim + axis_map[ax.var]
    out_index = arith.simplify(out_index, ctx.ranges)
    kinds = dict(stage.annotations)
    spatial = [lp for lp in stage.leaf_axes if lp.kind == "spatial"]
    spatial_vars = {lp.var for lp in spatial}
    spatial_preds = [p for p in preds if free_vars(p) <= spatial_vars]

    if not isinstance(op.body, Reduce):
        value = arith.simplify(_to_ir(op.body, axis_map, ctx, ()), ctx.ranges)
        return _nest(
            stage.leaf_axes, kinds, preds, lambda _: Store(out, out_index, value), ctx.ranges, at=at
        )

    reduce_op = op.body
    init = const(_IDENTITY[reduce_op.combiner], op.body.dtype)
    source = arith.simplify(_to_ir(reduce_op.source, axis_map, ctx, ()), ctx.ranges)

    def finalize(acc: Expr) -> Expr:
        if op.finalize is None or op.acc is None:
            return acc
        fin = substitute(op.finalize, {op.acc: acc})
        return arith.simplify(_to_ir(fin, axis_map, ctx, ()), ctx.ranges)

    current = out.load(out_index)
    if stage.accumulate_axis is None:
        # Generic: init, update and finalize nests, correct for any loop order.
        nests = [
            _nest(spatial, kinds, spatial_preds, lambda _: Store(out, out_index, init), ctx.ranges),
            _nest(
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
                _nest(
                    spatial, kinds, spatial_preds, lambda _: Store(out, out_index, fin), ctx.ranges
                )
            )
        return seq(nests)
    return _lower_accumulate(
        stage,
        ctx,
        preds=preds,
        lower_source=lambda: arith.simplify(
            _to_ir(reduce_op.source, axis_map, ctx, ()), ctx.ranges
        ),
        init=init,
        out=out,
        out_index=out_index,
        finalize=finalize,
    )


def _lower_accumulate(
    stage: Stage,
    ctx: _Context,
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
    at = _attach_hook(stage, ctx)
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

    def outer_body(extents: dict[Var, Expr]) -> Stmt:
        first = all_(*[lp.var.eq(0) for lp in r_above])
        last = all_(*[lp.var.eq(extents[lp.var] - 1) for lp in r_above])
        first = arith.simplify(first, ctx.ranges)
        last = arith.simplify(last, ctx.ranges)
        guarded = Call("if_then_else", (all_(*tile_preds), out.load(out_index), init), init.dtype)
        start = select(first, init, guarded) if r_above else init
        init_nest = _nest(
            tile,
            kinds,
            [],
            lambda _: Store(acc_buf, acc_index, arith.simplify(start, ctx.ranges)),
            ctx.ranges,
        )
        update = Store(acc_buf, acc_index, _combine(combiner, acc, source))
        acc_nest = _nest(below, kinds, acc_preds, lambda _: update, ctx.ranges, at=at)
        result = select(last, finalize(acc), acc) if r_above else finalize(acc)
        result = arith.simplify(result, ctx.ranges)
        store_nest = _nest(
            tile, kinds, tile_preds, lambda _: Store(out, out_index, result), ctx.ranges
        )
        return Allocate(acc_buf, seq([init_nest, acc_nest, store_nest]))

    return _nest(above, kinds, outer_preds, outer_body, ctx.ranges, at=at)
