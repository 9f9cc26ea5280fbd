"""How many vector registers a CPU micro-kernel's register tile keeps live.

Every CPU template with a register tile multiplies (or reduces) into ``pixels x vectors``
accumulators: GEMM's ``mr`` rows of ``nv`` vectors, a convolution's ``tile_oh x tile_ow``
pixels of ``ceil(tile_k / lanes)`` vectors of output channels, a pool's ``unroll_ow``
vectors. Beside them the micro-kernel holds, at the least:

- the vectors every accumulator row shares, loaded once per reduction step (GEMM's row of
  B, a convolution's weights for one input channel or tap): ``vectors`` registers;
- one register for the operand loaded per multiply-add (GEMM's broadcast of A, a
  convolution's broadcast input, a depthwise or pool input vector: x86 can fold a load
  into the FMA, but not a broadcast on AVX2, and NEON folds none).

A tile needing more than the target's vector registers (16 on AVX2, 32 on AVX-512 and
AArch64) spills accumulators on every iteration: on a 16-register znver3, a 6x4 GEMM
tile (30) spills 38 registers per k step and ran at half the speed of a fitting 6x2 (15).
The count is a lower bound: LLVM's scheduler hoists loads, so a tile at the limit may
still spill a register or two; the templates' defaults keep a margin and are checked
against the assembly (``tests/compiler/test_register_fit.py``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from compiler.target import Target


def tile_registers(pixels: int, vectors: int, shared: int | None = None) -> int:
    """Vector registers a tile of ``pixels`` accumulators of ``vectors`` vectors each
    needs: the accumulators, the shared operand vectors (``vectors`` unless given: a
    pool has none, a depthwise kernel with unrolled taps keeps every tap's) and one
    loaded operand."""
    return pixels * vectors + (vectors if shared is None else shared) + 1


def vectors_of(channels: int, target: Target) -> int:
    """Native vectors that hold ``channels`` float32 lanes."""
    return math.ceil(channels / target.vector_lanes("float32"))


def fits(target: Target, pixels: int, vectors: int, shared: int | None = None) -> bool:
    """Whether the tile fits the target's vector registers (:func:`tile_registers`)."""
    return tile_registers(pixels, vectors, shared) <= target.vector_registers()


def fitting_pixels(
    candidates: Iterable[int], target: Target, vectors: int = 1, shared: int | None = None
) -> tuple[int, ...]:
    """The pixel counts (one tile dimension, the others at their smallest) whose tile of
    ``vectors`` vectors fits: candidates that fit no combination are not worth offering."""
    return tuple(v for v in candidates if fits(target, v, vectors, shared))


def register_problem(need: int, target: Target) -> str | None:
    """Why a tile that needs ``need`` vector registers is not worth measuring (None when
    it fits the target's)."""
    have = target.vector_registers()
    if need <= have:
        return None
    return (
        f"its register tile needs {need} vector registers (accumulators, shared vectors and "
        f"a loaded operand) and {target} has {have}: it would spill on every iteration"
    )
