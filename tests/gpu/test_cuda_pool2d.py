"""The CUDA pool2d kernels compute what the float64 reference does, run on the host emulator
(``tests.gpu.host_emulator``): window pools with padding, ceil mode, dilation and both
averaging rules, and global pools, each at its default and sampled configs."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from compiler import Workload, get_space, output_shape, random_inputs, reference
from compiler.targets.cuda import kernel_source
from compiler.templates.cuda.pool2d import is_global
from tests.gpu.host_emulator import run_on_host

RTOL = 1e-5

POOLS = [
    # ResNet's stem pool: 3x3 stride 2, padded one pixel each side.
    "pool2d:n=2,c=3,h=13,w=11,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1",
    "pool2d:n=1,c=4,h=9,w=10,kh=3,kw=2,sh=2,sw=1,pt=1,pl=0,pb=1,pr=1,mode=avg",
    "pool2d:n=1,c=4,h=9,w=10,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,mode=avg,count_pad=1",
    # Ceil mode: the last window hangs over the end padding.
    "pool2d:n=1,c=3,h=10,w=9,kh=3,kw=3,sh=2,sw=2,pt=0,pl=1,pb=1,pr=1,mode=avg,count_pad=1,ceil=1",
    "pool2d:n=1,c=3,h=10,w=9,kh=3,kw=3,sh=2,sw=2,ceil=1",
    "pool2d:n=1,c=2,h=12,w=11,kh=3,kw=2,sh=1,sw=2,dh=2,dw=3,pt=2,pl=1,pb=2,pr=1",
    # Global pools: a block per plane (7x7 of ResNet's head, a squeeze-and-excitation plane).
    "pool2d:n=2,c=5,h=7,w=7,kh=7,kw=7,mode=avg",
    "pool2d:n=1,c=3,h=37,w=29,kh=37,kw=29,mode=avg",
    "pool2d:n=1,c=3,h=9,w=8,kh=9,kw=8",
]


@pytest.mark.parametrize("workload", POOLS)
def test_pool2d_matches_the_reference(workload: str, host_build_dir: Path) -> None:
    w = Workload.parse(workload)
    space = get_space(w, "cuda")
    for seed, config in enumerate([space.default(), *space.sample(random.Random(2), 3)]):
        inputs = random_inputs(w, np.random.default_rng(seed))
        out = run_on_host(kernel_source(w, config), inputs, output_shape(w), host_build_dir)
        ref = reference(w, inputs)
        if w.get("mode") == "max":  # a maximum is one of the taps, exactly
            np.testing.assert_array_equal(out, ref.astype(np.float32), err_msg=str(config))
        else:
            err = np.max(np.abs(out - ref)) / np.max(np.abs(ref))
            assert err < RTOL, f"{workload} {config}: max relative error {err:.2e}"


@pytest.mark.parametrize("workload", [POOLS[0], POOLS[-1]])
def test_a_nan_tap_makes_the_maximum_nan(workload: str, host_build_dir: Path) -> None:
    """As numpy's maximum (and the CPU kernel's): fmaxf alone would drop the NaN."""
    w = Workload.parse(workload)
    (data,) = random_inputs(w, np.random.default_rng(7))
    data[0, 1, 2, 3] = np.nan
    out = run_on_host(kernel_source(w, None), [data], output_shape(w), host_build_dir)
    ref = reference(w, [data])
    np.testing.assert_array_equal(np.isnan(out), np.isnan(ref))
    assert np.isnan(out).any()


def test_only_whole_plane_windows_without_padding_are_global() -> None:
    assert is_global(Workload.parse(POOLS[-3]))
    assert not is_global(Workload.parse(POOLS[0]))
    assert not is_global(Workload.parse("pool2d:n=1,c=2,h=7,w=7,kh=7,kw=7,pt=1,pb=1,mode=avg"))
