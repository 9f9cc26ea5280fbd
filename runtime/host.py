"""The host CPU as LLVM sees it, and the CPU name and feature string to generate code for.

The compiler decides vector widths from :meth:`compiler.target.Target.has_feature`
(a pure probe of ``/proc/cpuinfo``); the strings here are what LLVM's target machine
(the JIT, object files) and a model package's host check need.
"""

from __future__ import annotations

from functools import lru_cache

from compiler.target import Target


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


def llvm_cpu(target: Target) -> str:
    """The LLVM CPU name for ``target``: its ``mcpu`` or the detected host CPU."""
    return target.mcpu or host_cpu_name()


def llvm_features(target: Target) -> str:
    """The LLVM feature string for ``target``: the host's features (unless ``mcpu``
    is set) plus ``mattr``."""
    base = host_cpu_features() if not target.mcpu else ""
    extra = ",".join(target.mattr)
    return ",".join(p for p in (base, extra) if p)


def enabled_features(feature_string: str) -> list[str]:
    """The features a feature string enables (``+name``), sorted, without the ``+``."""
    return sorted(f[1:] for f in feature_string.split(",") if f.startswith("+"))
