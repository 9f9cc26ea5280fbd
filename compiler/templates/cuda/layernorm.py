"""CUDA layernorm: the CPU template's two-pass row statistics, on a GPU's threads.

* ``rows`` (``[n, p, c]``): one block per row. Its threads stride along the row (coalesced
  loads), sum it, reduce their partial sums in shared memory, then do the same with the
  squared deviations from the mean, and write the row.
* ``nchw`` (``[n, c, p]``): one thread per row (pixel), a block of consecutive pixels of
  one image: at each channel the block's loads are consecutive; no reduction crosses
  threads.

The ``cuda`` target keeps NCHW (``nchw16c`` is the CPU's blocked layout: refused here).
Instance and group norms (``plane > 0``) are rows with one scale per plane.

Knobs: ``threads`` per block; ``unroll``, how many steps of a thread's loop along the
row (or down the channels) the compiler unrolls.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.ops_channels import NCHW, NCHW16C
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

#: Registers a thread needs (an estimate: indices, the partial sums, the mean and rstd).
REGISTERS = 24


def _check_layout(w: Workload) -> None:
    if w.get("layout") == NCHW16C:
        raise ValueError(
            "layernorm layout=nchw16c has no CUDA template (the cuda target keeps NCHW)"
        )


def space(w: Workload) -> ConfigSpace:
    """Threads per block and the unrolling (:func:`.template.row_space`)."""
    _check_layout(w)
    return row_space(w.get_int("c"), across=w.get("layout") == NCHW)


def _float(text: str) -> str:
    return f"{float(text)!r}f"


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    _check_layout(w)
    n, rows, c = w.get_int("n"), w.get_int("p"), w.get_int("c")
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    eps = _float(str(w.get("eps")))
    head = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    const float* __restrict__ data, const float* __restrict__ scale,",
        "    const float* __restrict__ bias, float* __restrict__ out) {",
    ]
    if w.get("layout") == NCHW:
        blocks = n * -(-rows // threads)
        per_image = -(-rows // threads)
        body = [
            f"  const int b = blockIdx.x / {per_image};",
            f"  const int q = (blockIdx.x % {per_image}) * {threads} + threadIdx.x;",
            f"  if (q >= {rows}) return;",
            f"  const float* x = data + (long long)b * {c * rows} + q;",
            f"  float* y = out + ((long long)b * {rows} + q) * {c};",
            "  float s = 0.0f;",
            f"#pragma unroll {unroll}",
            f"  for (int j = 0; j < {c}; ++j) s += __ldg(&x[(long long)j * {rows}]);",
            f"  const float mean = s / {c}.0f;",
            "  float v = 0.0f;",
            f"#pragma unroll {unroll}",
            f"  for (int j = 0; j < {c}; ++j) {{",
            f"    const float d = __ldg(&x[(long long)j * {rows}]) - mean;",
            "    v += d * d;",
            "  }",
            f"  const float rstd = 1.0f / sqrtf(v / {c}.0f + {eps});",
            f"#pragma unroll {unroll}",
            f"  for (int j = 0; j < {c}; ++j)",
            f"    y[j] = (__ldg(&x[(long long)j * {rows}]) - mean) * rstd * __ldg(&scale[j])"
            " + __ldg(&bias[j]);",
            "}",
        ]
        shared = 0
    else:
        blocks = n * rows
        plane = w.get_int("plane")
        # The scale's index: the column, or (instance and group norms) the plane of it.
        channel = "j" if plane == 0 else f"((blockIdx.x % {rows}) * {c} + j) / {plane}"

        loop = [f"#pragma unroll {unroll}", f"  for (int j = threadIdx.x; j < {c}; j += {threads})"]
        body = [
            f"  __shared__ float red[{threads}];",
            f"  const float* x = data + (long long)blockIdx.x * {c};",
            f"  float* y = out + (long long)blockIdx.x * {c};",
            "  float s = 0.0f;",
            *loop,
            "    s += __ldg(&x[j]);",
            *block_reduce("s", "+", threads),
            f"  const float mean = red[0] / {c}.0f;",
            "  __syncthreads();  // red is written again below",
            "  float v = 0.0f;",
            *loop,
            "  {",
            "    const float d = __ldg(&x[j]) - mean;",
            "    v += d * d;",
            "  }",
            *block_reduce("v", "+", threads),
            f"  const float rstd = 1.0f / sqrtf(red[0] / {c}.0f + {eps});",
            *loop,
            f"    y[j] = (__ldg(&x[j]) - mean) * rstd * __ldg(&scale[{channel}]) "
            f"+ __ldg(&bias[{channel}]);",
            "}",
        ]
        shared = 4 * threads
    return CudaSource(
        text="\n".join([*head, *body, ""]),
        name=name,
        params=("data", "scale", "bias", "out"),
        grid=(blocks, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=shared,
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ROW_FEATURE_NAMES


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """A row's length and how many of its values each thread reads per pass."""
    return row_features(w.get_int("c"), config, across=w.get("layout") == NCHW)


def redundant(w: Workload, config: Config) -> str | None:
    """A block whose threads cover a row twice over (rows), or the pixels (nchw)."""
    if w.get("layout") == NCHW:
        return row_redundant("the pixels", w.get_int("p"), config)
    return row_redundant("a row", w.get_int("c"), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
