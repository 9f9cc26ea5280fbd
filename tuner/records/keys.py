"""Canonical workload keys: the one spelling of a workload the store indexes by."""

from __future__ import annotations

from functools import lru_cache


def workload_key(workload: object) -> str:
    """The canonical key of a workload given as a ``Workload`` or a string.

    Strings go through ``compiler.Workload.parse``, so ``matmul:n=8,m=8,k=8`` and
    ``matmul:m=8,n=8,k=8`` are the same workload in the database.

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
    # Imported on use: reading records (export, stats) should not load LLVM.
    from compiler.workload import Workload

    text = text.strip()
    if not text:
        raise ValueError("empty workload key")
    return str(Workload.parse(text))
