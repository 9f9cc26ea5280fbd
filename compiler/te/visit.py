"""Generic traversals of expressions: collect, substitute."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from compiler.te.expr import (
    BinOp,
    BufferLoad,
    Call,
    Cast,
    Expr,
    Reduce,
    Select,
    TensorAccess,
    Var,
    children,
)

if TYPE_CHECKING:
    from compiler.te.tensor import Tensor


def walk(e: Expr) -> Iterable[Expr]:
    """All nodes of ``e``, parents before children."""
    stack = [e]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(children(node)))


def tensors_read(exprs: Iterable[Expr]) -> list[Tensor]:
    """Tensors accessed in ``exprs``, in first-read order."""
    seen: dict[int, Tensor] = {}
    for e in exprs:
        for node in walk(e):
            if isinstance(node, TensorAccess) and id(node.tensor) not in seen:
                seen[id(node.tensor)] = node.tensor
    return list(seen.values())


def free_vars(e: Expr) -> set[Var]:
    """The variables appearing in ``e``."""
    return {n for n in walk(e) if isinstance(n, Var)}


def rewrite(e: Expr, fn: Callable[[Expr], Expr | None]) -> Expr:
    """Rebuilds ``e`` bottom-up; ``fn`` may replace any node (return None to keep it)."""
    replaced = fn(e)
    if replaced is not None:
        return replaced
    if isinstance(e, BinOp):
        a, b = rewrite(e.a, fn), rewrite(e.b, fn)
        return e if (a is e.a and b is e.b) else BinOp(e.op, a, b, e.dtype)
    if isinstance(e, Select):
        c, t, f = rewrite(e.cond, fn), rewrite(e.true_value, fn), rewrite(e.false_value, fn)
        return Select(c, t, f, e.dtype)
    if isinstance(e, Cast):
        return Cast(rewrite(e.value, fn), e.dtype)
    if isinstance(e, Call):
        return Call(e.func, tuple(rewrite(a, fn) for a in e.args), e.dtype)
    if isinstance(e, TensorAccess):
        return TensorAccess(e.tensor, tuple(rewrite(i, fn) for i in e.indices), e.dtype)
    if isinstance(e, BufferLoad):
        return BufferLoad(e.buffer, rewrite(e.index, fn), e.dtype)
    if isinstance(e, Reduce):
        return Reduce(e.combiner, rewrite(e.source, fn), e.axes, e.dtype)
    return e


def substitute(e: Expr, mapping: Mapping[Var, Expr]) -> Expr:
    """Replaces variables by expressions."""
    if not mapping:
        return e
    return rewrite(e, lambda n: mapping.get(n) if isinstance(n, Var) else None)
