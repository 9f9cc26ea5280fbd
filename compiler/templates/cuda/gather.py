"""CUDA gather: each output row a copy of the table row its index picks.

The same workloads as the CPU ``gather`` template. Consecutive threads write consecutive
output elements (coalesced stores, and loads coalesced along a row); a thread finds its
row and column by one division by the row length (a constant), reads the row's index
(the same for a row's threads: one cached load), counts it from the end when negative
and clamps it into the table, so no call reads outside it.

Knobs: ``threads`` per block; ``per_thread`` elements per thread.
"""

from __future__ import annotations

import math

from compiler.codegen.cuda import CudaSource
from compiler.ops_gather import gather_output
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    CudaTemplate,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs: its indices, the row's index and one value.
REGISTERS = 24


def _elements(w: Workload) -> int:
    return math.prod(gather_output(w.params_dict))


def space(w: Workload) -> ConfigSpace:
    """Threads and elements per thread (:func:`.template.elements_space`)."""
    return elements_space(_elements(w))


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    _, count, inner = gather_output(w.params_dict)
    n = int(w.params_dict["n"])
    total, threads, per = _elements(w), config.get_int("threads"), config.get_int("per_thread")
    blocks = -(-total // (threads * per))
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    const float* __restrict__ data, const long long* __restrict__ indices,",
        "    float* __restrict__ out) {",
        f"  const long long first = (long long)blockIdx.x * {threads} + threadIdx.x;",
        "#pragma unroll",
        f"  for (int e = 0; e < {per}; ++e) {{",
        f"    const long long i = first + (long long)e * {blocks * threads};",
        f"    if (i < {total}LL) {{",
        f"      const long long row = i / {inner}LL, col = i % {inner}LL;",
        f"      const long long o = row / {count}LL, j = row % {count}LL;",
        "      long long k = __ldg(&indices[j]);",
        f"      k = min(max(k < 0LL ? k + {n}LL : k, 0LL), {n - 1}LL);",
        f"      out[i] = __ldg(&data[(o * {n}LL + k) * {inner}LL + col]);",
        "    }",
        "  }",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=("data", "indices", "out"),
        grid=(blocks, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=0,
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ("cuda.log_elements_per_thread", "cuda.log_row")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Elements per thread and the row length (the run each index serves)."""
    return [
        log_feature(config.get_int("per_thread")),
        log_feature(gather_output(w.params_dict)[2]),
    ]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the elements twice over (:func:`.template.elements_redundant`)."""
    return elements_redundant(_elements(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
