"""CUDA matmul speed: our tuned kernel vs cuBLAS (via cupy or torch), interleaved on one GPU.

Usage (needs pycuda, an NVIDIA GPU and, for the reference, cupy or torch)::

    .venv/bin/python bench/bench_cuda.py --m 4096 --n 4096 --k 4096 --sample 64

Steps: upload random inputs once and compute the float64 numpy reference
once; then for the default config and ``--sample`` configs drawn from the
space (seeded): render, check the device limits, compile (nvcc), run into a
fresh NaN-filled output buffer, check against the reference (an element left
unwritten, a NaN or an error over the tolerance: rejected, never ranked), and
time a quick median. The ``--top`` fastest and the default are then timed
again, all of them and cuBLAS alternating round by round (``--rounds``), each
timed with CUDA events; the table shows GFLOP/s and the ratio ours/cuBLAS
(> 1: ours is faster), and the best config is the fastest of that re-timing.
Without a GPU it exits with status 2 and says what is missing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--m", type=int, default=4096)
    p.add_argument("--n", type=int, default=4096)
    p.add_argument("--k", type=int, default=4096)
    p.add_argument("--batch", type=int, default=0, help="batch size: bench batch_matmul")
    p.add_argument("--sample", type=int, default=64, help="configs sampled from the space")
    p.add_argument("--config", action="append", default=[], help="extra config JSON (repeatable)")
    p.add_argument("--rounds", type=int, default=10, help="interleaved rounds of the final table")
    p.add_argument("--top", type=int, default=3, help="fastest configs re-timed against cuBLAS")
    p.add_argument("--device", type=int, default=0, help="GPU index")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json-out", default=None, help="write every measured row as JSON here")
    args = p.parse_args()

    import numpy as np

    from compiler import InvalidConfig, Workload, random_inputs, reference
    from compiler.space import Config
    from compiler.target import Target
    from compiler.templates.cuda import cuda_space
    from compiler.timing import CHECK_RTOL, check_output
    from device_server.cuda_bench import cublas_reference, interleaved
    from device_server.drivers.cuda import CudaUnavailableError, PyCudaDriver

    try:
        driver = PyCudaDriver(args.device)
    except CudaUnavailableError as err:
        print(f"bench_cuda: cannot run: {err}", file=sys.stderr)
        return 2
    gpu = driver.describe()
    if args.batch:
        w = Workload.of("batch_matmul", b=args.batch, m=args.m, n=args.n, k=args.k)
    else:
        w = Workload.of("matmul", m=args.m, n=args.n, k=args.k)
    target = Target("cuda", arch=gpu.arch)
    space = cuda_space(w, target)
    configs = [space.default(), *(Config.from_json_str(c) for c in args.config)]
    configs += [c for c in space.sample(random.Random(args.seed), args.sample) if c not in configs]
    print(f"GPU {args.device}: {gpu.name} ({gpu.arch}, {gpu.multiprocessors} SMs)")
    print(f"workload {w}; space of {space.size} configs; measuring {len(configs)}")

    inputs = random_inputs(w, np.random.default_rng(args.seed))
    start = time.perf_counter()
    ref = reference(w, inputs)
    print(f"numpy float64 reference: {time.perf_counter() - start:.1f} s")
    # The timing runs share one output buffer; every check gets its own (below).
    dev_args = driver.upload([*inputs, np.empty(ref.shape, np.float32)])
    dev_inputs = dev_args[:-1]

    rows: list[dict] = []
    timers = {}
    for pos, cfg in enumerate(configs):
        row: dict = {"config": cfg.to_json()}
        rows.append(row)
        try:
            kernel = driver.render(w, cfg, str(target))
        except InvalidConfig as err:
            row["error"] = f"invalid: {err}"
            continue
        try:
            start = time.perf_counter()
            fn = driver.compile(kernel)
            row["compile_s"] = time.perf_counter() - start

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

        timers[pos] = (kernel, timer)
        row["median_s"] = interleaved([timer], 3)[0]
        row["gflops"] = kernel.flop / row["median_s"] / 1e9
        print(f"  [{pos:3d}] {row['gflops']:8.1f} GFLOP/s  {cfg.to_json_str()}")

    failed = [r for r in rows if "error" in r]
    print(f"{len(timers)} measured, {len(failed)} rejected or failed")
    for r in failed[:10]:
        print(f"  {r['error'][:120]}")
    if not timers:
        return 1

    best = sorted(timers, key=lambda i: rows[i]["median_s"])[: args.top]
    final = best + ([0] if 0 in timers and 0 not in best else [])
    reference_timer = cublas_reference(w, inputs)
    if reference_timer is None:
        print("no cupy or torch installed: no cuBLAS reference (pip install cupy-cuda12x)")
    name = reference_timer[0] if reference_timer else "-"
    print(f"\ninterleaved, {args.rounds} rounds (ours vs {name}):")
    print(f"{'config':>8} {'ours GFLOP/s':>13} {'cuBLAS GFLOP/s':>15} {'ours/cuBLAS':>12}")
    # The finalists and the reference in one interleaved run: a quick median can be lucky,
    # so the best is picked from this re-timing.
    fns = [timers[i][1] for i in final] + ([reference_timer[1]] if reference_timer else [])
    times = interleaved(fns, args.rounds)
    for i, t in zip(final, times, strict=False):
        kernel = timers[i][0]
        ours = kernel.flop / t / 1e9
        label = "default" if i == 0 else f"#{i}"
        if reference_timer:
            theirs = kernel.flop / times[-1] / 1e9
            print(f"{label:>8} {ours:13.1f} {theirs:15.1f} {times[-1] / t:12.2f}")
            rows[i]["cublas_gflops"] = theirs
        else:
            print(f"{label:>8} {ours:13.1f} {'-':>15} {'-':>12}")
        rows[i]["final_gflops"] = ours
    winner = max(final, key=lambda i: rows[i]["final_gflops"])
    print(f"\nbest config: {json.dumps(rows[winner]['config'], sort_keys=True)}")
    if args.json_out:
        with open(args.json_out, "w") as fh:
            json.dump({"workload": str(w), "gpu": gpu.name, "rows": rows}, fh, indent=1)
    driver.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
