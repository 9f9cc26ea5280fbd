"""CUDA C -> a fat binary per kernel, by nvcc: the GPU's machine code for the target's
``-arch`` and PTX for newer GPUs (the driver compiles it for theirs when it loads it).

A model's kernels build in parallel (nvcc is a process each) and are cached on disk by
their text, arch and nvcc, so tuning's many compiles of one model rebuild only what changed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from compiler.errors import CompileError

#: ``(CUDA C, arch such as sm_90)`` -> the loadable image of its kernel.
CudaBuilder = Callable[[str, str], bytes]


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/autotune/nvcc`` (``~/.cache`` when unset)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "autotune" / "nvcc"


def gencode_flags(arch: str) -> list[str]:
    """nvcc flags embedding ``arch``'s machine code and its PTX (``sm_90a`` keeps its
    ``a``: such code runs on that chip alone, as its PTX does)."""
    number = arch.removeprefix("sm_")
    return [
        f"-gencode=arch=compute_{number},code=sm_{number}",
        f"-gencode=arch=compute_{number},code=compute_{number}",
    ]


class Nvcc:
    """A :data:`CudaBuilder` calling nvcc, with an on-disk cache.

    Raises (on construction):
        CompileError: nvcc is not on the PATH.
    """

    def __init__(self, nvcc: str | None = None, cache_dir: Path | None = None) -> None:
        found = nvcc or shutil.which("nvcc")
        if found is None:
            raise CompileError(
                "nvcc not found on PATH: compiling for a cuda target needs the CUDA toolkit"
            )
        self.nvcc = found
        self.cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._version = subprocess.run(
            [found, "--version"], capture_output=True, text=True, check=False
        ).stdout

    def __call__(self, text: str, arch: str) -> bytes:
        """The fat binary of one kernel's text.

        Raises:
            CompileError: nvcc rejected it (its messages in the error).
        """
        key = hashlib.sha256("\0".join((self._version, arch, text)).encode()).hexdigest()
        cached = self.cache_dir / f"{key[:32]}.fatbin"
        if cached.is_file():
            return cached.read_bytes()
        with tempfile.TemporaryDirectory(prefix="autotune_nvcc_") as tmp:
            source, image = Path(tmp) / "kernel.cu", Path(tmp) / "kernel.fatbin"
            source.write_text(text)
            done = subprocess.run(
                [self.nvcc, "-fatbin", "-O3", *gencode_flags(arch), "-o", str(image), str(source)],
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                raise CompileError(f"nvcc rejected a kernel for {arch}:\n{done.stderr[-3000:]}")
            data = image.read_bytes()
        try:  # a cache that cannot be written only costs the next compile time
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            partial = cached.with_suffix(f".{os.getpid()}.tmp")
            partial.write_bytes(data)
            partial.replace(cached)
        except OSError:
            pass
        return data


def build_all(
    sources: Sequence[str], arch: str, builder: CudaBuilder, jobs: int | None = None
) -> list[bytes]:
    """Every kernel's image, built ``jobs`` at a time (all cores by default), in order."""
    workers = max(1, min(jobs or os.cpu_count() or 1, len(sources) or 1))
    with ThreadPoolExecutor(workers) as pool:
        return list(pool.map(lambda text: builder(text, arch), sources))
