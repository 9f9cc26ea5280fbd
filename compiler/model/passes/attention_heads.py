"""Attention's head transposes and scales fold into its ``batch_matmul`` kernels.

Exporters split heads with ``Reshape [b, s, h, d]`` then ``Transpose(0, 2, 1, 3)``, write
K's transpose through further Reshapes and Transposes, scale Q and K^T by a constant, and
merge the heads of ``P @ V`` back with ``Transpose(0, 2, 1, 3)`` and a Reshape. Each
transpose is a copy of the tensor. The kernel can instead read an operand, or write its
result, with the batch interleaved by row (``[b/H, rows, H, cols]``: the heads where the
projection wrote them), and multiply by the scales after the product.

Which chains qualify is decided by what they compute, not by their spelling: the pass
runs the chain of Reshapes and Transposes between a source tensor and an operand on an
array of element numbers and compares the result with each layout the kernel reads
(plain, or heads interleaved by H for each H dividing the batch; B also transposed). So
any exporter's arrangement that is one of those layouts folds, and nothing else does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.passes.util import clone, single_consumer
from compiler.ops import heads_shape, to_heads
from compiler.pointwise import IDENTITY, apply, const, parse, substitute, var

#: The ops whose chains are followed: they only move elements.
MOVES = ("Reshape", "Transpose")
#: The ops followed up an operand's chain too: they pick elements at constant places.
PICKS = ("Gather", "Slice")


@dataclass(frozen=True, slots=True)
class _Product:
    """A BatchMatMul's logical sizes: ``[batch, m, k] @ [batch, k, n]``."""

    batch: int
    m: int
    n: int
    k: int


@dataclass(frozen=True, slots=True)
class _Layout:
    """Where an operand lies in a source tensor (:func:`~compiler.ops.operand_shape`):
    heads interleaved by row, rows ``pitch`` long (0: just the heads), from ``offset``;
    ``swapped``: the source holds the operand's transpose."""

    heads: int
    pitch: int
    offset: int
    swapped: bool


def _moved(g: Graph, node: Node, x: np.ndarray) -> np.ndarray:
    """``x`` (an array of element numbers) through ``node``."""
    if node.op == "Reshape":
        return x.reshape(tuple(int(d) for d in node.attrs["shape"]))
    if node.op == "Transpose":
        return x.transpose(tuple(int(p) for p in node.attrs["perm"]))
    if node.op == "Gather":
        return np.take(x, g.constants[node.inputs[1]], axis=int(node.attrs["axis"]))
    bounds = zip(*(node.attrs[k] for k in ("starts", "ends", "steps")), strict=True)
    return x[tuple(slice(lo, None if hi < 0 else hi, st) for lo, hi, st in bounds)]


def _divisors(n: int) -> list[int]:
    return [h for h in range(1, n + 1) if n % h == 0]


def _stored(ids: np.ndarray, rows: int, cols: int, size: int) -> tuple[int, int, int] | None:
    """``(H, pitch, offset)`` where ``ids`` ``[batch, rows, cols]`` numbers the elements of
    a ``size``-element source holding it as :func:`~compiler.ops.operand_shape` says."""
    batch = ids.shape[0]
    for heads in _divisors(batch):
        outer = batch // heads
        if size % (outer * rows):
            continue
        pitch, offset = size // (outer * rows), int(ids[0, 0, 0])
        if offset + heads * cols > pitch:
            continue
        at = (
            np.arange(outer)[:, None, None, None] * rows * pitch
            + np.arange(rows)[None, :, None, None] * pitch
            + offset
            + np.arange(heads)[None, None, :, None] * cols
            + np.arange(cols)
        )
        if np.array_equal(at.transpose(0, 2, 1, 3).reshape(ids.shape), ids):
            return heads, pitch, offset
    return None


def _layout_of(ids: np.ndarray, p: tuple[int, int, int], size: int) -> _Layout | None:
    """How an operand ``[batch, rows, cols]`` (``p``), numbered by ``ids``, lies in its
    ``size``-element source: as itself or as its transpose; None for neither."""
    _, rows, cols = p
    ids = ids.reshape(p)
    for swapped, view, r, c in (
        (False, ids, rows, cols),
        (True, ids.transpose(0, 2, 1), cols, rows),
    ):
        found = _stored(view, r, c, size)
        if found is not None:
            heads, pitch, offset = found
            dense = pitch == heads * c and offset == 0
            return _Layout(heads, 0 if dense else pitch, offset, swapped)
    return None


def _source_layout(
    g: Graph, operand: str, producers: dict[str, Node], p: tuple[int, int, int]
) -> tuple[str, _Layout] | None:
    """The farthest tensor up ``operand``'s chain of moves and picks that the kernel can
    read in place, and how the operand lies in it."""
    chain: list[Node] = []
    node = producers.get(operand)
    while node is not None and not g.is_constant(node.inputs[0]):
        picks = node.op == "Slice" or (node.op == "Gather" and g.is_constant(node.inputs[1]))
        if node.op not in MOVES and not picks:
            break
        chain.append(node)
        node = producers.get(node.inputs[0])
    for depth in range(len(chain), 0, -1):  # farthest first: the most copies saved
        source = chain[depth - 1].inputs[0]
        size = g.type_of(source).size
        ids = np.arange(size).reshape(g.shape_of(source))
        for step in reversed(chain[:depth]):
            ids = _moved(g, step, ids)
        layout = _layout_of(ids, p, size)
        if layout is not None:
            return source, layout
    return None


def _merged_heads(
    g: Graph, out: str, consumers: dict[str, list[Node]], p: _Product
) -> tuple[int, list[Node]] | None:
    """``(H, chain)`` where the chain of moves after ``out`` (each tensor read once) ends in
    a tensor whose elements are the product's written with heads interleaved by H > 1."""
    ids = np.arange(p.batch * p.m * p.n).reshape(g.shape_of(out))
    written = {
        heads: to_heads(np.arange(ids.size).reshape(p.batch, p.m, p.n), heads).reshape(-1)
        for heads in _divisors(p.batch)[1:]
    }
    best = None
    chain: list[Node] = []
    tensor = out
    while (user := single_consumer(g, tensor, consumers)) is not None and user.op in MOVES:
        ids = _moved(g, user, ids)
        tensor = user.outputs[0]
        chain.append(user)
        for heads, order in written.items():
            if np.array_equal(order, ids.reshape(-1)):
                best = (heads, list(chain))
    return best


def _scale_of(g: Graph, node: Node | None) -> tuple[str, float] | None:
    """``(x, c)`` where ``node`` is ``Mul(x, c)`` by a scalar constant."""
    if node is None or node.op != "Mul":
        return None
    for x, c in (node.inputs, node.inputs[::-1]):
        if g.is_constant(c) and not g.is_constant(x) and g.constants[c].size == 1:
            return x, float(g.constants[c].reshape(()))
    return None


def _fold(g: Graph, node: Node) -> tuple[Node, Node | None, list[Node]]:
    """The BatchMatMul ``node`` folded: the new node, the view of its merged heads (or
    None) and the chain of moves that view replaces."""
    consumers, producers = g.consumers(), g.producers()
    a, b = node.inputs
    *batch_shape, m, k = g.shape_of(a)
    trans_b = int(node.attrs["trans_b"])
    p = _Product(math.prod(batch_shape), m, g.shape_of(b)[-2 if trans_b else -1], k)
    act = parse(str(node.attrs.get("act", IDENTITY)))
    attrs = {"a_heads": 1, "b_heads": 1, "c_heads": 1, **node.attrs}
    inputs = [a, b]
    for slot in (0, 1):  # an operand's scalar factor multiplies the product instead
        scaled = _scale_of(g, producers.get(inputs[slot]))
        if scaled is not None and single_consumer(g, inputs[slot], consumers) is node:
            inputs[slot] = scaled[0]
            act = substitute(act, [apply("mul", var(0), const(scaled[1]))])
    found = _source_layout(g, inputs[0], producers, (p.batch, p.m, p.k))
    if found is not None and not found[1].swapped:  # the kernel has no transposed A
        inputs[0], layout = found
        attrs.update(a_heads=layout.heads, a_pitch=layout.pitch, a_offset=layout.offset)
    b_read = (p.batch, p.n, p.k) if trans_b else (p.batch, p.k, p.n)  # B as the node reads it
    found = _source_layout(g, inputs[1], producers, b_read)
    if found is not None:
        inputs[1], layout = found
        attrs.update(b_heads=layout.heads, b_pitch=layout.pitch, b_offset=layout.offset)
        attrs["trans_b"] = 1 - trans_b if layout.swapped else trans_b
    attrs["act"] = str(act)
    out, view = node.outputs[0], None
    replaced: list[Node] = []
    merged = _merged_heads(g, out, consumers, p)
    if merged is not None:
        heads, replaced = merged
        last = replaced[-1].outputs[0]
        out = g.fresh_name(f"{node.name}_heads")
        g.types[out] = TensorType(heads_shape(p.batch, p.m, p.n, heads), "float32")
        attrs["c_heads"] = heads
        view = Node("Reshape", f"{node.name}_merge", [out], [last], {"shape": g.shape_of(last)})
    attrs["shape"] = (p.batch, p.m, p.n, p.k)
    return Node("BatchMatMul", node.name, inputs, [out], attrs), view, replaced


def fold_attention_heads(graph: Graph) -> Graph:
    """Each BatchMatMul reads its operands' sources in place (``a_heads``, ``b_heads``,
    ``trans_b``), applies its operands' scalar factors after the product (``act``) and
    writes where the merge of heads would copy it (``c_heads``)."""
    g = clone(graph)
    nodes: list[Node] = []
    replaced: set[int] = set()
    changed = False
    for node in list(g.nodes):
        if node.op != "BatchMatMul":
            nodes.append(node)
            continue
        folded, view, old = _fold(g, node)
        if folded.inputs == node.inputs and view is None:  # nothing to fold
            nodes.append(node)
            continue
        changed = True
        g.nodes[g.nodes.index(node)] = folded
        nodes.append(folded)
        if view is not None:
            nodes.append(view)  # right after the product: before any reader of it
            replaced.update(id(n) for n in old)
    if not changed:
        return graph
    g.nodes = [n for n in nodes if id(n) not in replaced]
    g.validate()
    return g
