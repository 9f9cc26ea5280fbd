"""``autotune compile`` and ``autotune run``: whole ONNX models, the tvmc way.

``compile`` imports the model, optimizes the graph, builds every kernel with the best
config on record (or the template default) and writes one package file; ``run``
loads that package (nothing else needed) and runs it on inputs from an ``.npz``, here
or, with ``--tracker`` and ``--key``, on a device of the pool
(:mod:`autotune.cli.remote_run`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path
from typing import Any

from autotune.cli.flags import (
    add_key_flag,
    add_layout_flag,
    add_tracker_flag,
    example,
    target_arg,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds the ``compile`` and ``run`` subcommands."""
    comp = subparsers.add_parser(
        "compile",
        help="compile an ONNX model into a package (best recorded configs)",
        description="Import MODEL.onnx, optimize its graph (constant folding, BatchNorm "
        "folding, epilogue fusion), build each kernel with its best config in the records "
        "database (or the template default) and write one package file that "
        "'autotune run' loads on its own.",
        epilog=example(
            "autotune compile resnet50.onnx --output resnet50.pkg "
            "--input-shapes 'data:[1,3,224,224]'"
        ),
    )
    comp.add_argument("model", metavar="MODEL.onnx", help="the ONNX model file")
    comp.add_argument("--output", "-o", required=True, metavar="PKG", help="package file to write")
    comp.add_argument(
        "--target",
        type=target_arg,
        default="llvm",
        help="llvm (this CPU; also 'llvm -mcpu=native'), 'llvm -mcpu=NAME ...', or "
        "'cuda -arch=sm_XX' (an NVIDIA GPU: every node a CUDA kernel; needs nvcc, and "
        "pycuda and a GPU to run; sm_80 when no -arch is given)",
    )
    comp.add_argument(
        "--db",
        metavar="URL",
        default=None,
        help="records database (URL or SQLite path); default $AUTOTUNE_DB, else records.db "
        "in the user's data directory",
    )
    add_key_flag(comp, "only records from this device key", dest="device_key")
    comp.add_argument(
        "--input-shapes",
        default=None,
        metavar="SHAPES",
        help="fix dynamic input dimensions, e.g. 'data:[1,3,224,224]' (several: space or ;)",
    )
    comp.add_argument(
        "--no-measure",
        action="store_true",
        help="skip timing the compiled model (10 runs on random inputs) at the end",
    )
    add_layout_flag(comp)
    comp.add_argument("--json", action="store_true", help="print one JSON object")
    comp.set_defaults(func=run_compile)

    run = subparsers.add_parser(
        "run",
        help="run a compiled model package on inputs from an .npz file",
        description="Load PKG (written by 'autotune compile'), run it on the arrays in "
        "--inputs (named as the model's inputs) and write the outputs to --output. With "
        "--tracker and --key the package runs on a device server of that key instead: it "
        "travels through the tracker, the device checks it was built for its CPU, runs it "
        "and sends back the outputs and timings.",
        epilog=example(
            "autotune run resnet50.pkg --inputs in.npz --output out.npz --repeat 20 --print-time",
            "autotune run resnet50.pkg --tracker tracker-host:9190 --key rpi4 --print-time",
        ),
    )
    run.add_argument("package", metavar="PKG", help="package file from 'autotune compile'")
    run.add_argument(
        "--inputs",
        "-i",
        default=None,
        metavar="IN.npz",
        help="input arrays by name (default: random inputs, seeded)",
    )
    run.add_argument(
        "--output", "-o", default=None, metavar="OUT.npz", help="write the outputs here"
    )
    run.add_argument("--repeat", type=int, default=1, help="timed runs (default 1)")
    run.add_argument(
        "--threads", type=int, default=None, help="threads (default: all cores; CPU packages)"
    )
    run.add_argument("--print-time", action="store_true", help="print latency statistics")
    run.add_argument("--profile", action="store_true", help="print the time of each step")
    run.add_argument("--json", action="store_true", help="print one JSON object")
    add_tracker_flag(run, "run on a device of this tracker's pool (with --key)")
    add_key_flag(run, "device key of the pool device to run on (with --tracker)")
    run.add_argument(
        "--token-file",
        type=Path,
        help="pool token file (default $AUTOTUNE_TOKEN; with --tracker)",
    )
    run.add_argument("--tls-ca", type=Path, help="PEM roots to verify a TLS tracker")
    run.set_defaults(func=run_run)


def _fail(command: str, message: str) -> int:
    print(f"autotune {command}: error: {message}", file=sys.stderr)
    return 2


def _config_lookup(args: argparse.Namespace) -> tuple[Any, Any, str]:
    """(lookup or None, store or None, a line saying where configs come from)."""
    from tuner.records import RecordStore, default_db_url
    from tuner.records.compile import record_lookup
    from tuner.records.url import display_url, sqlite_file_missing

    url = args.db or default_db_url(os.environ)
    if sqlite_file_missing(url):
        if args.db:
            raise FileNotFoundError(f"no records database at {url} (--db)")
        return None, None, f"no records database yet ({url}): template defaults"
    store = RecordStore(url)
    lookup = record_lookup(store, args.target, args.device_key)
    return lookup, store, f"configs from {display_url(store.url)}"


def run_compile(args: argparse.Namespace) -> int:
    """Handler of ``autotune compile``."""
    from compiler.errors import CompileError
    from compiler.model.onnx_import import ModelImportError, import_onnx, parse_input_shapes
    from runtime import compile_model
    from tuner.records.errors import RecordsError

    say = (lambda _l: None) if args.json else (lambda line: print(line, file=sys.stderr))
    try:
        shapes = parse_input_shapes(args.input_shapes) if args.input_shapes else None
        graph = import_onnx(args.model, shapes)
    except (ModelImportError, ValueError) as exc:
        return _fail("compile", str(exc))
    say(f"imported {graph.summary()}")
    try:
        lookup, store, where = _config_lookup(args)
    except (FileNotFoundError, RecordsError, ValueError) as exc:
        return _fail("compile", str(exc))
    say(where)
    try:
        cost_of = lookup.seconds if lookup is not None else None
        package, report = compile_model(
            graph,
            args.target,
            lookup,
            progress=say,
            cost_of=cost_of,
            desired_layout=args.desired_layout,
        )
        path = package.save(args.output)
    except (CompileError, ValueError) as exc:
        return _fail("compile", str(exc))
    except OSError as exc:
        return _fail("compile", f"cannot write {args.output}: {exc.strerror or exc}")
    finally:
        if store is not None:
            store.close()
    tuned = [k for k in report.kernels if k.config_source == "records"]
    total_s = sum(report.seconds.values())
    estimated = _estimate_ms(report.kernels, getattr(lookup, "medians", {}))
    measured, not_measured = (None, None) if args.no_measure else _measure(package)
    if args.json:
        print(
            json.dumps(
                {
                    "package": str(path),
                    "kernels": [dataclasses.asdict(k) for k in report.kernels],
                    "tuned": len(tuned),
                    "default": len(report.kernels) - len(tuned),
                    "seconds": report.seconds,
                    "arena_bytes": package.memory.arena_bytes,
                    "estimated_latency_ms": estimated,
                    "measured_latency_ms": measured.median_ms if measured else None,
                }
            )
        )
        return 0
    print(f"{'source':8} {'calls':>5} {'GFLOP':>7}  workload")
    for k in report.kernels:
        print(f"{k.config_source:8} {k.calls:>5} {k.flop * k.calls / 1e9:7.3f}  {k.workload}")
    fell_back = len(report.kernels) - len(tuned)
    print(
        f"{len(report.kernels)} kernels: {len(tuned)} with recorded configs, {fell_back} with "
        f"template defaults{f' (tune them: {_tune_hint(args)})' if fell_back else ''}"
    )
    print(
        f"wrote {path} ({path.stat().st_size / 2**20:.1f} MiB; arena "
        f"{package.memory.arena_bytes / 2**20:.1f} MiB) in {total_s:.1f} s"
    )
    if estimated is not None:
        print(f"estimated latency of the kernels from their records: {estimated:.2f} ms")
    if measured is not None:
        print(
            f"measured latency: median {measured.median_ms:.2f} ms over {measured.repeat} runs "
            f"(random inputs, {'the GPU' if package.arch == 'cuda' else 'all cores'})"
        )
    elif not_measured is not None:
        print(f"not measured: {not_measured}")
    return 0


def _tune_hint(args: argparse.Namespace) -> str:
    """The command that tunes this compile's kernels (its target, when not the default)."""
    target = "" if args.target == "llvm" else f" --target '{args.target}'"
    return f"autotune tune {args.model}{target}"


def _estimate_ms(kernels: list[Any], medians: dict[str, float]) -> float | None:
    """Sum over kernels of calls x FLOPs / median GFLOP/s on record; None unless every
    kernel has a record (an estimate of the kernels' time, glue steps left out)."""
    if not kernels or any(k.workload not in medians or medians[k.workload] <= 0 for k in kernels):
        return None
    return sum(k.calls * k.flop / (medians[k.workload] * 1e9) for k in kernels) * 1e3


def _measure(package: Any) -> tuple[Any, str | None]:
    """Median latency of the compiled model on random inputs (a ``Timing``), or None and
    why it cannot run here (code for another CPU architecture, or a GPU package without
    a GPU that runs it)."""
    from compiler.target_arch import host_arch
    from runtime.model import open_package
    from runtime.package import CUDA, PackageError

    if package.arch not in (host_arch(), CUDA):
        return None, f"the package is for {package.arch}; run it on such a machine"
    try:
        runtime = open_package(package)
    except PackageError as err:
        return None, str(err)
    repeat = 50 if package.arch == CUDA else 10
    return runtime.benchmark(_load_inputs(None, runtime), repeat=repeat), None


def _load_inputs(path: str | None, runtime: Any, seed: int = 0) -> dict[str, Any]:
    """The arrays of ``path``, or random ones (seeded) of the runtime's input types."""
    return _read_inputs(path, runtime.input_types, seed)


def _read_inputs(
    path: str | None, types: dict[str, tuple[tuple[int, ...], str]], seed: int = 0
) -> dict[str, Any]:
    import numpy as np

    if path is None:
        rng = np.random.default_rng(seed)
        return {
            name: rng.standard_normal(shape).astype(dtype) for name, (shape, dtype) in types.items()
        }
    with np.load(path) as data:
        return {name: data[name] for name in data.files}


def run_run(args: argparse.Namespace) -> int:
    """Handler of ``autotune run``."""
    import numpy as np

    from compiler.errors import CompileError
    from runtime.model import InputError
    from runtime.package import PackageError

    if args.repeat < 1:
        return _fail("run", f"--repeat must be at least 1, got {args.repeat}")
    if args.threads is not None and args.threads < 1:
        return _fail("run", f"--threads must be at least 1, got {args.threads}")
    if args.tracker is not None or args.key is not None:
        return _run_remote(args)
    if args.token_file is not None or args.tls_ca is not None:
        return _fail("run", "--token-file and --tls-ca go with --tracker and --key")
    from runtime.model import load

    try:
        runtime = load(args.package, args.threads)
    except (PackageError, CompileError) as exc:
        return _fail("run", str(exc))
    try:
        inputs = _load_inputs(args.inputs, runtime)
        outputs = runtime.run(inputs)
    except InputError as exc:
        return _fail("run", str(exc))
    except (OSError, ValueError) as exc:
        return _fail("run", f"cannot read inputs from {args.inputs}: {exc}")
    if args.output:
        np.savez(args.output, **outputs)  # type: ignore[arg-type]
    timing = runtime.benchmark(inputs, args.repeat) if args.print_time or args.json else None
    profile = runtime.profile(inputs) if args.profile else None
    return _print_run(args, outputs, timing.to_json() if timing else None, profile)


def _print_run(
    args: argparse.Namespace,
    outputs: dict[str, Any],
    timing: dict[str, Any] | None,
    profile: list[dict[str, Any]] | None,
    extra: dict[str, Any] | None = None,
) -> int:
    """Prints a run (here or on a pool device) the one way ``autotune run`` does."""
    if args.json:
        result: dict[str, Any] = {
            "package": args.package,
            **(extra or {}),
            "outputs": {n: list(a.shape) for n, a in outputs.items()},
            **(timing or {}),
        }
        if profile is not None:
            result["profile"] = profile
        print(json.dumps(result))
        return 0
    for name, array in outputs.items():
        print(f"{name}: {list(array.shape)} {array.dtype}")
    if args.output:
        print(f"wrote {args.output}")
    if timing:
        print(
            f"latency over {timing['repeat']} runs: median {timing['median_ms']:.2f} ms, "
            f"mean {timing['mean_ms']:.2f} ms, std {timing['std_ms']:.2f} ms, "
            f"min {timing['min_ms']:.2f} ms"
        )
    for row in sorted(profile or [], key=lambda r: -r["ms"]):
        print(f"{row['ms']:8.3f} ms  {row['kind']:12} {row['name']}")
    return 0


def _run_remote(args: argparse.Namespace) -> int:
    """``autotune run --tracker --key``: the package runs on a device of the pool."""
    import numpy as np

    from autotune.cli.pool_cmds import CliError, read_file, read_token
    from autotune.cli.remote_run import (
        PoolAddress,
        RemoteRunError,
        make_job,
        result_of,
        run_on_pool,
    )
    from device_server.tensors import TensorError
    from runtime.package import Package, PackageError

    if args.tracker is None or not args.key:
        return _fail("run", "--tracker and --key go together: the pool and the device key")
    try:
        pool = PoolAddress(
            args.tracker,
            args.key,
            read_token(args.token_file),
            read_file(args.tls_ca, "TLS CA file"),
        )
    except CliError as exc:
        return _fail("run", str(exc))
    try:
        raw = Path(args.package).read_bytes()
    except OSError as exc:
        return _fail("run", f"cannot read {args.package}: {exc.strerror or exc}")
    try:
        # Read here only for its input types (it may be for another architecture).
        package = Package.from_bytes(raw, args.package)
    except PackageError as exc:
        return _fail("run", str(exc))
    plan = package.plan
    types = {n: (plan.types[n].shape, plan.types[n].dtype) for n in plan.inputs}
    try:
        inputs = _read_inputs(args.inputs, types)
    except (OSError, ValueError) as exc:
        return _fail("run", f"cannot read inputs from {args.inputs}: {exc}")
    repeat = args.repeat if args.print_time or args.json else 0
    try:
        job, data = make_job(
            raw,
            inputs,
            target=package.target,
            repeat=repeat,
            profile=args.profile,
            threads=args.threads,
        )
    except TensorError as exc:
        return _fail("run", str(exc))
    try:
        run = result_of(*run_on_pool(pool, job, data))
    except RemoteRunError as exc:
        print(f"autotune run: error: {exc}", file=sys.stderr)
        return 2 if exc.refused else 1
    if args.output:
        np.savez(args.output, **run.outputs)  # type: ignore[arg-type]
    profile = run.profile if args.profile else None
    return _print_run(args, run.outputs, run.timing, profile, {"device_id": run.device_id})
