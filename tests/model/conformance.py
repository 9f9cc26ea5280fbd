"""ONNX's backend node tests through :class:`autotune.onnx_backend.AutotuneBackend`.

The installed onnx ships its node tests' generators (``onnx.backend.test.case.node``),
not their data: :func:`node_cases` runs the generators in-process. :func:`run_case`
prepares each case's model with our backend, runs it and compares the outputs as
onnx's own backend runner does (its ``assert_similar_outputs``, with the case's
``rtol`` and ``atol``), then classifies the result:

- ``pass``: the outputs match;
- ``refused``: ``prepare`` gave our one-line refusal (a ``ValueError`` such as
  ``ModelImportError``, or ``NotImplementedError``), by reason: the opset is above the
  importer's newest, an unsupported operator or operator version (each one named), or
  another reason;
- ``wrong``: the model ran and an output differs (shape, dtype or values): the worst
  outcome, a wrong answer given as right;
- ``crash``: any other exception, in ``prepare`` or in ``run``.

``tests/model/test_conformance.py`` holds the results to two checked-in lists, and
``bench/conformance.py`` prints the counts.
"""

from __future__ import annotations

import functools
import time
import warnings
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import onnx
from onnx.backend.test.case.test_case import TestCase
from onnx.backend.test.runner import Runner

from autotune.onnx_backend import AutotuneBackend
from compiler.model.frontend.converters import CONVERTERS
from compiler.model.frontend.loader import MIN_OPSET, max_opset
from compiler.model.frontend.versions import implemented, schema_version

__all__ = [
    "CRASH",
    "EXPECTED_PASS",
    "KNOWN_DEFECTS",
    "MAX_OPSET",
    "PASS",
    "REFUSED",
    "WRONG",
    "Outcome",
    "list_onnx_version",
    "node_cases",
    "read_names",
    "refusal_reasons",
    "run_case",
    "run_cases",
    "summary",
]

HERE = Path(__file__).parent
#: Node tests that pass today, one name a line, sorted; ``#`` lines are comments.
EXPECTED_PASS = HERE / "conformance_expected.txt"
#: Node tests that give a wrong answer or crash today: ``name  reason`` a line.
KNOWN_DEFECTS = HERE / "conformance_defects.txt"

PASS, REFUSED, WRONG, CRASH = "pass", "refused", "wrong", "crash"

#: The importer's newest opset: the installed onnx's.
MAX_OPSET = max_opset()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one node test gave.

    Attributes:
        name: The test's name (``test_add_bcast``).
        status: ``pass``, ``refused``, ``wrong`` or ``crash``.
        reason: Why, for all but a pass: the refusal's reason (``opset above 28``,
            ``unsupported operator: Erf``, ``unsupported operator: Conv-22`` for a
            version we do not implement, ``other: <message>``), the mismatch or the
            exception, on one line.
        seconds: The time it took.
    """

    name: str
    status: str
    reason: str = ""
    seconds: float = 0.0


@functools.cache
def node_cases() -> tuple[TestCase, ...]:
    """The installed onnx's node test cases, generated in-process (some seconds).

    Returns:
        Every case (onnx 1.23: 1,884), sorted by name.
    """
    from onnx.backend.test.case.node import collect_testcases

    # The generators compute their expected outputs with numpy, some on purpose
    # dividing by zero or overflowing: their warnings are not ours.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cases = collect_testcases()
    return tuple(sorted(cases, key=lambda c: c.name))


def _one_line(error: BaseException, limit: int = 300) -> str:
    text = " ".join(f"{type(error).__name__}: {error}".split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _opset(model: onnx.ModelProto) -> int:
    versions = [o.version for o in model.opset_import if o.domain in ("", "ai.onnx")]
    return max(versions, default=0)


def refusal_reasons(model: onnx.ModelProto, error: BaseException) -> list[str]:
    """Why the importer refused ``model``, from the model itself, not the message's wording.

    Args:
        model: The refused model.
        error: The refusal.

    Returns:
        ``["opset above N"]``, else one ``"unsupported operator: OP"`` per operator
        the importer does not convert (``domain.OP`` for another domain, ``OP-V`` for
        an operator converted at other versions than the model's ``V``), else
        ``["opset below N"]``, else ``["other: <message>"]``.
    """
    opset = _opset(model)
    if opset > MAX_OPSET:
        return [f"opset above {MAX_OPSET}"]
    ops = []
    for node in model.graph.node:
        if node.domain not in ("", "ai.onnx"):
            ops.append(f"{node.domain}.{node.op_type}")
        elif node.op_type not in CONVERTERS:
            ops.append(node.op_type)
        elif not implemented(node.op_type, opset):
            ops.append(f"{node.op_type}-{schema_version(node.op_type, opset)}")
    if ops:
        return [f"unsupported operator: {op}" for op in dict.fromkeys(ops)]
    if opset < MIN_OPSET:
        return [f"opset below {MIN_OPSET}"]
    return [f"other: {_one_line(error)}"]


def _arrays(values: Iterable[Any]) -> list[Any]:
    # The cases hold some values as TensorProto (onnx's runner converts them alike).
    return [onnx.numpy_helper.to_array(v) if isinstance(v, onnx.TensorProto) else v for v in values]


def run_case(case: TestCase) -> Outcome:
    """Runs one node test through the backend and classifies the result.

    Args:
        case: The test case (its model and data sets).

    Returns:
        The outcome.
    """
    # numpy warns on the edge values some cases feed (inf, nan, overflow) and on
    # casting an infinite Clip bound to an integer plane that is then not used.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return _run_case(case)


def _run_case(case: TestCase) -> Outcome:
    start = time.perf_counter()

    def outcome(status: str, reason: str = "") -> Outcome:
        return Outcome(case.name, status, reason, time.perf_counter() - start)

    assert case.model is not None
    assert case.data_sets is not None
    try:
        rep = AutotuneBackend.prepare(case.model, "CPU")
    except (ValueError, NotImplementedError) as exc:
        return outcome(REFUSED, "; ".join(refusal_reasons(case.model, exc)))
    except Exception as exc:  # anything else is a bug of ours: classified, not raised
        return outcome(CRASH, f"prepare: {_one_line(exc)}")
    for inputs, expected in case.data_sets:
        try:
            got = rep.run(_arrays(inputs))
        except Exception as exc:  # a bug of ours at run time
            return outcome(CRASH, f"run: {_one_line(exc)}")
        try:
            Runner.assert_similar_outputs(_arrays(expected), list(got), case.rtol, case.atol)
        except AssertionError as exc:
            return outcome(WRONG, _one_line(exc))
    return outcome(PASS)


def run_cases(cases: Sequence[TestCase]) -> list[Outcome]:
    """Runs each case (see :func:`run_case`), in order."""
    return [run_case(case) for case in cases]


def read_names(path: Path) -> dict[str, str]:
    """A list file's entries: test name -> the rest of its line (its reason, or "").

    Blank lines and lines starting with ``#`` are skipped.
    """
    entries: dict[str, str] = {}
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            name, _, rest = line.partition(" ")
            entries[name] = rest.strip()
    return entries


def list_onnx_version(path: Path) -> str | None:
    """The onnx version a list was made with: its ``# onnx X.Y.Z`` line, if any."""
    for line in path.read_text().splitlines():
        if line.startswith("# onnx "):
            return line.split()[2]
    return None


def summary(outcomes: Sequence[Outcome], top: int = 20) -> list[str]:
    """Counts by status, refusals by reason (the ``top`` unsupported operators), and
    every wrong answer and crash, as lines of text."""
    status = Counter(o.status for o in outcomes)
    lines = [
        f"onnx {onnx.__version__}: {len(outcomes)} node tests: "
        + ", ".join(f"{status[s]} {s}" for s in (PASS, REFUSED, WRONG, CRASH))
    ]
    refused = [o for o in outcomes if o.status == REFUSED]
    kinds = Counter(o.reason.split(":")[0] for o in refused)
    lines.append("refused by reason: " + ", ".join(f"{n} {k}" for k, n in kinds.most_common()))
    ops = Counter(
        part.split(": ", 1)[1]
        for o in refused
        for part in o.reason.split("; ")
        if part.startswith("unsupported operator: ")
    )
    lines.append(
        f"unsupported operators ({len(ops)}; tests naming each, top {top}): "
        + ", ".join(f"{op} {n}" for op, n in ops.most_common(top))
    )
    lines += [f"refused, other: {o.name}: {o.reason}" for o in refused if o.reason[:5] == "other"]
    lines += [f"{o.status}: {o.name}: {o.reason}" for o in outcomes if o.status in (WRONG, CRASH)]
    return lines
