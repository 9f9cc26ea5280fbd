"""What the CUDA entry points dispatch on: one operator's template, as data."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from compiler.codegen.cuda import CudaSource
from compiler.space import Config, ConfigSpace
from compiler.workload import Workload

#: Blocks below which a default config leaves SMs idle (a GPU has about 100 or more SMs):
#: the templates' defaults then make more, smaller blocks (or split K).
FEW_BLOCKS = 128


@dataclass(frozen=True, slots=True)
class CudaTemplate:
    """An operator's CUDA template: its space, its renderer and its own cost-model features.

    Attributes:
        space: The workload's config space (knobs trimmed to its size, a default by size).
        render: ``(workload, config, kernel name)`` -> the CUDA C of a config of that space
            (not yet checked against a device's limits).
        feature_names: Names of the template's own cost-model features (those that
            every CUDA kernel has, threads or shared memory, are added around them).
        features: ``(workload, config, rendered source)`` -> their values, in order.
    """

    space: Callable[[Workload], ConfigSpace]
    render: Callable[[Workload, Config, str], CudaSource]
    feature_names: tuple[str, ...]
    features: Callable[[Workload, Config, CudaSource], list[float]]


def log_feature(x: float) -> float:
    """``log2(1 + x)`` (0 for x <= 0): sizes and counts spanning decades as features."""
    return math.log2(1.0 + max(x, 0.0))
