"""Graph passes: each takes a :class:`~compiler.model.graph.Graph` and returns a new one.

Passes never change what a graph computes (up to float rounding); each has its own
tests comparing the graph before and after on random inputs. :func:`optimize` runs
the standard pipeline the model compiler uses.

The fused operators the passes introduce (FusedConv, Dense, ChannelAffine, Pointwise,
PixelLayerNorm, BatchMatMul) are defined with the others in :mod:`compiler.model.ops`.
"""

from __future__ import annotations

from compiler.model.graph import Graph
from compiler.model.passes.affine import batchnorm_to_affine, fold_affine_into_conv
from compiler.model.passes.attention_heads import fold_attention_heads
from compiler.model.passes.batch_matmul import matmuls_to_batch_matmuls
from compiler.model.passes.channel_affine import fuse_channel_affine
from compiler.model.passes.conv_transpose import conv_transpose_phases
from compiler.model.passes.dead_code import remove_dead_nodes
from compiler.model.passes.dense import gemm_to_dense
from compiler.model.passes.einsum import einsums_to_matmuls
from compiler.model.passes.fold_constants import fold_constants
from compiler.model.passes.fuse import conv_to_fused, fuse_epilogues
from compiler.model.passes.identity import remove_identities
from compiler.model.passes.layer_norm import fuse_layer_norm_patterns
from compiler.model.passes.pixel_norm import fold_transpose_into_layer_norm
from compiler.model.passes.pointwise import fuse_pointwise
from compiler.model.passes.softmax_mask import fold_softmax_mask

__all__ = [
    "PIPELINE",
    "batchnorm_to_affine",
    "conv_to_fused",
    "conv_transpose_phases",
    "einsums_to_matmuls",
    "fold_affine_into_conv",
    "fold_attention_heads",
    "fold_constants",
    "fold_softmax_mask",
    "fold_transpose_into_layer_norm",
    "fuse_channel_affine",
    "fuse_epilogues",
    "fuse_layer_norm_patterns",
    "fuse_pointwise",
    "gemm_to_dense",
    "matmuls_to_batch_matmuls",
    "optimize",
    "remove_dead_nodes",
    "remove_identities",
]

#: The passes :func:`optimize` runs, in order.
PIPELINE = (
    remove_identities,
    fold_constants,
    remove_dead_nodes,
    conv_transpose_phases,
    fuse_layer_norm_patterns,
    batchnorm_to_affine,
    conv_to_fused,
    fold_affine_into_conv,
    gemm_to_dense,
    einsums_to_matmuls,
    matmuls_to_batch_matmuls,
    fold_attention_heads,
    fold_softmax_mask,
    fold_transpose_into_layer_norm,
    fuse_epilogues,
    fuse_channel_affine,
    fuse_pointwise,
    remove_dead_nodes,
)


def optimize(graph: Graph) -> Graph:
    """Runs :data:`PIPELINE` and validates the result."""
    for graph_pass in PIPELINE:
        graph = graph_pass(graph)
    graph.validate()
    return graph
