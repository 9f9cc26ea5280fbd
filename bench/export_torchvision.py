"""Exports torchvision models to ONNX and strips their weights, for tests/model/data/torchvision.

Each model is built with ``weights=None`` in eval mode and exported for one
1x3x224x224 image by ``torch.onnx.export`` with its defaults (torch 2.14: the
dynamo exporter, opset 20, IR 10, its onnxscript optimizer on, which folds every
BatchNormalization that follows a Conv into the Conv and pre-transposes the
Linear weights). The segmentation model's output is its ``"out"`` entry.

Stripping keeps the architecture and drops the weights, the way the onnx package's
"light" models do: every float tensor computed from the model's parameters becomes a
``ConstantOfShape`` node (all 0.02) fed by an int64 initializer ``NAME__SHAPE``, so
the graph stays a valid model, and tests/model/zoo.py draws random weights for it.
Which tensors are weights is found by exporting twice with different random
parameters: an initializer whose value changes is computed from them (a conv
kernel, a Linear weight the optimizer transposed, the relative position bias
gathered from its table); one that stays is structure (Swin's shifted-window
masks, ReLU6's bounds, shapes and axes) and is kept as it is. Node metadata
(stack traces with local paths, module names) and doc strings are dropped too.

torch is large and no test needs it: run this with a separate environment that has
torch, torchvision, onnx and onnxscript (not the project's .venv)::

    python3 -m venv /tmp/torchenv
    /tmp/torchenv/bin/pip install torch torchvision onnx onnxscript
    /tmp/torchenv/bin/python bench/export_torchvision.py            # the committed set
    /tmp/torchenv/bin/python bench/export_torchvision.py resnet18 --out /tmp/tv

Every written model passes ``onnx.checker.check_model(full_check=True)``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "tests/model/data/torchvision"

sys.path.insert(0, str(REPO))
# The committed set (classifiers and one segmentation model): the tests' list.
from tests.model.zoo import TORCHVISION_MODELS as MODELS  # noqa: E402

SEGMENTATION = ("lraspp_mobilenet_v3_large",)
#: The value of every stripped weight (the light models' convention).
FILL = 0.02
#: A stripped file larger than this is not written: it would not belong in the repo.
MAX_BYTES = 1 << 20


def build(name: str) -> Any:
    """The model ``name`` with random weights, in eval mode, returning one tensor."""
    import torch
    import torchvision

    if name in SEGMENTATION:

        class Out(torch.nn.Module):
            """The segmentation model's ``"out"`` entry (the exporter takes no dicts)."""

            def __init__(self, model: torch.nn.Module) -> None:
                super().__init__()
                self.model = model

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                return self.model(x)["out"]

        seg = getattr(torchvision.models.segmentation, name)
        return Out(seg(weights=None, weights_backbone=None)).eval()
    return getattr(torchvision.models, name)(weights=None).eval()


def export(model: Any, seed: int) -> onnx.ModelProto:
    """``model`` exported with every float parameter and buffer redrawn from ``seed``.

    Redrawing makes every parameter-derived tensor differ between two seeds (torch
    initializes some parameters to constants: LayerNorm's 1 and 0, layer scales).
    Running variances stay positive: the exporter folds them into the convs.
    """
    import torch

    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for key, t in [*model.named_parameters(), *model.named_buffers()]:
            if not t.is_floating_point():
                continue
            if key.endswith("running_var"):
                t.copy_(torch.rand(t.shape, generator=gen) + 0.5)
            else:
                t.copy_(torch.randn(t.shape, generator=gen) * 0.1)
        x = torch.randn(1, 3, 224, 224, generator=gen)
        program = torch.onnx.export(model, (x,), dynamo=True, verbose=False)
    return program.model_proto


def weight_names(first: onnx.ModelProto, second: onnx.ModelProto) -> set[str]:
    """The float initializers whose values differ between two exports."""
    a = {t.name: t for t in first.graph.initializer}
    b = {t.name: t for t in second.graph.initializer}
    if a.keys() != b.keys():
        raise SystemExit("the two exports name their initializers differently; cannot diff")
    names = set()
    for key, t in a.items():
        if t.data_type not in (TensorProto.FLOAT, TensorProto.FLOAT16, TensorProto.DOUBLE):
            continue
        if not np.array_equal(numpy_helper.to_array(t), numpy_helper.to_array(b[key])):
            names.add(key)
    return names


def strip(model: onnx.ModelProto, weights: set[str]) -> onnx.ModelProto:
    """``model`` with each initializer in ``weights`` made a ConstantOfShape of FILL."""
    graph = model.graph
    fills = []
    kept = []
    for t in graph.initializer:
        if t.name not in weights:
            kept.append(t)
            continue
        shape = numpy_helper.from_array(np.array(t.dims, np.int64), f"{t.name}__SHAPE")
        kept.append(shape)
        value = helper.make_tensor("value", t.data_type, [1], [FILL])
        fills.append(helper.make_node("ConstantOfShape", [shape.name], [t.name], value=value))
    nodes = [*fills, *graph.node]
    items: list[Any] = [*nodes, *graph.input, *graph.output, *graph.value_info, *kept]
    for item in items:
        del item.metadata_props[:]
        item.doc_string = ""
    new = helper.make_graph(
        nodes, graph.name, graph.input, graph.output, kept, value_info=graph.value_info
    )
    out = helper.make_model(new, opset_imports=model.opset_import)
    out.ir_version = model.ir_version
    out.producer_name = model.producer_name
    out.producer_version = model.producer_version
    return out


def write_stripped(
    name: str, first: onnx.ModelProto, second: onnx.ModelProto, out: Path, start: float
) -> None:
    """Strips ``first`` of what differs from ``second`` (its weights), checks it and writes
    ``out/NAME.onnx`` unless it is over :data:`MAX_BYTES`; prints a line either way."""
    weights = weight_names(first, second)
    stripped = strip(first, weights)
    onnx.checker.check_model(stripped, full_check=True)
    data = stripped.SerializeToString()
    params = sum(math.prod(t.dims) for t in first.graph.initializer if t.name in weights)
    opset = next(o.version for o in stripped.opset_import if o.domain in ("", "ai.onnx"))
    line = (
        f"{name:28} opset {opset}  {len(stripped.graph.node):4} nodes  "
        f"{len(weights):4} weights ({params / 1e6:5.1f} M values)  "
        f"{len(data) / 1024:7.1f} KiB  {time.perf_counter() - start:5.1f} s"
    )
    if len(data) > MAX_BYTES:
        print(f"{line}  NOT WRITTEN: over {MAX_BYTES >> 10} KiB", flush=True)
        return
    (out / f"{name}.onnx").write_bytes(data)
    print(line, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", default=list(MODELS))
    parser.add_argument("--out", type=Path, default=OUT, help="folder for NAME.onnx")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.models:
        start = time.perf_counter()
        model = build(name)
        write_stripped(name, export(model, 0), export(model, 1), args.out, start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
