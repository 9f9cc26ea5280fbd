"""CUDA fused attention: one block per query row of a batch entry; the row's scores only
in shared memory.

The block's threads load the query row into shared memory, then stride along the keys:
each thread's score ``act(q . K[j]) [+ mask]`` goes to the shared score row, the row's
maximum and the sum of ``exp(s - max)`` are reduced across the block (the exponentials
replace the scores in place), and each thread then computes columns of the output row,
``sum_j p[j] * V[j, d] / sum``. Consecutive threads read consecutive keys' rows of K (a
stride of ``k``; with ``trans_k=0`` consecutive elements) and consecutive columns of V
(coalesced). Operands are read, and O written, in ``batch_matmul``'s layouts (heads
interleaved by row, pitch and offset); ``mask``/``nan0`` as the softmax template.

Knobs: ``threads`` per block; ``unroll`` of a thread's loops.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.codegen.cuda_expr import ExprPrinter
from compiler.ops import attention_operand
from compiler.pointwise import IDENTITY, parse, to_expr
from compiler.space import Config, ConfigSpace
from compiler.te.expr import Var
from compiler.templates.cuda.template import (
    ROW_FEATURE_NAMES,
    CudaTemplate,
    block_reduce,
    row_features,
    row_redundant,
    row_space,
)
from compiler.workload import Workload

#: Registers a thread needs (an estimate: indices, the running max, sum and dot product).
REGISTERS = 32


def space(w: Workload) -> ConfigSpace:
    """Threads per block and the unrolling, sized by the keys of a row."""
    return row_space(w.get_int("n"), across=False)


def _element(w: Workload, name: str, row: str, col: str) -> str:
    """C expression: the offset of element ``(row, col)`` of batch entry ``bi`` of operand
    ``name`` in its storage (:func:`compiler.ops.operand_shape`)."""
    rows, cols = attention_operand(w.params_dict, name)
    heads, pitch = w.get_int(f"{name}_heads"), w.get_int(f"{name}_pitch")
    stride = pitch or heads * cols  # between rows of one entry
    start = f"(long long)(bi / {heads}) * {rows * stride} + {w.get_int(f'{name}_offset')}"
    return f"{start} + (bi % {heads}) * {cols} + (long long)({row}) * {stride} + ({col})"


def _act(act: str, x: str) -> str:
    """``act`` of the score ``x`` in C (the identity: ``x``)."""
    if act == IDENTITY:
        return x
    value = Var(x, "float32")
    return ExprPrinter({value: x})(to_expr(parse(act), [value]))


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    b, m, n, k, v = (w.get_int(x) for x in ("b", "m", "n", "k", "v"))
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    rows = w.get_int("mask")
    o_heads = w.get_int("o_heads")
    key = _element(w, "k", "j", "r") if w.get_int("trans_k") else _element(w, "k", "r", "j")
    score = _act(str(w.get("act")), "dot")
    if rows:
        score = f"{score} + __ldg(&mask[(long long)((bi * {m} + i) % {rows}) * {n} + j])"
    loop = f"#pragma unroll {unroll}"
    vd = _element(w, "v", "j", "d")
    params = ("Q", "K", "V", "mask", "O") if rows else ("Q", "K", "V", "O")
    out = f"(long long)(bi / {o_heads}) * {m * o_heads * v} + (long long)i * {o_heads * v}"
    value = "acc * inv"
    store = (
        ["    { const float y = " + value + ";", "      o[d] = isnan(y) ? 0.0f : y; }"]
        if w.get_int("nan0")
        else [f"    o[d] = {value};"]
    )
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        "    "
        + ", ".join(f"const float* __restrict__ {p}" for p in params[:-1])
        + ", float* __restrict__ O) {",
        f"  __shared__ float red[{threads}];",
        f"  __shared__ float qs[{k}];",
        f"  __shared__ float ps[{n}];",
        f"  const int bi = blockIdx.x / {m};",
        f"  const int i = blockIdx.x % {m};",
        f"  for (int r = threadIdx.x; r < {k}; r += {threads})",
        f"    qs[r] = __ldg(&Q[{_element(w, 'q', 'i', 'r')}]);",
        "  __syncthreads();",
        "  float top = -INFINITY;",
        loop,
        f"  for (int j = threadIdx.x; j < {n}; j += {threads}) {{",
        "    float dot = 0.0f;",
        loop,
        f"    for (int r = 0; r < {k}; ++r) dot += qs[r] * __ldg(&K[{key}]);",
        f"    const float s = {score};",
        "    ps[j] = s;",
        "    top = fmaxf(top, s);",
        "  }",
        *block_reduce("top", "max", threads),
        "  const float peak = red[0];",
        "  __syncthreads();  // red is written again below",
        "  float sum = 0.0f;",
        loop,
        f"  for (int j = threadIdx.x; j < {n}; j += {threads}) {{",
        "    const float e = expf(ps[j] - peak);",
        "    ps[j] = e;",
        "    sum += e;",
        "  }",
        *block_reduce("sum", "+", threads),  # its barriers also publish ps
        "  const float inv = 1.0f / red[0];",
        f"  float* o = O + {out} + (bi % {o_heads}) * {v};",
        f"  for (int d = threadIdx.x; d < {v}; d += {threads}) {{",
        "    float acc = 0.0f;",
        loop,
        f"    for (int j = 0; j < {n}; ++j) acc += ps[j] * __ldg(&V[{vd}]);",
        *store,
        "  }",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=params,
        grid=(b * m, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=4 * (threads + k + n),
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ROW_FEATURE_NAMES


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """The keys of a row and how many of them each thread scores."""
    return row_features(w.get_int("n"), config, across=False)


def redundant(w: Workload, config: Config) -> str | None:
    """A block whose threads cover a row of keys twice over."""
    return row_redundant("a row of keys", w.get_int("n"), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
