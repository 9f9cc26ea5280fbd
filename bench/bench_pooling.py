"""Pooling: pool2d kernels vs the numpy steps they replace and vs onnxruntime, interleaved.

1. Models: SqueezeNet and ShuffleNet (the onnx package's light models, seeded random
   weights) compiled twice, with the pools as numpy steps (as before pool2d) and as
   pool2d kernels; the time of each pool step (Runtime.profile, rounds of both
   packages alternating) and of the whole model (interleaved).
2. Each pool alone: our kernel (template default), the numpy step and onnxruntime's
   node (2 intra-op threads), interleaved with a pause between blocks.

    python bench/bench_pooling.py                       # both models, 2 threads
    python bench/bench_pooling.py --models squeezenet --repeat 50
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

for _var in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
    os.environ.pop(_var, None)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

from compiler.timing import check_output, interleaved_medians  # noqa: E402

POOLS = ("MaxPool", "AveragePool", "GlobalAveragePool")


def compile_both(path: Path, threads: int) -> tuple[Any, Any, Any]:
    """The graph and its runtimes with numpy pools (before) and pool2d kernels (after)."""
    from unittest import mock

    from compiler.model import lower
    from compiler.model.onnx_import import import_onnx
    from runtime import compile_model
    from runtime.model import Runtime

    graph = import_onnx(str(path))
    with mock.patch.object(lower, "POOL_OPS", ()):
        before, _ = compile_model(graph)
    after, _ = compile_model(graph)
    return graph, Runtime(before, num_threads=threads), Runtime(after, num_threads=threads)


def pool_steps(rt: Any) -> dict[str, int]:
    """Node name -> step index of the pooling steps (numpy steps or pool2d kernels)."""
    kernels = {k.symbol: k.workload for k in rt.package.plan.kernels}
    out = {}
    for i, step in enumerate(rt.package.plan.steps):
        op = getattr(step, "op", None)
        if op in POOLS or kernels.get(getattr(step, "symbol", ""), "").startswith("pool2d:"):
            out[step.name] = i
    return out


def bench_model(name: str, args: argparse.Namespace, workdir: Path) -> list[dict[str, Any]]:
    from tests.model import zoo

    path = zoo.save_model(zoo.randomized_light_model(name), workdir / f"{name}.onnx")
    graph, before, after = compile_both(path, args.threads)
    feeds = {
        n: np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        for n, (shape, _) in before.input_types.items()
    }
    out_b, out_a = before.run(feeds), after.run(feeds)
    for key in out_b:
        assert np.allclose(out_b[key], out_a[key], rtol=1e-4, atol=1e-6), key
    steps_b, steps_a = pool_steps(before), pool_steps(after)
    times: dict[str, tuple[list[float], list[float]]] = {n: ([], []) for n in steps_b}
    for _ in range(args.rounds):  # the two packages alternate, round by round
        for rt, steps, side in ((before, steps_b, 0), (after, steps_a, 1)):
            profile = rt.profile(feeds, repeat=args.profile_repeat)
            for node, i in steps.items():
                times[node][side].append(profile[i]["ms"])
    total_b, total_a = interleaved_medians(
        [before.execute, after.execute], args.repeat, block=5, gap_s=0.005
    )
    rows = []
    for node, (tb, ta) in times.items():
        step = before.package.plan.steps[steps_b[node]]
        rows.append(
            {
                "model": name,
                "node": node,
                "op": step.op,
                "input": graph.shape_of(step.inputs[0]),
                "numpy_ms": statistics.median(tb),
                "kernel_ms": statistics.median(ta),
            }
        )
    rows.append(
        {
            "model": name,
            "node": "(whole model)",
            "op": "",
            "input": "",
            "numpy_ms": total_b * 1e3,
            "kernel_ms": total_a * 1e3,
        }
    )
    return rows


def ort_node(op: str, shape: tuple[int, ...], attrs: dict[str, Any], threads: int) -> Any:
    import onnxruntime as ort
    from onnx import TensorProto, helper

    onnx_attrs: dict[str, Any] = {
        k: list(v) if isinstance(v, tuple) else v for k, v in attrs.items()
    }
    node = helper.make_node(op, ["x"], ["y"], **onnx_attrs)
    graph = helper.make_graph(
        [node],
        "pool",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(shape))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", "c", "oh", "ow"])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])


def bench_alone(name: str, args: argparse.Namespace, workdir: Path) -> list[dict[str, Any]]:
    """Each distinct pool of the model alone: kernel, numpy step, onnxruntime."""
    from compiler.model import numpy_ops
    from compiler.model.graph import TensorType
    from compiler.model.onnx_import import import_onnx
    from compiler.model.passes import optimize
    from compiler.model.pool_lowering import pool_workload
    from runtime import build
    from tests.model import zoo

    path = zoo.save_model(zoo.randomized_light_model(name), workdir / f"{name}.onnx")
    graph = optimize(import_onnx(str(path)))
    rows, seen = [], set()
    for node in graph.nodes:
        if node.op not in POOLS:
            continue
        workload = pool_workload(node, graph)
        if workload is None or str(workload) in seen:
            continue
        seen.add(str(workload))
        shape = graph.shape_of(node.inputs[0])
        x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
        kernel = build(workload, num_threads=args.threads)
        out = np.empty(graph.shape_of(node.outputs[0]), np.float32)
        step = numpy_ops.make_kernel(
            node.op, node.attrs, [TensorType(shape)], [TensorType(out.shape)]
        )
        out_np = np.empty_like(out)
        sess = ort_node(node.op, shape, node.attrs, args.threads)
        (want,) = sess.run(None, {"x": x})
        # Checked into fresh NaN-filled outputs (an unwritten element or a NaN fails).
        mine = check_output(lambda o, k=kernel, a=x: k.run(a, out=o), want, rtol=1e-5)
        assert mine.ok, (workload, mine.err)
        theirs = check_output(lambda o, f=step, a=x: f([a], [o]), want, rtol=1e-5)
        assert theirs.ok, (node, theirs.err)
        ours, numpy_ms, ort_ms = interleaved_medians(
            [
                functools.partial(kernel.run, x, out=out),
                functools.partial(step, [x], [out_np]),
                functools.partial(sess.run, None, {"x": x}),
            ],
            args.repeat,
            block=5,
            gap_s=0.005,
        )
        rows.append(
            {
                "workload": str(workload),
                "config": kernel.config.to_json_str(),
                "kernel_ms": ours * 1e3,
                "numpy_ms": numpy_ms * 1e3,
                "ort_ms": ort_ms * 1e3,
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["squeezenet", "shufflenet"])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--profile-repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.models:
            print(f"== {name}: per step (ms), pools as numpy steps vs pool2d kernels")
            for r in bench_model(name, args, Path(tmp)):
                print(
                    f"  {r['node']:<28} {r['op']:<18} {r['input']!s:<20} "
                    f"numpy {r['numpy_ms']:7.3f}  kernel {r['kernel_ms']:7.3f}"
                )
            print(f"== {name}: each pool alone (ms), {args.threads} threads")
            for r in bench_alone(name, args, Path(tmp)):
                print(
                    f"  {r['workload']:<66} kernel {r['kernel_ms']:6.3f}  "
                    f"numpy {r['numpy_ms']:6.3f}  ort {r['ort_ms']:6.3f}  {r['config']}"
                )


if __name__ == "__main__":
    main()
