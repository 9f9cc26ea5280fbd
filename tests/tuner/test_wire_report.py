"""Protocol conversions and the presentation of a run (progress, JSON summary)."""

from __future__ import annotations

import datetime as dt

import pytest

from autotune.v1 import measure_pb2
from tuner.loop import Progress, TaskResult
from tuner.records.errors import ErrorKind
from tuner.report import progress_bar, progress_line, summary
from tuner.wire import config_to_proto, device_info_from_proto, make_job, outcome_from_proto


def test_config_to_proto_keeps_every_kind_of_knob() -> None:
    msg = config_to_proto({"mr": 8, "split": [2, 4], "order": "nkm"}, index=17)
    assert msg.knobs["mr"].int_value == 8
    assert list(msg.knobs["split"].ints_value.values) == [2, 4]
    assert msg.knobs["order"].str_value == "nkm"
    assert msg.index == 17
    with pytest.raises(ValueError, match="knob 'x'"):
        config_to_proto({"x": 1.5})
    with pytest.raises(ValueError, match="booleans"):
        config_to_proto({"x": True})


def test_make_job_carries_the_canonical_workload_key() -> None:
    opts = measure_pb2.MeasureOptions(repeat=5)
    job = make_job("1.0", "matmul:m=8,n=8,k=8", "llvm", knobs={"mr": 2}, index=3, options=opts)
    assert job.workload.key == "matmul:m=8,n=8,k=8"
    assert job.options.repeat == 5
    assert job.config.index == 3


def test_outcomes_from_results() -> None:
    ok = measure_pb2.MeasureResult(job_id="a", costs_s=[3e-3, 9e-3, 2e-3], compile_time_s=0.1)
    ok.started_at.FromDatetime(dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc))
    o = outcome_from_proto(5, ok)
    assert o.ok
    assert o.index == 5
    # 6 MFLOP in a median 3 ms: the slow repeat (9 ms, a mean of 4.67) does not count.
    assert o.gflops(6e6) == pytest.approx(2.0)
    assert o.started_at == dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    assert o.finished_at is None
    bad = measure_pb2.MeasureResult(
        job_id="b", error_kind=measure_pb2.ERROR_KIND_WRONG_ANSWER, error_message="rel err 0.5"
    )
    o = outcome_from_proto(6, bad)
    assert o.error_kind == ErrorKind.WRONG_ANSWER
    assert o.gflops(6e6) == 0.0
    # A "success" without timings cannot be ranked: it is an error.
    empty = outcome_from_proto(7, measure_pb2.MeasureResult(job_id="c"))
    assert empty.error_kind == ErrorKind.UNKNOWN
    assert "no timings" in empty.error_message


def test_progress_and_summary() -> None:
    p = Progress(0, "matmul:m=8,n=8,k=8", "tune", 32, 64, 200, 12.5, 40.25, 3, 7.9)
    line = progress_line(p)
    for part in ("matmul:m=8,n=8,k=8", "64/200", "12.5", "40.2", "errors 3", "8s"):
        assert part in line
    bar = progress_bar(p, width=10)
    assert bar.startswith("[###-------]")
    r = TaskResult("matmul:m=8,n=8,k=8", "llvm", best_gflops=40.25, best_config={"mr": 2})
    r.trials, r.errors, r.wall_s = 64, 3, 7.5
    out = summary([r], 9.0, "xgb")
    (w,) = out["workloads"]
    assert w["best_gflops"] == 40.25
    assert w["best_config"] == {"mr": 2}
    assert (w["trials"], w["errors"], w["wall_s"]) == (64, 3, 7.5)
    assert out["wall_s"] == 9.0


def test_device_info_from_proto_cpu_and_gpu() -> None:
    cpu = measure_pb2.DeviceInfo(
        hostname="board1", target="llvm", cpu_model="AMD EPYC", cpu_name="znver5", cores=2
    )
    cpu.cpu_features.extend(["avx512f", "fma"])
    rec = device_info_from_proto("zen5", cpu)
    assert (rec.key, rec.hostname, rec.cpu_name) == ("zen5", "board1", "znver5")
    assert rec.cpu_features == ("avx512f", "fma")
    assert rec.gpu_name == ""
    assert rec.gpu_compute_capability == ""
    assert rec.extra["cores"] == 2

    gpu = measure_pb2.DeviceInfo(target="cuda", gpu=measure_pb2.GpuInfo(name="H100", cc_major=9))
    rec = device_info_from_proto("h100", gpu)
    assert rec.gpu_name == "H100"
    assert rec.gpu_compute_capability == "9.0"
