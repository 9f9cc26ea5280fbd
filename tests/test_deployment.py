"""docker-compose.yml and Dockerfile, checked without a Docker engine.

Each service's command line is parsed by the real ``autotune`` argument
parser, so a renamed subcommand or flag breaks this test, not a deployment.
"""

from __future__ import annotations

import re
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


def _autotune_services(compose: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [
        (name, [str(a) for a in svc["command"]])
        for name, svc in compose["services"].items()
        if isinstance(svc.get("command"), list) and svc["command"][:1] == ["autotune"]
    ]


def test_every_autotune_service_is_checked(compose: dict[str, Any]) -> None:
    names = {name for name, _ in _autotune_services(compose)}
    assert names == REQUIRED_SERVICES - {"postgres"}


@pytest.mark.parametrize(
    "service", sorted(REQUIRED_SERVICES - {"postgres"}), ids=lambda s: f"service={s}"
)
def test_service_command_parses(
    compose: dict[str, Any], service: str, capsys: pytest.CaptureFixture[str]
) -> None:
    command = [str(a) for a in compose["services"][service]["command"]]
    assert command[0] == "autotune"
    try:
        args = build_parser().parse_args(command[1:])
    except SystemExit as exc:  # argparse reports unknown subcommands and flags this way
        pytest.fail(f"{service}: {' '.join(command)} rejected: {capsys.readouterr().err}")
        raise AssertionError from exc
    assert callable(getattr(args, "func", None)), f"{service}: no handler for {command[1]}"


def test_parser_rejects_unknown_flag(capsys: pytest.CaptureFixture[str]) -> None:
    """The check above can fail: an unknown flag is refused by the parser."""
    with pytest.raises(SystemExit):
        build_parser().parse_args(["tracker", "--no-such-flag"])


def test_token_secret_matches_token_file(compose: dict[str, Any]) -> None:
    assert "autotune_token" in compose["secrets"]
    for name, command in _autotune_services(compose):
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
    for package in ("autotune", "compiler", "tracker", "device_server", "tuner"):
        assert f"COPY {package} ./{package}" in text
