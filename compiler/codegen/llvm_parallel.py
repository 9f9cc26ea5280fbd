"""Parallel loops for the LLVM renderer: outlined workers run by the thread pool.

The loop body becomes a worker ``ptr (ptr ctx)``; the iterations are split
into contiguous chunks, one per thread (at most the kernel's ``num_threads``
argument and MAX_THREADS). A context slot array passes each worker its chunk,
the scalar loop variables it uses and the buffer pointers; the kernel then
calls ``autotune_parallel_launch`` (:mod:`compiler.runtime.thread_pool`),
which runs chunk 0 on the calling thread and the others on pool threads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from llvmlite import ir

from compiler.codegen.llvm_values import I64, PTR, VOID, Val, intrinsic
from compiler.errors import CompileError
from compiler.ir import Allocate, Buffer, For, IfThenElse, Stmt, Store, iter_stmts
from compiler.runtime.thread_pool import LAUNCH_SYMBOL
from compiler.te.expr import BufferLoad, Expr, Var
from compiler.te.visit import free_vars, walk

if TYPE_CHECKING:
    from compiler.codegen.llvm import _Emitter

#: Most threads a kernel launch uses (sizes the per-launch context arrays).
MAX_THREADS = 64


def emit_parallel(self: _Emitter, s: For) -> None:
    """Outlines the loop body into a worker and runs chunks of it on threads."""
    bound_inside = {st.var for st in iter_stmts(s.body) if isinstance(st, For)}
    used: set[Var] = set()
    local_used: set[Buffer] = set()
    for st in iter_stmts(s.body):
        for e in _stmt_exprs(st):
            used |= free_vars(e)
            local_used |= {
                n.buffer for n in walk(e) if isinstance(n, BufferLoad) and n.buffer.scope == "local"
            }
        if isinstance(st, Store) and st.buffer.scope == "local":
            local_used.add(st.buffer)
    allocated_inside = {st.buffer for st in iter_stmts(s.body) if isinstance(st, Allocate)}
    if local_used - allocated_inside:
        raise CompileError("a parallel loop cannot write a local buffer allocated outside it")
    captured = sorted((v for v in used - bound_inside if v is not s.var), key=lambda v: v.name)
    for v in captured:
        if v not in self.env or self.env[v].lanes is not None:
            raise CompileError(f"parallel loop uses {v.name!r}, which is not a scalar here")
    global_bufs = [buf for buf in self.buffers if buf.scope != "local"]
    slots = 2 + len(captured) + len(global_bufs)

    worker = _make_worker(self, s, captured, global_bufs)
    n = self.scalar(s.extent)
    b = self.b
    ctx = self._alloca(ir.ArrayType(I64, MAX_THREADS * slots), "par.ctx")
    assert self.num_threads is not None
    one = ir.Constant(I64, 1)
    nt = _smax(b, _smin(b, self.num_threads, ir.Constant(I64, MAX_THREADS)), one)
    nt = _smax(b, _smin(b, nt, n), one)

    def slot(t: ir.Value, k: int) -> ir.Value:
        idx = b.add(b.mul(t, ir.Constant(I64, slots)), ir.Constant(I64, k))
        return b.gep(
            ctx, [ir.Constant(I64, 0), idx], inbounds=True, source_etype=ctx.allocated_type
        )

    def fill(t: ir.Value) -> None:
        b.store(b.sdiv(b.mul(t, n), nt), slot(t, 0))
        b.store(b.sdiv(b.mul(b.add(t, one), n), nt), slot(t, 1))
        for k, v in enumerate(captured):
            b.store(self.env[v].value, slot(t, 2 + k))
        for k, buf in enumerate(global_bufs):
            b.store(b.ptrtoint(self.buffers[buf], I64), slot(t, 2 + len(captured) + k))

    launch = intrinsic(self.module, LAUNCH_SYMBOL, VOID, [PTR, PTR, I64, I64])
    self.loop(ir.Constant(I64, 0), nt, fill, "par.fill")
    b.call(launch, [worker, slot(ir.Constant(I64, 0), 0), ir.Constant(I64, 8 * slots), nt])


def _make_worker(self: _Emitter, s: For, captured: list[Var], bufs: list[Buffer]) -> ir.Function:
    self.n_workers += 1
    name = f"{self.fn.name}_par{self.n_workers}"
    worker = ir.Function(self.module, ir.FunctionType(PTR, [PTR]), name)
    worker.linkage = "internal"
    sub = type(self)(self.module, worker, {}, None)
    ctx = worker.args[0]

    def read(k: int) -> ir.Value:
        ptr = sub.b.gep(ctx, [ir.Constant(I64, k)], inbounds=True, source_etype=I64)
        return sub.b.load(ptr, typ=I64)

    begin, end = read(0), read(1)
    for k, v in enumerate(captured):
        sub.env[v] = Val(read(2 + k), None)
    for k, buf in enumerate(bufs):
        sub.buffers[buf] = sub.b.inttoptr(read(2 + len(captured) + k), PTR)
    sub.loop(begin, end, lambda iv: sub._body_at(s, iv), sub._name(s.var))
    sub.finish(ir.Constant(PTR, None))
    return worker


def _stmt_exprs(s: Stmt) -> list[Expr]:
    if isinstance(s, For):
        return [s.extent]
    if isinstance(s, IfThenElse):
        return [s.cond]
    if isinstance(s, Store):
        return [s.index, s.value]
    return []


def _smin(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed("<", x, y), x, y)


def _smax(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed(">", x, y), x, y)
