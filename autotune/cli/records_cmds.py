"""Subcommands of this component (registered as they land)."""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Adds this component's subcommands to the root parser."""
