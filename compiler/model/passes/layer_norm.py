"""A layer norm written out in elementary operators becomes one LayerNormalization.

Exporters before LayerNormalization existed (opset < 17; BERT and GPT-2 as many tools
still write them) spell it out::

    mean = ReduceMean(x, axes)            # the last axes, keepdims
    d    = Sub(x, mean)
    var  = ReduceMean(Pow(d, 2), axes)    # or Mul(d, d)
    y    = Div(d, Sqrt(Add(var, eps)))    # then optionally Mul(y, scale), Add(., bias)

which is exactly LayerNormalization(x, scale, bias, axis, epsilon) (the two-pass definition
our ``layernorm`` kernel computes): seven numpy passes over the data become one kernel.
Matched only where every intermediate is read by the pattern alone; a scale of ones and a
bias of zeros stand in where the exporter wrote none.
"""

from __future__ import annotations

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.util import clone, single_consumer


def _scalar(g: Graph, name: str) -> float | None:
    """The value of a one-element float constant, else None."""
    value = g.constants.get(name)
    if value is None or value.size != 1 or value.dtype.kind != "f":
        return None
    return float(value.reshape(()))


def _trailing_axes(node: Node, rank: int) -> tuple[int, ...] | None:
    """The axes of a keepdims ReduceMean when they are the last ones of ``rank``."""
    if node.op != "ReduceMean" or not node.attrs.get("keepdims", 1):
        return None
    axes = tuple(sorted(int(a) % rank for a in node.attrs["axes"]))
    if not axes or axes != tuple(range(rank - len(axes), rank)):
        return None
    return axes


class _Matcher:
    """Pattern matching on one graph: producers, consumers, single-reader checks."""

    def __init__(self, g: Graph) -> None:
        self.g = g
        self.producers = g.producers()
        self.consumers = g.consumers()

    def producer(self, name: str, op: str) -> Node | None:
        node = self.producers.get(name)
        return node if node is not None and node.op == op else None

    def only_reader(self, name: str, node: Node) -> bool:
        return single_consumer(self.g, name, self.consumers) is node

    def constant_other(self, node: Node, value: str) -> str | None:
        """The other input of a binary ``node`` that reads ``value``, if it is constant."""
        if len(node.inputs) != 2 or value not in node.inputs:
            return None
        other = node.inputs[1] if node.inputs[0] == value else node.inputs[0]
        return other if self.g.is_constant(other) else None

    def variance_of(self, name: str, d: str, axes: tuple[int, ...], rank: int) -> bool:
        """Whether ``name`` is ReduceMean(d * d) over ``axes``, each step read once."""
        mean = self.producers.get(name)
        if mean is None or _trailing_axes(mean, rank) != axes:
            return False
        square = self.producers.get(mean.inputs[0])
        if square is None or not self.only_reader(square.outputs[0], mean):
            return False
        if square.op == "Mul":
            return square.inputs == [d, d]
        return (
            square.op == "Pow"
            and square.inputs[0] == d
            and _scalar(self.g, square.inputs[1]) == 2.0
        )


def _match(m: _Matcher, div: Node) -> tuple[str, float, tuple[int, ...], str] | None:
    """``(x, epsilon, axes, d)`` where ``div`` is ``(x - mean) / sqrt(var + eps)``."""
    g = m.g
    d, root = div.inputs
    sub = m.producer(d, "Sub")
    sqrt = m.producer(root, "Sqrt")
    if sub is None or sqrt is None or not m.only_reader(root, div):
        return None
    x, mean_name = sub.inputs
    mean = m.producers.get(mean_name)
    rank = len(g.shape_of(x))
    if mean is None or mean.inputs[0] != x or not m.only_reader(mean_name, sub):
        return None
    axes = _trailing_axes(mean, rank)
    add = m.producer(sqrt.inputs[0], "Add")
    if axes is None or add is None or not m.only_reader(add.outputs[0], sqrt):
        return None
    readers = {id(n): n for n in m.consumers.get(d, [])}  # Mul(d, d) reads d twice
    if len(readers) != 2 or id(div) not in readers or g.type_of(x).dtype != "float32":
        return None
    eps_name = next((n for n in add.inputs if _scalar(g, n) is not None), None)
    if eps_name is None:
        return None
    var = add.inputs[1] if add.inputs[0] == eps_name else add.inputs[0]
    if not m.only_reader(var, add) or not m.variance_of(var, d, axes, rank):
        return None
    epsilon = _scalar(g, eps_name)
    assert epsilon is not None
    return x, epsilon, axes, d


def _affine(m: _Matcher, value: str, op: str, trailing: tuple[int, ...]) -> Node | None:
    """The Mul (scale) or Add (bias) reading ``value`` alone with a constant of one value
    per normalized element (``trailing``, with leading ones), if there is one."""
    readers = m.consumers.get(value, [])
    if len(readers) != 1 or readers[0].op != op or value in m.g.outputs:
        return None
    node = readers[0]
    other = m.constant_other(node, value)
    if other is None:
        return None
    shape = m.g.shape_of(other)
    extra = len(shape) - len(trailing)
    if extra < 0 or shape[extra:] != trailing or any(s != 1 for s in shape[:extra]):
        return None
    return node


def fuse_layer_norm_patterns(graph: Graph) -> Graph:
    """Each layer norm spelled out in ReduceMean, Sub, Pow, Add, Sqrt and Div (with the
    Mul by a scale and Add of a bias after it) becomes a LayerNormalization node."""
    g = clone(graph)
    changed = False
    m = _Matcher(g)
    for div in list(g.nodes):
        if div.op != "Div":
            continue
        found = _match(m, div)
        if found is None:
            continue
        x, epsilon, axes, _ = found
        trailing = g.shape_of(x)[axes[0] :]
        out, affine = div.outputs[0], {}
        for op in ("Mul", "Add"):
            node = _affine(m, out, op, trailing)
            if node is not None:
                const = m.constant_other(node, out)
                assert const is not None
                affine[op] = g.constants[const].reshape(trailing).astype(np.float32)
                out = node.outputs[0]
        inputs = [x]
        for op, default in (("Mul", np.ones), ("Add", np.zeros)):
            name = g.fresh_name(f"{div.name}_{'scale' if op == 'Mul' else 'bias'}")
            g.constants[name] = affine.get(op, default(trailing, np.float32))
            g.types[name] = TensorType(trailing)
            inputs.append(name)
        sink = m.producers[out]
        norm = Node(
            "LayerNormalization",
            div.name,
            inputs,
            [out],
            {"axis": axes[0], "epsilon": epsilon},
        )
        g.nodes[g.nodes.index(sink)] = norm
        changed = True
        m = _Matcher(g)  # the graph changed: index it again (only after a match)
    if not changed:
        return graph
    g.validate()  # the pattern's other nodes are read by nothing now: dead code
    return g
