"""The loop-nest IR: what the lowering produces and renderers consume.

Target-neutral: loops carry annotations (``serial``, ``unroll``,
``vectorize``, ``parallel``) that each renderer maps to its own means
(LLVM vectors and threads here; a CUDA renderer would map loops to blocks
and threads). Buffers are flat; indices are int64 expressions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from compiler.te.expr import BufferLoad, Expr, Var


@dataclass(frozen=True, slots=True, eq=False)
class Buffer:
    """A flat array.

    Attributes:
        name: Name in generated code.
        shape: Logical shape (the buffer holds ``prod(shape)`` elements, row-major).
        dtype: Element type.
        scope: ``"arg"`` (passed by the caller), ``"workspace"`` (scratch memory
            passed by the runtime) or ``"local"`` (a small per-thread array).
    """

    name: str
    shape: tuple[int, ...]
    dtype: str
    scope: str = "arg"

    @property
    def size(self) -> int:
        """Number of elements."""
        n = 1
        for s in self.shape:
            n *= s
        return n

    def load(self, index: Expr) -> BufferLoad:
        """A read of element ``index``."""
        return BufferLoad(self, index, self.dtype)


class Stmt:
    """Base class of statements."""

    __slots__ = ()


@dataclass(frozen=True, slots=True, eq=False)
class For(Stmt):
    """``for var in range(extent): body``.

    Attributes:
        var: Loop variable (int64, starts at 0).
        extent: Trip count; an int64 expression of enclosing loop variables.
        kind: ``serial``, ``unroll``, ``vectorize`` or ``parallel``.
        body: Loop body.
        max_extent: Upper bound of ``extent`` (the loop's declared extent).
    """

    var: Var
    extent: Expr
    kind: str
    body: Stmt
    max_extent: int


@dataclass(frozen=True, slots=True, eq=False)
class Seq(Stmt):
    """Statements in order."""

    stmts: tuple[Stmt, ...]


@dataclass(frozen=True, slots=True, eq=False)
class IfThenElse(Stmt):
    """``if cond: then_case`` (``else: else_case`` when there is one; its ``cond`` is then
    a scalar, not a per-lane mask)."""

    cond: Expr
    then_case: Stmt
    else_case: Stmt | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Store(Stmt):
    """``buffer[index] = value``."""

    buffer: Buffer
    index: Expr
    value: Expr


@dataclass(frozen=True, slots=True, eq=False)
class Allocate(Stmt):
    """A local buffer live during ``body`` (one per thread: it is allocated where it appears)."""

    buffer: Buffer
    body: Stmt


@dataclass(frozen=True, slots=True, eq=False)
class Function:
    """A lowered kernel.

    Attributes:
        name: Symbol name.
        args: Buffers passed by the caller, in call order.
        workspaces: Scratch buffers the runtime allocates and passes after ``args``.
        body: The loop nest.
        prefetch: Buffer -> elements: each read of the buffer also prefetches the
            element that many ahead of it.
    """

    name: str
    args: tuple[Buffer, ...]
    workspaces: tuple[Buffer, ...]
    body: Stmt
    prefetch: tuple[tuple[Buffer, int], ...] = ()

    @property
    def params(self) -> tuple[Buffer, ...]:
        """All pointer parameters: args then workspaces."""
        return self.args + self.workspaces


def seq(stmts: Sequence[Stmt]) -> Stmt:
    """A statement running ``stmts`` in order (flattening nested sequences)."""
    flat: list[Stmt] = []
    for s in stmts:
        flat.extend(s.stmts if isinstance(s, Seq) else (s,))
    return flat[0] if len(flat) == 1 else Seq(tuple(flat))


def iter_stmts(stmt: Stmt) -> Iterator[Stmt]:
    """All statements in ``stmt``, parents first."""
    yield stmt
    if isinstance(stmt, For | Allocate):
        yield from iter_stmts(stmt.body)
    elif isinstance(stmt, Seq):
        for s in stmt.stmts:
            yield from iter_stmts(s)
    elif isinstance(stmt, IfThenElse):
        yield from iter_stmts(stmt.then_case)
        if stmt.else_case is not None:
            yield from iter_stmts(stmt.else_case)


def dump(stmt: Stmt, indent: int = 0) -> str:
    """Readable text of a loop nest (for debugging and docs)."""
    pad = "  " * indent
    if isinstance(stmt, For):
        head = f"{pad}for {stmt.var!r} in range({stmt.extent!r})"
        ann = f"  # {stmt.kind}" if stmt.kind != "serial" else ""
        return f"{head}:{ann}\n{dump(stmt.body, indent + 1)}"
    if isinstance(stmt, Seq):
        return "\n".join(dump(s, indent) for s in stmt.stmts)
    if isinstance(stmt, IfThenElse):
        text = f"{pad}if {stmt.cond!r}:\n{dump(stmt.then_case, indent + 1)}"
        if stmt.else_case is not None:
            text += f"\n{pad}else:\n{dump(stmt.else_case, indent + 1)}"
        return text
    if isinstance(stmt, Store):
        return f"{pad}{stmt.buffer.name}[{stmt.index!r}] = {stmt.value!r}"
    if isinstance(stmt, Allocate):
        b = stmt.buffer
        return f"{pad}{b.name} = local {b.dtype}[{b.size}]\n{dump(stmt.body, indent)}"
    raise TypeError(f"unknown statement {stmt!r}")
