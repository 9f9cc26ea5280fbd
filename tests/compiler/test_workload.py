"""Workload string form: parse/print round trip, canonicalization, and every bad-input case."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compiler.ops import (
    AFFINE_ACTIVATIONS,
    CONV_EPILOGUES,
    EPILOGUES,
    OPERATORS,
    POOL_MODES,
    conv_out_size,
)
from compiler.ops_copy import contiguous_strides, strided_copy
from compiler.ops_reduce import INDEX_KINDS, REDUCE_KINDS
from compiler.ops_resize import RESIZE_COORDS, RESIZE_MODES, RESIZE_NEAREST
from compiler.workload import Workload

sizes = st.integers(min_value=1, max_value=4096)

#: Pointwise functions, in canonical text or not (one input for an act).
FUNCTIONS = ("mul(x;sigmoid(x))", "tanh( x )", "add(x;0.1000001)", "mul(x0;x1)", "max(x1;x)")


@st.composite
def workloads(draw: st.DrawFn) -> Workload:
    """Any valid workload, with optional parameters sometimes explicit and sometimes omitted."""
    op = draw(st.sampled_from(sorted(OPERATORS)))
    params: dict[str, int | str] = {}
    if op == "matmul":
        params = {"m": draw(sizes), "n": draw(sizes), "k": draw(sizes)}
        if draw(st.booleans()):
            params["epilogue"] = draw(st.sampled_from(EPILOGUES))
    elif op == "batch_matmul":
        params = {"b": draw(sizes), "m": draw(sizes), "n": draw(sizes), "k": draw(sizes)}
    elif op == "attention":
        heads = draw(st.integers(1, 4))
        params = {"b": heads * draw(st.integers(1, 4)), "m": draw(sizes), "n": draw(sizes)}
        params.update(k=draw(sizes), v=draw(sizes), q_heads=heads, o_heads=heads)
        if draw(st.booleans()):
            params.update(mask=1, nan0=draw(st.integers(0, 1)), trans_k=draw(st.integers(0, 1)))
    elif op == "pointwise_conv2d":
        params = {"n": draw(sizes), "c": draw(sizes), "k": draw(sizes), "p": draw(sizes)}
        if draw(st.booleans()):
            params["epilogue"] = draw(st.sampled_from(CONV_EPILOGUES))
    elif op == "winograd_conv2d":
        pad = draw(st.integers(0, 3))
        params = {"n": draw(st.integers(1, 8)), "c": draw(sizes), "k": draw(sizes)}
        params.update(h=draw(st.integers(max(1, 3 - 2 * pad), 300)), pad=pad)
        params.update(w=draw(st.integers(max(1, 3 - 2 * pad), 300)))
        if draw(st.booleans()):
            params["stride"] = 2
        if draw(st.booleans()):
            params["epilogue"] = draw(st.sampled_from(CONV_EPILOGUES))
        if draw(st.booleans()):
            params.update(c=16 * draw(st.integers(1, 64)), layout_in="nchw16c")
    elif op == "channel_affine":
        params = {"n": draw(st.integers(1, 8)), "h": draw(sizes), "w": draw(sizes)}
        params["c"] = draw(sizes)
        if draw(st.booleans()):
            params["activation"] = draw(st.sampled_from(AFFINE_ACTIVATIONS))
        if draw(st.booleans()):
            params["c"] = 16 * draw(st.integers(1, 64))
            params["layout"] = "nchw16c"
    elif op == "pointwise":
        params = {"n": draw(sizes), "fn": draw(st.sampled_from(FUNCTIONS))}
        if "x1" in str(params["fn"]) and draw(st.booleans()):
            params.update(inner=draw(st.integers(1, 64)), block=draw(st.sampled_from((1, 16))))
            params["n"] = int(params["inner"]) * int(params["block"]) * draw(st.integers(1, 8))
            params["bcast"] = draw(st.integers(1, 3))
    elif op in ("layernorm", "channel_transpose"):
        layout = draw(st.sampled_from(("rows", "nchw", "nchw16c")))
        c = 16 * draw(st.integers(1, 64)) if layout == "nchw16c" else draw(sizes)
        params = {"n": draw(st.integers(1, 8)), "p": draw(sizes), "c": c}
        if op == "layernorm":
            params["eps"] = draw(st.sampled_from(("1e-5", "0.000001", "1e-12", "0")))
            if layout != "rows" or draw(st.booleans()):
                params["layout"] = layout
        else:
            other = draw(st.sampled_from(("nchw", "nchw16c") if layout == "rows" else ("rows",)))
            if other == "nchw16c":
                params["c"] = 16 * draw(st.integers(1, 64))
            params.update(src=layout, dst=other)
    elif op == "copy":
        rank = draw(st.integers(1, 4))
        shape = [draw(st.integers(1, 40)) for _ in range(rank)]
        perm = draw(st.permutations(range(rank)))
        inner = contiguous_strides(shape)
        signs = [draw(st.sampled_from((1, 1, -1, 0))) for _ in range(rank)]
        strides = [inner[p] * sg for p, sg in zip(perm, signs, strict=True)]
        out = [shape[p] for p in perm]
        offset = sum((n - 1) * -s for n, s in zip(out, strides, strict=True) if s < 0)
        pads = None
        if draw(st.booleans()):
            pads = [(draw(st.integers(0, 3)), draw(st.integers(0, 3))) for _ in out]
        mode = draw(st.sampled_from(("constant", "edge", "reflect", "wrap")))
        params = strided_copy(out, strides, offset, math.prod(shape), pads=pads, mode=mode)
    elif op == "concat":
        widths = [draw(sizes) for _ in range(draw(st.integers(2, 8)))]
        params = {"rows": draw(sizes), "widths": "x".join(map(str, widths))}
    elif op == "gather":
        params = {"outer": draw(sizes), "n": draw(sizes), "count": draw(sizes)}
        params["inner"] = draw(sizes)
    elif op == "softmax":
        params = {"m": draw(sizes), "c": draw(sizes)}
        if draw(st.booleans()):
            params["log"] = draw(st.integers(0, 1))
    elif op == "reduce":
        params = {
            "outer": draw(sizes),
            "r": draw(sizes),
            "kind": draw(st.sampled_from(REDUCE_KINDS)),
        }
        if draw(st.booleans()):
            params["inner"] = draw(sizes)
        if params["kind"] in INDEX_KINDS and draw(st.booleans()):
            params["last"] = draw(st.integers(0, 1))
    elif op == "pool2d":
        kh, kw = draw(st.integers(1, 7)), draw(st.integers(1, 7))
        params = {"n": draw(st.integers(1, 8)), "c": draw(sizes)}
        params.update(h=draw(st.integers(kh, 300)), w=draw(st.integers(kw, 300)), kh=kh, kw=kw)
        params.update(sh=draw(st.integers(1, 3)), sw=draw(st.integers(1, 3)))
        params.update(pt=draw(st.integers(0, kh - 1)), pr=draw(st.integers(0, kw - 1)))
        params.update(ceil=draw(st.integers(0, 1)), mode=draw(st.sampled_from(POOL_MODES)))
        if params["mode"] == "avg":
            params["count_pad"] = draw(st.integers(0, 1))
    elif op == "resize2d":
        params = {"n": draw(st.integers(1, 8)), "c": draw(sizes)}
        params.update(h=draw(st.integers(1, 300)), w=draw(st.integers(1, 300)))
        params.update(oh=draw(st.integers(2, 600)), ow=draw(st.integers(2, 600)))
        params.update(mode=draw(st.sampled_from(RESIZE_MODES)))
        params.update(coord=draw(st.sampled_from(RESIZE_COORDS)))
        if params["mode"] == "nearest":
            params["nearest"] = draw(st.sampled_from(RESIZE_NEAREST))
        if params["mode"] == "cubic":
            params.update(cubic_a=draw(st.sampled_from(("-0.5", "-0.75", "-.5000"))))
            params.update(exclude=draw(st.integers(0, 1)))
        if params["oh"] != params["h"] and draw(st.booleans()):
            params["scale_h"] = draw(st.sampled_from(("2", "0.3333333", "1.5e0")))
    else:
        r, s = draw(st.integers(1, 7)), draw(st.integers(1, 7))
        stride, pad = draw(st.integers(1, 3)), draw(st.integers(0, 3))
        dilation = draw(st.integers(1, 3))
        # Input at least as large as the dilated kernel so the output is non-empty.
        h = draw(st.integers(max(1, dilation * (r - 1) + 1 - 2 * pad), 300))
        w = draw(st.integers(max(1, dilation * (s - 1) + 1 - 2 * pad), 300))
        params = {"n": draw(st.integers(1, 8)), "c": draw(sizes), "h": h, "w": w, "r": r, "s": s}
        if op == "conv2d":
            params["k"] = draw(sizes)
        if dilation > 1 or draw(st.booleans()):
            params["dilation"] = dilation
        params.update(stride=stride, pad=pad)
        if draw(st.booleans()):
            params["epilogue"] = draw(st.sampled_from(CONV_EPILOGUES))
            if params["epilogue"] != "none" and draw(st.booleans()):
                params["act"] = draw(st.sampled_from(FUNCTIONS[:3]))
    return Workload(op, tuple(params.items()))


@settings(max_examples=200, deadline=None)
@given(workloads(), st.randoms(use_true_random=False))
def test_round_trip_any_spelling(w: Workload, rnd: object) -> None:
    key = str(w)
    assert Workload.parse(key) == w
    assert str(Workload.parse(key)) == key
    assert hash(Workload.parse(key)) == hash(w)
    # Shuffled order, spaces and explicit defaults are the same workload.
    items = [f"{n} = {v}" for n, v in w.params_dict.items()] + ["dtype=float32"]
    rnd.shuffle(items)  # type: ignore[attr-defined]
    assert Workload.parse(f" {w.op} : " + " , ".join(items)) == w


def test_canonical_form_omits_defaults_and_orders_params() -> None:
    w = Workload.parse("matmul:k=3,n=2,m=1,epilogue=none,dtype=float32")
    assert str(w) == "matmul:m=1,n=2,k=3"
    assert w.key == str(w)
    assert w.params == (("m", 1), ("n", 2), ("k", 3))
    assert w.dtype == "float32"
    c = Workload.parse("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1,stride=1,dilation=1")
    assert str(c) == "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"
    c2 = Workload.parse("conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,stride=2,dilation=2")
    assert str(c2) == "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,stride=2,dilation=2"


def test_direct_construction_is_canonicalized() -> None:
    a = Workload("matmul", (("k", 3), ("m", 1), ("n", 2), ("epilogue", "none")))
    b = Workload.of("matmul", m=1, n=2, k=3)
    assert a == b
    assert a.params == (("m", 1), ("n", 2), ("k", 3))
    assert {a, b} == {b}


def test_accessors() -> None:
    w = Workload.parse("depthwise_conv2d:n=2,c=8,h=9,w=7,r=3,s=3,pad=1")
    assert w.params_dict == {
        "n": 2,
        "c": 8,
        "h": 9,
        "w": 7,
        "r": 3,
        "s": 3,
        "stride": 1,
        "pad": 1,
        "epilogue": "none",
        "act": "x",
        "layout": "nchw",
        "dilation": 1,
    }
    assert w.get("stride") == 1
    assert w.get("pad") == 1
    assert w.get_int("h") == 9
    with pytest.raises(ValueError, match=r"unknown parameter 'k' for depthwise_conv2d"):
        w.get("k")
    m = Workload.parse("matmul:m=4,n=5,k=6,epilogue=bias_relu")
    assert m.get("epilogue") == "bias_relu"
    with pytest.raises(ValueError, match="not an integer"):
        m.get_int("epilogue")


def test_frozen() -> None:
    w = Workload.of("matmul", m=1, n=1, k=1)
    with pytest.raises(AttributeError):
        w.op = "conv2d"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("", r"empty workload string"),
        ("   ", r"empty workload string"),
        (
            "gemm:m=1,n=1,k=1",
            r"unknown operator 'gemm'; valid operators: attention, batch_matmul, channel_affine, "
            r"channel_transpose, concat, conv2d, copy, depthwise_conv2d, gather, layernorm, matmul",
        ),
        ("matmul", r"no parameters; expected matmul:m=...,n=...,k=..."),
        ("matmul:", r"no parameters"),
        ("matmul:m=1,n=2", r"missing required parameter\(s\) k; required: m, n, k"),
        ("conv2d:n=1,c=1,h=5,w=5", r"missing required parameter\(s\) k, r, s"),
        ("matmul:m=1,n=2,k=x", r"parameter 'k' of matmul must be an integer, got 'x'"),
        ("matmul:m=1.5,n=2,k=3", r"parameter 'm' of matmul must be an integer, got '1.5'"),
        ("matmul:m=0,n=2,k=3", r"parameter 'm' of matmul must be >= 1, got 0"),
        ("batch_matmul:b=-2,m=1,n=2,k=3", r"parameter 'b' of batch_matmul must be >= 1, got -2"),
        ("conv2d:n=1,c=1,h=5,w=5,k=1,r=3,s=3,stride=0", r"'stride' of conv2d must be >= 1"),
        ("conv2d:n=1,c=1,h=5,w=5,k=1,r=3,s=3,pad=-1", r"'pad' of conv2d must be >= 0, got -1"),
        ("conv2d:n=1,c=1,h=5,w=5,k=1,r=3,s=3,dilation=0", r"'dilation' of conv2d must be >= 1"),
        (
            "matmul:m=1,n=2,k=3,q=4",
            r"unknown parameter 'q' for matmul; valid parameters: "
            r"m, n, k, epilogue, act, dtype",
        ),
        (
            "depthwise_conv2d:n=1,c=1,h=5,w=5,r=3,s=3,groups=2",
            r"unknown parameter 'groups' for depthwise_conv2d; valid parameters: "
            r"n, c, h, w, r, s, stride, pad, epilogue, act, layout, dilation, dtype",
        ),
        (
            "matmul:m=1,n=2,k=3,epilogue=gelu",
            r"unknown epilogue 'gelu' for matmul; "
            r"valid: none, bias, bias_relu",
        ),
        ("matmul:m=1,n=2,k=3,dtype=float16", r"unsupported dtype 'float16'; supported: float32"),
        ("matmul:m=1,m=2,n=2,k=3", r"parameter 'm' given twice"),
        ("matmul:m=1,,n=2,k=3", r"malformed parameter '' in"),
        ("matmul:m1,n=2,k=3", r"malformed parameter 'm1'.*expected NAME=VALUE"),
        ("matmul:m=,n=2,k=3", r"malformed parameter 'm='"),
        ("conv2d:n=1,c=1,h=2,w=5,k=1,r=3,s=3", r"conv2d output height would be 0"),
        ("conv2d:n=1,c=1,h=5,w=4,k=1,r=3,s=3,dilation=2", r"conv2d output width would be 0"),
        ("depthwise_conv2d:n=1,c=1,h=5,w=1,r=1,s=4", r"depthwise_conv2d output width would be -2"),
    ],
)
def test_bad_strings(text: str, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        Workload.parse(text)


def test_bad_direct_construction() -> None:
    with pytest.raises(ValueError, match="must be an integer, got True"):
        Workload.of("matmul", m=True, n=1, k=1)
    with pytest.raises(ValueError, match="must be an integer, got '4'"):
        Workload.of("matmul", m="4", n=1, k=1)
    with pytest.raises(ValueError, match="unknown epilogue 3"):
        Workload.of("matmul", m=1, n=1, k=1, epilogue=3)
    with pytest.raises(ValueError, match="unknown operator"):
        Workload.of("conv3d", n=1)
    with pytest.raises(ValueError, match="given twice"):
        Workload("matmul", (("m", 1), ("m", 1), ("n", 1), ("k", 1)))
    with pytest.raises(ValueError, match="unsupported dtype"):
        Workload.of("matmul", dtype="int8", m=1, n=1, k=1)
    with pytest.raises(ValueError, match="must be a string"):
        Workload.parse(3)  # type: ignore[arg-type]


def test_padding_makes_small_input_valid() -> None:
    # 2x2 input, 3x3 kernel: invalid without padding, valid with pad=1.
    w = Workload.parse("conv2d:n=1,c=1,h=2,w=2,k=1,r=3,s=3,pad=1")
    assert w.get("pad") == 1
    assert conv_out_size(2, 3, 1, 1) == 2
