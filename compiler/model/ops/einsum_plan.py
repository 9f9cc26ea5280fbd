"""How the numpy Einsum kernel computes, planned once per node: pairwise batched matmuls.

Operands are contracted two at a time, the pair whose result is smallest first (the
plan's precomputed path; two operands are one step). Each step is what onnxruntime
does too: each operand's diagonals and its own summed labels taken first
(``np.einsum`` into a scratch buffer, or a transposed view when there are none), then
one ``np.matmul`` over the labels both share and the output keeps (the batch), of
the ones the first keeps (rows) by the summed shared ones (the inner dimension) by
the ones the second keeps (columns), or a broadcast ``np.multiply`` when no label is
shared and summed. An axis of size 1 is left out of a step (it broadcasts) and put
back as a unit axis of the output. Scratch and intermediate buffers are allocated
here, so a call allocates no arrays: matmul writes into the output itself when its
layout is the output's, else into scratch copied into the output.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from compiler.model.ops.blas import one_blas_thread
from compiler.model.ops.einsum_equation import Equation

__all__ = ["EinsumPlan"]

Getter = Callable[[Sequence[np.ndarray]], np.ndarray]
"""A value of the plan, from the call's inputs: an input, a view of one or a buffer."""

Step = Callable[[Sequence[np.ndarray], np.ndarray], None]
"""One step of the plan: ``step(inputs, out)``."""

MAX_LABELS = 52
"""The most distinct labels ``np.einsum``'s sublist form takes in one call."""


@dataclass(frozen=True, slots=True)
class _Value:
    """An operand of a step: its label per axis, its shape, how to get it."""

    labels: tuple[str, ...]
    shape: tuple[int, ...]
    get: Getter

    def wide(self) -> list[str]:
        """Its labels of axes not of size 1, each once, in axis order."""
        seen: list[str] = []
        for label, size in zip(self.labels, self.shape, strict=True):
            if size != 1 and label not in seen:
                seen.append(label)
        return seen


@dataclass(frozen=True, slots=True)
class _Pair:
    """The labels of a contraction of two operands ``a`` and ``b``, by role."""

    batch: tuple[str, ...]  # in a, b and kept
    rows: tuple[str, ...]  # in a only, kept
    inner: tuple[str, ...]  # in a and b, summed
    cols: tuple[str, ...]  # in b only, kept

    @property
    def result(self) -> tuple[str, ...]:
        return self.batch + self.rows + self.cols


def _pair(a: _Value, b: _Value, kept: set[str]) -> _Pair:
    wide_a, wide_b = a.wide(), b.wide()
    return _Pair(
        batch=tuple(x for x in wide_a if x in wide_b and x in kept),
        rows=tuple(x for x in wide_a if x not in wide_b and x in kept),
        inner=tuple(x for x in wide_a if x in wide_b and x not in kept),
        cols=tuple(x for x in wide_b if x not in wide_a and x in kept),
    )


def _constant(buffer: np.ndarray) -> Callable[[object], np.ndarray]:
    """A getter of an intermediate buffer, whatever it is given."""
    return lambda _: buffer


def _sublist(labels: Sequence[str], codes: dict[str, int]) -> list[int]:
    for label in labels:
        codes.setdefault(label, len(codes))
    if len(codes) > MAX_LABELS:
        raise ValueError(f"Einsum of more than {MAX_LABELS} distinct axes in one step")
    return [codes[label] for label in labels]


class EinsumPlan:
    """The kernel of one Einsum node: ``plan(inputs, out)`` writes the einsum into ``out``.

    Args:
        equation: The parsed equation.
        shapes: The operands' shapes (checked by the type rule).
        sizes: Each label's size (:func:`~.einsum_equation.label_sizes`).
        dtype: The operands' and the output's element type.
    """

    def __init__(
        self,
        equation: Equation,
        shapes: Sequence[tuple[int, ...]],
        sizes: dict[str, int],
        dtype: np.dtype,
    ) -> None:
        self._sizes = sizes
        self._dtype = dtype
        self._output = equation.output
        self._steps: list[Step] = []
        values = [
            _Value(labels, tuple(shape), self._input(i))
            for i, (labels, shape) in enumerate(zip(equation.operands, shapes, strict=True))
        ]
        if len(values) == 1:
            self._steps.append(self._single(values[0]))
        while len(values) > 1:
            i, j, pair = self._cheapest(values)
            a, b = values[i], values[j]
            rest = [v for k, v in enumerate(values) if k not in (i, j)]
            if rest:
                buffer = np.empty([sizes[x] for x in pair.result], dtype)
                self._steps.append(self._contract(a, b, pair, _constant(buffer), False))
                values = [*rest, _Value(pair.result, buffer.shape, _constant(buffer))]
            else:
                self._steps.append(self._contract(a, b, pair, self._out_view(pair.result), True))
                values = []

    def __call__(self, inputs: Sequence[np.ndarray], out: np.ndarray) -> None:
        for step in self._steps:
            step(inputs, out)

    @staticmethod
    def _input(index: int) -> Getter:
        return lambda xs: xs[index]

    def _kept(self, values: Sequence[_Value], skip: tuple[int, int]) -> set[str]:
        kept = set(self._output)
        for k, value in enumerate(values):
            if k not in skip:
                kept.update(value.labels)
        return kept

    def _cheapest(self, values: Sequence[_Value]) -> tuple[int, int, _Pair]:
        """The pair of operands whose contraction has the fewest elements (the first such)."""
        best: tuple[int, int, int, _Pair] | None = None
        for i in range(len(values)):
            for j in range(i + 1, len(values)):
                pair = _pair(values[i], values[j], self._kept(values, (i, j)))
                size = math.prod(self._sizes[x] for x in pair.result)
                if best is None or size < best[0]:
                    best = (size, i, j, pair)
        assert best is not None
        return best[1], best[2], best[3]

    def _single(self, value: _Value) -> Step:
        """One operand: its diagonals, sums and transposition, one ``np.einsum``."""
        codes: dict[str, int] = {}
        sub_in, sub_out = _sublist(value.labels, codes), _sublist(self._output, codes)

        def step(inputs: Sequence[np.ndarray], out: np.ndarray) -> None:
            np.einsum(value.get(inputs), sub_in, sub_out, out=out)

        return step

    def _out_view(self, labels: tuple[str, ...]) -> Callable[[np.ndarray], np.ndarray]:
        """The output as an array of ``labels`` (its unit axes left out), a view."""
        index = tuple(slice(None) if self._sizes[x] != 1 else 0 for x in self._output)
        kept = [x for x in self._output if self._sizes[x] != 1]
        perm = tuple(kept.index(x) for x in labels)
        return lambda out: out[(*index, Ellipsis)].transpose(perm)

    def _prepared(self, value: _Value, labels: tuple[str, ...], fused: bool) -> Getter:
        """``value`` as an array of ``labels``: a view where that is a transposition of its
        axes (in order, when ``fused`` axes must reshape without a copy), else its
        diagonals and sums by ``np.einsum`` into scratch."""
        wide = [x for x, n in zip(value.labels, value.shape, strict=True) if n != 1]
        perm = tuple(wide.index(x) for x in labels) if sorted(wide) == sorted(labels) else None
        if perm is not None and (not fused or perm == tuple(range(len(perm)))):
            index = (*(slice(None) if n != 1 else 0 for n in value.shape), Ellipsis)
            return lambda xs: value.get(xs)[index].transpose(perm)
        scratch = np.empty([self._sizes[x] for x in labels], self._dtype)
        codes: dict[str, int] = {}
        sub_in, sub_out = _sublist(value.labels, codes), _sublist(labels, codes)

        def get(xs: Sequence[np.ndarray]) -> np.ndarray:
            np.einsum(value.get(xs), sub_in, sub_out, out=scratch)
            return scratch

        return get

    def _contract(
        self,
        a: _Value,
        b: _Value,
        pair: _Pair,
        dest: Callable[[np.ndarray], np.ndarray],
        into_output: bool,
    ) -> Step:
        """``dest(out)[pair.result] = sum over pair.inner of a * b``."""
        size = self._sizes
        batch = [size[x] for x in pair.batch]
        if not pair.inner:  # an outer product, batched: broadcast multiply
            get_a = self._prepared(a, pair.batch + pair.rows, False)
            get_b = self._prepared(b, pair.batch + pair.cols, False)
            # Unit axes for the other's labels, by indexing: always a view.
            widen_a = (Ellipsis, *(None for _ in pair.cols))
            widen_b = (*(slice(None) for _ in batch), *(None for _ in pair.rows), Ellipsis)

            def multiply(inputs: Sequence[np.ndarray], out: np.ndarray) -> None:
                np.multiply(get_a(inputs)[widen_a], get_b(inputs)[widen_b], out=dest(out))

            return multiply
        m = math.prod(size[x] for x in pair.rows)
        k = math.prod(size[x] for x in pair.inner)
        n = math.prod(size[x] for x in pair.cols)
        merged = len(pair.inner) > 1
        get_a = self._prepared(a, pair.batch + pair.rows + pair.inner, merged or len(pair.rows) > 1)
        get_b = self._prepared(b, pair.batch + pair.inner + pair.cols, merged or len(pair.cols) > 1)
        shape_a, shape_b, shape_c = (*batch, m, k), (*batch, k, n), (*batch, m, n)
        in_order = not into_output or self._output_in_order(pair.result)
        scratch = None if in_order else np.empty(shape_c, self._dtype)
        unfused = (*batch, *(size[x] for x in pair.rows), *(size[x] for x in pair.cols))

        def matmul(inputs: Sequence[np.ndarray], out: np.ndarray) -> None:
            x = get_a(inputs).reshape(shape_a)
            y = get_b(inputs).reshape(shape_b)
            target = dest(out)
            with one_blas_thread():
                if scratch is None:
                    np.matmul(x, y, out=target.reshape(shape_c))
                else:
                    np.matmul(x, y, out=scratch)
                    np.copyto(target, scratch.reshape(unfused))

        return matmul

    def _output_in_order(self, labels: tuple[str, ...]) -> bool:
        """Whether the output, its unit axes left out, has exactly ``labels`` in order."""
        return tuple(x for x in self._output if self._sizes[x] != 1) == labels
