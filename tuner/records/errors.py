"""Error kinds of a measurement, and the exceptions of the records store."""

from __future__ import annotations

import enum


class ErrorKind(enum.IntEnum):
    """Why a measurement has no valid timing.

    Defined here (not imported from ``autotune.v1``) so the store does not need
    protobuf; the numbers are the wire numbers of ``autotune.v1.ErrorKind`` one
    to one, and a test checks that they stay in step.
    """

    # The costs are valid timings of a correct kernel.
    NONE = 0
    # The config is not a point of the space, or exceeds a device limit.
    INVALID_CONFIG = 1
    # Lowering or LLVM/NVRTC compilation raised.
    COMPILE_ERROR = 2
    # Compilation ran past its time limit.
    COMPILE_TIMEOUT = 3
    # The kernel crashed or raised while running.
    RUNTIME_ERROR = 4
    # The kernel ran past its time limit.
    RUN_TIMEOUT = 5
    # The output differs from the numpy reference.
    WRONG_ANSWER = 6
    # The device holding the job vanished too many times.
    DEVICE_LOST = 7
    # The batch was cancelled before the job ran.
    CANCELLED = 8
    # Anything else; the error message says what.
    UNKNOWN = 9
    # The device was not running during a timed phase (stopped, suspended).
    DEVICE_STALLED = 10

    @property
    def label(self) -> str:
        """Lower-case name used in JSON and on the command line, e.g. ``compile_error``."""
        return self.name.lower()

    @classmethod
    def parse(cls, value: str | int) -> ErrorKind:
        """Reads a label (``"wrong_answer"``), an upper-case name or a wire number.

        Raises:
            ValueError: naming the accepted values when ``value`` is none of them.
        """
        if isinstance(value, bool):
            raise ValueError(f"error kind must be a name or number, not {value!r}")
        if isinstance(value, int):
            try:
                return cls(value)
            except ValueError:
                raise ValueError(f"unknown error kind number {value}") from None
        name = str(value).strip().upper().removeprefix("ERROR_KIND_")
        try:
            return cls[name]
        except KeyError:
            labels = ", ".join(k.label for k in cls)
            raise ValueError(f"unknown error kind {value!r}; expected one of {labels}") from None


# Failures that say nothing about the config itself (the job never ran to a
# verdict): resume checks do not count them, so a resumed run measures again, and
# the tuning loop leaves the config proposable.
TRANSIENT_ERRORS = frozenset({ErrorKind.CANCELLED, ErrorKind.DEVICE_LOST, ErrorKind.DEVICE_STALLED})


class RecordsError(Exception):
    """Base of the records store's errors; the message is meant for the user."""


class DatabaseURLError(RecordsError, ValueError):
    """The database URL is malformed or names a backend we do not support."""


class DatabaseUnavailableError(RecordsError):
    """The database could not be reached or opened."""


class SchemaVersionError(RecordsError):
    """The database's schema is from a newer (or unknown) version of autotune."""
