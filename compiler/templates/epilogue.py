"""A convolution's fused epilogue (bias, residual add, activation) as tensor expressions.

Shared by the CPU convolution templates (conv2d, depthwise_conv2d) and the CUDA conv2d:
the whole epilogue in the store of an NCHW (or NCHW16c) output, or split between the
store of a channel-blocked stage (:func:`blocked_finalize`) and the unpack after it
(:func:`residual_part`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from compiler import te
from compiler.layout import BLOCK
from compiler.ops import conv_epilogue_has_residual
from compiler.pointwise import IDENTITY, Term, parse, to_expr
from compiler.te.expr import Expr
from compiler.te.tensor import Tensor

PixelFn = Callable[[Expr, Expr, Expr, Expr, Expr], Expr]
"""``f(value, b, k, y, x)``: a function of the sum at NCHW output ``[b, k, y, x]``."""


@dataclass(frozen=True, slots=True, eq=False)
class ConvEpilogue:
    """The epilogue of a convolution (not ``none``): ``+ bias[k]``, then ``+ residual``
    when it has one, then the activation, then the pointwise function ``act``.

    Calling it applies all of it (``finalize`` of a stage that stores NCHW). A stage in
    a channel-blocked layout can take the part that depends on the channel only
    (:meth:`per_channel`, a vector load of ``bias`` per register tile) and leave the
    rest to the NCHW stage after it (:meth:`per_pixel`).

    Attributes:
        bias: The ``bias[k]`` placeholder.
        residual: The ``residual[n, k, oh, ow]`` placeholder, or None.
        activation: ``""``, ``"relu"`` or ``"relu6"``.
        act: The pointwise function applied last (:mod:`compiler.pointwise`), or None.
    """

    bias: Tensor
    residual: Tensor | None
    activation: str
    act: Term | None = None

    @property
    def inputs(self) -> list[Tensor]:
        """The placeholders read, in call order."""
        return [self.bias] if self.residual is None else [self.bias, self.residual]

    def __call__(self, value: Expr, b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
        """The whole epilogue of the sum ``value`` at output ``[b, k, y, x]``."""
        return self.per_pixel(self.per_channel(value, k), b, k, y, x)

    def per_channel(self, value: Expr, k: Expr, valid: Expr | None = None) -> Expr:
        """``value + bias[k]``, activated too when there is no residual to add after.

        ``valid``: the condition under which ``k`` is a real channel (for blocked
        layouts padded in channels); elsewhere the bias reads as 0 (never out of bounds).
        """
        bias = self.bias[k]
        out = value + (bias if valid is None else te.if_then_else(valid, bias, 0.0))
        return out if self.residual is not None else self._activate(out)

    def per_pixel(self, value: Expr, b: Expr, k: Expr, y: Expr, x: Expr) -> Expr:
        """What :meth:`per_channel` leaves: ``+ residual[b, k, y, x]`` and the activation."""
        if self.residual is None:
            return value
        return self._activate(value + self.residual[b, k, y, x])

    def blocked(self, value: Expr, b: Expr, kq: Expr, y: Expr, x: Expr, kl: Expr) -> Expr:  # noqa: PLR0917
        """The whole epilogue at NCHW16c output ``[b, kq, y, x, kl]`` (the residual in
        NCHW16c too): one arguments per axis, as ``te.compute`` calls a finalize."""
        value = self.per_channel(value, kq * BLOCK + kl)
        if self.residual is None:
            return value
        return self._activate(value + self.residual[b, kq, y, x, kl])

    def _activate(self, value: Expr) -> Expr:
        if self.activation == "relu":
            value = te.max_(value, 0.0)
        elif self.activation == "relu6":
            value = te.min_(te.max_(value, 0.0), 6.0)
        return value if self.act is None else to_expr(self.act, [value])


def conv_epilogue(
    epilogue: str,
    out_shape: Sequence[int],
    dtype: str = "float32",
    *,
    blocked: bool = False,
    act: str = IDENTITY,
) -> ConvEpilogue | None:
    """The epilogue of a convolution with output shape ``out_shape``.

    Args:
        epilogue: One of :data:`compiler.ops.CONV_EPILOGUES`.
        out_shape: ``(n, k, oh, ow)``, or ``(n, k/16, oh, ow, 16)`` when ``blocked``.
        dtype: Element type of the inputs it reads.
        blocked: The output (and so the residual) is in NCHW16c.
        act: The workload's pointwise function, applied last.

    Returns:
        The epilogue, with new placeholders for ``bias[k]`` and, when it adds one,
        ``residual`` of the output's shape; None for ``none``.
    """
    if epilogue == "none":
        return None
    channels = out_shape[1] * BLOCK if blocked else out_shape[1]
    bias = te.placeholder((channels,), "bias", dtype)
    residual = None
    if conv_epilogue_has_residual(epilogue):
        residual = te.placeholder(tuple(out_shape), "residual", dtype)
    activation = epilogue.rpartition("_")[2] if epilogue.endswith(("_relu", "_relu6")) else ""
    return ConvEpilogue(bias, residual, activation, None if act == IDENTITY else parse(act))


def blocked_finalize(
    epilogue: ConvEpilogue | None, channels: int, kb: int, groups: int = 1
) -> Callable[[Expr, Expr, Expr, Expr, Expr, Expr], Expr] | None:
    """The ``finalize`` of a stage in NCHW[kb]c layout (``[n, C/kb, oh, ow, kb]``, each
    of ``groups`` padded on its own): the bias (and the activation, when no residual
    follows) in the store of the register tile, where it is one vector load per tile
    row, not one broadcast per pixel in the unpack stage. The channels padded up to a
    multiple of ``kb`` read no bias."""
    if epilogue is None:
        return None
    per_group = channels // groups
    ko_n = math.ceil(per_group / kb)

    # One argument per axis of the blocked layout, as te.compute calls finalize.
    def finalize(acc: Expr, b: Expr, ko: Expr, y: Expr, x: Expr, ki: Expr) -> Expr:  # noqa: PLR0917
        ch = within = ko * kb + ki
        if groups > 1:
            within = ko % ko_n * kb + ki
            ch = ko // ko_n * per_group + within
        valid = None if per_group % kb == 0 else within.lt(per_group)
        return epilogue.per_channel(acc, ch, valid)

    return finalize


def residual_part(epilogue: ConvEpilogue | None) -> PixelFn | None:
    """What the unpack stage after :func:`blocked_finalize` applies: the residual add
    (read contiguously, like the output is written) and the activation after it."""
    return epilogue.per_pixel if epilogue is not None and epilogue.residual is not None else None
