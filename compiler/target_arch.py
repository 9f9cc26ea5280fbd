"""CPU architectures an ``llvm`` target can name with ``-mtriple``, and the AArch64
CPU and feature names LLVM knows (the x86-64 ones live in :mod:`compiler.target`).

A target without ``-mtriple`` is for the machine that compiles (:func:`host_arch`); one
with a triple of another architecture is cross-compiled: its code is rendered and
turned into assembly or an object file here, and runs on a board.
"""

from __future__ import annotations

import platform
from functools import lru_cache

X86_64 = "x86_64"
AARCH64 = "aarch64"

#: ``-mtriple`` values accepted -> architecture. Linux with glibc only: the runtime calls
#: libc and Linux syscalls (the thread pool's futex) by number.
TRIPLES: dict[str, str] = {
    "x86_64-linux-gnu": X86_64,
    "x86_64-unknown-linux-gnu": X86_64,
    "x86_64-pc-linux-gnu": X86_64,
    "aarch64-linux-gnu": AARCH64,
    "aarch64-unknown-linux-gnu": AARCH64,
}

#: The triple LLVM is given for each architecture.
LLVM_TRIPLES: dict[str, str] = {
    X86_64: "x86_64-unknown-linux-gnu",
    AARCH64: "aarch64-unknown-linux-gnu",
}

# ``platform.machine()`` spellings -> architecture.
_MACHINES = {"x86_64": X86_64, "amd64": X86_64, "aarch64": AARCH64, "arm64": AARCH64}


@lru_cache(maxsize=1)
def host_arch() -> str:
    """The architecture of the machine this runs on (``x86_64``, ``aarch64``, or
    ``platform.machine()`` lower-cased for others)."""
    machine = platform.machine().lower()
    return _MACHINES.get(machine, machine)


def unknown_triple(value: str, text: str) -> str:
    """The error for a ``-mtriple`` outside :data:`TRIPLES`."""
    return f"unknown -mtriple {value!r} in {text!r}; supported: {', '.join(TRIPLES)}"


#: AArch64 CPU names LLVM (its AArch64 processor table) knows, accepted by -mcpu when
#: the target's architecture is aarch64. Every one has NEON (AdvSIMD: 32 x 128-bit).
AARCH64_CPUS = frozenset(
    {
        "generic",
        "a64fx",
        "ampere1",
        "ampere1a",
        "ampere1b",
        "apple-a7",
        "apple-a8",
        "apple-a9",
        "apple-a10",
        "apple-a11",
        "apple-a12",
        "apple-a13",
        "apple-a14",
        "apple-a15",
        "apple-a16",
        "apple-a17",
        "apple-m1",
        "apple-m2",
        "apple-m3",
        "apple-m4",
        "apple-s4",
        "apple-s5",
        "carmel",
        "cortex-a35",
        "cortex-a53",
        "cortex-a55",
        "cortex-a57",
        "cortex-a65",
        "cortex-a65ae",
        "cortex-a72",
        "cortex-a73",
        "cortex-a75",
        "cortex-a76",
        "cortex-a76ae",
        "cortex-a77",
        "cortex-a78",
        "cortex-a78ae",
        "cortex-a78c",
        "cortex-a320",
        "cortex-a510",
        "cortex-a520",
        "cortex-a520ae",
        "cortex-a710",
        "cortex-a715",
        "cortex-a720",
        "cortex-a720ae",
        "cortex-a725",
        "cortex-r82",
        "cortex-r82ae",
        "cortex-x1",
        "cortex-x1c",
        "cortex-x2",
        "cortex-x3",
        "cortex-x4",
        "cortex-x925",
        "cyclone",
        "exynos-m3",
        "exynos-m4",
        "exynos-m5",
        "falkor",
        "fujitsu-monaka",
        "gb10",
        "grace",
        "kryo",
        "neoverse-512tvb",
        "neoverse-e1",
        "neoverse-n1",
        "neoverse-n2",
        "neoverse-n3",
        "neoverse-v1",
        "neoverse-v2",
        "neoverse-v3",
        "neoverse-v3ae",
        "oryon-1",
        "saphira",
        "thunderx",
        "thunderx2t99",
        "thunderx3t110",
        "thunderxt81",
        "thunderxt83",
        "thunderxt88",
        "tsv110",
    }
)

#: AArch64 feature names LLVM knows, accepted by -mattr (``+name``/``-name``) for aarch64.
AARCH64_FEATURES = frozenset(
    {
        "aes",
        "bf16",
        "bti",
        "complxnum",
        "crc",
        "crypto",
        "dotprod",
        "f32mm",
        "f64mm",
        "flagm",
        "fp-armv8",
        "fp16fml",
        "fullfp16",
        "i8mm",
        "jsconv",
        "lse",
        "lse2",
        "mte",
        "neon",
        "pauth",
        "rcpc",
        "rdm",
        "sha2",
        "sha3",
        "sm4",
        "sme",
        "sme2",
        "ssbs",
        "sve",
        "sve2",
        "v8.1a",
        "v8.2a",
        "v8.3a",
        "v8.4a",
        "v8.5a",
        "v8.6a",
        "v8a",
        "v9a",
    }
)
