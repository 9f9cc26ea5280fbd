"""Environments for the processes that the GPU tests start.

On the GPU machine nothing is pip-installed: the carried wheels (the real pycuda among
them) and the project reach Python through the caller's ``PYTHONPATH``. A child process
therefore gets the folders a test needs *before* that ``PYTHONPATH``, never instead of it,
and a test that needs "pycuda is not installed" hides pycuda itself rather than assuming
that this machine lacks it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
#: The stand-in pycuda that runs the generated CUDA C on the host.
HOST_PYCUDA = REPO / "tests" / "gpu" / "fake_pycuda"
#: What cuBLAS and cuDNN references are taken through (device_server.cuda_references): on a
#: GPU machine they would time the real GPU beside a host-emulated kernel, so stand-in runs
#: hide them or put the host stand-in for torch first.
CUBLAS_FRONTENDS = ("cupy", "torch")
#: The stand-in torch (numpy conv2d and matmul, host-clock events) for those references.
HOST_TORCH = REPO / "tests" / "gpu" / "fake_torch"


def python_path(*first: Path, environ: Mapping[str, str] | None = None) -> str:
    """``first``, the repository, then the ``PYTHONPATH`` of ``environ`` (default: ours)."""
    inherited = (os.environ if environ is None else environ).get("PYTHONPATH", "")
    parts = [*map(str, first), str(REPO), *(p for p in inherited.split(os.pathsep) if p)]
    return os.pathsep.join(parts)


def child_env(*first: Path, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """``base`` (default: our environment) with ``first`` put at the front of its path."""
    env = dict(os.environ if base is None else base)
    env["PYTHONPATH"] = python_path(*first, environ=env)
    return env


def hidden(folder: Path, *modules: str) -> Path:
    """``folder``, filled so that first on the path it makes ``modules`` look not installed.

    Each becomes a package whose import raises the ModuleNotFoundError that a missing one
    raises (naming it), which is what the code tells "not installed" by.
    """
    for name in modules:
        package = folder / name
        package.mkdir(parents=True, exist_ok=True)
        message = f"No module named {name!r}"
        (package / "__init__.py").write_text(
            f"raise ModuleNotFoundError({message!r}, name={name!r})\n"
        )
    return folder
