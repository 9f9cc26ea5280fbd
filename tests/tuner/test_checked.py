"""An unchecked timing is flagged from the device's result to the records database:
``MeasureResult.checked`` -> ``Outcome`` -> ``Measurement`` -> the ``checked`` column,
``records list`` (UNCHECKED) and the export."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from autotune.v1 import measure_pb2
from tests.tuner.test_loop import ListSink, _task
from tuner.loop import LoopSettings, TuningLoop
from tuner.measure import Candidate, Outcome, ReplayMeasurerAdapter
from tuner.records import RecordStore
from tuner.records.jsonl import export_lines, parse_line
from tuner.replay import ReplayTable
from tuner.wire import outcome_from_proto

UNCHECKED = {1, 3}  # the configs whose device did not compare the output


class ThroughTheWire(ReplayMeasurerAdapter):
    """Replays timings as device results: some checked, some not, as the wire carries them."""

    def __init__(self, table: ReplayTable) -> None:
        super().__init__({table.workload: table}, {table.workload: 2e6})

    def measure(
        self, workload: str, target: str, candidates: Sequence[Candidate]
    ) -> Iterator[Outcome]:
        for o in super().measure(workload, target, candidates):
            checked = o.index not in UNCHECKED
            result = measure_pb2.MeasureResult(
                job_id=str(o.index),
                costs_s=o.costs_s,
                error_kind=int(o.error_kind),  # type: ignore[arg-type]
                checked=checked,
                max_rel_error=3e-6 if checked else 0.0,
            )
            yield outcome_from_proto(o.index, result)


def test_outcome_from_proto_keeps_the_flag_and_a_finite_error() -> None:
    ok = outcome_from_proto(0, measure_pb2.MeasureResult(costs_s=[1e-3], checked=True))
    assert ok.checked
    assert ok.max_rel_error == 0.0
    old_server = outcome_from_proto(0, measure_pb2.MeasureResult(costs_s=[1e-3]))
    assert old_server.checked is False  # no field: not checked, and said so
    assert old_server.max_rel_error is None
    nan_output = measure_pb2.MeasureResult(
        error_kind=measure_pb2.ERROR_KIND_WRONG_ANSWER, checked=True, max_rel_error=float("inf")
    )
    assert outcome_from_proto(0, nan_output).max_rel_error is None


def test_unchecked_results_are_flagged_in_the_records(table: ReplayTable, tmp_path: Path) -> None:
    sink = ListSink()
    loop = TuningLoop(
        [_task(table, "grid")],
        ThroughTheWire(table),
        sink,
        LoopSettings(trials=6, batch=3, remeasure_top=0),
    )
    loop.run()
    assert {m.config_index for m in sink.rows} >= UNCHECKED
    for m in sink.rows:
        assert m.checked is (m.config_index not in UNCHECKED)
        assert m.max_rel_error == (None if m.config_index in UNCHECKED else 3e-6)

    url = f"sqlite:///{tmp_path / 'r.db'}"
    # The replay table's workload is synthetic; the store keeps real workload keys only.
    rows = [dataclasses.replace(m, workload="matmul:m=64,n=64,k=64") for m in sink.rows]
    with RecordStore(url) as store:
        store.add_many(rows)
        store.flush()
        records = list(store.records())
    assert {r.config_index for r in records if r.checked is False} == UNCHECKED
    assert all(r.checked and r.max_rel_error == 3e-6 for r in records if r.checked is not False)

    lines = list(export_lines(records))
    objs = [json.loads(line) for line in lines]
    assert {o["config_index"] for o in objs if o["checked"] is False} == UNCHECKED
    again = [parse_line(line) for line in lines]  # the flag survives an export/import
    assert {m.config_index for m in again if m.checked is False} == UNCHECKED

    env = {k: v for k, v in os.environ.items() if k != "AUTOTUNE_DB"}
    shown = subprocess.run(
        [sys.executable, "-m", "autotune", "records", "list", "--db", url],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env=env,
    ).stdout
    header, *rows = shown.splitlines()
    assert "checked" in header.split()
    assert sum("UNCHECKED" in row for row in rows) == len(UNCHECKED)
    assert sum("3.0e-06" in row for row in rows) == len(records) - len(UNCHECKED)
