"""``autotune records``: query, export, import and maintain the records database.

The database comes from ``--db`` (a URL or a path to an SQLite file), else
``$AUTOTUNE_DB``, else ``records.db`` in the user's data directory; it is
resolved here, at the edge, and passed down as a URL.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TextIO

from autotune.cli.flags import add_key_flag, example, target_arg

if TYPE_CHECKING:
    from tuner.records import RankedConfig, Record, RecordFilter, RecordStore

# Exit statuses: 1 = the command ran but found nothing / rejected input, or failed at
# run time (the database cannot be reached); 2 = bad input (database URL, arguments, files).
EXIT_NOTHING = 1
EXIT_FAILED = 1
EXIT_ERROR = 2

Handler = Callable[[argparse.Namespace], int]

# The config column of `records list` is cut to this many characters.
CONFIG_WIDTH = 60


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds ``autotune records ...`` to the root parser."""
    records = subparsers.add_parser(
        "records",
        help="query and maintain the tuning records database",
        description=(
            "Query, export, import and maintain the tuning records database. The database "
            "is --db URL (sqlite:///PATH, postgresql://USER@HOST/DB, or a plain file path), "
            "else $AUTOTUNE_DB, else records.db in $XDG_DATA_HOME/autotune "
            "(~/.local/share/autotune)."
        ),
        epilog=example("autotune records best matmul:m=1024,n=1024,k=1024 -k 3"),
    )
    commands = records.add_subparsers(dest="records_command", metavar="SUBCOMMAND")
    records.set_defaults(func=lambda _args: _usage(records))

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="URL", help="records database URL or SQLite file path")
    as_json = argparse.ArgumentParser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="print JSON instead of a table")
    filters = argparse.ArgumentParser(add_help=False)
    filters.add_argument(
        "--workload", metavar="W", help="only this workload, e.g. matmul:m=64,n=64,k=64"
    )
    filters.add_argument("--op", help="only workloads of this operator, e.g. matmul")
    filters.add_argument("--target", type=target_arg, help="only this compiler target, e.g. llvm")
    add_key_flag(filters, "only this device key", dest="device_key")
    filters.add_argument("--run", type=int, metavar="ID", help="only this tuning run")
    filters.add_argument("--errors-only", action="store_true", help="only failed measurements")

    p = commands.add_parser(
        "best",
        parents=[common, as_json],
        help="the best recorded config of a workload",
        description=(
            "The best configs of WORKLOAD on record, ranked by the median GFLOP/s over all "
            "of each config's successful measurements (one lucky timing does not win); "
            "each config once."
        ),
        epilog=example("autotune records best matmul:m=1024,n=1024,k=1024 -k 3"),
    )
    p.add_argument("workload", metavar="WORKLOAD", help="e.g. matmul:m=1024,n=1024,k=1024")
    p.add_argument(
        "--target", type=target_arg, default="llvm", help="compiler target (default: llvm)"
    )
    add_key_flag(p, "only this device key (default: any)", dest="device_key")
    p.add_argument(
        "-k", type=int, default=None, metavar="K", help="show the K best (JSON: an array)"
    )
    p.set_defaults(func=_guarded(_best))

    p = commands.add_parser(
        "list",
        parents=[common, as_json, filters],
        help="list measurements, newest first",
        description=(
            "List measurements, newest first: when, the tuning run, the workload, target, "
            "device key, GFLOP/s or error, and the config (shortened; --json for all of it)."
        ),
        epilog=example("autotune records list --workload matmul:m=1024,n=1024,k=1024 --limit 20"),
    )
    p.add_argument(
        "--limit",
        type=int,
        default=100,
        metavar="N",
        help="at most this many, newest first (0: all; default 100)",
    )
    p.set_defaults(func=_guarded(_list))

    p = commands.add_parser(
        "stats",
        parents=[common, as_json],
        help="counts and recent runs",
        description="Counts of measurements, errors, workloads and devices, and the recent "
        "tuning runs.",
        epilog=example("autotune records stats --runs 10"),
    )
    p.add_argument(
        "--runs", type=int, default=5, metavar="N", help="recent runs to show (default 5)"
    )
    p.set_defaults(func=_guarded(_stats))

    p = commands.add_parser(
        "export",
        parents=[common, filters],
        help="write measurements as JSON lines",
        description="Write the measurements that match the filters as JSON lines "
        "(docs/records.md), oldest first, for 'autotune records import'.",
        epilog=example("autotune records export --op matmul -o matmul.jsonl"),
    )
    p.add_argument("--output", "-o", metavar="FILE", help="file to write (default: stdout)")
    p.set_defaults(func=_guarded(_export))

    p = commands.add_parser(
        "import",
        parents=[common, as_json],
        help="read measurements from JSON lines",
        description=(
            "Imports measurements in the JSON-lines format of `autotune records export` "
            "(docs/records.md). Good lines are imported, each bad line is reported by number "
            "and reason, and the exit status is 1 if any line was rejected."
        ),
        epilog=example("autotune records import matmul.jsonl"),
    )
    p.add_argument("file", metavar="FILE", help="JSON-lines file ('-' for stdin)")
    p.set_defaults(func=_guarded(_import))

    p = commands.add_parser(
        "prune",
        parents=[common, as_json],
        help="keep only the best N measurements per workload, target and device key",
        description="Delete all but the best N successful measurements of each workload, "
        "target and device key (and, unless --keep-errors, every failed one).",
        epilog=example("autotune records prune --keep 5 --dry-run"),
    )
    p.add_argument(
        "--keep", type=int, default=10, metavar="N", help="measurements to keep (default 10)"
    )
    # The old spelling; -k is "the K best" on 'records best'.
    p.add_argument("-k", dest="keep", type=int, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    p.add_argument(
        "--keep-errors",
        action="store_true",
        help="keep failed measurements (by default they go; a resumed run re-measures them)",
    )
    p.add_argument("--dry-run", action="store_true", help="only count what would be deleted")
    p.set_defaults(func=_guarded(_prune))

    p = commands.add_parser(
        "upgrade",
        parents=[common],
        help="apply pending schema migrations",
        description="Bring the database's schema up to this version of autotune (every "
        "command does it on open; this only does that).",
        epilog=example("autotune records upgrade --db postgresql+psycopg://user@db-host/autotune"),
    )
    p.set_defaults(func=_guarded(_upgrade))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return EXIT_ERROR


def _guarded(handler: Handler) -> Handler:
    """Turns the store's user-facing errors into one line on stderr: exit status 2 for
    bad input, 1 for a database that cannot be reached."""

    def run(args: argparse.Namespace) -> int:
        from tuner.records import DatabaseUnavailableError, RecordsError

        try:
            return handler(args)
        except BrokenPipeError:  # `... | head` closed the pipe: not an error.
            return 0
        except (RecordsError, ValueError, OSError) as exc:
            print(f"autotune records {args.records_command}: error: {exc}", file=sys.stderr)
            return EXIT_FAILED if isinstance(exc, DatabaseUnavailableError) else EXIT_ERROR

    return run


def _open(args: argparse.Namespace, *, migrate: bool = True, write: bool = False) -> RecordStore:
    """The store of ``--db`` (else the default database). A command that only reads
    refuses a ``--db`` that does not exist; one that writes may create it, and says so."""
    from autotune.cli.checks import db_to_write, existing_db, say_created
    from tuner.records import RecordStore

    if not write:
        return RecordStore(existing_db(args.db), migrate=migrate)
    db, creating = db_to_write(args.db)
    store = RecordStore(db, migrate=migrate)
    if creating:
        say_created(f"records {args.records_command}", db)
    return store


def _filters(args: argparse.Namespace) -> RecordFilter:
    from autotune.cli.checks import check_op
    from tuner.records import RecordFilter

    check_op(args.op)
    return RecordFilter(
        workload=args.workload,
        op=args.op,
        target=args.target,
        device_key=args.device_key,
        run_id=args.run,
        errors_only=args.errors_only,
    )


def _to_json(record: Record) -> dict[str, Any]:
    from tuner.records import RankedConfig
    from tuner.records.jsonl import record_to_json

    obj = record_to_json(record)
    del obj["version"]  # a property of the file format, not of the record
    if isinstance(record, RankedConfig):
        obj["median_gflops"] = record.median_gflops
        obj["measurements"] = record.measurements
    return obj


def _print_table(
    header: tuple[str, ...], rows: Sequence[tuple[str, ...]], numeric: set[int]
) -> None:
    """Prints aligned columns; those in ``numeric`` (indexes) right-aligned."""
    widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(header)]
    for row in (header, *rows):
        cells = [
            c.rjust(w) if i in numeric else c.ljust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        print("  ".join(cells).rstrip())


def compact_config(config: Mapping[str, Any], width: int | None = None) -> str:
    """A config as ``tile_m=8,4 order=mnk unroll=8``: knobs in order, lists comma-joined.

    With ``width``, whole knobs are kept while they fit and `` ...`` ends the
    text when some were left out.
    """
    words = [
        f"{name}={','.join(map(str, v)) if isinstance(v, list | tuple) else v}"
        for name, v in config.items()
    ]
    text = " ".join(words)
    if width is None or len(text) <= width:
        return text
    shown: list[str] = []
    for word in words:
        if len(" ".join([*shown, word, "..."])) > width:
            break
        shown.append(word)
    return " ".join([*shown, "..."])


def _when(record: Record) -> str:
    """When a measurement was taken (finished, else stored), in local time."""
    at = record.finished_at or record.created_at
    return at.astimezone().strftime("%Y-%m-%d %H:%M:%S") if at is not None else "-"


def _print_records(records: list[Record]) -> None:
    rows = [
        (
            str(r.id),
            _when(r),
            str(r.run_id) if r.run_id is not None else "-",
            r.workload,
            r.target,
            r.device_key or "-",
            f"{r.gflops:.2f}" if r.gflops is not None else "-",
            r.error_kind.label,
            _checked(r),
            compact_config(r.config, CONFIG_WIDTH),
        )
        for r in records
    ]
    header = ("id", "time", "run", "workload", "target", "key", "gflops", "error", "checked")
    _print_table((*header, "config"), rows, {0, 2, 6})


def _checked(record: Record) -> str:
    """The output check: its error, "UNCHECKED" (loud: such a timing may be of a wrong
    kernel), "yes" (checked, error not recorded) or "-" (unknown: an older row)."""
    if record.checked is None:
        return "-"
    if not record.checked:
        return "UNCHECKED"
    return f"{record.max_rel_error:.1e}" if record.max_rel_error is not None else "yes"


def _print_ranked(ranked: list[RankedConfig]) -> None:
    # id and device are those of the config's median measurement; the median
    # and the count are over every measurement of the config that was ranked.
    rows = [
        (
            str(r.id),
            r.workload,
            r.target,
            r.device_key or "-",
            f"{r.median_gflops:.2f}",
            str(r.measurements),
            compact_config(r.config),
        )
        for r in ranked
    ]
    header = ("id", "workload", "target", "key", "median_gflops", "n", "config")
    _print_table(header, rows, {0, 4, 5})


def _best(args: argparse.Namespace) -> int:
    if args.k is not None and args.k < 1:
        raise ValueError(f"-k must be at least 1, got {args.k}")
    with _open(args) as store:
        found = store.best(args.workload, args.target, device_key=args.device_key, k=args.k or 1)
    if args.json:
        items = [_to_json(r) for r in found]
        print(json.dumps(items if args.k is not None else (items[0] if items else None), indent=2))
    elif found:
        _print_ranked(found)
    if not found:
        device = f" on device key {args.device_key!r}" if args.device_key else ""
        print(
            f"no successful measurement of {args.workload} for target {args.target}{device}",
            file=sys.stderr,
        )
        return EXIT_NOTHING
    return 0


def _list(args: argparse.Namespace) -> int:
    if args.limit < 0:
        raise ValueError(f"--limit must not be negative, got {args.limit}")
    with _open(args) as store:
        found = list(store.records(_filters(args), limit=args.limit or None, newest_first=True))
    if args.json:
        print(json.dumps([_to_json(r) for r in found], indent=2))
    elif found:
        _print_records(found)
    else:
        print("no measurements match", file=sys.stderr)
    return 0


def _stats(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    with _open(args) as store:
        stats = store.stats()
        runs = store.runs(limit=args.runs) if args.runs > 0 else []
    if args.json:
        out = asdict(stats)
        out["recent_runs"] = [
            {
                **asdict(r),
                "started_at": r.started_at.isoformat(),
                "finished_at": r.finished_at.isoformat() if r.finished_at else None,
            }
            for r in runs
        ]
        print(json.dumps(out, indent=2))
        return 0
    from tuner.records.url import display_url

    print(f"database      {display_url(store.url)}")
    print(f"measurements  {stats.measurements} ({stats.ok} ok)")
    for kind, n in stats.errors.items():
        print(f"  {kind:<18}{n}")
    print(f"workloads     {stats.workloads}")
    print(f"devices       {stats.devices}")
    print(f"runs          {stats.runs}")
    for title, counts in (
        ("targets", stats.targets),
        ("device keys", stats.device_keys),
        ("ops", stats.ops),
    ):
        shown = ", ".join(f"{k or '-'}: {n}" for k, n in counts.items()) or "-"
        print(f"{title:<14}{shown}")
    if runs:
        print()
        print(f"recent runs (newest first, at most {args.runs}):")
        rows = [
            (
                str(r.id),
                r.started_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                r.status,
                r.tuner or "-",
                str(r.measurements),
                str(r.ok),
                f"{r.best_gflops:.2f}" if r.best_gflops is not None else "-",
                r.who or "-",
                r.workload or "-",
            )
            for r in runs
        ]
        header = ("run", "started", "status", "tuner", "measured", "ok", "best_gflops", "by")
        _print_table((*header, "workload"), rows, {0, 4, 5, 6})
    return 0


@contextlib.contextmanager
def _output(path: str | None) -> Iterator[TextIO]:
    if path is None or path == "-":
        yield sys.stdout
        return
    with open(path, "w", encoding="utf-8") as out:
        yield out


def _export(args: argparse.Namespace) -> int:
    from tuner.records.jsonl import export_lines

    n = 0
    with _open(args) as store, _output(args.output) as out:
        for line in export_lines(store.records(_filters(args))):
            out.write(line + "\n")
            n += 1
    print(f"exported {n} measurements", file=sys.stderr)
    return 0


@contextlib.contextmanager
def _input(path: str) -> Iterator[TextIO]:
    if path == "-":
        yield sys.stdin
        return
    with open(path, encoding="utf-8") as lines:
        yield lines


def _not_empty(lines: Iterator[str], name: str) -> Iterator[str]:
    """``lines`` again, after checking (up to the first line that is not blank) that
    there is something to import.

    Raises:
        InputError: Every line is blank, or there is none.
    """
    from autotune.cli.checks import InputError

    head: list[str] = []
    for line in lines:
        head.append(line)
        if line.strip():
            return itertools.chain(head, lines)
    raise InputError(f"{name} is empty: no measurements to import")


def _import(args: argparse.Namespace) -> int:
    from tuner.records.jsonl import import_lines

    name = "stdin" if args.file == "-" else args.file
    with _input(args.file) as source:
        lines = _not_empty(iter(source), name)
        with _open(args, write=True) as store:
            report = import_lines(store, lines)
    for number, reason in report.rejected:
        print(f"{args.file}:{number}: rejected: {reason}", file=sys.stderr)
    if args.json:
        rejected = [{"line": n, "reason": r} for n, r in report.rejected]
        print(
            json.dumps(
                {"imported": report.imported, "skipped": report.skipped, "rejected": rejected},
                indent=2,
            )
        )
    else:
        print(
            f"imported {report.imported} new measurements, skipped {report.skipped} already "
            f"in the database, rejected {len(report.rejected)} lines"
        )
    return EXIT_NOTHING if report.rejected else 0


def _prune(args: argparse.Namespace) -> int:
    with _open(args) as store:
        n = store.prune(args.keep, keep_errors=args.keep_errors, dry_run=args.dry_run)
    if args.json:
        print(json.dumps({"deleted": 0 if args.dry_run else n, "would_delete": n}))
    else:
        print(f"{'would delete' if args.dry_run else 'deleted'} {n} measurements")
    return 0


def _upgrade(args: argparse.Namespace) -> int:
    with _open(args, migrate=False, write=True) as store:
        revision = store.upgrade()
        from tuner.records.url import display_url

        print(f"{display_url(store.url)} is at schema revision {revision}")
    return 0
