"""RecordStore.best ranks configs by the median GFLOP/s of all their measurements."""

from __future__ import annotations

import random
import statistics
from collections import defaultdict

import pytest

from tests.records.helpers import matmul_key, random_config, random_measurement
from tuner.records import ErrorKind, Measurement, RankedConfig, RecordFilter, RecordStore


def _timed(
    rng: random.Random,
    w: str,
    config: dict[str, object],
    gflops: float,
    *,
    device_key: str = "cpu-a",
) -> Measurement:
    """A successful measurement at about ``gflops`` (the store derives it from flop and costs)."""
    flop = float(rng.randrange(10**7, 10**9))
    median = flop / (gflops * 1e9)
    # One repeat below and one above the median, so GFLOP/s is as asked.
    costs = [median * rng.uniform(0.9, 1.0), median, median * rng.uniform(1.0, 1.1)]
    rng.shuffle(costs)
    return Measurement(w, "llvm", config, costs_s=costs, flop=flop, device_key=device_key)


def _gflops(m: Measurement) -> float:
    assert m.flop is not None
    return m.flop / statistics.median(m.costs_s) / 1e9


def _exact(
    w: str, config: dict[str, object], gflops: float, device_key: str = "cpu-a"
) -> Measurement:
    """A successful measurement with exactly ``gflops`` (given directly, as an import does)."""
    return Measurement(w, "llvm", config, costs_s=[1e-3], gflops=gflops, device_key=device_key)


def _reference(
    store: RecordStore, w: str, device_key: str | None
) -> list[tuple[str, float, int, int]]:
    """(config hash, median, count, first id) per config, in the documented order.

    Computed in Python from every stored row, independently of the SQL.
    """
    groups: dict[str, list[tuple[float, int]]] = defaultdict(list)
    for r in store.records(RecordFilter(workload=w, target="llvm", device_key=device_key)):
        if r.ok:
            assert r.gflops is not None
            groups[r.config_hash].append((r.gflops, r.id))
    ranked = [
        (h, statistics.median(g for g, _ in rows), len(rows), min(i for _, i in rows))
        for h, rows in groups.items()
    ]
    return sorted(ranked, key=lambda t: (-t[1], -t[2], t[3]))


def test_a_lucky_measurement_ranks_below_a_consistently_fast_config(store: RecordStore) -> None:
    rng = random.Random(50)
    w = matmul_key(rng)
    lucky, steady, slow = random_config(rng), random_config(rng), random_config(rng)
    ms = [_timed(rng, w, lucky, rng.uniform(900, 1000))]  # one outlier, far above the rest
    ms += [_timed(rng, w, lucky, rng.uniform(90, 110)) for _ in range(6)]
    ms += [_timed(rng, w, steady, rng.uniform(380, 420)) for _ in range(5)]
    ms += [_timed(rng, w, slow, rng.uniform(200, 250)) for _ in range(3)]
    rng.shuffle(ms)
    store.add_many(ms)
    got = store.best(w, "llvm", k=3)
    assert [r.config for r in got] == [steady, slow, lucky]
    assert [r.measurements for r in got] == [5, 3, 7]
    assert all(isinstance(r, RankedConfig) and r.ok for r in got)
    assert got[0].median_gflops == pytest.approx(
        statistics.median(_gflops(m) for m in ms if m.config == steady)
    )
    # The lucky timing is still the fastest single measurement; it just does not win.
    assert max(r.gflops or 0 for r in store.records()) > 900
    assert store.best(w, "llvm")[0].config == steady


def test_best_k_gives_distinct_configs_in_the_order_of_a_python_reference(
    store: RecordStore,
) -> None:
    rng = random.Random(51)
    w = matmul_key(rng)
    pool = [random_config(rng) for _ in range(12)]
    # Few configs, many measurements: re-measured configs on several devices, with failures.
    ms = [
        random_measurement(
            rng, w, device_key=rng.choice(["cpu-a", "cpu-b"]), config=rng.choice(pool)
        )
        for _ in range(240)
    ]
    store.add_many(ms)
    for device in (None, "cpu-a", "cpu-b"):
        expected = _reference(store, w, device)
        assert len(expected) > 5
        got = store.best(w, "llvm", device_key=device, k=len(pool) + 5)
        assert [r.config_hash for r in got] == [h for h, *_ in expected]
        assert len({r.config_hash for r in got}) == len(got)
        assert [r.median_gflops for r in got] == pytest.approx([m for _, m, _, _ in expected])
        assert [r.measurements for r in got] == [n for _, _, n, _ in expected]
        assert [r.config_hash for r in store.best(w, "llvm", device_key=device, k=3)] == [
            h for h, *_ in expected[:3]
        ]
        for r in got:
            # The record is one of the config's own successful measurements, the
            # middle one (for an even count, the faster of the middle two).
            assert r.ok
            assert device is None or r.device_key == device
            assert r.gflops is not None
            assert r.gflops >= r.median_gflops or r.gflops == pytest.approx(r.median_gflops)
            if r.measurements % 2:
                assert r.gflops == pytest.approx(r.median_gflops)


def test_device_key_filter_ranks_each_device_on_its_own_measurements(store: RecordStore) -> None:
    rng = random.Random(52)
    w = matmul_key(rng)
    a_fast, b_fast = random_config(rng), random_config(rng)
    ms = [_timed(rng, w, a_fast, rng.uniform(500, 520), device_key="cpu-a") for _ in range(3)]
    ms += [_timed(rng, w, a_fast, rng.uniform(100, 120), device_key="cpu-b") for _ in range(4)]
    ms += [_timed(rng, w, b_fast, rng.uniform(300, 320), device_key="cpu-b") for _ in range(3)]
    ms += [_timed(rng, w, b_fast, rng.uniform(200, 220), device_key="cpu-a") for _ in range(2)]
    rng.shuffle(ms)
    store.add_many(ms)
    on_a = store.best(w, "llvm", device_key="cpu-a", k=5)
    on_b = store.best(w, "llvm", device_key="cpu-b", k=5)
    assert [(r.config, r.measurements) for r in on_a] == [(a_fast, 3), (b_fast, 2)]
    assert [(r.config, r.measurements) for r in on_b] == [(b_fast, 3), (a_fast, 4)]
    assert {r.device_key for r in on_a} == {"cpu-a"}
    assert {r.device_key for r in on_b} == {"cpu-b"}
    # Any device pools both: a_fast's 7 measurements have their median on cpu-b (~110),
    # b_fast's 5 have theirs at ~300.
    anywhere = store.best(w, "llvm", k=5)
    assert [(r.config, r.measurements) for r in anywhere] == [(b_fast, 5), (a_fast, 7)]
    assert 290 < anywhere[0].median_gflops < 330
    assert store.best(w, "llvm", device_key="cpu-c") == []


def test_failed_measurements_are_ignored(store: RecordStore) -> None:
    rng = random.Random(53)
    w = matmul_key(rng)
    good, broken = random_config(rng), random_config(rng)
    failures = [k for k in ErrorKind if k != ErrorKind.NONE]
    ms = [_timed(rng, w, good, rng.uniform(50, 60)) for _ in range(3)]
    # Failed runs of the good config, with tiny costs that would look fast if they counted.
    ms += [
        Measurement(w, "llvm", good, costs_s=[1e-9], error_kind=rng.choice(failures))
        for _ in range(4)
    ]
    # A config that only ever failed never ranks.
    ms += [Measurement(w, "llvm", broken, costs_s=[1e-9], error_kind=kind) for kind in failures]
    rng.shuffle(ms)
    store.add_many(ms)
    got = store.best(w, "llvm", k=5)
    assert [(r.config, r.measurements) for r in got] == [(good, 3)]
    assert 50 <= got[0].median_gflops <= 60
    only_failed = "matmul:m=7,n=7,k=7"  # a workload with nothing but a failure
    store.add_many([Measurement(only_failed, "llvm", good, error_kind=ErrorKind.RUN_TIMEOUT)])
    assert store.best(only_failed, "llvm", k=3) == []


def test_median_of_an_even_count_averages_the_middle_two(store: RecordStore) -> None:
    rng = random.Random(55)
    w = matmul_key(rng)
    even, odd, single = random_config(rng), random_config(rng), random_config(rng)
    values = [1.0, 2.0, 3.0, 10.0]  # median 2.5, not 2 or 3
    rng.shuffle(values)
    ms = [_exact(w, even, g) for g in values]
    ms += [_exact(w, odd, g) for g in (2.4, 2.6, 0.1)]  # median 2.4
    ms += [_exact(w, single, 2.45)]
    store.add_many(ms)
    got = store.best(w, "llvm", k=3)
    assert [r.config for r in got] == [even, single, odd]
    assert [r.median_gflops for r in got] == [2.5, 2.45, 2.4]
    assert [r.measurements for r in got] == [4, 1, 3]
    # Each record is the config's median measurement: for four, the faster of the middle two.
    assert [r.gflops for r in got] == [3.0, 2.45, 2.4]


def test_ties_go_to_more_measurements_then_to_the_config_measured_first(
    store: RecordStore,
) -> None:
    rng = random.Random(56)
    w = matmul_key(rng)
    first, second, many = random_config(rng), random_config(rng), random_config(rng)
    store.add_many([_exact(w, first, 7.0), _exact(w, second, 7.0)])
    store.add_many([_exact(w, many, g) for g in (6.0, 7.0, 8.0)])  # median 7.0 too
    got = store.best(w, "llvm", k=3)
    assert [r.config for r in got] == [many, first, second]
    assert {r.median_gflops for r in got} == {7.0}
    # Still tied at two measurements each: "first" was measured first, even
    # though its latest measurement is the newest of all.
    store.add_many([_exact(w, second, 7.0)])
    store.add_many([_exact(w, first, 7.0)])
    assert [(r.config, r.measurements) for r in store.best(w, "llvm", k=3)] == [
        (many, 3),
        (first, 2),
        (second, 2),
    ]


def test_every_k_matches_the_reference_even_with_many_ties(store: RecordStore) -> None:
    rng = random.Random(57)
    # Few distinct GFLOP/s values, so medians tie and bounds sit exactly on the
    # k-th best one; counts from 1 to 6 mix exact medians and real bounds.
    values = [1.0, 2.0, 3.0, 5.0, 8.0]
    workloads = sorted({matmul_key(rng) for _ in range(12)})[:8]
    for w in workloads:
        configs = {str(c): c for c in (random_config(rng) for _ in range(25))}.values()
        ms = [
            _exact(w, config, rng.choice(values), device_key=rng.choice(["cpu-a", "cpu-b"]))
            for config in configs
            for _ in range(rng.randint(1, 6))
        ]
        rng.shuffle(ms)
        store.add_many(ms)
    for w in workloads:
        for device in (None, "cpu-a"):
            expected = _reference(store, w, device)
            for k in range(1, len(expected) + 2):
                got = store.best(w, "llvm", device_key=device, k=k)
                assert [(r.config_hash, r.median_gflops, r.measurements) for r in got] == [
                    (h, m, n) for h, m, n, _ in expected[:k]
                ], (w, device, k)
