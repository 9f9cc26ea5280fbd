"""A transposed convolution as ``stride_h * stride_w`` ordinary ones and one interleaving
copy (the sub-pixel decomposition), so it runs on the conv kernels instead of numpy.

Along one axis of stride ``s``, output position ``o = u * s + j`` (slot ``j`` of block
``u``) sums the taps ``r + s * t`` of the kernel, ``r = (j + pad) mod s``, over input
``q - t`` with ``q = u + (j + pad) // s``: a stride-1 correlation of the input with those
taps reversed, padded by ``T - 1 - (j + pad) // s`` in front (``T`` taps). Each pair of
slots (one per axis) is one such convolution, the weights swapped to ``[K, C/g, Th, Tw]``
per group; their outputs ``[N, K, U, V]`` are stacked, read interleaved as
``[N, K, U, sh, V, sw]`` by one copy kernel, and cropped where the output is not whole
blocks. No tap is multiplied by an inserted zero (a zero-stuffed input would compute
``s^2`` times the FLOPs).

A transposed convolution of a one-pixel image (DCGAN's first layer, from its latent
vector) is a matrix product instead: each output pixel is one tap times the pixel, so
``[N, C] @ W[C, K * OH * OW]`` (a dense kernel) computes it without the slots' zero
padding.

A chain of per-channel elementwise nodes after it (BatchNormalization, Relu, Tanh, any
unary pointwise operator) commutes with the interleaving: it is applied to each slot's
output instead, where conv fusion folds it into the convolution as its epilogue (DCGAN's
``ConvTranspose -> BatchNorm -> ReLU`` becomes convolutions with a ReLU epilogue).

Left as it is (the numpy kernel): weights computed at run time, dilations, a slot with
no tap (a kernel narrower than its stride), a crop leaving a slot no input, and strides
of more than :data:`MAX_PHASES` slots (FCN's 64x64 stride-32 upsampler: 1,024 tiny
convolutions would be slower than the numpy kernel's phases).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.registry import OPS
from compiler.model.passes.util import clone, single_consumer
from compiler.model.shapes import infer_types

#: The most slots (``stride_h * stride_w`` convolutions) one transposed conv becomes.
MAX_PHASES = 16


@dataclass(frozen=True, slots=True)
class Slot:
    """One output slot along an axis: the kernel taps it sums and its convolution's
    padding (negative: the input is cropped instead)."""

    taps: tuple[int, ...]
    pad_before: int
    pad_after: int


def axis_slots(size: int, kernel: int, stride: int, pad: int, out: int) -> list[Slot] | None:
    """The ``stride`` slots of an axis (see the module docstring), each convolution
    making ``ceil(out / stride)`` positions; None when a slot has no tap or no input."""
    blocks = -(-out // stride)
    slots = []
    for j in range(stride):
        r, c = (j + pad) % stride, (j + pad) // stride
        taps = tuple(range(r, kernel, stride))[::-1]  # reversed: a correlation
        before = len(taps) - 1 - c
        after = blocks - 1 + len(taps) - size - before
        if not taps or size + min(before, 0) + min(after, 0) < 1:
            return None
        slots.append(Slot(taps, before, after))
    return slots


def conv_transpose_phases(graph: Graph) -> Graph:
    """``graph`` with each eligible ConvTranspose decomposed (see the module docstring)."""
    pixels = {
        node.name for node in graph.nodes if _eligible(graph, node) and _one_pixel(graph, node)
    }
    plans = {
        node.name: p
        for node in graph.nodes
        if node.name not in pixels and (p := _plan(graph, node)) is not None
    }
    if not plans and not pixels:
        return graph
    g = clone(graph)
    consumers = g.consumers()
    tails = {n.name: _tail(g, n, consumers) for n in g.nodes if n.name in plans}
    tails |= {n.name: _tail(g, n, consumers) for n in g.nodes if n.name in pixels}
    absorbed = {n.name for tail in tails.values() for n in tail}
    nodes: list[Node] = []
    for node in g.nodes:
        if node.name in pixels:
            nodes += _product(g, node, tails[node.name])
        elif node.name in plans:
            nodes += _decompose(g, node, *plans[node.name], tails[node.name])
        elif node.name not in absorbed:
            nodes.append(node)
    g.nodes = nodes
    g.validate()
    return g


Plan = tuple[list[Slot], list[Slot]]


def _tail(g: Graph, node: Node, consumers: dict[str, list[Node]]) -> list[Node]:
    """The per-channel elementwise nodes reading ``node``'s output one after another,
    each the only reader of the one before."""
    tail: list[Node] = []
    k = g.shape_of(node.inputs[1])[1] * int(node.attrs["group"])
    current = node
    while (nxt := single_consumer(g, current.outputs[0], consumers)) is not None:
        op = OPS.get(nxt.op)
        unary = op is not None and op.pointwise is not None and len(nxt.inputs) == 1
        per_channel = nxt.op == "BatchNormalization" and all(
            g.is_constant(x) and g.shape_of(x) == (k,) for x in nxt.inputs[1:]
        )
        if not (unary or per_channel) or g.type_of(nxt.outputs[0]).dtype != "float32":
            break
        tail.append(nxt)
        current = nxt
    return tail


def _eligible(graph: Graph, node: Node) -> bool:
    """A float32 ConvTranspose of constant weights, undilated, computing something."""
    if node.op != "ConvTranspose" or not all(graph.is_constant(i) for i in node.inputs[1:]):
        return False
    x, out = graph.type_of(node.inputs[0]), graph.type_of(node.outputs[0])
    undilated = tuple(node.attrs["dilations"]) == (1, 1)
    return x.dtype == "float32" and undilated and x.size > 0 and out.size > 0


def _plan(graph: Graph, node: Node) -> Plan | None:
    if not _eligible(graph, node):
        return None
    x, out = graph.type_of(node.inputs[0]), graph.type_of(node.outputs[0])
    sh, sw = (int(s) for s in node.attrs["strides"])
    if sh * sw > MAX_PHASES:
        return None
    kh, kw = graph.shape_of(node.inputs[1])[2:]
    top, left = (int(p) for p in node.attrs["pads"][:2])
    rows = axis_slots(x.shape[2], kh, sh, top, out.shape[2])
    cols = axis_slots(x.shape[3], kw, sw, left, out.shape[3])
    return None if rows is None or cols is None else (rows, cols)


def _one_pixel(graph: Graph, node: Node) -> bool:
    """A one-pixel image, one group, every output pixel inside the kernel's window (the
    pads not negative)."""
    x, out = graph.shape_of(node.inputs[0]), graph.shape_of(node.outputs[0])
    kh, kw = graph.shape_of(node.inputs[1])[2:]
    top, left = (int(p) for p in node.attrs["pads"][:2])
    inside = out[2] + top <= kh and out[3] + left <= kw and min(node.attrs["pads"]) >= 0
    return x[2] == x[3] == 1 and int(node.attrs["group"]) == 1 and inside


def _product(g: Graph, node: Node, tail: list[Node]) -> list[Node]:
    """``node`` (a one-pixel image) as Reshape, Gemm by the window's taps, Reshape; its
    tail after that, as it was."""
    x, weight = node.inputs[0], g.constants[node.inputs[1]]
    n, c = g.shape_of(x)[:2]
    _, k, oh, ow = g.shape_of(node.outputs[0])
    top, left = (int(p) for p in node.attrs["pads"][:2])
    taps = weight[:, :, top : top + oh, left : left + ow].reshape(c, k * oh * ow)
    bias = g.constants[node.inputs[2]] if len(node.inputs) > 2 else np.zeros(k, weight.dtype)
    names = {}
    for base, value in (("taps", taps), ("bias", np.repeat(bias, oh * ow))):
        names[base] = g.fresh_name(f"{node.name}_{base}")
        g.constants[names[base]] = np.ascontiguousarray(value)
        g.types[names[base]] = TensorType(value.shape, str(value.dtype))
    rows, product = g.fresh_name(f"{node.name}_rows"), g.fresh_name(f"{node.name}_product")
    g.types[rows] = TensorType((n, c))
    g.types[product] = TensorType((n, k * oh * ow))
    gemm = {"alpha": 1.0, "beta": 1.0, "transA": 0, "transB": 0}
    return [
        Node("Reshape", g.fresh_name(f"{node.name}_flat"), [x], [rows], {"shape": (n, c)}),
        Node(
            "Gemm",
            g.fresh_name(f"{node.name}_gemm"),
            [rows, names["taps"], names["bias"]],
            [product],
            gemm,
        ),
        Node("Reshape", node.name, [product], list(node.outputs), {"shape": (n, k, oh, ow)}),
        *tail,
    ]


def _decompose(
    g: Graph, node: Node, rows: list[Slot], cols: list[Slot], tail: list[Node]
) -> list[Node]:
    """The nodes computing ``node`` and its ``tail``: a (cropped) convolution per slot
    pair, the tail on each, their stack, the interleaving transpose and the crop."""
    x, w_name = node.inputs[0], node.inputs[1]
    weight = g.constants[w_name]
    c, kg = weight.shape[:2]
    group = int(node.attrs["group"])
    bias = g.constants[node.inputs[2]] if len(node.inputs) > 2 else None
    n, _, h, wd = g.shape_of(x)
    out = (tail[-1] if tail else node).outputs[0]
    _, k, oh, ow = g.shape_of(out)
    sh, sw = len(rows), len(cols)
    made: list[Node] = []

    def add(op: str, inputs: list[str], attrs: Mapping[str, object], base: str) -> str:
        name = g.fresh_name(f"{node.name}_{base}")
        new = Node(op, g.fresh_name(f"{node.name}_{base}"), inputs, [name], dict(attrs))
        (g.types[name],) = infer_types(new, [g.types[i] for i in inputs])
        made.append(new)
        return name

    def constant(value: np.ndarray, base: str) -> str:
        name = g.fresh_name(f"{node.name}_{base}")
        g.constants[name] = value
        g.types[name] = TensorType(value.shape, str(value.dtype))
        return name

    bias_name = None if bias is None else constant(bias, "bias")
    phases = []
    for jy, ry in enumerate(rows):
        for jx, rx in enumerate(cols):
            # [C, K/g, Th, Tw] -> [K, C/g, Th, Tw], group by group.
            taps = weight[:, :, list(ry.taps)][:, :, :, list(rx.taps)]
            per_group = taps.reshape(group, c // group, kg, len(ry.taps), len(rx.taps))
            conv_w = np.ascontiguousarray(per_group.transpose(0, 2, 1, 3, 4)).reshape(
                k, c // group, len(ry.taps), len(rx.taps)
            )
            source = x
            crop = (max(-ry.pad_before, 0), max(-rx.pad_before, 0))
            crop_end = (max(-ry.pad_after, 0), max(-rx.pad_after, 0))
            if any(crop) or any(crop_end):
                bounds = {
                    "starts": (0, 0, crop[0], crop[1]),
                    "ends": (n, c, h - crop_end[0], wd - crop_end[1]),
                    "steps": (1, 1, 1, 1),
                }
                source = add("Slice", [x], bounds, f"crop{jy}{jx}")
            pads = (
                max(ry.pad_before, 0),
                max(rx.pad_before, 0),
                max(ry.pad_after, 0),
                max(rx.pad_after, 0),
            )
            attrs = {
                "kernel_shape": (len(ry.taps), len(rx.taps)),
                "strides": (1, 1),
                "pads": pads,
                "dilations": (1, 1),
                "group": group,
            }
            inputs = [source, constant(conv_w, f"w{jy}{jx}")]
            y = add("Conv", inputs + ([bias_name] if bias_name else []), attrs, f"p{jy}{jx}")
            for t in tail:
                y = add(t.op, [y, *t.inputs[1:]], t.attrs, f"{t.op.lower()}{jy}{jx}")
            phases.append(y)
    _, _, u, v = g.shape_of(phases[0])
    if len(phases) == 1:
        stacked = phases[0]
    else:
        stacked = add("Concat", phases, {"axis": 0}, "phases")
        stacked = add("Reshape", [stacked], {"shape": (sh, sw, n, k, u, v)}, "slots")
        stacked = add("Transpose", [stacked], {"perm": (2, 3, 4, 0, 5, 1)}, "interleaved")
        stacked = add("Reshape", [stacked], {"shape": (n, k, u * sh, v * sw)}, "blocks")
    if (u * sh, v * sw) == (oh, ow):
        made[-1].outputs = [out]
        g.types.pop(stacked, None)
    else:
        bounds = {"starts": (0, 0, 0, 0), "ends": (n, k, oh, ow), "steps": (1, 1, 1, 1)}
        made.append(Node("Slice", node.name, [stacked], [out], bounds))
    assert math.prod(g.shape_of(out)) == n * k * oh * ow, node.name
    return made
