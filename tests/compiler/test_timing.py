"""interleaved_medians: the order of calls and pauses it promises."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from compiler import timing


def _recorder(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[list[str], Callable[[str], Callable[[], None]]]:
    events: list[str] = []
    monkeypatch.setattr(timing.time, "sleep", lambda s: events.append(f"sleep {s}"))

    def fn(name: str) -> Callable[[], None]:
        return lambda: events.append(name)

    return events, fn


def test_blocks_alternate_with_a_gap_after_each_and_after_the_warm_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A threaded runtime spins after its last call: nothing timed may follow one directly."""
    events, fn = _recorder(monkeypatch)
    medians = timing.interleaved_medians([fn("a"), fn("b")], 4, warmup=1, block=2, gap_s=0.5)
    assert len(medians) == 2
    assert events == [
        "a", "b", "sleep 0.5",                # warm-up, then a pause
        "a", "a", "a", "sleep 0.5",           # untimed call + 2 timed, then a pause
        "b", "b", "b", "sleep 0.5",
        "a", "a", "a", "sleep 0.5",
        "b", "b", "b", "sleep 0.5",
    ]  # fmt: skip


def test_no_gap_means_no_sleep(monkeypatch: pytest.MonkeyPatch) -> None:
    events, fn = _recorder(monkeypatch)
    timing.interleaved_medians([fn("a"), fn("b")], 2, warmup=2)
    assert events == ["a", "b", "a", "b", "a", "b", "a", "b"]


def test_medians_are_of_each_functions_own_samples() -> None:
    now = [0.0]

    def advance(seconds: float) -> Callable[[], None]:
        return lambda: now.__setitem__(0, now[0] + seconds)

    medians = timing.interleaved_medians(
        [advance(1.0), advance(3.0)], 3, warmup=1, clock=lambda: now[0]
    )
    assert medians == [1.0, 3.0]
