"""CUDA C renderer for depthwise convolutions: a direct stencil kernel, not a GEMM.

A depthwise conv has one input channel per output channel and only ``r * s``
multiply-adds per output, so as a GEMM (K = ``r * s``) its shared-memory slices
would be mostly halo and index arithmetic. The kernel here is the stencil itself:

* a block computes a ``tile_h x tile_w`` tile of the output of ``channels``
  consecutive channels of one image (``blockIdx.x``: the tile, ``blockIdx.y``: the
  channel group, ``blockIdx.z``: the image);
* its threads first stage the input tile with its halo (``(tile_h - 1) * stride + r``
  rows of ``(tile_w - 1) * stride + s`` columns per channel; zeros where the window
  leaves the image, so the padding costs no branch in the inner loop) and the
  channels' filters in shared memory, reading global memory along rows (coalesced);
  or, with ``staging="none"``, nothing is staged: each thread reads its window from
  global memory (the neighbours' overlapping reads hit L1), with no barrier between
  loading and computing, for small images where a kernel is all latency;
* each thread then computes ``thread_y x thread_x`` outputs of one channel from
  registers: the input row segment its outputs need is read from shared memory
  once per input row and reused by every tap and every output that covers it;
* the epilogue (bias, residual, relu, relu6) is applied in registers before the
  guarded store.

Every loop bound is a compile-time constant and every edge (image border,
ragged tiles, a channel count not divisible by ``channels``) is guarded, so any
schedule is correct for any shape. Pure: returns text and launch geometry.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.codegen.cuda import CLines, CudaSource
from compiler.codegen.cuda_expr import ExprPrinter
from compiler.cuda_limits import MAX_ELEMENTS
from compiler.errors import InvalidConfig
from compiler.pointwise import IDENTITY, parse, to_expr
from compiler.te.expr import Var

#: Placements of a thread's output columns in the block tile.
LAYOUTS = ("blocked", "strided")
#: Where a block's input tile and filters are read from: staged in shared memory, or
#: read by each thread from global memory (through L1) with nothing staged.
STAGINGS = ("shared", "none")
#: Activations applied last in the epilogue.
CLAMPS = ("none", "relu", "relu6")
#: Registers assumed for indices, addresses and loop counters of one thread.
_OVERHEAD_REGISTERS = 24


@dataclass(frozen=True, slots=True)
class DepthwiseConv:
    """One depthwise convolution, NCHW data ``[n, c, h, w]`` and weights ``[c, 1, r, s]``.

    Attributes:
        n: Batch size.
        c: Channels (of the input and the output alike).
        h: Input height.
        w: Input width.
        r: Kernel height.
        s: Kernel width.
        stride: Step between windows (height and width).
        pad: Zero padding on each side (height and width).
        bias: The epilogue adds ``bias[c]``.
        residual: The epilogue adds ``residual[n, c, y, x]`` (after the bias).
        clamp: ``none``, ``relu`` (``max(0, .)``) or ``relu6`` (``min(max(0, .), 6)``).
        params: Kernel parameter names in call order, the output last.
        act: The pointwise function applied last (:mod:`compiler.pointwise`).
    """

    n: int
    c: int
    h: int
    w: int
    r: int
    s: int
    stride: int
    pad: int
    bias: bool
    residual: bool
    clamp: str
    params: tuple[str, ...]
    act: str = IDENTITY

    @property
    def oh(self) -> int:
        """Output height."""
        return (self.h + 2 * self.pad - self.r) // self.stride + 1

    @property
    def ow(self) -> int:
        """Output width."""
        return (self.w + 2 * self.pad - self.s) // self.stride + 1


@dataclass(frozen=True, slots=True)
class DepthwiseSchedule:
    """How a depthwise conv runs on the GPU.

    Attributes:
        threads_x: Threads of a channel along the output's columns.
        thread_x: Output columns per thread; tile_w = threads_x * thread_x.
        threads_y: Threads of a channel along the output's rows.
        thread_y: Output rows per thread (adjacent); tile_h = threads_y * thread_y.
        channels: Channels per block, one group of threads_x * threads_y threads each.
        layout: ``blocked`` (a thread's columns adjacent: one input segment serves
            all of them) or ``strided`` (interleaved with the other threads':
            conflict-free shared reads and coalesced stores at stride 1).
        unroll_taps: Unroll every tap: the thread reads each input row of its
            window once for all its output rows. Otherwise the loop over filter
            rows stays rolled (smaller code, fewer registers, rows read per output row).
        staging: ``shared`` (the block stages its input tile and filters in shared
            memory, then synchronizes) or ``none`` (each thread reads its window and
            the filter from global memory: no shared memory, no barrier).
    """

    threads_x: int
    thread_x: int
    threads_y: int
    thread_y: int
    channels: int
    layout: str = "blocked"
    unroll_taps: bool = True
    staging: str = "shared"

    @property
    def tile_w(self) -> int:
        """Output columns of a block tile."""
        return self.threads_x * self.thread_x

    @property
    def tile_h(self) -> int:
        """Output rows of a block tile."""
        return self.threads_y * self.thread_y

    @property
    def threads(self) -> int:
        """Threads per block."""
        return self.threads_x * self.threads_y * self.channels


@dataclass(frozen=True, slots=True)
class TileShape:
    """The sizes a schedule gives a depthwise conv's kernel (used by the renderer and
    the cost-model features alike).

    Attributes:
        rows: Input rows staged per channel (the tile's rows and their halo).
        cols: Input columns staged per channel.
        window_rows: Input rows one thread's outputs cover.
        segment: Registers holding one input row of a thread's window.
        shared_reads: Shared-memory loads of one thread's whole computation.
        tiles_x: Block tiles along the output's width.
        tiles_y: Block tiles along the output's height.
    """

    rows: int
    cols: int
    window_rows: int
    segment: int
    shared_reads: int
    tiles_x: int
    tiles_y: int


def tile_shape(conv: DepthwiseConv, sch: DepthwiseSchedule) -> TileShape:
    """The staged tile, a thread's register window and the block grid of a schedule."""
    st = conv.stride
    window_rows = (sch.thread_y - 1) * st + conv.r
    # Blocked columns share one input segment; strided ones are threads_x apart: s each.
    blocked = sch.layout == "blocked"
    segment = (sch.thread_x - 1) * st + conv.s if blocked else sch.thread_x * conv.s
    rows_read = window_rows if sch.unroll_taps else sch.thread_y * conv.r
    return TileShape(
        rows=(sch.tile_h - 1) * st + conv.r,
        cols=(sch.tile_w - 1) * st + conv.s,
        window_rows=window_rows,
        segment=segment,
        shared_reads=rows_read * segment + sch.thread_y * conv.r * conv.s,
        tiles_x=-(-conv.ow // sch.tile_w),
        tiles_y=-(-conv.oh // sch.tile_h),
    )


def _scaled(name: str, factor: int) -> str:
    """``name * factor`` in C, without multiplying by one."""
    return name if factor == 1 else f"{name} * {factor}"


def _check(conv: DepthwiseConv, sch: DepthwiseSchedule) -> None:
    """Raises InvalidConfig for a schedule or shape this kernel cannot run."""
    if sch.layout not in LAYOUTS:
        raise InvalidConfig(f"layout {sch.layout!r} is not one of {LAYOUTS}")
    if sch.staging not in STAGINGS:
        raise InvalidConfig(f"staging {sch.staging!r} is not one of {STAGINGS}")
    if conv.clamp not in CLAMPS:
        raise InvalidConfig(f"clamp {conv.clamp!r} is not one of {CLAMPS}")
    for name in ("threads_x", "thread_x", "threads_y", "thread_y", "channels"):
        if getattr(sch, name) < 1:
            raise InvalidConfig(f"{name} must be at least 1, got {getattr(sch, name)}")
    if conv.oh < 1 or conv.ow < 1:
        raise InvalidConfig(f"the {conv.r}x{conv.s} window does not fit the padded input")
    for what, size in (
        ("data", conv.n * conv.c * conv.h * conv.w),
        ("out", conv.n * conv.c * conv.oh * conv.ow),
    ):
        if size > MAX_ELEMENTS:
            raise InvalidConfig(
                f"tensor {what!r} has {size} elements; CUDA kernels index with 32-bit ints "
                f"(at most {MAX_ELEMENTS})"
            )


def render_depthwise(
    conv: DepthwiseConv, sch: DepthwiseSchedule, name: str = "kernel"
) -> CudaSource:
    """The depthwise conv with schedule ``sch`` as one CUDA C kernel (see the module docstring).

    Raises:
        InvalidConfig: A malformed schedule, or tensors too large for 32-bit indices.
    """
    _check(conv, sch)
    return _Emitter(conv, sch, name).source()


class _Emitter(CLines):
    """Writes the kernel: declarations, staging, the stencil, the epilogue."""

    def __init__(self, conv: DepthwiseConv, sch: DepthwiseSchedule, name: str) -> None:
        super().__init__()
        self.conv, self.sch, self.name = conv, sch, name
        self.t = tile_shape(conv, sch)
        self.staged = sch.staging == "shared"

    # -- the whole kernel ---------------------------------------------------------------

    def source(self) -> CudaSource:
        """The kernel's text and launch geometry."""
        conv, sch, t = self.conv, self.sch, self.t
        *inputs, output = conv.params
        decl = ", ".join(
            [*(f"const float* __restrict__ {p}" for p in inputs), f"float* __restrict__ {output}"]
        )
        steps = [name for name, on in (("bias", conv.bias), ("residual", conv.residual)) if on]
        steps += [] if conv.clamp == "none" else [conv.clamp]
        self(
            f"// depthwise conv: n {conv.n}, c {conv.c}, {conv.h}x{conv.w} -> "
            f"{conv.oh}x{conv.ow}, {conv.r}x{conv.s} taps, stride {conv.stride}, pad {conv.pad}"
            + (f", epilogue {' + '.join(steps)}" if steps else "")
        )
        self.open(
            f'extern "C" __global__ void __launch_bounds__({sch.threads}) {self.name}({decl})'
        )
        self.declarations()
        self.stage()
        self.stencil()
        self.epilogue()
        self.close()
        return CudaSource(
            text="\n".join(self.lines) + "\n",
            name=self.name,
            params=conv.params,
            grid=(t.tiles_x * t.tiles_y, -(-conv.c // sch.channels), conv.n),
            block=(sch.threads, 1, 1),
            shared_bytes=4 * sch.channels * (t.rows * t.cols + conv.r * conv.s)
            if self.staged
            else 0,
            registers_per_thread=self.registers(),
        )

    def registers(self) -> int:
        """Estimated registers per thread: accumulators, the row segment, overhead.

        The weights are read from shared memory where they are used (one address for
        all the threads of a channel: a broadcast), so they add none; ptxas agrees
        within a few registers for the blocked layout (32 for the 112x112 3x3 default).
        """
        sch = self.sch
        return sch.thread_x * sch.thread_y + self.t.segment + _OVERHEAD_REGISTERS

    # -- declarations -------------------------------------------------------------------

    def declarations(self) -> None:
        """Shared arrays, thread and block coordinates."""
        conv, sch, t = self.conv, self.sch, self.t
        taps = conv.r * conv.s
        self(
            f"// block tile {sch.tile_h}x{sch.tile_w} outputs of {sch.channels} channel(s), "
            f"{sch.threads} threads of {sch.thread_y}x{sch.thread_x} outputs "
            f"({sch.layout} columns), taps {'unrolled' if sch.unroll_taps else 'rolled by row'}"
            + ("" if self.staged else ", read from global memory (nothing staged)")
        )
        if self.staged:
            self(f"__shared__ float tile_s[{sch.channels * t.rows * t.cols}];")
            self(f"__shared__ float filter_s[{sch.channels * taps}];")
        self("const int tid = threadIdx.x;")
        self(f"const int tx = tid % {sch.threads_x};")
        per_channel = sch.threads_x * sch.threads_y
        ty = f"tid / {sch.threads_x}"
        self(f"const int ty = {ty if sch.channels == 1 else f'{ty} % {sch.threads_y}'};")
        self(f"const int tc = tid / {per_channel};" if sch.channels > 1 else "const int tc = 0;")
        if t.tiles_x == 1:
            self(f"const int oy0 = {_scaled('blockIdx.x', sch.tile_h)};")
            self("const int ox0 = 0;")
        else:
            self(f"const int oy0 = blockIdx.x / {t.tiles_x} * {sch.tile_h};")
            self(f"const int ox0 = blockIdx.x % {t.tiles_x} * {sch.tile_w};")
        self(f"const int c0 = {_scaled('blockIdx.y', sch.channels)};")
        self("const int img = blockIdx.z;")

    # -- staging ------------------------------------------------------------------------

    def stage(self) -> None:
        """The input tile with its halo (zeros outside the image) and the filters, to shared."""
        conv, sch, t = self.conv, self.sch, self.t
        if not self.staged:
            return
        taps = conv.r * conv.s
        per_channel = t.rows * t.cols
        total = sch.channels * per_channel
        self("// the input tile and its halo, row by row (coalesced); zeros outside the image")
        self.open(f"for (int e = tid; e < {total}; e += {sch.threads})")
        if sch.channels > 1:
            self(f"const int ch = c0 + e / {per_channel};")
        else:
            self("const int ch = c0;")
        minus_pad = f" - {conv.pad}" if conv.pad else ""
        row = f"e / {t.cols} % {t.rows}" if sch.channels > 1 else f"e / {t.cols}"
        self(f"const int iy = {_scaled('oy0', conv.stride)} + {row}{minus_pad};")
        self(f"const int ix = {_scaled('ox0', conv.stride)} + e % {t.cols}{minus_pad};")
        conds = []
        if conv.c % sch.channels:
            conds.append(f"ch < {conv.c}")
        if conv.pad:
            conds.append("iy >= 0")
        conds.append(f"iy < {conv.h}")
        if conv.pad:
            conds.append("ix >= 0")
        conds.append(f"ix < {conv.w}")
        data = conv.params[0]
        index = f"((img * {conv.c} + ch) * {conv.h} + iy) * {conv.w} + ix"
        self(f"tile_s[e] = ({' && '.join(conds)}) ? {data}[{index}] : 0.0f;")
        self.close()
        weight = conv.params[1]
        first = _scaled("c0", taps)
        if conv.c % sch.channels:
            value = f"{first} + e < {conv.c * taps} ? {weight}[{first} + e] : 0.0f"
        else:
            value = f"{weight}[{first} + e]"
        loop = f"for (int e = tid; e < {sch.channels * taps}; e += {sch.threads})"
        self(f"{loop} filter_s[e] = {value};")
        self("__syncthreads();")

    # -- the stencil --------------------------------------------------------------------

    def column(self, j: str) -> str:
        """A thread's output column ``j`` in the block tile, in C."""
        sch = self.sch
        if sch.layout == "blocked":
            return f"tx * {sch.thread_x} + {j}"
        return f"{_scaled(j, sch.threads_x)} + tx"

    def segment_at(self, j: str, kx: str) -> str:
        """Where the input of output column ``j`` and tap ``kx`` is in the row segment."""
        if self.sch.layout == "blocked":
            return f"v[{_scaled(j, self.conv.stride)} + {kx}]"
        return f"v[{_scaled(j, self.conv.s)} + {kx}]"

    def global_window(self, first_row: str, first_col: str) -> None:
        """Where the thread's window starts in global memory (``staging="none"``): its
        channel's image and filter, the window's first input row and column."""
        conv, sch = self.conv, self.sch
        data, weight = conv.params[0], conv.params[1]
        gc = "c0 + tc" if sch.channels > 1 else "c0"
        if conv.c % sch.channels:
            # A ragged channel group's spare threads compute a real channel, stored nowhere.
            gc = f"min({gc}, {conv.c - 1})"
        self(f"const int ch = {gc};")
        image = f"(img * {conv.c} + ch) * {conv.h * conv.w}"
        self(f"const float* __restrict__ in_c = {data} + {image};")
        self(f"const float* __restrict__ w_t = {weight} + {_scaled('ch', conv.r * conv.s)};")
        minus_pad = f" - {conv.pad}" if conv.pad else ""
        self(f"const int iy0 = {_scaled('oy0', conv.stride)} + {first_row}{minus_pad};")
        self(f"const int ix0 = {_scaled('ox0', conv.stride)} + {first_col}{minus_pad};")

    def input_at(self, row: str, col: str) -> str:
        """The input at row ``row`` and column ``col`` of the thread's window, in C: from the
        staged tile, or read from global memory (zero outside the image)."""
        if self.staged:
            return f"in_t[{row} * {self.t.cols} + {col}]"
        conv = self.conv
        return (
            f"((unsigned)(iy0 + {row}) < {conv.h}u && (unsigned)(ix0 + {col}) < {conv.w}u"
            f" ? __ldg(&in_c[(iy0 + {row}) * {conv.w} + ix0 + {col}]) : 0.0f)"
        )

    def load_segment(self, row: str) -> None:
        """The thread's window's input row ``row`` (relative to its first) into ``v``."""
        sch, conv, t = self.sch, self.conv, self.t
        self(f"float v[{t.segment}];")
        self("#pragma unroll")
        if sch.layout == "blocked":
            self(f"for (int p = 0; p < {t.segment}; ++p) v[p] = {self.input_at(row, 'p')};")
            return
        self(f"for (int j = 0; j < {sch.thread_x}; ++j)")
        self("#pragma unroll")
        col = f"{_scaled('j', sch.threads_x * conv.stride)} + kx"
        self(
            f"  for (int kx = 0; kx < {conv.s}; ++kx) "
            f"{self.segment_at('j', 'kx')} = {self.input_at(row, col)};"
        )

    def taps_of_row(self, i: str, ky: str) -> None:
        """The filter row ``ky`` times the segment in ``v``, into output row ``i``."""
        sch, conv = self.sch, self.conv
        self("#pragma unroll")
        self.open(f"for (int kx = 0; kx < {conv.s}; ++kx)")
        tap = f"w_t[{_scaled(ky, conv.s)} + kx]"
        self(f"const float wv = {tap if self.staged else f'__ldg(&{tap})'};")
        self("#pragma unroll")
        self(
            f"for (int j = 0; j < {sch.thread_x}; ++j) "
            f"acc[{i}][j] = fmaf({self.segment_at('j', 'kx')}, wv, acc[{i}][j]);"
        )
        self.close()

    def stencil(self) -> None:
        """Each thread's outputs, from its window of the staged tile."""
        sch, conv, t = self.sch, self.conv, self.t
        first_col = (
            f"tx * {sch.thread_x * conv.stride}"
            if sch.layout == "blocked"
            else _scaled("tx", conv.stride)
        )
        first_row = _scaled("ty", sch.thread_y * conv.stride)
        if self.staged:
            tile = f"tc * {t.rows * t.cols} + " if sch.channels > 1 else ""
            self(f"const float* in_t = &tile_s[{tile}{first_row} * {t.cols} + {first_col}];")
            self(f"const float* w_t = &filter_s[{_scaled('tc', conv.r * conv.s)}];")
        else:
            self.global_window(first_row, first_col)
        self(f"float acc[{sch.thread_y}][{sch.thread_x}];")
        self("#pragma unroll")
        self(f"for (int i = 0; i < {sch.thread_y}; ++i)")
        self("#pragma unroll")
        self(f"  for (int j = 0; j < {sch.thread_x}; ++j) acc[i][j] = 0.0f;")
        if sch.unroll_taps:
            # Input row q of the window serves output row i with filter row q - i * stride.
            self("#pragma unroll")
            self.open(f"for (int q = 0; q < {t.window_rows}; ++q)")
            self.load_segment("q")
            self("#pragma unroll")
            self.open(f"for (int i = 0; i < {sch.thread_y}; ++i)")
            self(f"const int ky = q - {_scaled('i', conv.stride)};")
            self.open(f"if (ky >= 0 && ky < {conv.r})")
            self.taps_of_row("i", "ky")
            self.close()
            self.close()
            self.close()
            return
        self("#pragma unroll 1")
        self.open(f"for (int ky = 0; ky < {conv.r}; ++ky)")
        self("#pragma unroll")
        self.open(f"for (int i = 0; i < {sch.thread_y}; ++i)")
        self.load_segment(f"({_scaled('i', conv.stride)} + ky)")
        self.taps_of_row("i", "ky")
        self.close()
        self.close()

    # -- the epilogue -------------------------------------------------------------------

    def epilogue(self) -> None:
        """Bias, residual and clamp in registers; stores guarded at the edges."""
        conv, sch = self.conv, self.sch
        self("const int gc = c0 + tc;")
        self("#pragma unroll")
        self.open(f"for (int i = 0; i < {sch.thread_y}; ++i)")
        self(f"const int oy = oy0 + ty * {sch.thread_y} + i;")
        self("#pragma unroll")
        self.open(f"for (int j = 0; j < {sch.thread_x}; ++j)")
        self(f"const int ox = ox0 + {self.column('j')};")
        conds = []
        if conv.c % sch.channels:
            conds.append(f"gc < {conv.c}")
        if conv.oh % sch.tile_h:
            conds.append(f"oy < {conv.oh}")
        if conv.ow % sch.tile_w:
            conds.append(f"ox < {conv.ow}")
        if conds:
            self.open(f"if ({' && '.join(conds)})")
        self(f"const int o = ((img * {conv.c} + gc) * {conv.oh} + oy) * {conv.ow} + ox;")
        value = "acc[i][j]"
        extra = iter(conv.params[2:-1])
        if conv.bias:
            value += f" + {next(extra)}[gc]"
        if conv.residual:
            value += f" + {next(extra)}[o]"
        if conv.clamp == "relu":
            value = f"fmaxf({value}, 0.0f)"
        elif conv.clamp == "relu6":
            value = f"fminf(fmaxf({value}, 0.0f), 6.0f)"
        if conv.act != IDENTITY:
            self(f"const float v = {value};")
            v = Var("v", "float32")
            value = ExprPrinter({v: "v"})(to_expr(parse(conv.act), [v]))
        self(f"{conv.params[-1]}[o] = {value};")
        if conds:
            self.close()
        self.close()
        self.close()
