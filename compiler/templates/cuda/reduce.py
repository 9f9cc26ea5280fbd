"""CUDA reduce: ONNX Reduce* and ArgMax/ArgMin along axis 1 of ``[outer, r, inner]``.

Along rows (``inner == 1``) one block per row: its threads stride along the row
(coalesced loads), each combining its own values (a thread's partial, as the CPU
template's lane partials), then the block's partials are combined in shared memory
(:func:`.template.block_reduce`). Down columns (``inner > 1``) a thread per
``(outer, inner)`` element walks down the axis, consecutive threads on consecutive inner
elements (coalesced at each step).

``logsumexp`` reduces the maximum first, then the sum of ``exp(x - max)``;
``argmax``/``argmin`` the extreme value, then the least (``last=1``: greatest) index
holding it, carried as a float (exact: the axis is below 2^24) and stored as int64.
As on the CPU, ``max``, ``min`` and the index kinds first reduce a flag of NaNs
(``fmaxf`` drops a NaN): a slice holding one gives NaN, or its first (last) NaN's index.

Knobs: ``threads`` per block; ``unroll`` of a thread's loop (:func:`.template.row_space`).
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.ops_reduce import INDEX_KINDS
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    COMBINE,
    ROW_FEATURE_NAMES,
    CudaTemplate,
    block_reduce,
    row_features,
    row_redundant,
    row_space,
)
from compiler.workload import Workload

#: Registers a thread needs (an estimate: indices, the partial and the extreme).
REGISTERS = 24

#: Per one-pass kind: the combining operation and what each value contributes.
ONE_PASS = {
    "sum": ("+", "{v}"),
    "mean": ("+", "{v}"),
    "l1": ("+", "fabsf({v})"),
    "l2": ("+", "{v} * {v}"),
    "sumsq": ("+", "{v} * {v}"),
    "max": ("max", "{v}"),
    "min": ("min", "{v}"),
    "prod": ("*", "{v}"),
}
IDENTITY = {"+": "0.0f", "*": "1.0f", "max": "-INFINITY", "min": "INFINITY"}
#: The pass flagging a NaN in the slice (``nan`` is 1 where there is one).
NAN_PASS = ("nan", "max", "({v} == {v} ? 0.0f : 1.0f)")
QUIET_NAN = 'nanf("")'


def space(w: Workload) -> ConfigSpace:
    """Threads per block and the unrolling (:func:`.template.row_space`)."""
    return row_space(w.get_int("r"), across=w.get_int("inner") > 1)


def _passes(w: Workload) -> tuple[list[tuple[str, str, str]], str, str]:
    """The kernel's passes down the axis, each ``(variable, operation, update of
    the variable by value v and index j)``, and the stored result (the last pass's
    value ``acc``, the first's ``peak``) and its C type."""
    kind, r = str(w.get("kind")), w.get_int("r")
    if kind in ONE_PASS:
        op, value = ONE_PASS[kind]
        store = {"mean": f"acc / {r}.0f", "l2": "sqrtf(acc)"}.get(kind, "acc")
        if op in ("max", "min"):
            return [NAN_PASS, ("acc", op, value)], f"(nan > 0.0f ? {QUIET_NAN} : acc)", "float"
        return [("acc", op, value)], store, "float"
    extreme = "min" if kind == "argmin" else "max"
    first = ("peak", extreme, "{v}")
    if kind == "logsumexp":
        # A row of -inf alone shifts by 0: -inf, where {v} - peak would be NaN.
        shift = "(peak < -3.40282347e38f ? 0.0f : peak)"
        return [first, ("acc", "+", f"expf({{v}} - {shift})")], f"logf(acc) + {shift}", "float"
    assert kind in INDEX_KINDS, kind
    pick = "max" if w.get_int("last") else "min"
    miss = IDENTITY[pick]
    at = f"({{v}} == peak ? (float)j : {miss})"
    index = ("acc", pick, f"(nan > 0.0f ? ({{v}} == {{v}} ? {miss} : (float)j) : {at})")
    return [NAN_PASS, first, index], "(long long)acc", "long long"


def _update(var: str, op: str, value: str, load: str) -> str:
    return f"{var} = {COMBINE[op].format(a=var, b=value.format(v=load))};"


def _render_across(w: Workload, config: Config, name: str) -> CudaSource:
    """Down columns of ``[outer, r, inner]``: a thread per (outer, inner) element."""
    outer, r, inner = w.get_int("outer"), w.get_int("r"), w.get_int("inner")
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    per_row = -(-inner // threads)
    passes, store, ctype = _passes(w)
    body: list[str] = []
    for var, op, value in passes:
        body += [
            f"  float {var} = {IDENTITY[op]};",
            f"#pragma unroll {unroll}",
            f"  for (int j = 0; j < {r}; ++j)",
            "    " + _update(var, op, value, f"__ldg(&x[(long long)j * {inner}])"),
        ]
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        f"    const float* __restrict__ data, {ctype}* __restrict__ out) {{",
        f"  const int o = blockIdx.x / {per_row};",
        f"  const int q = (blockIdx.x % {per_row}) * {threads} + threadIdx.x;",
        f"  if (q >= {inner}) return;",
        f"  const float* x = data + (long long)o * {r * inner} + q;",
        *body,
        f"  out[(long long)o * {inner} + q] = {store};",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=("data", "out"),
        grid=(outer * per_row, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=0,
        registers_per_thread=REGISTERS,
    )


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    if w.get_int("inner") > 1:
        return _render_across(w, config, name)
    outer, r = w.get_int("outer"), w.get_int("r")
    threads, unroll = config.get_int("threads"), config.get_int("unroll")
    passes, store, ctype = _passes(w)
    body: list[str] = []
    for i, (var, op, value) in enumerate(passes):
        if i:
            body.append("  __syncthreads();  // red is written again below")
        body += [
            f"  float {var}_part = {IDENTITY[op]};",
            f"#pragma unroll {unroll}",
            f"  for (int j = threadIdx.x; j < {r}; j += {threads})",
            "    " + _update(f"{var}_part", op, value, "__ldg(&x[j])"),
            *block_reduce(f"{var}_part", op, threads),
            f"  const float {var} = red[0];",
        ]
    lines = [
        f'extern "C" __global__ void __launch_bounds__({threads}) {name}(',
        f"    const float* __restrict__ data, {ctype}* __restrict__ out) {{",
        f"  __shared__ float red[{threads}];",
        f"  const float* x = data + (long long)blockIdx.x * {r};",
        *body,
        f"  if (threadIdx.x == 0) out[blockIdx.x] = {store};",
        "}",
        "",
    ]
    return CudaSource(
        text="\n".join(lines),
        name=name,
        params=("data", "out"),
        grid=(outer, 1, 1),
        block=(threads, 1, 1),
        shared_bytes=4 * threads,
        registers_per_thread=REGISTERS,
    )


FEATURE_NAMES = ROW_FEATURE_NAMES


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """The axis' length and how many of its values each thread reads per pass."""
    return row_features(w.get_int("r"), config, across=w.get_int("inner") > 1)


def redundant(w: Workload, config: Config) -> str | None:
    """A block whose threads cover a row (or the inner elements) twice over."""
    if w.get_int("inner") > 1:
        return row_redundant("the inner elements", w.get_int("inner"), config)
    return row_redundant("a row", w.get_int("r"), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
