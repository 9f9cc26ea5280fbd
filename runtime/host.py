"""The host CPU as LLVM sees it, and the CPU name and feature string to generate code for.

The compiler decides vector widths from :meth:`compiler.target.Target.has_feature`
(a pure probe of ``/proc/cpuinfo``); the strings here are what LLVM's target machine
(the JIT, object files) and a model package's host check need.
"""

from __future__ import annotations

from functools import lru_cache

from compiler.target import Target
from compiler.target_arch import LLVM_TRIPLES


@lru_cache(maxsize=1)
def host_cpu_name() -> str:
    """The host CPU name as LLVM knows it."""
    import llvmlite.binding as llvm

    return str(llvm.get_host_cpu_name())


@lru_cache(maxsize=1)
def host_cpu_features() -> str:
    """The host CPU feature string (``+avx512f,...``) as LLVM detects it."""
    import llvmlite.binding as llvm

    try:
        return str(llvm.get_host_cpu_features().flatten())
    except RuntimeError:  # some platforms cannot report features
        return ""


def _is_host_cpu(target: Target) -> bool:
    """Whether ``target`` means the CPU of this machine: neither ``mcpu`` nor a triple."""
    return not target.mcpu and not target.mtriple


def llvm_cpu(target: Target) -> str:
    """The LLVM CPU name for ``target``: its ``mcpu``, else the detected host CPU, or
    ``generic`` for a target given by its triple alone (a board's CPU is unknown here)."""
    if target.mcpu:
        return target.mcpu
    return host_cpu_name() if _is_host_cpu(target) else "generic"


def llvm_features(target: Target) -> str:
    """The LLVM feature string for ``target``: the host's features (for the host CPU:
    no ``mcpu``, no triple) plus ``mattr``."""
    base = host_cpu_features() if _is_host_cpu(target) else ""
    extra = ",".join(target.mattr)
    return ",".join(p for p in (base, extra) if p)


def llvm_triple(target: Target) -> str:
    """The LLVM triple to generate ``target``'s code for: its ``-mtriple``, else this
    process's."""
    import llvmlite.binding as llvm

    if target.mtriple:
        return LLVM_TRIPLES[target.cpu_arch()]
    return str(llvm.get_process_triple())


def enabled_features(feature_string: str) -> list[str]:
    """The features a feature string enables (``+name``), sorted, without the ``+``."""
    return sorted(f[1:] for f in feature_string.split(",") if f.startswith("+"))
