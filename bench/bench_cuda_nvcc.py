"""How much of each CUDA template's space nvcc and ptxas accept, without a GPU.

Usage (needs nvcc; no GPU, no pycuda)::

    .venv/bin/python bench/bench_cuda_nvcc.py --sample 60 --arch sm_80

For each realistic workload of each CUDA template: the default plus
``--sample`` seeded configs are rendered and checked against the limits of
``--arch`` (over a limit: rejected before compiling, as a device server
would), then compiled to a cubin by ``nvcc -cubin -Xptxas -v``. The table
counts failures and kernels that spill, compares ptxas's register count with
our estimate (the one the limit check uses) and its shared memory with ours,
and gives the compile time. Exits 1 if any config failed to compile or any
shared-memory figure disagreed.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

WORKLOADS = (
    "matmul:m=1024,n=1024,k=1024",
    "matmul:m=4096,n=4096,k=4096,epilogue=bias_relu",
    "matmul:m=100,n=72,k=60,epilogue=bias",
    "batch_matmul:b=8,m=256,n=256,k=256",
    "batch_matmul:b=3,m=50,n=36,k=28",
    "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1",
    "conv2d:n=8,c=256,h=14,w=14,k=256,r=3,s=3,pad=1",
    "conv2d:n=2,c=5,h=11,w=10,k=12,r=3,s=3,stride=2,pad=1",
    "depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,pad=1",
    "depthwise_conv2d:n=1,c=96,h=112,w=112,r=3,s=3,stride=2,pad=1,epilogue=bias_relu6",
    "depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,pad=2",
    "depthwise_conv2d:n=2,c=7,h=9,w=11,r=3,s=3,stride=2,pad=1,epilogue=bias_add_relu",
)

_REGS = re.compile(r"Used (\d+) registers")
_SPILL = re.compile(r"(\d+) bytes spill stores")
_SMEM = re.compile(r"(\d+) bytes smem")


@dataclass(frozen=True, slots=True)
class Compiled:
    """What ptxas said of one kernel."""

    config: str
    ok: bool
    error: str
    registers: int
    estimate: int
    spill_bytes: int
    smem_ptxas: int
    smem_ours: int
    seconds: float


def _ptxas(nvcc: str, text: str, arch: str, work: Path, tag: str) -> tuple[str, float, bool]:
    cu = work / f"{tag}.cu"
    cu.write_text(text)
    start = time.perf_counter()
    done = subprocess.run(
        [nvcc, "-cubin", f"-arch={arch}", "-Xptxas", "-v", "-o", str(work / f"{tag}.cubin"), cu],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stderr, time.perf_counter() - start, done.returncode == 0


def check_workload(
    nvcc: str, workload: str, sample: int, arch: str, seed: int, parallel: int, work: Path
) -> tuple[list[Compiled], int]:
    """Compiled rows for the default plus ``sample`` configs, and how many were over a limit."""
    from compiler import Config, InvalidConfig, get_space
    from compiler.codegen.cuda import CudaSource
    from compiler.cuda_limits import default_limits
    from compiler.targets.cuda import kernel_source

    space = get_space(workload, "cuda")
    configs = [space.default(), *space.sample(random.Random(seed), sample)]
    kernels: list[tuple[Config, CudaSource]] = []
    rejected = 0
    for cfg in configs:
        try:
            source = kernel_source(workload, cfg, f"cuda -arch={arch}", default_limits(arch))
            kernels.append((cfg, source))
        except InvalidConfig:
            rejected += 1

    def one(pos: int) -> Compiled:
        config, source = kernels[pos]
        log, seconds, ok = _ptxas(nvcc, source.text, arch, work, f"k{pos}")
        found = {name: rx.search(log) for name, rx in (("r", _REGS), ("s", _SPILL), ("m", _SMEM))}
        return Compiled(
            config=config.to_json_str(),
            ok=ok,
            error="" if ok else log[-1500:],
            registers=int(found["r"].group(1)) if found["r"] else -1,
            estimate=source.registers_per_thread,
            spill_bytes=int(found["s"].group(1)) if found["s"] else 0,
            smem_ptxas=int(found["m"].group(1)) if found["m"] else 0,
            smem_ours=source.shared_bytes,
            seconds=seconds,
        )

    with ThreadPoolExecutor(parallel) as pool:
        return list(pool.map(one, range(len(kernels)))), rejected


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--sample", type=int, default=60, help="sampled configs per workload")
    p.add_argument("--arch", default="sm_80", help="sm_XX to compile for")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--parallel", type=int, default=2, help="nvcc processes at a time")
    p.add_argument("--workload", action="append", default=[], help="instead of the built-in set")
    p.add_argument("--json-out", default=None, help="write every row as JSON lines here")
    args = p.parse_args()

    nvcc = shutil.which("nvcc")
    if nvcc is None:
        print("bench_cuda_nvcc: cannot run: nvcc is not on PATH", file=sys.stderr)
        return 2
    version = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=True)
    print(f"nvcc: {version.stdout.strip().splitlines()[-1]}; arch {args.arch}")

    header = (
        f"{'workload':<52} {'cfgs':>4} {'over':>4} {'ok':>4} {'fail':>4} {'spill':>5} "
        f"{'regs med':>8} {'est/ptxas':>9} {'under':>5} {'smem≠':>5} {'s/cfg':>5}"
    )
    print(header)
    print("-" * len(header))
    totals: Counter[str] = Counter()
    rows_out = []
    started = time.perf_counter()
    for workload in args.workload or WORKLOADS:
        with tempfile.TemporaryDirectory() as tmp:
            rows, over = check_workload(
                nvcc, workload, args.sample, args.arch, args.seed, args.parallel, Path(tmp)
            )
        good = [r for r in rows if r.ok]
        c = Counter(
            configs=len(rows) + over,
            over=over,
            ok=len(good),
            fail=len(rows) - len(good),
            spill=sum(1 for r in good if r.spill_bytes),
            # Under-estimates matter: the limit check could pass a config ptxas must squeeze.
            under=sum(1 for r in good if r.estimate < r.registers),
            smem=sum(1 for r in good if r.smem_ptxas != r.smem_ours),
        )
        totals.update(c)
        ratio = statistics.median(r.estimate / r.registers for r in good) if good else 0.0
        regs = statistics.median(r.registers for r in good) if good else 0
        secs = statistics.median(r.seconds for r in rows) if rows else 0.0
        print(
            f"{workload:<52} {c['configs']:>4} {c['over']:>4} {c['ok']:>4} {c['fail']:>4} "
            f"{c['spill']:>5} {regs:>8.0f} {ratio:>9.2f} {c['under']:>5} {c['smem']:>5} "
            f"{secs:>5.2f}",
            flush=True,
        )
        for r in rows:
            if not r.ok:
                print(f"  FAILED {r.config}\n{r.error}", file=sys.stderr)
            rows_out.append({"workload": workload, **asdict(r)})
    print("-" * len(header))
    print(
        f"total: {totals['configs']} configs, {totals['over']} over a limit (not compiled), "
        f"{totals['ok']} compiled, {totals['fail']} failed, {totals['spill']} spill, "
        f"{totals['under']} with registers under-estimated, {totals['smem']} shared-memory "
        f"mismatches; {time.perf_counter() - started:.0f} s"
    )
    if args.json_out:
        Path(args.json_out).write_text("".join(json.dumps(r) + "\n" for r in rows_out))
    return 1 if totals["fail"] or totals["smem"] else 0


if __name__ == "__main__":
    sys.exit(main())
