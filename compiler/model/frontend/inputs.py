"""Runtime input shapes: the CLI's ``--input-shapes`` syntax and the model's inputs.

Every shape in the graph is static, so each dynamic input dimension must be fixed by
``input_shapes``; a missing one is an error that says how to give it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import numpy as np

from compiler.model.frontend.errors import ModelImportError
from compiler.model.frontend.values import RUNTIME_DTYPES, np_dtype, type_name
from compiler.model.graph import TensorType

if TYPE_CHECKING:
    import onnx

_INPUT_SHAPES_SYNTAX = (
    "--input-shapes 'NAME:[D1,D2,...] NAME2:[...]' (or input_shapes= from Python)"
)

# The name has no ``[``, so it ends at the entry's ``:[`` (names may hold ``:``).
_ENTRY = re.compile(r"(?P<name>[^\s;\[\]]+?):\[(?P<dims>[^\]\[;]*)\]")
_DIGITS = re.compile(r"[0-9]+")


def parse_input_shapes(text: str) -> dict[str, tuple[int, ...]]:
    """Parses the CLI syntax for input shapes: ``'data:[1,3,224,224] mask:[1,128]'``.

    Entries are separated by spaces or ``;``; a name may contain ``/``, ``:`` and ``.``
    (it ends at the entry's ``:[``); ``name:[]`` is a scalar.

    Args:
        text: The option's value; blank gives no shapes.

    Returns:
        Input name -> shape.

    Raises:
        ValueError: An entry that is not ``NAME:[D1,D2,...]``, a dim that is not a
            positive integer, or a name given twice; the message quotes the entry.
    """
    shapes: dict[str, tuple[int, ...]] = {}
    pos = 0
    while True:
        while pos < len(text) and _is_separator(text[pos]):
            pos += 1
        if pos == len(text):
            return shapes
        match = _ENTRY.match(text, pos)
        if match is None or (match.end() < len(text) and not _is_separator(text[match.end()])):
            end = pos
            while end < len(text) and not _is_separator(text[end]):
                end += 1
            raise ValueError(
                f"input shapes: cannot read {text[pos:end]!r}; expected NAME:[D1,D2,...], "
                "e.g. 'data:[1,3,224,224]'"
            )
        name, body = match.group("name"), match.group("dims")
        dims = [d.strip() for d in body.split(",")] if body.strip() else []
        for dim in dims:
            if not _DIGITS.fullmatch(dim) or int(dim) < 1:
                raise ValueError(
                    f"input shapes: in {match.group()!r}, dim {dim!r} is not a positive integer"
                )
        if name in shapes:
            raise ValueError(f"input shapes: {name!r} is given twice")
        shapes[name] = tuple(int(d) for d in dims)
        pos = match.end()


def _is_separator(char: str) -> bool:
    return char.isspace() or char == ";"


def runtime_inputs(
    graph: onnx.GraphProto, constants: set[str], given: Mapping[str, Sequence[int]]
) -> dict[str, TensorType]:
    """Types of the runtime inputs, dynamic dims fixed from ``given``.

    Args:
        graph: The model's graph.
        constants: The initializers' names; a graph input among them is a constant.
        given: ``input_shapes``: static shapes by input name.

    Returns:
        Input name -> type, in the model's input order.

    Raises:
        ModelImportError: ``given`` names something that is not a runtime input or
            contradicts the model, an input is not a tensor or of an element type the
            graph does not compute on (float16, float64, ...), or dynamic dims stay
            unfixed (all of them named in one line, with an example to fix them).
    """
    declared = [v for v in graph.input if v.name not in constants]
    by_name = {v.name: v for v in declared}
    for name in given:
        if name in by_name:
            continue
        if name in constants:
            raise ModelImportError(
                f"input_shapes names {name!r}, a constant (initializer), not a runtime input"
            )
        known = ", ".join(repr(v.name) for v in declared) or "none"
        raise ModelImportError(
            f"input_shapes names {name!r}, which is not a model input (inputs: {known})"
        )
    types: dict[str, TensorType] = {}
    dynamic: list[str] = []
    examples: list[str] = []
    for value in declared:
        name = value.name
        if value.type.WhichOneof("value") != "tensor_type":
            raise ModelImportError(f"input {name!r} is not a tensor")
        tensor = value.type.tensor_type
        try:
            dtype = np_dtype(tensor.elem_type).name
        except Exception as exc:
            raise ModelImportError(f"input {name!r}: {exc}") from None
        if dtype not in RUNTIME_DTYPES:  # computing it as float32 would round the answer
            raise ModelImportError(
                f"input {name!r} is {type_name(tensor.elem_type)}, which is not supported "
                "(runtime inputs: FLOAT, INT8 to INT64, UINT8 to UINT64, BOOL)"
            )
        dims: list[int | str] | None = None
        if tensor.HasField("shape"):
            dims = [
                d.dim_value if d.dim_value > 0 else (d.dim_param or "?") for d in tensor.shape.dim
            ]
        shape = _fix_dims(name, dims, given.get(name))
        if shape is None:
            if dims is None:
                dynamic.append(f"input {name!r} has no shape (unknown rank)")
                examples.append(f"{name}:[D1,D2,...]")
            else:
                dynamic.extend(
                    f"input {name!r} dim {i} ({d!r})"
                    for i, d in enumerate(dims)
                    if isinstance(d, str)
                )
                examples.append(
                    f"{name}:[{','.join(str(d) if isinstance(d, int) else '1' for d in dims)}]"
                )
            continue
        types[name] = TensorType(shape, dtype)
    if dynamic:
        raise ModelImportError(
            f"dynamic dimensions need static sizes: {', '.join(dynamic)}; give them with "
            f"{_INPUT_SHAPES_SYNTAX}, e.g. --input-shapes '{' '.join(examples)}'"
        )
    return types


def _fix_dims(
    name: str, dims: list[int | str] | None, given: Sequence[int] | None
) -> tuple[int, ...] | None:
    """The static shape of one input, or None when a dim stays dynamic."""
    if given is None:
        if dims is None or any(isinstance(d, str) for d in dims):
            return None
        return tuple(int(d) for d in dims)
    shape = tuple(given)
    if not all(
        isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d > 0 for d in shape
    ):
        raise ModelImportError(
            f"input_shapes gives {name!r} shape {list(shape)}; dims must be positive integers"
        )
    if dims is not None:
        if len(dims) != len(shape):
            raise ModelImportError(
                f"input_shapes gives {name!r} rank {len(shape)} {list(shape)}, the model's "
                f"input has rank {len(dims)} {dims}"
            )
        for i, (d, g) in enumerate(zip(dims, shape, strict=True)):
            if isinstance(d, int) and d != g:
                raise ModelImportError(
                    f"input_shapes gives {name!r} dim {i} = {g}, the model fixes it to {d}"
                )
    return tuple(int(d) for d in shape)
