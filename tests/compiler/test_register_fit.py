"""Register tiles fit the target's vector registers (16 on AVX2, 32 on AVX-512 and NEON).

Static checks, no timing: the tile knobs of every CPU template with a register tile
offer no candidate that fits in no combination, the tuner's screen
(:func:`compiler.config_problem`) rejects exactly the combinations that do not fit, and
each template's default compiles, for AVX2 (znver3) and AVX-512 (znver4), to a hottest
inner loop that neither spills nor reloads a vector register (read from the assembly,
generated without running anything: AVX-512 code on any x86 host).
"""

from __future__ import annotations

import importlib.util
import itertools
import math
import sys
from pathlib import Path
from typing import Any

import pytest

import compiler
from compiler import get_space
from compiler.api import render
from compiler.space import Config, KnobValue
from compiler.target import Target
from runtime.llvm_jit import assembly

ROOT = Path(__file__).resolve().parents[2]
AVX2 = "llvm -mcpu=znver3"
AVX512 = "llvm -mcpu=znver4"
NEON = "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72"

#: ResNet-50 and MobileNet shapes of every CPU template with a register tile.
WORKLOADS = (
    "matmul:m=256,n=256,k=256",
    "matmul:m=1,n=1000,k=2048",
    "batch_matmul:b=8,m=128,n=128,k=64",
    "pointwise_conv2d:n=1,c=256,k=64,p=3136",
    "pointwise_conv2d:n=1,c=512,k=128,p=784",
    "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
    "conv2d:n=1,c=128,h=56,w=56,k=128,r=3,s=3,pad=1,stride=2",
    "conv2d:n=1,c=256,h=56,w=56,k=64,r=1,s=1",
    "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1,layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=128,h=56,w=56,k=128,r=3,s=3,pad=1,stride=2,layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=512,h=7,w=7,k=512,r=3,s=3,pad=1,layout_in=nchw16c,layout_out=nchw16c",
    "conv2d:n=1,c=3,h=224,w=224,k=64,r=7,s=7,stride=2,pad=3,layout_out=nchw16c",
    "depthwise_conv2d:n=1,c=960,h=14,w=14,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=144,h=56,w=56,r=3,s=3,pad=1,layout=nchw16c",
    "pool2d:n=1,c=64,h=112,w=112,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1",
    "pool2d:n=1,c=64,h=112,w=112,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,layout=nchw16c",
)

#: Winograd's register tile is its products' GEMM micro-tile. Its kernel without
#: prepacking also transforms the weights (gathers over KCRS): models and tuning run the
#: prepacked one, which the spill check reads.
WINOGRAD = (
    "winograd_conv2d:n=1,c=64,h=56,w=56,k=64,pad=1,layout_in=nchw16c,layout_out=nchw16c",
    "winograd_conv2d:n=1,c=512,h=7,w=7,k=512,pad=1,layout_in=nchw16c,layout_out=nchw16c",
)


def _asm_loops() -> Any:
    spec = importlib.util.spec_from_file_location("asm_loops", ROOT / "bench" / "asm_loops.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["asm_loops"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _vectors(channels: KnobValue, target: Target) -> int:
    assert isinstance(channels, int)
    return math.ceil(channels / target.vector_lanes("float32"))


def _smallest(candidates: tuple[KnobValue, ...]) -> KnobValue:
    """The smallest of int candidates (a tile's first, smallest, otherwise)."""
    ints = [v for v in candidates if isinstance(v, int)]
    return min(ints) if ints else candidates[0]


def registers_needed(op: str, knobs: dict[str, KnobValue], target: Target) -> int:
    """The register count of a tile, written out per template: accumulators, the vectors
    every row of them shares (none in a pool) and one loaded operand."""
    get = knobs.get
    if op in ("matmul", "batch_matmul", "pointwise_conv2d", "winograd_conv2d"):
        mr, nv = get("mr"), get("nv")
        assert isinstance(mr, int)
        assert isinstance(nv, int)
        return mr * nv + nv + 1
    if op == "depthwise_conv2d" and get("vector_axis") == "w":
        rows, width = get("tile_oh"), get("tile_ow")
        assert isinstance(rows, int)
        assert isinstance(width, int)
        return rows * width + 2  # a vector per accumulator, one weight broadcast
    if op in ("conv2d", "depthwise_conv2d"):
        blocked = get("register_tile")
        if isinstance(blocked, tuple):
            kb, oh, ow = blocked
        else:
            channels = get("tile_k", get("tile_c"))
            rows, width = get("tile_oh"), get("tile_ow")
            assert isinstance(channels, int)
            assert isinstance(rows, int)
            assert isinstance(width, int)
            kb, oh, ow = channels, rows, width
        return (oh * ow + 1) * _vectors(kb, target) + 1
    assert op == "pool2d"
    vectors = _vectors(get("vector_ow", 16), target)
    unroll = get("unroll_ow")
    assert isinstance(unroll, int)
    return unroll * vectors + 1


def tile_knobs(names: tuple[str, ...]) -> list[str]:
    """The knobs that size a register tile."""
    wanted = ("mr", "nv", "register_tile", "tile_k", "tile_oh", "tile_ow", "unroll_ow")
    out = [n for n in wanted if n in names]
    if "tile_k" not in names and "tile_c" in names and "register_tile" not in names:
        out.append("tile_c")  # depthwise: the tile's channels (conv2d's is a reduction)
    if "vector_ow" in names:
        out.append("vector_ow")
    if "vector_axis" in names:
        out.append("vector_axis")  # depthwise on NCHW: channels or a row's pixels in lanes
    return out


@pytest.mark.parametrize("target", [AVX2, AVX512, NEON])
@pytest.mark.parametrize("workload", [*WORKLOADS, *WINOGRAD])
def test_the_screen_rejects_exactly_the_tiles_beyond_the_registers(
    workload: str, target: str
) -> None:
    t = Target.parse(target)
    space = get_space(workload, t)
    op = workload.split(":", maxsplit=1)[0]
    default = space.default()
    names = tile_knobs(space.names)
    have = t.vector_registers()
    assert registers_needed(op, dict(default.knobs), t) <= have, default
    rejected = 0
    for values in itertools.product(*(space.knob(n).candidates for n in names)):
        knobs = {**default.knobs, **dict(zip(names, values, strict=True))}
        need = registers_needed(op, knobs, t)
        problem = compiler.config_problem(workload, Config(knobs), t)
        if need <= have:
            # Fits: no register problem (it may duplicate another config's kernel).
            assert problem is None or "vector registers" not in problem, (knobs, need)
        else:
            rejected += 1
            assert problem is not None, (knobs, need)
            assert f"needs {need} vector registers" in problem
    # Each candidate fits some combination: one that fits none is not offered.
    for name in names:
        for value in space.knob(name).candidates:
            smallest = {n: _smallest(space.knob(n).candidates) for n in names if n != name}
            knobs = {**default.knobs, **smallest, name: value}
            assert registers_needed(op, knobs, t) <= have, (name, value)
    if workload == "matmul:m=256,n=256,k=256":
        assert rejected, "the product space holds tiles beyond the registers (6 x 4 on AVX2)"


@pytest.mark.parametrize("target", [AVX2, AVX512])
@pytest.mark.parametrize("workload", WORKLOADS)
def test_default_inner_loop_does_not_spill(workload: str, target: str) -> None:
    t = Target.parse(target)
    loop = _asm_loops().hot_loop(assembly([render(workload, None, t).text], t))
    assert loop is not None
    assert (loop.spills, loop.reloads) == (0, 0), loop


@pytest.mark.parametrize("target", [AVX2, AVX512])
@pytest.mark.parametrize("workload", WINOGRAD)
def test_default_winograd_inner_loop_does_not_spill(workload: str, target: str) -> None:
    t = Target.parse(target)
    loop = _asm_loops().hot_loop(assembly([render(workload, None, t, prepacked=True).text], t))
    assert loop is not None
    assert (loop.spills, loop.reloads) == (0, 0), loop


@pytest.mark.parametrize(
    ("workload", "fits", "spills"),
    [
        ("matmul:m=256,n=256,k=256", {"mr": 4, "nv": 3}, {"mr": 6, "nv": 4}),
        ("pointwise_conv2d:n=1,c=256,k=64,p=3136", {"mr": 6, "nv": 2}, {"mr": 12, "nv": 2}),
        ("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1", {"tile_ow": 4}, {"tile_ow": 8}),
    ],
)
def test_avx2_tiles_the_screen_rejects_spill_and_those_it_keeps_do_not(
    workload: str, fits: dict[str, int], spills: dict[str, int]
) -> None:
    """The count is not too strict: what it rejects on AVX2 does spill (and the largest
    tiles it keeps do not)."""
    t = Target.parse(AVX2)
    default = get_space(workload, t).default()
    loops = _asm_loops()
    for knobs, spilling in ((fits, False), (spills, True)):
        config = Config({**default.knobs, **knobs})
        assert (compiler.config_problem(workload, config, t) is not None) == spilling
        loop = loops.hot_loop(assembly([render(workload, config, t).text], t))
        assert (loop.spills > 0) == spilling, loop
