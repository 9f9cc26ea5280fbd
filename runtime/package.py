"""The compiled model package: one zip file that ``autotune run`` loads on its own.

Members (stored, not compressed, so loading is a read and a link):

* ``manifest.json``: format version, target and the CPU features the code needs,
  inputs and outputs, every tensor's type, the steps, the kernels (workload, config,
  where the config came from) and the memory plan;
* ``kernels.o``: the machine code of every kernel, one relocatable object file; or, for
  a ``cuda`` target, ``cuda/SYMBOL.fatbin``: each kernel's fat binary (machine code for
  the target's ``-arch``, PTX for newer GPUs) and its launch geometry in the manifest;
* ``constants.bin``: the weights, packed for their kernels, each 64-byte aligned.

Nothing else is needed at run time: no records database, no ONNX, no LLVM optimizer.
"""

from __future__ import annotations

import io
import json
import os
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import numpy as np

from compiler.model.graph import TensorType
from compiler.model.plan import ALIGN, KernelStep, KernelTask, MemoryPlan, NumpyStep, Plan
from compiler.target import Target
from compiler.target_arch import X86_64, host_arch
from runtime.host import enabled_features, host_cpu_features, host_cpu_name, llvm_cpu, llvm_features

FORMAT = "autotune-model"
VERSION = 1
#: ``Package.arch`` of a package whose kernels run on an NVIDIA GPU.
CUDA = "cuda"


class PackageError(ValueError):
    """A package that cannot be read or cannot run on this machine."""


def _tuplify(value: Any) -> Any:
    """JSON lists back to the tuples graph attributes use."""
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


@dataclass(slots=True)
class Package:
    """A compiled model: plan, memory plan, machine code and constants.

    Attributes:
        name: Model name.
        target: The target string it was compiled for.
        cpu: The CPU the code was generated for.
        features: CPU features the code may use (all must be present to run it).
        plan: Steps, tensors and constants.
        memory: Arena offsets.
        machine_code: The object file (empty for a GPU package).
        arch: The architecture of the machine code (``x86_64``, ``aarch64``, or
            :data:`CUDA` for an NVIDIA GPU's; ``cpu`` is then the GPU arch, ``sm_XX``).
        gpu_images: A GPU package's kernels: symbol -> fat binary.
    """

    name: str
    target: str
    cpu: str
    features: list[str]
    plan: Plan
    memory: MemoryPlan
    machine_code: bytes
    arch: str = X86_64
    gpu_images: dict[str, bytes] = field(default_factory=dict)

    @classmethod
    def create(
        cls,
        *,
        name: str,
        target: Target,
        plan: Plan,
        memory: MemoryPlan,
        machine_code: bytes = b"",
        gpu_images: dict[str, bytes] | None = None,
    ) -> Package:
        """A package for code just generated for ``target`` (``gpu_images`` for a ``cuda``
        one)."""
        if target.kind == CUDA:
            return cls(
                name=name,
                target=str(target),
                cpu=target.arch or "",
                features=[],
                plan=plan,
                memory=memory,
                machine_code=b"",
                arch=CUDA,
                gpu_images=dict(gpu_images or {}),
            )
        return cls(
            name=name,
            target=str(target),
            cpu=llvm_cpu(target),
            features=enabled_features(llvm_features(target)),
            plan=plan,
            memory=memory,
            machine_code=machine_code,
            arch=target.cpu_arch(),
        )

    # --- manifest ---------------------------------------------------------------------

    def manifest(self) -> dict[str, Any]:
        """The JSON manifest (everything but the machine code and constant values)."""
        p = self.plan
        return {
            "format": FORMAT,
            "version": VERSION,
            "name": self.name,
            "target": self.target,
            "arch": self.arch,
            "cpu": self.cpu,
            "features": self.features,
            "inputs": [{"name": n, **_type_json(p.types[n])} for n in p.inputs],
            "outputs": [{"name": n, **_type_json(p.types[n])} for n in p.outputs],
            "tensors": {n: _type_json(t) for n, t in p.types.items()},
            "views": {n: list(v) for n, v in p.views.items()},
            "steps": [_step_json(s) for s in p.steps],
            "kernels": [
                {
                    "symbol": k.symbol,
                    "workload": k.workload,
                    "config": k.config,
                    "config_source": k.config_source,
                    "flop": k.flop,
                    "calls": k.calls,
                    **({"grid": list(k.grid), "block": list(k.block)} if k.grid else {}),
                }
                for k in p.kernels
            ],
            "memory": {
                "offsets": self.memory.offsets,
                "arena_bytes": self.memory.arena_bytes,
                "naive_bytes": self.memory.naive_bytes,
            },
        }

    # --- files ------------------------------------------------------------------------

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Writes the package to ``path`` (one zip file) and returns the path."""
        out = Path(path)
        blob, layout = _pack_constants(self.plan.constants)
        manifest = self.manifest()
        manifest["constants"] = layout
        tmp = out.with_name(out.name + ".tmp")
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_STORED) as zf:
            zf.writestr("manifest.json", json.dumps(manifest, indent=1))
            if self.arch == CUDA:
                for symbol, image in self.gpu_images.items():
                    zf.writestr(f"cuda/{symbol}.fatbin", image)
            else:
                zf.writestr("kernels.o", self.machine_code)
            zf.writestr("constants.bin", blob)
        tmp.replace(out)
        return out

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Package:
        """Reads a package written by :meth:`save`.

        Raises:
            PackageError: Missing file, not a package, or a format this version cannot read.
        """
        p = Path(path)
        if not p.is_file():
            raise PackageError(f"no such package file: {p}")
        return cls._read(p, str(p))

    @classmethod
    def from_bytes(cls, data: bytes, source: str = "the package") -> Package:
        """Reads a package from the bytes of its file (one sent to a device server).

        Raises:
            PackageError: Not a package, or a format this version cannot read; the
                message names ``source``.
        """
        return cls._read(io.BytesIO(data), source)

    @classmethod
    def _read(cls, file: Path | IO[bytes], source: str) -> Package:
        try:
            with zipfile.ZipFile(file) as zf:
                manifest = json.loads(zf.read("manifest.json"))
                gpu = manifest.get("arch") == CUDA
                machine_code = b"" if gpu else zf.read("kernels.o")
                images = {
                    k["symbol"]: zf.read(f"cuda/{k['symbol']}.fatbin")
                    for k in (manifest.get("kernels", []) if gpu else [])
                }
                blob = zf.read("constants.bin")
        except (zipfile.BadZipFile, KeyError, json.JSONDecodeError) as exc:
            raise PackageError(f"{source} is not an autotune model package ({exc})") from None
        if manifest.get("format") != FORMAT:
            raise PackageError(f"{source} is not an autotune model package")
        if manifest.get("version") != VERSION:
            raise PackageError(
                f"{source} has package format version {manifest.get('version')}; this "
                f"autotune reads version {VERSION}: recompile the model with this version"
            )
        return cls._from_manifest(manifest, machine_code, blob, images)

    @classmethod
    def _from_manifest(
        cls, m: dict[str, Any], machine_code: bytes, blob: bytes, images: dict[str, bytes]
    ) -> Package:
        types = {n: TensorType(tuple(t["shape"]), t["dtype"]) for n, t in m["tensors"].items()}
        constants = _unpack_constants(blob, m["constants"])
        steps: list[KernelStep | NumpyStep] = []
        for s in m["steps"]:
            if s["kind"] == "kernel":
                ws = tuple(TensorType(tuple(w["shape"]), w["dtype"]) for w in s["workspaces"])
                bounds = tuple(
                    (int(i), int(low), int(high)) for i, low, high in s.get("index_bounds", ())
                )
                steps.append(KernelStep(s["name"], s["symbol"], tuple(s["args"]), ws, bounds))
            else:
                attrs = {k: _tuplify(v) for k, v in s["attrs"].items()}
                steps.append(
                    NumpyStep(s["name"], s["op"], attrs, tuple(s["inputs"]), tuple(s["outputs"]))
                )
        plan = Plan(
            inputs=[i["name"] for i in m["inputs"]],
            outputs=[o["name"] for o in m["outputs"]],
            types=types,
            constants=constants,
            views={n: (v[0], int(v[1])) for n, v in m["views"].items()},
            steps=steps,
            kernels=[
                KernelTask(
                    **{**k, "grid": tuple(k.get("grid", ())), "block": tuple(k.get("block", ()))}
                )
                for k in m["kernels"]
            ],
        )
        mem = m["memory"]
        memory = MemoryPlan(
            {k: int(v) for k, v in mem["offsets"].items()},
            int(mem["arena_bytes"]),
            int(mem["naive_bytes"]),
        )
        return cls(
            name=m["name"],
            target=m["target"],
            cpu=m["cpu"],
            features=list(m["features"]),
            plan=plan,
            memory=memory,
            machine_code=machine_code,
            # Packages from before cross-compilation were all x86-64.
            arch=str(m.get("arch", X86_64)),
            gpu_images=images,
        )

    def check_host(self) -> None:
        """Checks that the machine code is for this CPU's architecture and that the CPU
        has every feature the code may use.

        Raises:
            PackageError: Names the other architecture, or the missing features, and how
                to recompile.
        """
        if self.arch == CUDA:
            raise PackageError(
                f"this package was compiled for an NVIDIA GPU ({self.target}); its kernels "
                "run on the GPU (runtime.load does that), not on this CPU"
            )
        if self.arch != host_arch():
            raise PackageError(
                f"this package was compiled for {self.arch} ({self.target}); this machine "
                f"is {host_arch()}: run it on an {self.arch} machine, or recompile it here"
            )
        host = set(enabled_features(host_cpu_features()))
        missing = [f for f in self.features if f not in host]
        if missing:
            raise PackageError(
                f"this package was compiled for {self.cpu} ({self.target}); this CPU "
                f"({host_cpu_name()}) lacks {', '.join(missing)}: recompile it here, or for an "
                f"older CPU with --target 'llvm -mcpu=NAME'"
            )


def _type_json(t: TensorType) -> dict[str, Any]:
    return {"shape": list(t.shape), "dtype": t.dtype}


def _step_json(step: KernelStep | NumpyStep) -> dict[str, Any]:
    if isinstance(step, KernelStep):
        return {
            "kind": "kernel",
            "name": step.name,
            "symbol": step.symbol,
            "args": list(step.args),
            "workspaces": [_type_json(w) for w in step.workspaces],
            "index_bounds": [list(b) for b in step.index_bounds],
        }
    return {
        "kind": "numpy",
        "name": step.name,
        "op": step.op,
        "attrs": step.attrs,
        "inputs": list(step.inputs),
        "outputs": list(step.outputs),
    }


def _pack_constants(constants: dict[str, np.ndarray]) -> tuple[bytes, dict[str, Any]]:
    """All constants in one blob, each at a 64-byte aligned offset."""
    layout: dict[str, Any] = {}
    parts: list[bytes] = []
    offset = 0
    for name, value in constants.items():
        array = np.require(value, requirements="C")  # keeps a 0-d constant 0-d
        pad = (-offset) % ALIGN
        parts.append(b"\0" * pad)
        offset += pad
        layout[name] = {"offset": offset, "shape": list(array.shape), "dtype": str(array.dtype)}
        data = array.tobytes()
        parts.append(data)
        offset += len(data)
    return b"".join(parts), layout


def _unpack_constants(blob: bytes, layout: dict[str, Any]) -> dict[str, np.ndarray]:
    """Views of one aligned copy of the blob (one allocation, no per-constant copies)."""
    raw = np.empty(len(blob) + ALIGN, np.uint8)
    start = (-raw.ctypes.data) % ALIGN
    buf = raw[start : start + len(blob)]
    buf[:] = np.frombuffer(blob, np.uint8)
    out: dict[str, np.ndarray] = {}
    for name, entry in layout.items():
        dtype = np.dtype(entry["dtype"])
        shape = tuple(entry["shape"])
        count = int(np.prod(shape, dtype=np.int64)) if shape else 1
        off = int(entry["offset"])
        out[name] = buf[off : off + count * dtype.itemsize].view(dtype).reshape(shape)
    return out
