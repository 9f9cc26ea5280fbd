"""Models: import an ONNX model, optimize its graph, compile it with our kernels, run it.

The Python API mirrors ``autotune compile`` / ``autotune run``::

    from compiler import model

    graph = model.import_onnx("resnet50.onnx", input_shapes={"data": (1, 3, 224, 224)})
    package, report = model.compile_model(graph)            # template defaults
    package.save("resnet50.pkg")

    rt = model.load("resnet50.pkg")                         # no ONNX, no records needed
    outputs = rt.run({"data": x})                           # name -> array
    print(rt.benchmark({"data": x}, repeat=20).median_ms)

To build with the best tuned configs, pass a ``config_for`` lookup (the CLI makes one
from the records database: ``tuner.records.compile.record_lookup``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from compiler.model.graph import Graph, Node, TensorType

if TYPE_CHECKING:
    from compiler.model.runtime import Runtime

__all__ = [
    "Graph",
    "Node",
    "TensorType",
    "compile_model",
    "import_onnx",
    "load",
]


def import_onnx(model: Any, input_shapes: Any = None) -> Graph:
    """Imports an ONNX model (see :func:`compiler.model.onnx_import.import_onnx`)."""
    from compiler.model.onnx_import import import_onnx as _import

    return _import(model, input_shapes)


def compile_model(graph: Graph, target: Any = "llvm", config_for: Any = None) -> Any:
    """Compiles a graph (see :func:`compiler.model.compile.compile_model`)."""
    from compiler.model.compile import compile_model as _compile

    return _compile(graph, target, config_for)


def load(path: str | os.PathLike[str], num_threads: int | None = None) -> Runtime:
    """Loads a package file and makes it ready to run.

    Raises:
        PackageError: Not a package, or this CPU cannot run it.
    """
    from compiler.model.package import Package
    from compiler.model.runtime import Runtime

    return Runtime(Package.load(path), num_threads)
