"""Gather as a compiled ``gather`` kernel: an embedding lookup of run-time token ids,
run-time indices into a computed tensor's inner axis, constant indices that step
unevenly, each checked bit for bit against onnxruntime; the indices' range checked before
the call (one clear error, as onnxruntime fails the run); int32 indices stay numpy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from compiler import Workload
from compiler.model.onnx_import import import_onnx
from compiler.model.plan import KernelStep

onnx = pytest.importorskip("onnx")

from onnx import TensorProto  # noqa: E402

from tests.model.test_onnx_import import make_model, node, ort_outputs  # noqa: E402


def _run(model: Any, feeds: dict[str, np.ndarray]) -> tuple[list[Any], Any]:
    """The plan's steps (kernel workloads, or numpy ops) and the runtime, after checking
    every output against onnxruntime exactly (a gather moves bits)."""
    from runtime import compile_model
    from runtime.model import Runtime

    package = compile_model(import_onnx(model))[0]
    runtime = Runtime(package, num_threads=2)
    got = runtime.run(feeds)
    want = ort_outputs(model, feeds)
    for out, value in zip(model.graph.output, want, strict=True):
        np.testing.assert_array_equal(got[out.name], value)
    workloads = {k.symbol: Workload.parse(k.workload) for k in package.plan.kernels}
    steps = [workloads[s.symbol] if isinstance(s, KernelStep) else s.op for s in package.plan.steps]
    return steps, runtime


def _embedding(vocab: int, width: int, tokens: int, index_type: int = TensorProto.INT64) -> Any:
    """Token ids -> rows of a constant table, plus a computed position term (BERT's)."""
    rng = np.random.default_rng(vocab)
    table = rng.standard_normal((vocab, width)).astype(np.float32)
    nodes = [node("Gather", ["table", "ids"], ["e"]), node("Add", ["e", "pos"], ["y"])]
    return make_model(
        nodes,
        [("ids", (1, tokens)), ("pos", (1, tokens, width))],
        ["y"],
        initializers=[("table", table)],
        input_types={"ids": index_type},
        opset=18,
    )


def test_an_embedding_of_run_time_ids_is_a_gather_kernel() -> None:
    vocab, width, tokens = 300, 40, 23
    rng = np.random.default_rng(0)
    ids = rng.integers(-vocab, vocab, size=(1, tokens), dtype=np.int64)
    pos = rng.standard_normal((1, tokens, width)).astype(np.float32)
    steps, _ = _run(_embedding(vocab, width, tokens), {"ids": ids, "pos": pos})
    assert [str(s) for s in steps] == [
        f"gather:outer=1,n={vocab},count={tokens},inner={width}",
        f"pointwise:n={tokens * width},fn=add(x;x1)",
    ]


def test_indices_out_of_range_fail_the_run_in_one_line(tmp_path: Path) -> None:
    """Also from a saved package: the bounds travel in its manifest."""
    from runtime.model import Runtime
    from runtime.package import Package

    vocab, width, tokens = 50, 8, 5
    rng = np.random.default_rng(1)
    pos = rng.standard_normal((1, tokens, width)).astype(np.float32)
    ids = rng.integers(0, vocab, size=(1, tokens), dtype=np.int64)
    _, compiled = _run(_embedding(vocab, width, tokens), {"ids": ids, "pos": pos})
    runtime = Runtime(Package.load(compiled.package.save(tmp_path / "m.pkg")), num_threads=2)
    for bad in (vocab, -vocab - 1):
        wrong = ids.copy()
        wrong[0, 3] = bad
        with pytest.raises(ValueError, match=rf"index {bad} in ids is out of range \[-50, 50\)"):
            runtime.run({"ids": wrong, "pos": pos})
    # The runtime is still good for valid ids after a refused run.
    assert np.all(np.isfinite(runtime.run({"ids": ids, "pos": pos})["y"]))


def test_run_time_indices_into_a_computed_tensor() -> None:
    """Gather along axis 2 of a Relu's output with a [2, 3] block of indices."""
    shape = (2, 5, 9, 7)
    nodes = [node("Relu", ["x"], ["r"]), node("Gather", ["r", "i"], ["y"], axis=2)]
    model = make_model(
        nodes, [("x", shape), ("i", (2, 3))], ["y"], input_types={"i": TensorProto.INT64}
    )
    rng = np.random.default_rng(2)
    x = rng.standard_normal(shape).astype(np.float32)
    i = rng.integers(-9, 9, size=(2, 3), dtype=np.int64)
    steps, _ = _run(model, {"x": x, "i": i})
    assert str(steps[1]) == "gather:outer=10,n=9,count=6,inner=7"


def test_constant_indices_that_step_unevenly_are_a_gather_kernel() -> None:
    """Constant indices no strided copy can read (repeats, out of order, negative)."""
    shape = (3, 8, 6)
    nodes = [node("Relu", ["x"], ["r"]), node("Gather", ["r", "i"], ["y"], axis=1)]
    indices = np.array([5, 0, -1, 2, 2], np.int64)
    model = make_model(nodes, [("x", shape)], ["y"], initializers=[("i", indices)])
    x = np.random.default_rng(3).standard_normal(shape).astype(np.float32)
    steps, _ = _run(model, {"x": x})
    assert str(steps[1]) == "gather:outer=3,n=8,count=5,inner=6"


def test_int32_indices_stay_a_numpy_step() -> None:
    vocab, width, tokens = 60, 16, 7
    rng = np.random.default_rng(4)
    ids = rng.integers(0, vocab, size=(1, tokens), dtype=np.int32)
    pos = rng.standard_normal((1, tokens, width)).astype(np.float32)
    steps, _ = _run(_embedding(vocab, width, tokens, TensorProto.INT32), {"ids": ids, "pos": pos})
    assert steps[0] == "Gather"


def test_an_embedding_tunes_on_a_local_pool_and_compiles_from_its_records(
    tmp_path: Path,
) -> None:
    """The device server measures the gather with indices it draws in range (a bad one
    would be an error record, not a time), and compile builds the recorded config."""
    import json

    from tests.model.test_model_cli import autotune

    model = tmp_path / "embedding.onnx"
    onnx.save(_embedding(1000, 64, 31), str(model))
    db = tmp_path / "records.db"
    proc = autotune("tune", str(model), "--trials", "6", "--batch", "3", "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    tuned = {t["workload"]: t for t in json.loads(proc.stdout)["workloads"]}
    gather = tuned["gather:outer=1,n=1000,count=31,inner=64"]
    assert gather["best_gflops"] > 0, gather
    proc = autotune("compile", str(model), "-o", str(tmp_path / "m.pkg"), "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    sources = {k["workload"]: k["config_source"] for k in json.loads(proc.stdout)["kernels"]}
    assert sources["gather:outer=1,n=1000,count=31,inner=64"] == "records"


def test_constant_indices_out_of_range_are_refused_at_import() -> None:
    """Why the runtime checks only computed indices before each call: constant ones are
    checked once, when the model is imported."""
    shape = (3, 8, 6)
    nodes = [node("Relu", ["x"], ["r"]), node("Gather", ["r", "i"], ["y"], axis=1)]
    indices = np.array([5, 0, 8], np.int64)
    model = make_model(nodes, [("x", shape)], ["y"], initializers=[("i", indices)])
    with pytest.raises(ValueError, match=r"indices \[5, 0, 8\] out of range for axis size 8"):
        import_onnx(model)
