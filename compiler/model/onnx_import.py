"""The ONNX front end: an ONNX model (opsets 7 to 21) to a :class:`~compiler.model.graph.Graph`.

The importer loads and checks the model, fixes every dynamic input dimension (from
``input_shapes``), then converts the nodes in order. Each converter normalizes its
operator's attributes to the table in :mod:`compiler.model.graph` (defaults filled,
``auto_pad`` resolved, negative axes made positive, attributes carried by inputs
read from constants). Since every shape is static, shape arithmetic (``Shape``,
``Gather``, ``Concat`` of int64 tensors, ...) and any node whose inputs are all
constant is evaluated with numpy here, so only real computation reaches the graph.

A bad model never gives a traceback: every problem is one :class:`ModelImportError`
line (all unsupported operators together in one line).

``onnx`` is imported lazily, so importing :mod:`compiler` does not need it.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.shapes import infer_types

if TYPE_CHECKING:
    import onnx

__all__ = ["MAX_OPSET", "MIN_OPSET", "ModelImportError", "import_onnx", "parse_input_shapes"]

MIN_OPSET = 7
MAX_OPSET = 21

_CONSTANTS_ONLY = "{op} is supported on constants only, for shape arithmetic"
_INPUT_SHAPES_SYNTAX = (
    "--input-shapes 'NAME:[D1,D2,...] NAME2:[...]' (or input_shapes= from Python)"
)


class ModelImportError(ValueError):
    """The model cannot be imported; the message is one line saying why."""

    def __init__(self, message: str) -> None:
        # One line, whatever the text came from (checker messages span several).
        super().__init__(_one_line(message))


def import_onnx(
    model: str | os.PathLike[str] | bytes | onnx.ModelProto,
    input_shapes: Mapping[str, Sequence[int]] | None = None,
) -> Graph:
    """Imports an ONNX model as a graph with static shapes and normalized attributes.

    Args:
        model: A path to a ``.onnx`` file, its bytes, or a loaded ``onnx.ModelProto``.
        input_shapes: Static shapes for runtime inputs, by name; needed for every input
            with a dynamic dimension, optional (but checked) for the others.

    Returns:
        The graph: runtime inputs (initializers are constants, even when also listed as
        inputs), nodes of the operators in :mod:`compiler.model.graph`, every tensor
        typed, constants as numpy arrays (floating-point ones as float32).

    Raises:
        ModelImportError: One line naming what is wrong: not an ONNX file, a model the
            ONNX checker rejects, an opset or domain out of range, unsupported operators
            (all of them), an unsupported attribute value, or dynamic dimensions that
            ``input_shapes`` does not fix.
    """
    proto, path = _load(model)
    opset = _default_opset(proto)
    names = _node_names(proto.graph)
    _check_operators(proto.graph, names)
    _check_model(proto, path)
    return _Importer(proto, opset, names, input_shapes or {}).run()


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


# The name has no ``[``, so it ends at the entry's ``:[`` (names may hold ``:``).
_ENTRY = re.compile(r"(?P<name>[^\s;\[\]]+?):\[(?P<dims>[^\]\[;]*)\]")
_DIGITS = re.compile(r"[0-9]+")


# --------------------------------------------------------------------------- loading


def _onnx() -> Any:
    try:
        import onnx
    except ImportError:
        raise ModelImportError(
            "importing ONNX models needs the onnx package (pip install onnx)"
        ) from None
    return onnx


def _one_line(text: object, limit: int = 600) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _load(model: object) -> tuple[onnx.ModelProto, str | None]:
    """The model proto and, when it came from a file, the file's path."""
    onnx = _onnx()
    if isinstance(model, onnx.ModelProto):
        return model, None
    if isinstance(model, (bytes, bytearray, memoryview)):
        what, path = "the given bytes", None
        try:
            proto = onnx.load_model_from_string(bytes(model))
        except Exception as exc:  # protobuf's DecodeError and kin: not ONNX
            raise ModelImportError(f"{what} are not an ONNX model: {exc}") from None
    elif isinstance(model, (str, os.PathLike)):
        path = os.fsdecode(model)
        what = path
        if not os.path.isfile(path):
            raise ModelImportError(
                f"{path}: {'is a directory' if os.path.isdir(path) else 'no such file'}"
            )
        try:
            proto = onnx.load(path)
        except Exception as exc:  # unreadable, not protobuf, or missing external data
            raise ModelImportError(f"{path}: not a readable ONNX model: {exc}") from None
    else:
        raise TypeError(f"import_onnx takes a path, bytes or onnx.ModelProto, not {model!r}")
    # Protobuf parses many non-ONNX byte strings without complaint; a model has a graph.
    if not proto.HasField("graph") or proto.ir_version == 0:
        raise ModelImportError(f"{what}: not an ONNX model (no graph or IR version)")
    return proto, path


def _default_opset(proto: onnx.ModelProto) -> int:
    versions = {o.domain: o.version for o in proto.opset_import if o.domain in ("", "ai.onnx")}
    if not versions:
        raise ModelImportError("the model imports no opset of the default ONNX domain")
    opset = max(versions.values())
    if not MIN_OPSET <= opset <= MAX_OPSET:
        raise ModelImportError(
            f"opset {opset} of the default ONNX domain is not supported "
            f"(supported: {MIN_OPSET} to {MAX_OPSET})"
        )
    return opset


def _node_names(graph: onnx.GraphProto) -> list[str]:
    """A unique name for each node: its own, or ``Op_index`` where ONNX leaves it empty."""
    taken: set[str] = set()
    names = []
    for index, node in enumerate(graph.node):
        base = node.name or f"{node.op_type}_{index}"
        name, k = base, 1
        while name in taken:
            name, k = f"{base}_{k}", k + 1
        taken.add(name)
        names.append(name)
    return names


def _check_operators(graph: onnx.GraphProto, names: list[str]) -> None:
    """Raises one error naming every unsupported operator and its nodes."""
    unsupported: dict[str, list[str]] = {}
    for node, name in zip(graph.node, names, strict=True):
        op = node.op_type
        if node.domain not in ("", "ai.onnx"):
            unsupported.setdefault(f"{node.domain}.{op}", []).append(name)
        elif op not in _CONVERTERS:
            unsupported.setdefault(op, []).append(name)
    if unsupported:
        parts = [
            f"{op} (node{'s' if len(nodes) > 1 else ''} {', '.join(nodes)})"
            for op, nodes in unsupported.items()
        ]
        raise ModelImportError(f"unsupported operators: {', '.join(parts)}")


def _check_model(proto: onnx.ModelProto, path: str | None) -> None:
    onnx = _onnx()
    try:
        # From the path, the checker also handles external data and models over 2 GB.
        onnx.checker.check_model(path if path is not None else proto)
    except Exception as exc:  # ValidationError, or protobuf's size limit
        where = f"{path}: " if path is not None else ""
        raise ModelImportError(f"{where}invalid ONNX model: {exc}") from None


# --------------------------------------------------------------------------- values


def _normalize(array: np.ndarray) -> np.ndarray:
    """Floating point as float32 (any width, bfloat16 too); C-contiguous and writable."""
    if array.dtype.kind in "OUS":
        raise ValueError("string tensors are not supported")
    if array.dtype.kind == "f" or array.dtype.name == "bfloat16" or "float8" in array.dtype.name:
        array = array.astype(np.float32)
    # Arrays viewing the proto's bytes are read-only; passes may want to write.
    return np.require(array, requirements=["C", "W"])


def _tensor_value(tensor: onnx.TensorProto) -> np.ndarray:
    onnx = _onnx()
    return _normalize(onnx.numpy_helper.to_array(tensor))


def _sparse_value(sparse: onnx.SparseTensorProto) -> np.ndarray:
    values = _tensor_value(sparse.values)
    indices = _onnx().numpy_helper.to_array(sparse.indices).astype(np.int64)
    dense = np.zeros(tuple(sparse.dims), dtype=values.dtype)
    if indices.ndim == 2:  # [NNZ, rank] coordinates, else linear positions
        indices = np.ravel_multi_index(tuple(indices.T), dense.shape)
    dense.reshape(-1)[indices] = values.reshape(-1)
    return dense


def _np_dtype(elem_type: int) -> np.dtype[Any]:
    """The numpy dtype of an ONNX element type, floats normalized to float32."""
    onnx = _onnx()
    if elem_type == onnx.TensorProto.UNDEFINED:
        raise ValueError("element type is undefined")
    dtype = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(elem_type))
    return _normalize(np.zeros((), dtype)).dtype


# --------------------------------------------------------------------------- conversion


@dataclass(slots=True)
class _OnnxNode:
    """One ONNX node with decoded attributes and its unique name."""

    op: str
    name: str
    inputs: list[str]
    outputs: list[str]
    attrs: dict[str, Any]

    def input(self, index: int) -> str:
        """The name of input ``index``; empty when absent."""
        return self.inputs[index] if index < len(self.inputs) else ""

    def error(self, what: str) -> ModelImportError:
        """An error naming this node."""
        return ModelImportError(f"{self.op} node {self.name!r}: {what}")

    def int_attr(self, name: str, default: int) -> int:
        """An int attribute."""
        return int(self.attrs.get(name, default))

    def float_attr(self, name: str, default: float) -> float:
        """A float attribute."""
        return float(self.attrs.get(name, default))

    def ints_attr(self, name: str, default: Sequence[int]) -> tuple[int, ...]:
        """A list-of-ints attribute, as a tuple."""
        return tuple(int(v) for v in self.attrs.get(name, default))

    def str_attr(self, name: str, default: str) -> str:
        """A string attribute (ONNX stores bytes)."""
        value = self.attrs.get(name, default)
        return value.decode() if isinstance(value, bytes) else str(value)


class _Importer:
    """The conversion state: constants, types and emitted nodes, in ONNX node order."""

    def __init__(
        self,
        proto: onnx.ModelProto,
        opset: int,
        names: list[str],
        input_shapes: Mapping[str, Sequence[int]],
    ) -> None:
        onnx = _onnx()
        self.graph = proto.graph
        self.opset = opset
        self.consts: dict[str, np.ndarray] = {}
        self.types: dict[str, TensorType] = {}
        self.nodes: list[Node] = []
        self.onnx_nodes = [
            _OnnxNode(
                node.op_type,
                name,
                list(node.input),
                list(node.output),
                {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute},
            )
            for node, name in zip(self.graph.node, names, strict=True)
        ]
        # Names consumed by a node or the model: an optional output in here is used.
        self.used = {i for n in self.graph.node for i in n.input if i} | {
            o.name for o in self.graph.output
        }
        self.taken_tensors = (
            {t.name for t in self.graph.initializer}
            | {v.name for v in self.graph.input}
            | {o for n in self.graph.node for o in n.output}
        )
        self.taken_nodes = set(names)
        for name, value in _initializers(self.graph):
            self.set_const(name, value)
        self.inputs = _runtime_inputs(self.graph, set(self.consts), input_shapes)
        self.types.update(self.inputs)

    def run(self) -> Graph:
        """Converts every node and assembles the graph."""
        for node in self.onnx_nodes:
            try:
                _CONVERTERS[node.op](self, node)
            except ModelImportError:
                raise
            except Exception as exc:  # a malformed node is one line, not a traceback
                raise node.error(str(exc) or type(exc).__name__) from exc
        outputs = [o.name for o in self.graph.output]
        read = {i for node in self.nodes for i in node.inputs} | set(outputs)
        constants = {k: v for k, v in self.consts.items() if k in read}
        defined = set(self.inputs) | set(constants) | {o for n in self.nodes for o in n.outputs}
        graph = Graph(
            name=self.graph.name or "model",
            inputs=list(self.inputs),
            outputs=outputs,
            nodes=self.nodes,
            types={k: t for k, t in self.types.items() if k in defined},
            constants=constants,
        )
        graph.validate()
        return graph

    # ---- values and types

    def type(self, name: str) -> TensorType:
        """The type of a defined tensor."""
        return self.types[name]

    def set_const(self, name: str, value: np.ndarray) -> None:
        """Defines ``name`` as a constant."""
        value = _normalize(np.asarray(value))
        self.consts[name] = value
        self.types[name] = TensorType(tuple(int(d) for d in value.shape), value.dtype.name)

    def const(self, node: _OnnxNode, index: int, what: str, *, why: str = "") -> np.ndarray | None:
        """The value of an input that must be constant; None when the input is absent."""
        name = node.input(index)
        if not name:
            return None
        if name not in self.consts:
            raise node.error(
                f"{what} ({name!r}) must be a constant, it is computed at run time"
                + (f" ({why})" if why else "")
            )
        return self.consts[name]

    def const_ints(self, node: _OnnxNode, index: int, what: str) -> tuple[int, ...] | None:
        """A constant integer input, flattened to a tuple; None when absent."""
        value = self.const(node, index, what)
        return None if value is None else tuple(int(v) for v in value.reshape(-1))

    def fresh_tensor(self, base: str) -> str:
        """A tensor name not used in the model."""
        return _fresh(base, self.taken_tensors)

    def fresh_node(self, base: str) -> str:
        """A node name not used in the model."""
        return _fresh(base, self.taken_nodes)

    # ---- emitting

    def emit(
        self,
        node: _OnnxNode,
        op: str,
        inputs: list[str],
        attrs: dict[str, Any] | None = None,
        *,
        output: str | None = None,
        name: str | None = None,
    ) -> None:
        """Adds a normalized node, or evaluates it when all its inputs are constants."""
        new = Node(op, name or node.name, inputs, [output or node.outputs[0]], attrs or {})
        try:
            (out_type,) = infer_types(new, [self.types[i] for i in inputs])
        except ValueError as exc:
            raise ModelImportError(str(exc)) from None
        fold = _FOLDERS.get(op)
        if fold is not None and all(i in self.consts for i in inputs):
            value = fold(new, [self.consts[i] for i in inputs])
            assert value.shape == out_type.shape, (new, value.shape, out_type)
            self.set_const(new.outputs[0], value.astype(out_type.dtype, copy=False))
            return
        self.nodes.append(new)
        self.types[new.outputs[0]] = out_type

    def only_first_output(self, node: _OnnxNode, why: str) -> None:
        """Raises when a later output of ``node`` is used (they are not produced)."""
        used = [o for o in node.outputs[1:] if o and o in self.used]
        if used:
            raise node.error(f"only the first output is supported ({why}); {used[0]!r} is used")


def _initializers(graph: onnx.GraphProto) -> Iterator[tuple[str, np.ndarray]]:
    """Name and value of each initializer, dense and sparse."""
    loaders: list[tuple[str, Callable[[], np.ndarray]]] = [
        (t.name, functools.partial(_tensor_value, t)) for t in graph.initializer
    ]
    # A sparse initializer is named by its values tensor.
    loaders += [
        (t.values.name, functools.partial(_sparse_value, t)) for t in graph.sparse_initializer
    ]
    for name, load in loaders:
        try:
            yield name, load()
        except Exception as exc:  # external data missing, string tensors, ...
            raise ModelImportError(f"initializer {name!r}: {exc}") from None


def _fresh(base: str, taken: set[str]) -> str:
    name, k = base, 1
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    taken.add(name)
    return name


def _runtime_inputs(
    graph: onnx.GraphProto, constants: set[str], given: Mapping[str, Sequence[int]]
) -> dict[str, TensorType]:
    """Types of the runtime inputs, dynamic dims fixed from ``given``."""
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
            dtype = _np_dtype(tensor.elem_type).name
        except Exception as exc:
            raise ModelImportError(f"input {name!r}: {exc}") from None
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


# --------------------------------------------------------------------------- helpers


def _axis(node: _OnnxNode, axis: int, rank: int, *, what: str = "axis") -> int:
    """``axis`` in ``[-rank, rank)`` made non-negative."""
    if not -rank <= axis < rank:
        raise node.error(f"{what} {axis} is out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


def _prod(dims: Sequence[int]) -> int:
    return int(np.prod(dims, dtype=np.int64))


def _require_4d(node: _OnnxNode, t: TensorType, what: str) -> None:
    if len(t.shape) != 4:
        raise node.error(
            f"{what} on {len(t.shape)}-D input {t} is not supported (2-D NCHW data only)"
        )


def _pads(
    node: _OnnxNode,
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


def _window_attrs(imp: _Importer, node: _OnnxNode, kernel: tuple[int, ...]) -> dict[str, Any]:
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


def _reshape(imp: _Importer, node: _OnnxNode, shape: Sequence[int]) -> None:
    imp.emit(node, "Reshape", [node.input(0)], {"shape": tuple(int(d) for d in shape)})


def _resolve_shape(
    node: _OnnxNode, in_shape: tuple[int, ...], target: Sequence[int], *, allowzero: bool
) -> tuple[int, ...]:
    """Reshape's target with 0 (copy the input dim) and -1 (infer) resolved."""
    out = []
    for i, d in enumerate(target):
        if d == 0 and not allowzero:
            if i >= len(in_shape):
                raise node.error(f"shape {list(target)}: 0 at {i} has no input dim to copy")
            out.append(in_shape[i])
        elif d < -1:
            raise node.error(f"shape {list(target)} has a negative dim {d}")
        else:
            out.append(d)
    total = _prod(in_shape)
    unknown = [i for i, d in enumerate(out) if d == -1]
    if len(unknown) > 1:
        raise node.error(f"shape {list(target)} has more than one -1")
    if unknown:
        known = _prod([d for d in out if d != -1])
        if known == 0 or total % known:
            raise node.error(f"cannot reshape {list(in_shape)} to {list(target)}")
        out[unknown[0]] = total // known
    if _prod(out) != total:
        raise node.error(f"cannot reshape {list(in_shape)} ({total} elements) to {list(target)}")
    return tuple(out)


def _axes_input(imp: _Importer, node: _OnnxNode, since: int) -> tuple[int, ...] | None:
    """An ``axes`` list: an attribute before opset ``since``, the second input from it on."""
    if imp.opset < since:
        return node.ints_attr("axes", ()) if "axes" in node.attrs else None
    return imp.const_ints(node, 1, "axes")


# --------------------------------------------------------------------------- converters
# One per ONNX operator: read the ONNX form, emit normalized nodes or set constants.


def _convert_conv(imp: _Importer, node: _OnnxNode) -> None:
    x, w = imp.type(node.input(0)), imp.type(node.input(1))
    _require_4d(node, x, "convolution")
    if len(w.shape) != 4:
        raise node.error(f"weight {w} must be 4-D")
    kernel = node.ints_attr("kernel_shape", w.shape[2:])
    attrs = _window_attrs(imp, node, kernel)
    attrs["group"] = node.int_attr("group", 1)
    inputs = [node.input(0), node.input(1)] + ([node.input(2)] if node.input(2) else [])
    imp.emit(node, "Conv", inputs, attrs)


def _convert_batch_norm(imp: _Importer, node: _OnnxNode) -> None:
    if imp.opset < 9 and node.int_attr("spatial", 1) != 1:
        raise node.error("spatial=0 (per-activation statistics) is not supported")
    if node.int_attr("training_mode", 0):
        raise node.error("training_mode=1 is not supported (inference only)")
    imp.only_first_output(node, "inference form")
    attrs = {"epsilon": node.float_attr("epsilon", 1e-5)}
    imp.emit(node, "BatchNormalization", node.inputs[:5], attrs)


def _convert_unary(op: str) -> Callable[[_Importer, _OnnxNode], None]:
    def convert(imp: _Importer, node: _OnnxNode) -> None:
        imp.emit(node, op, [node.input(0)])

    return convert


def _convert_binary(imp: _Importer, node: _OnnxNode) -> None:
    imp.emit(node, node.op, [node.input(0), node.input(1)])


def _convert_clip(imp: _Importer, node: _OnnxNode) -> None:
    if imp.opset < 11:
        low = node.float_attr("min", -np.inf)
        high = node.float_attr("max", np.inf)
    else:
        bounds = []
        for index, what, default in ((1, "min", -np.inf), (2, "max", np.inf)):
            value = imp.const(node, index, what)
            if value is not None and value.size != 1:
                raise node.error(f"{what} must be a scalar, got shape {list(value.shape)}")
            bounds.append(default if value is None else float(value.reshape(-1)[0]))
        low, high = bounds
    imp.emit(node, "Clip", [node.input(0)], {"min": low, "max": high})


def _convert_sum(imp: _Importer, node: _OnnxNode) -> None:
    inputs = [i for i in node.inputs if i]
    if len(inputs) == 1:
        imp.emit(node, "Identity", inputs)
        return
    # A left-to-right chain of Adds; the last keeps the node's name and output.
    acc = inputs[0]
    for k, operand in enumerate(inputs[1:], start=1):
        last = k == len(inputs) - 1
        out = node.outputs[0] if last else imp.fresh_tensor(f"{node.outputs[0]}/sum{k}")
        name = node.name if last else imp.fresh_node(f"{node.name}/add{k}")
        imp.emit(node, "Add", [acc, operand], output=out, name=name)
        acc = out


def _convert_max_pool(imp: _Importer, node: _OnnxNode) -> None:
    _require_4d(node, imp.type(node.input(0)), "MaxPool")
    imp.only_first_output(node, "pooling indices are not produced")
    attrs = _window_attrs(imp, node, node.ints_attr("kernel_shape", ()))
    attrs["ceil_mode"] = _ceil_mode(imp, node)
    imp.emit(node, "MaxPool", [node.input(0)], attrs)


def _convert_average_pool(imp: _Importer, node: _OnnxNode) -> None:
    _require_4d(node, imp.type(node.input(0)), "AveragePool")
    attrs = _window_attrs(imp, node, node.ints_attr("kernel_shape", ()))
    if attrs.pop("dilations") != (1, 1):
        raise node.error("dilations other than 1 are not supported for AveragePool")
    attrs["ceil_mode"] = _ceil_mode(imp, node)
    attrs["count_include_pad"] = node.int_attr("count_include_pad", 0)
    imp.emit(node, "AveragePool", [node.input(0)], attrs)


def _ceil_mode(imp: _Importer, node: _OnnxNode) -> int:
    # With SAME padding the resolved pads already give ceil(in / stride) windows, which
    # is what ONNX Runtime computes whatever ceil_mode says.
    if imp.opset < 10 or node.str_attr("auto_pad", "NOTSET").startswith("SAME"):
        return 0
    return 1 if node.int_attr("ceil_mode", 0) else 0


def _convert_global_average_pool(imp: _Importer, node: _OnnxNode) -> None:
    _require_4d(node, imp.type(node.input(0)), "GlobalAveragePool")
    imp.emit(node, "GlobalAveragePool", [node.input(0)])


def _convert_gemm(imp: _Importer, node: _OnnxNode) -> None:
    attrs = {
        "alpha": node.float_attr("alpha", 1.0),
        "beta": node.float_attr("beta", 1.0),
        "transA": node.int_attr("transA", 0),
        "transB": node.int_attr("transB", 0),
    }
    inputs = [node.input(0), node.input(1)] + ([node.input(2)] if node.input(2) else [])
    imp.emit(node, "Gemm", inputs, attrs)


def _convert_flatten(imp: _Importer, node: _OnnxNode) -> None:
    shape = imp.type(node.input(0)).shape
    axis = node.int_attr("axis", 1)
    if not -len(shape) <= axis <= len(shape):
        raise node.error(f"axis {axis} is out of range for rank {len(shape)}")
    axis = axis + len(shape) if axis < 0 else axis
    _reshape(imp, node, (_prod(shape[:axis]), _prod(shape[axis:])))


def _convert_reshape(imp: _Importer, node: _OnnxNode) -> None:
    target = imp.const_ints(node, 1, "the target shape")
    if target is None:
        raise node.error("the target shape input is missing")
    allowzero = imp.opset >= 14 and bool(node.int_attr("allowzero", 0))
    shape = _resolve_shape(node, imp.type(node.input(0)).shape, target, allowzero=allowzero)
    _reshape(imp, node, shape)


def _convert_transpose(imp: _Importer, node: _OnnxNode) -> None:
    rank = len(imp.type(node.input(0)).shape)
    perm = node.ints_attr("perm", range(rank - 1, -1, -1))
    imp.emit(node, "Transpose", [node.input(0)], {"perm": perm})


def _convert_concat(imp: _Importer, node: _OnnxNode) -> None:
    inputs = [i for i in node.inputs if i]
    if "axis" not in node.attrs:
        raise node.error("the axis attribute is required")
    axis = _axis(node, node.int_attr("axis", 0), len(imp.type(inputs[0]).shape))
    imp.emit(node, "Concat", inputs, {"axis": axis})


def _convert_softmax(imp: _Importer, node: _OnnxNode) -> None:
    shape = imp.type(node.input(0)).shape
    rank = len(shape)
    if imp.opset >= 13:
        axis = _axis(node, node.int_attr("axis", -1), rank)
        imp.emit(node, "Softmax", [node.input(0)], {"axis": axis})
        return
    # Before opset 13: softmax over the input flattened to 2-D at axis. That is a
    # softmax along one axis when at most one of the flattened trailing dims is > 1.
    axis = _axis(node, node.int_attr("axis", 1), rank)
    wide = [i for i in range(axis, rank) if shape[i] != 1]
    if len(wide) <= 1:
        imp.emit(node, "Softmax", [node.input(0)], {"axis": wide[0] if wide else rank - 1})
        return
    flat = imp.fresh_tensor(f"{node.outputs[0]}/flat")
    soft = imp.fresh_tensor(f"{node.outputs[0]}/softmax2d")
    flat_shape = (_prod(shape[:axis]), _prod(shape[axis:]))
    imp.emit(
        node,
        "Reshape",
        [node.input(0)],
        {"shape": flat_shape},
        output=flat,
        name=imp.fresh_node(f"{node.name}/flatten"),
    )
    imp.emit(node, "Softmax", [flat], {"axis": 1}, output=soft)
    imp.emit(
        node,
        "Reshape",
        [soft],
        {"shape": shape},
        name=imp.fresh_node(f"{node.name}/unflatten"),
    )


def _convert_lrn(imp: _Importer, node: _OnnxNode) -> None:
    _require_4d(node, imp.type(node.input(0)), "LRN")
    if "size" not in node.attrs:
        raise node.error("the size attribute is required")
    attrs = {
        "alpha": node.float_attr("alpha", 1e-4),
        "beta": node.float_attr("beta", 0.75),
        "bias": node.float_attr("bias", 1.0),
        "size": node.int_attr("size", 0),
    }
    imp.emit(node, "LRN", [node.input(0)], attrs)


def _convert_dropout(imp: _Importer, node: _OnnxNode) -> None:
    if imp.opset >= 12:
        training = imp.const(node, 2, "training_mode")
        if training is not None and bool(training.reshape(-1)[0]):
            raise node.error("training_mode=true is not supported (inference only)")
    imp.only_first_output(node, "the mask is not produced in inference")
    imp.emit(node, "Identity", [node.input(0)])


def _convert_unsqueeze(imp: _Importer, node: _OnnxNode) -> None:
    shape = imp.type(node.input(0)).shape
    axes = _axes_input(imp, node, since=13)
    if not axes:
        raise node.error("axes are required")
    rank = len(shape) + len(axes)
    new = sorted(_axis(node, a, rank, what="axes value") for a in axes)
    if len(set(new)) != len(new):
        raise node.error(f"axes {list(axes)} repeat an axis")
    dims = iter(shape)
    _reshape(imp, node, [1 if i in new else next(dims) for i in range(rank)])


def _convert_squeeze(imp: _Importer, node: _OnnxNode) -> None:
    shape = imp.type(node.input(0)).shape
    axes = _axes_input(imp, node, since=13)
    if axes is None:
        drop = {i for i, d in enumerate(shape) if d == 1}
    else:
        drop = {_axis(node, a, len(shape), what="axes value") for a in axes}
        wide = [i for i in sorted(drop) if shape[i] != 1]
        if wide:
            raise node.error(f"cannot squeeze axis {wide[0]} of size {shape[wide[0]]}")
    _reshape(imp, node, [d for i, d in enumerate(shape) if i not in drop])


def _convert_constant(imp: _Importer, node: _OnnxNode) -> None:
    attrs = node.attrs
    if "value" in attrs:
        value = _tensor_value(attrs["value"])
    elif "sparse_value" in attrs:
        value = _sparse_value(attrs["sparse_value"])
    elif "value_float" in attrs:
        value = np.array(attrs["value_float"], dtype=np.float32)
    elif "value_floats" in attrs:
        value = np.array(attrs["value_floats"], dtype=np.float32).reshape(-1)
    elif "value_int" in attrs:
        value = np.array(attrs["value_int"], dtype=np.int64)
    elif "value_ints" in attrs:
        value = np.array(attrs["value_ints"], dtype=np.int64).reshape(-1)
    elif "value_string" in attrs or "value_strings" in attrs:
        raise node.error("string constants are not supported")
    else:
        raise node.error("no value attribute")
    imp.set_const(node.outputs[0], value)


def _convert_constant_of_shape(imp: _Importer, node: _OnnxNode) -> None:
    shape = imp.const_ints(node, 0, "the shape")
    if shape is None or any(d < 0 for d in shape):
        raise node.error(f"shape {shape} is not a list of sizes")
    fill = _tensor_value(node.attrs["value"]) if "value" in node.attrs else np.zeros(1, np.float32)
    if fill.size != 1:
        raise node.error(f"value must have one element, got {fill.size}")
    imp.set_const(node.outputs[0], np.full(shape, fill.reshape(-1)[0], dtype=fill.dtype))


def _convert_shape(imp: _Importer, node: _OnnxNode) -> None:
    # Every shape is static, so Shape is a constant whatever its input is.
    shape = imp.type(node.input(0)).shape
    rank = len(shape)
    start, end = node.int_attr("start", 0), node.int_attr("end", rank)
    start = min(max(start + rank if start < 0 else start, 0), rank)
    end = min(max(end + rank if end < 0 else end, 0), rank)
    imp.set_const(node.outputs[0], np.array(shape[start:end], dtype=np.int64))


def _convert_pad(imp: _Importer, node: _OnnxNode) -> None:
    mode = node.str_attr("mode", "constant")
    if mode != "constant":
        raise node.error(f"mode {mode!r} is not supported (constant only)")
    rank = len(imp.type(node.input(0)).shape)
    if imp.opset < 11:
        pads = node.ints_attr("pads", ())
        value = node.float_attr("value", 0.0)
    else:
        pads = imp.const_ints(node, 1, "pads") or ()
        fill = imp.const(node, 2, "constant_value")
        value = 0.0 if fill is None or fill.size == 0 else float(fill.reshape(-1)[0])
        axes = imp.const_ints(node, 3, "axes") if imp.opset >= 18 else None
        if axes is not None:
            if len(pads) != 2 * len(axes):
                raise node.error(f"pads {list(pads)} need {2 * len(axes)} values for axes")
            full = [0] * (2 * rank)
            for k, a in enumerate(_axis(node, a, rank, what="axes value") for a in axes):
                full[a], full[a + rank] = pads[k], pads[k + len(axes)]
            pads = tuple(full)
    if len(pads) != 2 * rank:
        raise node.error(f"pads {list(pads)} need {2 * rank} values for rank {rank}")
    imp.emit(node, "Pad", [node.input(0)], {"pads": tuple(pads), "value": value})


def _convert_gather(imp: _Importer, node: _OnnxNode) -> None:
    data = imp.const(node, 0, "data", why=_CONSTANTS_ONLY.format(op="Gather"))
    indices = imp.const(node, 1, "indices")
    assert data is not None
    assert indices is not None
    axis = _axis(node, node.int_attr("axis", 0), data.ndim)
    size = data.shape[axis]
    if indices.size and not (-size <= indices.min() and indices.max() < size):
        raise node.error(f"indices {indices.tolist()} out of range for axis size {size}")
    imp.set_const(
        node.outputs[0], np.take(data, np.where(indices < 0, indices + size, indices), axis)
    )


def _convert_cast(imp: _Importer, node: _OnnxNode) -> None:
    dtype = _np_dtype(node.int_attr("to", 0))
    name = node.input(0)
    if name in imp.consts:
        imp.set_const(node.outputs[0], imp.consts[name].astype(dtype))
    elif imp.type(name).dtype == dtype.name:
        imp.emit(node, "Identity", [name])  # e.g. float16 -> float32, both float32 here
    else:
        raise node.error(
            f"Cast of a runtime tensor from {imp.type(name).dtype} to {dtype.name} is not "
            "supported (only on constants)"
        )


def _convert_slice(imp: _Importer, node: _OnnxNode) -> None:
    data = imp.const(node, 0, "data", why=_CONSTANTS_ONLY.format(op="Slice"))
    assert data is not None
    if imp.opset < 10:
        starts, ends = node.ints_attr("starts", ()), node.ints_attr("ends", ())
        axes = node.ints_attr("axes", range(len(starts)))
        steps: Sequence[int] = (1,) * len(starts)
    else:
        starts = imp.const_ints(node, 1, "starts") or ()
        ends = imp.const_ints(node, 2, "ends") or ()
        axes = imp.const_ints(node, 3, "axes") or tuple(range(len(starts)))
        steps = imp.const_ints(node, 4, "steps") or (1,) * len(starts)
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise node.error("starts, ends, axes and steps differ in length")
    for start, end, axis, step in zip(starts, ends, axes, steps, strict=True):
        a = _axis(node, axis, data.ndim, what="axes value")
        if step == 0:
            raise node.error("a step is 0")
        data = np.take(data, _slice_indices(data.shape[a], start, end, step), axis=a)
    imp.set_const(node.outputs[0], data)


def _slice_indices(size: int, start: int, end: int, step: int) -> np.ndarray:
    """The indices ONNX Slice picks along one axis (clamped like ONNX, not like Python)."""
    start += size if start < 0 else 0
    end += size if end < 0 else 0
    if step > 0:
        start, end = min(max(start, 0), size), min(max(end, 0), size)
    else:
        start, end = min(max(start, 0), size - 1), min(max(end, -1), size - 1)
    return np.arange(start, end, step, dtype=np.int64)


_CONVERTERS: dict[str, Callable[[_Importer, _OnnxNode], None]] = {
    "Conv": _convert_conv,
    "BatchNormalization": _convert_batch_norm,
    "Relu": _convert_unary("Relu"),
    "Clip": _convert_clip,
    "Add": _convert_binary,
    "Sub": _convert_binary,
    "Mul": _convert_binary,
    "Div": _convert_binary,
    "Sum": _convert_sum,
    "MaxPool": _convert_max_pool,
    "AveragePool": _convert_average_pool,
    "GlobalAveragePool": _convert_global_average_pool,
    "Gemm": _convert_gemm,
    "MatMul": _convert_binary,
    "Flatten": _convert_flatten,
    "Reshape": _convert_reshape,
    "Transpose": _convert_transpose,
    "Concat": _convert_concat,
    "Softmax": _convert_softmax,
    "LRN": _convert_lrn,
    "Dropout": _convert_dropout,
    "Identity": _convert_unary("Identity"),
    "Unsqueeze": _convert_unsqueeze,
    "Squeeze": _convert_squeeze,
    "Constant": _convert_constant,
    "ConstantOfShape": _convert_constant_of_shape,
    "Shape": _convert_shape,
    "Pad": _convert_pad,
    "Gather": _convert_gather,
    "Cast": _convert_cast,
    "Slice": _convert_slice,
}


# --------------------------------------------------------------------------- folding
# numpy evaluation of normalized nodes whose inputs are all constants. Conv, pooling
# and LRN are left to the compiler: with constant inputs they are rare and costly.


def _divide(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a, b = x
    if a.dtype.kind in "iu":
        if np.any(b == 0):
            raise ValueError("integer division by zero")
        # ONNX integer division truncates toward zero; numpy's // floors.
        q = np.abs(a) // np.abs(b)
        return np.where((a < 0) != (b < 0), -q, q)
    return a / b


def _clip(node: Node, x: list[np.ndarray]) -> np.ndarray:
    low, high = node.attrs["min"], node.attrs["max"]
    out = x[0]
    if np.isfinite(low):
        out = np.maximum(out, np.asarray(low).astype(out.dtype))
    if np.isfinite(high):
        out = np.minimum(out, np.asarray(high).astype(out.dtype))
    return out


def _softmax(node: Node, x: list[np.ndarray]) -> np.ndarray:
    axis = node.attrs["axis"]
    e = np.exp(x[0] - x[0].max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _gemm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    a = x[0].T if node.attrs["transA"] else x[0]
    b = x[1].T if node.attrs["transB"] else x[1]
    out = node.attrs["alpha"] * (a @ b)
    return out + node.attrs["beta"] * x[2] if len(x) == 3 else out


def _pad(node: Node, x: list[np.ndarray]) -> np.ndarray:
    data, rank = x[0], x[0].ndim
    pads = node.attrs["pads"]
    # Negative pads crop: slice first, then pad with what is left.
    crop = tuple(
        slice(max(-pads[i], 0), data.shape[i] - max(-pads[i + rank], 0)) for i in range(rank)
    )
    widths = [(max(pads[i], 0), max(pads[i + rank], 0)) for i in range(rank)]
    return np.pad(data[crop], widths, constant_values=node.attrs["value"])


def _batch_norm(node: Node, x: list[np.ndarray]) -> np.ndarray:
    data, scale, bias, mean, var = x
    axes = (-1,) + (1,) * (data.ndim - 2)
    inv = scale / np.sqrt(var + node.attrs["epsilon"])
    return (data - mean.reshape(axes)) * inv.reshape(axes) + bias.reshape(axes)


_FOLDERS: dict[str, Callable[[Node, list[np.ndarray]], np.ndarray]] = {
    "Add": lambda n, x: x[0] + x[1],
    "Sub": lambda n, x: x[0] - x[1],
    "Mul": lambda n, x: x[0] * x[1],
    "Div": _divide,
    "Relu": lambda n, x: np.maximum(x[0], 0),
    "Clip": _clip,
    "Identity": lambda n, x: x[0],
    "Reshape": lambda n, x: x[0].reshape(n.attrs["shape"]),
    "Transpose": lambda n, x: x[0].transpose(n.attrs["perm"]),
    "Concat": lambda n, x: np.concatenate(x, axis=n.attrs["axis"]),
    "Softmax": _softmax,
    "MatMul": lambda n, x: np.matmul(x[0], x[1]),
    "Gemm": _gemm,
    "Pad": _pad,
    "BatchNormalization": _batch_norm,
    "GlobalAveragePool": lambda n, x: x[0].mean(axis=(2, 3), keepdims=True),
}
