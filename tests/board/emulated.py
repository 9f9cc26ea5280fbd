"""The emulated aarch64 board of ``scripts/arm_board.sh``, as the board tests use it."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "arm_board.sh"
#: The board's own target (LLVM detects ``generic`` under qemu: name the core).
BOARD_TARGET = "llvm -mcpu=cortex-a72"
#: The board's target as an x86 host cross-compiles for it.
CROSS_TARGET = "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72"


def board_root() -> Path:
    return Path(os.environ.get("ARM_BOARD_ROOT", "/var/cache/autotune/arm64-board"))


def build(root: Path) -> str | None:
    """Builds the board in ``root`` (a check when it is built already); None when it is
    ready, else why it cannot be built here."""
    if os.geteuid() != 0:
        return "building the emulated board needs root (debootstrap, chroot, mount)"
    out = subprocess.run(
        ["bash", str(SCRIPT), "build", str(root)],
        capture_output=True,
        text=True,
        timeout=3000,
        check=False,
    )
    if out.returncode != 0:
        return (out.stderr.strip().splitlines() or ["no output"])[-1]
    return None


def command(root: Path, *argv: str) -> list[str]:
    """The argv that runs ``argv`` on the board, in this checkout (synced there)."""
    return ["bash", str(SCRIPT), "run", str(root), *argv]


def on_board(root: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """Runs ``argv`` on the board to completion."""
    return subprocess.run(
        command(root, *argv), capture_output=True, text=True, timeout=3000, check=False
    )
