"""Kernel commands, ``autotune source`` and ``autotune bench``: look at and time one
compiled kernel (whole models: :mod:`autotune.cli.model_cmds`)."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import time
from typing import Any

from autotune.cli.flags import add_key_flag, example, target_arg


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds the ``source`` and ``bench`` subcommands to the root parser."""
    src = subparsers.add_parser(
        "source",
        help="print the generated LLVM IR (or assembly) of a kernel",
        description="Print the LLVM IR rendered for WORKLOAD with a config, or with --asm the "
        "optimized assembly.",
        epilog=example("autotune source matmul:m=64,n=64,k=64 --asm"),
    )
    _common(src)
    src.add_argument("--asm", action="store_true", help="print optimized assembly instead")
    src.set_defaults(func=run_source)

    bench = subparsers.add_parser(
        "bench",
        help="build, check against numpy and time a kernel",
        description="Build WORKLOAD with its best config on record (or --config), check it "
        "against a float64 numpy reference (one BLAS thread) on random data, time it (median "
        "of --repeat runs after warm-up) and, for matmul and batch_matmul, time numpy on the "
        "same data in the same run, in alternating blocks; a numpy timing that varies too "
        "much gives no ratio.",
        epilog=example("autotune bench matmul:m=1024,n=1024,k=1024 --threads 4"),
    )
    _common(bench)
    bench.add_argument("--repeat", type=int, default=10, help="timed runs (default 10)")
    bench.add_argument(
        "--threads",
        type=int,
        default=None,
        help="threads for parallel loops, and for numpy's BLAS (default: all cores)",
    )
    bench.add_argument("--seed", type=int, default=0, help="seed of the random inputs")
    bench.add_argument(
        "--db",
        metavar="URL",
        default=None,
        help="records database (URL or SQLite path) to take the best config on record "
        "from (default: $AUTOTUNE_DB, else ~/.local/share/autotune/records.db); without a "
        "record, the template's default (with a warning)",
    )
    add_key_flag(bench, "only records from this device key", dest="device_key")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument(
        "--device", type=int, default=0, help="GPU index for cuda targets (default 0)"
    )
    bench.set_defaults(func=run_bench)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("workload", metavar="WORKLOAD", help="e.g. matmul:m=1024,n=1024,k=1024")
    p.add_argument(
        "--target",
        type=target_arg,
        default="llvm",
        help="llvm (this CPU; also 'llvm -mcpu=native'), 'llvm -mcpu=NAME -mattr=+f,...', "
        "cuda or 'cuda -arch=sm_XX' (CUDA C source)",
    )
    p.add_argument("--config", default=None, help="config as a JSON object (default: template's)")


def resolve_config(args: argparse.Namespace) -> Any:
    """The config to build with: ``--config`` JSON text, else None (the template default).

    Raises:
        InvalidConfig: ``--config`` is not a JSON object.
    """
    from compiler.space import Config

    if args.config is None:
        return None
    return Config.from_json_str(args.config)


def resolve_bench_config(args: argparse.Namespace) -> tuple[Any, str]:
    """The config ``bench`` builds with and where it came from: given, records or default.

    Raises:
        InvalidConfig: ``--config`` is not a JSON object.
        RecordsError: ``--db`` is a wrong URL or the database is unreachable.
    """
    if args.config is not None:
        return resolve_config(args), "given"
    from tuner.records import default_db_url
    from tuner.records import resolve_config as from_records
    from tuner.records.url import sqlite_file_missing

    # As every other command: --db, else the default database (which may not exist yet).
    db = getattr(args, "db", None) or default_db_url(os.environ)
    if not getattr(args, "db", None) and sqlite_file_missing(db):
        from compiler import Workload, get_space

        w = Workload.parse(args.workload)
        print(
            f"autotune bench: warning: no records database yet ({db}): benchmarking the "
            f"template's default config, which is usually slow. Tune it with: autotune tune {w} "
            f"--target {shlex.quote(args.target)}",
            file=sys.stderr,
        )
        return get_space(w, args.target).default(), "default"
    return from_records(args.workload, args.target, db, device_key=args.device_key)


def _fail(message: str, command: str = "bench", status: int = 2) -> int:
    """One line on stderr, ``autotune CMD: error: ...``; status 2 for bad input, 1 at run time."""
    print(f"autotune {command}: error: {message}", file=sys.stderr)
    return status


def run_source(args: argparse.Namespace) -> int:
    """Handler of ``autotune source``."""
    from compiler import CompileError
    from compiler.api import source
    from runtime.build import kernel_assembly

    try:
        config = resolve_config(args)
        if args.asm:
            print(kernel_assembly(args.workload, config, args.target))
        else:
            print(source(args.workload, config, args.target))
    except (ValueError, CompileError) as exc:
        return _fail(str(exc), "source")
    return 0


def run_bench(args: argparse.Namespace) -> int:
    """Handler of ``autotune bench``."""
    from autotune.cli.checks import check_buffers_fit, check_threads, existing_db

    try:
        check_threads(args.threads)
    except ValueError as exc:
        return _fail(str(exc))
    if args.threads is not None and "numpy" not in sys.modules:
        # Give numpy's BLAS the same number of threads, so the ratio compares like with
        # like; it reads the variable when it loads.
        for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ[var] = str(args.threads)
    import numpy as np

    from compiler import CompileError, Workload, random_inputs, reference
    from compiler.model.numpy_ops import blas_num_threads, one_blas_thread
    from compiler.target import Target
    from compiler.timing import (
        CHECK_RTOL,
        interleaved_samples,
        numpy_equivalent,
        output_error,
        reference_ratio,
        spread,
    )
    from runtime import build

    if args.repeat < 1:
        return _fail(f"--repeat must be >= 1, got {args.repeat}")
    try:
        # Before anything is built or allocated: buffers that cannot fit are one clear error.
        check_buffers_fit(Workload.parse(args.workload))
        if args.config is None and args.db:
            existing_db(args.db)  # a mistyped --db must not read as an empty database
    except ValueError as exc:
        return _fail(str(exc))
    if Target.parse(args.target).kind == "cuda":
        return run_bench_cuda(args)
    from tuner.records import RecordsError

    try:
        config, config_source = resolve_bench_config(args)
        # Timed as device servers time it: constant weights packed once, before the runs.
        kernel = build(args.workload, config, args.target, num_threads=args.threads, prepacked=True)
    except (ValueError, CompileError, RecordsError) as exc:
        return _fail(str(exc))
    w = Workload.parse(args.workload)
    inputs = random_inputs(w, np.random.default_rng(args.seed))
    args_packed = kernel.prepare(*inputs)
    # NaN everywhere first: an element the kernel leaves unwritten fails the check.
    out = np.full(kernel.output.shape, np.nan, dtype=kernel.output.dtype)
    kernel.run(*args_packed, out=out)
    # Measured as device servers measure: the float64 reference with one BLAS thread, so
    # no OpenBLAS threads are left spinning on the cores our thread pool is timed on.
    with one_blas_thread():
        reference_blas_threads = blas_num_threads()
        err = output_error(out, reference(w, inputs))
    fns = [lambda: kernel.run(*args_packed, out=out)]
    np_fn = numpy_equivalent(w.op, w.params_dict)
    np_out = np.empty_like(out)
    if np_fn is not None:
        fns.append(lambda: np_fn(*inputs, out=np_out))
    # Blocks with a pause between them when threads are involved: OpenBLAS keeps its
    # threads spinning for up to a second after a call, which would slow our next run.
    threaded = kernel.num_threads > 1
    if threaded and reference_blas_threads is None:
        time.sleep(1.0)  # BLAS could not be switched: its threads may still spin
    samples = interleaved_samples(
        fns,
        args.repeat,
        block=max(1, args.repeat // 2) if threaded else 1,
        gap_s=1.0 if threaded and np_fn is not None else 0.0,
    )
    times = [float(np.median(s)) for s in samples]
    result: dict[str, Any] = {
        "workload": str(w),
        "target": str(kernel.target),
        "config": kernel.config.to_json(),
        "config_source": config_source,
        "threads": kernel.num_threads,
        "compile_time_s": kernel.compile_time_s,
        "max_rel_err": err,
        "correct": err <= CHECK_RTOL,  # the device servers' check
        "median_s": times[0],
        "gflops": kernel.flop / times[0] / 1e9,
        "reference_blas_threads": reference_blas_threads,
    }
    if np_fn is not None:
        one_thread: list[float] = []
        if threaded:
            # numpy on one thread, as a yardstick: a threaded BLAS much slower than that
            # was starved of cores, and its time says more about the machine than numpy.
            time.sleep(1.0)
            with one_blas_thread():
                (one_thread,) = interleaved_samples(
                    [lambda: np_fn(*inputs, out=np_out)], min(args.repeat, 3), warmup=1
                )
        ratio, unreliable = reference_ratio(samples[0], samples[1], "numpy", one_thread)
        result["reference_median_s"] = times[1]
        result["reference_gflops"] = kernel.flop / times[1] / 1e9
        result["reference_spread"] = spread(samples[1]) if min(samples[1]) > 0 else None
        result["ratio"] = ratio
        if unreliable is not None:
            result["ratio_unreliable"] = unreliable
    if args.json:
        print(json.dumps(result))
    else:
        _print_bench(result, args.repeat)
    return 0 if result["correct"] else 1


def _print_bench(r: dict[str, Any], repeat: int) -> None:
    print(f"workload   {r['workload']}")
    print(f"target     {r['target']} ({r['threads']} threads)")
    print(f"config     {json.dumps(r['config'], sort_keys=True)} ({r['config_source']})")
    print(f"compile    {r['compile_time_s'] * 1e3:.1f} ms")
    verdict = "ok" if r["correct"] else "WRONG"
    print(f"check      max_rel_err {r['max_rel_err']:.2e} vs float64 numpy ({verdict})")
    print(f"time       {r['median_s'] * 1e3:.3f} ms (median of {repeat})")
    print(f"speed      {r['gflops']:.1f} GFLOP/s")
    if "ratio_unreliable" in r:
        print(
            f"numpy      {r['reference_gflops']:.1f} GFLOP/s in the same run; no ratio, "
            f"the comparison is unreliable: {r['ratio_unreliable']}"
        )
    elif r.get("ratio") is not None:
        print(
            f"numpy      {r['reference_gflops']:.1f} GFLOP/s in the same run; "
            f"ratio ours/numpy {r['ratio']:.2f}"
        )


def run_bench_cuda(args: argparse.Namespace) -> int:
    """``autotune bench --target cuda``: time on a GPU, against cuBLAS or cuDNN where one fits."""
    from compiler import CompileError
    from device_server.cuda_bench import bench_cuda
    from device_server.drivers.cuda import CudaUnavailableError
    from tuner.records import RecordsError

    try:
        # As on CPUs: --config, else the best on record, else the template's default.
        config, config_source = resolve_bench_config(args)
    except (ValueError, RecordsError) as exc:
        return _fail(str(exc))
    try:
        r = bench_cuda(
            args.workload,
            config,
            target=args.target,
            device=args.device,
            rounds=args.repeat,
            seed=args.seed,
        )
    except CudaUnavailableError as exc:
        return _fail(f"cannot bench on a GPU: {exc}")
    except (ValueError, CompileError) as exc:
        return _fail(str(exc))
    except Exception as exc:  # pycuda's own errors (nvcc, launch) have no common base we import
        return _fail(f"GPU error: {type(exc).__name__}: {exc}", status=1)
    r["config_source"] = config_source
    if args.json:
        print(json.dumps(r))
        return 0 if r["correct"] else 1
    print(f"workload   {r['workload']}")
    print(f"target     {r['target']} on {r['gpu']}")
    print(f"config     {json.dumps(r['config'], sort_keys=True)} ({config_source})")
    verdict = "ok" if r["correct"] else "WRONG"
    print(f"check      max_rel_err {r['max_rel_err']:.2e} vs float64 numpy ({verdict})")
    print(
        f"time       {r['median_s'] * 1e3:.3f} ms (median of {args.repeat} rounds, {r['timing']})"
    )
    print(f"speed      {r['gflops']:.1f} GFLOP/s")
    if "ratio" in r:
        print(
            f"{r['reference']}  {r['reference_gflops']:.1f} GFLOP/s in the same run; "
            f"ratio ours/{r['reference'].split(' via ')[0]} {r['ratio']:.2f}"
        )
    return 0 if r["correct"] else 1
