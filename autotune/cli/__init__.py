"""The ``autotune`` command line.

Each component registers its subcommands from its own module here, so the
root stays small. Configuration (flags, environment) is read only in these
modules and passed down as arguments. Handlers import heavy packages lazily,
so ``autotune --help`` stays fast.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from autotune import __version__


def _command_modules() -> list[ModuleType]:
    """One module per component; each defines ``register(subparsers)``. Imported when
    the parser is built, not with the package."""
    from autotune.cli import (
        kernel_cmds,
        model_cmds,
        pool_cmds,
        records_cmds,
        tune_cmds,
        workloads_cmds,
    )

    return [kernel_cmds, workloads_cmds, records_cmds, pool_cmds, tune_cmds, model_cmds]


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser, with every component's subcommands."""
    parser = argparse.ArgumentParser(
        prog="autotune",
        description=(
            "Distributed auto-tuning of tensor kernels: compile and time schedule "
            "candidates on a pool of devices, keep every result in a records database, "
            "and build kernels with the best config found."
        ),
    )
    parser.add_argument("--version", action="version", version=f"autotune {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="count", default=0, help="more log output (-vv for debug)"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in _command_modules():
        module.register(subparsers)
    from autotune.cli.flags import HelpFormatter, all_parsers

    for _, each in all_parsers(parser):
        each.formatter_class = HelpFormatter
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``autotune`` console script."""
    from autotune.cli.flags import innermost_parser
    from autotune.cli.stopping import Terminated, interrupt_status, terminate_as_interrupt

    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        # The subcommand's usage and prog ("autotune records list: error: ..."), exit 2,
        # not the top-level one that argparse would print.
        innermost_parser(parser, args).error(f"unrecognized arguments: {' '.join(unknown)}")
    level = logging.WARNING - 10 * min(args.verbose, 2)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.verbose < 2:
        # gRPC's C core writes its own lines to stderr ("E1123 ... Handshake
        # failed", "Failed to bind"); the commands report what went wrong in
        # one line of their own. Read when gRPC starts, so before any command
        # imports it; -vv (or GRPC_VERBOSITY set by the caller) shows them.
        os.environ.setdefault("GRPC_VERBOSITY", "NONE")
    handler = getattr(args, "func", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return 2
    terminate_as_interrupt()
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt as err:
        print("terminated" if isinstance(err, Terminated) else "interrupted", file=sys.stderr)
        return interrupt_status(err)
    except BrokenPipeError:
        # Output piped into `head` and cut short: stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    raise SystemExit(main())
