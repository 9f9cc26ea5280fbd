"""A persistent thread pool for parallel loops, written in LLVM IR and compiled once.

Kernels run a parallel loop by calling::

    void autotune_parallel_launch(ptr worker, ptr ctx, i64 stride_bytes, i64 n_chunks)

which runs ``worker(ctx + c * stride_bytes)`` for every chunk ``c`` in
``[0, n_chunks)``: chunk 0 on the calling thread, chunk ``c`` on pool thread
``c - 1``. Pool threads are created on first use (``pthread_create``) and then
sleep on a futex between launches, so a launch costs a wake-up, not a thread
creation. Launches must not overlap (the kernel wrapper serializes threaded
kernels with a process-wide lock; nested parallel loops run serially inside
their worker). After ``fork`` the child sees a different pid and starts a new
pool. If a thread cannot be created, its chunks run on the calling thread.

Binding (:func:`binding_cpus`, ``autotune_pool_bind``): pool thread ``c - 1`` pins itself
to the ``c``-th CPU of a list when it starts, one CPU per physical core first, and
:func:`bound_caller` pins the thread that launches to the first for a while (a model
run, a kernel's timing), as OpenMP binds its threads with ``OMP_PROC_BIND``. Unbound,
the scheduler of a virtual machine stacks a woken pool thread on its waker's vCPU when
the other vCPU is halted (idle vCPUs look preempted to the guest), and the chunks then
run one after the other: in a tuning run on a 2-vCPU VM about a third of the timings
were 1.8-2x slow, the two threads sampled on one vCPU.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from llvmlite import ir

from compiler.codegen.llvm_parallel import LAUNCH_SYMBOL
from compiler.target_arch import AARCH64, X86_64, host_arch

I8 = ir.IntType(8)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()

#: Linux syscall numbers by architecture: x86-64 keeps its own table, aarch64 uses the
#: generic one (asm-generic/unistd.h). The pool calls libc's ``syscall`` with them.
SYSCALLS: dict[str, dict[str, int]] = {
    X86_64: {"futex": 202, "sched_yield": 24, "sched_setaffinity": 203},
    AARCH64: {"futex": 98, "sched_yield": 124, "sched_setaffinity": 122},
}
BIND_SYMBOL = "autotune_pool_bind"
#: CPUs a ``cpu_set_t`` of the kernel's ABI names (1024 bits, glibc's size).
CPU_SET_BITS = 1024
FUTEX_WAIT_PRIVATE = 128
FUTEX_WAKE_PRIVATE = 129
CLOCK_MONOTONIC = 1  # the same on every Linux architecture
MAX_POOL = 63
# Spin (yielding the core) this long before sleeping on a futex. Waking a sleeping thread
# costs milliseconds on virtual machines whose idle vCPUs halt, which is most of a small
# kernel's run; a few milliseconds of spinning keeps back-to-back launches (the regions of
# one kernel, a model's kernels, the runs of a timing loop, a cache eviction between them)
# on hot threads, as OpenMP runtimes do. The budget is time, not a count of yields: a
# yield returns in a microsecond on an idle core but after a scheduler tick on a busy
# one, so a count (2^17 yields) kept a pool's threads awake for seconds beside other work
# (a tuning run's compiles), taking a core from it every tick.
SPIN_NS = 10_000_000
# The first part of that spin re-checks with the CPU's spin-wait hint (x86 ``pause``,
# AArch64 ``yield``), no syscall: a launch or a join then costs the time the other core
# takes to see a store, not a syscall's round trip. Each ``sched_yield`` is one (about a
# microsecond in a VM), and the launch's futex wake was another even when no thread slept:
# an empty parallel region cost 6 us on a 2-vCPU Xeon. Short, so a core is not held from
# another runnable thread for long (OpenMP runtimes spin so for 200 ms).
PAUSE_NS = 50_000
#: The spin-wait hint of each architecture: an intrinsic and its constant arguments
#: (intrinsics, not inline assembly, which llvmlite assembles only for the host).
SPIN_HINT: dict[str, tuple[str, tuple[int, ...]]] = {
    X86_64: ("llvm.x86.sse2.pause", ()),
    AARCH64: ("llvm.aarch64.hint", (1,)),  # hint #1 is YIELD
}


def libc_symbols() -> dict[str, int]:
    """Addresses of the libc functions the pool calls."""
    libc = ctypes.CDLL(None)
    out = {}
    for name in ("pthread_create", "pthread_join", "syscall", "getpid", "clock_gettime"):
        address = ctypes.cast(getattr(libc, name), ctypes.c_void_p).value
        if address:
            out[name] = int(address)
    return out


def render_pool(arch: str | None = None) -> str:
    """The pool's LLVM IR text for Linux on ``arch`` (``x86_64``, ``aarch64``; None:
    this machine's).

    Raises:
        ValueError: An architecture without known syscall numbers.
    """
    arch = arch or host_arch()
    numbers = SYSCALLS.get(arch)
    if numbers is None:
        raise ValueError(
            f"no thread pool for {arch!r}: its Linux syscall numbers are unknown; "
            f"supported: {', '.join(SYSCALLS)}"
        )
    sys_futex, sys_sched_yield = numbers["futex"], numbers["sched_yield"]
    sys_setaffinity = numbers["sched_setaffinity"]
    m = ir.Module(name="autotune_pool")
    worker_ty = ir.FunctionType(PTR, [PTR])

    def gvar(name: str, typ: ir.Type) -> ir.GlobalVariable:
        g = ir.GlobalVariable(m, typ, name)
        g.linkage = "internal"
        zero = None if isinstance(typ, (ir.PointerType, ir.ArrayType)) else 0
        g.initializer = ir.Constant(typ, zero)
        g.align = 64
        return g

    gen = gvar("pool_gen", I32)  # futex word: bumped once per launch
    remaining = gvar("pool_remaining", I32)  # futex word: pool threads still busy
    gen_sleepers = gvar("pool_gen_sleepers", I32)  # pool threads asleep on pool_gen
    caller_sleeps = gvar("pool_caller_sleeps", I32)  # 1: the launcher sleeps on remaining
    size = gvar("pool_size", I64)
    pid = gvar("pool_pid", I32)
    task_fn = gvar("task_fn", worker_ty.as_pointer())
    task_ctx = gvar("task_ctx", PTR)
    task_stride = gvar("task_stride", I64)
    task_n = gvar("task_n", I64)
    cpu_table = ir.ArrayType(I32, MAX_POOL + 1)
    bind_cpus = gvar("pool_bind_cpus", cpu_table)  # chunk c's thread runs on cpus[c % n]
    bind_n = gvar("pool_bind_n", I64)  # 0: threads are not bound

    syscall = ir.Function(m, ir.FunctionType(I64, [I64], var_arg=True), "syscall")
    getpid = ir.Function(m, ir.FunctionType(I32, []), "getpid")
    create = ir.Function(m, ir.FunctionType(I32, [PTR, PTR, PTR, PTR]), "pthread_create")
    clock_gettime = ir.Function(m, ir.FunctionType(I32, [I32, PTR]), "clock_gettime")
    timespec = ir.ArrayType(I64, 2)  # {tv_sec, tv_nsec} on every 64-bit Linux

    def now_ns(b: ir.IRBuilder, ts: ir.Value) -> ir.Value:
        b.call(clock_gettime, [ir.Constant(I32, CLOCK_MONOTONIC), ts])
        sec = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 0)]), typ=I64)
        nsec = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 1)]), typ=I64)
        return b.add(b.mul(sec, ir.Constant(I64, 1_000_000_000)), nsec)

    hint_name, hint_args = SPIN_HINT[arch]
    hint = ir.Function(m, ir.FunctionType(VOID, [I32] * len(hint_args)), hint_name)

    def spin_or_sleep(
        b: ir.IRBuilder,
        *,
        fn: ir.Function,
        deadline: ir.Value,
        ts: ir.Value,
        addr: ir.Value,
        seen: ir.Value,
        sleepers: ir.GlobalVariable,
        again: ir.Block,
    ) -> None:
        """Spins once more (back to ``again``): with the spin-wait hint for ``PAUSE_NS``
        after the spin began, then yielding the core; ``SPIN_NS`` after it began, sleeps on
        ``addr``, counted in ``sleepers`` (whoever changes ``addr`` wakes it only when that
        is nonzero). ``deadline`` (0: no spin yet) and ``ts`` are the caller's entry
        allocas: an alloca in a loop would grow the stack at every turn."""
        spin = fn.append_basic_block("spin")
        pause = fn.append_basic_block("spin.pause")
        yield_ = fn.append_basic_block("spin.yield")
        sleep = fn.append_basic_block("futex.wait")
        now = now_ns(b, ts)
        old = b.load(deadline, typ=I64)
        first = b.icmp_signed("==", old, ir.Constant(I64, 0))
        end = b.select(first, b.add(now, ir.Constant(I64, SPIN_NS)), old)
        b.store(end, deadline)
        b.cbranch(b.icmp_signed("<", now, end), spin, sleep)
        b.position_at_end(spin)
        pausing = b.icmp_signed(">", b.sub(end, now), ir.Constant(I64, SPIN_NS - PAUSE_NS))
        b.cbranch(pausing, pause, yield_)
        b.position_at_end(pause)
        b.call(hint, [ir.Constant(I32, v) for v in hint_args])
        b.branch(again)
        b.position_at_end(yield_)
        # Then sched_yield, not `pause`: a spinning thread must give its core to a runnable
        # thread (another runtime's, or the kernel's own caller) at once.
        b.call(syscall, [ir.Constant(I64, sys_sched_yield)])
        b.branch(again)
        b.position_at_end(sleep)
        b.store(ir.Constant(I64, 0), deadline)
        # Counted before the wait, which sleeps only while ``addr`` still holds ``seen``:
        # a waker that stores ``addr`` and then reads no sleeper (both sequentially
        # consistent) was seen by the wait, so no wake-up is lost.
        b.atomic_rmw("add", sleepers, ir.Constant(I32, 1), "seq_cst")
        futex(b, addr, FUTEX_WAIT_PRIVATE, seen)
        b.atomic_rmw("sub", sleepers, ir.Constant(I32, 1), "seq_cst")
        b.branch(again)

    def wake_sleepers(
        b: ir.IRBuilder, addr: ir.Value, sleepers: ir.GlobalVariable, count: int
    ) -> None:
        """Wakes up to ``count`` threads sleeping on ``addr``, only if any are: a futex
        wake is a syscall even when nobody waits."""
        any_asleep = b.icmp_unsigned(
            "!=", b.load_atomic(sleepers, "seq_cst", 4, typ=I32), ir.Constant(I32, 0)
        )
        with b.if_then(any_asleep):
            futex(b, addr, FUTEX_WAKE_PRIVATE, ir.Constant(I32, count))

    def futex(b: ir.IRBuilder, addr: ir.Value, op: int, val: ir.Value) -> None:
        b.call(
            syscall,
            [ir.Constant(I64, sys_futex), addr, ir.Constant(I32, op), val, ir.Constant(PTR, None)],
        )

    # ---- pool thread: wait for a new generation, run its chunk, report done.
    thread = ir.Function(m, worker_ty, "pool_thread")
    thread.linkage = "internal"
    b = ir.IRBuilder(thread.append_basic_block("entry"))
    arg = b.ptrtoint(thread.args[0], I64)
    my_id = b.and_(arg, ir.Constant(I64, 0xFFFFFFFF))
    mask_type = ir.ArrayType(I64, CPU_SET_BITS // 64)
    mask = b.alloca(mask_type)
    n_bind = b.load(bind_n, typ=I64)
    with b.if_then(b.icmp_signed(">", n_bind, ir.Constant(I64, 0))):
        # Pin this thread to its chunk's CPU (a failure leaves it unbound).
        slot = b.srem(b.add(my_id, ir.Constant(I64, 1)), n_bind)
        cpu = b.zext(b.load(b.gep(bind_cpus, [ir.Constant(I32, 0), slot]), typ=I32), I64)
        b.store(ir.Constant(mask_type, None), mask)
        word = b.gep(mask, [ir.Constant(I32, 0), b.lshr(cpu, ir.Constant(I64, 6))])
        b.store(b.shl(ir.Constant(I64, 1), b.and_(cpu, ir.Constant(I64, 63))), word)
        b.call(
            syscall,
            [
                ir.Constant(I64, sys_setaffinity),
                ir.Constant(I64, 0),
                ir.Constant(I64, CPU_SET_BITS // 8),
                b.bitcast(mask, PTR),
            ],
        )
    start_gen = b.trunc(b.lshr(arg, ir.Constant(I64, 32)), I32)
    my_gen = b.alloca(I32)
    b.store(start_gen, my_gen)
    deadline = b.alloca(I64)  # the spin's end (ns), 0 while not spinning
    b.store(ir.Constant(I64, 0), deadline)
    ts = b.alloca(timespec)
    loop = thread.append_basic_block("loop")
    sleep = thread.append_basic_block("sleep")
    work = thread.append_basic_block("work")
    run = thread.append_basic_block("run")
    done = thread.append_basic_block("done")
    wake = thread.append_basic_block("wake")
    b.branch(loop)
    b.position_at_end(loop)
    g = b.load_atomic(gen, "acquire", 4, typ=I32)
    seen = b.load(my_gen, typ=I32)
    b.cbranch(b.icmp_unsigned("==", g, seen), sleep, work)
    b.position_at_end(sleep)
    spin_or_sleep(
        b,
        fn=thread,
        deadline=deadline,
        ts=ts,
        addr=gen,
        seen=seen,
        sleepers=gen_sleepers,
        again=loop,
    )
    b.position_at_end(work)
    b.store(g, my_gen)
    b.store(ir.Constant(I64, 0), deadline)
    chunk = b.add(my_id, ir.Constant(I64, 1))
    n = b.load(task_n, typ=I64)
    b.cbranch(b.icmp_signed("<", chunk, n), run, done)
    b.position_at_end(run)
    offset = b.mul(chunk, b.load(task_stride, typ=I64))
    ctx = b.gep(b.load(task_ctx, typ=PTR), [offset], source_etype=I8)
    b.call(b.load(task_fn, typ=worker_ty.as_pointer()), [ctx])
    b.branch(done)
    b.position_at_end(done)
    old = b.atomic_rmw("sub", remaining, ir.Constant(I32, 1), "seq_cst")
    b.cbranch(b.icmp_unsigned("==", old, ir.Constant(I32, 1)), wake, loop)
    b.position_at_end(wake)
    wake_sleepers(b, remaining, caller_sleeps, 1)
    b.branch(loop)

    # ---- bind: the CPUs of the threads created from now on (n = 0: none bound)
    bind = ir.Function(m, ir.FunctionType(VOID, [PTR, I64]), BIND_SYMBOL)
    cpus_in, n_in = bind.args
    entry = bind.append_basic_block("entry")
    copy_head = bind.append_basic_block("copy.head")
    copy_body = bind.append_basic_block("copy.body")
    copied = bind.append_basic_block("copied")
    b = ir.IRBuilder(entry)
    b.branch(copy_head)
    b.position_at_end(copy_head)
    i = b.phi(I64)
    i.add_incoming(ir.Constant(I64, 0), entry)
    b.cbranch(b.icmp_signed("<", i, n_in), copy_body, copied)
    b.position_at_end(copy_body)
    value = b.load(b.gep(cpus_in, [i], source_etype=I32), typ=I32)
    b.store(value, b.gep(bind_cpus, [ir.Constant(I32, 0), i]))
    i.add_incoming(b.add(i, ir.Constant(I64, 1)), copy_body)
    b.branch(copy_head)
    b.position_at_end(copied)
    b.store(n_in, bind_n)
    b.ret_void()

    # ---- launch
    launch = ir.Function(
        m, ir.FunctionType(VOID, [worker_ty.as_pointer(), PTR, I64, I64]), LAUNCH_SYMBOL
    )
    fn, ctx0, stride, nchunks = launch.args
    b = ir.IRBuilder(launch.append_basic_block("entry"))
    tid = b.alloca(I64)
    wait_deadline = b.alloca(I64)  # as the pool thread's deadline
    b.store(ir.Constant(I64, 0), wait_deadline)
    wait_ts = b.alloca(timespec)
    serial = launch.append_basic_block("serial")
    pooled = launch.append_basic_block("pooled")
    b.cbranch(b.icmp_signed("<=", nchunks, ir.Constant(I64, 1)), serial, pooled)
    b.position_at_end(serial)
    b.call(fn, [ctx0])
    b.ret_void()

    b.position_at_end(pooled)
    me = b.call(getpid, [])
    forked = b.icmp_signed("!=", b.load(pid, typ=I32), me)
    with b.if_then(forked):  # a new process (or the first launch): no pool threads here
        b.store(me, pid)
        b.store(ir.Constant(I64, 0), size)
    want = b.sub(nchunks, ir.Constant(I64, 1))
    want = b.select(
        b.icmp_signed(">", want, ir.Constant(I64, MAX_POOL)), ir.Constant(I64, MAX_POOL), want
    )
    grow_head = launch.append_basic_block("grow.head")
    grow_body = launch.append_basic_block("grow.body")
    grow_ok = launch.append_basic_block("grow.ok")
    grown = launch.append_basic_block("grown")
    b.branch(grow_head)
    b.position_at_end(grow_head)
    cur = b.load(size, typ=I64)
    b.cbranch(b.icmp_signed("<", cur, want), grow_body, grown)
    b.position_at_end(grow_body)
    cur_gen = b.zext(b.load_atomic(gen, "acquire", 4, typ=I32), I64)
    packed = b.or_(cur, b.shl(cur_gen, ir.Constant(I64, 32)))
    rc = b.call(create, [tid, ir.Constant(PTR, None), thread, b.inttoptr(packed, PTR)])
    b.cbranch(b.icmp_signed("==", rc, ir.Constant(I32, 0)), grow_ok, grown)
    b.position_at_end(grow_ok)
    b.store(b.add(cur, ir.Constant(I64, 1)), size)
    b.branch(grow_head)

    b.position_at_end(grown)
    pool = b.load(size, typ=I64)
    b.store(fn, task_fn)
    b.store(ctx0, task_ctx)
    b.store(stride, task_stride)
    b.store(nchunks, task_n)
    b.store_atomic(b.trunc(pool, I32), remaining, "seq_cst", 4)
    b.atomic_rmw("add", gen, ir.Constant(I32, 1), "seq_cst")
    wake_sleepers(b, gen, gen_sleepers, 0x7FFFFFFF)
    b.call(fn, [ctx0])
    # Chunks beyond the pool (thread creation failed) run here.
    extra_head = launch.append_basic_block("extra.head")
    extra_body = launch.append_basic_block("extra.body")
    wait_head = launch.append_basic_block("wait.head")
    wait_sleep = launch.append_basic_block("wait.sleep")
    finished = launch.append_basic_block("finished")
    first_extra = b.add(pool, ir.Constant(I64, 1))
    pre = b.block
    b.branch(extra_head)
    b.position_at_end(extra_head)
    c = b.phi(I64)
    c.add_incoming(first_extra, pre)
    b.cbranch(b.icmp_signed("<", c, nchunks), extra_body, wait_head)
    b.position_at_end(extra_body)
    b.call(fn, [b.gep(ctx0, [b.mul(c, stride)], source_etype=I8)])
    c.add_incoming(b.add(c, ir.Constant(I64, 1)), extra_body)
    b.branch(extra_head)
    b.position_at_end(wait_head)
    left = b.load_atomic(remaining, "acquire", 4, typ=I32)
    b.cbranch(b.icmp_unsigned("==", left, ir.Constant(I32, 0)), finished, wait_sleep)
    b.position_at_end(wait_sleep)
    spin_or_sleep(
        b,
        fn=launch,
        deadline=wait_deadline,
        ts=wait_ts,
        addr=remaining,
        seen=left,
        sleepers=caller_sleeps,
        again=wait_head,
    )
    b.position_at_end(finished)
    b.ret_void()
    return str(m)


def _core_of(cpu: int, sysfs: Path) -> tuple[int, int]:
    """(package, core) of ``cpu`` from sysfs; the CPU itself where sysfs does not say."""
    topology = sysfs / f"cpu{cpu}" / "topology"
    try:
        package = int((topology / "physical_package_id").read_text())
        core = int((topology / "core_id").read_text())
    except (OSError, ValueError):
        return (0, cpu)
    return (package, core)


def binding_cpus(
    allowed: Sequence[int] | None = None, sysfs: Path = Path("/sys/devices/system/cpu")
) -> list[int]:
    """The CPUs chunk 0, 1, 2, ... of a parallel loop are bound to: the CPUs this process
    may run on (``allowed``: its affinity mask), one per physical core first, then their
    second hardware threads, and so on: two threads on a machine with SMT get two cores,
    not the two halves of one. Empty where there is nothing to bind (one CPU, or CPUs a
    ``cpu_set_t`` cannot name)."""
    if allowed is None:
        if not hasattr(os, "sched_getaffinity"):
            return []
        allowed = list(os.sched_getaffinity(0))
    cpus = sorted(allowed)
    if len(cpus) < 2 or cpus[-1] >= CPU_SET_BITS:
        return []
    seen: dict[tuple[int, int], int] = {}
    rank = {}
    for cpu in cpus:
        core = _core_of(cpu, sysfs)
        rank[cpu] = (seen.get(core, 0), cpu)
        seen[core] = seen.get(core, 0) + 1
    return sorted(cpus, key=lambda c: rank[c])[: MAX_POOL + 1]


def bind(address: int, cpus: Sequence[int]) -> None:
    """Tells the pool compiled at ``address`` (its ``autotune_pool_bind``) the CPUs of the
    threads it creates from now on (the first ``MAX_POOL + 1``, its table's size); empty:
    leave them unbound."""
    cpus = list(cpus)[: MAX_POOL + 1]
    table = (ctypes.c_int32 * max(len(cpus), 1))(*cpus)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(address)(
        ctypes.addressof(table), len(cpus)
    )


@contextlib.contextmanager
def bound_caller(cpus: Sequence[int], threads: int) -> Iterator[None]:
    """Pins the calling thread, which runs chunk 0 of every launch, to ``cpus[0]`` while
    the block runs, then gives it back its own mask: for a run of ``threads``-way
    parallel kernels (nothing to do for one thread or an unbound pool)."""
    if threads < 2 or not cpus or not hasattr(os, "sched_setaffinity"):
        yield
        return
    own = os.sched_getaffinity(0)
    try:
        os.sched_setaffinity(0, {cpus[0]})
    except OSError:  # a mask the OS no longer allows (cpuset changed): run unbound
        yield
        return
    try:
        yield
    finally:
        os.sched_setaffinity(0, own)
