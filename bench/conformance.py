"""ONNX backend node tests through autotune: counts by outcome and refusal reason.

Runs the installed onnx's node tests (generated in-process) through
``autotune.onnx_backend`` with the runner of ``tests/model/test_conformance.py`` and
prints: how many pass, are refused (by reason: opset above the importer's newest,
unsupported operator with the top ones by count, other), give a wrong answer or crash,
and the time it took. ``--write`` rewrites ``tests/model/conformance_expected.txt``
from this run's passes and drops from ``conformance_defects.txt`` the tests that no
longer give a wrong answer or crash (a new defect is added by hand, with its reason)::

    .venv/bin/python bench/conformance.py [--top 20] [--write]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import onnx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.model import conformance as conf

HEADER = """\
# ONNX backend node tests that pass through autotune.onnx_backend, one name a line, sorted.
# Checked by tests/model/test_conformance.py; rewritten by `python bench/conformance.py --write`.
# The node tests are the installed onnx's (pyproject.toml's dev extra pins it):
"""


def _write(outcomes: list[conf.Outcome]) -> None:
    passes = sorted(o.name for o in outcomes if o.status == conf.PASS)
    conf.EXPECTED_PASS.write_text(
        HEADER + f"# onnx {onnx.__version__}\n" + "".join(f"{n}\n" for n in passes)
    )
    still = {o.name for o in outcomes if o.status in (conf.WRONG, conf.CRASH)}
    kept = []
    for line in conf.KNOWN_DEFECTS.read_text().splitlines():
        if line.startswith("# onnx "):
            kept.append(f"# onnx {onnx.__version__}")
        elif not line.strip() or line.startswith("#") or line.split()[0] in still:
            kept.append(line)
    conf.KNOWN_DEFECTS.write_text("\n".join(kept) + "\n")
    print(f"wrote {conf.EXPECTED_PASS} ({len(passes)} tests) and {conf.KNOWN_DEFECTS}")


def main(argv: list[str] | None = None) -> int:
    """Runs the node tests and prints the counts (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=20, help="unsupported operators to list")
    parser.add_argument("--write", action="store_true", help="rewrite the checked-in lists")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    cases = conf.node_cases()
    generated = time.perf_counter() - start
    outcomes = conf.run_cases(cases)
    ran = time.perf_counter() - start - generated
    print("\n".join(conf.summary(outcomes, args.top)))
    print(f"time: {generated:.1f} s generating the cases, {ran:.1f} s running them")
    if args.write:
        _write(outcomes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
