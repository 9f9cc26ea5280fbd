"""aarch64 targets: -mtriple parsing, ARM -mcpu/-mattr names, NEON vector sizes."""

from __future__ import annotations

import random

import pytest

from compiler import get_space
from compiler.target import KNOWN_CPUS, Target
from compiler.target_arch import AARCH64, AARCH64_CPUS, AARCH64_FEATURES, TRIPLES, host_arch

ARM = "llvm -mtriple=aarch64-linux-gnu"


@pytest.mark.parametrize("cpu", ["cortex-a72", "cortex-a76", "neoverse-n1", "apple-m1"])
def test_arm_cpus_parse_and_print_back(cpu: str) -> None:
    t = Target.parse(f"{ARM} -mcpu={cpu}")
    assert (t.mtriple, t.mcpu, t.cpu_arch()) == ("aarch64-linux-gnu", cpu, AARCH64)
    assert Target.parse(str(t)) == t
    assert str(t) == f"{ARM} -mcpu={cpu}"


def test_neon_is_32_registers_of_4_floats() -> None:
    for cpu in random.Random(0).sample(sorted(AARCH64_CPUS), 5):
        t = Target.parse(f"{ARM} -mcpu={cpu}")
        assert (t.vector_bits(), t.vector_registers()) == (128, 32)
        assert (t.vector_lanes("float32"), t.vector_lanes("float64")) == (4, 2)
        assert t.has_feature("neon")
        assert not t.has_feature("avx512f")
    # -mattr can neither add x86 features nor widen NEON (SVE is not used: fixed vectors).
    sve = Target.parse(f"{ARM} -mcpu=neoverse-v1 -mattr=+sve,+dotprod")
    assert sve.vector_bits() == 128
    assert sve.has_feature("dotprod")


def test_unknown_triples_are_refused_in_one_line_naming_the_supported() -> None:
    with pytest.raises(ValueError, match="unknown -mtriple 'armv7-linux-gnueabihf'") as err:
        Target.parse("llvm -mtriple=armv7-linux-gnueabihf")
    assert "\n" not in str(err.value)
    assert all(triple in str(err.value) for triple in TRIPLES)


def test_cpu_names_belong_to_the_triples_architecture() -> None:
    with pytest.raises(ValueError, match="'skylake' is an x86_64 CPU") as err:
        Target.parse(f"{ARM} -mcpu=skylake")
    assert "cortex-a72" in str(err.value)
    with pytest.raises(ValueError, match="unknown -mattr feature 'avx2'"):
        Target.parse(f"{ARM} -mattr=+avx2")
    with pytest.raises(ValueError, match="-mcpu=native"):
        Target.parse(f"{ARM} -mcpu=native")
    # Every name is accepted with its own architecture's triple.
    for cpu in random.Random(1).sample(sorted(KNOWN_CPUS), 5):
        assert Target.parse(f"llvm -mtriple=x86_64-linux-gnu -mcpu={cpu}").mcpu == cpu
    flags = ",".join(f"+{f}" for f in sorted(AARCH64_FEATURES))
    assert len(Target.parse(f"{ARM} -mattr={flags}").mattr) == len(AARCH64_FEATURES)


@pytest.mark.skipif(host_arch() != "x86_64", reason="checks what an x86-64 host does")
def test_on_an_x86_host_arm_cpus_need_the_triple_and_llvm_is_unchanged() -> None:
    with pytest.raises(
        ValueError, match=r"'cortex-a72' is an aarch64 CPU \(-mtriple=aarch64-linux-gnu\)"
    ):
        Target.parse("llvm -mcpu=cortex-a72")
    assert Target.parse("llvm").is_host()
    assert not Target.parse(f"{ARM} -mcpu=cortex-a72").is_host()
    assert str(Target.parse("llvm -mcpu=znver3")) == "llvm -mcpu=znver3"


@pytest.mark.parametrize(
    "workload",
    [
        "matmul:m=96,n=200,k=64",
        "batch_matmul:b=2,m=30,n=40,k=16",
        "pointwise_conv2d:n=1,c=32,k=40,p=150",
    ],
)
def test_gemm_defaults_fit_32_neon_registers(workload: str) -> None:
    cfg = get_space(workload, f"{ARM} -mcpu=cortex-a72").default()
    # mr rows of nv vectors of accumulators, nv vectors of B and one of A.
    assert cfg.get_int("mr") * cfg.get_int("nv") + cfg.get_int("nv") + 1 <= 32
    assert cfg.get_int("nv") >= 2  # more than AVX2's 16 registers allow
