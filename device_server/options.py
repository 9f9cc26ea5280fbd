"""Measurement options with the device server's defaults filled in.

``MeasureOptions`` fields left at zero mean "the server's default":

============================  ===========================================
number = 0                    1, then raised until a repeat lasts min_repeat_ms
repeat = 0                    3 repeats (3 costs reported)
min_repeat_ms = 0             1.0 ms
compile_timeout_s = 0         10 s
run_timeout_s = 0             10 s for the whole run phase (check + repeats)
cooldown_ms = 0               no cooldown
flush_cache = false           warm-cache timing (true: each repeat is one run with
                              the kernel's weights evicted from the caches)
model_weight_bytes = 0        unknown: flush_cache always times cold (else warm
                              where the device keeps that many bytes cached
                              between inferences: Driver.keeps_cached)
skip_correctness_check       false: the output is compared with the float64
  = false                     numpy reference (compiler.timing.output_error
                              against CHECK_RTOL, the one tolerance); true
                              only skips it, and the result says so
                              (MeasureResult.checked false)
============================  ===========================================
"""

from __future__ import annotations

from dataclasses import dataclass

from autotune.v1 import measure_pb2

DEFAULT_NUMBER = 1
DEFAULT_REPEAT = 3
DEFAULT_MIN_REPEAT_MS = 1.0
DEFAULT_COMPILE_TIMEOUT_S = 10.0
DEFAULT_RUN_TIMEOUT_S = 10.0


@dataclass(frozen=True, slots=True)
class Options:
    """Resolved measurement options (no zeros left to interpret)."""

    number: int = DEFAULT_NUMBER
    repeat: int = DEFAULT_REPEAT
    min_repeat_ms: float = DEFAULT_MIN_REPEAT_MS
    compile_timeout_s: float = DEFAULT_COMPILE_TIMEOUT_S
    run_timeout_s: float = DEFAULT_RUN_TIMEOUT_S
    cooldown_ms: float = 0.0
    flush_cache: bool = False
    model_weight_bytes: int = 0
    # On unless the client opts out: a timing of a wrong kernel is worse than none.
    check: bool = True


def resolve(options: measure_pb2.MeasureOptions) -> Options:
    """Fills the server's defaults into zero fields.

    Raises:
        ValueError: a negative time (which the wire cannot forbid for doubles).
    """
    for name in ("min_repeat_ms", "compile_timeout_s", "run_timeout_s", "cooldown_ms"):
        if getattr(options, name) < 0:
            raise ValueError(f"option {name} is negative: {getattr(options, name)}")
    return Options(
        number=options.number or DEFAULT_NUMBER,
        repeat=options.repeat or DEFAULT_REPEAT,
        min_repeat_ms=options.min_repeat_ms or DEFAULT_MIN_REPEAT_MS,
        compile_timeout_s=options.compile_timeout_s or DEFAULT_COMPILE_TIMEOUT_S,
        run_timeout_s=options.run_timeout_s or DEFAULT_RUN_TIMEOUT_S,
        cooldown_ms=options.cooldown_ms,
        flush_cache=options.flush_cache,
        model_weight_bytes=options.model_weight_bytes,
        check=not options.skip_correctness_check,
    )
