"""One spelling per flag, help for every subcommand, one error style (issue 15, items 10-11).

In process through the real parser and entry point, and as real subprocesses where
the exact stderr and exit status matter.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from autotune.cli import build_parser, main
from autotune.cli.flags import all_parsers
from compiler.target import KNOWN_CPUS, Target
from runtime.host import host_cpu_features, llvm_features

REPO = Path(__file__).resolve().parent.parent
W = "matmul:m=16,n=16,k=16"


def _autotune(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("AUTOTUNE_DB", "AUTOTUNE_TOKEN")}
    return subprocess.run(
        [sys.executable, "-m", "autotune", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=timeout,
        check=False,
    )


def _parse(*args: str) -> argparse.Namespace:
    return build_parser().parse_args(list(args))


def _subcommands() -> list[tuple[str, argparse.ArgumentParser]]:
    return [(prog, p) for prog, p in all_parsers(build_parser()) if prog != "autotune"]


def _help(prog: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main([*prog.split()[1:], "--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


# -- help -------------------------------------------------------------------


def test_every_subcommand_has_a_description_and_an_example_that_parses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    subcommands = _subcommands()
    assert {prog for prog, _ in subcommands} >= {
        "autotune tune", "autotune bench", "autotune records best", "autotune records list",
        "autotune records prune", "autotune device-server", "autotune status",
    }  # fmt: skip
    for prog, parser in subcommands:
        text = _help(prog, capsys)
        assert parser.description, f"{prog} has no description"
        assert parser.description.split()[0] in text
        assert "\nexample:\n" in text, f"{prog} --help shows no example"
        examples = [
            line.strip() for line in text.split("\nexample:\n", 1)[1].splitlines() if line.strip()
        ]
        assert examples
        for line in examples:
            words = shlex.split(line)
            assert " ".join(words[: len(prog.split())]) == prog, line
            build_parser().parse_args(words[1:])  # a wrong example exits 2 here


def test_every_subcommand_has_a_one_line_summary_in_its_parents_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for _, parser in all_parsers(build_parser()):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                helps = {a.dest: a.help for a in action._choices_actions}
                for name in action.choices:
                    assert helps.get(name), f"{parser.prog} {name} has no one-line help"
                    assert "\n" not in (helps[name] or "")


def test_test_only_and_old_flags_are_hidden_but_still_accepted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for prog, _ in _subcommands():
        text = _help(prog, capsys)
        for hidden in ("--enable-test-hooks", "noop", "--device-key", "--rpc-key", "--rpc-tracker"):
            assert hidden not in text, f"{prog} --help shows {hidden}"
    prune = _help("autotune records prune", capsys)
    assert "--keep N" in prune
    assert "-k" not in prune.replace("--keep", "")
    args = _parse(
        "device-server", "--tracker", "h:1", "--key", "k", "--backend", "noop",
        "--enable-test-hooks",
    )  # fmt: skip
    assert (args.backend, args.enable_test_hooks) == ("noop", True)


# -- one name per flag ------------------------------------------------------


def test_the_device_key_is_key_everywhere_with_the_old_spellings_as_aliases() -> None:
    commands = [
        ["records", "best", W],
        ["records", "list"],
        ["records", "export"],
        ["bench", W],
        ["compile", "m.onnx", "-o", "m.pkg"],
    ]
    for command in commands:
        for flag in ("--key", "--device-key", "--rpc-key"):
            assert _parse(*command, flag, "zen5").device_key == "zen5", (command, flag)
    for flag in ("--key", "--device-key", "--rpc-key"):
        assert _parse("tune", W, flag, "zen5").key == "zen5"
        assert _parse("device-server", "--tracker", "h:1", flag, "zen5").key == "zen5"


def test_tvmc_spellings_of_tracker_and_key() -> None:
    args = _parse("tune", W, "--rpc-tracker", "h:9190", "--rpc-key", "zen5")
    assert (args.tracker, args.key) == ("h:9190", "zen5")
    args = _parse("device-server", "--rpc-tracker", "h:9190", "--rpc-key", "zen5")
    assert (args.tracker, args.key) == ("h:9190", "zen5")
    assert _parse("status", "--rpc-tracker", "h:9190").tracker == "h:9190"


def test_k_is_the_k_best_on_best_and_prune_says_keep() -> None:
    assert _parse("records", "best", W, "-k", "3").k == 3
    assert _parse("records", "prune", "--keep", "4").keep == 4
    assert _parse("records", "prune", "-k", "4").keep == 4  # the old spelling
    assert _parse("records", "prune").keep == 10


def test_llvm_mcpu_native_is_this_machines_cpu() -> None:
    native = Target.parse("llvm -mcpu=native")
    assert native == Target("llvm")
    assert llvm_features(native) == host_cpu_features()
    with_attr = Target.parse("llvm -mcpu=native -mattr=-avx512f")
    assert with_attr.mcpu == ""
    assert with_attr.mattr == ("-avx512f",)
    # Records of 'llvm -mcpu=native' are those of 'llvm'.
    for command in (["tune", W], ["bench", W], ["records", "best", W], ["source", W]):
        assert _parse(*command, "--target", "llvm -mcpu=native").target == "llvm"
    out = _autotune("source", W, "--target", "llvm -mcpu=native")
    assert out.returncode == 0, out.stderr
    assert "define" in out.stdout


def test_an_unknown_cpu_lists_the_known_ones_not_a_module() -> None:
    with pytest.raises(ValueError, match="unknown -mcpu 'znver44'") as err:
        Target.parse("llvm -mcpu=znver44")
    text = str(err.value)
    assert "compiler.target" not in text
    assert "KNOWN_CPUS" not in text
    assert "did you mean znver4" in text
    assert "native" in text
    assert all(cpu in text for cpu in KNOWN_CPUS)
    out = _autotune("bench", W, "--target", "llvm -mcpu=znver44")
    assert out.returncode == 2
    assert out.stderr.startswith("usage: autotune bench ")
    assert "autotune bench: error: argument --target: unknown -mcpu 'znver44'" in out.stderr
    assert "compiler.target" not in out.stderr


# -- errors -----------------------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ["records", "list"],
        ["records", "best", W],
        ["tune", W],
        ["bench", W],
        ["status", "--tracker", "h:1"],
    ],
)
def test_an_unknown_flag_prints_the_subcommands_usage(command: list[str]) -> None:
    out = _autotune(*command, "--bogus")
    prog = " ".join(["autotune", *(w for w in command if not w.startswith(("-", "matmul", "h:")))])
    assert out.returncode == 2
    assert out.stderr.startswith(f"usage: {prog} ")
    assert f"{prog}: error: unrecognized arguments: --bogus" in out.stderr
    assert "COMMAND" not in out.stderr  # not the top-level usage


@pytest.mark.parametrize(
    ("command", "prog"),
    [
        (["source", "nosuchop:m=1"], "autotune source"),
        (["bench", W, "--repeat", "0"], "autotune bench"),
        (["workloads", "nosuchop:m=1"], "autotune workloads"),
        (["records", "best", "matmul:m=5"], "autotune records best"),
        (["tracker", "--port", "70000"], "autotune tracker"),
    ],
)
def test_bad_input_is_one_line_in_one_style_and_exit_2(command: list[str], prog: str) -> None:
    out = _autotune(*command)
    assert out.returncode == 2, out.stderr
    assert out.stderr.startswith(f"{prog}: error: "), out.stderr
    assert "Traceback" not in out.stderr
