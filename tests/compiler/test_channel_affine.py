"""channel_affine (``act(data * scale[c] + shift[c])``): every knob value correct on random
data in both layouts, with and without the ReLU, and clear refusals."""

from __future__ import annotations

import numpy as np
import pytest

from compiler import get_space
from compiler.layout import from_blocked, to_blocked
from compiler.ops import flop_count, random_inputs, reference
from compiler.space import Config
from compiler.workload import Workload
from runtime import build
from tests.compiler.test_conv_templates import check

CASES = [
    "channel_affine:n=1,c=1,h=1,w=1",  # everything 1
    "channel_affine:n=2,c=7,h=5,w=13,activation=relu",  # planes not a multiple of a vector
    "channel_affine:n=1,c=3,h=56,w=56",  # a model's input batch norm
    "channel_affine:n=1,c=32,h=7,w=9,activation=relu,layout=nchw16c",  # odd rows
    "channel_affine:n=2,c=64,h=3,w=1,layout=nchw16c",
]


@pytest.mark.parametrize("text", CASES)
def test_every_knob_value(text: str) -> None:
    w = Workload.parse(text)
    space = get_space(w)
    check(w, space.default())
    for knob in space.knobs:
        for value in knob.candidates:
            check(w, Config({**space.default().knobs, knob.name: value}), seed=len(str(value)))


def test_the_reference_is_the_nchw_affine_in_either_layout() -> None:
    nchw = Workload.parse("channel_affine:n=1,c=32,h=3,w=4,activation=relu")
    blocked = Workload.parse(f"{nchw},layout=nchw16c")
    data, scale, shift = random_inputs(nchw, np.random.default_rng(5))
    want = np.maximum(data * scale[None, :, None, None] + shift[None, :, None, None], 0)
    assert (want == 0).any()  # the ReLU clamps some values,
    assert (want > 0).any()  # not all
    np.testing.assert_allclose(reference(nchw, [data, scale, shift]), want, rtol=1e-6)
    kernel = build(blocked)
    got = kernel(to_blocked(data), scale, shift)
    np.testing.assert_allclose(from_blocked(got), want, rtol=1e-5, atol=1e-6)
    assert flop_count(nchw) == 3 * 32 * 3 * 4


def test_blocked_channels_must_fill_blocks() -> None:
    with pytest.raises(ValueError, match="c=20 channels cannot be laid out as nchw16c"):
        Workload.parse("channel_affine:n=1,c=20,h=4,w=4,layout=nchw16c")


def test_unknown_activation_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="activation"):
        Workload.parse("channel_affine:n=1,c=4,h=4,w=4,activation=gelu")


@pytest.mark.parametrize(
    "text", ["channel_affine:n=1,c=3,h=224,w=224", "channel_affine:n=2,c=7,h=5,w=13"]
)
def test_nchw_planes_are_read_and_written_with_plain_vectors(text: str) -> None:
    """Each row of an NCHW plane is contiguous: vector loads and stores (a masked tail
    where the width is no multiple of the lanes), never a gather or scatter with a
    division by the width per lane, which ran ResNet-50 v2's input normalization 8x slower."""
    for unroll in (1, 4):
        config = {"unroll_x": unroll, "parallel": "outer"}
        ir_text = build(text, config).source
        for lane_wise in ("gather", "scatter", " sdiv <", " srem <"):
            assert lane_wise not in ir_text, (unroll, lane_wise)
