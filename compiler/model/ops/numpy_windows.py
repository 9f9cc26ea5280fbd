"""2-D sliding windows over NCHW arrays for the numpy kernels of Conv and the pools."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.model.graph import TensorType
from compiler.windows import window_out_size

Ints = tuple[int, ...]


def window_output_size(
    size: int, kernel: int, *, stride: int, pads: tuple[int, int], dilation: int, ceil: bool
) -> int:
    """Output length of a sliding window along one axis, as ONNX defines it.

    With ``ceil``, a last window that would start in the end padding is dropped
    (ONNX and onnxruntime do), so every window overlaps the input.

    Raises:
        ValueError: The (dilated) window is longer than the padded input.
    """
    out = window_out_size(size, kernel, stride, pads=pads, dilation=dilation, ceil=ceil)
    if out < 1:
        raise ValueError(f"window {kernel} (dilation {dilation}) exceeds padded input {size}")
    return out


def window_ints(values: Any, length: int) -> Ints:
    """``values`` as a tuple of ``length`` ints."""
    out = tuple(int(v) for v in values)
    if len(out) != length:
        raise ValueError(f"expected {length} values for a 2-D window, got {out}")
    return out


def spatial_dims(t: TensorType, what: str) -> Ints:
    """(n, c, h, w) of an NCHW type.

    Raises:
        ValueError: Not 4-D.
    """
    if len(t.shape) != 4:
        raise ValueError(f"{what} must be NCHW (4-D), got {t}")
    n, c, h, w = t.shape
    return n, c, h, w


@dataclass(frozen=True, slots=True)
class Window2d:
    """A 2-D sliding window (Conv, MaxPool, AveragePool) with normalized attributes.

    Attributes:
        kernel: (kh, kw).
        strides: (sh, sw).
        pads: (top, left, bottom, right).
        dilations: (dh, dw).
        ceil: ceil_mode.
    """

    kernel: Ints
    strides: Ints
    pads: Ints
    dilations: Ints
    ceil: bool = False

    @classmethod
    def of(cls, attrs: Mapping[str, Any]) -> Window2d:
        """The window of a node's attributes (AveragePool may lack dilations)."""
        return cls(
            window_ints(attrs["kernel_shape"], 2),
            window_ints(attrs["strides"], 2),
            window_ints(attrs["pads"], 4),
            window_ints(attrs.get("dilations", (1, 1)), 2),
            bool(attrs.get("ceil_mode", 0)),
        )

    def axis(self, a: int) -> tuple[int, int, tuple[int, int], int]:
        """kernel, stride, (pad begin, pad end), dilation along spatial axis ``a`` (0: H)."""
        return self.kernel[a], self.strides[a], (self.pads[a], self.pads[a + 2]), self.dilations[a]

    def output_hw(self, h: int, w: int) -> Ints:
        """(oh, ow) for an h x w input."""
        sizes = []
        for a, size in enumerate((h, w)):
            k, s, p, d = self.axis(a)
            sizes.append(window_output_size(size, k, stride=s, pads=p, dilation=d, ceil=self.ceil))
        return tuple(sizes)

    def check(self, op: str, x: TensorType, out: TensorType, channels: int) -> Ints:
        """(oh, ow), after checking ``out`` is (n, channels, oh, ow).

        Raises:
            ValueError: ``x`` is not 4-D, or ``out`` has another shape.
        """
        n, _, h, w = spatial_dims(x, f"{op} input")
        oh, ow = self.output_hw(h, w)
        if out.shape != (n, channels, oh, ow):
            raise ValueError(f"{op} output type {out} does not match {(n, channels, oh, ow)}")
        return oh, ow

    def counts(self, a: int, size: int, out: int) -> tuple[np.ndarray, np.ndarray]:
        """Per output position along axis ``a``: taps inside the input, and inside the padded one.

        Ceil mode's last window may overhang the end padding: those taps count in neither.
        """
        k, s, (begin, end), d = self.axis(a)
        pos = np.arange(out)[:, None] * s + np.arange(k)[None, :] * d - begin
        inside = ((pos >= 0) & (pos < size)).sum(axis=1)
        padded = (pos < size + end).sum(axis=1)
        return inside, padded


class Padded:
    """The input as the windows read it: padded (and extended for ceil mode) where needed.

    Where the windows reach outside the input, the input is copied into a
    scratch buffer whose border holds ``fill`` (written once, never touched
    again); otherwise the input itself is read.
    """

    def __init__(self, x: TensorType, window: Window2d, out_hw: Ints, fill: float) -> None:
        n, c, h, w = spatial_dims(x, "input")
        top, left = window.pads[0], window.pads[1]
        # Only the rows and columns some window reads: never the unread end padding.
        self.rows = (
            (out_hw[0] - 1) * window.strides[0] + (window.kernel[0] - 1) * window.dilations[0] + 1
        )
        self.cols = (
            (out_hw[1] - 1) * window.strides[1] + (window.kernel[1] - 1) * window.dilations[1] + 1
        )
        rows, cols = max(top + h, self.rows), max(left + w, self.cols)
        self._scratch: np.ndarray | None = None
        if (top, left, rows, cols) != (0, 0, h, w):
            self._scratch = np.full((n, c, rows, cols), fill, dtype=np.dtype(x.dtype))
            self._interior = self._scratch[:, :, top : top + h, left : left + w]

    def load(self, x: np.ndarray) -> np.ndarray:
        """What the windows read: the scratch buffer holding ``x``, or ``x``."""
        if self._scratch is None:
            return x
        np.copyto(self._interior, x)
        return self._scratch


def tap_slices(window: Window2d, out_hw: Ints, axis: int) -> list[slice]:
    """For each kernel tap along ``axis`` (0: H), the strided slice of positions it reads."""
    k, s, _, d = window.axis(axis)
    out = out_hw[axis]
    return [slice(i * d, i * d + (out - 1) * s + 1, s) for i in range(k)]


class Taps:
    """Strided views of the kh*kw window taps over NCHW input (what im2col copies)."""

    def __init__(self, x: TensorType, window: Window2d, out_hw: Ints, fill: float) -> None:
        self._padded = Padded(x, window, out_hw, fill)
        rows, cols = tap_slices(window, out_hw, 0), tap_slices(window, out_hw, 1)
        self._taps = [(r, c) for r in rows for c in cols]

    def views(self, x: np.ndarray) -> list[np.ndarray]:
        """The window taps over ``x`` (copied into the padded scratch if any)."""
        src = self._padded.load(x)
        return [src[:, :, r, c] for r, c in self._taps]


def fold_windows(ufunc: np.ufunc, views: Sequence[np.ndarray], out: np.ndarray) -> None:
    """``out = ufunc(views[0], ufunc(views[1], ...))``, in place."""
    if len(views) == 1:
        np.copyto(out, views[0])
        return
    ufunc(views[0], views[1], out=out)
    for view in views[2:]:
        ufunc(out, view, out=out)


class SeparableWindows:
    """A 2-D window reduction (max, sum) as one pass along W, then one along H.

    kh + kw ufunc calls instead of kh * kw; the second pass reads rows of the
    first's output, whose inner axis is contiguous (numpy's strided loops are
    3x slower: a 3x3/2 max pool over 64x112x112 took 0.93 ms as nine strided
    maxima, 0.59 ms so).
    """

    def __init__(
        self, x: TensorType, window: Window2d, out_hw: Ints, fill: float, ufunc: np.ufunc
    ) -> None:
        n, c, _, _ = spatial_dims(x, "input")
        self._padded = Padded(x, window, out_hw, fill)
        self._rows = tap_slices(window, out_hw, 0)
        self._cols = tap_slices(window, out_hw, 1)
        self._ufunc = ufunc
        both = len(self._rows) > 1 and len(self._cols) > 1
        shape = (n, c, self._padded.rows, out_hw[1])
        self._partial = np.empty(shape if both else 0, dtype=np.dtype(x.dtype))

    def __call__(self, x: np.ndarray, out: np.ndarray) -> None:
        """Reduces the windows over ``x`` into ``out``."""
        src = self._padded.load(x)
        if len(self._cols) == 1:
            cols = src[:, :, :, self._cols[0]]
            fold_windows(self._ufunc, [cols[:, :, r] for r in self._rows], out)
            return
        if len(self._rows) == 1:
            rows = src[:, :, self._rows[0]]
            fold_windows(self._ufunc, [rows[:, :, :, c] for c in self._cols], out)
            return
        below = src[:, :, : self._padded.rows]
        fold_windows(self._ufunc, [below[:, :, :, c] for c in self._cols], self._partial)
        fold_windows(self._ufunc, [self._partial[:, :, r] for r in self._rows], out)
