"""MatMuls of two computed tensors become BatchMatMul nodes (``batch_matmul`` kernels), and a
Transpose swapping the last two axes of the second operand becomes the kernel's ``trans_b``.

Attention multiplies computed tensors: ``Q @ K^T`` (exporters write K's transpose as its own
node) and ``P @ V``. As numpy steps these run on one BLAS thread; as ``batch_matmul``
kernels they are tuned like any GEMM and read K where the projection wrote it. Only the
form the kernel takes is converted: float32, the same batch shape on both sides, at
least 2-D; anything else (broadcast batches, 1-D operands) stays a MatMul.
"""

from __future__ import annotations

from compiler.model.graph import Graph, Node
from compiler.model.passes.util import clone, single_consumer


def _swaps_last_two(node: Node, rank: int) -> bool:
    perm = tuple(int(p) for p in node.attrs["perm"])
    return rank >= 2 and perm == (*range(rank - 2), rank - 1, rank - 2)


def matmuls_to_batch_matmuls(graph: Graph) -> Graph:
    """Each MatMul of two computed float32 tensors with one batch shape becomes a
    BatchMatMul, reading a transposed B's source with ``trans_b=1``."""
    g = clone(graph)
    consumers = g.consumers()
    producers = g.producers()
    changed = False
    for i, node in enumerate(g.nodes):
        if node.op != "MatMul" or any(g.is_constant(x) for x in node.inputs):
            continue
        a, b = (g.type_of(x) for x in node.inputs)
        if (
            a.dtype != "float32"
            or b.dtype != "float32"
            or len(a.shape) < 2
            or len(a.shape) != len(b.shape)
            or a.shape[:-2] != b.shape[:-2]
        ):
            continue
        source, trans_b = node.inputs[1], 0
        transpose = producers.get(source)
        if (
            transpose is not None
            and transpose.op == "Transpose"
            and _swaps_last_two(transpose, len(b.shape))
            and single_consumer(g, source, consumers) is node
        ):
            source, trans_b = transpose.inputs[0], 1
        g.nodes[i] = Node(
            "BatchMatMul",
            node.name,
            [node.inputs[0], source],
            list(node.outputs),
            {"trans_b": trans_b},
        )
        changed = True
    if not changed:
        return graph
    g.validate()  # the transposes read by nothing now go with the dead code
    return g
