"""The plain pool class on its own: queueing, leases, requeue, cancel, exactly-once."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.pool import (
    FailReason,
    JobState,
    NoDeviceForKeyError,
    Pool,
    UnknownBatchError,
    UnknownDeviceError,
)


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_pool(**kwargs: float) -> tuple[Pool[str], FakeClock]:
    clock = FakeClock()
    pool: Pool[str] = Pool(clock=clock, **kwargs)  # type: ignore[arg-type]
    return pool, clock


def jobs(*ids: str) -> list[tuple[str, str]]:
    return [(i, f"payload-{i}") for i in ids]


def drain_one(pool: Pool[str], device_id: str, uid: str) -> list[str]:
    """Reports ``uid`` done and returns the client ids of the next assignments."""
    outcome = pool.report(device_id, uid, failed=False)
    assert outcome.accepted
    return [a.job.client_job_id for a in outcome.effects.assignments]


def test_priority_then_fifo_order() -> None:
    pool, _ = make_pool()
    device, _ = pool.register("k")
    _, low, eff = pool.submit("k", 0, jobs("a1", "a2"))
    assert [a.job.client_job_id for a in eff.assignments] == ["a1"]
    _, _, eff = pool.submit("k", 5, jobs("b1", "b2"))
    assert eff.assignments == []  # the only device is busy
    _, _, _ = pool.submit("k", 5, jobs("c1"))
    order = []
    uid = low[0].uid
    uids = {}
    for _ in range(4):
        nxt = pool.report(device.device_id, uid, failed=False)
        assert nxt.accepted
        (assignment,) = nxt.effects.assignments
        order.append(assignment.job.client_job_id)
        uids[assignment.job.client_job_id] = assignment.job.uid
        uid = assignment.job.uid
    # Higher priority first, FIFO among equals (b before c), then the old a2.
    assert order == ["b1", "b2", "c1", "a2"]


def test_fifo_within_priority_across_batches() -> None:
    pool, _ = make_pool()
    device, _ = pool.register("k")
    _, first, _ = pool.submit("k", 1, jobs("x1"))
    pool.submit("k", 1, jobs("y1", "y2"))
    pool.submit("k", 1, jobs("z1"))
    seen = []
    uid = first[0].uid
    while True:
        outcome = pool.report(device.device_id, uid, failed=False)
        if not outcome.effects.assignments:
            break
        job = outcome.effects.assignments[0].job
        seen.append(job.client_job_id)
        uid = job.uid
    assert seen == ["y1", "y2", "z1"]


def test_capacity_limits_jobs_in_flight() -> None:
    pool, _ = make_pool()
    device, _ = pool.register("k", capacity=2)
    _, created, eff = pool.submit("k", 0, jobs("a", "b", "c"))
    assert [a.job.client_job_id for a in eff.assignments] == ["a", "b"]
    assert created[2].state is JobState.PENDING
    assert drain_one(pool, device.device_id, created[0].uid) == ["c"]


def test_jobs_spread_over_free_devices() -> None:
    pool, _ = make_pool()
    d1, _ = pool.register("k")
    d2, _ = pool.register("k")
    _, _, eff = pool.submit("k", 0, jobs("a", "b", "c"))
    assert {a.device_id for a in eff.assignments} == {d1.device_id, d2.device_id}
    assert len(eff.assignments) == 2


def test_keys_are_separate_queues() -> None:
    pool, _ = make_pool()
    pool.register("k1")
    _, _, eff = pool.submit("k1", 0, jobs("a"))
    assert len(eff.assignments) == 1
    with pytest.raises(NoDeviceForKeyError, match="no device is registered under key 'k2'"):
        pool.submit("k2", 0, jobs("b"))


def test_lease_expiry_requeues_to_other_device() -> None:
    pool, clock = make_pool(lease_timeout_s=2.0)
    d1, _ = pool.register("k")
    _, created, eff = pool.submit("k", 0, jobs("a"))
    assert eff.assignments[0].device_id == d1.device_id
    d2, _ = pool.register("k")
    clock.advance(1.5)
    pool.heartbeat(d2.device_id)
    assert pool.expire().assignments == []  # nobody expired yet
    clock.advance(1.0)  # d1 silent 2.5 s > 2 s; d2 silent 1.0 s
    eff = pool.expire()
    assert eff.removed_devices == [d1.device_id]
    assert [(a.device_id, a.job.client_job_id) for a in eff.assignments] == [(d2.device_id, "a")]
    assert created[0].tries == 2
    with pytest.raises(UnknownDeviceError):
        pool.heartbeat(d1.device_id)


def test_requeued_job_keeps_its_place_in_the_queue() -> None:
    pool, clock = make_pool(lease_timeout_s=2.0)
    pool.register("k")
    pool.submit("k", 0, jobs("first"))
    pool.submit("k", 0, jobs("second"))
    clock.advance(3.0)
    pool.expire()  # d1 gone, "first" requeued ahead of "second"
    _, eff = pool.register("k")
    assert [a.job.client_job_id for a in eff.assignments] == ["first"]


def test_max_tries_fails_with_device_lost() -> None:
    pool, clock = make_pool(lease_timeout_s=2.0, max_tries=2)
    pool.register("k")
    batch_id, created, _ = pool.submit("k", 0, jobs("a"))
    clock.advance(3.0)
    eff = pool.expire()
    assert eff.failures == []  # one device lost: requeued (no device now)
    assert created[0].state is JobState.PENDING
    _, eff = pool.register("k")
    assert len(eff.assignments) == 1
    clock.advance(3.0)
    eff = pool.expire()
    (failure,) = eff.failures
    assert failure.reason is FailReason.DEVICE_LOST
    assert "lost 2 device(s)" in failure.message
    assert failure.job.client_job_id == "a"
    assert pool.batch_finished(batch_id)


def test_disconnect_removes_device_at_once() -> None:
    pool, _ = make_pool(lease_timeout_s=60.0)
    d1, _ = pool.register("k")
    d2, _ = pool.register("k", capacity=1)
    _, created, eff = pool.submit("k", 0, jobs("a", "b", "c"))
    on_d1 = [a.job.uid for a in eff.assignments if a.device_id == d1.device_id]
    eff = pool.remove_device(d1.device_id, "job stream closed")
    assert eff.removed_devices == [d1.device_id]
    assert eff.assignments == []  # d2 is busy; the job waits in the queue
    assert pool.snapshot().keys[0].jobs_pending == 2
    running_on_d2 = next(j for j in created if j.device_id == d2.device_id)
    nxt = drain_one(pool, d2.device_id, running_on_d2.uid)
    # The requeued job (submitted first) runs before "c".
    assert nxt == [next(j.client_job_id for j in created if j.uid == on_d1[0])]


def test_cancel_pending_and_running() -> None:
    pool, _ = make_pool()
    device, _ = pool.register("k")
    batch_id, created, _ = pool.submit("k", 0, jobs("a", "b", "c"))
    other_id, other, _ = pool.submit("k", 0, jobs("z"))
    eff = pool.cancel_batch(batch_id)
    assert sorted(f.job.client_job_id for f in eff.failures) == ["a", "b", "c"]
    assert all(f.reason is FailReason.CANCELLED for f in eff.failures)
    assert pool.batch_finished(batch_id)
    with pytest.raises(UnknownBatchError):
        pool.cancel_batch(batch_id)
    # The device still runs "a": its late result is dropped, and only then
    # does the device take the next job (the other batch's, not b or c).
    outcome = pool.report(device.device_id, created[0].uid, failed=False)
    assert not outcome.accepted
    assert [a.job.client_job_id for a in outcome.effects.assignments] == ["z"]
    assert not pool.batch_finished(other_id)
    assert other[0].state is JobState.RUNNING


def test_late_result_from_expired_device_is_not_delivered_twice() -> None:
    pool, clock = make_pool(lease_timeout_s=2.0)
    d1, _ = pool.register("k")
    batch_id, created, _ = pool.submit("k", 0, jobs("a"))
    uid = created[0].uid
    d2, _ = pool.register("k")
    clock.advance(1.5)
    pool.heartbeat(d2.device_id)
    clock.advance(1.0)
    eff = pool.expire()
    assert eff.assignments[0].device_id == d2.device_id
    # d1 comes back late: its id is gone, then it re-registers and reports again.
    with pytest.raises(UnknownDeviceError):
        pool.report(d1.device_id, uid, failed=False)
    d1_again, _ = pool.register("k")
    assert not pool.report(d1_again.device_id, uid, failed=False).accepted
    first = pool.report(d2.device_id, uid, failed=False)
    assert first.accepted
    assert first.job is created[0]
    assert not pool.report(d2.device_id, uid, failed=False).accepted
    assert pool.batch_finished(batch_id)
    stats = pool.snapshot().keys[0]
    assert (stats.jobs_done, stats.jobs_failed, stats.jobs_running) == (1, 0, 0)


def test_report_counts_failures_and_frees_devices() -> None:
    pool, _ = make_pool()
    device, _ = pool.register("k")
    _, created, _ = pool.submit("k", 0, jobs("a", "b"))
    pool.report(device.device_id, created[0].uid, failed=True)
    snap = pool.snapshot()
    stats = snap.keys[0]
    assert (stats.jobs_pending, stats.jobs_running, stats.jobs_done, stats.jobs_failed) == (
        0,
        1,
        1,
        1,
    )
    assert (stats.devices_total, stats.devices_busy, stats.devices_free) == (1, 1, 0)
    assert snap.devices[0].jobs_done == 1
    pool.report(device.device_id, created[1].uid, failed=False)
    stats = pool.snapshot().keys[0]
    assert (stats.devices_busy, stats.devices_free, stats.jobs_done) == (0, 1, 2)


@pytest.mark.parametrize(
    ("key", "batch", "message"),
    [
        ("", jobs("a"), "batch key is empty"),
        ("k", [], "batch has no jobs"),
        ("k", jobs("a", "b", "a"), "duplicate job_id 'a'"),
        ("k", [("", "p")], "job #0 has an empty job_id"),
        ("k", jobs(*[str(i) for i in range(5)]), "batch has 5 jobs, more than the maximum of 4"),
    ],
)
def test_submit_validation(key: str, batch: list[tuple[str, str]], message: str) -> None:
    pool, _ = make_pool(max_batch_jobs=4)
    pool.register("k")
    with pytest.raises(ValueError, match=message):
        pool.submit(key, 0, batch)
    assert pool.snapshot().keys[0].jobs_pending == 0


def test_register_validation() -> None:
    pool, _ = make_pool()
    with pytest.raises(ValueError, match="device key is empty"):
        pool.register("")
    with pytest.raises(ValueError, match="capacity must be at least 1"):
        pool.register("k", capacity=0)
    with pytest.raises(ValueError, match="lease_timeout_s must be positive"):
        Pool(lease_timeout_s=0)


def test_device_ids_differ_between_pool_instances() -> None:
    """A device id from before a tracker restart never matches a new device."""
    first, _ = make_pool()
    second, _ = make_pool()
    d_old, _ = first.register("k")
    second.register("k")
    with pytest.raises(UnknownDeviceError):
        second.heartbeat(d_old.device_id)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["submit", "report", "expire", "register", "cancel"]), st.integers(0, 7)
        ),
        max_size=60,
    )
)
def test_every_job_finishes_exactly_once(ops: list[tuple[str, int]]) -> None:
    """Random interleavings: each job reaches exactly one terminal outcome."""
    pool, clock = make_pool(lease_timeout_s=2.0, max_tries=2)
    outcomes: dict[str, int] = {}
    running: list[tuple[str, str]] = []  # (device_id, uid) as devices hold them
    batches: list[str] = []
    all_uids: set[str] = set()

    def apply(eff: object) -> None:
        for a in eff.assignments:  # type: ignore[attr-defined]
            running.append((a.device_id, a.job.uid))
        for f in eff.failures:  # type: ignore[attr-defined]
            outcomes[f.job.uid] = outcomes.get(f.job.uid, 0) + 1

    apply(pool.register("k")[1])
    for op, n in ops:
        if op == "submit":
            try:
                batch_id, created, eff = pool.submit(
                    "k", n % 3, jobs(*[str(i) for i in range(n + 1)])
                )
            except NoDeviceForKeyError:
                assert not pool.device_ids()
                continue
            batches.append(batch_id)
            all_uids.update(j.uid for j in created)
            apply(eff)
        elif op == "report" and running:
            device_id, uid = running.pop(n % len(running))
            try:
                out = pool.report(device_id, uid, failed=False)
            except UnknownDeviceError:
                continue
            if out.accepted:
                outcomes[uid] = outcomes.get(uid, 0) + 1
            apply(out.effects)
        elif op == "expire":
            clock.advance(1.5)
            for device_id in pool.device_ids()[: n % 2]:
                pool.heartbeat(device_id)
            apply(pool.expire())
        elif op == "register":
            apply(pool.register("k", capacity=1 + n % 2)[1])
        elif op == "cancel" and batches:
            batch_id = batches[n % len(batches)]
            if not pool.batch_finished(batch_id):
                apply(pool.cancel_batch(batch_id))
    assert all(count == 1 for count in outcomes.values()), outcomes
    # Finish the rest: cancel whatever is unfinished; then every job has one outcome.
    for batch_id in batches:
        if not pool.batch_finished(batch_id):
            apply(pool.cancel_batch(batch_id))
    assert set(outcomes) == all_uids
    assert all(count == 1 for count in outcomes.values())
