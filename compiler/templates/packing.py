"""Layout changes of the CPU convolution templates: packing into and out of NCHW[x]c.

The input packed into channel blocks (zero padded so the micro-kernel reads in
bounds), a blocked result unpacked to NCHW, weights padded in numpy, and the
schedules of these copy stages. Shared by conv2d and depthwise_conv2d.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from compiler import te
from compiler.layout import BLOCK
from compiler.schedule import Stage
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.conv_shapes import ConvShape
from compiler.templates.epilogue import PixelFn

#: Whether the LLVM renderer can emit strided vector loads/stores (gathers/scatters).
#: Configs that need them (conv2d ``out_layout=direct``, depthwise ``pack_data=0``)
#: are in the spaces only when it can.
STRIDED_VECTOR_ACCESS = True


def in_range(index: Expr, lo: int, hi: int, lo_trivial: bool, hi_trivial: bool) -> list[Expr]:
    """Conditions ``lo <= index < hi``, leaving out the ones known to hold."""
    conds = []
    if not lo_trivial:
        conds.append(index.ge(lo))
    if not hi_trivial:
        conds.append(index.lt(hi))
    return conds


def pack_data(
    data: Tensor,
    p: ConvShape,
    cb: int,
    tile_oh: int = 1,
    tile_ow: int = 1,
    *,
    blocked: bool = False,
) -> Tensor:
    """``data`` (NCHW, or NCHW16c when ``blocked``) as ``[n, ceil(c/cb), hp, wp, cb]``,
    zero padded.

    ``hp``/``wp`` cover ``pad`` on both sides and, beyond that, every row and
    column read by the last (partial) ``tile_oh x tile_ow`` output tile, so the
    micro-kernel reads in bounds without tail checks (only its store is guarded).
    With groups, each group's channels are padded to whole blocks on their own:
    ``[n, groups * ceil(c/groups/cb), hp, wp, cb]``.
    """
    co_n = math.ceil(p.cg / cb)  # blocks per group
    oh_r = math.ceil(p.oh / tile_oh) * tile_oh
    ow_r = math.ceil(p.ow / tile_ow) * tile_ow
    hp = max(p.h + 2 * p.pad, (oh_r - 1) * p.stride + (p.r - 1) * p.dilation + 1)
    wp = max(p.w + 2 * p.pad, (ow_r - 1) * p.stride + (p.s - 1) * p.dilation + 1)

    def body(b: Expr, co: Expr, y: Expr, x: Expr, ci: Expr) -> Expr:
        ch = within = co * cb + ci
        if p.groups > 1:
            within = co % co_n * cb + ci
            ch = co // co_n * p.cg + within
        conds = in_range(within, 0, p.cg, True, p.cg % cb == 0)
        conds += in_range(y, p.pad, p.h + p.pad, p.pad == 0, hp == p.h)
        conds += in_range(x, p.pad, p.w + p.pad, p.pad == 0, wp == p.w)
        if blocked:
            value = data[b, ch // BLOCK, y - p.pad, x - p.pad, ch % BLOCK]
        else:
            value = data[b, ch, y - p.pad, x - p.pad]
        return te.if_then_else(te.all_(*conds), value, 0.0) if conds else value

    return te.compute((p.n, p.groups * co_n, hp, wp, cb), body, "data_pack")


def unpack(
    packed: Tensor,
    p: ConvShape,
    channels: int,
    kb: int,
    epilogue: PixelFn | None = None,
    *,
    groups: int = 1,
) -> Tensor:
    """``packed`` (``[n, ceil(channels/kb), oh, ow, kb]``) as NCHW ``[n, channels, oh, ow]``,
    with ``epilogue`` applied to each element on the way. With ``groups``, ``packed``
    is ``[n, groups * ceil(channels/groups/kb), oh, ow, kb]`` (each group padded)."""
    per_group = channels // groups
    ko_n = math.ceil(per_group / kb)

    def body(b: Expr, ch: Expr, y: Expr, x: Expr) -> Expr:
        if groups == 1:
            value = packed[b, ch // kb, y, x, ch % kb]
        else:
            within = ch % per_group
            value = packed[b, ch // per_group * ko_n + within // kb, y, x, within % kb]
        return value if epilogue is None else epilogue(value, b, ch, y, x)

    return te.compute((p.n, channels, p.oh, p.ow), body, "out")


def pad_to(array: np.ndarray, shape: Sequence[int]) -> np.ndarray:
    """``array`` zero padded at the end of each axis to ``shape`` (float32)."""
    widths = [(0, want - have) for have, want in zip(array.shape, shape, strict=True)]
    return np.pad(np.asarray(array, dtype=np.float32), widths)


def as_arg(array: np.ndarray) -> np.ndarray:
    """``array`` as a C-contiguous float32 array (itself when it already is one)."""
    return np.ascontiguousarray(array, dtype=np.float32)


def schedule_pack(s: Stage, parallel: bool, lanes: int) -> None:
    """A packing stage: its longest outer (block) loop goes outermost, on all threads when
    ``parallel``; the innermost (channel block) loop is vectorized: contiguous stores,
    strided loads (gathers)."""
    outer = s.leaf_axes[:-2]
    par = max(outer, key=lambda a: a.extent)
    s.reorder(par, *(a for a in outer if a is not par))
    if parallel:
        s.parallel(par)
    _vectorize_inner(s, s.leaf_axes[-1], lanes)


def schedule_unpack(s: Stage, kb: int, parallel: bool, lanes: int) -> None:
    """The NCHW[kb]c -> NCHW copy, rows outermost (on all threads when ``parallel``),
    vectorized along the row (contiguous stores, loads strided by ``kb``).

    Splitting channels by ``kb`` turns the packed index ``(ch // kb, ch % kb)`` into
    plain loop variables.
    """
    b, ch, y, x = s.leaf_axes
    cho, chi = s.split(ch, kb)
    s.reorder(y, b, cho, chi, x)
    if parallel:
        s.parallel(y)
    _vectorize_inner(s, x, lanes)


def _vectorize_inner(s: Stage, axis: IterVar, lanes: int) -> None:
    """Vectorizes ``axis`` (split to at most ``lanes`` first) when the renderer can emit
    the strided accesses a layout change needs."""
    if not STRIDED_VECTOR_ACCESS:
        return
    if axis.extent > lanes:
        _, axis = s.split(axis, lanes)
    s.vectorize(axis)


def pack_parallel_default(p: ConvShape) -> int:
    """Default of ``parallel_pack``: each parallel stage starts its threads (tens of
    microseconds, more on a busy machine), which costs more than copying an input
    below a few MiB on one thread (measured: 1.15 vs 1.70 ms on the 56x56x64 conv)."""
    return int(p.n * p.c * p.h * p.w >= 1 << 20)
