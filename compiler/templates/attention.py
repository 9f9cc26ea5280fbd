"""Fused attention template: ``O = softmax(act(Q @ K^T) [+ mask]) @ V``, one kernel.

The score matrix is never written in full. The output's rows run in blocks of ``rows``
query rows per batch entry; under each block's loop (``compute_at``) the stages below
compute that block only, into scratch that holds one block (``Stage.fold``: row ``i`` at
``i % kept``, ``kept`` the block's rows rounded up to whole register tiles):

* ``S[i, j] = act(sum_r Q[i, r] * KT[r, j]) [+ mask]``: a register-tiled product, ``mr``
  rows by ``nv`` vectors of keys, accumulated over the head dimension;
* ``rmax[i]`` the maximum of each row; ``E[i, j] = exp(S[i, j] - rmax[i])`` a vector at
  a time; ``inv[i] = 1 / sum_j E[i, j]``; both statistics a vector of lane partials
  first (``pmax``, ``psum``: each lane every ``V``-th value, as the softmax template), so
  no chain of ``n`` dependent scalar steps;
* ``O[i, d] = inv[i] * sum_j E[i, j] * V[j, d]``, the output's own register tile (``mr``
  rows by ``nv`` vectors of V's columns), NaN to 0 with ``nan0``.

``KT`` is K transposed once per call (``trans_k=1``; a copy of K, not of the scores), so
the score tile reads keys a vector at a time. Every operand is read, and O written, in
the layouts ``batch_matmul`` takes (heads interleaved by row, pitch and offset).

The schedule machinery computed only elementwise stages under another stage's loop, into
a buffer of the whole tensor. Two small extensions make this design fit (rather than a
design that writes the scores in full): ``compute_at`` takes reductions (their reduce
loops whole, their own ``accumulate_at`` applied to the region), and the producers
attached at one loop find their regions from each other's reads (only ``E`` and ``inv``
are read by ``O`` itself); ``Stage.fold`` keeps one block of rows.

Knobs (every combination is correct for any shape):

* ``rows``: query rows per block (the scratch is ``rows x n`` scores, and as many
  exponentials, per batch entry);
* ``mr``, ``nv``: the register tile of both products (rows, vectors of columns);
* ``parallel``: ``batch`` runs the batch entries on all threads (each with its own
  block of scratch: the folded rows stay per entry), ``none`` the calling thread only
  (one block of scratch in all).

Only the batch entries (batch x heads) are split across threads: the blocks of one entry
share its scratch, so a single entry runs on one thread (a split of the blocks with a
scratch per thread would need the fold to follow the parallel loop; not done).
"""

from __future__ import annotations

from collections.abc import Callable

from compiler import te
from compiler.ops import attention_operand, heads_shape, operand_shape
from compiler.pointwise import apply_text
from compiler.schedule import Schedule, Stage
from compiler.space import Config, ConfigSpace, choice_knob
from compiler.target import Target
from compiler.te.expr import Expr
from compiler.te.tensor import IterVar, Tensor
from compiler.templates.base import Template
from compiler.templates.layernorm import lane_partial
from compiler.workload import Workload

Reader = Callable[[Expr, Expr, Expr], Expr]

#: At least this many scores (b * m * n) run on all threads by default.
PARALLEL_MIN_SCORES = 1 << 14


def space(w: Workload, target: Target) -> ConfigSpace:
    """Rows per block, register tile and parallel split (see the module docstring)."""
    scores = w.get_int("b") * w.get_int("m") * w.get_int("n")
    knobs = (
        choice_knob("rows", (4, 8, 16, 32, 64)),
        choice_knob("mr", (1, 2, 4)),
        choice_knob("nv", (1, 2)),
        choice_knob("parallel", ("batch", "none")),
    )
    parallel = "batch" if scores >= PARALLEL_MIN_SCORES and w.get_int("b") > 1 else "none"
    return ConfigSpace(knobs, {"rows": 16, "mr": 4, "nv": 2, "parallel": parallel})


def _operand(w: Workload, name: str) -> tuple[Tensor, Reader]:
    """Operand ``name``'s placeholder in its storage and ``(batch, row, col) ->`` its
    element (:func:`~compiler.ops.operand_shape`)."""
    rows, cols = attention_operand(w.params_dict, name)
    heads, pitch = w.get_int(f"{name}_heads"), w.get_int(f"{name}_pitch")
    offset = w.get_int(f"{name}_offset")
    t = te.placeholder(operand_shape(w.get_int("b"), rows, cols, heads, pitch), name.upper())
    if pitch:
        return t, lambda bi, i, j: t[bi // heads, i, offset + (bi % heads) * cols + j]
    if heads == 1:
        return t, lambda bi, i, j: t[bi, i, j]
    return t, lambda bi, i, j: t[bi // heads, i, bi % heads, j]


def _tile(stage: Stage, i: IterVar, j: IterVar, *, mr: int, cols: int, lanes: int) -> IterVar:
    """``i`` by ``mr`` rows and ``j`` by ``cols`` columns in vectors of ``lanes``, the
    reduce loop between the tile's loops and its registers; returns the loop that
    accumulates the tile."""
    io, ii = stage.split(i, mr)
    jo, jj = stage.split(j, cols)
    jv, jl = stage.split(jj, lanes)
    (r,) = (lp for lp in stage.leaf_axes if lp.kind == "reduce")
    stage.reorder(io, jo, r, ii, jv, jl)
    stage.unroll(ii)
    stage.unroll(jv)
    stage.vectorize(jl)
    stage.accumulate_at(jo)
    return io


def schedule(w: Workload, cfg: Config, target: Target) -> tuple[Schedule, list[Tensor]]:
    """The fused attention for one config; args are ``Q, K, V[, mask], O``."""
    nb, m, n, k, nv_cols = (w.get_int(x) for x in ("b", "m", "n", "k", "v"))
    lanes = target.vector_lanes("float32")
    act, rows_mask = str(w.get("act")), w.get_int("mask")
    o_heads = w.get_int("o_heads")
    q, q_at = _operand(w, "q")
    kt_in, k_at = _operand(w, "k")
    v, v_at = _operand(w, "v")
    args = [q, kt_in, v]
    stages = []
    kt_at = k_at
    if w.get_int("trans_k"):  # K^T once per call: the score tile reads keys as vectors
        kt = te.compute((nb, k, n), lambda bi, r, j: k_at(bi, j, r), "KT")
        stages.append(kt)
        kt_at = lambda bi, r, j: kt[bi, r, j]  # noqa: E731
    mask = te.placeholder((rows_mask, n), "mask") if rows_mask else None
    if mask is not None:
        args.append(mask)

    def scored(acc: Expr, bi: Expr, i: Expr, j: Expr) -> Expr:
        x = apply_text(act, acc)
        return x if mask is None else x + mask[(bi * m + i) % rows_mask, j]

    r = te.reduce_axis(k, "r")
    s = te.compute(
        (nb, m, n), lambda bi, i, j: te.sum(q_at(bi, i, r.var) * kt_at(bi, r.var, j), r), "S",
        finalize=scored,
    )  # fmt: skip
    # The row statistics a vector at a time: lane l reduces every V-th score of the row
    # (no chain of n dependent scalar steps), then the V lanes.
    steps = -(-n // lanes)
    k1 = te.reduce_axis(steps, "k1")
    pmax = te.compute(
        (nb, m, lanes),
        lambda bi, i, ln: te.max_reduce(
            lane_partial(lambda j: s[bi, i, j], n, lanes, k1.var, ln, fill=float("-inf")), k1
        ),
        "pmax",
    )
    l1 = te.reduce_axis(lanes, "l1")
    rmax = te.compute((nb, m), lambda bi, i: te.max_reduce(pmax[bi, i, l1.var], l1), "rmax")
    e = te.compute((nb, m, n), lambda bi, i, j: te.call("exp", s[bi, i, j] - rmax[bi, i]), "E")
    k2 = te.reduce_axis(steps, "k2")
    psum = te.compute(
        (nb, m, lanes),
        lambda bi, i, ln: te.sum(
            lane_partial(lambda j: e[bi, i, j], n, lanes, k2.var, ln, fill=0.0), k2
        ),
        "psum",
    )
    l2 = te.reduce_axis(lanes, "l2")
    inv = te.compute(
        (nb, m), lambda bi, i: te.sum(psum[bi, i, l2.var], l2), "inv",
        finalize=lambda acc, bi, i: 1.0 / acc,
    )  # fmt: skip

    def weighted(acc: Expr, bi: Expr, i: Expr) -> Expr:
        x = acc * inv[bi, i]
        return te.select(x.eq(x), x, 0.0) if w.get_int("nan0") else x  # NaN: x != x

    j3 = te.reduce_axis(n, "j3")
    if o_heads == 1:
        o = te.compute(
            (nb, m, nv_cols),
            lambda bi, i, d: te.sum(e[bi, i, j3.var] * v_at(bi, j3.var, d), j3),
            "O",
            finalize=lambda acc, bi, i, d: weighted(acc, bi, i),
        )
    else:
        o = te.compute(
            heads_shape(nb, m, nv_cols, o_heads),
            lambda bo, i, bh, d: te.sum(
                e[bo * o_heads + bh, i, j3.var] * v_at(bo * o_heads + bh, j3.var, d), j3
            ),
            "O",
            finalize=lambda acc, bo, i, bh, d: weighted(acc, bo * o_heads + bh, i),
        )
    sch = Schedule(o)
    parallel = cfg.get_str("parallel") == "batch"
    rows = min(cfg.get_int("rows"), m)
    mr, nv = min(cfg.get_int("mr"), rows), cfg.get_int("nv")
    # A block's last register tile may run past the block: the scratch keeps its rows.
    kept = -(-rows // mr) * mr

    so = sch[o]
    if o_heads == 1:
        bi, i, d, _ = so.leaf_axes
    else:  # one batch loop over (b/H, H), outside the row loop
        bo, i, bh, d, _ = so.leaf_axes
        so.reorder(bo, bh, i, d)
        bi = so.fuse(bo, bh)
    if parallel:
        so.parallel(bi)
    blocks, i = so.split(i, rows)
    _tile(so, i, d, mr=mr, cols=nv * lanes, lanes=lanes)

    for t in stages:  # K^T, all of it, before the blocks
        st = sch[t]
        kb, _, kj = st.leaf_axes
        st.vectorize(st.split(kj, lanes)[1])
        if parallel:
            st.parallel(kb)
    ss = sch[s]
    _, si, sj, _ = ss.leaf_axes
    _tile(ss, si, sj, mr=mr, cols=nv * lanes, lanes=lanes)
    for t in (pmax, psum):  # a vector of lane partials per row, in a register
        st = sch[t]
        _, row, lane, k_loop = st.leaf_axes
        st.reorder(row, k_loop, lane)
        st.vectorize(lane)
        st.accumulate_at(row)
    for t in (rmax, inv):
        st = sch[t]
        st.accumulate_at(st.leaf_axes[1])  # one row's scalar in a register
    se = sch[e]
    se.vectorize(se.split(se.leaf_axes[2], lanes)[1])
    for t in (s, pmax, rmax, e, psum, inv):
        sch[t].compute_at(so, blocks)
        sch[t].fold(1, kept)
        if not parallel:  # one block of scratch in all
            sch[t].fold(0, 1)
    return sch, [*args, o]


TEMPLATE = Template(op="attention", space=space, schedule=schedule)
