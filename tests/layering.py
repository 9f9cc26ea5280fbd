"""Import-layering rules of the project, checked statically over the source tree.

The rules keep the seams honest: the compiler stays pure (it can run in a
sandboxed worker or a build step with no network or database), and the
tracker routes jobs without understanding them.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

# package -> top-level modules it must never import (directly or lazily).
FORBIDDEN: dict[str, frozenset[str]] = {
    "compiler": frozenset(
        {
            "grpc",
            "sqlalchemy",
            "alembic",
            "pycuda",
            "psycopg",
            "tracker",
            "device_server",
            "tuner",
            "autotune",
            "google",
        }
    ),
    "tracker": frozenset({"compiler", "device_server", "tuner", "sqlalchemy", "pycuda"}),
    "device_server": frozenset({"tuner", "sqlalchemy"}),
}


@dataclass(frozen=True, slots=True)
class Violation:
    """One forbidden import: where it is and what it imports."""

    path: Path
    line: int
    imported: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: imports {self.imported}"


#: Packages whose every import the check must see: the project's own.
PROJECT_PACKAGES: tuple[str, ...] = ("compiler", "tracker", "device_server", "tuner", "autotune")

#: What a dynamic import whose module name is computed at run time counts as: an edge
#: the check cannot see, so it is refused everywhere in the project.
HIDDEN_IMPORT = "<a dynamic import of a computed module name>"


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """Absolute module names imported anywhere in ``tree``, with line numbers
    (:data:`HIDDEN_IMPORT` for an ``import_module``/``__import__`` of a computed name)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (getattr(node.func, "id", None) or getattr(node.func, "attr", None))
            in {"import_module", "__import__"}
            and node.args
        ):
            name = node.args[0]
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                found.append((node.lineno, name.value))
            else:
                found.append((node.lineno, HIDDEN_IMPORT))
    return found


def check_tree(root: Path, rules: dict[str, frozenset[str]] = FORBIDDEN) -> list[Violation]:
    """All layering violations under ``root`` (a checkout of the repository)."""
    violations: list[Violation] = []
    for package in sorted({*rules, *PROJECT_PACKAGES}):
        forbidden = rules.get(package, frozenset())
        for path in sorted((root / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for line, module in imported_modules(tree):
                if module == HIDDEN_IMPORT or module.split(".")[0] in forbidden:
                    violations.append(Violation(path.relative_to(root), line, module))
    return violations
