"""``pycuda.compiler.compile`` and loaded modules on the host: the CUDA C runs via the host
emulator."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from compiler.codegen.cuda import CudaSource
from pycuda.driver import Context, LogicError, Stream, _stack, launches
from tests.gpu.host_emulator import HostKernel

_BUILD_DIR = Path(tempfile.mkdtemp(prefix="fake_pycuda_"))


#: The stand-in's "cubin": a marker, then the CUDA C (the launch compiles it on the host).
IMAGE_MARKER = b"fake-cubin\n"


def compile(source: str, arch: str | None = None, no_extern_c: bool = False, **_: Any) -> bytes:
    """nvcc: needs no context when ``arch`` is given, as pycuda's (it asks the current
    context's device otherwise, which a build thread does not have)."""
    if not no_extern_c or not (arch or "").startswith("sm_"):
        raise ValueError("expected no_extern_c=True and arch='sm_XX'")
    return IMAGE_MARKER + source.encode()


class Module:
    """A loaded module (``pycuda.driver.module_from_buffer``): belongs to its context."""

    def __init__(self, image: bytes, context: Context) -> None:
        if not image.startswith(IMAGE_MARKER):
            raise LogicError("cuModuleLoadData failed: device kernel image is invalid")
        self.source = image[len(IMAGE_MARKER) :].decode()
        self.context = context

    def get_function(self, name: str) -> Function:
        return Function(self.source, name, self.context)


class Function:
    """A kernel; ``prepare`` then ``prepared_call(grid, block, *pointers)``."""

    def __init__(self, text: str, name: str, context: Context) -> None:
        self.text, self.name, self.context = text, name, context
        self.arg_format = ""
        self._kernel: HostKernel | None = None

    def prepare(self, arg_format: str) -> None:
        self.arg_format = arg_format

    def prepared_async_call(
        self, grid: tuple[int, ...], block: tuple[int, ...], stream: Stream, *args: int
    ) -> None:
        """A launch on ``stream``: recorded if a graph is being captured there."""
        if stream is not None and stream.captured is not None:
            stream.captured.append(lambda: self.prepared_call(grid, block, *args))
        else:
            self.prepared_call(grid, block, *args)

    def prepared_call(self, grid: tuple[int, ...], block: tuple[int, ...], *args: int) -> None:
        if not _stack or _stack[-1] is not self.context:  # a handle of another context
            raise LogicError("cuFuncSetBlockShape failed: invalid resource handle")
        if len(args) != len(self.arg_format):
            raise ValueError(f"prepared for {len(self.arg_format)} args, got {len(args)}")
        if self._kernel is None:
            params = tuple(f"p{i}" for i in range(len(args)))
            source = CudaSource(self.text, self.name, params, tuple(grid), tuple(block), 0, 0)  # type: ignore[arg-type]
            self._kernel = HostKernel(source, _BUILD_DIR)
        self._kernel.launch_pointers([int(a) for a in args])
        launches[0] += 1
