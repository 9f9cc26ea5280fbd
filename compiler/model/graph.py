"""The model graph IR: nodes over named, statically shaped tensors, plus constants.

A :class:`Graph` is what the ONNX importer produces and what every graph pass
takes and returns. It is deliberately small:

* every tensor has a name and a static :class:`TensorType` (shape, dtype);
* constants (weights, folded values) live in ``Graph.constants`` by name;
* ``Graph.nodes`` is in topological order; a node reads tensors by name
  (graph inputs, constants, or earlier nodes' outputs) and writes new ones.

Operators and their normalized attributes
-----------------------------------------
Node ops use ONNX names, but the importer normalizes every attribute so later
stages never deal with opset differences, optional inputs carrying attributes,
``auto_pad`` or negative axes. ``Node.attrs`` holds plain Python values (ints,
floats, tuples of ints). Spatial ops are 2-D (NCHW) only. Each operator, the graph
passes' fused ones included, is defined once in :mod:`compiler.model.ops` (inputs,
attributes, type rule, numpy semantics, lowering); ``operator_table()`` of
:mod:`compiler.model.ops.registry` lists them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass(frozen=True, slots=True)
class TensorType:
    """The static type of a tensor.

    Attributes:
        shape: Every dimension, known at compile time.
        dtype: numpy dtype name (``float32`` for activations; ``int64`` for shape values).
    """

    shape: tuple[int, ...]
    dtype: str = "float32"

    @property
    def size(self) -> int:
        """Number of elements."""
        return int(np.prod(self.shape, dtype=np.int64)) if self.shape else 1

    @property
    def nbytes(self) -> int:
        """Bytes of a C-contiguous array of this type."""
        return self.size * np.dtype(self.dtype).itemsize

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(map(str, self.shape))}]"


@dataclass(slots=True)
class Node:
    """One operator application.

    Attributes:
        op: Operator name (see the module docstring).
        name: Unique node name (the ONNX node's name, or a generated one).
        inputs: Names of the tensors read, in the operator's order.
        outputs: Names of the tensors written.
        attrs: Normalized attributes (see the module docstring).
    """

    op: str
    name: str
    inputs: list[str]
    outputs: list[str]
    attrs: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.name}: {self.op}({', '.join(self.inputs)}) -> {', '.join(self.outputs)}"


@dataclass(slots=True)
class Graph:
    """A model: inputs, outputs, nodes in topological order, tensor types and constants.

    Attributes:
        name: Model name (for messages and packages).
        inputs: Names of the runtime inputs (never constants), in the model's order.
        outputs: Names of the model's outputs, in order.
        nodes: Operators in an order where each reads only what is already defined.
        types: The type of every tensor (inputs, constants, node outputs).
        constants: Values of the constant tensors (weights and folded values).
    """

    name: str
    inputs: list[str]
    outputs: list[str]
    nodes: list[Node]
    types: dict[str, TensorType]
    constants: dict[str, np.ndarray] = field(default_factory=dict)

    def type_of(self, tensor: str) -> TensorType:
        """The type of ``tensor``.

        Raises:
            KeyError: Unknown tensor.
        """
        return self.types[tensor]

    def shape_of(self, tensor: str) -> tuple[int, ...]:
        """The shape of ``tensor``."""
        return self.types[tensor].shape

    def is_constant(self, tensor: str) -> bool:
        """Whether ``tensor`` has a value known at compile time."""
        return tensor in self.constants

    def producers(self) -> dict[str, Node]:
        """Tensor name -> the node writing it."""
        return {out: node for node in self.nodes for out in node.outputs}

    def consumers(self) -> dict[str, list[Node]]:
        """Tensor name -> the nodes reading it (in node order)."""
        users: dict[str, list[Node]] = {}
        for node in self.nodes:
            for name in node.inputs:
                if name:
                    users.setdefault(name, []).append(node)
        return users

    def ops(self) -> Iterator[str]:
        """The op of each node, in order."""
        return (node.op for node in self.nodes)

    def fresh_name(self, base: str, taken: Iterable[str] = ()) -> str:
        """A tensor or node name not used yet, derived from ``base``."""
        used = set(self.types) | {n.name for n in self.nodes} | set(taken)
        if base not in used:
            return base
        i = 1
        while f"{base}_{i}" in used:
            i += 1
        return f"{base}_{i}"

    def validate(self) -> None:
        """Checks the invariants above; a pass that breaks one is a bug.

        Raises:
            ValueError: A node reads an undefined tensor, a tensor is written twice or
                has no type, or an output is never produced.
        """
        defined = set(self.inputs) | set(self.constants)
        for name in defined:
            if name not in self.types:
                raise ValueError(f"tensor {name!r} has no type")
        for node in self.nodes:
            for name in node.inputs:
                if name and name not in defined:
                    raise ValueError(f"node {node.name!r} ({node.op}) reads undefined {name!r}")
            for name in node.outputs:
                if name in defined:
                    raise ValueError(f"tensor {name!r} is written twice (node {node.name!r})")
                if name not in self.types:
                    raise ValueError(f"tensor {name!r} of node {node.name!r} has no type")
                defined.add(name)
        for name in self.outputs:
            if name not in defined:
                raise ValueError(f"model output {name!r} is never produced")

    def summary(self) -> str:
        """A short multi-line description (ops and counts)."""
        counts: dict[str, int] = {}
        for op in self.ops():
            counts[op] = counts.get(op, 0) + 1
        ops = ", ".join(f"{op} x{n}" for op, n in sorted(counts.items()))
        ins = ", ".join(f"{n}: {self.types[n]}" for n in self.inputs)
        outs = ", ".join(f"{n}: {self.types[n]}" for n in self.outputs)
        return f"{self.name}: inputs {ins}; outputs {outs}; {len(self.nodes)} nodes ({ops})"
