"""Normalizations by the data's own mean and variance: LayerNormalization,
InstanceNormalization, GroupNormalization, the InvStdDev output of a layer norm, and
PixelLayerNorm (a layer norm over the channels of each pixel, which a graph pass makes of a
Transpose to channels-last and the LayerNormalization after it).

Each standardizes ``x`` over some axes, ``(x - mean) / sqrt(var + epsilon)``, then scales
and shifts it. They differ only in the axes and in how scale and bias line up with ``x``,
so one kernel (:func:`_standardize`) computes all three on a view of ``x``:

- LayerNormalization: the axes from ``axis`` on; scale and bias broadcast to ``x``;
- InstanceNormalization: each image's channel (``(N, C, *spatial)``, the spatial axes);
  scale and bias per channel;
- GroupNormalization: each image's group of ``C / num_groups`` channels, over the view
  ``(N, G, C / G, *spatial)``; scale and bias per channel (opset 21; opset 18's per-group
  definition is deprecated, and the ONNX checker refuses it).

The statistics, the normalized value and the scale and shift are computed in float64
(mean, then the mean of squared deviations: two passes, no cancellation) and rounded once:
the value ONNX defines, to which onnxruntime's float32 (one pass, ``E[x²] - E[x]²`` in its
group norm) stays within its own rounding on data of moderate mean. The float64 scratch is
allocated once per kernel.

A layer norm over the last axis (or the last few, with scale and bias of their full shape),
a PixelLayerNorm, and instance and group norms (rows of each image's planes, scaled per
channel) lower to the compiled ``layernorm`` kernel (:mod:`compiler.ops_norm`), which
computes in float32 with the same two passes; the rest run as numpy steps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import broadcast_shapes, fail, float_inputs, shape_str
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, Layout, OpDef, kernel_folder

# --- type rules


def _channels(node: Node, inputs: list[TensorType], *, min_rank: int) -> int:
    """X's channel count, after checking its rank and the per-channel scale and bias."""
    float_inputs(node, inputs)
    x = inputs[0]
    if len(x.shape) < min_rank:
        raise fail(
            node, f"input must have at least {min_rank} axes (N, C, ...), got {shape_str(x)}"
        )
    c = x.shape[1]
    for label, t in zip(("scale", "bias"), inputs[1:], strict=False):
        if t.shape != (c,):
            raise fail(node, f"{label} {shape_str(t)} does not match {c} channels")
    return c


def layer_norm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type; Scale and B broadcast to X (unidirectionally)."""
    float_inputs(node, inputs)
    x = inputs[0]
    _norm_axes(node, len(x.shape))
    for label, t in zip(("Scale", "B"), inputs[1:], strict=False):
        if broadcast_shapes(x.shape, t.shape) != x.shape:
            raise fail(node, f"{label} {shape_str(t)} does not broadcast to X {shape_str(x)}")
    return x


def instance_norm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type (N, C, spatial...); scale and B per channel."""
    _channels(node, inputs, min_rank=3)
    return inputs[0]


def group_norm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type (N, C, ...); num_groups divides C; scale and bias per channel."""
    c = _channels(node, inputs, min_rank=2)
    groups = int(node.attrs["num_groups"])
    if groups < 1 or c % groups:
        raise fail(node, f"num_groups {groups} does not divide the {c} channels")
    return inputs[0]


def inv_std_dev_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X's type with the normalized axes kept as 1."""
    float_inputs(node, inputs)
    x = inputs[0]
    axes = tuple(node.attrs["axes"])
    if not axes or any(not 0 <= a < len(x.shape) for a in axes) or len(set(axes)) != len(axes):
        raise fail(node, f"axes {list(axes)} do not name distinct axes of {shape_str(x)}")
    return TensorType(tuple(1 if i in axes else d for i, d in enumerate(x.shape)), x.dtype)


def pixel_norm_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """X (N, C, spatial...) with its channels moved last; Scale and B per channel."""
    c = _channels(node, inputs, min_rank=3)
    x = inputs[0]
    return TensorType((x.shape[0], *x.shape[2:], c), x.dtype)


def _norm_axes(node: Node, rank: int) -> tuple[int, ...]:
    axis = int(node.attrs["axis"])
    if not 0 <= axis < rank:
        raise fail(node, f"axis {axis} out of range for rank {rank} (normalized: 0..{rank - 1})")
    return tuple(range(axis, rank))


# --- the kernel


def _standardize(
    view: tuple[int, ...],
    axes: tuple[int, ...],
    epsilon: float,
    scale: tuple[int, ...] | None = None,
    bias: tuple[int, ...] | None = None,
) -> Kernel:
    """The kernel standardizing X seen as ``view`` over ``axes`` of it.

    Args:
        view: The shape X is seen as (the same elements in order).
        axes: The axes of ``view`` the statistics are over.
        epsilon: Added to the variance.
        scale: The shape the second input is seen as, broadcast against ``view``;
            None: the kernel writes ``1 / sqrt(var + epsilon)`` (keepdims) instead.
        bias: The same for the third input; None: no third input.

    Returns:
        ``kernel([x, scale?, bias?], [y])``.
    """
    count = int(np.prod([view[a] for a in axes], dtype=np.int64))
    kept = tuple(1 if i in axes else d for i, d in enumerate(view))
    wide, squares = np.empty(view), np.empty(view)
    mean, inv = np.empty(kept), np.empty(kept)

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        np.copyto(wide, inputs[0].reshape(view))
        np.add.reduce(wide, axis=axes, keepdims=True, out=mean)
        np.divide(mean, count, out=mean)
        np.subtract(wide, mean, out=wide)
        np.multiply(wide, wide, out=squares)
        np.add.reduce(squares, axis=axes, keepdims=True, out=inv)
        np.divide(inv, count, out=inv)
        np.add(inv, epsilon, out=inv)
        np.sqrt(inv, out=inv)
        np.divide(1.0, inv, out=inv)
        if scale is None:
            np.copyto(outputs[0], inv.reshape(outputs[0].shape), casting="same_kind")
            return
        np.multiply(wide, inv, out=wide)
        np.multiply(wide, inputs[1].reshape(scale), out=wide)
        if bias is not None:
            np.add(wide, inputs[2].reshape(bias), out=wide)
        np.copyto(outputs[0].reshape(view), wide, casting="same_kind")

    return run


def _layer_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Over the axes from ``axis`` on; Scale and B broadcast to X as numpy does."""
    shape = ins[0].shape
    rank = len(shape)
    scale, *bias = ((1,) * (rank - len(t.shape)) + t.shape for t in ins[1:])
    axes = tuple(range(int(attrs["axis"]), rank))
    return _standardize(shape, axes, float(attrs["epsilon"]), scale, bias[0] if bias else None)


def _pixel_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The channels moved last, then a layer norm over them."""
    x = ins[0]
    rank = len(x.shape)
    moved = (x.shape[0], *x.shape[2:], x.shape[1])
    norm = _standardize(moved, (rank - 1,), float(attrs["epsilon"]), (x.shape[1],), (x.shape[1],))

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        norm([np.moveaxis(inputs[0], 1, -1), *inputs[1:]], outputs)

    return run


# --- kernel forms


def _row_affine(graph: Graph, name: str, trailing: tuple[int, ...]) -> bool:
    """Whether a layer norm's scale or bias ``name`` holds one value per normalized
    element (of shape ``trailing``, with leading ones), so it reads as ``[c]``."""
    shape = graph.shape_of(name)
    extra = len(shape) - len(trailing)
    return extra >= 0 and shape[extra:] == trailing and all(d == 1 for d in shape[:extra])


def layer_norm_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``layernorm`` kernel over rows of the normalized axes, where Scale and B hold a
    value per normalized element (float32); None (a numpy step) otherwise."""
    x = graph.type_of(node.inputs[0])
    trailing = x.shape[int(node.attrs["axis"]) :]
    if x.dtype != "float32" or not all(
        _row_affine(graph, name, trailing) for name in node.inputs[1:] if name
    ):
        return None
    return KernelForm("layernorm")


def channel_norm_form(node: Node, graph: Graph) -> KernelForm | None:
    """Instance and group norms: a ``layernorm`` kernel over rows of each image's planes
    (float32 NCHW data, as the layouts leave every numpy-facing tensor)."""
    if graph.type_of(node.inputs[0]).dtype != "float32":
        return None
    return KernelForm("layernorm")


def pixel_norm_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``layernorm`` kernel reading the channels of each pixel, in either layout."""
    if graph.type_of(node.inputs[0]).dtype != "float32":
        return None
    return KernelForm("layernorm", Layout.READS_EITHER)


def _instance_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Over each image's channel; scale and B per channel."""
    shape = ins[0].shape
    affine = (shape[1],) + (1,) * (len(shape) - 2)
    axes = tuple(range(2, len(shape)))
    return _standardize(shape, axes, float(attrs["epsilon"]), affine, affine)


def _group_norm(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """Over each image's group of channels; scale and bias per channel."""
    shape = ins[0].shape
    groups = int(attrs["num_groups"])
    n, c, spatial = shape[0], shape[1], shape[2:]
    view = (n, groups, c // groups, *spatial)
    affine = (groups, c // groups) + (1,) * len(spatial)
    axes = tuple(range(2, len(view)))
    return _standardize(view, axes, float(attrs["epsilon"]), affine, affine)


def _inv_std_dev(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """``1 / sqrt(var + epsilon)`` over ``axes``, kept as 1."""
    return _standardize(ins[0].shape, tuple(attrs["axes"]), float(attrs["epsilon"]))


OPS = (
    OpDef(
        "LayerNormalization",
        ("X", "Scale", "B?"),
        layer_norm_rule,
        _layer_norm,
        doc="(x - mean) / sqrt(var + epsilon) * Scale + B over the axes from axis (>= 0) "
        "on, in float64; the Mean output is a ReduceMean, InvStdDev an InvStdDev",
        attrs=(Attr("axis", -1), Attr("epsilon", 1e-5)),
        fold=kernel_folder(layer_norm_rule, _layer_norm),
        onnx=("LayerNormalization",),
        form=layer_norm_form,
    ),
    OpDef(
        "PixelLayerNorm",
        ("X", "Scale", "B?"),
        pixel_norm_rule,
        _pixel_norm,
        doc="a LayerNormalization over the channels of each pixel of X (N, C, ...), written "
        "channels-last (N, ..., C): a Transpose to channels-last and the layer norm after it "
        "(made by a graph pass)",
        attrs=(Attr("epsilon", 1e-5),),
        form=pixel_norm_form,
    ),
    OpDef(
        "InstanceNormalization",
        ("input", "scale", "B"),
        instance_norm_rule,
        _instance_norm,
        doc="(x - mean) / sqrt(var + epsilon) * scale + B per image and channel, in float64",
        attrs=(Attr("epsilon", 1e-5),),
        fold=kernel_folder(instance_norm_rule, _instance_norm),
        onnx=("InstanceNormalization",),
        form=channel_norm_form,
    ),
    OpDef(
        "GroupNormalization",
        ("X", "scale", "bias"),
        group_norm_rule,
        _group_norm,
        doc="(x - mean) / sqrt(var + epsilon) * scale + bias per image and group of "
        "channels, in float64; scale and bias per channel (opset 21)",
        attrs=(Attr("num_groups"), Attr("epsilon", 1e-5)),
        fold=kernel_folder(group_norm_rule, _group_norm),
        onnx=("GroupNormalization",),
        form=channel_norm_form,
    ),
    OpDef(
        "InvStdDev",
        ("X",),
        inv_std_dev_rule,
        _inv_std_dev,
        doc="1 / sqrt(var + epsilon) over axes (kept as 1), in float64: the importer's "
        "LayerNormalization InvStdDev output",
        attrs=(Attr("axes"), Attr("epsilon", 1e-5)),
        fold=kernel_folder(inv_std_dev_rule, _inv_std_dev),
    ),
)
"""The standardizing normalizations."""
