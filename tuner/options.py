"""Declared, validated options for search strategies.

Each strategy declares its options as one frozen dataclass whose field
defaults are the defaults. :func:`parse_options` turns user input (strings
from the CLI, or typed values from code) into that dataclass, failing loudly
on unknown names and on values of the wrong type or range.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")


def _convert(name: str, raw: Any, kind: type) -> Any:
    """Converts one raw option value to the declared type."""
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise ValueError(f"option {name!r}: {raw!r} is not a boolean (true/false)")
    if kind is int:
        if isinstance(raw, bool) or (isinstance(raw, float) and not raw.is_integer()):
            raise ValueError(f"option {name!r}: {raw!r} is not an integer")
        try:
            return int(raw)
        except (TypeError, ValueError):
            raise ValueError(f"option {name!r}: {raw!r} is not an integer") from None
    if kind is float:
        if isinstance(raw, bool):
            raise ValueError(f"option {name!r}: {raw!r} is not a number")
        try:
            return float(raw)
        except (TypeError, ValueError):
            raise ValueError(f"option {name!r}: {raw!r} is not a number") from None
    if kind is str:
        return str(raw)
    raise TypeError(f"option {name!r} has unsupported declared type {kind!r}")


def parse_options(cls: type[T], raw: Mapping[str, Any] | None, strategy: str) -> T:
    """Builds a strategy's options dataclass from raw values.

    Args:
        cls: The frozen dataclass declaring the options (fields with defaults).
        raw: Option values by name; strings are converted to the declared types.
        strategy: The strategy's name, for error messages.

    Returns:
        An instance of ``cls``; its ``__post_init__`` may check ranges.

    Raises:
        ValueError: An unknown option name, or a value that does not convert.
    """
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    raw = dict(raw or {})
    unknown = sorted(set(raw) - set(fields))
    if unknown:
        allowed = ", ".join(sorted(fields)) or "none"
        raise ValueError(
            f"unknown option(s) {', '.join(unknown)} for tuner {strategy!r}; allowed: {allowed}"
        )
    values: dict[str, Any] = {}
    for name, value in raw.items():
        kind = fields[name].type
        kind_type = {"int": int, "float": float, "bool": bool, "str": str}.get(str(kind), kind)
        values[name] = _convert(name, value, kind_type)  # type: ignore[arg-type]
    return cls(**values)


def check_range(name: str, value: float, low: float, high: float | None = None) -> None:
    """Raises ValueError when an option is outside ``[low, high]``."""
    if value < low or (high is not None and value > high):
        bound = f"[{low}, {high}]" if high is not None else f">= {low}"
        raise ValueError(f"option {name!r} must be {bound}, got {value}")


def parse_option_pairs(pairs: list[str]) -> dict[str, str]:
    """Parses CLI ``KEY=VALUE`` strings into a dict.

    Raises:
        ValueError: A pair without ``=`` or with an empty key.
    """
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"tuner option {pair!r} is not KEY=VALUE")
        out[key.strip()] = value.strip()
    return out
