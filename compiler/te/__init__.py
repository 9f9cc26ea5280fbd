"""The tensor-expression language: define *what* a kernel computes.

Example (matmul with a fused bias)::

    from compiler import te

    A = te.placeholder((m, k), "A")
    B = te.placeholder((k, n), "B")
    bias = te.placeholder((n,), "bias")
    r = te.reduce_axis(k, "r")
    C = te.compute(
        (m, n),
        lambda i, j: te.sum(A[i, r] * B[r, j], axis=r),
        "C",
        finalize=lambda acc, i, j: acc + bias[j],
    )

*How* it is computed (loop order, tiling, vectorization, threads) is decided
separately by a :class:`compiler.schedule.Schedule`.
"""

from compiler.te.compute import (
    compute,
    max_reduce,
    min_reduce,
    placeholder,
    prod_reduce,
    reduce_axis,
    sum,
)
from compiler.te.expr import (
    BinOp,
    Call,
    Cast,
    Const,
    Expr,
    Reduce,
    Select,
    TensorAccess,
    Var,
    all_,
    call,
    cast,
    const,
    if_then_else,
    max_,
    min_,
    select,
)
from compiler.te.tensor import ComputeOp, IterVar, PlaceholderOp, Tensor

__all__ = [
    "BinOp",
    "Call",
    "Cast",
    "ComputeOp",
    "Const",
    "Expr",
    "IterVar",
    "PlaceholderOp",
    "Reduce",
    "Select",
    "Tensor",
    "TensorAccess",
    "Var",
    "all_",
    "call",
    "cast",
    "compute",
    "const",
    "if_then_else",
    "max_",
    "max_reduce",
    "min_",
    "min_reduce",
    "placeholder",
    "prod_reduce",
    "reduce_axis",
    "select",
    "sum",
]
