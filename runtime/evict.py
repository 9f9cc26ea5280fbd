"""Evicting arrays from the CPU caches, for timing kernels as a model runs them.

A model runs each layer once per inference: its weights come from DRAM (a ResNet-50
reads 100 MB of them per run, far more than the caches hold), while its input was just
written by the layer before. A kernel timed in a loop finds its weights in cache and
looks faster than it runs in the model, most of all the layers whose weights are
large and whose images are small (ResNet-50's 7x7 stage: 0.54 ms timed warm, 0.95 ms
in the model). TVM's ``enable_cpu_cache_flush`` therefore flushes every argument but
the first before each timed run; :func:`evict` is that flush: ``clflush`` (x86-64) or
``dc civac`` (AArch64) of every cache line of the given arrays, cheap (proportional to
their size, not the caches') and leaving the rest of the caches as they are.

Where the CPU has it, x86-64 flushes with ``clflushopt``: ``clflush`` is ordered with
every other ``clflush``, one line at a time, and on a virtual machine (Emerald Rapids)
took 2.0 ms per MB; a tuning run's devices spent a fifth of their time in it, flushing
a ResNet-50 layer's weights (up to 9.4 MB) before each of a candidate's timed runs.
``clflushopt`` lines are flushed in parallel and fenced once (``mfence`` orders them):
0.1 ms per MB there, and an array read afterwards is as slow as after ``clflush``.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Iterable
from functools import lru_cache

import numpy as np

from compiler.target import Target
from compiler.target_arch import AARCH64, X86_64, host_arch

#: Bytes between the lines flushed. 64 is the line of every x86-64 CPU and of most
#: AArch64 cores; where a line is longer (Apple's 128) a line is flushed twice, which
#: is redundant, never incomplete.
CACHE_LINE = 64

# Per architecture: the declarations, the flush of the line at %line, and the barrier
# that waits for every flush. x86-64 names its flush intrinsic (``clflush``, or
# ``clflushopt`` where the CPU has it). AArch64 has no intrinsic for them: inline
# assembly (``dc civac``: clean and invalidate to the point of coherency, allowed in user
# mode on Linux; ``dsb ish``: complete them before returning).
_FLUSH: dict[str, tuple[str, str, str]] = {
    X86_64: (
        "declare void @{flush}(ptr)\ndeclare void @llvm.x86.sse2.mfence()",
        "call void @{flush}(ptr %line)",
        "call void @llvm.x86.sse2.mfence()",
    ),
    AARCH64: (
        "",
        'call void asm sideeffect "dc civac, $0", "r,~{{memory}}"(ptr %line)',
        'call void asm sideeffect "dsb ish", "~{{memory}}"()',
    ),
}


def render_evict(arch: str, *, clflushopt: bool = False) -> str:
    """The LLVM IR of ``autotune_evict(ptr base, i64 bytes)`` for ``arch``; on x86-64
    with ``clflushopt`` (for CPUs that have it) instead of ``clflush``.

    Raises:
        ValueError: An architecture without a cache flush here.
    """
    if arch not in _FLUSH:
        raise ValueError(f"no cache eviction for {arch!r}; supported: {', '.join(_FLUSH)}")
    name = "llvm.x86.clflushopt" if clflushopt else "llvm.x86.sse2.clflush"
    declare, flush, barrier = (part.format(flush=name) for part in _FLUSH[arch])
    return f"""
{declare}

define void @autotune_evict(ptr %base, i64 %bytes) {{
entry:
  %empty = icmp sle i64 %bytes, 0
  br i1 %empty, label %done, label %loop
loop:
  %offset = phi i64 [ 0, %entry ], [ %next, %loop ]
  %line = getelementptr i8, ptr %base, i64 %offset
  {flush}
  %next = add i64 %offset, {CACHE_LINE}
  %more = icmp slt i64 %next, %bytes
  br i1 %more, label %loop, label %done
done:
  {barrier}
  ret void
}}
"""


def supported() -> bool:
    """Whether :func:`evict` works here (x86-64 and AArch64 hosts)."""
    return host_arch() in _FLUSH


@lru_cache(maxsize=1)
def _evict_function() -> Callable[[int, int], None]:
    from runtime.host import enabled_features, host_cpu_features
    from runtime.llvm_jit import compile_ir

    fast = "clflushopt" in enabled_features(host_cpu_features())
    module = compile_ir(render_evict(host_arch(), clflushopt=fast), Target.parse("llvm"))
    proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)
    function = proto(module.address("autotune_evict"))
    # The module owns the machine code: keep it alive as long as the function.
    function.module = module  # type: ignore[attr-defined]
    return function


def evict(arrays: Iterable[np.ndarray]) -> None:
    """Writes back and invalidates every cache line of each array, in every cache level.

    Raises:
        RuntimeError: Not an x86-64 or AArch64 host (see :func:`supported`).
    """
    if not supported():
        raise RuntimeError(f"cache eviction needs an x86-64 or AArch64 CPU, not {host_arch()}")
    function = _evict_function()
    for array in arrays:
        if array.nbytes:
            # From the line holding the first byte, so a misaligned array is covered too.
            start = array.ctypes.data - array.ctypes.data % CACHE_LINE
            function(start, array.ctypes.data + array.nbytes - start)
