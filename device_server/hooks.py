"""Test-only hooks: candidates that crash or hang the worker on purpose.

UNSAFE, and unreachable unless the device server runs with
``--enable-test-hooks``: without it these workload names are just unknown
operators (an INVALID_CONFIG result). They exist so tests can prove that a
crash or a hang becomes an error result and the server keeps serving, and
(``__test_phases``) that compiles overlap while runs have the device alone,
and (``__test_wrong_answer``) that a real kernel computing a wrong output is
caught by the default correctness check.
"""

from __future__ import annotations

import ctypes
import os
import time

import numpy as np

PREFIX = "__test_"
# hook name -> the phase in which it strikes
HOOKS = {
    "__test_segfault": "run",  # reads address 0: SIGSEGV
    "__test_abort": "run",  # abort(): SIGABRT
    "__test_hang": "run",  # sleeps forever: RUN_TIMEOUT
    "__test_compile_hang": "compile",  # sleeps forever while "compiling": COMPILE_TIMEOUT
}
# __test_phases:compile_ms=C,run_ms=R,check_ms=X busies the worker for C ms of CPU time
# in its compile phase, R ms in its run phase and X ms checking its output (after it hands
# the device back), and reports when it was executing.
PHASES = "__test_phases"
# __test_wrong_answer builds and runs this real LLVM kernel like any job, but
# corrupt() changes its output before the check: it must come back WRONG_ANSWER.
WRONG_ANSWER = "__test_wrong_answer"
WRONG_ANSWER_WORKLOAD = "matmul:m=64,n=64,k=256"
# How far off the corrupted element is, relative to its own value.
WRONG_ANSWER_REL = 1e-2
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


def corrupt(out: np.ndarray) -> None:
    """Puts one element of a kernel's output off by :data:`WRONG_ANSWER_REL` of its value.

    The element is the one at the 25th percentile of ``|out|`` (about a tenth of
    the largest for a matmul): the old check, ``max|out - ref| / max|ref| <= 1e-3``,
    let it through, so a pass of the current check proves it compares per element.
    """
    flat = out.reshape(-1)
    magnitude = np.abs(flat)
    i = int(np.argpartition(magnitude, flat.size // 4)[flat.size // 4])
    flat[i] *= 1.0 + WRONG_ANSWER_REL


def phase_lengths(workload_key: str) -> tuple[float, float, float]:
    """``compile_ms``, ``run_ms`` and ``check_ms`` of a ``__test_phases`` workload key (0
    when absent).

    Raises:
        ValueError: an unknown or malformed parameter.
    """
    lengths = {"compile_ms": 0.0, "run_ms": 0.0, "check_ms": 0.0}
    params = workload_key.partition(":")[2]
    for item in filter(None, (p.strip() for p in params.split(","))):
        name, _, value = item.partition("=")
        if name not in lengths:
            raise ValueError(f"{PHASES} takes compile_ms, run_ms and check_ms, not {name!r}")
        try:
            lengths[name] = float(value)
        except ValueError:
            raise ValueError(f"{PHASES}: {name} must be a number, got {value!r}") from None
    return lengths["compile_ms"], lengths["run_ms"], lengths["check_ms"]


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
