"""Blocked activations between convolutions (NCHW16c): which tensors the lowering blocks,
and that models compiled either way compute what the numpy interpreter does."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx import numpy_helper as nh

from compiler.model.compile import extract_tasks
from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.plan import KernelStep, NumpyStep
from compiler.workload import Workload
from runtime import compile_model
from runtime.model import Runtime
from runtime.package import Package
from tests.model.graphs import GraphBuilder, random_feeds, rel_err
from tests.model.test_compile import run_both, workloads
from tests.model.test_model_cli import autotune


def layouts(workload: str) -> tuple[str, str]:
    w = Workload.parse(workload)
    return str(w.get("layout_in")), str(w.get("layout_out"))


def conv_layouts(package: Package) -> list[tuple[str, str]]:
    """The layouts of every conv2d call (direct or Winograd), in the order the model runs
    them."""
    by_symbol = {k.symbol: k.workload for k in package.plan.kernels}
    calls = [by_symbol[s.symbol] for s in package.plan.steps if isinstance(s, KernelStep)]
    return [layouts(w) for w in calls if w.startswith(("conv2d:", "winograd_conv2d:"))]


def stage_graph() -> Graph:
    """conv (stem) -> maxpool -> two residual blocks of 32 channels (the first with a
    projection shortcut, as ResNets have) -> a conv of 24 channels -> global pool."""
    b = GraphBuilder()
    x = b.input("x", (1, 3, 24, 24))
    y = b.node("Relu", [b.conv(x, 16, r=5, stride=2, pad=2)])
    y = b.maxpool(y, 2, stride=2)
    for block in range(2):
        shortcut = b.conv(y, 32, r=1, pad=0) if block == 0 else y
        z = b.node("Relu", [b.conv(y, 32, r=1, pad=0)])
        z = b.node("Relu", [b.conv(z, 48)])
        y = b.node("Relu", [b.node("Add", [b.conv(z, 32, r=1, pad=0), shortcut])])
    y = b.node("Relu", [b.conv(y, 24, r=1, pad=0)])
    return b.output(b.node("GlobalAveragePool", [y]))


def test_activations_between_convs_are_blocked() -> None:
    _, package = run_both(stage_graph())
    blocked = ("nchw16c", "nchw16c")
    assert conv_layouts(package) == [
        ("nchw", "nchw16c"),  # the stem: the max pool after it pools blocks
        blocked,
        blocked,
        blocked,  # its output is the residual the projection adds (the fusion's choice)
        blocked,  # the projection shortcut
        blocked,
        blocked,
        blocked,  # + the first block's output
        ("nchw16c", "nchw"),  # 24 channels: no whole blocks
    ]
    pools = [k.workload for k in package.plan.kernels if k.workload.startswith("pool2d:")]
    assert [str(Workload.parse(w).get("layout")) for w in pools] == ["nchw16c", "nchw"]


def test_a_global_pool_reads_blocks_and_writes_nchw() -> None:
    """[n, c/16, 1, 1, 16] is [n, c, 1, 1]: the classifier after it reads it as it is."""
    b = GraphBuilder()
    x = b.input("x", (1, 8, 9, 9))
    y = b.node("Relu", [b.conv(x, 32, stride=2)])
    y = b.node("Reshape", [b.node("GlobalAveragePool", [y])], shape=(1, 32))
    y = b.node("Gemm", [y, b.rand(10, 32), b.rand(10)], alpha=1.0, beta=1.0, transA=0, transB=1)
    _, package = run_both(b.output(y))
    assert conv_layouts(package) == [("nchw", "nchw16c")]
    assert "pool2d:n=1,c=32,h=5,w=5,kh=5,kw=5,mode=avg,layout=nchw16c" in workloads(package)


def test_an_nchw_residual_keeps_its_readers_output_nchw() -> None:
    """Without the projection, the pool's NCHW output is the first block's residual: that
    block's output, and so the second block's residual and output, stay NCHW."""
    b = GraphBuilder()
    x = b.input("x", (1, 16, 8, 8))
    y = b.maxpool(x, 1, stride=1)
    for _ in range(2):
        z = b.node("Relu", [b.conv(y, 16)])
        y = b.node("Relu", [b.node("Add", [b.conv(z, 16), y])])
    _, package = run_both(b.output(b.conv(y, 32)))
    assert conv_layouts(package) == [
        ("nchw", "nchw16c"),
        ("nchw16c", "nchw"),
        ("nchw", "nchw16c"),
        ("nchw16c", "nchw"),
        ("nchw", "nchw"),  # a model output
    ]


def test_a_residual_follows_its_convs_output_layout() -> None:
    """A block whose output an NCHW reader takes adds its residual in NCHW, so the conv
    that made the residual writes NCHW too (the chain is followed back)."""
    b = GraphBuilder()
    x = b.input("x", (1, 16, 8, 8))
    y = b.node("Relu", [b.conv(x, 32)])  # made in NCHW: its residual reader is NCHW
    z = b.node("Relu", [b.conv(y, 32)])  # blocked: read as data only
    y = b.node("Relu", [b.node("Add", [b.conv(z, 32), y])])  # NCHW: a model output
    graph = b.output(y)
    _, package = run_both(graph)
    assert [layouts(w) for w in workloads(package)] == [
        ("nchw", "nchw"),
        ("nchw", "nchw16c"),
        ("nchw16c", "nchw"),
    ]


def preactivation_graph() -> Graph:
    """Two pre-activation (ResNet v2) blocks of 32 channels: each block's input, a
    residual sum, goes through a batch norm and a ReLU before the block's convs."""
    b = GraphBuilder()
    x = b.input("x", (1, 8, 12, 12))
    y = b.conv(x, 32)
    for _ in range(2):
        z = b.node("Relu", [b.batchnorm(y)])
        z = b.node("Relu", [b.batchnorm(b.conv(z, 32, r=1, pad=0, bias=False))])
        y = b.node("Add", [b.conv(z, 32), y])
    return b.output(b.node("GlobalAveragePool", [b.node("Relu", [b.batchnorm(y)])]))


def test_preactivation_batch_norms_run_blocked_between_blocked_convs() -> None:
    _, package = run_both(preactivation_graph())
    by_symbol = {k.symbol: k.workload for k in package.plan.kernels}
    calls = [by_symbol[s.symbol] for s in package.plan.steps if isinstance(s, KernelStep)]
    # Each block's pre-activation and the last one before the pool: one kernel, blocked.
    affine = "channel_affine:n=1,c=32,h=12,w=12,activation=relu,layout=nchw16c"
    assert [w for w in calls if w.startswith("channel_affine:")] == [affine] * 3
    assert conv_layouts(package) == [("nchw", "nchw16c")] + [("nchw16c", "nchw16c")] * 4


def fire_graph(squeeze: int, expand: int, batch: int = 1) -> Graph:
    """SqueezeNet fire modules: a squeeze 1x1 conv, then 1x1 and 3x3 expand convs whose
    outputs are concatenated along the channels, twice, then a classifier conv."""
    b = GraphBuilder()
    y = b.input("x", (batch, 8, 11, 11))
    y = b.node("Relu", [b.conv(y, 32)])
    for _ in range(2):
        z = b.node("Relu", [b.conv(y, squeeze, r=1, pad=0)])
        left = b.node("Relu", [b.conv(z, expand, r=1, pad=0)])
        right = b.node("Relu", [b.conv(z, expand)])
        y = b.node("Concat", [left, right], axis=1)
    return b.output(b.node("GlobalAveragePool", [b.node("Relu", [b.conv(y, 10, r=1, pad=0)])]))


def numpy_ops_run(package: Package) -> list[str]:
    return [s.op for s in package.plan.steps if not isinstance(s, KernelStep)]


def test_a_concat_of_channels_is_its_producers_writing_side_by_side() -> None:
    _, package = run_both(fire_graph(squeeze=16, expand=32))
    assert numpy_ops_run(package) == []  # no copy: the expand convs write the output
    assert len(package.plan.views) == 4  # two inputs of each concat
    # Every conv after the stem reads and writes blocks, the concat between them too.
    assert conv_layouts(package)[1:] == [("nchw16c", "nchw16c")] * 6 + [("nchw16c", "nchw")]


def test_a_concat_of_odd_channels_is_in_place_in_nchw() -> None:
    _, package = run_both(fire_graph(squeeze=6, expand=10))
    assert numpy_ops_run(package) == []
    assert ("nchw16c", "nchw16c") not in conv_layouts(package)[2:]


def test_a_concat_of_a_batch_copies() -> None:
    # With two images, the inputs' channels do not follow one another in the output: a
    # concat kernel joins each image's rows.
    _, package = run_both(fire_graph(squeeze=16, expand=32, batch=2))
    assert numpy_ops_run(package) == []
    concats = {k.symbol for k in package.plan.kernels if k.workload.startswith("concat:")}
    assert sum(isinstance(s, KernelStep) and s.symbol in concats for s in package.plan.steps) == 2
    assert package.plan.views == {}


def test_a_concat_reading_a_model_input_or_one_tensor_twice_copies() -> None:
    """What cannot be a view of its slice is copied there by a ``copy`` kernel; the
    rest stays views (no numpy step either way)."""
    b = GraphBuilder()
    x = b.input("x", (1, 16, 6, 6))
    y = b.node("Relu", [b.conv(x, 16)])
    both = b.node("Concat", [x, y], axis=1)  # a model input cannot be a view
    twice = b.node("Concat", [y, y], axis=1)  # one tensor cannot sit in two slices
    _, package = run_both(b.output(b.conv(both, 16), b.conv(twice, 16)))
    assert numpy_ops_run(package) == []
    copies = [w for w in workloads(package) if w.startswith("copy:")]
    assert copies == ["copy:shape=576,strides=1,size=576"]  # one kernel, called twice
    # x into the first concat; y twice into the second (it is a view of the first's
    # output already, so neither copy of it can be a view).
    names = [s.name for s in package.plan.steps if not isinstance(s, NumpyStep)]
    assert [n.split("_")[0] for n in names].count("Concat") == 3


def test_desired_layout_nchw_blocks_nothing_and_computes_the_same() -> None:
    graph = stage_graph()
    package, _ = compile_model(graph, desired_layout="nchw")
    assert not [w for w in workloads(package) if "nchw16c" in w]
    assert not [
        t for t in extract_tasks(graph, desired_layout="nchw") if "nchw16c" in str(t.workload)
    ]
    feeds = random_feeds(graph)
    want = interpret(graph, feeds)[graph.outputs[0]]
    assert rel_err(Runtime(package, num_threads=2).run(feeds)[graph.outputs[0]], want) < 1e-4


def test_tasks_are_the_blocked_kernels() -> None:
    graph = stage_graph()
    package, _ = compile_model(graph)
    tasks = extract_tasks(graph)
    assert {str(t.workload) for t in tasks if t.alternative_to is None} == set(workloads(package))
    # The alternatives are the (Winograd) 3x3 layers as direct convs, blocked the same way.
    alternatives = [t.workload for t in tasks if t.alternative_to is not None]
    assert alternatives
    assert all(w.op == "conv2d" and w.get("r") == 3 and "nchw16c" in str(w) for w in alternatives)


@pytest.mark.parametrize("batch", [1, 2])
def test_batches_run_blocked(batch: int) -> None:
    b = GraphBuilder()
    x = b.input("x", (batch, 16, 10, 10))
    y = b.node("Relu", [b.conv(x, 32, stride=2)])
    y = b.node("Relu", [b.node("Add", [b.conv(y, 32, r=1, pad=0), y])])
    graph = b.output(b.conv(y, 8, r=1, pad=0))
    _, package = run_both(graph)
    assert [layouts(w) for w in workloads(package)] == [
        ("nchw", "nchw16c"),
        ("nchw16c", "nchw16c"),
        ("nchw16c", "nchw"),
    ]


def two_conv_model(path: Path) -> Path:
    """conv 8->16 + relu -> conv 16->16: the activation between them can be blocked."""
    rng = np.random.default_rng(2)
    inits = [
        nh.from_array(rng.standard_normal((16, 8, 3, 3)).astype(np.float32), "w1"),
        nh.from_array(rng.standard_normal(16).astype(np.float32), "b1"),
        nh.from_array(rng.standard_normal((16, 16, 1, 1)).astype(np.float32), "w2"),
        nh.from_array(rng.standard_normal(16).astype(np.float32), "b2"),
    ]
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2", "b2"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes,
        "two_convs",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 12])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 16, 12, 12])],
        inits,
    )
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), path)
    return path


def test_desired_layout_flag_of_tune_and_compile(tmp_path: Path) -> None:
    model = two_conv_model(tmp_path / "two.onnx")
    listed = autotune("tune", str(model), "--list-tasks", "--json")
    assert listed.returncode == 0, listed.stderr
    assert [layouts(t["workload"]) for t in json.loads(listed.stdout)["tasks"]] == [
        ("nchw", "nchw16c"),
        ("nchw16c", "nchw"),
    ]
    nchw = autotune("tune", str(model), "--list-tasks", "--json", "--desired-layout", "nchw")
    assert all("nchw16c" not in t["workload"] for t in json.loads(nchw.stdout)["tasks"])
    for layout in ("nchw", "nchw16c"):
        out = tmp_path / f"{layout}.pkg"
        proc = autotune("compile", str(model), "-o", str(out), "--desired-layout", layout)
        assert proc.returncode == 0, proc.stderr
    bad = autotune("compile", str(model), "-o", str(out), "--desired-layout", "nhwc")
    assert bad.returncode == 2
    assert "--desired-layout" in bad.stderr


def test_inverted_residual_blocks_stay_blocked_through_the_depthwise_conv() -> None:
    """MobileNetV2's block: 1x1 expand -> depthwise 3x3 -> 1x1 project (+ the block's
    input). Every tensor stays NCHW16c: the depthwise conv reads and writes blocks, so
    no pass re-lays out the expanded activations, the largest tensors of the network."""
    b = GraphBuilder()
    x = b.input("x", (1, 3, 32, 32))
    y = b.node("Clip", [b.conv(x, 16, stride=2)], min=0.0, max=6.0)
    for expand in (96, 64):
        e = b.node("Clip", [b.conv(y, expand, r=1, pad=0)], min=0.0, max=6.0)
        d = b.node("Clip", [b.conv(e, expand, group=expand)], min=0.0, max=6.0)
        y = b.node("Add", [b.conv(d, 16, r=1, pad=0), y])
    graph = b.output(b.node("GlobalAveragePool", [y]))
    _, package = run_both(graph)
    by_symbol = {k.symbol: k.workload for k in package.plan.kernels}
    calls = [by_symbol[s.symbol] for s in package.plan.steps if isinstance(s, KernelStep)]
    depthwise = [Workload.parse(w) for w in calls if w.startswith("depthwise_conv2d:")]
    assert [str(w.get("layout")) for w in depthwise] == ["nchw16c", "nchw16c"]
    assert conv_layouts(package)[1:] == [("nchw16c", "nchw16c")] * 4
