"""Import-layering rules of the project, checked statically over the source tree.

The rules keep the seams honest: the compiler stays pure (it can run in a
sandboxed worker or a build step with no network or database, and it never
loads machine code: that is ``runtime``'s job), the runtime carries nothing a
board does not need (no ONNX importer, no schedule templates), and the tracker
routes jobs without understanding them.

Three checks:

- :func:`check_tree`: no package imports what its rules forbid. A rule names a
  module; it forbids that module and everything under it (``llvmlite.binding``
  forbids ``llvmlite.binding.ffi`` but not ``llvmlite.ir``).
- :func:`import_cycles`: no circle among one package's modules, counting imports
  inside functions (an import deferred to dodge a circle is still a circle) and
  not counting those under ``if TYPE_CHECKING:``.
- :func:`target_kind_branches`: no ``kind == "cuda"`` style branch on a target's
  kind in ``compiler`` outside the per-target implementations.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: The network, the database and the packages above the compiler and the runtime.
_SERVICES = frozenset(
    {
        "grpc",
        "sqlalchemy",
        "alembic",
        "psycopg",
        "google",
        "tracker",
        "device_server",
        "tuner",
        "autotune",
    }
)

# package (or subpackage) -> modules it must never import (directly or lazily), with
# everything under them.
FORBIDDEN: dict[str, frozenset[str]] = {
    # Machine code is built and loaded by the runtime; the compiler renders text.
    "compiler": _SERVICES | {"pycuda", "runtime", "llvmlite.binding"},
    # What goes on a board runs packages: it neither imports models nor schedules.
    "runtime": _SERVICES
    | {"onnx", "compiler.model.frontend", "compiler.model.onnx_import", "compiler.templates"},
    "tracker": frozenset({"compiler", "runtime", "device_server", "tuner", "sqlalchemy", "pycuda"}),
    "device_server": frozenset({"tuner", "sqlalchemy"}),
    # Operator definitions are read by the runtime's numpy steps as well as the importer.
    "compiler.model.ops": frozenset(
        {"onnx", "compiler.model.frontend", "compiler.model.onnx_import", "compiler.templates"}
    ),
}


@dataclass(frozen=True, slots=True)
class Violation:
    """One forbidden import (or branch on a target's kind): where it is and what."""

    path: Path
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


#: Packages whose every import the check must see: the project's own.
PROJECT_PACKAGES: tuple[str, ...] = (
    "compiler",
    "runtime",
    "tracker",
    "device_server",
    "tuner",
    "autotune",
)

#: What a dynamic import whose module name is computed at run time counts as: an edge
#: the check cannot see, so it is refused everywhere in the project.
HIDDEN_IMPORT = "<a dynamic import of a computed module name>"


def _type_checking_blocks(tree: ast.AST) -> set[int]:
    """ids of the statements under ``if TYPE_CHECKING:`` (imports for annotations only)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and (
            (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
            or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")
        ):
            for stmt in node.body:
                skipped.update(id(n) for n in ast.walk(stmt))
    return skipped


def _resolve_relative(module: str | None, level: int, importer: str, is_package: bool) -> str:
    """The absolute name of ``from <level dots><module> import ...`` in module ``importer``."""
    parts = importer.split(".")
    base = parts if is_package else parts[:-1]
    base = base[: len(base) - (level - 1)] if level > 1 else base
    return ".".join([*base, module] if module else base)


def imported_modules(
    tree: ast.AST, importer: str = "", *, is_package: bool = False, typing_too: bool = True
) -> list[tuple[int, str]]:
    """Absolute module names imported anywhere in ``tree``, with line numbers
    (:data:`HIDDEN_IMPORT` for an ``import_module``/``__import__`` of a computed name).

    ``from X import Y`` yields ``X`` and ``X.Y`` (Y may be a submodule). Relative imports
    are resolved against ``importer`` (the module's dotted name) when it is given.
    ``typing_too=False`` leaves out imports under ``if TYPE_CHECKING:``.
    """
    skipped = set() if typing_too else _type_checking_blocks(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module:
                base = node.module
            elif node.level > 0 and importer:
                base = _resolve_relative(node.module, node.level, importer, is_package)
            else:
                continue
            found.append((node.lineno, base))
            found.extend((node.lineno, f"{base}.{a.name}") for a in node.names if a.name != "*")
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


def _forbids(forbidden: frozenset[str], module: str) -> bool:
    parts = module.split(".")
    return any(".".join(parts[:i]) in forbidden for i in range(1, len(parts) + 1))


def _modules(root: Path, package: str) -> Iterator[tuple[str, Path, bool]]:
    """(dotted name, path, is_package) of every module of ``package`` under ``root``."""
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        rel = path.relative_to(root).with_suffix("")
        is_package = rel.name == "__init__"
        parts = rel.parts[:-1] if is_package else rel.parts
        yield ".".join(parts), path, is_package


def check_tree(root: Path, rules: dict[str, frozenset[str]] = FORBIDDEN) -> list[Violation]:
    """All layering violations under ``root`` (a checkout of the repository)."""
    violations: list[Violation] = []
    for package in sorted({*rules, *PROJECT_PACKAGES}):
        forbidden = rules.get(package, frozenset())
        for name, path, is_package in _modules(root, package):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            seen: set[tuple[int, str]] = set()
            for line, module in imported_modules(tree, name, is_package=is_package):
                if (module == HIDDEN_IMPORT or _forbids(forbidden, module)) and (
                    line not in {ln for ln, _ in seen}
                ):
                    seen.add((line, module))
                    violations.append(Violation(path.relative_to(root), line, f"imports {module}"))
    return violations


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """``package``'s modules -> the modules of ``package`` each imports, anywhere in it
    (inside functions too), leaving out imports for type checking only.

    An import names one module: ``from compiler.a import b`` is an edge to ``compiler.a.b``
    when that is a module, else to ``compiler.a``; a parent package's ``__init__`` running
    first is not counted (the convention of import-linter).
    """
    modules = {name: (path, is_pkg) for name, path, is_pkg in _modules(root, package)}
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        edges: set[str] = set()
        skipped = _type_checking_blocks(tree)
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names if a.name in modules)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = _resolve_relative(node.module, node.level, name, is_package)
                else:
                    base = node.module or ""
                subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules]
                if subs:
                    edges.update(subs)
                if len(subs) < len(node.names) and base in modules:
                    edges.add(base)
        edges.discard(name)
        graph[name] = edges
    return graph


def import_cycles(root: Path, package: str) -> list[list[str]]:
    """The circles among ``package``'s modules (each strongly connected component of
    more than one module, as a sorted list; Tarjan's algorithm, iterative)."""
    graph = import_graph(root, package)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    cycles: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    cycles.append(sorted(component))
    return cycles


#: Target kinds: comparing a target's ``kind`` to one of these is a branch on the target.
TARGET_KINDS = frozenset({"llvm", "cuda"})

#: Where ``compiler`` may branch on a target's kind: the per-target implementations, and
#: the parsing of target strings.
TARGET_BRANCHES_ALLOWED: tuple[str, ...] = ("compiler/targets/", "compiler/target.py")


def _is_kind(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "kind"


def _is_target_kind(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in TARGET_KINDS
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_is_target_kind(e) for e in node.elts)
    return False


def target_kind_branches(root: Path, package: str = "compiler") -> list[Violation]:
    """Comparisons of a ``.kind`` with a target kind (``t.kind == "cuda"``, ``kind in
    ("llvm",)``, ``match t.kind: case "cuda"``) in ``package`` outside the per-target
    implementations."""
    found: list[Violation] = []
    for _, path, _ in _modules(root, package):
        rel = path.relative_to(root)
        if str(rel).startswith(TARGET_BRANCHES_ALLOWED):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(_is_kind(s) for s in sides) and any(_is_target_kind(s) for s in sides):
                    found.append(Violation(rel, node.lineno, "a branch on the target's kind"))
            elif isinstance(node, ast.Match) and _is_kind(node.subject):
                found.append(Violation(rel, node.lineno, "a branch on the target's kind"))
    return found
