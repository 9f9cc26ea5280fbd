"""Einsum (:mod:`compiler.model.ops.einsum`) against onnxruntime on random data: every
form of equation, the forms maxvit_t uses, integer einsums bit for bit, constants folded,
the runtime's numpy step, and the one-line refusals of equations that do not fit."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from compiler.model.interpret import interpret
from compiler.model.onnx_import import import_onnx

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402

from tests.model.test_onnx_import import import_error, make_model, node, onnx_type, ort_outputs  # noqa: E402

#: Products summed in another order than onnxruntime's: float32 roundings apart.
RTOL = 1e-5


def _ort(model: Any, feeds: dict[str, np.ndarray]) -> np.ndarray:
    return ort_outputs(model, feeds, threads=1)[0]


def _reference(model: Any, feeds: dict[str, np.ndarray]) -> np.ndarray:
    """The first output from ONNX's reference evaluator (numpy's einsum)."""
    from onnx.reference import ReferenceEvaluator

    outputs: Any = ReferenceEvaluator(model).run(None, feeds)
    return np.asarray(outputs[0])


def _inputs(shapes: Sequence[tuple[int, ...]], dtype: str = "float32") -> dict[str, np.ndarray]:
    """Random operands ``x0, x1, ...``, none zero (floats: normal, integers: ±1..±9)."""
    rng = np.random.default_rng(len(shapes) * 7 + sum(map(len, shapes)))
    feeds = {}
    for i, shape in enumerate(shapes):
        if dtype == "float32":
            value = rng.standard_normal(shape).astype(np.float32)
        else:
            magnitude = rng.integers(1, 10, shape)
            sign = 1 if dtype.startswith("uint") else rng.choice([-1, 1], shape)
            value = (magnitude * sign).astype(dtype)
        feeds[f"x{i}"] = value
    return feeds


def _model(equation: str, feeds: dict[str, np.ndarray], opset: int = 12) -> Any:
    return make_model(
        [node("Einsum", list(feeds), ["y"], equation=equation)],
        [(n, v.shape) for n, v in feeds.items()],
        ["y"],
        opset=opset,
        input_types={n: onnx_type(v.dtype.name) for n, v in feeds.items()},
    )


def _ours(model: Any, feeds: dict[str, np.ndarray]) -> np.ndarray:
    graph = import_onnx(model)
    assert [n.op for n in graph.nodes] == ["Einsum"]
    return interpret(graph, feeds)["y"]


def _check_float(equation: str, shapes: Sequence[tuple[int, ...]], opset: int = 12) -> np.ndarray:
    feeds = _inputs(shapes)
    model = _model(equation, feeds, opset)
    got, want = _ours(model, feeds), _ort(model, feeds)
    assert got.dtype == want.dtype == np.float32
    assert got.shape == want.shape
    scale = float(np.abs(want).max()) if want.size else 1.0
    np.testing.assert_allclose(got, want, rtol=RTOL, atol=RTOL * scale)
    return got


# --------------------------------------------------------------------------- float32

#: ONNX's own Einsum node tests are float64 (refused as run-time inputs): their
#: equations are among these, in float32.
FORMS = [
    # matmul, explicit and implicit
    ("ij,jk->ik", [(5, 6), (6, 7)]),
    ("ij,jk", [(5, 6), (6, 7)]),
    ("ij,kj->ik", [(5, 6), (7, 6)]),  # A @ B.T: B read transposed
    ("ij,jk->ki", [(5, 6), (6, 7)]),  # the product written transposed (through scratch)
    # batched matmul (ONNX's node test, spaces and all)
    ("bij, bjk -> bik", [(3, 4, 5), (3, 5, 6)]),
    ("bik,bkj->bji", [(3, 4, 5), (3, 5, 6)]),
    ("ibk,bkj->bij", [(4, 3, 5), (3, 5, 6)]),  # batch not the leading axis of A
    # transposes
    ("ij->ji", [(3, 4)]),
    ("abc->cab", [(2, 3, 4)]),
    ("ba", [(3, 4)]),  # implicit: the output is "ab"
    # traces, diagonals, sums
    ("ii->", [(5, 5)]),
    ("ii", [(5, 5)]),
    ("ii->i", [(5, 5)]),
    ("iij->j", [(4, 4, 3)]),
    ("...ii ->...i", [(3, 5, 5)]),  # ONNX's node test: a space before the arrow
    ("ij->i", [(4, 6)]),
    ("ij->", [(4, 6)]),
    ("ij,jk,ki->", [(3, 4), (4, 5), (5, 3)]),  # trace of a product of three
    # inner and outer products
    ("i,i", [(7,), (7,)]),
    ("i,i->i", [(7,), (7,)]),
    ("i,j->ij", [(3,), (4,)]),
    ("ij,kl->ijkl", [(2, 3), (4, 5)]),
    ("ij,kl->kilj", [(2, 3), (4, 5)]),
    ("bij,bkj->bikj", [(3, 4, 5), (3, 6, 5)]),  # batched, no label summed
    (",ij->ij", [(), (3, 4)]),  # a scalar operand
    ("->", [()]),  # ONNX's node test of a scalar
    # ellipsis broadcasting
    ("...ij,...jk->...ik", [(2, 3, 4, 5), (2, 3, 5, 6)]),
    ("...ij,...jk->...ik", [(1, 3, 4, 5), (2, 1, 5, 6)]),
    ("...ij,...jk", [(2, 1, 4, 5), (1, 3, 5, 6)]),  # implicit: the ellipsis first
    ("i...,i...->...", [(4, 2, 3), (4, 2, 3)]),
    ("i,...i->...", [(3,), (2, 3)]),
    ("ij->...ij", [(2, 3)]),  # an ellipsis of no axes
    # size-1 axes broadcast against a label's size in another operand
    ("ij,jk->ik", [(2, 1), (3, 4)]),
    ("ij,ij->ij", [(2, 3), (2, 1)]),
    # several labels merged into a matmul's rows, inner or columns
    ("abcd,cdbe->ae", [(2, 3, 4, 5), (4, 5, 3, 6)]),
    ("abc,cd->dba", [(2, 3, 4), (4, 5)]),
    ("ijab,jkcd->ikabcd", [(2, 3, 2, 2), (3, 4, 2, 2)]),
    ("aab,bc->ac", [(3, 3, 4), (4, 2)]),  # a diagonal before the product
    # three and four operands
    ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 5)]),
    ("ab,bc,c->a", [(6, 7), (7, 8), (8,)]),
    ("ab,bc,cd,de->ae", [(2, 3), (3, 4), (4, 5), (5, 6)]),
    ("bi,bj,bk->bijk", [(2, 3), (2, 4), (2, 5)]),
]


@pytest.mark.parametrize(("equation", "shapes"), FORMS)
def test_float_einsum_matches_onnxruntime(equation: str, shapes: list[tuple[int, ...]]) -> None:
    got = _check_float(equation, shapes)
    assert np.all(got != 0) or got.size == 0  # random operands: no zero sneaks through


@pytest.mark.parametrize("opset", [12, 28])
def test_both_schema_versions(opset: int) -> None:
    _check_float("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)], opset)


MAXVIT_FORMS = [
    ("B G H I D, B G H J D -> B G H I J", [(1, 4, 8, 49, 32), (1, 4, 8, 49, 32)]),
    ("B G H I J, B G H J D -> B G H I D", [(1, 4, 8, 49, 49), (1, 4, 8, 49, 32)]),
]


@pytest.mark.parametrize(("equation", "shapes"), MAXVIT_FORMS)
def test_the_forms_maxvit_uses(equation: str, shapes: list[tuple[int, ...]]) -> None:
    """maxvit_t's attention: queries by keys, and scores by values, per window and head."""
    _check_float(equation, shapes)


def test_implicit_output_orders_labels_as_ascii() -> None:
    """Upper case before lower case. onnxruntime 1.32 refuses implicit equations with an
    upper-case label ("only letters allowed"): against ONNX's reference evaluator."""
    feeds = _inputs([(2, 3), (4, 5, 3)])
    model = _model("Ab,aBb", feeds)
    got = _ours(model, feeds)
    want = _reference(model, feeds)
    assert got.shape == (2, 5, 4)  # "ABa"
    np.testing.assert_allclose(got, want, rtol=RTOL, atol=RTOL * float(np.abs(want).max()))


# --------------------------------------------------------------------------- integers


@pytest.mark.parametrize("dtype", ["int32", "int64"])
@pytest.mark.parametrize(
    ("equation", "shapes"),
    [
        ("bij,bjk->bik", [(3, 4, 5), (3, 5, 6)]),
        ("ii->i", [(5, 5)]),
        ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 5)]),
        ("i,j->ji", [(3,), (4,)]),
    ],
)
def test_integer_einsum_is_exact(dtype: str, equation: str, shapes: list[tuple[int, ...]]) -> None:
    feeds = _inputs(shapes, dtype)
    model = _model(equation, feeds)
    got, want = _ours(model, feeds), _ort(model, feeds)
    assert got.dtype == want.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(got, want)


def test_int32_products_wrap_as_onnxruntimes() -> None:
    a = np.full((2, 3), 2**20 + 3, np.int32)
    b = np.full((3, 4), 2**12 + 5, np.int32)
    feeds = {"x0": a, "x1": b}
    model = _model("ij,jk->ik", feeds)
    got, want = _ours(model, feeds), _ort(model, feeds)
    np.testing.assert_array_equal(got, want)
    assert not np.array_equal(got.astype(np.int64), a.astype(np.int64) @ b.astype(np.int64))


@pytest.mark.parametrize("dtype", ["int8", "uint8", "uint32"])
def test_narrow_integers_as_onnxs_reference(dtype: str) -> None:
    """Types onnxruntime has no Einsum for: against ONNX's reference evaluator, exactly
    (int8 sums wrap around)."""
    feeds = _inputs([(4, 6), (6, 5)], dtype)
    model = _model("ij,jk->ik", feeds)
    got = _ours(model, feeds)
    want = _reference(model, feeds)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


# --------------------------------------------------------------------------- constants


@pytest.mark.parametrize("dtype", ["float32", "int64"])
def test_constant_operands_fold(dtype: str) -> None:
    values = _inputs([(3, 4), (4, 5)], dtype)
    model = make_model(
        [node("Einsum", ["c0", "c1"], ["e"], equation="ij,jk->ki"), node("Add", ["e", "x"], ["y"])],
        [("x", (5, 3))],
        ["y"],
        opset=13,
        initializers=[("c0", values["x0"]), ("c1", values["x1"])],
        input_types={"x": onnx_type(dtype)},
    )
    graph = import_onnx(model)
    assert [n.op for n in graph.nodes] == ["Add"]
    x = _inputs([(5, 3)], dtype)["x0"]
    got, want = interpret(graph, {"x": x})["y"], _ort(model, {"x": x})
    if dtype == "int64":
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=RTOL, atol=RTOL * float(np.abs(want).max()))


def test_compiled_attention_runs_its_einsums_as_numpy_steps(tmp_path: Path) -> None:
    """Scores, softmax, weighted values: compiled, saved as a package and loaded again
    (the equation through its manifest), against onnxruntime."""
    from runtime import Package, compile_model
    from runtime.model import Runtime

    feeds = _inputs([(1, 2, 4, 16, 8), (1, 2, 4, 16, 8), (1, 2, 4, 16, 8)])
    model = make_model(
        [
            node("Einsum", ["x0", "x1"], ["s"], equation="B G H I D, B G H J D -> B G H I J"),
            node("Softmax", ["s"], ["p"], axis=-1),
            helper.make_node(
                "Einsum", ["p", "x2"], ["y"], name="pv", equation="bghij,bghjd->bghid"
            ),
        ],
        [(n, v.shape) for n, v in feeds.items()],
        ["y"],
        opset=13,
    )
    package = compile_model(import_onnx(model))[0]
    runtime = Runtime(Package.load(package.save(tmp_path / "einsum.pkg")), num_threads=1)
    got, want = runtime.run(feeds)["y"], _ort(model, feeds)
    np.testing.assert_allclose(got, want, rtol=RTOL, atol=RTOL * float(np.abs(want).max()))


# --------------------------------------------------------------------------- refusals


def _unchecked_model(equation: str, shapes: Sequence[tuple[int, ...]]) -> Any:
    """A model of one Einsum, without ONNX's shape inference (which loops forever on
    some malformed equations, such as ``i.j``, in onnx 1.23 and onnxruntime 1.32)."""
    output = helper.make_value_info("y", onnx.TypeProto())
    output.type.tensor_type.elem_type = TensorProto.FLOAT
    output.type.tensor_type.shape.SetInParent()
    graph = helper.make_graph(
        [node("Einsum", [f"x{i}" for i in range(len(shapes))], ["y"], equation=equation)],
        "test",
        [
            helper.make_tensor_value_info(f"x{i}", TensorProto.FLOAT, s)
            for i, s in enumerate(shapes)
        ],
        [output],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 12)])


REFUSALS = [
    ("i.j", [(2, 3)], "operand 0's term 'i.j' has a '.' outside an ellipsis '...'"),
    ("....", [(2, 3)], "operand 0's term '....' has a '.' outside an ellipsis '...'"),
    ("...i...", [(2, 3)], "operand 0's term '...i...' has more than one ellipsis '...'"),
    ("i-j", [(2, 3)], "operand 0's term 'i-j' has '-': labels are letters a-z and A-Z"),
    ("i1", [(2, 3)], "operand 0's term 'i1' has '1': labels are letters a-z and A-Z"),
    ("ij->i->j", [(2, 3)], "equation 'ij->i->j' has more than one '->'"),
    ("ij,jk->ik", [(2, 3)], "equation 'ij,jk->ik' has 2 operand term(s) for 1 input(s)"),
    ("ij", [(2, 3), (3, 4)], "equation 'ij' has 1 operand term(s) for 2 input(s)"),
    ("ij", [(2, 3, 4)], "operand 0's term 'ij' has 2 label(s) for its 3 axes"),
    ("ijk...", [(2, 3)], "operand 0's term 'ijk...' has 3 label(s) for its 2 axes"),
    (
        "...ij,...jk",
        [(2, 3), (5, 3, 4)],
        "operand 1's ellipsis stands for 1 axes, an earlier one's for 0",
    ),
    ("ij,jk->ik", [(2, 3), (4, 4)], "'j' is 4 long in operand 1 and 3 in operand 0"),
    (
        "...i,...i",
        [(2, 3), (4, 3)],
        "axis 0 of the ellipsis is 4 long in operand 1 and 2 in operand 0",
    ),
    ("ii->i", [(3, 4)], "operand 0's axes labelled 'i' differ in size: 3 and 4"),
    ("ij->jj", [(2, 3)], "the output term 'jj' repeats 'j'"),
    ("ij->k", [(2, 3)], "the output term 'k' has 'k', which no operand has"),
    ("i...->i", [(2, 3)], "the output term 'i' has no ellipsis '...' for the operands' 1 axes"),
]


@pytest.mark.parametrize(("equation", "shapes", "why"), REFUSALS)
def test_an_equation_that_does_not_fit_is_one_line(
    equation: str, shapes: list[tuple[int, ...]], why: str
) -> None:
    assert import_error(_unchecked_model(equation, shapes)) == f"Einsum node 'einsum_n': {why}"


def test_operands_of_different_types_are_refused() -> None:
    model = make_model(
        [node("Einsum", ["a", "b"], ["y"], equation="i,i")],
        [("a", (3,)), ("b", (3,))],
        ["y"],
        input_types={"a": TensorProto.FLOAT, "b": TensorProto.INT32},
    )
    assert import_error(model) == (
        "Einsum node 'einsum_n': inputs have different dtypes float32, int32"
    )
