"""Pointwise: a region of elementwise operators as one function, one compiled pass.

The graph pass :mod:`compiler.model.passes.pointwise` replaces each region of
elementwise nodes (:mod:`compiler.model.passes.pointwise_region`) that no kernel's
epilogue takes by one ``Pointwise`` node, which lowers to the ``pointwise`` kernel: one
pass over memory for HardSwish, a residual add and its ReLU, a chain of scalar
arithmetic. Its inputs share one shape; the function reads them as ``x0, x1, ...``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import fail, shape_str
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, Layout, OpDef
from compiler.pointwise import evaluate, inputs_of, parse

FLOAT32 = "float32"


def per_channel(shape: tuple[int, ...], of: tuple[int, ...]) -> bool:
    """Whether ``shape`` holds one value per image and channel of the 4-D ``of`` (a
    squeeze-and-excitation scale, a per-channel constant), broadcast over its pixels."""
    if len(of) != 4 or of[2] * of[3] == 1 or len(shape) > 4:
        return False
    return (1,) * (4 - len(shape)) + tuple(shape) == (of[0], of[1], 1, 1)


def _rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The largest input's type: every input float32, of its shape or (4-D) one value
    per image and channel; as many inputs as the function reads."""
    try:
        fn = parse(str(node.attrs["fn"]))
    except ValueError as e:
        raise fail(node, str(e)) from None
    if len(inputs) != max(1, inputs_of(fn)):
        raise fail(node, f"fn {node.attrs['fn']!r} reads {inputs_of(fn)} inputs, got {len(inputs)}")
    full = max(inputs, key=lambda t: t.size)
    for t in inputs:
        if t.dtype != FLOAT32 or (t.shape != full.shape and not per_channel(t.shape, full.shape)):
            raise fail(
                node,
                f"inputs must be float32 of shape {shape_str(full)} or one value per channel, "
                f"got {shape_str(t)} {t.dtype}",
            )
    return full


def _kernel(
    attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
) -> Kernel:
    """The function in float64, rounded once: the reference of the compiled kernel."""
    fn = parse(str(attrs["fn"]))

    def run(inputs: list[Any], outputs: list[Any]) -> None:
        outputs[0][...] = evaluate(fn, inputs)

    return run


def pointwise_form(node: Node, graph: Graph) -> KernelForm:
    """A ``pointwise`` kernel; on 4-D tensors in its inputs' layout (flat: any layout)."""
    rank4 = len(graph.shape_of(node.outputs[0])) == 4
    return KernelForm("pointwise", Layout.KEEPS_INPUTS if rank4 else Layout.NCHW)


OPS = (
    OpDef(
        "Pointwise",
        ("X...",),
        _rule,
        _kernel,
        doc="fn(X0, X1, ...) elementwise on same-shaped float32 inputs; fn a pointwise "
        "function (compiler.pointwise); made by the graph passes",
        attrs=(Attr("fn"),),
        form=pointwise_form,
    ),
)
"""The fused elementwise regions."""
