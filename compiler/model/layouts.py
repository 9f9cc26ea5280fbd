"""Which activations run in the channel-blocked NCHW16c layout (:mod:`compiler.layout`).

A fused convolution writes NCHW16c when every reader of its output takes NCHW16c: another
convolution reading it as data (a conv2d kernel takes either layout) or adding it as the
residual of an NCHW16c output, a pool2d kernel, a channel_affine kernel, a concat of
one image's channels, a layer norm over each pixel's channels or a transpose moving the
channels last. A transpose moving them first writes NCHW16c on the same condition. A
pool or a channel affine keeps its input's layout (a blocked max
pool between a ResNet's stem and first stage; the batch norm and ReLU before each block
of a pre-activation ResNet), a concat its inputs' (blocked when they all are); a pool
with a 1x1 output (a global average pool) writes NCHW whatever it reads, since
``[n, c/16, 1, 1, 16]`` is ``[n, c, 1, 1]`` byte for byte. Anything else (a numpy step,
a reshape, a model output) reads NCHW. A convolution that adds a residual writes the
residual's layout.

Deciding per tensor this way needs no layout transforms at all: each tensor is produced
in the layout its readers share. Since a residual's layout is its conv's output layout,
one NCHW reader can turn a whole chain of residual blocks back to NCHW (a ResNet's last
stage, read by the global pool); the fixed point below follows such chains.
"""

from __future__ import annotations

from compiler.layout import BLOCK, NCHW, NCHW16C
from compiler.model.graph import Graph, Node
from compiler.model.ops.opdef import KernelForm, Layout
from compiler.model.ops.registry import kernel_form

# Input positions of a kernel that takes either layout (FusedConv's data and residual).
_DATA, _RESIDUAL = 0, 3


def blocked_outputs(graph: Graph, desired_layout: str = NCHW16C) -> set[str]:
    """The names of the tensors (conv, pool, channel affine and channel concat outputs)
    to produce in NCHW16c; none for ``desired_layout`` ``nchw``.

    What each node's kernel can take is its :class:`~compiler.model.ops.opdef.KernelForm`,
    the same decision the lowering follows.
    """
    if desired_layout == NCHW:
        return set()
    forms = {id(node): kernel_form(node, graph) for node in graph.nodes}
    readers: dict[str, list[tuple[Node, int]]] = {}
    for node in graph.nodes:
        for position, name in enumerate(node.inputs):
            readers.setdefault(name, []).append((node, position))
    producers = {
        node.outputs[0]: node
        for node in graph.nodes
        if _may_write_blocked(graph, node, forms[id(node)])
    }
    blocked = set(producers)
    changed = True
    while changed:
        changed = False
        for tensor in sorted(blocked):
            node = producers[tensor]
            layout = _layout(forms[id(node)])
            ok = (
                tensor not in graph.outputs
                # A pool or a channel affine keeps its input's layout, a concat its inputs'.
                and (layout in (Layout.FREE, Layout.WRITES_EITHER) or node.inputs[_DATA] in blocked)
                and (
                    layout is not Layout.KEEPS_INPUTS
                    or all(x in blocked for x in _layout_inputs(graph, node))
                )
                # The residual is added in the output's layout.
                and (
                    layout is not Layout.FREE
                    or not node.attrs.get("residual")
                    or node.inputs[_RESIDUAL] in blocked
                )
                and all(
                    _reads_blocked(graph, reader, forms[id(reader)], position, blocked)
                    for reader, position in readers.get(tensor, [])
                )
            )
            if not ok:
                blocked.discard(tensor)
                changed = True
    return blocked


def _layout(form: KernelForm | None) -> Layout:
    return Layout.NCHW if form is None else form.layout


def _whole_blocks(graph: Graph, node: Node, layout: Layout) -> bool:
    """Whether the tensors a layout-following kernel keeps blocked are whole blocks of
    channels (a concat's inputs computed ones, too)."""
    if layout is Layout.KEEPS_INPUTS:
        inputs = _layout_inputs(graph, node)
        return not any(graph.is_constant(x) for x in inputs) and all(
            graph.shape_of(x)[1] % BLOCK == 0 for x in inputs
        )
    return graph.shape_of(node.inputs[_DATA])[1] % BLOCK == 0


def _may_write_blocked(graph: Graph, node: Node, form: KernelForm | None) -> bool:
    layout = _layout(form)
    if layout in (Layout.NCHW, Layout.READS_EITHER):
        return False
    if layout in (Layout.FREE, Layout.WRITES_EITHER):
        shape = graph.shape_of(node.outputs[0])
        return len(shape) == 4 and shape[1] % BLOCK == 0
    if layout is Layout.KEEPS_INPUT_OR_ONE_PIXEL and _one_pixel(graph, node):
        return False
    return _whole_blocks(graph, node, layout)


def _reads_blocked(
    graph: Graph, node: Node, form: KernelForm | None, position: int, blocked: set[str]
) -> bool:
    layout = _layout(form)
    if layout in (Layout.NCHW, Layout.WRITES_EITHER):
        return False
    if layout is Layout.FREE:
        return position == _DATA or (position == _RESIDUAL and node.outputs[0] in blocked)
    if layout is Layout.READS_EITHER:
        return position == _DATA and graph.shape_of(node.inputs[_DATA])[1] % BLOCK == 0
    if not _whole_blocks(graph, node, layout):
        return False
    if layout is Layout.KEEPS_INPUT_OR_ONE_PIXEL and _one_pixel(graph, node):
        return True
    if layout is Layout.KEEPS_INPUTS and node.inputs[position] not in _layout_inputs(graph, node):
        return True  # one pixel: the same bytes either way
    return node.outputs[0] in blocked


def _layout_inputs(graph: Graph, node: Node) -> list[str]:
    """The inputs whose layout a KEEPS_INPUTS kernel keeps: not those with one pixel
    broadcast over a larger output (a pointwise kernel's per-channel scale), which are
    the same bytes in both layouts."""
    pixels = graph.shape_of(node.outputs[0])[2:]
    return [
        x
        for x in node.inputs
        if len(shape := graph.shape_of(x)) == 4 and (shape[2:] != (1, 1) or pixels == (1, 1))
    ]


def _one_pixel(graph: Graph, node: Node) -> bool:
    """Whether the output is one pixel per channel (``[n, c, 1, 1]``, or ``[n, c]`` from a
    reduction that drops the plane): NCHW whatever the input's layout."""
    return graph.shape_of(node.outputs[0])[2:] in ((1, 1), ())
