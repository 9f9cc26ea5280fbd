"""The import-layering check: on the real tree, and on planted bad imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.layering import check_tree, import_cycles, target_kind_branches

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
        # The compiler renders text; building and loading machine code is the runtime's.
        ("compiler", "def f():\n    import llvmlite.binding as llvm\n"),
        ("compiler", "from llvmlite import binding\n"),
        ("compiler", "from runtime import build\n"),
        # What runs on a board neither imports ONNX models nor schedules kernels.
        ("runtime", "from compiler.templates import get_template\n"),
        ("runtime", "def f():\n    from compiler.model.frontend import loader\n"),
        ("runtime", "import onnx\n"),
        ("tracker", "import runtime\n"),
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
        "import numpy\nimport llvmlite.ir\nfrom llvmlite import ir\nfrom . import x\n"
    )
    (tmp_path / "runtime").mkdir()
    (tmp_path / "runtime" / "ok.py").write_text(
        "import llvmlite.binding\nfrom compiler.program import Program\n"
        "from compiler.model.plan import Plan\n"
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


def test_compiler_has_no_import_cycle() -> None:
    """Counting imports deferred into functions: a lazy import that dodges a circle at
    import time still ties the two modules into one."""
    cycles = import_cycles(REPO, "compiler")
    assert not cycles, "import circles in compiler/:\n" + "\n".join(map(str, cycles))


@pytest.mark.parametrize("package", ["runtime", "tracker", "device_server", "tuner"])
def test_other_packages_have_no_import_cycle(package: str) -> None:
    assert import_cycles(REPO, package) == []


def test_planted_cycle_is_found_and_type_checking_imports_are_not(tmp_path: Path) -> None:
    pkg = tmp_path / "compiler"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from compiler.sub import b\n")
    # The way back hides in a function: still a circle.
    (pkg / "sub" / "b.py").write_text("def f():\n    from compiler import c\n")
    (pkg / "c.py").write_text("from .a import x\n")
    (pkg / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from compiler import e\n"
    )
    (pkg / "e.py").write_text("import compiler.d\n")
    assert import_cycles(tmp_path, "compiler") == [["compiler.a", "compiler.c", "compiler.sub.b"]]


def test_compiler_branches_on_target_kind_only_in_its_targets() -> None:
    found = target_kind_branches(REPO)
    assert not found, "branches on the target kind:\n" + "\n".join(map(str, found))


@pytest.mark.parametrize(
    "source",
    [
        "def f(t):\n    if t.kind == 'cuda':\n        return 1\n",
        "def f(t):\n    return 'llvm' != t.kind\n",
        "def f(t):\n    return t.kind in ('cuda', 'rocm')\n",
        "def f(t):\n    match t.kind:\n        case 'cuda':\n            return 1\n",
    ],
)
def test_planted_target_branch_is_caught(tmp_path: Path, source: str) -> None:
    (tmp_path / "compiler" / "targets").mkdir(parents=True)
    (tmp_path / "compiler" / "bad.py").write_text(source)
    (tmp_path / "compiler" / "targets" / "cuda.py").write_text(source)  # allowed there
    (tmp_path / "compiler" / "ok.py").write_text("def f(loop):\n    return loop.kind == 'serial'\n")
    found = target_kind_branches(tmp_path)
    assert [v.path for v in found] == [Path("compiler") / "bad.py"]


def test_importing_compiler_loads_no_machine_code_loader() -> None:
    code = (
        "import sys, compiler, compiler.model, compiler.model.compile, compiler.targets.registry\n"
        "bad = sorted(m for m in sys.modules if m.startswith('llvmlite.binding') "
        "or m.split('.')[0] == 'runtime')\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert out.stdout.strip() == "", f"importing compiler loaded: {out.stdout.strip()}"


def test_importing_runtime_loads_no_templates_or_importer() -> None:
    """What a board needs to run a package: no schedule templates, no ONNX importer
    (building a kernel or a model imports them when asked to)."""
    code = (
        "import sys, runtime, runtime.model, runtime.package\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('compiler.templates', "
        "'compiler.targets', 'compiler.model.frontend', 'compiler.model.onnx_import')) "
        "or m.split('.')[0] == 'onnx')\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert out.stdout.strip() == "", f"importing runtime loaded: {out.stdout.strip()}"
