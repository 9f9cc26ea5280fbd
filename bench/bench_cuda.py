"""CUDA kernel speed: our tuned kernel vs cuBLAS or cuDNN (via cupy or torch), interleaved.

Usage (needs pycuda, an NVIDIA GPU and, for the reference, cupy or torch)::

    .venv/bin/python bench/bench_cuda.py --m 4096 --n 4096 --k 4096 --sample 64
    .venv/bin/python bench/bench_cuda.py --m 1024 --n 1024 --k 1024 --sample 0 --neighbours
    .venv/bin/python bench/bench_cuda.py --op batch_matmul --batch 16 --m 512 --n 512 --k 64
    .venv/bin/python bench/bench_cuda.py --op depthwise_conv2d --c 32 --h 112 --w 112 \\
        --r 3 --s 3 --stride 1 --pad 1
    .venv/bin/python bench/bench_cuda.py --op conv2d --c 64 --k 64 --h 56 --w 56
    .venv/bin/python bench/bench_cuda.py --preset mobilenet          # 5 depthwise shapes
    .venv/bin/python bench/bench_cuda.py --preset gemm --preset resnet --preset mobilenet
    .venv/bin/python bench/bench_cuda.py --preset mobilenet --list   # the workloads; no GPU

The references: cuBLAS (cupy, else torch, TF32 off) for matmul and batch_matmul
without an epilogue; cuDNN through torch (``conv2d(x, w, b, stride, padding,
groups=...)``, TF32 off, ``cudnn.benchmark`` on so it picks its fastest algorithm)
for conv2d and depthwise_conv2d (NCHW) without an epilogue or with a bias.

Steps, per workload: upload random inputs once and compute the float64 numpy
reference once; then for the default config, ``--config`` ones, with
``--neighbours`` every config one knob away from the default (or the first
``--config``), and ``--sample`` configs drawn from the space (seeded): render
and check the device limits, compile (nvcc, ``--jobs`` at a time in threads,
while the GPU runs the configs already built), run into a fresh NaN-filled
output buffer, check against the reference (an element left unwritten, a NaN
or an error over the tolerance: rejected, never
ranked), and time a quick median. The ``--top`` fastest and the default are then timed
again, all of them and the library alternating round by round (``--rounds``),
each timed with CUDA events; the table shows microseconds, GFLOP/s and the ratio
ours/library (> 1: ours is faster), and the best config is the fastest of that
re-timing. With several workloads (a preset) a summary table follows.
``--json-out`` writes the rows: one object for one workload, a list for several.
Without a GPU it exits with status 2 and says what is missing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from typing import Any

from device_server.cuda_bench import PRESETS


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument(
        "--op",
        choices=("matmul", "batch_matmul", "conv2d", "depthwise_conv2d"),
        default=None,
        help="operator (default: matmul, or batch_matmul with --batch)",
    )
    p.add_argument("--m", type=int, default=4096)
    p.add_argument("--n", type=int, default=4096)
    p.add_argument("--k", type=int, default=4096)
    p.add_argument(
        "--batch", type=int, default=0, help="batch size (batch_matmul; convolutions: n, default 1)"
    )
    p.add_argument("--kout", type=int, default=64, help="conv2d: output channels")
    p.add_argument("--c", type=int, default=32, help="convolutions: input channels")
    p.add_argument("--h", type=int, default=112, help="convolutions: input height")
    p.add_argument("--w", type=int, default=112, help="convolutions: input width")
    p.add_argument("--r", type=int, default=3, help="convolutions: kernel height")
    p.add_argument("--s", type=int, default=3, help="convolutions: kernel width")
    p.add_argument("--stride", type=int, default=1, help="convolutions: stride")
    p.add_argument("--pad", type=int, default=1, help="convolutions: zero padding per side")
    p.add_argument("--epilogue", default="none", help="convolutions: fused epilogue")
    p.add_argument(
        "--preset",
        action="append",
        choices=sorted(PRESETS),
        help="repeatable; gemm: matmul 2048^3 and 4096^3, batch_matmul 16x512x512x64; "
        "resnet: ResNet-50's 3x3 convs; mobilenet: 5 depthwise shapes",
    )
    p.add_argument(
        "--jobs",
        type=int,
        default=max((os.cpu_count() or 2) - 1, 1),
        help="nvcc compiles at a time (default: all cores but one)",
    )
    p.add_argument("--list", action="store_true", help="print the workloads and exit")
    p.add_argument("--sample", type=int, default=64, help="configs sampled from the space")
    p.add_argument("--config", action="append", default=[], help="extra config JSON (repeatable)")
    p.add_argument(
        "--neighbours",
        action="store_true",
        help="also measure every config one knob away from the default (or the first --config)",
    )
    p.add_argument("--rounds", type=int, default=10, help="interleaved rounds of the final table")
    p.add_argument(
        "--top", type=int, default=3, help="fastest configs re-timed against the library"
    )
    p.add_argument("--device", type=int, default=0, help="GPU index")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json-out", default=None, help="write every measured row as JSON here")
    return p.parse_args(argv)


def workloads(args: argparse.Namespace) -> list[Any]:
    """The workloads the arguments name."""
    from compiler import Workload

    if args.preset:
        return [Workload.parse(w) for preset in args.preset for w in PRESETS[preset]]
    op = args.op or ("batch_matmul" if args.batch else "matmul")
    if op == "batch_matmul":
        return [Workload.of(op, b=args.batch or 1, m=args.m, n=args.n, k=args.k)]
    if op in ("conv2d", "depthwise_conv2d"):
        sizes = {x: getattr(args, x) for x in ("c", "h", "w", "r", "s", "stride", "pad")}
        if op == "conv2d":
            sizes["k"] = args.kout
        return [Workload.of(op, n=args.batch or 1, **sizes, epilogue=args.epilogue)]
    return [Workload.of("matmul", m=args.m, n=args.n, k=args.k)]


def bench_workload(driver: Any, w: Any, args: argparse.Namespace) -> dict[str, Any] | None:
    """Measures the default and the sampled configs of ``w``, then re-times the fastest
    against the library; returns the rows and the best, or None if nothing ran."""
    import numpy as np

    from compiler import InvalidConfig, get_space, random_inputs, reference
    from compiler.space import Config
    from compiler.target import Target
    from compiler.timing import CHECK_RTOL, check_output
    from device_server.cuda_bench import interleaved
    from device_server.cuda_references import frontends, library_reference, reference_library

    gpu = driver.describe()
    target = Target("cuda", arch=gpu.arch)
    space = get_space(w, target)
    configs = [space.default(), *(Config.from_json_str(c) for c in args.config)]
    if args.neighbours:
        base = configs[1] if args.config else configs[0]
        configs += [c for c in space.neighbours(base) if c not in configs]
    configs += [c for c in space.sample(random.Random(args.seed), args.sample) if c not in configs]
    print(f"\nworkload {w}; space of {space.size} configs; measuring {len(configs)}")

    inputs = random_inputs(w, np.random.default_rng(args.seed))
    start = time.perf_counter()
    ref = reference(w, inputs)
    print(f"numpy float64 reference: {time.perf_counter() - start:.1f} s")
    # The timing runs share one output buffer; every check gets its own (below).
    dev_args = driver.upload([*inputs, np.empty(ref.shape, np.float32)])
    dev_inputs = dev_args[:-1]

    rows: list[dict] = [{"config": cfg.to_json()} for cfg in configs]
    programs = {}
    for pos, cfg in enumerate(configs):
        try:
            programs[pos] = driver.render(w, cfg, str(target))
        except InvalidConfig as err:
            rows[pos]["error"] = f"invalid: {err}"

    def build(program: Any) -> tuple[bytes, float]:
        start = time.perf_counter()
        return driver.build(program), time.perf_counter() - start

    timers = {}
    # nvcc runs in threads (a subprocess each) while this thread loads, checks and times
    # the kernels already built: the GPU is never idle waiting for the whole batch.
    with ThreadPoolExecutor(max(args.jobs, 1)) as pool:
        builds: dict[Future, int] = {pool.submit(build, p): pos for pos, p in programs.items()}
        for done in as_completed(builds):
            pos = builds[done]
            row, program = rows[pos], programs[pos]
            try:
                image, row["compile_s"] = done.result()
                fn = driver.load(program, image)

                def run(host_out: np.ndarray, fn: object = fn) -> None:
                    (dev_out,) = driver.upload([host_out])  # NaN-filled by check_output: fresh
                    driver.run(fn, [*dev_inputs, dev_out])
                    driver.download(dev_out, host_out)

                check = check_output(run, ref, rtol=CHECK_RTOL)
            except Exception as err:  # nvcc or launch failure: report it, go on
                row["error"] = f"{type(err).__name__}: {err}"
                continue
            row["max_rel_err"] = check.err
            if not check.ok:  # over the tolerance, NaN/inf, or an element left unwritten
                row["error"] = f"WRONG: max_rel_err {check.err:.2e}"
                continue

            def timer(n: int, fn: object = fn) -> float:
                return driver.time(fn, dev_args, n)

            timers[pos] = (program, timer)
            row["median_s"] = interleaved([timer], 3)[0]
            row["gflops"] = program.flop / row["median_s"] / 1e9
            print(
                f"  [{pos:3d}] {row['median_s'] * 1e6:9.1f} us {row['gflops']:8.1f} GFLOP/s  "
                f"{configs[pos].to_json_str()}"
            )

    failed = [r for r in rows if "error" in r]
    compile_s = [r["compile_s"] for r in rows if "compile_s" in r]
    if compile_s:
        median = sorted(compile_s)[len(compile_s) // 2]
        print(
            f"nvcc: {len(compile_s)} builds, {sum(compile_s):.1f} s in all "
            f"({max(args.jobs, 1)} at a time), median {median:.2f} s"
        )
    print(f"{len(timers)} measured, {len(failed)} rejected or failed")
    for r in failed[:10]:
        print(f"  {r['error'][:120]}")
    if not timers:
        return None

    best = sorted(timers, key=lambda i: rows[i]["median_s"])[: args.top]
    final = best + ([0] if 0 in timers and 0 not in best else [])
    library = reference_library(w)
    reference_timer = library_reference(w, inputs)
    if library is None:
        print(f"no library reference for {w.op} with this epilogue")
    elif reference_timer is None:
        print(f"no {' or '.join(frontends(library))} installed: no {library} reference")
    name = reference_timer[0] if reference_timer else "-"
    lib = library or "library"
    print(f"\ninterleaved, {args.rounds} rounds (ours vs {name}):")
    print(
        f"{'config':>8} {'ours us':>9} {'ours GFLOP/s':>13} {lib + ' us':>10} "
        f"{lib + ' GFLOP/s':>14} {'ours/' + lib:>12}"
    )
    # The finalists and the reference in one interleaved run: a quick median can be lucky,
    # so the best is picked from this re-timing.
    fns = [timers[i][1] for i in final] + ([reference_timer[1]] if reference_timer else [])
    times = interleaved(fns, args.rounds)
    for i, t in zip(final, times, strict=False):
        kernel = timers[i][0]
        ours = kernel.flop / t / 1e9
        label = "default" if i == 0 else f"#{i}"
        rows[i]["final_s"] = t
        rows[i]["final_gflops"] = ours
        if reference_timer:
            theirs = kernel.flop / times[-1] / 1e9
            print(
                f"{label:>8} {t * 1e6:9.1f} {ours:13.1f} {times[-1] * 1e6:10.1f} "
                f"{theirs:14.1f} {times[-1] / t:12.2f}"
            )
            rows[i]["reference_s"] = times[-1]
            rows[i]["reference_gflops"] = theirs
        else:
            print(f"{label:>8} {t * 1e6:9.1f} {ours:13.1f} {'-':>10} {'-':>14} {'-':>12}")
    winner = max(final, key=lambda i: rows[i]["final_gflops"])
    print(f"\nbest config: {json.dumps(rows[winner]['config'], sort_keys=True)}")
    return {
        "workload": str(w),
        "gpu": gpu.name,
        "reference": name,
        "best": rows[winner],
        "rows": rows,
    }


def write_json(path: str, results: list[dict[str, Any]], single: bool) -> None:
    """The rows: one object for one workload, else a list."""
    with open(path, "w") as fh:
        json.dump(results[0] if single else results, fh, indent=1)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    todo = workloads(args)
    if args.list:
        from compiler import get_space
        from device_server.cuda_references import reference_library

        for w in todo:
            library = reference_library(w) or "no library"
            print(f"{w}  ({get_space(w, 'cuda').size} configs; vs {library})")
        return 0

    from device_server.drivers.cuda import CudaUnavailableError, PyCudaDriver

    try:
        driver = PyCudaDriver(args.device)
    except CudaUnavailableError as err:
        print(f"bench_cuda: cannot run: {err}", file=sys.stderr)
        return 2
    gpu = driver.describe()
    print(
        f"GPU {args.device}: {gpu.name} ({gpu.arch}, {gpu.multiprocessors} SMs); ours timed "
        f"with a {driver.timing_mode}"
    )
    results = []
    try:
        for w in todo:
            result = bench_workload(driver, w, args)
            if result is not None:
                results.append(result)
                if args.json_out:  # after each workload: a run cut short keeps what it has
                    write_json(args.json_out, results, single=len(todo) == 1)
    finally:
        driver.close()
    if len(todo) > 1:
        print(f"\nsummary ({len(results)} of {len(todo)} workloads measured):")
        print(f"{'workload':>64} {'best us':>9} {'library us':>11} {'ours/library':>13}")
        for r in results:
            best = r["best"]
            theirs = best.get("reference_s")
            print(
                f"{r['workload']:>64} {best['final_s'] * 1e6:9.1f} "
                + (f"{theirs * 1e6:11.1f} {theirs / best['final_s']:13.2f}" if theirs else
                   f"{'-':>11} {'-':>13}")
            )  # fmt: skip
    return 0 if len(results) == len(todo) else 1


if __name__ == "__main__":
    raise SystemExit(main())
