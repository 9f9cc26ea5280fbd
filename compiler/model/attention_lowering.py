"""Attention's three kernels, or one: the fused ``attention`` kernel as an alternative.

The passes leave attention as ``batch_matmul`` (Q @ K^T, scale folded in its ``act``,
heads read in place), a ``softmax`` with the mask and NaN guard, and ``batch_matmul``
(P @ V, heads written in place). When each of the first two is read only by the next,
one ``attention`` kernel computes the same (:mod:`compiler.templates.attention`: the
scores a block of rows at a time, never in full). Both are tuning tasks: the fused one
runs by default and the three are its alternatives (``ModelTask.alternative_to``: the
three together replace it); a compile with records of all four takes whichever costs
less, the one or the three summed (:func:`runs_fused`).
"""

from __future__ import annotations

from collections.abc import Callable

from compiler.pointwise import IDENTITY
from compiler.workload import Workload

#: Without records the fused kernel runs: its default config against the three kernels'
#: defaults, interleaved, 2 threads on a shared AVX2 host (load 4-6), medians of 25 x 20
#: calls: BERT-base's attention (12 heads, 128 x 128, head dim 64, masked) 1.66 ms against
#: 2.15 and 1.64 against 2.07 (1.62-1.86 against 2.10-2.46 in earlier runs); GPT-2's (q, k
#: and v inside the fused projection's rows) 1.80 against 2.19; ViT-B/16's shape (197 x
#: 197, no mask) 10.0 against 13.9.
FUSED_BY_DEFAULT = True

#: Where each operand of the fused kernel comes from: (its name, the batch_matmul and its
#: operand). Heads, pitch and offset carry over as they are.
_OPERANDS = (("q", "qk", "a"), ("k", "qk", "b"), ("v", "pv", "b"))


def fused_attention(qk: Workload, softmax: Workload, pv: Workload) -> Workload | None:
    """The ``attention`` workload computing ``pv(softmax(qk))``, or None where the three
    are not one attention (scores or probabilities in another layout, a log softmax, an
    act on the output, sizes that do not chain)."""
    if qk.op != "batch_matmul" or softmax.op != "softmax" or pv.op != "batch_matmul":
        return None
    b, m, n, k = (qk.get_int(x) for x in ("b", "m", "n", "k"))
    plain_scores = qk.get_int("c_heads") == 1
    plain_probs = pv.get_int("a_heads") == 1 and pv.get_int("a_pitch") == 0
    chained = (
        softmax.get_int("m") == b * m
        and softmax.get_int("c") == n
        and softmax.get_int("inner") == 1
        and softmax.get_int("log") == 0
        and (pv.get_int("b"), pv.get_int("m"), pv.get_int("k")) == (b, m, n)
        and pv.get_int("trans_b") == 0
        and str(pv.get("act")) == IDENTITY
    )
    if not (plain_scores and plain_probs and chained):
        return None
    params: dict[str, int | str] = {
        "b": b,
        "m": m,
        "n": n,
        "k": k,
        "v": pv.get_int("n"),
        "trans_k": qk.get_int("trans_b"),
        "act": str(qk.get("act")),
        "mask": softmax.get_int("mask"),
        "nan0": softmax.get_int("nan0"),
        "o_heads": pv.get_int("c_heads"),
    }
    sources = {"qk": qk, "pv": pv}
    for name, product, operand in _OPERANDS:
        for field in ("heads", "pitch", "offset"):
            params[f"{name}_{field}"] = sources[product].get_int(f"{operand}_{field}")
    return Workload("attention", tuple(params.items()))


def runs_fused(
    fused: Workload, three: tuple[Workload, ...], cost_of: Callable[[Workload], float | None] | None
) -> bool:
    """Whether the fused kernel runs: where the records know all four kernels, when it
    costs less than the three together; where they know the three but not it (tuned
    before it existed), not; else (nothing, or not all three, on record) it does, its
    default being the faster (:data:`FUSED_BY_DEFAULT`)."""
    if cost_of is None:
        return FUSED_BY_DEFAULT
    one, costs = cost_of(fused), [cost_of(w) for w in three]
    known = [c for c in costs if c is not None]
    if len(known) < len(three):
        return one is not None or FUSED_BY_DEFAULT
    return one is not None and one < sum(known)
