"""ONNX backend conformance: the installed onnx's node tests, held to two checked-in lists.

- ``conformance_expected.txt``: the tests that pass. One that stops passing fails here,
  and so does one that passes without being listed (add it: the list stays exact, so
  a regression can never hide behind an unlisted test).
- ``conformance_defects.txt``: the tests that give a wrong answer or crash today, each
  with its reason. They are reported (a warning) rather than failed on, until fixed;
  any other wrong answer or crash fails here. A listed test that is fixed (it passes,
  or is refused in one line) fails here too, until it is moved to the expected list or
  removed: the list says what is broken now, not what once was.

``python bench/conformance.py`` prints the counts; ``--write`` rewrites the lists.
"""

from __future__ import annotations

import warnings

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx.backend.test.case.test_case import TestCase

from tests.model import conformance as conf
from tests.model.conformance import CRASH, PASS, REFUSED, WRONG, Outcome

pytestmark = pytest.mark.slow

FIX = "(python bench/conformance.py --write rewrites the lists from this run)"


@pytest.fixture(scope="module")
def outcomes() -> dict[str, Outcome]:
    return {o.name: o for o in conf.run_cases(conf.node_cases())}


def test_lists_are_for_the_installed_onnx() -> None:
    """The node tests are the installed onnx's: another version has other tests and
    other opsets, so the lists would not say what they claim (dev pins the version)."""
    for path in (conf.EXPECTED_PASS, conf.KNOWN_DEFECTS):
        assert conf.list_onnx_version(path) == onnx.__version__, (
            f"{path.name} was made with onnx {conf.list_onnx_version(path)}, this is onnx "
            f"{onnx.__version__}: install the pinned onnx (pip install -e '.[dev]') or "
            f"regenerate the lists {FIX}"
        )


def test_lists_are_sorted_unique_and_disjoint() -> None:
    for path in (conf.EXPECTED_PASS, conf.KNOWN_DEFECTS):
        names = [
            line.split()[0]
            for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")
        ]
        assert names == sorted(set(names)), f"{path.name}: names not sorted and unique"
    both = set(conf.read_names(conf.EXPECTED_PASS)) & set(conf.read_names(conf.KNOWN_DEFECTS))
    assert not both, f"listed as passing and as defects: {sorted(both)}"
    defects = conf.read_names(conf.KNOWN_DEFECTS)
    assert all(defects.values()), "every known defect needs its one-line reason"


def test_listed_tests_exist(outcomes: dict[str, Outcome]) -> None:
    for path in (conf.EXPECTED_PASS, conf.KNOWN_DEFECTS):
        missing = sorted(set(conf.read_names(path)) - set(outcomes))
        assert not missing, f"{path.name} lists tests this onnx does not have: {missing}"


def test_expected_passes_still_pass(outcomes: dict[str, Outcome]) -> None:
    lost = [
        f"{name}: {o.status}: {o.reason}"
        for name in conf.read_names(conf.EXPECTED_PASS)
        if (o := outcomes.get(name)) is not None and o.status != PASS
    ]
    assert not lost, f"{len(lost)} node test(s) no longer pass:\n" + "\n".join(lost)


def test_new_passes_are_listed(outcomes: dict[str, Outcome]) -> None:
    listed = conf.read_names(conf.EXPECTED_PASS)
    new = sorted(n for n, o in outcomes.items() if o.status == PASS and n not in listed)
    assert not new, f"{len(new)} node test(s) now pass: add them to {conf.EXPECTED_PASS.name} " + (
        f"{FIX}: {', '.join(new)}"
    )


def test_no_wrong_answers_or_crashes(outcomes: dict[str, Outcome]) -> None:
    """Only the known defects may give a wrong answer or crash; every other test passes
    or is refused in one line."""
    known = conf.read_names(conf.KNOWN_DEFECTS)
    bad = [
        f"{o.status}: {o.name}: {o.reason}"
        for o in outcomes.values()
        if o.status in (WRONG, CRASH) and o.name not in known
    ]
    assert not bad, f"{len(bad)} node test(s) wrong or crashing:\n" + "\n".join(bad)


def test_known_defects_are_still_defects(outcomes: dict[str, Outcome]) -> None:
    """Reports the known defects; fails for any that is fixed and still listed."""
    known = conf.read_names(conf.KNOWN_DEFECTS)
    fixed = [
        f"{name}: now {o.status}"
        + (f" ({o.reason})" if o.status == REFUSED else "")
        + (": move it to the expected list" if o.status == PASS else ": remove it")
        for name in known
        if (o := outcomes.get(name)) is not None and o.status not in (WRONG, CRASH)
    ]
    assert not fixed, (
        f"{len(fixed)} known defect(s) fixed; update {conf.KNOWN_DEFECTS.name} {FIX}:\n"
        + "\n".join(fixed)
    )
    if known:
        warnings.warn(
            f"{len(known)} known ONNX node-test defect(s), wrong or crashing: "
            + "; ".join(f"{n} ({r})" for n, r in known.items()),
            stacklevel=1,
        )


def _case(name: str, node: onnx.NodeProto, opset: int, x: np.ndarray, y: np.ndarray) -> TestCase:
    graph = helper.make_graph(
        [node],
        name,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(x.shape))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, list(y.shape))],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    return TestCase(name, name, None, None, model, [([x], [y])], "node", 1e-3, 1e-7)


def test_outcomes_are_classified() -> None:
    """A right answer passes, a wrong one is ``wrong``, refusals say why."""
    x = np.random.default_rng(5).standard_normal((3, 4)).astype(np.float32)
    relu = helper.make_node("Relu", ["x"], ["y"])
    assert conf.run_case(_case("ok", relu, 14, x, np.maximum(x, 0))).status == PASS
    wrong = conf.run_case(_case("bad", relu, 14, x, np.maximum(x, 0) + 1e-2))
    assert (wrong.status, wrong.reason[:15]) == (WRONG, "AssertionError:")
    newer = conf.run_case(_case("new", relu, conf.MAX_OPSET + 1, x, x))
    assert (newer.status, newer.reason) == (REFUSED, f"opset above {conf.MAX_OPSET}")
    odd = conf.run_case(_case("odd", helper.make_node("NoSuchOp", ["x"], ["y"]), 14, x, x))
    assert (odd.status, odd.reason) == (REFUSED, "unsupported operator: NoSuchOp")


def test_summary_counts_every_outcome(outcomes: dict[str, Outcome]) -> None:
    """bench/conformance.py's figures: the counts add up to the cases run."""
    lines = conf.summary(list(outcomes.values()), top=3)
    counts = {s: sum(o.status == s for o in outcomes.values()) for s in (PASS, REFUSED)}
    assert lines[0].startswith(f"onnx {onnx.__version__}: {len(outcomes)} node tests: ")
    assert f"{counts[PASS]} pass, {counts[REFUSED]} refused" in lines[0]
    assert lines[2].startswith("unsupported operators (")
    assert lines[2].split("): ")[1].count(", ") == 2, "top=3 lists three operators"
