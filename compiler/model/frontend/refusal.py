"""The refusal of unsupported operators: every one named, in one bounded line.

A model is refused once for all its unsupported operators, so a user sees the whole
list at once rather than one operator per attempt. :class:`Unsupported` collects the
refused nodes; its message names each operator (with its domain and opset outside the
default domain; as ``Op-version`` where we convert the operator but not the version the
model's opset gives it, :mod:`.versions`) with its node count and its first few node
names, most frequent first.
The line stays bounded because each operator contributes at most
:data:`NAMES_PER_OPERATOR` names of at most :data:`NAME_CHARS` characters each.

A node of an operator we do not convert is refused only when its value is not known
at import (:mod:`.reference` evaluates the rest): :func:`check_operators` refuses,
before conversion, those with an input that is computed at run time whatever folds;
the importer refuses the others that turn out not to be constant.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from compiler.model.frontend.errors import ModelImportError
from compiler.model.frontend.loader import DEFAULT_DOMAINS
from compiler.model.frontend.reference import evaluable
from compiler.model.frontend.versions import IMPLEMENTED, schema_version

if TYPE_CHECKING:
    import onnx

NAMES_PER_OPERATOR = 3
"""Node names shown per operator; more are shown as ``...``."""

NAME_CHARS = 48
"""The longest node name shown; longer ones keep their start and end around ``...``."""


def short_name(name: str, limit: int = NAME_CHARS) -> str:
    """``name``, or its start and end around ``...`` when longer than ``limit``.

    Exporters name nodes by their module path (``/layer1/layer1.0/conv1/Conv``), so
    both ends carry meaning: the start says where, the end says what.

    Args:
        name: A node name.
        limit: The longest result (at least 5).

    Returns:
        The name, shortened where needed.
    """
    if len(name) <= limit:
        return name
    head = (limit - 3 + 1) // 2
    tail = limit - 3 - head
    return f"{name[:head]}...{name[len(name) - tail :]}"


@dataclass(slots=True)
class Unsupported:
    """The refused nodes of a model, by operator, in the order they were met."""

    opset: int
    """The model's opset of the default domain."""
    domains: Mapping[str, int] = field(default_factory=dict)
    """The opset the model imports for each other domain."""
    nodes: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    """(domain, operator) -> the refused nodes' names."""

    @classmethod
    def of(cls, proto: onnx.ModelProto, opset: int) -> Unsupported:
        """An empty record for ``proto``.

        Args:
            proto: The model.
            opset: Its opset of the default domain.

        Returns:
            The record, knowing the model's other domains' opsets.
        """
        domains = {o.domain: o.version for o in proto.opset_import}
        return cls(opset, {d: v for d, v in domains.items() if d not in DEFAULT_DOMAINS})

    def add(self, domain: str, op: str, name: str) -> None:
        """Records one refused node.

        Args:
            domain: The node's domain (``""`` or ``"ai.onnx"`` for the default one).
            op: Its operator.
            name: Its unique name.
        """
        key = ("" if domain in DEFAULT_DOMAINS else domain, op)
        self.nodes.setdefault(key, []).append(name)

    def __bool__(self) -> bool:
        return bool(self.nodes)

    def message(self) -> str:
        """The refusal: every operator, most nodes first, with its count and first names.

        Returns:
            One line, e.g. ``"unsupported operators (opset 13; 7 nodes): HardSwish (5
            nodes: a, b, c, ...), HardSigmoid (2 nodes: d, e)"``; an operator we convert
            at other versions only reads ``Conv-22 (1 node: f; implemented: Conv-1,
            Conv-11)``.
        """
        order = sorted(self.nodes.items(), key=lambda item: (-len(item[1]), item[0]))
        parts = [self._part(domain, op, names) for (domain, op), names in order]
        total = sum(len(names) for names in self.nodes.values())
        return (
            f"unsupported operators (opset {self.opset}; {total} node{'s' * (total != 1)}): "
            + ", ".join(parts)
        )

    def error(self) -> ModelImportError:
        """The one-line error of :meth:`message`, not cut: its length is bounded per operator."""
        return ModelImportError(self.message(), limit=None)

    def _part(self, domain: str, op: str, names: list[str]) -> str:
        shown = [short_name(n) for n in names[:NAMES_PER_OPERATOR]]
        if len(names) > NAMES_PER_OPERATOR:
            shown.append("...")
        count = f"{len(names)} node{'s' * (len(names) != 1)}"
        if not domain:
            version = schema_version(op, self.opset) if op in IMPLEMENTED else None
            if version is not None and version not in IMPLEMENTED[op]:
                listed = ", ".join(f"{op}-{v}" for v in IMPLEMENTED[op])
                return f"{op}-{version} ({count}: {', '.join(shown)}; implemented: {listed})"
            return f"{op} ({count}: {', '.join(shown)})"
        version = self.domains.get(domain)
        where = domain + (f" opset {version}" if version is not None else "")
        return f"{domain}.{op} ({where}; {count}: {', '.join(shown)})"


def check_operators(
    proto: onnx.ModelProto, names: list[str], supported: Container[str], opset: int
) -> None:
    """Raises one error naming every node refused whatever folds at import.

    A tensor may be known at import when it is an initializer, or the output of a
    shape query or of a node whose inputs all may be. A node of an operator we do not
    convert is refused here when it cannot be evaluated (:func:`.reference.evaluable`)
    or one of its inputs is computed at run time; the others wait for the conversion,
    which evaluates or refuses them.

    Args:
        proto: The model.
        names: The nodes' unique names (:func:`.loader.node_names`).
        supported: The default-domain operators that can be converted at ``opset``
            (:func:`.versions.at_opset`).
        opset: The model's opset of the default domain.

    Raises:
        ModelImportError: Some node is of an unsupported operator and not computable
            at import.
    """
    graph = proto.graph
    known = {t.name for t in graph.initializer} | {t.values.name for t in graph.sparse_initializer}
    refused = Unsupported.of(proto, opset)
    for node, name in zip(graph.node, names, strict=True):
        default = node.domain in DEFAULT_DOMAINS
        inputs_known = all(i in known for i in node.input if i)
        if default and node.op_type in supported:
            # Shape reads only its input's shape, which is static.
            is_known = inputs_known or node.op_type == "Shape"
        elif inputs_known and evaluable(node):
            is_known = True
        else:
            refused.add(node.domain, node.op_type, name)
            is_known = False
        if is_known:
            known.update(o for o in node.output if o)
    if refused:
        raise refused.error()
