"""Import-time constant evaluation: numpy for normalized nodes whose inputs are constant.

Since every shape is static, shape arithmetic and any node whose inputs are all
constants is evaluated here, by each operator's ``fold`` (:mod:`compiler.model.ops`), so
only real computation reaches the graph. Conv, pooling and LRN are left to the compiler:
with constant inputs they are rare and costly.
"""

from __future__ import annotations

from compiler.model.ops.opdef import Folder
from compiler.model.ops.registry import OPS

__all__ = ["FOLDERS", "Folder"]

FOLDERS: dict[str, Folder] = {name: op.fold for name, op in OPS.items() if op.fold is not None}
"""The folder of each normalized operator that is evaluated on constant inputs."""
