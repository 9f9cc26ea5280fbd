"""The first cost-model features of every target: a config's knob values, in space order.

Ints as ``log2(1 + v)``, splits factor by factor, strings one-hot over the knob's
candidates. Their number depends only on the space, so every config of one workload gives
vectors of the same length.
"""

from __future__ import annotations

import math

from compiler.space import Config, ConfigSpace, KnobKind


def _log(x: float) -> float:
    return math.log2(1.0 + max(x, 0.0))


def knob_names(space: ConfigSpace) -> list[str]:
    """Names of :func:`knob_values`' entries for the configs of ``space``."""
    names: list[str] = []
    for knob in space.knobs:
        first = knob.candidates[0]
        if knob.kind is KnobKind.SPLIT and isinstance(first, tuple):
            width = max(len(c) for c in knob.candidates if isinstance(c, tuple))
            names += [f"knob.{knob.name}[{i}]" for i in range(width)]
        elif all(isinstance(c, int) for c in knob.candidates):
            names.append(f"knob.{knob.name}")
        else:
            names += [f"knob.{knob.name}=={c}" for c in knob.candidates]
    return names


def knob_values(space: ConfigSpace, config: Config) -> list[float]:
    """A config's knob values as features, in space order."""
    out: list[float] = []
    for knob in space.knobs:
        value = config.knobs[knob.name]
        first = knob.candidates[0]
        if knob.kind is KnobKind.SPLIT and isinstance(first, tuple):
            width = max(len(c) for c in knob.candidates if isinstance(c, tuple))
            factors = list(value) if isinstance(value, tuple) else []
            out += [_log(f) for f in factors] + [0.0] * (width - len(factors))
        elif all(isinstance(c, int) for c in knob.candidates):
            out.append(_log(float(value)) if isinstance(value, int) else 0.0)
        else:
            out += [1.0 if value == c else 0.0 for c in knob.candidates]
    return out
