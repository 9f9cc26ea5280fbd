"""Attention's three kernels, or one: the fused ``attention`` kernel as an alternative.

The passes leave attention as ``batch_matmul`` (Q @ K^T, scale folded in its ``act``,
heads read in place), a ``softmax`` with the mask and NaN guard, and ``batch_matmul``
(P @ V, heads written in place). When each of the first two is read only by the next,
one ``attention`` kernel computes the same (:mod:`compiler.templates.attention`: the
scores a block of rows at a time, never in full). Both are tuning tasks: the fused one
is the alternative of the P @ V kernel (``ModelTask.alternative_to``), and a compile
takes it where the records say it is faster than the three together. Without records of
all four the three kernels run: the fused default was not measured faster (see the
template's docstring for figures).
"""

from __future__ import annotations

from collections.abc import Callable

from compiler.pointwise import IDENTITY
from compiler.workload import Workload

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


def fused_is_cheaper(
    fused: Workload, three: tuple[Workload, ...], cost_of: Callable[[Workload], float | None]
) -> bool:
    """Whether the records know all four kernels and the fused one costs less than the
    three together (the three on a tie or anything unknown)."""
    costs = [cost_of(w) for w in three]
    one = cost_of(fused)
    if one is None or any(c is None for c in costs):
        return False
    return one < sum(c for c in costs if c is not None)
