"""compute_at: a producer stage computed inside a loop of its consumer, per region."""

from __future__ import annotations

from collections.abc import Callable

from compiler import arith
from compiler.ir import Stmt, Store
from compiler.lower_base import LowerContext, axis_values, nest, to_ir
from compiler.schedule import Fuse, Split, Stage
from compiler.te.expr import (
    Const,
    Expr,
    Var,
    const,
)
from compiler.te.tensor import IterVar
from compiler.te.visit import free_vars


def replay(stage: Stage, roots: dict[IterVar, IterVar]) -> Stage:
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


def region_of(
    producer: Stage, consumer: Stage, loop: IterVar, ctx: LowerContext
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


def lower_attached(producer: Stage, consumer: Stage, loop: IterVar, ctx: LowerContext) -> Stmt:
    """The producer's loop nest over the region the consumer reads in one ``loop`` iteration."""
    region = region_of(producer, consumer, loop, ctx)
    op = producer.op
    roots = {
        ax: IterVar(Var(f"{ax.name}r"), extent, "spatial")
        for ax, (_, extent) in zip(op.axes, region, strict=True)
    }
    view = replay(producer, roots)
    values, preds = axis_values(view)
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
    value = arith.simplify(to_ir(op.body, axis_map, ctx, ()), ctx.ranges)
    loops = nest(
        view.leaf_axes,
        dict(view.annotations),
        preds,
        lambda _: Store(out, out_index, value),
        ctx.ranges,
    )
    ctx.ranges, ctx.accesses = saved_ranges, saved_accesses
    return loops


def attach_hook(stage: Stage, ctx: LowerContext) -> Callable[[IterVar], list[Stmt]]:
    """The ``at`` callback of :func:`nest` for the producers attached to ``stage``."""
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
            lower_attached(p, stage, loop, ctx)
            for p in ctx.attached.get(loop, [])
            if p.attach is not None and p.attach[0] is stage
        ]

    return at
