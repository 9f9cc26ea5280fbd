"""Errors raised by the compiler package."""

from __future__ import annotations


class InvalidConfig(ValueError):  # noqa: N818 (name fixed by the public API)
    """A config is not in its space (unknown knob, missing knob or value not allowed).

    Also raised when a config is valid in its space but over a device limit.
    """


class CompileError(RuntimeError):
    """Lowering, code generation or machine-code compilation failed."""
