"""bench/gpu_check.sh, the one run a lent GPU gets: its shell is valid, and the configs its
A/B steps hand to bench/bench_cuda.py are full configs of the workloads that script builds
(a config that no longer fits its space would cost a GPU session the step)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from compiler import get_space

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "bench" / "gpu_check.sh"
#: The helpers that time chosen configs, and the lines that call them.
HELPERS = ("layouts", "splits", "staging", "bmm")


def test_the_script_parses() -> None:
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)


def _steps() -> list[list[str]]:
    """Each ``step`` the helpers run, as its argv (``step`` replaced by a printer)."""
    text = SCRIPT.read_text()
    names = "|".join(HELPERS)
    functions = re.findall(rf"^(?:{names})\(\) \{{\n.*?^\}}\n", text, re.S | re.M)
    calls = re.findall(rf"^(?:{names}) .*$", text, re.M)
    assert len(functions) == len(HELPERS)
    assert calls
    program = "\n".join(
        [
            f"py={sys.executable}",
            # NUL between arguments, a newline after each step.
            'step() { printf "%s\\0" "$@"; printf "\\n"; }',
            *functions,
            *calls,
        ]
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        ["bash", "-c", program], capture_output=True, text=True, cwd=ROOT, env=env, check=True
    )
    return [line.split("\0")[:-1] for line in done.stdout.splitlines() if line]


def _bench_cuda() -> object:
    spec = importlib.util.spec_from_file_location("bench_cuda", ROOT / "bench" / "bench_cuda.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_explicit_config_fits_the_workload_bench_cuda_builds() -> None:
    bench_cuda = _bench_cuda()
    steps = _steps()
    calls = re.findall(rf"^(?:{'|'.join(HELPERS)}) ", SCRIPT.read_text(), re.M)
    assert len(steps) == len(calls)
    for argv in steps:
        name, _log, _cap, _py, script, *args = argv
        assert script == "bench/bench_cuda.py", name
        parsed = bench_cuda.parse_args(args)  # type: ignore[attr-defined]
        (workload,) = bench_cuda.workloads(parsed)  # type: ignore[attr-defined]
        space = get_space(workload, "cuda")
        configs = [json.loads(c) for c in parsed.config]
        # An A/B of its own configs, or one config (or the default) and every neighbour.
        assert len(configs) >= 4 or (parsed.neighbours and len(configs) <= 1), name
        for config in configs:
            assert set(config) == set(space.names), (name, config)
            space.index_of(config)  # InvalidConfig if a value is not offered
        # Each A/B varies what it is about: no two of its configs are the same.
        assert len({json.dumps(c, sort_keys=True) for c in configs}) == len(configs), name


def test_the_models_script_parses_and_names_existing_benches() -> None:
    """bench/gpu_models_check.sh (issue 33's run): valid shell, and every script it runs is
    in the tree (a missing one would cost a GPU session the step)."""
    script = ROOT / "bench" / "gpu_models_check.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    named = set(re.findall(r"\bbench/\w+\.py\b", script.read_text()))
    assert named
    assert (ROOT / "bench" / "gpu_steps.sh").is_file()  # sourced by both scripts
    assert all((ROOT / path).is_file() for path in named), named
