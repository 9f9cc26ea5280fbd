"""Compile time of matmul candidates: lower + render + LLVM O3 + machine code.

Usage::

    .venv/bin/python bench/bench_compile_time.py --m 1024 --n 1024 --k 1024 --sample 30

Each sampled config is a distinct source text, so every build really compiles
(the source-hash cache cannot help). Prints the split of the time between
our lowering/rendering and LLVM, and the median and quartiles, in wall time
and in CPU time of the compiling thread (compilation is single-threaded; CPU
time does not count time the thread waited for a core on a busy machine).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--m", type=int, default=1024)
    p.add_argument("--n", type=int, default=1024)
    p.add_argument("--k", type=int, default=1024)
    p.add_argument("--op", default="matmul", choices=["matmul", "batch_matmul"])
    p.add_argument("--sample", type=int, default=30)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()

    from compiler import Workload, get_space, render
    from runtime.llvm_jit import compile_ir

    if args.op == "matmul":
        w = Workload.of("matmul", m=args.m, n=args.n, k=args.k)
    else:
        w = Workload.of("batch_matmul", b=2, m=args.m, n=args.n, k=args.k)
    space = get_space(w)
    configs = [space.default(), *space.sample(random.Random(args.seed), args.sample)]
    render(w, configs[0])  # warm up imports and LLVM initialization
    front, back, total, cpu = [], [], [], []
    for cfg in configs:
        c0 = time.thread_time()
        t0 = time.perf_counter()
        program = render(w, cfg)  # space, lowering and LLVM IR
        text, target = program.text, program.target
        t1 = time.perf_counter()
        compile_ir(text, target)
        t2 = time.perf_counter()
        cpu.append(time.thread_time() - c0)
        front.append(t1 - t0)
        back.append(t2 - t1)
        total.append(t2 - t0)

    def q(xs: list[float]) -> str:
        qs = statistics.quantiles(xs, n=4)
        med = statistics.median(xs) * 1e3
        return f"median {med:6.1f} ms  (q1 {qs[0] * 1e3:.1f}, q3 {qs[2] * 1e3:.1f})"

    print(f"# {w}: {len(configs)} configs (default + {args.sample} sampled)")
    print(f"lower+render  {q(front)}")
    print(f"LLVM          {q(back)}")
    print(f"total         {q(total)}")
    print(f"total CPU     {q(cpu)}")
    print(f"default       {total[0] * 1e3:.1f} ms wall, {cpu[0] * 1e3:.1f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
