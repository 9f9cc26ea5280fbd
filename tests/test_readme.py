"""The README's first lines give the two commands users run; CI runs the second."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    head = "\n".join((REPO / "README.md").read_text().splitlines()[:25])
    return re.findall(r"```(?:sh|bash|console)?\n(.+?)\n```", head, re.S)


def test_readme_opens_with_two_commands() -> None:
    commands = _readme_commands()
    assert len(commands) >= 2, "README must open with the main-job and the test command"
    main_job, tests = commands[0], commands[1]
    assert "autotune tune" in main_job
    assert "pytest" in tests


def test_ci_runs_exactly_the_readme_test_command() -> None:
    test_command = _readme_commands()[1].strip()
    ci_lines = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines, f".ci/run must run the README's test command: {test_command}"
