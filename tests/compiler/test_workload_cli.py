"""``autotune workloads``: operator listing, workload descriptions, clear errors (exit 2)."""

from __future__ import annotations

import argparse
import json

import pytest

from autotune.cli import workloads_cmds


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="autotune")
    workloads_cmds.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["workloads", *argv])
    return int(args.func(args))


def test_lists_operators(capsys: pytest.CaptureFixture[str]) -> None:
    assert run([]) == 0
    out = capsys.readouterr().out
    for op in ("matmul:", "batch_matmul:", "conv2d:", "depthwise_conv2d:"):
        assert op in out
    assert "epilogue" in out
    assert "one of none, bias, bias_relu" in out
    assert "dilation" in out


def test_lists_operators_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--json"]) == 0
    ops = {o["op"]: o for o in json.loads(capsys.readouterr().out)}
    conv = {p["name"]: p for p in ops["conv2d"]["params"]}
    assert conv["pad"] == {
        "name": "pad",
        "required": False,
        "default": 0,
        "minimum": 0,
        "doc": conv["pad"]["doc"],
    }
    assert conv["k"]["required"] is True


def test_describes_workloads(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1,stride=1", "--json"]) == 0
    [d] = json.loads(capsys.readouterr().out)
    assert d["key"] == "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1"
    assert d["inputs"] == [
        {"name": "data", "shape": [1, 64, 56, 56]},
        {"name": "weight", "shape": [64, 64, 3, 3]},
    ]
    assert d["output_shape"] == [1, 64, 56, 56]
    assert d["flop"] == 2 * 64 * 56 * 56 * 64 * 9
    assert run(["matmul:k=3,m=1,n=2,epilogue=bias"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "matmul:m=1,n=2,k=3,epilogue=bias"
    assert "bias    (2,)" in out


def test_bad_workload_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["matmul:m=1,n=2,k=3", "matmul:m=1,n=2,k=3,q=4"]) == 2
    captured = capsys.readouterr()
    assert "matmul:m=1,n=2,k=3" in captured.out
    assert "unknown parameter 'q' for matmul" in captured.err
    assert "Traceback" not in captured.err


def test_space_sizes_match_the_compiler(capsys: pytest.CaptureFixture[str]) -> None:
    from compiler import get_space

    assert run(["--json", "matmul:m=7,n=1,k=13", "conv2d:n=1,c=3,h=5,w=5,k=2,r=3,s=3"]) == 0
    described = json.loads(capsys.readouterr().out)
    for d in described:
        space = get_space(d["key"], "llvm")
        assert d["space"]["size"] == space.size
        assert d["space"]["knobs"] == {k.name: len(k.candidates) for k in space.knobs}
    assert run(["--json"]) == 0
    for op in json.loads(capsys.readouterr().out):
        assert op["space"]["size"] == get_space(op["example"], "llvm").size
    assert run(["matmul:m=7,n=1,k=13"]) == 0
    assert "configs on llvm" in capsys.readouterr().out


def test_operator_without_a_template_for_the_target_is_a_clear_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(["pointwise_conv2d:n=1,c=3,k=4,p=25", "--target", "cuda"]) == 2
    assert "no CUDA template for operator 'pointwise_conv2d'" in capsys.readouterr().err


def test_every_operator_counts_work_for_the_tuner_to_rank() -> None:
    """The tuner ranks measured configs by their rate: a kernel of no counted work (a
    copy) could not be recorded."""
    from autotune.cli.workloads_cmds import _EXAMPLES
    from compiler import Workload
    from compiler.ops import OPERATORS, flop_count

    assert set(_EXAMPLES) == set(OPERATORS)
    for text in _EXAMPLES.values():
        assert flop_count(Workload.parse(text)) > 0, text
