"""Einsums that are batched matrix products compiled as ``batch_matmul`` kernels
(:mod:`compiler.model.passes.einsum`), with their operands and outputs in any label order,
checked against onnxruntime on random data; the rest stay with the numpy kernel."""

from __future__ import annotations

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import NumpyStep

onnx = pytest.importorskip("onnx")

from tests.model.test_onnx_import import make_model, node, ort_outputs  # noqa: E402

SIZES = {"b": 2, "g": 3, "h": 2, "i": 5, "j": 7, "d": 6, "k": 4, "q": 3}


def _plan(equation: str) -> tuple[object, list[str]]:
    """The compiled plan of ``relu(a), abs(b) -> einsum``, checked against onnxruntime,
    and its numpy steps."""
    from runtime import compile_model
    from runtime.model import Runtime

    terms, _ = equation.split("->")
    shapes = [tuple(SIZES[c] for c in term) for term in terms.split(",")]
    nodes = [
        node("Relu", ["a"], ["ra"]),
        node("Abs", ["b"], ["rb"]),
        node("Einsum", ["ra", "rb"], ["y"], equation=equation),
    ]
    model = make_model(nodes, [("a", shapes[0]), ("b", shapes[1])], ["y"], opset=12)
    rng = np.random.default_rng(len(equation))
    feeds = {
        n: rng.standard_normal(s).astype(np.float32) for n, s in zip("ab", shapes, strict=True)
    }
    package = compile_model(import_onnx(model))[0]
    got = Runtime(package, num_threads=2).run(feeds)["y"]
    want = ort_outputs(model, feeds, threads=1)[0]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())
    numpy_ops = [s.op for s in package.plan.steps if isinstance(s, NumpyStep)]
    kernels = [Workload.parse(k.workload).op for k in package.plan.kernels]
    return kernels, numpy_ops


@pytest.mark.parametrize(
    "equation",
    [
        "bghid,bghjd->bghij",  # MaxViT's Q @ K^T: B read through trans_b
        "bghij,bghjd->bghid",  # and P @ V
        "ij,jk->ik",
        "bji,bjk->bik",  # A transposed first
        "bqhd,bkhd->bhqk",  # heads in the middle, the output reordered
        "gid,dkj->gikj",  # two column labels, no batch
        "bid,bd->bi",  # no column label: a matrix-vector product
    ],
)
def test_batched_matmul_einsums_are_kernels(equation: str) -> None:
    kernels, numpy_ops = _plan(equation)
    assert numpy_ops == []
    assert any(k in ("batch_matmul", "matmul", "attention") for k in kernels), kernels


@pytest.mark.parametrize("equation", ["i,j->ij", "bii,bij->bj", "bij,bjk->k"])
def test_other_einsums_stay_numpy(equation: str) -> None:
    """An outer product, a diagonal, and a batch label summed away (an own sum)."""
    _, numpy_ops = _plan(equation)
    assert numpy_ops == ["Einsum"]
