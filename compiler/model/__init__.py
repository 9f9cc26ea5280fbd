"""Models: import an ONNX model, optimize its graph and render it with our kernels.

The compiler's half of ``autotune compile`` (linking the kernels and running the
model is the :mod:`runtime`'s)::

    from compiler import model
    import runtime

    graph = model.import_onnx("resnet50.onnx", input_shapes={"data": (1, 3, 224, 224)})
    rendered = model.render_model(graph)                   # kernels' LLVM IR + plan
    package = runtime.link(rendered)                       # or runtime.compile_model(graph)
    package.save("resnet50.pkg")

    rt = runtime.load("resnet50.pkg")                      # no ONNX, no records needed
    outputs = rt.run({"data": x})                          # name -> array

To build with the best tuned configs, pass a ``config_for`` lookup (the CLI makes one
from the records database: ``tuner.records.compile.record_lookup``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from compiler.model.graph import Graph, Node, TensorType

if TYPE_CHECKING:
    from compiler.model.compile import RenderedModel

__all__ = [
    "Graph",
    "Node",
    "TensorType",
    "import_onnx",
    "render_model",
]


def import_onnx(model: Any, input_shapes: Any = None) -> Graph:
    """Imports an ONNX model (see :func:`compiler.model.onnx_import.import_onnx`)."""
    from compiler.model.onnx_import import import_onnx as _import

    return _import(model, input_shapes)


def render_model(graph: Graph, target: Any = "llvm", config_for: Any = None) -> RenderedModel:
    """Renders a graph's kernels and plans its run (see
    :func:`compiler.model.compile.render_model`)."""
    from compiler.model.compile import render_model as _render

    return _render(graph, target, config_for)
