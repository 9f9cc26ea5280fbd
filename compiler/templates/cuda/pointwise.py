"""CUDA pointwise: ``out = fn(x0, x1, ...)`` elementwise, one thread per few elements.

The same workloads as the CPU ``pointwise`` template (a fused elementwise region, flat
in any layout; per-channel inputs broadcast over the ``inner`` pixels of each channel,
inputs the same for every outer index repeated).
Consecutive threads take consecutive elements (coalesced loads and stores), and each
thread takes ``per_thread`` elements a whole grid's width apart, so a launch of fewer,
busier blocks still reads memory in order.

Knobs: ``threads`` per block; ``per_thread`` elements per thread.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.codegen.cuda_expr import ExprPrinter
from compiler.ops import input_shapes, output_shape
from compiler.pointwise import parse, to_expr
from compiler.space import Config, ConfigSpace
from compiler.te.expr import Var
from compiler.templates.cuda.template import (
    CudaTemplate,
    element_kernel,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs for its indices and one element's function (an estimate:
#: the longest functions, erf and softplus, keep a dozen values live).
REGISTERS = 32


def _elements(w: Workload) -> int:
    return w.get_int("n")


def space(w: Workload) -> ConfigSpace:
    """Threads and elements per thread (:func:`.template.elements_space`)."""
    return elements_space(_elements(w))


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    n = _elements(w)
    fn = parse(str(w.get("fn")))
    shapes = input_shapes(w)
    full = output_shape(w)
    group = w.get_int("inner") * w.get_int("block")
    values = [Var(f"v{i}", "float32") for i in range(len(shapes))]
    body = ExprPrinter({v: v.name for v in values})(to_expr(fn, values))
    lines = []
    for i, shape in enumerate(shapes):
        if shape == full:
            index = "i"
        elif shape[0] == 1 and full[0] > 1:  # the same for every outer index: [1, inner, block]
            index = f"i % {group}"
        else:  # one value per channel: [outer, 1, block]
            block = w.get_int("block")
            index = f"(i / {group}) * {block} + i % {block}" if block > 1 else f"i / {group}"
        lines.append(f"      const float v{i} = __ldg(&x{i}[{index}]);")
    lines.append(f"      out[i] = {body};")
    inputs = [("float", f"x{i}") for i in range(len(shapes))]
    return element_kernel(name, inputs, config, n, lines, registers=REGISTERS)


FEATURE_NAMES = ("cuda.log_elements_per_thread", "cuda.log_inputs")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Elements per thread and the arrays each element reads."""
    return [log_feature(config.get_int("per_thread")), log_feature(len(input_shapes(w)))]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the elements twice over (:func:`.template.elements_redundant`)."""
    return elements_redundant(_elements(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
