"""Reading and checking an ONNX model before conversion.

:func:`load` reads the ``ModelProto``, :func:`default_opset` checks the opset range
(:data:`MIN_OPSET` to :func:`max_opset`, the newest the installed onnx defines; each
node's operator version is gated by :mod:`.versions`), :func:`node_names` names every
node, and :func:`check_model` runs the ONNX checker.
``onnx`` is imported on first use (:func:`onnx_module`), so importing this module does
not need it.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from compiler.model.frontend.errors import ModelImportError

if TYPE_CHECKING:
    import onnx

MIN_OPSET = 7

DEFAULT_DOMAINS = ("", "ai.onnx")
"""The names of the default ONNX domain."""


def onnx_module() -> Any:
    """The ``onnx`` package, imported on first use.

    Returns:
        The module.

    Raises:
        ModelImportError: ``onnx`` is not installed.
    """
    try:
        import onnx
    except ImportError:
        raise ModelImportError(
            "importing ONNX models needs the onnx package (pip install onnx)"
        ) from None
    return onnx


def max_opset() -> int:
    """The newest opset of the default domain that the installed onnx defines.

    Returns:
        The opset (onnx 1.23: 28).

    Raises:
        ModelImportError: ``onnx`` is not installed.
    """
    return int(onnx_module().defs.onnx_opset_version())


def load(model: object) -> tuple[onnx.ModelProto, str | None]:
    """Reads a model.

    Args:
        model: A path to a ``.onnx`` file, its bytes, or a loaded ``onnx.ModelProto``.

    Returns:
        The model proto and, when it came from a file, the file's path.

    Raises:
        ModelImportError: No such file, or not an ONNX model.
        TypeError: ``model`` is none of the accepted kinds.
    """
    onnx = onnx_module()
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


def default_opset(proto: onnx.ModelProto) -> int:
    """The model's opset of the default ONNX domain.

    Args:
        proto: The model.

    Returns:
        The opset, in ``[MIN_OPSET, max_opset()]``.

    Raises:
        ModelImportError: The model imports no default-domain opset, or one out of range.
    """
    versions = {o.domain: o.version for o in proto.opset_import if o.domain in DEFAULT_DOMAINS}
    if not versions:
        raise ModelImportError("the model imports no opset of the default ONNX domain")
    opset = max(versions.values())
    newest = max_opset()
    if not MIN_OPSET <= opset <= newest:
        raise ModelImportError(
            f"opset {opset} of the default ONNX domain is not supported "
            f"(supported: {MIN_OPSET} to {newest}, the newest the installed "
            f"onnx {onnx_module().__version__} defines)"
        )
    return opset


def node_names(graph: onnx.GraphProto) -> list[str]:
    """A unique name for each node: its own, or ``Op_index`` where ONNX leaves it empty.

    Args:
        graph: The model's graph.

    Returns:
        One name per node, in node order.
    """
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


def check_model(proto: onnx.ModelProto, path: str | None) -> None:
    """Runs the ONNX checker.

    Args:
        proto: The model.
        path: Its file, when it came from one (the checker then handles external data
            and models over 2 GB).

    Raises:
        ModelImportError: The checker rejects the model.
    """
    onnx = onnx_module()
    try:
        # From the path, the checker also handles external data and models over 2 GB.
        onnx.checker.check_model(path if path is not None else proto)
    except Exception as exc:  # ValidationError, or protobuf's size limit
        where = f"{path}: " if path is not None else ""
        raise ModelImportError(f"{where}invalid ONNX model: {exc}") from None
