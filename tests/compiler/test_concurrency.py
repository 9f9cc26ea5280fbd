"""Kernels called from several Python threads at once stay correct (and serialize threads)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from compiler import random_inputs, reference, te
from compiler.schedule import Schedule
from runtime import build, build_schedule


def test_two_threaded_kernels_run_concurrently_and_correctly() -> None:
    k1 = build("matmul:m=130,n=70,k=90,epilogue=bias", num_threads=2)
    k2 = build("batch_matmul:b=3,m=40,n=50,k=60", num_threads=2)
    x1 = random_inputs(k1.workload, np.random.default_rng(1))
    x2 = random_inputs(k2.workload, np.random.default_rng(2))
    r1, r2 = reference(k1.workload, x1), reference(k2.workload, x2)

    def call(i: int) -> float:
        k, x, r = (k1, x1, r1) if i % 2 else (k2, x2, r2)
        out = k(*x)
        return float(np.max(np.abs(out - r)) / np.max(np.abs(r)))

    with ThreadPoolExecutor(max_workers=4) as pool:
        errors = list(pool.map(call, range(24)))
    assert max(errors) < 1e-4


def _child_runs(kernel_args: tuple[str, int]) -> float:
    workload, seed = kernel_args
    k = build(workload, num_threads=2)
    x = random_inputs(k.workload, np.random.default_rng(seed))
    r = reference(k.workload, x)
    return float(np.max(np.abs(k(*x) - r)) / np.max(np.abs(r)))


def test_thread_pool_survives_fork() -> None:
    import multiprocessing

    w = "matmul:m=150,n=90,k=70"
    assert _child_runs((w, 1)) < 1e-4  # the parent's pool threads exist now
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(2) as pool:  # children inherit the pool's state but not its threads
        errors = pool.map(_child_runs, [(w, 2), (w, 3)], chunksize=1)
    assert max(errors) < 1e-4


def test_many_small_parallel_launches() -> None:
    # Thousands of launches through the persistent pool: no lost wake-ups, no hang.
    k = build(
        "matmul:m=96,n=64,k=16",
        {**build("matmul:m=96,n=64,k=16").config.to_json(), "parallel": "m"},
        num_threads=2,
    )
    x = random_inputs(k.workload, np.random.default_rng(4))
    r = reference(k.workload, x)
    out = np.empty(k.output.shape, np.float32)
    for _ in range(2000):
        k.run(*x, out=out)
    assert float(np.max(np.abs(out - r)) / np.max(np.abs(r))) < 1e-4


# Runs in a fresh interpreter, whose only pool threads are the ones its first launch starts.
_SPIN_THEN_SLEEP = """
import os, sys, time
import numpy as np
from runtime import build
from runtime.thread_pool import SPIN_NS

def states(tids):
    out = []
    for tid in tids:
        with open(f"/proc/self/task/{tid}/stat") as f:
            out.append(f.read().rsplit(")", 1)[1].split()[0])
    return out

k = build("matmul:m=256,n=256,k=256", num_threads=2)
x = [np.random.default_rng(5).standard_normal(s, dtype=np.float32) for s in ((256, 256),) * 2]
before = set(os.listdir("/proc/self/task"))
out = k(*x)
pool = sorted(set(os.listdir("/proc/self/task")) - before)
assert pool, "the launch started no pool thread"
assert np.allclose(out, x[0] @ x[1], rtol=1e-4, atol=1e-3)
time.sleep(SPIN_NS / 1e9 + 0.5)
seen = []
for _ in range(50):
    seen += states(pool)
    time.sleep(0.005)
print(len(pool), "".join(seen))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_pool_threads_sleep_soon_after_a_launch_beside_busy_cores() -> None:
    # The spin before a pool thread sleeps is bounded in time. Bounded by a count of
    # sched_yield calls it lasted seconds when other processes kept every core busy (a
    # tuning run's compiles): each yield then returns after a scheduler tick, and the
    # spinning thread took the core back at every tick.
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 2)
    ]
    try:
        child = subprocess.run(
            [sys.executable, "-c", textwrap.dedent(_SPIN_THEN_SLEEP)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        for proc in busy:
            proc.kill()
            proc.wait()
    assert child.returncode == 0, child.stderr
    threads, states = child.stdout.split()
    assert int(threads) >= 1
    # R: running or runnable (spinning); S: asleep on the futex.
    assert set(states) == {"S"}, f"pool thread states over 0.25 s: {states}"


@pytest.mark.parametrize(
    ("rows", "threads"), [(1, 2), (3, 2), (31, 2), (1001, 2), (1001, 5), (64, 7), (97, 3)]
)
def test_parallel_loop_chunks_cover_every_iteration(rows: int, threads: int) -> None:
    # Threads take chunks of their own range of the parallel loop, then of the others'
    # (grain > 1 at 1001 rows; more threads than cores at 5 and 7, so some start late and
    # their ranges are taken by the others; ranges of unequal size at 97 on 3): every row
    # is written, once per call.
    a = te.placeholder((rows, 24), "a")
    out = te.compute((rows, 24), lambda i, j: a[i, j] * 3.0 + 1.0, "out")
    s = Schedule(out)
    s[out].parallel(out.compute_op.axes[0])
    kernel = build_schedule(s, [a, out], num_threads=threads)
    x = np.random.default_rng(rows).standard_normal((rows, 24)).astype(np.float32)
    for _ in range(3):
        got = np.full((rows, 24), np.nan, np.float32)
        kernel.run(x, out=got)
        np.testing.assert_allclose(got, x * 3.0 + 1.0, rtol=1e-6, atol=1e-6)
