"""Numpy implementations of the graph IR's operators: the reference, and the run-time glue.

Every operator of the table in :mod:`compiler.model.graph` has a *kernel factory*
``(node_attrs, input_types, output_types) -> kernel``. The factory checks the
shapes, precomputes index tuples and allocates the scratch buffers the operator
needs (a padded copy of the input, reduction buffers) once; the kernel
``(inputs, outputs) -> None`` then writes into the preallocated ``outputs``
(C-contiguous arrays of the output types) with ``out=`` and allocates no
arrays of its own, so the static memory plan holds at run time (numpy's ufuncs
may still take their fixed 8192-element iteration buffer for strided operands,
freed on return). A kernel keeps state in its scratch buffers: one kernel must
not run on two threads at once.

Conv, Gemm and MatMul here are the reference and a rare slow fallback (our
LLVM kernels run them); they call BLAS with one thread (see
:func:`one_blas_thread`).

Extension seams: :data:`KERNEL_FACTORIES` (op -> factory) and :data:`NUMPY_OPS`
(op -> plain ``(node_attrs, inputs, outputs) -> None`` function); graph passes
register their fused operators in either (a factory wins over a plain function).
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import math
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.windows import window_out_size

Kernel = Callable[[list[np.ndarray], list[np.ndarray]], None]
KernelFactory = Callable[[Mapping[str, Any], Sequence[TensorType], Sequence[TensorType]], Kernel]
NumpyOp = Callable[[dict[str, Any], list[np.ndarray], list[np.ndarray]], None]
Ints = tuple[int, ...]

# im2col buffers above this size are filled a band of output rows at a time, so a
# fallback conv (VGG's 224x224x64 3x3 layers would need 115 MB) stays small.
IM2COL_BUDGET_BYTES = 32 << 20


# --- one BLAS thread --------------------------------------------------------------------------
# OpenBLAS's threads keep spinning for up to a second after each call and take the
# cores our own kernels' thread pool runs on (3x slower). The device server avoids
# that with OPENBLAS_NUM_THREADS=1 in its worker's environment, which only works
# before numpy loads; here the count is switched at run time through OpenBLAS's own
# API, found in the library numpy loaded.

_BLAS_THREAD_APIS = (  # (getter, setter) symbol names, newest builds first
    ("scipy_openblas_get_num_threads64_", "scipy_openblas_set_num_threads64_"),  # numpy >= 2
    ("scipy_openblas_get_num_threads", "scipy_openblas_set_num_threads"),
    ("openblas_get_num_threads64_", "openblas_set_num_threads64_"),  # numpy 1.26 wheels
    ("openblas_get_num_threads", "openblas_set_num_threads"),  # a system OpenBLAS
)


class _BlasThreads:
    """Process-wide "one BLAS thread while anyone is inside" switch, reference counted.

    OpenBLAS's thread count is one global (``openblas_set_num_threads_local`` is
    not thread-local either), so nested and concurrent users share one saved value.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._depth = 0
        self._saved = 0
        self._api: tuple[Callable[[], int], Callable[[int], None]] | None = None
        self._looked_up = False

    def _find_api(self) -> tuple[Callable[[], int], Callable[[int], None]] | None:
        try:
            with open("/proc/self/maps", encoding="utf-8") as maps:
                paths = {line.split()[-1] for line in maps if "openblas" in line.lower()}
        except OSError:  # not Linux: no switch, BLAS keeps its configured threads
            return None
        for path in sorted(paths):
            try:
                lib = ctypes.CDLL(path)  # already loaded by numpy: the same handle
            except OSError:
                continue
            for get_name, set_name in _BLAS_THREAD_APIS:
                getter = getattr(lib, get_name, None)
                setter = getattr(lib, set_name, None)
                if getter is not None and setter is not None:
                    getter.restype = ctypes.c_int
                    setter.argtypes = [ctypes.c_int]
                    setter.restype = None
                    return getter, setter
        return None

    def current(self) -> int | None:
        """BLAS's thread count now, or None where it cannot be switched."""
        with self._lock:
            self._lookup()
            return None if self._api is None else self._api[0]()

    def _lookup(self) -> None:
        if not self._looked_up:
            self._api = self._find_api()
            self._looked_up = True

    def enter(self) -> None:
        """Switches BLAS to one thread (the first caller in)."""
        with self._lock:
            self._lookup()
            if self._api is not None and self._depth == 0:
                self._saved = self._api[0]()
                if self._saved != 1:
                    self._api[1](1)
            self._depth += 1

    def leave(self) -> None:
        """Restores the saved thread count (the last caller out)."""
        with self._lock:
            self._depth -= 1
            if self._api is not None and self._depth == 0 and self._saved != 1:
                self._api[1](self._saved)


_BLAS_THREADS = _BlasThreads()


@contextlib.contextmanager
def one_blas_thread() -> Iterator[None]:
    """Runs the block with numpy's OpenBLAS on one thread, then restores its setting.

    A no-op where numpy's BLAS is not an OpenBLAS this process can find.
    """
    _BLAS_THREADS.enter()
    try:
        yield
    finally:
        _BLAS_THREADS.leave()


def blas_num_threads() -> int | None:
    """numpy's OpenBLAS thread count now; None where :func:`one_blas_thread` is a no-op."""
    return _BLAS_THREADS.current()


# --- shared geometry ----------------------------------------------------------------------------


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


def _ints(values: Any, length: int) -> Ints:
    out = tuple(int(v) for v in values)
    if len(out) != length:
        raise ValueError(f"expected {length} values for a 2-D window, got {out}")
    return out


def _spatial(t: TensorType, what: str) -> Ints:
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
            _ints(attrs["kernel_shape"], 2),
            _ints(attrs["strides"], 2),
            _ints(attrs["pads"], 4),
            _ints(attrs.get("dilations", (1, 1)), 2),
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
        n, _, h, w = _spatial(x, f"{op} input")
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


class _Padded:
    """The input as the windows read it: padded (and extended for ceil mode) where needed.

    Where the windows reach outside the input, the input is copied into a
    scratch buffer whose border holds ``fill`` (written once, never touched
    again); otherwise the input itself is read.
    """

    def __init__(self, x: TensorType, window: Window2d, out_hw: Ints, fill: float) -> None:
        n, c, h, w = _spatial(x, "input")
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


def _tap_slices(window: Window2d, out_hw: Ints, axis: int) -> list[slice]:
    """For each kernel tap along ``axis`` (0: H), the strided slice of positions it reads."""
    k, s, _, d = window.axis(axis)
    out = out_hw[axis]
    return [slice(i * d, i * d + (out - 1) * s + 1, s) for i in range(k)]


class _Taps:
    """Strided views of the kh*kw window taps over NCHW input (what im2col copies)."""

    def __init__(self, x: TensorType, window: Window2d, out_hw: Ints, fill: float) -> None:
        self._padded = _Padded(x, window, out_hw, fill)
        rows, cols = _tap_slices(window, out_hw, 0), _tap_slices(window, out_hw, 1)
        self._taps = [(r, c) for r in rows for c in cols]

    def views(self, x: np.ndarray) -> list[np.ndarray]:
        """The window taps over ``x`` (copied into the padded scratch if any)."""
        src = self._padded.load(x)
        return [src[:, :, r, c] for r, c in self._taps]


def _fold(ufunc: np.ufunc, views: Sequence[np.ndarray], out: np.ndarray) -> None:
    """``out = ufunc(views[0], ufunc(views[1], ...))``, in place."""
    if len(views) == 1:
        np.copyto(out, views[0])
        return
    ufunc(views[0], views[1], out=out)
    for view in views[2:]:
        ufunc(out, view, out=out)


class _SeparableWindows:
    """A 2-D window reduction (max, sum) as one pass along W, then one along H.

    kh + kw ufunc calls instead of kh * kw; the second pass reads rows of the
    first's output, whose inner axis is contiguous (numpy's strided loops are
    3x slower: a 3x3/2 max pool over 64x112x112 took 0.93 ms as nine strided
    maxima, 0.59 ms so).
    """

    def __init__(
        self, x: TensorType, window: Window2d, out_hw: Ints, fill: float, ufunc: np.ufunc
    ) -> None:
        n, c, _, _ = _spatial(x, "input")
        self._padded = _Padded(x, window, out_hw, fill)
        self._rows = _tap_slices(window, out_hw, 0)
        self._cols = _tap_slices(window, out_hw, 1)
        self._ufunc = ufunc
        both = len(self._rows) > 1 and len(self._cols) > 1
        shape = (n, c, self._padded.rows, out_hw[1])
        self._partial = np.empty(shape if both else 0, dtype=np.dtype(x.dtype))

    def __call__(self, x: np.ndarray, out: np.ndarray) -> None:
        """Reduces the windows over ``x`` into ``out``."""
        src = self._padded.load(x)
        if len(self._cols) == 1:
            cols = src[:, :, :, self._cols[0]]
            _fold(self._ufunc, [cols[:, :, r] for r in self._rows], out)
            return
        if len(self._rows) == 1:
            rows = src[:, :, self._rows[0]]
            _fold(self._ufunc, [rows[:, :, :, c] for c in self._cols], out)
            return
        below = src[:, :, : self._padded.rows]
        _fold(self._ufunc, [below[:, :, :, c] for c in self._cols], self._partial)
        _fold(self._ufunc, [self._partial[:, :, r] for r in self._rows], out)


# --- heavy ops (reference, slow fallback) -------------------------------------------------------


def _conv(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Conv by im2col + one batched BLAS matmul per image (or per band of output rows)."""
    n, c, _, _ = _spatial(ins[0], "Conv input")
    m, cg, kh, kw = _spatial(ins[1], "Conv weight")
    group = int(attrs["group"])
    if cg * group != c or m % group:
        raise ValueError(f"Conv: {c} input / {m} output channels do not split in {group} groups")
    window = Window2d.of(attrs)
    if window.kernel != (kh, kw):
        raise ValueError(f"Conv: kernel_shape {window.kernel} but weight {ins[1]}")
    oh, ow = window.check("Conv", ins[0], outs[0], m)
    has_bias = len(ins) > 2
    k = cg * kh * kw
    mg = m // group
    windows = _Taps(ins[0], window, (oh, ow), 0.0)
    # A 1x1, stride-1, unpadded conv reads the image as its own im2col matrix.
    pointwise = (kh, kw, *window.strides) == (1, 1, 1, 1) and not any(window.pads)
    band = max(1, min(oh, IM2COL_BUDGET_BYTES // max(1, c * kh * kw * ow * 4)))
    cols = np.empty(0 if pointwise else c * kh * kw * band * ow, dtype=np.float32)
    product = np.empty(0 if band == oh else m * band * ow, dtype=np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, wt = inputs[0], inputs[1]
        y = outputs[0]
        wg = wt.reshape(group, mg, k)
        taps = [] if pointwise else windows.views(x)
        with one_blas_thread():
            for b in range(n):
                if pointwise:
                    np.matmul(wg, x[b].reshape(group, k, oh * ow), out=y[b].reshape(group, mg, -1))
                    continue
                for r0 in range(0, oh, band):
                    rows = min(band, oh - r0)
                    col = cols[: c * kh * kw * rows * ow].reshape(c, kh * kw, rows, ow)
                    for t, tap in enumerate(taps):
                        np.copyto(col[:, t], tap[b, :, r0 : r0 + rows])
                    lhs = col.reshape(group, k, rows * ow)
                    if rows == oh:
                        np.matmul(wg, lhs, out=y[b].reshape(group, mg, oh * ow))
                    else:
                        dst = product[: m * rows * ow].reshape(group, mg, rows * ow)
                        np.matmul(wg, lhs, out=dst)
                        np.copyto(y[b, :, r0 : r0 + rows], dst.reshape(m, rows, ow))
        if has_bias:
            np.add(y, inputs[2].reshape(1, m, 1, 1), out=y)

    return run


def _gemm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    alpha, beta = float(attrs["alpha"]), float(attrs["beta"])
    trans_a, trans_b = bool(attrs["transA"]), bool(attrs["transB"])
    has_c = len(ins) > 2 and beta != 0.0
    scaled_c = np.empty(ins[2].shape if has_c and beta != 1.0 else 0, dtype=np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        a = inputs[0].T if trans_a else inputs[0]
        b = inputs[1].T if trans_b else inputs[1]
        y = outputs[0]
        with one_blas_thread():
            np.matmul(a, b, out=y)
        if alpha != 1.0:
            np.multiply(y, alpha, out=y)
        if has_c:
            c = inputs[2]
            if beta != 1.0:
                np.multiply(c, beta, out=scaled_c)
                c = scaled_c
            np.add(y, c, out=y)

    return run


def _matmul(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        with one_blas_thread():
            np.matmul(inputs[0], inputs[1], out=outputs[0])

    return run


# --- pooling ------------------------------------------------------------------------------------


def _max_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """A running maximum over the window taps; padding is -inf, so it never wins."""
    window = Window2d.of(attrs)
    out_hw = window.check("MaxPool", ins[0], outs[0], _spatial(ins[0], "MaxPool input")[1])
    reduce = _SeparableWindows(ins[0], window, out_hw, -np.inf, np.maximum)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        reduce(inputs[0], outputs[0])

    return run


def _average_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """A running sum over the window taps (padding is 0), divided by each window's count.

    The divisor counts the taps inside the input (``count_include_pad=0``) or inside
    the padded input (``=1``; ceil mode's overhang past the end padding never counts),
    as onnxruntime does.
    """
    window = Window2d.of(attrs)
    _, c, h, w = _spatial(ins[0], "AveragePool input")
    oh, ow = window.check("AveragePool", ins[0], outs[0], c)
    reduce = _SeparableWindows(ins[0], window, (oh, ow), 0.0, np.add)
    in_h, pad_h = window.counts(0, h, oh)
    in_w, pad_w = window.counts(1, w, ow)
    counts = (pad_h, pad_w) if attrs["count_include_pad"] else (in_h, in_w)
    divisor = np.outer(*counts).astype(np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        reduce(inputs[0], outputs[0])
        np.divide(outputs[0], divisor, out=outputs[0])

    return run


def _global_average_pool(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    n, c = ins[0].shape[:2]
    area = math.prod(ins[0].shape[2:])

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        # One contiguous reduction axis: numpy sums it pairwise (accurate) and fast.
        y = outputs[0].reshape(n, c)
        np.add.reduce(inputs[0].reshape(n, c, area), axis=2, out=y)
        np.divide(y, area, out=y)

    return run


# --- normalization, softmax ---------------------------------------------------------------------


def _batch_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Inference BN as ``x * a + b`` with ``a = scale / sqrt(var + eps)``, as onnxruntime."""
    eps = float(attrs["epsilon"])
    c = ins[0].shape[1]
    bcast = (c,) + (1,) * (len(ins[0].shape) - 2)
    a, b = np.empty(c, dtype=np.float32), np.empty(c, dtype=np.float32)
    a_b, b_b = a.reshape(bcast), b.reshape(bcast)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, scale, bias, mean, var = inputs
        np.add(var, eps, out=a)
        np.sqrt(a, out=a)
        np.divide(scale, a, out=a)
        np.multiply(mean, a, out=b)
        np.subtract(bias, b, out=b)
        np.multiply(x, a_b, out=outputs[0])
        np.add(outputs[0], b_b, out=outputs[0])

    return run


def _softmax(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    axis = int(attrs["axis"])
    shape = list(ins[0].shape)
    if not 0 <= axis < len(shape):
        raise ValueError(f"Softmax axis {axis} out of range for {ins[0]}")
    shape[axis] = 1
    peak, total = np.empty(shape, dtype=np.float32), np.empty(shape, dtype=np.float32)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, y = inputs[0], outputs[0]
        np.maximum.reduce(x, axis=axis, keepdims=True, out=peak)  # exp never overflows
        np.subtract(x, peak, out=y)
        np.exp(y, out=y)
        np.add.reduce(y, axis=axis, keepdims=True, out=total)
        np.divide(y, total, out=y)

    return run


def _lrn(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """``x / (bias + alpha/size * sum of x² over channels [c - (size-1)//2, c + size//2])**beta``.

    The window sum is ``size`` shifted adds of the squares (exact, unlike a
    running prefix sum, which loses float32 precision over many channels).
    """
    size = int(attrs["size"])
    alpha, beta, bias = float(attrs["alpha"]), float(attrs["beta"]), float(attrs["bias"])
    c = ins[0].shape[1]
    squares = np.empty(ins[0].shape, dtype=np.float32)
    before = (size - 1) // 2
    shifts = []  # (destination channels, source channels) of each neighbour's add
    for d in range(-before, size - before):
        if d == 0 or abs(d) >= c:
            continue
        dst = slice(0, c - d) if d > 0 else slice(-d, c)
        src = slice(d, c) if d > 0 else slice(0, c + d)
        shifts.append(((slice(None), dst), (slice(None), src)))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, y = inputs[0], outputs[0]
        np.square(x, out=squares)
        np.copyto(y, squares)
        for dst, src in shifts:
            np.add(y[dst], squares[src], out=y[dst])
        np.multiply(y, alpha / size, out=y)
        np.add(y, bias, out=y)
        if beta == 0.75:  # every LRN in the zoo; sqrt(s) * sqrt(sqrt(s)) beats np.power 1.5x
            root = np.sqrt(y, out=squares)
            np.sqrt(root, out=y)
            np.multiply(y, root, out=y)
            np.divide(x, y, out=y)
        else:
            np.power(y, -beta, out=y)
            np.multiply(y, x, out=y)

    return run


# --- elementwise --------------------------------------------------------------------------------


def _binary(ufunc: np.ufunc) -> KernelFactory:
    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        expected = np.broadcast_shapes(ins[0].shape, ins[1].shape)
        if expected != outs[0].shape:
            raise ValueError(f"{ufunc.__name__}: {ins[0]} and {ins[1]} broadcast to {expected}")

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            ufunc(inputs[0], inputs[1], out=outputs[0])

        return run

    return factory


def _bound(t: TensorType, value: float) -> np.ndarray:
    """``value`` as an array of the input's trailing plane, to broadcast against it.

    numpy 2.4's maximum/minimum against a scalar take a slow loop: a 64x112x112
    Relu ran in 0.29 ms so, 0.11 ms against a (112, 112) plane (a copy is 0.07 ms).
    """
    plane = t.shape[-2:] if math.prod(t.shape[-2:]) <= 1 << 16 else t.shape[-1:]
    return np.full(plane, value, dtype=np.dtype(t.dtype))


def _relu(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    zero = _bound(ins[0], 0.0)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.maximum(inputs[0], zero, out=outputs[0])

    return run


def _clip(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    lo, hi = float(attrs["min"]), float(attrs["max"])
    lo_plane, hi_plane = _bound(ins[0], lo), _bound(ins[0], hi)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        x, y = inputs[0], outputs[0]
        if lo == -math.inf and hi == math.inf:
            np.copyto(y, x)
        elif hi == math.inf:  # one bound, one pass
            np.maximum(x, lo_plane, out=y)
        elif lo == -math.inf:
            np.minimum(x, hi_plane, out=y)
        else:  # as ONNX: min(max(x, lo), hi), so lo > hi gives hi everywhere
            np.minimum(np.maximum(x, lo_plane, out=y), hi_plane, out=y)

    return run


# --- data movement ------------------------------------------------------------------------------


def _copy(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Identity and Reshape: one copy of the (C-contiguous) data in its new shape."""
    if ins[0].size != outs[0].size:
        raise ValueError(f"cannot reshape {ins[0]} to {outs[0]}")
    shape = outs[0].shape

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0].reshape(shape))

    return run


def _transpose(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    perm = tuple(int(p) for p in attrs["perm"])
    if sorted(perm) != list(range(len(ins[0].shape))):
        raise ValueError(f"Transpose perm {perm} does not fit {ins[0]}")
    if tuple(ins[0].shape[p] for p in perm) != outs[0].shape:
        raise ValueError(f"Transpose {ins[0]} by {perm} is not {outs[0]}")

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(outputs[0], inputs[0].transpose(perm))

    return run


def _concat(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    axis = int(attrs["axis"])
    starts = np.cumsum([0] + [t.shape[axis] for t in ins])
    if starts[-1] != outs[0].shape[axis]:
        raise ValueError(f"Concat of {[str(t) for t in ins]} on axis {axis} is not {outs[0]}")
    lead = (slice(None),) * axis
    parts = [(*lead, slice(int(a), int(b))) for a, b in itertools.pairwise(starts)]

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        y = outputs[0]
        for part, x in zip(parts, inputs, strict=True):
            np.copyto(y[part], x)

    return run


def _pad(attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]) -> Kernel:
    """Constant pad; negative pads crop. Fills only the border, copies the rest once."""
    shape = ins[0].shape
    rank = len(shape)
    pads = [int(p) for p in attrs["pads"]]
    if len(pads) != 2 * rank:
        raise ValueError(f"Pad: {len(pads)} pads for a rank-{rank} input")
    value = float(attrs["value"])
    begin, end = pads[:rank], pads[rank:]
    expected = tuple(d + b + e for d, b, e in zip(shape, begin, end, strict=True))
    if expected != outs[0].shape:
        raise ValueError(f"Pad of {ins[0]} by {pads} is not {outs[0]}")
    src = tuple(
        slice(max(0, -b), d - max(0, -e)) for d, b, e in zip(shape, begin, end, strict=True)
    )
    dst = tuple(
        slice(max(0, b), max(0, b) + (s.stop - s.start)) for b, s in zip(begin, src, strict=True)
    )
    # Border slabs: along each axis, the padding before/after the interior, spanning the
    # interior on earlier axes and everything on later ones, so each cell is filled once.
    border = []
    for ax in range(rank):
        for part in (slice(0, dst[ax].start), slice(dst[ax].stop, expected[ax])):
            if part.stop > part.start:
                border.append(dst[:ax] + (part,) + (slice(None),) * (rank - ax - 1))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        y = outputs[0]
        for slab in border:
            y[slab] = value
        np.copyto(y[dst], inputs[0][src])

    return run


KERNEL_FACTORIES: dict[str, KernelFactory] = {
    "Conv": _conv,
    "BatchNormalization": _batch_norm,
    "Relu": _relu,
    "Clip": _clip,
    "Add": _binary(np.add),
    "Mul": _binary(np.multiply),
    "Sub": _binary(np.subtract),
    "Div": _binary(np.divide),
    "MaxPool": _max_pool,
    "AveragePool": _average_pool,
    "GlobalAveragePool": _global_average_pool,
    "Gemm": _gemm,
    "MatMul": _matmul,
    "Reshape": _copy,
    "Transpose": _transpose,
    "Concat": _concat,
    "Softmax": _softmax,
    "LRN": _lrn,
    "Identity": _copy,
    "Pad": _pad,
}


def _types_of(arrays: Sequence[np.ndarray]) -> list[TensorType]:
    return [TensorType(tuple(a.shape), a.dtype.name) for a in arrays]


def _as_numpy_op(factory: KernelFactory) -> NumpyOp:
    def op(node_attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        factory(node_attrs, _types_of(inputs), _types_of(outputs))(inputs, outputs)

    op.__doc__ = factory.__doc__
    return op


NUMPY_OPS: dict[str, NumpyOp] = {op: _as_numpy_op(f) for op, f in KERNEL_FACTORIES.items()}
"""op -> ``(node_attrs, inputs, outputs) -> None``; builds its kernel on every call."""


def make_kernel(
    op: str,
    node_attrs: Mapping[str, Any],
    input_types: Sequence[TensorType],
    output_types: Sequence[TensorType],
) -> Kernel:
    """The kernel of one node: checks shapes and preallocates its scratch once.

    Args:
        op: Operator name.
        node_attrs: Its normalized attributes.
        input_types: Types of the inputs actually given (absent optional ones left out).
        output_types: Types of the outputs.

    Returns:
        ``kernel(inputs, outputs)``, writing into ``outputs``; ops only in
        :data:`NUMPY_OPS` get a wrapper around their plain function.

    Raises:
        NotImplementedError: No numpy implementation of ``op``.
        ValueError: The types do not fit the operator and its attributes.
    """
    factory = KERNEL_FACTORIES.get(op)
    if factory is not None:
        return factory(node_attrs, input_types, output_types)
    plain = NUMPY_OPS.get(op)
    if plain is None:
        raise NotImplementedError(f"no numpy implementation of op {op!r}")
    attrs = dict(node_attrs)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        plain(attrs, inputs, outputs)

    return run


def run_node(
    node: Node, inputs: list[np.ndarray], output_types: list[TensorType]
) -> list[np.ndarray]:
    """Runs one node on ``inputs`` into freshly allocated outputs.

    Raises:
        NotImplementedError: No numpy implementation of the node's op.
        ValueError: The types do not fit the operator and its attributes.
    """
    outputs = [np.empty(t.shape, dtype=np.dtype(t.dtype)) for t in output_types]
    kernel = make_kernel(node.op, node.attrs, _types_of(inputs), output_types)
    kernel(inputs, outputs)
    return outputs
