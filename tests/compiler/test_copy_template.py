"""The copy kernel: every config against the reference on reads of every kind (permuted,
reversed innermost and outer axes, repeated with stride 0, an offset, one row longer than
a parallel block), and the canonical workload of a strided read."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from compiler import Workload, get_space, reference
from compiler.ops_copy import contiguous_strides, strided_copy
from runtime import Kernel, build


@functools.lru_cache(maxsize=32)
def _kernel(workload: str, config_json: str) -> Kernel:
    return build(workload, config_json, num_threads=2)


CASES = [
    ((5, 12), (1, 5), 0, 60),  # a transpose: gathers along the row
    ((4, 37), (37, -1), 36, 148),  # each row reversed
    ((3, 5, 40), (-200, 40, -1), 439, 600),  # outer and inner axes backwards
    ((6, 9, 4), (0, 8, 2), 3, 75),  # repeated rows, every other element, an offset
    ((70001,), (-1,), 70000, 70001),  # one row, longer than a parallel block
    ((2, 3, 2, 5, 2), (60, 5, 30, 1, 15), 0, 120),  # DepthToSpace's read
]


@pytest.mark.parametrize(("shape", "strides", "offset", "size"), CASES, ids=str)
def test_every_config_reads_what_the_reference_reads(
    shape: tuple[int, ...], strides: tuple[int, ...], offset: int, size: int
) -> None:
    w = Workload.of("copy", **strided_copy(shape, strides, offset, size))
    x = np.random.default_rng(size).standard_normal(size).astype(np.float32)
    want = reference(w, [x])
    # The reference by hand: element by element.
    flat = np.array(
        [
            x[offset + sum(i * s for i, s in zip(idx, strides, strict=True))]
            for idx in np.ndindex(*shape)
        ]
    )
    np.testing.assert_array_equal(want.reshape(-1), flat)
    _every_config_gives(w, x, want)


def _every_config_gives(w: Workload, x: np.ndarray, want: np.ndarray) -> None:
    space = get_space(w)
    for i in range(space.size):
        config = space.get(i)
        got = _kernel(str(w), config.to_json_str())(x)
        np.testing.assert_array_equal(got.reshape(want.shape), want, err_msg=f"{w} {config}")


def test_the_workload_merges_axes_and_checks_its_reads() -> None:
    """Axes of one element go, axes that continue one another merge (a contiguous block
    is one axis); a read outside the data is refused in one line."""
    st = contiguous_strides((2, 1, 3, 4))
    assert strided_copy((2, 1, 3, 4), st, 0, 24) == {
        "shape": "24",
        "strides": "1",
        "offset": 0,
        "size": 24,
    }
    assert strided_copy((2, 3, 4), (0, 0, 1), 0, 4)["shape"] == "6x4"
    with pytest.raises(ValueError, match=r"copy reads elements 3\.\.8, outside data of size=6"):
        Workload.parse("copy:shape=2x3,strides=3x1,offset=3,size=6")
    with pytest.raises(ValueError, match="copy strides=1 name 1 axes, shape 2"):
        Workload.parse("copy:shape=2x3,strides=1,size=6")
    with pytest.raises(ValueError, match="is not integers joined by 'x'"):
        Workload.parse("copy:shape=2y3,strides=1x1,size=6")


PADDED = [
    ((3, 4), (4, 1), 0, 12, [(1, 2), (3, 1)]),  # both axes
    ((2, 5, 9), (45, 9, 1), 0, 90, [(0, 0), (2, 3), (4, 4)]),  # a plane, the batch not
    ((37,), (-1,), 36, 37, [(20, 9)]),  # a reversed row, longer pads than a vector
    ((4, 1, 6), (6, 6, 1), 0, 24, [(0, 0), (1, 1), (2, 2)]),  # a padded axis of one
]


@pytest.mark.parametrize("mode", ["constant", "edge", "reflect", "wrap"])
@pytest.mark.parametrize(("shape", "strides", "offset", "size", "pads"), PADDED, ids=str)
def test_every_config_pads_as_numpy_pads(
    shape: tuple[int, ...],
    strides: tuple[int, ...],
    offset: int,
    size: int,
    pads: list[tuple[int, int]],
    mode: str,
) -> None:
    """The padded read against np.pad of the unpadded read, in every mode (constant
    with a fill of its own), for every config of the kernel."""
    w = Workload.of(
        "copy", **strided_copy(shape, strides, offset, size, pads=pads, mode=mode, value=-2.5)
    )
    x = np.random.default_rng(size).standard_normal(size).astype(np.float32)
    plain = reference(Workload.of("copy", **strided_copy(shape, strides, offset, size)), [x])
    kwargs = {"constant_values": -2.5} if mode == "constant" else {}
    numpy_mode = {"edge": "edge", "reflect": "reflect", "wrap": "wrap"}.get(mode, "constant")
    want = np.pad(plain.reshape(shape), pads, mode=numpy_mode, **kwargs)  # type: ignore[call-overload]
    np.testing.assert_array_equal(reference(w, [x]).reshape(want.shape), want)
    _every_config_gives(w, x, want)


def test_a_padded_workload_keeps_its_padded_axes_and_checks_its_pads() -> None:
    """Padded axes do not merge (unpadded neighbours still do); a copy padding nothing
    has no pad parameters; bad pads are refused in one line."""
    st = contiguous_strides((2, 3, 4, 5))
    pads = [(0, 0), (0, 0), (1, 1), (0, 0)]
    params = strided_copy((2, 3, 4, 5), st, 0, 120, pads=pads, mode="edge")
    assert params["shape"] == "6x6x5"
    assert params["pads"] == "0x1x0x0x1x0"
    assert "pads" not in strided_copy((2, 3), (3, 1), 0, 6, pads=[(0, 0), (0, 0)], mode="edge")
    assert "value" not in strided_copy((2, 3), (3, 1), 0, 6, pads=[(1, 0), (0, 0)], mode="wrap")
    with pytest.raises(ValueError, match=r"copy pads=2x1 need 4 values"):
        Workload.parse("copy:shape=4x3,strides=3x1,size=6,pads=2x1")
    with pytest.raises(ValueError, match="leave an axis of shape=4x3 nothing to read"):
        Workload.parse("copy:shape=4x3,strides=3x1,size=6,pads=2x0x2x0")
    with pytest.raises(ValueError, match="has a negative pad"):
        Workload.parse("copy:shape=4x3,strides=3x1,size=6,pads=1x0x-1x0")
