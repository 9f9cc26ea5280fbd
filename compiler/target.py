"""Compilation targets: ``llvm`` (the host CPU), ``llvm -mcpu=NAME -mattr=+a,-b``,
``llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72`` (another architecture: a board),
``cuda`` or ``cuda -arch=sm_XX`` (an NVIDIA GPU of compute capability X.X)."""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from compiler.cpuinfo import host_vector_features
from compiler.target_arch import (
    AARCH64,
    AARCH64_CPUS,
    AARCH64_FEATURES,
    TRIPLES,
    X86_64,
    host_arch,
    unknown_triple,
)


@dataclass(frozen=True, slots=True)
class Target:
    """A parsed target string.

    Attributes:
        kind: Backend name; ``"llvm"`` for CPUs.
        mcpu: CPU name for LLVM (e.g. ``znver5``); empty means the host CPU
            (``-mcpu=native`` parses to empty).
        mattr: Feature flags such as ``("+avx512f", "-avx512vl")``; empty means
            the host CPU's features.
        arch: For ``cuda``: the GPU architecture (``sm_80``); empty means the
            device's own (``DEFAULT_CUDA_ARCH`` where no device is known).
        mtriple: For ``llvm``: the triple to generate code for (one of
            :data:`compiler.target_arch.TRIPLES`); empty means the host's. With a
            triple and no ``mcpu``, the code is for LLVM's ``generic`` CPU of that
            architecture, not the host's.
    """

    kind: str
    mcpu: str = ""
    mattr: tuple[str, ...] = ()
    arch: str = ""
    mtriple: str = ""

    @classmethod
    def parse(cls, text: str | Target) -> Target:
        """Parses ``llvm``, ``llvm -mcpu=NAME``, ``llvm -mcpu=NAME -mattr=+f1,-f2`` and
        any of those with ``-mtriple=TRIPLE``; ``-mcpu`` and ``-mattr`` names are those
        of the triple's architecture (the host's without one).

        Raises:
            ValueError: The string is malformed, names an unknown kind or an unknown option.
        """
        if isinstance(text, Target):
            return text
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"target must be a non-empty string like 'llvm', got {text!r}")
        try:
            words = shlex.split(text)
        except ValueError as exc:
            raise ValueError(f"malformed target {text!r}: {exc}") from None
        kind, options = words[0], words[1:]
        if kind == "cuda":
            return cls(kind, arch=_parse_cuda_options(text, options))
        if kind != "llvm":
            raise ValueError(f"unknown target kind {kind!r} in {text!r}; supported: 'llvm', 'cuda'")
        mcpu = ""
        mattr: tuple[str, ...] = ()
        mtriple = ""
        pairs = []
        for opt in options:
            key, eq, value = opt.partition("=")
            if not eq or not value:
                raise ValueError(
                    f"malformed target option {opt!r} in {text!r}; expected -key=value"
                )
            if key == "-mtriple":
                if value not in TRIPLES:
                    raise ValueError(unknown_triple(value, text))
                mtriple = value
            else:
                pairs.append((key, value))
        # CPU and feature names are checked against the architecture the code is for.
        arch = TRIPLES[mtriple] if mtriple else host_arch()
        known_cpus, known_features = _names(arch)
        for key, value in pairs:
            if key == "-mcpu":
                if not value.replace("-", "").replace("_", "").isalnum():
                    raise ValueError(f"malformed -mcpu value {value!r} in {text!r}")
                if value == NATIVE_CPU and mtriple:
                    raise ValueError(
                        f"-mcpu={NATIVE_CPU} in {text!r} means this machine's CPU; with "
                        "-mtriple name the board's CPU, e.g. -mcpu=cortex-a72"
                    )
                if value != NATIVE_CPU and value not in known_cpus:
                    # LLVM would only warn, then may abort in code generation: refuse here.
                    raise ValueError(_unknown_cpu(value, text, arch, known_cpus))
                # -mcpu=native (tvmc's spelling) is this machine's CPU: the same as no -mcpu.
                mcpu = "" if value == NATIVE_CPU else value
            elif key == "-mattr":
                flags = tuple(f.strip() for f in value.split(","))
                bad = [f for f in flags if len(f) < 2 or f[0] not in "+-"]
                if bad:
                    raise ValueError(
                        f"malformed -mattr flags {bad} in {text!r}; each must be +name or -name"
                    )
                unknown = [f[1:] for f in flags if f[1:] not in known_features]
                if unknown:
                    # LLVM would only warn and ignore them: a typo would go unnoticed.
                    raise ValueError(_unknown_features(unknown, text, known_features))
                mattr = flags
            else:
                raise ValueError(
                    f"unknown target option {key!r} in {text!r}; supported: -mtriple, -mcpu, -mattr"
                )
        return cls(kind, mcpu, mattr, mtriple=mtriple)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.mtriple:
            parts.append(f"-mtriple={self.mtriple}")
        if self.arch:
            parts.append(f"-arch={self.arch}")
        if self.mcpu:
            parts.append(f"-mcpu={self.mcpu}")
        if self.mattr:
            parts.append(f"-mattr={','.join(self.mattr)}")
        return " ".join(parts)

    def cpu_arch(self) -> str:
        """The architecture the code is for (``x86_64``, ``aarch64``): the triple's,
        else the host's (:func:`compiler.target_arch.host_arch`)."""
        return TRIPLES[self.mtriple] if self.mtriple else host_arch()

    def is_host(self) -> bool:
        """Whether the code is for the machine that compiles it: no triple, or one of
        the host's architecture (only such code may be loaded and run here)."""
        return self.cpu_arch() == host_arch()

    def has_feature(self, name: str) -> bool:
        """Whether the vector feature (e.g. ``avx512f``, ``neon``) is enabled for this
        target: as ``mattr`` says, else as ``mcpu`` implies (every AArch64 CPU has
        ``neon``), else, for the host CPU, as the host's vector features
        (:func:`compiler.cpuinfo.host_vector_features`) say. A feature of another
        architecture is never enabled."""
        arch = self.cpu_arch()
        for flag in reversed(self.mattr):  # the last mention of a feature wins
            if flag[1:] == name:
                return flag[0] == "+"
        if arch == AARCH64:
            return name == "neon"
        if self.mcpu:
            return _cpu_implies(self.mcpu, name)
        if self.mtriple or arch != X86_64:
            return False  # LLVM's generic CPU of the triple, or a host we know nothing of
        return name in host_vector_features()

    def vector_bits(self) -> int:
        """Widest native float vector register: 512 (AVX-512), 256 (AVX2) or 128 (SSE,
        AArch64's NEON: the templates use fixed-width vectors, not SVE's scalable ones)."""
        if self.cpu_arch() == AARCH64:
            return 128
        if self.has_feature("avx512f"):
            return 512
        if self.has_feature("avx2") or self.has_feature("avx"):
            return 256
        return 128

    def vector_registers(self) -> int:
        """Vector registers a kernel can keep values in: 32 with AVX-512 and on AArch64
        (v0-v31), else 16."""
        if self.cpu_arch() == AARCH64:
            return 32
        return 32 if self.vector_bits() == 512 else 16

    def vector_lanes(self, dtype: str = "float32") -> int:
        """Elements of ``dtype`` in one native vector register."""
        return self.vector_bits() // (64 if dtype == "float64" else 32)


#: Architecture assumed for ``cuda`` without ``-arch`` when no device says otherwise.
DEFAULT_CUDA_ARCH = "sm_80"
_CUDA_ARCH_RE = re.compile(r"sm_([1-9]\d{1,2})[af]?")


def _parse_cuda_options(text: str, options: list[str]) -> str:
    """The ``-arch`` value of a cuda target ("" when not given).

    Raises:
        ValueError: An unknown option, or an arch not spelled ``sm_XX`` (XX >= 50).
    """
    arch = ""
    for opt in options:
        key, eq, value = opt.partition("=")
        if key != "-arch":
            raise ValueError(f"unknown cuda target option {opt!r} in {text!r}; supported: -arch")
        match = _CUDA_ARCH_RE.fullmatch(value) if eq else None
        if match is None or int(match.group(1)) < 50:
            raise ValueError(
                f"malformed -arch value {value!r} in {text!r}; expected sm_XX with XX >= 50, "
                "e.g. 'cuda -arch=sm_80'"
            )
        if arch:
            raise ValueError(f"-arch given twice in {text!r}")
        arch = value
    return arch


#: x86-64 CPU names LLVM knows (its X86 processor table), accepted by -mcpu.
KNOWN_CPUS = frozenset(
    {
        "generic",
        "x86-64",
        "x86-64-v2",
        "x86-64-v3",
        "x86-64-v4",
        "nocona",
        "core2",
        "penryn",
        "bonnell",
        "atom",
        "silvermont",
        "slm",
        "goldmont",
        "goldmont-plus",
        "tremont",
        "gracemont",
        "nehalem",
        "corei7",
        "westmere",
        "sandybridge",
        "corei7-avx",
        "ivybridge",
        "core-avx-i",
        "haswell",
        "core-avx2",
        "broadwell",
        "skylake",
        "skylake-avx512",
        "skx",
        "cascadelake",
        "cooperlake",
        "cannonlake",
        "icelake-client",
        "icelake-server",
        "rocketlake",
        "tigerlake",
        "sapphirerapids",
        "emeraldrapids",
        "graniterapids",
        "graniterapids-d",
        "diamondrapids",
        "alderlake",
        "raptorlake",
        "meteorlake",
        "arrowlake",
        "arrowlake-s",
        "lunarlake",
        "pantherlake",
        "wildcatlake",
        "novalake",
        "sierraforest",
        "grandridge",
        "clearwaterforest",
        "knl",
        "knm",
        "k8",
        "opteron",
        "athlon64",
        "athlon-fx",
        "k8-sse3",
        "opteron-sse3",
        "athlon64-sse3",
        "amdfam10",
        "barcelona",
        "btver1",
        "btver2",
        "bdver1",
        "bdver2",
        "bdver3",
        "bdver4",
        "znver1",
        "znver2",
        "znver3",
        "znver4",
        "znver5",
    }
)
#: ``-mcpu`` value meaning the CPU of the machine that compiles (as with no ``-mcpu``).
NATIVE_CPU = "native"


def _names(arch: str) -> tuple[frozenset[str], frozenset[str]]:
    """The -mcpu and -mattr names accepted for an architecture (x86-64's for a host
    of another one: as before there were triples)."""
    if arch == AARCH64:
        return AARCH64_CPUS, AARCH64_FEATURES
    return KNOWN_CPUS, KNOWN_FEATURES


def _unknown_cpu(value: str, text: str, arch: str, known: frozenset[str]) -> str:
    """The error for an unknown -mcpu: the closest names, then every accepted one."""
    import difflib

    close = difflib.get_close_matches(value, sorted(known), n=3)
    hint = f"did you mean {', '.join(close)}? " if close else ""
    for other, cpus in ((AARCH64, AARCH64_CPUS), (X86_64, KNOWN_CPUS)):
        if other != arch and value in cpus:
            triple = next(t for t, a in TRIPLES.items() if a == other)
            hint = f"{value!r} is an {other} CPU (-mtriple={triple}), not an {arch} one; "
    return (
        f"unknown -mcpu {value!r} in {text!r}; {hint}known: {NATIVE_CPU} (this machine's "
        f"CPU), {', '.join(sorted(known))}"
    )


#: x86-64 feature names LLVM knows (those its host detection reports, plus a few
#: tuning flags), accepted by -mattr as ``+name`` or ``-name``.
KNOWN_FEATURES = frozenset(
    {
        "64bit",
        "adx",
        "aes",
        "amx-avx512",
        "amx-bf16",
        "amx-complex",
        "amx-fp16",
        "amx-fp8",
        "amx-int8",
        "amx-movrs",
        "amx-tf32",
        "amx-tile",
        "avx",
        "avx10.1",
        "avx10.2",
        "avx2",
        "avx512bf16",
        "avx512bitalg",
        "avx512bw",
        "avx512cd",
        "avx512dq",
        "avx512f",
        "avx512fp16",
        "avx512ifma",
        "avx512vbmi",
        "avx512vbmi2",
        "avx512vl",
        "avx512vnni",
        "avx512vp2intersect",
        "avx512vpopcntdq",
        "avxifma",
        "avxneconvert",
        "avxvnni",
        "avxvnniint16",
        "avxvnniint8",
        "bmi",
        "bmi2",
        "ccmp",
        "cf",
        "cldemote",
        "clflushopt",
        "clwb",
        "clzero",
        "cmov",
        "cmpccxadd",
        "crc32",
        "cx16",
        "cx8",
        "egpr",
        "enqcmd",
        "evex512",
        "f16c",
        "fma",
        "fma4",
        "fsgsbase",
        "fxsr",
        "gfni",
        "hreset",
        "invpcid",
        "kl",
        "lwp",
        "lzcnt",
        "mmx",
        "movbe",
        "movdir64b",
        "movdiri",
        "movrs",
        "mwaitx",
        "ndd",
        "nf",
        "pclmul",
        "pconfig",
        "pku",
        "popcnt",
        "ppx",
        "prefer-128-bit",
        "prefer-256-bit",
        "prefetchi",
        "prfchw",
        "ptwrite",
        "push2pop2",
        "raoint",
        "rdpid",
        "rdpru",
        "rdrnd",
        "rdseed",
        "rtm",
        "sahf",
        "serialize",
        "sgx",
        "sha",
        "sha512",
        "shstk",
        "sm3",
        "sm4",
        "sse",
        "sse2",
        "sse3",
        "sse4.1",
        "sse4.2",
        "sse4a",
        "ssse3",
        "tbm",
        "tsxldtrk",
        "uintr",
        "usermsr",
        "vaes",
        "vpclmulqdq",
        "waitpkg",
        "wbnoinvd",
        "widekl",
        "x87",
        "xop",
        "xsave",
        "xsavec",
        "xsaveopt",
        "xsaves",
        "zu",
    }
)


def _unknown_features(names: list[str], text: str, known: frozenset[str]) -> str:
    """The error for unknown -mattr features: the closest names, then every known one."""
    import difflib

    hints = []
    for name in names:
        close = difflib.get_close_matches(name, sorted(known), n=3)
        if close:
            hints.append(f"for {name!r} did you mean {', '.join(close)}?")
    what = "feature" if len(names) == 1 else "features"
    return (
        f"unknown -mattr {what} {', '.join(repr(n) for n in names)} in {text!r}; "
        + "".join(f"{h} " for h in hints)
        + f"known: {', '.join(sorted(known))}"
    )


# Known CPUs with AVX-512, for targets given by -mcpu without -mattr.
_AVX512_CPUS = (
    "znver4",
    "znver5",
    "skylake-avx512",
    "cascadelake",
    "cooperlake",
    "icelake-server",
    "icelake-client",
    "rocketlake",
    "tigerlake",
    "sapphirerapids",
    "emeraldrapids",
    "graniterapids",
    "x86-64-v4",
)


def _cpu_implies(cpu: str, feature: str) -> bool:
    if feature == "avx512f":
        return cpu in _AVX512_CPUS
    if feature in ("avx2", "avx", "fma"):
        return cpu in _AVX512_CPUS or cpu.startswith(("znver", "haswell", "skylake", "x86-64-v3"))
    return False
