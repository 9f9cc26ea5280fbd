"""Small workloads of every CPU kernel template, and their numpy check, for any CPU.

The host tests cross-compile these for aarch64 (``tests/test_cross_aarch64.py``); on the
emulated board (``scripts/arm_board.sh``) this module runs as a script and checks each
kernel, JIT-compiled there by llvmlite, against the float64 numpy reference::

    scripts/arm_board.sh run ROOT python -m tests.board.kernel_cases \
        --target "llvm -mcpu=cortex-a72"

It prints one JSON object per workload (``workload``, ``error``, ``ok``, ``detail``). The
workloads are small: compute runs 80-250x slower under emulation.
"""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

#: Relative error allowed (max abs error over max abs reference), as the template tests.
TOLERANCE = 1e-4
_BLOCKED = "layout_in=nchw16c,layout_out=nchw16c"

#: One or more workloads per template: plain, epilogues, blocked layouts, odd sizes.
CASES: tuple[str, ...] = (
    "matmul:m=8,n=8,k=8",
    "matmul:m=37,n=45,k=29",
    "matmul:m=24,n=64,k=48,epilogue=bias_relu",
    "batch_matmul:b=2,m=12,n=20,k=8",
    "batch_matmul:b=3,m=17,n=21,k=13,trans_b=1,act=mul(x;0.125)",
    "conv2d:n=1,c=4,h=7,w=7,k=9,r=3,s=3,pad=1,epilogue=bias_relu",
    "conv2d:n=1,c=5,h=9,w=10,k=17,r=3,s=2,stride=2",
    f"conv2d:n=1,c=32,h=9,w=11,k=48,r=3,s=3,pad=1,epilogue=bias_relu,{_BLOCKED}",
    "conv2d:n=1,c=3,h=23,w=21,k=16,r=7,s=7,stride=2,pad=3,epilogue=bias_relu,layout_out=nchw16c",
    "depthwise_conv2d:n=1,c=21,h=7,w=9,r=3,s=3,pad=1,stride=2",
    "depthwise_conv2d:n=1,c=32,h=15,w=13,r=3,s=3,pad=1,epilogue=bias_relu6,layout=nchw16c",
    "pointwise_conv2d:n=1,c=12,k=8,p=100,epilogue=bias",
    f"winograd_conv2d:n=1,c=32,h=9,w=11,k=48,pad=1,epilogue=bias_relu,{_BLOCKED}",
    f"winograd_conv2d:n=1,c=32,h=17,w=15,k=16,stride=2,pad=1,{_BLOCKED}",
    # Its default runs the stages per row of tiles, V and M on each thread's stack.
    f"winograd_conv2d:n=1,c=64,h=56,w=56,k=64,pad=1,epilogue=bias_relu,{_BLOCKED}",
    "pool2d:n=1,c=3,h=15,w=29,kh=3,kw=3,sh=2,sw=2",
    "pool2d:n=1,c=16,h=5,w=5,kh=5,kw=5,mode=avg,layout=nchw16c",
    "resize2d:n=1,c=3,h=7,w=9,oh=56,ow=72,mode=linear",
    "channel_affine:n=1,c=32,h=7,w=9,activation=relu,layout=nchw16c",
    "pointwise:n=3001,fn=max(add(x0;x1);0)",
    "pointwise:n=9,fn=tanh(x)",
    "layernorm:n=2,p=7,c=35,eps=0.01",
    "layernorm:n=2,p=49,c=64,eps=1e-5,layout=nchw16c",
    "channel_transpose:n=2,c=35,p=17,src=rows,dst=nchw",
    "channel_transpose:n=2,c=32,p=7,src=nchw16c,dst=rows",
    "softmax:m=6,c=37,log=0,inner=1",
    "softmax:m=3,c=20,log=1,inner=5",
    "copy:shape=5x7x33,strides=1x5x-35,offset=1120,size=1155",
    "copy:shape=3x40,strides=0x1,size=40",
    "copy:shape=9x13,strides=7x1,size=35,pads=2x3x2x3,mode=reflect",
    "concat:rows=5,widths=13x3x8",
    "gather:outer=2,n=30,count=7,inner=45",
)


def max_rel_err(got: np.ndarray, ref: np.ndarray) -> float:
    """Max abs error over max abs reference value (a tiny floor: all-zero references)."""
    scale = max(float(np.max(np.abs(ref))), 1e-30)
    return float(np.max(np.abs(got.astype(np.float64) - ref))) / scale


def check(workload: str, target: str, seed: int = 0) -> dict[str, object]:
    """Builds the template's default kernel for ``workload`` on this machine's CPU and
    compares it with the numpy reference on random inputs."""
    from compiler import random_inputs, reference
    from compiler.workload import Workload
    from runtime import build

    w = Workload.parse(workload)
    kernel = build(w, None, target, num_threads=2)
    inputs = random_inputs(w, np.random.default_rng(seed))
    got = kernel(*inputs)
    ref = reference(w, inputs)
    if got.shape != ref.shape:
        return {"workload": workload, "ok": False, "error": None, "detail": "shape"}
    err = max_rel_err(got, ref)
    return {"workload": workload, "ok": err < TOLERANCE, "error": err, "detail": ""}


def check_object(workload: str, target: str, path: str, seed: int = 0) -> dict[str, object]:
    """Runs the default kernel of ``workload`` from an object file cross-compiled
    elsewhere (``runtime.llvm_jit.compile_object``) and compares it with the numpy
    reference and, bit for bit, with the same kernel JIT-compiled here."""
    from pathlib import Path

    from compiler import random_inputs, reference
    from compiler.api import render
    from compiler.workload import Workload
    from runtime import build
    from runtime.kernel import Kernel
    from runtime.llvm_jit import load_object

    w = Workload.parse(workload)
    loaded = load_object(Path(path).read_bytes())
    program = render(w, None, target)
    kernel = Kernel(program=program, module=loaded, num_threads=2, compile_time_s=0.0)  # type: ignore[arg-type]
    inputs = random_inputs(w, np.random.default_rng(seed))
    got = kernel(*inputs)
    jit = build(w, None, target, num_threads=2)(*inputs)
    err = max_rel_err(got, reference(w, inputs))
    same = bool(np.array_equal(got, jit))
    return {
        "workload": workload,
        "ok": err < TOLERANCE and same,
        "error": err,
        "detail": "" if same else "differs from the JIT-compiled kernel",
    }


def main(argv: list[str] | None = None) -> int:
    """Checks every case (or those named) and prints one JSON line each; status 1 if
    any fails. With ``--object PATH`` checks the one workload named from that object."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", default="llvm", help="a target of this machine's CPU")
    parser.add_argument("--object", help="an object file cross-compiled for one workload")
    parser.add_argument("workloads", nargs="*", help="workloads (default: every case)")
    args = parser.parse_args(argv)
    failed = 0
    for workload in args.workloads or CASES:
        try:
            if args.object:
                result = check_object(workload, args.target, args.object)
            else:
                result = check(workload, args.target)
        except Exception as exc:  # reported per case: the run goes on
            result = {"workload": workload, "ok": False, "error": None, "detail": repr(exc)}
        failed += not result["ok"]
        print(json.dumps(result), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
