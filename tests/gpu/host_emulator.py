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
using std::min; using std::max;
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
"""

_LAUNCHER = r"""
extern "C" void at_launch(unsigned gx, unsigned gy, unsigned gz, unsigned nthreads,
                          float** p) {
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


class HostKernel:
    """A CUDA C kernel compiled for the host; call it like the GPU launch would run."""

    def __init__(self, source: CudaSource, build_dir: Path) -> None:
        """Compiles ``source`` with g++ into a shared library under ``build_dir``.

        Raises:
            RuntimeError: g++ rejected the code (its messages in the exception).
        """
        self.source = source
        args = ", ".join(f"p[{i}]" for i in range(len(source.params)))
        launcher = _LAUNCHER.replace("KERNEL", source.name).replace("ARGS", args)
        text = _SHIM + source.text + launcher
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

    def launch_pointers(self, pointers: Sequence[int]) -> None:
        """Launches on the host with raw addresses: the inputs then the output."""
        if len(pointers) != len(self.source.params):
            raise ValueError(
                f"kernel takes {len(self.source.params)} pointers, got {len(pointers)}"
            )
        ptrs = (ctypes.c_void_p * len(pointers))(*pointers)
        gx, gy, gz = self.source.grid
        self._lib.at_launch(gx, gy, gz, self.source.block[0], ptrs)

    def __call__(self, *arrays: np.ndarray) -> None:
        """Launches on the host: ``arrays`` are the inputs then the output (written in place)."""
        if len(arrays) != len(self.source.params):
            raise ValueError(f"kernel takes {len(self.source.params)} arrays, got {len(arrays)}")
        ptrs = (ctypes.c_void_p * len(arrays))(*[a.ctypes.data for a in arrays])
        gx, gy, gz = self.source.grid
        self._lib.at_launch(gx, gy, gz, self.source.block[0], ptrs)


def run_on_host(source: CudaSource, inputs: Sequence[np.ndarray], out_shape: Sequence[int],
                build_dir: Path) -> np.ndarray:  # fmt: skip
    """Compiles and runs a kernel on the host; returns its output (initially NaN)."""
    out = np.full(tuple(out_shape), np.nan, dtype=np.float32)
    HostKernel(source, build_dir)(*[np.ascontiguousarray(x) for x in inputs], out)
    return out
