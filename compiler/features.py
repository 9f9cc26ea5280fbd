"""Cost-model features: a fixed-length float32 vector per (workload, config, target).

For the tuner's XGBoost model. Two parts:

1. Knob values, in space order: ints as ``log2(1 + v)``, splits factor by
   factor, strings one-hot over the knob's candidates.
2. The lowered loop nest along its deepest path (the micro-kernel of a GEMM):
   per loop level (outermost first, padded to ``MAX_DEPTH``) the trip count,
   the annotation (one-hot), the bytes the loop's body touches and the
   arithmetic intensity (flops per byte) at that level; plus global numbers
   (flops, vector width, parallel loops, scratch bytes, stages).

The length depends only on the workload's template and space, so every
config of one workload gives vectors of the same length.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from compiler.ir import Allocate, For, Function, IfThenElse, Seq, Stmt, Store
from compiler.program import as_config, as_workload, lower_workload
from compiler.space import Config, ConfigSpace, KnobKind
from compiler.target import Target
from compiler.te.expr import BinOp, BufferLoad, Call, Expr
from compiler.te.visit import free_vars, walk
from compiler.templates import get_template

#: Loop levels described along the deepest path (deeper nests are truncated).
MAX_DEPTH = 16
_KINDS = ("serial", "unroll", "vectorize", "parallel")
_LEVEL_FIELDS = ("log_extent", *(f"is_{k}" for k in _KINDS), "log_bytes", "log_intensity")
_GLOBAL_FIELDS = (
    "log_flops",
    "vector_lanes",
    "parallel_loops",
    "log_workspace_bytes",
    "stages",
    "log_body_ops",
)


def _log(x: float) -> float:
    return math.log2(1.0 + max(x, 0.0))


def _knob_names(space: ConfigSpace) -> list[str]:
    names: list[str] = []
    for knob in space.knobs:
        first = knob.candidates[0]
        if knob.kind is KnobKind.SPLIT and isinstance(first, tuple):
            width = max(len(c) for c in knob.candidates if isinstance(c, tuple))
            names += [f"knob.{knob.name}[{i}]" for i in range(width)]
        elif all(isinstance(c, int) for c in knob.candidates):
            names.append(f"knob.{knob.name}")
        else:
            names += [f"knob.{knob.name}=={c}" for c in knob.candidates]
    return names


def _knob_values(space: ConfigSpace, config: Config) -> list[float]:
    out: list[float] = []
    for knob in space.knobs:
        value = config.knobs[knob.name]
        first = knob.candidates[0]
        if knob.kind is KnobKind.SPLIT and isinstance(first, tuple):
            width = max(len(c) for c in knob.candidates if isinstance(c, tuple))
            factors = list(value) if isinstance(value, tuple) else []
            out += [_log(f) for f in factors] + [0.0] * (width - len(factors))
        elif all(isinstance(c, int) for c in knob.candidates):
            out.append(_log(float(value)) if isinstance(value, int) else 0.0)
        else:
            out += [1.0 if value == c else 0.0 for c in knob.candidates]
    return out


def _deepest_path(stmt: Stmt) -> tuple[list[For], Store | None]:
    """The loops enclosing the most deeply nested store, outermost first."""
    if isinstance(stmt, Store):
        return [], stmt
    if isinstance(stmt, For):
        loops, store = _deepest_path(stmt.body)
        return [stmt, *loops], store
    if isinstance(stmt, Allocate | IfThenElse):
        inner = stmt.body if isinstance(stmt, Allocate) else stmt.then_case
        return _deepest_path(inner)
    if isinstance(stmt, Seq):
        best: tuple[list[For], Store | None] = ([], None)
        for s in stmt.stmts:
            cand = _deepest_path(s)
            if len(cand[0]) > len(best[0]) or best[1] is None:
                best = cand
        return best
    return [], None


def _count_ops(e: Expr) -> int:
    return sum(
        1
        for n in walk(e)
        if (isinstance(n, BinOp) and n.dtype in ("float32", "float64"))
        or (isinstance(n, Call) and n.func != "if_then_else")
    )


def _nest_features(func: Function) -> tuple[list[float], list[float]]:
    loops, store = _deepest_path(func.body)
    loops = loops[:MAX_DEPTH]
    levels: list[float] = []
    lanes = 1
    body_ops = 1
    accesses: list[tuple[Expr, int, int]] = []  # (index, buffer elements, bytes per element)
    if store is not None:
        body_ops = max(1, _count_ops(store.value))
        accesses.append((store.index, store.buffer.size, 4))
        for n in walk(store.value):
            if isinstance(n, BufferLoad):
                accesses.append((n.index, n.buffer.size, 4))
    for depth, loop in enumerate(loops):
        inner = loops[depth:]
        iterations = math.prod(lp.max_extent for lp in inner)
        touched = 0.0
        for index, size, width in accesses:
            used = free_vars(index)
            elements = math.prod(lp.max_extent for lp in inner if lp.var in used)
            touched += min(elements, size) * width
        flops = iterations * body_ops
        kind = loop.kind if loop.kind in _KINDS else "serial"
        if kind == "vectorize":
            lanes = max(lanes, loop.max_extent)
        levels += [
            _log(loop.max_extent),
            *(1.0 if kind == k else 0.0 for k in _KINDS),
            _log(touched),
            _log(flops / max(touched, 1.0)),
        ]
    levels += [0.0] * (len(_LEVEL_FIELDS) * MAX_DEPTH - len(levels))
    parallel = sum(1 for s in _iter(func.body) if isinstance(s, For) and s.kind == "parallel")
    workspace = sum(b.size * 4 for b in func.workspaces)
    stages = 1 + len(func.workspaces)
    return levels, [
        0.0,
        float(lanes),
        float(parallel),
        _log(workspace),
        float(stages),
        _log(body_ops),
    ]


def _iter(stmt: Stmt) -> list[Stmt]:
    from compiler.ir import iter_stmts

    return list(iter_stmts(stmt))


def feature_names(workload: Any, target: Target | str = "llvm") -> list[str]:
    """Names of the entries of :func:`features` for this workload (same length)."""
    w = as_workload(workload)
    t = Target.parse(target)
    if t.kind == "cuda":  # knobs plus what the CUDA kernel asks of the GPU
        from compiler.templates.cuda import cuda_space
        from compiler.templates.cuda.features import gpu_feature_names

        return _knob_names(cuda_space(w, t)) + gpu_feature_names(w)
    space = get_template(w.op).space(w, t)
    levels = [f"loop{d}.{f}" for d in range(MAX_DEPTH) for f in _LEVEL_FIELDS]
    return _knob_names(space) + levels + list(_GLOBAL_FIELDS)


def features(
    workload: Any,
    config: Config | Mapping[str, Any] | str | None,
    target: Target | str = "llvm",
) -> np.ndarray:
    """The feature vector of one config (float32, length ``len(feature_names(...))``).

    Raises:
        ValueError: Bad workload or target; InvalidConfig for a config outside the space.
    """
    from compiler.ops import flop_count

    w = as_workload(workload)
    t = Target.parse(target)
    if t.kind == "cuda":
        from compiler.templates.cuda import cuda_space
        from compiler.templates.cuda.features import gpu_features

        cuda_cfg = as_config(config, cuda_space(w, t))
        values = _knob_values(cuda_space(w, t), cuda_cfg) + gpu_features(w, cuda_cfg)
        return np.asarray(values, dtype=np.float32)
    space = get_template(w.op).space(w, t)
    cfg = as_config(config, space)
    func, _, _ = lower_workload(w, cfg, t)
    levels, glob = _nest_features(func)
    glob[0] = _log(flop_count(w))
    return np.asarray(_knob_values(space, cfg) + levels + glob, dtype=np.float32)
