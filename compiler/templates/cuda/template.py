"""What the CUDA entry points dispatch on: one operator's template, as data."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from compiler.codegen.cuda import CudaSource
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.workload import Workload

#: Blocks below which a default config leaves SMs idle (a GPU has about 100 or more SMs):
#: the templates' defaults then make more, smaller blocks (or split K).
FEW_BLOCKS = 128


@dataclass(frozen=True, slots=True)
class CudaTemplate:
    """An operator's CUDA template: its space, its renderer and its own cost-model features.

    Attributes:
        space: The workload's config space (knobs trimmed to its size, a default by size).
        render: ``(workload, config, kernel name)`` -> the CUDA C of a config of that space
            (not yet checked against a device's limits).
        feature_names: Names of the template's own cost-model features (those that
            every CUDA kernel has, threads or shared memory, are added around them).
        features: ``(workload, config, rendered source)`` -> their values, in order.
        redundant: ``(workload, config)`` -> why a smaller config of the space does the
            same work (see :func:`oversized_tile`), or None; a tuner need not measure it.
    """

    space: Callable[[Workload], ConfigSpace]
    render: Callable[[Workload, Config, str], CudaSource]
    feature_names: tuple[str, ...]
    features: Callable[[Workload, Config, CudaSource], list[float]]
    redundant: Callable[[Workload, Config], str | None]


def oversized_tile(
    axis: str, extent: int, threads: int, per_thread: int, fewest_threads: int
) -> str | None:
    """Why a block tile of ``threads x per_thread`` outputs along ``axis`` is redundant:
    it covers the output's ``extent`` at least twice over though a tile of half the size
    exists (half the threads, each knob's candidates being doublings down to
    ``fewest_threads``, or half the outputs per thread). That tile computes the same
    outputs in as many blocks, with none of the idle threads. None otherwise.
    """
    tile = threads * per_thread
    if tile >= 2 * extent and (threads > fewest_threads or per_thread > 1):
        return (
            f"redundant: a block tile of {tile} along {axis} covers the output's {extent} "
            "twice over; half that tile computes the same outputs without the idle threads"
        )
    return None


#: Threads per block and elements per thread of the templates that give a thread a few
#: elements a grid's width apart (``pointwise``, ``copy``).
ELEMENT_THREADS = (64, 128, 256, 512)
ELEMENT_PER_THREAD = (1, 2, 4, 8)


def elements_space(n: int) -> ConfigSpace:
    """``threads`` and ``per_thread`` over ``n`` elements; by default 256 threads with as
    many elements each (up to 4) as still leave :data:`FEW_BLOCKS` blocks for the SMs."""
    per = 1
    while per < 4 and -(-n // (256 * per * 2)) >= FEW_BLOCKS:
        per *= 2
    default: dict[str, KnobValue] = {"threads": 256, "per_thread": per}
    knobs = (
        choice_knob("threads", ELEMENT_THREADS),
        choice_knob("per_thread", ELEMENT_PER_THREAD),
    )
    return ConfigSpace(knobs, default)


def element_kernel(
    name: str,
    inputs: Sequence[tuple[str, str]],
    config: Config,
    total: int,
    body: Sequence[str],
    *,
    registers: int,
) -> CudaSource:
    """An elementwise kernel of a config of :func:`elements_space`: each thread computes
    ``per_thread`` of the ``total`` outputs a grid's width apart (consecutive threads on
    consecutive outputs: coalesced stores). ``inputs``: each input's C element type and
    name (the output ``out`` follows); ``body``: lines computing output ``i`` (indented
    six spaces, ``i < total`` checked)."""
    threads, per = config.get_int("threads"), config.get_int("per_thread")
    blocks = -(-total // (threads * per))
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        *(f"    const {ctype}* __restrict__ {arg}," for ctype, arg in inputs),
        "    float* __restrict__ out) {",
        f"  const long long first = (long long)blockIdx.x * {threads} + threadIdx.x;",
        "#pragma unroll",
        f"  for (int e = 0; e < {per}; ++e) {{",
        f"    const long long i = first + (long long)e * {blocks * threads};",
        f"    if (i < {total}LL) {{",
        *body,
        "    }",
        "  }",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=(*(arg for _, arg in inputs), "out"),
        grid=(blocks, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=0,
        registers_per_thread=registers,
    )


def elements_redundant(n: int, config: Config) -> str | None:
    """A block covering the ``n`` elements twice over (:func:`oversized_tile`)."""
    threads, per = config.get_int("threads"), config.get_int("per_thread")
    return oversized_tile("the elements", n, threads, per, ELEMENT_THREADS[0])


def log_feature(x: float) -> float:
    """``log2(1 + x)`` (0 for x <= 0): sizes and counts spanning decades as features."""
    return math.log2(1.0 + max(x, 0.0))


#: How :func:`block_reduce` combines two values ``a`` and ``b`` by each operation.
COMBINE = {"+": "{a} + {b}", "*": "{a} * {b}", "max": "fmaxf({a}, {b})", "min": "fminf({a}, {b})"}


def block_reduce(var: str, op: str, threads: int) -> list[str]:
    """CUDA C lines combining the block's values of ``var`` by ``op`` (``+``, ``*``,
    ``max`` or ``min``) in the shared array ``red[threads]`` (a tree; ``threads`` a power
    of two): every thread then reads the result in ``red[0]``."""
    if op == "+":
        combine = "red[threadIdx.x] += red[threadIdx.x + h];"
    else:
        both = COMBINE[op].format(a="red[threadIdx.x]", b="red[threadIdx.x + h]")
        combine = f"red[threadIdx.x] = {both};"
    return [
        f"  red[threadIdx.x] = {var};",
        "  __syncthreads();",
        f"  for (int h = {threads // 2}; h > 0; h >>= 1) {{",
        f"    if (threadIdx.x < h) {combine}",
        "    __syncthreads();",
        "  }",
    ]


#: Threads per block and loop unrolling of the row templates (layernorm, softmax).
ROW_THREADS = (32, 64, 128, 256, 512)
ROW_UNROLL = (1, 2, 4)


#: The features of a row template (:func:`row_features`).
ROW_FEATURE_NAMES = ("cuda.log_row_length", "cuda.log_values_per_thread")


def row_features(row_length: int, config: Config, *, across: bool) -> list[float]:
    """A row's length and how many of its values each thread reads per pass (all of them
    where each thread walks down its own column: ``across``)."""
    per_thread = row_length if across else -(-row_length // config.get_int("threads"))
    return [log_feature(row_length), log_feature(per_thread * config.get_int("unroll"))]


def row_redundant(what: str, extent: int, config: Config) -> str | None:
    """Why a row template's block covers ``what`` (``extent`` long) twice over, if it does."""
    return oversized_tile(what, extent, config.get_int("threads"), 1, ROW_THREADS[0])


def row_space(row_length: int, *, across: bool) -> ConfigSpace:
    """``threads`` and ``unroll`` of a row template: by default about a quarter of a
    row's values per thread and at least a warp (a block per row), or 128 threads when
    each thread walks down its own column (``across``)."""
    if across:
        threads = 128
    else:
        threads = next((t for t in ROW_THREADS if 4 * t >= row_length), ROW_THREADS[-1])
    default: dict[str, KnobValue] = {"threads": threads, "unroll": 2}
    knobs = (choice_knob("threads", ROW_THREADS), choice_knob("unroll", ROW_UNROLL))
    return ConfigSpace(knobs, default)
