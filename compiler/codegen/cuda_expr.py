"""Tensor expressions as CUDA C text (the expression half of the CUDA renderer).

Variables are bound to C text (index expressions of the kernel, the
accumulator); tensor reads become flat row-major indexing of the kernel's
pointer parameters. Floor division and modulo render as C's ``/`` and ``%``
where the dividend is provably non-negative (every bound variable is an
index >= 0) and the divisor a positive constant, else as helper functions.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from compiler.errors import CompileError
from compiler.te.expr import BinOp, Call, Cast, Const, Expr, Select, TensorAccess, Var
from compiler.te.tensor import IterVar

_C_TYPES = {"float32": "float", "float64": "double", "int64": "int", "bool": "bool"}


def _float_literal(value: float, dtype: str) -> str:
    if not math.isfinite(value):
        raise CompileError(f"cannot render the non-finite constant {value!r} in CUDA C")
    text = repr(float(value))
    return text + ("f" if dtype == "float32" else "")


_C_BINOPS = {"+", "-", "*", "/", "<", "<=", ">", ">=", "==", "!="}


class ExprPrinter:
    """Renders tensor expressions as C, with variables bound to C expressions."""

    def __init__(self, names: Mapping[Var, str]) -> None:
        """Creates a printer.

        Args:
            names: C text standing for each variable (index expressions, accumulators).
        """
        self._names = names

    def index(self, access: TensorAccess) -> str:
        """The flat row-major element index of a tensor access."""
        flat = ""
        for dim, idx in zip(access.tensor.shape, access.indices, strict=True):
            term = self(idx)
            flat = f"{atom(flat)} * {dim} + {term}" if flat else term
        return flat

    def __call__(self, e: Expr) -> str:
        """The C text of ``e``.

        Raises:
            CompileError: A variable without a binding, or an unsupported node.
        """
        if isinstance(e, Var):
            try:
                return self._names[e]
            except KeyError:
                raise CompileError(f"variable {e.name!r} is not bound in the kernel") from None
        if isinstance(e, Const):
            if e.dtype in ("float32", "float64"):
                return _float_literal(float(e.value), e.dtype)
            return "true" if e.dtype == "bool" and e.value else str(int(e.value))
        if isinstance(e, BinOp):
            a, b = self(e.a), self(e.b)
            if e.op in _C_BINOPS:
                return f"({a} {e.op} {b})"
            if e.op in ("and", "or"):
                return f"({a} {'&&' if e.op == 'and' else '||'} {b})"
            if e.op in ("min", "max"):
                if e.dtype == "int64":
                    return f"{e.op}({a}, {b})"
                # b where it is beyond a, else a: a NaN in a comes through (relu and
                # clip of NaN are NaN, as on the CPU and in numpy); fmaxf would drop it.
                return f"({b} {'>' if e.op == 'max' else '<'} {a} ? {b} : {a})"
            if e.op in ("//", "%"):
                if non_negative(e.a) and isinstance(e.b, Const) and e.b.value > 0:
                    return f"({a} {'/' if e.op == '//' else '%'} {b})"  # C's = floor's here
                return f"at_floor{'div' if e.op == '//' else 'mod'}({a}, {b})"
        if isinstance(e, Select):
            return f"({self(e.cond)} ? {self(e.true_value)} : {self(e.false_value)})"
        if isinstance(e, Cast):
            return f"(({_C_TYPES[e.dtype]})({self(e.value)}))"
        if isinstance(e, Call):
            args = [self(a) for a in e.args]
            if e.func == "if_then_else":  # C's ?: evaluates only the taken side: a guarded load
                return f"({args[0]} ? {args[1]} : {args[2]})"
            suffix = "f" if e.dtype == "float32" else ""
            return f"{e.func}{suffix}({', '.join(args)})"
        if isinstance(e, TensorAccess):
            return f"{e.tensor.name}[{self.index(e)}]"
        raise CompileError(f"cannot render {type(e).__name__} in CUDA C")


def atom(text: str) -> str:
    """``text`` parenthesized unless it already is one operand (a name or a closed group)."""
    if text.isidentifier() or text.isdigit():
        return text
    if text.startswith("("):
        depth = 0
        for pos, ch in enumerate(text):
            depth += {"(": 1, ")": -1}.get(ch, 0)
            if depth == 0:
                if pos == len(text) - 1:
                    return text
                break
    return f"({text})"


def non_negative(e: Expr) -> bool:
    """Whether an index expression is provably >= 0 (every bound variable is an index >= 0)."""
    if isinstance(e, Var):
        return True
    if isinstance(e, Const):
        return e.value >= 0
    if isinstance(e, BinOp) and e.op in ("+", "*", "//", "%", "min", "max"):
        return non_negative(e.a) and non_negative(e.b)
    return False


FLOOR_HELPERS = """\
__device__ __forceinline__ int at_floordiv(int a, int b) {
  const int q = a / b;
  return (q * b != a && ((a < 0) != (b < 0))) ? q - 1 : q;
}
__device__ __forceinline__ int at_floormod(int a, int b) {
  const int r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

"""


def unfuse(axes: Sequence[IterVar], fused: str) -> dict[Var, str]:
    """C expressions of each axis of a fused group, from the fused index (row-major)."""
    out: dict[Var, str] = {}
    inner = 1
    base = atom(fused)
    for pos in range(len(axes) - 1, -1, -1):
        axis = axes[pos]
        div = base if inner == 1 else f"({base} / {inner})"
        out[axis.var] = div if pos == 0 else f"({div} % {axis.extent})"
        inner *= axis.extent
    return out
