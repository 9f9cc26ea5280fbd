"""One knob of a model's conv layers, on and off: each layer timed warm and cold, interleaved.

In a model each layer's weights come from DRAM (a ResNet-50 reads 100 MB of them per
run), so a knob that helps a kernel timed in a loop may not help it there, and the
other way round (conv2d's ``prefetch``). This takes the model's kernels (its tuning
tasks) that have the knob, at their template defaults, and times each with every
``--values`` of the knob (the rest of its config unchanged), alternating the
variants: a warm run (right after another run) and a cold one (its weights and other
constant inputs evicted from the caches first, as the tuner measures a model's
kernels). Prints a table and the totals weighted by how often the model calls each
kernel::

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \\
        .venv/bin/python bench/bench_layer_knob.py --model resnet50 --knob prefetch

With ``--db RECORDS`` it takes every kernel on record (the alternative forms too) at its
best recorded config instead of the defaults: how a knob moves a tuned model's kernels.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from compiler import get_space
from compiler.model.compile import extract_tasks
from compiler.model.onnx_import import import_onnx
from runtime import build, evict
from tests.model import zoo


def _kernels(model: str, db: str | None) -> list[tuple[str, dict[str, object], int]]:
    """The model's kernels (its tuning tasks) with their configs and calls per run: the
    template defaults, without the alternative forms; or, with records ``db``, every task
    with a record, at its best recorded config."""
    proto = zoo.resnet50_v2() if model == "resnet50_v2" else zoo.randomized_light_model(model)
    path = Path("/tmp") / f"bench_layer_knob_{model}.onnx"
    zoo.save_model(proto, str(path))
    tasks = extract_tasks(import_onnx(str(path)), "llvm")
    if db is None:
        return [
            (str(t.workload), dict(get_space(t.workload).default().knobs), t.weight)
            for t in tasks
            if t.alternative_to is None
        ]
    from tuner.records import RecordStore
    from tuner.records.compile import record_lookup

    lookup = record_lookup(RecordStore(db), "llvm")
    kernels: list[tuple[str, dict[str, object], int]] = []
    for t in tasks:
        if lookup.seconds(t.workload) is not None:
            config, _ = lookup(t.workload)
            kernels.append((str(t.workload), {**config.knobs}, t.weight))
    return kernels


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--model", default="resnet50", help="resnet50, resnet50_v2, squeezenet, ...")
    p.add_argument("--knob", default="prefetch")
    p.add_argument("--values", nargs="+", type=int, default=[0, 1])
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=10, help="rounds (each: a warm and a cold run)")
    p.add_argument("--db", help="records: every recorded kernel at its best config")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args()
    if not evict.supported():
        print("cannot evict single arrays from the caches on this machine", file=sys.stderr)
        return 2

    rows = []
    for workload, config, calls in _kernels(args.model, args.db):
        if args.knob not in config:
            continue
        rng = np.random.default_rng(0)
        variants = []
        for value in args.values:
            kernel = build(workload, {**config, args.knob: value}, num_threads=args.threads,
                           prepacked=True)  # fmt: skip
            inputs = kernel.prepare(
                *[rng.standard_normal(a.shape).astype(np.float32) for a in kernel.logical_inputs]
            )
            out = np.empty(kernel.output.shape, np.float32)
            variants.append((kernel, inputs, out, [], []))
        for _ in range(args.repeat):
            for kernel, inputs, out, warm, cold in variants:
                kernel.run(*inputs, out=out)
                start = time.perf_counter()
                kernel.run(*inputs, out=out)
                warm.append(time.perf_counter() - start)
                evict.evict(inputs[1:])  # the constants; the input was just written
                start = time.perf_counter()
                kernel.run(*inputs, out=out)
                cold.append(time.perf_counter() - start)
        rows.append(
            {
                "workload": workload,
                "config": config,
                "calls": calls,
                "warm_ms": [statistics.median(v[3]) * 1e3 for v in variants],
                "cold_ms": [statistics.median(v[4]) * 1e3 for v in variants],
            }
        )
    totals = {
        kind: [sum(r[kind][i] * r["calls"] for r in rows) for i in range(len(args.values))]
        for kind in ("warm_ms", "cold_ms")
    }
    if args.json:
        print(json.dumps({"knob": args.knob, "values": args.values, "rows": rows,
                          "totals": totals}))  # fmt: skip
        return 0
    head = " ".join(f"{f'{args.knob}={v}':>12}" for v in args.values)
    print(f"{'calls':>5} {'warm ms':>8} {head} | {'cold ms':>8} {head}  workload")
    for r in rows:
        warm = " ".join(f"{t:12.3f}" for t in r["warm_ms"])
        cold = " ".join(f"{t:12.3f}" for t in r["cold_ms"])
        print(f"{r['calls']:>5} {'':>8} {warm} | {'':>8} {cold}  {r['workload']}")
    for kind, values in totals.items():
        shown = ", ".join(
            f"{args.knob}={v}: {t:.2f} ms" for v, t in zip(args.values, values, strict=True)
        )
        print(f"total {kind[:-3]} (x calls): {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
