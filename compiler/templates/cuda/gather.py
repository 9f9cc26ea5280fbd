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
    element_kernel,
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
    total = _elements(w)
    body = [
        f"      const long long row = i / {inner}LL, col = i % {inner}LL;",
        f"      const long long o = row / {count}LL, j = row % {count}LL;",
        "      long long k = __ldg(&indices[j]);",
        f"      k = min(max(k < 0LL ? k + {n}LL : k, 0LL), {n - 1}LL);",
        f"      out[i] = __ldg(&data[(o * {n}LL + k) * {inner}LL + col]);",
    ]
    return element_kernel(
        name,
        [("float", "data"), ("long long", "indices")],
        config,
        total,
        body,
        registers=REGISTERS,
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
