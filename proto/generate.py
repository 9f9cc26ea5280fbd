"""Regenerate the Python protocol package ``autotune.v1`` from ``proto/``.

Usage: ``python proto/generate.py [OUT_DIR]`` (default: the repository root).
The drift test runs it into a temporary directory and compares the output
with the committed files, so edit a ``.proto`` file, then run this script.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

PROTO_ROOT = Path(__file__).resolve().parent
REPO_ROOT = PROTO_ROOT.parent


def proto_files() -> list[Path]:
    """All ``.proto`` files of the protocol, in a stable order."""
    return sorted(PROTO_ROOT.glob("autotune/**/*.proto"))


def generate(out_dir: Path) -> list[Path]:
    """Write ``*_pb2.py``, ``*_pb2.pyi`` and ``*_pb2_grpc.py`` under ``out_dir``."""
    from grpc_tools import protoc  # dev-only dependency, imported on use

    well_known = resources.files("grpc_tools") / "_proto"
    out_dir.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(PROTO_ROOT)) for p in proto_files()]
    args = [
        "protoc",
        f"-I{PROTO_ROOT}",
        f"-I{well_known}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *files,
    ]
    if protoc.main(args) != 0:
        raise RuntimeError(f"protoc failed: {' '.join(args)}")
    generated = sorted(out_dir.glob("autotune/v1/*_pb2*.py*"))
    return generated


def main() -> int:
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO_ROOT
    for path in generate(out_dir):
        print(path.relative_to(out_dir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
