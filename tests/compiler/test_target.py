"""Target strings: parsing and clear errors."""

from __future__ import annotations

import pytest

from compiler.target import Target


def test_host_target() -> None:
    t = Target.parse("llvm")
    assert t.kind == "llvm"
    assert t.cpu_name  # detected via llvmlite
    assert str(t) == "llvm"
    assert t.vector_lanes("float32") in (4, 8, 16)


def test_cpu_and_features() -> None:
    t = Target.parse("llvm -mcpu=skylake -mattr=+avx2,-avx512f")
    assert t.mcpu == "skylake"
    assert t.mattr == ("+avx2", "-avx512f")
    assert not t.has_feature("avx512f")
    assert t.vector_lanes("float32") == 8
    assert Target.parse(str(t)) == t


def test_avx512_cpu_without_mattr() -> None:
    assert Target.parse("llvm -mcpu=znver5").vector_lanes("float32") == 16


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "non-empty"),
        ("opencl", "unknown target kind"),
        ("llvm -mcpu", "malformed target option"),
        ("llvm -mcpu=", "malformed target option"),
        ("llvm -mattr=avx2", "each must be"),
        ("llvm -mopt=3", "unknown target option"),
        ('llvm -mcpu="x', "malformed target"),
        ("llvm -mcpu=a$b", "malformed -mcpu"),
        ("llvm -mcpu=foo", "unknown -mcpu 'foo'"),
    ],
)
def test_malformed_targets(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Target.parse(text)
