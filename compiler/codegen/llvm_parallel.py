"""Parallel loops for the LLVM renderer: outlined workers run by the thread pool.

The loop body becomes a worker ``ptr (ptr ctx)``, run by one thread each (at most
the kernel's ``num_threads`` argument and MAX_THREADS). Thread ``t`` owns the ``t``-th of
``nt`` equal contiguous ranges of the iterations and takes chunks of it (about
CHUNKS_PER_THREAD) from its own counter; done with its range, it takes the chunks left
in the others' ranges from their counters, so a thread that starts late or runs slow does
less of the loop. A context slot array passes each worker the chunk size, the loop's
end, the counters' address, its index, the thread count, the scalar loop variables it uses
and the buffer pointers; the kernel then calls ``autotune_parallel_launch``
(:mod:`runtime.thread_pool`), which runs worker 0 on the calling thread and the others on
pool threads.

Why ranges a thread owns, not one shared counter: consecutive parallel loops over the
same index (a kernel's stages, a model's layers) then give each thread the same part of
the data, which stays in its core's caches. From one shared counter the chunks went to
whichever thread asked first, and each stage read about half of what the one before
wrote from the other core. ResNet-50's Winograd layers (tuned configs, 2 threads on a
2-vCPU Xeon, interleaved): 28x28x128 0.50-0.56 -> 0.44-0.47 ms, 14x14x256 0.49-0.54 ->
0.47, 56x56x64 0.58-0.60 -> 0.49-0.51; a 1x1 conv, whose threads split the output
channels and read every input channel, 0.36 either way.
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
# Context slots before the captured variables: grain, end, counters' address, the
# thread's index, the thread count.
_FIXED_SLOTS = 5
#: i64 slots between two threads' counters: one cache line each, so an owner taking its
#: chunks does not pull the line from the core of another owner.
_COUNTER_STRIDE = 8


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
    # One row of context slots per thread: [grain, end, counters, index, thread count,
    # *captured, *buffer pointers].
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

    # Each thread takes chunks of `grain` iterations from its own range, then from the
    # others' (module docstring): a thread that runs late or slow (a vCPU shared with
    # another guest, a pool thread still waking up) has its range finished by the others
    # instead of holding up the whole launch, as a static split would.
    counters = host.alloca(ir.ArrayType(I64, MAX_THREADS * _COUNTER_STRIDE), "par.next")
    per_thread = ir.Constant(I64, CHUNKS_PER_THREAD)
    chunks = b.mul(nt, per_thread)
    grain = _smax(b, b.sdiv(b.add(n, b.sub(chunks, one)), chunks), one)

    def fill(t: ir.Value) -> None:
        b.store(_range_start(b, t, n, nt), _counter(b, counters, t))
        b.store(grain, slot(t, 0))
        b.store(n, slot(t, 1))
        b.store(b.ptrtoint(counters, I64), slot(t, 2))
        b.store(t, slot(t, 3))
        b.store(nt, slot(t, 4))
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

    grain, n = read(0), read(1)
    counters = sub.b.inttoptr(read(2), PTR)
    me, nt = read(3), read(4)
    for k, v in enumerate(captured):
        sub.env[v] = Val(read(_FIXED_SLOTS + k), None)
    for k, buf in enumerate(bufs):
        sub.buffers[buf] = sub.b.inttoptr(read(_FIXED_SLOTS + len(captured) + k), PTR)
    # for each range u, this thread's first: while (begin = fetch_add(counter[u], grain))
    # < end of u: run [begin, min(begin + grain, end of u))
    b = sub.b

    def take_chunks(visited: ir.Value) -> None:
        u = b.add(me, visited)
        u = b.select(b.icmp_signed(">=", u, nt), b.sub(u, nt), u)
        end = _range_start(b, b.add(u, ir.Constant(I64, 1)), n, nt)
        counter = _counter(b, counters, u)
        take = worker.append_basic_block("chunk.take")
        run = worker.append_basic_block("chunk.run")
        taken = worker.append_basic_block("chunk.done")
        b.branch(take)
        b.position_at_end(take)
        begin = b.atomic_rmw("add", counter, grain, "monotonic")
        b.cbranch(b.icmp_signed("<", begin, end), run, taken)
        b.position_at_end(run)
        sub.serial_loop(s, begin, _smin(b, b.add(begin, grain), end))
        b.branch(take)
        b.position_at_end(taken)

    sub.loop(ir.Constant(I64, 0), nt, take_chunks, "range")
    sub.finish(ir.Constant(PTR, None))
    return worker


def _range_start(b: ir.IRBuilder, t: ir.Value, n: ir.Value, nt: ir.Value) -> ir.Value:
    """The first iteration of thread ``t``'s range: ``t * n // nt`` (``t = nt``: ``n``)."""
    return b.sdiv(b.mul(t, n), nt)


def _counter(b: ir.IRBuilder, counters: ir.Value, t: ir.Value) -> ir.Value:
    """The address of thread ``t``'s counter in the ``counters`` array."""
    index = b.mul(t, ir.Constant(I64, _COUNTER_STRIDE))
    return b.gep(counters, [index], inbounds=True, source_etype=I64)


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
