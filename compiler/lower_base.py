"""Building blocks of the lowering: expressions over loop variables, loop nests, bounds.

Used by :mod:`compiler.lower` (stages) and :mod:`compiler.lower_attach` (compute_at).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from compiler import arith
from compiler.ir import Allocate, Buffer, For, IfThenElse, Stmt, seq
from compiler.schedule import Fuse, Split, Stage
from compiler.te.expr import (
    BinOp,
    BufferLoad,
    Call,
    Cast,
    Const,
    Expr,
    Select,
    TensorAccess,
    Var,
    all_,
    const,
)
from compiler.te.tensor import ComputeOp, IterVar, PlaceholderOp, Tensor
from compiler.te.visit import free_vars


@dataclass(slots=True)
class Access:
    """One read of a buffer: per-dimension indices and the conditions guarding it."""

    tensor: Tensor
    indices: tuple[Expr, ...]
    shape: tuple[int, ...]
    guards: tuple[Expr, ...]


@dataclass(slots=True)
class LowerContext:
    buffers: dict[int, Buffer]
    inlined: set[int]
    ranges: dict[Var, arith.Interval] = field(default_factory=dict)
    accesses: list[Access] = field(default_factory=list)
    # When set (facts, vector loop vars): reads not provably in bounds are made safe.
    safety: tuple[list[arith.Constraint], set[Var]] | None = None
    # Consumer loop -> producer stages computed at the start of its body (compute_at).
    attached: dict[IterVar, list[Stage]] = field(default_factory=dict)
    # The stage being lowered (its leaf loops, for the regions of attached producers).
    current: Stage | None = None
    # Buffer -> elements ahead that its reads prefetch (Stage.prefetch).
    prefetch: dict[Buffer, int] = field(default_factory=dict)
    # Tensor id -> its folded dimensions and the entries each keeps (Stage.fold).
    folds: dict[int, dict[int, int]] = field(default_factory=dict)


def flat_index(t: Tensor, indices: Sequence[Expr], ctx: LowerContext) -> Expr:
    """The row-major offset of ``t[indices]`` in its buffer (folded dimensions wrap)."""
    folds = ctx.folds.get(id(t), {})
    flat: Expr = const(0)
    for d, (idx, dim) in enumerate(zip(indices, t.shape, strict=True)):
        if d in folds:
            flat = flat * folds[d] + arith.simplify(idx % folds[d], ctx.ranges)
        else:
            flat = flat * dim + idx
    return arith.simplify(flat, ctx.ranges)


Memo = dict[tuple[int, int, tuple[Expr, ...]], tuple[Expr, dict[Var, Expr], Expr]]


def to_ir(
    e: Expr,
    axis_map: dict[Var, Expr],
    ctx: LowerContext,
    guards: tuple[Expr, ...],
    memo: Memo | None = None,
) -> Expr:
    """Rewrites a stage expression over leaf loop variables with flat buffer reads.

    A subexpression object met again in one rewrite (under the same variables and
    guards) is rewritten once: a template may share one sum among many branches (the
    Winograd transforms' row sums), and each read's index simplification is costly.
    """
    if isinstance(e, Var):
        return axis_map.get(e, e)
    if isinstance(e, Const | BufferLoad):  # BufferLoad: already lowered (an accumulator)
        return e
    if memo is None:
        memo = {}
    key = (id(e), id(axis_map), guards)
    hit = memo.get(key)
    if hit is not None:
        return hit[2]
    out = _to_ir(e, axis_map, ctx, guards, memo)
    # The node and map are kept alive with the result: their ids stay unique meanwhile.
    memo[key] = (e, axis_map, out)
    return out


def _to_ir(
    e: Expr,
    axis_map: dict[Var, Expr],
    ctx: LowerContext,
    guards: tuple[Expr, ...],
    memo: Memo,
) -> Expr:
    if isinstance(e, TensorAccess):
        indices = tuple(
            arith.simplify(to_ir(i, axis_map, ctx, guards, memo), ctx.ranges) for i in e.indices
        )
        t = e.tensor
        if id(t) in ctx.inlined:
            assert isinstance(t.op, ComputeOp)
            inner_map = {ax.var: idx for ax, idx in zip(t.op.axes, indices, strict=True)}
            return to_ir(t.op.body, inner_map, ctx, guards, memo)
        buf = ctx.buffers.get(id(t))
        if buf is None:
            kind = "input" if isinstance(t.op, PlaceholderOp) else "compute"
            raise ValueError(f"{kind} tensor {t.name!r} is read but is not a kernel argument")
        ctx.accesses.append(Access(t, indices, t.shape, guards))
        conds: list[Expr] = []
        if ctx.safety is not None:
            indices, conds = make_safe(indices, t.shape, guards, ctx)
        load = BufferLoad(buf, flat_index(t, indices, ctx), t.dtype)
        if conds:
            return Call("if_then_else", (all_(*conds), load, const(0.0, t.dtype)), t.dtype)
        return load
    if isinstance(e, Call) and e.func == "if_then_else":
        cond = arith.simplify(to_ir(e.args[0], axis_map, ctx, guards, memo), ctx.ranges)
        t_val = to_ir(e.args[1], axis_map, ctx, (*guards, cond), memo)
        f_val = to_ir(e.args[2], axis_map, ctx, guards, memo)
        return Call("if_then_else", (cond, t_val, f_val), e.dtype)
    if isinstance(e, BinOp):
        a = to_ir(e.a, axis_map, ctx, guards, memo)
        return BinOp(e.op, a, to_ir(e.b, axis_map, ctx, guards, memo), e.dtype)
    if isinstance(e, Select):
        parts = [
            to_ir(x, axis_map, ctx, guards, memo) for x in (e.cond, e.true_value, e.false_value)
        ]
        return Select(parts[0], parts[1], parts[2], e.dtype)
    if isinstance(e, Cast):
        return Cast(to_ir(e.value, axis_map, ctx, guards, memo), e.dtype)
    if isinstance(e, Call):
        return Call(e.func, tuple(to_ir(a, axis_map, ctx, guards, memo) for a in e.args), e.dtype)
    raise TypeError(f"cannot lower expression {e!r}")


def make_safe(
    indices: tuple[Expr, ...], shape: tuple[int, ...], guards: tuple[Expr, ...], ctx: LowerContext
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


def axis_values(stage: Stage) -> tuple[dict[IterVar, Expr], list[Expr]]:
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


def tighten(pred: Expr, var: Var, ranges: arith.Ranges) -> Expr | None:
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


def nest(
    loops: Sequence[IterVar],
    kinds: dict[IterVar, str],
    preds: Sequence[Expr],
    body_fn: Callable[[dict[Var, Expr]], Stmt],
    ranges: arith.Ranges,
    *,
    at: Callable[[IterVar], tuple[list[Stmt], list[Buffer]]] | None = None,
) -> Stmt:
    """Loops around ``body_fn(extents)`` with each predicate placed at its innermost loop.

    ``at(loop)`` gives statements to run at the start of that loop's body (attached
    producers) and the local buffers the body allocates (their per-thread scratch).
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
            bound = tighten(p, lp.var, ranges) if kind in ("serial", "parallel") else None
            if bound is None:
                guards.append(p)
            else:
                extent = arith.simplify(BinOp("min", extent, bound, "int64"), ranges)
        inner = build(level + 1, {**extents, lp.var: extent})
        if at is not None:
            before, local = at(lp)
            inner = seq([*before, inner])
            for buf in local:
                inner = Allocate(buf, inner)
        if guards:
            inner = IfThenElse(all_(*guards), inner)
        return For(lp.var, extent, kind, inner, lp.extent)

    top = build(0, {})
    outer = placed.get(-1, [])
    return IfThenElse(all_(*outer), top) if outer else top
