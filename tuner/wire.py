"""Conversions between the tuner's values and the wire protocol (autotune.v1)."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping, Sequence
from typing import Any

from autotune.v1 import measure_pb2
from tuner.measure import Outcome
from tuner.records.errors import ErrorKind
from tuner.records.types import DeviceInfo


def config_to_proto(
    knobs: Mapping[str, int | str | Sequence[int]], index: int | None = None
) -> measure_pb2.Config:
    """A Config message from JSON-friendly knob values (``Config.to_json()`` output).

    The one encoder of a config for the wire: the tuner sends jobs, and tests that
    play the tuner's part call this too. The device server decodes with
    :func:`device_server.convert.knobs_from_proto`.

    Raises:
        ValueError: a value is not an int, a string or a sequence of ints.
    """
    config = measure_pb2.Config()
    if index is not None:
        config.index = index
    for name, value in knobs.items():
        slot = config.knobs[name]
        if isinstance(value, bool):
            raise ValueError(f"knob {name!r}: booleans are not knob values")
        if isinstance(value, int):
            slot.int_value = value
        elif isinstance(value, str):
            slot.str_value = value
        elif isinstance(value, Sequence) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            slot.ints_value.values.extend(int(v) for v in value)
        else:
            raise ValueError(f"knob {name!r}: {value!r} is not an int, a str or a list of ints")
    return config


def make_job(
    job_id: str,
    workload: str,
    target: str,
    *,
    knobs: Mapping[str, Any],
    index: int,
    options: measure_pb2.MeasureOptions,
) -> measure_pb2.MeasureJob:
    """One measurement job; the workload travels as its canonical key."""
    return measure_pb2.MeasureJob(
        job_id=job_id,
        workload=measure_pb2.Workload(key=workload),
        config=config_to_proto(knobs, index),
        target=target,
        options=options,
    )


def _time(ts: Any) -> dt.datetime | None:
    if not ts.seconds and not ts.nanos:
        return None
    return ts.ToDatetime(tzinfo=dt.timezone.utc)


def outcome_from_proto(index: int, result: measure_pb2.MeasureResult) -> Outcome:
    """A protocol MeasureResult as the tuner's Outcome for config ``index``."""
    try:
        kind = ErrorKind(int(result.error_kind))
    except ValueError:
        kind = ErrorKind.UNKNOWN
    costs = tuple(float(c) for c in result.costs_s)
    if kind == ErrorKind.NONE and (not costs or min(costs) <= 0):
        kind = ErrorKind.UNKNOWN  # a "success" without usable timings cannot be ranked
    return Outcome(
        index=index,
        costs_s=costs if kind == ErrorKind.NONE else (),
        error_kind=kind,
        error_message=result.error_message
        or ("" if kind == ErrorKind.NONE or costs else "no timings reported"),
        compile_time_s=result.compile_time_s or None,
        device_id=result.device_id,
        started_at=_time(result.started_at),
        finished_at=_time(result.finished_at),
        checked=result.checked,
        # inf (a NaN output) is left out: the records keep finite numbers only, and
        # WRONG_ANSWER with its message already says what happened.
        max_rel_error=result.max_rel_error
        if result.checked and math.isfinite(result.max_rel_error)
        else None,
    )


def device_info_from_proto(key: str, info: measure_pb2.DeviceInfo) -> DeviceInfo:
    """What a device server reported about itself, as the records store keeps it."""
    gpu = info.gpu if info.HasField("gpu") else None
    return DeviceInfo(
        key=key,
        hostname=info.hostname,
        cpu_model=info.cpu_model,
        cpu_name=info.cpu_name,
        cpu_features=tuple(info.cpu_features),
        gpu_name=gpu.name if gpu else "",
        gpu_compute_capability=f"{gpu.cc_major}.{gpu.cc_minor}" if gpu else "",
        extra={
            "cores": info.cores,
            "target": info.target,
            "version": info.version,
            "arch": info.arch,
        },
    )
