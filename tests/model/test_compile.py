"""compile_model + Runtime on small graphs: outputs match the numpy interpreter, kernels
are what the lowering promises, packages round-trip, and the memory plan is sound."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from compiler.model.compile import extract_tasks
from compiler.model.graph import Graph
from compiler.model.interpret import interpret
from compiler.model.plan import KernelStep, NumpyStep, plan_memory
from compiler.workload import Workload
from runtime import compile_model
from runtime.model import InputError, Runtime
from runtime.package import Package, PackageError
from tests.model.graphs import GraphBuilder, random_feeds, rel_err


def run_both(graph: Graph, tmp_path: Path | None = None) -> tuple[Runtime, Package]:
    """Compiles ``graph``, runs it (through a saved package when ``tmp_path``) and checks
    every output against the interpreter."""
    package, _ = compile_model(graph)
    if tmp_path is not None:
        package = Package.load(package.save(tmp_path / "model.pkg"))
    runtime = Runtime(package, num_threads=2)
    feeds = random_feeds(graph)
    want = interpret(graph, feeds)
    got = runtime.run(feeds)
    assert list(got) == graph.outputs
    for name in graph.outputs:
        assert got[name].shape == want[name].shape
        assert rel_err(got[name], want[name]) < 1e-4, name
    # A second run on other inputs must not see the first one's values.
    feeds2 = random_feeds(graph, seed=7)
    want2, got2 = interpret(graph, feeds2), runtime.run(feeds2)
    for name in graph.outputs:
        assert rel_err(got2[name], want2[name]) < 1e-4, name
    return runtime, package


def workloads(package: Package) -> list[str]:
    return [k.workload for k in package.plan.kernels]


def resnet_block(b: GraphBuilder, x: str, c: int) -> str:
    y = b.node("Relu", [b.batchnorm(b.conv(x, c, bias=False))])
    y = b.batchnorm(b.conv(y, c, bias=False))
    return b.node("Relu", [b.node("Add", [y, x])])


def test_residual_network_runs_as_fused_kernels(tmp_path: Path) -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 20, 20))
    y = b.node("Relu", [b.conv(x, 16, r=5, stride=2, pad=2)])
    y = b.node(
        "MaxPool",
        [y],
        kernel_shape=(3, 3),
        strides=(2, 2),
        pads=(1, 1, 1, 1),
        dilations=(1, 1),
        ceil_mode=0,
    )
    y = resnet_block(b, resnet_block(b, y, 16), 16)
    y = b.node("Reshape", [b.node("GlobalAveragePool", [y])], shape=(1, 16))
    y = b.node("Gemm", [y, b.rand(10, 16), b.rand(10)], alpha=1.0, beta=1.0, transA=0, transB=1)
    graph = b.output(b.node("Softmax", [y], axis=1))
    _, package = run_both(graph, tmp_path)
    assert any("epilogue=bias_add_relu" in w for w in workloads(package))
    assert "matmul:m=1,n=10,k=16,epilogue=bias" in workloads(package)
    kinds = [s.op if isinstance(s, NumpyStep) else "kernel" for s in package.plan.steps]
    assert kinds == ["kernel"] * 9  # the pools are pool2d kernels, the softmax a softmax one
    assert "softmax:m=1,c=10" in workloads(package)
    pools = [w for w in workloads(package) if w.startswith("pool2d:")]
    # 16 channels: the activations are blocked (NCHW16c) from the stem to the classifier.
    assert pools == [
        "pool2d:n=1,c=16,h=10,w=10,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,layout=nchw16c",
        "pool2d:n=1,c=16,h=5,w=5,kh=5,kw=5,mode=avg,layout=nchw16c",
    ]


def test_depthwise_and_relu6(tmp_path: Path) -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 24, 14, 14))
    y = b.node("Clip", [b.conv(x, 24, group=24, stride=2)], min=0.0, max=6.0)
    graph = b.output(b.conv(y, 8, r=1, pad=0))
    _, package = run_both(graph, tmp_path)
    assert workloads(package)[0].startswith("depthwise_conv2d:")
    assert workloads(package)[0].endswith("epilogue=bias_relu6")


@pytest.mark.parametrize("batch", [1, 2])
def test_large_1x1_convs_run_as_pointwise_gemms(batch: int) -> None:
    """1x1 convs with stride 1 on 28x28 images are GEMMs over the pixels (bias, residual
    add and relu in their epilogue); those on small images stay conv2d, and so do strided
    ones, on a subsampled copy of their input."""
    b = GraphBuilder()
    x = b.input("x", (batch, 8, 28, 28))
    y = b.node("Relu", [b.conv(x, 12, r=1, pad=0)])
    y = b.node("Relu", [b.node("Add", [b.conv(y, 8, r=1, pad=0), x])])
    y = b.node("Relu", [b.conv(y, 16, r=1, stride=2, pad=0)])
    graph = b.output(b.conv(y, 4, r=1, pad=0))
    _, package = run_both(graph)
    assert workloads(package) == [
        f"pointwise_conv2d:n={batch},c=8,k=12,p=784,epilogue=bias_relu",
        f"pointwise_conv2d:n={batch},c=12,k=8,p=784,epilogue=bias_add_relu",
        # Every other pixel of every other row, then 16 channels between these two:
        # blocked (NCHW16c).
        f"copy:shape={batch * 8 * 14}x14,strides=56x2,size={batch * 6272}",
        f"conv2d:n={batch},c=8,h=1,w=196,k=16,r=1,s=1,epilogue=bias_relu,layout_out=nchw16c",
        # A small image is one row of pixels to a 1x1 conv (same memory, fewer tile tails).
        f"conv2d:n={batch},c=16,h=1,w=196,k=4,r=1,s=1,epilogue=bias,layout_in=nchw16c",
    ]


def test_small_1x1_convs_are_gemms_when_the_records_say_so() -> None:
    """On small images a 1x1 conv is conv2d unless the costs on record favour its GEMM;
    both are tuning tasks (the GEMM as the alternative), large images have only the GEMM."""
    b = GraphBuilder()
    x = b.input("x", (1, 8, 10, 10))
    y = b.node("Relu", [b.conv(x, 12, r=1, pad=0)])
    graph = b.output(b.conv(y, 8, r=1, pad=0))
    conv = "conv2d:n=1,c=8,h=1,w=100,k=12,r=1,s=1,epilogue=bias_relu"
    gemm = "pointwise_conv2d:n=1,c=8,k=12,p=100,epilogue=bias_relu"
    conv2 = "conv2d:n=1,c=12,h=1,w=100,k=8,r=1,s=1,epilogue=bias"
    gemm2 = "pointwise_conv2d:n=1,c=12,k=8,p=100,epilogue=bias"
    _, package = run_both(graph)
    assert workloads(package) == [conv, conv2]

    costs = {conv: 2e-6, gemm: 1e-6, conv2: 1e-6, gemm2: 2e-6}  # only the first GEMM wins

    def cost_of(w: Workload) -> float | None:
        return costs.get(str(w))

    package, _ = compile_model(graph, cost_of=cost_of)
    assert workloads(package) == [gemm, conv2]
    feeds = random_feeds(graph)
    got = Runtime(package, num_threads=2).run(feeds)
    want = interpret(graph, feeds)
    assert rel_err(got[graph.outputs[0]], want[graph.outputs[0]]) < 1e-4
    # Without a cost for one of the two, the rule decides.
    package, _ = compile_model(graph, cost_of=lambda w: 1e-9 if str(w) == gemm else None)
    assert workloads(package) == [conv, conv2]
    # Records of the image as 10 rows (tuned before the one-row form existed) still serve
    # while the one-row form has none; the one-row form wins once it has its own.
    rows = conv.replace("h=1,w=100", "h=10,w=10")
    package, _ = compile_model(graph, cost_of=lambda w: 1e-6 if str(w) == rows else None)
    assert workloads(package) == [rows, conv2]
    got = Runtime(package, num_threads=2).run(feeds)
    assert rel_err(got[graph.outputs[0]], want[graph.outputs[0]]) < 1e-4
    both = {rows: 1e-6, conv: 2e-6}
    package, _ = compile_model(graph, cost_of=lambda w: both.get(str(w)))
    assert workloads(package) == [conv, conv2]

    tasks = {str(t.workload): t for t in extract_tasks(graph)}
    assert set(tasks) == {conv, gemm, conv2, gemm2}
    assert str(tasks[gemm].alternative_to) == conv
    assert str(tasks[gemm2].alternative_to) == conv2
    assert tasks[conv].alternative_to is None
    assert tasks[gemm].weight == tasks[conv].weight == 1


@pytest.mark.parametrize("batch", [1, 2])
def test_grouped_conv_is_one_grouped_kernel(batch: int) -> None:
    b = GraphBuilder()
    x = b.input("x", (batch, 12, 9, 9))
    graph = b.output(b.node("Relu", [b.conv(x, 6, group=3)]))
    _, package = run_both(graph)
    assert len(package.plan.steps) == 1
    assert isinstance(package.plan.steps[0], KernelStep)
    assert workloads(package) == [
        f"conv2d:n={batch},c=12,h=9,w=9,k=6,r=3,s=3,pad=1,groups=3,epilogue=bias_relu"
    ]


def test_asymmetric_padding_pads_first() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 4, 8, 8))
    w = b.rand(8, 4, 2, 2)
    conv = b.node(
        "Conv",
        [x, w],
        kernel_shape=(2, 2),
        strides=(1, 1),
        pads=(0, 0, 1, 1),
        dilations=(1, 1),
        group=1,
    )
    _, package = run_both(b.output(conv))
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    # Channels whole, the bottom row and right column padded (with zeros).
    assert workloads(package)[0] == "copy:shape=4x9x9,strides=64x8x1,size=256,pads=0x0x0x0x1x1"


@pytest.mark.parametrize(("batch", "size", "stride", "group"), [(1, 9, 2, 1), (2, 10, 3, 2)])
def test_a_strided_1x1_conv_reads_a_subsampled_copy(
    batch: int, size: int, stride: int, group: int
) -> None:
    """NCHW: every stride-th pixel of every stride-th row copied, then a stride-1 conv."""
    b = GraphBuilder()
    x = b.input("x", (batch, 4, size, size))
    conv = b.conv(x, 6, 1, stride=stride, pad=0, group=group)
    _, package = run_both(b.output(b.node("Relu", [conv])))
    out = (size - 1) // stride + 1
    first, second = workloads(package)
    assert first.startswith("copy:")
    rows = size * size
    assert f"strides={rows}x{stride * size}x{stride}" in first, first
    assert "stride=" not in second, second
    assert f"h={out},w={out}," in second or f"h=1,w={out * out}," in second, second
    assert ("groups=2" in second) == (group == 2), second


def test_a_strided_1x1_conv_on_blocked_data_subsamples_whole_blocks() -> None:
    """ResNet's projection: blocked (NCHW16c) input, 1x1 stride 2. The copy steps over
    pixels of 16 channels, the conv runs at stride 1 on one row of the 5x5 output."""
    b = GraphBuilder()
    x = b.input("x", (1, 8, 10, 10))
    y = b.node("Relu", [b.conv(x, 32)])  # blocked output
    proj = b.conv(y, 48, 1, stride=2, pad=0)
    _, package = run_both(b.output(b.node("Relu", [proj])))
    names = workloads(package)
    copy = next(w for w in names if w.startswith("copy:"))
    assert copy == "copy:shape=10x5x16,strides=320x32x1,size=3200", copy
    assert "conv2d:n=1,c=32,h=1,w=25,k=48,r=1,s=1,epilogue=bias_relu,layout_in=nchw16c" in names[-1]


def test_a_node_whose_kernel_the_target_lacks_leaves_no_half_lowering_behind() -> None:
    """Lowered for a target taking no ``conv2d``, the asymmetrically padded conv of the test
    above is a numpy step: its padding copy, already emitted, is taken back, so nothing of
    the failed lowering runs."""
    from compiler.model.compile import default_configs
    from compiler.model.lower import KernelCall, lower_graph
    from compiler.model.passes import optimize
    from compiler.target import Target

    b = GraphBuilder()
    x = b.input("x", (1, 4, 8, 8))
    conv = b.node("Conv", [x, b.rand(8, 4, 2, 2)], kernel_shape=(2, 2), strides=(1, 1),
                  pads=(0, 0, 1, 1), dilations=(1, 1), group=1)  # fmt: skip
    graph = optimize(b.output(b.node("Relu", [conv])))
    lowering = (default_configs(Target.parse("llvm")), lambda _w, _c, inputs: inputs)
    _, calls = lower_graph(graph, *lowering)
    assert [c.workload.op for c in calls if isinstance(c, KernelCall)] == ["copy", "conv2d"]
    _, calls = lower_graph(graph, *lowering, accepts=lambda w: w.op != "conv2d")
    assert [c.op for c in calls] == ["FusedConv"]  # a numpy step, no copy before it
    assert all(isinstance(c, NumpyStep) for c in calls)
    # The same for a strided 1x1 conv's subsampling copy.
    b = GraphBuilder()
    x = b.input("x", (1, 4, 8, 8))
    graph = optimize(b.output(b.node("Relu", [b.conv(x, 8, 1, stride=2, pad=0)])))
    _, calls = lower_graph(graph, *lowering)
    assert [c.workload.op for c in calls if isinstance(c, KernelCall)] == ["copy", "conv2d"]
    no_conv = {"conv2d", "pointwise_conv2d"}
    _, calls = lower_graph(graph, *lowering, accepts=lambda w: w.op not in no_conv)
    assert [c.op for c in calls] == ["FusedConv"]


def test_unequal_strides_fall_back_to_numpy_with_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 3, 9, 9))
    conv = b.node(
        "Conv",
        [x, b.rand(4, 3, 3, 3)],
        kernel_shape=(3, 3),
        strides=(1, 2),
        pads=(1, 1, 1, 1),
        dilations=(1, 1),
        group=1,
    )
    with caplog.at_level(logging.WARNING):
        _, package = run_both(b.output(conv))
    assert "slow numpy fallback" in caplog.text
    assert [s.op for s in package.plan.steps if isinstance(s, NumpyStep)] == ["FusedConv"]


def test_glue_ops_and_views() -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 6, 8, 8))
    left = b.conv(x, 4, r=1, pad=0)
    right = b.conv(x, 5)
    cat = b.node("Concat", [left, right], axis=1)
    pooled = b.node(
        "AveragePool",
        [cat],
        kernel_shape=(2, 2),
        strides=(2, 2),
        pads=(0, 0, 0, 0),
        ceil_mode=0,
        count_include_pad=0,
    )
    flat = b.node("Reshape", [pooled], shape=(1, 9 * 16))
    lrn = b.node("LRN", [cat], alpha=1e-4, beta=0.75, bias=1.0, size=3)
    t = b.node("Transpose", [lrn], perm=(0, 2, 3, 1))
    graph = b.output(
        flat, t, b.node("Mul", [b.node("Sub", [pooled, b.rand(1, 9, 1, 1)]), b.rand(9, 4, 4)])
    )
    _runtime, package = run_both(graph)
    assert flat in package.plan.views  # a Reshape is a view, not a copy


def test_model_output_that_is_an_input_copy() -> None:
    b = GraphBuilder()
    x = b.input("x", (2, 5))
    graph = b.output(b.node("Identity", [x]), b.node("Relu", [x]))
    run_both(graph)


def conv_chain() -> Graph:
    """Six same-sized conv + ReLU layers: memory is reused from the second layer on."""
    b = GraphBuilder()
    y = b.input("x", (1, 8, 16, 16))
    for _ in range(6):
        y = b.node("Relu", [b.conv(y, 8)])
    return b.output(y)


def test_memory_plan_reuses_and_never_overlaps_live_tensors() -> None:
    graph = conv_chain()
    package, _ = compile_model(graph)
    plan, memory = package.plan, package.memory
    assert memory.arena_bytes < memory.naive_bytes
    spans: dict[str, tuple[int, int]] = {}
    for i, step in enumerate(plan.steps):
        for name in (*step.reads, *step.writes):
            root, _ = plan.storage_of(name)
            if root in plan.constants:
                continue
            lo, hi = spans.get(root, (i, i))
            spans[root] = (min(lo, i), max(hi, i))
    for name in plan.inputs:
        spans[name] = (-1, spans.get(name, (-1, -1))[1])
    for name in plan.outputs:
        spans[name] = (spans[name][0], len(plan.steps))
    names = sorted(spans)
    for i, a in enumerate(names):
        for c in names[i + 1 :]:
            (a0, a1), (c0, c1) = spans[a], spans[c]
            if a0 <= c1 and c0 <= a1:  # live together: bytes must not overlap
                ao, co = memory.offsets[a], memory.offsets[c]
                an, cn = plan.types[a].nbytes, plan.types[c].nbytes
                assert ao + an <= co or co + cn <= ao, (a, c)
    assert plan_memory(plan) == memory  # deterministic


def test_a_run_repeats_on_the_inputs_set_once() -> None:
    """Benchmarks set the inputs once and execute many times: no later step may write
    over an input's bytes (a chain of same-sized layers would reuse them first)."""
    graph = conv_chain()
    (x,), (y,) = graph.inputs, graph.outputs
    package, _ = compile_model(graph)
    runtime = Runtime(package, num_threads=2)
    feeds = random_feeds(graph)
    want = interpret(graph, feeds)[y]
    runtime.set_inputs(feeds)
    for _ in range(3):
        runtime.execute()
        np.testing.assert_array_equal(runtime.arrays[x], feeds[x])
        got = runtime.arrays[y]
        assert rel_err(got, want) < 1e-4


def test_runtime_rejects_bad_inputs_with_one_clear_line() -> None:
    b = GraphBuilder()
    x = b.input("image", (1, 3, 4, 4))
    runtime = Runtime(compile_model(b.output(b.node("Relu", [x])))[0])
    with pytest.raises(InputError, match=r"missing input 'image'.*image \[1, 3, 4, 4\]"):
        runtime.run({})
    with pytest.raises(InputError, match=r"'image' has shape \[1, 3, 4\]"):
        runtime.run({"image": np.zeros((1, 3, 4), np.float32)})
    with pytest.raises(InputError, match="unknown input"):
        runtime.run({"image": np.zeros((1, 3, 4, 4), np.float32), "other": np.zeros(1)})


def test_package_for_a_cpu_without_its_features_refuses_to_load(tmp_path: Path) -> None:
    b = GraphBuilder()
    x = b.input("x", (1, 16, 6, 6))
    package, _ = compile_model(b.output(b.conv(x, 16)))
    package.features = [*package.features, "imaginary-feature"]
    path = package.save(tmp_path / "p.pkg")
    with pytest.raises(PackageError, match="lacks imaginary-feature: recompile"):
        Runtime(Package.load(path))


def test_not_a_package_is_one_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pkg"
    bad.write_bytes(b"not a zip")
    with pytest.raises(PackageError, match="not an autotune model package"):
        Package.load(bad)
    with pytest.raises(PackageError, match="no such package file"):
        Package.load(tmp_path / "missing.pkg")


def test_recorded_configs_are_used_and_reported() -> None:
    from compiler import Config, get_space

    b = GraphBuilder()
    x = b.input("x", (1, 8, 10, 10))
    graph = b.output(b.node("Relu", [b.conv(x, 16)]))
    chosen: dict[str, Config] = {}

    def lookup(workload):  # type: ignore[no-untyped-def]
        space = get_space(workload)
        config = space.get(space.size // 3)  # not the default
        chosen[str(workload)] = config
        return config, "records"

    package, report = compile_model(graph, config_for=lookup)
    (task,) = report.kernels
    assert task.config_source == "records"
    assert task.config == chosen[task.workload].to_json()
    feeds = random_feeds(graph)
    assert (
        rel_err(
            Runtime(package).run(feeds)[graph.outputs[0]], interpret(graph, feeds)[graph.outputs[0]]
        )
        < 1e-4
    )


def test_a_scalar_constant_stays_0_d_through_a_saved_package(tmp_path: Path) -> None:
    """A 0-d Gather index (ViT's class token) keeps its shape when the package is saved
    and loaded (np.ascontiguousarray would make it 1-d, and the Gather's output 4-d)."""
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper

    from compiler.model.onnx_import import import_onnx

    index = helper.make_tensor("i", TensorProto.INT64, [], [1])
    model = helper.make_model(
        helper.make_graph(
            [
                helper.make_node("Relu", ["x"], ["r"]),
                helper.make_node("Gather", ["r", "i"], ["y"], axis=0),
            ],
            "g",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 5, 4])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [5, 4])],
            [index],
        ),
        opset_imports=[helper.make_opsetid("", 13)],
    )
    onnx.checker.check_model(model)
    package = compile_model(import_onnx(model))[0]
    loaded = Package.load(package.save(tmp_path / "m.pkg"))
    x = np.random.default_rng(0).standard_normal((3, 5, 4)).astype(np.float32)
    y = Runtime(loaded, num_threads=1).run({"x": x})["y"]
    np.testing.assert_array_equal(y, np.maximum(x[1], 0))


@pytest.mark.parametrize(
    ("shape", "op", "attrs", "index", "view"),
    [
        # ViT's [1, s, d] -> [s, 1, d]: only a unit axis moves, the bytes stay in order.
        ((1, 5, 6), "Transpose", {"perm": (1, 0, 2)}, None, True),
        # Picking q, k or v from a stacked [3, s, d]: a constant index on the first axis.
        ((3, 5, 6), "Gather", {"axis": 0}, 2, True),
        ((1, 5, 6), "Gather", {"axis": 1}, -1, True),  # after a unit axis, from the end
        # A Slice of whole leading rows: contiguous.
        (
            (1, 5, 6),
            "Slice",
            {"starts": (0, 1, 0), "ends": (1, 4, 6), "steps": (1, 1, 1)},
            None,
            True,
        ),
        # Columns, a Gather on an axis after a longer one, a real transpose: copied.
        (
            (1, 5, 6),
            "Slice",
            {"starts": (0, 0, 2), "ends": (1, 5, 4), "steps": (1, 1, 1)},
            None,
            False,
        ),
        ((3, 5, 6), "Gather", {"axis": 1}, 3, False),
        ((1, 5, 6), "Transpose", {"perm": (0, 2, 1)}, None, False),
    ],
)
def test_contiguous_selections_are_views(
    shape: tuple[int, ...], op: str, attrs: dict, index: int | None, view: bool
) -> None:
    """What reads one contiguous block of its input at an offset is a view (no step);
    anything else still copies, as a ``copy`` kernel (a Gather at one constant index is
    a strided read too). Both compute what the interpreter does."""
    b = GraphBuilder(seed=2)
    x = b.node("Relu", [b.input("x", shape)])  # computed, so not folded
    inputs = [x] if index is None else [x, b.const(np.array(index, np.int64))]
    graph = b.output(b.node("Relu", [b.node(op, inputs, **attrs)]))
    _, package = run_both(graph)
    copies = [s.op for s in package.plan.steps if isinstance(s, NumpyStep)]
    copies += [w.split(":")[0] for w in workloads(package) if w.startswith("copy:")]
    assert copies == ([] if view else ["copy"])


def test_a_residual_add_after_a_dense_layer_is_in_its_kernel() -> None:
    """Transformer rows: LayerNorm reads the product with the residual added in its store."""
    b = GraphBuilder("residual_dense", seed=11)
    x = b.input("x", (2, 7, 24))
    y = b.node("Add", [b.node("MatMul", [x, b.rand(24, 24)]), b.rand(24)])
    y = b.node("Add", [y, x])
    g = b.output(b.node("LayerNormalization", [y, b.rand(24), b.rand(24)], axis=2, epsilon=1e-5))
    _, package = run_both(g)
    names = workloads(package)
    assert [w.split(":")[0] for w in names] == ["matmul", "layernorm"], names
    assert "epilogue=bias_add" in names[0]
