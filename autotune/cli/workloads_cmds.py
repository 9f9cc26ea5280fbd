"""``autotune workloads``: list the operators, or check and describe workload strings."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds the ``workloads`` subcommand to the root parser."""
    parser = subparsers.add_parser(
        "workloads",
        help="list operators and their parameters, or check and describe workload strings",
        description=(
            "Without arguments, lists every operator with its parameters and defaults. "
            "With WORKLOAD strings (e.g. matmul:m=1024,n=1024,k=1024), checks each one and "
            "prints its canonical key, input and output shapes and FLOP count. Exits 2 if any "
            "string is invalid."
        ),
    )
    parser.add_argument(
        "workload", nargs="*", metavar="WORKLOAD", help="workload strings: OP:NAME=VALUE,..."
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.set_defaults(func=run_workloads)


def _operators_json() -> list[dict[str, Any]]:
    from compiler.ops import OPERATORS

    return [
        {
            "op": spec.name,
            "doc": spec.doc,
            "params": [
                {
                    "name": p.name,
                    "required": p.required,
                    "default": p.default,
                    **({"choices": list(p.choices)} if p.choices else {"minimum": p.minimum}),
                    "doc": p.doc,
                }
                for p in spec.params
            ],
        }
        for spec in OPERATORS.values()
    ]


def _describe(text: str) -> dict[str, Any]:
    from compiler.ops import flop_count, input_names, input_shapes, output_shape
    from compiler.workload import Workload

    w = Workload.parse(text)
    return {
        "key": str(w),
        "op": w.op,
        "dtype": w.dtype,
        "params": w.params_dict,
        "inputs": [
            {"name": name, "shape": list(shape)}
            for name, shape in zip(input_names(w), input_shapes(w), strict=True)
        ],
        "output_shape": list(output_shape(w)),
        "flop": flop_count(w),
    }


def _print_operators(ops: list[dict[str, Any]]) -> None:
    for op in ops:
        print(f"{op['op']}: {op['doc']}")
        for p in op["params"]:
            tag = "required" if p["required"] else f"default {p['default']}"
            if "choices" in p:
                tag += f"; one of {', '.join(p['choices'])}"
            print(f"    {p['name']:<10} {p['doc']} ({tag})")
    print("dtype: float32 (the only supported element type; printed in keys only if not default)")


def _print_workload(d: dict[str, Any]) -> None:
    print(d["key"])
    for inp in d["inputs"]:
        print(f"    input  {inp['name']:<7} {tuple(inp['shape'])}")
    print(f"    output         {tuple(d['output_shape'])}")
    print(f"    flop           {d['flop']} ({d['flop'] / 1e9:.3f} GFLOP)")


def run_workloads(args: argparse.Namespace) -> int:
    """Handler of ``autotune workloads``."""
    if not args.workload:
        ops = _operators_json()
        if args.json:
            print(json.dumps(ops, indent=2))
        else:
            _print_operators(ops)
        return 0
    described: list[dict[str, Any]] = []
    failed = False
    for text in args.workload:
        try:
            d = _describe(text)
        except ValueError as exc:
            failed = True
            print(f"error: invalid workload {text!r}: {exc}", file=sys.stderr)
            continue
        described.append(d)
        if not args.json:
            _print_workload(d)
    if args.json:
        print(json.dumps(described, indent=2))
    return 2 if failed else 0
