"""resolve_config / build_best: the best recorded config at compile time, else the default."""

from __future__ import annotations

import logging
import random
from typing import Any

import numpy as np
import pytest

from tuner.records import ErrorKind, Measurement, RecordStore
from tuner.records.compile import build_best, record_lookup, resolve_config

compiler: Any = pytest.importorskip("compiler")
runtime: Any = pytest.importorskip("runtime")
if not all(hasattr(compiler, name) for name in ("Workload", "Config", "get_space")):
    pytest.skip("compiler.Workload/Config/get_space are not exported yet", allow_module_level=True)


def _workload(rng: random.Random) -> Any:
    # A fresh shape per test: the "no record" warning is deduplicated per process.
    m, n, k = (rng.choice((8, 16, 24, 32, 40, 48)) for _ in range(3))
    return compiler.Workload.parse(f"matmul:m={m},n={n},k={k}")


def _record(
    store: RecordStore, w: Any, configs: list[Any], device_key: str = "cpu-a"
) -> list[float]:
    rng = random.Random(len(configs))
    flop = float(compiler.flop_count(w)) if hasattr(compiler, "flop_count") else 1e6
    costs = [rng.uniform(1e-5, 1e-3) for _ in configs]
    store.add_many(
        Measurement(str(w), "llvm", c.to_json(), costs_s=[t], flop=flop, device_key=device_key)
        for c, t in zip(configs, costs, strict=True)
    )
    return costs


def test_no_record_gives_the_default_and_one_warning(
    store: RecordStore, caplog: pytest.LogCaptureFixture
) -> None:
    w = _workload(random.Random(f"50-{store.backend}"))
    with caplog.at_level(logging.WARNING, logger="tuner.records.compile"):
        for _ in range(3):
            config, source = resolve_config(w, "llvm", store)
            assert source == "default"
            assert config == compiler.get_space(w, "llvm").default()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert f"autotune tune {w}" in warnings[0].getMessage()
    assert "--db" in warnings[0].getMessage()


def test_best_recorded_config_wins_and_stale_ones_are_skipped(store: RecordStore) -> None:
    rng = random.Random(51)
    w = _workload(rng)
    space = compiler.get_space(w, "llvm")
    configs = space.sample(rng, min(6, space.size))
    costs = _record(store, w, configs)
    fastest = configs[int(np.argmin(costs))]
    config, source = resolve_config(str(w), "llvm", store)
    assert (config, source) == (fastest, "records")
    # A faster record whose config is not in the space (an older template) is passed over.
    bogus = {name: "no-such-value" for name in fastest.to_json()}
    store.add_many([Measurement(str(w), "llvm", bogus, costs_s=[1e-9], flop=1e6)])
    assert resolve_config(w, "llvm", store) == (fastest, "records")
    # Failed measurements never count.
    store.add_many(
        [Measurement(str(w), "llvm", configs[0].to_json(), error_kind=ErrorKind.WRONG_ANSWER)]
    )
    assert resolve_config(w, "llvm", store)[0] == fastest
    assert resolve_config(w, "llvm", store, device_key="cpu-b")[1] == "default"


def test_resolve_config_accepts_a_url(db_url: str) -> None:
    rng = random.Random(52)
    w = _workload(rng)
    space = compiler.get_space(w, "llvm")
    configs = space.sample(rng, min(3, space.size))
    with RecordStore(db_url) as store:
        costs = _record(store, w, configs)
    assert resolve_config(w, "llvm", db_url) == (configs[int(np.argmin(costs))], "records")


@pytest.mark.skipif(not hasattr(runtime, "build"), reason="runtime.build has not landed yet")
def test_build_best_builds_the_recorded_config_and_it_is_correct(store: RecordStore) -> None:
    rng = random.Random(53)
    w = _workload(rng)
    space = compiler.get_space(w, "llvm")
    configs = space.sample(rng, min(3, space.size))
    costs = _record(store, w, configs)
    kernel = build_best(w, "llvm", store)
    assert kernel.config == configs[int(np.argmin(costs))]
    inputs = compiler.random_inputs(w, np.random.default_rng(0))
    np.testing.assert_allclose(kernel(*inputs), compiler.reference(w, inputs), rtol=1e-4, atol=1e-4)


def test_model_lookup_prefers_a_re_measured_config_to_one_lucky_timing(
    store: RecordStore,
) -> None:
    rng = random.Random(f"52-{store.backend}")
    w = _workload(rng)
    flop = float(compiler.flop_count(w))
    lucky, steady = compiler.get_space(w, "llvm").sample(rng, 2)

    def measured(config: Any, seconds: float) -> Measurement:
        return Measurement(str(w), "llvm", config.to_json(), costs_s=[seconds], flop=flop)

    # steady: re-measured, median 2e-5 s; lucky: measured once, at 1e-5 s.
    store.add_many([measured(steady, t) for t in (1.9e-5, 2e-5, 2.1e-5)])
    store.add_many([measured(lucky, 1e-5)])
    lookup = record_lookup(store, "llvm")
    assert resolve_config(w, "llvm", store) == (steady, "records")  # bench picks the same
    assert lookup.seconds(w) == pytest.approx(2e-5)
    assert lookup.medians == {}  # asking the cost is not a choice
    assert lookup(w) == (steady, "records")
    assert lookup.medians[str(w)] == pytest.approx(flop / 2e-5 / 1e9)
    # With no config measured twice, the best single timing is the choice.
    other = compiler.Workload.parse("matmul:m=5,n=6,k=7")
    fast, slow = compiler.get_space(other, "llvm").sample(rng, 2)
    store.add_many(
        [
            Measurement(str(other), "llvm", fast.to_json(), costs_s=[3e-7], flop=420.0),
            Measurement(str(other), "llvm", slow.to_json(), costs_s=[4e-7], flop=420.0),
        ]
    )
    assert lookup(other) == (fast, "records")
    # Nothing on record: the default and no cost.
    empty = compiler.Workload.parse("matmul:m=7,n=9,k=11")
    assert lookup(empty) == (compiler.get_space(empty, "llvm").default(), "default")
    assert lookup.seconds(empty) is None
