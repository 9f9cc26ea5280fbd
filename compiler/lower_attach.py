"""compute_at: a producer stage computed inside a loop of its consumer, per region.

The producers attached at one loop are lowered consumer first (the last of them, in
producer-first order, first): each one's region is what the consumer's body and the
producers already lowered at that loop read of it, so a chain (fused attention's scores,
row max, exponentials and row sums under the output's block loop) needs only its last
stage read by the consumer. They run producer first. A reduction keeps its reduce loops
whole; its own ``accumulate_at`` applies to the region's loops.
"""

from __future__ import annotations

from collections.abc import Callable

from compiler import arith
from compiler.ir import Buffer, Stmt
from compiler.lower_base import Access, LowerContext
from compiler.schedule import Fuse, Split, Stage
from compiler.te.expr import Expr, Var, const
from compiler.te.tensor import IterVar
from compiler.te.visit import free_vars

Region = tuple[dict[IterVar, IterVar], dict[IterVar, Expr]]
"""A producer's view over one region: each axis of its compute -> the view's root loop,
and each spatial axis -> the region's start along it."""

LowerStage = Callable[[Stage, LowerContext, Region | None], Stmt]
"""The stage lowering (:func:`compiler.lower._lower_stage`), called back for each view."""


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
    acc = stage.accumulate_axis
    return Stage(
        stage.tensor,
        leaf_axes=[mapping[lp] for lp in stage.leaf_axes],
        relations=relations,
        annotations={mapping[lp]: kind for lp, kind in stage.annotations.items()},
        accumulate_axis=None if acc is None else mapping[acc],
    )


def region_of(
    producer: Stage,
    loop: IterVar,
    outer_loops: list[IterVar],
    reads: list[Access],
    ctx: LowerContext,
) -> list[tuple[Expr, int]]:
    """Per dimension of the producer: (start, extent) of what ``reads`` read of it in one
    iteration of ``loop`` (start depends on ``outer_loops``, the loops around and
    including ``loop``)."""
    outer = {lp.var for lp in outer_loops}
    reads = [a for a in reads if a.tensor is producer.tensor]
    if not reads:
        raise ValueError(
            f"stage {producer.name!r} is computed at {loop.name!r}, where nothing reads it"
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


def _check_folds(
    producer: Stage, region: list[tuple[Expr, int]], parallel: set[Var], loop: IterVar
) -> None:
    """A folded dimension's regions fit its entries and no thread's overlaps another's."""
    for d, entries in producer.folds.items():
        start, extent = region[d]
        if extent > entries:
            raise ValueError(
                f"stage {producer.name!r}: dimension {d} is folded to {entries} entries but "
                f"one iteration of {loop.name!r} computes {extent}"
            )
        if free_vars(start) & parallel and not producer.per_thread:
            raise ValueError(
                f"stage {producer.name!r}: dimension {d} is folded but a parallel loop moves "
                "its region (the threads would share its entries)"
            )


def lower_attached(
    producer: Stage,
    consumer: Stage,
    loop: IterVar,
    ctx: LowerContext,
    *,
    reads: list[Access],
    lower_stage: LowerStage,
) -> Stmt:
    """The producer's loop nest over the region ``reads`` read in one ``loop`` iteration;
    appends the producer's own reads to ``reads`` and its loops to ``ctx.ranges``."""
    pos = consumer.leaf_axes.index(loop)
    region = region_of(producer, loop, consumer.leaf_axes[: pos + 1], reads, ctx)
    parallel = {lp.var for lp, kind in consumer.annotations.items() if kind == "parallel"}
    _check_folds(producer, region, parallel, loop)
    op = producer.op
    roots = {
        ax: IterVar(Var(f"{ax.name}r"), extent, "spatial")
        for ax, (_, extent) in zip(op.axes, region, strict=True)
    }
    roots.update({ax: IterVar(Var(f"{ax.name}r"), ax.extent, "reduce") for ax in op.reduce_axes})
    view = replay(producer, roots)
    starts = {ax: start for ax, (start, _) in zip(op.axes, region, strict=True)}
    ranges = {**ctx.ranges, **{lp.var: (0.0, float(lp.extent - 1)) for lp in view.leaf_axes}}
    saved_accesses = ctx.accesses
    ctx.ranges, ctx.accesses = ranges, []
    stmt = lower_stage(view, ctx, (roots, starts))
    reads.extend(ctx.accesses)
    # The view's loops stay in range for the producers lowered next, which read its reads.
    ctx.ranges, ctx.accesses = ranges, saved_accesses
    return stmt


def attach_hook(
    stage: Stage, ctx: LowerContext, lower_stage: LowerStage
) -> Callable[[IterVar], tuple[list[Stmt], list[Buffer]]]:
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

    def at(loop: IterVar) -> tuple[list[Stmt], list[Buffer]]:
        here = [
            p for p in ctx.attached.get(loop, []) if p.attach is not None and p.attach[0] is stage
        ]
        if not here:
            return [], []
        reads = list(ctx.accesses)
        saved = ctx.ranges
        stmts = [
            lower_attached(p, stage, loop, ctx, reads=reads, lower_stage=lower_stage)
            for p in reversed(here)
        ]
        ctx.ranges = saved
        # A per-thread scratch lives in the loop's body: each thread running an
        # iteration has its own.
        local = [ctx.buffers[id(p.tensor)] for p in here if p.per_thread]
        return stmts[::-1], local

    return at
