"""CUDA softmax: Softmax and LogSoftmax along each row, one block per row.

The block's threads stride along the row (coalesced loads): the row's maximum, then the
sum of ``exp(x - max)``, each reduced across the block in shared memory, then the row is
written. Along axis 1 of ``[m, c, inner]``, a thread per inner element walks down the axis
instead. ``expf``/``logf`` as in the other CUDA templates.

Along rows, ``mask=R`` adds row ``r % R`` of a mask in each pass (attention's mask, shared
by the heads) and ``nan0`` stores 0 for NaN (a row of -inf alone).

Knobs: ``threads`` per block; ``unroll`` of a thread's loop along the row.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    ROW_FEATURE_NAMES,
    CudaTemplate,
    block_reduce,
    row_features,
    row_redundant,
    row_space,
)
from compiler.workload import Workload

#: Registers a thread needs (an estimate: indices, the running max and sum).
REGISTERS = 24


def space(w: Workload) -> ConfigSpace:
    """Threads per block and the unrolling (:func:`.template.row_space`)."""
    return row_space(w.get_int("c"), across=w.get_int("inner") > 1)


def _render_across(w: Workload, config: Config, name: str) -> CudaSource:
    """Along axis 1 of ``[m, c, inner]``: a thread per (row, inner element), consecutive
    threads on consecutive inner elements (coalesced at each step down the axis)."""
    m, c, inner = w.get_int("m"), w.get_int("c"), w.get_int("inner")
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    per_row = -(-inner // threads)
    down = [f"#pragma unroll {unroll}", f"  for (int j = 0; j < {c}; ++j)"]
    at = f"x[(long long)j * {inner}]"
    if w.get_int("log"):
        finish = [
            "  const float lse = logf(s);",
            *down,
            f"    y[(long long)j * {inner}] = __ldg(&{at}) - peak - lse;",
        ]
    else:
        finish = [
            "  const float inv = 1.0f / s;",
            *down,
            f"    y[(long long)j * {inner}] = expf(__ldg(&{at}) - peak) * inv;",
        ]
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    const float* __restrict__ data, float* __restrict__ out) {",
        f"  const int o = blockIdx.x / {per_row};",
        f"  const int q = (blockIdx.x % {per_row}) * {threads} + threadIdx.x;",
        f"  if (q >= {inner}) return;",
        f"  const float* x = data + (long long)o * {c * inner} + q;",
        f"  float* y = out + (long long)o * {c * inner} + q;",
        "  float peak = -INFINITY;",
        *down,
        f"    peak = fmaxf(peak, __ldg(&{at}));",
        "  float s = 0.0f;",
        *down,
        f"    s += expf(__ldg(&{at}) - peak);",
        *finish,
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=("data", "out"),
        grid=(m * per_row, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=0,
        registers_per_thread=REGISTERS,
    )


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    if w.get_int("inner") > 1:
        return _render_across(w, config, name)
    m, c = w.get_int("m"), w.get_int("c")
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    loop = [f"#pragma unroll {unroll}", f"  for (int j = threadIdx.x; j < {c}; j += {threads})"]
    rows = w.get_int("mask")
    # The masked row's value (attention's mask, row r % R of it, added in each pass).
    xj = "(__ldg(&x[j]) + __ldg(&mk[j]))" if rows else "__ldg(&x[j])"
    value = f"{xj} - peak - lse" if w.get_int("log") else f"expf({xj} - peak) * inv"
    if w.get_int("nan0"):  # a row of -inf alone: 0, not NaN (torch's guard)
        store = ["    { const float v = " + value + ";", "      y[j] = isnan(v) ? 0.0f : v; }"]
    else:
        store = [f"    y[j] = {value};"]
    scale = (
        "  const float lse = logf(red[0]);"
        if w.get_int("log")
        else ("  const float inv = 1.0f / red[0];")
    )
    finish = [scale, *loop, *store]
    params = ("data", "mask", "out") if rows else ("data", "out")
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    "
        + ", ".join(f"const float* __restrict__ {p}" for p in params[:-1])
        + ", float* __restrict__ out) {",
        f"  __shared__ float red[{threads}];",
        f"  const float* x = data + (long long)blockIdx.x * {c};",
        *([f"  const float* mk = mask + (long long)(blockIdx.x % {rows}) * {c};"] if rows else []),
        f"  float* y = out + (long long)blockIdx.x * {c};",
        "  float top = -INFINITY;",
        *loop,
        f"    top = fmaxf(top, {xj});",
        *block_reduce("top", "max", threads),
        "  const float peak = red[0];",
        "  __syncthreads();  // red is written again below",
        "  float s = 0.0f;",
        *loop,
        f"    s += expf({xj} - peak);",
        *block_reduce("s", "+", threads),
        *finish,
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=params,
        grid=(m, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=4 * threads,
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ROW_FEATURE_NAMES


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """A row's length and how many of its values each thread reads per pass."""
    return row_features(w.get_int("c"), config, across=w.get_int("inner") > 1)


def redundant(w: Workload, config: Config) -> str | None:
    """A block whose threads cover a row (or the inner elements) twice over."""
    if w.get_int("inner") > 1:
        return row_redundant("the inner elements", w.get_int("inner"), config)
    return row_redundant("a row", w.get_int("c"), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
