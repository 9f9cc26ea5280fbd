"""RecordStore against both backends: round trips, best-config queries, resume, runs, prune."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import statistics
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.records.helpers import matmul_key, random_config, random_measurement
from tuner.records import (
    TRANSIENT_ERRORS,
    DatabaseUnavailableError,
    DeviceInfo,
    ErrorKind,
    Measurement,
    RecordFilter,
    RecordStore,
    config_hash,
)


def _expected_best(ms: list[Measurement], device_key: str | None) -> list[tuple[float, int]]:
    """(gflops, insertion position) of successful ones, best first, earlier first on ties."""
    ranked = [
        (m.flop / statistics.median(m.costs_s) / 1e9, i)  # type: ignore[operator]
        for i, m in enumerate(ms)
        if m.error_kind == ErrorKind.NONE and (device_key is None or m.device_key == device_key)
    ]
    return sorted(ranked, key=lambda t: (-t[0], t[1]))


def test_round_trip_keeps_every_field(store: RecordStore) -> None:
    rng = random.Random(1)
    w = matmul_key(rng)
    ms = [random_measurement(rng, w, error_rate=0.5) for _ in range(40)]
    assert store.add_many(ms) == 40
    got = list(store.records(RecordFilter(workload=w)))
    assert len(got) == 40
    for m, r in zip(ms, got, strict=True):
        assert r.workload == w
        assert r.target == m.target
        assert r.device_key == m.device_key
        assert r.config == m.config
        assert r.config_hash == config_hash(m.config)
        assert r.costs_s == pytest.approx(tuple(m.costs_s))
        assert r.error_kind == m.error_kind
        assert r.error_message == m.error_message
        assert r.config_index == m.config_index
        assert r.compile_time_s == pytest.approx(m.compile_time_s)
        assert r.started_at == m.started_at
        assert r.finished_at == m.finished_at
        assert r.created_at is not None
        assert r.created_at.tzinfo is not None
        if m.error_kind == ErrorKind.NONE:
            mean = sum(m.costs_s) / len(m.costs_s)
            assert r.mean_s == pytest.approx(mean)
            # Ranked by the median repeat (typical_cost), the mean kept beside it.
            median = statistics.median(m.costs_s)
            assert r.gflops == pytest.approx(m.flop / median / 1e9)  # type: ignore[operator]
            assert r.compiler_version == "test-1"
        else:
            assert r.gflops is None


def test_best_with_ties_and_errors(store: RecordStore) -> None:
    rng = random.Random(2)
    w = matmul_key(rng)
    ms = [
        random_measurement(rng, w, device_key=rng.choice(["cpu-a", "cpu-b"]), error_rate=0.3)
        for _ in range(120)
    ]
    # A tie at the top on purpose: same costs and flop as the fastest one, added later.
    top = max(
        (m for m in ms if m.error_kind == ErrorKind.NONE),
        key=lambda m: m.flop / statistics.median(m.costs_s),  # type: ignore[operator]
    )
    twin = Measurement(
        w, "llvm", random_config(rng), costs_s=top.costs_s, flop=top.flop, device_key=top.device_key
    )
    ms.append(twin)
    # Failed measurements never rank, however they look.
    ms.append(
        Measurement(
            w, "llvm", random_config(rng), costs_s=[1e-9], error_kind=ErrorKind.WRONG_ANSWER
        )
    )
    store.add_many(ms)
    for device in (None, "cpu-a", "cpu-b"):
        expected = _expected_best(ms, device)[:5]
        got = store.best(w, "llvm", device_key=device, k=5)
        assert [r.config for r in got] == [ms[i].config for _, i in expected]
        assert [r.gflops for r in got] == pytest.approx([g for g, _ in expected])
        assert all(r.ok for r in got)
    best = store.best(w, "llvm")[0]
    assert best.config == top.config  # the earlier of the tied pair wins
    assert store.best(w, "llvm", k=2)[1].config == twin.config
    assert store.best(w, "cuda") == []
    assert store.best(w, "llvm", device_key="cpu-zzz") == []
    assert store.best("matmul:m=7,n=7,k=7", "llvm") == []


def test_workload_spellings_are_one_workload(store: RecordStore) -> None:
    rng = random.Random(3)
    m = random_measurement(rng, "matmul:k=32,n=16,m=64", error_rate=0.0)
    store.add_many([m])
    got = store.best("matmul:m=64,n=16,k=32", "llvm")
    assert len(got) == 1
    assert got[0].workload == "matmul:m=64,n=16,k=32"
    with pytest.raises(ValueError, match="unknown operator"):
        store.best("nosuchop:x=1", "llvm")


def test_bad_measurements_are_refused_and_nothing_partial_is_written(store: RecordStore) -> None:
    rng = random.Random(4)
    w = matmul_key(rng)
    good = random_measurement(rng, w, error_rate=0.0)
    bad_cases = [
        (Measurement(w, "llvm", {"t": 1.5}, costs_s=[1e-3], flop=1e6), "knob 't'"),
        (Measurement(w, "llvm", {"t": 1}, costs_s=[], flop=1e6), "positive costs_s"),
        (Measurement(w, "llvm", {"t": 1}, costs_s=[-1.0], flop=1e6), "non-negative"),
        (Measurement(w, "llvm", {"t": 1}, costs_s=[1e-3]), "needs flop"),
        (Measurement(w, "", {"t": 1}, costs_s=[1e-3], flop=1e6), "target"),
        (Measurement("matmul:m=0,n=1,k=1", "llvm", {"t": 1}, costs_s=[1e-3], flop=1e6), "m"),
        (
            Measurement(
                w, "llvm", {"t": 1}, costs_s=[1e-3], flop=1e6, started_at=dt.datetime(2026, 1, 1)
            ),
            "timezone-aware",
        ),
    ]
    for bad, reason in bad_cases:
        with pytest.raises(ValueError, match=reason):
            store.add_many([good, bad])
        with pytest.raises(ValueError, match=reason):
            store.add(bad)
    store.flush()
    assert store.stats().measurements == 0


def test_add_buffers_until_batch_size_or_flush(db_url: str) -> None:
    rng = random.Random(5)
    w = matmul_key(rng)
    with RecordStore(db_url, batch_size=10) as writer, RecordStore(db_url) as reader:
        for _ in range(9):
            writer.add(random_measurement(rng, w))
        assert reader.stats().measurements == 0
        writer.add([random_measurement(rng, w), random_measurement(rng, w)])
        assert reader.stats().measurements == 11
        writer.add(random_measurement(rng, w))
        assert writer.flush() == 1
        assert reader.stats().measurements == 12


def test_resume_sees_every_measured_config(store: RecordStore) -> None:
    rng = random.Random(6)
    w = matmul_key(rng)
    ms = [random_measurement(rng, w, device_key=rng.choice(["a", "b"])) for _ in range(60)]
    store.add_many(ms)
    counted = [m for m in ms if m.error_kind not in TRANSIENT_ERRORS]
    assert len(counted) < len(ms)  # the random data holds some cancelled/lost ones
    for device in ("a", "b"):
        expected = {config_hash(m.config) for m in counted if m.device_key == device}
        assert store.measured_config_hashes(w, "llvm", device) == expected
    assert store.measured_config_hashes(w, "llvm") == {config_hash(m.config) for m in counted}
    failed = next(m for m in counted if m.error_kind != ErrorKind.NONE)
    # A tuple-valued knob is the same config as its list form.
    as_tuples = {k: tuple(v) if isinstance(v, list) else v for k, v in failed.config.items()}
    assert store.has_measured(w, "llvm", failed.device_key, as_tuples)
    lost = Measurement(w, "llvm", {"tile_m": [9, 9]}, error_kind=ErrorKind.DEVICE_LOST)
    store.add_many([lost])
    assert not store.has_measured(w, "llvm", None, lost.config)  # worth measuring again
    unseen = {"tile_m": [3, 3], "tile_n": [1, 1], "order": "mnk", "unroll": 0}
    assert not store.has_measured(w, "llvm", None, unseen)
    assert store.measured_config_hashes(w, "cuda", None) == set()


def test_history_filters_by_op_device_and_excluded_workload(store: RecordStore) -> None:
    rng = random.Random(7)
    keys = list({matmul_key(rng) for _ in range(6)})
    ms = [
        random_measurement(rng, rng.choice(keys), device_key=rng.choice(["a", "b"]))
        for _ in range(150)
    ]
    conv = "conv2d:n=1,c=8,h=16,w=16,k=8,r=3,s=3"
    conv_m = [random_measurement(rng, conv, device_key="a", error_rate=0.0) for _ in range(5)]
    store.add_many(ms + conv_m)
    got = store.history("matmul", "a", "llvm", exclude_workload=keys[0])
    expected = [
        m for m in ms if m.workload != keys[0] and m.device_key == "a" and m.error_kind == 0
    ]
    assert sorted(r.config_hash for r in got) == sorted(config_hash(m.config) for m in expected)
    assert all(r.workload != keys[0] and r.workload.startswith("matmul:") for r in got)
    ids = [r.id for r in got]
    assert ids == sorted(ids, reverse=True)  # newest first
    assert len(store.history("matmul", None, "llvm", limit=7)) == 7
    with_errors = store.history("matmul", None, "llvm", ok_only=False, limit=10_000)
    assert len(with_errors) == len(ms)
    assert {r.workload for r in store.history("conv2d", "a", "llvm")} == {conv}


def test_runs_and_summaries(store: RecordStore) -> None:
    rng = random.Random(8)
    w = matmul_key(rng)
    run = store.start_run(
        who="alice", tuner="xgb", options={"trials": 64}, workload=w, target="llvm"
    )
    ms = [random_measurement(rng, w, run_id=run, error_rate=0.4) for _ in range(30)]
    for m in ms:
        store.add(m)
    other = store.start_run(who="bob", tuner="random")
    store.finish_run(run, "finished")  # flushes the buffer first
    summary = store.run_summary(run)
    assert summary.status == "finished"
    assert summary.who == "alice"
    assert summary.options == {"trials": 64}
    assert summary.finished_at is not None
    assert summary.measurements == 30
    assert summary.ok == sum(m.error_kind == ErrorKind.NONE for m in ms)
    errors: dict[str, int] = defaultdict(int)
    for m in ms:
        if m.error_kind != ErrorKind.NONE:
            errors[m.error_kind.label] += 1
    assert summary.errors == dict(errors)
    assert summary.best_gflops == pytest.approx(_expected_best(ms, None)[0][0])
    assert [r.id for r in store.runs()] == [other, run]
    assert store.run_summary(other).status == "running"
    assert len(list(store.records(RecordFilter(run_id=run)))) == 30
    with pytest.raises(ValueError, match="run status"):
        store.finish_run(other, "exploded")
    with pytest.raises(ValueError, match="no run"):
        store.run_summary(10_000)


def test_prune_keeps_the_best_k_per_group(store: RecordStore) -> None:
    rng = random.Random(9)
    keys = [matmul_key(rng) for _ in range(3)]
    ms = [
        random_measurement(rng, rng.choice(keys), device_key=rng.choice(["a", "b"]), error_rate=0.3)
        for _ in range(200)
    ]
    store.add_many(ms)
    groups = {(m.workload, m.device_key) for m in ms}
    expected = {
        g: _expected_best([m for m in ms if (m.workload, m.device_key) == g], None)[:3]
        for g in groups
    }
    kept_total = sum(len(v) for v in expected.values())
    assert store.prune(3, dry_run=True) == 200 - kept_total
    assert store.stats().measurements == 200
    assert store.prune(3) == 200 - kept_total
    assert store.stats().measurements == kept_total
    for (w, device), best in expected.items():
        got = store.best(w, "llvm", device_key=device, k=10)
        assert [r.gflops for r in got] == pytest.approx([g for g, _ in best])


def test_prune_can_keep_errors(store: RecordStore) -> None:
    rng = random.Random(10)
    w = matmul_key(rng)
    ms = [random_measurement(rng, w, error_rate=0.5) for _ in range(50)]
    store.add_many(ms)
    n_err = sum(m.error_kind != ErrorKind.NONE for m in ms)
    n_ok = 50 - n_err
    assert store.prune(2, keep_errors=True) == n_ok - 2
    stats = store.stats()
    assert sum(stats.errors.values()) == n_err
    assert stats.ok == 2


def test_stats_and_devices(store: RecordStore) -> None:
    rng = random.Random(11)
    keys = list({matmul_key(rng) for _ in range(4)})
    ms = [
        random_measurement(rng, rng.choice(keys), target=rng.choice(["llvm", "cuda"]))
        for _ in range(80)
    ]
    store.add_many(ms)
    stats = store.stats()
    assert stats.measurements == 80
    assert stats.ok == sum(m.error_kind == 0 for m in ms)
    assert sum(stats.errors.values()) == 80 - stats.ok
    assert stats.workloads == len({m.workload for m in ms})
    assert stats.targets == {t: sum(m.target == t for m in ms) for t in {m.target for m in ms}}
    assert stats.ops == {"matmul": 80}
    info = DeviceInfo(
        key="gpu-h100",
        hostname="node7",
        cpu_model="AMD EPYC",
        cpu_features=("avx512f", "avx2"),
        gpu_name="NVIDIA H100",
        gpu_compute_capability="9.0",
        extra={"memory_bytes": 80 * 2**30},
    )
    store.register_device(info)
    store.register_device(DeviceInfo(key="gpu-h100", hostname="node8", gpu_name="NVIDIA H100"))
    got = store.device("gpu-h100")
    assert got is not None
    assert got.hostname == "node8"
    assert got.gpu_name == "NVIDIA H100"
    assert store.stats().devices == 1
    assert store.device("nope") is None


@pytest.mark.postgres
def test_a_dropped_postgres_connection_is_replaced(make_db: Callable[[str], str]) -> None:
    import psycopg

    from tests.records.conftest import PG_DSN

    app = f"records-test-{random.randrange(10**9)}"
    rng = random.Random(12)
    w = matmul_key(rng)
    with RecordStore(f"{make_db('postgresql')}&application_name={app}") as store:
        store.add_many([random_measurement(rng, w, error_rate=0.0) for _ in range(5)])
        before = store.best(w, "llvm")
        with psycopg.connect(PG_DSN, autocommit=True) as admin:
            killed = admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE application_name = %s",
                (app,),
            ).fetchall()
        assert killed  # the store's pooled connections are gone
        assert store.best(w, "llvm") == before
        store.add_many([random_measurement(rng, w, error_rate=0.0)])
        assert store.stats().measurements == 6


def test_a_failed_flush_keeps_the_results_buffered(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'r.db'}"
    rng = random.Random(13)
    w = matmul_key(rng)
    with RecordStore(url, batch_size=1000) as store:
        ms = [random_measurement(rng, w) for _ in range(20)]
        store.add(ms)
        other = sqlite3.connect(tmp_path / "r.db")
        other.execute("ALTER TABLE measurements RENAME TO hidden")
        other.commit()
        with pytest.raises(DatabaseUnavailableError, match="no such table"):
            store.flush()
        other.execute("ALTER TABLE hidden RENAME TO measurements")
        other.commit()
        other.close()
        assert store.flush() == 20
        assert [r.config for r in store.records()] == [m.config for m in ms]
