"""The ONNX front end: an ONNX model to a :class:`~compiler.model.graph.Graph`.

Models of opsets 7 to the newest the installed onnx defines (onnx 1.23: 28) are read;
each node is converted only at the versions of its operator that we implement
(:mod:`compiler.model.frontend.versions`: an operator redefined at some opset is
converted from there only once its new definition is listed), and refused naming the
operator and version (``Conv-22``) otherwise.

The importer loads and checks the model, fixes every dynamic input dimension (from
``input_shapes``), then converts the nodes in order. Each converter normalizes its
operator's attributes to the table in :mod:`compiler.model.graph` (defaults filled,
``auto_pad`` resolved, negative axes made positive, attributes carried by inputs
read from constants). Since every shape is static, shape arithmetic (``Shape``,
``Gather``, ``Concat`` of int64 tensors, ...) and any node whose inputs are all
constant is evaluated with numpy here, so only real computation reaches the graph;
a node of an operator the graph lacks, on constants only, is evaluated by ONNX's
reference implementation (masks and index grids: Range, Mod, Where, Expand, ...).

A bad model never gives a traceback: every problem is one :class:`ModelImportError`
line (every refused operator together in one line, with its node count and names).

This module is the public entry; the work is done in :mod:`compiler.model.frontend`.
``onnx`` is imported lazily, so importing :mod:`compiler` does not need it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from compiler.model.frontend.context import Importer
from compiler.model.frontend.converters import CONVERTERS
from compiler.model.frontend.errors import ModelImportError
from compiler.model.frontend.inputs import parse_input_shapes
from compiler.model.frontend.loader import (
    MIN_OPSET,
    check_model,
    default_opset,
    load,
    max_opset,
    node_names,
)
from compiler.model.frontend.refusal import check_operators
from compiler.model.frontend.versions import at_opset
from compiler.model.graph import Graph

if TYPE_CHECKING:
    import onnx

__all__ = ["MIN_OPSET", "ModelImportError", "import_onnx", "max_opset", "parse_input_shapes"]


def import_onnx(
    model: str | os.PathLike[str] | bytes | onnx.ModelProto,
    input_shapes: Mapping[str, Sequence[int]] | None = None,
) -> Graph:
    """Imports an ONNX model as a graph with static shapes and normalized attributes.

    Args:
        model: A path to a ``.onnx`` file, its bytes, or a loaded ``onnx.ModelProto``.
        input_shapes: Static shapes for runtime inputs, by name; needed for every input
            with a dynamic dimension, optional (but checked) for the others.

    Returns:
        The graph: runtime inputs (initializers are constants, even when also listed as
        inputs), nodes of the operators in :mod:`compiler.model.graph`, every tensor
        typed, constants as numpy arrays of their ONNX element type.

    Raises:
        ModelImportError: One line naming what is wrong: not an ONNX file, a model the
            ONNX checker rejects, an opset or domain out of range, unsupported operators
            or operator versions (all of them), an unsupported attribute value, or
            dynamic dimensions that ``input_shapes`` does not fix.
    """
    proto, path = load(model)
    opset = default_opset(proto)
    names = node_names(proto.graph)
    converters = at_opset(CONVERTERS, opset)
    check_operators(proto, names, converters, opset)
    check_model(proto, path)
    return Importer(proto, opset, names, input_shapes or {}).run(converters)
