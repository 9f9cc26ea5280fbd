"""Cost-model features of CUDA configs (``compiler.features`` for cuda targets).

The knob values (encoded as for CPU targets), then what the rendered kernel
asks of a GPU: threads, shared memory, registers, blocks, tile shape, loads
per thread, global bytes per block, arithmetic intensity of a block tile and
an occupancy estimate (blocks resident per SM on a 2048-thread, 64 Ki-register,
48 KiB-shared SM). Computed without the device-limit check, so configs over a
limit get features too (the model learns they are slow or invalid).
"""

from __future__ import annotations

import math

from compiler.codegen.cuda import render
from compiler.ops import flop_count
from compiler.space import Config
from compiler.templates.cuda import contraction
from compiler.templates.cuda.gemm import gpu_schedule
from compiler.workload import Workload

NAMES = (
    "cuda.log_threads",
    "cuda.log_shared_bytes",
    "cuda.log_registers",
    "cuda.log_blocks",
    "cuda.log_block_m",
    "cuda.log_block_n",
    "cuda.log_block_k",
    "cuda.log_tile_intensity",
    "cuda.log_global_bytes_per_block",
    "cuda.blocks_per_sm",
    "cuda.log_flop",
)


def _log(x: float) -> float:
    return math.log2(1.0 + max(x, 0.0))


def gpu_features(workload: Workload, config: Config) -> list[float]:
    """The GPU part of the feature vector (``NAMES``, in order) for a validated config."""
    c = contraction(workload)
    s = gpu_schedule(config)
    src = render(c, s)
    _, _, _, k = c.extents
    blocks = src.grid[0] * src.grid[1] * src.grid[2]
    bm, bn, bk = s.block_m, s.block_n, s.block_k
    resident = min(
        2048 // s.threads,
        (48 * 1024) // max(src.shared_bytes, 1),
        65536 // max(src.registers_per_thread * s.threads, 1),
    )
    return [
        _log(s.threads),
        _log(src.shared_bytes),
        _log(src.registers_per_thread),
        _log(blocks),
        _log(bm),
        _log(bn),
        _log(bk),
        _log(bm * bn / (bm + bn)),
        _log(4 * (bm + bn) * k),
        float(resident),
        _log(flop_count(workload)),
    ]
