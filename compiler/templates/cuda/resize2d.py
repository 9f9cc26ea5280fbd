"""CUDA resize2d: each output the weighted sum of its taps, one thread per few outputs.

The same workloads as the CPU ``resize2d`` template, taken directly (a separable pass
would need a second launch or the plane in shared memory; a GPU's read-only cache serves
the taps, which neighbouring threads share). Consecutive threads take consecutive
outputs of a row (coalesced stores), each ``per_thread`` outputs a grid's width apart,
as in the pointwise template.

Each thread computes its output's taps (:mod:`compiler.templates.resize_taps`) with the
round-to-nearest intrinsics (``__fmul_rn``, ``__fadd_rn`` and kin), which nvcc never
fuses into an FMA: every index and weight is the one the CPU kernel and the reference
compute (the nearest pixels onnxruntime picks). Only the weighted sum may fuse.

Knobs: ``threads`` per block; ``per_thread`` outputs per thread.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.codegen.cuda_expr import ExprPrinter
from compiler.ops import output_shape
from compiler.ops_resize import ResizeAxis, resize_axes, taps
from compiler.space import Config, ConfigSpace, KnobValue, choice_knob
from compiler.te.expr import BinOp, Expr, Var
from compiler.templates.cuda.template import (
    FEW_BLOCKS,
    CudaTemplate,
    element_kernel,
    log_feature,
    oversized_tile,
)
from compiler.templates.resize_taps import coordinate, taps_at
from compiler.workload import Workload

THREADS = (64, 128, 256, 512)
PER_THREAD = (1, 2, 4)

#: Registers a thread needs: its indices and the taps of both axes (cubic: 16 of them).
REGISTERS = 40

_ROUNDED = {
    "float32": {"+": "__fadd_rn", "-": "__fsub_rn", "*": "__fmul_rn", "/": "__fdiv_rn"},
    "float64": {"+": "__dadd_rn", "-": "__dsub_rn", "*": "__dmul_rn", "/": "__ddiv_rn"},
}


class _RoundedPrinter(ExprPrinter):
    """Float arithmetic as round-to-nearest intrinsics: each operation rounds, as in the
    reference, never fused with the next."""

    def __call__(self, e: Expr) -> str:
        if isinstance(e, BinOp) and e.op in _ROUNDED.get(e.dtype, {}):
            return f"{_ROUNDED[e.dtype][e.op]}({self(e.a)}, {self(e.b)})"
        return super().__call__(e)


def _elements(w: Workload) -> int:
    n, c, oh, ow = output_shape(w)
    return n * c * oh * ow


def space(w: Workload) -> ConfigSpace:
    """Threads and outputs per thread; by default 256 threads with as many outputs each
    (up to 4) as still leave :data:`FEW_BLOCKS` blocks for the SMs."""
    n = _elements(w)
    per = 1
    while per < 4 and -(-n // (256 * per * 2)) >= FEW_BLOCKS:
        per *= 2
    default: dict[str, KnobValue] = {"threads": 256, "per_thread": per}
    knobs = (choice_knob("threads", THREADS), choice_knob("per_thread", PER_THREAD))
    return ConfigSpace(knobs, default)


def _axis_lines(w: Workload, axis: ResizeAxis, var: str) -> tuple[list[str], list[tuple[str, str]]]:
    """C lines computing the taps of output index ``var`` along ``axis``, and per tap its
    (index, weight) names (weight "" for nearest or an axis not resized)."""
    if not axis.resized:
        return [], [(var, "")]
    params = w.params_dict
    o, x = Var(var), Var(f"c{var}", "float32")
    printer = _RoundedPrinter({o: var, x: x.name})
    lines = [f"      const float {x.name} = {printer(coordinate(str(params['coord']), axis, o))};"]
    found = taps_at(params, axis, x)
    names = []
    for k, index in enumerate(found.index):
        lines.append(f"      const int {var}{k} = (int){printer(index)};")
        weight = ""
        if found.weight is not None:
            weight = f"w{var}{k}"
            lines.append(f"      const float {weight} = {printer(found.weight[k])};")
        names.append((f"{var}{k}", weight))
    return lines, names


def _weighted(terms: list[tuple[str, str]]) -> str:
    """``w0 * t0 + w1 * t1 + ...`` (a term without a weight as it is)."""
    return " + ".join(f"{w} * {t}" if w else t for t, w in terms)


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    total = _elements(w)
    h_axis, w_axis = resize_axes(w.params_dict)
    p = w.int_params
    h_lines, rows = _axis_lines(w, h_axis, "y")
    w_lines, cols = _axis_lines(w, w_axis, "x")
    row_sums = []
    for row, wy in rows:
        reads = [(f"__ldg(&src[{row} * {p['w']} + {col}])", wx) for col, wx in cols]
        row_sum = _weighted(reads)
        row_sums.append((f"({row_sum})" if len(reads) > 1 and wy else row_sum, wy))
    body = [
        f"      const int x = (int)(i % {p['ow']});",
        f"      const long long row = i / {p['ow']};",
        f"      const int y = (int)(row % {p['oh']});",
        f"      const float* src = data + (row / {p['oh']}) * {p['h'] * p['w']}LL;",
        *h_lines,
        *w_lines,
        f"      out[i] = {_weighted(row_sums)};",
    ]
    return element_kernel(name, [("float", "data")], config, total, body, registers=REGISTERS)


FEATURE_NAMES = ("cuda.log_outputs_per_thread", "cuda.log_taps")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Outputs per thread and the reads each output takes."""
    params = w.params_dict
    h, wd = resize_axes(params)
    reads = taps(params, h) * taps(params, wd)
    return [log_feature(config.get_int("per_thread")), log_feature(reads)]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the outputs twice over (:func:`oversized_tile`)."""
    return oversized_tile(
        "the outputs", _elements(w), config.get_int("threads"), config.get_int("per_thread"), 64
    )


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
