"""Parallel loops for the LLVM renderer: outlined workers run by the thread pool.

The loop body becomes a worker ``ptr (ptr ctx)``, run by one thread each (at most
the kernel's ``num_threads`` argument and MAX_THREADS). The workers share a counter
and take chunks of iterations from it until none is left, about CHUNKS_PER_THREAD
chunks per thread, so a thread that starts late or runs slow does less of the loop. A
context slot array passes each worker the chunk size, the loop's end, the counter's
address, the scalar loop variables it uses and the buffer pointers; the kernel then
calls ``autotune_parallel_launch`` (:mod:`runtime.thread_pool`), which runs
worker 0 on the calling thread and the others on pool threads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from llvmlite import ir

from compiler.codegen.llvm_values import I64, PTR, VOID, Val, intrinsic
from compiler.errors import CompileError
from compiler.ir import Allocate, Buffer, For, IfThenElse, Stmt, Store, iter_stmts
from compiler.te.expr import BufferLoad, Expr, Var
from compiler.te.visit import free_vars, walk

#: The thread pool's entry point kernels call (defined by :mod:`runtime.thread_pool`,
#: resolved when the kernel is linked).
LAUNCH_SYMBOL = "autotune_parallel_launch"
#: Most threads a kernel launch uses (sizes the per-launch context arrays).
MAX_THREADS = 64
#: Chunks of a parallel loop per thread (fewer when the loop has fewer iterations).
CHUNKS_PER_THREAD = 16
# Context slots before the captured variables: grain, end, counter pointer.
_FIXED_SLOTS = 3


class LoopHost(Protocol):
    """What a parallel loop needs from the emitter of the function it sits in.

    The LLVM renderer's ``_Emitter`` is one; the protocol names the whole
    interface, so this module depends on no other part of it.
    """

    module: ir.Module
    b: ir.IRBuilder
    env: dict[Var, Val]
    buffers: dict[Buffer, ir.Value]
    num_threads: ir.Value | None

    def scalar(self, e: Expr) -> ir.Value:
        """Emits a scalar (non-vector) expression."""
        ...

    def alloca(self, typ: ir.Type, name: str) -> ir.Value:
        """A stack slot in the function's entry block."""
        ...

    def loop(
        self, start: ir.Value, stop: ir.Value, body: Callable[[ir.Value], None], name: str
    ) -> None:
        """Emits ``for iv in range(start, stop): body(iv)``."""
        ...

    def serial_loop(self, s: For, start: ir.Value, stop: ir.Value) -> None:
        """Emits loop ``s`` over iterations ``[start, stop)``, one after another."""
        ...

    def worker_name(self) -> str:
        """A fresh name for a function outlined from this one."""
        ...

    def outlined(self, fn: ir.Function) -> LoopHost:
        """An emitter for ``fn``, a function of the same module, with no buffers bound
        and no thread count (loops inside it run serially)."""
        ...

    def finish(self, ret: ir.Value | None) -> None:
        """Terminates the function."""
        ...


def emit_parallel(host: LoopHost, s: For) -> None:
    """Outlines the body of loop ``s`` into a worker and runs chunks of it on threads.

    Raises:
        CompileError: The body writes a local buffer allocated outside the loop (each
            worker would need its own copy), or uses a variable that is not a scalar.
    """
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
        if v not in host.env or host.env[v].lanes is not None:
            raise CompileError(f"parallel loop uses {v.name!r}, which is not a scalar here")
    global_bufs = [buf for buf in host.buffers if buf.scope != "local"]
    # One row of context slots per thread: [grain, end, counter pointer, *captured,
    # *buffer pointers].
    slots = _FIXED_SLOTS + len(captured) + len(global_bufs)

    worker = _make_worker(host, s, captured, global_bufs)
    n = host.scalar(s.extent)
    b = host.b
    ctx = host.alloca(ir.ArrayType(I64, MAX_THREADS * slots), "par.ctx")
    assert host.num_threads is not None
    one = ir.Constant(I64, 1)
    nt = _smax(b, _smin(b, host.num_threads, ir.Constant(I64, MAX_THREADS)), one)
    nt = _smax(b, _smin(b, nt, n), one)

    def slot(t: ir.Value, k: int) -> ir.Value:
        idx = b.add(b.mul(t, ir.Constant(I64, slots)), ir.Constant(I64, k))
        return b.gep(
            ctx, [ir.Constant(I64, 0), idx], inbounds=True, source_etype=ctx.allocated_type
        )

    # Threads take chunks of `grain` iterations from a shared counter until none is
    # left, about CHUNKS_PER_THREAD each: a thread that runs late or slow (a vCPU
    # shared with another guest, a pool thread still waking up) takes fewer chunks
    # instead of holding up the whole launch, as a static split into one chunk per
    # thread would.
    counter = host.alloca(I64, "par.next")
    b.store(ir.Constant(I64, 0), counter)
    per_thread = ir.Constant(I64, CHUNKS_PER_THREAD)
    chunks = b.mul(nt, per_thread)
    grain = _smax(b, b.sdiv(b.add(n, b.sub(chunks, one)), chunks), one)

    def fill(t: ir.Value) -> None:
        b.store(grain, slot(t, 0))
        b.store(n, slot(t, 1))
        b.store(b.ptrtoint(counter, I64), slot(t, 2))
        for k, v in enumerate(captured):
            b.store(host.env[v].value, slot(t, _FIXED_SLOTS + k))
        for k, buf in enumerate(global_bufs):
            b.store(b.ptrtoint(host.buffers[buf], I64), slot(t, _FIXED_SLOTS + len(captured) + k))

    launch = intrinsic(host.module, LAUNCH_SYMBOL, VOID, [PTR, PTR, I64, I64])
    host.loop(ir.Constant(I64, 0), nt, fill, "par.fill")
    b.call(launch, [worker, slot(ir.Constant(I64, 0), 0), ir.Constant(I64, 8 * slots), nt])


def _make_worker(host: LoopHost, s: For, captured: list[Var], bufs: list[Buffer]) -> ir.Function:
    """The worker ``ptr (ptr ctx)``: reads its slot row, then runs its chunk of ``s``."""
    worker = ir.Function(host.module, ir.FunctionType(PTR, [PTR]), host.worker_name())
    worker.linkage = "internal"
    sub = host.outlined(worker)
    ctx = worker.args[0]

    def read(k: int) -> ir.Value:
        ptr = sub.b.gep(ctx, [ir.Constant(I64, k)], inbounds=True, source_etype=I64)
        return sub.b.load(ptr, typ=I64)

    grain, end = read(0), read(1)
    counter = sub.b.inttoptr(read(2), PTR)
    for k, v in enumerate(captured):
        sub.env[v] = Val(read(_FIXED_SLOTS + k), None)
    for k, buf in enumerate(bufs):
        sub.buffers[buf] = sub.b.inttoptr(read(_FIXED_SLOTS + len(captured) + k), PTR)
    # while (begin = fetch_add(counter, grain)) < end: run [begin, min(begin + grain, end))
    b = sub.b
    take = worker.append_basic_block("chunk.take")
    run = worker.append_basic_block("chunk.run")
    done = worker.append_basic_block("chunk.done")
    b.branch(take)
    b.position_at_end(take)
    begin = b.atomic_rmw("add", counter, grain, "monotonic")
    b.cbranch(b.icmp_signed("<", begin, end), run, done)
    b.position_at_end(run)
    sub.serial_loop(s, begin, _smin(b, b.add(begin, grain), end))
    b.branch(take)
    b.position_at_end(done)
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
