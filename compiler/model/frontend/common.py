"""Attribute normalizations shared by the converters of several operator families."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from compiler.model.frontend.context import Importer, OnnxNode
from compiler.model.graph import TensorType


def normalize_axis(node: OnnxNode, axis: int, rank: int, *, what: str = "axis") -> int:
    """``axis`` in ``[-rank, rank)`` made non-negative.

    Args:
        node: The node the axis belongs to (named in the error).
        axis: The axis as ONNX gives it.
        rank: The rank it indexes.
        what: What the error calls it.

    Returns:
        The axis in ``[0, rank)``.

    Raises:
        ModelImportError: The axis is out of range.
    """
    if not -rank <= axis < rank:
        raise node.error(f"{what} {axis} is out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


def num_elements(dims: Sequence[int]) -> int:
    """The product of ``dims`` (1 for none).

    Args:
        dims: A shape or part of one.

    Returns:
        The product, as a Python int.
    """
    return int(np.prod(dims, dtype=np.int64))


def require_4d(node: OnnxNode, t: TensorType, what: str) -> None:
    """Raises unless ``t`` is 4-D (2-D NCHW data; 1-D data is lifted to it before).

    Args:
        node: The node (named in the error).
        t: Its data input's type.
        what: What the error calls the operation.

    Raises:
        ModelImportError: ``t`` is not 4-D.
    """
    if len(t.shape) != 4:
        raise node.error(
            f"{what} on {len(t.shape)}-D input {t} is not supported "
            "(1-D and 2-D data only: NCL, NCHW)"
        )


def emit_reshape(imp: Importer, node: OnnxNode, shape: Sequence[int]) -> None:
    """Emits ``node`` as a Reshape of its first input to ``shape``.

    Args:
        imp: The conversion state.
        node: The node, whose name and first output the Reshape takes.
        shape: The static target shape.
    """
    imp.emit(node, "Reshape", [node.input(0)], {"shape": tuple(int(d) for d in shape)})


def axes_input(imp: Importer, node: OnnxNode, since: int) -> tuple[int, ...] | None:
    """An ``axes`` list: an attribute before opset ``since``, the second input from it on.

    Args:
        imp: The conversion state (its opset decides).
        node: The node.
        since: The opset that moved ``axes`` from an attribute to an input.

    Returns:
        The axes as given (not normalized); None when there are none.
    """
    if imp.opset < since:
        return node.ints_attr("axes", ()) if "axes" in node.attrs else None
    return imp.const_ints(node, 1, "axes")
