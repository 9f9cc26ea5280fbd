"""Tensors and the operations that define them (placeholders and computes)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from compiler.te.expr import Expr, ExprLike, Reduce, TensorAccess, Var, as_expr


@dataclass(frozen=True, slots=True, eq=False)
class IterVar:
    """An iteration axis: a variable ranging over ``[0, extent)``.

    Attributes:
        var: The index variable.
        extent: Number of iterations (a positive int).
        kind: ``"spatial"`` (an output axis) or ``"reduce"`` (summed over).
    """

    var: Var
    extent: int
    kind: str = "spatial"

    @property
    def name(self) -> str:
        """The variable's name."""
        return self.var.name

    def __repr__(self) -> str:
        return f"IterVar({self.var.name}, {self.extent}, {self.kind})"

    # Arithmetic on an IterVar is arithmetic on its variable, so ``A[i, r + 1]`` works.
    def __add__(self, other: ExprLike) -> Expr:
        return self.var + other

    def __radd__(self, other: ExprLike) -> Expr:
        return other + self.var

    def __sub__(self, other: ExprLike) -> Expr:
        return self.var - other

    def __rsub__(self, other: ExprLike) -> Expr:
        return other - self.var

    def __mul__(self, other: ExprLike) -> Expr:
        return self.var * other

    def __rmul__(self, other: ExprLike) -> Expr:
        return other * self.var

    def __floordiv__(self, other: ExprLike) -> Expr:
        return self.var // other

    def __mod__(self, other: ExprLike) -> Expr:
        return self.var % other


@dataclass(frozen=True, slots=True, eq=False)
class PlaceholderOp:
    """An input tensor, passed in by the caller."""

    name: str


@dataclass(frozen=True, slots=True, eq=False)
class ComputeOp:
    """A tensor defined elementwise over its axes by ``body``.

    Attributes:
        name: Stage name.
        axes: One spatial IterVar per output dimension.
        body: The value of one element; a :class:`Reduce` for reductions.
        finalize: For reductions, the expression applied to the reduced value
            before it is stored (a fused epilogue such as bias + relu);
            ``acc`` is the variable standing for the reduced value.
        acc: The variable used by ``finalize``.
    """

    name: str
    axes: tuple[IterVar, ...]
    body: Expr
    finalize: Expr | None = None
    acc: Var | None = None

    @property
    def reduce_axes(self) -> tuple[IterVar, ...]:
        """The reduction axes (empty for elementwise computes)."""
        return self.body.axes if isinstance(self.body, Reduce) else ()

    def inputs(self) -> list[Tensor]:
        """The tensors read by this compute, in first-read order, without repeats."""
        from compiler.te.visit import tensors_read

        exprs = [self.body] + ([self.finalize] if self.finalize is not None else [])
        return tensors_read(exprs)


@dataclass(frozen=True, slots=True, eq=False)
class Tensor:
    """A multi-dimensional float array, defined by a placeholder or a compute.

    Index it with ``T[i, j]`` to read an element inside another compute.
    """

    name: str
    shape: tuple[int, ...]
    dtype: str
    op: PlaceholderOp | ComputeOp = field(repr=False)

    @property
    def compute_op(self) -> ComputeOp:
        """The compute defining this tensor (``C.compute_op.axes``, ``.reduce_axes``).

        Raises:
            TypeError: The tensor is a placeholder.
        """
        if not isinstance(self.op, ComputeOp):
            raise TypeError(f"tensor {self.name!r} is a placeholder, not a compute")
        return self.op

    @property
    def ndim(self) -> int:
        """Number of dimensions."""
        return len(self.shape)

    def __getitem__(self, indices: ExprLike | Sequence[ExprLike]) -> TensorAccess:
        items: Sequence[ExprLike] = indices if isinstance(indices, tuple | list) else (indices,)
        if len(items) != len(self.shape):
            raise IndexError(
                f"tensor {self.name!r} has {len(self.shape)} dims, indexed with {len(items)}"
            )
        exprs = tuple(as_expr(i) for i in items)
        for e in exprs:
            if e.dtype != "int64":
                raise TypeError(f"index into {self.name!r} must be int64, got {e.dtype}")
        return TensorAccess(self, exprs, self.dtype)


FCompute = Callable[..., Expr]
FFinalize = Callable[..., Expr]
