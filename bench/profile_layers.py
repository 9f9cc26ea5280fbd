"""Per-layer time of one model: our package's steps next to onnxruntime's profiler.

Compiles the model (template defaults, or the best recorded configs with --tuned), runs
our per-step profile (median of --repeat runs each) and onnxruntime's own profiler on
the same input, and prints the heaviest layers with both times where the names match.
With --tuned each kernel's step also shows what the tuner measured for its config (the
records' median, the kernel alone with its weights evicted) and the step's time over it:
a step well above 1x loses time to its place in the model (an input the other core
wrote, the layer before it still writing back), which timing a kernel alone cannot see.
Our steps are named after the node they implement (a fused node after the conv or the
region's last node); onnxruntime's fused nodes keep the name of the node they start
from, so most convolutions match by name and the rest are listed unmatched. The FMA
peak of this machine is measured in the same run, for GFLOP/s as a fraction of it.

    python bench/profile_layers.py mobilenet_v2
    python bench/profile_layers.py efficientnet_b0 --threads 2 --top 30
    python bench/profile_layers.py mobilenet_v2 --tuned --db records.db
    python bench/profile_layers.py bert_base --by-kind     # sums by kind, both sides

Environment: unsets OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (CI pins them for tests).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

for _var in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
    os.environ.pop(_var, None)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import numpy as np  # noqa: E402


def ort_profile(
    model: Any, feeds: dict[str, np.ndarray], threads: int, repeat: int
) -> tuple[dict[str, float], dict[str, str]]:
    """Node name -> median milliseconds per run in onnxruntime's profiler, and node name ->
    its operator (onnxruntime's fused ones included: SkipLayerNormalization, ...)."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.log_severity_level = 3
    options.enable_profiling = True
    with tempfile.TemporaryDirectory() as tmp:
        options.profile_file_prefix = str(Path(tmp) / "ort")
        session = ort.InferenceSession(model.SerializeToString(), options, ["CPUExecutionProvider"])
        for _ in range(3):
            session.run(None, feeds)
        for _ in range(repeat):
            session.run(None, feeds)
        events = json.loads(Path(session.end_profiling()).read_text())
    times: dict[str, list[float]] = defaultdict(list)
    kinds: dict[str, str] = {}
    for e in events:
        if e.get("cat") == "Node" and e["name"].endswith("_kernel_time"):
            name = e["name"].removesuffix("_kernel_time")
            times[name].append(e["dur"] / 1000.0)
            kinds[name] = e.get("args", {}).get("op_name", "?")
    # The last `repeat` runs of each node (the warm-up ones come first).
    return {name: float(np.median(t[-repeat:])) for name, t in times.items()}, kinds


def print_by_kind(title: str, rows: list[tuple[str, float]]) -> None:
    """Milliseconds summed by kind, heaviest first, with each kind's count."""
    total: dict[str, float] = defaultdict(float)
    count: dict[str, int] = defaultdict(int)
    for kind, ms in rows:
        total[kind] += ms
        count[kind] += 1
    print(f"{title}: {sum(total.values()):.2f} ms")
    for kind, ms in sorted(total.items(), key=lambda kv: -kv[1]):
        print(f"{ms:9.3f}  {count[kind]:4}x  {kind}")


def ort_name(step_name: str, output: str, theirs: dict[str, float]) -> str | None:
    """The onnxruntime node computing what our step does: the same node name, or the
    name its NCHWc rewrite gives a fused conv (after the fused node's output), or a
    fusion named after our node (``node_MatMul_3/MatMulAddFusion``)."""
    for candidate in (step_name, f"{output}_nchwc", output):
        if candidate in theirs:
            return candidate
    fused = [n for n in theirs if n.split("/")[0] == step_name]  # e.g. X/MatMulAddFusion
    return fused[0] if len(fused) == 1 else None


def recorded_ms(
    kernel_steps: Sequence[Any], flop_of: dict[str, Any], lookup: Any
) -> dict[str, float]:
    """Step name -> milliseconds the records hold for its kernel's chosen config (none
    without records, or for a kernel without one)."""
    if lookup is None:
        return {}
    from compiler.parse import as_workload

    out: dict[str, float] = {}
    for step in kernel_steps:
        seconds = lookup.seconds(as_workload(flop_of[step.symbol][1]))
        if seconds is not None:
            out[step.name] = seconds * 1e3
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a zoo or torchvision name, or a stripped .onnx file")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--top", type=int, default=25, help="layers to list")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tuned", action="store_true", help="use the best recorded configs")
    parser.add_argument("--db", default="records.db")
    parser.add_argument(
        "--by-kind",
        action="store_true",
        help="also sum both profiles by kind (our kernel operators and numpy ops; "
        "onnxruntime's operators, its fusions included)",
    )
    args = parser.parse_args()

    from bench_models import model_proto

    from compiler.model import import_onnx
    from compiler.model.plan import KernelStep
    from runtime import compile_model
    from runtime.model import Runtime
    from runtime.peak import fma_peak_gflops
    from tests.model import zoo

    model = model_proto(args.model, args.seed)
    graph = import_onnx(model)
    lookup = None
    if args.tuned:
        from tuner.records import RecordStore
        from tuner.records.compile import record_lookup

        lookup = record_lookup(RecordStore(args.db), "llvm")
    package, _ = compile_model(
        graph,
        config_for=lookup,
        cost_of=lookup.seconds if lookup is not None else None,
    )
    runtime = Runtime(package, num_threads=args.threads)
    rng = np.random.default_rng(args.seed)
    feeds = zoo.random_feeds(model, runtime.input_types, rng)
    ours = runtime.profile(feeds, repeat=args.repeat)
    theirs, their_kinds = ort_profile(model, feeds, args.threads, args.repeat)
    peak = fma_peak_gflops(args.threads)
    flop_of = {k.symbol: (k.flop, k.workload) for k in package.plan.kernels}
    steps = {s.name: s for s in package.plan.steps}

    total_ours, total_theirs = sum(r["ms"] for r in ours), sum(theirs.values())
    print(f"{args.model}: {args.threads} threads, FMA peak now {peak:.0f} GFLOP/s")
    print(f"sum of steps: ours {total_ours:.2f} ms, onnxruntime {total_theirs:.2f} ms (profilers)")
    names = {s.name: ort_name(s.name, s.writes[0], theirs) for s in package.plan.steps}
    matched = {n for n in names.values() if n is not None}
    kernel_steps = [s for s in package.plan.steps if isinstance(s, KernelStep)]
    recorded = recorded_ms(kernel_steps, flop_of, lookup)
    if recorded:
        in_model = sum(r["ms"] for r in ours if r["name"] in recorded)
        alone = sum(recorded[r["name"]] for r in ours if r["name"] in recorded)
        print(
            f"tuned kernels: {in_model:.2f} ms in the model, {alone:.2f} ms as the tuner timed "
            f"them alone ({in_model / alone:.2f}x)"
        )
    nan = float("nan")
    print(
        f"{'ours ms':>8} {'ort ms':>8} {'ratio':>6} {'GFLOP/s':>8} {'%peak':>6} "
        f"{'rec ms':>7} {'x rec':>6}  node  what"
    )
    for row in sorted(ours, key=lambda r: -r["ms"])[: args.top]:
        node, ms = row["name"], row["ms"]
        step = steps[node]
        matched_name = names[node]
        ort_ms = theirs.get(matched_name) if matched_name else None
        flop, what = flop_of[step.symbol] if isinstance(step, KernelStep) else (0, row["kind"])
        rate = flop / ms / 1e6 if flop else None
        rec = recorded.get(node)
        print(
            f"{ms:8.3f} {ort_ms if ort_ms is not None else nan:8.3f} "
            f"{ms / ort_ms if ort_ms else nan:6.2f} "
            f"{rate or nan:8.1f} {100 * rate / peak if rate else nan:6.1f} "
            f"{rec if rec is not None else nan:7.3f} {ms / rec if rec else nan:6.2f}  "
            f"{node}  {what}"
        )
    if args.by_kind:
        kind_of = {
            s.name: flop_of[s.symbol][1].split(":")[0] if isinstance(s, KernelStep) else s.op
            for s in package.plan.steps
        }
        print_by_kind("ours by kind", [(kind_of[r["name"]], r["ms"]) for r in ours])
        print_by_kind("onnxruntime by kind", [(their_kinds[n], ms) for n, ms in theirs.items()])
    rest = sorted(((ms, n) for n, ms in theirs.items() if n not in matched), reverse=True)
    print(f"onnxruntime nodes without a step of that name ({len(rest)}), heaviest:")
    for ms, name in rest[:10]:
        print(f"{ms:8.3f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
