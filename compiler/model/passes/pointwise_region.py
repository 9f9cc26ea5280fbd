"""Pointwise regions: connected elementwise nodes that can run as one pointwise function.

A region is a set of float32 nodes whose operators say their value as a pointwise
function (:attr:`~compiler.model.ops.opdef.OpDef.pointwise`), each reading values of the
region's shape: the region's own outputs, its inputs (``x0``, ``x1``, ...; float32, of
the region's shape, or one value per channel of a 4-D region) and scalar constants
(folded into the function). Bool nodes (comparisons, logic) may be inside a region, as
0/1 values, but never its sink or its inputs: no bool tensor is read or written.
Exactly one node's output, the sink's, is read outside the region; the others die
inside it. SiLU exported as ``Sigmoid`` and ``Mul``,
GELU as ``Div, Erf, Add, Mul, Mul``, HardSwish, a residual add and the ReLU after it:
each is one region, and so one kernel epilogue or one ``pointwise`` kernel, whatever
operators the exporter wrote.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.model.graph import Graph, Node
from compiler.model.ops.pointwise import kernel_repeats
from compiler.model.ops.registry import OPS
from compiler.pointwise import MAX_INPUTS, Term, const, var

#: Nodes a region grows to at most (a function is a database key; keep it short).
MAX_NODES = 24

FLOAT32 = "float32"
#: Dtypes of the values inside a region (bools as 0/1); its inputs and sink are float32.
INSIDE = (FLOAT32, "bool")


@dataclass(frozen=True, slots=True)
class Region:
    """A region found in a graph.

    Attributes:
        nodes: Its nodes, in graph order; the last is the sink.
        inputs: The tensors it reads, ``xi`` being ``inputs[i]``.
        term: The sink's value as a function of the inputs.
    """

    nodes: tuple[Node, ...]
    inputs: tuple[str, ...]
    term: Term

    @property
    def sink(self) -> Node:
        return self.nodes[-1]


class _Builder:
    """A region being grown: the terms of the values it has, and its inputs."""

    def __init__(self, g: Graph, shape: tuple[int, ...], external: bool) -> None:
        self.g, self.shape, self.external = g, shape, external
        self.terms: dict[str, Term] = {}
        self.inputs: list[str] = []
        self.nodes: list[Node] = []
        # The axes the region's broadcast inputs repeat over (broadcast_run): one run a
        # region, so that one [outer, inner, block] view indexes them all.
        self.broadcast: tuple[int, int] | None = None

    def input_term(self, name: str) -> Term | None:
        """``name`` as a term: a region value, a scalar constant, or (external regions) a
        new input of the region's shape; None when the region cannot read it."""
        if name in self.terms:
            return self.terms[name]
        if not name:
            return None
        t = self.g.types.get(name)
        if t is None or t.dtype not in INSIDE:
            return None
        if self.g.is_constant(name) and t.size == 1:
            return const(float(self.g.constants[name].reshape(-1)[0]))
        if t.dtype != FLOAT32 or not self.external or len(self.inputs) == MAX_INPUTS:
            return None
        if t.shape != self.shape:
            run = kernel_repeats(t.shape, self.shape)
            if run is None or self.broadcast not in (None, run):
                return None
            self.broadcast = run
        self.inputs.append(name)
        self.terms[name] = var(len(self.inputs) - 1)
        return self.terms[name]

    def add(self, node: Node) -> bool:
        """Adds ``node`` if the region can compute it; whether it did."""
        op = OPS.get(node.op)
        if op is None or op.pointwise is None or len(node.outputs) != 1:
            return False
        out = self.g.types.get(node.outputs[0])
        if out is None or out.dtype not in INSIDE or out.shape != self.shape:
            return False
        saved = (dict(self.terms), list(self.inputs), self.broadcast)
        args = [self.input_term(name) for name in node.inputs]
        if any(a is None for a in args):
            self.terms, self.inputs, self.broadcast = saved
            return False
        term = op.pointwise(node.attrs, [a for a in args if a is not None])
        if term is None:
            self.terms, self.inputs, self.broadcast = saved
            return False
        self.terms[node.outputs[0]] = term
        self.nodes.append(node)
        return True


def _grow(b: _Builder, consumers: dict[str, list[Node]]) -> None:
    """Adds every node reading the region's values that it can compute, to a fixed point."""
    changed = True
    while changed and len(b.nodes) < MAX_NODES:
        changed = False
        for name in list(b.terms):
            for user in consumers.get(name, []):
                if all(user is not n for n in b.nodes) and b.add(user):
                    changed = True
                    break
            if changed:
                break


def _close(g: Graph, nodes: list[Node], consumers: dict[str, list[Node]]) -> list[Node]:
    """The largest prefix-closed part of ``nodes`` with one output read outside: while
    several escape, keep what the first escaping node needs."""
    while nodes:
        inside = {id(n) for n in nodes}
        escaping = [
            n
            for n in nodes
            if n.outputs[0] in g.outputs
            or any(id(c) not in inside for c in consumers.get(n.outputs[0], []))
        ]
        if len(escaping) == 1 and escaping[0] is nodes[-1]:
            return nodes
        first = escaping[0] if escaping else nodes[-1]
        needed = _ancestors(first, nodes)
        if len(needed) == len(nodes):
            return []  # the sink escapes, yet so does a node it needs: no region
        nodes = needed
    return nodes


def _keep_bools_inside(g: Graph, nodes: list[Node], consumers: dict[str, list[Node]]) -> list[Node]:
    """``nodes`` less every bool node read outside them (a bool tensor the region would
    write) and what reads those inside, to a fixed point."""
    while True:
        inside = {id(n) for n in nodes}
        dropped = {
            id(n)
            for n in nodes
            if g.types[n.outputs[0]].dtype != FLOAT32
            and (
                n.outputs[0] in g.outputs
                or any(id(c) not in inside for c in consumers.get(n.outputs[0], []))
            )
        }
        if not dropped:
            return nodes
        producer = {n.outputs[0]: id(n) for n in nodes}
        for n in nodes:  # graph order: a reader comes after what it reads
            if any(producer.get(name) in dropped for name in n.inputs):
                dropped.add(id(n))
        nodes = [n for n in nodes if id(n) not in dropped]


def _ancestors(node: Node, nodes: list[Node]) -> list[Node]:
    """``node`` and the nodes of ``nodes`` it reads, transitively, in ``nodes``' order."""
    producer = {n.outputs[0]: n for n in nodes}
    keep = {id(node)}
    stack = [node]
    while stack:
        for name in stack.pop().inputs:
            p = producer.get(name)
            if p is not None and id(p) not in keep:
                keep.add(id(p))
                stack.append(p)
    return [n for n in nodes if id(n) in keep]


def _in_graph_order(g: Graph, nodes: list[Node]) -> list[Node]:
    position = {id(n): i for i, n in enumerate(g.nodes)}
    return sorted(nodes, key=lambda n: position[id(n)])


def _rebuild(
    g: Graph, shape: tuple[int, ...], external: bool, seed: str | None, nodes: list[Node]
) -> Region | None:
    """The region of ``nodes`` (closed, in graph order), its terms built afresh."""
    b = _Builder(g, shape, external)
    if seed is not None:
        b.inputs.append(seed)
        b.terms[seed] = var(0)
    for node in nodes:
        if not b.add(node):
            return None
    if g.types[nodes[-1].outputs[0]].dtype != FLOAT32:
        return None  # a bool sink would be a bool tensor written
    return Region(tuple(b.nodes), tuple(b.inputs), b.terms[b.nodes[-1].outputs[0]])


def epilogue_region(g: Graph, value: str, consumers: dict[str, list[Node]]) -> Region | None:
    """The region computing on ``value`` alone (and scalar constants) that every reader of
    ``value`` belongs to: what a kernel writing ``value`` can apply in its store. Its
    one input is ``value``."""
    if value in g.outputs or not consumers.get(value):
        return None
    shape = g.types[value].shape
    b = _Builder(g, shape, external=False)
    b.inputs.append(value)
    b.terms[value] = var(0)
    _grow(b, consumers)
    nodes = _close(g, _keep_bools_inside(g, _in_graph_order(g, b.nodes), consumers), consumers)
    inside = {id(n) for n in nodes}
    if not nodes or any(id(reader) not in inside for reader in consumers[value]):
        return None
    return _rebuild(g, shape, False, value, nodes)


def node_region(g: Graph, seed: Node, consumers: dict[str, list[Node]]) -> Region | None:
    """The region grown from ``seed``, reading any tensors of its shape; None when
    ``seed`` is not pointwise."""
    out = g.types.get(seed.outputs[0]) if len(seed.outputs) == 1 else None
    if out is None:
        return None
    b = _Builder(g, out.shape, external=True)
    if not b.add(seed):
        return None
    _grow(b, consumers)
    nodes = _close(g, _keep_bools_inside(g, _in_graph_order(g, b.nodes), consumers), consumers)
    if not nodes or nodes[0] is not seed:
        return None
    return _rebuild(g, out.shape, True, None, nodes)
