"""The record that defines one operator of the model graph, and what its parts take.

An :class:`OpDef` says everything the compiler knows about an operator: its inputs
and normalized attributes, its type rule, its numpy kernel (the reference semantics
the interpreter, constant folding and the runtime's numpy steps run), its import-time
folder, the ONNX operators imported as it, and how a node of it lowers to a kernel
(:class:`KernelForm`). :mod:`compiler.model.ops.registry` collects them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import check_broadcast_out
from compiler.pointwise import Term
from compiler.workload import Workload

Kernel = Callable[[list[np.ndarray], list[np.ndarray]], None]
"""``kernel(inputs, outputs)``: writes into the preallocated ``outputs``."""

KernelFactory = Callable[[Mapping[str, Any], Sequence[TensorType], Sequence[TensorType]], Kernel]
"""``factory(node_attrs, input_types, output_types) -> kernel``: checks the types and
preallocates the kernel's scratch once (see :mod:`compiler.model.numpy_ops`)."""

ShapeRule = Callable[[Node, list[TensorType]], TensorType]
"""The type of a node's (one) output from its inputs' types; raises ValueError naming
the node when they do not fit."""

Folder = Callable[[Node, list[np.ndarray]], np.ndarray]
"""Evaluates a node on constant input values at import (any dtype, e.g. int64 shapes)."""

PointwiseRule = Callable[[Mapping[str, Any], list[Term]], Term | None]
"""``rule(node_attrs, args) -> term``: a float32 node's value as a pointwise function
(:mod:`compiler.pointwise`) of its inputs' terms, which fusion composes into one kernel;
None where these inputs make it something else (Pow by a non-constant exponent)."""

AttrValue = int | float | str | tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Attr:
    """A normalized attribute.

    Attributes:
        name: Its name (ONNX's where ONNX has it).
        default: Its value when the ONNX node leaves it out; None when required.
    """

    name: str
    default: AttrValue | None = None


class Layout(enum.Enum):
    """How a kernel stands to the channel-blocked NCHW16c layout (:mod:`compiler.layout`)."""

    NCHW = "nchw"
    """Reads and writes NCHW only (numpy steps, depthwise convs, dense, a padded conv)."""
    FREE = "free"
    """Reads its data input in either layout and writes either (conv2d); a residual
    is added in the output's layout."""
    KEEPS_INPUT = "keeps_input"
    """Writes its data input's layout (channel affine)."""
    KEEPS_INPUT_OR_ONE_PIXEL = "keeps_input_or_one_pixel"
    """Writes its data input's layout, except that a 1x1 output is NCHW whatever it
    reads (``[n, c/16, 1, 1, 16]`` is ``[n, c, 1, 1]`` byte for byte): pools."""
    READS_EITHER = "reads_either"
    """Reads its data input in either layout, writes NCHW (a layer norm over the channels
    of each pixel, a transpose moving the channels last: channels-last outputs)."""
    WRITES_EITHER = "writes_either"
    """Reads NCHW, writes either layout (a transpose moving the channels first)."""
    KEEPS_INPUTS = "keeps_inputs"
    """Writes NCHW16c only when all its inputs are (a concat of one image's channels)."""


@dataclass(frozen=True, slots=True)
class KernelForm:
    """What a node lowers to: the one decision both the layout choice and the lowering read.

    Attributes:
        kernel: The kernel's operator (``conv2d``, ``depthwise_conv2d``, ``pool2d``,
            ``channel_affine``, ``matmul``), or ``view`` (no step: the output is its
            input reshaped) or ``concat_view`` (no step: the inputs are views of the output).
        layout: How it stands to NCHW16c.
        workload: The workload, where the node alone fixes it (pools, channel affine).
        pad_step: A numpy Pad step goes before the kernel (asymmetric conv padding).
        epilogue: The kernel's epilogue (convs).
    """

    kernel: str
    layout: Layout = Layout.NCHW
    workload: Workload | None = None
    pad_step: bool = False
    epilogue: str = ""


FormRule = Callable[[Node, Graph], KernelForm | None]
"""The :class:`KernelForm` of a node in its graph; None: it runs as a numpy step."""


@dataclass(frozen=True, slots=True)
class OpDef:
    """One operator of the graph IR: the only place it is defined.

    Attributes:
        name: The graph op (ONNX's name for ONNX operators).
        inputs: Input names in order; ``"B?"`` is optional, ``"X..."`` variadic.
        attrs: Normalized attributes (plain ints, floats, tuples of ints), with the
            default the importer fills in.
        shape: Type rule; None for ops only graph passes create (they type them).
        kernel: numpy kernel factory: the reference semantics, run by the interpreter,
            constant folding and the runtime's numpy steps.
        doc: One line on what it computes and how its attributes are normalized.
        fold: Import-time evaluation on constant inputs; None: never folded (costly ops).
        onnx: ONNX operators imported as this op. Unless the front end has its own
            converter for one (:mod:`compiler.model.frontend.converters`), the node's
            inputs pass through and ``attrs`` are read with their defaults.
        form: What a node becomes: a kernel (:class:`KernelForm`) or, None, a numpy step.
        numpy_note: Logged (``node ... runs as <note>``) when ``form`` gives None for a
            node, for ops that usually become kernels; empty: silent.
        pointwise: Its value as a pointwise function of its inputs, for float32 nodes
            whose non-scalar inputs have the output's shape: fusion then makes it part
            of a kernel's epilogue or of a ``pointwise`` kernel. None: not elementwise.
    """

    name: str
    inputs: tuple[str, ...]
    shape: ShapeRule | None
    kernel: KernelFactory
    doc: str = ""
    attrs: tuple[Attr, ...] = ()
    fold: Folder | None = None
    onnx: tuple[str, ...] = ()
    form: FormRule | None = None
    numpy_note: str = ""
    pointwise: PointwiseRule | None = None

    @property
    def arity(self) -> tuple[int, int]:
        """(fewest, most) inputs; most is -1 for a variadic op."""
        required = sum(1 for i in self.inputs if not i.endswith("?"))
        if any(i.endswith("...") for i in self.inputs):
            return required, -1
        return required, len(self.inputs)


def plain_kernel(
    fn: Callable[[dict[str, Any], list[np.ndarray], list[np.ndarray]], None],
) -> KernelFactory:
    """A kernel factory around a plain ``fn(node_attrs, inputs, outputs)`` (no scratch)."""

    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        copied = dict(attrs)

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            fn(copied, inputs, outputs)

        return run

    factory.__doc__ = fn.__doc__
    return factory


def ufunc_kernel(ufunc: np.ufunc) -> KernelFactory:
    """A kernel applying ``ufunc`` to its inputs, broadcast, into the output (bool for a
    comparison): Add, Equal, Not and their kin."""

    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        check_broadcast_out(ufunc.__name__, ins, outs)

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            ufunc(*inputs, out=outputs[0])

        return run

    return factory


def same_as_input(node: Node, inputs: list[TensorType]) -> TensorType:
    """The type rule of an op whose output is its first input's type."""
    return inputs[0]


def types_of(arrays: Sequence[np.ndarray]) -> list[TensorType]:
    """The tensor types of arrays."""
    return [TensorType(tuple(a.shape), a.dtype.name) for a in arrays]


def kernel_folder(rule: ShapeRule, factory: KernelFactory) -> Folder:
    """The folder that runs an op's own numpy kernel on constant inputs (typed by ``rule``),
    for ops whose kernel computes every dtype the importer folds."""

    def fold(node: Node, values: list[np.ndarray]) -> np.ndarray:
        ins = types_of(values)
        out_type = rule(node, ins)
        out = np.empty(out_type.shape, np.dtype(out_type.dtype))
        factory(node.attrs, ins, [out_type])(values, [out])
        return out

    return fold
