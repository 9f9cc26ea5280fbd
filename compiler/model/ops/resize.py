"""Resize (Upsample imports as it): nearest, linear and cubic interpolation of any axes.

The importer resolves everything that depends on the ONNX version and on the constant
``roi``, ``scales`` and ``sizes`` inputs into plain attributes: the output shape
(``sizes``), each axis' float32 scale, the region of interest, and the modes
(Resize-10 and Upsample: ``asymmetric`` coordinates and ``simple`` rounding). The kernel
factory builds one table per resized axis (:mod:`compiler.resize_tables`) and the kernel
applies them one axis after the other: gathers (``np.take``) and, for linear and cubic,
the weighted sum of two, four or (antialias) a window of gathers in float64, rounded once
at the end. An axis of scale 1 is left as it is, as onnxruntime does (the importer refuses
the one case where ONNX says otherwise: a ``tf_crop_and_resize`` region on such an axis).

A float32 resize of a 4-D tensor's two spatial axes compiles to a ``resize2d`` kernel
(:mod:`compiler.model.resize_lowering` says which); the numpy step runs the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import fail, float_inputs
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, Layout, OpDef, kernel_folder
from compiler.model.resize_lowering import resize_workload
from compiler.resize_tables import (
    COORDINATE_MODES,
    F32,
    MODES,
    NEAREST_MODES,
    axis_table,
)


def resize_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """A float X's dtype, of shape ``sizes``; one scale and two roi values per axis."""
    float_inputs(node, inputs)
    rank = len(inputs[0].shape)
    a = node.attrs
    for name, allowed in (
        ("mode", MODES),
        ("coordinate_transformation_mode", COORDINATE_MODES),
        ("nearest_mode", NEAREST_MODES),
    ):
        if a[name] not in allowed:
            raise fail(node, f"{name} {a[name]!r} is not one of {', '.join(allowed)}")
    sizes, scales, roi = tuple(a["sizes"]), tuple(a["scales"]), tuple(a["roi"])
    if rank == 0 or len(sizes) != rank or len(scales) != rank or len(roi) != 2 * rank:
        raise fail(
            node,
            f"needs one size and scale and two roi values per axis of the rank-{rank} input, "
            f"got sizes {list(sizes)}, scales {list(scales)}, roi {list(roi)}",
        )
    if min(sizes) < 1 or min(scales) <= 0:
        raise fail(node, f"sizes {list(sizes)} and scales {list(scales)} must be positive")
    return TensorType(tuple(int(s) for s in sizes), inputs[0].dtype)


def _resize(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The per-axis tables, built once, applied axis after axis (see the module docstring)."""
    shape, sizes = ins[0].shape, outs[0].shape
    rank = len(shape)
    scales = tuple(attrs["scales"])
    tables = [axis_table(attrs, a, shape[a], sizes[a]) for a in range(rank) if F32(scales[a]) != 1]
    nearest = attrs["mode"] == "nearest"
    dtype = np.dtype(ins[0].dtype) if nearest else np.dtype(np.float64)
    wide = None if nearest else np.empty(shape, dtype)
    steps = []
    current = list(shape)
    for table in tables:
        current[table.axis] = sizes[table.axis]
        tail = (1,) * (rank - table.axis - 1)
        weights = [] if table.weight is None else [w.reshape(-1, *tail) for w in table.weight.T]
        scratch = np.empty(current, dtype) if weights else None
        columns = [np.ascontiguousarray(c, dtype=np.intp) for c in table.index.T]
        steps.append((table.axis, columns, weights, np.empty(current, dtype), scratch))
    fills = [
        ((slice(None),) * t.axis + (t.outside.astype(np.intp),)) for t in tables if t.outside.size
    ]
    value = float(attrs["extrapolation_value"])

    def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
        source = inputs[0]
        if wide is not None:
            np.copyto(wide, source)
            source = wide
        for axis, columns, weights, dest, scratch in steps:
            np.take(source, columns[0], axis=axis, out=dest, mode="clip")
            if scratch is not None:
                np.multiply(dest, weights[0], out=dest)
                for column, weight in zip(columns[1:], weights[1:], strict=True):
                    np.take(source, column, axis=axis, out=scratch, mode="clip")
                    np.multiply(scratch, weight, out=scratch)
                    np.add(dest, scratch, out=dest)
            source = dest
        for where in fills:
            source[where] = value
        np.copyto(outputs[0], source, casting="same_kind")

    return run


def resize_form(node: Node, graph: Graph) -> KernelForm | None:
    """A ``resize2d`` kernel on NCHW data; None (the numpy step) where the operator cannot
    express the node (:func:`~compiler.model.resize_lowering.resize_workload`)."""
    workload = resize_workload(node, graph)
    if workload is None:
        return None
    return KernelForm("resize2d", Layout.NCHW, workload)


OPS = (
    OpDef(
        "Resize",
        ("X",),
        resize_rule,
        _resize,
        doc="nearest, linear or cubic (antialias: the filter stretched when downsampling) "
        "interpolation to sizes, per axis (separable); scales, roi and modes resolved at "
        "import (Upsample too)",
        attrs=(
            Attr("mode", "nearest"),
            Attr("coordinate_transformation_mode", "half_pixel"),
            Attr("nearest_mode", "round_prefer_floor"),
            Attr("cubic_coeff_a", -0.75),
            Attr("exclude_outside", 0),
            Attr("extrapolation_value", 0.0),
            Attr("antialias", 0),
            Attr("sizes"),
            Attr("scales"),
            Attr("roi"),
        ),
        fold=kernel_folder(resize_rule, _resize),
        onnx=("Resize", "Upsample"),
        form=resize_form,
        numpy_note="a numpy step",
    ),
)
"""Resize."""
