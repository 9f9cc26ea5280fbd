"""Whole models on an NVIDIA GPU: ours (compiled for ``cuda``, replayed as one CUDA graph)
against torch running the same ONNX model (converted by onnx2torch), eagerly and replayed
from a CUDA graph; fp32 with TF32 off on both sides.

    python bench/bench_gpu_models.py --models resnet50 mobilenet_v2 --batch 1 8 \\
        [--db RECORDS --target 'cuda -arch=sm_90'] [--json-out rows.json]

Each model gets seeded random weights (``bench_models.model_proto``). Our outputs are
checked against onnxruntime on the CPU (max error over the output's scale, the model
tolerance 1e-3). Timing interleaves the three in ``--rounds`` blocks of ``--runs`` runs,
each block timed by CUDA events; the table gives each one's median block (ms per run) and
ratios to torch. With ``--db``, configs come from the records (tuned) as for ``autotune
compile``; without, template defaults (untuned).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_models import model_proto

TOL = 1e-3
#: The newest IR version every onnxruntime we meet reads (1.30's): onnx may write newer.
ORT_IR = 10


def with_batch(model: Any, batch: int) -> Any:
    """The model with batch ``batch``: its inputs' and outputs' first axis, and the first
    entry of constant Reshape shapes that name batch 1 (flattening before the classifier)."""
    import onnx
    from onnx import numpy_helper

    if batch == 1:
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    for value in (*out.graph.input, *out.graph.output):
        dims = value.type.tensor_type.shape.dim
        if dims:
            dims[0].ClearField("dim_param")
            dims[0].dim_value = batch
    del out.graph.value_info[:]
    inits = {t.name: t for t in out.graph.initializer}
    for node in out.graph.node:
        if node.op_type == "Reshape" and node.input[1] in inits:
            shape = numpy_helper.to_array(inits[node.input[1]]).copy()
            if shape.size and shape[0] == 1:
                shape[0] = batch
                inits[node.input[1]].CopyFrom(numpy_helper.from_array(shape, node.input[1]))
    return out


def _events_timer(cuda: Any) -> Callable[[Callable[[], None], int], float]:
    """Milliseconds per call of ``fn`` over ``runs`` calls, by CUDA events on the legacy
    default stream (which waits for every blocking stream: ours and torch's)."""

    def timed(fn: Callable[[], None], runs: int) -> float:
        start, end = cuda.Event(), cuda.Event()
        start.record()
        for _ in range(runs):
            fn()
        end.record()
        end.synchronize()
        return float(start.time_till(end)) / runs

    return timed


#: The newest opset whose operators (those of these models) onnx2torch 1.5 converts: its
#: LayerNormalization is opset 17's; its Reshape (14) and ReduceMean (13) read the same.
TORCH_OPSET = 17


def for_onnx2torch(model: Any) -> Any:
    """The model as onnx2torch 1.5 converts it, and as torch can capture it in a CUDA graph;
    the same function (checked against onnxruntime by the caller: torch's error column).

    - At :data:`TORCH_OPSET` where it is newer: ReduceMean's axes input (opset 18) back to
      its attribute; every other operator of these CNNs reads the same there.
    - A Reshape of ``[n, ...]`` to a constant ``[n, -1]`` or ``[n, rest]`` as the Flatten it
      is: onnx2torch's Reshape reads its shape on the host (``torch.any(shape == 0)``),
      which a CUDA graph capture refuses.
    - ``allowzero=1`` dropped from Reshapes to a constant shape without a 0, where it means
      nothing (onnx2torch refuses the attribute).
    - Dropout (inference: the identity) as Identity: onnx2torch has no opset-7 Dropout.
    """
    import onnx
    from onnx import helper, numpy_helper

    out = onnx.ModelProto()
    out.CopyFrom(model)
    typed = onnx.shape_inference.infer_shapes(out)
    dims = {
        v.name: [d.dim_value for d in v.type.tensor_type.shape.dim]
        for v in (*typed.graph.value_info, *typed.graph.input)
    }
    inits = {t.name: t for t in out.graph.initializer}
    version = next((o.version for o in out.opset_import if o.domain in ("", "ai.onnx")), 0)
    nodes = []
    for original in out.graph.node:
        node = original
        if node.op_type == "Dropout":
            node = helper.make_node("Identity", [node.input[0]], [node.output[0]])
        if node.op_type == "ReduceMean" and len(node.input) > 1 and node.input[1] in inits:
            axes = numpy_helper.to_array(inits[node.input[1]]).tolist()
            del node.input[1:]
            kept = [a for a in node.attribute if a.name != "noop_with_empty_axes"]  # opset 18
            del node.attribute[:]
            node.attribute.extend([*kept, helper.make_attribute("axes", axes)])
        if node.op_type == "Reshape" and node.input[1] in inits:
            shape = numpy_helper.to_array(inits[node.input[1]]).tolist()
            given = dims.get(node.input[0], [])
            if (
                len(shape) == 2
                and len(given) >= 2
                and all(given)
                and shape[0] == given[0]
                and shape[1] in (-1, int(np.prod(given[1:])))
            ):
                node = helper.make_node("Flatten", [node.input[0]], list(node.output), axis=1)
            elif 0 not in shape:
                kept = [a for a in node.attribute if a.name != "allowzero"]
                del node.attribute[:]
                node.attribute.extend(kept)
        nodes.append(node)
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    if version > TORCH_OPSET:
        for opset in out.opset_import:
            if opset.domain in ("", "ai.onnx"):
                opset.version = TORCH_OPSET
    return out


def torch_runners(model: Any, x: np.ndarray) -> tuple[dict[str, Callable[[], None]], np.ndarray]:
    """torch's eager and CUDA-graph runs of the ONNX model (onnx2torch), and its output."""
    import torch
    from onnx2torch import convert

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    net = convert(for_onnx2torch(model)).cuda().eval()
    static = torch.from_numpy(x).cuda()
    with torch.no_grad():
        for _ in range(3):  # cuDNN picks its algorithms; warm-up before capture
            result = net(static)
        torch.cuda.synchronize()
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            net(static)
        torch.cuda.current_stream().wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            graph_out = net(static)
    out = (result[0] if isinstance(result, (list, tuple)) else result).cpu().numpy()

    def eager() -> None:
        with torch.no_grad():
            net(static)

    del graph_out
    return {"torch eager": eager, "torch graph": graph.replay}, out


def bench_model(name: str, batch: int, args: argparse.Namespace) -> dict[str, Any]:
    import onnx
    import onnxruntime as ort
    import pycuda.driver as cuda

    from compiler.model import import_onnx
    from runtime import compile_model
    from runtime.cuda_model import CudaRuntime

    start = time.perf_counter()
    model = with_batch(model_proto(name, 0), batch)
    graph = import_onnx(model)
    lookup, cost_of = None, None
    if args.db:
        from tuner.records import RecordStore
        from tuner.records.compile import record_lookup

        lookup = record_lookup(RecordStore(args.db), args.target, args.device_key)
        cost_of = lookup.seconds
    package, report = compile_model(graph, args.target, lookup, cost_of=cost_of)
    compile_s = time.perf_counter() - start
    tuned = sum(k.config_source == "records" for k in report.kernels)
    ours = CudaRuntime(package)
    (in_name,) = ours.input_types
    shape, dtype = ours.input_types[in_name]
    rng = np.random.default_rng(1)
    if np.dtype(dtype).kind in "iu":  # token ids: within any vocabulary of 100 or more
        x = rng.integers(0, 100, shape).astype(dtype)
    else:
        x = rng.standard_normal(shape).astype(np.float32)
    ours_out = ours.run({in_name: x})[ours.output_names[0]]
    readable = onnx.ModelProto()
    readable.CopyFrom(model)
    readable.ir_version = min(readable.ir_version, ORT_IR)  # an older onnxruntime's too
    ref = ort.InferenceSession(readable.SerializeToString()).run(None, {in_name: x})[0]
    scale = float(np.max(np.abs(ref)))
    err = float(np.max(np.abs(ours_out - ref))) / scale
    runners: dict[str, Callable[[], None]] = {}
    torch_err = None
    ours.set_inputs({in_name: x})

    def ours_run() -> None:
        ours.enqueue()

    runners["ours"] = ours_run
    try:
        theirs, torch_out = torch_runners(model, x)
        runners.update(theirs)
        torch_err = float(np.max(np.abs(torch_out - ref))) / scale
    except Exception as err_torch:  # onnx2torch or torch missing or refusing: ours alone
        print(f"{name}: torch reference unavailable: {err_torch}", file=sys.stderr)
    timed = _events_timer(cuda)
    times: dict[str, list[float]] = {k: [] for k in runners}
    with ours.current():
        for _ in range(args.rounds):
            for key, fn in runners.items():
                times[key].append(timed(fn, args.runs))
    ms = {k: statistics.median(v) for k, v in times.items()}
    flop = sum(k.flop * k.calls for k in report.kernels)
    row = {
        "model": name,
        "batch": batch,
        "kernels": len(report.kernels),
        "tuned_kernels": tuned,
        "compile_s": round(compile_s, 1),
        "max_error": err,
        "torch_max_error": torch_err,
        "gflop": flop / 1e9,
        **{f"{k} ms": v for k, v in ms.items()},
    }
    for key in ("torch eager", "torch graph"):
        if key in ms:
            row[f"vs {key}"] = ms["ours"] / ms[key]
    row["ours TFLOP/s"] = flop / (ms["ours"] * 1e-3) / 1e12
    ours.close()
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=["resnet50", "mobilenet_v2"])
    parser.add_argument("--batch", nargs="+", type=int, default=[1, 8])
    parser.add_argument("--target", default="cuda -arch=sm_90")
    parser.add_argument("--db", default=None, help="records database: tuned configs")
    parser.add_argument("--device-key", default=None)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json-out", default=None)
    args = parser.parse_args(argv)
    rows = []
    for name in args.models:
        for batch in args.batch:
            try:
                row = bench_model(name, batch, args)
            except Exception as err:  # one model's failure must not hide the others' figures
                import traceback

                traceback.print_exc()
                row = {"model": name, "batch": batch, "error": f"{type(err).__name__}: {err}"}
            rows.append(row)
            print(json.dumps(row), flush=True)
    cols = ["ours ms", "torch eager ms", "torch graph ms", "vs torch eager", "vs torch graph"]
    print(f"\n{'model':14} {'b':>2} {'tuned':>7} " + " ".join(f"{c:>15}" for c in cols)
          + f" {'TFLOP/s':>8} {'error':>8}")  # fmt: skip
    for r in rows:
        if "error" in r:
            print(f"{r['model']:14} {r['batch']:>2} failed: {r['error']}")
            continue
        cells = " ".join(
            f"{r[c]:15.3f}" if isinstance(r.get(c), float) else f"{'-':>15}" for c in cols
        )
        print(
            f"{r['model']:14} {r['batch']:>2} {r['tuned_kernels']:>3}/{r['kernels']:<3} {cells} "
            f"{r['ours TFLOP/s']:8.2f} {r['max_error']:8.1e}"
        )
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(rows, indent=1))
    return 0 if all(
        "error" not in r and r["max_error"] < TOL for r in rows
    ) else 1  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
