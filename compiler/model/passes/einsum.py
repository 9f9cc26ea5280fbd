"""An Einsum of two computed tensors that is a batched matrix product becomes a MatMul
(then a ``batch_matmul`` kernel, :mod:`.batch_matmul`), with the transposes and reshapes
that put its labels in order.

The labels of ``A, B -> out`` fall in four groups: *batch* (in A, B and out), *rows* (A
and out), *columns* (B and out) and *summed* (A and B, not out). A is read as
``[batch, rows, summed]``, B as ``[batch, summed, columns]`` or, where it holds them as
``[batch, columns, summed]``, through the transpose the kernel folds into ``trans_b``;
the product ``[batch, rows, columns]`` is reshaped to its labels and transposed to the
output's order where that differs. A transpose already in order is left out; the others
are copy kernels. MaxViT's attention (``BGHID,BGHJD->BGHIJ`` and ``BGHIJ,BGHJD->BGHID``)
needs none.

Left to the numpy kernel: more or fewer than two operands, a label repeated in an
operand (diagonals), a label in one operand only and not in the output (its own sum),
no summed label (an outer product), batch axes of different sizes (broadcasting), and
dtypes other than float32.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from compiler.model.graph import Graph, Node
from compiler.model.ops.einsum_equation import parse_equation
from compiler.model.passes.util import clone
from compiler.model.shapes import infer_types

Groups = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""Labels by role: batch, rows, columns, summed (in A's order; columns in B's)."""


def einsums_to_matmuls(graph: Graph) -> Graph:
    """``graph`` with each batched-matmul Einsum as a MatMul (see the module docstring)."""
    plans = {node.name: p for node in graph.nodes if (p := _groups(graph, node)) is not None}
    if not plans:
        return graph
    g = clone(graph)
    nodes: list[Node] = []
    for node in g.nodes:
        nodes += _rewrite(g, node, plans[node.name]) if node.name in plans else [node]
    g.nodes = nodes
    return g


def _groups(graph: Graph, node: Node) -> Groups | None:
    if node.op != "Einsum" or len(node.inputs) != 2:
        return None
    types = [graph.type_of(x) for x in node.inputs]
    if any(t.dtype != "float32" for t in types) or any(graph.is_constant(x) for x in node.inputs):
        return None
    eq = parse_equation(str(node.attrs["equation"]), [len(t.shape) for t in types])
    (a, b), out = eq.operands, eq.output
    if len(set(a)) != len(a) or len(set(b)) != len(b):
        return None
    if any(label not in out and (label in a) != (label in b) for label in (*a, *b)):
        return None
    batch = tuple(x for x in a if x in b and x in out)
    rows = tuple(x for x in a if x not in b)
    columns = tuple(x for x in b if x not in a)
    summed = tuple(x for x in a if x in b and x not in out)
    if not summed:
        return None
    size_a = dict(zip(a, types[0].shape, strict=True))
    size_b = dict(zip(b, types[1].shape, strict=True))
    if any(size_a[x] != size_b[x] for x in (*batch, *summed)):
        return None
    return batch, rows, columns, summed


def _rewrite(g: Graph, node: Node, groups: Groups) -> list[Node]:
    batch, rows, columns, summed = groups
    eq = parse_equation(str(node.attrs["equation"]), [len(g.shape_of(x)) for x in node.inputs])
    (a_labels, b_labels), out_labels = eq.operands, eq.output
    size = dict(zip(a_labels, g.shape_of(node.inputs[0]), strict=True))
    size.update(zip(b_labels, g.shape_of(node.inputs[1]), strict=True))
    made: list[Node] = []

    def add(op: str, x: str, attrs: Mapping[str, object], base: str) -> str:
        name = g.fresh_name(f"{node.name}_{base}")
        new = Node(op, g.fresh_name(f"{node.name}_{base}"), [x], [name], dict(attrs))
        (g.types[name],) = infer_types(new, [g.types[x]])
        made.append(new)
        return name

    def arranged(x: str, labels: tuple[str, ...], order: tuple[str, ...], base: str) -> str:
        """``x`` transposed to ``order`` where it is not already."""
        if labels != order:
            x = add("Transpose", x, {"perm": tuple(labels.index(o) for o in order)}, f"{base}_t")
        return x

    def merged(x: str, *tail: tuple[str, ...]) -> str:
        shape = (*(size[b] for b in batch), *(math.prod(size[t] for t in part) for part in tail))
        return x if g.shape_of(x) == shape else add("Reshape", x, {"shape": shape}, "m")

    a = merged(arranged(node.inputs[0], a_labels, (*batch, *rows, *summed), "a"), rows, summed)
    b_order = (*batch, *columns, *summed)  # the kernel reads this with trans_b
    if b_labels != b_order:
        b_order = (*batch, *summed, *columns)
    b = arranged(node.inputs[1], b_labels, b_order, "b")
    if b_order[len(batch)] in columns:
        b = merged(b, columns, summed)
        rank = len(batch) + 2
        swap = (*range(rank - 2), rank - 1, rank - 2)
        b = add("Transpose", b, {"perm": swap}, "bt")
    else:
        b = merged(b, summed, columns)
    product = g.fresh_name(f"{node.name}_product")
    matmul = Node("MatMul", g.fresh_name(f"{node.name}_matmul"), [a, b], [product], {})
    (g.types[product],) = infer_types(matmul, [g.types[a], g.types[b]])
    made.append(matmul)
    natural = (*batch, *rows, *columns)
    y = product
    shape = tuple(size[x] for x in natural)
    if g.shape_of(y) != shape:
        y = add("Reshape", y, {"shape": shape}, "split")
    if natural != out_labels:
        y = add("Transpose", y, {"perm": tuple(natural.index(o) for o in out_labels)}, "out")
    made[-1].outputs = [node.outputs[0]]
    g.types.pop(y, None)
    return made
