"""docker-compose.yml and Dockerfile, checked without a Docker engine.

The argv each container really runs (the Dockerfile stage's ENTRYPOINT, or the
service's ``entrypoint``, followed by the service's ``command`` or else the
stage's CMD) is parsed by the real ``autotune`` argument parser, so a renamed
subcommand or flag, or a command that repeats the entrypoint, breaks this test,
not a deployment.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from autotune.cli import build_parser

REPO = Path(__file__).resolve().parent.parent
REQUIRED_SERVICES = {"postgres", "tracker", "device-cpu", "device-cuda", "tuner"}


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    data = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    assert isinstance(data, dict)
    return data


def test_required_services_present(compose: dict[str, Any]) -> None:
    assert set(compose["services"]) >= REQUIRED_SERVICES


def test_profiles(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert services["device-cuda"]["profiles"] == ["gpu"]
    assert services["tuner"]["profiles"] == ["tune"]
    for name in ("postgres", "tracker", "device-cpu"):
        assert "profiles" not in services[name], f"{name} must start by default"


def test_device_cpu_is_scalable(compose: dict[str, Any]) -> None:
    cpu = compose["services"]["device-cpu"]
    assert "container_name" not in cpu, "a fixed container name breaks --scale"
    assert "ports" not in cpu, "a published host port breaks --scale"


def test_device_cuda_reserves_an_nvidia_gpu(compose: dict[str, Any]) -> None:
    devices = compose["services"]["device-cuda"]["deploy"]["resources"]["reservations"]["devices"]
    assert any(d["driver"] == "nvidia" and "gpu" in d["capabilities"] for d in devices)


@dataclass(frozen=True)
class Stage:
    """What a Dockerfile stage runs by default: its ENTRYPOINT and CMD (exec form)."""

    entrypoint: list[str]
    cmd: list[str]


def _exec_form(instruction: str, value: str) -> list[str]:
    """The argv of an exec-form (JSON array) ENTRYPOINT or CMD; the shell form is refused."""
    try:
        argv = json.loads(value)
    except json.JSONDecodeError:
        argv = None
    hint = (
        f"{instruction} {value}: use the exec form (a JSON array of strings), so the "
        "process gets signals and compose commands append to it"
    )
    assert isinstance(argv, list), hint
    assert all(isinstance(a, str) for a in argv), hint
    return argv


def dockerfile_stages(text: str) -> dict[str, Stage]:
    """Each named stage's ENTRYPOINT and CMD; as in Docker, a stage starts from its base
    stage's (when ``FROM`` names an earlier stage) and a new ENTRYPOINT resets CMD."""
    stages: dict[str, Stage] = {}
    name: str | None = None
    entrypoint: list[str] = []
    cmd: list[str] = []
    lines = text.replace("\\\n", " ").splitlines()
    for line in [*lines, "FROM scratch AS <end>"]:
        words = line.strip().split(maxsplit=1)
        if not words or words[0].startswith("#"):
            continue
        instruction, value = words[0].upper(), (words[1] if len(words) > 1 else "")
        if instruction == "FROM":
            if name is not None:
                stages[name] = Stage(entrypoint, cmd)
            match = re.match(r"(\S+)(?:\s+AS\s+(\S+))?", value, re.I)
            assert match, line
            base = stages.get(match.group(1))
            entrypoint, cmd = (base.entrypoint, base.cmd) if base else ([], [])
            name = match.group(2) or f"<stage {len(stages)}>"
        elif instruction == "ENTRYPOINT":
            entrypoint, cmd = _exec_form(instruction, value), []
        elif instruction == "CMD":
            cmd = _exec_form(instruction, value)
    return stages


@pytest.fixture(scope="module")
def stages() -> dict[str, Stage]:
    return dockerfile_stages((REPO / "Dockerfile").read_text())


def _argv(value: Any) -> list[str]:
    # Compose splits a string entrypoint or command as a shell would.
    return shlex.split(value) if isinstance(value, str) else [str(a) for a in value]


def container_argv(service: dict[str, Any], stages: dict[str, Stage]) -> list[str]:
    """The argv a container of ``service`` (built from the Dockerfile) runs."""
    stage = stages[service["build"]["target"]]
    if "entrypoint" in service:  # overriding the entrypoint drops the image's CMD
        return _argv(service["entrypoint"]) + _argv(service.get("command", []))
    command = _argv(service["command"]) if "command" in service else stage.cmd
    return stage.entrypoint + command


def _autotune_services(
    compose: dict[str, Any], stages: dict[str, Stage]
) -> list[tuple[str, list[str]]]:
    """Every service built from the Dockerfile, with the argv its container runs."""
    return [
        (name, container_argv(svc, stages))
        for name, svc in compose["services"].items()
        if isinstance(svc.get("build"), dict)
    ]


def test_every_autotune_service_is_checked(
    compose: dict[str, Any], stages: dict[str, Stage]
) -> None:
    names = {name for name, _ in _autotune_services(compose, stages)}
    assert names == REQUIRED_SERVICES - {"postgres"}


def _parse(argv: list[str], capsys: pytest.CaptureFixture[str]) -> argparse.Namespace:
    assert argv[:1] == ["autotune"], f"the container runs {argv[:1]}, not autotune"
    try:
        return build_parser().parse_args(argv[1:])
    except SystemExit as exc:  # argparse reports unknown subcommands and flags this way
        pytest.fail(f"the container runs {shlex.join(argv)}: rejected: {capsys.readouterr().err}")
        raise AssertionError from exc


@pytest.mark.parametrize(
    "service", sorted(REQUIRED_SERVICES - {"postgres"}), ids=lambda s: f"service={s}"
)
def test_service_command_parses(
    compose: dict[str, Any],
    stages: dict[str, Stage],
    service: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """ENTRYPOINT + command, as the container runs it, is a valid autotune invocation."""
    argv = container_argv(compose["services"][service], stages)
    args = _parse(argv, capsys)
    assert callable(getattr(args, "func", None)), f"{service}: no handler for {shlex.join(argv)}"


def test_entrypoint_plus_command_repeating_autotune_is_refused(
    stages: dict[str, Stage], capsys: pytest.CaptureFixture[str]
) -> None:
    """The check above can fail: a command that repeats the entrypoint (``autotune
    autotune tracker``) is what a container would run, and the parser refuses it."""
    argv = container_argv({"build": {"target": "cpu"}, "command": ["autotune", "tracker"]}, stages)
    assert argv == ["autotune", "autotune", "tracker"]
    with pytest.raises(SystemExit):
        build_parser().parse_args(argv[1:])


@pytest.mark.parametrize("stage", ["cpu", "cuda"])
def test_image_default_is_autotune_help(stages: dict[str, Stage], stage: str) -> None:
    """``docker run IMAGE`` with no command runs ``autotune --help``."""
    argv = stages[stage].entrypoint + stages[stage].cmd
    assert argv == ["autotune", "--help"]
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(argv[1:])
    assert exc.value.code == 0


def test_parser_rejects_unknown_flag(capsys: pytest.CaptureFixture[str]) -> None:
    """The check above can fail: an unknown flag is refused by the parser."""
    with pytest.raises(SystemExit):
        build_parser().parse_args(["tracker", "--no-such-flag"])


def test_token_secret_matches_token_file(compose: dict[str, Any], stages: dict[str, Stage]) -> None:
    assert "autotune_token" in compose["secrets"]
    for name, command in _autotune_services(compose, stages):
        assert compose["services"][name]["secrets"] == ["autotune_token"]
        index = command.index("--token-file")
        assert command[index + 1] == "/run/secrets/autotune_token"


def test_build_targets_exist_in_dockerfile(compose: dict[str, Any]) -> None:
    stages = set(re.findall(r"^FROM\s+\S+\s+AS\s+(\S+)", (REPO / "Dockerfile").read_text(), re.M))
    for name, svc in compose["services"].items():
        build = svc.get("build")
        if build:
            assert build["target"] in stages, f"{name}: unknown Dockerfile target"


def test_dockerfile_copies_every_package() -> None:
    text = (REPO / "Dockerfile").read_text()
    for package in ("autotune", "compiler", "runtime", "tracker", "device_server", "tuner"):
        assert f"COPY {package} ./{package}" in text
