"""1-D windows (Conv1d, ConvTranspose1d, MaxPool1d, AvgPool1d, ...) as their 2-D forms.

A window operator over ``[N, C, L]`` data computes what the 2-D one computes over
``[N, C, 1, L]`` with a window of height 1: kernel ``(1, k)``, pads ``(0, b, 0, e)``,
the weights ``[K, C/g, 1, k]``, and strides ``(s, s)`` and dilations ``(d, d)``: a
window of height 1 over data of height 1 fits once whatever its stride and dilation,
and square ones are what the 2-D kernels take. The
converters here reshape the data (and a weight) to that form, hand the node to the 2-D
converter with its attributes lifted the same way, and reshape its output back, so every
2-D kernel, fusion and layout rule serves audio and sequence models too. The reshapes
are views (no step), and a constant weight's reshape folds at import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from compiler.model.frontend.context import Converter, Importer, OnnxNode

#: Attribute -> how one value per spatial axis becomes two (the new height axis first).
_LIFTS: dict[str, Callable[[list[int]], list[int]]] = {
    "kernel_shape": lambda v: [1, *v],
    "strides": lambda v: [*v, *v],
    "dilations": lambda v: [*v, *v],
    "output_padding": lambda v: [0, *v],
    "output_shape": lambda v: [1, *v],
    "pads": lambda v: [0, v[0], 0, v[1]],  # begin, end -> top, left, bottom, right
}

#: Operator -> the inputs that are windows' weights ([K, C/g, k] -> [K, C/g, 1, k]).
_WEIGHTS = {"Conv": (1,), "ConvTranspose": (1,)}


def _lifted_attrs(node: OnnxNode) -> dict[str, Any]:
    attrs = dict(node.attrs)
    for name, lift in _LIFTS.items():
        value = attrs.get(name)
        if value is not None and len(value) == (2 if name == "pads" else 1):
            attrs[name] = lift([int(v) for v in value])
    return attrs


def _unsqueezed(imp: Importer, node: OnnxNode, index: int) -> str:
    """Input ``index`` (3-D) reshaped with a height axis of 1 before its last axis."""
    name = node.input(index)
    shape = imp.type(name).shape
    lifted = imp.fresh_tensor(f"{name}_2d")
    reshape = OnnxNode("Reshape", imp.fresh_node(f"{node.name}_in{index}_2d"), [name], [lifted], {})
    imp.emit(reshape, "Reshape", [name], {"shape": (*shape[:-1], 1, shape[-1])})
    return lifted


def lifting_1d(convert_2d: Converter) -> Converter:
    """``convert_2d`` extended to 3-D data (see the module docstring); other ranks pass
    through to it unchanged (it refuses what it does not take, in one line)."""

    def convert(imp: Importer, node: OnnxNode) -> None:
        if len(imp.type(node.input(0)).shape) != 3:
            convert_2d(imp, node)
            return
        inputs = list(node.inputs)
        for index in (0, *_WEIGHTS.get(node.op, ())):
            if len(imp.type(node.input(index)).shape) != 3:
                raise node.error(f"weight {imp.type(node.input(index))} must be 3-D for 1-D data")
            inputs[index] = _unsqueezed(imp, node, index)
        out_2d = imp.fresh_tensor(f"{node.outputs[0]}_2d")
        convert_2d(
            imp,
            replace(
                node, inputs=inputs, outputs=[out_2d, *node.outputs[1:]], attrs=_lifted_attrs(node)
            ),
        )
        shape = imp.type(out_2d).shape
        back = OnnxNode(
            "Reshape", imp.fresh_node(f"{node.name}_1d"), [out_2d], node.outputs[:1], {}
        )
        imp.emit(back, "Reshape", [out_2d], {"shape": (*shape[:2], shape[3])})

    convert.__doc__ = f"{convert_2d.__doc__} 3-D data: as 2-D data of height 1."
    return convert
