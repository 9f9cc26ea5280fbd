"""Measurement of one job with the real compiler, in-process and through the pool."""

from __future__ import annotations

import math
import os
import random
from collections.abc import Sequence

import numpy as np
import pytest

from autotune.v1 import measure_pb2
from compiler.timing import CHECK_RTOL, max_rel_err, output_error
from device_server import hooks
from device_server.convert import knobs_from_proto, workload_key, workload_to_proto
from device_server.drivers.llvm import LlvmDriver
from device_server.measure import measure_job, time_program, timed_costs
from device_server.options import DEFAULT_REPEAT, Options, resolve
from runtime import thread_pool
from tests.pool.procs import Procs, run
from tests.pool.test_isolation import compiler_builds
from tracker.client import TrackerClient
from tuner.wire import config_to_proto

pytestmark = pytest.mark.timeout(120)
needs_compiler = pytest.mark.skipif(not compiler_builds(), reason="runtime.build not available")

K = measure_pb2
WORKLOAD = "matmul:m=32,n=32,k=32"


def sampled_configs(n: int, seed: int) -> list[dict]:
    import compiler

    space = compiler.get_space(compiler.Workload.parse(WORKLOAD), "llvm")
    return [c.to_json() for c in space.sample(random.Random(seed), n)]


def real_job(job_id: str, knobs: dict | None = None, **options: object) -> measure_pb2.MeasureJob:
    return K.MeasureJob(
        job_id=job_id,
        workload=workload_to_proto(WORKLOAD),
        config=config_to_proto(knobs or {}),
        target="llvm",
        options=K.MeasureOptions(**options),  # type: ignore[arg-type]  # checked by default
    )


def assert_valid(result: measure_pb2.MeasureResult, repeat: int) -> None:
    assert result.error_kind == K.ERROR_KIND_NONE, result.error_message
    assert len(result.costs_s) == repeat
    assert all(c > 0 for c in result.costs_s)
    assert result.checked
    assert 0 <= result.max_rel_error <= CHECK_RTOL
    assert result.flop == 2 * 32 * 32 * 32
    assert result.compile_time_s > 0
    assert result.number >= 1
    assert result.finished_at.ToNanoseconds() >= result.started_at.ToNanoseconds()


# -- plain helpers --------------------------------------------------------------


def test_knobs_round_trip_through_proto() -> None:
    knobs = {"tile": [4, 8], "order": "mnk", "unroll": 4}
    message = config_to_proto(knobs, index=17)
    assert message.index == 17
    assert knobs_from_proto(message) == knobs
    with pytest.raises(ValueError, match="knob 'flag': booleans are not knob values"):
        config_to_proto({"flag": True})
    with pytest.raises(ValueError, match=r"knob 'x': 1\.5 is not an int"):
        config_to_proto({"x": 1.5})  # type: ignore[dict-item]


def test_workload_key_from_op_and_params() -> None:
    message = K.Workload(op="matmul")
    message.params["m"].int_value = 4
    message.params["k"].int_value = 2
    message.params["n"].int_value = 3
    assert workload_key(message) == "matmul:k=2,m=4,n=3"
    assert workload_key(K.Workload(key="matmul:m=1,n=1,k=1", op="other")) == "matmul:m=1,n=1,k=1"
    with pytest.raises(ValueError, match="neither a key nor an op"):
        workload_key(K.Workload())


def test_options_defaults_and_negatives() -> None:
    resolved = resolve(K.MeasureOptions())
    assert resolved == Options()
    assert resolved.repeat == DEFAULT_REPEAT
    assert resolve(K.MeasureOptions(number=7, repeat=2)).number == 7
    with pytest.raises(ValueError, match="option run_timeout_s is negative"):
        resolve(K.MeasureOptions(run_timeout_s=-1))


def test_output_error_is_per_element_and_non_finite_is_inf() -> None:
    rng = np.random.default_rng(7)
    ref = rng.standard_normal((16, 16))
    out = ref.astype(np.float32)
    assert output_error(out, ref) < 1e-6
    top = float(np.max(np.abs(ref)))
    skewed = ref.copy()
    skewed[3, 5] += 0.05 * top  # the error over its element's |ref| plus max|ref|
    want = 0.05 * top / (abs(ref[3, 5]) + top)
    assert output_error(skewed.astype(np.float32), ref) == pytest.approx(want, rel=1e-3)
    for bad in (np.nan, np.inf, -np.inf):
        broken = out.copy()
        broken[0, 0] = bad
        assert math.isinf(output_error(broken, ref))
        assert not output_error(broken, ref) <= CHECK_RTOL


def test_old_options_ask_nothing_and_are_checked() -> None:
    """Every job is checked unless it opts out; an old client's check_correctness (field 8,
    now reserved) is ignored, not read as anything else."""
    assert resolve(K.MeasureOptions()).check
    assert not resolve(K.MeasureOptions(skip_correctness_check=True)).check
    old = K.MeasureOptions.FromString(bytes([8 << 3, 1]))  # check_correctness = true
    assert resolve(old).check


@needs_compiler
def test_the_planted_wrong_kernel_is_caught_per_element() -> None:
    """corrupt() puts a small element off by 1e-2 of itself: the old global check
    (max|out - ref| / max|ref| <= 1e-3) let that through, the per-element one does not."""
    import compiler
    import runtime

    kernel = runtime.build(hooks.WRONG_ANSWER_WORKLOAD)
    inputs = compiler.random_inputs(kernel.workload, np.random.default_rng(3))
    ref = compiler.reference(kernel.workload, inputs)
    out = np.empty(ref.shape, np.float32)
    kernel.run(*inputs, out=out)
    assert output_error(out, ref) <= CHECK_RTOL
    hooks.corrupt(out)
    assert max_rel_err(out, ref) <= 1e-3
    assert output_error(out, ref) > CHECK_RTOL


@needs_compiler
def test_measure_job_honours_the_opt_out_and_the_wrong_answer_hook() -> None:
    unchecked = measure_job(real_job("u", skip_correctness_check=True, repeat=1))
    assert unchecked.error_kind == K.ERROR_KIND_NONE, unchecked.error_message
    assert not unchecked.checked
    assert unchecked.max_rel_error == 0
    wrong = K.MeasureJob(job_id="w", workload=K.Workload(key=hooks.WRONG_ANSWER), target="llvm")
    assert measure_job(wrong).error_kind == K.ERROR_KIND_INVALID_CONFIG  # hooks off
    result = measure_job(wrong, enable_test_hooks=True)
    assert result.error_kind == K.ERROR_KIND_WRONG_ANSWER, result.error_message
    assert result.checked
    assert result.max_rel_error > CHECK_RTOL
    assert not result.costs_s


def test_timed_costs_grows_number_until_a_repeat_lasts_min_repeat_ms() -> None:
    calls: list[int] = []

    def timer(n: int) -> float:  # a "kernel" of 0.1 ms a run
        calls.append(n)
        return n * 1e-4

    costs, number = timed_costs(timer, Options(number=2, repeat=4, min_repeat_ms=0.5))
    assert costs == [pytest.approx(1e-4)] * 4
    assert number * 1e-4 >= 0.5e-3
    assert calls[0] == 2  # started at options.number
    assert calls[-4:] == [number] * 4  # then repeat timings of number runs each


class _RecordingKernel:
    """Stands in for a compiled Kernel: records its runs (and the CPUs they may use)."""

    def __init__(self, events: list[object], num_threads: int = 1) -> None:
        self.events = events
        self.num_threads = num_threads
        self.masks: list[set[int]] = []

    def run(self, *inputs: np.ndarray, out: np.ndarray) -> None:
        self.events.append("run")
        if hasattr(os, "sched_getaffinity"):
            self.masks.append(os.sched_getaffinity(0))


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no affinity masks")
@pytest.mark.skipif(not thread_pool.binding_cpus(), reason="one CPU: nothing to bind")
def test_a_parallel_kernel_is_timed_on_the_cpu_of_its_first_chunk() -> None:
    """The timing thread runs chunk 0 of every parallel loop: it is pinned to that chunk's
    CPU while it times (warm and cold), and has its own mask back afterwards; a
    one-thread kernel runs wherever it is."""
    own = os.sched_getaffinity(0)
    first = {thread_pool.binding_cpus()[0]}
    driver = LlvmDriver()
    buffers = [np.ones(16, np.float32), np.ones(16, np.float32), np.empty(16, np.float32)]
    parallel = _RecordingKernel([], num_threads=2)
    driver.time(parallel, buffers, 3)  # type: ignore[arg-type]
    driver.time_cold(parallel, buffers, [1])  # type: ignore[arg-type]
    assert parallel.masks == [first] * 4
    serial = _RecordingKernel([], num_threads=1)
    driver.time(serial, buffers, 2)  # type: ignore[arg-type]
    assert serial.masks == [own] * 2
    assert os.sched_getaffinity(0) == own


def test_cold_timing_evicts_the_weights_before_each_single_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """flush_cache: one run per repeat, each right after the weights are evicted (and
    only those: the model's fresh activations, the first argument and a residual,
    stay)."""
    from runtime import evict

    events: list[object] = []
    weights = np.arange(1024, dtype=np.float32)
    real_evict = evict.evict

    def recording_evict(arrays: Sequence[np.ndarray]) -> None:
        events.append(("evict", [a.nbytes for a in arrays]))
        real_evict(arrays)

    monkeypatch.setattr(evict, "evict", recording_evict)
    options = Options(number=5, repeat=3, min_repeat_ms=10.0, flush_cache=True)
    driver = LlvmDriver()
    activation, out = np.ones(16, np.float32), np.empty(16, np.float32)
    residual = np.ones(64, np.float32)
    kernel = _RecordingKernel(events)
    buffers = [activation, weights, residual, out]
    costs, number = time_program(driver, kernel, buffers, options, weights=[1])
    assert number == 1
    assert len(costs) == 3
    if evict.supported():
        assert events == [("evict", [4096]), "run"] * 3
    else:
        assert events == ["run"] * 3
    np.testing.assert_array_equal(weights, np.arange(1024, dtype=np.float32))  # untouched


def test_evicting_leaves_the_data_intact() -> None:
    from runtime import evict

    if not evict.supported():
        pytest.skip("clflush eviction is x86-64 only")
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(n).astype(np.float32) for n in (1, 17, 100_003)]
    misaligned = np.frombuffer(bytearray(4 * 1000 + 3), dtype=np.uint8)[3:].view(np.float32)
    misaligned[:] = 1.5
    copies = [a.copy() for a in arrays]
    evict.evict([*arrays, misaligned, np.empty(0, np.float32)])
    for a, c in zip(arrays, copies, strict=True):
        np.testing.assert_array_equal(a, c)
    assert np.all(misaligned == 1.5)


# -- with the compiler ----------------------------------------------------------


@needs_compiler
def test_measure_in_process_valid_and_invalid() -> None:
    (knobs,) = sampled_configs(1, seed=3)
    result = measure_job(real_job("ok", knobs, repeat=2, flush_cache=True))
    assert_valid(result, repeat=2)
    bad = dict(knobs, order="nonsense-order")
    invalid = measure_job(real_job("bad", bad))
    assert invalid.error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert "nonsense-order" in invalid.error_message
    unknown_op = measure_job(
        K.MeasureJob(job_id="op", workload=K.Workload(key="nosuchop:m=1"), target="llvm")
    )
    assert unknown_op.error_kind == K.ERROR_KIND_INVALID_CONFIG
    assert "invalid workload 'nosuchop:m=1'" in unknown_op.error_message


@needs_compiler
def test_real_matmul_jobs_through_the_pool(procs: Procs) -> None:
    _, address = procs.tracker()
    for _ in range(2):
        procs.device(address, "zen", "--capacity", "1")
    configs = sampled_configs(4, seed=11)
    jobs = [real_job(f"c{i}", knobs, repeat=2) for i, knobs in enumerate(configs)]
    jobs.append(real_job("default", None, repeat=2))

    async def scenario() -> list[measure_pb2.MeasureResult]:
        async with TrackerClient(address) as client:
            await client.wait_for_devices("zen", 2, timeout_s=60)
            return await client.measure("zen", jobs)

    results = run(scenario(), timeout_s=100)
    assert [r.job_id for r in results] == [j.job_id for j in jobs]
    for result in results:
        assert_valid(result, repeat=2)
    assert len({r.device_id for r in results}) >= 1


def test_reference_cache_computes_once_and_hands_out_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import compiler
    from device_server.drivers.llvm import LlvmDriver
    from device_server.measure import ReferenceCache

    calls = []
    real = compiler.reference

    def counting(workload: object, inputs: list[np.ndarray]) -> np.ndarray:
        calls.append(str(workload))
        return real(workload, inputs)

    monkeypatch.setattr(compiler, "reference", counting)
    cache = ReferenceCache()
    w = compiler.Workload.parse("matmul:m=8,n=8,k=8")
    rng = np.random.default_rng(0)
    first = cache.inputs(w, rng)
    with pytest.raises(ValueError, match="read-only"):
        first[0][...] = 0  # shared by every job: kernels get the driver's copies
    buffers = LlvmDriver().upload(first)
    buffers[0][...] = 0  # a kernel scribbling over its inputs
    second = cache.inputs(w, rng)
    assert np.abs(second[0]).min() > 0, "the cached inputs were corrupted"
    ref = cache.reference(w, rng)
    np.testing.assert_allclose(ref, second[0].astype(np.float64) @ second[1])
    assert cache.reference(w, rng) is ref
    assert calls == [str(w)]


@pytest.mark.parametrize(
    ("model_bytes", "cold"),
    [(0, True), (8 << 20, False), (64 << 20, False), (65 << 20, True)],
    ids=["unknown", "fits", "just-fits", "too-big"],
)
def test_cold_timing_is_for_models_whose_weights_leave_the_cache(
    model_bytes: int, cold: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A model whose weights all fit in the device's cache keeps them there between
    inferences: its kernels are timed warm (many runs a repeat), the others cold (one
    run a repeat, weights evicted); an unknown size (0) is timed cold."""
    from runtime import evict

    monkeypatch.setattr(evict, "evict", lambda arrays: None)
    monkeypatch.setattr(evict, "supported", lambda: True)
    driver = LlvmDriver()
    monkeypatch.setattr(driver, "keeps_cached", lambda nbytes: 0 < nbytes <= 64 << 20)
    options = Options(
        number=5, repeat=3, min_repeat_ms=0.0, flush_cache=True, model_weight_bytes=model_bytes
    )
    events: list[object] = []
    activation, weights, out = (np.ones(16, np.float32) for _ in range(3))
    costs, number = time_program(
        driver, _RecordingKernel(events), [activation, weights, out], options
    )
    assert len(costs) == 3
    if cold:
        assert (number, len(events)) == (1, 3)
    else:  # number runs per repeat (and a first round finding number)
        assert number == 5
        assert len(events) >= 3 * 5


@pytest.mark.parametrize(
    ("nbytes", "warm_cold", "kept"),
    [
        (8 << 20, (1.0, 1.6), True),
        (8 << 20, (1.0, 1.1), False),
        (8 << 20, (1.0, 1.25), True),
        (0, (1.0, 9.0), False),
        ((64 << 20) + 1, (1.0, 9.0), False),
    ],
    ids=["re-read-faster", "re-read-as-slow", "threshold", "unknown", "over-the-llc"],
)
def test_weights_stay_cached_when_a_reread_is_clearly_faster(
    nbytes: int, warm_cold: tuple[float, float], kept: bool
) -> None:
    """The rule: no more than the last-level cache, and a re-read of as many bytes at
    least KEPT_SPEEDUP times faster than a read after their eviction (a VM's sysfs L3
    is the socket's, shared with other tenants: its size alone says too much)."""
    from runtime import cache_probe, evict

    if not evict.supported():
        pytest.skip("no cache eviction on this CPU: the size alone decides")
    asked: list[int] = []

    def measure(n: int) -> tuple[float, float]:
        asked.append(n)
        return warm_cold

    assert cache_probe.KEPT_SPEEDUP == 1.25
    assert cache_probe.stays_cached(nbytes, 64 << 20, measure) is kept
    # Sizes the LLC cannot hold are never measured.
    assert asked == ([nbytes] if 0 < nbytes <= 64 << 20 else [])


def test_the_reread_probe_times_real_reads_of_the_size_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The probe reads a buffer of the size asked, evicting it before each cold read,
    and reports positive times; the driver measures each size once."""
    from runtime import cache_probe, evict

    if not evict.supported():
        pytest.skip("no cache eviction on this CPU")
    evicted: list[int] = []
    real_evict = evict.evict

    def recording_evict(arrays: Sequence[np.ndarray]) -> None:
        evicted.extend(a.nbytes for a in arrays)
        real_evict(arrays)

    monkeypatch.setattr(evict, "evict", recording_evict)
    nbytes = int(np.random.default_rng().integers(1 << 16, 1 << 20)) // 4 * 4
    warm, cold = cache_probe.reread_seconds(nbytes, repeat=3)
    assert 0 < warm < 1
    assert 0 < cold < 1
    assert evicted == [nbytes] * 3
    with pytest.raises(ValueError, match="at least 256 bytes"):
        cache_probe.reread_seconds(128)

    driver = LlvmDriver()
    probes: list[int] = []

    def counting(n: int, llc: int, measure: object = None) -> bool:
        probes.append(n)
        return True

    monkeypatch.setattr(cache_probe, "stays_cached", counting)
    assert driver.keeps_cached(nbytes)
    assert driver.keeps_cached(nbytes)
    assert probes == [nbytes]


def test_the_read_loop_reads_every_float_of_the_buffer() -> None:
    """The probe's read loop reads every 64-float turn of the buffer and no more: lane 0
    of its result sums floats 0, 16, 32 and 48 of each turn (a loop that stopped early,
    or read past the end, would time the wrong bytes)."""
    from runtime import cache_probe

    read = cache_probe._read_function()
    rng = np.random.default_rng()
    turns = int(rng.integers(2, 50))
    data = rng.random(64 * turns, dtype=np.float32)
    expected = float(data[::16].astype(np.float64).sum())
    assert read(data.ctypes.data, data.size) == pytest.approx(expected, rel=1e-5)


def test_the_cache_probe_runs_before_the_device_is_held(monkeypatch: pytest.MonkeyPatch) -> None:
    """A CPU's probe takes seconds for a large model: it runs with the host work, before
    ``before_run``, and not under the run phase's timeout; a job without flush_cache
    never asks."""
    events: list[str] = []
    driver = LlvmDriver()

    def keeps_cached(nbytes: int) -> bool:
        events.append(f"probe {nbytes}")
        return False

    monkeypatch.setattr(driver, "keeps_cached", keeps_cached)
    size = int(np.random.default_rng().integers(1 << 20, 1 << 30))
    for flush in (True, False):
        events.clear()
        job = real_job("probe", flush_cache=flush, model_weight_bytes=size, repeat=2)
        result = measure_job(job, driver, before_run=lambda: events.append("device"))
        assert_valid(result, 2)
        expected = [f"probe {size}", "device", f"probe {size}"] if flush else ["device"]
        assert events == expected
