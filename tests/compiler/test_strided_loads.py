"""Vector reads with a constant lane stride: wide loads and a shuffle for strides 2 to 4,
gathers beyond; correct with tails and guards, and never touching memory past the last
element read (the input ends at an unreadable page)."""

from __future__ import annotations

import ctypes
import ctypes.util
import mmap

import numpy as np
import pytest

from compiler import te
from compiler.codegen.llvm_strided import MAX_SHUFFLE_STRIDE
from compiler.schedule import Schedule
from compiler.te.tensor import Tensor
from runtime import build_schedule


def _strided(
    rows: int, cols: int, stride: int, lanes: int, *, guard: bool
) -> tuple[Schedule, list[Tensor], int]:
    """``out[i, j] = a[i, j * stride + 1]`` (0 where ``j`` is odd with ``guard``),
    vectorized along ``j`` in vectors of ``lanes``; the last read is ``a``'s last element."""
    width = (cols - 1) * stride + 2
    a = te.placeholder((rows, width), "a")

    def body(i: te.Expr, j: te.Expr) -> te.Expr:
        value = a[i, j * stride + 1]
        return te.if_then_else((j % 2).eq(0), value, 0.0) if guard else value

    out = te.compute((rows, cols), body, "out")
    s = Schedule(out)
    _, j = s[out].leaf_axes
    _, ji = s[out].split(j, lanes)
    s[out].vectorize(ji)
    return s, [a, out], width


def before_unreadable_page(shape: tuple[int, int]) -> np.ndarray:
    """A float32 array whose last element is the last readable one: the next page is
    PROT_NONE, so a read past the end faults. The mapping lives as long as the array."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    page = mmap.PAGESIZE
    nbytes = shape[0] * shape[1] * 4
    size = (-(-nbytes // page) + 1) * page
    buf = mmap.mmap(-1, size, prot=mmap.PROT_READ | mmap.PROT_WRITE)
    anchor = ctypes.c_char.from_buffer(buf)
    guard = ctypes.addressof(anchor) + size - page
    del anchor  # releases the export; the array below keeps the mapping alive
    assert libc.mprotect(ctypes.c_void_p(guard), page, 0) == 0, ctypes.get_errno()
    array = np.frombuffer(buf, np.float32, shape[0] * shape[1], size - page - nbytes)
    return array.reshape(shape)


@pytest.mark.parametrize("stride", [1, 2, 3, 4, 5])
@pytest.mark.parametrize(("cols", "lanes"), [(37, 16), (5, 8), (16, 16), (3, 4)])
@pytest.mark.parametrize("guard", [False, True])
def test_strided_reads_match_numpy(stride: int, cols: int, lanes: int, guard: bool) -> None:
    s, args, width = _strided(3, cols, stride, lanes, guard=guard)
    kernel = build_schedule(s, args)
    values = np.random.default_rng(stride).uniform(-1, 1, (3, width)).astype(np.float32)
    want = values[:, 1::stride][:, :cols].copy()
    if guard:
        want[:, 1::2] = 0.0
    a = before_unreadable_page((3, width))
    a[...] = values
    np.testing.assert_array_equal(kernel(a), want)
    if stride > 1:  # (stride 1 reads a tail with a masked load of one vector)
        wide = f"llvm.masked.load.v{min(lanes, cols) * stride}f32" in kernel.source
        assert wide == (stride <= MAX_SHUFFLE_STRIDE)
    assert ("llvm.masked.gather" in kernel.source) == (stride > MAX_SHUFFLE_STRIDE)


@pytest.mark.parametrize(("cols", "lanes"), [(37, 16), (21, 8), (16, 16)])
def test_lane_invariant_reads_under_a_mask_are_scalar(cols: int, lanes: int) -> None:
    """Stride 0 in a tail: ``out[i, j] = a[i, t[i] + j] * b[i]``, where ``t`` holds
    float offsets (a table of indices) and ``b`` a per-row scale. Under the tail's mask
    each is one scalar load (a row's ``t`` then indexes ``a``), not a gather."""
    rows, width = 4, cols + 3
    a = te.placeholder((rows, width), "a")
    t = te.placeholder((rows, 1), "t")
    b = te.placeholder((rows, 1), "b")
    out = te.compute(
        (rows, cols), lambda i, j: a[i, te.cast(t[i, 0], "int64") + j] * b[i, 0], "out"
    )
    s = Schedule(out)
    _, j = s[out].leaf_axes
    _, ji = s[out].split(j, lanes)
    s[out].vectorize(ji)
    kernel = build_schedule(s, [a, t, b, out])
    rng = np.random.default_rng(cols)
    values = rng.uniform(-1, 1, (rows, width)).astype(np.float32)
    offsets = rng.integers(0, 4, (rows, 1)).astype(np.float32)
    scales = before_unreadable_page((rows, 1))
    scales[...] = rng.uniform(-1, 1, (rows, 1))
    want = np.stack([values[i, int(offsets[i, 0]) :][:cols] * scales[i, 0] for i in range(rows)])
    np.testing.assert_array_equal(kernel(values, offsets, scales), want)
    assert "llvm.masked.gather" not in kernel.source
    assert ("llvm.vector.reduce.or" in kernel.source) == (cols % lanes != 0)
