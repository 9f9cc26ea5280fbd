"""LLVM renderer: a lowered :class:`compiler.ir.Function` -> LLVM IR text.

Mapping of loop annotations:

- ``vectorize``: the loop disappears; its variable becomes the constant
  vector ``<0, 1, ..., W-1>`` and every statement in it operates on
  ``<W x float>`` values. Reads and writes whose index moves by 1 per lane
  are plain vector loads/stores, invariant reads are broadcast (under a mask: one
  scalar load when some lane is active, so it may index another read), reads moving
  by 2 to 4 elements per lane are wide loads and a shuffle
  (:mod:`compiler.codegen.llvm_strided`), others are gathers/scatters.
  Guards that depend on the lane become masks (``llvm.masked.load/store``).
- ``unroll``: the body is emitted once per iteration with a constant index.
- ``parallel``: the body is outlined into a worker ``ptr (ptr ctx)`` and the
  iterations are split into contiguous chunks, one per thread, run by the persistent
  thread pool (``autotune_parallel_launch``, :mod:`runtime.thread_pool`; the
  calling thread runs chunk 0). The
  number of threads is the kernel's last argument (``i64``).
- Float ``a * b + c`` becomes ``llvm.fmuladd`` (an FMA on FMA targets).

The kernel's signature is ``void @name(ptr noalias %arg0, ..., i64 %num_threads)``:
the arguments, then the workspaces, then the thread count.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from llvmlite import ir

from compiler import arith
from compiler.codegen import llvm_math
from compiler.codegen.llvm_parallel import emit_parallel
from compiler.codegen.llvm_strided import MAX_SHUFFLE_STRIDE, strided_load
from compiler.codegen.llvm_values import (
    I1,
    I32,
    I64,
    PTR,
    VOID,
    Val,
    constant_vector,
    intrinsic,
    scalar_type,
    splat,
    type_suffix,
    value_type,
)
from compiler.errors import CompileError
from compiler.ir import Allocate, Buffer, For, Function, IfThenElse, Seq, Stmt, Store
from compiler.target import Target
from compiler.te.expr import (
    FLOAT_DTYPES,
    BinOp,
    BufferLoad,
    Call,
    Cast,
    Const,
    Expr,
    Select,
    Var,
    children,
)


def render(func: Function, target: Target) -> str:
    """Renders a lowered function as LLVM IR text (no triple/data layout: the JIT sets them)."""
    module = ir.Module(name=func.name)
    params = [PTR] * len(func.params) + [I64]
    fn = ir.Function(module, ir.FunctionType(VOID, params), func.name)
    for arg, buf in zip(fn.args, func.params, strict=False):
        arg.name = buf.name
        arg.add_attribute("noalias")
    fn.args[-1].name = "num_threads"
    buffers = dict(zip(func.params, fn.args, strict=False))
    emitter = _Emitter(module, fn, buffers, fn.args[-1], dict(func.prefetch))
    emitter.stmt(func.body)
    emitter.finish(None)
    return _add_attributes(str(module), target)


def _add_attributes(text: str, target: Target) -> str:
    attrs = ["nounwind"]
    if target.vector_bits() >= 512:
        # Some CPUs' LLVM tuning prefers 256-bit vectors; our kernels are written for zmm.
        attrs += ['"prefer-vector-width"="512"', '"min-legal-vector-width"="512"']
    text = re.sub(r"^(define .*\))$", r"\1 #0", text, flags=re.MULTILINE)
    return f"{text}\nattributes #0 = {{ {' '.join(attrs)} }}\n"


class _Emitter:
    """Emits statements of one LLVM function (the kernel or a parallel worker)."""

    def __init__(
        self,
        module: ir.Module,
        fn: ir.Function,
        buffers: dict[Buffer, ir.Value],
        num_threads: ir.Value | None,
        prefetch: dict[Buffer, int],
    ) -> None:
        self.module = module
        self.fn = fn
        self.entry = fn.append_basic_block("entry")
        body = fn.append_basic_block("body")
        self.alloca_builder = ir.IRBuilder(self.entry)
        self.b = ir.IRBuilder(body)
        self.buffers = dict(buffers)
        self.num_threads = num_threads
        self.env: dict[Var, Val] = {}
        self.lanes: int | None = None
        self.vec_var: Var | None = None
        self.mask: ir.Value | None = None
        self.n_workers = 0
        self.loop_count = 0
        # Common subexpressions: values computed in enclosing scopes dominate inner code.
        # A store starts a new memory epoch, so loads are reused only between stores.
        # A value is kept in the outermost scope where it is valid: inside the innermost
        # barrier (loop body or branch: code there does not dominate what follows) and
        # inside the scopes binding its variables (an unrolled copy, a vector loop, a mask).
        self.scopes: list[dict[tuple[Any, ...], Val]] = [{}]
        self.barriers: list[int] = [0]
        self.bind_depth: dict[Var, int] = {}
        self.mask_depth = 0
        self.epochs: dict[Buffer, int] = {}
        self._reads: dict[Expr, tuple[Buffer, ...]] = {}
        self._vars: dict[Expr, frozenset[Var]] = {}
        self._alive: list[ir.Value] = []
        self._linear_cache: dict[int, tuple[Expr, arith.Linear, dict[Expr, frozenset[Var]]]] = {}
        self._linear_forms: dict[Expr, arith.Linear] = {}
        # Buffer -> elements ahead that each of its reads prefetches (Function.prefetch).
        self.prefetch = prefetch

    def _name(self, var: Var) -> str:
        """A name for a loop: the variable's base name and a per-function number, so the
        text does not depend on how many variables the process created before."""
        base = var.name.split(".")[0]
        self.loop_count += 1
        return f"{base}.{self.loop_count}"

    def push(self, barrier: bool) -> None:
        """Opens a value scope (a barrier for loop bodies and branches)."""
        self.scopes.append({})
        if barrier:
            self.barriers.append(len(self.scopes) - 1)

    def pop(self) -> None:
        """Closes the innermost value scope."""
        if self.barriers[-1] == len(self.scopes) - 1:
            self.barriers.pop()
        self.scopes.pop()

    def bind(self, var: Var, value: Val) -> None:
        """Binds a loop variable in the innermost scope."""
        self.env[var] = value
        self.bind_depth[var] = len(self.scopes) - 1

    def unbind(self, var: Var) -> None:
        """Forgets a loop variable."""
        del self.env[var]
        del self.bind_depth[var]

    def finish(self, ret: ir.Value | None) -> None:
        """Terminates the function (entry block jumps to the body)."""
        if ret is None:
            self.b.ret_void()
        else:
            self.b.ret(ret)
        self.alloca_builder.branch(self.fn.blocks[1])

    # ---------------------------------------------------------------- statements

    def stmt(self, s: Stmt) -> None:
        """Emits one statement."""
        if isinstance(s, Seq):
            for sub in s.stmts:
                self.stmt(sub)
        elif isinstance(s, For):
            self._for(s)
        elif isinstance(s, IfThenElse):
            self._if(s)
        elif isinstance(s, Store):
            self._store(s)
        elif isinstance(s, Allocate):
            arr = ir.ArrayType(scalar_type(s.buffer.dtype), s.buffer.size)
            self.buffers[s.buffer] = self.alloca(arr, s.buffer.name)
            self.stmt(s.body)
        else:
            raise CompileError(f"cannot render statement {type(s).__name__}")

    def alloca(self, typ: ir.Type, name: str) -> ir.Value:
        """A 64-byte aligned stack slot in the entry block, as an opaque pointer."""
        slot = self.alloca_builder.alloca(typ, name=name)
        slot.align = 64
        # llvmlite tracks a pointee type for allocas; our accesses use other element types.
        slot.type = PTR
        return slot

    def _for(self, s: For) -> None:
        kind = s.kind
        if kind == "vectorize" and self.lanes is not None:
            kind = "unroll"  # nested vector loops: the inner one is unrolled
        if kind == "parallel" and (self.num_threads is None or self.lanes is not None):
            kind = "serial"  # nested parallel loops run serially inside their worker
        if kind in ("unroll", "vectorize") and not isinstance(s.extent, Const):
            kind = "serial"
        if kind == "vectorize" and s.max_extent == 1:
            kind = "unroll"  # one lane: plain scalar code
        if kind == "unroll":
            for i in range(
                s.max_extent if not isinstance(s.extent, Const) else int(s.extent.value)
            ):
                self.push(barrier=False)
                self.bind(s.var, Val(ir.Constant(I64, i), None))
                self.stmt(s.body)
                self.unbind(s.var)
                self.pop()
        elif kind == "vectorize":
            lanes = int(s.extent.value) if isinstance(s.extent, Const) else s.max_extent
            self.push(barrier=False)
            self.bind(s.var, Val(constant_vector(I64, tuple(range(lanes))), lanes))
            self.lanes, self.vec_var = lanes, s.var
            self.stmt(s.body)
            self.lanes, self.vec_var = None, None
            self.unbind(s.var)
            self.pop()
        elif kind == "parallel":
            emit_parallel(self, s)
        else:
            stop = self.scalar(s.extent)
            self.serial_loop(s, ir.Constant(I64, 0), stop)

    def serial_loop(self, s: For, start: ir.Value, stop: ir.Value) -> None:
        """Emits loop ``s`` over iterations ``[start, stop)``, one after another."""

        def body(iv: ir.Value) -> None:
            self.push(barrier=True)
            self.bind(s.var, Val(iv, None))
            self.stmt(s.body)
            self.unbind(s.var)
            self.pop()

        self.loop(start, stop, body, self._name(s.var))

    def worker_name(self) -> str:
        """A fresh name for a function outlined from this one (a parallel loop's worker)."""
        self.n_workers += 1
        return f"{self.fn.name}_par{self.n_workers}"

    def outlined(self, fn: ir.Function) -> _Emitter:
        """An emitter for ``fn``, a function of the same module, with no buffers bound
        and no thread count (loops inside it run serially)."""
        return _Emitter(self.module, fn, {}, None, self.prefetch)

    def loop(
        self, start: ir.Value, stop: ir.Value, body: Callable[[ir.Value], None], name: str
    ) -> None:
        """Emits ``for iv in range(start, stop): body(iv)``."""
        pre = self.b.block
        head = self.fn.append_basic_block(f"{name}.head")
        body_bb = self.fn.append_basic_block(f"{name}.body")
        exit_bb = self.fn.append_basic_block(f"{name}.exit")
        self.b.branch(head)
        self.b.position_at_end(head)
        iv = self.b.phi(I64, name=name)
        iv.add_incoming(start, pre)
        self.b.cbranch(self.b.icmp_signed("<", iv, stop), body_bb, exit_bb)
        self.b.position_at_end(body_bb)
        body(iv)
        iv.add_incoming(self.b.add(iv, ir.Constant(I64, 1), flags=["nsw"]), self.b.block)
        self.b.branch(head)
        self.b.position_at_end(exit_bb)

    def _if(self, s: IfThenElse) -> None:
        cond = self.expr(s.cond)
        if s.else_case is not None:
            if cond.lanes is not None:
                raise CompileError(f"an if/else needs a scalar condition, not {s.cond!r}")
            with self.b.if_else(cond.value) as (then, otherwise):
                with then:
                    self._branch(s.then_case)
                with otherwise:
                    self._branch(s.else_case)
            return
        if cond.lanes is None:
            with self.b.if_then(cond.value):
                self.push(barrier=True)
                self.stmt(s.then_case)
                self.pop()
            return
        saved, saved_depth = self.mask, self.mask_depth
        self.push(barrier=False)
        self.mask, self.mask_depth = self._and_mask(cond.value), len(self.scopes) - 1
        self.stmt(s.then_case)
        self.mask, self.mask_depth = saved, saved_depth
        self.pop()

    def _branch(self, body: Stmt) -> None:
        self.push(barrier=True)
        self.stmt(body)
        self.pop()

    def _and_mask(self, cond: ir.Value) -> ir.Value:
        return cond if self.mask is None else self.b.and_(self.mask, cond)

    # ---------------------------------------------------------------- memory

    def _linear(self, index: Expr) -> tuple[arith.Linear, dict[Expr, frozenset[Var]]]:
        """The linear form of an index and the variables of each atom, computed once per
        index expression of the loop nest (unrolled copies share the expression object)."""
        hit = self._linear_cache.get(id(index))
        if hit is not None and hit[0] is index:
            return hit[1], hit[2]
        lin = arith.linear(index, {}, self._linear_forms)
        atom_vars = {atom: self._vars_of(atom) for atom, _ in lin.terms}
        self._linear_cache[id(index)] = (index, lin, atom_vars)  # holds index: id stays unique
        return lin, atom_vars

    def _address(self, buf: Buffer, index: Expr, *, loads: bool = False) -> tuple[ir.Value, str]:
        """Pointer(s) for ``buf[index]`` and the access kind: scalar, contiguous, gather,
        or, for ``loads``, ``strided:K`` (lane ``i`` at the pointer + ``i * K`` elements,
        ``K`` up to MAX_SHUFFLE_STRIDE: see :mod:`compiler.codegen.llvm_strided`).

        The index is split into a variable part (shared by unrolled copies, so computed
        once) and a constant offset (unrolled loop indices), which becomes an address
        displacement.
        """
        base = self.buffers.get(buf)
        if base is None:
            raise CompileError(f"buffer {buf.name!r} is not available here")
        etype = scalar_type(buf.dtype)
        v = self.vec_var
        lin, atom_vars = self._linear(index)
        offset = lin.const
        rest: list[tuple[Expr, int]] = []
        lane_coef = 0
        gather = False
        for atom, k in lin.terms:
            bound = self.env.get(atom) if isinstance(atom, Var) else None
            if bound is not None and bound.lanes is None and isinstance(bound.value, ir.Constant):
                offset += k * int(bound.value.constant)
            elif v is not None and atom is v:
                lane_coef = k
            else:
                gather = gather or (v is not None and v in atom_vars[atom])
                rest.append((atom, k))
        strided = loads and not gather and 2 <= lane_coef <= MAX_SHUFFLE_STRIDE
        if gather or (lane_coef not in (0, 1) and not strided):
            idx = self._vector(self.expr(index))
            ptrs = self.b.gep(base, [idx], inbounds=True, source_etype=etype)
            ptrs.type = ir.VectorType(PTR, idx.type.count)  # llvmlite infers a scalar ptr
            return ptrs, "gather"
        ptr = base
        if rest:
            var_part = self.expr(arith.from_linear(arith.Linear(tuple(rest), 0)))
            if var_part.lanes is not None:
                raise CompileError(f"index {index!r} is a vector where a scalar is needed")
            ptr = self._derived(
                ("gep", buf.name, id(var_part.value)),
                var_part,
                lambda: self.b.gep(base, [var_part.value], inbounds=True, source_etype=etype),
            )
            if loads and buf in self.prefetch:
                self._prefetch(buf, ptr, var_part, offset)
        if offset or ptr is base:
            ptr = self.b.gep(ptr, [ir.Constant(I64, offset)], inbounds=True, source_etype=etype)
        if strided:
            return ptr, f"strided:{lane_coef}"
        return ptr, ("contiguous" if lane_coef == 1 else "scalar")

    def load(self, e: BufferLoad) -> Val:
        """Emits a read (vector, masked or gathered as the context needs)."""
        ptr, kind = self._address(e.buffer, e.index, loads=True)
        etype = scalar_type(e.dtype)
        if kind == "scalar" and self.mask is None:
            return Val(self.b.load(ptr, typ=etype, align=4), None)
        if kind == "scalar":
            return Val(self._load_if_active(ptr, etype), None)
        assert self.lanes is not None
        vtype = ir.VectorType(etype, self.lanes)
        if kind == "contiguous" and self.mask is None:
            return Val(self.b.load(ptr, typ=vtype, align=4), self.lanes)
        if kind.startswith("strided:"):
            stride = int(kind.partition(":")[2])
            vec = strided_load(
                self.b,
                self.module,
                ptr,
                stride=stride,
                lanes=self.lanes,
                etype=etype,
                mask=self.mask,
            )
            return Val(vec, self.lanes)
        # The lanes a masked read leaves off read as zero.
        zero = constant_vector(etype, (0.0 if e.dtype in FLOAT_DTYPES else 0,) * self.lanes)
        if kind == "contiguous":
            fn = intrinsic(
                self.module,
                f"llvm.masked.load.{type_suffix(vtype)}.p0",
                vtype,
                [PTR, I32, ir.VectorType(I1, self.lanes), vtype],
            )
            return Val(self.b.call(fn, [ptr, ir.Constant(I32, 4), self.mask, zero]), self.lanes)
        ptrs = ptr if kind == "gather" else splat(self.b, ptr, self.lanes)
        mask = self.mask if self.mask is not None else _all_true(self.lanes)
        ptype = ir.VectorType(PTR, self.lanes)
        fn = intrinsic(
            self.module,
            f"llvm.masked.gather.{type_suffix(vtype)}.v{self.lanes}p0",
            vtype,
            [ptype, I32, ir.VectorType(I1, self.lanes), vtype],
        )
        return Val(self.b.call(fn, [ptrs, ir.Constant(I32, 4), mask, zero]), self.lanes)

    def _load_if_active(self, ptr: ir.Value, etype: ir.Type) -> ir.Value:
        """A read of one address for the whole vector under a mask: one scalar load, done
        when some lane is active (0 otherwise, as the masked lanes read). It stays a scalar,
        so it can index further reads (a table of indices), and costs no gather; lanes
        that are off never store what they compute, so they may see the value too."""
        assert self.mask is not None
        mask_type = self.mask.type
        any_of = intrinsic(
            self.module, f"llvm.vector.reduce.or.{type_suffix(mask_type)}", I1, [mask_type]
        )
        active = self.b.call(any_of, [self.mask])
        before = self.b.block
        then_bb = self.fn.append_basic_block("load.active")
        merge = self.fn.append_basic_block("load.end")
        self.b.cbranch(active, then_bb, merge)
        self.b.position_at_end(then_bb)
        value = self.b.load(ptr, typ=etype, align=4)
        self.b.branch(merge)
        self.b.position_at_end(merge)
        phi = self.b.phi(etype)
        phi.add_incoming(value, then_bb)
        phi.add_incoming(ir.Constant(etype, 0), before)
        return phi

    def _store(self, s: Store) -> None:
        ptr, kind = self._address(s.buffer, s.index)
        value = self.expr(s.value)
        self.epochs[s.buffer] = self.epochs.get(s.buffer, 0) + 1
        if kind == "scalar":
            if value.lanes is not None or self.mask is not None:
                raise CompileError(
                    f"store to {s.buffer.name!r} does not depend on the vectorized loop"
                )
            self.b.store(value.value, ptr, align=4)
            return
        assert self.lanes is not None
        vec = self._vector(value)
        vtype = vec.type
        if kind == "contiguous" and self.mask is None:
            self.b.store(vec, ptr, align=4)
            return
        mask = self.mask if self.mask is not None else _all_true(self.lanes)
        if kind == "contiguous":
            fn = intrinsic(
                self.module,
                f"llvm.masked.store.{type_suffix(vtype)}.p0",
                VOID,
                [vtype, PTR, I32, ir.VectorType(I1, self.lanes)],
            )
            self.b.call(fn, [vec, ptr, ir.Constant(I32, 4), mask])
            return
        ptype = ir.VectorType(PTR, self.lanes)
        fn = intrinsic(
            self.module,
            f"llvm.masked.scatter.{type_suffix(vtype)}.v{self.lanes}p0",
            VOID,
            [vtype, ptype, I32, ir.VectorType(I1, self.lanes)],
        )
        self.b.call(fn, [vec, ptr, ir.Constant(I32, 4), mask])

    # ---------------------------------------------------------------- expressions

    def scalar(self, e: Expr) -> ir.Value:
        """Evaluates an expression that must not depend on the vectorized loop."""
        v = self.expr(e)
        if v.lanes is not None:
            raise CompileError(f"expression {e!r} is a vector where a scalar is needed")
        return v.value

    def _derived(self, key: tuple[Any, ...], base: Val, make: Callable[[], ir.Value]) -> ir.Value:
        """A value computed from ``base`` only (a broadcast, an address), emitted once per
        scope where both it and ``base`` are valid."""
        # Keys hold id()s of LLVM values: keep those values alive so no id is reused.
        self._alive.append(base.value)
        depth = max(base.depth, self.barriers[-1])
        hit = self.scopes[depth].get(key)
        if hit is None:
            hit = Val(make(), None, depth)
            self.scopes[depth][key] = hit
        return hit.value

    def _prefetch(self, buf: Buffer, ptr: ir.Value, var_part: Val, offset: int) -> None:
        """Prefetches ``buf`` at ``ptr + offset`` plus the buffer's distance, once per scope
        where the address is valid (unrolled copies reading the same element share it).
        Into L2 (locality 2): a next pass's data would evict this pass's from L1."""
        ahead = offset + self.prefetch[buf]

        def emit() -> ir.Value:
            fn = intrinsic(self.module, "llvm.prefetch.p0", VOID, [PTR, I32, I32, I32])
            # Not inbounds: the element ahead may lie past the buffer (a prefetch never faults).
            target = self.b.gep(ptr, [ir.Constant(I64, ahead)], source_etype=scalar_type(buf.dtype))
            rw, locality, data_cache = 0, 2, 1
            args = [ir.Constant(I32, x) for x in (rw, locality, data_cache)]
            return self.b.call(fn, [target, *args])

        self._derived(("prefetch", buf.name, id(var_part.value), ahead), var_part, emit)

    def _splat(self, v: Val, lanes: int) -> ir.Value:
        if v.lanes is not None:
            return v.value
        return self._derived(
            ("splat", id(v.value), lanes), v, lambda: splat(self.b, v.value, lanes)
        )

    def _vector(self, v: Val) -> ir.Value:
        assert self.lanes is not None
        return self._splat(v, self.lanes)

    def _unify(self, a: Val, b: Val) -> tuple[ir.Value, ir.Value, int | None]:
        if a.lanes == b.lanes:
            return a.value, b.value, a.lanes
        lanes = a.lanes or b.lanes
        assert lanes is not None
        return self._splat(a, lanes), self._splat(b, lanes), lanes

    def expr(self, e: Expr) -> Val:
        """Evaluates an expression to a scalar or a vector value (reusing equal ones)."""
        if isinstance(e, Const | Var):
            return self._expr(e)
        reads = self._reads_of(e)
        epochs = tuple(self.epochs.get(buf, 0) for buf in reads)
        key = (e, id(self.mask) if self.mask is not None else 0, epochs)
        if self.mask is not None:
            self._alive.append(self.mask)
        for scope in reversed(self.scopes):
            hit = scope.get(key)
            if hit is not None:
                return hit
        computed = self._expr(e)
        free = self._vars_of(e)
        depth = max(
            self.barriers[-1],
            self.mask_depth if self.mask is not None else 0,
            max((self.bind_depth.get(v, 0) for v in free), default=0),
        )
        val = Val(computed.value, computed.lanes, depth)
        self.scopes[depth][key] = val
        return val

    # The buffers and variables of an expression, from its children's (memoized): a walk
    # of every new subexpression's whole tree was quadratic in its depth (the unrolled
    # Winograd transforms' sums and their select chains).
    def _reads_of(self, e: Expr) -> tuple[Buffer, ...]:
        reads = self._reads.get(e)
        if reads is None:
            found = {b.name: b for c in children(e) for b in self._reads_of(c)}
            if isinstance(e, BufferLoad):
                found[e.buffer.name] = e.buffer
            reads = self._reads[e] = tuple(found[k] for k in sorted(found))
        return reads

    def _vars_of(self, e: Expr) -> frozenset[Var]:
        if isinstance(e, Var):
            return frozenset((e,))
        free = self._vars.get(e)
        if free is None:
            free = self._vars[e] = frozenset().union(*(self._vars_of(c) for c in children(e)))
        return free

    def _expr(self, e: Expr) -> Val:
        if isinstance(e, Const):
            return Val(ir.Constant(scalar_type(e.dtype), e.value), None)
        if isinstance(e, Var):
            val = self.env.get(e)
            if val is None:
                raise CompileError(f"variable {e.name!r} is not defined here")
            return Val(val.value, val.lanes, self.bind_depth.get(e, 0))
        if isinstance(e, BufferLoad):
            return self.load(e)
        if isinstance(e, BinOp):
            return self._binop(e)
        if isinstance(e, Select):
            c = self.expr(e.cond)
            if isinstance(c.value, ir.Constant) and c.value.type == I1:
                # A condition on unrolled loop indices (a constant table's row, as in the
                # Winograd transforms): only the taken side is emitted.
                return self.expr(e.true_value if c.value.constant else e.false_value)
            t, f, lanes = self._unify(self.expr(e.true_value), self.expr(e.false_value))
            cv = c.value
            if c.lanes is None and lanes is not None:
                return Val(self.b.select(cv, t, f), lanes)
            if c.lanes is not None and lanes is None:
                t, f, lanes = splat(self.b, t, c.lanes), splat(self.b, f, c.lanes), c.lanes
            return Val(self.b.select(cv, t, f), lanes)
        if isinstance(e, Call):
            return self._call(e)
        if isinstance(e, Cast):
            return self._cast(e)
        raise CompileError(f"cannot render expression {e!r}")

    def _call(self, e: Call) -> Val:
        if e.func == "if_then_else":
            return self._if_then_else(e)
        arg = self.expr(e.args[0])
        t = arg.value.type
        element = t.element if isinstance(t, ir.VectorType) else t
        if e.func in llvm_math.FUNCTIONS and isinstance(element, ir.FloatType):
            # Inline polynomials: LLVM's own would be one libm call per lane.
            return Val(llvm_math.emit(self.b, self.module, e.func, arg.value), arg.lanes)
        fn = intrinsic(self.module, f"llvm.{e.func}.{type_suffix(t)}", t, [t])
        return Val(self.b.call(fn, [arg.value]), arg.lanes)

    def _if_then_else(self, e: Call) -> Val:
        cond, t_expr, f_expr = e.args
        c = self.expr(cond)
        if c.lanes is None:
            then_bb = self.fn.append_basic_block("ite.then")
            else_bb = self.fn.append_basic_block("ite.else")
            merge = self.fn.append_basic_block("ite.end")
            self.b.cbranch(c.value, then_bb, else_bb)
            self.b.position_at_end(then_bb)
            self.push(barrier=True)
            t = self.expr(t_expr)
            self.pop()
            t_end = self.b.block
            self.b.position_at_end(else_bb)
            self.push(barrier=True)
            f = self.expr(f_expr)
            self.pop()
            f_end = self.b.block
            lanes = t.lanes or f.lanes
            self.b.position_at_end(t_end)
            tv = t.value if t.lanes == lanes or lanes is None else splat(self.b, t.value, lanes)
            self.b.branch(merge)
            self.b.position_at_end(f_end)
            fv = f.value if f.lanes == lanes or lanes is None else splat(self.b, f.value, lanes)
            self.b.branch(merge)
            self.b.position_at_end(merge)
            phi = self.b.phi(tv.type)
            phi.add_incoming(tv, t_end)
            phi.add_incoming(fv, f_end)
            return Val(phi, lanes)
        saved = self.mask
        self.mask = self._and_mask(c.value)
        t = self.expr(t_expr)
        self.mask = (
            self._and_mask(self.b.not_(c.value))
            if saved is None
            else self.b.and_(saved, self.b.not_(c.value))
        )
        f = self.expr(f_expr)
        self.mask = saved
        tv, fv, _ = self._unify(t, f)
        if not isinstance(tv.type, ir.VectorType):
            tv, fv = splat(self.b, tv, c.lanes), splat(self.b, fv, c.lanes)
        return Val(self.b.select(c.value, tv, fv), c.lanes)

    def _cast(self, e: Cast) -> Val:
        v = self.expr(e.value)
        src = e.value.dtype
        ttype = value_type(e.dtype, v.lanes)
        if src == e.dtype:
            return v
        if src in FLOAT_DTYPES and e.dtype in FLOAT_DTYPES:
            op = self.b.fpext if e.dtype == "float64" else self.b.fptrunc
            return Val(op(v.value, ttype), v.lanes)
        if src in FLOAT_DTYPES:
            return Val(self.b.fptosi(v.value, ttype), v.lanes)
        if e.dtype in FLOAT_DTYPES:
            return Val(self.b.sitofp(v.value, ttype), v.lanes)
        return Val(self.b.zext(v.value, ttype) if src == "bool" else v.value, v.lanes)

    def _lane_compare(self, e: BinOp) -> Val | None:
        """An int64 comparison linear in the vectorized variable ``v`` as ``k * lane op
        rest``: the constant vector ``k * <0..W-1>`` against the scalar ``rest`` (clamped
        to int32, which keeps every comparison's result as the lanes are in range), one
        32-bit compare. Evaluated as written it builds the int64 index vector and compares
        it in 64-bit lanes: AVX2 packs two such compares per mask, the bulk of a bounds
        check's instructions (a padded copy's row, a masked read in a micro-kernel). None
        when the comparison is not of that form."""
        v = self.vec_var
        lanes = self.lanes
        assert v is not None
        assert lanes is not None
        lin = arith.linear(BinOp("-", e.a, e.b, "int64"), {}, self._linear_forms)
        coef = 0
        rest: list[tuple[Expr, int]] = []
        for atom, k in lin.terms:
            if atom is v:
                coef = k
            elif v in self._vars_of(atom):
                return None  # the lane inside a non-linear atom
            else:
                rest.append((atom, k))
        if coef == 0 or abs(coef) * lanes >= 1 << 24:
            return None
        # k * lane + rest' op 0  <=>  k * lane op -rest'
        other = self.expr(arith.from_linear(arith.Linear(tuple(rest), lin.const)))
        if other.lanes is not None:
            return None
        b = self.b
        bound = b.sub(ir.Constant(I64, 0), other.value)
        low, high = ir.Constant(I64, -(1 << 31)), ir.Constant(I64, (1 << 31) - 1)
        bound = b.select(b.icmp_signed("<", bound, low), low, bound)
        bound = b.select(b.icmp_signed(">", bound, high), high, bound)
        steps = ir.Constant(ir.VectorType(I32, lanes), [coef * i for i in range(lanes)])
        return Val(b.icmp_signed(e.op, steps, splat(b, b.trunc(bound, I32), lanes)), lanes)

    def _binop(self, e: BinOp) -> Val:
        b = self.b
        is_float = e.a.dtype in FLOAT_DTYPES
        if e.op == "+" and is_float:
            for mul, other in ((e.b, e.a), (e.a, e.b)):
                if isinstance(mul, BinOp) and mul.op == "*":
                    return self._fmuladd(mul.a, mul.b, other)
        if e.op in _COMPARISONS and self.vec_var is not None and e.a.dtype == "int64":
            lane_test = self._lane_compare(e)
            if lane_test is not None:
                return lane_test
        xa, ya = self.expr(e.a), self.expr(e.b)
        if not is_float and xa.lanes is None and ya.lanes is None:
            folded = _fold_int(e.op, xa.value, ya.value)
            if folded is not None:
                return Val(folded, None)
        x, y, lanes = self._unify(xa, ya)
        op = e.op
        if op in ("and", "or"):
            return Val(b.and_(x, y) if op == "and" else b.or_(x, y), lanes)
        if op in ("<", "<=", ">", ">=", "==", "!="):
            if is_float:
                return Val(b.fcmp_ordered(op, x, y), lanes)
            return Val(b.icmp_signed(op, x, y), lanes)
        if op in ("min", "max"):
            # y where it is beyond x, else x: a NaN in x (relu's and clip's input, a
            # reduction's running value) comes through, as numpy's maximum has it. One
            # vmaxps/vminps either way round.
            pick = b.fcmp_ordered if is_float else b.icmp_signed
            c = pick("<" if op == "min" else ">", y, x)
            return Val(b.select(c, y, x), lanes)
        if is_float:
            fop = {"+": b.fadd, "-": b.fsub, "*": b.fmul, "/": b.fdiv}[op]
            return Val(fop(x, y), lanes)
        if op in ("+", "-", "*"):
            iop = {"+": b.add, "-": b.sub, "*": b.mul}[op]
            return Val(iop(x, y), lanes)
        # Floor division and modulo (Python semantics) by a positive divisor.
        q = b.sdiv(x, y)
        r = b.srem(x, y)
        zero = ir.Constant(x.type, [0] * lanes) if lanes else ir.Constant(x.type, 0)
        one = ir.Constant(x.type, [1] * lanes) if lanes else ir.Constant(x.type, 1)
        adjust = b.and_(b.icmp_signed("!=", r, zero), b.icmp_signed("<", b.xor(r, y), zero))
        if op == "//":
            return Val(b.sub(q, b.select(adjust, one, zero)), lanes)
        return Val(b.add(r, b.select(adjust, y, zero)), lanes)

    def _fmuladd(self, a: Expr, c: Expr, addend: Expr) -> Val:
        parts = [self.expr(a), self.expr(c), self.expr(addend)]
        lanes = next((p.lanes for p in parts if p.lanes is not None), None)
        x, y, z = (p.value if lanes is None else self._splat(p, lanes) for p in parts)
        fn = intrinsic(self.module, f"llvm.fmuladd.{type_suffix(x.type)}", x.type, [x.type] * 3)
        return Val(self.b.call(fn, [x, y, z]), lanes)


_COMPARISONS = frozenset(("<", "<=", ">", ">=", "==", "!="))


def _fold_int(op: str, x: ir.Value, y: ir.Value) -> ir.Constant | None:
    """Folds an int operation on two constants (indices of unrolled loops)."""
    if not (isinstance(x, ir.Constant) and isinstance(y, ir.Constant)):
        return None
    a, b = x.constant, y.constant
    if not (isinstance(a, int) and isinstance(b, int)) or x.type != I64:
        return None
    arith_ops = {"+": a + b, "-": a - b, "*": a * b, "min": min(a, b), "max": max(a, b)}
    if op in arith_ops:
        return ir.Constant(I64, arith_ops[op])
    if op in ("//", "%") and b > 0:
        return ir.Constant(I64, a // b if op == "//" else a % b)
    cmp_ops = {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}
    if op in cmp_ops:
        return ir.Constant(I1, int(cmp_ops[op]))
    return None


def _all_true(lanes: int) -> ir.Value:
    return ir.Constant(ir.VectorType(I1, lanes), [1] * lanes)
