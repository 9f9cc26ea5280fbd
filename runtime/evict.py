"""Evicting arrays from the CPU caches, for timing kernels as a model runs them.

A model runs each layer once per inference: its weights come from DRAM (a ResNet-50
reads 100 MB of them per run, far more than the caches hold), while its input was just
written by the layer before. A kernel timed in a loop finds its weights in cache and
looks faster than it runs in the model, most of all the layers whose weights are
large and whose images are small (ResNet-50's 7x7 stage: 0.54 ms timed warm, 0.95 ms
in the model). TVM's ``enable_cpu_cache_flush`` therefore flushes every argument but
the first before each timed run; :func:`evict` is that flush: ``clflush`` of every cache
line of the given arrays, cheap (proportional to their size, not the caches') and
leaving the rest of the caches as they are.
"""

from __future__ import annotations

import ctypes
import platform
from collections.abc import Callable, Iterable
from functools import lru_cache

import numpy as np

from compiler.target import Target

#: Bytes of a cache line on the CPUs this runs on (x86-64).
CACHE_LINE = 64

_IR = """
declare void @llvm.x86.sse2.clflush(ptr)
declare void @llvm.x86.sse2.mfence()

define void @autotune_evict(ptr %base, i64 %bytes) {
entry:
  %empty = icmp sle i64 %bytes, 0
  br i1 %empty, label %done, label %loop
loop:
  %offset = phi i64 [ 0, %entry ], [ %next, %loop ]
  %line = getelementptr i8, ptr %base, i64 %offset
  call void @llvm.x86.sse2.clflush(ptr %line)
  %next = add i64 %offset, 64
  %more = icmp slt i64 %next, %bytes
  br i1 %more, label %loop, label %done
done:
  call void @llvm.x86.sse2.mfence()
  ret void
}
"""


def supported() -> bool:
    """Whether :func:`evict` works here (x86-64 hosts)."""
    return platform.machine().lower() in ("x86_64", "amd64")


@lru_cache(maxsize=1)
def _evict_function() -> Callable[[int, int], None]:
    from runtime.llvm_jit import compile_ir

    module = compile_ir(_IR, Target.parse("llvm"))
    proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)
    function = proto(module.address("autotune_evict"))
    # The module owns the machine code: keep it alive as long as the function.
    function.module = module  # type: ignore[attr-defined]
    return function


def evict(arrays: Iterable[np.ndarray]) -> None:
    """Writes back and invalidates every cache line of each array, in every cache level.

    Raises:
        RuntimeError: Not an x86-64 host (see :func:`supported`).
    """
    if not supported():
        raise RuntimeError(f"cache eviction needs an x86-64 CPU, not {platform.machine()}")
    function = _evict_function()
    for array in arrays:
        if array.nbytes:
            # From the line holding the first byte, so a misaligned array is covered too.
            start = array.ctypes.data - array.ctypes.data % CACHE_LINE
            function(start, array.ctypes.data + array.nbytes - start)
