"""CUDA concat: the rows of several inputs joined, one thread per few output elements.

The same workloads as the CPU ``concat`` template. Consecutive threads write consecutive
output elements (coalesced stores, and loads as coalesced as each input's row allows);
a thread finds its row and column by one division by the output's row length (a
constant) and reads the one input whose columns hold it.

Knobs: ``threads`` per block; ``per_thread`` elements per thread.
"""

from __future__ import annotations

import itertools

from compiler.codegen.cuda import CudaSource
from compiler.ops_concat import concat_rows, concat_widths
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    CudaTemplate,
    element_kernel,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs: its indices and one value.
REGISTERS = 24


def _elements(w: Workload) -> int:
    return concat_rows(w.params_dict) * sum(concat_widths(w.params_dict))


def space(w: Workload) -> ConfigSpace:
    """Threads and elements per thread (:func:`.template.elements_space`)."""
    return elements_space(_elements(w))


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    widths = concat_widths(w.params_dict)
    starts = [0, *itertools.accumulate(widths)]
    n = _elements(w)
    reads = []
    for i, (width, start, end) in enumerate(zip(widths, starts, starts[1:], strict=False)):
        test = f"if (j < {end}LL) " if i < len(widths) - 1 else ""
        reads.append(
            f"      {'else ' if i else ''}{test}v = __ldg(&in{i}[r * {width}LL + j - {start}LL]);"
        )
    body = [
        f"      const long long r = i / {starts[-1]}LL, j = i % {starts[-1]}LL;",
        "      float v;",
        *reads,
        "      out[i] = v;",
    ]
    return element_kernel(
        name,
        [("float", f"in{i}") for i in range(len(widths))],
        config,
        n,
        body,
        registers=REGISTERS,
    )


FEATURE_NAMES = ("cuda.log_elements_per_thread", "cuda.log_inputs")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Elements per thread and how many inputs a thread chooses between."""
    return [
        log_feature(config.get_int("per_thread")),
        log_feature(len(concat_widths(w.params_dict))),
    ]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the elements twice over (:func:`.template.elements_redundant`)."""
    return elements_redundant(_elements(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
