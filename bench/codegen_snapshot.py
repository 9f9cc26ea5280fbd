"""Snapshot of the compiler's generated code, to show a refactor changed nothing.

For every operator in ``compiler.OPERATORS`` and a few workloads of each (those of the
goldens and the bench presets), renders the default config and sampled configs for the
llvm target (plain and prepacked) and two cuda archs, and records the sha256 of each
rendered Program (text and argument specs), of each ``features`` vector and of each
``config_problem`` answer. Uses only the public ``compiler`` API (OPERATORS, get_space,
render, features, feature_names, config_problem), so it runs before and after an API
refactor alike.

Usage (each tree's packages first on the path)::

    PYTHONPATH=/tmp/base python bench/codegen_snapshot.py before.json [--samples 20]
    PYTHONPATH=$PWD python bench/codegen_snapshot.py after.json
    python bench/codegen_snapshot.py --compare before.json after.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

import compiler

LLVM = "llvm -mcpu=skylake-avx512"
TARGETS = (
    ("llvm", LLVM, False),
    ("llvm_prepacked", LLVM, True),
    # AVX2 (16 vector registers: other spaces and defaults), and this host's CPU as a bare
    # target resolves it (the compiler's own probe of the host's vector features).
    ("llvm_znver3", "llvm -mcpu=znver3", False),
    ("llvm_host", "llvm", False),
    ("sm_80", "cuda -arch=sm_80", False),
    ("sm_90", "cuda -arch=sm_90", False),
)

WORKLOADS: dict[str, list[str]] = {
    "matmul": [
        "matmul:m=5,n=20,k=3,epilogue=bias_relu",
        "matmul:m=16,n=16,k=16,epilogue=bias_relu",
        "matmul:m=64,n=64,k=16,epilogue=bias",
        "matmul:m=1024,n=1024,k=1024",
    ],
    "batch_matmul": [
        "batch_matmul:b=2,m=3,n=16,k=2",
        "batch_matmul:b=2,m=12,n=8,k=6",
        "batch_matmul:b=16,m=512,n=512,k=64",
    ],
    "conv2d": [
        "conv2d:n=1,c=3,h=5,w=6,k=5,r=3,s=3,pad=1",
        "conv2d:n=1,c=8,h=5,w=5,k=8,r=3,s=3,pad=1,epilogue=bias_relu",
        "conv2d:n=2,c=3,h=8,w=8,k=10,r=3,s=3",
        "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
    ],
    "depthwise_conv2d": [
        "depthwise_conv2d:n=1,c=5,h=6,w=6,r=3,s=3,pad=1,stride=2",
        "depthwise_conv2d:n=2,c=3,h=7,w=6,r=3,s=3,pad=1,epilogue=bias_add_relu",
        "depthwise_conv2d:n=1,c=96,h=112,w=112,r=3,s=3,stride=2,pad=1",
    ],
    "pointwise_conv2d": [
        "pointwise_conv2d:n=1,c=16,k=32,p=49",
        "pointwise_conv2d:n=1,c=64,k=128,p=196,epilogue=bias_relu",
    ],
    "channel_affine": [
        "channel_affine:n=1,c=16,h=7,w=7",
        "channel_affine:n=2,c=32,h=14,w=14,activation=relu",
    ],
    "pool2d": [
        "pool2d:n=1,c=8,h=9,w=9,kh=3,kw=3,sh=2,sw=2",
        "pool2d:n=1,c=16,h=14,w=14,kh=2,kw=2,sh=2,sw=2,mode=avg",
    ],
    "resize2d": [
        "resize2d:n=1,c=21,h=28,w=28,oh=224,ow=224,mode=linear",
        "resize2d:n=1,c=3,h=9,w=13,oh=4,ow=31,mode=cubic,exclude=1,scale_h=0.5",
        "resize2d:n=2,c=3,h=6,w=8,oh=12,ow=16,coord=asymmetric,nearest=simple",
    ],
}


def _sha(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return hashlib.sha256(raw).hexdigest()[:16]


def _program_digest(program: Any) -> dict[str, str]:
    def specs(items: Any) -> list[Any]:
        return [(s.name, list(s.shape), s.dtype) for s in items]

    meta = {
        "workload": str(program.workload),
        "config": program.config.to_json_str(),
        "target": str(program.target),
        "entry": program.entry,
        "flop": program.flop,
        "inputs": specs(program.inputs),
        "output": specs([program.output]),
        "workspaces": specs(program.workspaces),
        "logical_inputs": specs(program.logical_inputs),
        "launch": None
        if program.launch is None
        else [list(program.launch.grid), list(program.launch.block)],
        "prepacked": program.prepacked,
    }
    return {"text": _sha(program.text), "meta": _sha(json.dumps(meta, sort_keys=True))}


def _try(fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except Exception as err:  # the error is part of the snapshot
        return f"{type(err).__name__}: {err}"


def _render_digest(workload: str, config: Any, target: str, prepacked: bool) -> dict[str, str]:
    return _program_digest(compiler.render(workload, config, target, prepacked=prepacked))


def _features_digest(workload: str, config: Any, target: str) -> str:
    return _sha(np.asarray(compiler.features(workload, config, target)).tobytes())


def _config_entry(workload: str, config: Any, target: str, prepacked: bool) -> dict[str, Any]:
    item: dict[str, Any] = {"config": config.to_json_str()}
    item["render"] = _try(_render_digest, workload, config, target, prepacked)
    if not prepacked:
        item["features"] = _try(_features_digest, workload, config, target)
        item["problem"] = _try(compiler.config_problem, workload, config, target)
    return item


def snapshot(samples: int) -> dict[str, Any]:
    """Digests of every rendered config, keyed ``target label|workload``."""
    out: dict[str, Any] = {}
    for op in compiler.OPERATORS:
        for workload in WORKLOADS.get(op, []):
            for label, target, prepacked in TARGETS:
                key = f"{label}|{workload}"
                try:
                    space = compiler.get_space(workload, target)
                except ValueError as err:  # no template for the op on this target
                    out[key] = f"no space: {err}"
                    continue
                configs = [space.default(), *space.sample(random.Random(0), samples)]
                entry: dict[str, Any] = {"size": space.size}
                entry["names"] = _sha(json.dumps(compiler.feature_names(workload, target)))
                for i, cfg in enumerate(configs):
                    entry[str(i)] = _config_entry(workload, cfg, target, prepacked)
                out[key] = entry
                print(key, file=sys.stderr)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--compare", nargs=2)
    args = parser.parse_args()
    if args.compare:
        a, b = (json.loads(Path(p).read_text()) for p in args.compare)
        diffs = [k for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
        for k in diffs:
            print("DIFFERS:", k)
        print(f"{len(a)} vs {len(b)} entries; {len(diffs)} differ")
        return 1 if diffs else 0
    Path(args.out).write_text(json.dumps(snapshot(args.samples), indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
