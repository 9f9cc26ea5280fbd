"""Whether a model's weights stay in this CPU's caches between inferences, measured.

A model whose weights the caches keep runs its kernels warm, and is tuned warm; one
whose weights leave them runs them cold (:mod:`runtime.evict`). The last-level cache's
size in sysfs does not tell: in a virtual machine it is the whole socket's L3, shared
with every other tenant's cores (an Emerald Rapids VM with 2 vCPUs reads 300 MB, yet a
128 MB buffer read twice in a row comes back from DRAM). So the answer is measured: a
buffer of the weights' size is read right after reading it (what stayed cached comes
back fast) and right after its eviction (all of it from DRAM); the caches keep it if
the re-read is clearly faster.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Callable
from functools import lru_cache

import numpy as np

from compiler.target import Target
from runtime import evict

#: A re-read this much faster than a cold read found the buffer cached. Measured on a
#: 2-vCPU Emerald Rapids VM (sysfs: a 300 MB L3) in four probes: 1.5-1.8x at 16 MB,
#: 1.28-1.58x at 32-64 MB, 1.0-1.18x at 100 MB (ResNet-50's weights, which a model run
#: finds in DRAM: tuned warm it ran 1.03x onnxruntime, cold 0.95x), 0.9-1.05x from 128 MB;
#: an L2-sized buffer reads 2.4-4.8x faster warm.
KEPT_SPEEDUP = 1.25

#: Timed reads of each kind; the fastest counts (the host's noise only slows reads).
PROBE_REPEAT = 5

# Four independent 64-byte loads a turn keep the loads in flight that reach the
# bandwidth; the sum is returned so that LLVM keeps them.
_READ_IR = """
define float @autotune_read(ptr %base, i64 %floats) {
entry:
  ; Whole turns only: the last starts at or before floats - 64.
  %limit = sub i64 %floats, 63
  %empty = icmp slt i64 %floats, 64
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [0, %entry], [%next, %loop]
  %a0 = phi <16 x float> [zeroinitializer, %entry], [%b0, %loop]
  %a1 = phi <16 x float> [zeroinitializer, %entry], [%b1, %loop]
  %a2 = phi <16 x float> [zeroinitializer, %entry], [%b2, %loop]
  %a3 = phi <16 x float> [zeroinitializer, %entry], [%b3, %loop]
  %p0 = getelementptr float, ptr %base, i64 %i
  %p1 = getelementptr float, ptr %p0, i64 16
  %p2 = getelementptr float, ptr %p0, i64 32
  %p3 = getelementptr float, ptr %p0, i64 48
  %v0 = load <16 x float>, ptr %p0, align 4
  %v1 = load <16 x float>, ptr %p1, align 4
  %v2 = load <16 x float>, ptr %p2, align 4
  %v3 = load <16 x float>, ptr %p3, align 4
  %b0 = fadd <16 x float> %a0, %v0
  %b1 = fadd <16 x float> %a1, %v1
  %b2 = fadd <16 x float> %a2, %v2
  %b3 = fadd <16 x float> %a3, %v3
  %next = add i64 %i, 64
  %more = icmp slt i64 %next, %limit
  br i1 %more, label %loop, label %done
done:
  %s01 = fadd <16 x float> %b0, %b1
  %s23 = fadd <16 x float> %b2, %b3
  %s = fadd <16 x float> %s01, %s23
  %r = extractelement <16 x float> %s, i32 0
  ret float %r
exit:
  ret float 0.0
}
"""


@lru_cache(maxsize=1)
def _read_function() -> Callable[[int, int], float]:
    from runtime.llvm_jit import compile_ir

    module = compile_ir(_READ_IR, Target.parse("llvm"))
    function = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_void_p, ctypes.c_int64)(
        module.address("autotune_read")
    )
    function.module = module  # type: ignore[attr-defined]  # keeps the machine code alive
    return function


def reread_seconds(nbytes: int, repeat: int = PROBE_REPEAT) -> tuple[float, float]:
    """The fastest read of an ``nbytes`` buffer right after reading it (warm) and right
    after evicting it (cold), in seconds, timed in alternation.

    Raises:
        ValueError: ``nbytes`` under 256 (less than one turn of the read loop).
        RuntimeError: No cache eviction on this CPU (:func:`runtime.evict.supported`).
    """
    if nbytes < 256:
        raise ValueError(f"a probe reads at least 256 bytes, not {nbytes}")
    read = _read_function()
    # Random data, so no page is shared (the zero page) or compressed by anyone.
    buffer = np.random.default_rng(0).random(nbytes // 4, dtype=np.float32)
    address, floats = buffer.ctypes.data, buffer.size
    warm, cold = float("inf"), float("inf")
    for _ in range(repeat):
        read(address, floats)
        start = time.perf_counter()
        read(address, floats)
        warm = min(warm, time.perf_counter() - start)
        evict.evict([buffer])
        start = time.perf_counter()
        read(address, floats)
        cold = min(cold, time.perf_counter() - start)
    return warm, cold


def stays_cached(
    nbytes: int,
    llc_bytes: int,
    measure: Callable[[int], tuple[float, float]] = reread_seconds,
) -> bool:
    """Whether ``nbytes`` of weights read once per inference stay in the caches until
    the next: no more than the last-level cache (``llc_bytes``), and a re-read of as
    many bytes (``measure``: warm and cold seconds) at least :data:`KEPT_SPEEDUP` times
    faster than a cold read. Where nothing can be measured (no eviction on this CPU),
    the size alone decides."""
    if not 0 < nbytes <= llc_bytes:
        return False
    if not evict.supported():
        return True
    warm, cold = measure(max(nbytes, 256))
    return cold >= KEPT_SPEEDUP * warm
