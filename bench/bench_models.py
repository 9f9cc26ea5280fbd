"""Whole models: our compiled package vs onnxruntime, interleaved in one run.

For each model (the onnx package's light models, torchvision's exports in
tests/model/data/torchvision and the text transformers in tests/model/data/transformers,
with seeded random weights and inputs the model accepts, a ResNet-50 v2 built in
tests/model/zoo.py, or any .onnx file whose weights were stripped the same way):
import, compile (template defaults, or the best recorded configs with --tuned), load
the package, check the logits against onnxruntime's, then time both in alternating
blocks with a pause between blocks (onnxruntime's threads spin after a call) and
print median latencies and the ratio.

    python bench/bench_models.py                      # resnet50 and squeezenet
    python bench/bench_models.py --models resnet50 squeezenet inception_v1 --repeat 30
    python bench/bench_models.py --models mobilenet_v2 efficientnet_b0 --threads 2
    python bench/bench_models.py --models bert_base gpt2 vit_b_16 --repeat 10
    python bench/bench_models.py --models path/to/stripped.onnx   # see bench/export_torchvision.py
    python bench/bench_models.py --tuned --db records.db
    python bench/bench_models.py --models resnet50 --tuned --db before.db after.db
    python bench/bench_models.py --tuned --db avx2.db --target 'llvm -mcpu=znver3'

Environment: unsets OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (CI pins them for tests).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import onnx

for _var in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
    os.environ.pop(_var, None)
# References and glue never need more than one BLAS thread next to our kernels.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

from compiler.timing import interleaved_medians, output_error  # noqa: E402

DEFAULT_MODELS = ("resnet50", "squeezenet")


def model_proto(name: str, seed: int) -> onnx.ModelProto:
    """The model ``name`` (a zoo name or a stripped .onnx file) with seeded random weights."""
    import onnx

    from tests.model import zoo

    if name == "resnet50_v2":
        return zoo.resnet50_v2(seed=seed)
    if name in zoo.TORCHVISION_MODELS:
        return zoo.randomized_torchvision_model(name, seed=seed)
    if name in zoo.TRANSFORMER_MODELS:
        return zoo.randomized_transformer_model(name, seed=seed)
    if name.endswith(".onnx"):
        return zoo.randomized(onnx.load(name), seed, trained_floats=False, input_aware=True)
    return zoo.randomized_light_model(name, seed=seed)


def ort_session(path: str, threads: int) -> Any:
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    return ort.InferenceSession(path, opts, providers=["CPUExecutionProvider"])


def bench_one(name: str, args: argparse.Namespace, workdir: Path) -> list[dict[str, object]]:
    """One row per layout of ``--layouts``, all timed interleaved with onnxruntime."""
    import onnx

    from compiler.model.onnx_import import import_onnx
    from runtime import compile_model
    from runtime.model import Runtime
    from runtime.package import Package
    from tests.model import zoo

    proto, logits = zoo.with_logits(model_proto(name, args.seed))
    name = Path(name).stem  # a file's name, for the rows and the work files
    onnx_path = workdir / f"{name}.onnx"
    onnx.save(proto, str(onnx_path))
    graph = import_onnx(str(onnx_path))
    builds = []
    for db in args.db if args.tuned else [None]:
        lookup, store = None, None
        if db is not None:
            from tuner.records import RecordStore
            from tuner.records.compile import record_lookup

            store = RecordStore(db)
            lookup = record_lookup(store, args.target)
        cost_of = lookup.seconds if lookup is not None else None
        for layout in args.layouts:
            start = time.perf_counter()
            package, report = compile_model(
                graph, args.target, lookup, cost_of=cost_of, desired_layout=layout
            )
            compile_s = time.perf_counter() - start
            label = " ".join(
                [name]
                + ([layout] if len(args.layouts) > 1 else [])
                + ([Path(db).stem] if db is not None and len(args.db) > 1 else [])
            )
            pkg_path = package.save(workdir / f"{label.replace(' ', '.')}.pkg")
            start = time.perf_counter()
            runtime = Runtime(Package.load(pkg_path), args.threads)
            load_s = time.perf_counter() - start
            builds.append((label, layout, package, report, runtime, compile_s, load_s))
        if store is not None:
            store.close()
    runtime = builds[0][4]

    sess = ort_session(str(onnx_path), args.threads)
    rng = np.random.default_rng(args.seed)
    feeds = zoo.random_feeds(proto, runtime.input_types, rng)
    ref = sess.run(None, feeds)
    for build in builds:  # time on the real input, not whatever the arena held (NaN, denormals)
        build[4].set_inputs(feeds)
    times = interleaved_medians(
        [*(b[4].execute for b in builds), lambda: sess.run(None, feeds)],
        args.repeat,
        warmup=2,
        block=args.block,
        gap_s=args.gap,
    )
    ort_ms = times[-1] * 1e3
    rows: list[dict[str, object]] = []
    for (label, layout, package, report, runtime, compile_s, load_s), ours_s in zip(
        builds, times, strict=False
    ):
        ours = runtime.run(feeds)
        # The logits (the final Softmax's input) where there is one: probabilities saturate.
        errors = [
            output_error(ours[n], r)  # inf, not NaN, when the model produced a NaN
            for n, r in zip(runtime.output_names, ref, strict=True)
            if logits is None or n == logits
        ]
        ours_ms = ours_s * 1e3
        gflop = sum(k.flop * k.calls for k in report.kernels) / 1e9
        rows.append(
            {
                "model": label,
                "layout": layout,
                "ours_ms": ours_ms,
                "ort_ms": ort_ms,
                "ratio": ours_ms / ort_ms,
                "gflop": gflop,
                "ours_gflops": gflop / ours_ms * 1e3,
                "max_rel_err": max(errors),
                "compile_s": compile_s,
                "load_s": load_s,
                "kernels": len(report.kernels),
                "tuned_kernels": sum(k.config_source == "records" for k in report.kernels),
                "arena_mib": package.memory.arena_bytes / 2**20,
            }
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=list(DEFAULT_MODELS))
    parser.add_argument("--repeat", type=int, default=20, help="timed runs of each")
    parser.add_argument("--block", type=int, default=5, help="runs per alternating block")
    parser.add_argument("--gap", type=float, default=0.3, help="pause between blocks (s)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tuned", action="store_true", help="use the best recorded configs")
    parser.add_argument(
        "--db",
        nargs="+",
        default=["records.db"],
        help="records database(s) for --tuned; several: one build of each, timed interleaved "
        "(two tunings compared in one run)",
    )
    parser.add_argument(
        "--target",
        default="llvm",
        help="our build's target, e.g. 'llvm -mcpu=znver3' for AVX2 code on an AVX-512 host "
        "(its records come from a tune with the same --target)",
    )
    parser.add_argument(
        "--layouts",
        nargs="+",
        choices=("nchw16c", "nchw"),
        default=["nchw16c"],
        help="compile each model with each desired layout (timed interleaved)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from runtime.peak import fma_peak_gflops

    rows = []
    peak = fma_peak_gflops(args.threads, args.target)
    if not args.json:
        print(
            f"fp32 FMA peak now, {args.threads} threads: {peak:.0f} GFLOP/s "
            "(measured again after each model; the highest is used)",
            flush=True,
        )
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.models:
            model_rows = bench_one(name, args, Path(tmp))
            # The ceiling is the best the machine showed: a neighbour's burst during one
            # peak measurement must not rate a model at more than 100% of it.
            peak = max(peak, fma_peak_gflops(args.threads, args.target))
            for r in model_rows:
                r["peak_gflops"] = peak
                r["fraction_of_peak"] = float(r["ours_gflops"]) / peak  # type: ignore[arg-type]
                rows.append(r)
                if not args.json:
                    print(
                        f"{r['model']:20} ours {r['ours_ms']:7.2f} ms  "
                        f"onnxruntime {r['ort_ms']:7.2f} ms  ratio {r['ratio']:5.2f}  "
                        f"err {r['max_rel_err']:.1e}  compile "
                        f"{r['compile_s']:5.1f} s  load {r['load_s']:4.2f} s  kernels "
                        f"{r['tuned_kernels']}/{r['kernels']} tuned  "
                        f"{r['ours_gflops']:.0f} GFLOP/s = {r['fraction_of_peak']:.0%} of peak",
                        flush=True,
                    )
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
