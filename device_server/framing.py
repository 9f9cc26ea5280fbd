"""Framing of the pipe between the device server and its worker process.

A frame is one tag byte, a 4-byte big-endian length and that many bytes of
payload (protobuf bytes we produced ourselves; nothing is pickled).
"""

from __future__ import annotations

import struct
from typing import BinaryIO

HEADER = struct.Struct(">cI")
MAX_FRAME = 64 * 1024 * 1024

TAG_READY = b"H"  # worker -> server: imports done, LLVM initialised
TAG_JOB = b"J"  # server -> worker: a MeasureJob
TAG_COMPILED = b"C"  # worker -> server: compile finished; it waits for RUN
TAG_RUN = b"G"  # server -> worker: the device is yours, run and time now
TAG_RAN = b"D"  # worker -> server: done with the device; the output check goes on without it
TAG_RESULT = b"R"  # worker -> server: the MeasureResult


def encode(tag: bytes, payload: bytes = b"") -> bytes:
    """One frame."""
    return HEADER.pack(tag, len(payload)) + payload


def read_frame(stream: BinaryIO) -> tuple[bytes, bytes] | None:
    """Reads one frame from a blocking stream; None at end of stream.

    Raises:
        ValueError: a truncated or oversized frame.
    """
    header = stream.read(HEADER.size)
    if not header:
        return None
    if len(header) < HEADER.size:
        raise ValueError("truncated frame header")
    tag, size = HEADER.unpack(header)
    if size > MAX_FRAME:
        raise ValueError(f"frame of {size} bytes exceeds {MAX_FRAME}")
    payload = stream.read(size)
    if len(payload) < size:
        raise ValueError("truncated frame payload")
    return tag, payload
