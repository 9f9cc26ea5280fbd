"""autotune as an ONNX backend (:class:`onnx.backend.base.Backend`), as onnxruntime and TVM are.

The backend is our public flow behind ONNX's backend interface: :meth:`Backend.prepare`
imports the model (:func:`compiler.model.import_onnx`, which fixes every shape),
compiles it for this host's CPU (:func:`runtime.compile_model`) and loads it
(:class:`runtime.Runtime`); the rep's ``run`` takes the inputs positionally (or by
name) and returns the outputs in the model's order::

    from autotune.onnx_backend import AutotuneBackend

    rep = AutotuneBackend.prepare(model, "CPU")            # import + compile, once
    (y,) = rep.run([x])                                    # as many runs as wanted

A model we cannot compute exactly is refused in ``prepare`` with one line
(:class:`~compiler.model.onnx_import.ModelImportError`, a ``ValueError``), never run
approximately. It lives in ``autotune`` because it joins the compiler's importer and
the runtime, which neither may import from the other's side.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import onnx
from onnx.backend.base import Backend, BackendRep, Device, DeviceType, namedtupledict

import runtime
from compiler.model import import_onnx

__all__ = ["AutotuneBackend", "AutotuneRep", "prepare", "run_model", "supports_device"]


class AutotuneRep(BackendRep):
    """A model compiled for this CPU, ready to run repeatedly.

    Args:
        rt: The loaded runtime.
        inputs: The model's runtime inputs, in the model's order (how positional
            inputs are matched).
        outputs: The model's outputs, in order.
    """

    def __init__(self, rt: runtime.Runtime, inputs: Sequence[str], outputs: Sequence[str]) -> None:
        self.runtime = rt
        self.inputs = list(inputs)
        self.outputs = list(outputs)

    def run(self, inputs: Any, **kwargs: Any) -> tuple[Any, ...]:
        """Runs the model.

        Args:
            inputs: One array per runtime input in the model's order (a list or tuple),
                a mapping of input name to array, or a single array for a one-input model.
            **kwargs: Accepted for the interface; none is used.

        Returns:
            The outputs in the model's order, as a named tuple (by index or by name).

        Raises:
            ValueError: Inputs that do not match the model's (count, names, shapes).
        """
        del kwargs
        feeds = self._feeds(inputs)
        # The compiled plan takes only the inputs the model reads (an unused input is
        # dropped at import), so feeding one it never reads is not an error here.
        taken = self.runtime.input_types
        results = self.runtime.run({n: v for n, v in feeds.items() if n in taken})
        values = [results[name] for name in self.outputs]
        return namedtupledict("Outputs", self.outputs)(*values)

    def _feeds(self, inputs: Any) -> dict[str, np.ndarray]:
        if isinstance(inputs, Mapping):
            return {str(n): np.asarray(v) for n, v in inputs.items()}
        if isinstance(inputs, np.ndarray):
            inputs = [inputs]
        values = list(inputs)
        if len(values) != len(self.inputs):
            raise ValueError(
                f"{len(values)} input(s) given; the model takes {len(self.inputs)}: "
                f"{', '.join(self.inputs) or 'none'}"
            )
        return {n: np.asarray(v) for n, v in zip(self.inputs, values, strict=True)}


class AutotuneBackend(Backend):
    """The ONNX backend interface over autotune's import, compile and runtime (CPU only)."""

    @classmethod
    def prepare(
        cls,
        model: onnx.ModelProto | str | os.PathLike[str] | bytes,
        device: str = "CPU",
        input_shapes: Mapping[str, Sequence[int]] | None = None,
        num_threads: int | None = None,
        **kwargs: Any,
    ) -> AutotuneRep:
        """Imports and compiles a model for this host's CPU.

        Args:
            model: An ``onnx.ModelProto``, a path to a ``.onnx`` file or its bytes.
            device: ``"CPU"`` (the only device models compile for so far).
            input_shapes: Static shapes of inputs with dynamic dimensions, by name
                (see :func:`compiler.model.import_onnx`).
            num_threads: Threads the kernels run on (all cores by default).
            **kwargs: Accepted for the interface; none is used.

        Returns:
            The prepared model.

        Raises:
            ValueError: Another device, or the model is refused (one line:
                :class:`~compiler.model.onnx_import.ModelImportError`).
        """
        del kwargs
        if not cls.supports_device(device):
            raise ValueError(f"device {device!r} is not supported: autotune models run on CPU")
        graph = import_onnx(model, input_shapes)
        package, _ = runtime.compile_model(graph)
        return AutotuneRep(runtime.Runtime(package, num_threads), graph.inputs, graph.outputs)

    @classmethod
    def run_model(
        cls,
        model: onnx.ModelProto | str | os.PathLike[str] | bytes,
        inputs: Any,
        device: str = "CPU",
        **kwargs: Any,
    ) -> tuple[Any, ...]:
        """Prepares ``model`` and runs it once on ``inputs`` (see :meth:`AutotuneRep.run`)."""
        return cls.prepare(model, device, **kwargs).run(inputs)

    @classmethod
    def supports_device(cls, device: str) -> bool:
        """Whether ``device`` (``"CPU"``, ``"CUDA:0"``, ...) is one models run on: the CPU."""
        try:
            return Device(device).type == DeviceType.CPU
        except AttributeError:  # a device type ONNX does not know
            return False


prepare = AutotuneBackend.prepare
run_model = AutotuneBackend.run_model
supports_device = AutotuneBackend.supports_device
