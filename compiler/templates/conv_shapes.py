"""The shape of a convolution and the block sizes worth trying along its axes.

Shared by the CPU convolution templates (conv2d, depthwise_conv2d) and pool2d.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.target import Target
from compiler.workload import Workload


@dataclass(frozen=True, slots=True)
class ConvShape:
    """The integer parameters of a conv2d or depthwise_conv2d workload."""

    n: int
    c: int
    h: int
    w: int
    k: int
    r: int
    s: int
    stride: int
    pad: int
    dilation: int
    groups: int = 1

    @classmethod
    def of(cls, w: Workload) -> ConvShape:
        """Reads the shape of ``w`` (depthwise: ``k = c``)."""
        ints = w.int_params
        return cls(
            n=ints["n"],
            c=ints["c"],
            h=ints["h"],
            w=ints["w"],
            k=ints.get("k", ints["c"]),
            r=ints["r"],
            s=ints["s"],
            stride=ints["stride"],
            pad=ints["pad"],
            dilation=ints.get("dilation", 1),
            groups=ints.get("groups", 1),
        )

    @property
    def cg(self) -> int:
        """Input channels per group."""
        return self.c // self.groups

    @property
    def kg(self) -> int:
        """Output channels per group."""
        return self.k // self.groups

    @property
    def oh(self) -> int:
        """Output height."""
        return (self.h + 2 * self.pad - self.dilation * (self.r - 1) - 1) // self.stride + 1

    @property
    def ow(self) -> int:
        """Output width."""
        return (self.w + 2 * self.pad - self.dilation * (self.s - 1) - 1) // self.stride + 1


#: The least fraction of a tiling's work that lands in the output (the rest computes
#: padding past the last row or column) for conv2d's default register tile and for the
#: Winograd tiles worth searching.
MIN_USED = 0.75


def block_candidates(extent: int, preferred: tuple[int, ...]) -> tuple[int, ...]:
    """Block sizes worth trying for an axis of ``extent``: the preferred ones that fit, and
    the extent itself when it is smaller than the largest preferred size."""
    out = [v for v in preferred if v <= extent]
    if extent < max(preferred) and extent not in out:
        out.append(extent)
    return tuple(sorted(set(out)))


def lane_candidates(target: Target) -> tuple[int, ...]:
    """Channel blocks for the vectorized axis: one native vector, half and two of them."""
    lanes = target.vector_lanes("float32")
    return tuple(v for v in (lanes, 2 * lanes, lanes // 2) if v >= 4)
