"""The LLVM target's own cost-model features, after the knob values
(:mod:`compiler.targets.knob_features`).

The lowered loop nest along its deepest path (the micro-kernel of a GEMM): per loop level
(outermost first, padded to ``MAX_DEPTH``) the trip count, the annotation (one-hot), the
bytes the loop's body touches and the arithmetic intensity (flops per byte) at that level;
plus global numbers (flops, vector width, parallel loops, scratch bytes, stages). Their
number is fixed, so every config of one workload gives vectors of the same length.
"""

from __future__ import annotations

import math

from compiler.ir import Allocate, For, Function, IfThenElse, Seq, Stmt, Store, iter_stmts
from compiler.te.expr import BinOp, BufferLoad, Call, Expr
from compiler.te.visit import free_vars, walk

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
    return list(iter_stmts(stmt))


def nest_feature_names() -> list[str]:
    """Names of :func:`nest_features`' entries: per loop level, then the global ones."""
    levels = [f"loop{d}.{f}" for d in range(MAX_DEPTH) for f in _LEVEL_FIELDS]
    return levels + list(_GLOBAL_FIELDS)


def nest_features(func: Function, flop: int) -> list[float]:
    """The features of a lowered loop nest of ``flop`` floating-point operations."""
    levels, glob = _nest_features(func)
    glob[0] = _log(flop)
    return levels + glob
