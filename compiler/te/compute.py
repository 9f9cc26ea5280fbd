"""Constructors of the tensor-expression language: placeholder, compute, reductions."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence

from compiler.te.expr import FLOAT_DTYPES, Expr, ExprLike, Reduce, Var, as_expr, fresh_var
from compiler.te.tensor import ComputeOp, IterVar, PlaceholderOp, Tensor


def _check_shape(name: str, shape: Sequence[int]) -> tuple[int, ...]:
    out = tuple(int(s) for s in shape)
    if not out or any(s < 1 for s in out):
        raise ValueError(f"tensor {name!r}: shape {list(shape)} must be non-empty, every dim >= 1")
    return out


def placeholder(shape: Sequence[int], name: str, dtype: str = "float32") -> Tensor:
    """An input tensor of the given shape and dtype (float, or int64 indices that other
    reads use as positions: a gather's)."""
    if dtype not in (*FLOAT_DTYPES, "int64"):
        raise ValueError(
            f"tensor {name!r}: dtype {dtype!r} not supported (use {FLOAT_DTYPES} or int64)"
        )
    return Tensor(name, _check_shape(name, shape), dtype, PlaceholderOp(name))


def reduce_axis(extent: int, name: str) -> IterVar:
    """A reduction axis over ``[0, extent)``."""
    if extent < 1:
        raise ValueError(f"reduce axis {name!r}: extent {extent} must be >= 1")
    return IterVar(fresh_var(name), int(extent), "reduce")


def _reduce(combiner: str, source: ExprLike, axis: IterVar | Sequence[IterVar]) -> Reduce:
    axes = (axis,) if isinstance(axis, IterVar) else tuple(axis)
    for a in axes:
        if a.kind != "reduce":
            raise ValueError(f"axis {a.name!r} is not a reduce axis (use te.reduce_axis)")
    src = as_expr(source, "float32")
    return Reduce(combiner, src, axes, src.dtype)


def sum(source: ExprLike, axis: IterVar | Sequence[IterVar]) -> Reduce:
    """The sum of ``source`` over the reduce axes ``axis``."""
    return _reduce("sum", source, axis)


def max_reduce(source: ExprLike, axis: IterVar | Sequence[IterVar]) -> Reduce:
    """The maximum of ``source`` over the reduce axes ``axis``."""
    return _reduce("max", source, axis)


def min_reduce(source: ExprLike, axis: IterVar | Sequence[IterVar]) -> Reduce:
    """The minimum of ``source`` over the reduce axes ``axis``."""
    return _reduce("min", source, axis)


def prod_reduce(source: ExprLike, axis: IterVar | Sequence[IterVar]) -> Reduce:
    """The product of ``source`` over the reduce axes ``axis``."""
    return _reduce("prod", source, axis)


def compute(
    shape: Sequence[int],
    fcompute: Callable[..., ExprLike],
    name: str,
    finalize: Callable[..., ExprLike] | None = None,
) -> Tensor:
    """A tensor defined elementwise: ``out[i, j, ...] = fcompute(i, j, ...)``.

    Args:
        shape: Output shape.
        fcompute: Called with one int64 variable per dimension; returns the
            element's value: an expression, or a reduction (``te.sum``) as the
            whole body.
        name: Stage name (used in generated code).
        finalize: For reductions only: ``finalize(acc, i, j, ...)`` returns the
            value stored from the reduced value ``acc`` (an epilogue fused into
            the store, e.g. ``te.max_(acc + bias[j], 0.0)``).

    Returns:
        The output tensor.

    Raises:
        ValueError: Bad shape, or a reduction nested inside another expression.
    """
    dims = _check_shape(name, shape)
    n_args = len(inspect.signature(fcompute).parameters)
    if n_args != len(dims):
        raise ValueError(f"compute {name!r}: fcompute takes {n_args} args for {len(dims)} dims")
    letters = "ijklmnopqrstuvw"
    axes = tuple(
        IterVar(fresh_var(f"{name}_{letters[d] if d < len(letters) else d}"), e)
        for d, e in enumerate(dims)
    )
    body = as_expr(fcompute(*[a.var for a in axes]), "float32")
    from compiler.te.visit import walk

    reduces = [n for n in walk(body) if isinstance(n, Reduce)]
    if (reduces and not isinstance(body, Reduce)) or len(reduces) > 1:
        raise ValueError(f"compute {name!r}: a reduction must be the whole body")
    fin: Expr | None = None
    acc: Var | None = None
    if finalize is not None:
        if not isinstance(body, Reduce):
            raise ValueError(f"compute {name!r}: finalize is only for reductions")
        acc = Var(f"{name}_acc", body.dtype)
        fin = as_expr(finalize(acc, *[a.var for a in axes]), body.dtype)
        if fin.dtype != body.dtype:
            raise TypeError(f"compute {name!r}: finalize returns {fin.dtype}, not {body.dtype}")
    op = ComputeOp(name, axes, body, fin, acc)
    return Tensor(name, dims, body.dtype, op)
