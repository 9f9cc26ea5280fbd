"""The row kernels (layernorm, softmax), channel_transpose and batch_matmul's attention
forms: configs of several shapes (in every input layout) against the float64 reference,
transposes exactly."""

from __future__ import annotations

import functools
import random

import numpy as np
import pytest

from compiler import Workload, get_space, random_inputs, reference
from runtime import Kernel, build


@functools.lru_cache(maxsize=64)
def _kernel(workload: str, config_json: str) -> Kernel:
    return build(workload, config_json, num_threads=2)


def _every_config(text: str) -> list[tuple[Workload, Kernel]]:
    w = Workload.parse(text)
    space = get_space(w)
    return [(w, _kernel(str(w), space.get(i).to_json_str())) for i in range(space.size)]


MEAN, SPREAD = 300.0, 3 / np.sqrt(3)  # uniform [-3, 3): standard deviation 1.7

LAYER_NORMS = [
    "layernorm:n=1,p=128,c=768,eps=1e-12",  # BERT-base
    "layernorm:n=1,p=3136,c=96,eps=1e-6,layout=nchw16c",  # ConvNeXt-T, first stage
    "layernorm:n=2,p=49,c=64,eps=1e-5,layout=nchw16c",
    "layernorm:n=1,p=200,c=96,eps=1e-6,layout=nchw",
    "layernorm:n=3,p=9,c=35,eps=1e-5,layout=nchw",  # no vector divides 9 or 35
    "layernorm:n=2,p=7,c=35,eps=0.01",  # two vectors and a masked one
    "layernorm:n=1,p=197,c=768,eps=1e-6",  # ViT-B/16
    "layernorm:n=1,p=5,c=24,eps=1e-5",  # 8 lanes of a row
    "layernorm:n=1,p=1,c=1,eps=1e-5",  # one value: its deviation is 0
    "layernorm:n=2,p=3,c=50,eps=1e-5,plane=50",  # instance norm: a scale per row
    "layernorm:n=2,p=2,c=150,eps=1e-5,plane=50",  # group norm: 3 channels a row
]


@pytest.mark.parametrize("text", LAYER_NORMS)
def test_layer_norm_every_config_matches_the_float64_reference(text: str) -> None:
    for w, kernel in _every_config(text):
        inputs = random_inputs(w, np.random.default_rng(w.get_int("c")))
        # Rows of mean 300 next to a spread of 1.7: a one-pass E[x^2] - E[x]^2 in float32
        # loses 15 bits of the variance here (an error of 4e-3); two passes lose none.
        inputs[0] = (inputs[0] * 3 + MEAN).astype(np.float32)
        out = kernel(*kernel.prepare(*inputs))
        ref = reference(w, inputs)
        assert out.shape == ref.shape == (w.get_int("n"), w.get_int("p"), w.get_int("c"))
        # The float32 mean is off by about an ulp of 300, which every deviation carries,
        # divided by the spread: a few ulps of the mean over the spread, times the scale.
        bound = 8 * np.finfo(np.float32).eps * (1 + MEAN / SPREAD) * (np.max(np.abs(ref)) + 1)
        err = float(np.max(np.abs(out - ref)))
        assert err <= bound, f"{w} {kernel.config}: error {err} > {bound}"


@pytest.mark.parametrize("nan0", [0, 1])
@pytest.mark.parametrize("text", ["softmax:m=36,c=37,mask=12", "softmax:m=24,c=128,mask=1,log=1"])
def test_softmax_with_a_mask_and_the_nan_guard(text: str, nan0: int) -> None:
    """Attention's additive mask (finite -3.4e38 where masked, as torch writes it), shared
    by row r % R; a row of -inf alone is NaN, or 0 with ``nan0``: as the reference."""
    for w, kernel in _every_config(f"{text},nan0={nan0}"):
        data, mask = random_inputs(w, np.random.default_rng(w.get_int("c")))
        data = (data * 8).astype(np.float32)
        mask[:, -5:] = -3.4028234663852886e38  # padded keys
        data[1] = -np.inf
        out = kernel(*kernel.prepare(data, mask))
        ref = reference(w, [data, mask])
        np.testing.assert_array_equal(np.isnan(out), np.isnan(ref))
        assert np.isnan(ref[1]).all() != bool(nan0)
        assert float(np.nanmax(np.abs(ref[:, -5:]) if not w.get_int("log") else 0)) == 0
        err = float(np.nanmax(np.abs(out - ref)[np.isfinite(ref)]))
        assert err <= 1e-5 * (np.nanmax(np.abs(ref[np.isfinite(ref)])) + 1), f"{w} {kernel.config}"


@pytest.mark.parametrize("log", [0, 1])
@pytest.mark.parametrize(
    "shape", [(1536, 128), (7, 33), (3, 1000), (4, 1), (40, 197), (2, 21, 100), (1, 5, 37)]
)
def test_softmax_every_config_matches_the_float64_reference(
    shape: tuple[int, ...], log: int
) -> None:
    """Along rows ([m, c]) and along the middle axis of [m, c, inner]."""
    m, c, inner = (*shape, 1)[:3]
    for w, kernel in _every_config(f"softmax:m={m},c={c},log={log},inner={inner}"):
        inputs = random_inputs(w, np.random.default_rng(c))
        # Logits up to +-40: exp(x) alone would overflow nothing here, but the rows span
        # 35 orders of magnitude, so only the max subtracted first keeps every value.
        inputs[0] = (inputs[0] * 40).astype(np.float32)
        out = kernel(*kernel.prepare(*inputs))
        ref = reference(w, inputs)
        eps = np.finfo(np.float32).eps
        if log:  # x - max - log(sum): a few ulps of the terms
            bound = 8 * eps * (np.abs(ref) + np.log(c) + 1)
        else:  # the exponential's ulps, relative, and the float32 rounding of x - max
            # (half an ulp of it, absolute: that many ulps of exp's value, relative)
            shift = np.abs(inputs[0] - inputs[0].max(axis=1, keepdims=True))  # the axis
            bound = eps * (8 + shift) * np.abs(ref) + 1e-38
        assert out.shape == ref.shape == shape
        excess = np.abs(out - ref) - bound
        assert float(excess.max()) <= 0, f"{w} {kernel.config}: {np.abs(out - ref).max()}"
        if not log:
            np.testing.assert_allclose(out.sum(axis=1), 1.0, rtol=1e-5)


@pytest.mark.parametrize(
    "text",
    [
        "channel_transpose:n=1,c=96,p=3136,src=rows,dst=nchw16c",
        "channel_transpose:n=2,c=32,p=7,src=nchw16c,dst=rows",
        "channel_transpose:n=2,c=35,p=17,src=rows,dst=nchw",
        "channel_transpose:n=2,c=35,p=17,src=nchw,dst=rows",
    ],
)
def test_channel_transpose_every_config_is_an_exact_copy(text: str) -> None:
    for w, kernel in _every_config(text):
        inputs = random_inputs(w, np.random.default_rng(3))
        out = kernel(*kernel.prepare(*inputs))
        np.testing.assert_array_equal(out, reference(w, inputs).astype(np.float32))


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("layernorm:n=1,p=4,c=24,eps=1e-5,layout=nchw16c", "needs c divisible by 16"),
        ("layernorm:n=1,p=4,c=24,eps=-1", "eps '-1' must be a finite number >= 0"),
        ("layernorm:n=1,p=4,c=24,eps=tiny", "eps 'tiny' is not a number"),
        ("channel_transpose:n=1,c=16,p=4,src=nchw,dst=nchw16c", "between rows and a channel"),
        ("softmax:m=2,c=3,log=2", "log=2 must be 0 or 1"),
        ("softmax:m=6,c=3,mask=4", "mask=4 needs inner=1 and rows m=6 a multiple of it"),
        ("softmax:m=6,c=3,inner=2,mask=1", "needs inner=1"),
        ("layernorm:n=1,p=3,c=10,eps=1e-5,plane=7", "plane=7 needs layout rows and divides"),
        ("batch_matmul:b=2,m=3,n=3,k=4,a_pitch=5,a_offset=2", "must fit in a_pitch=5"),
    ],
)
def test_bad_workloads_are_refused_in_one_line(text: str, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        Workload.parse(text)


@pytest.mark.parametrize("trans_b", [0, 1])
def test_batch_matmul_reads_heads_inside_longer_rows(trans_b: int) -> None:
    """q, k and v side by side in each row of a fused projection [s, 3 * H * d], read in
    place at their offsets: Q @ K^T (both from the rows), or P @ V (V from the rows),
    equal the plain products of the copies."""
    heads, seq, dim = 3, 11, 8
    pitch = 3 * heads * dim
    rng = np.random.default_rng(4 + trans_b)
    fused = rng.standard_normal((1, seq, pitch)).astype(np.float32)
    q, k, v = (fused[0, :, o : o + heads * dim].reshape(seq, heads, dim) for o in (0, 24, 48))
    if trans_b:  # scores = Q @ K^T
        text = (
            f"batch_matmul:b={heads},m={seq},n={seq},k={dim},trans_b=1,a_heads={heads},"
            f"a_pitch={pitch},b_heads={heads},b_pitch={pitch},b_offset={heads * dim}"
        )
        a, given = q.transpose(1, 0, 2), fused
        want = a.astype(np.float64) @ k.transpose(1, 2, 0)
    else:  # P @ V
        text = (
            f"batch_matmul:b={heads},m={seq},n={dim},k={seq},b_heads={heads},b_pitch={pitch},"
            f"b_offset={2 * heads * dim}"
        )
        given = a = rng.standard_normal((heads, seq, seq)).astype(np.float32)
        want = a.astype(np.float64) @ v.transpose(1, 0, 2)
    w = Workload.parse(text)
    space = get_space(w)
    for cfg in [space.default(), *space.sample(random.Random(7), 4)]:
        kernel = _kernel(str(w), cfg.to_json_str())
        out = kernel(*kernel.prepare(given, fused))
        assert float(np.max(np.abs(out - want))) <= 1e-5 * float(np.max(np.abs(want))), cfg


def test_batch_matmul_heads_must_divide_the_batch() -> None:
    with pytest.raises(ValueError, match="batch_matmul c_heads=5 must divide the batch b=12"):
        Workload.parse("batch_matmul:b=12,m=3,n=3,k=3,c_heads=5")


def test_eps_is_kept_as_its_float32_value() -> None:
    assert Workload.parse("layernorm:n=1,p=2,c=3,eps=0.00001").get("eps") == "1e-05"
    assert Workload.parse("layernorm:n=1,p=2,c=3,eps=1e-12").get("eps") == "1e-12"


@pytest.mark.parametrize(
    "text",
    [
        "batch_matmul:b=3,m=17,n=21,k=13,trans_b=1,act=mul(x;0.125)",
        "batch_matmul:b=12,m=197,n=197,k=64,trans_b=1",  # ViT-B/16's Q @ K^T
        "batch_matmul:b=2,m=5,n=40,k=9,act=tanh(x)",
        # Heads in place: [b/H, rows, H, cols] read (Q, K, V) or written (P @ V).
        "batch_matmul:b=12,m=33,n=33,k=16,trans_b=1,a_heads=4,b_heads=4,act=mul(x;0.25)",
        "batch_matmul:b=12,m=33,n=16,k=33,b_heads=4,c_heads=4",
        "batch_matmul:b=6,m=7,n=19,k=11,a_heads=2,b_heads=3,c_heads=6",
    ],
)
def test_batch_matmul_with_b_transposed_and_an_act(text: str) -> None:
    """Sampled configs (packed or not) against float64: B read as [b, n, k], act last,
    operands with interleaved heads."""
    w = Workload.parse(text)
    space = get_space(w)
    for cfg in [space.default(), *space.sample(random.Random(len(text)), 5)]:
        kernel = _kernel(str(w), cfg.to_json_str())
        inputs = random_inputs(w, np.random.default_rng(1))
        out = kernel(*kernel.prepare(*inputs))
        ref = reference(w, inputs)
        bound = 4 * np.finfo(np.float32).eps * w.get_int("k")
        assert float(np.max(np.abs(out - ref))) <= bound, f"{w} {cfg}"
