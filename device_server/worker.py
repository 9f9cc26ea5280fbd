"""The worker process: ``python -m device_server.worker [--target T] [--enable-test-hooks]``.

It reads framed ``MeasureJob`` messages on stdin and answers on stdout with a
COMPILED frame when the compile phase ends and a RESULT frame at the end (see
``device_server.framing``). Between the two it waits for a RUN frame: the
parent lets one worker at a time check and time its kernel, with every other
worker of the device paused, so the timing has the cores to itself. A failed
compile answers RESULT at once. A crash or a hang here costs only this process:
the parent turns it into an error result and starts a fresh worker. The
worker stays alive between jobs, so imports and LLVM start-up are paid once.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from collections.abc import Callable, Sequence
from typing import BinaryIO

import compiler
from autotune.v1 import measure_pb2
from device_server import framing
from device_server.drivers import Driver, open_driver
from device_server.lifetime import die_with_parent
from device_server.measure import ReferenceCache, measure_job

log = logging.getLogger(__name__)

# Built once at start-up so the first real job does not pay LLVM's start.
WARMUP_WORKLOAD = "matmul:m=8,n=8,k=8"


def _warm_up(driver: Driver, target: str) -> None:
    """Renders and compiles a tiny kernel, so the first job pays no LLVM or nvcc start."""
    try:
        workload = compiler.Workload.parse(WARMUP_WORKLOAD)
        driver.compile(driver.render(workload, None, target))
    except Exception as err:
        log.warning("worker warm-up failed: %s: %s", type(err).__name__, err)


class _Handshake:
    """The worker's half of COMPILED -> RUN -> RAN.

    After COMPILED the parent always answers RUN once it gives this worker the
    device, so the worker reads exactly one RUN per COMPILED, even for a job
    that failed in between, and the next frame it reads is a job again. RAN (optional:
    a job that failed on the device goes straight to its RESULT) hands the device back
    before the output check.
    """

    def __init__(self, inp: BinaryIO, send: Callable[[bytes], None]) -> None:
        self._inp = inp
        self._send = send
        self._owed = False  # COMPILED sent, RUN not read yet

    def compiled(self) -> None:
        """Tells the parent the compile phase is over."""
        self._send(framing.TAG_COMPILED)
        self._owed = True

    def ran(self) -> None:
        """Tells the parent the device is done with (the check follows on the host)."""
        self._send(framing.TAG_RAN)

    def wait_for_run(self) -> None:
        """Blocks until the parent sends RUN (at once if no COMPILED is outstanding)."""
        if not self._owed:
            return
        frame = framing.read_frame(self._inp)
        if frame is None:  # the server is shutting down
            raise SystemExit(0)
        if frame[0] != framing.TAG_RUN:
            # SystemExit passes the measurers' error handling: the parent sees the
            # worker die and replaces it rather than trusting a confused pipe.
            raise SystemExit(f"worker: expected a RUN frame, got {frame[0]!r}")
        self._owed = False


def serve(
    inp: BinaryIO,
    out: BinaryIO,
    target: str,
    enable_test_hooks: bool,
    *,
    device: int = 0,
    driver: Driver | None = None,
) -> None:
    """Answers jobs until the parent closes the pipe.

    Jobs run on ``driver``, else on the target's own (GPU ``device`` for cuda targets).
    """
    driver = driver or open_driver(target, device)
    _warm_up(driver, target)
    references = ReferenceCache()

    def send(tag: bytes, payload: bytes = b"") -> None:
        out.write(framing.encode(tag, payload))
        out.flush()

    handshake = _Handshake(inp, send)

    # Everything imported and built so far lives as long as the worker: move it
    # out of the collector's sight, so collections during jobs stay short.
    gc.freeze()
    send(framing.TAG_READY)
    while True:
        frame = framing.read_frame(inp)
        if frame is None:
            return
        tag, payload = frame
        if tag != framing.TAG_JOB:
            raise ValueError(f"unexpected frame tag {tag!r}")
        job = measure_pb2.MeasureJob.FromString(payload)
        result = measure_job(
            job,
            driver,
            target=target,
            enable_test_hooks=enable_test_hooks,
            on_compiled=handshake.compiled,
            before_run=handshake.wait_for_run,
            after_run=handshake.ran,
            references=references,
        )
        handshake.wait_for_run()  # a job that failed after COMPILED still owes its RUN
        send(framing.TAG_RESULT, result.SerializeToString())


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the worker process."""
    parser = argparse.ArgumentParser(prog="python -m device_server.worker")
    parser.add_argument("--target", default="llvm")
    parser.add_argument("--enable-test-hooks", action="store_true")
    parser.add_argument("--device", type=int, default=0, help="GPU index for cuda targets")
    parser.add_argument("--log-level", default="WARNING")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=args.log_level, format="%(asctime)s %(levelname)s worker %(name)s: %(message)s"
    )
    die_with_parent()
    # The protocol owns the real stdout; anything a library prints goes to stderr.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    serve(sys.stdin.buffer, out, args.target, args.enable_test_hooks, device=args.device)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
