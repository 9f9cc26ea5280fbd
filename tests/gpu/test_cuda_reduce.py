"""The CUDA reduce kernel on the host emulator: every kind along rows (a block per row)
and down columns (a thread per column), ragged lengths, against the float64 reference;
argmax/argmin write int64 indices, ties included."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from compiler import Workload, output_shape, random_inputs, reference
from compiler.ops import output_dtype
from compiler.ops_reduce import INDEX_KINDS, REDUCE_KINDS
from compiler.targets.cuda import kernel_source
from compiler.timing import unwritten_output
from tests.gpu.cases import config_with
from tests.gpu.host_emulator import HostKernel

#: (outer, r, inner) and knobs: rows longer than the block and ragged, shorter than the
#: block; columns no block divides.
SHAPES = [
    ((3, 301, 1), {"threads": 64, "unroll": 4}),
    ((2, 20, 1), {"threads": 32, "unroll": 1}),
    ((2, 7, 45), {"threads": 32, "unroll": 2}),
]


@pytest.mark.parametrize("kind", REDUCE_KINDS)
@pytest.mark.parametrize(("shape", "knobs"), SHAPES, ids=[str(s[0]) for s in SHAPES])
def test_every_kind_matches_the_float64_reference(
    kind: str, shape: tuple[int, int, int], knobs: dict, host_build_dir: Path
) -> None:
    outer, r, inner = shape
    for last in (0, 1) if kind in INDEX_KINDS else (0,):
        w = Workload.of("reduce", outer=outer, r=r, kind=kind, inner=inner, last=last)
        x = random_inputs(w, np.random.default_rng(r))[0]
        if kind in INDEX_KINDS:
            x = np.round(x * 2).astype(np.float32)  # ties everywhere
        elif kind == "prod":
            x = (1 + x / 8).astype(np.float32)
        out = unwritten_output(output_shape(w), output_dtype(w))
        HostKernel(kernel_source(w, config_with(w, **knobs)), host_build_dir)(x, out)
        ref = reference(w, [x])
        if kind in INDEX_KINDS:
            assert out.dtype == np.int64
            np.testing.assert_array_equal(out, ref)
        else:
            assert np.all(np.isfinite(out)), "output not fully written"
            assert np.max(np.abs(out - ref)) <= 1e-5 * np.max(np.abs(ref))


@pytest.mark.parametrize(("shape", "knobs"), SHAPES, ids=[str(s[0]) for s in SHAPES])
def test_logsumexp_of_a_fully_masked_row_is_minus_infinity(
    shape: tuple[int, int, int], knobs: dict, host_build_dir: Path
) -> None:
    outer, r, inner = shape
    w = Workload.of("reduce", outer=outer, r=r, kind="logsumexp", inner=inner)
    data = random_inputs(w, np.random.default_rng(r))[0]
    data.reshape(outer, r, inner)[0] = -np.inf
    x = data
    out = unwritten_output(output_shape(w), output_dtype(w))
    HostKernel(kernel_source(w, config_with(w, **knobs)), host_build_dir)(x, out)
    ref = reference(w, [x])
    np.testing.assert_array_equal(np.isneginf(out), np.isneginf(ref))
    finite = np.isfinite(ref)
    np.testing.assert_allclose(out[finite], ref[finite], rtol=1e-5)


@pytest.mark.parametrize("kind", ["max", "min", "argmax", "argmin"])
@pytest.mark.parametrize(("shape", "knobs"), SHAPES, ids=[str(s[0]) for s in SHAPES])
def test_nans_propagate_as_numpy_has_it(
    kind: str, shape: tuple[int, int, int], knobs: dict, host_build_dir: Path
) -> None:
    """A slice holding a NaN gives NaN, or the first (last=1: last) NaN's index (fmaxf
    drops NaNs); slices without one are unchanged."""
    outer, r, inner = shape
    rng = np.random.default_rng(r + inner)
    for last in (0, 1) if kind in INDEX_KINDS else (0,):
        w = Workload.of("reduce", outer=outer, r=r, kind=kind, inner=inner, last=last)
        x = random_inputs(w, rng)[0]
        view = x.reshape(outer, r, inner)
        view[0, r - 1, 0] = view[0, 0, 0] = np.nan
        if outer * inner > 2:  # else the last slice stays the one without NaNs
            view[outer - 1, rng.integers(r), inner - 1] = np.nan
        out = unwritten_output(output_shape(w), output_dtype(w))
        HostKernel(kernel_source(w, config_with(w, **knobs)), host_build_dir)(x, out)
        ref = reference(w, [x])
        if kind in INDEX_KINDS:
            np.testing.assert_array_equal(out, ref)
        else:
            np.testing.assert_array_equal(np.isnan(out), np.isnan(ref))
            finite = ~np.isnan(ref)
            assert finite.any()
            np.testing.assert_array_equal(out[finite], ref[finite])
