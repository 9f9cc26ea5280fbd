"""CUDA pool2d: ONNX MaxPool / AveragePool (and global pooling) on NCHW data.

The same workloads as the CPU ``pool2d`` template, in NCHW (see :mod:`compiler.ops_pool`
for the semantics: windows, padding, ceil mode, what an average divides by).

* A window pool gives each thread a few outputs a grid's width apart, consecutive
  threads on consecutive outputs of a row (coalesced stores; the taps, which
  neighbouring threads share, come through the read-only cache). Taps outside the input
  are skipped; an average divides by the taps counted as the workload says.
* A global pool (the window is the whole plane, no padding) is the ``reduce`` template's
  kernel of each plane's mean or maximum (:mod:`.reduce`): a block per plane, its threads
  striding along it and combining their partials in shared memory. A thread per plane
  would read a 112x112 plane (a squeeze-and-excitation block's) alone.

A maximum is NaN where a tap is NaN, as numpy's and the CPU kernel's.

Knobs: window pools ``threads`` and ``per_thread`` (:func:`.template.elements_space`);
global pools the reduce template's ``threads`` and ``unroll``.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.ops import output_shape
from compiler.ops_pool import pool_axes
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda import reduce
from compiler.templates.cuda.template import (
    CudaTemplate,
    element_kernel,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs (an estimate: indices, the window's bounds, the accumulator).
REGISTERS = 32

#: How a maximum takes in a tap ``v``: NaN wins and stays (``v > NaN`` is false).
_MAX_STEP = "acc = (v > acc || v != v) ? v : acc;"


def is_global(w: Workload) -> bool:
    """The window covers the whole plane with no padding: one output per plane."""
    p = w.int_params
    pads = (p["pt"], p["pl"], p["pb"], p["pr"])
    return p["kh"] == p["h"] and p["kw"] == p["w"] and not any(pads) and p["dh"] == p["dw"] == 1


def _outputs(w: Workload) -> int:
    n, c, oh, ow = output_shape(w)
    return n * c * oh * ow


def space(w: Workload) -> ConfigSpace:
    """A block per plane for global pools (the reduce template's), else a few outputs per
    thread."""
    if is_global(w):
        return reduce.space(_as_reduce(w))
    return elements_space(_outputs(w))


def _window_axis(var: str, out: str, axis: tuple[int, int, int, tuple[int, int], int],
                 count: str) -> list[str]:  # fmt: skip
    """C lines bounding the taps of output ``out`` along one axis (``pool_axes``' size,
    kernel, stride, pads and dilation): ``{var}0`` the first window position,
    ``{var}lo``/``{var}hi`` the taps inside the input; for an average (``count`` ``inside``
    or ``padded``, the ``count_pad`` rule), ``{var}n`` the taps it counts along this axis."""
    size, kernel, stride, (begin, end), d = axis
    lines = [
        f"      const int {var}0 = {out} * {stride} - {begin};",
        # The first tap k with 0 <= var0 + k * d, and one past the last with var0 + k * d < size.
        f"      const int {var}lo = {var}0 >= 0 ? 0 : (-{var}0 + {d - 1}) / {d};",
        f"      const int {var}hi = min({kernel}, ({size} - {var}0 + {d - 1}) / {d});",
    ]
    if count == "padded":  # taps inside the padded input: before its end padding
        lines.append(
            f"      const int {var}n = min({kernel}, ({size + end} - {var}0 + {d - 1}) / {d});"
        )
    elif count == "inside":
        lines.append(f"      const int {var}n = {var}hi - {var}lo;")
    return lines


def _render_window(w: Workload, config: Config, name: str) -> CudaSource:
    p = w.int_params
    mode = str(w.get("mode"))
    n_, c_, oh, ow = output_shape(w)
    total = n_ * c_ * oh * ow
    count = "none" if mode == "max" else ("padded" if p["count_pad"] else "inside")
    h_axis, w_axis = pool_axes(w.params_dict)
    y_lines = _window_axis("y", "oy", h_axis, count)
    x_lines = _window_axis("x", "ox", w_axis, count)
    start = "-INFINITY" if mode == "max" else "0.0f"
    take = _MAX_STEP if mode == "max" else "acc += v;"
    finish = "acc" if mode == "max" else "acc / (float)(yn * xn)"
    body = [
        f"      const int ox = (int)(i % {ow});",
        f"      const long long row = i / {ow};",
        f"      const int oy = (int)(row % {oh});",
        f"      const float* src = data + (row / {oh}) * {p['h'] * p['w']}LL;",
        *y_lines,
        *x_lines,
        f"      float acc = {start};",
        "      for (int ky = ylo; ky < yhi; ++ky) {",
        f"        const float* line = src + (y0 + ky * {p['dh']}) * {p['w']};",
        "        for (int kx = xlo; kx < xhi; ++kx) {",
        f"          const float v = __ldg(&line[x0 + kx * {p['dw']}]);",
        f"          {take}",
        "        }",
        "      }",
        f"      out[i] = {finish};",
    ]
    return element_kernel(name, [("float", "data")], config, total, body, registers=REGISTERS)


def _as_reduce(w: Workload) -> Workload:
    """A global pool as the ``reduce`` workload it is: the mean or maximum of each plane."""
    p = w.int_params
    kind = "max" if w.get("mode") == "max" else "mean"
    return Workload.of("reduce", outer=p["n"] * p["c"], r=p["h"] * p["w"], kind=kind)


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    if is_global(w):
        return reduce.render(_as_reduce(w), config, name)
    return _render_window(w, config, name)


FEATURE_NAMES = ("cuda.log_taps", "cuda.log_outputs_per_thread")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Taps per output, and outputs per thread (a global pool's: its block's share)."""
    p = w.int_params
    per = config.get_int("per_thread") if "per_thread" in config.knobs else 1
    return [log_feature(p["kh"] * p["kw"]), log_feature(per)]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering its plane, or the outputs, twice over."""
    if is_global(w):
        return reduce.redundant(_as_reduce(w), config)
    return elements_redundant(_outputs(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
