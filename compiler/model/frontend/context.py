"""The conversion state: constants, types and emitted nodes, in ONNX node order.

An :class:`Importer` holds what is known so far; each converter reads its
:class:`OnnxNode` and either emits normalized nodes (:meth:`Importer.emit`, which
folds them when every input is constant) or sets constants (:meth:`Importer.set_const`).
A node of an operator without a converter is evaluated by ONNX's reference
implementation when its inputs are all constants (:mod:`.reference`), and refused
otherwise; the refusal names every such node at once (:mod:`.refusal`).
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.model.frontend.errors import ModelImportError
from compiler.model.frontend.folding import FOLDERS
from compiler.model.frontend.inputs import runtime_inputs
from compiler.model.frontend.loader import DEFAULT_DOMAINS, onnx_module
from compiler.model.frontend.reference import NotEvaluableError, evaluable, evaluate
from compiler.model.frontend.refusal import Unsupported
from compiler.model.frontend.values import FOLD_DTYPES, RUNTIME_DTYPES, initializers, normalize
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.shapes import infer_types

if TYPE_CHECKING:
    import onnx

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class OnnxNode:
    """One ONNX node with decoded attributes and its unique name."""

    op: str
    name: str
    inputs: list[str]
    outputs: list[str]
    attrs: dict[str, Any]

    def input(self, index: int) -> str:
        """The name of input ``index``; empty when absent."""
        return self.inputs[index] if index < len(self.inputs) else ""

    def error(self, what: str) -> ModelImportError:
        """An error naming this node."""
        return ModelImportError(f"{self.op} node {self.name!r}: {what}")

    def int_attr(self, name: str, default: int) -> int:
        """An int attribute."""
        return int(self.attrs.get(name, default))

    def float_attr(self, name: str, default: float) -> float:
        """A float attribute."""
        return float(self.attrs.get(name, default))

    def ints_attr(self, name: str, default: Sequence[int]) -> tuple[int, ...]:
        """A list-of-ints attribute, as a tuple."""
        return tuple(int(v) for v in self.attrs.get(name, default))

    def str_attr(self, name: str, default: str) -> str:
        """A string attribute (ONNX stores bytes)."""
        value = self.attrs.get(name, default)
        return value.decode() if isinstance(value, bytes) else str(value)


class Importer:
    """The conversion state: constants, types and emitted nodes, in ONNX node order."""

    def __init__(
        self,
        proto: onnx.ModelProto,
        opset: int,
        names: list[str],
        input_shapes: Mapping[str, Sequence[int]],
    ) -> None:
        """Reads the initializers and fixes the runtime inputs' types.

        Args:
            proto: The loaded, checked model.
            opset: Its opset of the default domain.
            names: The nodes' unique names, in node order.
            input_shapes: Static shapes for runtime inputs, by name.

        Raises:
            ModelImportError: An unreadable initializer, or input shapes that are
                dynamic, wrong or not fixed by ``input_shapes``.
        """
        onnx = onnx_module()
        self.graph = proto.graph
        self.opset = opset
        self.ir_version = proto.ir_version
        self.refused = Unsupported.of(proto, opset)
        self.consts: dict[str, np.ndarray] = {}
        self.types: dict[str, TensorType] = {}
        self.nodes: list[Node] = []
        self.onnx_nodes = [
            OnnxNode(
                node.op_type,
                name,
                list(node.input),
                list(node.output),
                {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute},
            )
            for node, name in zip(self.graph.node, names, strict=True)
        ]
        # Names consumed by a node or the model: an optional output in here is used.
        self.used = {i for n in self.graph.node for i in n.input if i} | {
            o.name for o in self.graph.output
        }
        self.taken_tensors = (
            {t.name for t in self.graph.initializer}
            | {v.name for v in self.graph.input}
            | {o for n in self.graph.node for o in n.output}
        )
        self.taken_nodes = set(names)
        for name, value in initializers(self.graph):
            self.set_const(name, value)
        self.inputs = runtime_inputs(self.graph, set(self.consts), input_shapes)
        self.types.update(self.inputs)

    def run(self, converters: Mapping[str, Converter]) -> Graph:
        """Converts every node and assembles the graph.

        A node without a converter is evaluated when its inputs are all constants,
        and refused otherwise; the conversion goes on past a refused or failing node
        (skipping what reads its outputs), so one error names every refused node.

        Args:
            converters: The converter of each supported default-domain ONNX operator.

        Returns:
            The validated graph.

        Raises:
            ModelImportError: Nodes are refused (all of them, in one line, with the
                first node that failed to convert, if any), or a node cannot be converted
                (one line naming it).
        """
        unknown: set[str] = set()  # outputs of refused or failed nodes
        failure: ModelImportError | None = None
        evaluated: Counter[str] = Counter()
        for node, proto in zip(self.onnx_nodes, self.graph.node, strict=True):
            converter = converters.get(node.op) if proto.domain in DEFAULT_DOMAINS else None
            if any(i in unknown for i in node.inputs):
                if converter is None:
                    self.refused.add(proto.domain, node.op, node.name)
                unknown.update(o for o in node.outputs if o)
            elif converter is None:
                if self._evaluate(proto, node):
                    evaluated[node.op] += 1
                else:
                    self.refused.add(proto.domain, node.op, node.name)
                    unknown.update(o for o in node.outputs if o)
            else:
                try:
                    converter(self, node)
                except Exception as exc:  # a malformed node is one line, not a traceback
                    error = exc if isinstance(exc, ModelImportError) else None
                    failure = failure or error or node.error(str(exc) or type(exc).__name__)
                    unknown.update(o for o in node.outputs if o)
        if evaluated:
            logger.debug(
                "evaluated at import by the ONNX reference implementation: %s",
                ", ".join(f"{op} x{n}" for op, n in evaluated.most_common()),
            )
        if self.refused:
            # A failed node's readers may be among the refused: say why it failed too.
            also = f"; and {failure}" if failure is not None else ""
            raise ModelImportError(self.refused.message() + also, limit=None)
        if failure is not None:
            raise failure
        outputs = [o.name for o in self.graph.output]
        for name in outputs:
            if name in self.types and self.types[name].dtype not in FOLD_DTYPES:
                raise ModelImportError(
                    f"output {name!r} is {self.types[name].dtype}, which is not supported"
                )
        read = {i for node in self.nodes for i in node.inputs} | set(outputs)
        constants = {k: v for k, v in self.consts.items() if k in read}
        defined = set(self.inputs) | set(constants) | {o for n in self.nodes for o in n.outputs}
        graph = Graph(
            name=self.graph.name or "model",
            inputs=list(self.inputs),
            outputs=outputs,
            nodes=self.nodes,
            types={k: t for k, t in self.types.items() if k in defined},
            constants=constants,
        )
        graph.validate()
        return graph

    def _evaluate(self, proto: onnx.NodeProto, node: OnnxNode) -> bool:
        """Sets the outputs of a node without converter as constants, where they are.

        Args:
            proto: The node.
            node: The node as converters see it.

        Returns:
            Whether the node was evaluated: its kind is (:func:`.reference.evaluable`),
            its inputs are all constants, and the reference implementation computes it.
        """
        if not evaluable(proto) or any(i and i not in self.consts for i in node.inputs):
            return False
        try:
            values = evaluate(
                proto,
                [self.consts[i] if i else None for i in node.inputs],
                self.opset,
                self.ir_version,
            )
            exotic = [
                v.dtype.name for v in values if v is not None and v.dtype.name not in FOLD_DTYPES
            ]
            if exotic:  # what folds exactly from here on is only numpy's own types
                raise NotEvaluableError(f"it gives {exotic[0]}, which is not supported")
            for name, value in zip(node.outputs, values, strict=True):
                if name and value is not None:
                    self.set_const(name, value)
        except (NotEvaluableError, ValueError) as exc:  # e.g. no implementation at this opset
            logger.debug("%s node %r is not evaluated at import: %s", node.op, node.name, exc)
            return False
        logger.debug("%s node %r evaluated at import", node.op, node.name)
        return True

    # ---- values and types

    def type(self, name: str) -> TensorType:
        """The type of a defined tensor."""
        return self.types[name]

    def set_const(self, name: str, value: np.ndarray) -> None:
        """Defines ``name`` as a constant."""
        value = normalize(np.asarray(value))
        self.consts[name] = value
        self.types[name] = TensorType(tuple(int(d) for d in value.shape), value.dtype.name)

    def const(self, node: OnnxNode, index: int, what: str, *, why: str = "") -> np.ndarray | None:
        """The value of an input that must be constant; None when the input is absent."""
        name = node.input(index)
        if not name:
            return None
        if name not in self.consts:
            raise node.error(
                f"{what} ({name!r}) must be a constant, it is computed at run time"
                + (f" ({why})" if why else "")
            )
        return self.consts[name]

    def const_ints(self, node: OnnxNode, index: int, what: str) -> tuple[int, ...] | None:
        """A constant integer input, flattened to a tuple; None when absent."""
        value = self.const(node, index, what)
        return None if value is None else tuple(int(v) for v in value.reshape(-1))

    def fresh_tensor(self, base: str) -> str:
        """A tensor name not used in the model."""
        return _fresh(base, self.taken_tensors)

    def fresh_node(self, base: str) -> str:
        """A node name not used in the model."""
        return _fresh(base, self.taken_nodes)

    # ---- emitting

    def emit(
        self,
        node: OnnxNode,
        op: str,
        inputs: list[str],
        attrs: dict[str, Any] | None = None,
        *,
        output: str | None = None,
        name: str | None = None,
    ) -> None:
        """Adds a normalized node, or evaluates it when all its inputs are constants."""
        new = Node(op, name or node.name, inputs, [output or node.outputs[0]], attrs or {})
        try:
            (out_type,) = infer_types(new, [self.types[i] for i in inputs])
        except ValueError as exc:
            raise ModelImportError(str(exc)) from None
        fold = FOLDERS.get(op)
        folds = fold is not None and all(i in self.consts for i in inputs)
        allowed = FOLD_DTYPES if folds else RUNTIME_DTYPES
        odd = [t.dtype for t in [*(self.types[i] for i in inputs), out_type]]
        odd = [d for d in odd if d not in allowed]
        if odd:  # computing it in float32 (or ml_dtypes' arithmetic) would round differently
            where = "on constants" if folds else "at run time"
            raise node.error(f"{op} on {odd[0]} tensors {where} is not supported")
        if fold is not None and folds:
            value = fold(new, [self.consts[i] for i in inputs])
            assert value.shape == out_type.shape, (new, value.shape, out_type)
            self.set_const(new.outputs[0], value.astype(out_type.dtype, copy=False))
            return
        self.nodes.append(new)
        self.types[new.outputs[0]] = out_type

    def only_first_output(self, node: OnnxNode, why: str) -> None:
        """Raises when a later output of ``node`` is used (they are not produced)."""
        used = [o for o in node.outputs[1:] if o and o in self.used]
        if used:
            raise node.error(f"only the first output is supported ({why}); {used[0]!r} is used")


Converter = Callable[[Importer, OnnxNode], None]
"""Converts one ONNX node: emits normalized nodes or sets constants on the importer."""


def _fresh(base: str, taken: set[str]) -> str:
    name, k = base, 1
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    taken.add(name)
    return name
