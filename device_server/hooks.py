"""Test-only hooks: candidates that crash or hang the worker on purpose.

UNSAFE, and unreachable unless the device server runs with
``--enable-test-hooks``: without it these workload names are just unknown
operators (an INVALID_CONFIG result). They exist so tests can prove that a
crash or a hang becomes an error result and the server keeps serving.
"""

from __future__ import annotations

import ctypes
import os
import time

PREFIX = "__test_"
# hook name -> the phase in which it strikes
HOOKS = {
    "__test_segfault": "run",  # reads address 0: SIGSEGV
    "__test_abort": "run",  # abort(): SIGABRT
    "__test_hang": "run",  # sleeps forever: RUN_TIMEOUT
    "__test_compile_hang": "compile",  # sleeps forever while "compiling": COMPILE_TIMEOUT
}


def hook_name(workload_key: str) -> str | None:
    """The hook a workload key names, or None for a normal workload."""
    op = workload_key.partition(":")[0].strip()
    return op if op.startswith(PREFIX) else None


def strike(name: str, phase: str) -> None:
    """Crashes or hangs when ``name`` strikes in ``phase``.

    Raises:
        ValueError: ``name`` is not a known hook.
    """
    if name not in HOOKS:
        raise ValueError(f"unknown test hook {name!r}; known: {', '.join(sorted(HOOKS))}")
    if HOOKS[name] != phase:
        return
    if name == "__test_segfault":
        ctypes.string_at(0)
    elif name == "__test_abort":
        os.abort()
    else:
        while True:
            time.sleep(3600)
