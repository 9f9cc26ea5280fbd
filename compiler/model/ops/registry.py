"""The one registry of the graph's operators, collected from their family modules.

Adding an operator is one :class:`~compiler.model.ops.opdef.OpDef` in its family's
``OPS`` (a new family is one more module listed in :data:`FAMILIES`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from compiler.model.graph import Graph, Node
from compiler.model.ops import (
    affine,
    arith,
    conv,
    conv_transpose,
    einsum,
    elementwise,
    logic,
    matmul,
    movement,
    norm,
    pointwise,
    pool,
    reduce,
    resize,
    shape,
    softmax,
    standardize,
    unary,
)
from compiler.model.ops.opdef import KernelForm, OpDef

__all__ = ["FAMILIES", "OPS", "kernel_form", "operator_table"]

FAMILIES = (
    conv,
    norm,
    softmax,
    standardize,
    elementwise,
    pool,
    matmul,
    shape,
    affine,
    unary,
    logic,
    reduce,
    resize,
    movement,
    arith,
    einsum,
    conv_transpose,
    pointwise,
)
"""The family modules, each with its ``OPS`` tuple."""


def _collect() -> dict[str, OpDef]:
    ops: dict[str, OpDef] = {}
    for family in FAMILIES:
        for op in family.OPS:
            if op.name in ops:
                raise ValueError(f"operator {op.name!r} is defined twice ({family.__name__})")
            ops[op.name] = op
    return ops


OPS: Mapping[str, OpDef] = MappingProxyType(_collect())
"""Every operator of the graph IR by name."""


def kernel_form(node: Node, graph: Graph) -> KernelForm | None:
    """What ``node`` lowers to (see :class:`KernelForm`); None: a numpy step."""
    op = OPS.get(node.op)
    if op is None or op.form is None:
        return None
    return op.form(node, graph)


def operator_table() -> str:
    """The operators as a Markdown table, one row each."""
    rows = [
        "| op | inputs | attributes (default) | from ONNX | lowers to a kernel | what |",
        "|---|---|---|---|---|---|",
    ]
    for op in OPS.values():
        attrs = ", ".join(
            a.name if a.default is None else f"{a.name} ({a.default})" for a in op.attrs
        )
        onnx = ", ".join(op.onnx) or "(graph passes or the importer)"
        lowers = (
            "yes"
            if op.form is not None
            else "fused (pointwise)"
            if op.pointwise is not None
            else "no (numpy step)"
        )
        rows.append(
            f"| {op.name} | {', '.join(op.inputs)} | {attrs} | {onnx} | {lowers} | {op.doc} |"
        )
    return "\n".join(rows) + "\n"
