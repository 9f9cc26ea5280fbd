"""CUDA copy: a strided read of a flat input, one thread per few output elements.

The same workloads as the CPU ``copy`` template. Consecutive threads write consecutive
output elements (coalesced stores; the loads are as ordered as the strides allow), each
thread takes ``per_thread`` elements a whole grid's width apart, and a thread finds its
input element by dividing its output index down the axes (constants: the compiler turns
them into multiplications).

Knobs: ``threads`` per block; ``per_thread`` elements per thread.
"""

from __future__ import annotations

import math

from compiler.codegen.cuda import CudaSource
from compiler.ops_copy import copy_shape, copy_strides
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    CudaTemplate,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs: its indices and one value.
REGISTERS = 24


def _elements(w: Workload) -> int:
    return math.prod(copy_shape(w.params_dict))


def space(w: Workload) -> ConfigSpace:
    """Threads and elements per thread (:func:`.template.elements_space`)."""
    return elements_space(_elements(w))


def _source_index(shape: tuple[int, ...], strides: tuple[int, ...], offset: int) -> str:
    """The input index of output element ``i`` as C (``i`` a long long)."""
    terms = [f"{offset}LL"] if offset else []
    inner = 1
    for axis in reversed(range(len(shape))):
        n, s = shape[axis], strides[axis]
        index = "i" if inner == 1 else f"(i / {inner}LL)"
        if axis > 0:
            index = f"({index} % {n}LL)"
        if s:
            terms.append(index if s == 1 else f"{index} * {s}LL")
        inner *= n
    return " + ".join(terms) or "0LL"


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    shape, strides = copy_shape(w.params_dict), copy_strides(w.params_dict)
    n, threads, per = _elements(w), config.get_int("threads"), config.get_int("per_thread")
    blocks = -(-n // (threads * per))
    source = _source_index(shape, strides, w.get_int("offset"))
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    const float* __restrict__ data, float* __restrict__ out) {",
        f"  const long long first = (long long)blockIdx.x * {threads} + threadIdx.x;",
        "#pragma unroll",
        f"  for (int e = 0; e < {per}; ++e) {{",
        f"    const long long i = first + (long long)e * {blocks * threads};",
        f"    if (i < {n}LL) out[i] = __ldg(&data[{source}]);",
        "  }",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=("data", "out"),
        grid=(blocks, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=0,
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ("cuda.log_elements_per_thread", "cuda.log_inner_stride")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Elements per thread and how far apart a warp's loads are."""
    inner = abs(copy_strides(w.params_dict)[-1])
    return [log_feature(config.get_int("per_thread")), log_feature(max(inner, 1))]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the elements twice over (:func:`.template.elements_redundant`)."""
    return elements_redundant(_elements(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
