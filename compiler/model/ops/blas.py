"""numpy's BLAS on one thread while our numpy kernels call it (Conv, Gemm, MatMul)."""

from __future__ import annotations

import contextlib
import ctypes
import threading
from collections.abc import Callable, Iterator

# OpenBLAS's threads keep spinning for up to a second after each call and take the
# cores our own kernels' thread pool runs on (3x slower). The device server avoids
# that with OPENBLAS_NUM_THREADS=1 in its worker's environment, which only works
# before numpy loads; here the count is switched at run time through OpenBLAS's own
# API, found in the library numpy loaded.

_BLAS_THREAD_APIS = (  # (getter, setter) symbol names, newest builds first
    ("scipy_openblas_get_num_threads64_", "scipy_openblas_set_num_threads64_"),  # numpy >= 2
    ("scipy_openblas_get_num_threads", "scipy_openblas_set_num_threads"),
    ("openblas_get_num_threads64_", "openblas_set_num_threads64_"),  # numpy 1.26 wheels
    ("openblas_get_num_threads", "openblas_set_num_threads"),  # a system OpenBLAS
)


class _BlasThreads:
    """Process-wide "one BLAS thread while anyone is inside" switch, reference counted.

    OpenBLAS's thread count is one global (``openblas_set_num_threads_local`` is
    not thread-local either), so nested and concurrent users share one saved value.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._depth = 0
        self._saved = 0
        self._api: tuple[Callable[[], int], Callable[[int], None]] | None = None
        self._looked_up = False

    def _find_api(self) -> tuple[Callable[[], int], Callable[[int], None]] | None:
        try:
            with open("/proc/self/maps", encoding="utf-8") as maps:
                paths = {line.split()[-1] for line in maps if "openblas" in line.lower()}
        except OSError:  # not Linux: no switch, BLAS keeps its configured threads
            return None
        for path in sorted(paths):
            try:
                lib = ctypes.CDLL(path)  # already loaded by numpy: the same handle
            except OSError:
                continue
            for get_name, set_name in _BLAS_THREAD_APIS:
                getter = getattr(lib, get_name, None)
                setter = getattr(lib, set_name, None)
                if getter is not None and setter is not None:
                    getter.restype = ctypes.c_int
                    setter.argtypes = [ctypes.c_int]
                    setter.restype = None
                    return getter, setter
        return None

    def current(self) -> int | None:
        """BLAS's thread count now, or None where it cannot be switched."""
        with self._lock:
            self._lookup()
            return None if self._api is None else self._api[0]()

    def _lookup(self) -> None:
        if not self._looked_up:
            self._api = self._find_api()
            self._looked_up = True

    def enter(self) -> None:
        """Switches BLAS to one thread (the first caller in)."""
        with self._lock:
            self._lookup()
            if self._api is not None and self._depth == 0:
                self._saved = self._api[0]()
                if self._saved != 1:
                    self._api[1](1)
            self._depth += 1

    def leave(self) -> None:
        """Restores the saved thread count (the last caller out)."""
        with self._lock:
            self._depth -= 1
            if self._api is not None and self._depth == 0 and self._saved != 1:
                self._api[1](self._saved)


_BLAS_THREADS = _BlasThreads()


@contextlib.contextmanager
def one_blas_thread() -> Iterator[None]:
    """Runs the block with numpy's OpenBLAS on one thread, then restores its setting.

    A no-op where numpy's BLAS is not an OpenBLAS this process can find.
    """
    _BLAS_THREADS.enter()
    try:
        yield
    finally:
        _BLAS_THREADS.leave()


def blas_num_threads() -> int | None:
    """numpy's OpenBLAS thread count now; None where :func:`one_blas_thread` is a no-op."""
    return _BLAS_THREADS.current()
