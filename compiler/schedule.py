"""Schedules: *how* a tensor expression is computed.

A :class:`Schedule` holds one :class:`Stage` per compute. Each stage starts
with one loop per axis (spatial axes in order, then reduce axes) and is
transformed with the primitives below, as in TVM::

    s = Schedule([C])
    io, ii = s[C].split(C.op.axes[0], 8)          # tile: i = io * 8 + ii
    jo, ji = s[C].split(C.op.axes[1], 16)
    (r,) = C.op.reduce_axes
    s[C].reorder(io, jo, r, ii, ji)               # new loop order
    s[C].unroll(ii)                               # fully unrolled
    s[C].vectorize(ji)                            # one <16 x float> operation
    s[C].parallel(s[C].fuse(io, jo))              # iterations spread over threads
    s[C].accumulate_at(jo)                        # 8x16 accumulator tile in registers

Data packing and layout changes (B packed into panels, NCHW[x]c blocking)
are extra compute stages in the template (``te.compute`` with an index
mapping, ``te.if_then_else`` for zero padding); the lowering materializes
them in a scratch buffer, or inlines them with :meth:`Stage.compute_inline`.

Non-divisible splits are allowed everywhere: the lowering adds the bounds
checks (tightened loop extents, guards or masks), so every schedule is correct.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from compiler.te.expr import Var
from compiler.te.tensor import ComputeOp, IterVar, Tensor

#: Loop annotations understood by the lowering.
ANNOTATIONS = ("serial", "unroll", "vectorize", "parallel")
#: Widest loop ``vectorize`` accepts (lanes of one vector operation).
MAX_VECTOR_LANES = 64
#: Longest loop ``unroll`` accepts (code size grows with it).
MAX_UNROLL = 256


@dataclass(frozen=True, slots=True, eq=False)
class Split:
    """``parent = outer * factor + inner``; ``inner`` ranges over ``[0, factor)``."""

    parent: IterVar
    outer: IterVar
    inner: IterVar
    factor: int


@dataclass(frozen=True, slots=True, eq=False)
class Fuse:
    """``fused = outer * inner.extent + inner``."""

    outer: IterVar
    inner: IterVar
    fused: IterVar


@dataclass(eq=False)
class Stage:
    """The loop nest of one compute and its transformations.

    Attributes:
        tensor: The tensor this stage computes.
        leaf_axes: Current loops, outermost first.
        relations: Splits and fuses applied so far, in order.
        annotations: Loop -> one of ANNOTATIONS (missing means serial).
        inlined: Whether the compute is substituted into its consumers.
        accumulate_axis: Loop inside which the reduction accumulates in a
            local tile (see :meth:`accumulate_at`), or None.
        attach: ``(consumer stage, loop)`` where this stage is computed (see
            :meth:`compute_at`), or None for the top level.
        prefetches: ``(tensor, loop, offset)``: reads of ``tensor`` also fetch into the
            cache what they read ``offset`` iterations of ``loop`` later (see
            :meth:`prefetch`).
        folds: Dimension -> entries its buffer keeps (see :meth:`fold`).
        per_thread: The folded buffer is a stack array of each thread (see :meth:`fold`).
    """

    tensor: Tensor
    leaf_axes: list[IterVar] = field(default_factory=list)
    relations: list[Split | Fuse] = field(default_factory=list)
    annotations: dict[IterVar, str] = field(default_factory=dict)
    inlined: bool = False
    accumulate_axis: IterVar | None = None
    attach: tuple[Stage, IterVar] | None = None
    prefetches: list[tuple[Tensor, IterVar, int]] = field(default_factory=list)
    folds: dict[int, int] = field(default_factory=dict)
    per_thread: bool = False

    @property
    def op(self) -> ComputeOp:
        """The compute this stage schedules."""
        assert isinstance(self.tensor.op, ComputeOp)
        return self.tensor.op

    @property
    def name(self) -> str:
        """The stage's (tensor's) name."""
        return self.tensor.name

    def _check_leaf(self, axis: IterVar) -> int:
        for pos, leaf in enumerate(self.leaf_axes):
            if leaf is axis:
                return pos
        raise ValueError(f"stage {self.name!r}: {axis.name!r} is not a current loop of this stage")

    def split(
        self, axis: IterVar, factor: int | None = None, nparts: int | None = None
    ) -> tuple[IterVar, IterVar]:
        """Splits a loop into ``outer`` and ``inner`` with ``axis = outer * f + inner``.

        Give ``factor`` (extent of inner) or ``nparts`` (extent of outer). A
        factor larger than the loop is clipped to it; it need not divide it.

        Returns:
            ``(outer, inner)``, replacing ``axis`` in the loop order.

        Raises:
            ValueError: ``axis`` is not a current loop, or the factor is not positive.
        """
        pos = self._check_leaf(axis)
        if (factor is None) == (nparts is None):
            raise ValueError(f"stage {self.name!r}: split needs exactly one of factor, nparts")
        if factor is None:
            assert nparts is not None
            if nparts < 1:
                raise ValueError(f"stage {self.name!r}: split nparts {nparts} must be >= 1")
            factor = -(-axis.extent // min(nparts, axis.extent))
        if factor < 1:
            raise ValueError(f"stage {self.name!r}: split factor {factor} must be >= 1")
        factor = min(factor, axis.extent)
        base = axis.name.split(".")[0]
        outer = IterVar(Var(f"{base}o.{_next_id()}"), -(-axis.extent // factor), axis.kind)
        inner = IterVar(Var(f"{base}i.{_next_id()}"), factor, axis.kind)
        self.leaf_axes[pos : pos + 1] = [outer, inner]
        self.relations.append(Split(axis, outer, inner, factor))
        return outer, inner

    def tile(
        self, x: IterVar, y: IterVar, x_factor: int, y_factor: int
    ) -> tuple[IterVar, IterVar, IterVar, IterVar]:
        """Splits two loops and orders them ``xo, yo, xi, yi``."""
        xo, xi = self.split(x, x_factor)
        yo, yi = self.split(y, y_factor)
        self.reorder(xo, yo, xi, yi)
        return xo, yo, xi, yi

    def fuse(self, outer: IterVar, inner: IterVar) -> IterVar:
        """Fuses two adjacent loops (``outer`` directly enclosing ``inner``) into one.

        Raises:
            ValueError: The loops are not adjacent in that order, or differ in kind.
        """
        pos = self._check_leaf(outer)
        if pos + 1 >= len(self.leaf_axes) or self.leaf_axes[pos + 1] is not inner:
            raise ValueError(
                f"stage {self.name!r}: fuse needs {inner.name!r} directly inside {outer.name!r}"
            )
        if outer.kind != inner.kind:
            raise ValueError(f"stage {self.name!r}: cannot fuse a spatial with a reduce loop")
        base = outer.name.split(".")[0]
        fused = IterVar(Var(f"{base}f.{_next_id()}"), outer.extent * inner.extent, outer.kind)
        self.leaf_axes[pos : pos + 2] = [fused]
        self.relations.append(Fuse(outer, inner, fused))
        return fused

    def reorder(self, *axes: IterVar) -> None:
        """Reorders the given loops among the positions they occupy now.

        Loops not named keep their place.

        Raises:
            ValueError: A loop is not current or named twice.
        """
        positions = sorted(self._check_leaf(a) for a in axes)
        if len(set(positions)) != len(axes):
            raise ValueError(f"stage {self.name!r}: reorder names a loop twice")
        for pos, axis in zip(positions, axes, strict=True):
            self.leaf_axes[pos] = axis

    def _annotate(self, axis: IterVar, kind: str) -> None:
        self._check_leaf(axis)
        self.annotations[axis] = kind

    def vectorize(self, axis: IterVar) -> None:
        """Computes all iterations of the loop with one vector operation per statement.

        Raises:
            ValueError: The loop is longer than MAX_VECTOR_LANES or is a reduce loop.
        """
        if axis.extent > MAX_VECTOR_LANES:
            raise ValueError(
                f"stage {self.name!r}: cannot vectorize {axis.name!r} of extent {axis.extent} "
                f"(at most {MAX_VECTOR_LANES} lanes); split it first"
            )
        if axis.kind == "reduce":
            raise ValueError(f"stage {self.name!r}: cannot vectorize reduce loop {axis.name!r}")
        self._annotate(axis, "vectorize")

    def unroll(self, axis: IterVar) -> None:
        """Fully unrolls the loop (its body is repeated with constant indices).

        Raises:
            ValueError: The loop is longer than MAX_UNROLL.
        """
        if axis.extent > MAX_UNROLL:
            raise ValueError(
                f"stage {self.name!r}: cannot unroll {axis.name!r} of extent {axis.extent} "
                f"(at most {MAX_UNROLL})"
            )
        self._annotate(axis, "unroll")

    def parallel(self, axis: IterVar) -> None:
        """Spreads the loop's iterations over the kernel's threads (contiguous chunks).

        Raises:
            ValueError: Another loop of this stage is already parallel, or it is a reduce loop.
        """
        if axis.kind == "reduce":
            raise ValueError(f"stage {self.name!r}: cannot parallelize reduce loop {axis.name!r}")
        for other, kind in self.annotations.items():
            if kind == "parallel" and other is not axis:
                raise ValueError(
                    f"stage {self.name!r}: {other.name!r} is already parallel (one per stage)"
                )
        self._annotate(axis, "parallel")

    def compute_inline(self) -> None:
        """Substitutes this (elementwise) compute into its consumers; no buffer is made.

        Raises:
            ValueError: The compute is a reduction.
        """
        if self.op.reduce_axes:
            raise ValueError(f"stage {self.name!r}: cannot inline a reduction")
        self.inlined = True

    def compute_at(self, consumer: Stage, axis: IterVar) -> None:
        """Computes this stage inside loop ``axis`` of ``consumer``.

        Each iteration of ``axis`` first computes the region of this tensor that
        the consumer's body reads in that iteration (found from the consumer's
        index expressions, and from those of the other stages computed at the same
        loop that read this one), then runs the body. For packing: a B panel packed
        per cache block is used while it is still in cache. This stage's own
        splits, annotations and ``accumulate_at`` apply to the region's loops; a
        reduction's reduce loops stay whole (fused attention's score rows of one
        block of queries, each a reduction, under the block loop of the output).

        Raises:
            ValueError: ``axis`` is not a loop of ``consumer``, or it is this stage.
        """
        consumer._check_leaf(axis)
        if consumer is self:
            raise ValueError(f"stage {self.name!r}: cannot compute_at itself")
        self.attach = (consumer, axis)

    def fold(self, dim: int, entries: int, *, per_thread: bool = False) -> None:
        """Keeps only ``entries`` entries of dimension ``dim`` in this stage's buffer,
        element ``i`` at ``i % entries``: a stage computed (:meth:`compute_at`) a region
        of at most ``entries`` along ``dim`` at a time reuses one small scratch instead
        of holding the whole tensor. Lowering checks that every region fits and that
        no parallel loop moves the region along ``dim`` (threads would share entries),
        unless ``per_thread``: then the buffer is a stack array of whichever thread runs
        the attach loop's iteration (a local buffer allocated inside the parallel loop),
        so its size must suit a thread's stack (a few hundred KB).

        Raises:
            ValueError: ``dim`` is not a dimension, or ``entries`` is not positive.
        """
        if not 0 <= dim < len(self.tensor.shape) or entries < 1:
            raise ValueError(f"stage {self.name!r}: cannot fold dimension {dim} to {entries}")
        self.per_thread = self.per_thread or per_thread
        self.folds[dim] = min(entries, self.tensor.shape[dim])

    def accumulate_at(self, axis: IterVar) -> None:
        """Accumulates the reduction in a local tile inside loop ``axis``.

        The spatial loops below ``axis`` form the tile: it is initialized,
        accumulated over the reduce loops below ``axis`` and written to the
        output once (with ``finalize`` applied after the last reduce step).
        When those spatial loops are unrolled/vectorized the tile lives in
        registers.

        Raises:
            ValueError: The stage is not a reduction or ``axis`` is not a current loop.
        """
        if not self.op.reduce_axes:
            raise ValueError(f"stage {self.name!r}: accumulate_at needs a reduction")
        self._check_leaf(axis)
        self.accumulate_axis = axis

    def prefetch(self, tensor: Tensor, axis: IterVar, offset: int = 1) -> None:
        """Each read of ``tensor`` also asks the cache for the element it will read
        ``offset`` iterations of loop ``axis`` later (a software prefetch, as TVM's
        ``prefetch``): while one pass of a reduction runs from cache, the next pass's
        weights stream in from memory instead of stalling its first tile.

        The read's index must move by a fixed number of elements per iteration of
        ``axis`` (checked when lowering). Reads past the tensor's end are harmless: a
        prefetch never faults.

        Raises:
            ValueError: ``axis`` is not a current loop, or ``offset`` is not positive.
        """
        self._check_leaf(axis)
        if offset < 1:
            raise ValueError(f"stage {self.name!r}: prefetch offset {offset} must be >= 1")
        self.prefetches.append((tensor, axis, offset))


_ids = iter(range(1, 1 << 62))


def _next_id() -> int:
    return next(_ids)


class Schedule:
    """The stages of every compute reachable from the outputs, producers first."""

    def __init__(self, outputs: Tensor | Sequence[Tensor]) -> None:
        """Creates a default schedule: one loop per axis, in axis order, serial.

        Args:
            outputs: The tensor(s) the kernel computes.
        """
        self.outputs: tuple[Tensor, ...] = (
            (outputs,) if isinstance(outputs, Tensor) else tuple(outputs)
        )
        self.stages: list[Stage] = []
        self._by_tensor: dict[int, Stage] = {}
        for t in self.outputs:
            self._visit(t)

    def _visit(self, t: Tensor) -> None:
        if id(t) in self._by_tensor or not isinstance(t.op, ComputeOp):
            return
        for producer in t.op.inputs():
            self._visit(producer)
        stage = Stage(t, leaf_axes=[*t.op.axes, *t.op.reduce_axes])
        self._by_tensor[id(t)] = stage
        self.stages.append(stage)

    def __getitem__(self, tensor: Tensor) -> Stage:
        try:
            return self._by_tensor[id(tensor)]
        except KeyError:
            raise ValueError(f"tensor {tensor.name!r} is not a compute in this schedule") from None


def create_schedule(outputs: Tensor | Sequence[Tensor]) -> Schedule:
    """Shorthand for ``Schedule(outputs)``."""
    return Schedule(outputs)
