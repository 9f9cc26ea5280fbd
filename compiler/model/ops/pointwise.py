"""Pointwise: a region of elementwise operators as one function, one compiled pass.

The graph pass :mod:`compiler.model.passes.pointwise` replaces each region of
elementwise nodes (:mod:`compiler.model.passes.pointwise_region`) that no kernel's
epilogue takes by one ``Pointwise`` node, which lowers to the ``pointwise`` kernel: one
pass over memory for HardSwish, a residual add and its ReLU, a chain of scalar
arithmetic. Its inputs share one shape, or repeat over one run of its axes
(:func:`broadcast_run`: a per-channel scale, an attention bias or mask); the function
reads them as ``x0, x1, ...``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import fail, shape_str
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, Layout, OpDef
from compiler.pointwise import evaluate, inputs_of, parse

FLOAT32 = "float32"


def broadcast_run(shape: tuple[int, ...], of: tuple[int, ...]) -> tuple[int, int] | None:
    """The axes ``[l, r)`` of ``of`` that ``shape`` (leading 1s added) repeats over, one
    run of them, every other axis whole; None for any other shape. ``l == 0``: the
    trailing elements repeated over the leading axes (Swin's attention bias ``[1, h, s,
    s]`` added to ``[w, h, s, s]`` windows); ``l > 0``: ``of[:l]``'s values each repeated
    over the run (a per-channel scale ``[n, c, 1, 1]``, a mask ``[b, 1, s, s]`` added to
    every head)."""
    if len(shape) > len(of):
        return None
    padded = (1,) * (len(of) - len(shape)) + tuple(shape)
    differ = [i for i, (d, e) in enumerate(zip(padded, of, strict=True)) if d != e]
    if not differ or any(padded[i] != 1 for i in differ):
        return None
    left, right = differ[0], differ[-1] + 1
    while left > 0 and of[left - 1] == 1:  # unit axes next to the run join it
        left -= 1
    if any(padded[i] != 1 for i in range(left, right)):
        return None
    return left, right


#: The row a repeated input (other than one value per channel of NCHW data) must span
#: whole vectors of: ragged rows cost the kernel a masked tail each (Swin's 49x49
#: attention bias over its windows ran at half numpy's speed), so they stay numpy steps.
WHOLE_VECTORS = 16


def kernel_repeats(shape: tuple[int, ...], of: tuple[int, ...]) -> tuple[int, int] | None:
    """:func:`broadcast_run` where the pointwise kernel reads such an input well: one value
    per channel of 4-D data, or a run whose rows span whole vectors."""
    run = broadcast_run(shape, of)
    if run is None or (len(of), *run) == (4, 2, 4):
        return run
    # The kernel's vector row: the trailing axes after the run (rbcast's inner, bcast's block).
    return run if math.prod(of[run[1] :]) % WHOLE_VECTORS == 0 else None


def _rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """The largest input's type: every input float32, of its shape, (4-D) one value per
    image and channel, or its trailing axes repeated over its leading ones; as many
    inputs as the function reads."""
    try:
        fn = parse(str(node.attrs["fn"]))
    except ValueError as e:
        raise fail(node, str(e)) from None
    if len(inputs) != max(1, inputs_of(fn)):
        raise fail(node, f"fn {node.attrs['fn']!r} reads {inputs_of(fn)} inputs, got {len(inputs)}")
    full = max(inputs, key=lambda t: t.size)
    for t in inputs:
        broadcast = broadcast_run(t.shape, full.shape) is not None
        if t.dtype != FLOAT32 or (t.shape != full.shape and not broadcast):
            raise fail(
                node,
                f"inputs must be float32 of shape {shape_str(full)}, one value per channel or "
                f"its trailing axes, got {shape_str(t)} {t.dtype}",
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
