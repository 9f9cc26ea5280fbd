"""Runs generated CUDA C on the host CPU, to check its semantics without a GPU.

The kernel text is compiled unchanged by g++ behind a small shim: each block's
threads are real POSIX threads, ``__syncthreads()`` is a barrier across them,
and ``__shared__`` arrays become function-level ``static`` arrays (one copy,
shared by the threads of the block running now; blocks run one after
another). A missing barrier or a wrong shared-memory index therefore shows
up as a wrong answer, as it would on a GPU. ``float4`` is 16-byte aligned as
on a GPU and the code is built with UBSan's alignment check, so a misaligned
vector access (a fault on a GPU, harmless on x86) aborts the process, saying
where.

Test-only: slow (a thread per CUDA thread), meant for small shapes.
"""

from __future__ import annotations

import ctypes
import hashlib
import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from compiler.codegen.cuda import CudaSource

_SHIM = r"""
#include <cmath>
#include <pthread.h>
#include <thread>
#include <vector>
#include <algorithm>
using std::min; using std::max; using std::isnan;
struct dim3_ { unsigned x, y, z; };
static thread_local dim3_ threadIdx;
static dim3_ blockIdx;
static pthread_barrier_t at_barrier;
static inline void __syncthreads() { pthread_barrier_wait(&at_barrier); }
// As on a GPU, float4 is 16-byte aligned: a misaligned float4 access aborts (UBSan).
struct __attribute__((aligned(16))) float4 { float x, y, z, w; };
static inline float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__ static
#define __restrict__ __restrict
#define __launch_bounds__(n)
#define __align__(n) __attribute__((aligned(n)))
// Blocks run one after another, so these need no more than the host's own atomics.
static inline int atomicAdd(int* p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
static inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline float __ldcg(const float* p) { return *p; }
static inline float __ldg(const float* p) { return *p; }
static inline long long __ldg(const long long* p) { return *p; }
// Round-to-nearest arithmetic that nvcc never fuses (x86-64's baseline has no FMA to fuse).
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fsub_rn(float a, float b) { return a - b; }
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline float __fdiv_rn(float a, float b) { return a / b; }
static inline double __dadd_rn(double a, double b) { return a + b; }
static inline double __dsub_rn(double a, double b) { return a - b; }
static inline double __dmul_rn(double a, double b) { return a * b; }
static inline double __ddiv_rn(double a, double b) { return a / b; }
// cp.async, synchronously: copy size - zfill bytes, zero the rest (commit and wait: no-ops).
#include <cstring>
static inline void __pipeline_memcpy_async(void* dst, const void* src, size_t size,
                                           size_t zfill = 0) {
  std::memcpy(dst, src, size - zfill);
  std::memset(static_cast<char*>(dst) + size - zfill, 0, zfill);
}
static inline void __pipeline_commit() {}
static inline void __pipeline_wait_prior(size_t) {}
"""

_LAUNCHER = r"""
extern "C" void at_launch(unsigned gx, unsigned gy, unsigned gz, unsigned nthreads,
                          void** p) {
  pthread_barrier_init(&at_barrier, nullptr, nthreads);
  for (unsigned z = 0; z < gz; ++z)
    for (unsigned y = 0; y < gy; ++y)
      for (unsigned x = 0; x < gx; ++x) {
        blockIdx = {x, y, z};
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < nthreads; ++t)
          threads.emplace_back([=] { threadIdx = {t, 0, 0}; KERNEL(ARGS); });
        for (auto& th : threads) th.join();
      }
  pthread_barrier_destroy(&at_barrier);
}
"""


def parameter_types(source: CudaSource) -> list[str]:
    """The C types of the kernel's parameters (``const float*``, ``int*``, ...), in order.

    Raises:
        RuntimeError: The text has no definition of the kernel.
    """
    signature = re.search(rf"\b{re.escape(source.name)}\(([^)]*)\)", source.text)
    if signature is None:
        raise RuntimeError(f"no definition of kernel {source.name!r} in its text")
    return [
        param.replace("__restrict__", "").rsplit(maxsplit=1)[0].strip()
        for param in signature[1].split(",")
    ]


class HostKernel:
    """A CUDA C kernel compiled for the host; call it like the GPU launch would run."""

    def __init__(self, source: CudaSource, build_dir: Path) -> None:
        """Compiles ``source`` with g++ into a shared library under ``build_dir``.

        Raises:
            RuntimeError: g++ rejected the code (its messages in the exception).
        """
        self.source = source
        # Each pointer cast to its parameter's type, as the kernel declares it.
        types = parameter_types(source)
        self._pointers = len(types)
        args = ", ".join(f"({t})p[{i}]" for i, t in enumerate(types))
        launcher = _LAUNCHER.replace("KERNEL", source.name).replace("ARGS", args)
        # The shim stands in for the CUDA headers a kernel includes.
        body = "\n".join(
            line for line in source.text.splitlines() if not line.startswith("#include <cuda")
        )
        text = _SHIM + body + "\n" + launcher
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        cpp = build_dir / f"k_{digest}.cpp"
        lib = build_dir / f"k_{digest}.so"
        if not lib.exists():
            cpp.write_text(text)
            done = subprocess.run(
                ["g++", "-O1", "-std=c++17", "-shared", "-fPIC", "-pthread",
                 "-fsanitize=alignment", "-fno-sanitize-recover=alignment",
                 "-Wno-unknown-pragmas", "-o", str(lib), str(cpp)],
                check=False, capture_output=True, text=True,
            )  # fmt: skip
            if done.returncode != 0:
                raise RuntimeError(f"g++ rejected the kernel ({cpp}):\n{done.stderr[-3000:]}")
        self._lib = ctypes.CDLL(str(lib))
        self._lib.at_launch.argtypes = [ctypes.c_uint] * 4 + [ctypes.POINTER(ctypes.c_void_p)]
        # Zero-filled once, as a driver does: the kernel leaves them ready for the next launch.
        self.workspaces = [np.zeros(w.elements, dtype=w.dtype) for w in source.workspaces]

    def launch_pointers(
        self, pointers: Sequence[int], grid: tuple[int, int, int] | None = None
    ) -> None:
        """Launches on the host with raw addresses: the inputs, the output, then the
        workspaces (the driver's own). ``grid``: only the blocks of this smaller grid
        (a launch cut short, to test what the blocks that ran leave behind)."""
        if len(pointers) != self._pointers:
            raise ValueError(f"kernel takes {self._pointers} pointers, got {len(pointers)}")
        ptrs = (ctypes.c_void_p * len(pointers))(*pointers)
        gx, gy, gz = grid or self.source.grid
        self._lib.at_launch(gx, gy, gz, self.source.block[0], ptrs)

    def __call__(self, *arrays: np.ndarray, grid: tuple[int, int, int] | None = None) -> None:
        """Launches on the host: ``arrays`` are the inputs then the output (written in place);
        the workspaces are this kernel's own. ``grid``: see :meth:`launch_pointers`."""
        if len(arrays) != len(self.source.params):
            raise ValueError(f"kernel takes {len(self.source.params)} arrays, got {len(arrays)}")
        self.launch_pointers([a.ctypes.data for a in (*arrays, *self.workspaces)], grid)


def run_on_host(source: CudaSource, inputs: Sequence[np.ndarray], out_shape: Sequence[int],
                build_dir: Path) -> np.ndarray:  # fmt: skip
    """Compiles and runs a kernel on the host; returns its output (initially NaN)."""
    out = np.full(tuple(out_shape), np.nan, dtype=np.float32)
    HostKernel(source, build_dir)(*[np.ascontiguousarray(x) for x in inputs], out)
    return out
