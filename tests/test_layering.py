"""The import-layering check: on the real tree, and on planted bad imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.layering import check_tree

REPO = Path(__file__).resolve().parent.parent


def test_repository_respects_layering() -> None:
    violations = check_tree(REPO)
    assert not violations, "layering violations:\n" + "\n".join(map(str, violations))


@pytest.mark.parametrize(
    ("package", "source"),
    [
        ("tracker", "from compiler import build\n"),
        ("tracker", "def f():\n    import compiler.space\n"),
        ("compiler", "import grpc\n"),
        ("compiler", "from sqlalchemy.orm import Session\n"),
        ("compiler", "def f():\n    import pycuda.driver\n"),
        ("compiler", "from tuner import records\n"),
        ("compiler", "import device_server\n"),
        ("compiler", "import importlib\nimportlib.import_module('tracker.pool')\n"),
        # A module name computed at run time hides the edge: refused in every package.
        ("compiler", "import importlib\nname = 'compiler.ops'\nimportlib.import_module(name)\n"),
        ("tuner", "import importlib\ndef f(n):\n    return importlib.import_module(n)\n"),
        ("autotune", "def f(n):\n    return __import__(n)\n"),
    ],
)
def test_planted_bad_import_is_caught(tmp_path: Path, package: str, source: str) -> None:
    (tmp_path / package).mkdir()
    (tmp_path / package / "bad.py").write_text(source)
    violations = check_tree(tmp_path)
    assert len(violations) == 1
    assert violations[0].path == Path(package) / "bad.py"


def test_allowed_imports_pass(tmp_path: Path) -> None:
    (tmp_path / "compiler").mkdir()
    (tmp_path / "compiler" / "ok.py").write_text(
        "import numpy\nimport llvmlite.ir\nfrom . import x\n"
    )
    (tmp_path / "tracker").mkdir()
    (tmp_path / "tracker" / "ok.py").write_text(
        "import grpc\nfrom autotune.v1 import tracker_pb2\n"
    )
    assert check_tree(tmp_path) == []


def test_importing_compiler_loads_no_networking_module() -> None:
    """Dynamic check: transitive imports of ``compiler`` stay pure too."""
    code = (
        "import sys, compiler\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'grpc', 'sqlalchemy', 'pycuda', 'tracker', 'device_server', 'tuner', 'psycopg'})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert out.stdout.strip() == "", f"importing compiler loaded: {out.stdout.strip()}"


def test_importing_tracker_loads_no_compiler() -> None:
    code = (
        "import sys, pkgutil, importlib, tracker\n"
        "for m in pkgutil.walk_packages(tracker.__path__, 'tracker.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] == 'compiler')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert out.stdout.strip() == "", f"importing tracker loaded: {out.stdout.strip()}"
