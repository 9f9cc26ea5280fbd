"""The reduce kernel: every kind and every config, along rows and down columns, with
lengths no vector divides, against the float64 reference; indices exactly, ties included."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference
from compiler.ops import output_dtype
from compiler.ops_reduce import INDEX_KINDS, REDUCE_KINDS
from runtime import Kernel, build


@functools.lru_cache(maxsize=64)
def _kernel(workload: str, config_json: str) -> Kernel:
    return build(workload, config_json, num_threads=2)


#: (outer, r, inner): rows of a masked vector only, of whole vectors and a masked one,
#: of exactly two vectors, one long row; columns no vector divides, one outer.
SHAPES = [(4, 5, 1), (7, 37, 1), (3, 16, 1), (1, 3001, 1), (2, 9, 45), (1, 300, 7)]


def _inputs(w: Workload) -> list[np.ndarray]:
    x = random_inputs(w, np.random.default_rng(w.get_int("r") + w.get_int("inner")))[0]
    kind = w.get("kind")
    if kind in INDEX_KINDS:
        x = np.round(x * 2)  # -2..2: ties everywhere
    elif kind == "prod":
        x = 1 + x / 16  # a product of thousands of values stays in range
    elif kind == "logsumexp":
        x = x * 30  # exp alone would span 26 orders of magnitude: the max goes first
    return [x.astype(np.float32)]


@pytest.mark.parametrize("kind", REDUCE_KINDS)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_every_config_matches_the_float64_reference(kind: str, shape: tuple[int, int, int]) -> None:
    outer, r, inner = shape
    for last in (0, 1) if kind in INDEX_KINDS else (0,):
        w = Workload.of("reduce", outer=outer, r=r, kind=kind, inner=inner, last=last)
        space = get_space(w)
        inputs = _inputs(w)
        ref = reference(w, inputs)
        for i in range(space.size):
            kernel = _kernel(str(w), space.get(i).to_json_str())
            out = kernel(*kernel.prepare(*inputs))
            assert out.shape == ref.shape
            assert out.dtype == np.dtype(output_dtype(w))
            if kind in INDEX_KINDS:
                np.testing.assert_array_equal(out, ref, err_msg=f"{w} {space.get(i)}")
                continue
            # Lane partials of a float32 sum: a few ulps of the summands' scale each.
            x = inputs[0].astype(np.float64).reshape(outer, r, inner)
            terms = np.abs(x * x if kind in ("l2", "sumsq") else x).sum(axis=1).reshape(ref.shape)
            eps = float(np.finfo(np.float32).eps)
            if kind in ("max", "min"):
                bound = np.zeros_like(ref)
            elif kind == "prod":
                bound = 4 * eps * r * np.abs(ref)
            elif kind == "logsumexp":
                bound = 8 * eps * (np.abs(ref) + np.log(r) + 1)
            else:
                scale = {"mean": 1 / r, "l2": 0.5 / np.maximum(ref, 1e-30)}.get(kind, 1.0)
                bound = 4 * eps * (1 + np.sqrt(r)) * terms * scale + 1e-30
            err = np.abs(out - ref)
            assert np.all(err <= bound), f"{w} {space.get(i)}: {np.max(err - bound)} over"


def test_index_of_a_long_axis_is_refused() -> None:
    with pytest.raises(ValueError, match="reduce argmax along r=16777217"):
        Workload.parse(f"reduce:outer=1,r={(1 << 24) + 1},kind=argmax")
    with pytest.raises(ValueError, match="last=1 is for argmax and argmin, not sum"):
        Workload.parse("reduce:outer=1,r=4,kind=sum,last=1")


@pytest.mark.parametrize("shape", [(3, 37, 1), (2, 9, 45)], ids=str)
def test_logsumexp_of_a_fully_masked_row_is_minus_infinity(shape: tuple[int, int, int]) -> None:
    """A row of -inf alone (attention's fully masked row) gives -inf, not NaN; rows with
    some -inf give the log-sum-exp of the rest."""
    outer, r, inner = shape
    w = Workload.of("reduce", outer=outer, r=r, kind="logsumexp", inner=inner)
    given = _inputs(w)[0]
    x = given.reshape(outer, r, inner)  # a view: the -infs land in data
    x[0] = -np.inf
    x[1, : r // 2] = -np.inf
    data = given
    ref = reference(w, [data])
    assert np.all(np.isneginf(ref.reshape(outer, inner)[0]))
    space = get_space(w)
    for i in range(space.size):
        kernel = _kernel(str(w), space.get(i).to_json_str())
        out = kernel(*kernel.prepare(data))
        np.testing.assert_array_equal(np.isneginf(out), np.isneginf(ref))
        finite = np.isfinite(ref)
        assert np.all(np.isfinite(out[finite]))
        np.testing.assert_allclose(out[finite], ref[finite], rtol=1e-5)


def _with_nans(w: Workload, rng: np.random.Generator) -> np.ndarray:
    """Inputs with NaNs at random places in some slices, at both ends of the first
    slice, and none in the last slice."""
    outer, r, inner = w.get_int("outer"), w.get_int("r"), w.get_int("inner")
    data = _inputs(w)[0]
    x = data.reshape(outer, r, inner)  # a view: the NaNs land in data
    clean = x[-1, :, -1].copy()
    for o in range(outer):
        for q in range(inner):
            if rng.random() < 0.6:
                picks = rng.choice(r, size=min(r, int(rng.integers(1, 4))), replace=False)
                x[o, picks, q] = np.nan
    x[0, 0, 0], x[0, r - 1, 0] = np.nan, np.nan
    x[-1, :, -1] = clean
    return data


@pytest.mark.parametrize("kind", ["max", "min", "argmax", "argmin", "sum", "logsumexp"])
@pytest.mark.parametrize("shape", [(5, 37, 1), (2, 3001, 1), (3, 9, 45)], ids=str)
def test_nans_propagate_as_numpy_has_it(kind: str, shape: tuple[int, int, int]) -> None:
    """A slice holding a NaN reduces to NaN, and its argmax/argmin is the first (last=1:
    the last) NaN's index, wherever in the slice the NaN lies; other slices are
    unchanged. A comparison-based maximum alone keeps a NaN only when it comes last."""
    outer, r, inner = shape
    for last in (0, 1) if kind in INDEX_KINDS else (0,):
        w = Workload.of("reduce", outer=outer, r=r, kind=kind, inner=inner, last=last)
        data = _with_nans(w, np.random.default_rng(r + inner + last))
        ref = reference(w, [data])
        space = get_space(w)
        for i in range(space.size):
            kernel = _kernel(str(w), space.get(i).to_json_str())
            out = kernel(*kernel.prepare(data))
            if kind in INDEX_KINDS:
                np.testing.assert_array_equal(out, ref, err_msg=f"{w} {space.get(i)}")
                continue
            np.testing.assert_array_equal(np.isnan(out), np.isnan(ref))
            assert np.isnan(ref).any()
            assert not np.isnan(ref).all()
            finite = ~np.isnan(ref)
            # A float32 sum of lane partials: a few ulps of its summands' scale.
            terms = np.nansum(np.abs(data.reshape(outer, r, inner)), axis=1).reshape(ref.shape)
            bound = 4 * float(np.finfo(np.float32).eps) * (1 + np.sqrt(r)) * terms
            assert np.all(np.abs(out - ref)[finite] <= bound[finite] + 1e-6)
