"""CUDA C renderer: a contraction (a ``te.sum`` of a product) and its GPU schedule -> text.

Pure: it returns CUDA C source and the launch geometry; compiling (NVRTC or
nvcc) and launching belong to the device server. The kernel shape is the
classic shared-memory tiled GEMM, generalized by the tensor expression:

* the compute's axes are fused into up to three groups, *batch*, *M* and
  *N*, and its reduce axes into *K* (a conv2d is an implicit GEMM: M = output
  channels, N = batch x output pixels, K = input channels x kernel taps);
* blocks are bound to ``(N tile, M tile, batch)`` = ``blockIdx.(x, y, z)``
  and each of the block's threads to a ``thread_m x thread_n`` register tile;
* per K step, the threads stage a ``block_k``-deep slice of both operands in
  shared memory (coalesced along each operand's contiguous axis, ``float4``
  loads where the layout allows), optionally double-buffered: the next slice
  is fetched into registers while the current one is multiplied; with
  ``async_copy``, an operand contiguous along M/N goes from global to shared memory
  with ``cp.async`` (``__pipeline_memcpy_async``: no registers, no stores to issue;
  zero-filled outside the tensor);
* the epilogue (``finalize``: bias, relu) is fused into the store;
* with ``split_k`` > 1 (outputs too small to fill the GPU), the K slices are split
  between that many blocks per output tile (``blockIdx.z``): each writes its partial
  sums to a workspace, and the last of a tile's blocks to finish (a counter per tile)
  adds them up in split order, so the result does not depend on which finished last,
  runs the epilogue and resets the counter for the next launch.

Each operand is read through its own tensor expression (so zero padding is an
``if_then_else`` in the expression and costs nothing outside the border;
expressions become C in :mod:`compiler.codegen.cuda_expr`), and every edge is
guarded, so any tile size is correct for any shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from compiler.codegen.cuda_expr import FLOOR_HELPERS, ExprPrinter, non_negative, unfuse
from compiler.cuda_limits import MAX_ELEMENTS, KernelResources
from compiler.errors import CompileError, InvalidConfig
from compiler.te.expr import (
    BinOp,
    Call,
    Const,
    Expr,
    Reduce,
    TensorAccess,
    Var,
)
from compiler.te.tensor import ComputeOp, IterVar, PlaceholderOp, Tensor
from compiler.te.visit import free_vars

#: Layouts of a thread's register tile inside the block tile.
LAYOUTS = ("blocked", "strided", "quad")
#: Threads per warp (a warp's threads are consecutive ``threadIdx.x``).
WARP = 32
#: What ``cp.async`` (``__pipeline_memcpy_async``) needs.
PIPELINE_HEADER = "#include <cuda_pipeline.h>\n"
#: Parameter names of split K's workspaces (no tensor of a template is named so).
SPLIT_PARTIALS, SPLIT_COUNTERS = "split_partials", "split_counters"
#: Registers assumed for indices, addresses and loop counters of one thread.
_OVERHEAD_REGISTERS = 24


@dataclass(frozen=True, slots=True, eq=False)
class Contraction:
    """A reduction ``out[...] = finalize(sum_K a(...) * b(...))`` seen as a batched GEMM.

    Attributes:
        output: The compute; its body is ``te.sum(x * y, axis=...)``.
        inputs: Placeholders in kernel parameter order (the output comes last).
        batch: Output axes fused into the batch index (``blockIdx.z``).
        m: Output axes fused into the M index (rows of the register tiles).
        n: Output axes fused into the N index (columns; the fastest-varying store).
        k: The reduce axes, fused into K.
    """

    output: Tensor
    inputs: tuple[Tensor, ...]
    batch: tuple[IterVar, ...]
    m: tuple[IterVar, ...]
    n: tuple[IterVar, ...]
    k: tuple[IterVar, ...]

    @property
    def op(self) -> ComputeOp:
        """The output's compute."""
        return self.output.compute_op

    @property
    def extents(self) -> tuple[int, int, int, int]:
        """``(batch, M, N, K)``: the products of each group's extents."""
        return (
            math.prod(a.extent for a in self.batch),
            math.prod(a.extent for a in self.m),
            math.prod(a.extent for a in self.n),
            math.prod(a.extent for a in self.k),
        )

    def operands(self) -> tuple[Expr, Expr]:
        """The two factors of the reduced product: ``(a, b)`` with a over (M, K), b over (N, K).

        Raises:
            CompileError: The body is not a sum of a product of an M-side and an N-side factor.
        """
        body = self.op.body
        if not (
            isinstance(body, Reduce)
            and body.combiner == "sum"
            and isinstance(body.source, BinOp)
            and body.source.op == "*"
        ):
            raise CompileError(f"compute {self.output.name!r} is not a te.sum of a product")
        m_vars = {a.var for a in self.m}
        n_vars = {a.var for a in self.n}
        x, y = body.source.a, body.source.b
        if free_vars(x) & n_vars or free_vars(y) & m_vars:
            x, y = y, x
        if free_vars(x) & n_vars or free_vars(y) & m_vars:
            raise CompileError(
                f"compute {self.output.name!r}: each factor must depend on M or on N, not both"
            )
        return x, y


@dataclass(frozen=True, slots=True)
class GpuSchedule:
    """How a contraction runs on the GPU (the GPU schedule primitives, as data).

    Attributes:
        threads_m: Threads along M in a block (``threadIdx`` is bound to M x N).
        thread_m: Rows of each thread's register tile; block tile M = threads_m * thread_m.
        threads_n: Threads along N in a block.
        thread_n: Columns of each thread's register tile.
        block_k: Depth of the K slice staged in shared memory per step.
        vector_a: Elements per global load of operand a (1, or 4 for ``float4``).
        vector_b: Elements per global load of operand b.
        unroll_k: Unroll factor of the loop over the staged slice.
        double_buffer: Two shared buffers: fetch slice t + 1 while computing slice t.
        layout: ``blocked`` (a thread's rows/columns adjacent), ``strided``
            (interleaved with the other threads': conflict-free, coalesced stores) or
            ``quad`` (groups of 4 adjacent rows/columns, the groups interleaved with the
            other threads': one conflict-free ``float4`` shared read per group, and
            ``float4`` stores that are coalesced across the threads; groups of 2 or 1
            where the tile is smaller).
        smem_pad: Extra floats per shared-memory row (against bank conflicts).
        warp_n: How the threads are numbered. 0: row-major over the block's thread
            grid (a warp is 32 consecutive threads along N, wrapping onto the next
            rows). ``w`` > 0: each warp is a ``w x 32/w`` patch of the grid (``w`` along
            N, at most ``threads_n``), so a warp reads fewer distinct rows of one
            operand's staged slice per step; row-major where the patch does not fit.
        split_k: Blocks sharing each output tile's K slices (partial sums in a workspace,
            added up by the last of them); fewer where K has fewer slices than that.
        async_copy: 1 stages the operands that :func:`async_ok` allows with ``cp.async``
            (asynchronous global -> shared copies, sm_80 and later; older GPUs copy
            synchronously); the others, and everything with 0, through registers.
    """

    threads_m: int
    thread_m: int
    threads_n: int
    thread_n: int
    block_k: int
    vector_a: int = 1
    vector_b: int = 1
    unroll_k: int = 1
    double_buffer: bool = False
    layout: str = "strided"
    smem_pad: int = 0
    warp_n: int = 0
    split_k: int = 1
    async_copy: int = 0

    @property
    def block_m(self) -> int:
        """Rows of the block tile."""
        return self.threads_m * self.thread_m

    @property
    def block_n(self) -> int:
        """Columns of the block tile."""
        return self.threads_n * self.thread_n

    @property
    def threads(self) -> int:
        """Threads per block."""
        return self.threads_m * self.threads_n

    @property
    def warp_patch(self) -> int:
        """Threads along N of each warp's patch of the thread grid; 0 for row-major.

        Row-major (0) where ``warp_n`` is 0, where the block is not whole warps, and
        where the patch would be the row-major arrangement itself or would not fit.
        """
        width = min(self.warp_n, self.threads_n)
        if width <= 0 or self.threads % WARP or width == self.threads_n:
            return 0
        if WARP % width or self.threads_n % width or self.threads_m % (WARP // width):
            return 0
        return width

    @staticmethod
    def group(per_thread: int) -> int:
        """Adjacent rows (or columns) of one ``quad`` group for a tile of ``per_thread``."""
        return math.gcd(per_thread, 4)


@dataclass(frozen=True, slots=True)
class Scratch:
    """A kernel's scratch buffer: its parameter name, elements and element type."""

    name: str
    elements: int
    dtype: str


@dataclass(frozen=True, slots=True)
class CudaSource:
    """Rendered CUDA C and how to launch it.

    Attributes:
        text: The CUDA C source (one ``extern "C" __global__`` function).
        name: The kernel's symbol name.
        params: Parameter (tensor) names in call order, the output last.
        grid: Blocks in x, y, z.
        block: Threads in x, y, z.
        shared_bytes: Static shared memory per block.
        registers_per_thread: Estimated registers per thread.
        workspaces: Scratch buffers the kernel takes after the output: a driver
            allocates each zero-filled when it loads the kernel, and the kernel leaves
            them ready for its next launch.
    """

    text: str
    name: str
    params: tuple[str, ...]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_bytes: int
    registers_per_thread: int
    workspaces: tuple[Scratch, ...] = ()

    @property
    def resources(self) -> KernelResources:
        """What a launch asks of the device (for the limit checks)."""
        return KernelResources(
            threads_per_block=self.block[0] * self.block[1] * self.block[2],
            shared_bytes=self.shared_bytes,
            registers_per_thread=self.registers_per_thread,
            grid=self.grid,
        )


# -- operand staging --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Operand:
    """One operand staged in shared memory, and how its global reads are laid out."""

    name: str  # shared array: As / Bs
    reg: str  # prefetch registers: ra / rb
    expr: Expr
    rows: tuple[IterVar, ...]  # its M or N group
    tile: int  # block_m or block_n
    extent: int  # M or N
    fast: str  # "k" or "mn": the axis consecutive threads read
    vector: int


def fast_axis(operand: Expr, rows: Sequence[IterVar], k: Sequence[IterVar]) -> str:
    """The axis along which an operand is contiguous in memory: ``"k"`` or ``"mn"``.

    Decided by the innermost variable in the last index of the operand's first
    tensor access: a row axis (M/N) wins over a reduce axis.
    """
    accesses = [n for n in _walk(operand) if isinstance(n, TensorAccess)]
    if not accesses:
        return "mn"
    last = free_vars(accesses[0].indices[-1])
    if rows and rows[-1].var in last:
        return "mn"
    if k and k[-1].var in last:
        return "k"
    return "mn"


def vector_ok(operand: Expr, rows: Sequence[IterVar], k: Sequence[IterVar], width: int) -> bool:
    """Whether an operand may be read ``width`` elements at a time along its fast axis.

    True when the operand is a plain tensor read whose last index is exactly
    the (single) fast axis, covering the tensor's whole last dimension, which is
    a multiple of ``width``: every aligned group of ``width`` is then either in
    bounds or out of bounds as a whole, and starts on a ``width`` boundary.
    """
    if not isinstance(operand, TensorAccess):
        return False
    axes = k if fast_axis(operand, rows, k) == "k" else rows
    if len(axes) != 1:
        return False
    axis = axes[0]
    last = operand.indices[-1]
    others = operand.indices[:-1]
    return (
        last is axis.var
        and operand.tensor.shape[-1] == axis.extent
        and axis.extent % width == 0
        and not any(axis.var in free_vars(i) for i in others)
    )


def async_ok(operand: Expr, rows: Sequence[IterVar], k: Sequence[IterVar]) -> bool:
    """Whether an operand may be staged with ``cp.async``: contiguous along its rows (M or
    N: the shared tile is laid out the same way, no transpose) and a tensor read, or a
    zero-padded one (``if_then_else(inside, x[...], 0)``: zero-filled outside)."""
    if fast_axis(operand, rows, k) != "mn":
        return False
    if isinstance(operand, TensorAccess):
        return True
    return (
        isinstance(operand, Call)
        and operand.func == "if_then_else"
        and isinstance(operand.args[1], TensorAccess)
        and isinstance(operand.args[2], Const)
        and operand.args[2].value == 0
    )


def _walk(e: Expr) -> list[Expr]:
    from compiler.te.visit import walk

    return list(walk(e))


class CLines:
    """Lines of C with indentation (shared by the CUDA renderers)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0

    def __call__(self, line: str) -> None:
        self.lines.append("  " * self.depth + line if line else "")

    def open(self, head: str) -> None:
        """``head {`` (a bare ``{`` for no head), the lines after it one level deeper."""
        self(f"{head} {{" if head else "{")
        self.depth += 1

    def close(self) -> None:
        """The ``}`` of the innermost :meth:`open`."""
        self.depth -= 1
        self("}")

    def block(self, head: str, body: Callable[[], None]) -> None:
        """``head { body }``."""
        self.open(head)
        body()
        self.close()


# -- the kernel -------------------------------------------------------------------------


def check_contraction(c: Contraction) -> None:
    """Checks that the groups partition the compute's axes and that indices fit in 32 bits.

    Raises:
        CompileError: Axes missing or repeated, or an input that is not a placeholder.
        InvalidConfig: A tensor with 2^31 elements or more.
    """
    spatial = {id(a) for a in c.op.axes}
    grouped = [*c.batch, *c.m, *c.n]
    if {id(a) for a in grouped} != spatial or len(grouped) != len(spatial):
        raise CompileError("batch, M and N groups must partition the output axes")
    if {id(a) for a in c.k} != {id(a) for a in c.op.reduce_axes} or not c.m or not c.n:
        raise CompileError("K must be the reduce axes; M and N must be non-empty")
    for t in (*c.inputs, c.output):
        if not isinstance(t.op, PlaceholderOp) and t is not c.output:
            raise CompileError(f"input {t.name!r} must be a placeholder")
        if not t.name.isidentifier():
            raise CompileError(f"tensor name {t.name!r} is not a C identifier")
        if math.prod(t.shape) > MAX_ELEMENTS:
            raise InvalidConfig(
                f"tensor {t.name!r} has {math.prod(t.shape)} elements; CUDA kernels index "
                f"with 32-bit ints (at most {MAX_ELEMENTS})"
            )


def render(c: Contraction, s: GpuSchedule, name: str = "kernel") -> CudaSource:
    """Renders the contraction with schedule ``s`` as one CUDA C kernel.

    Raises:
        CompileError: The compute is not a contraction this renderer handles.
        InvalidConfig: The schedule is inconsistent (e.g. a float4 read where the
            layout does not allow it).
    """
    return _KernelEmitter(c, s, name).source()


class _KernelEmitter:
    """Emits one kernel, one method per step of its shape.

    :meth:`source` writes the signature and calls the steps in kernel order:
    :meth:`declarations` (shared tiles, thread indices, accumulators), the K
    loop (:meth:`main_loop`: :meth:`fetch` global -> registers, :meth:`stash`
    registers -> shared, :meth:`multiply` the staged slice into the
    accumulators) and :meth:`epilogue` (finalize and guarded store). The
    constructor validates the schedule, so nothing is emitted for a bad one.
    """

    def __init__(self, c: Contraction, s: GpuSchedule, name: str) -> None:
        # The checks run in this order so that a config failing several of them
        # keeps reporting the same error.
        check_contraction(c)
        self.c, self.s, self.name = c, s, name
        self.nb, self.m_ext, self.n_ext, self.k_ext = c.extents
        a_expr, b_expr = c.operands()
        self.bm, self.bn, self.bk = s.block_m, s.block_n, s.block_k
        if s.layout not in LAYOUTS:
            raise InvalidConfig(f"layout {s.layout!r} is not one of {LAYOUTS}")
        self.a = _Operand(
            "As", "ra", a_expr, c.m, self.bm, self.m_ext, fast_axis(a_expr, c.m, c.k), s.vector_a
        )
        self.b = _Operand(
            "Bs", "rb", b_expr, c.n, self.bn, self.n_ext, fast_axis(b_expr, c.n, c.k), s.vector_b
        )
        for op in (self.a, self.b):
            along = self.bk if op.fast == "k" else op.tile
            if op.vector != 1 and (
                op.vector != 4 or not vector_ok(op.expr, op.rows, c.k, 4) or along % 4
            ):
                raise InvalidConfig(
                    f"operand {op.name[0].lower()} cannot be read {op.vector} elements "
                    "at a time here"
                )
        # Operands staged with cp.async; the others go through registers.
        self.copied = {
            op.name for op in (self.a, self.b) if s.async_copy and async_ok(op.expr, op.rows, c.k)
        }
        self.nthreads = s.threads
        self.nbuf = 2 if s.double_buffer else 1
        self.k_tiles = -(-self.k_ext // self.bk)
        if s.split_k < 1:
            raise InvalidConfig(f"split_k must be >= 1, got {s.split_k}")
        # K slices per split, and splits that get any (none is left empty).
        self.per_split = -(-self.k_tiles // s.split_k)
        self.splits = -(-self.k_tiles // self.per_split)
        self.grid = (-(-self.n_ext // self.bn), -(-self.m_ext // self.bm), self.nb * self.splits)
        # Batch indices are the same in every step's index expressions.
        self.batch_names: dict[Var, str] = unfuse(c.batch, "bz") if c.batch else {}
        self.em = CLines()

    # -- the whole kernel ---------------------------------------------------------------

    def source(self) -> CudaSource:
        """The kernel's text and launch geometry."""
        c, s = self.c, self.s
        params = [*c.inputs, c.output]
        decl = ", ".join(
            f"const float* __restrict__ {t.name}"
            if t is not c.output
            else f"float* __restrict__ {t.name}"
            for t in params
        )
        workspaces = self.workspaces()
        for w in workspaces:
            decl += f", {'int' if w.dtype == 'int32' else 'float'}* __restrict__ {w.name}"
        self.em(
            f"// {c.output.name}: batch {self.nb}, M {self.m_ext}, N {self.n_ext}, K {self.k_ext}"
        )
        self.em.block(
            f'extern "C" __global__ void __launch_bounds__({self.nthreads}) {self.name}({decl})',
            self.kernel_body,
        )
        text = (
            (PIPELINE_HEADER if self.copied else "")
            + (FLOOR_HELPERS if self.uses_floor() else "")
            + "\n".join(self.em.lines)
            + "\n"
        )
        pad = s.smem_pad
        return CudaSource(
            text=text,
            name=self.name,
            params=tuple(t.name for t in params),
            grid=self.grid,
            block=(self.nthreads, 1, 1),
            shared_bytes=4 * self.nbuf * self.bk * (self.bm + pad + self.bn + pad)
            + (4 if self.splits > 1 else 0),  # the "last of the tile" flag
            registers_per_thread=self.registers(),
            workspaces=workspaces,
        )

    def workspaces(self) -> tuple[Scratch, ...]:
        """Split K's partial sums (one padded output slab per block of a tile) and tile
        counters; none without split K."""
        if self.splits == 1:
            return ()
        gx, gy, gz = self.grid
        slab = gy * self.bm * gx * self.bn
        return (
            Scratch(SPLIT_PARTIALS, gz * slab, "float32"),
            Scratch(SPLIT_COUNTERS, gx * gy * self.nb, "int32"),
        )

    def uses_floor(self) -> bool:
        """Whether an index may divide a negative value (C rounds towards zero: helpers)."""
        return any(
            isinstance(n, BinOp)
            and n.op in ("//", "%")
            and not (non_negative(n.a) and isinstance(n.b, Const) and n.b.value > 0)
            for e in (self.c.op.body, self.c.op.finalize)
            if e is not None
            for n in _walk(e)
        )

    def registers(self) -> int:
        """Estimated registers per thread: tiles, overhead and (double-buffered) prefetch."""
        s = self.s
        return (
            s.thread_m * s.thread_n
            + s.thread_m
            + s.thread_n
            + _OVERHEAD_REGISTERS
            + (
                sum(self.loads(op) * op.vector for op in self.via_registers())
                if s.double_buffer
                else 0
            )
        )

    def kernel_body(self) -> None:
        """The function body: declarations, the K loop, the epilogue."""
        self.declarations()
        self.main_loop()
        if self.splits > 1:
            self.add_up_splits()
        self.epilogue()

    # -- declarations -------------------------------------------------------------------

    def declarations(self) -> None:
        """Shared tiles, thread and block indices, zeroed accumulators, prefetch registers."""
        em, s, pad = self.em, self.s, self.s.smem_pad
        warps = f"{s.warp_patch}x{WARP // s.warp_patch} warps" if s.warp_patch else "row-major"
        em(
            f"// block tile {self.bm}x{self.bn}x{self.bk}, thread tile {s.thread_m}x{s.thread_n}, "
            f"{self.nthreads} threads ({warps}), {s.layout} layout, "
            f"{'double' if s.double_buffer else 'single'}-buffered shared memory"
        )
        em(f"__shared__ __align__(16) float As[{self.nbuf}][{self.bk}][{self.bm + pad}];")
        em(f"__shared__ __align__(16) float Bs[{self.nbuf}][{self.bk}][{self.bn + pad}];")
        em("const int tid = threadIdx.x;")
        width = s.warp_patch
        if width:
            # Warp w covers a width x 32/width patch of the thread grid; the patches
            # tile the grid row-major.
            per_row = s.threads_n // width
            em(f"const int warp = tid / {WARP}, lane = tid % {WARP};")
            em(f"const int tx = (warp % {per_row}) * {width} + lane % {width};")
            em(f"const int ty = (warp / {per_row}) * {WARP // width} + lane / {width};")
        else:
            em(f"const int tx = tid % {s.threads_n};")
            em(f"const int ty = tid / {s.threads_n};")
        em(f"const int m0 = blockIdx.y * {self.bm};")
        em(f"const int n0 = blockIdx.x * {self.bn};")
        if self.splits > 1:
            em(f"const int ks = blockIdx.z % {self.splits};  // this block's share of K")
            em(f"const int kt0 = ks * {self.per_split};")
            em(f"const int kt1 = min(kt0 + {self.per_split}, {self.k_tiles});")
            if self.c.batch:
                em(f"const int bz = blockIdx.z / {self.splits};")
        elif self.c.batch:
            em("const int bz = blockIdx.z;")
        em(f"float acc[{s.thread_m}][{s.thread_n}];")
        em("#pragma unroll")
        em(f"for (int tm = 0; tm < {s.thread_m}; ++tm)")
        em("#pragma unroll")
        em(f"  for (int tn = 0; tn < {s.thread_n}; ++tn) acc[tm][tn] = 0.0f;")
        for op in self.via_registers():
            kind = "float4" if op.vector > 1 else "float"
            em(f"{kind} {op.reg}[{self.loads(op)}];")

    # -- the K loop ---------------------------------------------------------------------

    def main_loop(self) -> None:
        """The loop over K slices (this block's share of them with split K), single- or
        double-buffered."""
        em = self.em
        first, end = ("kt0", "kt1") if self.splits > 1 else ("0", str(self.k_tiles))
        if self.s.double_buffer:
            # The first slice is staged before the loop; each step fetches slice kt + 1
            # (into registers, or copied into the other buffer) before multiplying slice
            # kt, hiding the global latency.
            self.fetch_both(first, "0")
            self.stash_both("0")
            self.wait_copies()
            em("__syncthreads();")

            def step() -> None:
                em(
                    "const int buf = (kt - kt0) & 1;"
                    if self.splits > 1
                    else "const int buf = kt & 1;"
                )
                em.block(f"if (kt + 1 < {end})", lambda: self.fetch_both("kt + 1", "buf ^ 1"))
                self.multiply("buf")
                if self.via_registers():
                    em.block(f"if (kt + 1 < {end})", lambda: self.stash_both("buf ^ 1"))
                self.wait_copies()
                em("__syncthreads();")

        else:

            def step() -> None:
                self.fetch_both("kt", "0")
                self.stash_both("0")
                self.wait_copies()
                em("__syncthreads();")
                self.multiply("0")
                em("__syncthreads();")

        em.block(f"for (int kt = {first}; kt < {end}; ++kt)", step)

    def via_registers(self) -> list[_Operand]:
        """The operands staged through registers (not copied with cp.async)."""
        return [op for op in (self.a, self.b) if op.name not in self.copied]

    def wait_copies(self) -> None:
        """This thread's cp.async copies complete (the barrier after makes them everyone's)."""
        if self.copied:
            self.em("__pipeline_wait_prior(0);")

    # -- loads and stores of the staged slice -------------------------------------------

    def loads(self, op: _Operand) -> int:
        """Global loads per thread for one slice of an operand."""
        return -(-(op.tile * self.bk // op.vector) // self.nthreads)

    def coords(self, op: _Operand, e: str) -> tuple[str, str]:
        """(row in tile, k in slice) of load element ``e``, in C."""
        bk = self.bk
        if op.fast == "k":
            per = bk // op.vector
            kk = f"({e} % {per}) * {op.vector}" if op.vector > 1 else f"{e} % {per}"
            return f"{e} / {per}", kk
        per = op.tile // op.vector
        row = f"({e} % {per}) * {op.vector}" if op.vector > 1 else f"{e} % {per}"
        return row, f"{e} / {per}"

    def each_load(self, op: _Operand, body: Callable[[], None]) -> None:
        """Emits ``body`` once per load element ``e`` of this thread (an unrolled loop)."""
        em = self.em
        count = op.tile * self.bk // op.vector

        def inner() -> None:
            em(f"const int e = tid + ld * {self.nthreads};")
            if self.loads(op) * self.nthreads > count:
                em.block(f"if (e < {count})", body)
            else:
                body()

        em("#pragma unroll")
        em.block(f"for (int ld = 0; ld < {self.loads(op)}; ++ld)", inner)

    def element(self, op: _Operand, kt: str, row: str, kk: str) -> tuple[ExprPrinter, list[str]]:
        """Emits ``e_row``/``e_k``, the global row and K of a load at (``row``, ``kk``) of K
        slice ``kt``; returns the printer of the operand there and the conditions keeping
        it inside the tensor where tiles overhang it."""
        em, bk = self.em, self.bk
        em(f"const int e_row = {'m0' if op is self.a else 'n0'} + {row};")
        em(f"const int e_k = {kk};" if kt == "0" else f"const int e_k = ({kt}) * {bk} + {kk};")
        names: dict[Var, str] = dict(self.batch_names)
        names.update(unfuse(op.rows, "e_row"))
        names.update(unfuse(self.c.k, "e_k"))
        conds = []
        if op.extent % op.tile:
            conds.append(f"e_row < {op.extent}")
        if self.k_ext % bk:
            conds.append(f"e_k < {self.k_ext}")
        return ExprPrinter(names), conds

    def fetch(self, op: _Operand, kt: str) -> None:
        """Global -> registers ``ra``/``rb`` for K slice ``kt``, zero outside the tensor."""
        em = self.em

        def one() -> None:
            printer, conds = self.element(op, kt, *self.coords(op, "e"))
            if op.vector > 1:
                assert isinstance(op.expr, TensorAccess)
                value = f"*reinterpret_cast<const float4*>(&{printer(op.expr)})"
                zero = "make_float4(0.0f, 0.0f, 0.0f, 0.0f)"
            else:
                value, zero = printer(op.expr), "0.0f"
            if conds:
                value = f"({' && '.join(conds)}) ? {value} : {zero}"
            em(f"{op.reg}[ld] = {value};")

        self.each_load(op, one)

    def stash(self, op: _Operand, buf: str) -> None:
        """Registers -> shared buffer ``buf`` (stored K-major: ``As[buf][k][row]``)."""
        em = self.em

        def one() -> None:
            row, kk = self.coords(op, "e")
            em(f"const int s_row = {row};")
            em(f"const int s_k = {kk};")
            if op.vector == 1:
                em(f"{op.name}[{buf}][s_k][s_row] = {op.reg}[ld];")
                return
            for lane, comp in enumerate("xyzw"):
                r, k = ("s_row", f"s_k + {lane}") if op.fast == "k" else (f"s_row + {lane}", "s_k")
                em(f"{op.name}[{buf}][{k}][{r}] = {op.reg}[ld].{comp};")

        self.each_load(op, one)

    def copy(self, op: _Operand, kt: str, buf: str) -> None:
        """Global -> shared buffer ``buf`` for K slice ``kt`` with cp.async, zero-filled
        outside the tensor (or its padding)."""
        em = self.em

        def one() -> None:
            row, kk = self.coords(op, "e")
            em(f"const int s_row = {row};")
            em(f"const int s_k = {kk};")
            printer, conds = self.element(op, kt, "s_row", "s_k")
            access = op.expr
            if isinstance(access, Call):  # if_then_else(inside, x[...], 0): zero outside
                conds.append(printer(access.args[0]))
                access = access.args[1]
            assert isinstance(access, TensorAccess)
            if conds:
                em(f"const bool e_in = {' && '.join(conds)};")
            # 16-byte copies need 16-byte aligned rows: four 4-byte ones with padding.
            pieces = 1 if op.vector == 1 or self.s.smem_pad % 4 == 0 else op.vector
            size = 4 * op.vector // pieces
            for piece in range(pieces):
                at = f" + {piece}" if pieces > 1 else ""
                dst = f"&{op.name}[{buf}][s_k][s_row{at}]"
                src = f"&{printer(access)}{at}"
                if conds:
                    src = f"e_in ? {src} : {access.tensor.name}"
                    zfill = f"e_in ? 0 : {size}"
                else:
                    zfill = "0"
                em(f"__pipeline_memcpy_async({dst}, {src}, {size}, {zfill});")

        self.each_load(op, one)

    def fetch_both(self, kt: str, buf: str) -> None:
        """Both operands' slice ``kt``: into registers, or copied into shared buffer ``buf``."""
        for op in (self.a, self.b):
            if op.name in self.copied:
                self.copy(op, kt, buf)
            else:
                self.fetch(op, kt)
        if self.copied:
            self.em("__pipeline_commit();")

    def stash_both(self, buf: str) -> None:
        """The register-staged operands into shared buffer ``buf``."""
        for op in self.via_registers():
            self.stash(op, buf)

    # -- the reduction ------------------------------------------------------------------

    def row_of(self, tm: str) -> str:
        """Row in the block tile of a thread's register row ``tm``."""
        return self._place(tm, "ty", self.s.thread_m, self.s.threads_m)

    def col_of(self, tn: str) -> str:
        """Column in the block tile of a thread's register column ``tn``."""
        return self._place(tn, "tx", self.s.thread_n, self.s.threads_n)

    def _place(self, i: str, thread: str, per_thread: int, threads: int) -> str:
        """Position in the block tile of element ``i`` of thread ``thread``'s registers."""
        layout = self.s.layout
        if layout == "blocked":
            return f"{thread} * {per_thread} + {i}"
        if layout == "strided":
            return f"{i} * {threads} + {thread}"
        g = self.s.group(per_thread)
        if g == 1:
            return f"{i} * {threads} + {thread}"
        return f"({i}) / {g} * {threads * g} + {thread} * {g} + ({i}) % {g}"

    def read_tile(
        self,
        reg: str,
        smem: str,
        *,
        count: int,
        thread: str,
        threads: int,
        at: Callable[[str], str],
        buf: str,
    ) -> None:
        """A thread's slice of a staged row into registers: float4 reads where aligned."""
        em = self.em
        layout = self.s.layout
        if layout in ("blocked", "quad") and self.s.smem_pad % 4 == 0 and count % 4 == 0:
            # Row starts and every group of 4 are multiples of 4 floats: 16-byte aligned
            # (the arrays are __align__(16)), so one LDS.128 per 4 values. Blocked: a
            # thread's groups are adjacent; quad: consecutive threads' groups are, so a
            # quarter-warp's reads cover 128 contiguous bytes (no bank conflict).
            start = (
                f"{thread} * {count} + q * 4"
                if layout == "blocked"
                else f"q * {threads * 4} + {thread} * 4"
            )

            def quad() -> None:
                em(
                    f"const float4 v = *reinterpret_cast<const float4*>"
                    f"(&{smem}[{buf}][kk][{start}]);"
                )
                for lane, comp in enumerate("xyzw"):
                    em(f"{reg}[q * 4 + {lane}] = v.{comp};")

            em("#pragma unroll")
            em.block(f"for (int q = 0; q < {count // 4}; ++q)", quad)
            return
        idx = "tm" if reg == "a" else "tn"
        em("#pragma unroll")
        loop = f"for (int {idx} = 0; {idx} < {count}; ++{idx})"
        em(f"{loop} {reg}[{idx}] = {smem}[{buf}][kk][{at(idx)}];")

    def multiply(self, buf: str) -> None:
        """The staged slice in shared buffer ``buf`` into the accumulators (outer products)."""
        em, s = self.em, self.s
        em(f"#pragma unroll {s.unroll_k}" if s.unroll_k > 1 else "#pragma unroll 1")

        def body() -> None:
            em(f"float a[{s.thread_m}];")
            em(f"float b[{s.thread_n}];")
            sides = (
                ("a", "As", s.thread_m, "ty", s.threads_m, self.row_of),
                ("b", "Bs", s.thread_n, "tx", s.threads_n, self.col_of),
            )
            for reg, smem, count, thread, threads, at in sides:
                self.read_tile(
                    reg, smem, count=count, thread=thread, threads=threads, at=at, buf=buf
                )
            em("#pragma unroll")
            em(f"for (int tm = 0; tm < {s.thread_m}; ++tm)")
            em("#pragma unroll")
            em(
                f"  for (int tn = 0; tn < {s.thread_n}; ++tn) "
                "acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);"
            )

        em.block(f"for (int kk = 0; kk < {self.bk}; ++kk)", body)

    # -- the epilogue -------------------------------------------------------------------

    def vector_store(self) -> bool:
        """Whether the accumulators are stored four columns (16 bytes) at a time.

        Blocked and quad tiles whose 4-column groups are contiguous and 16-byte aligned
        in the output (its last axis is N itself, a multiple of 4) qualify.
        """
        s, c = self.s, self.c
        return (
            s.layout in ("blocked", "quad")
            and s.thread_n % 4 == 0
            and len(c.n) == 1
            and c.n[0] is c.op.axes[-1]
            and self.n_ext % 4 == 0
        )

    def add_up_splits(self) -> None:
        """Split K: the partial sums into this block's slab of the workspace; the tile's
        last block to count itself in adds every slab up, in split order, into ``acc``
        (the others return) and resets the tile's counter for the next launch."""
        em, s, splits = self.em, self.s, self.splits
        gx, gy, _ = self.grid
        rows, cols = gy * self.bm, gx * self.bn  # a slab: the output padded to whole tiles
        tile = f"(blockIdx.z / {splits} * {gy} + blockIdx.y) * {gx} + blockIdx.x"
        at = f"({self.row_of('tm')}) * {cols} + {self.col_of('tn')}"
        em(f"// split K: {splits} blocks per output tile, {self.per_split} K slices each")
        em(f"float* slab = {SPLIT_PARTIALS} + ((long long)blockIdx.z * {rows} + m0) * {cols} + n0;")
        em("#pragma unroll")
        em(f"for (int tm = 0; tm < {s.thread_m}; ++tm)")
        em("#pragma unroll")
        em(f"  for (int tn = 0; tn < {s.thread_n}; ++tn) slab[{at}] = acc[tm][tn];")
        em("__threadfence();  // the partial sums are visible to every block before the count")
        em("__syncthreads();")
        em("__shared__ int split_last;")
        em(f"if (tid == 0) split_last = atomicAdd(&{SPLIT_COUNTERS}[{tile}], 1) == {splits - 1};")
        em("__syncthreads();")
        em("if (!split_last) return;")
        em("__threadfence();")
        first_slab = f"((long long)(blockIdx.z - ks) * {rows} + m0) * {cols} + n0"
        em(f"const float* slabs = {SPLIT_PARTIALS} + {first_slab};")
        em("#pragma unroll")
        em.open(f"for (int tm = 0; tm < {s.thread_m}; ++tm)")
        em("#pragma unroll")
        em.open(f"for (int tn = 0; tn < {s.thread_n}; ++tn)")
        em(f"const long long at = {at};")
        em("float sum = 0.0f;")
        em(f"for (int j = 0; j < {splits}; ++j) sum += __ldcg(&slabs[j * {rows * cols}LL + at]);")
        em("acc[tm][tn] = sum;")
        em.close()
        em.close()
        em(f"if (tid == 0) {SPLIT_COUNTERS}[{tile}] = 0;  // ready for the next launch")

    def epilogue(self) -> None:
        """Every accumulator through ``finalize`` into the output, guarded at the edges."""
        em, s = self.em, self.s
        vector_store = self.vector_store()

        def columns() -> None:
            em("#pragma unroll")
            if vector_store:
                em.block(f"for (int q = 0; q < {s.thread_n // 4}; ++q)", self.store4)
            else:
                em.block(f"for (int tn = 0; tn < {s.thread_n}; ++tn)", self.store)

        em("#pragma unroll")
        em.block(f"for (int tm = 0; tm < {s.thread_m}; ++tm)", columns)

    def out_names(self) -> dict[Var, str]:
        """C names of the compute's variables at output element (``gm``, ``gn``)."""
        names: dict[Var, str] = dict(self.batch_names)
        names.update(unfuse(self.c.m, "gm"))
        names.update(unfuse(self.c.n, "gn"))
        return names

    def out_index(self, names: dict[Var, str]) -> str:
        """The output's flat index in C."""
        c = self.c
        return ExprPrinter(names).index(
            TensorAccess(c.output, tuple(a.var for a in c.op.axes), c.output.dtype)
        )

    def edge_guards(self) -> list[str]:
        """Conditions keeping (``gm``, ``gn``) inside the output where tiles overhang it."""
        conds = []
        if self.m_ext % self.bm:
            conds.append(f"gm < {self.m_ext}")
        if self.n_ext % self.bn:
            conds.append(f"gn < {self.n_ext}")
        return conds

    def store(self) -> None:
        """One accumulator ``acc[tm][tn]`` into the output."""
        em, c = self.em, self.c
        em(f"const int gm = m0 + {self.row_of('tm')};")
        em(f"const int gn = n0 + {self.col_of('tn')};")
        names = self.out_names()
        out_index = self.out_index(names)
        value = "acc[tm][tn]"
        if c.op.finalize is not None:
            assert c.op.acc is not None
            value = ExprPrinter({**names, c.op.acc: "acc[tm][tn]"})(c.op.finalize)
        conds = self.edge_guards()
        line = f"{c.output.name}[{out_index}] = {value};"
        if conds:
            em.block(f"if ({' && '.join(conds)})", lambda: em(line))
        else:
            em(line)

    def store4(self) -> None:
        """Four adjacent columns at once: one 16-byte store (see :meth:`vector_store`)."""
        em, c = self.em, self.c
        em(f"const int gm = m0 + {self.row_of('tm')};")
        s = self.s
        if s.layout == "blocked":
            em(f"const int gn = n0 + tx * {s.thread_n} + q * 4;")
        else:
            em(f"const int gn = n0 + q * {s.threads_n * 4} + tx * 4;")
        names = self.out_names()
        out_index = self.out_index(names)

        def body() -> None:  # inside the guard: the epilogue may read (bias) at gn
            em("float4 v;")
            for lane, comp in enumerate("xyzw"):
                value = f"acc[tm][q * 4 + {lane}]"
                if c.op.finalize is not None:
                    assert c.op.acc is not None
                    lane_names = {**names, **unfuse(c.n, f"gn + {lane}"), c.op.acc: value}
                    value = ExprPrinter(lane_names)(c.op.finalize)
                em(f"v.{comp} = {value};")
            em(f"*reinterpret_cast<float4*>(&{c.output.name}[{out_index}]) = v;")

        conds = self.edge_guards()  # N % 4 == 0: the 4 columns are in or out together
        if conds:
            em.block(f"if ({' && '.join(conds)})", body)
        else:
            body()
