"""A child process of the device server that must not outlive it (Linux)."""

from __future__ import annotations

import ctypes
import os
import signal

PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>


def die_with_parent() -> None:
    """Linux: have the kernel SIGKILL this process when its device server dies.

    A worker stuck in a hanging candidate, or a model package in a long run, would
    otherwise outlive a killed server (it only notices end of input when it next
    reads, if ever).
    """
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: rely on end of input
        return
    if os.getppid() == 1:  # the parent died before prctl took effect
        os._exit(1)
