"""Strided vector loads for the LLVM renderer: wide contiguous loads and a shuffle.

A vector read whose index moves by a small constant ``stride`` per lane (a pooling
or convolution window stepping over the input with stride 2) would otherwise be a
gather: one memory access per lane. Loading the ``lanes * stride`` elements that
span the lanes as one masked contiguous read and keeping every ``stride``-th one
with a shuffle costs ``stride`` vector loads and a few permutes instead (a 3x3/2
max pool over 64x111x111: several times faster than with gathers).

Only the lanes that a gather would read are enabled in the load's mask, so the read
never touches an element the gather would not (masked-off lanes do not fault): the
last lane's neighbours may lie past the end of the buffer.
"""

from __future__ import annotations

from llvmlite import ir

from compiler.codegen.llvm_values import I1, I32, PTR, intrinsic, type_suffix

#: Largest lane stride loaded by shuffling; longer strides stay gathers (the wide load
#: would read mostly elements that are thrown away).
MAX_SHUFFLE_STRIDE = 4


def strided_load(
    builder: ir.IRBuilder,
    module: ir.Module,
    ptr: ir.Value,
    *,
    stride: int,
    lanes: int,
    etype: ir.Type,
    mask: ir.Value | None,
) -> ir.Value:
    """``<lanes x etype>`` with lane ``i`` read from ``ptr + i * stride`` (elements).

    Args:
        builder: Where to emit.
        module: The module (declares the masked-load intrinsic).
        ptr: Address of lane 0's element.
        stride: Elements between consecutive lanes (2 to :data:`MAX_SHUFFLE_STRIDE`).
        lanes: Vector length.
        etype: Element type.
        mask: ``<lanes x i1>``: lanes to read (the others are zero), or None for all.

    Returns:
        The vector read.
    """
    wide = lanes * stride
    wtype = ir.VectorType(etype, wide)
    wmask_type = ir.VectorType(I1, wide)
    if mask is None:
        wmask: ir.Value = ir.Constant(wmask_type, [int(t % stride == 0) for t in range(wide)])
    else:
        # Lane t of the wide mask is mask[t // stride] where t is a lane's own element,
        # false (lane `lanes` of the all-false second operand) in between.
        spread = [t // stride if t % stride == 0 else lanes for t in range(wide)]
        wmask = builder.shuffle_vector(
            mask,
            ir.Constant(ir.VectorType(I1, lanes), [0] * lanes),
            ir.Constant(ir.VectorType(I32, wide), spread),
        )
    fn = intrinsic(
        module, f"llvm.masked.load.{type_suffix(wtype)}.p0", wtype, [PTR, I32, wmask_type, wtype]
    )
    zero = ir.Constant(
        wtype, [0.0 if isinstance(etype, ir.FloatType | ir.DoubleType) else 0] * wide
    )
    loaded = builder.call(fn, [ptr, ir.Constant(I32, 4), wmask, zero])
    pick = ir.Constant(ir.VectorType(I32, lanes), [i * stride for i in range(lanes)])
    return builder.shuffle_vector(loaded, ir.Constant(wtype, ir.Undefined), pick)
