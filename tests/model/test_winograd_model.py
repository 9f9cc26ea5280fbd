"""Winograd in a model: 3x3 stride-1 layers (and stride-2 ones on large enough outputs)
run as Winograd without records, both ways are tuned, the records choose, and CNNs
compiled with Winograd match onnxruntime (1e-3 of the output's scale, the model tolerance
of tests/model/test_models.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from compiler.model.compile import default_configs, extract_tasks
from compiler.model.graph import Graph
from compiler.model.lower import CostLookup
from compiler.model.onnx_import import import_onnx
from compiler.space import Config
from compiler.target import Target
from compiler.workload import Workload
from runtime import compile_model
from runtime.model import Runtime

ort = pytest.importorskip("onnxruntime")

TOLERANCE = 1e-3


class _Builder:
    """Nodes and He-scaled random initializers of a small CNN."""

    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)
        self.inits: list[onnx.TensorProto] = []
        self.nodes: list[onnx.NodeProto] = []

    def conv(self, x: str, c: int, k: int, r: int, name: str, stride: int = 1) -> str:
        w = self.rng.standard_normal((k, c, r, r)) * np.sqrt(2.0 / (c * r * r))
        bias = 0.1 * self.rng.standard_normal(k)
        self.inits.append(numpy_helper.from_array(w.astype(np.float32), f"{name}_w"))
        self.inits.append(numpy_helper.from_array(bias.astype(np.float32), f"{name}_b"))
        self.nodes.append(
            helper.make_node(
                "Conv",
                [x, f"{name}_w", f"{name}_b"],
                [name],
                pads=[r // 2] * 4,
                kernel_shape=[r, r],
                strides=[stride, stride],
            )
        )
        return name

    def relu(self, x: str) -> str:
        self.nodes.append(helper.make_node("Relu", [x], [f"{x}_relu"]))
        return f"{x}_relu"

    def model(self, out: str, in_shape: list[int], out_shape: list[int]) -> onnx.ModelProto:
        graph = helper.make_graph(
            self.nodes,
            "wino",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, in_shape)],
            [helper.make_tensor_value_info(out, TensorProto.FLOAT, out_shape)],
            self.inits,
        )
        return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def strided_cnn() -> onnx.ModelProto:
    """A 3-channel stem, then two 3x3 stride-2 convs: 32 -> 48 channels on a 15x15 output
    (Winograd without records) and 48 -> 64 on an 8x8 one (direct without records)."""
    b = _Builder(5)
    y = b.relu(b.conv("x", 3, 32, 3, "stem"))
    y = b.relu(b.conv(y, 32, 48, 3, "s1", stride=2))
    out = b.relu(b.conv(y, 48, 64, 3, "s2", stride=2))
    return b.model(out, [1, 3, 30, 29], [1, 64, 8, 8])


def cnn() -> onnx.ModelProto:
    """A 3-channel stem, two 3x3 stride-1 convs of 32 and 48 channels (the second with
    a 1x1 shortcut added before its ReLU), He-scaled random weights."""
    b = _Builder(3)
    conv, relu, nodes = b.conv, b.relu, b.nodes

    y = relu(conv("x", 3, 32, 3, "stem"))
    y = relu(conv(y, 32, 32, 3, "c1"))
    short = conv(y, 32, 48, 1, "short")
    y = conv(y, 32, 48, 3, "c2")
    nodes.append(helper.make_node("Add", [y, short], ["sum"]))
    out = relu("sum")
    return b.model(out, [1, 3, 18, 17], [1, 48, 18, 17])


def winograd_costs(w: Workload) -> float | None:
    """Costs on record that favour Winograd wherever it is an option."""
    return 1e-6 if w.op == "winograd_conv2d" else 2e-6


def kernel_ops(graph: Graph, cost_of: CostLookup | None = None) -> list[str]:
    package, _ = compile_model(graph, cost_of=cost_of)
    return [k.workload.split(":")[0] for k in package.plan.kernels]


def test_3x3_layers_are_winograd_without_records_and_tuned_both_ways(tmp_path: Path) -> None:
    path = tmp_path / "cnn.onnx"
    onnx.save(cnn(), str(path))
    graph = import_onnx(str(path))
    tasks = extract_tasks(graph)
    wino = [t for t in tasks if t.workload.op == "winograd_conv2d"]
    # The two 32-channel 3x3 layers; the 3-channel stem has too few channels.
    assert len(wino) == 2
    assert all(t.alternative_to is None for t in wino)
    direct = [t for t in tasks if t.alternative_to is not None]
    assert [t.alternative_to for t in direct] == [t.workload for t in wino]
    assert all(t.workload.op == "conv2d" and t.workload.get("r") == 3 for t in direct)
    assert all(t.workload.get("layout_in") == "nchw16c" for t in wino)
    wino_ops = ["conv2d", "winograd_conv2d", "winograd_conv2d", "conv2d"]
    assert kernel_ops(graph) == wino_ops
    # Records that favour direct choose it; direct on record and no Winograd records (a
    # database tuned before Winograd existed) keep direct too.
    direct_ops = ["conv2d"] * 4
    assert kernel_ops(graph, lambda w: 2e-6 if w.op == "winograd_conv2d" else 1e-6) == direct_ops
    assert kernel_ops(graph, lambda w: None if w.op == "winograd_conv2d" else 1e-6) == direct_ops
    assert kernel_ops(graph, winograd_costs) == wino_ops


def _check_with_winograd(model: onnx.ModelProto, m: int, tmp_path: Path) -> None:
    """Compiles ``model`` with every 3x3 layer Winograd of tile ``m`` and checks it against
    onnxruntime on two random inputs."""
    path = tmp_path / "cnn.onnx"
    onnx.save(model, str(path))
    defaults = default_configs(Target.parse("llvm"))

    def config_for(w: Workload) -> tuple[Config, str]:
        cfg, source = defaults(w)
        return (
            (Config({**cfg.knobs, "m": m}), source) if w.op == "winograd_conv2d" else (cfg, source)
        )

    package, _ = compile_model(
        import_onnx(str(path)), config_for=config_for, cost_of=winograd_costs
    )
    ops = [k.workload.split(":")[0] for k in package.plan.kernels]
    assert ops.count("winograd_conv2d") == 2, ops
    runtime = Runtime(package, num_threads=2)
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(m)
    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    for _ in range(2):
        feeds = {"x": rng.standard_normal(shape).astype(np.float32)}
        (want,) = sess.run(None, feeds)
        (got,) = runtime.run(feeds).values()
        err = float(np.abs(got - want).max() / np.abs(want).max())
        assert err < TOLERANCE, err


@pytest.mark.parametrize("m", [2, 4, 6])
def test_cnn_with_winograd_chosen_matches_onnxruntime(m: int, tmp_path: Path) -> None:
    _check_with_winograd(cnn(), m, tmp_path)


def test_stride_2_layers_are_winograd_without_records_on_large_outputs(tmp_path: Path) -> None:
    path = tmp_path / "strided.onnx"
    onnx.save(strided_cnn(), str(path))
    graph = import_onnx(str(path))
    tasks = extract_tasks(graph)
    # Both stride-2 layers are tuned both ways: the 15x15 output as Winograd first, the
    # 8x8 one as direct first.
    s1_wino, s1_direct, s2_direct, s2_wino = (t for t in tasks if t.workload.get("stride") == 2)
    assert (s1_wino.workload.op, s1_direct.workload.op) == ("winograd_conv2d", "conv2d")
    assert s1_direct.alternative_to == s1_wino.workload
    assert s1_wino.alternative_to is None
    assert (s2_direct.workload.op, s2_wino.workload.op) == ("conv2d", "winograd_conv2d")
    assert s2_wino.alternative_to == s2_direct.workload
    assert s2_direct.alternative_to is None
    assert kernel_ops(graph) == ["conv2d", "winograd_conv2d", "conv2d"]
    assert kernel_ops(graph, winograd_costs) == ["conv2d", "winograd_conv2d", "winograd_conv2d"]
    direct = kernel_ops(graph, lambda w: 2e-6 if w.op == "winograd_conv2d" else 1e-6)
    assert direct == ["conv2d"] * 3


@pytest.mark.parametrize("m", [2, 3, 4])
def test_strided_cnn_with_winograd_chosen_matches_onnxruntime(m: int, tmp_path: Path) -> None:
    _check_with_winograd(strided_cnn(), m, tmp_path)
