"""Helpers of the type rules: errors naming the node, dtype, rank and window checks."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from compiler.model.graph import Node, TensorType
from compiler.windows import window_out_size


def broadcast_shapes(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...] | None:
    """The numpy broadcast of two shapes, or None when they do not broadcast."""
    rank = max(len(a), len(b))
    pa = (1,) * (rank - len(a)) + tuple(a)
    pb = (1,) * (rank - len(b)) + tuple(b)
    out = []
    for x, y in zip(pa, pb, strict=True):
        if x != y and 1 not in (x, y):
            return None
        out.append(y if x == 1 else x)
    return tuple(out)


def who(node: Node) -> str:
    """``<op> node '<name>'``, how every error names its node."""
    return f"{node.op} node {node.name!r}"


def fail(node: Node, what: str) -> ValueError:
    """An error naming ``node``."""
    return ValueError(f"{who(node)}: {what}")


def shape_str(t: TensorType) -> str:
    """A shape as the errors print it."""
    return f"({', '.join(map(str, t.shape))})" if len(t.shape) != 1 else f"({t.shape[0]},)"


def is_float(t: TensorType) -> bool:
    """Whether ``t`` holds floating-point values."""
    return bool(np.issubdtype(np.dtype(t.dtype), np.floating))


def same_dtype(node: Node, inputs: Sequence[TensorType]) -> str:
    """The inputs' one dtype.

    Raises:
        ValueError: They differ.
    """
    dtypes = {t.dtype for t in inputs}
    if len(dtypes) != 1:
        raise fail(node, f"inputs have different dtypes {', '.join(t.dtype for t in inputs)}")
    return inputs[0].dtype


def float_inputs(node: Node, inputs: Sequence[TensorType]) -> str:
    """The inputs' one floating-point dtype.

    Raises:
        ValueError: They differ or are not floats.
    """
    dtype = same_dtype(node, inputs)
    if not is_float(inputs[0]):
        raise fail(node, f"needs floating-point inputs, got {dtype}")
    return dtype


def require_rank(node: Node, t: TensorType, rank: int, what: str = "input") -> None:
    """Raises ValueError unless ``t`` has ``rank`` axes."""
    if len(t.shape) != rank:
        raise fail(node, f"{what} must be {rank}-D, got shape {shape_str(t)}")


def check_axis(node: Node, rank: int) -> int:
    """The node's normalized ``axis``, checked against ``rank``."""
    axis = int(node.attrs["axis"])
    if not 0 <= axis < rank:
        raise fail(node, f"axis {axis} out of range for rank {rank} (normalized: 0..{rank - 1})")
    return axis


def window_out(
    node: Node,
    size: int,
    *,
    kernel: int,
    stride: int,
    dilation: int,
    pads: tuple[int, int],
    ceil: bool,
) -> int:
    """Output length of a sliding window over one spatial axis (ONNX Runtime's rule)."""
    if kernel < 1 or stride < 1 or dilation < 1 or min(pads) < 0:
        raise fail(node, "kernel, strides and dilations must be >= 1 and pads >= 0")
    out = window_out_size(size, kernel, stride, pads=pads, dilation=dilation, ceil=ceil)
    if out < 1:
        raise fail(
            node,
            f"window {kernel} (dilation {dilation}) is larger than the padded input "
            f"{size + pads[0] + pads[1]}",
        )
    return out


def spatial_attrs(node: Node) -> tuple[tuple[int, ...], ...]:
    """kernel_shape, strides, pads and dilations of a 2-D window op, checked."""
    kernel = tuple(node.attrs["kernel_shape"])
    strides = tuple(node.attrs.get("strides", (1, 1)))
    pads = tuple(node.attrs.get("pads", (0, 0, 0, 0)))
    dilations = tuple(node.attrs.get("dilations", (1, 1)))
    if len(kernel) != 2 or len(strides) != 2 or len(dilations) != 2 or len(pads) != 4:
        raise fail(
            node,
            "kernel_shape, strides and dilations need 2 values and pads 4 (2-D only), got "
            f"kernel_shape {kernel}, strides {strides}, dilations {dilations}, pads {pads}",
        )
    return kernel, strides, pads, dilations


def spatial_out(node: Node, x: TensorType, *, ceil: bool = False) -> tuple[int, int]:
    """(oh, ow) of a 2-D window op over ``x``."""
    kernel, strides, pads, dilations = spatial_attrs(node)
    h, w = (
        window_out(
            node,
            x.shape[2 + i],
            kernel=kernel[i],
            stride=strides[i],
            dilation=dilations[i],
            pads=(pads[i], pads[i + 2]),
            ceil=ceil,
        )
        for i in range(2)
    )
    return h, w


def check_broadcast_out(name: str, ins: Sequence[TensorType], outs: Sequence[TensorType]) -> None:
    """A kernel's check that its output has the broadcast shape of its inputs.

    Raises:
        ValueError: It does not.
    """
    expected = np.broadcast_shapes(*(t.shape for t in ins))
    if expected != outs[0].shape:
        raise ValueError(f"{name}: {', '.join(map(str, ins))} broadcast to {expected}")
