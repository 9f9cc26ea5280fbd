"""The host CPU's vector instruction sets, read from ``/proc/cpuinfo`` (pure Python).

The compiler needs host facts only to size vectors for a bare ``llvm`` target
(:meth:`compiler.target.Target.has_feature`: AVX-512, AVX2, FMA...); the LLVM CPU name
and full feature string the machine code is generated for are the runtime's business
(:mod:`runtime.host`, which asks LLVM). Reading the kernel's view of the CPU keeps
LLVM's native bindings out of the compiler; ``tests/test_host.py`` checks that both
views agree on this machine.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

#: ``/proc/cpuinfo`` flag -> LLVM feature name, for the x86 vector extensions the
#: compiler may ask about (the flags Linux spells differently from LLVM are mapped).
CPUINFO_TO_LLVM: dict[str, str] = {
    "sse": "sse",
    "sse2": "sse2",
    "pni": "sse3",
    "ssse3": "ssse3",
    "sse4_1": "sse4.1",
    "sse4_2": "sse4.2",
    "avx": "avx",
    "avx2": "avx2",
    "fma": "fma",
    "f16c": "f16c",
    "avx_vnni": "avxvnni",
    "avx512f": "avx512f",
    "avx512dq": "avx512dq",
    "avx512cd": "avx512cd",
    "avx512bw": "avx512bw",
    "avx512vl": "avx512vl",
    "avx512ifma": "avx512ifma",
    "avx512vbmi": "avx512vbmi",
    "avx512_vbmi2": "avx512vbmi2",
    "avx512_vnni": "avx512vnni",
    "avx512_bitalg": "avx512bitalg",
    "avx512_vpopcntdq": "avx512vpopcntdq",
    "avx512_bf16": "avx512bf16",
    "avx512_fp16": "avx512fp16",
}

CPUINFO = Path("/proc/cpuinfo")


def parse_cpuinfo(text: str) -> frozenset[str]:
    """The LLVM names of the vector features the first ``flags`` line of ``text``
    lists (empty when there is none, e.g. on a non-x86 CPU)."""
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() == "flags":
            return frozenset(CPUINFO_TO_LLVM[f] for f in value.split() if f in CPUINFO_TO_LLVM)
    return frozenset()


@lru_cache(maxsize=1)
def host_vector_features() -> frozenset[str]:
    """The host's vector features by their LLVM names (see :data:`CPUINFO_TO_LLVM`);
    none when ``/proc/cpuinfo`` cannot be read (not Linux): 128-bit vectors then."""
    try:
        text = CPUINFO.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return frozenset()
    return parse_cpuinfo(text)
