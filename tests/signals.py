"""Child processes that the tests interrupt with SIGINT, as Ctrl-C would."""

from __future__ import annotations

import signal


def takes_ctrl_c() -> None:
    """``preexec_fn`` of a child the test interrupts: SIGINT back to its default, so Python
    in the child raises KeyboardInterrupt. A job that a non-interactive shell starts with
    ``&`` (CI run in the background) ignores SIGINT, and its children inherit that: they
    would never see the test's Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
