"""Converters of the convolution family: Conv, ConvTranspose, BatchNormalization, pooling, LRN.

All work on 2-D NCHW data (1-D data is lifted to it: :mod:`.lift_1d`); windows get
explicit pads (``auto_pad`` resolved).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from compiler.model.frontend.common import require_4d
from compiler.model.frontend.context import Importer, OnnxNode


def convert_conv(imp: Importer, node: OnnxNode) -> None:
    """Conv: window attributes normalized, ``group`` defaulted, bias optional."""
    x, w = imp.type(node.input(0)), imp.type(node.input(1))
    require_4d(node, x, "convolution")
    if len(w.shape) != 4:
        raise node.error(f"weight {w} must be 4-D")
    kernel = node.ints_attr("kernel_shape", w.shape[2:])
    attrs = _window_attrs(imp, node, kernel)
    attrs["group"] = node.int_attr("group", 1)
    inputs = [node.input(0), node.input(1)] + ([node.input(2)] if node.input(2) else [])
    imp.emit(node, "Conv", inputs, attrs)


def convert_batch_norm(imp: Importer, node: OnnxNode) -> None:
    """BatchNormalization in inference form: ``epsilon`` only, training rejected."""
    if imp.opset < 9 and node.int_attr("spatial", 1) != 1:
        raise node.error("spatial=0 (per-activation statistics) is not supported")
    if node.int_attr("training_mode", 0):
        raise node.error("training_mode=1 is not supported (inference only)")
    imp.only_first_output(node, "inference form")
    attrs = {"epsilon": node.float_attr("epsilon", 1e-5)}
    imp.emit(node, "BatchNormalization", node.inputs[:5], attrs)


def convert_max_pool(imp: Importer, node: OnnxNode) -> None:
    """MaxPool: window attributes and ``ceil_mode``; the indices output is not produced."""
    require_4d(node, imp.type(node.input(0)), "MaxPool")
    imp.only_first_output(node, "pooling indices are not produced")
    attrs = _window_attrs(imp, node, node.ints_attr("kernel_shape", ()))
    attrs["ceil_mode"] = _ceil_mode(imp, node)
    imp.emit(node, "MaxPool", [node.input(0)], attrs)


def convert_average_pool(imp: Importer, node: OnnxNode) -> None:
    """AveragePool: window attributes (no dilation), ``ceil_mode``, ``count_include_pad``."""
    require_4d(node, imp.type(node.input(0)), "AveragePool")
    attrs = _window_attrs(imp, node, node.ints_attr("kernel_shape", ()))
    if attrs.pop("dilations") != (1, 1):
        raise node.error("dilations other than 1 are not supported for AveragePool")
    attrs["ceil_mode"] = _ceil_mode(imp, node)
    attrs["count_include_pad"] = node.int_attr("count_include_pad", 0)
    imp.emit(node, "AveragePool", [node.input(0)], attrs)


def convert_global_average_pool(imp: Importer, node: OnnxNode) -> None:
    """GlobalAveragePool, on 4-D data."""
    require_4d(node, imp.type(node.input(0)), "GlobalAveragePool")
    imp.emit(node, "GlobalAveragePool", [node.input(0)])


def convert_global_max_pool(imp: Importer, node: OnnxNode) -> None:
    """GlobalMaxPool: the maximum over every spatial axis (any rank), kept as axes of 1."""
    rank = len(imp.type(node.input(0)).shape)
    if rank < 3:
        raise node.error(f"input {imp.type(node.input(0))} has no spatial axis (N, C, ...)")
    imp.emit(node, "ReduceMax", [node.input(0)], {"axes": tuple(range(2, rank)), "keepdims": 1})


def convert_lrn(imp: Importer, node: OnnxNode) -> None:
    """LRN: ``size`` required, the others defaulted."""
    require_4d(node, imp.type(node.input(0)), "LRN")
    if "size" not in node.attrs:
        raise node.error("the size attribute is required")
    attrs = {
        "alpha": node.float_attr("alpha", 1e-4),
        "beta": node.float_attr("beta", 0.75),
        "bias": node.float_attr("bias", 1.0),
        "size": node.int_attr("size", 0),
    }
    imp.emit(node, "LRN", [node.input(0)], attrs)


def _ceil_mode(imp: Importer, node: OnnxNode) -> int:
    # With SAME padding the resolved pads already give ceil(in / stride) windows, which
    # is what ONNX Runtime computes whatever ceil_mode says.
    if imp.opset < 10 or node.str_attr("auto_pad", "NOTSET").startswith("SAME"):
        return 0
    return 1 if node.int_attr("ceil_mode", 0) else 0


def _pads(
    node: OnnxNode,
    spatial: Sequence[int],
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
) -> tuple[int, ...]:
    """Explicit (top, left, bottom, right) pads, ``auto_pad`` resolved as the ONNX spec says.

    SAME pads for the dilated window (ONNX Runtime's MaxPool pads for the undilated one,
    and its Conv rejects dilated SAME padding).
    """
    auto_pad = node.str_attr("auto_pad", "NOTSET")
    if auto_pad == "NOTSET":
        pads = node.ints_attr("pads", (0, 0, 0, 0))
        if len(pads) != 4:
            raise node.error(f"pads {list(pads)} need 4 values for 2-D data")
        return pads
    if auto_pad == "VALID":
        return (0, 0, 0, 0)
    if auto_pad not in ("SAME_UPPER", "SAME_LOWER"):
        raise node.error(
            f"auto_pad {auto_pad!r} is not one of NOTSET, SAME_UPPER, SAME_LOWER, VALID"
        )
    begin, end = [], []
    for size, k, s, d in zip(spatial, kernel, strides, dilations, strict=True):
        out = -(-size // s)
        total = max(0, (out - 1) * s + (k - 1) * d + 1 - size)
        small, big = total // 2, total - total // 2
        # SAME_UPPER puts the odd pixel at the end, SAME_LOWER at the beginning.
        begin.append(small if auto_pad == "SAME_UPPER" else big)
        end.append(big if auto_pad == "SAME_UPPER" else small)
    return (*begin, *end)


def _window_attrs(imp: Importer, node: OnnxNode, kernel: tuple[int, ...]) -> dict[str, Any]:
    """kernel_shape, strides, pads and dilations of a 2-D Conv or pool, normalized."""
    x = imp.type(node.input(0))
    strides = node.ints_attr("strides", (1, 1))
    dilations = node.ints_attr("dilations", (1, 1))
    if len(kernel) != 2 or len(strides) != 2 or len(dilations) != 2:
        raise node.error(
            f"kernel_shape {list(kernel)}, strides {list(strides)} and dilations "
            f"{list(dilations)} need 2 values each (2-D data only)"
        )
    pads = _pads(node, x.shape[2:], kernel, strides, dilations)
    return {"kernel_shape": kernel, "strides": strides, "pads": pads, "dilations": dilations}


def convert_conv_transpose(imp: Importer, node: OnnxNode) -> None:
    """ConvTranspose: explicit pads, from ``pads``, or from ``output_shape`` or SAME
    ``auto_pad`` (an output ``stride`` times the input) by ONNX's rule: the total padding
    split evenly, its odd pixel at the end for SAME_UPPER, at the start otherwise."""
    x, w = imp.type(node.input(0)), imp.type(node.input(1))
    require_4d(node, x, "ConvTranspose")
    if len(w.shape) != 4:
        raise node.error(f"weight {w} must be 4-D")
    kernel = node.ints_attr("kernel_shape", w.shape[2:])
    if kernel != w.shape[2:]:
        raise node.error(f"kernel_shape {list(kernel)} is not the weight's {list(w.shape[2:])}")
    strides = node.ints_attr("strides", (1, 1))
    dilations = node.ints_attr("dilations", (1, 1))
    extra = node.ints_attr("output_padding", (0, 0))
    if not len(strides) == len(dilations) == len(extra) == 2:
        raise node.error(
            f"strides {list(strides)}, dilations {list(dilations)} and output_padding "
            f"{list(extra)} need 2 values each (2-D data only)"
        )
    auto_pad = node.str_attr("auto_pad", "NOTSET")
    if auto_pad not in ("NOTSET", "SAME_UPPER", "SAME_LOWER", "VALID"):
        raise node.error(
            f"auto_pad {auto_pad!r} is not one of NOTSET, SAME_UPPER, SAME_LOWER, VALID"
        )
    wanted = node.ints_attr("output_shape", ())
    if "output_shape" in node.attrs and len(wanted) != 2:
        raise node.error(f"output_shape {list(wanted)} needs 2 values (2-D data only)")
    if not wanted and auto_pad.startswith("SAME"):
        wanted = tuple(size * s for size, s in zip(x.shape[2:], strides, strict=True))
    if wanted:
        pads, extra = _output_shape_pads(
            imp,
            node,
            list(zip(x.shape[2:], kernel, strides, dilations, extra, wanted, strict=True)),
        )
    elif auto_pad == "VALID":
        pads = (0, 0, 0, 0)
    else:
        pads = node.ints_attr("pads", (0, 0, 0, 0))
        if len(pads) != 4:
            raise node.error(f"pads {list(pads)} need 4 values for 2-D data")
    attrs = {
        "strides": strides,
        "pads": pads,
        "dilations": dilations,
        "output_padding": extra,
        "group": node.int_attr("group", 1),
    }
    inputs = [node.input(0), node.input(1)] + ([node.input(2)] if node.input(2) else [])
    imp.emit(node, "ConvTranspose", inputs, attrs)


def _output_shape_pads(
    imp: Importer, node: OnnxNode, axes: list[tuple[int, ...]]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(pads, output_padding) giving ConvTranspose the wanted output size on each axis.

    Args:
        imp: The conversion state (its opset decides where an odd pixel goes).
        node: The node (its ``auto_pad``).
        axes: Per spatial axis: input size, kernel, stride, dilation, output_padding, and
            the wanted output size.

    Returns:
        The explicit pads, and the output_padding: grown where the wanted size is beyond
        the input's reach, whose extra rows onnxruntime and ONNX's reference put at the end
        (with NOTSET padding; with SAME they differ, and it is refused).
    """
    auto_pad = node.str_attr("auto_pad", "NOTSET")
    begin, end, extras = [], [], []
    for size, k, s, d, e, out in axes:
        total = s * (size - 1) + e + (k - 1) * d + 1 - out
        if total < 0 and auto_pad.startswith("SAME"):
            raise node.error(
                f"output size {out} beyond the {out + total} the input reaches, with "
                f"auto_pad {auto_pad}: onnxruntime and ONNX's reference disagree on it"
            )
        if total % 2 and imp.opset < 11:
            raise node.error(
                f"odd total padding {total}: ConvTranspose-1 puts its odd pixel at the "
                "other end from ConvTranspose-11 and onnxruntime (which follows 11)"
            )
        small, big = max(total, 0) // 2, max(total, 0) - max(total, 0) // 2
        begin.append(small if auto_pad == "SAME_UPPER" else big)
        end.append(big if auto_pad == "SAME_UPPER" else small)
        extras.append(e - min(total, 0))
    return (*begin, *end), tuple(extras)
