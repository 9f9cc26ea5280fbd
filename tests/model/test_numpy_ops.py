"""The numpy operators and the interpreter against onnxruntime, one-node models at a time.

Each case gives the normalized attributes of our IR (graph.py's table); the
test writes the equivalent ONNX node (opset 13, or 19 for AveragePool's
dilations), runs it in onnxruntime on random data and compares.
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from compiler.model.graph import Graph, Node, TensorType  # noqa: E402
from compiler.model.interpret import interpret  # noqa: E402
from compiler.model.numpy_ops import (  # noqa: E402
    NUMPY_OPS,
    blas_num_threads,
    make_kernel,
    one_blas_thread,
    run_node,
)
from compiler.model.ops import conv as conv_ops  # noqa: E402
from compiler.timing import max_rel_err  # noqa: E402

GLUE_RTOL = 1e-5
HEAVY_RTOL = 1e-4  # Conv, Gemm, MatMul: sums of hundreds of products in another order


def _onnx_node(op: str, attrs: dict[str, Any], inputs: list[str]) -> tuple[Any, list[Any]]:
    """The ONNX node (and initializers) equivalent to our normalized ``attrs``."""
    attrs = dict(attrs)
    inits = []

    def const(name: str, value: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(value, name))
        return name

    if op == "Clip":  # opset 13: bounds are inputs
        inputs = [inputs[0], const("lo", np.array(attrs.pop("min"), np.float32))]
        inputs.append(const("hi", np.array(attrs.pop("max"), np.float32)))
    elif op == "Reshape":
        inputs = [inputs[0], const("shape", np.array(attrs.pop("shape"), np.int64))]
    elif op == "Pad":
        pads = const("pads", np.array(attrs.pop("pads"), np.int64))
        inputs = [inputs[0], pads, const("value", np.array(attrs.pop("value"), np.float32))]
    return helper.make_node(op, inputs, ["y"], **attrs), inits


def _ort(op: str, attrs: dict[str, Any], xs: list[np.ndarray], opset: int = 13) -> np.ndarray:
    names = [f"x{i}" for i in range(len(xs))]
    node, inits = _onnx_node(op, attrs, names)
    graph = helper.make_graph(
        [node],
        op,
        [
            helper.make_tensor_value_info(n, TensorProto.FLOAT, x.shape)
            for n, x in zip(names, xs, strict=True)
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # a 2-core box shared with others
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
    return session.run(None, dict(zip(names, xs, strict=True)))[0]


def _check(
    op: str,
    attrs: dict[str, Any],
    xs: list[np.ndarray],
    rtol: float = GLUE_RTOL,
    opset: int = 13,
) -> np.ndarray:
    ref = _ort(op, attrs, xs, opset)
    node = Node(op, "n", [f"x{i}" for i in range(len(xs))], ["y"], attrs)
    (out,) = run_node(node, xs, [TensorType(ref.shape)])
    assert out.shape == ref.shape
    assert np.isfinite(ref).all()
    assert max_rel_err(out, ref) <= rtol, (op, attrs, max_rel_err(out, ref))
    return out


def _randn(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32)


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(0)


# --- Conv ------------------------------------------------------------------------------------


def _conv_attrs(
    k: tuple[int, int],
    strides: tuple[int, int] = (1, 1),
    pads: tuple[int, int, int, int] = (0, 0, 0, 0),
    dilations: tuple[int, int] = (1, 1),
    group: int = 1,
) -> dict[str, Any]:
    return {
        "kernel_shape": k,
        "strides": strides,
        "pads": pads,
        "dilations": dilations,
        "group": group,
    }


CONV_CASES = [
    # (N, C, H, W), M, attrs, bias
    ((1, 3, 9, 9), 4, _conv_attrs((3, 3), pads=(1, 1, 1, 1)), True),
    ((1, 4, 10, 9), 5, _conv_attrs((3, 3), (2, 2), (0, 1, 2, 1)), False),
    ((2, 3, 11, 12), 4, _conv_attrs((3, 3), (1, 2), (2, 2, 2, 2), (2, 2)), True),
    ((1, 4, 8, 8), 6, _conv_attrs((3, 3), pads=(1, 1, 1, 1), group=2), True),
    ((1, 8, 9, 9), 8, _conv_attrs((3, 3), (2, 2), (1, 1, 1, 1), group=8), True),  # depthwise
    ((1, 8, 7, 7), 16, _conv_attrs((3, 3), pads=(1, 0, 1, 2), group=8), False),  # multiplier 2
    ((2, 6, 5, 7), 4, _conv_attrs((1, 1), group=2), True),  # pointwise, grouped
    ((1, 6, 9, 9), 4, _conv_attrs((1, 1), (2, 2)), False),
    ((1, 3, 23, 23), 8, _conv_attrs((7, 7), (2, 2), (3, 3, 3, 3)), False),  # a stem
    ((1, 4, 9, 8), 3, _conv_attrs((1, 3), (2, 1), (0, 1, 0, 1)), True),
    ((1, 4, 8, 9), 3, _conv_attrs((3, 1), (1, 1), (1, 0, 1, 0), (2, 1)), False),
    ((1, 2, 5, 5), 2, _conv_attrs((5, 5)), True),  # the window covers the input
]


@pytest.mark.parametrize(("x_shape", "m", "attrs", "bias"), CONV_CASES)
def test_conv(
    rng: np.random.Generator,
    x_shape: tuple[int, ...],
    m: int,
    attrs: dict[str, Any],
    bias: bool,
) -> None:
    c = x_shape[1] // attrs["group"]
    xs = [_randn(rng, *x_shape), _randn(rng, m, c, *attrs["kernel_shape"])]
    if bias:
        xs.append(_randn(rng, m))
    _check("Conv", attrs, xs, HEAVY_RTOL)


def test_conv_in_bands_of_output_rows(
    rng: np.random.Generator, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tiny im2col budget makes the conv fill its buffer a few output rows at a time."""
    monkeypatch.setattr(conv_ops, "IM2COL_BUDGET_BYTES", 3 * 9 * 4 * 10 * 2)
    attrs = _conv_attrs((3, 3), (1, 1), (1, 2, 1, 0), group=3)
    xs = [_randn(rng, 2, 3, 11, 9), _randn(rng, 6, 1, 3, 3), _randn(rng, 6)]
    _check("Conv", attrs, xs, HEAVY_RTOL)


def test_conv_rejects_a_wrong_output_shape() -> None:
    attrs = _conv_attrs((3, 3), pads=(1, 1, 1, 1))
    with pytest.raises(ValueError, match="output type"):
        make_kernel(
            "Conv",
            attrs,
            [TensorType((1, 3, 8, 8)), TensorType((4, 3, 3, 3))],
            [TensorType((1, 4, 6, 6))],
        )


# --- pooling ---------------------------------------------------------------------------------


def _pool_attrs(
    k: tuple[int, int],
    strides: tuple[int, int],
    pads: tuple[int, int, int, int] = (0, 0, 0, 0),
    ceil: int = 0,
    **extra: Any,
) -> dict[str, Any]:
    return {"kernel_shape": k, "strides": strides, "pads": pads, "ceil_mode": ceil, **extra}


POOL_CASES = [
    ((1, 3, 10, 10), _pool_attrs((3, 3), (2, 2), (1, 1, 1, 1))),  # ResNet's stem pool
    ((2, 2, 8, 6), _pool_attrs((2, 2), (2, 2))),
    ((1, 2, 6, 7), _pool_attrs((3, 3), (2, 2), ceil=1)),  # the last window overhangs
    ((1, 2, 13, 13), _pool_attrs((3, 3), (2, 2), ceil=1)),  # SqueezeNet / GoogLeNet
    ((1, 2, 4, 4), _pool_attrs((2, 2), (2, 2), (0, 0, 1, 1), ceil=1)),  # a window starts in pad
    ((1, 2, 5, 6), _pool_attrs((3, 3), (2, 2), (1, 0, 2, 1), ceil=1)),
    ((1, 2, 7, 7), _pool_attrs((7, 7), (1, 1), (0, 0, 1, 1))),  # Inception v1's final pool
    ((1, 3, 9, 8), _pool_attrs((3, 2), (1, 2), (1, 0, 1, 1))),
    ((1, 2, 5, 5), _pool_attrs((1, 1), (2, 2))),
    ((1, 2, 6, 6), _pool_attrs((2, 2), (2, 2), (1, 1, 1, 1), ceil=1)),
]


MAX_POOL_CASES = [
    (x_shape, {**attrs, "dilations": dilations})
    for x_shape, attrs in POOL_CASES
    for dilations in [(1, 1), (2, 1)]
    # A dilated window must still fit the padded input.
    if (attrs["kernel_shape"][0] - 1) * dilations[0]
    < x_shape[2] + attrs["pads"][0] + attrs["pads"][2]
]


@pytest.mark.parametrize(("x_shape", "attrs"), MAX_POOL_CASES)
def test_max_pool(
    rng: np.random.Generator, x_shape: tuple[int, ...], attrs: dict[str, Any]
) -> None:
    # All inputs negative: a padding value of 0 would win every edge window.
    _check("MaxPool", attrs, [-np.abs(_randn(rng, *x_shape)) - 1.0])


@pytest.mark.parametrize(("x_shape", "attrs"), POOL_CASES)
@pytest.mark.parametrize("count_include_pad", [0, 1])
def test_average_pool(
    rng: np.random.Generator,
    x_shape: tuple[int, ...],
    attrs: dict[str, Any],
    count_include_pad: int,
) -> None:
    _check(
        "AveragePool", {**attrs, "count_include_pad": count_include_pad}, [_randn(rng, *x_shape)]
    )


@pytest.mark.parametrize("count_include_pad", [0, 1])
def test_average_pool_dilated_opset19(rng: np.random.Generator, count_include_pad: int) -> None:
    attrs = _pool_attrs((3, 2), (1, 2), (1, 1, 2, 0), ceil=1, dilations=(2, 2))
    attrs["count_include_pad"] = count_include_pad
    _check("AveragePool", attrs, [_randn(rng, 1, 2, 9, 8)], opset=19)


def test_global_average_pool(rng: np.random.Generator) -> None:
    _check("GlobalAveragePool", {}, [_randn(rng, 2, 5, 7, 6)])


# --- dense -----------------------------------------------------------------------------------


@pytest.mark.parametrize("trans_a", [0, 1])
@pytest.mark.parametrize("trans_b", [0, 1])
@pytest.mark.parametrize(
    ("alpha", "beta", "c_shape"),
    [
        (1.0, 1.0, (7,)),
        (0.5, 2.0, (1, 7)),
        (1.5, -0.5, (5, 1)),
        (1.0, 0.25, (5, 7)),
        (2.0, 1.0, ()),
        (1.0, 0.0, (5, 7)),
        (0.75, 1.0, None),
    ],
)
def test_gemm(
    rng: np.random.Generator,
    trans_a: int,
    trans_b: int,
    alpha: float,
    beta: float,
    c_shape: tuple[int, ...] | None,
) -> None:
    m, k, n = 5, 6, 7
    a = _randn(rng, *((k, m) if trans_a else (m, k)))
    b = _randn(rng, *((n, k) if trans_b else (k, n)))
    xs = [a, b] if c_shape is None else [a, b, _randn(rng, *c_shape)]
    attrs = {"alpha": alpha, "beta": beta, "transA": trans_a, "transB": trans_b}
    _check("Gemm", attrs, xs, HEAVY_RTOL)


@pytest.mark.parametrize(
    ("a_shape", "b_shape"),
    [
        ((5, 6), (6, 7)),
        ((2, 3, 4, 5), (2, 3, 5, 6)),
        ((3, 4, 5), (5, 6)),
        ((2, 1, 4, 5), (3, 5, 6)),
        ((5,), (5, 6)),
        ((3, 4, 5), (5,)),
    ],
)
def test_matmul(
    rng: np.random.Generator, a_shape: tuple[int, ...], b_shape: tuple[int, ...]
) -> None:
    _check("MatMul", {}, [_randn(rng, *a_shape), _randn(rng, *b_shape)], HEAVY_RTOL)


# --- elementwise -----------------------------------------------------------------------------

BROADCASTS = [
    ((2, 3, 4, 5), (2, 3, 4, 5)),
    ((2, 3, 4, 5), (5,)),
    ((2, 3, 4, 5), (3, 1, 1)),
    ((1, 3, 1, 5), (2, 1, 4, 1)),
    ((3, 4), ()),
    ((1, 1), (3, 4)),
]


@pytest.mark.parametrize("op", ["Add", "Mul", "Sub", "Div"])
@pytest.mark.parametrize(("a_shape", "b_shape"), BROADCASTS)
def test_binary(
    rng: np.random.Generator, op: str, a_shape: tuple[int, ...], b_shape: tuple[int, ...]
) -> None:
    b = _randn(rng, *b_shape)
    if op == "Div":  # keep the quotient tame
        b = np.asarray(np.sign(b) * (0.5 + np.abs(b)), dtype=np.float32)
    _check(op, {}, [_randn(rng, *a_shape), b])


def test_relu_and_identity(rng: np.random.Generator) -> None:
    x = _randn(rng, 2, 3, 4, 5)
    _check("Relu", {}, [x])
    _check("Identity", {}, [x])


@pytest.mark.parametrize(
    ("lo", "hi"), [(0.0, 6.0), (-0.5, np.inf), (-np.inf, 0.25), (-np.inf, np.inf), (1.0, -1.0)]
)
def test_clip(rng: np.random.Generator, lo: float, hi: float) -> None:
    _check("Clip", {"min": lo, "max": hi}, [_randn(rng, 2, 3, 4, 5) * 4])


@pytest.mark.parametrize(("shape", "epsilon"), [((2, 3, 4, 5), 1e-5), ((4, 6), 1e-3)])
def test_batch_normalization(
    rng: np.random.Generator, shape: tuple[int, ...], epsilon: float
) -> None:
    c = shape[1]
    var = rng.uniform(0.5, 1.5, c).astype(np.float32)
    xs = [_randn(rng, *shape), _randn(rng, c), _randn(rng, c), _randn(rng, c), var]
    _check("BatchNormalization", {"epsilon": epsilon}, xs)


@pytest.mark.parametrize("axis", [0, 1, 2, 3])
def test_softmax(rng: np.random.Generator, axis: int) -> None:
    # Logits in the hundreds: a naive exp overflows.
    _check("Softmax", {"axis": axis}, [_randn(rng, 2, 3, 4, 5) * 100])


@pytest.mark.parametrize(
    ("size", "alpha", "beta", "bias", "channels"),
    [
        (3, 1e-4, 0.75, 1.0, 8),
        (5, 1e-4, 0.75, 1.0, 16),
        (5, 5e-4, 0.75, 2.0, 16),  # ZFNet's
        (5, 0.5, 0.5, 1.5, 7),  # a large alpha makes the window sum matter
        (5, 0.2, 0.75, 1.0, 2),  # the window is wider than the channels
        (1, 0.4, 0.75, 1.0, 3),
    ],
)
def test_lrn(
    rng: np.random.Generator, size: int, alpha: float, beta: float, bias: float, channels: int
) -> None:
    attrs = {"size": size, "alpha": alpha, "beta": beta, "bias": bias}
    _check("LRN", attrs, [_randn(rng, 2, channels, 5, 4) * 3])


def test_lrn_even_size_follows_the_onnx_formula(rng: np.random.Generator) -> None:
    """onnxruntime refuses even sizes; ONNX sums channels c - (size-1)//2 .. c + size//2."""
    size, alpha, beta, bias = 4, 0.3, 0.9, 1.0
    x = _randn(rng, 2, 6, 3, 4) * 3
    sq = x.astype(np.float64) ** 2
    window = np.stack([sq[:, max(0, c - 1) : min(6, c + 3)].sum(axis=1) for c in range(6)], axis=1)
    ref = x / (bias + alpha / size * window) ** beta
    attrs = {"size": size, "alpha": alpha, "beta": beta, "bias": bias}
    (out,) = run_node(Node("LRN", "n", ["x"], ["y"], attrs), [x], [TensorType(x.shape)])
    assert max_rel_err(out, ref) <= GLUE_RTOL


# --- data movement ---------------------------------------------------------------------------


def test_reshape(rng: np.random.Generator) -> None:
    _check("Reshape", {"shape": (6, 4, 5)}, [_randn(rng, 2, 3, 4, 5)])


@pytest.mark.parametrize("perm", [(0, 2, 3, 1), (3, 1, 0, 2), (0, 1, 2, 3)])
def test_transpose(rng: np.random.Generator, perm: tuple[int, ...]) -> None:
    _check("Transpose", {"perm": perm}, [_randn(rng, 2, 3, 4, 5)])


@pytest.mark.parametrize("axis", [0, 1, 3])
def test_concat(rng: np.random.Generator, axis: int) -> None:
    shapes = [[2, 3, 4, 5] for _ in range(3)]
    for i, s in enumerate(shapes):
        s[axis] += i
    _check("Concat", {"axis": axis}, [_randn(rng, *s) for s in shapes])


@pytest.mark.parametrize(
    ("pads", "value"),
    [
        ((0, 0, 1, 2, 0, 0, 3, 0), 0.0),
        ((1, 0, 2, 2, 0, 1, 0, 1), 1.5),
        ((0, 0, -1, 2, 0, 0, 1, -2), -2.0),  # negative pads crop
    ],
)
def test_pad(rng: np.random.Generator, pads: tuple[int, ...], value: float) -> None:
    _check("Pad", {"pads": pads, "value": value}, [_randn(rng, 2, 3, 4, 5)])


# --- kernels: reuse and allocations ----------------------------------------------------------

ACT = (1, 64, 28, 28)  # 200 KB
BIG = (1, 64, 56, 56)
RESIZE = {
    "mode": "cubic",
    "coordinate_transformation_mode": "tf_crop_and_resize",
    "nearest_mode": "round_prefer_floor",
    "cubic_coeff_a": -0.75,
    "exclude_outside": 0,
    "extrapolation_value": 0.0,
    "sizes": BIG,
    "scales": (1.0, 1.0, 2.0, 2.0),
    "roi": (0.0, 0.0, -0.1, 0.0, 1.0, 1.0, 1.0, 1.1),
}
WINDOWS = (1, 16, 4, 49, 32)  # maxvit_t's queries: 16 windows, 4 heads, 49 pixels
SCORES = (1, 16, 4, 49, 49)
GLUE_NODES: list[tuple[str, dict[str, Any], list[tuple[int, ...]], tuple[int, ...]]] = [
    ("MaxPool", _pool_attrs((3, 3), (2, 2), (1, 1, 1, 1), dilations=(1, 1)), [BIG], ACT),
    ("AveragePool", _pool_attrs((3, 3), (1, 1), (1, 1, 1, 1), count_include_pad=0), [ACT], ACT),
    ("GlobalAveragePool", {}, [(4, 256, 14, 14)], (4, 256, 1, 1)),
    ("Concat", {"axis": 1}, [ACT, (1, 32, 28, 28)], (1, 96, 28, 28)),
    ("Softmax", {"axis": 1}, [(64, 1000)], (64, 1000)),
    ("LogSoftmax", {"axis": 1}, [(64, 1000)], (64, 1000)),
    ("LayerNormalization", {"axis": 2, "epsilon": 1e-5}, [ACT, (28, 28), (28, 28)], ACT),
    ("InstanceNormalization", {"epsilon": 1e-5}, [ACT, (64,), (64,)], ACT),
    ("GroupNormalization", {"num_groups": 8, "epsilon": 1e-5}, [ACT, (64,), (64,)], ACT),
    ("Resize", RESIZE, [ACT], BIG),
    ("LRN", {"size": 5, "alpha": 1e-4, "beta": 0.75, "bias": 1.0}, [ACT], ACT),
    ("Transpose", {"perm": (0, 2, 1, 3)}, [ACT], (1, 28, 64, 28)),
    ("Pad", {"pads": (0, 0, 1, 1, 0, 0, 1, 1), "value": 0.0}, [ACT], (1, 64, 30, 30)),
    ("Add", {}, [ACT, ACT], ACT),
    ("Relu", {}, [ACT], ACT),
    ("Clip", {"min": 0.0, "max": 6.0}, [ACT], ACT),
    ("BatchNormalization", {"epsilon": 1e-5}, [ACT, (64,), (64,), (64,), (64,)], ACT),
    ("Reshape", {"shape": (1, 64 * 28 * 28)}, [ACT], (1, 64 * 28 * 28)),
    # Einsum: maxvit's scores (matmul into the output), merged inner labels (scratch),
    # a transposed product (scratch copied out), three operands (an intermediate), a diagonal.
    ("Einsum", {"equation": "B G H I D, B G H J D -> B G H I J"}, [WINDOWS, WINDOWS], SCORES),
    ("Einsum", {"equation": "abcd,cdbe->ae"}, [(16, 8, 16, 16), (16, 16, 8, 64)], (16, 64)),
    ("Einsum", {"equation": "ij,jk->ki"}, [(256, 128), (128, 192)], (192, 256)),
    ("Einsum", {"equation": "ij,jk,kl->il"}, [(128, 160), (160, 192), (192, 224)], (128, 224)),
    ("Einsum", {"equation": "...ii->...i"}, [(64, 64, 64)], (64, 64)),
]  # fmt: skip


ITERATION_BUFFER_BYTES = 96 * 1024


@pytest.mark.parametrize(("op", "attrs", "in_shapes", "out_shape"), GLUE_NODES)
def test_glue_kernels_allocate_nothing_per_call(
    rng: np.random.Generator,
    op: str,
    attrs: dict[str, Any],
    in_shapes: list[tuple[int, ...]],
    out_shape: tuple[int, ...],
) -> None:
    """After the kernel is made, calls allocate no arrays (numpy reports its buffers).

    numpy's ufuncs may take their fixed iteration buffer (8192 elements per
    operand, freed on return) for strided or broadcast operands: allowed; every
    tensor here is larger, so a temporary array of any of them would show.
    """
    kernel = make_kernel(op, attrs, [TensorType(s) for s in in_shapes], [TensorType(out_shape)])
    xs = [np.abs(_randn(rng, *s)) + 0.5 for s in in_shapes]  # BN's var must be positive
    out = [np.empty(out_shape, np.float32)]
    kernel(xs, out)
    tracemalloc.start()
    try:
        kernel(xs, out)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < ITERATION_BUFFER_BYTES, f"{op} allocated {peak} bytes in a call"


def test_a_kernel_reused_on_new_inputs_forgets_the_old_ones(rng: np.random.Generator) -> None:
    """The padded scratch of a pool keeps its border; only the interior changes."""
    attrs = _pool_attrs((3, 3), (2, 2), (1, 1, 1, 1), 1, dilations=(1, 1))
    types = [TensorType((1, 2, 7, 7))]
    kernel = make_kernel("MaxPool", attrs, types, [TensorType((1, 2, 4, 4))])
    for _ in range(2):
        x = -np.abs(_randn(rng, 1, 2, 7, 7))
        out = [np.empty((1, 2, 4, 4), np.float32)]
        kernel([x], out)
        assert max_rel_err(out[0], _ort("MaxPool", attrs, [x])) <= GLUE_RTOL


# --- registry, BLAS --------------------------------------------------------------------------


def test_numpy_ops_covers_the_operator_table_and_writes_into_outputs(
    rng: np.random.Generator,
) -> None:
    table_ops = {
        "Conv", "BatchNormalization", "Relu", "Clip", "Add", "Mul", "Sub", "Div", "MaxPool",
        "AveragePool", "GlobalAveragePool", "Gemm", "MatMul", "Reshape", "Transpose", "Concat",
        "Softmax", "LRN", "Identity", "Pad",
    }  # fmt: skip
    assert table_ops <= set(NUMPY_OPS)
    x = _randn(rng, 3, 4)
    out = np.full((3, 4), np.nan, np.float32)
    NUMPY_OPS["Relu"]({}, [x], [out])
    np.testing.assert_array_equal(out, np.maximum(x, 0))


def test_unknown_ops_name_the_op_and_registered_ones_run(rng: np.random.Generator) -> None:
    with pytest.raises(NotImplementedError, match="FusedThing"):
        make_kernel("FusedThing", {}, [TensorType((2,))], [TensorType((2,))])

    def twice(attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.multiply(inputs[0], attrs["k"], out=outputs[0])

    NUMPY_OPS["Twice"] = twice
    try:
        x = _randn(rng, 4)
        (out,) = run_node(Node("Twice", "t", ["x"], ["y"], {"k": 2.0}), [x], [TensorType((4,))])
        np.testing.assert_array_equal(out, 2 * x)
    finally:
        del NUMPY_OPS["Twice"]


def test_blas_runs_on_one_thread_inside_and_its_setting_comes_back() -> None:
    before = blas_num_threads()
    if before is None:
        pytest.skip("numpy's BLAS is not an OpenBLAS this process can switch")
    with one_blas_thread():
        assert blas_num_threads() == 1
        with one_blas_thread():  # nested users share one saved value
            assert blas_num_threads() == 1
        assert blas_num_threads() == 1
    assert blas_num_threads() == before


# --- interpret -------------------------------------------------------------------------------


def _small_net(rng: np.random.Generator) -> tuple[Graph, Any]:
    """Conv+Relu -> MaxPool -> Reshape -> Gemm -> Softmax, as our Graph and as ONNX."""
    w = _randn(rng, 4, 3, 3, 3) * 0.3
    b = _randn(rng, 4)
    fc = _randn(rng, 10, 4 * 4 * 4) * 0.2
    conv = _conv_attrs((3, 3), pads=(1, 1, 1, 1))
    pool = _pool_attrs((2, 2), (2, 2), dilations=(1, 1))
    gemm: dict[str, Any] = {"alpha": 1.0, "beta": 1.0, "transA": 0, "transB": 1}
    nodes = [
        Node("Conv", "conv", ["x", "w", "b"], ["c"], conv),
        Node("Relu", "relu", ["c"], ["r"]),
        Node("MaxPool", "pool", ["r"], ["p"], pool),
        Node("Reshape", "flat", ["p"], ["f"], {"shape": (1, 64)}),
        Node("Gemm", "fc", ["f", "fc"], ["logits"], gemm),
        Node("Softmax", "prob", ["logits"], ["y"], {"axis": 1}),
    ]
    types = {
        "x": TensorType((1, 3, 8, 8)),
        "w": TensorType(w.shape),
        "b": TensorType(b.shape),
        "fc": TensorType(fc.shape),
        "c": TensorType((1, 4, 8, 8)),
        "r": TensorType((1, 4, 8, 8)),
        "p": TensorType((1, 4, 4, 4)),
        "f": TensorType((1, 64)),
        "logits": TensorType((1, 10)),
        "y": TensorType((1, 10)),
    }
    graph = Graph("small", ["x"], ["y", "logits"], nodes, types, {"w": w, "b": b, "fc": fc})
    graph.validate()
    onnx_nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["c"], **conv),
        helper.make_node("Relu", ["c"], ["r"]),
        helper.make_node("MaxPool", ["r"], ["p"], **pool),
        helper.make_node("Flatten", ["p"], ["f"]),
        helper.make_node("Gemm", ["f", "fc"], ["logits"], **gemm),
        helper.make_node("Softmax", ["logits"], ["y"], axis=1),
    ]
    inits = [numpy_helper.from_array(v, k) for k, v in graph.constants.items()]
    onnx_graph = helper.make_graph(
        onnx_nodes,
        "small",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, (1, 3, 8, 8))],
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "logits")],
        inits,
    )
    return graph, helper.make_model(onnx_graph, opset_imports=[helper.make_opsetid("", 13)])


def test_interpret_matches_onnxruntime(rng: np.random.Generator) -> None:
    graph, model = _small_net(rng)
    x = _randn(rng, 1, 3, 8, 8)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
    ref_y, ref_logits = session.run(None, {"x": x})
    got = interpret(graph, {"x": x})
    assert set(got) == {"y", "logits"}
    assert max_rel_err(got["logits"], ref_logits) <= HEAVY_RTOL
    assert max_rel_err(got["y"], ref_y) <= HEAVY_RTOL


@pytest.mark.parametrize(
    ("feeds", "message"),
    [
        (lambda x: {}, "no feed for input 'x'"),
        (lambda x: {"x": x[:, :2]}, "feed 'x' has shape"),
        (lambda x: {"x": x, "z": x}, "not inputs"),
    ],
)
def test_interpret_rejects_bad_feeds(
    rng: np.random.Generator, feeds: Callable[[np.ndarray], dict[str, np.ndarray]], message: str
) -> None:
    graph, _ = _small_net(rng)
    with pytest.raises(ValueError, match=message):
        interpret(graph, feeds(_randn(rng, 1, 3, 8, 8)))


def test_interpret_names_an_unknown_op(rng: np.random.Generator) -> None:
    graph, _ = _small_net(rng)
    graph.nodes[1] = Node("FusedMystery", "relu", ["c"], ["r"])
    with pytest.raises(NotImplementedError, match="FusedMystery"):
        interpret(graph, {"x": _randn(rng, 1, 3, 8, 8)})
