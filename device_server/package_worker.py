"""The process that runs one model package: ``python -m device_server.package_worker``.

Its stdin holds one JOB frame (the ``MeasureJob`` with ``run_package`` set; see
``device_server.framing``) and then, up to the end of input, the job's data (a
``RunPackageData``: the package file and the inputs). It loads the package (refused
in one line when it was built for another architecture or lacks this CPU's
features; a package for an NVIDIA GPU runs on this machine's GPU, or is refused in
one line where there is none), runs it once on the inputs, times it and profiles it as the job asks,
and writes to stdout a RESULT frame (the ``MeasureResult``) and then, up to the end,
the outputs (a ``Tensors`` message: the result's data). A package that crashes or
hangs costs only this process: the device server reports it and goes on.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import BinaryIO

from autotune.v1 import measure_pb2
from compiler.errors import CompileError
from device_server import framing
from device_server.lifetime import die_with_parent
from device_server.tensors import TensorError, from_tensors, to_tensors
from runtime.model import InputError, open_package
from runtime.package import Package, PackageError

log = logging.getLogger(__name__)


def _refused(job: measure_pb2.MeasureJob, message: str) -> measure_pb2.MeasureResult:
    """The job's result when this device cannot run it (another CPU, bad inputs)."""
    return measure_pb2.MeasureResult(
        job_id=job.job_id, error_kind=measure_pb2.ERROR_KIND_INVALID_CONFIG, error_message=message
    )


def run_package(
    job: measure_pb2.MeasureJob, data: measure_pb2.RunPackageData
) -> tuple[measure_pb2.MeasureResult, bytes]:
    """Runs the package of ``data`` as ``job.run_package`` asks: the result and its data
    (the outputs). Never raises for a bad package or bad inputs: they are the result's
    error."""
    spec = job.run_package
    try:
        package = Package.from_bytes(data.package, "the package sent")
        runtime = open_package(package, spec.threads or None)  # checks the architecture first
        inputs = from_tensors(data.inputs)
        outputs = runtime.run(inputs)
    except (PackageError, CompileError, TensorError, InputError) as err:
        return _refused(job, str(err)), b""
    result = measure_pb2.MeasureResult(job_id=job.job_id, error_kind=measure_pb2.ERROR_KIND_NONE)
    run = result.run_package
    if spec.repeat > 0:
        timing = runtime.benchmark(inputs, spec.repeat)
        run.repeat = timing.repeat
        run.median_ms, run.mean_ms, run.std_ms = timing.median_ms, timing.mean_ms, timing.std_ms
        run.min_ms, run.max_ms = timing.min_ms, timing.max_ms
    if spec.profile:
        for row in runtime.profile(inputs):
            run.profile.add(name=row["name"], kind=row["kind"], ms=row["ms"])
    outputs_data = measure_pb2.Tensors(tensors=to_tensors(outputs)).SerializeToString()
    result.data_bytes = len(outputs_data)
    return result, outputs_data


def serve(inp: BinaryIO, out: BinaryIO) -> None:
    """Reads the job and its data from ``inp`` and writes the result to ``out``.

    Raises:
        ValueError: the input is not a JOB frame and data.
    """
    frame = framing.read_frame(inp)
    if frame is None or frame[0] != framing.TAG_JOB:
        raise ValueError("package worker: expected a JOB frame")
    job = measure_pb2.MeasureJob.FromString(frame[1])
    data = measure_pb2.RunPackageData.FromString(inp.read())
    try:
        result, outputs = run_package(job, data)
    except Exception as err:  # a bug or a numpy step's error: the job's, reported as such
        log.exception("package run failed")
        result, outputs = (
            measure_pb2.MeasureResult(
                job_id=job.job_id,
                error_kind=measure_pb2.ERROR_KIND_RUNTIME_ERROR,
                error_message=f"{type(err).__name__}: {err}",
            ),
            b"",
        )
    out.write(framing.encode(framing.TAG_RESULT, result.SerializeToString()))
    out.write(outputs)
    out.flush()


def main() -> int:
    """Entry point of the package worker process."""
    logging.basicConfig(
        level=logging.WARNING, format="%(asctime)s %(levelname)s package-worker: %(message)s"
    )
    die_with_parent()
    # The result owns the real stdout; anything a library prints goes to stderr.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    serve(sys.stdin.buffer, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
