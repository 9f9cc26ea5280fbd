"""Resize nodes as ``resize2d`` workloads (see :mod:`compiler.ops_resize` for the operator).

The workload is canonical for what the node computes: the mode-specific parameters are
set only for their mode (a linear Resize's ``nearest_mode`` changes nothing), and a
scale only where it is not the output's ratio to the input, so equal resizes share one
kernel. What the operator does not have stays with the numpy step: another rank or
dtype, N or C resized, ``tf_crop_and_resize`` (its region and extrapolation value) and
antialiasing.
"""

from __future__ import annotations

from compiler.model.graph import Graph, Node
from compiler.ops import output_shape
from compiler.ops_resize import RESIZE_COORDS, float32_text
from compiler.resize_tables import F32
from compiler.workload import Workload


def resize_workload(node: Node, graph: Graph) -> Workload | None:
    """The ``resize2d`` workload computing ``node``; None where the operator cannot
    express it (see the module docstring)."""
    x = graph.type_of(node.inputs[0])
    if len(x.shape) != 4 or x.dtype != "float32" or len(node.outputs) != 1:
        return None
    if graph.is_constant(node.inputs[0]):  # kernel arguments are computed tensors
        return None
    a = node.attrs
    scales, sizes = tuple(a["scales"]), tuple(int(s) for s in a["sizes"])
    coord, mode = str(a["coordinate_transformation_mode"]), str(a["mode"])
    if a["antialias"] or coord not in RESIZE_COORDS or any(F32(s) != 1 for s in scales[:2]):
        return None
    n, c, h, w = x.shape
    params: dict[str, int | str] = {"n": n, "c": c, "h": h, "w": w, "oh": sizes[2], "ow": sizes[3]}
    params.update(mode=mode, coord=coord)
    if mode == "nearest":
        params["nearest"] = str(a["nearest_mode"])
    if mode == "cubic":
        params["cubic_a"] = float32_text(repr(float(a["cubic_coeff_a"])))
        params["exclude"] = int(a["exclude_outside"])
    for dim, axis in ((2, "h"), (3, "w")):
        scale = F32(scales[dim])
        if scale != F32(sizes[dim]) / F32(x.shape[dim]):
            params[f"scale_{axis}"] = float32_text(repr(float(scale)))
    try:
        workload = Workload("resize2d", tuple(params.items()))
    except ValueError:
        return None
    if output_shape(workload) != graph.shape_of(node.outputs[0]):
        return None
    return workload
