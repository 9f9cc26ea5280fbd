"""Target strings: parsing and clear errors."""

from __future__ import annotations

import subprocess
import sys

import pytest

from compiler.target import KNOWN_FEATURES, Target
from runtime.host import llvm_cpu


def test_host_target() -> None:
    t = Target.parse("llvm")
    assert t.kind == "llvm"
    assert llvm_cpu(t)  # detected via llvmlite
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


def test_unknown_mattr_features_are_refused_naming_them_and_the_known_ones() -> None:
    """LLVM would only warn and ignore an unknown feature, so a typo went unnoticed."""
    with pytest.raises(ValueError, match="unknown -mattr features") as exc:
        Target.parse("llvm -mcpu=znver4 -mattr=+avx2,+foo,-avx512g")
    message = str(exc.value)
    assert "unknown -mattr features 'foo', 'avx512g' in" in message
    assert "did you mean avx512f" in message
    assert "known: 64bit, adx" in message
    assert all(name in message for name in ("avx2", "avx512f", "fma", "sse4.2"))
    assert "compiler.target" not in message
    with pytest.raises(ValueError, match="unknown -mattr feature 'foo' in"):
        Target.parse("llvm -mattr=+foo")
    assert {"avx", "avx2", "avx512f", "avx512vl", "fma", "x87"} <= KNOWN_FEATURES
    # Every known one is accepted, with either sign.
    flags = ",".join(f"{'+-'[i % 2]}{name}" for i, name in enumerate(sorted(KNOWN_FEATURES)))
    assert len(Target.parse(f"llvm -mattr={flags}").mattr) == len(KNOWN_FEATURES)


TARGET_FOO = ("--target", "llvm -mattr=+foo")


def test_unknown_mattr_feature_through_the_cli() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "autotune", "source", "matmul:m=8,n=8,k=8", *TARGET_FOO],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert out.returncode == 2
    assert "unknown -mattr feature 'foo'" in out.stderr
    assert "avx512f" in out.stderr
    assert "compiler.target" not in out.stderr
    assert "Traceback" not in out.stderr
