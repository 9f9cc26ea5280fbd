"""Fixtures of the GPU tests: nvcc, the host emulator's build folder, a real GPU if any."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(scope="session")
def nvcc() -> str:
    """The nvcc executable; the test is skipped (saying so) where it is absent."""
    path = shutil.which("nvcc")
    if path is None:
        pytest.skip("nvcc not found on PATH: PTX compilation checks need the CUDA toolkit")
    return path


@pytest.fixture(scope="session")
def host_build_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the host emulator keeps its compiled kernels (one per source text)."""
    if shutil.which("g++") is None:
        pytest.skip("g++ not found: the host emulation of CUDA C needs it")
    return tmp_path_factory.mktemp("cuda_on_host")


@pytest.fixture(scope="session")
def real_gpu() -> Iterator[Any]:
    """A PyCudaDriver on GPU 0; skipped with the reason (no pycuda / no driver / no GPU)."""
    from device_server.drivers.cuda import CudaUnavailableError, PyCudaDriver

    try:
        driver = PyCudaDriver(0)
    except CudaUnavailableError as err:
        pytest.skip(f"no GPU to run on: {err}")
    yield driver
    driver.close()
