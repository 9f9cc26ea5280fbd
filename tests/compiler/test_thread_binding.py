"""The thread pool binds its threads to CPUs, one per core first, and the caller for a run."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from runtime.thread_pool import CPU_SET_BITS, binding_cpus


def _sysfs(tmp_path: Path, cores: dict[int, tuple[int, int]]) -> Path:
    """A sysfs tree naming each CPU's (package, core)."""
    for cpu, (package, core) in cores.items():
        topology = tmp_path / f"cpu{cpu}" / "topology"
        topology.mkdir(parents=True)
        (topology / "physical_package_id").write_text(f"{package}\n")
        (topology / "core_id").write_text(f"{core}\n")
    return tmp_path


def test_binding_takes_one_cpu_per_core_before_any_second_thread(tmp_path: Path) -> None:
    # Linux numbers SMT siblings either way: 0/4 share a core, or 0/1 do.
    apart = _sysfs(tmp_path / "a", {c: (0, c % 4) for c in range(8)})
    assert binding_cpus(range(8), apart) == [0, 1, 2, 3, 4, 5, 6, 7]
    paired = _sysfs(tmp_path / "p", {c: (0, c // 2) for c in range(8)})
    assert binding_cpus(range(8), paired) == [0, 2, 4, 6, 1, 3, 5, 7]
    # Two packages with the same core ids are four cores.
    sockets = _sysfs(tmp_path / "s", {0: (0, 0), 1: (0, 1), 2: (1, 0), 3: (1, 1)})
    assert binding_cpus([3, 1, 2, 0], sockets) == [0, 1, 2, 3]
    # Only the CPUs this process may use (taskset), in core order.
    assert binding_cpus([5, 1, 4], paired) == [1, 4, 5]
    assert binding_cpus([0, 1, 2], paired) == [0, 2, 1]


def test_binding_without_topology_or_with_nothing_to_bind(tmp_path: Path) -> None:
    assert binding_cpus([2, 0, 1], tmp_path / "none") == [0, 1, 2]
    assert binding_cpus([3], tmp_path) == []
    assert binding_cpus([0, CPU_SET_BITS], tmp_path) == []


# A fresh interpreter: its pool threads are created by its first parallel launch.
_CHILD = """
import os, sys
import numpy as np
from runtime import build
from runtime.llvm_jit import bind_threads, bound_caller
from runtime.thread_pool import binding_cpus

def allowed(tid):
    with open(f"/proc/self/task/{tid}/status") as f:
        text = f.read().split("Cpus_allowed_list:")[1].split()[0]
    cpus = set()
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        cpus.update(range(int(lo), int(hi or lo) + 1))
    return cpus

bind = sys.argv[1] == "bind"
if not bind:
    bind_threads(False)
own = os.sched_getaffinity(0)
rng = np.random.default_rng(7)
a, b = (rng.standard_normal((256, 256), dtype=np.float32) for _ in range(2))
k = build("matmul:m=256,n=256,k=256", num_threads=2)
before = set(os.listdir("/proc/self/task"))
with bound_caller(2):
    inside = os.sched_getaffinity(0)
    out = k(a, b)
assert os.sched_getaffinity(0) == own, "the caller's mask is given back"
assert np.allclose(out, a @ b, rtol=1e-4, atol=1e-3)
pool = sorted(set(os.listdir("/proc/self/task")) - before)
assert len(pool) == 1, pool
cpus = binding_cpus()
if bind:
    assert inside == {cpus[0]}, (inside, cpus)
    assert allowed(pool[0]) == {cpus[1]}, (allowed(pool[0]), cpus)
else:
    assert inside == own and allowed(pool[0]) == own
print("ok")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="one CPU: nothing to bind")
@pytest.mark.parametrize("mode", ["bind", "unbound"])
def test_pool_thread_and_caller_run_on_their_cpus(mode: str) -> None:
    child = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(_CHILD), mode],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == "ok"
