"""``autotune workloads``: list the operators, or check and describe workload strings."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from autotune.cli.flags import example, target_arg


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds the ``workloads`` subcommand to the root parser."""
    parser = subparsers.add_parser(
        "workloads",
        help="list operators and their parameters, or check and describe workload strings",
        description=(
            "Without arguments, lists every operator with its parameters and defaults. "
            "With WORKLOAD strings (e.g. matmul:m=1024,n=1024,k=1024), checks each one and "
            "prints its canonical key, input and output shapes, FLOP count and the knobs and "
            "size of its search space for --target. Exits 2 if any string is invalid."
        ),
        epilog=example("autotune workloads conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"),
    )
    parser.add_argument(
        "workload", nargs="*", metavar="WORKLOAD", help="workload strings: OP:NAME=VALUE,..."
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument(
        "--target",
        type=target_arg,
        default="llvm",
        help="target whose search space is described (default llvm)",
    )
    parser.set_defaults(func=run_workloads)


# A typical shape per operator, to give a feel for the size of its search space.
_EXAMPLES = {
    "matmul": "matmul:m=1024,n=1024,k=1024",
    "batch_matmul": "batch_matmul:b=8,m=256,n=256,k=256",
    "attention": "attention:b=12,m=128,n=128,k=64,v=64,act=mul(x;0.125)",
    "conv2d": "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
    "depthwise_conv2d": "depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,pad=1",
    "pointwise_conv2d": "pointwise_conv2d:n=1,c=64,k=256,p=3136,epilogue=bias_add_relu",
    "winograd_conv2d": "winograd_conv2d:n=1,c=64,h=56,w=56,k=64,pad=1,epilogue=bias_relu,"
    "layout_in=nchw16c,layout_out=nchw16c",
    "pool2d": "pool2d:n=1,c=64,h=111,w=111,kh=3,kw=3,sh=2,sw=2",
    "channel_affine": "channel_affine:n=1,c=256,h=56,w=56,activation=relu,layout=nchw16c",
    "pointwise": "pointwise:n=802816,fn=mul(x;sigmoid(x))",
    "layernorm": "layernorm:n=1,p=128,c=768,eps=1e-12",
    "channel_transpose": "channel_transpose:n=1,c=96,p=3136,src=rows,dst=nchw16c",
    "softmax": "softmax:m=1536,c=128",
    "reduce": "reduce:outer=64,r=3136,kind=mean",
    "copy": "copy:shape=768x197,strides=1x768,size=151296",
    "concat": "concat:rows=56,widths=5088x288",
    "gather": "gather:outer=1,n=30522,count=128,inner=768",
    "resize2d": "resize2d:n=1,c=21,h=28,w=28,oh=224,ow=224,mode=linear",
}


def _space_json(text: str, target: str) -> dict[str, Any]:
    from compiler import get_space

    space = get_space(text, target)
    return {
        "target": target,
        "size": space.size,
        "knobs": {k.name: len(k.candidates) for k in space.knobs},
    }


def _example_json(op: str, target: str) -> dict[str, Any]:
    """The operator's example workload and its space; or why it has none on this target."""
    try:
        return {"example": _EXAMPLES[op], "space": _space_json(_EXAMPLES[op], target)}
    except ValueError as exc:  # e.g. no CUDA template for this operator
        return {"example": _EXAMPLES[op], "unsupported": str(exc)}


def _operators_json(target: str) -> list[dict[str, Any]]:
    from compiler.ops import OPERATORS

    return [
        {
            "op": spec.name,
            "doc": spec.doc,
            **(_example_json(spec.name, target) if spec.name in _EXAMPLES else {}),
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


def _describe(text: str, target: str) -> dict[str, Any]:
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
        "space": _space_json(str(w), target),
    }


def _print_operators(ops: list[dict[str, Any]]) -> None:
    for op in ops:
        print(f"{op['op']}: {op['doc']}")
        for p in op["params"]:
            tag = "required" if p["required"] else f"default {p['default']}"
            if "choices" in p:
                tag += f"; one of {', '.join(p['choices'])}"
            print(f"    {p['name']:<10} {p['doc']} ({tag})")
        if "space" in op:
            print(f"    search space of {op['example']}: {_space_text(op['space'])}")
        elif "unsupported" in op:
            print(f"    not available on this target: {op['unsupported']}")
    print("dtype: float32 (the only supported element type; printed in keys only if not default)")


def _space_text(space: dict[str, Any]) -> str:
    knobs = ", ".join(f"{name} {n}" for name, n in space["knobs"].items())
    return f"{space['size']:,} configs on {space['target']} (choices per knob: {knobs})"


def _print_workload(d: dict[str, Any]) -> None:
    print(d["key"])
    for inp in d["inputs"]:
        print(f"    input  {inp['name']:<7} {tuple(inp['shape'])}")
    print(f"    output         {tuple(d['output_shape'])}")
    print(f"    flop           {d['flop']} ({d['flop'] / 1e9:.3f} GFLOP)")
    print(f"    space          {_space_text(d['space'])}")


def run_workloads(args: argparse.Namespace) -> int:
    """Handler of ``autotune workloads``."""
    if not args.workload:
        ops = _operators_json(args.target)
        if args.json:
            print(json.dumps(ops, indent=2))
        else:
            _print_operators(ops)
        return 0
    described: list[dict[str, Any]] = []
    failed = False
    for text in args.workload:
        try:
            d = _describe(text, args.target)
        except ValueError as exc:
            failed = True
            print(f"autotune workloads: error: {text!r}: {exc}", file=sys.stderr)
            continue
        described.append(d)
        if not args.json:
            _print_workload(d)
    if args.json:
        print(json.dumps(described, indent=2))
    return 2 if failed else 0
