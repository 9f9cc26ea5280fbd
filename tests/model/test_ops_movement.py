"""Indexing and rearranging (:mod:`compiler.model.ops.movement`, Pad and Concat of
:mod:`compiler.model.ops.shape`) on run-time tensors: Gather, Slice, Split, Expand, Tile,
Concat, Transpose, Pad's modes, DepthToSpace and SpaceToDepth, checked against
onnxruntime on random data at several opsets, and their one-line refusals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, onnx_type, ort_outputs  # noqa: E402


def _data(shape: Sequence[int], dtype: str = "float32", seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.random(shape) < 0.5
    if dtype == "float32":
        return rng.standard_normal(shape).astype(np.float32)
    return rng.integers(-100, 100, shape).astype(dtype)


def _ort(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    return ort_outputs(model, feeds)


def _check(
    nodes: list[Any],
    feeds: dict[str, np.ndarray],
    outputs: Sequence[str] = ("y",),
    *,
    opset: int,
    initializers: Sequence[tuple[str, np.ndarray]] = (),
) -> Any:
    """The model through the importer and the interpreter, each output against onnxruntime
    exactly (data movement computes nothing)."""
    model = make_model(
        nodes,
        [(n, v.shape) for n, v in feeds.items()],
        outputs,
        opset=opset,
        initializers=initializers,
        input_types={n: onnx_type(v.dtype.name) for n, v in feeds.items()},
    )
    graph = import_onnx(model)
    got = interpret(graph, feeds)
    for name, want in zip(outputs, _ort(model, feeds), strict=True):
        assert got[name].dtype == want.dtype, name
        assert got[name].shape == want.shape, name
        np.testing.assert_array_equal(got[name], want)
    return graph


def _i64(*values: int) -> np.ndarray:
    return np.array(values, np.int64)


# --------------------------------------------------------------------------- Gather


@pytest.mark.parametrize("opset", [7, 11, 13])
@pytest.mark.parametrize("axis", [0, 1, 2, -1, -3])
@pytest.mark.parametrize("index_shape", [(), (4,), (2, 3)])
def test_gather_at_run_time_indices(opset: int, axis: int, index_shape: tuple[int, ...]) -> None:
    x = _data((3, 4, 5))
    size = x.shape[axis]
    low = -size if opset >= 11 else 0  # negative indices from opset 11 (ORT's Gather-1 too)
    rng = np.random.default_rng(axis + 10)
    indices = rng.integers(low, size, index_shape).astype(np.int64)
    graph = _check(
        [node("Gather", ["x", "i"], ["y"], axis=axis)], {"x": x, "i": indices}, opset=opset
    )
    assert list(graph.ops()) == ["Gather"]


@pytest.mark.parametrize("dtype", ["int32", "int64", "bool"])
def test_gather_of_other_dtypes_with_int32_indices(dtype: str) -> None:
    x = _data((6, 2), dtype)
    indices = np.array([[5, -6], [0, -1]], np.int32)
    _check([node("Gather", ["x", "i"], ["y"], axis=0)], {"x": x, "i": indices}, opset=13)


def test_gather_of_run_time_data_at_constant_indices() -> None:
    x = _data((2, 7))
    graph = _check(
        [node("Gather", ["x", "i"], ["y"], axis=1)],
        {"x": x},
        opset=13,
        initializers=[("i", _i64(-1, 0, 3))],
    )
    assert graph.is_constant(graph.nodes[0].inputs[1])


def test_gather_at_a_run_time_index_out_of_range_fails_the_run() -> None:
    model = make_model(
        [node("Gather", ["x", "i"], ["y"])],
        [("x", (3, 2)), ("i", (2,))],
        ["y"],
        input_types={"i": TensorProto.INT64},
    )
    graph = import_onnx(model)
    with pytest.raises(ValueError, match="Gather: index 3 is out of bounds"):
        interpret(graph, {"x": _data((3, 2)), "i": _i64(0, 3)})


def test_gather_with_float_indices_is_one_line() -> None:
    model = make_model(
        [node("Gather", ["x", "i"], ["y"])],
        [("x", (3, 2)), ("i", (2,))],
        ["y"],
    )
    assert import_error(model) == (
        "Gather node 'gather_n': indices must be int32 or int64, got float32"
    )


# --------------------------------------------------------------------------- Slice


SLICES = [
    # starts, ends, axes, steps
    ([1], [3], [0], [1]),
    ([0, 1], [100, -1], [1, 2], [2, 1]),
    ([-1], [-100], [1], [-1]),
    ([4, -2], [0, 1], [1, -3], [-2, 1]),
    ([2], [2], [2], [1]),  # empty
    ([-100], [100], [0], [3]),
    ([5], [-7], [1], [-3]),
    ([0], [9223372036854775807], [2], [1]),  # INT64_MAX, as exporters write "to the end"
    ([-1], [-9223372036854775808], [2], [-1]),  # INT64_MIN: reversed whole
]


@pytest.mark.parametrize(("starts", "ends", "axes", "steps"), SLICES)
@pytest.mark.parametrize("opset", [10, 11, 13])
def test_slice_of_a_run_time_tensor(
    starts: list[int], ends: list[int], axes: list[int], steps: list[int], opset: int
) -> None:
    if opset < 11 and any(a < 0 for a in axes):
        axes = [a % 3 for a in axes]
    x = _data((3, 6, 5))
    inits = [("st", _i64(*starts)), ("en", _i64(*ends)), ("ax", _i64(*axes)), ("sp", _i64(*steps))]
    graph = _check(
        [node("Slice", ["x", "st", "en", "ax", "sp"], ["y"])],
        {"x": x},
        opset=opset,
        initializers=inits,
    )
    assert list(graph.ops()) == ["Slice"]


@pytest.mark.parametrize("opset", [7, 9])
def test_slice_attributes_before_opset_10(opset: int) -> None:
    x = _data((4, 5), "int64")
    _check(
        [node("Slice", ["x"], ["y"], starts=[1, -3], ends=[100, -1], axes=[0, 1])],
        {"x": x},
        opset=opset,
    )
    _check([node("Slice", ["x"], ["y"], starts=[1], ends=[3])], {"x": x}, opset=opset)


def test_slice_defaults_axes_and_steps() -> None:
    x = _data((4, 5, 2))
    _check(
        [node("Slice", ["x", "st", "en"], ["y"])],
        {"x": x},
        opset=13,
        initializers=[("st", _i64(1, -4)), ("en", _i64(3, 5))],
    )


@pytest.mark.parametrize(
    ("inits", "fragment"),
    [
        ([("st", _i64(0)), ("en", _i64(1)), ("ax", _i64(0)), ("sp", _i64(0))], "a step is 0"),
        ([("st", _i64(0, 0)), ("en", _i64(1, 1)), ("ax", _i64(0, -2))], "repeat an axis"),
        ([("st", _i64(0)), ("en", _i64(1)), ("ax", _i64(2))], "axes value 2 is out of range"),
        ([("st", _i64(0, 1)), ("en", _i64(1))], "differ in length"),
    ],
)
def test_bad_slices_are_one_line(inits: list[tuple[str, np.ndarray]], fragment: str) -> None:
    inputs = ["x", *(n for n, _ in inits)]
    model = make_model([node("Slice", inputs, ["y"])], [("x", (3, 4))], ["y"], initializers=inits)
    message = import_error(model)
    assert message.startswith("Slice node 'slice_n': ")
    assert fragment in message


# --------------------------------------------------------------------------- Split


@pytest.mark.parametrize("opset", [7, 11, 13, 18])
def test_split_with_sizes(opset: int) -> None:
    x = _data((2, 9, 3))
    outs = ["a", "b", "c"]
    sizes = [2, 0, 7] if opset >= 13 else [2, 3, 4]  # a zero-size part (ORT: from 13)
    axis = -2 if opset >= 11 else 1
    if opset < 13:
        nodes = [node("Split", ["x"], outs, axis=axis, split=sizes)]
        inits: list[tuple[str, np.ndarray]] = []
    else:
        nodes = [node("Split", ["x", "s"], outs, axis=axis)]
        inits = [("s", _i64(*sizes))]
    graph = _check(nodes, {"x": x}, outs, opset=opset, initializers=inits)
    assert list(graph.ops()) == ["Slice"] * 3


@pytest.mark.parametrize("opset", [7, 13])
def test_split_in_equal_parts(opset: int) -> None:
    x = _data((6, 4), "int32")
    _check([node("Split", ["x"], ["a", "b", "c"])], {"x": x}, ["a", "b", "c"], opset=opset)


@pytest.mark.parametrize(("size", "parts"), [(7, 3), (8, 4), (5, 2), (3, 3)])
def test_split_num_outputs_since_18(size: int, parts: int) -> None:
    """ceil(size / parts) each, the last one smaller."""
    x = _data((3, size))
    outs = [f"o{k}" for k in range(parts)]
    _check([node("Split", ["x"], outs, axis=1, num_outputs=parts)], {"x": x}, outs, opset=18)


def test_split_with_an_unused_output_computes_the_rest() -> None:
    x = _data((4, 6))
    model = make_model(
        [node("Split", ["x"], ["a", "", "c"], axis=1)], [("x", (4, 6))], ["a", "c"], opset=13
    )
    graph = import_onnx(model)
    got = interpret(graph, {"x": x})
    np.testing.assert_array_equal(got["a"], x[:, :2])
    np.testing.assert_array_equal(got["c"], x[:, 4:])


@pytest.mark.parametrize(
    ("attrs", "opset", "fragment"),
    [
        ({"split": [2, 2]}, 11, "split [2, 2] must be 2 sizes >= 0 adding up to axis size 5"),
        ({}, 13, "axis size 5 does not split into 2 equal parts"),
        ({}, 18, "neither split nor num_outputs is given"),
        ({"num_outputs": 3}, 18, "num_outputs 3 but 2 outputs"),
    ],
)
def test_bad_splits_are_one_line(attrs: dict[str, Any], opset: int, fragment: str) -> None:
    model = make_model(
        [node("Split", ["x"], ["a", "b"], **attrs)], [("x", (5,))], ["a", "b"], opset=opset
    )
    assert import_error(model) == f"Split node 'split_n': {fragment}"


# --------------------------------------------------------------------------- Expand, Tile


@pytest.mark.parametrize(
    ("x_shape", "shape"),
    [((3, 1), (2, 1, 6)), ((1, 4), (3, 1)), ((2, 3), (2, 3)), ((5,), ()), ((1,), (1, 1, 4))],
)
@pytest.mark.parametrize("opset", [8, 13])
def test_expand_broadcasts_both_ways(
    x_shape: tuple[int, ...], shape: tuple[int, ...], opset: int
) -> None:
    x = _data(x_shape)
    _check(
        [node("Expand", ["x", "s"], ["y"])],
        {"x": x},
        opset=opset,
        initializers=[("s", np.array(shape, np.int64))],
    )


def test_expand_to_a_shape_that_does_not_broadcast_is_one_line() -> None:
    model = make_model(
        [node("Expand", ["x", "s"], ["y"])],
        [("x", (3, 2))],
        ["y"],
        initializers=[("s", _i64(4, 2))],
    )
    assert import_error(model) == (
        "Expand node 'expand_n': input [3, 2] does not broadcast with shape [4, 2]"
    )


@pytest.mark.parametrize("repeats", [(1, 1, 1), (2, 1, 3), (1, 3, 2), (2, 0, 1)])
@pytest.mark.parametrize("opset", [7, 13])
def test_tile(repeats: tuple[int, ...], opset: int) -> None:
    for dtype in ("float32", "int64"):
        x = _data((2, 3, 4), dtype)
        _check(
            [node("Tile", ["x", "r"], ["y"])],
            {"x": x},
            opset=opset,
            initializers=[("r", np.array(repeats, np.int64))],
        )


def test_tile_with_repeats_of_another_rank_is_one_line() -> None:
    model = make_model(
        [node("Tile", ["x", "r"], ["y"])], [("x", (3, 2))], ["y"], initializers=[("r", _i64(2))]
    )
    assert "Tile node 'tile_n': repeats [2] must be 2 values >= 0" in import_error(model)


# --------------------------------------------------------------------------- Concat, Transpose


@pytest.mark.parametrize(
    ("shapes", "axis"),
    [
        ([(3,), (5,), (1,)], 0),
        ([(2, 3), (2, 1)], -1),
        ([(1, 2, 3), (4, 2, 3)], 0),
        ([(2, 3, 1, 2, 2), (2, 3, 4, 2, 2)], 2),
        ([(2, 5, 3, 3), (2, 1, 3, 3)], 1),  # batch 2: a numpy step, not the channel view
    ],
)
@pytest.mark.parametrize("opset", [7, 13])
def test_concat_of_any_rank(shapes: list[tuple[int, ...]], axis: int, opset: int) -> None:
    if opset < 11 and axis < 0:
        axis += len(shapes[0])
    feeds = {f"x{k}": _data(s, seed=k) for k, s in enumerate(shapes)}
    _check([node("Concat", list(feeds), ["y"], axis=axis)], feeds, opset=opset)


@pytest.mark.parametrize("perm", [None, (1, 0, 2), (2, 0, 1), (0, 1, 2)])
def test_transpose_of_a_run_time_tensor(perm: tuple[int, ...] | None) -> None:
    attrs = {} if perm is None else {"perm": list(perm)}
    for dtype in ("float32", "bool"):
        _check([node("Transpose", ["x"], ["y"], **attrs)], {"x": _data((2, 3, 4), dtype)}, opset=13)


# --------------------------------------------------------------------------- Pad


PADS = [
    [1, 2, 1, 2],
    [2, 0, 0, 3],
    [-1, 2, 0, 1],
    [0, -1, 1, -2],
    [3, 3, 3, 3],  # as wide as reflect allows on a 4 x 5 input
    [0, 0, 0, 0],
]


@pytest.mark.parametrize("pads", PADS)
@pytest.mark.parametrize("mode", ["edge", "reflect", "wrap", "constant"])
def test_pad_modes_match_onnxruntime(pads: list[int], mode: str) -> None:
    x = _data((4, 5))
    for opset in (11, 18, 19) if mode != "wrap" else (19, 21):
        graph = _check(
            [node("Pad", ["x", "p"], ["y"], mode=mode)],
            {"x": x},
            opset=opset,
            initializers=[("p", np.array(pads, np.int64))],
        )
        assert graph.nodes[0].attrs["mode"] == mode


def test_wrap_pad_wider_than_the_input_repeats_it() -> None:
    x = _data((2, 3), "int64")
    _check(
        [node("Pad", ["x", "p"], ["y"], mode="wrap")],
        {"x": x},
        opset=19,
        initializers=[("p", _i64(5, 7, 3, 4))],
    )


@pytest.mark.parametrize("mode", ["edge", "reflect"])
def test_pad_modes_with_attributes_before_opset_11(mode: str) -> None:
    x = _data((1, 2, 4, 5))
    _check([node("Pad", ["x"], ["y"], mode=mode, pads=[0, 0, 2, 1, 0, 0, 1, 3])], {"x": x}, opset=9)


def test_reflect_pad_on_axes_since_18() -> None:
    x = _data((1, 3, 6, 6))
    _check(
        [node("Pad", ["x", "p", "", "axes"], ["y"], mode="reflect")],
        {"x": x},
        opset=18,
        initializers=[("p", _i64(1, 2, 3, 4)), ("axes", _i64(-1, 2))],
    )


@pytest.mark.parametrize(
    ("mode", "pads", "fragment"),
    [
        ("reflect", [4, 0, 0, 0], "reflect padding 4 of axis 0 exceeds its 4 elements less one"),
        ("reflect", [-2, 0, 2, 0], "reflect padding 2 of axis 0 exceeds its 2 elements less one"),
        ("edge", [-4, 0, 1, 0], "edge padding of axis 0, which has no elements left"),
    ],
)
def test_pads_the_border_cannot_give_are_one_line(
    mode: str, pads: list[int], fragment: str
) -> None:
    model = make_model(
        [node("Pad", ["x", "p"], ["y"], mode=mode)],
        [("x", (4, 5))],
        ["y"],
        initializers=[("p", np.array(pads, np.int64))],
    )
    assert import_error(model) == f"Pad node 'pad_n': {fragment}"


def test_pad_of_constants_folds_in_every_mode() -> None:
    x = _data((3, 4), "int32")
    for mode in ("edge", "reflect", "wrap"):
        model = make_model(
            [node("Pad", ["c", "p"], ["y"], mode=mode)],
            [],
            ["y"],
            opset=19,
            initializers=[("c", x), ("p", _i64(2, 1, 0, 3))],
        )
        const = make_model(
            [node("Pad", ["x", "p"], ["y"], mode=mode)],
            [("x", x.shape)],
            ["y"],
            opset=19,
            initializers=[("p", _i64(2, 1, 0, 3))],
            input_types={"x": TensorProto.INT32},
        )
        graph = import_onnx(model)
        assert not graph.nodes
        np.testing.assert_array_equal(graph.constants["y"], _ort(const, {"x": x})[0])


# --------------------------------------------------------------------------- blocks


@pytest.mark.parametrize("mode", ["DCR", "CRD"])
@pytest.mark.parametrize("block", [2, 3])
def test_depth_to_space(mode: str, block: int) -> None:
    x = _data((2, 2 * block * block, 3, 4))
    for opset in (11, 13):
        _check(
            [node("DepthToSpace", ["x"], ["y"], blocksize=block, mode=mode)], {"x": x}, opset=opset
        )


def test_depth_to_space_before_11_is_dcr() -> None:
    x = _data((1, 8, 2, 3))
    _check([node("DepthToSpace", ["x"], ["y"], blocksize=2)], {"x": x}, opset=7)


@pytest.mark.parametrize("block", [2, 3])
def test_space_to_depth(block: int) -> None:
    x = _data((2, 3, 2 * block, 3 * block))
    for opset in (7, 13):
        _check([node("SpaceToDepth", ["x"], ["y"], blocksize=block)], {"x": x}, opset=opset)


@pytest.mark.parametrize("mode", ["DCR", "CRD"])
def test_space_to_depth_undoes_depth_to_space(mode: str) -> None:
    """SpaceToDepth-28's mode (onnxruntime has no opset 28): the inverse of DepthToSpace's."""
    x = _data((1, 12, 3, 2))
    model = make_model(
        [
            node("DepthToSpace", ["x"], ["s"], blocksize=2, mode=mode),
            node("SpaceToDepth", ["s"], ["y"], blocksize=2, mode=mode),
        ],
        [("x", x.shape)],
        ["y", "s"],
        opset=28,
    )
    got = interpret(import_onnx(model), {"x": x})
    np.testing.assert_array_equal(got["y"], x)
    assert not np.array_equal(got["s"].reshape(-1), x.reshape(-1))


@pytest.mark.parametrize(
    ("op", "shape", "fragment"),
    [
        ("DepthToSpace", (1, 6, 2, 2), "6 channels do not split into blocks of 2x2"),
        ("SpaceToDepth", (1, 6, 3, 2), "height 3 and width 2 must be multiples of blocksize 2"),
        ("SpaceToDepth", (6, 3, 2), "input must be 4-D, got shape (6, 3, 2)"),
    ],
)
def test_bad_blocks_are_one_line(op: str, shape: tuple[int, ...], fragment: str) -> None:
    model = make_model([node(op, ["x"], ["y"], blocksize=2)], [("x", shape)], ["y"])
    assert import_error(model) == f"{op} node '{op.lower()}_n': {fragment}"


# --------------------------------------------------------------------------- compiled


def test_movement_ops_run_compiled_like_onnxruntime(tmp_path: Any) -> None:
    """The runtime's numpy steps (not only the interpreter): a Split feeding a reflect Pad,
    a Gather at run-time indices, a Tile, a DepthToSpace and a Cast, compiled, saved as a
    package and loaded again (the steps' attributes through its manifest)."""
    from runtime import Package, compile_model
    from runtime.model import Runtime

    nodes = [
        node("Split", ["x"], ["a", "b"], axis=1),
        node("Pad", ["a", "p"], ["pa"], mode="reflect"),
        node("Gather", ["b", "i"], ["g"], axis=3),
        node("Tile", ["g", "r"], ["t"]),
        node("DepthToSpace", ["pa"], ["d"], blocksize=2, mode="CRD"),
        node("Cast", ["t"], ["tc"], to=TensorProto.INT32),
    ]
    x = _data((1, 8, 5, 6))
    i = np.array([[5, 0], [-1, 2]], np.int64)
    model = make_model(
        nodes,
        [("x", x.shape), ("i", i.shape)],
        ["d", "tc"],
        opset=13,
        initializers=[("p", _i64(0, 0, 1, 2, 0, 0, 2, 1)), ("r", _i64(1, 1, 2, 1, 2))],
        input_types={"i": TensorProto.INT64},
    )
    package = compile_model(import_onnx(model))[0]
    runtime = Runtime(Package.load(package.save(tmp_path / "movement.pkg")), num_threads=1)
    got = runtime.run({"x": x * 10, "i": i})
    for name, want in zip(("d", "tc"), _ort(model, {"x": x * 10, "i": i}), strict=True):
        assert got[name].dtype == want.dtype
        np.testing.assert_array_equal(got[name], want)


@pytest.mark.parametrize(
    ("data_shape", "index_shape", "batch_dims", "opset"),
    [
        ((4, 5, 6), (3, 2), 0, 11),  # pairs index the first two axes: rows of 6
        ((4, 5, 6), (2, 7, 3), 0, 13),  # full index tuples: scalars
        ((1, 1, 8), (1, 1, 1, 8, 2), 0, 13),  # a mask's pairs, as exporters write them
        ((3, 5, 6), (3, 4, 1), 1, 12),  # per batch entry
        ((2, 3, 5, 4), (2, 3, 2, 2), 2, 13),
    ],
)
def test_gather_nd_of_a_run_time_tensor(
    data_shape: tuple[int, ...], index_shape: tuple[int, ...], batch_dims: int, opset: int
) -> None:
    rng = np.random.default_rng(3)
    data = _data(data_shape, seed=4)
    depth = index_shape[-1]
    bounds = np.array(data_shape[batch_dims : batch_dims + depth])
    # Negative indices count from the end, as in onnxruntime.
    idx = (rng.integers(0, 1 << 30, index_shape) % bounds) - rng.integers(
        0, 2, index_shape
    ) * bounds
    graph = _check(
        [node("GatherND", ["x", "i"], ["y"], **({"batch_dims": batch_dims} if batch_dims else {}))],
        {"x": data, "i": idx.astype(np.int64)},
        opset=opset,
    )
    assert list(graph.ops()) == ["GatherND"]


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_gather_elements_of_a_run_time_tensor(axis: int) -> None:
    rng = np.random.default_rng(5)
    data = _data((4, 5, 6), seed=6)
    shape = (3, 5, 2) if axis != 1 else (4, 7, 6)
    size = data.shape[axis]
    idx = rng.integers(-size, size, shape).astype(np.int64)
    _check([node("GatherElements", ["x", "i"], ["y"], axis=axis)], {"x": data, "i": idx}, opset=13)


def test_gather_nd_out_of_range_fails_the_run() -> None:
    data, idx = _data((4, 5), seed=1), np.array([[1, 5]], np.int64)
    model = make_model(
        [node("GatherND", ["x", "i"], ["y"])],
        [("x", data.shape), ("i", idx.shape)],
        ["y"],
        opset=13,
        input_types={"x": TensorProto.FLOAT, "i": TensorProto.INT64},
    )
    graph = import_onnx(model)
    with pytest.raises(ValueError, match="GatherND: an index is out of range"):
        interpret(graph, {"x": data, "i": idx})
