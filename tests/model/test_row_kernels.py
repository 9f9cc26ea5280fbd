"""Layer norms, softmaxes and attention's products as compiled kernels, and the transposes
around a layer norm over each pixel's channels (ConvNeXt) folded away or made vector copies:
models compiled, run and checked against onnxruntime, and the steps they became."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.lower import CostLookup
from compiler.model.onnx_import import import_onnx
from compiler.model.passes import optimize
from compiler.model.plan import KernelStep

onnx = pytest.importorskip("onnx")
from onnx import helper  # noqa: E402

from tests.model.test_onnx_import import make_model, ort_value  # noqa: E402

RNG = np.random.default_rng(5)


def _node(op: str, inputs: list[str], outputs: list[str], **attrs: Any) -> Any:
    return helper.make_node(op, inputs, outputs, name=outputs[0], **attrs)


def _rand(*shape: int, scale: float = 1.0, mean: float = 0.0) -> np.ndarray:
    return (RNG.standard_normal(shape) * scale + mean).astype(np.float32)


def _run(
    model: Any, layout: str = "nchw16c", mean: float = 0.0, cost_of: CostLookup | None = None
) -> list[Any]:
    """The plan's steps (kernel workloads, or numpy ops), after checking the output
    against onnxruntime within 1e-5 of its scale."""
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model), desired_layout=layout, cost_of=cost_of)[0]
    feeds = {
        i.name: _rand(*[d.dim_value for d in i.type.tensor_type.shape.dim], mean=mean)
        for i in model.graph.input
    }
    got = Runtime(package, num_threads=2).run(feeds)[model.graph.output[0].name]
    want = ort_value(model, feeds)
    scale = float(np.max(np.abs(want)))
    assert scale > 0.1
    assert float(np.max(np.abs(got - want))) <= 1e-5 * scale
    workloads = {k.symbol: Workload.parse(k.workload) for k in package.plan.kernels}
    return [workloads[s.symbol] if isinstance(s, KernelStep) else s.op for s in package.plan.steps]


def _convnext_block(c: int, size: int) -> Any:
    """ConvNeXt's stem and one block as torch exports them: the layer norms over each
    pixel's channels between transposes, GELU as Erf, the layer scale and the residual;
    then a 1x1 conv (the next stage's)."""
    nodes = [
        _node("Conv", ["x", "stem_w", "stem_b"], ["s"], kernel_shape=[4, 4], strides=[4, 4]),
        _node("Transpose", ["s"], ["s_t"], perm=[0, 2, 3, 1]),
        _node("LayerNormalization", ["s_t", "g0", "b0"], ["s_n"], axis=-1, epsilon=1e-6),
        _node("Transpose", ["s_n"], ["h"], perm=[0, 3, 1, 2]),
        _node("Conv", ["h", "dw_w", "dw_b"], ["d"], kernel_shape=[7, 7], pads=[3] * 4, group=c),
        _node("Transpose", ["d"], ["d_t"], perm=[0, 2, 3, 1]),
        _node("LayerNormalization", ["d_t", "g1", "b1"], ["n"], axis=-1, epsilon=1e-6),
        _node("MatMul", ["n", "w1"], ["m1"]),
        _node("Add", ["m1", "c1"], ["a1"]),
        _node("Div", ["a1", "sqrt2"], ["q"]),
        _node("Erf", ["q"], ["e"]),
        _node("Add", ["e", "one"], ["e1"]),
        _node("Mul", ["a1", "e1"], ["g"]),
        _node("Mul", ["g", "half"], ["gelu"]),
        _node("MatMul", ["gelu", "w2"], ["m2"]),
        _node("Add", ["m2", "c2"], ["a2"]),
        _node("Transpose", ["a2"], ["back"], perm=[0, 3, 1, 2]),
        _node("Mul", ["back", "gamma"], ["scaled"]),
        _node("Add", ["scaled", "h"], ["r"]),
        _node("Conv", ["r", "head_w", "head_b"], ["y"], kernel_shape=[1, 1]),
    ]
    inits = [
        ("stem_w", _rand(c, 3, 4, 4, scale=0.3)),
        ("stem_b", _rand(c, scale=0.1)),
        ("dw_w", _rand(c, 1, 7, 7, scale=0.15)),
        ("dw_b", _rand(c, scale=0.1)),
        ("w1", _rand(c, 4 * c, scale=1 / math.sqrt(c))),
        ("c1", _rand(4 * c, scale=0.1)),
        ("w2", _rand(4 * c, c, scale=1 / math.sqrt(4 * c))),
        ("c2", _rand(c, scale=0.1)),
        ("gamma", _rand(c, 1, 1, scale=0.5)),
        ("head_w", _rand(16, c, 1, 1, scale=1 / math.sqrt(c))),
        ("head_b", _rand(16, scale=0.1)),
        ("sqrt2", np.array(math.sqrt(2.0), np.float32)),
        ("one", np.array(1.0, np.float32)),
        ("half", np.array(0.5, np.float32)),
    ]
    for i in range(2):
        inits += [(f"g{i}", _rand(c, scale=0.5, mean=1.0)), (f"b{i}", _rand(c, scale=0.1))]
    return make_model(nodes, [("x", (1, 3, size, size))], ["y"], opset=17, initializers=inits)


def test_a_convnext_block_runs_blocked_without_numpy_steps() -> None:
    """The transposes before the norms fold into them (reading NCHW16c), the ones after
    the dense layers write NCHW16c: the depthwise conv and the residual stay blocked."""
    steps = _run(_convnext_block(32, 40))
    assert all(isinstance(s, Workload) for s in steps), steps
    ops = [s.op for s in steps]
    assert ops.count("layernorm") == 2
    assert all(s.get("layout") == "nchw16c" for s in steps if s.op == "layernorm")
    assert ops.count("channel_transpose") == 2
    dw = next(s for s in steps if s.op == "depthwise_conv2d")
    assert dw.get("layout") == "nchw16c"


def test_a_convnext_block_in_plain_nchw() -> None:
    """Without blocking, the norms read the NCHW planes across the channels, and the
    transposes after the dense layers are ``copy`` kernels (a strided read either way)."""
    steps = _run(_convnext_block(24, 24), layout="nchw")
    norms = [s for s in steps if isinstance(s, Workload) and s.op == "layernorm"]
    assert [s.get("layout") for s in norms] == ["nchw", "nchw"]
    copies = [s for s in steps if isinstance(s, Workload) and s.op == "copy"]
    assert len(copies) == 2
    assert "Transpose" not in steps


def _transformer_block(seq: int, hidden: int, mean: float = 0.0) -> Any:
    """A post-norm residual block: LN(x + dense(x)), then a second LN over [seq, hidden]."""
    nodes = [
        _node("MatMul", ["x", "w"], ["m"]),
        _node("Add", ["m", "x"], ["r"]),
        _node("LayerNormalization", ["r", "g", "b"], ["n"], axis=-1, epsilon=1e-12),
        _node("LayerNormalization", ["n", "g2"], ["y"], axis=-2, epsilon=1e-5),
    ]
    inits = [
        ("w", _rand(hidden, hidden, scale=1 / math.sqrt(hidden))),
        ("g", _rand(hidden, mean=1.0, scale=0.2)),
        ("b", _rand(hidden, scale=0.1)),
        ("g2", _rand(seq, hidden, mean=1.0, scale=0.2)),
    ]
    return make_model(nodes, [("x", (2, seq, hidden))], ["y"], opset=17, initializers=inits)


@pytest.mark.parametrize("mean", [0.0, 100.0])
def test_transformer_layer_norms_are_kernels(mean: float) -> None:
    """Over the last axis (rows of hidden values) and over the last two (one row of
    seq * hidden values per image, the scale of that shape), without bias too; rows of
    a large mean keep their precision (two passes)."""
    steps = _run(_transformer_block(12, 48), mean=mean)
    norms = [s for s in steps if isinstance(s, Workload) and s.op == "layernorm"]
    assert [(s.get_int("p"), s.get_int("c")) for s in norms] == [(24, 48), (2, 12 * 48)]
    assert all(isinstance(s, Workload) for s in steps), steps


def test_a_scale_broadcast_over_part_of_the_row_stays_a_numpy_step() -> None:
    nodes = [_node("LayerNormalization", ["x", "g", "b"], ["y"], axis=-2)]
    inits = [("g", _rand(1, 16, mean=1.0)), ("b", _rand(6, 1))]
    model = make_model(nodes, [("x", (2, 6, 16))], ["y"], opset=17, initializers=inits)
    assert _run(model) == ["LayerNormalization"]


def test_a_transpose_read_twice_is_not_folded() -> None:
    nodes = [
        _node("Transpose", ["x"], ["t"], perm=[0, 2, 3, 1]),
        _node("LayerNormalization", ["t", "g", "b"], ["n"], axis=-1),
        _node("Add", ["n", "t"], ["y"]),
    ]
    inits = [("g", _rand(16, mean=1.0)), ("b", _rand(16))]
    model = make_model(nodes, [("x", (1, 16, 5, 5))], ["y"], opset=17, initializers=inits)
    graph = optimize(import_onnx(model))
    assert [n.op for n in graph.nodes][:2] == ["Transpose", "LayerNormalization"]
    _run(model)


@pytest.mark.parametrize("op", ["Softmax", "LogSoftmax"])
def test_softmax_along_any_axis_is_a_kernel(op: str) -> None:
    """Scores [batch, heads, seq, seq] along the last axis (rows), then along axis 1
    (the elements after the axis as vectors, as a segmentation head's class softmax)."""
    nodes = [
        _node("Mul", ["x", "scale"], ["s"]),
        _node(op, ["s"], ["p"], axis=-1),
        _node(op, ["p"], ["y"], axis=1),
    ]
    inits = [("scale", np.array(3.0, np.float32))]
    model = make_model(nodes, [("x", (2, 3, 10, 10))], ["y"], opset=13, initializers=inits)
    steps = _run(model)
    kernels = [s for s in steps if isinstance(s, Workload) and s.op == "softmax"]
    log = int(op == "LogSoftmax")
    assert [(s.get_int("m"), s.get_int("c"), s.get_int("inner")) for s in kernels] == [
        (60, 10, 1),
        (2, 3, 100),
    ]
    assert all(s.get_int("log") == log for s in kernels)
    assert op not in steps


@pytest.mark.parametrize("fused", [False, True])
def test_attention_runs_as_batch_matmul_and_softmax_kernels(fused: bool) -> None:
    """BERT's self-attention as exported: heads split by Reshape + Transpose, Q @ K^T with
    K's transpose its own node, the scale as a Div, a mask added, softmax, then @ V and
    the heads merged by Transpose + Reshape. The products become batch_matmul kernels
    reading Q, K and V where the projections wrote them and writing where the merge reads
    (no transpose left), the scale their act; or, without records (the fused kernel's
    default is the faster), one attention kernel reading and writing the same."""
    seq, heads, dim = 10, 2, 8
    hidden = heads * dim
    nodes = [
        *[_node("MatMul", ["x", f"w{p}"], [f"{p}0"]) for p in "qkv"],
        *[_node("Reshape", [f"{p}0", "split"], [f"{p}1"]) for p in "qkv"],
        _node("Transpose", ["q1"], ["q"], perm=[0, 2, 1, 3]),
        _node("Transpose", ["k1"], ["k"], perm=[0, 2, 1, 3]),
        _node("Transpose", ["v1"], ["v"], perm=[0, 2, 1, 3]),
        _node("Transpose", ["k"], ["kt"], perm=[0, 1, 3, 2]),
        _node("MatMul", ["q", "kt"], ["s0"]),
        _node("Div", ["s0", "root"], ["s1"]),
        _node("Add", ["s1", "mask"], ["s"]),
        _node("Softmax", ["s"], ["p"], axis=-1),
        _node("MatMul", ["p", "v"], ["o"]),
        _node("Transpose", ["o"], ["o1"], perm=[0, 2, 1, 3]),
        _node("Reshape", ["o1", "merge"], ["y"]),
    ]
    inits = [
        *[(f"w{p}", _rand(hidden, hidden, scale=1 / math.sqrt(hidden))) for p in "qkv"],
        ("split", np.array([1, seq, heads, dim], np.int64)),
        ("merge", np.array([1, seq, hidden], np.int64)),
        ("root", np.array(math.sqrt(dim), np.float32)),
    ]
    model = make_model(
        nodes, [("x", (1, seq, hidden)), ("mask", (1, 1, 1, seq))], ["y"], initializers=inits
    )
    # Records on which the three kernels cost less than the fused one.
    steps = _run(model, cost_of=None if fused else lambda w: 1.0 if w.op == "attention" else 0.1)
    assert "MatMul" not in steps
    assert "Transpose" not in steps
    if fused:
        (one,) = (s for s in steps if isinstance(s, Workload) and s.op == "attention")
        assert str(one) == (
            f"attention:b={heads},m={seq},n={seq},k={dim},v={dim},act=div(x;2.828427),"
            f"mask=1,q_heads={heads},k_heads={heads},v_heads={heads},o_heads={heads}"
        )
        assert not any(isinstance(s, Workload) and s.op == "softmax" for s in steps)
        return
    products = [s for s in steps if isinstance(s, Workload) and s.op == "batch_matmul"]
    assert [str(s) for s in products] == [
        f"batch_matmul:b={heads},m={seq},n={seq},k={dim},trans_b=1,act=div(x;2.828427),"
        f"a_heads={heads},b_heads={heads}",
        f"batch_matmul:b={heads},m={seq},n={dim},k={seq},b_heads={heads},c_heads={heads}",
    ]
    assert any(isinstance(s, Workload) and s.op == "softmax" for s in steps)


def _decomposed_layer_norm(opset: int, square: str, affine: bool, shared_d: bool = False) -> Any:
    """A layer norm over the last axis as exporters before opset 17 write it."""
    axes = {"axes": [-1]} if opset < 18 else {}
    extra = ["axes"] if opset >= 18 else []
    nodes = [
        _node("ReduceMean", ["x", *extra], ["mean"], keepdims=1, **axes),
        _node("Sub", ["x", "mean"], ["d"]),
        _node("Pow", ["d", "two"], ["sq"]) if square == "Pow" else _node("Mul", ["d", "d"], ["sq"]),
        _node("ReduceMean", ["sq", *extra], ["var"], keepdims=1, **axes),
        _node("Add", ["var", "eps"], ["ve"]),
        _node("Sqrt", ["ve"], ["std"]),
        _node("Div", ["d", "std"], ["n"] if affine or shared_d else ["y"]),
    ]
    if affine:
        nodes += [_node("Mul", ["n", "gamma"], ["g"]), _node("Add", ["g", "beta"], ["y"])]
    elif shared_d:
        nodes.append(_node("Add", ["n", "d"], ["y"]))  # d read outside the pattern
    inits = [
        ("two", np.array(2.0, np.float32)),
        ("eps", np.array(1e-5, np.float32)),
        ("gamma", _rand(32, mean=1.0, scale=0.2)),
        ("beta", _rand(32, scale=0.1)),
    ]
    if opset >= 18:
        inits.append(("axes", np.array([-1], np.int64)))
    return make_model(nodes, [("x", (2, 7, 32))], ["y"], opset=opset, initializers=inits)


@pytest.mark.parametrize(("opset", "square", "affine"), [(13, "Pow", True), (18, "Mul", False)])
def test_a_layer_norm_spelled_out_becomes_one_kernel(opset: int, square: str, affine: bool) -> None:
    """BERT's and GPT-2's exports before opset 17: ReduceMean, Sub, Pow, Add, Sqrt, Div,
    then the scale and bias; on rows of mean 5 (both passes matter)."""
    model = _decomposed_layer_norm(opset, square, affine)
    graph = optimize(import_onnx(model))
    assert [n.op for n in graph.nodes] == ["LayerNormalization"]
    steps = _run(model, mean=5.0)
    assert [s.op for s in steps if isinstance(s, Workload)] == ["layernorm"]


def test_a_spelled_out_layer_norm_whose_deviation_is_read_elsewhere_stays() -> None:
    model = _decomposed_layer_norm(13, "Pow", affine=False, shared_d=True)
    graph = optimize(import_onnx(model))
    assert "LayerNormalization" not in [n.op for n in graph.nodes]
    _run(model)


@pytest.mark.parametrize(
    ("op", "attrs", "opset"),
    [("InstanceNormalization", {}, 13), ("GroupNormalization", {"num_groups": 4}, 21)],
)
def test_instance_and_group_norms_are_layernorm_kernels(
    op: str, attrs: dict[str, int], opset: int
) -> None:
    """Rows of each image's channel planes (instance) or groups of them (group), scaled
    per channel, after a conv (so the data comes from a kernel), on data of mean 3."""
    nodes = [
        _node("Conv", ["x", "w", "b"], ["c"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        _node(op, ["c", "scale", "bias"], ["y"], epsilon=1e-5, **attrs),
    ]
    inits = [
        ("w", _rand(8, 3, 3, 3, scale=0.3)),
        ("b", _rand(8, scale=0.1, mean=3.0)),
        ("scale", _rand(8, mean=1.0, scale=0.3)),
        ("bias", _rand(8, scale=0.2)),
    ]
    model = make_model(nodes, [("x", (2, 3, 9, 11))], ["y"], opset=opset, initializers=inits)
    steps = _run(model)
    norms = [s for s in steps if isinstance(s, Workload) and s.op == "layernorm"]
    groups = attrs.get("num_groups", 8)
    assert [(s.get_int("p"), s.get_int("c"), s.get_int("plane")) for s in norms] == [
        (groups, 8 // groups * 99, 99)
    ]
    assert all(isinstance(s, Workload) for s in steps), steps
