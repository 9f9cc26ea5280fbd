"""Stalls of the device server (units): the watch thread's arithmetic, the tracker's retry
of a DEVICE_STALLED result, and the reconnect delay after a refused connection."""

from __future__ import annotations

import time

import pytest

from device_server.server import REFUSED_RETRY_S, retry_delay
from device_server.stall import END_MARGIN_S, StallWatch
from tests.pool.test_pool_unit import FakeClock, jobs, make_pool
from tracker.pool import JobState


def test_stall_watch_counts_only_gaps_and_only_since_asked() -> None:
    clock = FakeClock()
    watch = StallWatch(tick_s=0.1, threshold_s=1.0, clock=clock)
    watch.tick()
    for _ in range(10):  # normal ticks, a little late: no stall
        clock.advance(0.15)
        watch.tick()
    assert watch.stalled_s(clock.now - 5) == 0.0
    start = clock.now
    clock.advance(13.0)  # stopped for 13 s (its end is known to within END_MARGIN_S)
    stalled = 13.0 - END_MARGIN_S
    assert watch.stalled_s(start) == pytest.approx(stalled)  # noticed before the next tick
    assert watch.stalled_s(clock.now - 0.01) == 0.0  # a phase begun after it: not cut
    watch.tick()
    assert watch.stalled_s(start) == pytest.approx(stalled)
    assert watch.stalled_s(start + 10.0) == pytest.approx(stalled - 10.0)  # the part after
    clock.advance(0.1)
    watch.tick()
    assert watch.stalled_s(clock.now) == 0.0


def test_stall_watch_thread_sees_nothing_when_running() -> None:
    watch = StallWatch(tick_s=0.01)
    watch.start()
    try:
        since = time.monotonic()
        time.sleep(0.1)
        assert watch.stalled_s(since) == 0.0
    finally:
        watch.stop()


def test_stalled_result_is_requeued_to_another_device_then_delivered() -> None:
    pool, _ = make_pool(max_tries=2)
    d1, _ = pool.register("k")
    d2, _ = pool.register("k")
    _, created, eff = pool.submit("k", 0, jobs("a"))
    (first,) = eff.assignments
    other = d2 if first.device_id == d1.device_id else d1
    outcome = pool.report(first.device_id, first.job.uid, failed=True, retry=True)
    assert outcome.accepted
    assert outcome.requeued
    assert outcome.job is None  # nothing for the client yet
    assert [a.device_id for a in outcome.effects.assignments] == [other.device_id]
    assert created[0].tries == 2
    # The last try's result is the verdict, even if stalled again.
    outcome = pool.report(other.device_id, created[0].uid, failed=True, retry=True)
    assert not outcome.requeued
    assert outcome.job is created[0]
    assert created[0].state is JobState.DONE
    assert pool.snapshot().keys[0].jobs_running == 0


def test_refused_connections_are_retried_about_once_a_second() -> None:
    for _ in range(100):
        assert REFUSED_RETRY_S / 2 <= retry_delay(5.0, refused=True) <= REFUSED_RETRY_S
        assert 2.5 <= retry_delay(5.0, refused=False) <= 5.0
        assert 0.05 <= retry_delay(0.1, refused=True) <= 0.1
