"""The numpy kernels of the graph's operators: the reference, and the run-time glue.

Every operator's :class:`~compiler.model.ops.opdef.OpDef` (:mod:`compiler.model.ops`)
has a *kernel factory* ``(node_attrs, input_types, output_types) -> kernel``. The
factory checks the shapes, precomputes index tuples and allocates the scratch buffers
the operator needs (a padded copy of the input, reduction buffers) once; the kernel
``(inputs, outputs) -> None`` then writes into the preallocated ``outputs``
(C-contiguous arrays of the output types) with ``out=`` and allocates no
arrays of its own, so the static memory plan holds at run time (numpy's ufuncs
may still take their fixed 8192-element iteration buffer for strided operands,
freed on return). A kernel keeps state in its scratch buffers: one kernel must
not run on two threads at once.

Conv, Gemm and MatMul are the reference and a rare slow fallback (our LLVM kernels
run them); they call BLAS with one thread (see :func:`one_blas_thread`).

This module is what the interpreter, constant folding and the runtime's numpy steps
call (:func:`make_kernel`, :func:`numpy_kernel`, :func:`run_node`); it imports
neither ``onnx`` nor the templates. :data:`NUMPY_OPS` (op -> plain
``(node_attrs, inputs, outputs) -> None`` function) stays open for tests and
experiments: an op missing from the registry is looked up there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.model.ops.blas import blas_num_threads, one_blas_thread
from compiler.model.ops.numpy_windows import Window2d, window_output_size
from compiler.model.ops.opdef import Kernel, KernelFactory, types_of
from compiler.model.ops.registry import OPS

__all__ = [
    "KERNEL_FACTORIES",
    "NUMPY_OPS",
    "Kernel",
    "KernelFactory",
    "NumpyOp",
    "Window2d",
    "blas_num_threads",
    "make_kernel",
    "numpy_kernel",
    "one_blas_thread",
    "run_node",
    "window_output_size",
]

NumpyOp = Callable[[dict[str, Any], list[np.ndarray], list[np.ndarray]], None]

KERNEL_FACTORIES: dict[str, KernelFactory] = {name: op.kernel for name, op in OPS.items()}
"""op -> kernel factory, for every operator of :data:`compiler.model.ops.registry.OPS`."""


def _as_numpy_op(factory: KernelFactory) -> NumpyOp:
    def op(node_attrs: dict[str, Any], inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        factory(node_attrs, types_of(inputs), types_of(outputs))(inputs, outputs)

    op.__doc__ = factory.__doc__
    return op


NUMPY_OPS: dict[str, NumpyOp] = {op: _as_numpy_op(f) for op, f in KERNEL_FACTORIES.items()}
"""op -> ``(node_attrs, inputs, outputs) -> None``; builds its kernel on every call."""


def make_kernel(
    op: str,
    node_attrs: Mapping[str, Any],
    input_types: Sequence[TensorType],
    output_types: Sequence[TensorType],
) -> Kernel:
    """The kernel of one node: checks shapes and preallocates its scratch once.

    Args:
        op: Operator name.
        node_attrs: Its normalized attributes.
        input_types: Types of the inputs actually given (absent optional ones left out).
        output_types: Types of the outputs.

    Returns:
        ``kernel(inputs, outputs)``, writing into ``outputs``; ops only in
        :data:`NUMPY_OPS` (not in the registry) get a wrapper around their plain function.

    Raises:
        NotImplementedError: No numpy implementation of ``op``.
        ValueError: The types do not fit the operator and its attributes.
    """
    factory = KERNEL_FACTORIES.get(op)
    if factory is not None:
        return factory(node_attrs, input_types, output_types)
    plain = NUMPY_OPS.get(op)
    if plain is None:
        raise NotImplementedError(f"no numpy implementation of op {op!r}")
    attrs = dict(node_attrs)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        plain(attrs, inputs, outputs)

    return run


def numpy_kernel(
    op: str,
    node_attrs: Mapping[str, Any],
    inputs: Sequence[np.ndarray],
    outputs: Sequence[np.ndarray],
) -> Kernel:
    """The kernel of one node, typed by the arrays it will read and write.

    What the runtime calls for a numpy step.

    Raises:
        NotImplementedError: No numpy implementation of ``op``.
        ValueError: The arrays do not fit the operator and its attributes.
    """
    return make_kernel(op, node_attrs, types_of(inputs), types_of(outputs))


def run_node(
    node: Node, inputs: list[np.ndarray], output_types: list[TensorType]
) -> list[np.ndarray]:
    """Runs one node on ``inputs`` into freshly allocated outputs.

    Raises:
        NotImplementedError: No numpy implementation of the node's op.
        ValueError: The types do not fit the operator and its attributes.
    """
    outputs = [np.empty(t.shape, dtype=np.dtype(t.dtype)) for t in output_types]
    kernel = make_kernel(node.op, node.attrs, types_of(inputs), output_types)
    kernel(inputs, outputs)
    return outputs
