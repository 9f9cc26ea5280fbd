"""Cost-model features of CUDA configs (``compiler.features`` for cuda targets).

The knob values (as for CPU targets: :mod:`compiler.targets.knob_features`), then
what the rendered kernel asks of a GPU: threads, shared memory, registers and
blocks; the template's own features (a GEMM's block tile and arithmetic
intensity, a depthwise stencil's tile, reuse and waste: ``CudaTemplate.features``);
an occupancy estimate (blocks resident per SM on a 2048-thread, 64 Ki-register,
48 KiB-shared SM) and the FLOP count. Computed without the device-limit check,
so configs over a limit get features too (the model learns they are slow or
invalid).
"""

from __future__ import annotations

import math

from compiler.ops import flop_count
from compiler.program import ENTRY
from compiler.space import Config
from compiler.templates.cuda import cuda_template
from compiler.workload import Workload

#: Features of every CUDA kernel, before the template's own.
HEAD = (
    "cuda.log_threads",
    "cuda.log_shared_bytes",
    "cuda.log_registers",
    "cuda.log_blocks",
)
#: Features of every CUDA kernel, after the template's own.
TAIL = (
    "cuda.blocks_per_sm",
    "cuda.log_flop",
)


def _log(x: float) -> float:
    return math.log2(1.0 + max(x, 0.0))


def gpu_feature_names(workload: Workload) -> list[str]:
    """Names of :func:`gpu_features` for this workload's template, in order."""
    return [*HEAD, *cuda_template(workload.op).feature_names, *TAIL]


def gpu_features(workload: Workload, config: Config) -> list[float]:
    """The GPU part of the feature vector (:func:`gpu_feature_names`) for a validated config."""
    template = cuda_template(workload.op)
    src = template.render(workload, config, ENTRY)
    threads = src.block[0] * src.block[1] * src.block[2]
    blocks = src.grid[0] * src.grid[1] * src.grid[2]
    resident = min(
        2048 // threads,
        (48 * 1024) // max(src.shared_bytes, 1),
        65536 // max(src.registers_per_thread * threads, 1),
    )
    return [
        _log(threads),
        _log(src.shared_bytes),
        _log(src.registers_per_thread),
        _log(blocks),
        *template.features(workload, config, src),
        float(resident),
        _log(flop_count(workload)),
    ]
