"""``autotune tune``: tune workloads on a device pool, recording every trial.

Without ``--tracker`` a local pool (a tracker and one device server on
loopback, random port and token) is started for the run and stopped after.
Progress goes to stderr (a live bar on a terminal, plain lines otherwise);
``--json`` prints a summary on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from autotune.cli.flags import (
    add_key_flag,
    add_layout_flag,
    add_tracker_flag,
    example,
    target_arg,
)
from tuner.run_settings import COLD_REPEAT, DB_RETRY_S, DEFAULT_BATCH, DEFAULT_TRIALS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from tuner.loop import Progress, TuneTask
    from tuner.records.durable import DatabaseOutageError
    from tuner.run import RunOutcome
    from tuner.run_settings import RunSettings

TOKEN_ENV = "AUTOTUNE_TOKEN"  # noqa: S105 - a variable name, not a secret


class TuneError(Exception):
    """A user error: printed as one line, exit status 2."""

    status = 2


class TuneRunError(TuneError):
    """A failure at run time (pool, tracker, database): one line, exit status 1."""

    status = 1


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be 0 or more seconds, got {text}")
    return value


# The protocol's priority is an int32.
_PRIORITY_RANGE = (-(2**31), 2**31 - 1)


def _priority(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    low, high = _PRIORITY_RANGE
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be between {low} and {high}, got {value}")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds ``autotune tune`` to the root parser."""
    p = subparsers.add_parser(
        "tune",
        help="tune workloads on a device pool (a local one by default)",
        description=(
            "Search each workload's config space for its fastest kernel, measuring "
            "candidates on a tracker's device pool (or a local pool started for the run) "
            "and recording every trial in the records database. --trials counts this "
            "run's new measurements: running the same command again (after an interrupt, "
            "or for more) continues the search from the records and never measures a "
            "config twice. Several workloads share the trial budget."
        ),
        epilog=example(
            "autotune tune matmul:m=1024,n=1024,k=1024 --trials 64",
            "autotune tune matmul:m=512,n=512,k=512 --tracker tracker-host:9190 --key zen5",
        ),
    )
    p.add_argument(
        "workloads",
        nargs="+",
        metavar="WORKLOAD|MODEL.onnx",
        help="e.g. matmul:m=512,n=512,k=512; or one ONNX model, whose kernels are tuned "
        "together (as 'autotune compile' builds them)",
    )
    p.add_argument(
        "--input-shapes",
        metavar="SHAPES",
        help="for a model: fix dynamic input dimensions, e.g. 'data:[1,3,224,224]'",
    )
    p.add_argument(
        "--list-tasks",
        action="store_true",
        help="for a model: list its tuning tasks (weights, FLOPs, records so far) and exit",
    )
    add_layout_flag(p)
    p.add_argument(
        "--target",
        type=target_arg,
        default="llvm",
        help="compiler target (default llvm, this CPU; also 'llvm -mcpu=native')",
    )
    add_tracker_flag(p, "tracker of an existing pool")
    add_key_flag(p, "device key of the pool (required with --tracker)")
    p.add_argument(
        "--token-file", type=Path, help=f"pool token file (default ${TOKEN_ENV}; remote pools)"
    )
    p.add_argument("--tls-ca", type=Path, help="PEM roots to verify a TLS tracker")
    p.add_argument(
        "--priority",
        type=_priority,
        default=0,
        metavar="N",
        help="queue priority of this run's jobs on the tracker: higher runs first (jobs "
        "already running are not stopped), equal priorities first come, first served "
        "(default 0; may be negative)",
    )
    p.add_argument(
        "--trials",
        type=_positive_int,
        default=DEFAULT_TRIALS,
        help="new configs to measure in this run, shared by all workloads (configs "
        "already in the records are never measured again; the search continues from "
        f"them) (default {DEFAULT_TRIALS})",
    )
    p.add_argument("--tuner", default="xgb", help="xgb (default), ga, random or grid")
    p.add_argument(
        "--tuner-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a tuner option, repeatable (unknown ones are refused with the list of valid ones)",
    )
    p.add_argument(
        "--early-stopping",
        type=_positive_int,
        metavar="N",
        help="stop a workload after N trials without improvement",
    )
    p.add_argument(
        "--batch",
        type=_positive_int,
        default=DEFAULT_BATCH,
        help=f"configs per batch (default {DEFAULT_BATCH})",
    )
    p.add_argument("--db", metavar="URL", help="records database URL or SQLite path")
    p.add_argument(
        "--db-retry",
        type=_seconds,
        default=DB_RETRY_S,
        metavar="SECONDS",
        help="when the records database fails mid-run, keep the results and retry this "
        "long; then save them to a file for 'autotune records import' and stop with exit "
        f"status 2 (default {DB_RETRY_S:g})",
    )
    p.add_argument("--seed", type=int, default=0, help="random seed of the tuners (default 0)")
    p.add_argument(
        "--remeasure",
        type=int,
        default=3,
        metavar="K",
        help="re-measure the top K configs at the end and pick the best of those (default 3)",
    )
    p.add_argument(
        "--repeat",
        type=_positive_int,
        help="timed repeats per candidate (default: the device server's, 3)",
    )
    p.add_argument(
        "--min-repeat-ms",
        type=float,
        help="shortest repeat in ms; runs per repeat grow to reach it (default: the server's)",
    )
    p.add_argument(
        "--flush-cache",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=(
            "time each run with the kernel's weights evicted from the caches, as a model "
            "runs it (TVM's enable_cpu_cache_flush); default: on for a model whose "
            "weights the device does not keep cached between inferences (it measures; with "
            f"--repeat {COLD_REPEAT}), off for workloads"
        ),
    )
    p.add_argument(
        "--overlap",
        choices=("auto", "on", "off"),
        default="auto",
        help="keep two batches in flight, the next searched for and queued while the pool "
        "measures one (a GPU times while the host's cores would idle); auto (default): on "
        "for cuda targets, off for llvm (the search would share the cores a CPU kernel is "
        "timed on; turn it on for a pool on other machines)",
    )
    p.add_argument("--no-transfer", action="store_true", help="ignore other shapes' records")
    p.add_argument(
        "--loop-features",
        action="store_true",
        help="add the compiler's loop-nest features to the cost model (slower per batch)",
    )
    p.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    p.add_argument(
        "--plot", type=Path, metavar="FILE", help="write a PNG of best GFLOP/s vs trials"
    )
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    try:
        return _tune(args)
    except TuneError as err:
        print(f"autotune tune: error: {err}", file=sys.stderr)
        return err.status


def _overlap(choice: str) -> bool | None:
    """``--overlap`` (auto, on, off) as the run takes it (None: the run decides)."""
    return None if choice == "auto" else choice == "on"


def _read_token(path: Path | None) -> str | None:
    from tracker.auth import check_token

    if path is not None:
        try:
            text, source = path.read_text(), f"token file {path}"
        except OSError as err:
            raise TuneError(f"cannot read token file {path}: {err.strerror}") from None
    else:
        text, source = os.environ.get(TOKEN_ENV, ""), f"${TOKEN_ENV}"
        if not text:
            return None
    try:
        return check_token(text)
    except ValueError as err:
        raise TuneError(f"{source}: {err}") from None


def _is_model(text: str) -> bool:
    return text.lower().endswith(".onnx") or Path(text).is_file()


def _model_tasks(args: argparse.Namespace) -> tuple[list[Any], int]:
    """The tuning tasks of the model named on the command line (``ModelTask``s), and
    the bytes of its weights."""
    from compiler.model.compile import extract_tasks, weight_bytes
    from compiler.model.onnx_import import import_onnx, parse_input_shapes

    if len(args.workloads) != 1:
        raise TuneError("a model is tuned on its own: give one MODEL.onnx and no workloads")
    try:
        shapes = parse_input_shapes(args.input_shapes) if args.input_shapes else None
        graph = import_onnx(args.workloads[0], shapes)
        return extract_tasks(graph, args.target, args.desired_layout), weight_bytes(graph)
    except ValueError as err:  # ModelImportError included
        raise TuneError(str(err)) from None


def _check_args(
    args: argparse.Namespace,
) -> tuple[list[Any], dict[str, str], list[Any] | None, int]:
    """Everything that can be checked before starting anything: the workloads, the tuner
    options, and for a model its tasks (``ModelTask``: calls per model run, alternatives)
    and the bytes of its weights (0 for workloads)."""
    from autotune.cli.checks import check_buffers_fit, check_output_file
    from tuner.options import parse_option_pairs
    from tuner.report import check_plotting
    from tuner.session import resolve_workloads
    from tuner.tuners import check_tuner

    if args.tracker is None and args.key is not None:
        raise TuneError("--key needs --tracker (a local pool uses its own key)")
    if args.tracker is None and args.token_file is not None:
        raise TuneError(
            "--token-file needs --tracker (a local pool makes its own token, so the file "
            "would be ignored)"
        )
    if args.tracker is None and args.tls_ca is not None:
        raise TuneError(
            "--tls-ca needs --tracker (a local pool listens on loopback without TLS, so the "
            "file would be ignored)"
        )
    if args.tracker is not None:
        from tracker.channel import parse_address

        if not args.key:
            raise TuneError("--tracker needs --key (the device key of the pool to use)")
        try:
            parse_address(args.tracker)
        except ValueError as err:
            raise TuneError(str(err)) from None
    if args.remeasure < 0:
        raise TuneError(f"--remeasure must not be negative, got {args.remeasure}")
    if args.min_repeat_ms is not None and not args.min_repeat_ms > 0:
        raise TuneError(f"--min-repeat-ms must be positive, got {args.min_repeat_ms}")
    model_tasks: list[Any] | None = None
    model_bytes = 0
    texts = list(args.workloads)
    if any(_is_model(t) for t in texts):
        model_tasks, model_bytes = _model_tasks(args)
        texts = [str(t.workload) for t in model_tasks]
    elif args.input_shapes or args.list_tasks:
        raise TuneError("--input-shapes and --list-tasks go with a model (MODEL.onnx)")
    try:
        options = parse_option_pairs(args.tuner_option)
        check_tuner(args.tuner, options)
        workloads = resolve_workloads(texts, args.target)
        if args.tracker is None and not args.list_tasks:
            # The local pool's device server allocates each workload's buffers here.
            for w in workloads:
                check_buffers_fit(w.compiler_workload, "this machine (the local pool's device)")
    except ValueError as err:
        raise TuneError(str(err)) from None
    if args.plot is not None:
        try:
            # Checked now, not after tuning: the plot is written at the very end.
            check_output_file(args.plot, "--plot")
            check_plotting()
        except (RuntimeError, ValueError) as err:
            raise TuneError(str(err)) from None
    return workloads, options, model_tasks, model_bytes


class _Printer:
    """Prints what a tuning run tells (:class:`tuner.run.RunObserver`) on stderr: progress
    as a live bar on a terminal, lines otherwise."""

    def __init__(self, quiet: bool, trials: int, db: str | None, total_label: str = "") -> None:
        self.live = sys.stderr.isatty()
        self.quiet = quiet
        self.trials = trials
        self.db = db
        self.total_label = total_label
        self._open = False

    def starting_pool(self, key: str) -> None:
        print(f"starting a local pool (device key {key!r})...", file=sys.stderr)

    def ready(self, tasks: Sequence[TuneTask], overlap: bool) -> None:
        for t in tasks:
            if t.prior_trials:
                print(
                    f"{t.workload}: continuing from {t.prior_trials} configs on record "
                    f"(best {t.prior_best:.1f} GFLOP/s), none measured again",
                    file=sys.stderr,
                )
        print(
            f"measuring {self.trials} new configs"
            + (f" across {len(tasks)} workloads" if len(tasks) > 1 else "")
            + ("; the next batch is searched while one is measured" if overlap else ""),
            file=sys.stderr,
        )

    def progress(self, p: Progress) -> None:
        from tuner.report import progress_bar, progress_line

        if self.live:
            sys.stderr.write("\r\x1b[2K" + progress_bar(p, total_label=self.total_label))
            self._open = True
        else:
            sys.stderr.write(progress_line(p, self.total_label) + "\n")
        sys.stderr.flush()

    def note(self, line: str) -> None:
        """Prints a line of its own between progress updates (the next one redraws the bar)."""
        self.stopped()
        print(f"autotune tune: {line}", file=sys.stderr, flush=True)

    def saved(self, count: int, path: Path) -> None:
        self.note(
            f"{count} results the records database did not take are saved to {path}; "
            f"load them with: {_import_command(path, self.db)}"
        )

    def stopped(self) -> None:
        if self._open:
            sys.stderr.write("\n")
            sys.stderr.flush()
            self._open = False

    def interrupted(self, held: bool) -> None:
        recorded = "results so far recorded"
        if held:  # Ctrl-C while the database was down: they go to a file
            recorded = "results so far recorded or saved to a file (below)"
        print(f"interrupted: pending batch cancelled, {recorded}", file=sys.stderr)


def _tune(args: argparse.Namespace) -> int:
    from autotune.cli.checks import db_to_write, say_created
    from autotune.cli.stopping import interrupt_status
    from tuner.local_pool import LocalPoolError
    from tuner.pool_measurer import PoolError
    from tuner.records import RecordsError, RecordStore
    from tuner.report import plot, summary
    from tuner.run import RunOutageError, run_tuning

    workloads, options, model_tasks, model_bytes = _check_args(args)
    weights = [t.weight for t in model_tasks] if model_tasks else None
    if args.list_tasks:
        return _list_tasks(args, workloads, model_tasks or [])
    try:
        # A new database may be created (and is announced), a mistyped --db is refused.
        db, creating = db_to_write(args.db)
    except ValueError as err:
        raise TuneError(str(err)) from None
    if args.db is None and "://" not in db:
        Path(db).parent.mkdir(parents=True, exist_ok=True)
    settings = _settings(args, workloads, options, model_tasks, model_bytes)
    try:
        store = RecordStore(db)
    except (RecordsError, ValueError) as err:
        raise TuneError(str(err)) from None
    if creating:
        say_created("tune", db)
    printer = _Printer(args.json, args.trials, args.db, "model est." if weights else "")
    try:
        outcome = run_tuning(settings, store, printer)
    except KeyboardInterrupt as err:  # Ctrl-C or SIGTERM: the observer said what was kept
        return interrupt_status(err)
    except RunOutageError as err:
        raise TuneError(_outage_line(err.outage, err.closed, args.db)) from None
    except (PoolError, LocalPoolError, RecordsError) as err:
        raise TuneRunError(str(err)) from None

    results, wall, tuning_s = outcome.results, outcome.wall_s, outcome.tuning_s
    for r in results:
        print(_result_line(r), file=sys.stderr)
    new_trials = sum(r.new_trials for r in results)
    # Throughput of the search and the pool together; the start-up (pool, database) apart.
    rate = new_trials / tuning_s if tuning_s > 0 else 0.0
    print(
        f"{new_trials} new trials in {tuning_s:.1f} s: {rate:.2f} trials/s "
        f"({wall:.0f} s in all, start-up included)",
        file=sys.stderr,
    )
    if args.tracker is None and any(w.op in ("matmul", "batch_matmul") for w in workloads):
        # numpy is not timed by the pool's device servers; bench times it on this host.
        db_flag = f" --db {shlex.quote(args.db)}" if args.db else ""
        print(
            "numpy is not timed while tuning; to compare the tuned kernel with it: "
            + "; ".join(
                f"autotune bench {w.key}{db_flag}"
                for w in workloads
                if w.op in ("matmul", "batch_matmul")
            ),
            file=sys.stderr,
        )
    model = _model_summary(args.workloads[0], outcome) if weights else None
    if model is not None:
        estimate = model["estimated_latency_ms"]
        print(
            f"{model['model']}: {len(weights or [])} tasks, {model['trials']} trials in "
            f"{wall:.0f} s; "
            + (
                f"estimated latency of its kernels {estimate:.2f} ms"
                if estimate is not None
                else "not every task has a working config yet (raise --trials)"
            ),
            file=sys.stderr,
        )
    if args.plot is not None:
        written = plot(results, args.plot, args.tuner)
        if written is None:
            print(f"no new trials in this run: no plot written to {args.plot}", file=sys.stderr)
        else:
            print(f"wrote {written}", file=sys.stderr)
    if args.json:
        out = summary(results, wall, args.tuner)
        out["trials_per_s"] = round(rate, 3)
        if model is not None:
            out["model"] = model
        print(json.dumps(out, indent=2))
    return 0


def _settings(
    args: argparse.Namespace,
    workloads: list[Any],
    options: dict[str, str],
    model_tasks: list[Any] | None,
    model_bytes: int = 0,
) -> RunSettings:
    """The run's settings from the flags and the environment (token, user, spill dir)."""
    from tuner.records.durable import default_spill_dir
    from tuner.run_settings import RemotePool, RunSettings

    pool = None
    if args.tracker:
        tls_ca = None
        if args.tls_ca is not None:
            try:
                tls_ca = args.tls_ca.read_bytes()
            except OSError as err:
                raise TuneError(f"cannot read TLS CA file {args.tls_ca}: {err.strerror}") from None
        pool = RemotePool(args.tracker, args.key, _read_token(args.token_file), tls_ca)
    # A model's kernels run once per inference, their weights coming from DRAM:
    # timed cold, each repeat is one run, so take a few more of them. Unless asked for
    # explicitly, a device whose caches keep the whole model's weights between
    # inferences times warm: it is told their size and measures whether they stay.
    cold = args.flush_cache if args.flush_cache is not None else bool(model_tasks)
    fit_bytes = model_bytes if args.flush_cache is None else 0
    return RunSettings(
        workloads=tuple(workloads),
        trials=args.trials,
        spill_dir=default_spill_dir(),
        target=args.target,
        pool=pool,
        tuner=args.tuner,
        tuner_options=options,
        batch=args.batch,
        early_stopping=args.early_stopping,
        remeasure=args.remeasure,
        seed=args.seed,
        transfer=not args.no_transfer,
        loop_features=args.loop_features,
        overlap=_overlap(args.overlap),
        priority=args.priority,
        repeat=args.repeat or (COLD_REPEAT if cold else 0),
        min_repeat_ms=args.min_repeat_ms or 0.0,
        flush_cache=cold,
        model_weight_bytes=fit_bytes,
        weights=tuple(t.weight for t in model_tasks) if model_tasks else None,
        alternative_to=tuple(
            None if t.alternative_to is None else str(t.alternative_to) for t in model_tasks
        )
        if model_tasks
        else None,
        db_retry_s=args.db_retry,
        who=f"{os.environ.get('USER', '')}@{os.uname().nodename}",
    )


def _import_command(path: Path, db: str | None) -> str:
    """The command that loads a file of unwritten results into the run's database."""
    return f"autotune records import {shlex.quote(str(path))}" + (
        f" --db {shlex.quote(db)}" if db else ""
    )


def _outage_line(outage: DatabaseOutageError, closed: str, db: str | None) -> str:
    """The one line a run ends with when the records database stayed unavailable."""
    head = f"the records database stayed unavailable for {outage.outage_s:.0f} s "
    head += f"({outage.reason}); "
    if outage.spill_path is None:
        kept = f"{outage.unwritten} results it did not take are LOST ({outage.spill_error})"
    else:
        kept = f"{outage.unwritten} results it did not take are saved: " + _import_command(
            outage.spill_path, db
        )
    return head + kept + (f"; {closed}" if closed else "")


def _ms(value: float | None) -> str:
    return "?" if value is None else f"{value:.4g} ms"


def _result_line(r: Any) -> str:
    """A task's outcome: best time, speedup over the template default, trials, config."""
    if r.best_ms is None:
        head = f"{r.workload}: no working config yet"
    else:
        head = f"{r.workload}: best {_ms(r.best_ms)} ({r.best_gflops:.1f} GFLOP/s)"
        if r.speedup is not None:
            head += f", {r.speedup:.2f}x the template default ({_ms(r.baseline_ms)})"
    screened = (
        f", {r.screened} configs not worth measuring skipped (tiles over the CPU's vector "
        "registers or every GPU's limits, twice the output, or another config's kernel)"
        if r.screened
        else ""
    )
    return (
        f"{head}; {r.new_trials} new trials ({r.trials} configs on record), "
        f"{r.errors} errors{screened}; config {json.dumps(r.best_config)}"
    )


def _model_summary(path: str, outcome: RunOutcome) -> dict[str, Any]:
    """Whole-model figures: each task's weight and estimated time, and their sum."""
    tasks = []
    for task, result in zip(outcome.tasks, outcome.results, strict=True):
        ms = task.flop / (result.best_gflops * 1e9) * 1e3 if result.best_gflops > 0 else None
        tasks.append(
            {
                "workload": task.workload,
                "weight": task.weight,
                "flop": task.flop,
                "best_gflops": round(result.best_gflops, 3),
                "best_ms": ms,
                "weighted_ms": None if ms is None else ms * task.weight,
                "alternative_to": task.alternative_to,
            }
        )
    total = outcome.estimated_total_ms
    return {
        "model": path,
        "trials": outcome.trials_done,
        "tasks": tasks,
        "estimated_latency_ms": total if total != float("inf") else None,
    }


def _list_tasks(args: argparse.Namespace, workloads: list[Any], model_tasks: list[Any]) -> int:
    """Prints a model's tuning tasks, with how many configs the records hold for each, and
    for an alternative kernel (a 1x1 conv as a GEMM or a conv) the task it may replace."""
    weights = [t.weight for t in model_tasks]
    index = {str(t.workload): i for i, t in enumerate(model_tasks)}
    replaces = [
        None if t.alternative_to is None else index[str(t.alternative_to)] for t in model_tasks
    ]
    from tuner.records import RecordsError, RecordStore, default_db_url
    from tuner.records.url import sqlite_file_missing

    db = args.db or default_db_url(os.environ)
    try:
        missing = sqlite_file_missing(db)
    except ValueError as err:
        raise TuneError(str(err)) from None
    counts = [0] * len(workloads)
    if missing and args.db:
        raise TuneError(f"no records database at {db} (--db)")
    if not missing:
        try:
            with RecordStore(db) as store:
                counts = [
                    len(store.measured_config_hashes(w.key, args.target, args.key))
                    for w in workloads
                ]
        except RecordsError as err:
            raise TuneError(str(err)) from None
    rows = [
        {
            "workload": w.key,
            "weight": n,
            "flop": w.flop,
            "records": c,
            "alternative_to": None if alt is None else workloads[alt].key,
        }
        for w, n, c, alt in zip(workloads, weights, counts, replaces, strict=True)
    ]
    if args.json:
        print(json.dumps({"model": args.workloads[0], "tasks": rows}, indent=2))
        return 0
    print(f"{'#':>3} {'weight':>6} {'GFLOP':>8} {'records':>7}  workload")
    for i, (r, alt) in enumerate(zip(rows, replaces, strict=True)):
        gflop = r["flop"] * r["weight"] / 1e9
        note = "" if alt is None else f"  (alternative to #{alt})"
        print(f"{i:>3} {r['weight']:>6} {gflop:>8.3f} {r['records']:>7}  {r['workload']}{note}")
    primary = [r for r, alt in zip(rows, replaces, strict=True) if alt is None]
    total = sum(r["flop"] * r["weight"] for r in primary) / 1e9
    calls = sum(r["weight"] for r in primary)
    alternatives = len(rows) - len(primary)
    extra = f" ({alternatives} of them alternatives)" if alternatives else ""
    print(f"{len(rows)} tasks{extra}, {calls} kernel calls, {total:.2f} GFLOP per run")
    return 0
