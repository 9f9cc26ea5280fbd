"""Flags shared by several subcommands, spelled one way everywhere.

Each concept has one visible name; older spellings and tvmc's names stay
accepted as hidden aliases (``argparse.SUPPRESS``), so scripts keep working
while ``--help`` shows one way to say it.
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Iterator
from typing import Any

# Old spellings and tvmc's names of the device key and of the tracker address.
KEY_ALIASES = ("--device-key", "--rpc-key")
TRACKER_ALIASES = ("--rpc-tracker",)


def add_key_flag(
    parser: argparse.ArgumentParser | Any,
    help: str,
    *,
    dest: str = "key",
    required: bool = False,
) -> None:
    """Adds ``--key KEY`` (the device key), with ``--device-key`` and ``--rpc-key`` hidden.

    ``required`` is checked over the three spellings together.
    """
    group = parser.add_mutually_exclusive_group(required=required)
    group.add_argument("--key", dest=dest, metavar="KEY", default=None, help=help)
    for alias in KEY_ALIASES:
        group.add_argument(alias, dest=dest, metavar="KEY", default=None, help=argparse.SUPPRESS)


def add_tracker_flag(
    parser: argparse.ArgumentParser | Any,
    help: str,
    *,
    required: bool = False,
) -> None:
    """Adds ``--tracker HOST:PORT``, with tvmc's ``--rpc-tracker`` hidden."""
    group = parser.add_mutually_exclusive_group(required=required)
    group.add_argument("--tracker", metavar="HOST:PORT", default=None, help=help)
    for alias in TRACKER_ALIASES:
        group.add_argument(
            alias, dest="tracker", metavar="HOST:PORT", default=None, help=argparse.SUPPRESS
        )


def add_layout_flag(parser: argparse.ArgumentParser | Any) -> None:
    """Adds ``--desired-layout`` (tvmc's name): the activation layout between convolutions
    of a model."""
    parser.add_argument(
        "--desired-layout",
        choices=("nchw16c", "nchw"),
        default="nchw16c",
        help="for a model: activations between convolutions in the channel-blocked "
        "NCHW16c layout where they can be (default), or NCHW everywhere",
    )


def target_arg(text: str) -> str:
    """argparse ``type`` of ``--target``: checks the string, returns its canonical form.

    ``llvm -mcpu=native`` (tvmc's way to say "this machine's CPU") becomes
    ``llvm``, so its records are found under the same target as plain ``llvm``.
    """
    from compiler.target import Target

    try:
        return str(Target.parse(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def example(*lines: str) -> str:
    """An argparse ``epilog`` showing example command lines."""
    return "example:\n" + "\n".join(f"  {line}" for line in lines)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, but lines indented by two spaces (examples) are kept as written.

    Other lines are wrapped to the terminal as usual.
    """

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        out: list[str] = []
        for line in text.splitlines():
            if line.startswith("  "):
                out.append(indent + line)
            else:
                out.append(
                    textwrap.fill(
                        " ".join(line.split()),
                        width,
                        initial_indent=indent,
                        subsequent_indent=indent,
                    )
                )
        return "\n".join(out)


def all_parsers(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Every parser of the tree under ``parser`` (itself first), with its ``prog``."""
    yield parser.prog, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from all_parsers(sub)


def innermost_parser(
    parser: argparse.ArgumentParser, args: argparse.Namespace
) -> argparse.ArgumentParser:
    """The (sub)parser of the command ``args`` was parsed for, e.g. ``autotune records list``."""
    current = parser
    while True:
        subs = [a for a in current._actions if isinstance(a, argparse._SubParsersAction)]
        name = getattr(args, subs[0].dest, None) if subs else None
        if not subs or name not in subs[0].choices:
            return current
        current = subs[0].choices[name]
