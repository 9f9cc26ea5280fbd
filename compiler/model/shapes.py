"""Static type inference for the graph's operators (their rules: :mod:`compiler.model.ops`).

:func:`infer_types` takes a node with *normalized* attributes and the types of its
inputs, checks that they fit together, and returns the types of its outputs. It is
what the importer uses to type every node, and what a pass uses after rewriting one.
Sizes follow what ONNX Runtime computes (e.g. pooling with ``ceil_mode`` drops a last
window that would start in the end padding, as PyTorch does).
"""

from __future__ import annotations

from compiler.model.graph import Node, TensorType
from compiler.model.ops.checks import broadcast_shapes, who
from compiler.model.ops.registry import OPS

__all__ = ["broadcast_shapes", "infer_types"]


def infer_types(node: Node, inputs: list[TensorType]) -> list[TensorType]:
    """The types of ``node``'s outputs, given the types of its inputs.

    Args:
        node: A node whose attributes are normalized as its operator's definition says.
        inputs: The type of each of ``node.inputs``, in order.

    Returns:
        One type per output (every op with a type rule has one output).

    Raises:
        ValueError: Unknown op, wrong number of inputs, missing attribute, or shapes or
            dtypes that do not fit; the message names the node.
    """
    op = OPS.get(node.op)
    if op is None or op.shape is None:
        raise ValueError(f"{who(node)}: no type rule for operator {node.op!r}")
    lo, hi = op.arity
    if not lo <= len(inputs) <= (hi if hi >= 0 else len(inputs)):
        want = f"{lo}" if lo == hi else f"{lo} to {hi}" if hi >= 0 else f"at least {lo}"
        raise ValueError(f"{who(node)}: expects {want} inputs, got {len(inputs)}")
    try:
        return [op.shape(node, inputs)]
    except KeyError as exc:
        raise ValueError(f"{who(node)}: missing attribute {exc.args[0]!r}") from None
