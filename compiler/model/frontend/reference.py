"""Exact import-time evaluation, by ONNX's reference implementation, of nodes we do not convert.

Exporters compute masks, index grids and shape arithmetic with operators the graph
has no definition of (Mod, Range, Expand, Equal, Where, ScatterND, Pow, Not, ...), on
constants and the fixed input shapes only. Such a node's value is known at import: it
is evaluated by ``onnx.reference.ReferenceEvaluator`` (the ONNX spec, executable) on a
one-node model at the node's opset, and its outputs become constants. Only a node of
the default domain, with no subgraph, deterministic, and whose every input is a
constant is evaluated; the rest are refused (:mod:`.refusal`).

The constants are the importer's (floating point already float32, the graph's one
float type), so a float16 or float64 computation is evaluated in float32, as every
other constant of the graph is.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.model.frontend.loader import DEFAULT_DOMAINS, onnx_module

if TYPE_CHECKING:
    import onnx

RANDOM = frozenset(
    {
        "Bernoulli",
        "Multinomial",
        "RandomNormal",
        "RandomNormalLike",
        "RandomUniform",
        "RandomUniformLike",
    }
)
"""Operators whose value is drawn, not computed: never evaluated at import."""


class NotEvaluableError(ValueError):
    """The reference evaluator cannot evaluate a node, or gave what ONNX does not infer."""


def evaluable(node: onnx.NodeProto) -> bool:
    """Whether ``node`` is of a kind evaluated at import when its inputs are constants.

    Args:
        node: The node.

    Returns:
        True for a deterministic default-domain node without subgraphs (whose outer
        scope the one-node model would lack).
    """
    if node.domain not in DEFAULT_DOMAINS or node.op_type in RANDOM:
        return False
    graph_kinds = (onnx_module().AttributeProto.GRAPH, onnx_module().AttributeProto.GRAPHS)
    return all(a.type not in graph_kinds for a in node.attribute)


def evaluate(
    node: onnx.NodeProto, inputs: Sequence[np.ndarray | None], opset: int, ir_version: int
) -> list[np.ndarray | None]:
    """Evaluates one node on constant inputs with ONNX's reference implementation.

    Args:
        node: The node (an :func:`evaluable` one).
        inputs: The value of each of its inputs, None where the input is absent.
        opset: The model's opset of the default domain.
        ir_version: The model's IR version.

    Returns:
        The value of each output, None where the output is not produced.

    Raises:
        NotEvaluableError: The reference evaluator fails on the node (an operator it does
            not implement at this opset, a malformed node), returns something other
            than a tensor, or a dtype or shape other than ONNX's shape inference gives.
    """
    onnx = onnx_module()
    helper = onnx.helper
    feeds = {
        name: value
        for name, value in zip(node.input, inputs, strict=True)
        if name and value is not None
    }
    outputs = [o for o in node.output if o]
    graph = helper.make_graph(
        [node],
        "fold",
        [
            helper.make_tensor_value_info(
                name, helper.np_dtype_to_tensor_dtype(value.dtype), value.shape
            )
            for name, value in feeds.items()
        ],
        [helper.make_value_info(name, onnx.TypeProto()) for name in outputs],
    )
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=ir_version
    )
    try:
        inferred = _inferred_types(onnx, model)
        reference = importlib.import_module("onnx.reference")
        values = reference.ReferenceEvaluator(model).run(None, feeds)
    except Exception as exc:  # whatever the reference implementation raises
        raise NotEvaluableError(f"{type(exc).__name__}: {exc}") from exc
    by_name = dict(zip(outputs, values, strict=True))
    for name, value in by_name.items():
        _check(onnx, name, value, inferred.get(name))
    return [by_name[o] if o else None for o in node.output]


def _inferred_types(lib: Any, model: onnx.ModelProto) -> dict[str, onnx.TypeProto]:
    """ONNX's inferred output types of the one-node model (strict: a type clash raises)."""
    inferred = lib.shape_inference.infer_shapes(model, strict_mode=True)
    return {v.name: v.type for v in inferred.graph.output}


def _check(lib: Any, name: str, value: object, expected: onnx.TypeProto | None) -> None:
    """Raises unless ``value`` is a tensor of the inferred element type and shape."""
    if not isinstance(value, np.ndarray) or value.dtype.kind in "OUS":
        raise NotEvaluableError(f"output {name!r} is not a numeric tensor ({type(value).__name__})")
    if expected is None or not expected.HasField("tensor_type"):
        return
    tensor = expected.tensor_type
    if tensor.elem_type:
        want = np.dtype(lib.helper.tensor_dtype_to_np_dtype(tensor.elem_type))
        if value.dtype != want:
            raise NotEvaluableError(f"output {name!r} is {value.dtype}, ONNX infers {want}")
    if tensor.HasField("shape"):
        dims = [d.dim_value if d.HasField("dim_value") else None for d in tensor.shape.dim]
        shape = value.shape
        same_rank = len(dims) == len(shape)
        if not same_rank or any(d not in (None, s) for d, s in zip(dims, shape, strict=True)):
            raise NotEvaluableError(f"output {name!r} has shape {shape}, ONNX infers {dims}")
