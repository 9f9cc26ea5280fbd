"""Which attention runs: the fused kernel's workload from the three, and the choice."""

from __future__ import annotations

import pytest

from compiler.model.attention_lowering import fused_attention, runs_fused
from compiler.workload import Workload

QK = Workload.parse(
    "batch_matmul:b=12,m=128,n=128,k=64,trans_b=1,act=mul(x;0.125),a_heads=12,b_heads=12,"
    "a_pitch=2304,b_pitch=2304,b_offset=768"
)
SOFTMAX = Workload.parse("softmax:m=1536,c=128,mask=128,nan0=1")


def _with(w: Workload, **params: int | str) -> Workload:
    return Workload(w.op, tuple({**w.params_dict, **params}.items()))


PV = Workload.parse(
    "batch_matmul:b=12,m=128,n=64,k=128,b_heads=12,c_heads=12,b_pitch=2304,b_offset=1536"
)


def test_the_fused_workload_reads_and_writes_where_the_three_did() -> None:
    fused = fused_attention(QK, SOFTMAX, PV)
    assert fused == Workload.parse(
        "attention:b=12,m=128,n=128,k=64,v=64,act=mul(x;0.125),mask=128,nan0=1,q_heads=12,"
        "q_pitch=2304,k_heads=12,k_pitch=2304,k_offset=768,v_heads=12,v_pitch=2304,"
        "v_offset=1536,o_heads=12"
    )


@pytest.mark.parametrize(
    ("qk", "softmax", "pv"),
    [
        (QK, Workload.parse("softmax:m=1536,c=128,log=1"), PV),  # log softmax
        (_with(QK, c_heads=12), SOFTMAX, PV),  # scores written with heads interleaved
        (QK, SOFTMAX, _with(PV, act="tanh(x)")),  # an act after P @ V
        (QK, SOFTMAX, _with(PV, a_heads=12)),  # probabilities read with heads interleaved
        (QK, Workload.parse("softmax:m=1536,c=64"), PV),  # sizes that do not chain
    ],
)
def test_chains_that_are_not_one_attention_stay_three(
    qk: Workload, softmax: Workload, pv: Workload
) -> None:
    assert fused_attention(qk, softmax, pv) is None


@pytest.mark.parametrize(
    ("fused", "three", "want"),
    [
        (None, (None, None, None), True),  # nothing on record: the faster default
        (1.0, (0.5, 0.2, 0.2), False),  # all on record: the three together cheaper
        (1.0, (0.5, 0.3, 0.2), False),  # a tie keeps the three
        (1.0, (0.5, 0.3, 0.4), True),
        (None, (0.5, 0.3, 0.4), False),  # the three tuned before the fused kernel existed
        (None, (0.5, None, 0.4), True),
        (1.0, (None, None, None), True),
    ],
)
def test_runs_fused_by_summed_record_costs(
    fused: float | None, three: tuple[float | None, ...], want: bool
) -> None:
    ws = fused_attention(QK, SOFTMAX, PV), QK, SOFTMAX, PV
    costs = dict(zip(ws, (fused, *three), strict=True))
    assert ws[0] is not None
    assert runs_fused(ws[0], (QK, SOFTMAX, PV), costs.get) is want
    assert runs_fused(ws[0], (QK, SOFTMAX, PV), None) is True
