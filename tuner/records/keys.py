"""Canonical workload keys: the one spelling of a workload the store indexes by."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import lru_cache


def workload_key(workload: object) -> str:
    """The canonical key of a workload given as a ``Workload`` or a string.

    Strings go through ``compiler.Workload.parse`` when the compiler provides
    it, so ``matmul:n=8,m=8,k=8`` and ``matmul:m=8,n=8,k=8`` are the same
    workload in the database.

    Raises:
        ValueError: the string is not a valid workload.
    """
    if not isinstance(workload, str):
        return _canonical(str(workload))
    return _canonical(workload)


def workload_op(key: str) -> str:
    """The operator name of a canonical key (its prefix before ``:``)."""
    return key.partition(":")[0]


@lru_cache(maxsize=8192)
def _canonical(text: str) -> str:
    text = text.strip()
    if not text:
        raise ValueError("empty workload key")
    parse = _parser()
    if parse is None:
        return text
    return str(parse(text))


@lru_cache(maxsize=1)
def _parser() -> Callable[[str], object] | None:
    # The compiler may be absent or older than Workload (it is built in
    # parallel); then keys are stored as given.
    try:
        module = importlib.import_module("compiler")
    except ImportError:
        return None
    workload_cls = getattr(module, "Workload", None)
    if workload_cls is None:
        # Not re-exported from the package root yet: take it from its module.
        try:
            workload_cls = importlib.import_module("compiler.workload").Workload
        except (ImportError, AttributeError):
            return None
    parse: Callable[[str], object] = workload_cls.parse
    return parse
