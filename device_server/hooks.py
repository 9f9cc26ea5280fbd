"""Test-only hooks: candidates that crash or hang the worker on purpose.

UNSAFE, and unreachable unless the device server runs with
``--enable-test-hooks``: without it these workload names are just unknown
operators (an INVALID_CONFIG result). They exist so tests can prove that a
crash or a hang becomes an error result and the server keeps serving, and
(``__test_phases``) that compiles overlap while runs have the device alone.
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
# __test_phases:compile_ms=C,run_ms=R busies the worker for C ms of CPU time in its
# compile phase and R ms in its run phase, and reports when it was executing.
PHASES = "__test_phases"
# Samples further apart than this mean the process was not executing in between.
SPIN_GAP_S = 0.001


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
        known = ", ".join(sorted([*HOOKS, PHASES]))
        raise ValueError(f"unknown test hook {name!r}; known: {known}")
    if HOOKS[name] != phase:
        return
    if name == "__test_segfault":
        ctypes.string_at(0)
    elif name == "__test_abort":
        os.abort()
    else:
        while True:
            time.sleep(3600)


def phase_lengths(workload_key: str) -> tuple[float, float]:
    """``compile_ms`` and ``run_ms`` of a ``__test_phases`` workload key (0 when absent).

    Raises:
        ValueError: an unknown or malformed parameter.
    """
    lengths = {"compile_ms": 0.0, "run_ms": 0.0}
    params = workload_key.partition(":")[2]
    for item in filter(None, (p.strip() for p in params.split(","))):
        name, _, value = item.partition("=")
        if name not in lengths:
            raise ValueError(f"{PHASES} takes compile_ms and run_ms, not {name!r}")
        try:
            lengths[name] = float(value)
        except ValueError:
            raise ValueError(f"{PHASES}: {name} must be a number, got {value!r}") from None
    return lengths["compile_ms"], lengths["run_ms"]


def spin(cpu_ms: float) -> list[list[float]]:
    """Busy-loops until this thread has used ``cpu_ms`` of CPU time.

    Returns:
        The spans of ``time.monotonic()`` (system-wide, so comparable between
        processes) during which it was seen executing: a new span starts after
        a gap longer than ``SPIN_GAP_S`` (the process was stopped or descheduled).
    """
    spans: list[list[float]] = []
    end_cpu = time.thread_time() + cpu_ms / 1000
    last = -1.0
    while True:
        now = time.monotonic()
        if spans and now - last <= SPIN_GAP_S:
            spans[-1][1] = now
        else:
            spans.append([now, now])
        last = now
        if time.thread_time() >= end_cpu:
            return spans
