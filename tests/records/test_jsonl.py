"""The JSON-lines format: export/import round trips across backends, and bad lines."""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.records.helpers import matmul_key, random_measurement
from tuner.records import RecordStore, config_hash
from tuner.records.jsonl import FORMAT_VERSION, export_lines, import_lines, parse_line


def _fill(store: RecordStore, seed: int, n: int) -> None:
    rng = random.Random(seed)
    keys = list({matmul_key(rng) for _ in range(8)})
    store.add_many(
        random_measurement(
            rng,
            rng.choice(keys),
            target=rng.choice(["llvm", "llvm -mcpu=znver5"]),
            device_key=rng.choice(["cpu-a", "cpu-b", ""]),
            error_rate=0.25,
        )
        for _ in range(n)
    )


def _bests(store: RecordStore) -> dict[tuple[str, str, str], list[tuple[dict, float | None]]]:
    groups = {(r.workload, r.target, r.device_key) for r in store.records()}
    return {
        g: [(r.config, r.gflops) for r in store.best(g[0], g[1], device_key=g[2], k=3)]
        for g in groups
    }


@pytest.mark.parametrize(
    ("src", "dst"),
    [
        ("sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)),
        (pytest.param("postgresql", marks=pytest.mark.postgres), "sqlite"),
    ],
)
def test_export_then_import_into_the_other_backend_keeps_best_configs(
    src: str, dst: str, make_db: Callable[[str], str]
) -> None:
    with RecordStore(make_db(src)) as a, RecordStore(make_db(dst)) as b:
        _fill(a, seed=20, n=400)
        lines = list(export_lines(a.records()))
        assert len(lines) == 400
        assert all(json.loads(line)["version"] == FORMAT_VERSION for line in lines)
        report = import_lines(b, lines)
        assert report.rejected == []
        assert report.imported == 400
        assert _bests(b) == _bests(a)
        assert b.stats() == a.stats()
        # Every field survives, not only the ranking ones.
        strip = ("id", "created_at", "run_id")
        again = [
            {k: v for k, v in json.loads(x).items() if k not in strip}
            for x in export_lines(b.records())
        ]
        first = [{k: v for k, v in json.loads(x).items() if k not in strip} for x in lines]
        assert again == first


def _good_line(rng: random.Random) -> dict:
    m = random_measurement(rng, "matmul:m=32,n=32,k=32", error_rate=0.0)
    median = statistics.median(m.costs_s)
    return {
        "version": 1,
        "workload": m.workload,
        "target": m.target,
        "device_key": m.device_key,
        "config": m.config,
        "costs_s": list(m.costs_s),
        "gflops": m.flop / median / 1e9,  # type: ignore[operator]
        "error": "none",
        "started_at": m.started_at.isoformat(),  # type: ignore[union-attr]
    }


BAD_LINES = [
    ("not json at all", "not valid JSON"),
    ("[1, 2, 3]", "expected a JSON object"),
    ('{"version": 1}', "missing field(s): workload, target, config, costs_s, error"),
    ({"version": 2, "drop": True}, "unknown field(s): drop"),
    ({"version": 3}, "unsupported format version 3"),
    ({"checked": False}, "checked and max_rel_error are fields of version 2, not 1"),
    ({"version": 2, "checked": "no"}, "checked must be true, false or null"),
    ({"version": 2, "max_rel_error": -1.0}, "max_rel_error must be a finite non-negative"),
    ({"workload": "matmul:m=0,n=1,k=1"}, "bad workload"),
    ({"workload": "nosuch:x=1"}, "unknown operator"),
    ({"config": {"tile": 1.5}}, "knob 'tile'"),
    ({"config": [1, 2]}, "config must be an object"),
    ({"config_hash": "0" * 32}, "config_hash does not match"),
    ({"costs_s": "fast"}, "costs_s must be a list"),
    ({"costs_s": []}, "positive costs_s"),
    ({"costs_s": [1e-3, -1]}, "non-negative"),
    ({"gflops": None}, "needs flop"),
    ({"gflops": "many"}, "gflops must be a number"),
    ({"error": "melted"}, "unknown error kind 'melted'"),
    ({"target": ""}, "target"),
    ({"started_at": "yesterday"}, "not an ISO 8601 time"),
    ({"started_at": "2026-01-01T00:00:00"}, "UTC offset"),
]


def test_bad_lines_are_reported_by_number_and_good_ones_imported(store: RecordStore) -> None:
    rng = random.Random(21)
    lines: list[str] = []
    expected_bad: dict[int, str] = {}
    good = 0
    for change, reason in BAD_LINES:
        lines.append(json.dumps(_good_line(rng)))
        good += 1
        if isinstance(change, str):
            lines.append(change)
        else:
            lines.append(json.dumps({**_good_line(rng), **change}))
        expected_bad[len(lines)] = reason
    lines.append("")  # blank lines are not errors
    report = import_lines(store, lines, batch_size=4)
    assert report.imported == good
    assert [n for n, _ in report.rejected] == sorted(expected_bad)
    for number, message in report.rejected:
        assert expected_bad[number] in message, (number, message)
    assert store.stats().measurements == good
    # Importing the same good line again adds nothing (documented): it is skipped.
    again = import_lines(store, [lines[0]])
    assert (again.imported, again.skipped) == (0, 1)
    assert store.stats().measurements == good


def test_import_is_idempotent(store: RecordStore) -> None:
    """The same measurements imported again are skipped, also into the database they
    were exported from (whose rows carry run ids an import does not); a line repeated
    within one import goes in once; a changed measurement is new."""
    _fill(store, seed=23, n=60)
    lines = list(export_lines(store.records()))
    report = import_lines(store, lines, batch_size=7)
    assert (report.imported, report.skipped, report.rejected) == (0, 60, [])
    assert store.stats().measurements == 60

    rng = random.Random(24)
    fresh = [json.dumps(_good_line(rng)) for _ in range(5)]
    changed = {
        **json.loads(fresh[0]),
        "costs_s": [1.5e-3],
        "gflops": None,
        "error": "run_timeout",
        "error_message": "slow",
    }
    batch = [*fresh, fresh[1], json.dumps(changed)]
    first = import_lines(store, batch)
    assert (first.imported, first.skipped, first.lines) == (6, 1, 7)
    second = import_lines(store, batch, batch_size=2)
    assert (second.imported, second.skipped) == (0, 7)
    assert store.stats().measurements == 66


knob_values = st.one_of(
    st.integers(min_value=-(2**53), max_value=2**53),
    st.lists(st.integers(min_value=0, max_value=4096), max_size=4),
    st.text(min_size=0, max_size=8),
)
configs = st.dictionaries(st.text(min_size=1, max_size=10), knob_values, max_size=6)


@given(config=configs, costs=st.lists(st.floats(1e-9, 10.0), min_size=1, max_size=5))
@settings(max_examples=60, deadline=None)
def test_any_config_survives_a_line_round_trip(config: dict, costs: list[float]) -> None:
    line = {
        "version": 1,
        "workload": "matmul:k=8,m=4,n=2",
        "target": "llvm",
        "config": config,
        "config_hash": config_hash(config),
        "costs_s": costs,
        "gflops": 1.5,
        "error": "none",
    }
    m = parse_line(json.dumps(line))
    assert m.workload == "matmul:m=4,n=2,k=8"  # canonicalised
    assert dict(m.config) == config
    assert config_hash(m.config) == config_hash(config)
    assert list(m.costs_s) == costs
    # Tuples and lists are one config.
    as_tuples = {k: tuple(v) if isinstance(v, list) else v for k, v in config.items()}
    assert config_hash(as_tuples) == config_hash(config)
