"""The compiler's pure host probe (/proc/cpuinfo) and LLVM's host detection agree."""

from __future__ import annotations

import pytest

from compiler.cpuinfo import CPUINFO, host_vector_features, parse_cpuinfo
from compiler.target import Target
from runtime.host import enabled_features, host_cpu_features, llvm_cpu, llvm_features

#: The features that decide vector widths and FMA contraction for a bare ``llvm``.
VECTOR_ISA = ("avx", "avx2", "fma", "avx512f")


@pytest.mark.skipif(not CPUINFO.is_file(), reason="no /proc/cpuinfo (not Linux)")
@pytest.mark.parametrize("feature", VECTOR_ISA)
def test_pure_probe_agrees_with_llvm_on_this_host(feature: str) -> None:
    llvm = set(enabled_features(host_cpu_features()))
    assert (feature in host_vector_features()) == (feature in llvm)
    assert Target.parse("llvm").has_feature(feature) == (feature in llvm)


def test_vector_width_is_what_llvm_would_have_said() -> None:
    llvm = set(enabled_features(host_cpu_features()))
    expected = 512 if "avx512f" in llvm else 256 if {"avx", "avx2"} & llvm else 128
    assert Target.parse("llvm").vector_bits() == expected


def test_parse_cpuinfo_maps_linux_flag_names_to_llvm_names() -> None:
    text = "processor\t: 0\nflags\t\t: fpu sse pni sse4_1 avx fma avx512f avx512_vnni\n"
    assert parse_cpuinfo(text) == {"sse", "sse3", "sse4.1", "avx", "fma", "avx512f", "avx512vnni"}
    assert parse_cpuinfo("Features\t: fp asimd\n") == frozenset()  # aarch64: none known


def test_mattr_and_mcpu_decide_before_the_host() -> None:
    assert not Target.parse("llvm -mattr=-avx512f").has_feature("avx512f")
    assert Target.parse("llvm -mattr=-avx2,+avx2").has_feature("avx2")
    assert not Target.parse("llvm -mcpu=x86-64").has_feature("avx")
    assert Target.parse("llvm -mcpu=znver5").has_feature("avx512f")


def test_llvm_strings_for_a_named_cpu_leave_out_the_host() -> None:
    t = Target.parse("llvm -mcpu=skylake -mattr=+avx2,-avx512f")
    assert llvm_cpu(t) == "skylake"
    assert llvm_features(t) == "+avx2,-avx512f"
    bare = Target.parse("llvm -mattr=-avx512f")
    assert llvm_features(bare) == f"{host_cpu_features()},-avx512f".lstrip(",")
